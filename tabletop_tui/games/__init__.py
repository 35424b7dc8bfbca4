"""Every game package; importing this registers them all."""

from tabletop_tui.games import necronomicards  # noqa: F401
