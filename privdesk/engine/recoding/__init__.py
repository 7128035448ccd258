"""Transformations of values other than full-domain generalization: cell and local suppression, microaggregation
(MDAV, aggregation inside classes), perturbation (noise, PRAM) and what happens to direct identifiers."""
