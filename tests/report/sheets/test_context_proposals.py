"""What a release model proposes for a context (``with_proposals``): the published reference value for that
model and its value as threshold, a public setting for a public release, a review date one year after the date
for a non-public one; entries the context gives are kept. Expected values by hand from the publications."""

from __future__ import annotations

import pytest

from privdesk.report.sheets.context.fields import with_proposals

PUBLIC_RUN = {"risk": {"release_model": "public", "threshold": 0.2}}


def test_a_public_release_proposes_the_ema_value_and_a_public_setting():
    proposed = with_proposals({}, PUBLIC_RUN)
    # EMA Policy 0070 guidance: 0.09 for the public release of clinical data
    assert proposed == {"release_model": "public", "reference": "ema-0070", "threshold": 0.09,
                        "environment": {"setting": "public"}}


@pytest.mark.parametrize("date, review", [("2026-03-01", "2027-03-01"), ("2028-02-29", "2029-02-28"),
                                          ("not a date", None), (None, None)])
def test_a_non_public_release_proposes_el_emam_2015_and_a_review_a_year_on(date, review):
    context = {"release_model": "non-public", "environment": {"setting": "remote"}}
    if date is not None:
        context["date"] = date
    proposed = with_proposals(context, PUBLIC_RUN)
    # El Emam, Rodgers, Malin, BMJ 2015: 0.2 for a non-public release with strong controls
    assert (proposed["reference"], proposed["threshold"]) == ("el-emam-2015", 0.2)
    assert proposed["environment"] == {"setting": "remote"}
    assert proposed.get("review_date") == review


def test_what_the_context_gives_is_kept_but_a_reference_for_the_other_model_is_replaced():
    kept = {"release_model": "public", "reference": "el-emam-2013", "threshold": 0.03,
            "environment": {"setting": "on-site"}, "review_date": "2030-01-01"}
    assert with_proposals(kept, PUBLIC_RUN) == kept
    only_reference = with_proposals({"release_model": "public", "reference": "health-canada"}, PUBLIC_RUN)
    assert only_reference["threshold"] == 0.09  # Health Canada's published value
    crossed = with_proposals({"release_model": "non-public", "reference": "ema-0070", "threshold": 0.09}, PUBLIC_RUN)
    assert (crossed["reference"], crossed["threshold"]) == ("el-emam-2015", 0.2)


def test_the_run_sets_the_release_model_when_the_context_states_none():
    # semi-public counts as non-public
    assert with_proposals({}, {"risk": {"release_model": "semi-public"}})["reference"] == "el-emam-2015"
