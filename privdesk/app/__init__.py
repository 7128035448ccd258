"""The jobs the window and the command line share: a table and settings in, a release and its record out, with
progress and cancellation and no Qt. ``record`` holds the canonical record and its one verdict, ``projects`` the
project file and samples, ``dp`` the differentially private releases."""
