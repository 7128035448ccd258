import sys

from privdesk.cli.main import main

sys.exit(main())
