"""The signed audit report: an Excel workbook made only from a run's record. ``workbook`` orders the sheets
(``sheets``, one module each), ``labels`` holds every text, ``sheet`` the sheet model and ``cells`` the styles; the
charts are in ``charts``."""
