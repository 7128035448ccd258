"""``--levels COL=FILE`` of check and audit: the sensitivity-level tables reach (αij,k,m)-anonymity. Oracle: seed 003's
worked example (SPEC §5) — the trace's two classes satisfy it with k = 4 (not 5), the first-phase class repeats
John's Physician level (tests/engine/models/test_model_graded_alpha.py derives the shares by hand)."""

from __future__ import annotations

import json

import pytest

from privdesk.cli.main import main
from tests.engine.models.test_model_graded_alpha import DISEASE_LEVELS, FIRST_PHASE, PHYSICIAN_LEVELS, TRACE, release


def _arguments(folder, classes) -> list[str]:
    """The released table of ``classes`` and both level tables written to ``folder``, as check's arguments."""
    data = folder / "released.csv"
    release(classes).to_frame().to_csv(data, index=False)
    arguments = [str(data), "--qi", "Class", "--sensitive", "Disease,Physician"]
    for table in (DISEASE_LEVELS, PHYSICIAN_LEVELS):
        path = folder / f"{table.attribute}_levels.csv"
        table.to_csv(path)
        arguments += ["--levels", f"{table.attribute}={path}"]
    return arguments


@pytest.mark.parametrize("classes, k, holds", [(TRACE, 4, True), (TRACE, 5, False), (FIRST_PHASE, 4, False)])
def test_check_reads_the_level_tables(tmp_path, capsys, classes, k, holds):
    main(["check", *_arguments(tmp_path, classes), "--k", str(k), "--json"])
    graded = json.loads(capsys.readouterr().out)["alpha_ijkm"]
    assert graded["k"] == k and graded["holds"] is holds
    repeated = {name: figures["repeated_classes"] for name, figures in graded["attributes"].items()}
    assert repeated == {"Disease": 0, "Physician": 0 if classes is TRACE else 1}
    assert graded["attributes"]["Disease"]["alphas"] == list(DISEASE_LEVELS.alphas)


def test_audit_reads_the_level_tables(tmp_path, capsys):
    main(["audit", *_arguments(tmp_path, TRACE), "--k", "4", "--threshold", "1", "--out", str(tmp_path / "out"),
          "--json"])
    capsys.readouterr()
    graded = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))["model_figures"]["alpha_ijkm"]
    assert graded["holds"] is True
    assert graded["attributes"]["Disease"]["worst_share_ratio"] == pytest.approx(0.25 / 0.3)
    assert graded["attributes"]["Physician"]["max_share"] == 0.25


def test_a_malformed_levels_flag_is_bad_input(tmp_path, capsys):
    arguments = _arguments(tmp_path, TRACE)
    arguments[arguments.index("--levels") + 1] = "Disease"
    assert main(["check", *arguments, "--json"]) == 2
    assert "--levels expects COLUMN=VALUE" in capsys.readouterr().err


def test_anonymize_takes_the_level_tables_from_flags(tmp_path, capsys):
    """Without a project, greedy (αij,k,m) gets its level tables from --levels and its release meets the model."""
    from privdesk.app.projects.bundled_samples import hospital_sample_paths

    paths = hospital_sample_paths()
    folder = paths.project.parent
    levels = [argument for name in ("diagnosis", "physician")
              for argument in ("--levels", f"{name}={folder / 'levels' / f'hospital_levels_{name}.csv'}")]
    assert main(["anonymize", str(folder / "hospital.csv"), "--qi", "sex,zip_code,birth_date", "--identifier",
                 "patient_id,name", "--sensitive", "diagnosis,physician", *levels, "--hierarchies",
                 str(folder / "hierarchies"), "--algorithm", "greedy-msa", "--k", "4", "--threshold", "1", "--out",
                 str(tmp_path / "out"), "--json"]) == 0
    checks = json.loads(capsys.readouterr().out)["checks"]
    assert [(check["requirement"], check["met"]) for check in checks] == [
        ("4-anonymity", True), ("(αij,k,m)-anonymity with k = 4", True)]
