"""NecronomiCards game state: plain zones of card instance ids (top of a deck is index 0)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_tui.core.state import BaseState


@dataclass
class Zones:
    """One player's cards: Spell cards and unplayed Summons in hand, played Summons face up."""

    spells: list[str] = field(default_factory=list)
    summons: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    lost_turns: int = 0
    wards: int = 0


@dataclass
class NState(BaseState):
    """Everything on the table, plus per-turn flags."""

    players: list[Zones] = field(default_factory=list)
    spell_deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)  # Spells and Curses; top is the end
    summon_deck: list[str] = field(default_factory=list)
    summon_discard: list[str] = field(default_factory=list)
    curses_aside: list[str] = field(default_factory=list)
    revealed_curses: list[str] = field(default_factory=list)
    target: int = 7
    extra_turns: int = 0
    reshuffles: int = 0

    def clone(self) -> NState:
        """A deep copy, by hand (bots clone thousands of times per move)."""
        new = self.copy_base()
        new.players = [
            Zones(list(z.spells), list(z.summons), list(z.played), z.lost_turns, z.wards)
            for z in self.players
        ]
        new.spell_deck = list(self.spell_deck)
        new.discard = list(self.discard)
        new.summon_deck = list(self.summon_deck)
        new.summon_discard = list(self.summon_discard)
        new.curses_aside = list(self.curses_aside)
        new.revealed_curses = list(self.revealed_curses)
        return new

    def left_of(self, seat: int) -> int:
        """The player on `seat`'s left: the next in turn order (RULINGS.md: left and right)."""
        return (seat + 1) % self.num_players

    def right_of(self, seat: int) -> int:
        """The player on `seat`'s right: the previous in turn order."""
        return (seat - 1) % self.num_players

    def in_turn_order(self, start: int) -> list[int]:
        """Every seat in turn order, starting with `start`."""
        return [(start + i) % self.num_players for i in range(self.num_players)]
