"""The canonical record of a run (``report_record``), its verdict (``verdict``), its population-risk figures and
the risk threshold in words: what the report, the window and the command line all render."""
