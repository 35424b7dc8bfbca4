"""Scripted In Nomine matches for the screenshots and tests: fixed seeds, no bot involved."""

from __future__ import annotations

from collections.abc import Callable

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.ui import scripted
from tabletop_tui.ui.scripted import play_until  # noqa: F401  (the scenes' tests use it)

SEATS = [Seat("human", "Ann"), Seat("greedy", "Normal Bot 2")]
Stop = Callable[[Match], bool]


def new_match(seats: list[Seat], seed: int) -> Match:
    """An In Nomine match (the cards are read once)."""
    return Match(load_game("in-nomine"), list(seats), seed, {})


def first_seed(stop: Stop, seats: list[Seat] = SEATS, start: int = 1) -> Match:
    """The first seed (from `start`) whose scripted game reaches `stop`, stopped there."""
    return scripted.first_seed(lambda seed: new_match(seats, seed), stop, start=start)


def anns(match: Match, kind: str) -> bool:
    """Ann (seat 0) has a decision of this kind."""
    decision = match.decision()
    return decision is not None and decision.seat == 0 and decision.kind == kind


def in_play(match: Match, seat: int) -> int:
    """How many personas a seat controls."""
    return sum(1 for p in match.view(seat)["personas"] if p["controller"] == seat)


def recruit_scene(match: Match) -> bool:
    """Ann's Recruit phase in mid-game: a few personas on both sides, four cards in hand."""
    view = match.view(0)
    return (
        anns(match, "main")
        and view["phase"] == "recruit"
        and view["turn"] >= 7
        and min(in_play(match, 0), in_play(match, 1)) >= 3
        and max(in_play(match, 0), in_play(match, 1)) <= 5
        and len(view["sides"][0]["hand"]) == 4  # one row of cards: the whole table in sight
    )


def combat_scene(match: Match) -> bool:
    """Ann may play a card on a fight where a blocker stands in the way."""
    combat = match.view(0)["combat"]
    return anns(match, "combat_window") and combat["blocker"] is not None and in_play(match, 0) > 1


def defend_scene(match: Match) -> bool:
    """Ann is attacked and has at least two personas that may block."""
    decision = match.decision()
    blocks = [o for o in decision.options if o.key.startswith("block:")] if decision else []
    return anns(match, "defend_window") and len(blocks) >= 2


def discard_scene(match: Match) -> bool:
    """Ann's End phase: too many cards in hand."""
    return anns(match, "end") and in_play(match, 0) >= 2


def recruit_match() -> Match:
    """Ann (Demons) against Greedy Bot 2 (Angels), recruiting (seed 28 is the first to get
    there: starting at it spares replaying the games before it)."""
    return first_seed(recruit_scene, start=28)


def combat_match() -> Match:
    """Ann's fight in the Struggle, the combat panel up."""
    return first_seed(combat_scene)


def defend_match() -> Match:
    """Ann answering an attack: block, play a card, or let it through."""
    return first_seed(defend_scene)


def discard_match() -> Match:
    """Ann discarding down to 7."""
    return first_seed(discard_scene)


def finished_match() -> Match:
    """Ann against Greedy Bot 2, played to the end."""
    return play_until(new_match(SEATS, 7), lambda m: False)
