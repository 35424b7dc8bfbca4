"""Believe in Me! game state: plain zones of card instance ids and Believer counts."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from tabletop_tui.core.state import BaseState, copy_fields, copy_plan, shallow

PARTS = ("head", "torso", "legs")
BASE_FIELDS = frozenset(f.name for f in fields(BaseState))
TEMPLE_ATTR = {"monk": "monks", "missionary": "missionaries", "nun": "nuns"}


@dataclass
class God:
    """One god's tableau, hand and Believers (the rulebook's God tableau key A-P)."""

    supply: int = 10
    monks: int = 0
    missionaries: int = 0
    nuns: int = 0
    grenade: str = ""
    grenade_charge: int = 0
    detonated: bool = False
    hand: list[str] = field(default_factory=list)
    truth_draw: list[str] = field(default_factory=list)  # personal draw pile (its owner chooses)
    truth_discard: list[str] = field(default_factory=list)
    enlighteners: list[str] = field(default_factory=list)  # oldest first (RULINGS B9)
    placers: list[int] = field(default_factory=list)  # who placed each Enlightener
    relics: list[str] = field(default_factory=lambda: ["", ""])  # left hand, right hand
    parts: dict[str, str] = field(default_factory=lambda: dict.fromkeys(PARTS, ""))
    monument: list[str] = field(default_factory=list)  # bottom slot first
    phenomena: list[str] = field(default_factory=list)
    contest: list[str] = field(default_factory=list)  # face-down cards in this Contest
    passed: bool = False
    revealed: bool = False  # made the Revelation
    nun_used: bool = False  # sacrificed a Nun in this Contest

    def clone(self) -> God:
        """A deep copy of the tableau and hand."""
        new = shallow(self)
        copy_fields(new, self, GOD_PLAN)
        return new

    @property
    def temple(self) -> int:
        """Believers in the three temples."""
        return self.monks + self.missionaries + self.nuns

    @property
    def believers(self) -> int:
        """Every Believer that counts: supply, temples and the grenade (rulebook, Game End)."""
        return self.supply + self.temple + self.grenade_charge

    @property
    def complete(self) -> bool:
        """Head, torso and legs manifested: the Trinity is complete."""
        return all(self.parts.values())

    @property
    def part_count(self) -> int:
        return sum(1 for c in self.parts.values() if c)


@dataclass
class BState(BaseState):
    """Everything on the table. Lists are piles; the top of a draw pile is the end."""

    gods: list[God] = field(default_factory=list)
    options: dict[str, object] = field(default_factory=dict)
    round: int = 0
    starting_god: int = 0  # holds the Start Squirrel
    pagan: int = 0  # Believers in the Pagan pile (RULINGS B18: never runs out)
    phen_deck: list[str] = field(default_factory=list)
    phen_discard: list[str] = field(default_factory=list)
    contest_phen: str = ""
    twilight: bool = False
    twilight_phen: list[str] = field(default_factory=list)  # the face-down final Phenomena
    general_deck: list[str] = field(default_factory=list)
    general_discard: list[str] = field(default_factory=list)
    monument_pile: list[str] = field(default_factory=list)
    monument_names: list[str] = field(default_factory=list)  # public (RULINGS B12)
    commandment_deck: list[str] = field(default_factory=list)
    commandment_discard: list[str] = field(default_factory=list)
    mountain: list[str] = field(default_factory=lambda: [""] * 5)  # places I-V
    fp_active: bool = False
    fp_holder: int = -1
    trinity: dict[str, list[str]] = field(default_factory=dict)  # Alignment -> pile
    truth_spares: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)  # out of the game, seen by all
    box_hidden: list[str] = field(default_factory=list)  # out of the game unseen (grenades)
    actions_left: int = 0
    contest_order: list[int] = field(default_factory=list)  # eligible gods, in turn order
    last_card_god: int = -1
    claims: int = 0  # Phenomena claimed so far (the first brings the False Prophet)
    first_complete: int = -1  # the god whose Trinity began the Twilight
    seq: int = 0  # cards placed in this Contest
    last_seq: list[int] = field(default_factory=list)  # per god: when its last card went down
    last_totals: dict[str, int] = field(default_factory=dict)  # the last Contest's Truth
    secret: list[list[object]] = field(
        default_factory=list
    )  # [card, seat]: a face-down discard and who saw it
    ended_by: str = ""  # "twilight" or "exhausted" (simulate reports how games end)

    def clone(self) -> BState:
        """A deep copy, by hand (bots clone thousands of times per move): every list and
        dict of the table copied, each god's too."""
        new = self.copy_base()
        copy_fields(new, self, STATE_PLAN)
        new.gods = [god.clone() for god in self.gods]
        return new

    def left_of(self, seat: int) -> int:
        """The god on `seat`'s left: the next in turn order (clockwise)."""
        return (seat + 1) % self.num_players

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.num_players

    def in_turn_order(self, start: int) -> list[int]:
        """Every god in turn order from `start`."""
        return [(start + i) % self.num_players for i in range(self.num_players)]

    def fellows(self, seat: int) -> list[int]:
        """Every other god, in turn order from `seat`'s left."""
        return [s for s in self.in_turn_order(seat) if s != seat]


GOD_PLAN = copy_plan(God)
STATE_PLAN = copy_plan(BState, BASE_FIELDS | {"gods"})
