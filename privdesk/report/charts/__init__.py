"""Charts: matplotlib figures for the window (``figures``, ``usefulness``, ``dp``), the numbers each chart shows
(``data``), their shared style (``style``), and the workbook's native Excel charts (``excel``)."""
