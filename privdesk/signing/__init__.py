"""Signatures in minisign's format: keys (``keys``: generating, sealing with a passphrase, reading) and signing and
verifying files (``signatures``). Used by the command line, the app jobs and the window."""
