"""Random tables for the cell-suppression tests: three QIs a, b, c of four values each, with a three-level
hierarchy (value, pair, ``*``), optionally skewed so that rare values need suppressing."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import strategies as st

from privdesk.engine.attributes.hierarchy import Hierarchy

ABC_HIERARCHIES = {q: Hierarchy.from_rows([[f"{q}{v}", f"{q}{v // 2}x", "*"] for v in range(4)], attribute=q)
                   for q in "abc"}


def abc_table(draw, rows: st.SearchStrategy[int]) -> tuple[np.random.Generator, pd.DataFrame]:
    """A random table over a, b, c (``rows`` records) and the generator that made it, for further columns."""
    n = draw(rows)
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    skew = draw(st.sampled_from([None, [0.55, 0.25, 0.15, 0.05]]))
    return rng, pd.DataFrame({q: [f"{q}{v}" for v in rng.choice(4, n, p=skew)] for q in "abc"})
