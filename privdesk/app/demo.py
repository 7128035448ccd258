"""`privdesk demo`: the bundled hospital sample, end to end, headless.

For now the demo opens the sample project and its table, and checks that every hierarchy and level table covers
the data; anonymization, measures and the signed report join it as they are built.
"""

from __future__ import annotations

from typing import Any

from .inspect import describe
from .project import Project
from .bundled_samples import hospital_sample_paths


def run_demo() -> dict[str, Any]:
    paths = hospital_sample_paths()
    project = Project.load(paths.project)
    dataset = project.load_data()
    problems = project.validate(dataset)
    summary = describe(dataset)
    lines = [f"PrivDesk demo: {project.name}",
             f"table {paths.data.name}: {dataset.n_rows:,} rows, {len(dataset.columns)} columns"]
    for name, attribute in project.attributes.items():
        column = dataset.column(name)
        detail = f"{attribute.role.value:<16} {column.type.value:<8} {column.distinct_count:>6,} distinct"
        hierarchy = project.hierarchies.get(name)
        if hierarchy is not None:
            detail += f", hierarchy of {hierarchy.levels} levels"
        levels = project.sensitivity_levels.get(name)
        if levels is not None:
            detail += f", {levels.count} sensitivity levels"
        lines.append(f"  {name:<16} {detail}")
    if problems:
        lines += ["problems:"] + [f"  {p}" for p in problems]
    else:
        lines.append("every hierarchy and level table covers the data: the project is ready")
    return {"ok": not problems, "project": str(paths.project), "data": str(paths.data),
            "rows": dataset.n_rows, "columns": summary["column_details"], "problems": problems, "lines": lines}
