"""The Attack test sheet (``attack_test``)."""
