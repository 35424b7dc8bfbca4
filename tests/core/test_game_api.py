"""The shared pieces of the game API, on Tiny and on small hand-made values: how a game's
players and seats read, its options checked, a finished game's worth, what a view shows
of the decision and the stack, and how a sampled world is made to wait at the view's
decision (core.worlds)."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.game import LOSS, WIN, GameInfo, OptionSpec, outcome_value
from tabletop_tui.core.state import Step
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import fits, pending_of, settle, swap_in
from tests.core.tiny import Tiny, TinyState


def test_player_and_seat_counts_read_plainly() -> None:
    two = GameInfo("g", "G", 2, 2, "")
    some = GameInfo("g", "G", 1, 4, "")
    assert (two.players_text, two.seats_text()) == ("2 players", "2 seats")
    assert (some.players_text, some.seats_text()) == ("1-4 players", "1 to 4 seats")
    assert some.usual_players == 2 and two.usual_players == 2
    assert GameInfo("g", "G", 3, 5, "").usual_players == 3
    assert GameInfo("g", "G", 1, 1, "").usual_players == 1


def test_an_options_type_and_title() -> None:
    assert OptionSpec("target", "", 9).value_type is int
    assert OptionSpec("target", "", 9, kind=str).value_type is str
    assert OptionSpec("hand_limit", "", 5).title == "Hand limit"
    assert OptionSpec("hand_limit", "", 5, label="Cards").title == "Cards"


class Optioned(Tiny):
    info = GameInfo(
        "opt",
        "Opt",
        2,
        2,
        "",
        (OptionSpec("target", "", 9, (5, 9)), OptionSpec("mode", "", "fast", ("fast", "slow"))),
    )


def test_options_are_filled_converted_and_checked_in_one_line() -> None:
    game = Optioned()
    assert game.check_options(2, {}) == {"target": 9, "mode": "fast"}
    assert game.check_options(2, {"target": "5", "mode": "slow"}) == {"target": 5, "mode": "slow"}
    refusals = {
        "unknown option 'speed' for opt (options: target, mode)": {"speed": 1},
        "option target must be int, got 'many'": {"target": "many"},
        "option target must be one of 5, 9, got '7'": {"target": 7},
        "option mode must be one of fast, slow, got 'Slow'": {"mode": "Slow"},
        # only text (the command line) is converted: a boolean is not taken for a number
        "option target must be one of 5, 9, got 'True'": {"target": True},
    }
    for message, options in refusals.items():
        with pytest.raises(ValueError) as err:
            game.check_options(2, options)
        assert str(err.value) == message
    with pytest.raises(ValueError, match=r"^unknown option 'x' for tiny \(options: none\)$"):
        Tiny().check_options(2, {"x": 1})


def test_a_games_defaults_for_names_labels_and_refusals() -> None:
    game = Tiny()
    assert game.seat_names_default(3) == ["Player 1", "Player 2", "Player 3"]
    assert game.card_label("a1") == "a1" and game.card_count() == 10
    state = game.new_state(2, 1, {})
    assert game.why_illegal(state, "fly") == "'fly' is not one of the choices open now"
    assert game.hint({}, None, random.Random(0)) is None


def test_a_finished_game_is_worth_a_win_a_loss_or_nothing() -> None:
    state = Tiny().new_state(3, 1, {})
    assert outcome_value(state, 0) is None
    state.end([1], "b won")
    assert [outcome_value(state, s) for s in range(3)] == [LOSS, WIN, LOSS]
    state.end([], "a draw")
    assert outcome_value(state, 0) == 0.0


def test_a_view_shows_a_decision_only_to_its_seat() -> None:
    pending = Decision(1, "Pick", (Option("a", "A", ("c1",)), Option("b", "B")), "play", ("c9",))
    assert decision_view(pending, 0) is None and decision_view(pending, None) is None
    assert decision_view(None, 1) is None
    assert decision_view(pending, 1) == {
        "prompt": "Pick",
        "kind": "play",
        "context": ["c9"],
        "options": [
            {"key": "a", "label": "A", "cards": ["c1"]},
            {"key": "b", "label": "B", "cards": []},
        ],
    }


def test_a_view_shows_a_steps_private_data_only_to_its_seat() -> None:
    stack = [Step("play", 0, {"_hand": ["a1"], "n": 1}), Step("block", 1, {"_x": 2})]
    private = lambda key: key.startswith("_")  # noqa: E731
    assert stack_view(stack, 0, private) == [
        {"kind": "play", "seat": 0, "data": {"_hand": ["a1"], "n": 1}},
        {"kind": "block", "seat": 1, "data": {}},
    ]
    assert stack_view(stack, None, private) == [
        {"kind": "play", "seat": 0, "data": {"n": 1}},
        {"kind": "block", "seat": 1, "data": {}},
    ]


def at_play(game: Tiny, seed: int = 1) -> TinyState:
    state = game.new_state(2, seed, {})
    engine.advance(game, state)
    return state


def test_pending_of_reads_the_top_step_and_the_deciders_own_options() -> None:
    game = Tiny()
    state = at_play(game)
    mine, theirs = game.view(state, 0), game.view(state, 1)
    keys = [o.key for o in engine.decision(game, state).options]
    assert pending_of(mine["stack"], mine["decision"]) == ("play", 0, keys)
    assert pending_of(theirs["stack"], theirs["decision"]) == ("play", 0, None)
    assert pending_of([], None) is None


def test_a_world_fits_only_the_decision_it_waits_at() -> None:
    game = Tiny()
    state = at_play(game)
    keys = [o.key for o in engine.options(game, state)]
    assert fits(game, state, ("play", 0, keys)) and fits(game, state, ("play", 0, None))
    assert not fits(game, state, ("play", 0, [*keys, "play:b9"]))
    assert not fits(game, state, ("play", 1, None)) and not fits(game, state, ("block", 0, None))
    assert not fits(game, state, None)  # not over
    empty = game.new_state(2, 1, {})  # nothing on its stack yet
    assert not fits(game, empty, ("play", 0, None))
    state.stack.append(Step("bonus", 0))  # automatic: nobody is asked there
    assert not fits(game, state, ("bonus", 0, None))
    state.end([0], "won")
    assert fits(game, state, None) and not fits(game, state, ("play", 0, None))


def test_settle_deals_again_until_a_world_fits_then_repairs_then_advances() -> None:
    game = Tiny()
    worlds: list[TinyState] = []

    def deal(rng: random.Random) -> TinyState:
        worlds.append(game.new_state(2, len(worlds), {}))
        if len(worlds) == 3:
            engine.advance(game, worlds[-1])  # only the third waits at the play
        return worlds[-1]

    expect = ("play", 0, None)
    assert settle(game, deal, expect, random.Random(0)) is worlds[2] and len(worlds) == 3
    worlds.clear()
    last = settle(game, deal, expect, random.Random(0), tries=2)
    assert len(worlds) == 2 and last is worlds[1] and last.stack  # advanced on its own
    worlds.clear()
    mended: list[TinyState] = []

    def repair(world: TinyState, ok) -> bool:
        mended.append(world)
        engine.advance(game, world)
        return ok(world)

    fixed = settle(game, deal, expect, random.Random(0), tries=1, repair=repair)
    assert mended == [worlds[0]] and fixed is worlds[0] and len(worlds) == 1
    assert fits(game, fixed, expect)


def test_swap_in_exchanges_one_card_until_it_fits_and_undoes_each_miss() -> None:
    hand, pool = ["a1", "a2"], ["b1", "b2", "b3"]
    tried: list[list[str]] = []

    def ok() -> bool:
        tried.append(list(hand))
        return "b3" in hand and "a2" in hand

    assert swap_in(hand, pool, random.Random(3), ok)
    assert hand == ["b3", "a2"] and sorted(pool) == ["a1", "b1", "b2"]
    hand, pool = ["a1"], ["b1", "b2"]
    assert not swap_in(hand, pool, random.Random(3), lambda: False)
    assert hand == ["a1"] and pool == ["b1", "b2"]  # every miss undone
    calls: list[int] = []
    assert not swap_in(
        ["a1", "a2"], ["b1", "b2"], random.Random(0), lambda: calls.append(1) or False, limit=3
    )
    assert len(calls) == 3


def test_settle_deals_every_world_with_the_dice_it_was_given() -> None:
    game = Tiny()
    given: list[random.Random] = []

    def deal(rng: random.Random) -> TinyState:
        given.append(rng)
        return game.new_state(2, len(given), {})  # never waits at a decision

    dice = random.Random(5)
    settle(game, deal, ("play", 0, None), dice, tries=4)
    assert len(given) == 4 and all(rng is dice for rng in given)


def test_settle_checks_a_copied_world_against_the_game_it_was_given() -> None:
    """A world dealt as a copy carries no memo of its decision: the last check works its
    options out with the game settle was handed."""
    game = Tiny()
    ready = at_play(game)
    keys = [o.key for o in engine.options(game, ready)]
    copies: list[TinyState] = []

    def deal(rng: random.Random) -> TinyState:
        copies.append(ready.clone())
        return copies[-1]

    mended: list[TinyState] = []
    for tries in (1, 2):
        copies.clear()
        world = settle(
            game, deal, ("play", 0, keys), random.Random(0), tries, lambda w, ok: mended.append(w)
        )
        assert world is copies[0] and len(copies) == 1
    assert mended == []  # a world that fits is never mended


def test_settle_hands_repair_the_check_of_the_views_decision() -> None:
    game = Tiny()
    verdicts: list[bool] = []

    def repair(world: TinyState, ok) -> bool:
        verdicts.append(ok(world))  # dealt, not yet at any decision: does not fit
        engine.advance(game, world)
        verdicts.append(ok(world))
        return verdicts[-1]

    fresh = lambda rng: game.new_state(2, 1, {})  # noqa: E731
    world = settle(game, fresh, ("play", 0, None), random.Random(0), tries=1, repair=repair)
    assert verdicts == [False, True] and fits(game, world, ("play", 0, None))


def test_swap_in_tries_at_most_four_hundred_exchanges_by_default() -> None:
    calls: list[int] = []
    hand, pool = [f"a{i}" for i in range(21)], [f"b{i}" for i in range(20)]
    assert not swap_in(hand, pool, random.Random(1), lambda: calls.append(1) or False)
    assert len(calls) == 400
