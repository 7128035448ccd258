"""`privdesk audit`: the checks, risk and — when the original is given — the measures of a table released
elsewhere, as the same signed workbook an anonymization gets (minus what does not apply)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from privdesk.app.anonymize import key_owner, staging_folder
from privdesk.app.check import check_release
from privdesk.app.record.report_record import build_record, write_record
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.counted_release import CountedRelease
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.metrics.risk import RiskSettings
from privdesk.engine.models.requirements import Requirement


def audit_to_folder(released: Dataset | CountedRelease, qis: Sequence[str], sensitive: Sequence[str],
                    out: str | Path, *, original: Dataset | None = None,
                    hierarchies: Mapping[str, Hierarchy] | None = None,
                    levels: Mapping[str, SensitivityLevels] | None = None,
                    requirements: Sequence[Requirement] = (), log_base: float | None = None,
                    risk: RiskSettings | None = None,
                    population: Dataset | None = None, key: Any = None, signer: str = "",
                    keep: Sequence[str] = (), identifiers: Sequence[Any] | None = None,
                    person: str | None = None, context: Mapping[str, Any] | None = None,
                    attack_columns: Sequence[str] | None = None) -> dict[str, Any]:
    """Write report.json and report.xlsx (signed, with the released file's own signature, when a key is given).
    ``requirements``: registry models (``check_release``; ``log_base`` 2: δ stated in bits). ``population``: the
    table of everyone the release is drawn from, for δ-presence. ``keep``: columns that look
    like direct identifiers but are released deliberately (a warning in the verdict instead of a failure).
    ``released`` may be a :class:`CountedRelease` (an out-of-core engine's counts of the file,
    ``app.out_of_core.audit_out_of_core``), with the identifier check's ``identifiers`` found on the engine.
    ``person``: the person key: every figure counts persons; the key itself is checked as any column
    released unchanged (a keyed pseudonym is kept deliberately with ``keep``). ``context``: the release's context
    (``app.projects.context_file``), the report's first sheet. ``attack_columns``: the attacker's external columns
    of the attack test (with ``original``; default the QIs)."""
    from privdesk.engine.core.persons import person_release
    from privdesk.report.workbook import write_report
    from privdesk.signing.signatures import fingerprint, release_comment, sign_file

    checks = check_release(released, qis, sensitive, hierarchies, levels, population, requirements=requirements,
                           log_base=log_base, person=person)
    result = {"checks": checks["requirements"]}
    released_path = CountedRelease.of(released).table.source.path
    files = {"released": released_path, "input": original.source.path if original is not None else None}
    if identifiers is None:
        identifiers = unchanged_identifiers(released, qis, sensitive, keep)
    record = build_record(kind="audit", released=released, qis=qis, sensitive=sensitive, original=original,
                          hierarchies=hierarchies, levels=levels, result=result, risk=risk, files=files,
                          configuration={"quasi_identifiers": list(qis), "sensitive": list(sensitive),
                                         "requirements": checks["requirements"]},
                          operator=signer or None, population=population,
                          identifiers=identifiers, keep=keep,
                          persons=person_release(released, person) if person else None,
                          attack={"attack_columns": attack_columns})
    if context is not None:
        record["context"] = dict(context)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    with staging_folder(out, inputs=[p for p in (released_path, files["input"]) if p]) as stage:
        write_record(record, stage / "report.json")
        write_report(record, stage / "report.xlsx",
                     key_fingerprint=fingerprint(key).key_id if key is not None else None)
        if key is not None:
            comment = release_comment(record["report_id"], workbook=stage / "report.xlsx",
                                      data=released_path, project=None, signer=signer or key_owner(key))
            sign_file(stage / "report.xlsx", key, comment)
            sign_file(stage / "report.json", key, comment)
            sign_file(released_path, key, comment, signature_path=stage / (Path(released_path).name + ".minisig"))
    return {"report_id": record["report_id"], "passed": record["verdict"]["passed"], "out": str(out),
            "verdict": record["verdict"],
            **({"attack_test": record["attack_test"]} if "attack_test" in record else {})}


def unchanged_identifiers(released: Dataset, qis: Sequence[str], sensitive: Sequence[str], keep: Sequence[str]):
    """The identifier check of a release made elsewhere: its columns other than the QIs and sensitive attributes
    that look like direct identifiers."""
    from privdesk.engine.detect.identifier_check import find_identifiers

    for name in keep:
        released.column(name)
    return find_identifiers(released, [n for n in released.names if n not in {*qis, *sensitive}])
