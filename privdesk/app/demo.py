"""`privdesk demo`: the bundled hospital sample end to end, headless — anonymize with the sample project, measure,
write the release, the audit workbook, report.json and their signatures, and verify them.

The signing key is made on the fly and marked as a demo key; only its public key is kept (DIR/demo.pub), so the
demo's signatures prove the files are unchanged but not who made them.
"""

from __future__ import annotations

import datetime as dt
import secrets
from pathlib import Path
from typing import Any

from privdesk.app.anonymize import ReportOptions, anonymize_to_folder, project_settings
from privdesk.app.projects.bundled_samples import hospital_sample_paths
from privdesk.app.projects.project import Project
from privdesk.common.i18n import _
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.core.requirement_check import RequirementCheck

DEMO_SIGNER = "PrivDesk demo key - not for real releases"


def default_demo_folder() -> Path:
    return Path.cwd() / f"privdesk-demo-{dt.datetime.now():%Y%m%d-%H%M%S}"


def run_demo(out: Path | None = None, progress: Progress = NO_PROGRESS) -> dict[str, Any]:
    from privdesk.signing.signatures import fingerprint, generate_keypair, verify_file

    out = Path(out) if out is not None else default_demo_folder()
    paths = hospital_sample_paths()
    project = Project.load(paths.project)
    dataset = project.load_data()
    problems = project.validate(dataset)
    if problems:
        return {"ok": False, "problems": problems, "lines": [_("the sample project is not ready:"), *problems]}
    # The secret half never leaves memory, so its passphrase is random and its sealing cheap.
    keypair = generate_keypair(DEMO_SIGNER, secrets.token_urlsafe(24), opslimit=32768, memlimit=16 * 2**20)
    summary = anonymize_to_folder(dataset, project_settings(project), out, source=str(paths.project),
                                  progress=progress,
                                  report=ReportOptions(project=project, key=keypair, signer=DEMO_SIGNER))
    public = keypair.public()
    (out / "demo.pub").write_text(public.file_text(), encoding="utf-8")
    verified = {name: verify_file(out / name, out / "demo.pub").ok
                for name in ("report.xlsx", "anonymized.csv", "report.json")}
    checks = ", ".join((_("{requirement} met") if c.met else _("{requirement} NOT met")).format(
        requirement=c.requirement) for c in map(RequirementCheck.from_dict, summary["checks"]))
    levels = ", ".join(f"{name} {level}" for name, level in (summary["transformation"] or {}).items())
    signatures = ", ".join((_("{file} verified") if ok else _("{file} FAILED")).format(file=name)
                           for name, ok in verified.items())
    lines = [
        _("PrivDesk demo: {project}, {rows:,} rows → {folder}").format(project=project.name, rows=dataset.n_rows,
                                                                       folder=out),
        _("release: {classes:,} classes, {suppressed:,} rows suppressed; levels {levels}").format(
            classes=summary["classes"], suppressed=summary["suppressed"], levels=levels),
        _("models: {checks}").format(checks=checks),
        _("report: report.xlsx and report.json (id {id}), signed with demo key {key}").format(
            id=summary["report_id"], key=fingerprint(keypair).key_id),
        _("signatures: {signatures} (privdesk verify FILE --pubkey {public_key})").format(
            signatures=signatures, public_key=out / "demo.pub"),
    ]
    return {"ok": all(verified.values()) and summary["verdict"]["passed"], "out": str(out),
            "summary": summary, "verified": verified, "lines": lines}
