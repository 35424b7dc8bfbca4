"""In Nomine (rulebook: shared/rules/in-nomine.txt)."""

from tabletop_tui.core.registry import GameEntry
from tabletop_tui.games.in_nomine.cards import load_cards
from tabletop_tui.games.in_nomine.game import INFO, InNomine

# The one declaration of this game; pyproject.toml names it in the
# `tabletop_tui.games` entry point group.
ENTRY = GameEntry(
    info=INFO,
    load_cards=load_cards,
    make=InNomine,
    order=10,
    screen="tabletop_tui.ui.in_nomine.screen:InNomineScreen",
    scenes="tabletop_tui.ui.in_nomine.shots:SCENES",
)
