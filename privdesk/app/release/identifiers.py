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


def unchanged_columns(names: Sequence[str], settings: Settings) -> list[str]:
    """The columns of a release (``names``) whose values are released as they are: not generalized (QIs), masked
    or pseudonymized (identifiers), redacted (free text), transformed (MDAV, noise, PRAM) nor shifted (dates).
    Sensitive and insensitive columns are among them, and the ones kept deliberately (``--keep``)."""
    changed = {*settings.qis, *settings.free_text, *settings.redacted, *settings.date_shift,
               *(name for name, rule in settings.identifiers.items() if rule.action != "keep"),
               *(name for record in settings.transformations for name in record.get("columns", []))}
    return [name for name in names if name not in changed]
