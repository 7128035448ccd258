"""PrivDesk: prepare tabular data for release and prove that it is safe to release."""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

try:
    __version__ = _version("privdesk")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
