"""Anytime full-domain searches for lattices too large to search exhaustively: the heuristic (``heuristic``) and
ARX's genetic algorithm (``genetic``)."""
