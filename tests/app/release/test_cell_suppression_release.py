"""ARX's cell-suppression mode through the anonymize job and the CLI."""

from __future__ import annotations

import json

import pytest

from privdesk.app.anonymize import anonymize
from privdesk.app.settings import Settings
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.recoding.cell_recoding import cell_suppression_mode
from privdesk.io.tables import open_table
from tests.conftest import shared_data

QIS = ["age", "sex", "race", "marital-status"]


def _settings(**extra):
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q) for q in QIS}
    return Settings(qis=QIS, sensitive=[], requirements=[Requirement("k-anonymity", 20)], risk=None,
                    hierarchies=hierarchies, suppression=0.05, **extra)


@pytest.mark.parametrize("mode", [True, "arx", "gradual"])
def test_suppressed_records_come_back_with_cells_suppressed(mode):
    data = open_table(shared_data("arx", "adult.csv"))
    plain, _checks = anonymize(data, _settings())
    cells, checks = anonymize(data, _settings(cell_suppression=mode))
    assert plain.suppressed_count > 0 and cells.transformation == plain.transformation
    assert cells.suppressed_count < 20 and all(c.met for c in checks)
    recoded = cells.details["cell_suppression"]
    assert recoded["records_recoded"] == plain.suppressed_count - cells.suppressed_count
    released = cells.released.to_frame()
    before = plain.released.to_frame()
    kept = ~plain.suppressed
    assert (released[kept][QIS] == before[kept][QIS]).all().all()  # the search's rows are untouched
    stars = (released[plain.suppressed & ~cells.suppressed][QIS] == "*")
    assert stars.sum().to_dict() == recoded["cells"]
    assert 0 < stars.to_numpy().sum() < stars.size  # cells, not whole records
    # the release is 20-anonymous with * as its own value
    assert released[~cells.suppressed].groupby(QIS).size().min() >= 20
    assert recoded["mode"] == ("arx" if mode is True else mode)


def test_modes_are_named():
    assert [cell_suppression_mode(v) for v in (None, False, "", "none", True, "arx", "gradual")] == \
        ["", "", "", "", "arx", "arx", "gradual"]
    with pytest.raises(InputError):
        cell_suppression_mode("sdc")


def test_command_line_names_the_mode(tmp_path):
    from privdesk.cli.main import main

    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", ",".join(QIS), "--k", "20",
                 "--suppression", "0.05", "--cell-suppression", "gradual", "--out", str(tmp_path)])
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))
    assert "gradual" in json.dumps(summary)


def test_command_line_takes_other_models_and_population_ones(tmp_path):
    from privdesk.cli.main import main

    adult = str(shared_data("arx", "adult.csv"))
    common = ["anonymize", adult, "--qi", ",".join(QIS), "--suppression", "0.05", "--cell-suppression", "arx"]
    assert main([*common, "--sensitive", "salary-class", "--l", "2", "--out", str(tmp_path / "l")]) == 0
    summary = json.loads((tmp_path / "l" / "summary.json").read_text(encoding="utf-8"))
    assert "cell_suppression" in json.dumps(summary)
    population = tmp_path / "population.csv"
    population.write_text(open(adult, encoding="utf-8").read(), encoding="utf-8")
    assert main([*common, "--k-map", "5", "--population", str(population), "--out", str(tmp_path / "m")]) == 0
    lines = open(adult, encoding="utf-8").read().splitlines()
    population.write_text("\n".join([*lines, *lines[1:15000]]) + "\n", encoding="utf-8")  # some people twice
    assert main([*common, "--delta-max", "0.7", "--population", str(population), "--out", str(tmp_path / "d")]) == 0
    summary = json.loads((tmp_path / "d" / "summary.json").read_text(encoding="utf-8"))
    assert "cell_suppression" in json.dumps(summary)


def test_a_recoding_that_fails_the_recheck_falls_back_to_whole_records(monkeypatch):
    from privdesk.app.release import cell_suppression
    from privdesk.report.sheets.suppression import LABELS, suppressed_cells_sheet

    data = open_table(shared_data("arx", "adult.csv"))
    plain, _checks = anonymize(data, _settings())
    monkeypatch.setattr(cell_suppression, "_release_meets", lambda result, settings: False)
    cells, checks = anonymize(data, _settings(cell_suppression="arx"))
    assert all(c.met for c in checks)
    assert (cells.suppressed == plain.suppressed).all() and cells.details["cell_suppression"]["fallback"]
    assert cells.released.to_frame().equals(plain.released.to_frame())
    sheet = suppressed_cells_sheet({"result": {"details": cells.details}, "data": {"rows": data.n_rows}})
    assert LABELS["fallback"] in [value for row in sheet.cells.values() for value, _style in row.values()]
