"""Tables in and out: every format PrivDesk reads (CSV in any encoding, Excel, Parquet, SPSS/Stata/SAS, SQL) and
writes (the release in the input's format, never a formula), and atomic saves. Builds the engine's ``Dataset``."""
