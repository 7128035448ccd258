"""Step 7, Report: export the released data and the signed audit report, manage the signing key, verify.

The export writes, into one folder and through the JobRunner: ``anonymized.csv`` (and/or ``anonymized.xlsx``),
``report.json`` (the run's record), ``report.xlsx`` (the workbook made from that record) and, with a signing key,
a minisign ``.minisig`` beside each. The files are made in a staging folder and moved in only when all succeeded,
so a failed export leaves an earlier one untouched. Nothing here computes a figure: the record is the one the
Analyze page shows, with the project's context (the Context page) as the report's first sheet.
"""

from __future__ import annotations

import copy
import os
from pathlib import Path
from typing import Any, Mapping

from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from privdesk.app.anonymize import staging_folder
from privdesk.app.projects.context_file import attach_context
from privdesk.app.record.report_record import write_record
from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset, SourceInfo
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.gui.dialogs import FAIL_COLOUR, PASS_COLOUR, KeyDialog, VerifyDialog
from privdesk.gui.folders import release_folder
from privdesk.gui.pages.context.page import ContextSummary
from privdesk.gui.worker import failure_reason, start_job
from privdesk.io.release_files import (
    FORMAT_NAMES,
    FORMATS,
    default_format,
    release_name,
    write_release,
    write_release_csv,
)
from privdesk.signing import signatures as signing

SETTINGS = ("PrivDesk", "PrivDesk")


def export_release(record: Mapping[str, Any], released: Dataset, folder: str | Path, *,
                   key: Any = None, passphrase: str | None = None, csv: bool = True, xlsx: bool = False,
                   include_data: bool = True, signer: str = "", project_path: str | Path | None = None,
                   sweep: list | None = None, release_file: str | Path | None = None,
                   native: SourceInfo | None = None, source: SourceInfo | None = None,
                   context: Mapping[str, Any] | None = None,
                   progress: Progress = NO_PROGRESS) -> dict[str, Any]:
    """Write the release and its report into ``folder`` and sign them when ``key`` is given (a SecretKey or
    KeyPair, or the path of a secret key file unlocked with ``passphrase``, else the PRIVDESK_KEY_PASSPHRASE
    environment variable). ``release_file``: in an audit, the released table as opened, which is signed in place
    of a written copy (its signature goes into ``folder``). ``native``: the input's source, to write the release
    in the input's format too (SPSS, Stata, Parquet …). ``source``: the input's source, whose encoding and
    delimiter the CSV release keeps (``csv_dialect``, as the command line). ``context``: the project's context, the
    report's first sheet (as ``privdesk report`` puts it there). Returns the folder, the files and the report id."""
    secret = None
    if key is not None:
        if isinstance(key, (str, Path)):
            progress.report(0.02, _("unlocking the signing key"))
            secret = signing.load_secret_key(key, passphrase or os.environ.get(signing.PASSPHRASE_ENV))
        else:
            secret = key
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    record = copy.deepcopy(dict(record))
    if sweep and not record.get("sweep"):
        record["sweep"] = sweep
    attach_context(record, context)
    files = dict(record.get("files") or {})
    with staging_folder(out, inputs=[p for p in (release_file, project_path) if p]) as stage:
        data_file = Path(release_file) if release_file is not None else None
        if csv:
            progress.report(0.1, _("writing {file}").format(file="anonymized.csv"))
            write_release_csv(released, stage / "anonymized.csv", source or native)
            data_file = data_file or stage / "anonymized.csv"
        if xlsx:
            from privdesk.io.table_workbook import write_table_workbook

            progress.report(0.2, _("writing {file}").format(file="anonymized.xlsx"))
            write_table_workbook(released, stage / "anonymized.xlsx")
            data_file = data_file or stage / "anonymized.xlsx"
        if native is not None and default_format(native) not in ("csv", "xlsx"):
            written = write_release(released, stage, None, native)
            progress.report(0.3, _("writing {file}").format(file=written["path"]))
            data_file = data_file or stage / written["path"]
        if data_file is not None:
            files["released"] = {"path": data_file.name, "sha256": signing.sha256_file(data_file)}
        record["files"] = files
        progress.report(0.35, _("writing {file}").format(file="report.json"))
        write_record(record, stage / "report.json")
        progress.report(0.45, _("writing {file}").format(file="report.xlsx"))
        from privdesk.report.workbook import write_report

        write_report(record, stage / "report.xlsx", released=released if include_data else None,
                     key_fingerprint=signing.fingerprint(secret).key_id if secret is not None else None)
        if secret is not None:
            progress.report(0.9, _("signing"))
            project = Path(project_path) if project_path and Path(project_path).is_file() else None
            comment = signing.release_comment(record["report_id"], workbook=stage / "report.xlsx",
                                              data=data_file or stage / "report.json", project=project,
                                              signer=signer or getattr(secret, "owner", None) or
                                              getattr(secret, "name", None) or "PrivDesk user")
            for name in ("report.xlsx", "anonymized.csv", "anonymized.xlsx", "report.json",
                         *(release_name(fmt) for fmt in FORMATS if fmt not in ("csv", "xlsx"))):
                if (stage / name).exists():
                    signing.sign_file(stage / name, secret, comment)
            if release_file is not None:
                signing.sign_file(release_file, secret, comment,
                                  signature_path=stage / (Path(release_file).name + signing.SIGNATURE_SUFFIX))
        names = sorted(path.name for path in stage.iterdir())
    progress.report(1.0, _("written"))
    return {"folder": str(out), "report_id": record["report_id"], "signed": secret is not None,
            "key_id": signing.key_id_hex(secret.key_id) if secret is not None else None,
            "files": [{"name": name, "sha256": signing.sha256_file(out / name)} for name in names]}


class ReportPage(QWidget):
    def __init__(self, session, runner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self.key: Any = None                 # an unlocked SecretKey or KeyPair
        settings = QSettings(*SETTINGS)
        remembered = settings.value("signing/secret_key", "")
        self.key_path: Path | None = Path(remembered) if remembered and Path(remembered).is_file() else None
        public = settings.value("signing/public_key", "")
        self.public_key_path: Path | None = Path(public) if public and Path(public).is_file() else None
        self.last_export: dict[str, Any] | None = None

        self.what = QLabel()
        self.what.setWordWrap(True)
        self.context_line = QLabel()  # the context the report will open with (step 6)
        self.context_line.setWordWrap(True)
        self._context_summary = ContextSummary(self)

        # -------- export
        export = QGroupBox(self.tr("Export the release and its audit report"))
        self.folder = QLineEdit(settings.value("report/folder", "") or str(release_folder()))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        self.csv = QCheckBox(self.tr("Released data as CSV (anonymized.csv, UTF-8)"))
        self.csv.setToolTip(self.tr("Cells that a spreadsheet would run as formulas (starting with =, +, - or @) "
                                    "are written as text."))
        self.csv.setChecked(True)
        self.xlsx = QCheckBox(self.tr("Released data as Excel (anonymized.xlsx)"))
        self.native = QCheckBox()  # the input's own format (SPSS, Stata, Parquet …), shown for such inputs
        self.native.setChecked(True)
        self.native.setVisible(False)
        self.include_data = QCheckBox(self.tr("Include the released data as a sheet of report.xlsx"))
        self.include_data.setChecked(True)
        self.signer = QLineEdit(settings.value("signing/signer", "") or "")
        self.signer.setPlaceholderText(self.tr("your name or office, as the signature should name it"))
        self.key_label = QLabel()
        self.key_label.setWordWrap(True)
        key_button = QPushButton(self.tr("Signing key…"))
        key_button.clicked.connect(self.choose_key)
        key_row = QHBoxLayout()  # the button under the words: beside them, a narrow window cut the words off
        key_row.addWidget(key_button)
        key_row.addStretch(1)
        self.export_button = QPushButton(self.tr("Export"))
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self._export_clicked)
        self.status = QLabel()
        self.status.setWordWrap(True)
        form = QFormLayout(export)
        form.addRow(self.tr("Into folder"), folder_row)
        form.addRow(self.tr("Data"), self.csv)
        form.addRow("", self.xlsx)
        form.addRow("", self.native)
        report_files = QLabel(self.tr("report.xlsx (for people) and report.json (for machines), made from the same "
                                      "record"))
        report_files.setWordWrap(True)
        form.addRow(self.tr("Report"), report_files)
        form.addRow("", self.include_data)
        form.addRow(self.tr("Signing key"), self.key_label)
        form.addRow("", key_row)
        form.addRow(self.tr("Signer"), self.signer)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.status, 1)
        form.addRow("", buttons)

        # -------- what was written
        written = QGroupBox(self.tr("Written"))
        self.files = QTableWidget(0, 3)
        self.files.setHorizontalHeaderLabels([self.tr("File"), self.tr("Signed"), self.tr("SHA-256")])
        self.files.verticalHeader().setVisible(False)
        self.files.verticalHeader().setDefaultSectionSize(22)
        self.files.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.files.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.files.horizontalHeader().setStretchLastSection(True)
        self.files.setColumnWidth(0, 240)
        self.files.setColumnWidth(1, 90)
        self.open_folder = QPushButton(self.tr("Open the folder"))
        self.open_folder.clicked.connect(self._open_folder)
        self.open_folder.setEnabled(False)
        box = QVBoxLayout(written)
        box.addWidget(self.files, 1)
        row = QHBoxLayout()
        row.addWidget(self.open_folder)
        row.addStretch(1)
        box.addLayout(row)

        # -------- verify
        verify = QGroupBox(self.tr("Verify"))
        verify_text = QLabel(self.tr("Check that a report or data file is unchanged since it was signed, and who "
                                     "signed it, with the signer's public key (.pub). Auditors can do the same "
                                     "with minisign: minisign -V -p KEY.pub -m report.xlsx"))
        verify_text.setWordWrap(True)
        verify_button = QPushButton(self.tr("Verify a signed file…"))
        verify_button.clicked.connect(self.open_verify)
        row = QHBoxLayout(verify)
        row.addWidget(verify_text, 1)
        row.addWidget(verify_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.what)
        layout.addWidget(self.context_line)
        layout.addWidget(export)
        layout.addWidget(written, 1)
        layout.addWidget(verify)

        session.result_changed.connect(self._show)
        for signal in (session.project_changed, session.context_changed):
            signal.connect(self._show_context)
        runner.running_changed.connect(self._enable)
        self._show()
        self._show_key()

    # ------------------------------------------------------------------ state
    def _audit(self) -> bool:
        result = self.session.result
        return result is not None and result.record is not None and result.record.get("kind") == "audit"

    def _show(self) -> None:
        result = self.session.result
        if result is None or result.record is None:
            self.what.setText(self.tr("Run the anonymization first (step 4); then export the released data and a "
                                      "signed report here.") if not self.session.audit_mode else
                              self.tr("Check the table on the Analyze page first (step 5); then export its signed "
                                      "audit report here."))
        else:
            record = result.record
            passed = bool((record.get("verdict") or {}).get("passed"))
            verdict = (self.tr("✔ every check passes") if passed else
                       self.tr("✘ some checks fail: the report says which"))
            kind = self.tr("Audit of the table as opened") if self._audit() else self.tr("Release")
            self.what.setText(self.tr("{kind}: {rows} rows, {columns} columns; {verdict}. Report id {report_id}.")
                              .format(kind=kind, rows=f"{result.anonymization.released.n_rows:,}",
                                      columns=len(result.anonymization.released.columns), verdict=verdict,
                                      report_id=record.get("report_id", "")))
            self.what.setStyleSheet(f"color: {PASS_COLOUR if passed else FAIL_COLOUR};")
        if result is None:
            self.what.setStyleSheet("")
        self._show_context()  # the run's record decides the release model and threshold not stated
        audit = self._audit()
        self.csv.setEnabled(not audit)
        self.xlsx.setEnabled(not audit)
        source = self.session.dataset.source if self.session.dataset is not None else None
        fmt = default_format(source) if source is not None else "csv"
        self.native.setHidden(fmt in ("csv", "xlsx") or audit)
        self.native.setText(self.tr("Released data in the input's format ({file}, {format})").format(
            file=release_name(fmt), format=FORMAT_NAMES[fmt]))
        self._enable()

    def _show_context(self) -> None:
        text, complete = self._context_summary.line(self.session)
        self.context_line.setText(text)
        self.context_line.setStyleSheet(f"color: {PASS_COLOUR if complete else FAIL_COLOUR};")

    def _enable(self, *_: Any) -> None:
        self.export_button.setEnabled(not self.runner.running and self.session.result is not None
                                      and self.session.result.record is not None)

    def _show_key(self) -> None:
        if self.key is not None:
            owner = getattr(self.key, "owner", None) or getattr(self.key, "name", None) or ""
            self.key_label.setText(self.tr("✔ {owner} (key id {key_id}): the files will be signed.").format(
                owner=owner, key_id=signing.key_id_hex(self.key.key_id)))
            if not self.signer.text():
                self.signer.setText(owner)
        elif self.key_path is not None:
            self.key_label.setText(self.tr("{file}: you will be asked for its passphrase when exporting.").format(
                file=self.key_path.name))
        else:
            self.key_label.setText(self.tr("No signing key: the files will not be signed. Create or choose one "
                                           "with Signing key…"))

    # ------------------------------------------------------------------ key and verify
    def choose_key(self) -> None:
        dialog = KeyDialog(self, secret_path=self.key_path)
        if dialog.exec() and dialog.key is not None:
            self.use_key(dialog.key, dialog.secret_path, dialog.public_path)

    def use_key(self, key: Any, secret_path: str | Path | None = None,
                public_path: str | Path | None = None) -> None:
        """Sign from now on with ``key`` (an unlocked SecretKey or KeyPair); the paths are remembered (never the
        passphrase)."""
        self.key = key
        settings = QSettings(*SETTINGS)
        if secret_path is not None:
            self.key_path = Path(secret_path)
            settings.setValue("signing/secret_key", str(secret_path))
        if public_path is not None:
            self.public_key_path = Path(public_path)
            settings.setValue("signing/public_key", str(public_path))
        self._show_key()

    def open_verify(self) -> VerifyDialog:
        file = None
        if self.last_export is not None:
            file = Path(self.last_export["folder"]) / "report.xlsx"
        dialog = VerifyDialog(self, file=file, public_key=self.public_key_path)
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ export
    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export into folder"), self.folder.text())
        if folder:
            self.folder.setText(folder)

    def _export_clicked(self) -> None:
        folder = self.folder.text().strip()
        if not folder:
            self.status.setText(self.tr("Choose the folder to export into."))
            return
        key, passphrase = None, None
        if self.key is None and self.key_path is not None:
            passphrase, ok = QInputDialog.getText(
                self, self.tr("Passphrase"), self.tr("Passphrase of the signing key {file} (leave empty to export "
                                                     "without signing):").format(file=self.key_path.name),
                QLineEdit.EchoMode.Password)
            if not ok:
                return
            key = self.key_path if passphrase else False
        self.export_to(folder, key=key, passphrase=passphrase or None)

    def export_to(self, folder: str | Path, key: Any = None, passphrase: str | None = None, *,
                  csv: bool | None = None, xlsx: bool | None = None, include_data: bool | None = None,
                  signer: str | None = None) -> bool:
        """Export into ``folder`` through the runner. ``key``: a SecretKey/KeyPair, a secret key file (with
        ``passphrase``), False for unsigned, or None for the page's key. The other options default to the page's
        check boxes. False when nothing started (no result, or another job running)."""
        result = self.session.result
        if result is None or result.record is None:
            self.status.setText(self.tr("Nothing to export yet: run the anonymization first (step 4)."))
            return False
        if key is None:
            key = self.key
        elif key is False:
            key = None
        audit = self._audit()
        csv = self.csv.isChecked() if csv is None else csv
        xlsx = self.xlsx.isChecked() if xlsx is None else xlsx
        if audit:
            csv = xlsx = False
        elif not csv and not xlsx and not (not self.native.isHidden() and self.native.isChecked()):
            csv = True  # the release is the point of the export
        include_data = self.include_data.isChecked() if include_data is None else include_data
        signer = (self.signer.text().strip() if signer is None else signer)
        project = self.session.project
        release_file = self.session.dataset.source.path if audit and self.session.dataset is not None else None
        source = self.session.dataset.source if self.session.dataset is not None else None
        native = source if source is not None and not audit and not self.native.isHidden() and \
            self.native.isChecked() else None
        job_args = dict(key=key, passphrase=passphrase, csv=csv, xlsx=xlsx, include_data=include_data, native=native,
                        source=source,
                        signer=signer, project_path=project.location if project is not None else None,
                        sweep=result.sweep, release_file=release_file,
                        context=copy.deepcopy(project.context) if project is not None else None)
        record, released = result.record, result.anonymization.released

        def job(progress: Progress) -> dict[str, Any]:
            return export_release(record, released, folder, progress=progress, **job_args)

        if not start_job(self.runner, job, self._exported, self._failed, self._cancelled):
            self.status.setText(self.tr("Another job is running; wait for it to finish."))
            return False
        settings = QSettings(*SETTINGS)
        settings.setValue("report/folder", str(folder))
        if signer:
            settings.setValue("signing/signer", signer)
        self.status.setStyleSheet("")
        self.status.setText(self.tr("Exporting…"))
        self._enable()
        return True

    def _exported(self, outcome: dict[str, Any]) -> None:
        self.last_export = outcome
        names = {f["name"] for f in outcome["files"]}
        shown = [f for f in outcome["files"] if not f["name"].endswith(signing.SIGNATURE_SUFFIX)]
        self.files.setRowCount(len(shown))
        for r, entry in enumerate(shown):
            signed = entry["name"] + signing.SIGNATURE_SUFFIX in names
            for c, text in enumerate([entry["name"], self.tr("✔ yes") if signed else self.tr("no"),
                                      entry["sha256"]]):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.files.setItem(r, c, item)
        self.open_folder.setEnabled(True)
        if outcome["signed"]:
            text = self.tr("✔ Written and signed (key id {key_id}) into {folder}.").format(
                key_id=outcome["key_id"], folder=outcome["folder"])
        else:
            text = self.tr("✔ Written into {folder}, not signed.").format(folder=outcome["folder"])
        self.status.setStyleSheet(f"color: {PASS_COLOUR};")
        self.status.setText(text)
        self._enable()

    def _failed(self, error: BaseException) -> None:
        self.status.setStyleSheet(f"color: {FAIL_COLOUR};")
        self.status.setText(self.tr("✘ Not exported: {reason}").format(reason=failure_reason(error)))
        self._enable()

    def _cancelled(self) -> None:
        self.status.setStyleSheet("")
        self.status.setText(self.tr("Cancelled; nothing was written."))
        self._enable()

    def _open_folder(self) -> None:
        if self.last_export is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(self.last_export["folder"]))
