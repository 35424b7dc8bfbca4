"""Scripted Possession matches for the screenshots and tests: fixed seeds, no bot involved."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import Step
from tabletop_tui.ui import scripted

TWO = [Seat("human", "Ann"), Seat("greedy", "Normal Bot 2")]
FOUR = [
    Seat("human", "Ann"),
    Seat("greedy", "Normal Bot 2"),
    Seat("random", "Easy Bot 3"),
    Seat("greedy", "Normal Bot 4"),
]
ALONE = [Seat("human", "Ann")]
Stop = Callable[[Match], bool]


def new_match(seats: list[Seat], seed: int) -> Match:
    """A Possession match (the cards are read once)."""
    return Match(load_game("possession"), list(seats), seed, {})


def scripted_choice(match: Match, decision: Decision) -> str:
    """A seeded choice that prefers playing cards to ending a Round early (a fuller table).
    A card with several Victims is drawn with its Victim, one option each, and the Victim
    is named when the card asks for it (the `aim` step), as when the Round offered each
    card and Victim: the scenes stay the tables they were before the Victim was asked."""
    moves = moves_made(match.choices)
    if decision.kind != "aim":
        key = seeded_draw(match.seed, moves, decision.options)
        return key if decision.option(key) is not None else key.partition("@")[0]
    state = match.state.clone()  # the Round the card was chosen in, drawn from again
    aim = state.stack.pop()
    state.push(Step("play", aim.seat, dict(aim.data["round"])))
    asked = engine.decision(match.game, state)
    assert asked is not None
    return seeded_draw(match.seed, moves - 1, asked.options)


def seeded_draw(seed: int, moves: int, options: Sequence[Option]) -> str:
    """The draw among the options, a card with several Victims one option per Victim."""
    keys: list[str] = []
    for option in options:
        aimed = len(option.cards) > 2  # the card and every Victim it may go on
        keys += [f"{option.key}@{v}" for v in option.cards[1:]] if aimed else [option.key]
    rng = random.Random(f"{seed}:{moves}")
    plays = [k for k in keys if k.startswith(("play:", "claim:"))]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    return rng.choice(keys)


def moves_made(choices: Sequence[str]) -> int:
    """The choices made, a card and the Victim named for it next counted as one."""
    pairs = zip(choices, choices[1:], strict=False)
    return len(choices) - sum(1 for card, at in pairs if at.partition("@")[0] == card != at)


def first_seed(stop: Stop, seats: list[Seat], start: int = 1) -> Match:
    """The first seed (from `start`) whose scripted game reaches `stop`, stopped there."""
    return scripted.first_seed(lambda seed: new_match(seats, seed), stop, scripted_choice, start)


def anns(match: Match, kind: str) -> bool:
    """Ann (seat 0) has a decision of this kind."""
    decision = match.decision()
    return decision is not None and decision.seat == 0 and decision.kind == kind


def held(match: Match, seat: int) -> int:
    """How many Victims a seat possesses."""
    return sum(1 for v in match.view(None)["victims"] if v["owner"] == seat)


def round_scene(match: Match) -> bool:
    """Ann to play a card in mid-game: Victims held on both sides, Nemeses on the way."""
    view = match.view(0)
    return (
        anns(match, "play")
        and view["turn"] >= 2
        and view["round"] >= 2
        and all(held(match, s) >= 1 for s in range(len(view["players"])))
        and bool(view["attacks"])
        and any(v["owner"] == -1 for v in view["victims"])
        and not any(o.key == "end" for o in match.decision().options)  # type: ignore[union-attr]
    )


def four_scene(match: Match) -> bool:
    """Four daemons, Ann to play, most holding a Victim."""
    view = match.view(0)
    return (
        anns(match, "play")
        and view["turn"] >= 2
        and sum(1 for s in range(4) if held(match, s) >= 1) >= 3
        and bool(view["attacks"])
        and not any(o.key == "end" for o in match.decision().options)  # type: ignore[union-attr]
    )


def fights_scene(match: Match) -> bool:
    """The fights: Ann (the Narrator) chooses the next fight among several."""
    return anns(match, "fights") and held(match, 0) >= 1


def solitaire_scene(match: Match) -> bool:
    """The solitaire in its second turn or later: a Victim held, its Nemesis waiting."""
    view = match.view(0)
    return (
        anns(match, "play")
        and view["turn"] >= 2
        and held(match, 0) >= 1
        and bool(view["attacks"])
        and not any(o.key == "end" for o in match.decision().options)  # type: ignore[union-attr]
    )


def round_match() -> Match:
    """Ann against Greedy Bot 2, in a Round of turn 2 or later (from seed 3: seed 1's
    table, nine Victims, is made compact at 80x24 and still scrolls by its last border)."""
    return first_seed(round_scene, TWO, start=3)


def four_match() -> Match:
    """Ann and three bots (from seed 2: seed 1's table is crowded, its names cut short)."""
    return first_seed(four_scene, FOUR, start=2)


def fights_match() -> Match:
    """Ann as Narrator ordering the fights."""
    return first_seed(fights_scene, TWO)


def solitaire_match() -> Match:
    """Ann alone against the defenders of Ninebridges."""
    return first_seed(solitaire_scene, ALONE)
