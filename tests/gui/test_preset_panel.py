"""The window's Preset choice (Anonymize page): what it will do is shown before a run, it is saved in the project,
and a run goes through the same app-layer code as ``privdesk anonymize --preset`` (summary, report record)."""

from __future__ import annotations

from privdesk.app.projects.project import Project
from privdesk.app.suggest import preset_preview
from privdesk.engine.detect import direct_identifier_columns


def test_a_preset_is_shown_saved_and_run_like_the_command_line(qtbot, sample_project_window):
    window, project_file = sample_project_window
    page = window.pages[3]
    panel = page.preset_panel
    assert panel.choice.currentData() is None and "No preset" in panel.plan.text()
    panel.choice.setCurrentIndex(panel.choice.findData("hipaa-safe-harbor"))
    assert window.session.project.algorithm["preset"] == "hipaa-safe-harbor"
    # before the run: each rule by column, with the values it changes, and Safe Harbor's second condition
    expected = preset_preview(window.session.dataset, "hipaa-safe-harbor")
    for action in expected["actions"]:
        assert f"{action['column']}: {action['reason']} ({action['values']:,} values)" in panel.plan.text()
    assert "patient_id" in panel.plan.text() and "actual knowledge" in panel.plan.text()
    # saved in the project
    window.session.project.save(project_file)
    assert Project.load(project_file).algorithm["preset"] == "hipaa-safe-harbor"
    # the run applies it through the app layer: summary and report record carry its rules
    with qtbot.waitSignal(window.runner.succeeded, timeout=180_000):
        assert page.run()
    result = window.session.result
    assert result.summary["preset"] == expected and result.record["preset"] == expected
    released = result.anonymization.released
    assert "patient_id" not in released.names and "name" not in released.names
    assert direct_identifier_columns(released) == []
    assert all(entry["passed"] for entry in result.summary["verdict"]["entries"])
    # back to none
    panel.choice.setCurrentIndex(0)
    assert window.session.project.algorithm.get("preset") is None and "No preset" in panel.plan.text()
