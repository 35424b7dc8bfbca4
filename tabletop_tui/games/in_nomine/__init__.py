"""In Nomine (rulebook: shared/rules/in-nomine.txt)."""

from tabletop_tui.core.registry import GameEntry
from tabletop_tui.games.in_nomine.info import INFO

# The one declaration of this game; pyproject.toml names it in the
# `tabletop_tui.games` entry point group.
ENTRY = GameEntry(
    info=INFO,
    load_cards="tabletop_tui.games.in_nomine.cards:load_cards",
    make="tabletop_tui.games.in_nomine.game:InNomine",
    order=10,
    screen="tabletop_tui.ui.in_nomine.screen:InNomineScreen",
    scenes="tabletop_tui.ui.in_nomine.shots:SCENES",
)
