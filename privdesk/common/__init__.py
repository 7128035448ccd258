"""What every layer shares: the language (i18n), where the bundled resources are, and text widths."""
