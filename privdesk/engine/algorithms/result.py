"""What every anonymization algorithm returns, and the error when no release can meet the requirements."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..dataset import Dataset


class NoSolution(Exception):
    """No release meets the privacy requirements under the given options (a 'requirement not met', not bad input).

    The message says what to relax.
    """


@dataclass
class Anonymization:
    """A release: same rows in the same order as the input; QIs generalized; suppressed rows have every QI ``*``.

    ``row_levels`` (rows x QIs, ARX levels) is given when the QIs were generalized through hierarchies (full-domain
    or per class); ``transformation`` (QI -> level) only for full-domain generalization. ``details`` holds what the
    algorithm wants to show (score, metric, search statistics, frontier, trace ...), JSON-ready.
    """

    algorithm: str
    released: Dataset
    qis: list[str]
    suppressed: np.ndarray
    row_levels: np.ndarray | None = None
    transformation: dict[str, int] | None = None
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def suppressed_count(self) -> int:
        return int(np.count_nonzero(self.suppressed))
