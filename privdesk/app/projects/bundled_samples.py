"""The samples bundled in resources/samples, and the code that (re)writes them.

- ``hospital/``: the synthetic hospital discharge table of :func:`privdesk.app.projects.samples.generate_hospital`
  (5,000 rows, seed 2024), its hierarchies (also as ARX CSV files), level tables and a ready project.
- ``spec_example/``: the 9-row table of docs/spec.md §1.3 with ARX's hierarchies, its release, and a project.

The files are committed so the window and ``privdesk demo`` open them instantly; a test regenerates them and
compares bytes, so they cannot drift from this code. Regenerate with ``python -m privdesk.app.projects.bundled_samples``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from privdesk.app.projects.project import Attribute, DataSource, Project, Role
from privdesk.app.projects.samples import (
    HOSPITAL_DISEASE_LEVELS,
    HOSPITAL_LEVEL_ALPHAS,
    HOSPITAL_PHYSICIAN_LEVELS,
    generate_hospital,
)
from privdesk.common.paths import samples_dir
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import dates, explicit_groups, masking
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.types import ColumnType
from privdesk.io.atomic import atomic_write_text

HOSPITAL_ROWS, HOSPITAL_SEED = 5000, 2024
HOSPITAL_CONTEXT = {
    "recipient": "Department of Health Services Research, Example University (research group of Dr. Lena Hartmann)",
    "purpose": "Study of readmissions and length of stay by ward and diagnosis group, 2023-2024; no attempt to "
               "contact or identify patients.",
    "environment": {
        "controls": {"contract": "data-use agreement DUA-2026-014", "access_control": True, "audit_logging": True,
                     "training": True},
        "setting": "remote",
        "notes": "Analysis in the university's secure research environment; no download of record-level data.",
    },
    "external_data": ["voter lists (birth date, ZIP code, sex)", "social media posts about hospital stays",
                      "the hospital's earlier 2022 release of discharge counts"],
    "release_model": "non-public",
    "threshold": 0.2,
    "reference": "el-emam-2015",
    "justification": "A non-public release to one named research group under a data-use agreement, with access "
                     "control, audit logging and trained staff: the strong controls for which El Emam et al. "
                     "(BMJ 2015) give 0.2. The risk is nevertheless assessed as for a public release.",
    "responsible": "Dr. Maria Keller",
    "qualification": "Data protection officer of the hospital; certified information privacy professional (CIPP/E)",
    "statement": "I have reviewed the context, the technique applied to each column and the risk assessment of this "
                 "release, and I judge the risk of re-identifying a patient to be very small for this recipient "
                 "and purpose.",
    "date": "2026-12-01",
    "review_date": "2027-12-01",
}
"""The demo release's context (synthetic: the persons and the agreement are invented), the report's first
sheet."""


@dataclass(frozen=True)
class SamplePaths:
    folder: Path
    data: Path
    project: Path


def hospital_sample_paths(root: Path | None = None) -> SamplePaths:
    folder = (root or samples_dir()) / "hospital"
    return SamplePaths(folder, folder / "hospital.csv", folder / "hospital.privdesk")


def spec_example_paths(root: Path | None = None) -> SamplePaths:
    folder = (root or samples_dir()) / "spec_example"
    return SamplePaths(folder, folder / "original.csv", folder / "spec_example.privdesk")


def write_hospital_sample(root: Path) -> SamplePaths:
    paths = hospital_sample_paths(root)
    frame = generate_hospital(HOSPITAL_ROWS, HOSPITAL_SEED)
    atomic_write_text(paths.data, frame.to_csv(index=False, lineterminator="\n"))
    dataset = Dataset.from_frame(frame)

    def distinct(name: str) -> list[str]:
        return [str(v) for v in dataset.column(name).values if v is not None]

    hierarchies = {
        "sex": explicit_groups(distinct("sex"), [{"*": ["F", "M"]}], attribute="sex"),
        "birth_date": dates(distinct("birth_date"), levels=("month", "year", "decade"), attribute="birth_date"),
        "zip_code": masking(distinct("zip_code"), attribute="zip_code"),
        "admission_date": dates(distinct("admission_date"), levels=("month", "quarter", "year"),
                                attribute="admission_date"),
    }
    for name, hierarchy in hierarchies.items():
        hierarchy.to_csv(paths.folder / "hierarchies" / f"hospital_hierarchy_{name}.csv")
    alphas = [HOSPITAL_LEVEL_ALPHAS[level] for level in sorted(HOSPITAL_LEVEL_ALPHAS)]
    levels = {
        "diagnosis": SensitivityLevels(HOSPITAL_DISEASE_LEVELS, alphas, attribute="diagnosis"),
        "physician": SensitivityLevels(HOSPITAL_PHYSICIAN_LEVELS, alphas, attribute="physician"),
    }
    for name, table in levels.items():
        table.to_csv(paths.folder / "levels" / f"hospital_levels_{name}.csv")
    roles = {"patient_id": Role.IDENTIFIER, "name": Role.IDENTIFIER, "sex": Role.QUASI_IDENTIFIER,
             "birth_date": Role.QUASI_IDENTIFIER, "zip_code": Role.QUASI_IDENTIFIER,
             "admission_date": Role.QUASI_IDENTIFIER, "ward": Role.INSENSITIVE, "diagnosis": Role.SENSITIVE,
             "physician": Role.SENSITIVE, "length_of_stay": Role.INSENSITIVE, "cost": Role.INSENSITIVE}
    types = {name: (dataset.column(name).type, dataset.column(name).format) for name in roles}
    types["zip_code"] = (ColumnType.STRING, None)  # a place label: masked digit by digit, never averaged
    project = Project(
        data=DataSource(path=str(paths.data), delimiter=","),
        attributes={name: Attribute(role, *types[name]) for name, role in roles.items()},
        hierarchies=hierarchies,
        sensitivity_levels=levels,
        # Birth date and ZIP code link best to outside registers; sex carries little information.
        weights={"sex": 0.1, "birth_date": 0.35, "zip_code": 0.35, "admission_date": 0.2},
        models=[{"model": "k-anonymity", "k": 5},
                {"model": "l-diversity", "variant": "distinct", "l": 2, "attribute": "diagnosis"}],
        algorithm={"name": "optimal", "metric": "loss", "suppression": 0.05},
        risk={"release_model": "public", "threshold": 0.2},
        name="Hospital discharges 2023-2024 (synthetic sample)",
        context=HOSPITAL_CONTEXT,
    )
    project.save(paths.project)
    return paths


def write_spec_example_project(root: Path) -> SamplePaths:
    """The project of docs/spec.md §1.3's example: ZIPCode and Age are QIs, Salary and Disease sensitive."""
    paths = spec_example_paths(root)
    hierarchies = {name: Hierarchy.read_csv(paths.folder / f"hierarchy_{name}.csv", attribute=name)
                   for name in ("ZIPCode", "Age", "Disease")}
    project = Project(
        data=DataSource(path=str(paths.data), delimiter=";"),
        attributes={"ZIPCode": Attribute(Role.QUASI_IDENTIFIER), "Age": Attribute(Role.QUASI_IDENTIFIER),
                    "Salary": Attribute(Role.SENSITIVE), "Disease": Attribute(Role.SENSITIVE)},
        hierarchies=hierarchies,
        models=[{"model": "k-anonymity", "k": 3}],
        name="docs/spec.md §1.3 example (Li, Li & Venkatasubramanian 2007)",
    )
    project.save(paths.project)
    return paths


def write_all(root: Path | None = None) -> None:
    root = root or samples_dir()
    write_hospital_sample(root)
    write_spec_example_project(root)


if __name__ == "__main__":
    write_all()
