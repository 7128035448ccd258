"""The report's first sheet, Context and justification: the release's context record (who receives the data, why,
in which environment, against which threshold and on whose word), the fields its release model requires, and the
technique used on every column."""
