"""Possession game state: plain zones of card instance ids (top of a deck is index 0)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_tui.core.state import BaseState, shallow

FREE = -1  # a Victim in the playing area, controlled by nobody
CARDS_PER_TURN = 4  # four Rounds of one card each
TURNS = 5
HAND_CAP = 8


@dataclass
class Attack:
    """A Nemesis waiting to fight a Victim this turn.

    `card` is the Nemesis card (empty for an attacker that is not a card, such as a
    wolf pack an Event sends); `by` is the seat that played it (-1: Fate or the solitaire's
    Nemesis deck).
    """

    card: str
    name: str
    victim: str
    by: int
    bonus: int = 0  # temporary Strength from Events
    strength: int = 0  # base Strength of an attacker that is not a card
    wounds: int = 2
    kind: str = "monster"  # the Nemesis kind of an attacker that is not a card


@dataclass
class Victim:
    """A Victim in play: its Life (tokens included), Equipment, controller, this turn's state."""

    card: str
    life: int
    owner: int = FREE
    equipment: list[str] = field(default_factory=list)
    temp_strength: int = 0
    may_escape: bool = False
    no_escape: bool = False


@dataclass
class Daemon:
    """One player's secret Daemon card and everything they hold or have played."""

    daemon: str = ""
    revealed: bool = False
    hand: list[str] = field(default_factory=list)
    possession_cards: list[str] = field(default_factory=list)
    tokens: int = 0  # possession adjustments from Events and Daemons
    willpower_turn: int = 0  # this turn's Willpower adjustments from Events
    gloom_spared: bool = False  # this turn's Gloom found the score at 0: it takes nothing (R3)
    next_cap: int = 0  # Hand Cap bonus at the next deal
    played: int = 0  # cards played this turn
    claimed: bool = False  # claimed a Victim this Round
    extra_claim_used: bool = False
    cheats: list[str] = field(default_factory=list)  # triggered TRAP!s left unplayed
    event_played: bool = False  # the solitaire's forced Event
    # cards of this hand that other seats know are in it: they passed them on (R34)
    seen_by: dict[str, tuple[int, ...]] = field(default_factory=dict)


# PState's lists of plain values (copied whole by `clone`)
LISTS = (
    "victim_deck",
    "victim_discard",
    "location_deck",
    "location_discard",
    "deck",
    "discard",
    "out_of_game",
    "set_aside",
    "daemons_aside",
    "nemesis_deck",
    "nemesis_discard",
    "ascendancy",
    "final_scores",
)


@dataclass
class PState(BaseState):
    """Everything on the table. `turn` counts the five turns; `round` the four Rounds."""

    players: list[Daemon] = field(default_factory=list)
    victims: dict[str, Victim] = field(default_factory=dict)  # every Victim in play, in order
    victim_deck: list[str] = field(default_factory=list)
    victim_discard: list[str] = field(default_factory=list)
    location_deck: list[str] = field(default_factory=list)
    location_discard: list[str] = field(default_factory=list)
    location: str = ""
    time: str = "day"
    deck: list[str] = field(default_factory=list)  # the Game Deck
    discard: list[str] = field(default_factory=list)
    out_of_game: list[str] = field(default_factory=list)  # removed unseen (2 players, solitaire)
    set_aside: list[str] = field(default_factory=list)  # out by name: The Crooked Tower, TRAP!s
    daemons_aside: list[str] = field(default_factory=list)
    troll: str = ""  # The Troll while set aside ("" while it fights)
    attacks: list[Attack] = field(default_factory=list)
    nemesis_deck: list[str] = field(default_factory=list)  # the solitaire's
    nemesis_discard: list[str] = field(default_factory=list)
    narrator: int = 0
    first_player: int = 0
    round: int = 0
    ascendancy: list[int] = field(default_factory=list)  # seats, leader first
    nemesis_bonus: dict[str, int] = field(default_factory=dict)  # kind ("" all) -> this turn
    # (Victim, Nemesis card) for each Nemesis a player sent this turn, discarded or not:
    # the same-name rule holds for the turn (R7)
    sent: list[tuple[str, str]] = field(default_factory=list)
    solitaire: bool = False
    phase: str = "setup"  # setup | rounds | fights | end
    final_scores: list[int] = field(default_factory=list)
    crooked_tower: bool = False
    solitaire_goal: int = 2  # Victims to hold after turn 5 (the rulebook: 2; R27)
    # what the last balance check saw (everything possession and Willpower depend on)
    balanced_at: Any = field(default=None, repr=False, compare=False)

    def clone(self) -> PState:
        """A deep copy, by hand (bots clone thousands of times per move)."""
        new = self.copy_base()
        new.players = []
        for p in self.players:
            q = shallow(p)
            q.hand, q.cheats = list(p.hand), list(p.cheats)
            q.possession_cards = list(p.possession_cards)
            q.seen_by = dict(p.seen_by)  # its values are tuples, replaced whole
            new.players.append(q)
        new.victims = {}
        for k, v in self.victims.items():
            w = new.victims[k] = shallow(v)
            w.equipment = list(v.equipment)
        for name in LISTS:
            setattr(new, name, list(getattr(self, name)))
        new.attacks = [shallow(a) for a in self.attacks]
        new.nemesis_bonus = dict(self.nemesis_bonus)
        new.sent = list(self.sent)
        return new

    def left_of(self, seat: int) -> int:
        """The player to `seat`'s left: the next clockwise (RULINGS.md: seats go clockwise)."""
        return (seat + 1) % self.num_players

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.num_players

    def clockwise(self, start: int) -> list[int]:
        """Every seat clockwise, starting with `start`."""
        return [(start + i) % self.num_players for i in range(self.num_players)]

    def controlled(self, seat: int) -> list[str]:
        """The Victims `seat` controls, in the order they came into play."""
        return [v for v, vic in self.victims.items() if vic.owner == seat]

    def free(self) -> list[str]:
        """The Victims in the playing area."""
        return [v for v, vic in self.victims.items() if vic.owner == FREE]

    def attackers(self, victim: str) -> list[Attack]:
        return [a for a in self.attacks if a.victim == victim]
