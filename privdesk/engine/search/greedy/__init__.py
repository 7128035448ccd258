"""Greedy (αij,k,m)-anonymization with graded multiple sensitive attributes: the algorithm (``greedy_msa``), how it builds
its classes (``classes``) and its release (``release``)."""

from privdesk.engine.search.greedy.greedy_msa import greedy_msa

__all__ = ["greedy_msa"]
