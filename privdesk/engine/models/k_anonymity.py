"""k-anonymity (SPEC.md §4; Sweeney, "k-anonymity: a model for protecting privacy", IJUFKS 2002).

Every equivalence class must hold at least k records, so the achieved k is the smallest class size. Suppressed rows
join no class (classes.py) and so never lower k.
"""

from __future__ import annotations

from ..classes import Partition
from .base import ModelResult


def k_anonymity(partition: Partition) -> ModelResult:
    """Achieved k = min |E|; ``per_class`` = class sizes (higher is safer)."""
    return ModelResult.from_per_class("k-anonymity", partition.sizes, higher_is_safer=True)
