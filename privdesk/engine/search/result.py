"""What every anonymization algorithm returns, and the error when no release can meet the requirements."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.core.dataset import Dataset


class NoSolution(Exception):
    """No release meets the privacy requirements under the given options (a 'requirement not met', not bad input).

    The message says what to relax, in the current language.
    """

    @classmethod
    def no_generalization(cls, qis: Sequence[str], requirements: Sequence[str], suppression: float) -> "NoSolution":
        """No generalization of ``qis`` meets ``requirements`` (their labels, already in the current language) with
        at most ``suppression`` (a share of the rows) suppressed."""
        if suppression:
            message = _("no generalization of {qis} meets {requirements} with {suppression:.1%} of the rows; allow "
                        "more suppression, raise the maximum levels, or relax a model")
        else:
            message = _("no generalization of {qis} meets {requirements} with no suppression; allow more "
                        "suppression, raise the maximum levels, or relax a model")
        return cls(message.format(qis=", ".join(qis), requirements="; ".join(requirements), suppression=suppression))


@dataclass
class Anonymization:
    """A release: same rows in the same order as the input; QIs generalized; suppressed rows have every QI ``*``.

    ``row_levels`` (rows x QIs, ARX levels) is given when the QIs were generalized through hierarchies (full-domain
    or per class); ``transformation`` (QI -> level) only for full-domain generalization. ``details`` holds what the
    algorithm wants to show (score, metric, search statistics, frontier, trace ...), JSON-ready.

    The search contract (``engine/search/contract.py``): ``optimal`` — proven the best release on the metric; ``lower_bound`` —
    no release scores below it (None when the strategy knows none); ``nodes_evaluated`` — candidates evaluated;
    ``seconds`` — wall time of the search.
    """

    algorithm: str
    released: Dataset
    qis: list[str]
    suppressed: np.ndarray
    row_levels: np.ndarray | None = None
    transformation: dict[str, int] | None = None
    details: dict[str, Any] = field(default_factory=dict)
    optimal: bool = False
    lower_bound: float | None = None
    nodes_evaluated: int = 0
    seconds: float = 0.0
    person_classes: Any = None  # with a person key, the release's classes of persons (engine/core/persons.py)
    counts: np.ndarray | None = None  # condensed: the records each released row stands for (``lattice.condensed``)
    mapped: Any = None  # condensed: the release told by values (``core.counted_release.MappedRelease``)
    settings: Any = None  # the job's settings as the run derived them (app/anonymize.py), for its summary and report

    @property
    def suppressed_count(self) -> int:
        return int(np.count_nonzero(self.suppressed))
