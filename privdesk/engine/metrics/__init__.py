"""Measures of a release: privacy level PL = DR × IR, entropies, weighted-attribute and link-matching entropy,
re-identification risk and population-uniqueness estimators, utility and information loss (docs/spec.md)."""
