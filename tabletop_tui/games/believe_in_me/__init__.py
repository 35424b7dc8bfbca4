"""Believe in Me! (Please) (rulebook: shared/rules/believe-in-me.txt)."""

from tabletop_tui.core.registry import GameEntry
from tabletop_tui.games.believe_in_me.info import INFO

# The one declaration of this game; pyproject.toml names it in the
# `tabletop_tui.games` entry point group.
ENTRY = GameEntry(
    info=INFO,
    load_cards="tabletop_tui.games.believe_in_me.cards:load_cards",
    make="tabletop_tui.games.believe_in_me.game:BelieveInMe",
    order=40,
    screen="tabletop_tui.ui.believe_in_me.screen:BelieveInMeScreen",
    scenes="tabletop_tui.ui.believe_in_me.shots:SCENES",
)
