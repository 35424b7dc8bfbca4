"""Every game package; importing this registers them all (menu order)."""

from tabletop_tui.games import in_nomine, necronomicards, possession  # noqa: F401
from tabletop_tui.games import believe_in_me  # noqa: F401, I001  (last in the menu)
