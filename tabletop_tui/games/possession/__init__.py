"""Possession: A Daemonic Card Game (rulebook: shared/rules/possession.txt)."""

from tabletop_tui.core.registry import GameEntry
from tabletop_tui.games.possession.info import INFO

# The one declaration of this game; pyproject.toml names it in the
# `tabletop_tui.games` entry point group.
ENTRY = GameEntry(
    info=INFO,
    load_cards="tabletop_tui.games.possession.cards:load_cards",
    make="tabletop_tui.games.possession.game:Possession",
    order=30,
    screen="tabletop_tui.ui.possession.screen:PossessionScreen",
    scenes="tabletop_tui.ui.possession.shots:SCENES",
)
