"""Believe in Me! (Please) (rulebook: shared/rules/believe-in-me.txt)."""

from tabletop_tui.core.registry import GameEntry, register
from tabletop_tui.games.believe_in_me.cards import load_cards
from tabletop_tui.games.believe_in_me.game import INFO, BelieveInMe

register(GameEntry(info=INFO, load_cards=load_cards, make=BelieveInMe))
