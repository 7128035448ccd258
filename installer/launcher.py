"""Entry point of the frozen PrivDesk (PyInstaller runs it as a script, so no relative imports): the same as the
installed console script `privdesk = privdesk.cli.main:main`."""

import sys

from privdesk.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
