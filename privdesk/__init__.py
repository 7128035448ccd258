"""PrivDesk: prepare tabular data for release and prove that it is safe to release."""

from importlib import metadata

try:
    __version__ = metadata.version("privdesk")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
