"""`anonymize` with a person key: every search counts persons, and suppression removes whole persons.

When every person's quasi-identifiers are the same on all their rows, the search runs on the table of persons: one
row per person, holding the quasi-identifiers (and the sensitive attributes the models read). Every generalization
of such a table, full-domain or local (Mondrian, cell suppression), gives each person one released tuple, so a
person's record (the set of their released tuples, ``engine/core/persons.py`` rule P1) is that one tuple and the
classes of persons are the classes of the person table: every strategy then counts persons without knowing of them,
the suppression limit is a share of the persons, and a suppressed person is a person all of whose rows are
suppressed. The release spreads each person's released tuple to all their rows, in the input's order.

When a person's quasi-identifiers differ between their rows (age at successive admissions, a move), a person's
record is the set of their generalized tuples, which no table of persons holds; when a protected sensitive value
does (a diagnosis per admission), a person holds all of them, which one row a person cannot carry. The
full-domain searches (optimal, heuristic, genetic, auto) then run on the rows themselves, told each row's person
(``Settings.person_rows``), and group persons by their sets at every node (``engine/search/lattice/record_sets.py``);
Mondrian partitions the persons and releases one value per class covering all their rows
(``engine/search/mondrian.py``). Both count a varying sensitive attribute by its distinct (person, value) pairs,
as ``check --person`` does. The release is the search's, row for row; cell suppression then recodes whole persons
and judges them by their sets (``app/release/cell_suppression.py``). The greedy algorithm recodes rows on their
own and is refused for such tables with one line.

Either way the person key is replaced by its keyed pseudonym (or dropped when it is marked an identifier), and the
release is re-checked over persons on its own rows, as ``check --person`` counts them, before anything is written.

Not supported with a person key, each refused with one line naming it: value transformations and class
aggregates run before the search, sensitivity-level tables ((αij,k,m)), a population table, and the DP release
(``dp``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.persons import PersonRelease, person_codes
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.recoding.identifiers import IdentifierRule
from privdesk.engine.search.result import Anonymization, NoSolution


FULL_DOMAIN = ("optimal", "heuristic", "genetic", "auto")
"""The strategies that generalize full-domain through hierarchies and minimise the chosen metric."""
GROUPING = (*FULL_DOMAIN, "mondrian")
"""The strategies told each row's person when QIs differ between a person's rows: the full-domain ones group
persons by their sets of tuples at each node, Mondrian partitions persons and gives all rows of one class one
tuple. A protected sensitive attribute that varies within a person sends the search here too. Cell suppression
after a full-domain search recodes whole persons; the greedy algorithm recodes rows on their own and is
refused."""


def refuse_unsupported(dataset: Dataset, settings) -> bool:
    """One line naming what the person-level search cannot do with these settings (nothing when it can); returns
    whether some person's quasi-identifiers differ between their rows."""
    person = settings.person
    dataset.column(person)
    if person in settings.qis or person in settings.sensitive:
        raise InputError(_("the person key cannot also be a quasi-identifier or a sensitive attribute"),
                         column=person)
    unsupported = [(settings.transformations, _("value transformations before the search")),
                   (settings.aggregate, _("class aggregates (--aggregate)")),
                   (settings.levels, _("sensitivity-level tables")),
                   (settings.population is not None, _("a population table")),
                   ]
    for used, what in unsupported:
        if used:
            raise InputError(_("{what} cannot be combined with a person key yet").format(what=what), column=person)
    for name in settings.date_shift:
        dataset.column(name)
        if name in settings.qis or name in settings.sensitive or name == person:
            raise InputError(_("a shifted date is released shifted, not generalized or protected by a model: make it "
                               "neither a quasi-identifier nor a sensitive attribute"), column=name)
    if settings.date_shift and settings.max_shift_days is None:
        raise InputError(_("give the largest date shift in days (--max-shift-days N)"),
                         column=settings.date_shift[0])
    person_of_row, _n = person_codes(dataset, person)
    modelled = {r.attribute for r in settings.requirements if r.attribute}
    varying = next((name for name in (*settings.qis, *(n for n in settings.sensitive if n in modelled))
                    if varying_person(dataset.column(name).codes, len(dataset.column(name).values),
                                      person_of_row) is not None), None)
    if varying is not None and settings.algorithm not in GROUPING:
        raise InputError(_("a quasi-identifier or protected sensitive attribute that differs between the rows of one "
                           "person needs the search {algorithms} (the greedy algorithm recodes rows one by one, "
                           "not whole persons)").format(
            algorithms=" / ".join(GROUPING)), column=varying)
    return varying is not None


def varying_person(codes: np.ndarray, n_values: int, person_of_row: np.ndarray) -> int | None:
    """The first row whose value differs from an earlier row of the same person, or None when every person has one
    value."""
    order = np.lexsort((np.arange(len(codes)), person_of_row))
    persons, values = person_of_row[order], codes[order]
    differs = (persons[1:] == persons[:-1]) & (values[1:] != values[:-1])
    if not differs.any():
        return None
    same_person = np.flatnonzero(differs)
    return int(order[1:][same_person].min())


def person_table(dataset: Dataset, person_of_row: np.ndarray, columns: Sequence[str]) -> Dataset:
    """One row per person (in person order): the first row of each, over ``columns``."""
    from privdesk.engine.core.persons import rows_of

    _persons, first = np.unique(person_of_row, return_index=True)
    return rows_of(dataset, first, columns)


def spread_to_rows(dataset: Dataset, inner: Dataset, qis: Sequence[str], person_of_row: np.ndarray) -> Dataset:
    """The input's rows with each QI taken from its person's released row (``person_of_row``: that row of
    ``inner``)."""
    released = {name: inner.column(name) for name in qis}
    columns = tuple(replace(released[c.name], codes=released[c.name].codes[person_of_row]) if c.name in released
                    else c for c in dataset.columns)
    return Dataset(columns, dataset.n_rows, dataset.source)


def anonymize_by_person(dataset: Dataset, settings, progress: Progress = NO_PROGRESS, limits=None, *, search):
    """``anonymize`` over persons: (result over the input's rows, checks over persons). ``search``: the row-level
    ``app.anonymize.anonymize``, run on the table of persons (one row a person); it passes itself, so that this
    module does not import it back."""
    from privdesk.app.release.check import failed_risk_entries, refuse_unmet, verify_release
    from privdesk.app.release.identifiers import IdentifierReleased, identifier_findings
    from privdesk.engine.detect.identifier_check import blocking as blocking_findings

    varying = refuse_unsupported(dataset, settings)
    person = settings.person
    if person not in settings.identifiers:  # never released raw: a keyed pseudonym, so rows stay tied to persons
        settings = dataclasses.replace(settings, identifiers={**settings.identifiers,
                                                              person: IdentifierRule("pseudonym")})
    if settings.identifiers[person].action not in ("drop", "pseudonym"):
        raise InputError(_("the person key is dropped or replaced by keyed pseudonyms, never masked or kept"),
                         column=person)
    if (settings.identifiers[person].action == "pseudonym" or settings.date_shift) and not settings.pseudonym_key:
        from privdesk.app.release.identifiers import pseudonym_key

        settings = dataclasses.replace(settings, pseudonym_key=pseudonym_key(None))
    blocking = blocking_findings(identifier_findings(dataset, settings), settings.keep)
    if blocking:
        raise IdentifierReleased(blocking)
    person_of_row, n_persons = person_codes(dataset, person)
    inner_settings = dataclasses.replace(settings, identifiers={}, keep=[], person=None, pseudonym_key=None,
                                         date_shift=[])
    if varying:  # the rows themselves, each told its person: the records are sets of tuples
        columns = [*settings.qis, *settings.sensitive]
        rows = Dataset(tuple(dataset.column(name) for name in columns), dataset.n_rows, dataset.source)
        inner_settings = dataclasses.replace(inner_settings, person_rows=person_of_row)
        inner, _checks = search(rows, inner_settings, progress.part(0.0, 0.9), limits)
        # a suppressed person has every row suppressed (P1; cell suppression may show one row all "*")
        row_of = np.arange(dataset.n_rows)
        suppressed_persons = int(np.count_nonzero(np.bincount(
            person_of_row, weights=(~inner.suppressed).astype(float), minlength=n_persons) == 0))
    else:
        persons = person_table(dataset, person_of_row, [*settings.qis, *settings.sensitive])
        inner, _checks = search(persons, inner_settings, progress.part(0.0, 0.9), limits)
        row_of, suppressed_persons = person_of_row, int(np.count_nonzero(inner.suppressed))
    settings = dataclasses.replace(settings, hierarchies=inner.settings.hierarchies)  # with the generated ones
    released = spread_to_rows(dataset, inner.released, settings.qis, row_of)
    result = dataclasses.replace(
        inner, released=released, suppressed=inner.suppressed[row_of],
        row_levels=None if inner.row_levels is None else inner.row_levels[row_of])
    result.details = dict(inner.details) | {"person": person, "persons": n_persons,
                                            "persons_suppressed": suppressed_persons}
    progress.report(0.92, _("re-checking the release over persons"))
    checks = verify_release(released, settings, result.transformation, progress.part(0.92, 0.99))
    refuse_unmet(checks)
    risk = failed_risk_entries(released, settings)
    if risk:
        raise NoSolution(_("no release of {algorithm} meets the risk threshold: {sentences}").format(
            algorithm=settings.algorithm, sentences=" ".join(e.sentence for e in risk)))
    result.person_classes = PersonRelease(released, person).partition(settings.qis)
    from privdesk.engine.recoding.identifiers import apply_identifier_rules

    if settings.date_shift:  # after the re-check: the shifted columns are neither QIs nor sensitive
        from privdesk.engine.recoding.date_shift import shift_dates

        released = shift_dates(released, settings.date_shift, person, settings.pseudonym_key, settings.max_shift_days)
        result.details["date_shift"] = {"columns": list(settings.date_shift),
                                        "max_shift_days": settings.max_shift_days}

    result.released = apply_identifier_rules(released, settings.identifiers, settings.pseudonym_key)
    result.settings = settings
    progress.report(1.0, _("done"))
    return result, checks


def person_view(result: Anonymization, settings):
    """The release of a run with a person key seen person by person (its key may have been dropped: the persons
    come from the run's classes), or None."""
    classes = getattr(result, "person_classes", None)
    if not settings.person or classes is None:
        return None
    return PersonRelease(result.released, settings.person, classes.person_of_row)


def anonymize_dp_by_person(dataset: Dataset, settings, progress: Progress = NO_PROGRESS, limits=None, *, search):
    """The DP table release (SafePub) per person: at most ``dp["rows_per_person"]`` = N rows of each person kept,
    chosen at random with the seed, and SafePub run at the (ε₀, δ₀) per row whose group privacy over N rows is the
    (ε, δ) asked for each person (``dp_strategy.row_privacy``), which is what the budget is charged. The release
    holds the kept rows only; its guarantee and re-check are SafePub's, over rows. ``search``: the row-level
    ``app.anonymize.anonymize``, as for :func:`anonymize_by_person`."""
    from privdesk.engine.core.persons import bound_rows_per_person

    person = settings.person
    rows = settings.dp.get("rows_per_person")
    if rows is None:
        raise InputError(_("the differentially private release per person needs a bound on each person's rows "
                           "(--max-rows-per-person N)"), column=person)
    if person in settings.qis or person in settings.sensitive:
        raise InputError(_("the person key cannot also be a quasi-identifier or a sensitive attribute"),
                         column=person)
    bounded, left_out = bound_rows_per_person(dataset, person, int(rows), np.random.default_rng(settings.dp.get("seed")))
    identifiers = dict(settings.identifiers)
    identifiers.setdefault(person, IdentifierRule("drop"))
    if identifiers[person].action != "drop":  # one pseudonym per row, sampled or not, would show who is in it
        raise InputError(_("a differentially private release drops the person key: its pseudonyms would show who "
                           "is in the table"), column=person)
    settings = dataclasses.replace(settings, identifiers=identifiers)
    result, checks = search(bounded, dataclasses.replace(settings, person=None), progress, limits)
    # the charged ledger (for the report) and the generated hierarchies of the run over rows
    result.settings = dataclasses.replace(settings, privacy_budget=result.settings.privacy_budget,
                                          hierarchies=result.settings.hierarchies)
    result.details["contribution"] = {"person": person, "max_rows_per_person": int(rows),
                                      "rows_left_out": left_out}
    return result, checks


def release_classes(result: Anonymization, settings):
    """The classes the verdict and summary count: of persons with a person key, else of rows."""
    from privdesk.engine.core.classes import release_partition

    classes = getattr(result, "person_classes", None)
    if settings.person and classes is not None:
        return classes
    return release_partition(result.released, settings.qis)


def settings_classes(released: Dataset, settings):
    """The classes of a release (with its person key, when the settings have one and it is in the release)."""
    from privdesk.engine.core.classes import release_partition

    if settings.person and settings.person in released.names:
        return PersonRelease(released, settings.person).partition(settings.qis)
    return release_partition(released, settings.qis)
