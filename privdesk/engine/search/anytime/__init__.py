"""Anytime full-domain searches for lattices too large to search exhaustively: the heuristic (``heuristic``) and
ARX's genetic algorithm (``genetic``)."""

from privdesk.engine.search.anytime.genetic import genetic_generalization
from privdesk.engine.search.anytime.heuristic import AUTO_NODES, AUTO_SECONDS, heuristic_generalization, lattice_size

__all__ = ["AUTO_NODES", "AUTO_SECONDS", "genetic_generalization", "heuristic_generalization", "lattice_size"]
