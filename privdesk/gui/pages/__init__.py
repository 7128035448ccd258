"""The pages of the guided flow: Data → Attributes → Privacy → Anonymize → Analyze → Context
(``context/``) → Report.

Every page is a QWidget built as ``Page(session, runner, parent)``; it reads and edits the Session and starts long
work through the JobRunner. ``title`` names it in the step list.
"""
