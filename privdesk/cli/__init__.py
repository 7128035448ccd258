"""The command line: ``privdesk COMMAND``. ``main`` builds the parser; one module per command family, with the shared options
(``options``) and output (``output``). It calls the app jobs and holds no formula."""
