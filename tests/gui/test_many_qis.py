"""The window on a table with many quasi-identifiers: a 16-QI heuristic search shows its best score
while it runs, "Stop and keep the best so far" keeps that release, and the outcome states the gap to the lower
bound (the sentence the report prints)."""

from __future__ import annotations

from benchmarks.bench_many_qis import synthetic_table
from privdesk.app.projects.project import Role
from privdesk.engine.core.classes import release_partition
from privdesk.engine.models import k_anonymity
from privdesk.engine.search.contract import search_sentence
from privdesk.gui.main_window import MainWindow


def test_a_sixteen_qi_search_shows_its_best_score_live_and_stop_keeps_it_with_its_gap(qtbot, tmp_path):
    data, hierarchies = synthetic_table(16, rows=5_000)
    path = tmp_path / "wide.csv"
    data.to_frame().to_csv(path, index=False)
    window = MainWindow()
    qtbot.addWidget(window)
    session = window.session
    session.open_dataset(path, data, {})
    for name, hierarchy in hierarchies.items():
        session.set_role(name, Role.QUASI_IDENTIFIER)
        session.set_hierarchy(name, hierarchy)
    session.set_models([{"model": "k-anonymity", "k": 5}])
    session.update_algorithm(name="heuristic", suppression=0.05)
    page = window.pages[3]
    scores, shown = [], []

    def on_best(candidate):  # each better release, as the window receives it; stop at the third
        scores.append(candidate.score)
        shown.append(page.best.text())
        if len(scores) == 3:
            page.stop()

    window.runner.partial.connect(on_best)
    with qtbot.waitSignal(window.runner.succeeded, timeout=300_000):
        assert page.run()
    assert len(scores) >= 3 and scores == sorted(scores, reverse=True) and scores[-1] < scores[0]
    assert all("Best score so far" in text for text in shown[1:])  # the label follows the search live
    summary = window.session.result.summary
    search = summary["search"]
    assert summary["algorithm"] == "heuristic" and not search["optimal"]
    assert summary["score"] <= scores[2] + 1e-12  # the best so far when stopped, or one found since
    assert 0 <= search["lower_bound"] <= summary["score"]
    sentence = search_sentence(search)
    assert f"{search['lower_bound']:.4g}" in sentence and sentence in page.outcome.toPlainText()
    released = window.session.result.anonymization.released
    assert k_anonymity(release_partition(released, list(hierarchies))).value >= 5
