"""NecronomiCards (rulebook: shared/rules/necronomicards.txt)."""

from tabletop_tui.core.registry import GameEntry, register
from tabletop_tui.games.necronomicards.cards import load_cards
from tabletop_tui.games.necronomicards.game import INFO, NecronomiCards

register(GameEntry(info=INFO, load_cards=load_cards, make=NecronomiCards))
