"""Privacy level PL = DR × IR and entropy change EC (docs/spec.md §1; seed 000: Zang Shuai, Zhu Youwen, "Measuring the
effect of anonymization techniques over databases", 网络空间安全科学学报 2024, 2(3): 67–78).

Every row contributes one symbol per variable: X̄prv[i] is the tuple of row i's sensitive values in the released
table, X̄qi[i] the tuple of its quasi-identifier values, Xprv[i] the same sensitive tuple in the original. Rows of the
original and of the release are paired by position (a transformation keeps row order and count, SPEC §0), so the
joint symbol (Xprv[i], X̄prv[i]) is formed by stacking the code columns of both tables. Probabilities are frequencies
over the n rows; all logarithms are base 2.

    DR = 1 − H(X̄prv | X̄qi) / H(X̄prv)                       discrimination rate (Sondeck et al. 2017)
    IR = I(Xprv ; X̄prv) / H(Xprv)                           information retained
    PL = DR × IR                                            0 = well protected, 1 = fully exposed
    EC = (H(X̄qi) + H(X̄prv)) / (H(Xqi) + H(Xprv))            entropy change: share of the information kept
    PL_Y(X̄) = (1 − H(X̄|Ȳ)/H(X̄)) × I(X;X̄)/H(X)              one attribute X, known attributes Y (algorithm 2)

with H(X|Y) = H(X,Y) − H(Y) and I(X;Y) = H(X) + H(Y) − H(X,Y).

Reconstruction (SPEC §1): the paper's equations survive only partly in the source text (its eq. 6 prints
"H(Xprv) is the entropy of the anonymized private data" and its algorithm 2 drops the measured attribute from the
QIs with a garbled set difference). The formulas above are the spec's reading, fixed by the paper's worked example
(SPEC §1.3: PL = 0.5, PL(Salary) = 0.5, PL(Disease) = 0.3668, PL_{ZIPCode}(Age) = 0.2897, EC = 0.75). The paper leaves
the 0/0 cases open; PrivDesk sets DR = 0 when H(X̄) = 0 (the release tells nothing about X: a constant column cannot
be discriminated) and IR = 0 when H(X) = 0 (there is no original information to retain), and flags both so the UI can
say so. EC is 1 when neither table carries any information, and NaN (flagged) when only the release does.

A suppressed record (all QIs ``*``, SPEC §0) simply contributes the symbol ``*`` to its QI columns.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.entropy import joint_entropy

_EPS = 1e-12  # entropies at or below this are treated as 0 (a constant variable)


@dataclass(frozen=True)
class PrivacyLevel:
    """Overall privacy level of a release (SPEC §1.1, algorithm 1) with every entropy it was computed from."""

    dr: float                              # discrimination rate
    ir: float                              # information retained
    pl: float                              # privacy level DR × IR
    ec: float                              # entropy change
    h_released_sensitive: float            # H(X̄prv)
    h_released_sensitive_given_qi: float   # H(X̄prv | X̄qi)
    h_original_sensitive: float            # H(Xprv)
    mutual_information: float              # I(Xprv ; X̄prv)
    h_released_qi: float                   # H(X̄qi)
    h_original_qi: float                   # H(Xqi)
    dr_degenerate: bool                    # H(X̄prv) = 0, DR set to 0
    ir_degenerate: bool                    # H(Xprv) = 0, IR set to 0
    ec_undefined: bool = False             # H(Xqi) + H(Xprv) = 0 but the release carries information: EC is NaN
    note: str = ""                         # one human-readable sentence per special case, for the UI; "" if none

    @property
    def degenerate(self) -> bool:
        return self.dr_degenerate or self.ir_degenerate or self.ec_undefined


@dataclass(frozen=True)
class AttributePrivacyLevel:
    """PL_Y(X̄) of one attribute X given known attributes Y (SPEC §1.2, algorithm 2)."""

    dr: float
    ir: float
    pl: float
    h_released: float                      # H(X̄)
    h_released_given_known: float          # H(X̄ | Ȳ)
    h_original: float                      # H(X)
    mutual_information: float              # I(X ; X̄)
    h_released_known: float                # H(Ȳ)
    dr_degenerate: bool                    # H(X̄) = 0, DR set to 0
    ir_degenerate: bool                    # H(X) = 0, IR set to 0
    attribute: str | None = None
    known: tuple[str, ...] = ()
    note: str = ""

    @property
    def degenerate(self) -> bool:
        return self.dr_degenerate or self.ir_degenerate


@dataclass(frozen=True)
class PrivacyLevels:
    """Everything ``privacy_levels`` measures on a pair of tables: overall PL, PL per attribute, EC."""

    overall: PrivacyLevel
    attributes: dict[str, AttributePrivacyLevel] = field(default_factory=dict)
    qis: tuple[str, ...] = ()
    sensitive: tuple[str, ...] = ()

    @property
    def ec(self) -> float:
        return self.overall.ec

    @property
    def pl(self) -> float:
        return self.overall.pl


# ----- code-matrix level ----------------------------------------------------------------------------------------------

def overall_privacy_level(original_sensitive_codes: np.ndarray, released_sensitive_codes: np.ndarray,
                          released_qi_codes: np.ndarray, original_qi_codes: np.ndarray,
                          weights: np.ndarray | None = None) -> PrivacyLevel:
    """PL, DR, IR and EC of a release (SPEC §1.1). Arguments are code matrices (rows × attributes, e.g.
    ``Dataset.codes(names)``); a 1-D array is one attribute. All four must have the same number of rows, paired by
    position; a list of 1-D code columns stands for the matrix they form (nothing is stacked). The code spaces of
    original and release are independent (each table numbers its own values). ``weights``: the records each row
    stands for (grouped pairs of rows), else one each."""
    xs, rs, rq, xq = (_matrix(a, what) for a, what in (
        (original_sensitive_codes, _("original sensitive")), (released_sensitive_codes, _("released sensitive")),
        (released_qi_codes, _("released quasi-identifier")), (original_qi_codes, _("original quasi-identifier"))))
    _same_rows(xs, rs, rq, xq)
    return overall_of_entropies(joint_entropy(rs, weights), joint_entropy(rq, weights),
                                joint_entropy([*rs, *rq], weights), joint_entropy(xs, weights),
                                joint_entropy([*xs, *rs], weights), joint_entropy(xq, weights))


def overall_of_entropies(h_rel: float, h_rel_qi: float, h_rel_and_qi: float, h_orig: float, h_orig_and_rel: float,
                         h_orig_qi: float) -> PrivacyLevel:
    """:func:`overall_privacy_level` from its joint entropies: H(X̄prv), H(X̄qi), H(X̄prv, X̄qi), H(Xprv),
    H(Xprv, X̄prv) and H(Xqi) — however they were counted (rows in memory, or an engine's aggregates)."""
    h_rel_given_qi = _conditional(h_rel_and_qi, h_rel_qi, h_rel)
    mi = _mutual_information(h_orig, h_rel, h_orig_and_rel)

    dr, dr_degenerate = _discrimination_rate(h_rel_given_qi, h_rel)
    ir, ir_degenerate = _information_retained(mi, h_orig)

    kept = h_rel_qi + h_rel
    before = h_orig_qi + h_orig
    ec_undefined = False
    if before <= _EPS:
        if kept <= _EPS:
            ec = 1.0
        else:
            ec, ec_undefined = math.nan, True
    else:
        ec = kept / before

    notes = []
    if dr_degenerate:
        notes.append(_("The released sensitive values are all the same (H(X̄prv) = 0), so the quasi-identifiers "
                       "cannot discriminate among them: DR is set to 0."))
    if ir_degenerate:
        notes.append(_("The original sensitive values are all the same (H(Xprv) = 0), so there is no information "
                       "to retain: IR is set to 0."))
    if ec_undefined:
        notes.append(_("The original table carries no information (H(Xqi) + H(Xprv) = 0) but the release does: "
                       "EC is undefined."))
    elif ec > 1 + 1e-9:
        notes.append(_("The release carries more information than the original (EC = {ec:.4f} > 1), as after "
                       "adding noise; PL is meant for releases that only reduce information (generalisation, "
                       "suppression).").format(ec=ec))
    return PrivacyLevel(dr=dr, ir=ir, pl=dr * ir, ec=ec, h_released_sensitive=h_rel,
                        h_released_sensitive_given_qi=h_rel_given_qi, h_original_sensitive=h_orig,
                        mutual_information=mi, h_released_qi=h_rel_qi, h_original_qi=h_orig_qi,
                        dr_degenerate=dr_degenerate, ir_degenerate=ir_degenerate, ec_undefined=ec_undefined,
                        note=" ".join(notes))


def attribute_privacy_level(original_x_codes: np.ndarray, released_x_codes: np.ndarray,
                            released_known_codes: np.ndarray, *, attribute: str | None = None,
                            known: Sequence[str] = (), weights: np.ndarray | None = None) -> AttributePrivacyLevel:
    """PL_Y(X̄) = (1 − H(X̄|Ȳ)/H(X̄)) × I(X;X̄)/H(X) (SPEC §1.2). ``original_x_codes``/``released_x_codes``: X in
    the original and in the release (1-D, or a matrix for a tuple of attributes); ``released_known_codes``: the
    known attributes Ȳ in the release (rows × |Y|; zero columns means nothing is known, so DR = 0).
    ``attribute``/``known`` only label the result; ``weights`` as for :func:`overall_privacy_level`.

    SPEC §1.3: PL of Age with Y = {ZIPCode} = (1 − 0/0.9183) × 0.9183/3.1699 = 0.2897."""
    x, rx, ry = (_matrix(a, what) for a, what in ((original_x_codes, _("original attribute")),
                                                   (released_x_codes, _("released attribute")),
                                                   (released_known_codes, _("released known attributes"))))
    _same_rows(x, rx, ry)
    return attribute_of_entropies(joint_entropy(rx, weights), joint_entropy(ry, weights),
                                  joint_entropy([*rx, *ry], weights), joint_entropy(x, weights),
                                  joint_entropy([*x, *rx], weights), attribute=attribute, known=known)


def attribute_of_entropies(h_rel: float, h_known: float, h_rel_and_known: float, h_orig: float,
                           h_orig_and_rel: float, *, attribute: str | None = None,
                           known: Sequence[str] = ()) -> AttributePrivacyLevel:
    """:func:`attribute_privacy_level` from its joint entropies: H(X̄), H(Ȳ), H(X̄, Ȳ), H(X) and H(X, X̄)."""
    h_rel_given_known = _conditional(h_rel_and_known, h_known, h_rel)
    mi = _mutual_information(h_orig, h_rel, h_orig_and_rel)
    dr, dr_degenerate = _discrimination_rate(h_rel_given_known, h_rel)
    ir, ir_degenerate = _information_retained(mi, h_orig)
    notes = []
    if dr_degenerate:
        notes.append(_("The released values of '{attribute}' are all the same (H = 0): DR is set to 0.")
                     .format(attribute=attribute) if attribute else
                     _("The released values of the attribute are all the same (H = 0): DR is set to 0."))
    if ir_degenerate:
        notes.append(_("The original values of '{attribute}' are all the same (H = 0): IR is set to 0.")
                     .format(attribute=attribute) if attribute else
                     _("The original values of the attribute are all the same (H = 0): IR is set to 0."))
    return AttributePrivacyLevel(dr=dr, ir=ir, pl=dr * ir, h_released=h_rel, h_released_given_known=h_rel_given_known,
                                 h_original=h_orig, mutual_information=mi, h_released_known=h_known,
                                 dr_degenerate=dr_degenerate, ir_degenerate=ir_degenerate, attribute=attribute,
                                 known=tuple(known), note=" ".join(notes))


# ----- Dataset level --------------------------------------------------------------------------------------------------

def privacy_levels(original: Dataset, released: Dataset, qis: Sequence[str], sensitive: Sequence[str],
                   known: Mapping[str, Sequence[str]] | None = None,
                   weights: np.ndarray | None = None) -> PrivacyLevels:
    """Overall PL/DR/IR/EC plus PL_Y(X̄) for every QI and every sensitive attribute (SPEC §1).

    ``known`` maps an attribute X to its known set Y; by default Y = all QIs except X itself. An attribute that is
    neither a QI nor sensitive but has an entry in ``known`` is measured too. Columns are matched by name; both tables
    must have the same rows in the same order. ``weights``: the records each pair of rows stands for (the grouped
    pairs an out-of-core engine gives), else one each.
    """
    if original.n_rows != released.n_rows:
        raise InputError(_("the original has {n_rows} rows and the release {released}; rows are paired by position, so "
                           "a release must keep every row in place (a suppressed row keeps its place with its "
                           "quasi-identifiers set to '*')").format(n_rows=original.n_rows, released=released.n_rows))
    tables = {ORIGINAL: original, RELEASED: released}

    def entropy_of(columns: Sequence[tuple[str, str]]) -> float:
        codes = [tables[side].column(name).codes for side, name in columns]
        return joint_entropy(codes, weights) if codes else 0.0

    return paired_privacy_levels(entropy_of, qis, sensitive, known)


ORIGINAL, RELEASED = "original", "released"
"""The two sides of a pair of tables, as :func:`paired_privacy_levels` names a column: (side, name)."""


def paired_privacy_levels(entropy_of: Callable[[Sequence[tuple[str, str]]], float], qis: Sequence[str],
                          sensitive: Sequence[str], known: Mapping[str, Sequence[str]] | None = None) -> PrivacyLevels:
    """:func:`privacy_levels` from ``entropy_of(columns)``: the joint entropy of the paired records over the
    columns (side, name), side ``ORIGINAL`` or ``RELEASED`` (no columns: 0) — counted in memory or by an engine's
    aggregates; every figure then comes from the same formulas."""
    qis, sensitive = list(qis), list(sensitive)
    known = dict(known or {})
    for message, names in ((_("{names} listed more than once among the quasi-identifiers"), qis),
                           (_("{names} listed more than once among the sensitive attributes"), sensitive)):
        repeated = sorted({a for a in names if names.count(a) > 1})
        if repeated:
            raise InputError(message.format(names=", ".join(repr(a) for a in repeated)))

    def entropy(*parts: tuple[str, Sequence[str]]) -> float:
        return entropy_of([(side, name) for side, names in parts for name in names])

    rs, rq, xs = (RELEASED, sensitive), (RELEASED, qis), (ORIGINAL, sensitive)
    overall = overall_of_entropies(entropy(rs), entropy(rq), entropy(rs, rq), entropy(xs), entropy(xs, rs),
                                   entropy((ORIGINAL, qis)))
    measured = list(dict.fromkeys(qis + sensitive + list(known)))
    attributes: dict[str, AttributePrivacyLevel] = {}
    for name in measured:  # a loop over a few attributes
        ys = list(known[name]) if name in known else [q for q in qis if q != name]
        if name in ys:
            raise InputError(_("the known attributes of '{name}' include '{name}' itself; an attacker who knows "
                               "the attribute learns nothing from the release about it").format(name=name))
        rx, ry, x = (RELEASED, [name]), (RELEASED, ys), (ORIGINAL, [name])
        attributes[name] = attribute_of_entropies(entropy(rx), entropy(ry), entropy(rx, ry), entropy(x),
                                                  entropy(x, rx), attribute=name, known=ys)
    return PrivacyLevels(overall, attributes, tuple(qis), tuple(sensitive))


# ----- helpers --------------------------------------------------------------------------------------------------------

def _matrix(codes: np.ndarray | list[np.ndarray], what: str) -> "_Columns":
    """A code matrix, or a list of 1-D code columns, checked and seen as its columns."""
    if isinstance(codes, (list, tuple)) and codes:
        columns = [_matrix(c, what) for c in codes]
        _same_rows(*columns)
        return _Columns([c for part in columns for c in part], columns[0].n_rows)
    array = np.asarray(codes)
    if array.ndim == 1:
        array = array[:, None]
    if array.ndim != 2:
        raise InputError(_("the {what} codes must be a 1-D array or a rows × attributes matrix").format(what=what))
    if array.size and not np.issubdtype(array.dtype, np.integer):
        raise InputError(_("the {what} codes must be integers").format(what=what))
    if array.size and array.min() < 0:
        raise InputError(_("the {what} codes must be non-negative").format(what=what))
    return _Columns([array[:, j] for j in range(array.shape[1])], array.shape[0])


class _Columns(list):
    """Code columns with their number of rows (known even when there are no columns)."""

    def __init__(self, columns: list[np.ndarray], n_rows: int) -> None:
        super().__init__(columns)
        self.n_rows = n_rows


def _same_rows(*matrices: "_Columns") -> None:
    rows = {m.n_rows for m in matrices}
    if len(rows) > 1:
        raise InputError(_("the original and the release must have the same rows, paired by position; got row counts "
                           "{counts}").format(counts=sorted(rows)))


def _conditional(h_joint: float, h_condition: float, h_upper: float) -> float:
    """H(X|Y) = H(X,Y) − H(Y), clipped into [0, H(X)] against rounding."""
    return min(max(h_joint - h_condition, 0.0), h_upper)


def _mutual_information(h_x: float, h_y: float, h_xy: float) -> float:
    """I(X;Y) = H(X) + H(Y) − H(X,Y), clipped into [0, min(H(X), H(Y))] against rounding."""
    return min(max(h_x + h_y - h_xy, 0.0), h_x, h_y)


def _discrimination_rate(h_given: float, h: float) -> tuple[float, bool]:
    if h <= _EPS:
        return 0.0, True
    return min(max(1.0 - h_given / h, 0.0), 1.0), False


def _information_retained(mi: float, h: float) -> tuple[float, bool]:
    if h <= _EPS:
        return 0.0, True
    return min(max(mi / h, 0.0), 1.0), False
