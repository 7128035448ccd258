"""δ-presence in the window: the Privacy page takes a population table (kept in the project, read once), the
status line asks for it while it is missing, and a run meets (δmin, δmax)-presence with the figures in its record."""

from __future__ import annotations

import pandas as pd
import pytest

from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.gui.main_window import MainWindow
from privdesk.gui.pages.privacy_page import PrivacyPage


@pytest.fixture
def population_file(tmp_path):
    """The sample's people plus as many again who look the same (other ids): every class has δ = 0.5."""
    people = pd.read_csv(hospital_sample_paths().data, dtype=str, keep_default_na=False)
    others = people.assign(patient_id="Q" + people["patient_id"].str[1:])
    path = tmp_path / "register.csv"
    pd.concat([people, others]).to_csv(path, index=False)
    return path


def test_a_run_meets_delta_presence_against_the_population(population_file, tmp_path, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    session = window.session
    privacy = next(page for page in window.pages if isinstance(page, PrivacyPage))
    privacy.add_model("delta-presence", 0.6, delta_min=0.4)
    assert any("population table" in problem for problem in session.missing())
    privacy.model_kind.setCurrentIndex(privacy.model_kind.findData("delta-presence"))
    assert privacy.delta_min.isEnabled() and not privacy.model_attribute.isEnabled()

    session.set_population(population_file)
    assert privacy.population_label.text() == "register.csv" and privacy.population_remove.isEnabled()
    assert not session.missing()
    assert session.settings().population is session.population  # read once, not on every settings() call

    anonymize = window.pages[3]
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    record = session.result.record
    presence = record["model_figures"]["delta_presence"]
    assert 0.4 - 1e-12 <= presence["min"] <= presence["max"] <= 0.6 + 1e-12
    assert all(check["met"] for check in session.result.summary["checks"])
    assert record["files"]["population"]["path"] == str(population_file.resolve())

    saved = session.save_project(tmp_path / "with-population.privdesk")
    project = Project.load(saved)
    assert project.population_path() == population_file.resolve()
    assert any(m["model"] == "delta-presence" for m in project.models)

    session.set_population(None)
    assert session.project.population is None and session.population is None
    assert any("population table" in problem for problem in session.missing())


def test_sampling_fraction_on_the_privacy_page_gives_population_uniqueness(qtbot):
    from privdesk.gui.pages.analyze_page import AnalyzePage

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    session = window.session
    privacy = next(page for page in window.pages if isinstance(page, PrivacyPage))
    privacy.sampling_fraction.setValue(0.1)
    assert session.project.risk["population_model"] == {"sampling_fraction": 0.1}
    anonymize = window.pages[3]
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    figures = session.result.record["population_risk"]
    assert figures["population_model"]["sampling_fraction"] == pytest.approx(0.1, rel=1e-3)
    analyze = next(page for page in window.pages if isinstance(page, AnalyzePage))
    analyze.show()
    analyze.risk_tab.population_view.show_figures(figures)
    assert "Population uniqueness (dankar)" in analyze.risk_tab.population_view.text()
    privacy.sampling_fraction.setValue(0)
    assert session.project.risk["population_model"] is None


def test_average_risk_of_the_kept_records_on_the_privacy_page_reaches_the_project_and_the_run(tmp_path, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    session = window.session
    privacy = next(page for page in window.pages if isinstance(page, PrivacyPage))
    privacy.model_kind.setCurrentIndex(privacy.model_kind.findData("average-risk"))
    assert not privacy.model_variant.isEnabled() and "kept records" in privacy.model_kind.currentText()
    privacy.model_value.setValue(0.5)
    privacy._add_model()
    assert {"model": "average-risk", "value": 0.5} in session.project.models
    labels = [privacy.models.item(i).text() for i in range(privacy.models.count())]
    assert any("kept records" in label and "0.5" in label for label in labels)

    anonymize = window.pages[3]
    with qtbot.waitSignal(window.runner.succeeded, timeout=60_000):
        assert anonymize.run()
    qtbot.waitUntil(lambda: not window.runner.running, timeout=10_000)
    check = next(c for c in session.result.summary["checks"] if c["model"] == "average-risk")
    assert check["met"] and check["achieved"] <= 0.5 and check["required"] == 0.5

    project = Project.load(session.save_project(tmp_path / "average-risk.privdesk"))
    from privdesk.app.settings import Settings

    assert [(r.kind, r.value) for r in Settings.from_project(project).uniqueness] == [("average-risk", 0.5)]


def test_population_uniqueness_on_the_privacy_page_asks_for_the_sampling_fraction(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    session = window.session
    privacy = next(page for page in window.pages if isinstance(page, PrivacyPage))
    privacy.model_kind.setCurrentIndex(privacy.model_kind.findData("population-uniqueness"))
    assert privacy.model_variant.isEnabled()
    privacy.model_variant.setCurrentIndex(privacy.model_variant.findData("zayatz"))
    privacy._add_model()
    assert {"model": "population-uniqueness", "value": 0.01, "estimator": "zayatz"} in session.project.models
    assert any("sampling fraction" in problem for problem in session.missing())
    privacy.sampling_fraction.setValue(0.1)
    assert not any("sampling fraction" in problem for problem in session.missing())
    (requirement,) = session.settings().uniqueness
    assert requirement.estimator.value == "zayatz" and requirement.population.sampling_fraction == 0.1
