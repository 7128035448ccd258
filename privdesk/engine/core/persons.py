"""Person-level privacy: the classes of a release when one person stands behind several rows.

Hospital tables hold one row per admission, visit, prescription or lab result. Counted over rows, a class of two
admissions of one patient looks 2-anonymous although it hides nobody. With a **person key** (a column naming the
person of each row: 住院号, 病案号, 身份证号 …) every model counts persons instead.

Rule (SPEC style)
-----------------
P1. *A person's record* is the set of the released quasi-identifier tuples of their rows, suppressed rows (every QI
    ``*``) left out. A person all of whose rows are suppressed is a suppressed person.
P2. *A class* is the set of persons with the same record (the same set of tuples). Every person is in exactly one
    class; the class's size is its number of persons, its records the released rows of its persons.
P3. *A sensitive value* is held by a person when it appears on any of their rows. The class x value counts of
    l-diversity, t-closeness, β-likeness, δ-disclosure and α count the distinct persons of the class holding the value
    (a person with two diagnoses counts once for each); the table's distribution counts distinct persons per value,
    suppressed persons included (as suppressed rows are today). Consequence: with one value per person (sex, a
    per-patient diagnosis) the figures are those of one record per person; a person holding several values counts
    once for each, so α and the distributions are over (person, value) pairs, and a value that every person of a
    class holds is disclosed although the class may hold l different values.
P4. Every figure that counts records counts persons: k is the smallest class in persons, risk is 1 / (persons of the
    class), sample uniqueness is the share of persons alone in their class, the population estimators read the
    class sizes in persons.

This is the record of longitudinal k-anonymity (Tamersoy, Loukides, Nergiz, Saygin, Malin, "Anonymization of
longitudinal electronic medical records", IEEE TITB 2012: each patient's sequence of generalized tuples must equal
those of k-1 other patients) and the relational half of (k,k^m)-anonymity (Poulis, Loukides, Gkoulalas-Divanis,
Skiadopoulos, ECML PKDD 2013), taken as a set. It holds against every attacker, whatever part of the person's rows
they know: whoever knows some of Alice's tuples finds at least the k persons of her class, all of whom have those
tuples. Counting the distinct persons of each row-level class instead (a person counted in every class a row of
theirs falls in) protects only against an attacker who knows one row: with classes A = {Alice, Bob} and
B = {Alice, Carol} every row-level class holds two persons, yet whoever knows that Alice had both an A and a B
admission finds her alone.

Consequence: a person whose rows carry different released tuples (ages at successive admissions, two wards) is
anonymous only among persons with the same set of tuples, so varying QIs need coarser generalization, or whole
persons suppressed, before k persons share a record. When each person's QIs are the same on all their rows (sex,
birth year, ZIP code), the record is one tuple and the classes are the row-level classes counted in persons. With
no repeated person (or no person key) every class, size, count and figure equals the row-level one exactly.

The grouping is vectorised: (person, row class) pairs by ``np.unique``, then the sets are compared position by
position (``set_ids``: a Python loop over the longest set's length, never over rows or persons). The searches
with a person key number the sets of each lattice node the same way (``engine/search/lattice/record_sets.py``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import Sequence

import numpy as np
import pandas as pd

from privdesk.common.i18n import _
from privdesk.engine.core.classes import Partition, release_partition
from privdesk.engine.core.counted_release import CountedAttribute, CountedRelease
from privdesk.engine.core.dataset import Column, Dataset
from privdesk.engine.core.errors import InputError


class PersonPartition(Partition):
    """The classes of persons (rule P1-P2): ``sizes`` counts persons, ``n_rows`` is the number of persons and
    ``class_of_row[p]`` is person p's class (``n_classes``: suppressed). ``records[c]`` counts class c's released
    rows, ``n_records`` all rows; ``tuples[c]`` is the number of released tuples of a person of class c (its
    ``keys[c]`` are those of the first, in row-class order); ``person_of_row`` maps rows to persons."""

    def __init__(self, sizes, keys, suppressed, n_persons, class_of_person, *, records, n_records,
                 suppressed_records, tuples, person_of_row) -> None:
        super().__init__(sizes, keys, suppressed, n_persons, class_of_person)
        self.records = records
        self.n_records = n_records
        self.suppressed_records = suppressed_records
        self.tuples = tuples
        self.person_of_row = person_of_row

    @property
    def single_tuple(self) -> bool:
        """Whether every person's record is one tuple (their rows share the released QI values)."""
        return bool(np.all(self.tuples <= 1))


def person_codes(dataset: Dataset, person: str) -> tuple[np.ndarray, int]:
    """(each row's person in 0..n-1, n persons) of the person-key column; a row without a person key is refused."""
    column = dataset.column(person)
    if column.has_missing and column.missing_count:
        row = int(np.flatnonzero(column.codes == column.missing_code)[0])
        raise InputError(_("the person key is empty; every row needs the person it belongs to"),
                         path=dataset.source.path, row=row + 2, column=person)
    present = np.bincount(column.codes, minlength=len(column.values)) > 0
    if present.all():
        return column.codes.astype(np.int64), len(column.values)
    renumber = np.cumsum(present) - 1
    return renumber[column.codes].astype(np.int64), int(present.sum())


def person_partition(rows: Partition, person_of_row: np.ndarray, n_persons: int) -> PersonPartition:
    """The classes of persons (rule P1-P2) from the row-level classes ``rows`` and each row's person."""
    n_row_classes = rows.n_classes
    row_class = rows.class_of_row
    kept = row_class < n_row_classes
    pairs = np.unique(person_of_row[kept].astype(np.int64) * max(1, n_row_classes) + row_class[kept])
    pair_person, pair_class = pairs // max(1, n_row_classes), pairs % max(1, n_row_classes)
    group, next_id, lengths, starts = set_ids(pair_person, pair_class, n_persons, n_row_classes)
    released = lengths > 0
    first = np.where(released, pair_class[np.minimum(starts, max(0, len(pair_class) - 1))] if len(pair_class)
                     else 0, 0)
    # classes ordered by their first tuple's row class (then by the rest): without repeats, the row-level order
    order_key = first.astype(np.int64) * (next_id + 1) + group
    uniques, inverse = np.unique(order_key[released], return_inverse=True)
    n_classes = len(uniques)
    class_of_person = np.full(n_persons, n_classes, np.int64)
    class_of_person[released] = inverse.reshape(-1)
    sizes = np.bincount(class_of_person[released], minlength=n_classes).astype(np.int64)
    representative = np.empty(n_classes, np.int64)
    representative[class_of_person[released]] = np.flatnonzero(released)
    keys = rows.keys[first[representative]] if n_classes else rows.keys[:0]
    class_of_each_row = class_of_person[person_of_row]
    records = np.bincount(class_of_each_row[kept], minlength=n_classes).astype(np.int64)
    return PersonPartition(sizes, keys, int(n_persons - released.sum()), n_persons, class_of_person,
                           records=records, n_records=int(len(person_of_row)),
                           suppressed_records=int(len(person_of_row) - records.sum()),
                           tuples=lengths[representative] if n_classes else np.zeros(0, np.int64),
                           person_of_row=person_of_row)


def set_ids(owner: np.ndarray, member: np.ndarray, n_owners: int,
            n_members: int) -> tuple[np.ndarray, int, np.ndarray, np.ndarray]:
    """Equal sets numbered alike: ``owner`` and ``member`` are the distinct (owner, member) pairs, sorted by owner
    then member (``np.unique`` of a combined key). Returns (each owner's set id, equal ids for equal sets and
    ids below the returned bound; the bound; each owner's number of members; where its pairs start). An owner
    without members gets id 0, which no owner with members gets. A Python loop over the longest set's length,
    never over owners."""
    lengths = np.bincount(owner, minlength=n_owners)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]]).astype(np.int64)
    # the sets are sorted: equal sets have equal lengths and equal members position by position
    group = lengths.astype(np.int64)
    next_id = int(lengths.max(initial=0)) + 1
    for position in range(int(lengths.max(initial=0))):
        longer = np.flatnonzero(lengths > position)
        refined, uniques = pd.factorize(group[longer] * (n_members + 1) + member[starts[longer] + position])
        group[longer] = next_id + refined
        next_id += len(uniques)
    return group, next_id, lengths, starts


def person_values(codes: np.ndarray, n_values: int, person_of_row: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(person, value) of every distinct pair of a column's codes and the rows' persons (rule P3)."""
    pairs = np.unique(person_of_row.astype(np.int64) * max(1, n_values) + codes)
    return pairs // max(1, n_values), (pairs % max(1, n_values)).astype(np.int32)


class PersonRelease(CountedRelease):
    """A release seen person by person (rules P1-P4): its classes are :class:`PersonPartition`\\ s and every other
    column is counted over its distinct (person, value) pairs, so that the model checks, the risk and the
    population figures, which read a release only through :class:`CountedRelease`, count persons.
    ``n_rows`` is the number of persons, ``n_records`` the number of rows."""

    def __init__(self, table: Dataset, person: str, person_of_row: np.ndarray | None = None) -> None:
        super().__init__(table)
        self.person = person
        if person_of_row is None:
            self.person_of_row, self.n_persons = person_codes(table, person)
        else:  # the key itself left the release (dropped): its persons as the run counted them
            self.person_of_row, self.n_persons = person_of_row, int(person_of_row.max(initial=-1)) + 1
        self.n_records = table.n_rows

    @cached_property
    def n_rows(self) -> int:
        return self.n_persons

    def column(self, name: str) -> Column:
        if name not in self.attributes:
            column = self.table.column(name)
            group, codes = person_values(column.codes, len(column.values), self.person_of_row)
            self.attributes[name] = CountedAttribute(replace(column, codes=codes), group, None)
        return self.attributes[name].column

    def partition(self, qis: Sequence[str]) -> PersonPartition:
        key = tuple(qis)
        if key not in self._partitions:
            rows = release_partition(self.table, qis)
            self._partitions[key] = person_partition(rows, self.person_of_row, self.n_persons)
        return self._partitions[key]

    def attribute_partition(self, qis: Sequence[str], name: str) -> Partition:
        self.column(name)
        return super().attribute_partition(qis, name)


def person_release(release: Dataset | CountedRelease, person: str | None) -> Dataset | CountedRelease:
    """``release`` seen person by person when a person key is given, else unchanged."""
    if not person:
        return release
    if isinstance(release, PersonRelease):
        return release
    if isinstance(release, CountedRelease):
        raise InputError(_("the person key needs the release in memory (--engine memory)"), column=person)
    return PersonRelease(release, person)


def repeated_persons(dataset: Dataset, person: str) -> int:
    """How many persons have more than one row."""
    person_of_row, n_persons = person_codes(dataset, person)
    return int(np.count_nonzero(np.bincount(person_of_row, minlength=n_persons) > 1))


def bound_rows_per_person(dataset: Dataset, person: str, max_rows: int,
                          rng: np.random.Generator) -> tuple[Dataset, int]:
    """(the table with at most ``max_rows`` rows of each person, chosen uniformly at random with ``rng``, in the
    input's order; the number of rows left out): the contribution bound of a differentially private release per
    person, whose sensitivity is then ``max_rows`` rows (a person's rows may all fall into one cell)."""
    if int(max_rows) != max_rows or max_rows < 1:
        raise InputError(_("the rows kept per person must be a whole number of at least 1"), value=max_rows)
    person_of_row, _n = person_codes(dataset, person)
    order = np.lexsort((rng.random(dataset.n_rows), person_of_row))
    persons = person_of_row[order]
    starts = np.flatnonzero(np.concatenate([[True], persons[1:] != persons[:-1]]))
    rank = np.arange(len(order)) - np.repeat(starts, np.diff(np.append(starts, len(order))))
    kept = np.sort(order[rank < max_rows])
    return rows_of(dataset, kept), int(dataset.n_rows - len(kept))


def rows_of(dataset: Dataset, rows: np.ndarray, names: Sequence[str] | None = None) -> Dataset:
    """The table of ``rows`` (over ``names``, default all columns), each column holding only the values those rows
    use, in the same order (valid, then failing, then missing)."""
    columns = []
    for name in dataset.names if names is None else names:
        column = dataset.column(name)
        codes = column.codes[rows]
        present = np.bincount(codes, minlength=len(column.values)) > 0
        renumber = (np.cumsum(present) - 1).astype(np.int32)
        columns.append(replace(column, codes=renumber[codes], values=column.values[present],
                               n_valid=int(present[:column.n_valid].sum())))
    return Dataset(tuple(columns), len(rows), dataset.source)
