"""(αi,k)/(αij,k,m)-anonymity (seed 003, SPEC §4–5) on the 12 records of SPEC §5 released as the trace's classes:
class 1 = {t10, t1, t9, t4}, class 2 = {t3, t12, t2, t11}; t5–t8 are left over and suppressed."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.models import graded_alpha
from privdesk.engine.models import check_all, graded_attribute, release_partition

RECORDS = {  # t: (Physician, Disease)
    1: ("John", "Parkinson"), 2: ("Sam", "Parkinson"), 3: ("John", "Cancer"), 4: ("Mary", "HIV"),
    5: ("Aaron", "Heart Disease"), 6: ("Anne", "Diabetes"), 7: ("John", "HIV"), 8: ("Abbott", "Heart Disease"),
    9: ("Adonis", "Viral Infection"), 10: ("Adam", "Fever"), 11: ("Adam", "Flu"), 12: ("Albert", "Fever"),
}
DISEASE_LEVELS = SensitivityLevels(
    [["Cancer", "HIV"], ["Parkinson"], ["Heart Disease", "Diabetes"], ["Viral Infection", "Flu"], ["Fever"]],
    [0.3, 0.35, 0.4, 0.45, 0.5], "Disease")                     # seed 003: α11..α15
PHYSICIAN_LEVELS = SensitivityLevels(
    [["Aaron"], ["John"], ["Adonis"], ["Adam"], ["Mary"], ["Anne"], ["Sam"], ["Abbott"], ["Albert"]],
    [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65], "Physician")   # α21..α29


def release(classes: dict[int, str]) -> Dataset:
    """The 12 records with one QI naming each record's class; records in no class are suppressed ("*")."""
    frame = pd.DataFrame({"Class": [classes.get(t, "*") for t in RECORDS],
                          "Physician": [p for p, _ in RECORDS.values()],
                          "Disease": [d for _, d in RECORDS.values()]})
    return Dataset.from_frame(frame)


TRACE = {10: "E1", 1: "E1", 9: "E1", 4: "E1", 3: "E2", 12: "E2", 2: "E2", 11: "E2"}
FIRST_PHASE = {3: "E1", 10: "E1", 1: "E1", 9: "E1"}   # before t3 is swapped for t4


def check(classes: dict[int, str]):
    data = release(classes)
    partition = release_partition(data, ["Class"])
    row_levels = {name: table.level_of(data[name])[data[name].codes]
                  for name, table in (("Disease", DISEASE_LEVELS), ("Physician", PHYSICIAN_LEVELS))}
    alphas = {"Disease": DISEASE_LEVELS.alphas, "Physician": PHYSICIAN_LEVELS.alphas}
    return partition, graded_alpha(partition, row_levels, alphas)


def test_the_traces_release_is_alpha_ij_4_2_anonymous():
    # Class 1 levels: Disease (5, 2, 4, 1), Physician (4, 2, 3, 5); class 2: Disease (1, 5, 2, 4), Physician
    # (2, 9, 7, 4). No level repeats, every share is 1/4; the tightest bound is α = 0.3 (Disease level 1,
    # Physician level 2): worst share/α = 0.25 / 0.3 = 0.8333 on both attributes.
    partition, result = check(TRACE)
    assert partition.suppressed == 4 and list(partition.sizes) == [4, 4]
    assert result.k.value == 4
    for attribute in result.attributes:
        assert attribute.repeated_classes == 0
        assert attribute.max_share == 0.25
        assert attribute.share_ratio.value == pytest.approx(0.25 / 0.3)
        assert attribute.holds
    assert result.satisfies(4) and not result.satisfies(5)


def test_the_first_phase_class_repeats_johns_level():
    # {t3, t10, t1, t9}: Physician levels (2, 4, 2, 3): John twice → level 2 share 2/4 = 0.5 > α22 = 0.3
    # (ratio 1.6667); Disease levels (1, 5, 2, 4) are fine.
    _, result = check(FIRST_PHASE)
    disease, physician = result.attributes
    assert disease.holds and disease.repeated_classes == 0
    assert physician.repeated_classes == 1 and list(physician.repeated) == [True]
    assert physician.max_share == 0.5
    assert physician.share_ratio.value == pytest.approx(0.5 / 0.3)
    assert not physician.holds and not result.satisfies(4)


def test_check_all_reports_the_graded_model():
    levels = {"Disease": DISEASE_LEVELS, "Physician": PHYSICIAN_LEVELS}
    report = check_all(release(TRACE), ["Class"], ["Disease"], levels=levels, k=4)
    graded = report["alpha_ijkm"]
    assert graded["holds"] is True and graded["k"] == 4
    assert graded["attributes"]["Physician"]["repeated_classes"] == 0
    assert graded["attributes"]["Disease"]["worst_share_ratio"] == pytest.approx(0.8333, abs=1e-4)
    assert check_all(release(TRACE), ["Class"], [], levels=levels, k=5)["alpha_ijkm"]["holds"] is False
    assert check_all(release(FIRST_PHASE), ["Class"], [], levels=levels)["alpha_ijkm"]["holds"] is False


def test_row_levels_are_validated():
    data = release(TRACE)
    partition = release_partition(data, ["Class"])
    with pytest.raises(ValueError):
        graded_attribute(partition, np.zeros(12, int), [0.5])       # level 0 does not exist
    with pytest.raises(ValueError):
        graded_attribute(partition, np.ones(3, int), [0.5])         # wrong length
