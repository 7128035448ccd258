"""The columns a release would keep unchanged that identify people, and the secret of keyed pseudonyms: what an
anonymize run settles before any search, with or without a person key."""

from __future__ import annotations

import hashlib
import secrets
from pathlib import Path
from typing import Sequence

from privdesk.app.settings import Settings
from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.detect.identifier_check import IdentifierFinding, find_identifiers
from privdesk.io.atomic import atomic_open


class IdentifierReleased(InputError):
    """Columns the release would keep unchanged look like direct identifiers: nothing is run or written until
    each is marked an identifier (dropped, masked or pseudonymized) or kept deliberately."""

    def __init__(self, findings: Sequence[IdentifierFinding]) -> None:
        self.findings = list(findings)
        # the columns first, then one short reason each: the full evidence of every column ran to a thousand
        # characters on one line; it stays in the findings, for the report
        reasons = "; ".join(_("'{column}': {reason}").format(column=f.column, reason=f.short or f.reason)
                            for f in self.findings)
        super().__init__(_("{columns} would be released unchanged and look like direct identifiers ({reasons}); "
                           "mark each as an identifier (--identifier COL: dropped, masked or pseudonymized) or keep "
                           "it deliberately (--keep COL)").format(
            columns=", ".join(f"'{f.column}'" for f in self.findings), reasons=reasons))


def identifier_findings(dataset: Dataset, settings: Settings) -> list[IdentifierFinding]:
    """The columns the release keeps unchanged (not a QI, sensitive attribute or identifier) that look like direct
    identifiers, deliberately kept ones included."""
    for name in settings.keep:
        dataset.column(name)
    roles = {*settings.qis, *settings.sensitive, *settings.identifiers, *settings.free_text,
             *settings.redacted}
    return find_identifiers(dataset, [name for name in dataset.names if name not in roles])


def pseudonym_key(project_location: Path | None, key_file: str | None = None) -> bytes:
    """The secret of keyed pseudonyms: read from ``key_file`` (or the default one for the project in the user's
    data folder), created with 32 random bytes and mode 0600 on first use. It is never written into a release,
    a report or the project file."""
    if key_file:
        path = Path(key_file).expanduser()
    else:
        tag = hashlib.sha256(str(project_location or "default").encode("utf-8")).hexdigest()[:16]
        from platformdirs import user_data_dir

        path = Path(user_data_dir("PrivDesk", appauthor=False)) / "pseudonym-keys" / f"{tag}.key"
    if path.exists():
        key = path.read_bytes()
        if len(key) < 16:
            raise InputError(_("the pseudonym key file is too short (needs at least 16 bytes)"), path=path)
        return key
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(32)
    with atomic_open(path, "wb", mode_bits=0o600) as stream:
        stream.write(key)
    return key


def redact_free_text(dataset: Dataset, settings: Settings) -> tuple[Dataset, list]:
    """The table with every free-text column of the settings redacted (``engine.detect.redact.redact_column``): the
    spans of names, ID and phone numbers, addresses … replaced by their kind, the values of the table's own
    identifier and person-key columns found too; and what was done per column (span counts by kind)."""
    from privdesk.engine.detect.redact import identifier_values, redact_column

    own = [name for name in [*settings.identifiers, *([settings.person] if settings.person else [])]
           if name in dataset.names]
    known = identifier_values(dataset, own) if own else None
    redacted = []
    for name in settings.free_text:
        column = redact_column(dataset.column(name), known)
        dataset = dataset.with_column(column.column)
        redacted.append(column)
    return dataset, redacted
