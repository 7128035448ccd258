"""The window (PySide6): the main window and its session, the pages of the workflow (Data, Attributes, Privacy,
Anonymize, Analyze, Report) in ``pages``, the editors and panels in ``editors``, and the worker that runs app jobs
with progress and Cancel. It holds no formula: every figure comes from ``app``."""
