"""In Nomine (rulebook: shared/rules/in-nomine.txt)."""

from tabletop_tui.core.registry import GameEntry, register
from tabletop_tui.games.in_nomine.cards import load_cards
from tabletop_tui.games.in_nomine.game import INFO, InNomine

register(GameEntry(info=INFO, load_cards=load_cards, make=InNomine))
