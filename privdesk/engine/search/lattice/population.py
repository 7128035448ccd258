"""δ-presence's population table in the optimal search (``lattice._prepare``): its quasi-identifier rows as
hierarchy rows, appended to the frequency set with record count 0, and the check that it contains the data."""

from __future__ import annotations

from typing import Mapping

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.hierarchy import Hierarchy, name_values
from privdesk.engine.core.classes import group_rows, partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.rows.memory import remembered


REMEMBERED_POPULATIONS = 2
"""Groupings a population table keeps (``rows.memory.remembered``): each k-map or δ-presence search grouped it
again, a tenth of the search on Adult."""


def population_qi_rows(population: Dataset, qis: list[str],
                     hierarchies: Mapping[str, Hierarchy]) -> tuple[np.ndarray, np.ndarray]:
    """The population's distinct QI rows as hierarchy row indices (= level-0 label codes), with their counts
    (read-only: kept with the table for the next search with the same QIs and hierarchies, which the entry holds,
    so their ids name them while it lasts)."""
    used = tuple(hierarchies[q] for q in qis)
    rows, counts, _held = remembered(population, ("population rows", tuple(qis), tuple(map(id, used))),
                                     lambda: (*_grouped_qi_rows(population, qis, hierarchies), used),
                                     REMEMBERED_POPULATIONS)
    return rows, counts


def _grouped_qi_rows(population: Dataset, qis: list[str],
                     hierarchies: Mapping[str, Hierarchy]) -> tuple[np.ndarray, np.ndarray]:
    columns = []
    for q in qis:
        column = population.column(q)
        lacking = hierarchies[q].uncovered_values(column, population.source.missing_tokens)
        if lacking:
            raise InputError(_("the population table has {count} value(s) that the hierarchy of '{column}' lacks: "
                               "{values}").format(count=len(lacking), column=q, values=name_values(lacking)),
                             path=population.source.path, column=q)
        bound = hierarchies[q].bind(column, population.source.missing_tokens)
        columns.append(bound[0][column.codes])
    grouped = partition(columns, radices=np.array([hierarchies[q].n_rows for q in qis], np.int64))
    return grouped.keys.astype(np.int64), grouped.sizes.astype(np.int64)


def check_contains(rows: np.ndarray, counts: np.ndarray, data_codes: list[np.ndarray], frequency: np.ndarray,
                    qis: list[str], hierarchies: Mapping[str, Hierarchy]) -> None:
    """Reject a population that lacks rows of the data (compared on original values, so at every node)."""
    m = len(frequency)
    columns = [np.concatenate([codes, rows[:, j]]) for j, codes in enumerate(data_codes)]
    group, n_groups = group_rows(columns, np.array([hierarchies[q].n_rows for q in qis], np.int64))
    in_data = np.bincount(group[:m], weights=frequency, minlength=n_groups)
    in_population = np.bincount(group[m:], weights=counts, minlength=n_groups)
    short = np.flatnonzero(in_data > in_population)
    if len(short):
        example = int(np.flatnonzero(group[:m] == short[0])[0])
        values = ", ".join(f"{q} = {name_values([hierarchies[q].labels[0][data_codes[j][example]]])}"
                           for j, q in enumerate(qis))
        raise InputError(_("the population table does not contain every row of the data: {count:,} "
                           "combination(s) of the quasi-identifiers occur more often in the data than in the "
                           "population, e.g. {values} ({in_data:,} in the data, {in_population:,} in the "
                           "population)").format(count=len(short), values=values, in_data=int(in_data[short[0]]),
                                                 in_population=int(in_population[short[0]])))
