"""`check`, `measure` and `audit` print and --json the population-risk figures; their thresholds set exit 1."""

from __future__ import annotations

import json

import pytest

from privdesk.cli.main import main
from tests.conftest import shared_data

ADULT_QIS = "sex,age,race,marital-status,education,native-country,workclass,occupation,salary-class"


def test_check_adult_json_gives_arx_dankar_estimate(capsys):
    # ARX TestRiskMetrics.testDecisionRule2 at f = 0.1, through the command line
    code = main(["check", str(shared_data("arx", "adult.csv")), "--qi", ADULT_QIS, "--sampling-fraction", "0.1",
                 "--json"])
    assert code == 0
    figures = json.loads(capsys.readouterr().out)["population_risk"]
    assert figures["population_uniqueness"]["value"] == pytest.approx(0.27684993883653597, rel=1e-10)
    assert figures["population_uniqueness"]["dankar_model"] == "pitman"
    assert figures["attackers"]["prosecutor"]["success_rate"] == 0.6465751607983555
    assert figures["sample_uniqueness"] == 0.5142895033485844


def _table(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("a;b;w\n1;x;10\n1;x;20\n2;y;5\n3;y;7\n3;y;9\n4;z;100\n", encoding="utf-8")
    return str(path)


def test_check_thresholds_set_the_exit_code(tmp_path, capsys):
    path = _table(tmp_path)
    assert main(["check", path, "--qi", "a,b", "--sample-uniqueness", "0.2"]) == 1
    out = capsys.readouterr().out
    assert "sample uniqueness: 33.33%" in out and "NOT MET: sample uniqueness" in out
    assert main(["check", path, "--qi", "a,b", "--sample-uniqueness", "0.34"]) == 0
    capsys.readouterr()
    assert main(["check", path, "--qi", "a,b", "--population-uniqueness", "0.5"]) == 2  # needs a population model
    assert "--population-size" in capsys.readouterr().err


def test_k_map_and_journalist_risk_against_a_population_table(tmp_path, capsys):
    path = _table(tmp_path)
    population = tmp_path / "p.csv"
    population.write_text("a;b\n" + "1;x\n" * 5 + "2;y\n" * 2 + "3;y\n" * 4 + "4;z\n" * 3 + "9;q\n", encoding="utf-8")
    code = main(["check", path, "--qi", "a,b", "--population", str(population), "--k-map", "3", "--json"])
    figures = json.loads(capsys.readouterr().out)["population_risk"]
    assert code == 1 and figures["k_map"] == 2
    assert figures["attackers"]["journalist"]["highest_risk"] == 0.5
    # marketer: Σ f_j/F_j / n = (2/5 + 1/2 + 2/4 + 1/3) / 6
    assert figures["attackers"]["marketer"]["success_rate"] == pytest.approx((2 / 5 + 1 / 2 + 2 / 4 + 1 / 3) / 6)


def test_k_map_estimated_from_a_population_size(tmp_path, capsys):
    # no population table: ARX's Poisson estimate; f = 1 makes k' = k = 2, a class of one row fails it
    path = _table(tmp_path)
    code = main(["check", path, "--qi", "a,b", "--k-map", "2", "--sampling-fraction", "1", "--json"])
    figures = json.loads(capsys.readouterr().out)["population_risk"]
    assert code == 1 and figures["k_map"] == 1 and figures["k_map_estimate"]["derived_k"] == 2
    assert main(["check", path, "--qi", "b", "--k-map", "3", "--population-size", "1e6"]) == 1  # k' = 2 > 1 row of z
    assert "k-map estimated (poisson" in capsys.readouterr().out
    assert main(["check", path, "--qi", "a,b", "--k-map", "3"]) == 2  # neither a table nor a population model
    assert "--population" in capsys.readouterr().err


def test_anonymize_with_an_estimated_k_map(tmp_path, capsys):
    # ARX TestAnonymizationKMap: KMap(1000, 0.01, USA, ZERO_TRUNCATED_POISSON), 5%, entropy, occupation not a QI
    qis = [q for q in ADULT_QIS.split(",") if q != "occupation"]
    hierarchies = [arg for q in qis for arg in ("--hierarchy", f"{q}={shared_data('arx', f'adult_hierarchy_{q}.csv')}")]
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", ",".join(qis), *hierarchies,
                 "--k-map", "1000", "--k-map-estimator", "zero-truncated-poisson", "--population-size", "317238626",
                 "--suppression", "0.05", "--metric", "entropy", "--threshold", "1", "--out", str(tmp_path / "out"),
                 "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "1000-map estimated (zero-truncated-poisson, significance 0.01) as 3-anonymity" in captured.err
    assert [json.loads(captured.out)["transformation"][q] for q in qis] == [0, 0, 1, 1, 1, 2, 1, 0]


def test_measure_prints_weighted_individual_risk(tmp_path, capsys):
    path = _table(tmp_path)
    code = main(["measure", path, path, "--qi", "a,b", "--sensitive", "w", "--weight-column", "w",
                 "--population-size", "200"])
    out = capsys.readouterr().out
    assert code == 1  # its one-record classes fail the default risk threshold (public release, 0.05)
    assert "individual risk (weights 'w')" in out and "population uniqueness (dankar)" in out


def test_anonymize_with_a_sample_uniqueness_threshold(tmp_path, capsys):
    qis = ADULT_QIS.split(",")
    hierarchies = [arg for q in qis for arg in ("--hierarchy", f"{q}={shared_data('arx', f'adult_hierarchy_{q}.csv')}")]
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", ADULT_QIS, *hierarchies,
                 "--sample-uniqueness", "0.01", "--suppression", "0.04", "--threshold", "1", "--out", str(tmp_path / "out"), "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [summary["transformation"][q] for q in qis] == [0, 3, 0, 0, 1, 1, 1, 1, 0]  # ARX's
    check = next(c for c in summary["checks"] if c["model"] == "sample-uniqueness")
    assert check["met"] and check["achieved"] <= 0.01


def test_project_keeps_population_model_and_uniqueness_thresholds(tmp_path):
    from privdesk.app.projects.project import DataSource, Project
    from privdesk.app.settings import Settings

    data = tmp_path / "t.csv"
    data.write_text("a;b\n1;x\n2;y\n", encoding="utf-8")
    project = Project(DataSource(str(data)), models=[{"model": "population-uniqueness", "value": 0.01,
                                                      "estimator": "zayatz"}],
                      risk={"population_model": {"sampling_fraction": 0.1}})
    path = tmp_path / "p.privdesk"
    project.save(path)
    loaded = Project.load(path)
    assert loaded.risk["population_model"] == {"sampling_fraction": 0.1}
    settings = Settings.from_project(loaded)
    assert settings.requirements == []
    (requirement,) = settings.uniqueness
    assert (requirement.kind, requirement.value, requirement.estimator.value) == ("population-uniqueness", 0.01,
                                                                                   "zayatz")
    assert requirement.population.sampling_fraction == 0.1


def test_anonymize_with_arx_average_risk(tmp_path, capsys):
    # ARX TestAnonymizationRiskBased case 0: AverageReidentificationRisk(0.01), 4% suppression,
    # createPrecomputedEntropyMetric(0.1) (our arx_entropy): ARX's transformation and score, through the command line
    qis = ADULT_QIS.split(",")
    hierarchies = [arg for q in qis for arg in ("--hierarchy", f"{q}={shared_data('arx', f'adult_hierarchy_{q}.csv')}")]
    code = main(["anonymize", str(shared_data("arx", "adult.csv")), "--qi", ADULT_QIS, *hierarchies,
                 "--average-risk", "0.01", "--suppression", "0.04", "--metric", "arx_entropy", "--threshold", "1",
                 "--out", str(tmp_path / "out"), "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    summary = json.loads(captured.out)
    assert [summary["transformation"][q] for q in qis] == [1, 0, 1, 1, 3, 2, 2, 1, 1]  # ARX's
    assert summary["score"] == pytest.approx(314637.8461904862, rel=1e-12)
    check = next(c for c in summary["checks"] if c["model"] == "average-risk")
    assert check["met"] and check["achieved"] <= 0.01
    assert "kept records" in check["requirement"] and "suppressed records left out" in check["requirement"]


def test_check_average_risk_of_the_kept_records(tmp_path, capsys):
    # 6 records in 4 groups: 4/6 = 0.667 on the kept records (nothing suppressed here)
    path = _table(tmp_path)
    assert main(["check", path, "--qi", "a,b", "--average-risk", "0.6", "--json"]) == 1
    figures = json.loads(capsys.readouterr().out)["population_risk"]
    assert figures["average_risk_of_kept_records"] == pytest.approx(4 / 6)
    assert main(["check", path, "--qi", "a,b", "--average-risk", "0.7"]) == 0
    assert "met: average re-identification risk of the kept records" in capsys.readouterr().out


def test_the_report_lists_the_average_risk_of_the_kept_records(tmp_path, capsys):
    # the sample project's run with ARX's average risk added: its check and its words reach report.xlsx
    import openpyxl

    from privdesk.app.projects.bundled_samples import hospital_sample_paths

    out = tmp_path / "out"
    assert main(["anonymize", str(hospital_sample_paths().project), "--average-risk", "0.5", "--report",
                 "--out", str(out)]) == 0
    capsys.readouterr()
    book = openpyxl.load_workbook(out / "report.xlsx", read_only=True)
    cells = [str(c) for sheet in book.worksheets for row in sheet.iter_rows(values_only=True) for c in row if c]
    assert any("average re-identification risk of the kept records" in c and "0.5" in c for c in cells)


def test_anonymize_with_k_map_against_a_population_table(tmp_path, capsys):
    # the optimal search's screening of union-closed models must pass k-map its population rows (once exit 2)
    adult = str(shared_data("arx", "adult.csv"))
    code = main(["anonymize", adult, "--qi", "age,sex,race,marital-status", "--suppression", "0.05", "--k-map", "5",
                 "--population", adult, "--out", str(tmp_path / "out")])
    assert code == 0, capsys.readouterr().err
    verdict = json.loads((tmp_path / "out" / "summary.json").read_text(encoding="utf-8"))["verdict"]
    assert verdict["passed"] and verdict["entries"][0]["requirement"] == "k-map"


def test_check_json_names_the_estimators_that_did_not_converge(capsys):
    # Adult, all nine QIs, f = 0.1: SNB's solver finds no root in its domain (α > 0, 0 < β ≤ 1); Pitman's does
    code = main(["check", str(shared_data("arx", "adult.csv")), "--qi", ADULT_QIS, "--sampling-fraction", "0.1",
                 "--json"])
    assert code == 0
    estimate = json.loads(capsys.readouterr().out)["population_risk"]["population_uniqueness"]
    assert estimate["not_converged"] == ["snb"]
    assert estimate["snb"] is None and estimate["pitman"] is not None
