"""The engine's core: the coded table (``Dataset``), column types, equivalence classes, the error type for bad input,
progress and cancellation. numpy and pandas only."""
