"""The mcts seat's rollout search (rollout.py): legal answers, the same dice the same
choice, its budget kept, greedy's choice kept by a margin, rollouts that stop where they
are told (that it deals worlds only from the view is tested with the tree's, test_mcts.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_tui.bots import MctsBot, rollout
from tabletop_tui.bots import mcts as mcts_module
from tabletop_tui.core import engine
from tabletop_tui.core.registry import load_game
from tests.bots.test_mcts import GAMES, positions, unhinted
from tests.core.tiny import Tiny


@pytest.fixture(autouse=True)
def rollout_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game searches by rollouts in these tests, whatever it chose."""
    for game_id in GAMES:
        monkeypatch.setattr(type(load_game(game_id)), "mcts_search", "rollout", raising=False)


@pytest.mark.parametrize("game_id", GAMES)
def test_it_answers_with_one_of_the_options(game_id: str) -> None:
    for match in positions(game_id, 3, seed=4):
        decision = match.decision()
        view = match.view(decision.seat)
        bot = MctsBot(iterations=12)
        key = bot.choose(match.game, view, decision, random.Random(1))
        assert key in {o.key for o in decision.options}
        assert bot.last_iterations <= 12
        match.choose(key)


def test_the_same_dice_give_the_same_choice_and_the_budget_is_kept() -> None:
    match = unhinted("possession", 3)
    decision = match.decision()
    view = match.view(decision.seat)
    bots = [MctsBot(iterations=10, time_cap=60.0) for _ in range(3)]
    keys = {bot.choose(match.game, view, decision, random.Random(5)) for bot in bots}
    assert len(keys) == 1
    assert all(0 < bot.last_iterations <= 10 for bot in bots)


def test_a_big_margin_keeps_greedys_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """With MARGIN beyond any difference of means, the answer is the option greedy's
    judgement (the option and the seat's own chain, on the same worlds) ranks first."""
    match = unhinted("necronomicards", 5)
    decision = match.decision()
    view = match.view(decision.seat)
    keys = [o.key for o in decision.options]
    monkeypatch.setattr(rollout, "MARGIN", 2.0)
    worth, _ = rollout.search(match.game, view, decision.seat, keys, random.Random(2), 0, 1e18)
    first = max(worth, key=lambda k: worth[k])  # budget 0: greedy's judgement alone
    worth, done = rollout.search(match.game, view, decision.seat, keys, random.Random(2), 50, 1e18)
    assert done > 0
    assert max(worth, key=lambda k: worth[k]) == first


def test_a_play_out_stops_when_the_deciding_seat_changes_often_enough() -> None:
    """Tiny: seats alternate, one card each a turn. Two changes of seat: seat 1 answers,
    then seat 0 is to decide again, and nothing more is played."""
    game = Tiny()
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    seat = state.stack[-1].seat
    engine.apply(game, state, engine.options(game, state)[0].key)
    made = state.choices_made
    end = rollout.play_out(game, state.clone(), seat, 2, 50)
    assert end.stack[-1].seat == seat or end.winners is not None
    assert end.choices_made > made
    assert rollout.play_out(game, state.clone(), seat, 2, 0).choices_made == made


def test_a_play_out_to_the_turns_end_stops_as_the_next_turn_begins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`mcts_horizon = "turn"` (Possession's): the play-out runs to the end of the turn
    under way, however often the deciding seat changes in it, and no further."""
    game = Tiny()
    monkeypatch.setattr(Tiny, "mcts_horizon", "turn", raising=False)
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    for _ in range(3):  # into the game: a few turns passed
        engine.apply(game, state, "pass")
    turn, seat = state.turn, state.stack[-1].seat
    for switches in (1, 2, 9):  # the count of seat changes plays no part
        end = rollout.play_out(game, state.clone(), seat, switches, 50)
        assert end is not None
        assert end.winners is not None or end.turn == turn + 1
    # one ply short of the turn's end, it is still the same turn (it stopped at the end)
    end = rollout.play_out(game, state.clone(), seat, 2, 50)
    assert end is not None
    made = end.choices_made - state.choices_made
    short = rollout.play_out(game, state.clone(), seat, 2, made - 1)
    assert short is not None and short.turn == turn and short.winners is None


def test_rollout_movers_take_the_hint_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    """With hints on, a rollout mover answers as the game's hint says (here: pass, worth
    less than a card); without, it plays its best card."""
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: "pass")
    game = Tiny()
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    assert "pass" in [o.key for o in engine.options(game, state)]
    hinted = rollout.greedy_step(game, state, False, True)
    plain = rollout.greedy_step(game, state, False, False)
    assert hinted is not None and plain is not None
    assert hinted.table == state.table and plain.table != state.table


def test_a_rollout_mover_builds_no_view_where_the_hint_cannot_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`may_hint` False: no view is built and the hint is not asked; the mover plays its
    best card as without hints. True: the view is built and the hint taken."""
    asked: list[str] = []
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: "pass")
    monkeypatch.setattr(Tiny, "view", lambda self, state, seat: asked.append("view") or {})
    game = Tiny()
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    plain = rollout.greedy_step(game, state, False, False)
    monkeypatch.setattr(Tiny, "may_hint", lambda self, decision: False, raising=False)
    skipped = rollout.greedy_step(game, state, False, True)
    assert asked == [] and skipped is not None and plain is not None
    assert skipped.table == plain.table != state.table
    monkeypatch.setattr(Tiny, "may_hint", lambda self, decision: True, raising=False)
    hinted = rollout.greedy_step(game, state, False, True)
    assert asked == ["view"] and hinted is not None and hinted.table == state.table


def test_with_recheck_the_hint_is_searched_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game with `mcts_recheck` has its hint (here: pass, worth less than a card) weighed
    by the rollouts against greedy's best options: the search runs, and a card is played."""
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: "pass", raising=False)
    monkeypatch.setattr(Tiny, "mcts_search", "rollout", raising=False)
    monkeypatch.setattr(Tiny, "mcts_recheck", True, raising=False)
    game = Tiny()
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    decision = engine.decision(game, state)
    assert decision is not None and len(decision.options) > 1
    bot = MctsBot(iterations=24, time_cap=60.0)
    key = bot.choose(game, game.view(state, decision.seat), decision, random.Random(0))
    assert bot.last_iterations > 0
    assert key in {o.key for o in decision.options}
    assert key != "pass"


def test_it_stops_when_told() -> None:
    """Asked before each world's rollouts: told to stop at the third asking, it has played
    out two worlds, fewer than a full search."""
    match = unhinted("possession", 3)
    decision = match.decision()
    view = match.view(decision.seat)
    full = MctsBot(iterations=10**6, time_cap=60.0)
    full.choose(match.game, view, decision, random.Random(1))
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] > 2

    bot = MctsBot(iterations=10**6, time_cap=60.0)
    bot.should_stop = stop
    bot.choose(match.game, view, decision, random.Random(1))
    assert asked[0] == 3
    assert 0 < bot.last_iterations < full.last_iterations


def test_a_deadline_already_passed_cuts_both_the_judgement_and_the_rollouts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Out of time from the start, greedy's judgement still covers two worlds (so options
    are compared) and no play-out is made (greedy's ranking stands); with time, every
    world is judged and played out (the time cap binds in both phases, not only in the
    rollouts: dealt many worlds, the judgement alone took seconds)."""
    match = unhinted("possession", 3)
    decision = match.decision()
    view = match.view(decision.seat)
    keys = [o.key for o in decision.options]
    monkeypatch.setattr(type(match.game), "mcts_worlds", 6, raising=False)
    monkeypatch.setattr(type(match.game), "mcts_top", 3, raising=False)
    judged: list[int] = []
    real = rollout.finish

    def counted(game: Any, state: Any, seat: int, chain: int) -> Any:
        judged.append(1)
        return real(game, state, seat, chain)

    monkeypatch.setattr(rollout, "finish", counted)
    seat = decision.seat
    _, done = rollout.search(match.game, view, seat, keys, random.Random(2), 99, 0.0)
    late = len(judged)
    judged.clear()
    _, done_in_time = rollout.search(match.game, view, seat, keys, random.Random(2), 99, 1e18)
    assert len(keys) >= 3
    assert late <= 2 * len(keys) < len(judged) == 6 * len(keys)
    assert done == 0 and done_in_time == 18


class FakeClock:
    """A rollout search on Possession's first decision (8 worlds, greedy's 3 best played
    out, a 1 s deadline) on a clock that moves only as work is done: `judge` seconds per
    option judged (or a function of the number of options: the position is found by random
    play, so its options change when any game's options do), `play` per play-out. Counts
    both."""

    def __init__(
        self,
        monkeypatch: pytest.MonkeyPatch,
        judge: float | Callable[[int], float],
        play: float,
    ) -> None:
        match = unhinted("possession", 3)
        decision = match.decision()
        self.keys = [o.key for o in decision.options]
        judge = judge(len(self.keys)) if callable(judge) else judge
        monkeypatch.setattr(type(match.game), "mcts_worlds", 8, raising=False)
        monkeypatch.setattr(type(match.game), "mcts_top", 3, raising=False)
        self.now = 0.0
        self.judged = 0
        self.played = 0
        monkeypatch.setattr(rollout.time, "perf_counter", lambda: self.now)
        real_finish, real_play_out = rollout.finish, rollout.play_out

        def judged(*args: Any) -> Any:
            self.now += judge
            self.judged += 1
            return real_finish(*args)

        def played(*args: Any) -> Any:
            self.now += play
            self.played += 1
            return real_play_out(*args)

        monkeypatch.setattr(rollout, "finish", judged)
        monkeypatch.setattr(rollout, "play_out", played)
        view = match.view(decision.seat)
        rng = random.Random(2)
        self.worth, self.done = rollout.search(
            match.game, view, decision.seat, self.keys, rng, 99, 1.0
        )


def test_no_round_starts_that_would_end_past_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a clock where every play-out takes 0.1 s and a world's options are judged in 0.11
    s, with a 1 s deadline: worlds are judged while the next would still end by half the time, and a
    round of play-outs (three options, 0.3 s) starts only if it would end by the deadline,
    so the search ends inside its time (each phase used to start one more world just
    before its time was up)."""
    clock = FakeClock(monkeypatch, judge=lambda n: 0.5 / 4.5 / n, play=0.1)
    keys, done = clock.keys, clock.done
    world = 0.5 / 4.5  # one world judged: four and a half of them in half the time
    worlds = int(0.5 / world)  # as many as end by half the time
    assert 3 <= worlds < 8 and 0.5 - worlds * world > 1e-6  # no tie on this clock
    assert clock.judged == worlds * len(keys)
    rounds = min(worlds, 1 + int((1.0 - worlds * world - 0.3) / 0.3))
    assert done == 3 * rounds >= 3
    assert clock.now <= 1.0


def test_a_round_cut_short_by_the_deadline_is_not_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a clock where every play-out takes 0.3 s: the first round of three (0.9 s) cannot
    end by the 1 s deadline once greedy's judgement has taken its half, so it stops before
    the play-out that would end past the deadline (reckoned by the longest so far) and
    counts nothing: each option keeps greedy's ranking (the first round used to be played
    out whatever its length)."""
    clock = FakeClock(monkeypatch, judge=0.02, play=0.3)
    worth, done = clock.worth, clock.done
    assert done == 0 and 1 <= clock.played < 3
    assert clock.now <= 1.0
    assert all(value < 0 for value in worth.values())  # greedy's ranking, below any rollout


def test_a_play_out_that_reaches_the_deadline_is_given_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a clock where every decision of a play-out takes 0.1 s, a play-out with 0.25 s
    left stops at its fourth decision and gives nothing (None), so the round it was in is
    not counted; with no deadline the same play-out ends as before. (A play-out longer
    than any before it could carry a decision past the time cap.)"""
    game = Tiny()
    state = game.new_state(2, 3, {})
    engine.advance(game, state)
    seat = state.stack[-1].seat
    now = [0.0]
    real_step = rollout.greedy_step

    def step(*args: Any) -> Any:
        now[0] += 0.1
        return real_step(*args)

    monkeypatch.setattr(rollout.time, "perf_counter", lambda: now[0])
    monkeypatch.setattr(rollout, "greedy_step", step)
    free = rollout.play_out(game, state.clone(), seat, 99, 50)
    assert free is not None and free.choices_made - state.choices_made >= 4
    now[0] = 0.0
    assert rollout.play_out(game, state.clone(), seat, 99, 50, deadline=0.25) is None
    assert now[0] == pytest.approx(0.3)


def test_the_rollouts_are_given_the_cap_less_the_reserve(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search is given until the cap less RESERVE: what follows it (the last step
    under way when the deadline passes, the answer chosen and remembered) must end inside
    the cap too (In Nomine's play-outs ended up to 17 ms past it)."""
    match = unhinted("possession", 3)
    decision = match.decision()
    monkeypatch.setattr(mcts_module.time, "perf_counter", lambda: 100.0)
    given: list[float] = []

    def search(*args: Any) -> tuple[dict[str, float], int]:
        given.append(args[6])  # the deadline
        return {}, 0

    monkeypatch.setattr(rollout, "search", search)
    bot = MctsBot(time_cap=1.0)
    bot.choose(match.game, match.view(decision.seat), decision, random.Random(1))
    assert mcts_module.RESERVE > 0
    assert given == [pytest.approx(101.0 - mcts_module.RESERVE)]
