"""Zones: where every card is and who may see it, declared once per game.

A game lists its zones (`Game.zones(state)`); from that one list the core derives which
cards a seat may see, which it may not (the pool determinization samples from), and the
conservation and leak checks every game's property tests run. A view built from
`visible_to` or a `Sight` cannot disagree with the tests, because both read the same
declaration.

Determinization reads the same list backwards: a game rebuilds a world from a view with
a hole (`holes`) for every card the view does not show, and `deal_holes` fills the holes
from the cards that lie nowhere in that world, each with a card of the same back.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

PUBLIC = "public"  # face up: every seat sees the cards
OWNER = "owner"  # a hand: its owner sees the cards, the others their number
NOBODY = "nobody"  # face down (a draw pile, the box's unseen cards): only the number shows
HOLE = "?"  # in a world being dealt, a card the seat does not see: "?" and the back it shows


@dataclass(frozen=True)
class Zone:
    """One place cards lie: its cards, who sees them, and (for OWNER) whose it is.

    `also` names further seats that see an OWNER or NOBODY zone (a card one seat looked
    at, a face-down discard its discarder knows). A zone with `counted=False` is a glimpse:
    cards that lie in another zone but which some seat is shown now (a search of its own
    deck); it grants sight, and conservation does not count it."""

    name: str
    cards: Sequence[str]
    seen_by: str = PUBLIC
    owner: int = -1
    also: tuple[int, ...] = ()
    counted: bool = True

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) sees this zone's cards."""
        if self.seen_by == PUBLIC:
            return True
        if seat is None:
            return False
        return (self.seen_by == OWNER and seat == self.owner) or seat in self.also


def visible_to(zones: Iterable[Zone], seat: int | None) -> set[str]:
    """Every card `seat` may see."""
    out: set[str] = set()
    for zone in zones:
        if zone.visible_to(seat):
            out.update(zone.cards)
    return out


def hidden_from(zones: Iterable[Zone], seat: int | None) -> set[str]:
    """Every card `seat` may not see (a card both in sight and hidden counts as seen)."""
    zones = list(zones)
    return all_cards(zones).keys() - visible_to(zones, seat)


def all_cards(zones: Iterable[Zone]) -> Counter[str]:
    """How many times each card lies somewhere: conservation says exactly once."""
    return Counter(c for zone in zones if zone.counted for c in zone.cards if c)


def hidden_sizes(zones: Iterable[Zone], seat: int | None) -> dict[str, int]:
    """How many cards each counted zone hidden from `seat` holds: the places a world
    determinized for `seat` deals its unseen cards into, each kept at its size."""
    out: dict[str, int] = {}
    for zone in zones:
        if zone.counted and not zone.visible_to(seat):
            out[zone.name] = out.get(zone.name, 0) + len(zone.cards)
    return out


class Sight:
    """One seat's sight of a table: each zone's cards where it sees them, else only their
    number. A view reads the table through it, so which cards a seat may see is the zones'
    declaration alone, never written again in the view."""

    def __init__(self, zones: Iterable[Zone], seat: int | None) -> None:
        self.seat = seat
        self.zones: dict[str, Zone] = {}
        for zone in zones:
            self.zones.setdefault(zone.name, zone)

    def sees(self, name: str) -> bool:
        """Whether the seat sees the cards of zone `name`."""
        return self.zones[name].visible_to(self.seat)

    def cards(self, name: str) -> list[str] | None:
        """Zone `name`'s cards if the seat sees them, else None (the view shows a count)."""
        zone = self.zones[name]
        return list(zone.cards) if zone.visible_to(self.seat) else None

    def card(self, name: str) -> str | None:
        """The card of a one-card zone (a Daemon, say) if the seat sees it, else None."""
        cards = self.cards(name)
        return cards[0] if cards else None

    def count(self, name: str) -> int:
        """How many cards zone `name` holds (public even where its cards are not)."""
        return len(self.zones[name].cards)


def holes(count: int, back: str = "") -> list[str]:
    """`count` places for cards a seat does not see, all showing `back` (a kind of card:
    deal_holes fills them only with cards whose back is the same)."""
    return [HOLE + back] * count


def is_hole(card: str) -> bool:
    """Whether `card` is a place `holes` made rather than a card."""
    return card.startswith(HOLE)


def unseen(zones: Iterable[Zone], cards: Iterable[str]) -> list[str]:
    """The cards of `cards` (in their order) that lie in no counted zone of a world being
    dealt: the pool its holes are filled from."""
    placed = {c for zone in zones if zone.counted for c in zone.cards if c and not is_hole(c)}
    return [c for c in cards if c not in placed]


def deal_holes(
    zones: Iterable[Zone],
    seat: int,
    cards: Iterable[str],
    rng: random.Random,
    back: Callable[[str], str] = lambda card: "",
) -> dict[str, list[str]]:
    """Fill every hole of a world's zones with an unseen card (`unseen`) showing the same
    back, at random. A zone whose `cards` is a list is filled in place; every zone that
    held a hole is returned with its cards (a game writes back those it built afresh).

    The holes must lie in zones hidden from `seat`, and each must find a card: otherwise
    the view and the zones disagree about what the seat sees, a ValueError. Unseen cards
    left over stay out of the world (a table built by hand for a test may not hold every
    card; in a real game the property tests check that none is left)."""
    zones = list(zones)
    pools: dict[str, list[str]] = {}
    for card in unseen(zones, cards):
        pools.setdefault(HOLE + back(card), []).append(card)
    for key in sorted(pools):
        rng.shuffle(pools[key])
    dealt: dict[str, list[str]] = {}
    for zone in zones:
        if not any(is_hole(c) for c in zone.cards):
            continue
        if not zone.counted or zone.visible_to(seat):
            raise ValueError(f"zone {zone.name} is not hidden from seat {seat} but has holes")
        filled = [_draw(pools, c, zone.name) if is_hole(c) else c for c in zone.cards]
        if isinstance(zone.cards, list):
            zone.cards[:] = filled
        dealt[zone.name] = filled
    return dealt


def _draw(pools: dict[str, list[str]], hole: str, zone: str) -> str:
    pool = pools.get(hole)
    if not pool:
        raise ValueError(f"no unseen card left for a hole '{hole}' in zone {zone}")
    return pool.pop()
