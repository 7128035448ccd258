"""The "aggregate" choice of a quasi-identifier (ARX's microaggregation in the search): instead of being
generalised along a hierarchy, a numeric QI shows its class's mean, geometric mean, median, mode, interval or set
(engine/recoding/class_aggregation.py). The choice lives in the project's ``algorithm["aggregate"]`` (column → function);
such a column keeps its quasi-identifier role but leaves the generalised QIs of the search."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Column
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType
from privdesk.engine.recoding.class_aggregation import AGGREGATES

CHOICES = AGGREGATES
NUMERIC = (ColumnType.INTEGER, ColumnType.DECIMAL)


def offers_aggregate(column: Column) -> bool:
    """Whether the window offers the aggregate choice for ``column`` (numeric columns)."""
    return column.type in NUMERIC


def with_aggregate(algorithm: Mapping[str, Any], column: str, function: str | None) -> dict[str, str]:
    """The project's new ``algorithm["aggregate"]`` with ``column`` aggregated by ``function`` (None: generalised)."""
    chosen = dict(algorithm.get("aggregate", {}))
    if function:
        if function not in CHOICES:
            raise InputError(_("unknown aggregate '{function}'; choose one of {choices}").format(
                function=function, choices=", ".join(CHOICES)), column=column)
        chosen[column] = function
    else:
        chosen.pop(column, None)
    return chosen


def generalized_qis(qis: Sequence[str], aggregate: Mapping[str, str]) -> list[str]:
    """The quasi-identifiers the search generalises: those not aggregated."""
    return [name for name in qis if name not in aggregate]
