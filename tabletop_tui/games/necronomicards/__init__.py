"""NecronomiCards (rulebook: shared/rules/necronomicards.txt)."""

from tabletop_tui.core.registry import GameEntry
from tabletop_tui.games.necronomicards.info import INFO

# The one declaration of this game; pyproject.toml names it in the
# `tabletop_tui.games` entry point group.
ENTRY = GameEntry(
    info=INFO,
    load_cards="tabletop_tui.games.necronomicards.cards:load_cards",
    make="tabletop_tui.games.necronomicards.game:NecronomiCards",
    order=20,
    screen="tabletop_tui.ui.necronomicards.screen:NecronomiCardsScreen",
    scenes="tabletop_tui.ui.necronomicards.shots:SCENES",
)
