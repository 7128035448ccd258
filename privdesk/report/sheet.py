"""The sheet model (cells collected first, rendered later) and the helpers that turn record values into cells and
words."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from privdesk.engine.metrics.record_figures import finite_number as finite
from privdesk.engine.models import registry
from privdesk.report.labels import label, label_or


@dataclass
class Sheet:
    """A sheet's cells by (row, column), with its layout; rendered row by row into a write-only worksheet."""

    key: str
    freeze: str | None = "A2"
    gridlines: bool = True
    widths: dict[int, float] = field(default_factory=dict)       # fixed widths (characters) by column
    max_width: float = 60
    cells: dict[int, dict[int, tuple[Any, str]]] = field(default_factory=dict)
    last: int = 0
    charts: list[tuple[int, Callable[[Any], Any]]] = field(default_factory=list)  # row, chart made for a worksheet
    colour_scales: list[tuple[str, float]] = field(default_factory=list)  # cell range, |value| of the ends
    notes_row: int | None = None                                  # where notes on changed cells go
    landscape: bool = True
    breaks: list[int] = field(default_factory=list)               # page breaks after these rows
    keep: list[tuple[int, int]] = field(default_factory=list)     # row ranges printed on one page when they fit
    print_last: int | None = None                                 # the last printed row (None: every row)
    print_columns: int | None = None                              # the last printed column (None: every one)
    one_page: bool = False                                        # printed on one page (else one page wide)

    def put(self, row: int, col: int, value: Any, style: str = "text") -> None:
        if value is None or (value == "" and style == "text"):
            return
        self.cells.setdefault(row, {})[col] = (value, style)
        self.last = max(self.last, row)

    def add(self, *values: Any, style: str = "text") -> int:
        """Append a row; a value may be ``(value, style)``."""
        self.last += 1
        for col, value in enumerate(values, 1):
            if isinstance(value, tuple):
                self.put(self.last, col, *value)
            else:
                self.put(self.last, col, value, style)
        return self.last

    def blank(self) -> None:
        self.last += 1

    def title(self, text: str) -> None:
        self.add((text, "title"))

    def heading(self, text: str) -> None:
        if self.last > 1:
            self.blank()
        self.add((text, "heading"))

    def header(self, *names: str) -> None:
        self.add(*[(name, "header") for name in names])

    def note(self, text: str) -> None:
        self.add((text, "note"))


# ----- value helpers --------------------------------------------------------------------------------------------------


def num(value: Any, style: str = "measure", missing: str = "none") -> tuple[Any, str]:
    """A number cell, or a word when the value is missing (``missing``: ``none`` or ``infinite``)."""
    number = finite(value)
    if number is None:
        if (isinstance(value, float) and math.isinf(value)) or value == "inf":  # JSON writes infinity as "inf"
            return label("infinite"), "text"
        return label(missing), "text"
    if style.split("+")[0] == "int" and number.is_integer():
        return int(number), style
    return number, style


def pass_fail(passed: Any) -> tuple[str, str]:
    return (label("pass"), "pass") if passed else (label("fail"), "fail")


def as_text(value: Any) -> str:
    """Any record value as one line of text."""
    if value is None:
        return label("none")
    if isinstance(value, bool):
        return label("yes" if value else "no")
    if isinstance(value, float):
        return f"{value:g}" if math.isfinite(value) else label("infinite")
    if isinstance(value, Mapping):
        if not value:
            return label("none")
        return "; ".join(f"{k}: {as_text(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        if not value:
            return label("none")
        return ", ".join(as_text(v) for v in value)
    return str(value)


def short(value: Any, limit: int = 300) -> str:
    text = as_text(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def listed_names(names: Sequence[Any], limit: int = 40) -> str:
    names = [str(n) for n in names]
    if not names:
        return label("none")
    if len(names) <= limit:
        return ", ".join(names)
    return label("listed_more", shown=", ".join(names[:limit]), count=len(names))


def one_in(probability: Any) -> str:
    number = finite(probability)
    if not number:
        return label("not_available_short")
    return label("one_in", n=max(1, round(1 / number)))


def plain_number(value: Any) -> str:
    number = finite(value)
    return as_text(value) if number is None else f"{number:g}"


# ----- the sheets -----------------------------------------------------------------------------------------------------


def algorithm_name(record: Mapping[str, Any]) -> str:
    algorithm = record.get("configuration", {}).get("algorithm")
    if isinstance(algorithm, Mapping):
        algorithm = algorithm.get("name")
    algorithm = str(algorithm or record.get("result", {}).get("algorithm") or "")
    return label_or(f"algorithm.{algorithm}", algorithm) if algorithm else ""


def release_model_text(model: Any) -> str:
    """A release model (public, semi-public, non-public) in words."""
    return label_or(f"release_model.{model}", as_text(model)) if model not in (None, "") else as_text(model)


def parameter_keys() -> tuple[str, ...]:
    """Where a model entry keeps its main parameter (each model's ``Parameter.key``; δ-presence: δmax, its δmin
    shows in the label), then the keys of a check's required value."""
    return (*dict.fromkeys(spec.parameter.key for spec in registry.models()), "required", "value")


def builder_text(builder: Any) -> str:
    """How a hierarchy was built, in one short line."""
    if not isinstance(builder, Mapping):
        return label("builder.explicit")
    kind = str(builder.get("kind", "")).replace("_", " ")
    if builder.get("generated"):
        kind = label("builder.generated", kind=kind)
    parts = []
    for key, value in builder.items():
        if key in ("kind", "generated") or value is None:
            continue
        if isinstance(value, (list, tuple)) and value and all(isinstance(v, Mapping) for v in value):
            parts.append(label("builder.groups_per_level", counts=" → ".join(str(len(v)) for v in value)))
            continue
        elif isinstance(value, (list, tuple)):
            text = " → ".join(as_text(v) for v in value)
        elif isinstance(value, Mapping):
            text = label("builder.groups", count=len(value))
        else:
            text = as_text(value)
        parts.append(f"{key}: {text}")
    return short(f"{kind} ({'; '.join(parts)})" if parts else kind, 200)


def value_text(value: Any) -> str:
    return label("attributes.missing_value") if value in (None, "") else str(value)
