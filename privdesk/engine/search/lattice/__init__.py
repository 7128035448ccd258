"""The optimal full-domain search over the generalization lattice with record suppression (ARX's default).
``problem`` builds the frequency set and checks a search's arguments; ``evaluation`` judges one node and builds
the release; ``nodes`` is the lattice met as the search goes; ``scores`` the utility metrics and their bounds; ``search`` the search itself; ``population`` δ-presence's population rows;
``arx_flash`` ARX's Flash tie order on two-level lattices."""

from privdesk.engine.search.lattice.arx_flash import flash_optimum, flash_order
from privdesk.engine.search.lattice.problem import METRICS
from privdesk.engine.search.lattice.search import optimal_generalization

__all__ = ["METRICS", "flash_optimum", "flash_order", "optimal_generalization"]
