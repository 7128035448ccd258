"""The model registry (engine/models/registry.py): every model's facts on one spec, checked against its own check
and against random tables (hypothesis); a toy model in one file reaches the command line, the project format and
the report; no module compares a model's name outside the registry."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from privdesk.engine.core.errors import InputError
from privdesk.engine.models import registry
from privdesk.engine.models.requirements import Requirement, SensitiveData, class_values, holds, smallest_passing_class
from tests.engine import toy_model

REPO = Path(__file__).resolve().parents[3]


def example(spec, value=None, variant=None) -> Requirement:
    """A valid requirement of ``spec`` (its default parameter), on attribute "s" when it protects one."""
    extras = {extra.field: extra.default for extra in spec.extras if extra.variant in (None, variant)}
    return Requirement(spec.name, spec.parameter.default if value is None else value,
                       "s" if spec.per_attribute else None, variant, **extras)


def variants(spec):
    return list(spec.variants) or [None]


@pytest.mark.parametrize("spec", registry.models(), ids=lambda spec: spec.name)
def test_every_model_round_trips_through_a_project_entry_and_has_its_words(spec):
    for variant in variants(spec):
        requirement = example(spec, variant=variant)
        assert Requirement.from_dict(json.loads(json.dumps(requirement.to_dict()))) == requirement
        assert requirement.label and "{" not in requirement.label
    assert all(spec.help) and spec.kind != "unknown" and spec.meaning


@pytest.mark.parametrize("spec", registry.models(), ids=lambda spec: spec.name)
def test_a_parameter_outside_its_range_names_its_flag_and_range(spec):
    parameter = spec.parameter
    bad = [float("nan"), float("inf")]
    if parameter.minimum is not None:
        bad.append(parameter.minimum - 0.5 if not parameter.above else parameter.minimum)
    if parameter.maximum is not None:
        bad.append(parameter.maximum + 0.5)
    if parameter.whole:
        bad.append(parameter.default + 0.5)
    for value in bad:
        with pytest.raises(InputError, match=re.escape(parameter.flag)):
            example(spec, value)


def test_the_ranges_of_the_verdict_issue():
    assert Requirement("t-closeness", 0.0, "s").value == 0.0 and Requirement("alpha-k", 1.0, "s").value == 1.0
    for model, value in [("k-anonymity", 2.5), ("k-anonymity", 0), ("l-diversity", 0.5), ("t-closeness", 1.5),
                         ("alpha-k", 0.0), ("beta-likeness", 0.0), ("delta-disclosure", -1.0)]:
        with pytest.raises(InputError):
            Requirement(model, value, None if model == "k-anonymity" else "s")


@st.composite
def tables(draw):
    """Two classes' counts over a few values (each class holds a record), and the whole table's counts."""
    width = draw(st.integers(1, 4))
    rows = st.lists(st.integers(0, 6), min_size=width, max_size=width)
    first, second = (np.array(draw(rows.filter(lambda counts: sum(counts) > 0))) for _ in range(2))
    extra = np.array(draw(rows))
    return first, second, first + second + extra + 1


def class_checks(requirement, matrix, reference):
    sensitive = {"s": SensitiveData(np.zeros(0, np.int64), matrix.shape[1], ordered=True)}
    values = class_values(requirement, matrix.sum(axis=1), {"s": matrix}, sensitive, {"s": reference},
                          np.full(len(matrix), max(1, int(matrix.sum())) * 2))
    return holds(requirement, values), values, sensitive


@settings(max_examples=60, deadline=None)
@given(tables(), st.sampled_from([spec for spec in registry.models()]), st.floats(0.05, 4))
def test_the_search_facts_each_model_claims_hold_on_random_classes(table, spec, scale):
    first, second, reference = table
    for variant in variants(spec):
        if variant == "hierarchical":  # needs a hierarchy: the lattice tests cover its facts on ARX's tables
            continue
        value = spec.parameter.default * scale
        if spec.parameter.maximum is not None:
            value = min(value, spec.parameter.maximum)
        if spec.parameter.whole or variant == "recursive":
            value = max(1.0, float(round(value)))
        value = max(value, spec.parameter.minimum or 0.0) if not spec.parameter.above else max(value, 0.01)
        requirement = example(spec, value, variant)
        merged = np.vstack([first, second, first + second])
        ok, values, sensitive = class_checks(requirement, merged, reference)
        sizes = merged.sum(axis=1)
        # the worst value is the one the direction calls worst
        worst = values.min() if spec.higher_is_safer(requirement) else values.max()
        assert not ok.all() or holds(requirement, np.array([worst])).all()
        if spec.monotone_with_suppression(requirement) and ok[0]:
            assert ok[2]  # a holding class merged with any other still holds
        if spec.union_closed(requirement) and ok[0] and ok[1]:
            assert ok[2]
        smallest = smallest_passing_class([requirement], sensitive, {"s": reference})
        assert not (ok & (sizes < smallest) & (sizes > 0)).any()
        if spec.empty_class_fails(requirement):
            assert not class_checks(requirement, np.zeros((1, len(first)), np.int64), reference)[0].any()


# ----------------------------------------------------------------------------------------------- a toy model

@pytest.fixture
def toy():
    spec = toy_model.install()
    yield spec
    toy_model.uninstall()


def test_a_toy_model_in_one_file_is_offered_everywhere(toy, tmp_path, capsys):
    from privdesk.app.anonymize import project_settings
    from privdesk.app.projects.bundled_samples import hospital_sample_paths
    from privdesk.app.projects.project import Project
    from privdesk.cli.main import main
    from privdesk.gui import help_texts

    # the command line offers its flag and builds its requirement from it
    assert "--m M" in _anonymize_help()
    out = tmp_path / "out"
    assert main(["anonymize", str(hospital_sample_paths().project), "--k", "2", "--m", "2", "--out", str(out),
                 "--json", "--report"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [c["requirement"] for c in summary["checks"]] == ["2-anonymity", "2-spread on 'diagnosis'",
                                                             "2-spread on 'physician'"]
    assert all(c["met"] for c in summary["checks"])
    # check and audit take the same flag and check it by the spec
    assert "--m M" in _help("check") and "--m M" in _help("audit")
    released = out / "anonymized.csv"
    assert main(["check", str(released), "--qi", "sex,birth_date,zip_code", "--sensitive", "diagnosis",
                 "--m", "2", "--json"]) == 0
    checked = json.loads(capsys.readouterr().out)["requirements"]
    assert [(c["requirement"], c["model"], c["met"]) for c in checked] == [("2-spread on 'diagnosis'", "m-spread",
                                                                            True)]
    assert main(["check", str(released), "--qi", "sex,birth_date,zip_code", "--sensitive", "diagnosis",
                 "--m", "1000"]) == 1
    capsys.readouterr()
    # a project keeps it
    project = Project.load(hospital_sample_paths().project)
    project.models = [{"model": "k-anonymity", "k": 2}, {"model": "m-spread", "m": 3, "attribute": "diagnosis"}]
    loaded = Project.load(project.save(tmp_path / "toy.privdesk"))
    assert loaded.models[1] == {"model": "m-spread", "m": 3, "attribute": "diagnosis"}
    assert project_settings(loaded).requirements[1] == Requirement("m-spread", 3, "diagnosis")
    # the report names it and says what it means
    book = load_workbook(out / "report.xlsx")
    cells = {str(c.value) for sheet in book for row in sheet.iter_rows() for c in row if c.value is not None}
    assert "2-spread on 'diagnosis'" in cells
    assert "Every group holds at least 2 values of 'diagnosis' (toy model)." in cells
    assert help_texts.model_help("m-spread").title == "m-spread"


def _anonymize_help() -> str:
    return _help("anonymize")


def _help(command: str) -> str:
    from privdesk.cli.main import build_parser

    parser = build_parser()
    action = next(a for a in parser._subparsers._group_actions if a.choices)
    return action.choices[command].format_help()


def test_no_module_compares_a_model_name_outside_the_registry():
    names = "|".join(re.escape(name) for name in [*registry.names(), registry.GRADED_MODEL])
    comparison = re.compile(rf"""(==|!=|\bin\b|\bis\b)\s*\(?\s*["']({names})["']|["']({names})["']\s*(==|!=|\bin\b)""")
    offenders, scanned = [], set()
    for path in sorted((REPO / "privdesk").rglob("*.py")):
        if path.name == "registry.py":
            continue
        scanned.add(path.relative_to(REPO).as_posix())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if comparison.search(line):
                offenders.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    # the app layer and every command-line module are scanned (check and audit build their flags there)
    assert {"privdesk/app/check.py", "privdesk/app/audit.py", "privdesk/app/anonymize.py", "privdesk/cli/main.py",
            "privdesk/cli/models.py", "privdesk/cli/dp.py"} <= scanned
    assert not offenders, "\n".join(offenders)
