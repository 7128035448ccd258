"""The full-domain searches over persons whose quasi-identifiers differ between their rows (a patient older at a
later admission, or moved to another ZIP code).

A person's record is the set of their generalized QI tuples (rule P1 of ``engine/core/persons.py``) and a class is
the set of persons with the same record (P2). At a lattice node the search generalizes the distinct QI tuples of
the rows once, keeps the distinct (set, generalized tuple) pairs (two tuples of a set may merge into one) and
numbers equal sets alike (``persons.set_ids``): a sort and a factorization per node, no loop over persons. The
frequency set's rows are the distinct (set of original tuples, sensitive values) of the persons, counted in
persons, so k, l, t, the risks and the suppression limit count persons, and a failing class suppresses all rows
of its persons. A protected sensitive attribute of which a person holds several values (a diagnosis per
admission) is counted by its distinct (person, value) pairs instead, as ``check --person`` counts it
(``RecordSets.value_counts``, ``_hold_values``).

Why the lattice's pruning still holds: a node's generalized set of a person is the image of their set at any
specialization (levels are functions), so persons with equal sets at a specialization have equal sets at the node:
classes only merge when generalizing, and every class of the node is the union of classes of each specialization.
That is all that monotone tagging (k, distinct l), the smallest passing class and the union-closed bound of
``evaluation._forced`` assume, so they stay exact (tests/engine/search/test_record_sets.py checks the optimum by
brute force). The one thing dropped is the roll-up of condensed frequency sets (``SetCache``): a class no longer
determines its persons' tuples, so every node is evaluated from the base set.

The utility metrics score each person by the QI tuple of their first row (the frequency set's row stands for
it); the classes and the suppression are those of the whole sets.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from typing import Callable

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import person_values, set_ids
from privdesk.engine.models.requirements import sensitive_attributes, smallest_passing_class
from privdesk.engine.search.lattice.problem import FrequencySet, prepare, rows_of_groups


@dataclass
class RecordSets:
    """The persons' sets of QI tuples: ``tuples`` (the distinct QI tuples of the rows, a frequency set at the
    bottom node), the distinct (set, tuple) pairs sorted by set then tuple, and the set of each row of the
    problem's frequency set."""

    tuples: FrequencySet
    pair_set: np.ndarray
    pair_tuple: np.ndarray
    n_sets: int
    set_of_row: np.ndarray
    held: dict = field(default_factory=dict)  # name -> (frequency-set row, value, persons) of a multi-valued one

    def value_counts(self, name: str, group: np.ndarray, n_classes: int, n_values: int,
                     span: tuple[int, int] | None = None) -> np.ndarray | None:
        """The classes x values matrix of the distinct persons holding each value of ``name`` (rule P3), for the
        classes ``span`` (default all) from the class of each frequency-set row; None when every person holds one
        value of it (the frequency set's own codes then count them)."""
        held = self.held.get(name)
        if held is None:
            return None
        row, code, weight = held
        classes = group[row].astype(np.int64)
        start, stop = (0, n_classes) if span is None else span
        if span is not None:
            inside = (classes >= start) & (classes < stop)
            classes, code, weight = classes[inside], code[inside], weight[inside]
        counts = np.bincount((classes - start) * n_values + code, weights=weight, minlength=(stop - start) * n_values)
        return counts.astype(np.int64).reshape(stop - start, n_values)

    def classes(self, tuple_group: np.ndarray, n_groups: int) -> tuple[np.ndarray, int]:
        """(the class of each frequency-set row, the number of classes) from the class of each tuple at a node:
        persons whose sets of generalized tuples are equal share a class."""
        n_groups = max(1, int(n_groups))
        pairs = np.unique(self.pair_set * np.int64(n_groups) + tuple_group[self.pair_tuple])
        ids, _bound, _lengths, _starts = set_ids(pairs // n_groups, pairs % n_groups, self.n_sets, n_groups)
        dense, uniques = pd.factorize(ids)
        return dense.astype(np.int64)[self.set_of_row], len(uniques)


def person_grouping(persons: np.ndarray | None) -> Callable | None:
    """What ``setup_problem`` prepares the problem with when each row's person is given (None: by rows)."""
    return None if persons is None else functools.partial(prepare_persons, persons=np.asarray(persons, np.int64))


def prepare_persons(dataset: Dataset, qis, hierarchies, requirements, suppression, population, aggregated=(), *,
                    persons: np.ndarray):
    """``evaluation.prepare`` over persons: (problem with ``records`` set, frequency-set row of each data row,
    QI hierarchies bound). ``persons``: each row's person in 0..n-1."""
    if population is not None or any(r.spec.needs_population for r in requirements):
        # population rows would join the frequency set without a person
        raise InputError(_("{what} cannot be combined with a person key yet").format(what=_("a population table")))
    n_persons = int(persons.max(initial=-1)) + 1
    codes = [dataset.column(q).codes for q in qis]
    tuples = partition(codes, radices=np.array([len(dataset.column(q).values) for q in qis]), ordered=False)
    n_tuples = max(1, tuples.n_classes)
    pairs = np.unique(persons * np.int64(n_tuples) + tuples.class_of_row)
    pair_person, pair_tuple = pairs // n_tuples, pairs % n_tuples
    ids, _bound, _lengths, _starts = set_ids(pair_person, pair_tuple, n_persons, n_tuples)
    set_of_person, uniques = pd.factorize(ids)
    n_sets = len(uniques)
    # a set's tuples are those of its first person
    first_person = np.full(n_sets, n_persons, np.int64)
    np.minimum.at(first_person, set_of_person, np.arange(n_persons))
    of_first = np.zeros(n_persons, bool)
    of_first[first_person] = True
    member = of_first[pair_person]
    pair_set, member_tuple = set_of_person[pair_person[member]].astype(np.int64), pair_tuple[member]
    order = np.lexsort((member_tuple, pair_set))
    # one row per person, the values of their first row: the sensitive values (one per person) and the QI tuple
    # that the metrics score
    _persons, first_row = np.unique(persons, return_index=True)
    table = Dataset(tuple(replace(c, codes=c.codes[first_row]) for c in dataset.columns), n_persons, dataset.source)
    problem, group_of_person, bounds = prepare(table, list(qis), hierarchies, requirements, suppression, population,
                                               tuple(aggregated))
    # the frequency set's rows split by set: persons of one row then share their set and their values
    combined, inverse = np.unique(np.asarray(rows_of_groups(group_of_person), np.int64) * n_sets + set_of_person,
                                  return_inverse=True)
    inverse = inverse.reshape(-1)
    source = combined // n_sets
    problem.frequency = np.bincount(inverse, minlength=len(combined)).astype(np.int64)
    problem.rows = [rows[source] for rows in problem.rows]
    problem.sensitive_codes = {name: values[source] for name, values in problem.sensitive_codes.items()}
    problem.sensitive = {name: replace(data, codes=problem.sensitive_codes[name])
                         for name, data in problem.sensitive.items()}
    tuple_rows = [bound[0][tuples.keys[:, j]].astype(np.int64) for j, bound in enumerate(bounds)]
    problem.records = RecordSets(problem.frame(tuple_rows, {}, np.ones(len(tuples.keys), np.int64)),
                                 pair_set[order], member_tuple[order], n_sets, (combined % n_sets).astype(np.int64))
    _hold_values(problem, dataset, requirements, persons, n_persons, inverse)
    return problem, inverse[persons], bounds


def _hold_values(problem, dataset: Dataset, requirements, persons: np.ndarray, n_persons: int,
                 row_of_person: np.ndarray) -> None:
    """Count the protected sensitive attributes of which some person holds several values by their distinct
    (person, value) pairs, as ``check --person`` does (rule P3): a class's counts are the distinct persons holding
    each value, the table's reference the persons per value, suppressed ones included.

    Two pruning facts assume one value a record and are dropped for such an attribute: the smallest class that can
    pass (one person may hold l values, or a t-close spread of values) and the share of a failing class's records
    that t-closeness's convexity bounds (that share is of (person, value) pairs, not of persons). Everything else
    the search uses holds: counts of merged classes add up, as for rows."""
    for name in sensitive_attributes(requirements):
        column = dataset.column(name)
        n_values = len(column.values)
        owner, value = person_values(column.codes, n_values, persons)
        if len(owner) == n_persons:
            continue
        cells, weight = np.unique(row_of_person[owner].astype(np.int64) * n_values + value, return_counts=True)
        problem.records.held[name] = (cells // n_values, (cells % n_values).astype(np.int64), weight.astype(np.int64))
        problem.reference[name] = np.bincount(value, minlength=n_values).astype(np.int64)
    held = problem.records.held
    if held:
        problem.min_size = smallest_passing_class([r for r in requirements if r.attribute not in held],
                                                  problem.sensitive, problem.reference)
        if problem.worst is not None:
            problem.worst = [None if r.attribute in held else worst for r, worst in zip(requirements, problem.worst)]
