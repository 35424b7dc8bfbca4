"""In Nomine state: each player's deck, hand, discard and tableau of personas in play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_tui.core.state import BaseState, shallow

PHASES = ("essence", "fates", "recruit", "struggle", "end")


@dataclass
class Persona:
    """A Human or Celestial in play, with its counters and what is attached to it."""

    card: str
    owner: int
    controller: int
    essence: bool = False
    prophecy: int = 0
    attachments: list[str] = field(default_factory=list)
    undead: bool = False
    # the last turn number through which it cannot attack or block (RULINGS.md)
    disabled_through: int = 0
    # control taken "for 1 turn" goes back to this seat at the end of the turn
    returns_to: int | None = None


@dataclass
class Side:
    """One player's cards: deck (top is index 0), hand, discard pile."""

    side: str  # angel | demon
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)


@dataclass
class Combat:
    """The attack in progress during the Struggle."""

    attacker: str
    target: str | None = None  # a persona card id, or None for the deck
    blocker: str | None = None
    unblockable: bool = False
    negated: bool = False
    block_negated: bool = False
    # 'windows: always' (R40): the defender let it through and passed the fight ahead,
    # unless the attacker plays a card in it (one hand-over of the screen the less)
    defender_passes: bool = False


@dataclass
class INState(BaseState):
    """Both players' cards, the personas in play, the phase, and this turn's effects."""

    sides: list[Side] = field(default_factory=list)
    personas: list[Persona] = field(default_factory=list)
    phase: str = "essence"
    recruits_left: int = 1  # the Recruit phase's own recruit (lapses when the phase ends)
    bonus_recruits: int = 0  # granted by cards: usable for the rest of the turn (R14)
    attacks_negated: bool = False
    combat: Combat | None = None
    # temporary modifiers: {"target": card id | None, "seat": int | None, "stat", "amount"}
    effects: list[dict[str, Any]] = field(default_factory=list)
    open_events: bool = False  # the 'events: open' option: any window, and Respond (R36)
    every_window: bool = False  # the 'windows: always' option: windows asked of any hand (R40)
    victory: str = ""  # how the game was won: deck | prophecy | types (game.VICTORIES)

    def clone(self) -> INState:
        """A deep copy, by hand (bots clone thousands of times per move)."""
        new = self.copy_base()
        new.sides = [Side(s.side, list(s.deck), list(s.hand), list(s.discard)) for s in self.sides]
        new.personas = []
        for p in self.personas:
            q = shallow(p)
            q.attachments = list(p.attachments)
            new.personas.append(q)
        new.combat = shallow(self.combat) if self.combat is not None else None
        new.effects = [dict(e) for e in self.effects]
        return new

    def opponent(self, seat: int) -> int:
        """The other player."""
        return 1 - seat

    def persona(self, card: str) -> Persona:
        """The persona in play for a card id."""
        for p in self.personas:
            if p.card == card:
                return p
        raise KeyError(card)

    def in_play(self, card: str) -> bool:
        """Whether a persona is in play."""
        return any(p.card == card for p in self.personas)

    def controlled_by(self, seat: int) -> list[Persona]:
        """The personas a seat controls."""
        return [p for p in self.personas if p.controller == seat]
