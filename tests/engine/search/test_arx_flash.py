"""ARX's Flash traversal on two-level lattices (arx_flash.py): it returns an anonymous node of the fewest
suppressed columns, ties going ARX's way (FLASHStrategy: the columns with the fewest distinct values first)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.search.lattice.arx_flash import flash_optimum, flash_order


def test_ties_go_to_the_columns_with_fewer_distinct_values():
    # both single-column nodes are anonymous, the bottom is not: ARX's path climbs through the column with fewer
    # distinct values (1 − mean share kept: 0.25 against 0.45) and keeps that node
    assert flash_optimum(2, [2, 10], lambda node: node != 0) == 0b01
    assert flash_optimum(2, [10, 2], lambda node: node != 0) == 0b10
    assert flash_optimum(2, [2, 10], lambda node: False) is None
    assert flash_optimum(3, [5, 5, 5], lambda node: True) == 0


def test_strategy_order_by_hand():
    # level first; within a level, suppressing 3 distinct values (1/3 kept) before 7 (1/7) before 100
    assert flash_order(3, [7, 3, 100]) == [0b000, 0b010, 0b001, 0b100, 0b011, 0b110, 0b101, 0b111]


@settings(max_examples=150, deadline=None)
@given(q=st.integers(1, 6), data=st.data())
def test_returns_an_anonymous_node_of_the_lowest_level(q, data):
    minimal = data.draw(st.lists(st.integers(0, (1 << q) - 1), max_size=4))  # anonymity is closed upwards
    distinct = data.draw(st.lists(st.integers(1, 50), min_size=q, max_size=q))
    checked = []

    def anonymous(node):
        checked.append(node)
        return any(node & m == m for m in minimal)

    node = flash_optimum(q, distinct, anonymous)
    if not minimal:
        assert node is None
        return
    assert anonymous(node)
    assert bin(node).count("1") == min(bin(m).count("1") for m in minimal)
    assert len(set(checked)) <= 1 << q
