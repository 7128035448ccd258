"""Analyze and Report pages: the verdict and charts of a result, choosing another solution of the frontier, a
sweep, and an export signed with a fresh key that the verify dialog accepts (and rejects once a byte changes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from privdesk.app.anonymize import anonymize, configuration_of, summarize
from privdesk.app.record.report_record import build_record
from privdesk.engine.core.progress import Progress
from privdesk.gui.dialogs import KeyDialog, VerifyDialog
from privdesk.gui.pages.analyze_page import AnalyzePage, audit_table, context_of
from privdesk.gui.pages.report_page import ReportPage
from privdesk.gui.session import RunResult, Session
from privdesk.gui.worker import JobRunner
from privdesk.signing import signatures as signing

SHOTS = Path("/tmp/privdesk-gui")



def anonymized_result(session: Session) -> RunResult:
    """A result made the way the Anonymize step makes it."""
    settings = session.settings()
    result, checks = anonymize(session.dataset, settings)
    settings = result.settings  # as the run derived them (generated hierarchies …), as the jobs record them
    summary = summarize(result, checks, settings, 0.1, session.dataset.source.path)
    project = session.project
    record = build_record(
        kind="anonymization", released=result.released, qis=settings.qis, sensitive=settings.sensitive,
        original=session.dataset, roles={n: a.role.value for n, a in project.attributes.items()},
        hierarchies=settings.hierarchies, levels=settings.levels, configuration=configuration_of(settings),
        result=summary, anonymization=result, risk=project.risk_settings(),
        files={"input": session.dataset.source.path})
    return RunResult(result, checks, summary, record)


@pytest.fixture
def ready(qtbot):
    session, runner = Session(), JobRunner()
    session.open_sample()
    analyze, report = AnalyzePage(session, runner), ReportPage(session, runner)
    for page in (analyze, report):
        qtbot.addWidget(page)
        page.resize(1280, 800)
    yield session, runner, analyze, report
    runner.cancel()
    runner.wait(10_000)


def wait_idle(qtbot, runner, timeout=20_000):
    qtbot.waitUntil(lambda: not runner.running, timeout=timeout)


def save_shot(widget, name: str, size: tuple[int, int] | None = (1280, 800)) -> Path:
    """A page at the window's size (1280×800), a dialog at its own size (size None)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.show()
    if size is None:
        widget.adjustSize()
    else:
        widget.resize(*size)
    path = SHOTS / name
    assert widget.grab().save(str(path))
    return path


def test_without_a_result_the_page_says_what_to_do(ready):
    session, runner, analyze, report = ready
    assert analyze.stack.currentIndex() == 0
    assert "Run the anonymization first (step 4)" in analyze.empty_text.text()
    assert not report.export_button.isEnabled()
    assert not report.export_to("/nonexistent")


def test_verdict_tables_measures_and_charts(ready, qtbot):
    session, runner, analyze, report = ready
    session.set_result(anonymized_result(session))
    assert analyze.stack.currentIndex() == 1
    record = session.result.record
    for entry in record["verdict"]["entries"]:
        assert entry["sentence"] in analyze.verdict.sentences.text()
    assert analyze.verdict.headline.text().startswith("✔ Safe for a public release")
    assert "0.1667 ≤ threshold 0.2" in analyze.verdict.headline.text()
    assert analyze.verdict.next_steps.isHidden()
    # the two tables hold the original and the release, scrolled together
    assert analyze.data_tab.original_model.rowCount() == analyze.data_tab.released_model.rowCount() == 5000
    analyze.tabs.setCurrentIndex(0)
    save_shot(analyze, "analyze-data.png")
    analyze.data_tab.original_view.verticalScrollBar().setValue(120)
    assert analyze.data_tab.released_view.verticalScrollBar().value() == 120
    # measures come from the record
    pl = record["measures"]["attributes"]["sex"]["PL"]
    cells = {analyze.measures_tab.attribute_table.item(r, 0).text(): analyze.measures_tab.attribute_table.item(r, 5).text()
             for r in range(analyze.measures_tab.attribute_table.rowCount())}
    assert cells["sex"] == f"{pl:.4g}"
    # every chart has a figure with axes
    for name in ("class_sizes", "risk", "privacy_level", "distribution"):
        figure = analyze.canvases[name].figure
        assert figure is not None and figure.axes, name
    assert any(line.get_gid() == "k" for line in analyze.canvases["class_sizes"].figure.axes[0].lines)
    analyze.distribution_tab.attribute_choice.setCurrentText("zip_code")
    assert "zip_code" in analyze.canvases["distribution"].figure.axes[0].get_title(loc="left")
    analyze.tabs.setCurrentIndex(1)
    save_shot(analyze, "analyze-measures.png")
    analyze.tabs.setCurrentIndex(3)
    save_shot(analyze, "analyze-class-sizes.png")
    analyze.tabs.setCurrentIndex(6)
    save_shot(analyze, "analyze-before-after.png")
    # the attack test: a chart and the record's sentence per attack, the bars at the record's rates
    attacks = record["attack_test"]["attacks"]
    assert len(analyze.attack_tab.views) == len(attacks) == 2 + len(record["data"]["sensitive"])
    for view, sentence, attack in zip(analyze.attack_tab.views, analyze.attack_tab.sentences, attacks):
        widths = [bar.get_width() for bar in view.figure.axes[0].patches]
        assert widths == pytest.approx([100 * attack["attack"]["rate"], 100 * attack["baseline"]["rate"]])
        assert sentence.text() == attack["sentence"]
    analyze.tabs.setCurrentWidget(analyze.attack_tab)
    save_shot(analyze, "analyze-attack-test.png")


def test_a_failing_risk_threshold_says_what_to_try(ready):
    """An anonymization now meets its risk threshold by construction; a release audited against a stricter one
    fails it."""
    session, runner, analyze, report = ready
    released = anonymized_result(session).anonymization.released
    session.update_risk(threshold=0.05)
    session.audit_mode = True
    session.dataset = released
    session.set_result(audit_table(context_of(session), Progress()))
    assert analyze.verdict.headline.text().startswith("✘ Not safe for a public release")
    assert "> threshold 0.05" in analyze.verdict.headline.text()
    assert not analyze.verdict.next_steps.isHidden()
    assert "What to try next" in analyze.verdict.next_steps.text()
    assert "suppression" in analyze.verdict.next_steps.text()
    analyze.tabs.setCurrentIndex(4)
    save_shot(analyze, "analyze-fail-risk.png")


def test_choosing_another_frontier_node_reruns_the_search(ready, qtbot):
    session, runner, analyze, report = ready
    session.set_result(anonymized_result(session))
    frontier = analyze.solutions_tab.frontier
    assert len(frontier) > 1 and analyze.solutions_tab.frontier_table.rowCount() == len(frontier)
    current = analyze.solutions_tab.current_row()
    assert current == 0
    analyze.tabs.setCurrentIndex(2)
    save_shot(analyze, "analyze-solutions.png")
    row = len(frontier) - 1
    target = frontier[row]["transformation"]
    analyze.solutions_tab.frontier_table.selectRow(row)
    assert analyze.solutions_tab.use_button.isEnabled()
    with qtbot.waitSignal(session.result_changed, timeout=20_000):
        analyze.solutions_tab.use_button.click()
    wait_idle(qtbot, runner)
    assert session.result.anonymization.transformation == target
    assert session.result.record["result"]["transformation"] == target
    assert session.result.record["configuration"]["min_levels"] == target
    assert analyze.solutions_tab.current_row() == row
    assert len(analyze.solutions_tab.frontier) == len(frontier)  # the first search's frontier stays to choose from
    assert analyze.solutions_tab.frontier_table.item(row, 0).text().startswith("✔")
    assert session.result.anonymization.suppressed_count == frontier[row]["suppressed"]


def test_sweep_over_k(ready, qtbot):
    session, runner, analyze, report = ready
    session.set_result(anonymized_result(session))
    analyze.sweep_tab.sweep_parameter.setCurrentIndex(0)
    analyze.sweep_tab.sweep_from.setValue(2)
    analyze.sweep_tab.sweep_to.setValue(4)
    analyze.sweep_tab.sweep_step.setValue(1)
    assert analyze.run_sweep()
    wait_idle(qtbot, runner)
    steps = session.result.sweep
    assert [s["value"] for s in steps] == [2, 3, 4]
    assert all("PL" in s for s in steps)
    figure = analyze.canvases["sweep"].figure
    assert figure is not None and len(figure.axes) == 2
    assert any(line.get_gid() == "overall" for line in figure.axes[0].lines)
    assert "3 of 3" in analyze.sweep_tab.sweep_status.text()
    analyze.tabs.setCurrentIndex(7)
    save_shot(analyze, "analyze-sweep.png")


def test_export_signed_and_verify(ready, qtbot, tmp_path):
    session, runner, analyze, report = ready
    session.set_result(anonymized_result(session))
    pair, secret_path, public_path = KeyDialog.create_keypair(
        tmp_path / "keys", "Test Office", "correct horse", "correct horse",
        opslimit=signing.TEST_OPSLIMIT, memlimit=signing.TEST_MEMLIMIT)
    assert secret_path.is_file() and public_path.is_file()
    with pytest.raises(Exception, match="differ"):
        KeyDialog.create_keypair(tmp_path / "other", "X", "a", "b")
    out = tmp_path / "release"
    # the secret key file and its passphrase, unlocked inside the job
    assert report.export_to(out, key=secret_path, passphrase="correct horse", signer="Test Office")
    wait_idle(qtbot, runner, 40_000)
    assert report.last_export is not None, report.status.text()
    names = {p.name for p in out.iterdir()}
    for name in ("report.xlsx", "report.json", "anonymized.csv"):
        assert name in names and name + ".minisig" in names
    assert not any(name.startswith(".privdesk-staging") for name in names)
    record = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert record["report_id"] == session.result.record["report_id"]
    assert record["files"]["released"]["sha256"] == signing.sha256_file(out / "anonymized.csv")
    assert "✔" in report.status.text()
    save_shot(report, "report.png")

    dialog = VerifyDialog(public_key=public_path)
    qtbot.addWidget(dialog)
    for name in ("report.xlsx", "report.json", "anonymized.csv"):
        verification = dialog.verify(out / name, public_path)
        assert verification.ok, verification.reason
        assert verification.trusted["signer"] == "Test Office"
        assert verification.trusted["report_id"] == record["report_id"]
    assert verification.role == "sha256_data"
    assert "Valid signature" in dialog.outcome.text()
    assert record["report_id"] in dialog.details.text()
    save_shot(dialog, "verify-ok.png", size=None)

    data = bytearray((out / "anonymized.csv").read_bytes())
    data[-3] ^= 0x01
    (out / "anonymized.csv").write_bytes(bytes(data))
    verification = dialog.verify(out / "anonymized.csv", public_path)
    assert not verification.ok
    assert "changed" in verification.reason
    assert "NOT valid" in dialog.outcome.text()
    save_shot(dialog, "verify-fail.png", size=None)
    # a public key that is not the signer's
    other = KeyDialog.create_keypair(tmp_path / "keys", "Someone Else", "pw",
                                     opslimit=signing.TEST_OPSLIMIT, memlimit=signing.TEST_MEMLIMIT)
    assert not dialog.verify(out / "report.xlsx", other[2]).ok


def test_unsigned_export_with_a_key_object_and_the_key_dialog(ready, qtbot, tmp_path):
    session, runner, analyze, report = ready
    session.set_result(anonymized_result(session))
    assert report.export_to(tmp_path / "plain", key=False, csv=False, xlsx=True, include_data=False)
    wait_idle(qtbot, runner, 40_000)
    names = {p.name for p in (tmp_path / "plain").iterdir()}
    assert {"anonymized.xlsx", "report.xlsx", "report.json"} <= names
    assert not any(name.endswith(".minisig") for name in names)

    dialog = KeyDialog(folder=tmp_path / "keys")
    qtbot.addWidget(dialog)
    save_shot(dialog, "key-dialog.png", size=None)
    pair, secret_path, public_path = KeyDialog.create_keypair(
        tmp_path / "keys", "Desk", "pw", opslimit=signing.TEST_OPSLIMIT, memlimit=signing.TEST_MEMLIMIT)
    # unlocking through the dialog's own runner
    dialog.secret_file.setText(str(secret_path))
    dialog.unlock_passphrase.setText("wrong")
    dialog.unlock_button.click()
    qtbot.waitUntil(lambda: not dialog.runner.running, timeout=10_000)
    assert dialog.key is None and "wrong passphrase" in dialog.status.text()
    dialog.unlock_passphrase.setText("pw")
    dialog.unlock_button.click()
    qtbot.waitUntil(lambda: not dialog.runner.running, timeout=10_000)
    assert dialog.key is not None and dialog.key.key_id == pair.key_id
    exported = KeyDialog.export_public(dialog.key, tmp_path / "desk-copy.pub")
    assert signing.load_public_key(exported).key_id == pair.key_id

    report.use_key(dialog.key, secret_path, public_path)
    assert "Desk" in report.key_label.text()
    assert report.export_to(tmp_path / "signed")
    wait_idle(qtbot, runner, 40_000)
    assert VerifyDialog.check(tmp_path / "signed" / "report.xlsx", exported).ok


def test_audit_mode_checks_the_table_as_opened(ready, qtbot):
    session, runner, analyze, report = ready
    released = anonymized_result(session).anonymization.released
    session.audit_mode = True
    session.dataset = released  # the table as opened is a release
    session.result_changed.emit()
    assert analyze.audit_button.isVisibleTo(analyze)
    assert analyze.run_audit()
    wait_idle(qtbot, runner)
    record = session.result.record
    assert record["kind"] == "audit" and "measures" not in record
    assert analyze.stack.currentIndex() == 1
    for entry in record["verdict"]["entries"]:
        assert entry["sentence"] in analyze.verdict.sentences.text()
    analyze.show()  # charts are drawn when the page is on screen
    assert analyze.canvases["privacy_level"].figure is None
    assert analyze.canvases["risk"].figure is not None
    assert not analyze.sweep_tab.sweep_button.isEnabled()
    # the Risk tab's sentences: the three attacker models and the uniqueness estimates, from the record
    text = analyze.risk_tab.population_view.text()
    share = record["population_risk"]["sample_uniqueness"]
    assert "Prosecutor" in text and "Journalist" in text and "Marketer" in text
    assert f"{share:.2%}" in text and "sampling fraction" in text
    assert "needs the original table" in analyze.attack_tab.message.text() and not analyze.attack_tab.views


def test_in_the_window(qtbot):
    from privdesk.gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_sample()
    window.session.set_result(anonymized_result(window.session))
    window.steps.setCurrentRow(4)
    analyze = window.stack.currentWidget()
    assert isinstance(analyze, AnalyzePage) and analyze.stack.currentIndex() == 1
    analyze.tabs.setCurrentIndex(5)
    save_shot(window, "window-analyze.png")
    window.steps.setCurrentRow(6)
    assert isinstance(window.stack.currentWidget(), ReportPage)
    assert window.stack.currentWidget().export_button.isEnabled()
    save_shot(window, "window-report.png")
    window.session.set_result(None)
    window.steps.setCurrentRow(4)
    assert "Run the anonymization first (step 4)" in analyze.empty_text.text()
    save_shot(window, "window-analyze-empty.png")
