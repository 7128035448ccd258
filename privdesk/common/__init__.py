"""What every layer shares: the language (i18n), where the bundled resources are, text widths, help texts."""
