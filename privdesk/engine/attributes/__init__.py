"""What the user sets per attribute: generalization hierarchies (and their builders and defaults), sensitivity-level
tables and quasi-identifier weights."""
