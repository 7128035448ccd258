"""Work on every core with threads, results in order: for array work that releases the GIL (pyarrow compute,
numpy's sorts and string functions), as in opening a table of many long columns."""

from __future__ import annotations

import os
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Iterable, Iterator, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

MAX_THREADS = 4
"""More threads than this gain nothing on the array work here and only add memory in flight."""


def thread_count() -> int:
    """The cores this process may use (at most :data:`MAX_THREADS`)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(MAX_THREADS, cores))


def ordered_map(function: Callable[[Item], Result], items: Iterable[Item],
                threads: int | None = None) -> Iterator[Result]:
    """``map(function, items)`` computed on ``threads`` threads (default: :func:`thread_count`), yielded in the
    items' order. Items are drawn lazily and at most two per thread are in flight, so memory stays that of a few
    items; the items' own iterator runs in the caller's thread, alongside the workers."""
    threads = threads or thread_count()
    if threads <= 1:
        yield from map(function, items)
        return
    with ThreadPoolExecutor(threads) as pool:
        pending: deque = deque()
        for item in items:
            pending.append(pool.submit(function, item))
            if len(pending) >= 2 * threads:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
