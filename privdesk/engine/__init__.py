"""The engine: numpy and pandas only, no Qt, matplotlib or openpyxl (tests/engine/test_layering.py). ``core`` (the coded
table), ``attributes`` (hierarchies), ``models``, ``search``, ``recoding``, ``dp``, ``metrics``, ``usefulness``,
``detect`` and ``rows`` (the row engines)."""
