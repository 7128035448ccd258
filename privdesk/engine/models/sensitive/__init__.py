"""The models of one sensitive attribute's distribution in each class: (α,k), l-diversity, t-closeness, β-likeness
and δ-disclosure, each a function of a classes × values count matrix, and the same figures computed from each
class's (value, records) pairs (``class_triples``), which ``models.sensitive_checks`` uses."""
