"""Allow `python -m tabletop_tui`."""

from tabletop_tui.cli import main

raise SystemExit(main())
