"""Dialogs of the Report step: the signing key (create, unlock, export the public half) and Verify (check a file
against its minisign signature and a trusted public key). Jobs run through ``worker.start_job``.

Nothing here signs, hashes or verifies by itself: every figure comes from ``report.signing``. Deriving a key from a
passphrase (scrypt, about 1 GiB and a few seconds with minisign's limits) and hashing a large file run through a
JobRunner, never on the GUI thread; the static methods do the same work synchronously for tests and scripts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.gui.names import file_filter
from privdesk.gui.worker import JobRunner, failure_reason, start_job
from privdesk.signing import signatures as signing

PASS_COLOUR, FAIL_COLOUR = "#1b5e20", "#b71c1c"          # text colours; a ✔ or ✘ always says it in words too
PASS_BACKGROUND, FAIL_BACKGROUND = "#e8f5e9", "#fdecea"


def confirm_replace(parent: QWidget, runner: JobRunner) -> bool:
    """Ask before a new job replaces one that has run for a while (``worker.start_job``'s ``confirm``)."""
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("Jobs", "Stop the running job?"),
        QCoreApplication.translate("Jobs", "A job has been running for {seconds:.0f} s. Stop it and start this one "
                                   "instead?").format(seconds=runner.elapsed))
    return answer == QMessageBox.StandardButton.Yes


def default_key_folder() -> Path:
    """Where new signing keys go unless the user picks another folder: the user's PrivDesk settings folder."""
    from platformdirs import user_config_dir

    return Path(user_config_dir("PrivDesk", appauthor=False)) / "keys"


def _busy_bar() -> QProgressBar:
    bar = QProgressBar()
    bar.setRange(0, 0)  # busy, no percentage: deriving a key has no steps to count
    bar.setMaximumHeight(14)
    bar.setTextVisible(False)
    bar.hide()
    return bar


def _path_row(edit: QLineEdit, button: QPushButton) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(edit, 1)
    layout.addWidget(button)
    return row


def _left(button: QPushButton) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(button)
    layout.addStretch(1)
    return row


# ---------------------------------------------------------------------------------------------------- keys

class KeyDialog(QDialog):
    """The signing key: create a new key pair, unlock an existing secret key, export the public key.

    After ``exec()``, ``key`` is the unlocked :class:`~privdesk.signing.signatures.SecretKey` (None if none was chosen),
    ``secret_path`` and ``public_path`` the files it came from or went to."""

    def __init__(self, parent: QWidget | None = None, folder: str | Path | None = None,
                 secret_path: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Signing key"))
        self.setMinimumWidth(560)
        self.runner = JobRunner(self)
        self.key: signing.SecretKey | None = None
        self.secret_path: Path | None = Path(secret_path) if secret_path else None
        self.public_path: Path | None = None

        intro = QLabel(self.tr("Reports are signed with your secret key; auditors check them with your public key "
                               "(minisign format). The secret key is stored encrypted with your passphrase, which "
                               "PrivDesk never saves."))
        intro.setWordWrap(True)

        create = QGroupBox(self.tr("Create a new key pair"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Data Protection Office, Example Hospital"))
        self.passphrase = QLineEdit()
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.repeat = QLineEdit()
        self.repeat.setEchoMode(QLineEdit.EchoMode.Password)
        self.folder = QLineEdit(str(folder or default_key_folder()))
        browse_folder = QPushButton(self.tr("Browse…"))
        browse_folder.clicked.connect(self._choose_folder)
        self.create_button = QPushButton(self.tr("Create key pair"))
        self.create_button.clicked.connect(self._create)
        form = QFormLayout(create)
        form.addRow(self.tr("Owner name"), self.name)
        form.addRow(self.tr("Passphrase"), self.passphrase)
        form.addRow(self.tr("Passphrase again"), self.repeat)
        form.addRow(self.tr("Save in folder"), _path_row(self.folder, browse_folder))
        form.addRow("", _left(self.create_button))

        existing = QGroupBox(self.tr("Use an existing secret key"))
        self.secret_file = QLineEdit(str(self.secret_path) if self.secret_path else "")
        browse_key = QPushButton(self.tr("Browse…"))
        browse_key.clicked.connect(self._choose_key)
        self.unlock_passphrase = QLineEdit()
        self.unlock_passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.unlock_button = QPushButton(self.tr("Unlock key"))
        self.unlock_button.clicked.connect(self._unlock)
        form = QFormLayout(existing)
        form.addRow(self.tr("Secret key file"), _path_row(self.secret_file, browse_key))
        form.addRow(self.tr("Passphrase"), self.unlock_passphrase)
        form.addRow("", _left(self.unlock_button))

        self.current = QLabel()
        self.current.setWordWrap(True)
        self.current.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.busy = _busy_bar()
        self.export_button = QPushButton(self.tr("Export public key…"))
        self.export_button.clicked.connect(self._export_public)
        buttons = QDialogButtonBox()
        self.use_button = buttons.addButton(self.tr("Use this key"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(create)
        layout.addWidget(existing)
        layout.addWidget(self.current)
        layout.addWidget(self.busy)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addLayout(bottom)
        self._show_key()

    # ------------------------------------------------------------ the work, callable without the dialog
    @staticmethod
    def create_keypair(folder: str | Path, name: str, passphrase: str, repeat: str | None = None, *,
                       opslimit: int | None = None, memlimit: int | None = None,
                       ) -> tuple[signing.KeyPair, Path, Path]:
        """A new key pair written as ``NAME.key`` (encrypted) and ``NAME.pub`` into ``folder``."""
        if repeat is not None and repeat != passphrase:
            raise InputError(_("the two passphrases differ"))
        pair = signing.generate_keypair(name, passphrase, opslimit=opslimit, memlimit=memlimit)
        secret_path, public_path = signing.write_keypair(pair, folder)
        return pair, secret_path, public_path

    @staticmethod
    def unlock(path: str | Path, passphrase: str | None) -> signing.SecretKey:
        return signing.load_secret_key(path, passphrase)

    @staticmethod
    def export_public(key: signing.SecretKey | signing.KeyPair | signing.PublicKey, path: str | Path) -> Path:
        """Write the public half as a minisign ``.pub`` file (what an auditor needs to verify)."""
        from privdesk.io.atomic import atomic_write_text

        public = signing.load_public_key(key)
        atomic_write_text(path, public.file_text())
        return Path(path)

    # ------------------------------------------------------------ the dialog
    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder for the key pair"), self.folder.text())
        if folder:
            self.folder.setText(folder)

    def _choose_key(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a secret key"),
                                              self.secret_file.text() or str(default_key_folder()), file_filter("secret_key"))
        if path:
            self.secret_file.setText(path)

    def _create(self) -> None:
        name, passphrase, repeat = self.name.text().strip(), self.passphrase.text(), self.repeat.text()
        if not name:
            return self._say(self.tr("Give the key's owner name (it is shown to whoever verifies)."), False)
        if not passphrase:
            return self._say(self.tr("Choose a passphrase: it protects the secret key file."), False)
        if passphrase != repeat:
            return self._say(self.tr("The two passphrases differ. Type them again."), False)
        folder = Path(self.folder.text().strip() or default_key_folder())
        self._run(lambda progress: self.create_keypair(folder, name, passphrase),
                  self._created, self.tr("Creating the key pair (this takes a few seconds)…"))

    def _created(self, outcome: tuple[signing.KeyPair, Path, Path]) -> None:
        pair, self.secret_path, self.public_path = outcome
        self.key = pair.secret()
        self.passphrase.clear()
        self.repeat.clear()
        self.secret_file.setText(str(self.secret_path))
        self._say(self.tr("Created {secret} and {public}. Give the public key file to whoever verifies your "
                          "reports; keep the secret key and its passphrase to yourself.").format(
            secret=self.secret_path.name, public=self.public_path.name), True)
        self._show_key()

    def _unlock(self) -> None:
        path = self.secret_file.text().strip()
        if not path:
            return self._say(self.tr("Choose the secret key file first."), False)
        passphrase = self.unlock_passphrase.text() or None
        self._run(lambda progress: self.unlock(path, passphrase), lambda key: self._unlocked(key, Path(path)),
                  self.tr("Unlocking the key (this takes a few seconds)…"))

    def _unlocked(self, key: signing.SecretKey, path: Path) -> None:
        self.key, self.secret_path = key, path
        public = path.with_suffix(".pub")
        self.public_path = public if public.is_file() else None
        self.unlock_passphrase.clear()
        self._say(self.tr("The key is unlocked."), True)
        self._show_key()

    def _export_public(self) -> None:
        if self.key is None:
            return
        suggested = str((self.secret_path.with_suffix(".pub") if self.secret_path else Path("privdesk.pub")))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the public key"), suggested, file_filter("public_key"))
        if not path:
            return
        try:
            self.export_public(self.key, path)
        except (OSError, InputError) as error:
            return self._say(str(error), False)
        self.public_path = Path(path)
        self._say(self.tr("Public key written to {path}.").format(path=path), True)

    def _run(self, job: Callable, on_success: Callable[[Any], None], message: str) -> None:
        if not start_job(self.runner, job, lambda outcome: (self._idle(), on_success(outcome)),
                         lambda error: (self._idle(), self._say(failure_reason(error), False)),
                         self._idle):
            return
        for widget in (self.create_button, self.unlock_button, self.use_button, self.export_button):
            widget.setEnabled(False)
        self.busy.show()
        self._say(message, None)

    def _idle(self) -> None:
        self.busy.hide()
        for widget in (self.create_button, self.unlock_button):
            widget.setEnabled(True)
        self._show_key()

    def _show_key(self) -> None:
        if self.key is None:
            self.current.setText(self.tr("No key is unlocked yet."))
        else:
            self.current.setText(self.tr("Key in use: {owner}, key id {key_id}").format(
                owner=self.key.owner or self.tr("(no owner name)"), key_id=signing.key_id_hex(self.key.key_id)))
        self.use_button.setEnabled(self.key is not None and not self.runner.running)
        self.export_button.setEnabled(self.key is not None and not self.runner.running)

    def _say(self, text: str, ok: bool | None) -> None:
        colour = {True: PASS_COLOUR, False: FAIL_COLOUR}.get(ok, "")
        self.status.setStyleSheet(f"color: {colour};" if colour else "")
        self.status.setText(text)

    def reject(self) -> None:
        if self.runner.running:
            self.runner.cancel()
            self.runner.wait(10_000)
        super().reject()


# ---------------------------------------------------------------------------------------------------- verify

class VerifyDialog(QDialog):
    """Check a file against its ``.minisig`` and a trusted public key; shows ok or why not, and what the
    signature's trusted comment says (signer, time, report id, hashes)."""

    def __init__(self, parent: QWidget | None = None, file: str | Path | None = None,
                 public_key: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Verify a signed file"))
        self.setMinimumWidth(780)
        self.runner = JobRunner(self)
        self.verification: signing.Verification | None = None

        self.file = QLineEdit(str(file) if file else "")
        self.file.textEdited.connect(self._suggest_signature)
        self.signature = QLineEdit(str(signing.signature_path_for(file)) if file else "")
        self.public_key = QLineEdit(str(public_key) if public_key else "")
        self.public_key.setPlaceholderText(self.tr("a .pub file, or the key itself (base64, as minisign -P)"))
        choose_file = QPushButton(self.tr("Browse…"))
        choose_file.clicked.connect(self._choose_file)
        choose_signature = QPushButton(self.tr("Browse…"))
        choose_signature.clicked.connect(self._choose_signature)
        choose_key = QPushButton(self.tr("Browse…"))
        choose_key.clicked.connect(self._choose_key)
        self.verify_button = QPushButton(self.tr("Verify"))
        self.verify_button.setDefault(True)
        self.verify_button.clicked.connect(self._verify_clicked)
        form = QFormLayout()
        form.addRow(self.tr("File"), _path_row(self.file, choose_file))
        form.addRow(self.tr("Signature"), _path_row(self.signature, choose_signature))
        form.addRow(self.tr("Trusted public key"), _path_row(self.public_key, choose_key))

        self.outcome = QLabel(self.tr("Choose a file, its signature and the public key you trust, then Verify."))
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.outcome.setFrameShape(QFrame.Shape.StyledPanel)
        self.outcome.setMargin(8)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.busy = _busy_bar()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        bottom = QHBoxLayout()
        bottom.addWidget(self.verify_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.busy)
        layout.addWidget(self.outcome)
        self.details.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.details)
        layout.addStretch(1)
        layout.addLayout(bottom)

    # ------------------------------------------------------------ the work, callable without the buttons
    @staticmethod
    def check(file: str | Path, public_key: str | Path | Any,
              signature: str | Path | None = None) -> signing.Verification:
        """``signing.verify_file``; a missing file or unreadable key becomes a not-ok Verification with the
        reason, never an exception."""
        try:
            return signing.verify_file(file, public_key, signature or None)
        except InputError as error:
            target = signature or signing.signature_path_for(file)
            return signing.Verification(False, str(error), str(file), str(target))

    def verify(self, file: str | Path, public_key: str | Path | Any,
               signature: str | Path | None = None) -> signing.Verification:
        """Verify now (synchronously) and show the outcome; returns the Verification."""
        self.file.setText(str(file))
        self.signature.setText(str(signature or signing.signature_path_for(file)))
        if isinstance(public_key, (str, Path)):
            self.public_key.setText(str(public_key))
        verification = self.check(file, public_key, signature)
        self.show_verification(verification)
        return verification

    # ------------------------------------------------------------ the dialog
    def _suggest_signature(self, text: str) -> None:
        self.signature.setText(str(signing.signature_path_for(text)) if text else "")

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the signed file"), self.file.text())
        if path:
            self.file.setText(path)
            self._suggest_signature(path)

    def _choose_signature(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the signature"), self.signature.text(),
                                              file_filter("signature"))
        if path:
            self.signature.setText(path)

    def _choose_key(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the trusted public key"),
                                              self.public_key.text() or str(default_key_folder()), file_filter("public_key"))
        if path:
            self.public_key.setText(path)

    def _verify_clicked(self) -> None:
        file, key = self.file.text().strip(), self.public_key.text().strip()
        signature = self.signature.text().strip() or None
        if not file or not key:
            self.outcome.setText(self.tr("Choose the file and the public key first."))
            return
        if start_job(self.runner, lambda progress: self.check(file, key, signature), self._verified,
                     self._verify_failed, self._idle):
            self.verify_button.setEnabled(False)
            self.busy.show()

    def _verified(self, verification: signing.Verification) -> None:
        self._idle()
        self.show_verification(verification)

    def _verify_failed(self, error: BaseException) -> None:
        self._idle()
        self.outcome.setText(failure_reason(error))

    def _idle(self) -> None:
        self.busy.hide()
        self.verify_button.setEnabled(True)

    def show_verification(self, verification: signing.Verification) -> None:
        self.verification = verification
        ok = verification.ok
        if ok:
            headline = self.tr("✔ Valid signature: the file is unchanged since it was signed with the trusted key.")
        else:
            headline = self.tr("✘ NOT valid: {reason}").format(reason=verification.reason)
        self.outcome.setText(headline)
        self.outcome.setStyleSheet(
            f"QLabel {{ color: {PASS_COLOUR if ok else FAIL_COLOUR}; background: "
            f"{PASS_BACKGROUND if ok else FAIL_BACKGROUND}; font-weight: bold; }}")
        trusted = verification.trusted
        lines = []
        if ok:
            lines += [self.tr("Signer: {value}").format(value=trusted.get("signer", "—")),
                      self.tr("Signed at: {value}").format(value=trusted.get("time", "—")),
                      self.tr("Report id: {value}").format(value=trusted.get("report_id", "—"))]
        lines.append(self.tr("Signature's key id: {value}").format(value=verification.key_id or "—"))
        lines.append(self.tr("Trusted key id: {value}").format(value=verification.trusted_key_id or "—"))
        lines.append(self.tr("SHA-256 of the file: {value}").format(value=verification.sha256 or "—"))
        roles = {"sha256_workbook": self.tr("the report workbook"), "sha256_data": self.tr("the released data"),
                 "sha256_project": self.tr("the project file")}
        if ok and verification.role:
            lines.append(self.tr("This file is {role} named in the signature.").format(
                role=roles.get(verification.role, verification.role)))
        if ok:
            for name, label in roles.items():
                if name in trusted:
                    lines.append(self.tr("SHA-256 of {what} (signed): {value}").format(what=label,
                                                                                      value=trusted[name]))
        self.details.setText("\n".join(lines))

    def reject(self) -> None:
        if self.runner.running:
            self.runner.cancel()
            self.runner.wait(10_000)
        super().reject()
