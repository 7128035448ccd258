"""The audit workbook's sheets, one module each; ``report.workbook`` orders them."""
