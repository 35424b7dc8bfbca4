"""The mcts seat: it answers with a legal option, searches only worlds dealt from its own
view (never the true state), keeps to its budget, answers a lone option at once, is
reproducible from its dice, and plays better than chance."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest

from tabletop_tui.bots import MctsBot, RandomBot
from tabletop_tui.bots import mcts as mcts_module
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tests.core.tiny import Tiny

GAMES = ("necronomicards", "in-nomine", "possession", "believe-in-me")


def positions(game_id: str, count: int, seed: int = 0) -> list[Match]:
    """Matches stopped at decisions with several options, after random play."""
    game = load_game(game_id)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        match = Match(game, [Seat("random", "a"), Seat("random", "b")], rng.randrange(10**6), {})
        for _ in range(rng.randrange(1, 60)):
            if match.over:
                break
            match.choose(rng.choice(match.decision().options).key)
        if not match.over and len(match.decision().options) > 1:
            out.append(match)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_it_answers_with_one_of_the_options(game_id: str) -> None:
    for match in positions(game_id, 4):
        decision = match.decision()
        view = match.view(decision.seat)
        key = MctsBot(iterations=25).choose(match.game, view, decision, random.Random(1))
        assert key in {o.key for o in decision.options}
        match.choose(key)  # and the engine takes it


def unhinted(game_id: str, seed: int) -> Match:
    """A match at a decision the game gives no hint for (a hint is taken, not searched)."""
    return next(
        m
        for m in positions(game_id, 8, seed=seed)
        if m.game.hint(m.view(m.decision().seat), m.decision(), random.Random(0)) is None
    )


@pytest.mark.parametrize("search", ["tree", "rollout"])
@pytest.mark.parametrize("game_id", GAMES)
def test_it_never_touches_the_true_state(
    game_id: str, search: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Given only the view, every state either search plays on or scores is a world it
    dealt itself; and with the true state's hidden cards scrambled it chooses the same."""
    match = unhinted(game_id, 7)
    monkeypatch.setattr(type(match.game), "mcts_search", search, raising=False)
    decision = match.decision()
    view = match.view(decision.seat)
    true = match.state
    first = MctsBot(30, math.inf).choose(match.game, view, decision, random.Random(3))
    touched: list[Any] = []
    for name in ("apply", "options"):
        real = getattr(engine, name)

        def spy(game: Any, state: Any, *rest: Any, real: Any = real) -> Any:
            touched.append(state)
            return real(game, state, *rest)

        monkeypatch.setattr(mcts_module.engine, name, spy)
    real_evaluate = type(match.game).evaluate
    monkeypatch.setattr(
        type(match.game),
        "evaluate",
        lambda self, state, seat: touched.append(state) or real_evaluate(self, state, seat),
    )
    true.rng.seed(12345)  # the true dice and hidden order changed: nothing may notice
    for zone in match.game.zones(true):
        if zone.seen_by != "public" and isinstance(zone.cards, list):
            random.Random(9).shuffle(zone.cards)
    again = MctsBot(30, math.inf).choose(match.game, view, decision, random.Random(3))
    assert touched and all(s is not true for s in touched)
    assert again == first


def test_a_lone_option_is_answered_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Tiny()
    monkeypatch.setattr(Tiny, "determinize", lambda *a: pytest.fail("searched"))
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    only = Decision(0, "?", (engine.decision(game, state).options[0],))
    bot = MctsBot()
    assert bot.choose(game, {}, only, random.Random(0)) == only.options[0].key
    assert bot.last_iterations == 0


def test_the_budget_is_kept_and_the_same_dice_give_the_same_choice() -> None:
    match = next(  # a decision searched (a discard is left to greedy: `mcts_greedy`)
        m
        for m in positions("necronomicards", 6, seed=3)
        if m.decision().kind not in m.game.mcts_greedy  # type: ignore[attr-defined]
    )
    decision = match.decision()
    view = match.view(decision.seat)
    bots = [MctsBot(iterations=40, time_cap=60.0) for _ in range(3)]
    keys = {bot.choose(match.game, view, decision, random.Random(5)) for bot in bots}
    assert len(keys) == 1 and bots[0].last_iterations == 40
    # the same bot met with the very same table again answers otherwise (no endless loop
    # of a card played and taken back)
    again = bots[0].choose(match.game, view, decision, random.Random(5))
    assert again != keys.pop()
    hurried = MctsBot(iterations=10**6, time_cap=0.0)  # the time cap ends the search
    hurried.choose(match.game, view, decision, random.Random(5))
    assert hurried.last_iterations == 2  # the least it runs, to have a choice at all


def test_it_stops_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    # (a position the tree searches: seed 2's is now an attack's target, taken from the hint)
    match = positions("in-nomine", 1, seed=1)[0]
    monkeypatch.setattr(type(match.game), "mcts_search", "tree")  # the tree's walks
    decision = match.decision()
    bot = MctsBot(iterations=10**6, time_cap=60.0)
    calls = Counter()

    def stop() -> bool:
        calls["asked"] += 1
        return calls["asked"] > 5

    bot.should_stop = stop
    bot.choose(match.game, match.view(decision.seat), decision, random.Random(1))
    assert bot.last_iterations == 5


def test_it_beats_random_at_tiny() -> None:
    wins = Counter()
    for seed in range(12):
        for mcts_seat in (0, 1):
            game = Tiny()
            state = game.new_state(2, seed, {})
            engine.advance(game, state)
            rng = random.Random(seed)
            while not state.over:
                pending = engine.decision(game, state)
                bot = MctsBot(iterations=60) if pending.seat == mcts_seat else RandomBot()
                view = game.view(state, pending.seat)
                engine.apply(game, state, bot.choose(game, view, pending, rng))
            wins["mcts" if state.winners == [mcts_seat] else "other"] += 1
    assert wins["mcts"] >= 18, wins  # of 24


def test_small_differences_still_steer_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the evaluation squashed hard (a point of score a thousandth of the reward), the
    search still sends most of its visits to one option, a card played (passing is worth
    less): the means at a choice are stretched before the exploration term is added
    (unstretched, it spread about half of them evenly over the four options)."""
    monkeypatch.setattr(Tiny, "mcts_scale", 1000.0, raising=False)
    game = Tiny()
    for seed in (1, 2):
        state = game.new_state(2, seed, {})
        engine.advance(game, state)
        for _ in range(4):  # both pass twice: four cards in hand
            keys = [o.key for o in engine.options(game, state)]
            engine.apply(game, state, "pass" if "pass" in keys else keys[0])
        pending = engine.decision(game, state)
        assert len(pending.options) == 4
        bot = MctsBot(iterations=200, time_cap=60.0)
        key = bot.choose(game, game.view(state, pending.seat), pending, random.Random(2))
        assert key.startswith("play:")
        assert bot.last_visits[key] > 0.75 * sum(bot.last_visits.values()), bot.last_visits


def test_a_kind_the_game_leaves_to_greedy_is_answered_as_greedy_does() -> None:
    """NecronomiCards' discards (`mcts_greedy`): greedy's answer from the same view and dice,
    with no search; other decisions are still searched."""
    from tabletop_tui.bots import GreedyBot

    game = load_game("necronomicards")
    kinds = set(game.mcts_greedy)  # type: ignore[attr-defined]
    rng = random.Random(4)
    found = searched = 0
    for _ in range(300):
        match = Match(game, [Seat("random", "a"), Seat("random", "b")], rng.randrange(10**6), {})
        while not match.over and found < 3:
            decision = match.decision()
            if len(decision.options) > 1 and decision.kind in kinds:
                view = match.view(decision.seat)
                bot = MctsBot(iterations=25)
                key = bot.choose(game, view, decision, random.Random(9))
                assert key == GreedyBot().choose(game, view, decision, random.Random(9))
                assert bot.last_iterations == 0
                found += 1
            elif len(decision.options) > 1 and not searched:
                hinted = game.hint(match.view(decision.seat), decision, random.Random(0))
                if hinted is None:
                    bot = MctsBot(iterations=25)
                    bot.choose(game, match.view(decision.seat), decision, random.Random(9))
                    assert bot.last_iterations == 25
                    searched += 1
            match.choose(rng.choice(decision.options).key)
        if found >= 3:
            break
    assert found == 3 and searched == 1
