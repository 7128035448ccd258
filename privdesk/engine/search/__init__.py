"""The searches that turn a table and its requirements into a release. ``contract`` is the one interface every search
implements (``SearchProblem`` in, ``Anonymization`` or ``NoSolution`` out, see ``result``); ``registry`` names the
built-in ones. One package per family: ``lattice`` (optimal full-domain search), ``anytime`` (heuristic and genetic
searches for large lattices), ``mondrian`` and ``greedy`` ((αij,k,m))."""
