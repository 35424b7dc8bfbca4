"""Possession: A Daemonic Card Game (rulebook: shared/rules/possession.txt)."""

from tabletop_tui.core.registry import GameEntry, register
from tabletop_tui.games.possession.cards import load_cards
from tabletop_tui.games.possession.game import INFO, Possession

register(GameEntry(info=INFO, load_cards=load_cards, make=Possession))
