"""Zones: where every card is and who may see it, declared once per game.

A game lists its zones (`Game.zones(state)`); from that one list the core derives which
cards a seat may see, which it may not (the pool determinization samples from), and the
conservation and leak checks every game's property tests run. A view built from
`visible_to` cannot disagree with the tests, because both read the same declaration.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

PUBLIC = "public"  # face up: every seat sees the cards
OWNER = "owner"  # a hand: its owner sees the cards, the others their number
NOBODY = "nobody"  # face down (a draw pile, the box's unseen cards): only the number shows


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
