"""The progress bar's messages speak the user's language too: every message a window job reports (anonymize, a
frontier node, audit, export and signing) passes through the catalogue (a pseudo-translation that wraps only the
strings the translation files hold)."""

from __future__ import annotations

from privdesk.common import i18n
from privdesk.engine.core.progress import Progress
from privdesk.gui.pages.analyze_page import audit_table, context_of, run_at_node
from privdesk.gui.pages.anonymize_page import anonymization_job
from privdesk.gui.pages.report_page import export_release
from privdesk.gui.session import Session
from privdesk.signing.signatures import TEST_MEMLIMIT, TEST_OPSLIMIT, generate_keypair
from tests.report.test_report_language import Pseudo, speaking


def test_every_progress_message_of_the_window_jobs_is_translated(qapp, monkeypatch, tmp_path):
    session = Session()
    session.open_sample()
    messages: list[str] = []
    progress = Progress(lambda fraction, message: messages.append(message))
    speaking(monkeypatch, Pseudo())
    try:
        result = anonymization_job(session)(progress)
        node = result.anonymization.transformation
        run_at_node(context_of(session), node, result.anonymization.details.get("frontier"), None, progress)
        audit_table(context_of(session), progress)
        key = generate_keypair("Ward Manager", "s3cret", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
        export_release(result.record, result.anonymization.released, tmp_path / "out", key=key, xlsx=True,
                       progress=progress)
    finally:
        i18n.set_language(i18n.ENGLISH)
    shown = [m for m in messages if m]
    assert len(shown) > 10
    untranslated = sorted({m for m in shown if not m.startswith("«")})
    assert untranslated == [], untranslated
