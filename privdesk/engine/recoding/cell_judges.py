"""The judges of cell suppression (cell_recoding.py) for any set of privacy models the full-domain search checks:
which classes of a node are released, and whether the whole release meets the whole-table conditions.

Per class, the models are the registry's own checks (``requirements.satisfied_classes``) on the class's sensitive
values, against the whole table's distributions (``reference``: the verdict's, so the release is judged as it will
be re-checked). Which models a class of the final table can break by merging with records of other rounds:

- union-closed models (k-anonymity, distinct l-diversity, t-closeness with a fixed reference, the highest-risk
  threshold): a class whose parts all hold holds too, so each round may be judged on its own records (ARX's way);
- the others (entropy and recursive l-diversity, (α,k)-anonymity, δ-disclosure, β-likeness): a part that holds
  can fail once merged, so each class is judged merged with the records already released under its tuple
  (``merges``);
- whole-table figures (average risk, sample or population uniqueness) are judged on the whole release
  (``table_check``);
- models on a population table (δ-presence, k-map) take each class's N_E from its shown tuple (``population``),
  a ``*`` cell matching any population value of its column as in the verdict
  (``delta_presence.matches_with_suppressed_cells``). Classes under the same tuple share N_E, so k-map is
  union-closed; δ = |E| / N_E grows as parts merge, so δ-presence is judged merged.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

import numpy as np

from privdesk.engine.models.delta_presence import matches_with_suppressed_cells
from privdesk.engine.models.population_models import UniquenessRequirement, meets
from privdesk.engine.models.requirements import Requirement, SensitiveData, satisfied_classes
from privdesk.engine.models.risk_threshold import with_suppressed
from privdesk.engine.recoding.cell_recoding import Judge, NodeClasses, TableCheck


def population_judged(population_codes: np.ndarray, stars: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
    """Class keys (codes, ``*`` among them) → N_E against the population in the same codes."""
    return lambda keys: matches_with_suppressed_cells(keys, population_codes, stars)


def merges(requirements: Sequence[Requirement]) -> bool:
    """Whether a class must be judged merged with the released records of its tuple (a model is not union-closed)."""
    return not all(r.spec.union_closed(r) for r in requirements if r.spec.table_value is None)


def models_judge(requirements: Sequence[Requirement], sensitive: Mapping[str, SensitiveData],
                 reference: Mapping[str, np.ndarray],
                 population: Callable[[np.ndarray], np.ndarray] | None = None,
                 owners: Mapping[str, np.ndarray] | None = None) -> Judge:
    """The classes that meet every requirement, from their sizes and the class × value counts of their rows;
    ``population``: class keys → N_E, for the models on a population table. ``owners``: over persons, the person
    of each code of an attribute's ``codes`` (its distinct (person, value) pairs, ``persons.PersonRelease``); the
    classes' rows are then persons, and a class counts the values its persons hold (rule P3)."""
    def judge(classes: NodeClasses) -> np.ndarray:
        counts = {}
        for name, data in sensitive.items():
            if owners is not None:
                class_of = np.full(int(max(owners[name].max(initial=-1), classes.rows.max(initial=-1))) + 1, -1)
                class_of[classes.rows] = classes.group
                held = class_of[owners[name]]
                cells = held[held >= 0] * np.int64(data.n_values) + data.codes[held >= 0]
            else:
                cells = classes.group * np.int64(data.n_values) + data.codes[classes.rows]
            counts[name] = np.bincount(cells, minlength=len(classes.sizes) * data.n_values).reshape(
                len(classes.sizes), data.n_values)
        matches = None if population is None else population(classes.keys)
        return satisfied_classes(requirements, classes.sizes, counts, sensitive, reference, matches)
    judge.monotone = all(r.spec.monotone_with_suppression(r) for r in requirements)  # type: ignore[attr-defined]
    return judge


def table_check(requirements: Sequence[Requirement], uniqueness: Sequence[UniquenessRequirement],
                n_rows: int) -> TableCheck | None:
    """The whole-table conditions of the requirements (their ``table_value``) and the uniqueness thresholds (the
    population size fixed from the table's ``n_rows``), or None when there are none."""
    table = [r for r in requirements if r.spec.table_value is not None]
    resolved = [u.resolved(n_rows) for u in uniqueness]
    if not table and not resolved:
        return None

    def holds(kept_sizes: np.ndarray, suppressed: int) -> bool:
        sizes = with_suppressed(kept_sizes, suppressed)
        return all(r.spec.table_holds(r, sizes) for r in table) and meets(resolved, kept_sizes)
    return holds
