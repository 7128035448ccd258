"""The attack test of a release (app/record/attack_test.py): the document carries the engine's figures for the
chosen columns and seed, the motivated intruder's share matches a brute-force count, the attacker models are the
population-risk document's, and a less private release (lower k) never scores safer than a more private one of
the same table under the same seed."""

from __future__ import annotations

import itertools

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.app.record.attack_test import DEFAULT_SEED, attack_lines, attack_test
from privdesk.app.record.population_risk import population_risk_document
from privdesk.app.record.report_record import build_record
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.metrics.release_attacks import attack_release

QIS = ["age", "zip", "sex"]


def _band(value: int, width: int) -> str:
    """Age or ZIP digit grouped into bands of ``width`` (1: as is; 0: suppressed)."""
    if width == 0:
        return "*"
    if width == 1:
        return str(value)
    low = value // width * width
    return f"{low}-{low + width - 1}"


def _pair(people: list[tuple[int, int, int, int]], widths: tuple[int, int, int]) -> tuple[Dataset, Dataset]:
    original = pd.DataFrame([[str(a), str(z), "MF"[s], f"d{d}"] for a, z, s, d in people],
                            columns=[*QIS, "disease"])
    released = pd.DataFrame([[_band(a, widths[0]), _band(z, widths[1]), "MF"[s] if widths[2] else "*", f"d{d}"]
                             for a, z, s, d in people], columns=[*QIS, "disease"])
    return Dataset.from_frame(original), Dataset.from_frame(released)


def _alone_by_brute_force(original: Dataset, released: Dataset) -> float:
    """Share of original records whose released row covers no other original record (a released value covers
    an original value when some row was released that way, '*' covers all)."""
    o, r = original.to_frame(), released.to_frame()
    shown_as = {c: set(zip(o[c], r[c])) for c in QIS}

    def covers(i: int, j: int) -> bool:
        return all(r[c].iloc[i] == "*" or (o[c].iloc[j], r[c].iloc[i]) in shown_as[c] for c in QIS)

    return sum(sum(covers(i, j) for j in range(len(o))) == 1 for i in range(len(r))) / len(o)


people_strategy = st.lists(st.tuples(st.integers(18, 40), st.integers(0, 9), st.integers(0, 1), st.integers(0, 3)),
                           min_size=2, max_size=30)


def test_the_document_carries_the_engines_figures_and_the_attacker_models():
    people = [(20 + i % 7, i % 4, i % 2, i % 3) for i in range(40)]
    original, released = _pair(people, (2, 1, 1))
    document = attack_test(original, released, QIS, ["disease"], seed=7, n_attacks=25)
    engine = attack_release(original, released, QIS, ["disease"], QIS, n_attacks=25, seed=7)
    assert [{k: v for k, v in a.items() if k != "sentence"} for a in document["attacks"]] == engine["attacks"]
    assert document["seed"] == 7 and document["n_attacks"] == 25
    assert document["linked_tables"] == [["age", "zip"], ["sex"]]  # anonymeter's two halves of the QIs
    assert document["isolated_share"] == pytest.approx(_alone_by_brute_force(original, released))
    attackers = population_risk_document(released, QIS)["attackers"]
    assert document["attackers"] == {name: attackers[name]["success_rate"] for name in attackers}
    assert all(a["sentence"] for a in document["attacks"]) and document["intruder_sentence"]
    lines = attack_lines(document)
    assert len(lines) == 1 + len(document["attacks"]) + 2 and "seed 7" in lines[0]


def test_attack_columns_seed_and_bad_input():
    people = [(20 + i % 9, i % 5, i % 2, i % 4) for i in range(60)]
    original, released = _pair(people, (3, 1, 1))
    chosen = attack_test(original, released, QIS, ["disease"], attack_columns=["sex", "age"])
    assert chosen["external_columns"] == ["sex", "age"] and chosen["linked_tables"] == [["sex"], ["age"]]
    assert chosen["seed"] == DEFAULT_SEED
    assert attack_test(original, released, QIS, []) == attack_test(original, released, QIS, [])  # repeatable
    assert [a["name"] for a in attack_test(original, released, QIS, [])["attacks"]] == ["singling_out",
                                                                                       "linkability"]
    with pytest.raises(InputError) as error:
        attack_test(original, released, QIS, [], attack_columns=["age", "postcode"])
    assert error.value.column == "postcode"
    sample = Dataset.from_frame(released.to_frame().iloc[:10])
    assert attack_test(original, sample, QIS, [])["skipped"]


def test_the_record_holds_the_test_with_the_runs_options():
    people = [(20 + i % 9, i % 5, i % 2, i % 4) for i in range(60)]
    original, released = _pair(people, (3, 1, 1))
    record = build_record(kind="audit", released=released, qis=QIS, sensitive=["disease"], original=original,
                          attack={"attack_columns": ["age", "zip"], "seed": 3})
    expected = attack_test(original, released, QIS, ["disease"], attack_columns=["age", "zip"], seed=3)
    assert record["attack_test"] == expected
    assert "attack_test" not in build_record(kind="audit", released=released, qis=QIS, sensitive=["disease"])
    # a job's own test (summary.json's) is kept, its attacker models those of the record's Risk figures
    given = attack_test(original, released, QIS, ["disease"], attackers={"prosecutor": {"success_rate": 0.5}})
    kept = build_record(kind="audit", released=released, qis=QIS, sensitive=["disease"], original=original,
                        result={"attack_test": given})
    assert kept["attack_test"]["attacks"] == given["attacks"] and "attack_test" not in kept["result"]
    assert kept["attack_test"]["attackers"] == {name: a["success_rate"]
                                                for name, a in kept["population_risk"]["attackers"].items()}


@settings(max_examples=40, deadline=None)
@given(people=people_strategy, seed=st.integers(0, 5),
       widths=st.sampled_from(list(itertools.product((1, 2, 5), (1, 2, 5), (1, 0)))),
       steps=st.tuples(*[st.sampled_from(("stay", "ten", "suppress"))] * 3))
def test_a_less_private_release_never_scores_safer(people, seed, widths, steps):
    """Release ``more`` widens bands of ``less`` along nested bands (1, 2 and 5 lie inside 10; '*' covers all),
    so its k is at least as high. The motivated intruder's share and the prosecutor's success never drop from
    ``more`` to ``less``; anonymeter's attacks on ``less`` are never below ``more``'s beyond their 95 % intervals."""
    wider = tuple(w if step == "stay" or w == 0 else (0 if step == "suppress" else (10 if j < 2 else 0))
                  for j, (w, step) in enumerate(zip(widths, steps)))
    original, less = _pair(people, widths)
    _, more = _pair(people, wider)
    assert _k(more) >= _k(less)
    safer, riskier = (attack_test(original, r, QIS, ["disease"], seed=seed, n_attacks=50) for r in (more, less))
    assert riskier["isolated_share"] >= safer["isolated_share"]
    assert riskier["attackers"]["prosecutor"] >= safer["attackers"]["prosecutor"] - 1e-12
    for low, high in zip(riskier["attacks"], safer["attacks"]):
        assert low["attack"]["high"] >= high["attack"]["low"], (low["name"], low["attack"], high["attack"])


def _k(released: Dataset) -> int:
    return int(released.to_frame().groupby(QIS).size().min())
