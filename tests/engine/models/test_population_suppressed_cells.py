"""N_E of classes whose keys show suppressed cells (``*``, cell suppression): a ``*`` cell matches every population
row in its column, unless the population itself shows ``*`` there (then it is that level's label, as before)."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.check import release_population_matches
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import population_matches
from privdesk.engine.models.delta_presence import matches_with_suppressed_cells

# A population of eight (zip, sex) already generalized to the release's level; no "*" in either column.
POPULATION = np.array([("47*", "M"), ("47*", "F"), ("47*", "F"), ("48*", "M"), ("48*", "M"), ("48*", "F"),
                       ("49*", "F"), ("49*", "M")], dtype=object)


def _matches(keys: list[tuple[str, str]]) -> list[int]:
    keys_array = np.array(keys, dtype=object)
    classes = partition(np.arange(len(keys))[:, None])
    return population_matches(classes, keys_array, POPULATION).tolist()


def test_hand_computed_table_reads_a_star_as_any_value():
    # (47*, F): 2 rows; (*, M): 47*M, 48*M, 48*M, 49*M = 4; (48*, *): 3; (*, *): all 8.
    assert _matches([("47*", "F"), ("*", "M"), ("48*", "*"), ("*", "*")]) == [2, 4, 3, 8]


def test_a_star_that_is_the_populations_own_label_matches_only_its_rows():
    # the population's sex at the top level is "*" for everyone, and partly "*" (a mixed level) for zip
    population = np.array([("47*", "*"), ("*", "*"), ("48*", "*")], dtype=object)
    keys = np.array([("*", "*"), ("47*", "*")], dtype=object)
    assert population_matches(partition(np.arange(2)[:, None]), keys, population).tolist() == [1, 1]


def test_without_stars_the_counts_are_the_exact_matches():
    assert _matches([("47*", "F"), ("48*", "M"), ("49*", "F")]) == [2, 2, 1]


def _brute_force(keys: np.ndarray, population: np.ndarray, stars: np.ndarray) -> list[int]:
    counts = []
    for key in keys:
        count = 0
        for row in population:
            count += all(key[j] == row[j] or (key[j] == stars[j] and stars[j] >= 0
                                                and not (population[:, j] == stars[j]).any())
                         for j in range(len(key)))
        counts.append(count)
    return counts


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 4).flatmap(lambda q: st.tuples(
    st.lists(st.lists(st.integers(0, 3), min_size=q, max_size=q), min_size=1, max_size=12),
    st.lists(st.lists(st.integers(0, 3), min_size=q, max_size=q), min_size=0, max_size=25),
    st.lists(st.integers(-1, 3), min_size=q, max_size=q))))
def test_matches_equal_brute_force_over_population_rows(data):
    keys, population, stars = (np.array(x, dtype=np.int64) for x in data)
    population = population.reshape(-1, keys.shape[1])
    assert matches_with_suppressed_cells(keys, population, stars).tolist() == _brute_force(keys, population, stars)


def test_a_released_file_with_star_cells_finds_its_levels_from_its_other_labels():
    # check of a released file (no transformation): b's level comes from its labels other than "*"
    hierarchies = {q: Hierarchy.from_rows([[f"{q}{v}", f"{q}{v // 2}x", "*"] for v in range(4)], attribute=q)
                   for q in "ab"}
    population = Dataset.from_frame(pd.DataFrame({"a": ["a0", "a1", "a1", "a2", "a3", "a0"],
                                                  "b": ["b0", "b1", "b2", "b3", "b0", "b3"]}))
    release = Dataset.from_frame(pd.DataFrame({"a": ["a0x", "a0x", "a1x"], "b": ["*", "b0x", "b1x"]}))
    # classes in key order: (a0x, *) → a0, a1 rows: 4; (a0x, b0x) → a0/a1 with b0/b1: 2; (a1x, b1x) → a2/a3 with b2/b3: 1
    assert release_population_matches(release, population, ["a", "b"], hierarchies).tolist() == [4, 2, 1]


LABELS = st.sampled_from(["47*", "48*", "*", None])


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(LABELS, LABELS), min_size=1, max_size=8, unique=True),
       st.lists(st.tuples(st.tuples(LABELS, LABELS), st.integers(1, 5)), min_size=1, max_size=12))
def test_a_grouped_population_matches_as_its_rows_repeated(keys, grouped):
    """A population given as distinct tuples with their people (``population_records``, as an engine groups its
    file) gives every class the N_E of the same rows repeated, one a person."""
    classes = partition(np.arange(len(keys))[:, None])
    keys_array = np.array(keys, dtype=object).reshape(len(keys), 2)
    tuples = np.array([t for t, _ in grouped], dtype=object).reshape(len(grouped), 2)
    people = np.array([n for _, n in grouped], np.int64)
    repeated = np.repeat(tuples, people, axis=0)
    assert population_matches(classes, keys_array, tuples, people).tolist() == \
        population_matches(classes, keys_array, repeated).tolist()
