"""The greedy bot's sense of Possession: plain positions it must get right, and a seeded
match against the random bot it must win."""

from __future__ import annotations

import random

from tabletop_tui.bots import GreedyBot
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.simulate import simulate
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.state import PState
from tests.games.possession.conftest import (
    Recorder,
    attack,
    build,
    equip,
    fights,
    give,
    possession_cards,
    rich,
    victim,
)


def greedy(game: Possession, state: PState, seed: int = 0) -> str:
    """What the greedy bot answers to the pending decision, seeing only its seat's view."""
    pending = engine.decision(game, state)
    assert pending is not None
    view = game.view(state, pending.seat)
    return GreedyBot().choose(game, view, pending, random.Random(seed))


def round_of(game: Possession, state: PState, seat: int) -> list[str]:
    """Open `seat`'s Round; its option keys."""
    state.push(Step("play", seat))
    engine.advance(game, state)
    pending = engine.decision(game, state)
    assert pending is not None and pending.kind == "play"
    return [o.key for o in pending.options]


def round_moves(game: Possession, state: PState, seat: int) -> list[str]:
    """Open `seat`'s Round; its option keys, each card that asks for its Victim next
    (`play:<card>`) followed by its `aim` step's keys (`play:<card>@<victim>`)."""
    out = []
    for key in round_of(game, state, seat):
        out.append(key)
        after = answered(game, state, key)
        if after is not None and after.kind == "aim":
            assert after.options[-1].key == "back"
            out.extend(o.key for o in after.options[:-1])
    return out


def answered(game: Possession, state: PState, key: str) -> Decision | None:
    """The decision that follows `key` (on a copy: the state stays as it is)."""
    trial = state.clone()
    engine.apply(game, trial, key)
    return engine.decision(game, trial)


def greedy_move(game: Possession, state: PState, seed: int = 0) -> str:
    """Greedy's move at the pending decision, with the Victim it then names when its card
    asks for one (the `aim` step): `play:<card>@<victim>`, whichever shape the Round gives
    the card. The state stays as it is."""
    key = greedy(game, state, seed)
    after = answered(game, state, key)
    if after is None or after.kind != "aim":
        return key
    trial = state.clone()
    engine.apply(game, trial, key)
    return greedy(game, trial, seed)


def test_greedy_claims_a_free_victim_rather_than_passing(game):
    state = build(game)
    possession_cards(game, state, 0, "iron-dominion", "whisper-at-the-window")  # spare 8
    insomniac = victim(game, state, "insomniac")
    state.players[0].revealed = True  # its Daemon is out: a claim or a pass
    assert round_of(game, state, 0) == [f"claim:{insomniac}", "pass"]
    for seed in range(3):
        assert greedy(game, state, seed) == f"claim:{insomniac}"


def test_greedy_arms_its_own_victim_not_an_opponents(game):
    state = build(game)
    mine = victim(game, state, "lamplighter", owner=0)
    theirs = victim(game, state, "washerwoman", owner=1)
    rich(state, 0)
    rich(state, 1)
    state.players[0].revealed = True
    (cutlass,) = give(game, state, 0, "rusty-cutlass")
    assert round_of(game, state, 0) == [f"play:{cutlass}"]  # the Victim is asked next
    assert greedy(game, state) == f"play:{cutlass}"
    engine.apply(game, state, f"play:{cutlass}")
    aim = engine.decision(game, state)
    assert aim is not None and aim.kind == "aim"
    assert [o.key for o in aim.options] == [
        f"play:{cutlass}@{mine}",
        f"play:{cutlass}@{theirs}",
        "back",
    ]
    assert greedy(game, state) == f"play:{cutlass}@{mine}"


def test_greedy_escapes_a_fight_its_victim_would_lose(game):
    """The Canon (4, +1 by Day) would exorcise the Lamplighter (Strength 2): escape."""
    state = build(game)
    lamplighter = victim(game, state, "lamplighter", owner=0)
    rich(state, 0)
    equip(game, state, lamplighter, "hooded-cloak")
    attack(game, state, lamplighter, "canon-of-the-cathedral", by=1)
    asked = Recorder(lambda d: greedy(game, state))
    fights(game, state, asked)
    # (Quillibet's reveal, 3 cards drawn, may come first: the escape is asked again after it)
    assert [o.key for o in asked.seen[0].options] == ["escape", "fight", "reveal"]
    assert any("escapes the fight" in e.text for e in state.log)
    assert state.victims[lamplighter].owner == 0 and not state.attackers(lamplighter)


def test_greedy_beats_random_in_seeded_games():
    """Deterministic (seeded games, seeded bots): greedy wins at least 6 of 8, from both
    seats (the seats turn each game)."""
    stats = simulate("possession", 8, ["greedy", "random"], seed=1)
    assert stats.errors == 0 and stats.wins[0] >= 6, stats.wins
