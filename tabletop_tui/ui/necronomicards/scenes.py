"""Scripted NecronomiCards matches for the screenshots and tests (fixed seeds)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.ui import scripted

TABLE_SEATS = [Seat("human", "Ann"), Seat("greedy", "Normal Bot 2"), Seat("random", "Easy Bot 3")]


def new_match(seats: list[Seat], seed: int) -> Match:
    """A NecronomiCards match (the cards are read once)."""
    return Match(load_game("necronomicards"), list(seats), seed, {})


def necro_choice(match: Match, decision: Decision) -> str:
    """Seat 0 keeps its first Summon in hand and casts the first spell hand offered; every
    other choice is drawn from a seeded RNG."""
    only = scripted.only_answer(match, decision)
    if only is not None:
        return only
    keys = [option.key for option in decision.options]
    held = match.view(decision.seat)["players"][decision.seat]["summons"]
    if decision.seat == 0 and decision.kind == "summon" and len(held) < 2:
        return "keep"
    if decision.seat == 0 and decision.kind == "cast":
        return keys[0]
    return scripted.seeded_choice(match, decision)


def play_until(match: Match, stop: Callable[[Match], bool], limit: int = 2000) -> Match:
    """Play NecronomiCards' scripted choices until `stop`."""
    return scripted.play_until(match, stop, necro_choice, limit)


def mid_game(match: Match) -> bool:
    """Ann must decide on a cast with several spell hands, Summons played and one in hand."""
    decision = match.decision()
    if decision is None or decision.seat != 0 or decision.kind != "cast":
        return False
    players = match.view(0)["players"]
    return (
        3 <= len(decision.options) <= 8
        and len(players[0]["played"]) >= 2
        and bool(players[0]["summons"])
    )


def first_seed(seats: list[Seat], stop: Callable[[Match], bool]) -> Match:
    """The first seed whose scripted game reaches `stop`, stopped there."""
    return scripted.first_seed(lambda seed: new_match(list(seats), seed), stop, necro_choice)


def table_match() -> Match:
    """Three players: Ann (human) to cast, with several spell hands to pick from."""
    return first_seed(TABLE_SEATS, mid_game)


def handoff_match() -> Match:
    """Ann and Bob hot-seat: Bob is next to decide (the curtain is up)."""
    seats = [Seat("human", "Ann"), Seat("human", "Bob")]
    match = new_match(seats, 5)
    return play_until(match, lambda m: len(m.choices) >= 4 and m.decision().seat == 1)  # type: ignore[union-attr]


def finished_match() -> Match:
    """Ann against Greedy Bot 2, played to the end."""
    seats = [Seat("human", "Ann"), Seat("greedy", "Normal Bot 2")]
    return play_until(new_match(seats, 7), lambda m: False)
