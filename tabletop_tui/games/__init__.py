"""Every game package; importing this registers them all (menu order)."""

from tabletop_tui.games import in_nomine, necronomicards, possession  # noqa: F401
