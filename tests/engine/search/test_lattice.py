"""The optimal full-domain search: ARX 3.9.2's optima, and optimality against brute force on random tables."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pycanon import anonymity as pycanon

from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.attributes.hierarchy_builders import intervals, masking
from privdesk.engine.core.classes import release_partition
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.models import delta_presence
from privdesk.engine.models import k_anonymity
from privdesk.engine.models import class_key_labels, distinct_l_diversity, population_matches, sensitive_checks, t_closeness_equal, t_closeness_hierarchical, t_closeness_ordered
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.lattice import METRICS, optimal_generalization
from privdesk.engine.search.lattice import evaluation as lattice
from privdesk.engine.search.result import NoSolution
from privdesk.io.tables import open_table
from tests.conftest import shared_data

ADULT_QIS = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation",
             "salary-class"]


@pytest.fixture(autouse=True, scope="module")
def condense_small_sets():
    """The random tables here are far smaller than the sets the search condenses by default: condense them all, so
    that evaluations from condensed sets are checked against brute force too."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lattice, "CONDENSED_SOURCE_ROWS", 0)
        yield


@pytest.fixture(scope="module")
def adult():
    data = open_table(shared_data("arx", "adult.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"adult_hierarchy_{q}.csv"), attribute=q)
                   for q in ADULT_QIS}
    return data, hierarchies


@pytest.mark.parametrize("condensed_from", [0, lattice.CONDENSED_SOURCE_ROWS])
@pytest.mark.parametrize("k, suppression, levels, loss, suppressed", [
    (2, 0.0, [0, 4, 1, 1, 3, 2, 0, 2, 0], 0.5297, 0),
    (5, 0.0, [0, 4, 1, 1, 3, 2, 2, 1, 0], 0.5732, 0),
    (5, 0.05, [0, 3, 0, 0, 2, 1, 1, 2, 0], 0.2419, 1346),
])
def test_same_optimum_as_arx_on_adult(adult, k, suppression, levels, loss, suppressed, condensed_from, monkeypatch):
    data, hierarchies = adult
    monkeypatch.setattr(lattice, "CONDENSED_SOURCE_ROWS", condensed_from)
    result = optimal_generalization(data, ADULT_QIS, hierarchies, [Requirement("k-anonymity", k)],
                                    suppression=suppression)
    assert [result.transformation[q] for q in ADULT_QIS] == levels
    assert round(result.details["score"], 4) == loss
    assert result.suppressed_count == suppressed
    classes = release_partition(result.released, ADULT_QIS)
    assert classes.suppressed == suppressed and k_anonymity(classes).value >= k
    # the score is ARX's Loss of the release, computed independently by the utility module
    original = [data.column(q) for q in ADULT_QIS]
    assert arx_loss(original, [hierarchies[q] for q in ADULT_QIS], levels, suppressed=result.suppressed) == \
        pytest.approx(result.details["score"], abs=1e-12)


def test_arx_small_tables():
    data = open_table(shared_data("arx", "test.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test_hierarchy_{q}.csv")) for q in
                   ("age", "gender", "zipcode")}
    result = optimal_generalization(data, ["age", "gender", "zipcode"], hierarchies, [Requirement("k-anonymity", 3)])
    assert result.transformation == {"age": 2, "gender": 0, "zipcode": 3}
    assert round(result.details["score"], 4) == 0.3006

    data = open_table(shared_data("arx", "test2.csv"))
    hierarchies = {q: Hierarchy.read_csv(shared_data("arx", f"test2_hierarchy_{q}.csv")) for q in
                   ("ZIPCode", "Age")}
    result = optimal_generalization(data, ["ZIPCode", "Age"], hierarchies,
                                    [Requirement("k-anonymity", 3), Requirement("l-diversity", 2, "Disease")])
    assert result.transformation == {"ZIPCode": 2, "Age": 1}
    assert round(result.details["score"], 4) == 0.3693
    released = result.released
    assert released.column("Disease").text().tolist() == data.column("Disease").text().tolist()
    assert distinct_l_diversity(release_partition(released, ["ZIPCode", "Age"]).value_counts(
        released["Disease"].codes, len(released["Disease"].values))).value >= 2


def test_no_solution_says_what_to_relax():
    data = Dataset.from_frame(pd.DataFrame({"zip": ["47677", "47602", "47678"], "disease": ["a", "a", "b"]}))
    hierarchies = {"zip": masking(["47677", "47602", "47678"])}
    with pytest.raises(NoSolution, match="allow more suppression"):
        optimal_generalization(data, ["zip"], hierarchies, [Requirement("k-anonymity", 4)])


# ------------------------------------------------------------------------------------------------ brute force

def brute_force(data, qis, hierarchies, requirements, suppression, metric_of, population=None):
    """Every node, checked with the model checks and scored with the utility module (independent code).

    δ-presence: the population generalized to the node's labels as text and matched to the class keys by the
    check of ``engine.models.delta_presence`` (not the search's label codes)."""
    best = None
    allowed = int(np.floor(suppression * data.n_rows + 1e-9))
    for levels in itertools.product(*[range(hierarchies[q].levels) for q in qis]):
        generalized = data
        from privdesk.engine.attributes.generalization import generalized_column
        for q, level in zip(qis, levels):
            generalized = generalized.with_column(generalized_column(data.column(q), hierarchies[q], level))
        classes = release_partition(generalized, qis)
        ok = np.ones(classes.n_classes, bool)
        for requirement in requirements:
            if requirement.model == "k-anonymity":
                ok &= classes.sizes >= requirement.value
            elif requirement.model == "delta-presence":
                keys = class_key_labels(classes, [generalized[q] for q in qis])
                labels = np.column_stack([hierarchies[q].generalize(population[q], level)
                                          for q, level in zip(qis, levels)])
                delta = delta_presence(classes.sizes, population_matches(classes, keys, labels)).maximum.per_class
                ok &= (delta >= requirement.delta_min - 1e-12) & (delta <= requirement.value + 1e-12)
            elif requirement.model == "t-closeness":
                column = data.column(requirement.attribute)
                counts = classes.value_counts(column.codes, len(column.values))
                whole = np.bincount(column.codes, minlength=len(column.values))
                if requirement.variant == "hierarchical":
                    bound = hierarchies[requirement.attribute].bind(column)
                    t = t_closeness_hierarchical(counts, bound, reference=whole)
                elif requirement.variant == "ordered":
                    t = t_closeness_ordered(counts, reference=whole)
                else:
                    t = t_closeness_equal(counts, reference=whole)
                ok &= t.per_class <= requirement.value + 1e-12
            else:
                column = data.column(requirement.attribute)
                counts = classes.value_counts(column.codes, len(column.values))
                ok &= distinct_l_diversity(counts).per_class >= requirement.value
        suppressed_rows = ~ok[classes.class_of_row]
        if suppressed_rows.sum() > allowed:
            continue
        score = metric_of(list(levels), suppressed_rows)
        key = (round(score, 10), sum(levels), levels)
        if best is None or key < best[0]:
            best = (key, levels, score)
    return best


@st.composite
def problems(draw):
    rows = draw(st.integers(4, 60))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    ages = rng.integers(18, 80, rows)
    zips = rng.choice(["47677", "47602", "47678", "47905", "47909", "48012"], rows)
    sexes = rng.choice(["F", "M"], rows)
    disease = rng.choice(["flu", "ulcer", "cancer"], rows)
    data = Dataset.from_frame(pd.DataFrame({"age": ages.astype(str), "zip": zips, "sex": sexes,
                                            "disease": disease}), types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905", "47909", "48012"]),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}
    requirements = [Requirement("k-anonymity", draw(st.integers(2, 5)))]
    if draw(st.booleans()):
        requirements.append(Requirement("l-diversity", 2, "disease"))
    suppression = draw(st.sampled_from([0.0, 0.1, 0.3]))
    return data, hierarchies, requirements, suppression


@settings(max_examples=25, deadline=None)
@given(problems())
def test_optimal_loss_equals_brute_force(problem):
    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]

    def loss(levels, suppressed):
        return arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels, suppressed=suppressed)

    expected = brute_force(data, qis, hierarchies, requirements, suppression, loss)
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
        return
    result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression)
    assert result.details["score"] == pytest.approx(expected[2], abs=1e-9)
    released = result.released
    kept = ~result.suppressed
    frame = released.to_frame()[kept].reset_index(drop=True)
    assert pycanon.k_anonymity(frame, qis) >= requirements[0].value  # independent oracle
    for requirement in requirements[1:]:
        assert pycanon.l_diversity(frame, qis, [requirement.attribute]) >= requirement.value
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))


@pytest.mark.parametrize("metric", ["precision", "discernibility", "aecs", "entropy", "whd", "weighted_entropy",
                                    "arx_entropy"])
def test_every_metric_finds_a_valid_release(metric):
    rng = np.random.default_rng(3)
    data = Dataset.from_frame(pd.DataFrame({"age": rng.integers(18, 80, 200).astype(str),
                                            "zip": rng.choice(["47677", "47602", "47678", "47905"], 200),
                                            "disease": rng.choice(["flu", "ulcer", "cancer"], 200)}),
                              types={"zip": "string"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=5, fanouts=[2, 2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905"])}
    result = optimal_generalization(data, ["age", "zip"], hierarchies, [Requirement("k-anonymity", 5)],
                                    suppression=0.05, metric=metric)
    assert k_anonymity(release_partition(result.released, ["age", "zip"])).value >= 5
    assert result.details["metric"] == metric and result.details["frontier"]
    checks = sensitive_checks(release_partition(result.released, ["age", "zip"]), result.released["disease"])
    assert checks["l_distinct"].value >= 1


def independent_score(metric, data, qis, hierarchies, levels, suppressed):
    """The metric of a release by the utility and information-loss modules (not the search's own code)."""
    from privdesk.engine.metrics.information_loss import information_loss
    from privdesk.engine.metrics.utility import utility_metrics

    if metric == "loss":
        return arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels, suppressed=suppressed)
    if metric == "arx_entropy":
        return arx_non_monotonic_entropy(data, qis, hierarchies, levels, suppressed)
    if metric == "whd":
        return information_loss(np.array(levels), [hierarchies[q].height for q in qis],
                                suppressed=suppressed).total
    report = utility_metrics([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels,
                             suppressed=suppressed)
    return {"precision": report.precision, "discernibility": report.discernibility,
            "aecs": report.average_class_size, "entropy": report.non_uniform_entropy}[metric]


def arx_non_monotonic_entropy(data, qis, hierarchies, levels, suppressed):
    """ARX's MetricMDNUNMEntropyPrecomputed by pandas counts: every record costs log2(frequency of its label /
    frequency of its value) over the whole table, and the suppressed records add the entropy of their labels among
    themselves (Σ c·log2(S / c))."""
    total = 0.0
    for q, level in zip(qis, levels):
        original = pd.Series(data.column(q).codes)
        label = pd.Series(hierarchies[q].generalize(data.column(q), level))
        per_value, per_label = original.map(original.value_counts()), label.map(label.value_counts())
        total += float(np.log2(per_label / per_value).sum())
        if suppressed is not None and suppressed.any():
            counts = label[suppressed].value_counts().to_numpy(float)
            total += float((counts * np.log2(counts.sum() / counts)).sum())
    return total


@settings(max_examples=10, deadline=None)
@given(problems(), st.sampled_from(["precision", "discernibility", "aecs", "entropy", "whd", "arx_entropy"]))
def test_other_metrics_equal_brute_force(problem, metric):
    assert_brute_force_optimum(problem, metric)


@settings(max_examples=10, deadline=None)
@given(problems())
def test_arx_entropy_equals_brute_force(problem):
    assert_brute_force_optimum(problem, "arx_entropy")


def assert_brute_force_optimum(problem, metric, qis=("age", "zip", "sex")):
    """The search's score equals the best one of every node scored by ``independent_score`` (or no node passes
    and the search says so)."""
    data, hierarchies, requirements, suppression = problem
    qis = list(qis)
    expected = brute_force(data, qis, hierarchies, requirements, suppression,
                           lambda levels, suppressed: independent_score(metric, data, qis, hierarchies, levels,
                                                                        suppressed))
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, metric=metric)
        return
    result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, metric=metric)
    assert result.details["score"] == pytest.approx(expected[2], rel=1e-9, abs=1e-9)
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))


@st.composite
def closeness_problems(draw):
    """t-closeness with suppression: not monotone, and small classes fail whatever their values (the search prunes
    with that)."""
    rows = draw(st.integers(8, 300))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    skew = draw(st.sampled_from([None, [0.6, 0.2, 0.1, 0.05, 0.05]]))
    diseases = np.array(["flu", "ulcer", "cancer", "gastritis", "bronchitis"])
    disease = rng.choice(diseases, rows, p=skew)
    zips = rng.integers(0, 6, rows)
    if draw(st.booleans()):  # disease follows zip in part of the rows: large classes far from the table
        follows = rng.random(rows) < draw(st.sampled_from([0.3, 0.6, 0.9]))
        disease[follows] = diseases[zips[follows] % 5]
    data = Dataset.from_frame(pd.DataFrame({
        "age": rng.integers(18, 80, rows).astype(str),
        "zip": np.array(["47677", "47602", "47678", "47905", "47909", "48012"])[zips],
        "sex": rng.choice(["F", "M"], rows), "disease": disease,
        "salary": rng.choice([3, 4, 5, 6, 7, 8, 9, 10, 11], rows).astype(str)}),
        types={"zip": "string", "salary": "integer"})
    hierarchies = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                   "zip": masking(["47677", "47602", "47678", "47905", "47909", "48012"]),
                   "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]]),
                   "disease": Hierarchy.from_rows([["flu", "respiratory", "*"], ["bronchitis", "respiratory", "*"],
                                                   ["ulcer", "digestive", "*"], ["gastritis", "digestive", "*"],
                                                   ["cancer", "cancer", "*"]])}
    variant = draw(st.sampled_from(["equal", "ordered", "hierarchical"]))
    attribute = "salary" if variant == "ordered" else "disease"
    requirements = [Requirement("t-closeness", draw(st.sampled_from([0.1, 0.2, 0.3, 0.45])), attribute, variant)]
    if draw(st.booleans()):
        requirements.insert(0, Requirement("k-anonymity", draw(st.integers(2, 4))))
    return data, hierarchies, requirements, draw(st.sampled_from([0.0, 0.05, 0.1, 0.3, 0.6]))


@settings(max_examples=20, deadline=None)
@given(st.one_of(problems(), closeness_problems()), st.sampled_from([1, 8, 40]), st.sampled_from(["loss", "aecs"]))
def test_a_cache_of_few_rows_keeps_the_brute_force_optimum(problem, rows, metric):
    """A cache too small for its pending sets: each is built at once and evicts the oldest (``SetCache.add``)."""
    from privdesk.engine.search.lattice.set_cache import SetCache

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SetCache, "ROWS", rows)
        assert_brute_force_optimum(problem, metric)


@settings(max_examples=60, deadline=None)
@given(closeness_problems(), st.sampled_from(["loss", "loss", "precision", "discernibility", "aecs"]))
def test_t_closeness_with_suppression_equals_brute_force(problem, metric):
    assert_brute_force_optimum(problem, metric)


@settings(max_examples=40, deadline=None)
@given(st.one_of(closeness_problems(), problems()), st.integers(1, 12))
def test_classes_judged_span_by_span_give_the_brute_force_optimum(problem, cells):
    """When a node's class x value counts are too large to hold (classes.BLOCK_CELLS), the search judges a span of
    classes at a time; it finds the same optimum (here with spans of one to a few classes)."""
    from privdesk.engine.core import classes

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(classes, "BLOCK_CELLS", cells)
        assert_brute_force_optimum(problem, "loss")


@settings(max_examples=40, deadline=None)
@given(closeness_problems())
def test_forced_suppression_bounds_every_specialization(problem):
    """What an evaluated node proves (the search prunes its down-set when it exceeds the limit): every
    specialization suppresses at least that many rows."""
    from privdesk.engine.search.lattice.evaluation import evaluate
    from privdesk.engine.search.lattice.problem import prepare

    data, hierarchies, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    prepared, *_ = prepare(data, qis, hierarchies, requirements, suppression, None)
    nodes = list(itertools.product(*[range(hierarchies[q].levels) for q in qis]))
    forced = {node: evaluate(prepared, np.array(node), screen=True).forced for node in nodes}
    suppressed = {node: evaluate(prepared, np.array(node)).suppressed for node in nodes}
    assert any(forced.values()) or not any(suppressed.values())
    for node in nodes:
        for other in nodes:
            if all(a <= b for a, b in zip(other, node)):
                assert suppressed[other] >= forced[node], (other, node)


# ------------------------------------------------------------------------------------------------ δ-presence
# SPEC §4's population of nine (Nergiz et al.) and its research subset of five.

SPEC_POPULATION = pd.DataFrame(
    [("Alice", "47906", "USA"), ("Bob", "47903", "Canada"), ("Christine", "47906", "USA"),
     ("Dirk", "47630", "Brazil"), ("Eunice", "47630", "Peru"), ("Frank", "47633", "Peru"),
     ("Gail", "48973", "Spain"), ("Harry", "48972", "Bulgaria"), ("Iris", "48970", "France")],
    columns=["Name", "Zip", "Nationality"])
CONTINENT = {"USA": "America", "Canada": "America", "Brazil": "America", "Peru": "America", "Spain": "Europe",
             "Bulgaria": "Europe", "France": "Europe"}


def spec_presence_problem():
    population = Dataset.from_frame(SPEC_POPULATION, types={"Zip": "string"})
    research = SPEC_POPULATION[SPEC_POPULATION["Name"].isin(["Alice", "Bob", "Dirk", "Gail", "Iris"])]
    data = Dataset.from_frame(research.reset_index(drop=True), types={"Zip": "string"})
    hierarchies = {"Zip": masking(sorted(set(SPEC_POPULATION["Zip"])), attribute="Zip"),
                   "Nationality": Hierarchy.from_rows([[c, CONTINENT[c], "*"] for c in CONTINENT])}
    return data, population, hierarchies


def presence_check(result, qis, hierarchies, population, requirement):
    """The release re-checked by ``privdesk check``'s code (app.check: population generalized at the level its
    labels show, classes matched by text)."""
    from privdesk.app.check import check_release

    return check_release(result.released, qis, [], hierarchies, population=population, requirements=[requirement])


def test_delta_presence_hand_computed_optimum():
    # Bob is alone in (47903, Canada) until ZIP reaches 4790* and nationality America; but then Dirk's class
    # (4763*, America) holds Dirk, Eunice and Frank: 1/3 < 0.5. The first node where every class lies in
    # [0.5, 0.7] is ZIP 47*** / 48*** with continents: America 3/6 = 0.5, Europe 2/3.
    data, population, hierarchies = spec_presence_problem()
    qis = ["Zip", "Nationality"]
    requirement = Requirement("delta-presence", 0.7, delta_min=0.5)
    result = optimal_generalization(data, qis, hierarchies, [requirement], population=population)
    assert result.transformation == {"Zip": 3, "Nationality": 1} and result.suppressed_count == 0
    assert result.released.to_frame()[qis].values.tolist() == [["47***", "America"]] * 3 + [["48***", "Europe"]] * 2
    assert result.details["classes"] == 2
    report = presence_check(result, qis, hierarchies, population, requirement)
    assert report["met"] and report["delta_presence"] == {"min": 0.5, "max": pytest.approx(2 / 3)}


def test_delta_presence_suppresses_failing_classes():
    # (0, 0.5)-presence: no node passes unsuppressed (the top node has 5/9); with 2 rows allowed the best node is
    # again (47***/48***, continent) with Europe (2/3) suppressed — every lower node has 3 or 4 rows above 0.5.
    data, population, hierarchies = spec_presence_problem()
    qis = ["Zip", "Nationality"]
    requirement = Requirement("delta-presence", 0.5)
    with pytest.raises(NoSolution):
        optimal_generalization(data, qis, hierarchies, [requirement], population=population)
    result = optimal_generalization(data, qis, hierarchies, [requirement], suppression=0.4, population=population)
    assert result.transformation == {"Zip": 3, "Nationality": 1}
    assert result.suppressed.tolist() == [False, False, False, True, True]  # Gail and Iris
    assert result.details["classes"] == 1
    report = presence_check(result, qis, hierarchies, population, requirement)
    assert report["met"] and report["delta_presence"] == {"min": 0.5, "max": 0.5}
    loss = arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], [3, 1], result.suppressed)
    assert result.details["score"] == pytest.approx(loss, abs=1e-12)


def test_delta_presence_is_not_monotone_with_a_lower_bound():
    # (0.5, 1)-presence holds on the original values (every class 1/2 or 1/1) but not at (1, 1), where Dirk's
    # class holds 1 of 3; the search must not tag generalizations of a satisfying node as satisfying.
    data, population, hierarchies = spec_presence_problem()
    requirement = Requirement("delta-presence", 1.0, delta_min=0.5)
    assert not requirement.monotone_without_suppression and not requirement.monotone_with_suppression
    qis = ["Zip", "Nationality"]
    result = optimal_generalization(data, qis, hierarchies, [requirement], population=population,
                                    min_levels={"Zip": 1, "Nationality": 1}, metric="precision")
    assert result.transformation == {"Zip": 3, "Nationality": 1}
    assert presence_check(result, qis, hierarchies, population, requirement)["met"]
    assert Requirement("delta-presence", 0.5).monotone_without_suppression


def test_delta_presence_input_errors():
    data, population, hierarchies = spec_presence_problem()
    qis = ["Zip", "Nationality"]
    requirement = [Requirement("delta-presence", 0.7)]
    with pytest.raises(InputError, match="needs the population table"):
        optimal_generalization(data, qis, hierarchies, requirement)
    stranger = Dataset.from_frame(pd.concat([SPEC_POPULATION, pd.DataFrame(
        [("Zoe", "47906", "Atlantis")], columns=SPEC_POPULATION.columns)]), types={"Zip": "string"})
    with pytest.raises(InputError, match="hierarchy of 'Nationality' lacks: 'Atlantis'"):
        optimal_generalization(data, qis, hierarchies, requirement, population=stranger)
    partial = Dataset.from_frame(SPEC_POPULATION[SPEC_POPULATION["Name"] != "Bob"], types={"Zip": "string"})
    with pytest.raises(InputError, match="does not contain every row.*Zip = '47903', Nationality = 'Canada'"):
        optimal_generalization(data, qis, hierarchies, requirement, population=partial)


@pytest.mark.parametrize("metric", list(METRICS))
def test_population_rows_change_no_metric(metric):
    """(0, 1)-presence always holds: with it and the population the search finds exactly what it finds
    without them, under every metric (classes of population rows only count nowhere)."""
    rng = np.random.default_rng(5)
    people = presence_table(rng, 300)
    data = Dataset.from_frame(people.iloc[rng.choice(300, 120, replace=False)].reset_index(drop=True),
                              types={"zip": "string"})
    population = Dataset.from_frame(people, types={"zip": "string"})
    qis = ["age", "zip", "sex"]
    k = [Requirement("k-anonymity", 4)]
    plain = optimal_generalization(data, qis, PRESENCE_HIERARCHIES, k, suppression=0.05, metric=metric)
    with_population = optimal_generalization(data, qis, PRESENCE_HIERARCHIES, k + [Requirement("delta-presence", 1)],
                                             suppression=0.05, metric=metric, population=population)
    assert with_population.transformation == plain.transformation
    assert with_population.details["score"] == pytest.approx(plain.details["score"], rel=1e-12, abs=1e-12)
    assert with_population.suppressed.tolist() == plain.suppressed.tolist()
    assert with_population.details["classes"] == plain.details["classes"]


ZIPS = ["47677", "47602", "47678", "47905", "47909", "48012"]
PRESENCE_HIERARCHIES = {"age": intervals([str(a) for a in range(18, 80)], width=10, fanouts=[2, 2]),
                        "zip": masking(ZIPS), "sex": Hierarchy.from_rows([["F", "*"], ["M", "*"]])}


def presence_table(rng, rows):
    return pd.DataFrame({"age": rng.integers(18, 80, rows).astype(str), "zip": rng.choice(ZIPS, rows),
                         "sex": rng.choice(["F", "M"], rows)})


@st.composite
def presence_problems(draw):
    """A random population, a random research subset of it, and (δmin, δmax)-presence (with k-anonymity)."""
    size = draw(st.integers(6, 60))
    rng = np.random.default_rng(draw(st.integers(0, 2**31)))
    people = presence_table(rng, size)
    subset = rng.choice(size, draw(st.integers(3, size)), replace=False)
    data = Dataset.from_frame(people.iloc[np.sort(subset)].reset_index(drop=True), types={"zip": "string"})
    population = Dataset.from_frame(people, types={"zip": "string"})
    delta_max = draw(st.sampled_from([0.4, 0.6, 0.8, 1.0]))
    delta_min = draw(st.sampled_from([0.0, 0.0, 0.2, 0.4]))
    requirements = [Requirement("delta-presence", delta_max, delta_min=min(delta_min, delta_max))]
    if draw(st.booleans()):
        requirements.append(Requirement("k-anonymity", draw(st.integers(2, 3))))
    suppression = draw(st.sampled_from([0.0, 0.1, 0.3]))
    return data, population, requirements, suppression


@settings(max_examples=30, deadline=None)
@given(presence_problems(), st.sampled_from(["loss", "precision", "discernibility", "aecs", "entropy", "whd"]))
def test_delta_presence_optimum_equals_brute_force(problem, metric):
    data, population, requirements, suppression = problem
    qis = ["age", "zip", "sex"]
    hierarchies = PRESENCE_HIERARCHIES

    def score(levels, suppressed):
        if metric == "loss":
            return arx_loss([data.column(q) for q in qis], [hierarchies[q] for q in qis], levels,
                            suppressed=suppressed)
        return independent_score(metric, data, qis, hierarchies, levels, suppressed)

    expected = brute_force(data, qis, hierarchies, requirements, suppression, score, population)
    if expected is None:
        with pytest.raises(NoSolution):
            optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, metric=metric,
                                   population=population)
        return
    result = optimal_generalization(data, qis, hierarchies, requirements, suppression=suppression, metric=metric,
                                    population=population)
    assert result.details["score"] == pytest.approx(expected[2], rel=1e-9, abs=1e-9)
    assert result.suppressed_count <= int(np.floor(suppression * data.n_rows + 1e-9))
    # the release passes the independent check (engine.models.delta_presence through privdesk check's code)
    report = presence_check(result, qis, hierarchies, population, requirements[0])
    assert report["met"], report["requirements"]
    classes = release_partition(result.released, qis)
    for requirement in requirements[1:]:
        assert k_anonymity(classes).value >= requirement.value
