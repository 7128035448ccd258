"""A release whose re-check finds a requirement not met is refused, naming every such requirement."""

from __future__ import annotations

import pytest

from privdesk.app.release.check import ReleaseCheckFailed, refuse_unmet
from privdesk.engine.core.requirement_check import RequirementCheck


def test_unmet_requirements_are_named_and_met_ones_pass():
    met = RequirementCheck.judged("3-anonymity", "k-anonymity", 3, 4, higher_is_safer=True)
    low_l = RequirementCheck.judged("2-diversity on 's'", "l-diversity", 2, 1, attribute="s", higher_is_safer=True)
    high_t = RequirementCheck.judged("0.2-closeness on 'n'", "t-closeness", 0.2, 0.5, attribute="n")
    refuse_unmet([met])
    refuse_unmet([])
    with pytest.raises(ReleaseCheckFailed) as refused:
        refuse_unmet([met, low_l, high_t])
    assert str(refused.value) == "the release does not meet 2-diversity on 's'; 0.2-closeness on 'n'"
