"""Builders that make a :class:`Hierarchy` from a column's distinct values, like ARX's hierarchy wizards.

Every builder
- takes the distinct value texts (``Column.values`` can be passed as is: ``None``, the missing category, is skipped,
  and repeated values are kept once, in first-seen order unless the builder sorts them);
- ends with a top level ``*`` unless its last level already has a single label;
- records its parameters in ``Hierarchy.builder`` (``{"kind": ..., ...}``, JSON-ready) so a project file keeps them
  and the GUI can reopen the builder; :func:`rebuild` makes the hierarchy again from a spec and (new) values.

Numbers are parsed exactly (``decimal.Decimal``) so interval bounds such as 0.1 + 0.2 print as ``0.3``.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from datetime import datetime
from decimal import ROUND_FLOOR, Decimal, InvalidOperation
from typing import Any, Callable, Iterable, Mapping, Sequence

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy, name_values
from privdesk.engine.core.errors import InputError

TOP = "*"


# ----- intervals ------------------------------------------------------------------------------------------------------


def intervals(values: Iterable[Any], width: float | int | str, fanouts: Sequence[int] | None = None,
              start: float | int | str | None = None, bottom: float | int | str | None = None,
              top: float | int | str | None = None, attribute: str | None = None) -> Hierarchy:
    """Numeric values (listed by number) into half-open intervals ``[20, 30[`` of ``width``, then coarser ones.

    Level 1 cuts the number line into intervals of ``width`` aligned at ``start`` (default: ``bottom`` if given,
    else the smallest value rounded down to a multiple of ``width``). Level k+1 joins ``fanouts[k-1]`` consecutive
    intervals of level k. Without ``fanouts`` the intervals double until the next doubling would leave a single
    interval. Bottom/top coding: values below ``bottom`` are labelled ``<bottom`` and values at or above ``top``
    ``>=top`` on every interval level; intervals are clipped to [bottom, top[ so their labels stay truthful.
    """
    texts, numbers = _sorted_numbers(values)
    width_number = _number(width, _("width"))
    if width_number <= 0:
        raise InputError(_("the interval width must be greater than 0"), value=width)
    bottom_number = None if bottom is None else _number(bottom, _("bottom"))
    top_number = None if top is None else _number(top, _("top"))
    if bottom_number is not None and top_number is not None and bottom_number >= top_number:
        raise InputError(_("bottom coding limit {bottom} must be below the top coding limit {top}").format(
            bottom=format_number(bottom_number), top=format_number(top_number)))
    if fanouts is not None:
        fanouts = [_fanout(f, _("fanout")) for f in fanouts]

    def coded(x: Decimal) -> str | None:
        if bottom_number is not None and x < bottom_number:
            return f"<{format_number(bottom_number)}"
        if top_number is not None and x >= top_number:
            return f">={format_number(top_number)}"
        return None

    inner = [x for x in numbers if coded(x) is None]
    if start is not None:
        origin = _number(start, _("start"))
    elif bottom_number is not None:
        origin = bottom_number
    elif inner:
        origin = (min(inner) / width_number).to_integral_value(rounding=ROUND_FLOOR) * width_number
    else:
        origin = Decimal(0)
    below = [texts[i] for i, x in enumerate(numbers) if coded(x) is None and x < origin]
    if below:
        raise InputError(_("value(s) {values} lie below the interval start {start}; lower the start or set a bottom "
                           "coding limit").format(values=name_values(below), start=format_number(origin)))
    base_index = [None if coded(x) is not None else int((x - origin) // width_number) for x in numbers]

    def label(index: int, span: int) -> str:
        low = origin + index * span * width_number
        high = low + span * width_number
        if bottom_number is not None:
            low = max(low, bottom_number)
        if top_number is not None:
            high = min(high, top_number)
        return f"[{format_number(low)}, {format_number(high)}["

    def level_labels(span: int) -> list[str]:
        return [coded(x) or label(i // span, span) for x, i in zip(numbers, base_index)]

    columns = [level_labels(1)]
    if fanouts is not None:
        span = 1
        for fanout in fanouts:
            span *= fanout
            columns.append(level_labels(span))
    else:
        span = 1
        groups = {i for i in base_index if i is not None}
        while len(groups) > 1:
            span *= 2
            groups = {i // span for i in base_index if i is not None}
            if len(groups) > 1:
                columns.append(level_labels(span))
    spec = {"kind": "intervals", "width": json_number(width_number),
            "fanouts": None if fanouts is None else list(fanouts),
            "start": None if start is None else json_number(origin),
            "bottom": None if bottom_number is None else json_number(bottom_number),
            "top": None if top_number is None else json_number(top_number)}
    return _finish(texts, columns, spec, attribute)


def intervals_from_cuts(values: Iterable[Any], cuts_per_level: Sequence[Sequence[float | int | str]],
                        attribute: str | None = None) -> Hierarchy:
    """Numeric values (listed by number) cut at explicit points per level, e.g. ``[[18, 30, 45, 65], [45]]``.

    With cuts c1 < … < cm a value gets ``<c1``, ``[ci, ci+1[`` or ``>=cm``. Each level's cuts must be a subset of
    the level below's cuts, so that every interval lies inside one interval of the next level.
    """
    texts, numbers = _sorted_numbers(values)
    if not cuts_per_level:
        raise InputError(_("give the cut points of at least one level"))
    levels: list[list[Decimal]] = []
    for level, cuts in enumerate(cuts_per_level, start=1):
        points = sorted({_number(c, _("cut point of level {level}").format(level=level)) for c in cuts})
        if not points:
            raise InputError(_("level {level} has no cut points; the top level '{top}' is added by itself").format(
                level=level, top=TOP))
        if levels:
            extra = [p for p in points if p not in set(levels[-1])]
            if extra:
                raise InputError(_("level {level} cuts at {cuts}, which level {below} does not cut at; each level may "
                                   "only drop cut points of the level below, or its intervals would straddle").format(
                    level=level, cuts=", ".join(format_number(p) for p in extra), below=level - 1))
        levels.append(points)

    def label(x: Decimal, points: list[Decimal]) -> str:
        slot = bisect_right(points, x)
        if slot == 0:
            return f"<{format_number(points[0])}"
        if slot == len(points):
            return f">={format_number(points[-1])}"
        return f"[{format_number(points[slot - 1])}, {format_number(points[slot])}["

    columns = [[label(x, points) for x in numbers] for points in levels]
    spec = {"kind": "intervals_from_cuts", "cuts_per_level": [[json_number(p) for p in points] for points in levels]}
    return _finish(texts, columns, spec, attribute)


# ----- masking --------------------------------------------------------------------------------------------------------


def masking(values: Iterable[Any], char: str = "*", direction: str = "right", align: str = "right",
            pad: str | None = None, attribute: str | None = None) -> Hierarchy:
    """Redaction one character per level, as ARX's redaction builder: 47677 → 4767* → 476** → … → *****.

    Values of unequal length are laid into a frame as wide as the longest value, aligned at the ``align`` end
    ("right": like numbers, the short value is indented; "left": like text). Level k masks the k frame positions
    nearest the ``direction`` end ("right" starts at the last character). With ``pad`` the short values are filled
    up to the frame width with that character from level 1 on (ARX's padding), so all labels of a level are equally
    wide; without it a label keeps its value's own length and only the value's characters inside the masked
    positions are replaced. There are as many masking levels as the frame is wide; the last masks everything.
    """
    texts = distinct_texts(values)
    if len(char) != 1:
        raise InputError(_("the masking character must be a single character"), value=char)
    if pad is not None and len(pad) != 1:
        raise InputError(_("the padding character must be a single character"), value=pad)
    for name, choice in (("direction", direction), ("align", align)):
        if choice not in ("left", "right"):
            raise InputError(_("masking {name} must be 'left' or 'right'").format(name=name), value=choice)
    width = max(len(t) for t in texts)

    def masked(text: str, level: int) -> str:
        offset = width - len(text) if align == "right" else 0
        if pad is not None:
            text, offset = (pad * offset + text).ljust(width, pad), 0
        hidden = range(width - level, width) if direction == "right" else range(0, level)
        cells = list(text)
        for position in hidden:
            if 0 <= position - offset < len(cells):
                cells[position - offset] = char
        return "".join(cells)

    columns = [[masked(t, level) for t in texts] for level in range(1, width + 1)]
    spec = {"kind": "masking", "char": char, "direction": direction, "align": align, "pad": pad}
    return _finish(texts, columns, spec, attribute)


# ----- grouping -------------------------------------------------------------------------------------------------------


def grouping(values: Iterable[Any], sizes: Sequence[int], labels: Sequence[Sequence[str]] | None = None,
             separator: str = "-", attribute: str | None = None) -> Hierarchy:
    """Ordered grouping: values in the given order form groups of ``sizes[0]`` consecutive values (level 1), then
    groups of ``sizes[1]`` consecutive level-1 groups (level 2), and so on; a last group may be smaller.

    A group is labelled ``first-last`` (its first and last original value joined by ``separator``; a group of one
    value keeps that value) unless ``labels[level - 1]`` gives one label per group of that level.
    """
    texts = distinct_texts(values)
    sizes = [_fanout(s, _("group size")) for s in sizes]
    if labels is not None and len(labels) > len(sizes):
        raise InputError(_("labels are given for {labels} levels but there are only {sizes} group sizes").format(
            labels=len(labels), sizes=len(sizes)))
    # Each group: (index of its first original value, index of its last original value).
    groups = [(i, i) for i in range(len(texts))]
    group_of_value = list(range(len(texts)))
    columns = []
    for level, size in enumerate(sizes, start=1):
        merged = [(groups[g][0], groups[min(g + size, len(groups)) - 1][1]) for g in range(0, len(groups), size)]
        group_of_value = [g // size for g in group_of_value]
        names = _group_names(texts, merged, level, labels, separator)
        columns.append([names[g] for g in group_of_value])
        groups = merged
    spec = {"kind": "grouping", "sizes": list(sizes), "labels": None if labels is None else [list(x) for x in labels],
            "separator": separator}
    return _finish(texts, columns, spec, attribute)


def _group_names(texts: list[str], groups: list[tuple[int, int]], level: int,
                 labels: Sequence[Sequence[str]] | None, separator: str) -> list[str]:
    if labels is not None and level <= len(labels):
        given = [str(x) for x in labels[level - 1]]
        if len(given) != len(groups):
            raise InputError(_("level {level} has {groups} groups but {labels} labels were given").format(
                level=level, groups=len(groups), labels=len(given)))
        names = given
    else:
        names = [texts[a] if a == b else f"{texts[a]}{separator}{texts[b]}" for a, b in groups]
    seen: dict[str, int] = {}
    for index, name in enumerate(names):
        if name in seen:
            raise InputError(_("level {level}: groups {first} and {second} are both labelled '{name}'; give distinct "
                               "labels or another separator").format(level=level, first=seen[name] + 1,
                                                                     second=index + 1, name=name))
        seen[name] = index
    return names


def explicit_groups(values: Iterable[Any], levels: Sequence[Mapping[str, Sequence[str]]],
                    attribute: str | None = None) -> Hierarchy:
    """Groups spelled out per level: ``levels[0]`` maps each level-1 label to its original values, ``levels[k]``
    maps each level-(k+1) label to labels of level k. Every item of the level below must be in exactly one group."""
    texts = distinct_texts(values)
    if not levels:
        raise InputError(_("give the groups of at least one level"))
    below = texts
    label_of_value = list(texts)
    columns = []
    for level, groups in enumerate(levels, start=1):
        parent: dict[str, str] = {}
        known = set(below)
        unknown = []
        for label, members in groups.items():
            if isinstance(members, str):
                members = [members]
            for member in members:
                member = str(member)
                if member not in known:
                    unknown.append(member)
                elif member in parent and parent[member] != str(label):
                    raise InputError(_("level {level}: '{member}' is in two groups, '{first}' and '{label}'").format(
                        level=level, member=member, first=parent[member], label=label))
                parent[member] = str(label)
        if unknown:
            message = (_("level {level} groups name values that do not exist: {values}") if level == 1 else
                       _("level {level} groups name level-{below} labels that do not exist: {values}"))
            raise InputError(message.format(level=level, below=level - 1, values=name_values(unknown)))
        uncovered = [item for item in below if item not in parent]
        if uncovered:
            message = (_("level {level}: no group holds the values {values}") if level == 1 else
                       _("level {level}: no group holds the level-{below} labels {values}"))
            raise InputError(message.format(level=level, below=level - 1, values=name_values(uncovered)))
        label_of_value = [parent[x] for x in label_of_value]
        columns.append(label_of_value)
        below = list(dict.fromkeys(str(label) for label in groups))
    spec = {"kind": "explicit_groups",
            "levels": [{str(k): ([v] if isinstance(v, str) else [str(x) for x in v]) for k, v in g.items()}
                       for g in levels]}
    return _finish(texts, columns, spec, attribute)


# ----- dates ----------------------------------------------------------------------------------------------------------

DATE_LEVELS: dict[str, Callable[[datetime], str]] = {
    "day": lambda d: f"{d.year:04d}-{d.month:02d}-{d.day:02d}",
    "month": lambda d: f"{d.year:04d}-{d.month:02d}",
    "quarter": lambda d: f"{d.year:04d}-Q{(d.month - 1) // 3 + 1}",
    "year": lambda d: f"{d.year:04d}",
    "decade": lambda d: f"{d.year // 10 * 10:04d}-{d.year // 10 * 10 + 9:04d}",
    "century": lambda d: f"{d.year // 100 * 100:04d}-{d.year // 100 * 100 + 99:04d}",
}
"""Date levels from fine to coarse; each is a function of every finer one."""


def dates(values: Iterable[Any], fmt: str = "%Y-%m-%d", levels: Sequence[str] = ("month", "year", "decade"),
          attribute: str | None = None) -> Hierarchy:
    """Dates parsed with ``fmt`` (strptime) generalized to e.g. ``2020-01`` → ``2020`` → ``2020-2029`` → ``*``.

    ``levels`` picks from day, month, quarter, year, decade, century, from fine to coarse.
    """
    texts = distinct_texts(values)
    names = list(DATE_LEVELS)
    ranks = []
    for level in levels:
        if level not in DATE_LEVELS:
            raise InputError(_("unknown date level '{level}'; choose from {levels}").format(level=level,
                                                                                            levels=", ".join(names)))
        ranks.append(names.index(level))
    if ranks != sorted(set(ranks)) or not ranks:
        raise InputError(_("date levels must go from fine to coarse without repeats ({levels}); got {given}").format(
            levels=", ".join(names), given=", ".join(levels) or _("none")))
    parsed = []
    for text in texts:
        try:
            parsed.append(datetime.strptime(text.strip(), fmt))
        except ValueError:
            raise InputError(_("not a date in the format {fmt}").format(fmt=fmt), value=text) from None
    columns = [[DATE_LEVELS[level](d) for d in parsed] for level in levels]
    spec = {"kind": "dates", "fmt": fmt, "levels": list(levels)}
    return _finish(texts, columns, spec, attribute)


# ----- value to top ---------------------------------------------------------------------------------------------------


def value_to_top(values: Iterable[Any], attribute: str | None = None) -> Hierarchy:
    """The simplest hierarchy: each value, then ``*`` (keep the value or suppress it)."""
    texts = distinct_texts(values)
    return Hierarchy.from_rows([[t, TOP] for t in texts], attribute=attribute, builder={"kind": "value_to_top"})


# ----- rebuilding from a spec -----------------------------------------------------------------------------------------

BUILDERS: dict[str, Callable[..., Hierarchy]] = {
    "intervals": intervals,
    "intervals_from_cuts": intervals_from_cuts,
    "masking": masking,
    "grouping": grouping,
    "explicit_groups": explicit_groups,
    "dates": dates,
    "value_to_top": value_to_top,
}


def rebuild(spec: Mapping[str, Any], values: Iterable[Any], attribute: str | None = None) -> Hierarchy:
    """Run the builder a spec (``Hierarchy.builder``) describes on ``values`` again, e.g. after the data changed."""
    parameters = dict(spec)
    kind = parameters.pop("kind", None)
    parameters.pop("generated", None)  # made by engine/attributes/default_hierarchies.py; rebuilt the same way
    if kind not in BUILDERS:
        raise InputError(_("unknown hierarchy builder '{kind}'; known: {builders}").format(
            kind=kind, builders=", ".join(BUILDERS)))
    try:
        return BUILDERS[kind](values, **parameters, attribute=attribute)
    except TypeError as error:
        raise InputError(_("the '{kind}' builder settings are damaged ({error})").format(kind=kind,
                                                                                         error=error)) from None


# ----- shared pieces --------------------------------------------------------------------------------------------------


def distinct_texts(values: Iterable[Any]) -> list[str]:
    """Value texts once each, first-seen order, the missing category (None) left out."""
    texts = list(dict.fromkeys(str(v) for v in values if v is not None))
    if not texts:
        raise InputError(_("there are no values to build a hierarchy from"))
    return texts


def parse_numbers(texts: Sequence[str]) -> list[Decimal]:
    """Exact numbers; a decimal comma (1,5) is accepted. Unparseable texts: InputError listing them."""
    numbers, failing = [], []
    for text in texts:
        number = _try_number(text)
        if number is None:
            failing.append(text)
        numbers.append(number)
    if failing:
        raise InputError(_("{count} value(s) are not numbers: {values}").format(count=len(failing),
                                                                                values=name_values(failing)))
    return numbers


def _sorted_numbers(values: Iterable[Any]) -> tuple[list[str], list[Decimal]]:
    """Distinct value texts and their numbers, ordered by number (the hierarchy lists them that way)."""
    texts = distinct_texts(values)
    numbers = parse_numbers(texts)
    order = sorted(range(len(texts)), key=numbers.__getitem__)
    return [texts[i] for i in order], [numbers[i] for i in order]


def format_number(number: Decimal) -> str:
    """Shortest plain form: 20, 2.5, -0.125 (no exponent, no trailing zeros)."""
    if number == 0:
        return "0"
    return format(number.normalize(), "f")


def json_number(number: Decimal) -> int | float:
    return int(number) if number == number.to_integral_value() else float(number)


def _try_number(text: Any) -> Decimal | None:
    raw = str(text).strip()
    for candidate in (raw, raw.replace(",", ".", 1) if raw.count(",") == 1 and "." not in raw else None):
        if candidate is None:
            continue
        try:
            number = Decimal(candidate)
        except InvalidOperation:
            continue
        if number.is_finite():
            return number
    return None


def _number(value: Any, what: str) -> Decimal:
    """A finite number; ``what`` names the setting in the current language (``_("width")``)."""
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InputError(_("the {what} must be a finite number").format(what=what), value=value)
        value = repr(value)
    number = _try_number(value)
    if number is None:
        raise InputError(_("the {what} must be a number").format(what=what), value=value)
    return number


def _fanout(value: Any, what: str) -> int:
    """A whole number >= 2 (a factor of 1 would only repeat the level below)."""
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().lstrip("+-").isdigit():
        number = int(value)
    if number is None or number < 2:
        raise InputError(_("the {what} must be a whole number of at least 2").format(what=what), value=value)
    return number


def _finish(texts: list[str], columns: list[list[str]], spec: dict[str, Any],
            attribute: str | None) -> Hierarchy:
    """Level 0 plus the built levels, a ``*`` on top unless the last level is already a single label."""
    columns = [list(texts)] + columns
    if len(set(columns[-1])) > 1:
        columns.append([TOP] * len(texts))
    rows = [list(row) for row in zip(*columns)]
    return Hierarchy.from_rows(rows, attribute=attribute, builder=spec)
