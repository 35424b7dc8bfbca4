"""The decision API: one pending decision, illegal choices refused untouched, determinism."""

from __future__ import annotations

import pickle

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import GameOver, IllegalChoice
from tabletop_tui.core.log import log_for
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.state import Step, clone
from tests.core.conftest import random_match
from tests.core.tiny import Tiny, TinyState


def test_a_game_in_progress_has_exactly_one_pending_decision():
    """The top open sequence decides: its seat, its kind, its options, each key once."""
    match = random_match(seed=4, moves=10)
    decision = match.decision()
    assert decision is not None
    top = match.state.stack[-1]
    assert (decision.seat, decision.kind) == (top.seat, top.kind)
    handler = match.game.handlers[top.kind]
    assert list(decision.options) == handler.options(match.game, match.state, top)
    assert decision.options, "a pending decision always has options"
    assert len({o.key for o in decision.options}) == len(decision.options)


def test_illegal_choice_is_refused_with_a_reason_and_state_untouched():
    match = random_match(seed=4, moves=3)
    before = pickle.dumps(match.state)
    with pytest.raises(IllegalChoice, match="not"):
        match.choose("play:no-such-card")
    assert pickle.dumps(match.state) == before
    assert len(match.choices) == 3


def test_a_finished_game_refuses_choices():
    match = random_match(seed=2, moves=100_000)
    assert match.over and match.decision() is None
    with pytest.raises(GameOver):
        match.choose("anything")


def test_same_seed_and_choices_give_the_same_state():
    a = random_match(seed=11, moves=60)
    b = Match.start("necronomicards", a.seats, 11)
    for key in a.choices:
        b.choose(key)
    assert pickle.dumps(a.state) == pickle.dumps(b.state)


def test_different_seeds_deal_differently():
    a = random_match(seed=1, moves=0)
    b = random_match(seed=2, moves=0)
    assert a.state.spell_deck != b.state.spell_deck


def test_clone_is_independent_including_the_rng():
    match = random_match(seed=5, moves=5)
    copy = clone(match.state)
    assert copy.rng.random() == match.state.rng.random()
    copy.players[0].spells.append("x")
    assert "x" not in match.state.players[0].spells


def test_windows_with_no_legal_option_are_skipped():
    """A player with fewer than six Spell cards is never asked to cast (DESIGN: skip empty
    windows); one with six or more always is, a spell hand among them or not: whether the
    window opens must not tell the table what the hidden hand holds (RULINGS R27)."""
    match = random_match(seed=3, moves=0)
    casts = plain = 0
    for _ in range(200):
        decision = match.decision()
        if decision is None:
            break
        if decision.kind == "cast":
            casts += 1
            assert len(match.state.players[decision.seat].spells) >= 6
            keys = [o.key for o in decision.options]
            plain += keys == ["no-cast"]
            assert keys == ["no-cast"] or any(k.startswith("cast:") for k in keys)
            match.choose(keys[0])  # cast when there is a spell hand: the hand shrinks
            continue
        match.choose(decision.options[-1].key)
    assert casts > plain > 0 and len(match.choices) > 2 * casts  # turns without one too


def test_seat_count_is_checked():
    with pytest.raises(ValueError, match="2 to 4 seats"):
        Match.start("necronomicards", [Seat("human", "Solo")], 1)


# ---- the engine's contract on Tiny, a game defined in the tests (tests/core/tiny.py) -----


@pytest.fixture
def tiny() -> Tiny:
    return Tiny()


def tiny_state(game: Tiny, seed: int = 1, **hands: list[str]) -> TinyState:
    """A fresh Tiny game; `first=[...]`, `second=[...]` deal those hands (drawn from the
    deck) and `deck=[...]` stacks the deck, before anything runs."""
    state = game.new_state(2, seed, {})
    for seat, key in enumerate(("first", "second")):
        for card in hands.get(key, []):
            state.deck.remove(card)
            state.hands[seat].append(card)
    if "deck" in hands:
        state.deck = list(hands["deck"]) + [c for c in state.deck if c not in hands["deck"]]
    return state


def test_advance_runs_automatic_steps_until_the_first_decision(tiny):
    state = tiny_state(tiny, deck=["a3"])
    assert not state.stack and state.turn == 0
    engine.advance(tiny, state)
    assert state.turn == 1 and state.hands[0] == ["a3"] and len(state.deck) == 9  # drawn
    pending = engine.decision(tiny, state)
    assert pending is not None and (pending.kind, pending.seat) == ("play", 0)
    assert [o.key for o in pending.options] == ["play:a3", "pass"]
    before = pickle.dumps(state)
    engine.advance(tiny, state)  # at a decision already: nothing more runs
    assert pickle.dumps(state) == before


def test_a_window_nobody_can_answer_is_skipped(tiny):
    """Seat 1 holds no "1": the block window is never asked; the bonus runs; next turn."""
    state = tiny_state(tiny, first=["a4"], deck=["b5", "a2"])
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a4")
    pending = engine.decision(tiny, state)
    assert pending is not None and (pending.kind, pending.seat) == ("play", 1)
    assert state.score == [5, 0] and state.hands[1] == ["a2"]


def test_a_window_someone_can_answer_is_asked_of_them_in_the_open(tiny):
    state = tiny_state(tiny, first=["a4"], second=["b1"], deck=["b5"])
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a4")
    pending = engine.decision(tiny, state)
    assert pending is not None and (pending.kind, pending.seat) == ("block", 1)
    assert [o.key for o in pending.options] == ["block:b1", "let"]
    assert pending.private is False  # the step said so: no curtain needed to answer it
    engine.apply(tiny, state, "block:b1")
    assert state.score == [4, 0] and state.blocked is False  # no bonus; the turn ended


def test_an_illegal_choice_is_refused_and_the_state_is_untouched(tiny):
    state = tiny_state(tiny, first=["a4"], second=["b1"])
    engine.advance(tiny, state)
    before = pickle.dumps(state)
    for key in ("play:b1", "let", "play:zz", ""):  # the other's card, the other's window, ...
        with pytest.raises(IllegalChoice, match="not one of the choices"):
            engine.apply(tiny, state, key)
        assert pickle.dumps(state) == before
    assert state.choices_made == 0


def test_each_accepted_choice_is_counted_once(tiny):
    state = tiny_state(tiny, first=["a4"], second=["b1"])
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a4")
    engine.apply(tiny, state, "let")
    assert state.choices_made == 2


def test_the_end_is_checked_after_an_automatic_step(tiny):
    """The bonus (automatic) brings seat 0 to the target: the game ends there, before the
    turn ends and before seat 1 is asked anything."""
    state = tiny_state(tiny, first=["a2"], deck=["b5"])
    state.score[0] = 9 - 3
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a2")
    assert state.over and state.winners == [0] and state.score == [9, 0]
    assert engine.decision(tiny, state) is None
    assert state.current == 0 and state.turn == 1 and not state.stack  # end_turn never ran


def test_the_end_is_checked_right_after_a_choice(tiny):
    """A play that reaches the target wins at once: the open block window is not asked."""
    state = tiny_state(tiny, first=["a2"], second=["b1"])
    state.score[0] = 9 - 2
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a2")
    assert state.over and state.winners == [0] and state.score == [9, 0]
    assert engine.decision(tiny, state) is None


def test_a_finished_game_refuses_every_choice(tiny):
    state = tiny_state(tiny, first=["a2"])
    state.score[0] = 8
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a2")
    before = pickle.dumps(state)
    with pytest.raises(GameOver):
        engine.apply(tiny, state, "pass")
    engine.advance(tiny, state)  # nothing runs after the end either
    assert pickle.dumps(state) == before


def test_the_pending_options_are_worked_out_once_per_decision(tiny):
    state = tiny_state(tiny)
    engine.advance(tiny, state)
    asked = tiny.options_asked
    first, again = engine.decision(tiny, state), engine.decision(tiny, state)
    assert first == again and tiny.options_asked == asked


def test_a_decision_carries_its_steps_context(tiny):
    state = tiny_state(tiny, first=["a4"], deck=["b5", "a2"])
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a4")  # seat 1's turn shows the card just played
    pending = engine.decision(tiny, state)
    assert pending is not None and pending.context == ("a4",) and pending.private is True


def test_only_the_seat_to_decide_sees_its_options_and_its_steps_private_data(tiny):
    state = tiny_state(tiny, first=["a4"])
    engine.advance(tiny, state)
    mine, theirs, watcher = (tiny.view(state, s) for s in (0, 1, None))
    assert [o["key"] for o in mine["decision"]["options"]] == [
        "play:a4",
        "play:" + state.hands[0][1],
        "pass",
    ]
    assert theirs["decision"] is None and watcher["decision"] is None
    play = [s for s in mine["stack"] if s["kind"] == "play"]
    assert play[0]["data"]["_hand"] == ["a4"]
    for view in (theirs, watcher):
        (step,) = [s for s in view["stack"] if s["kind"] == "play"]
        assert "_hand" not in step["data"] and step["data"]["context"] == []


def test_a_private_log_line_is_read_by_its_seats_only(tiny):
    state = tiny_state(tiny, deck=["b3"])
    engine.advance(tiny, state)
    (private,) = [e for e in state.log if e.text == "You draw b3."]
    (public,) = [e for e in state.log if e.text == "Player 1 draws a card."]
    assert private.seats == (0,) and public.seats is None
    assert [private.visible_to(s) for s in (0, 1, None)] == [True, False, False]
    assert [public.visible_to(s) for s in (0, 1, None)] == [True, True, True]
    assert log_for(state.log, 0) == [public, private]
    assert log_for(state.log, 1) == log_for(state.log, None) == [public]


def test_chance_comes_from_the_states_own_rng(tiny):
    """Same seed, same deal; another seed, another; a clone draws what the original does."""
    decks = {seed: tiny.new_state(2, seed, {}).deck for seed in (1, 1, 2, 3)}
    assert tiny.new_state(2, 1, {}).deck == decks[1]
    assert len({tuple(d) for d in decks.values()}) == 3
    state = tiny_state(tiny)
    copy = clone(state)
    assert copy.rng.random() == state.rng.random()
    copy.deck.pop()
    assert len(state.deck) == 10


def test_a_handler_that_never_asks_anyone_is_stopped(tiny):
    state = tiny_state(tiny)
    state.push(Step("spin", 0))
    with pytest.raises(RuntimeError, match="automatic steps without a decision"):
        engine.advance(tiny, state)


def test_a_copy_finds_its_pending_decision_again(tiny):
    """A clone or a pickle carries no memo: asking it for the decision works the options
    out afresh, the same as the original's, and a choice can be made on it."""
    state = tiny_state(tiny, first=["a4"], deck=["b5"])
    engine.advance(tiny, state)
    keys = [o.key for o in engine.options(tiny, state)]
    answered = clone(state)
    engine.apply(tiny, answered, "play:a4")  # answered at once, never asked first
    assert answered.score == [5, 0] and answered.hands[0] == ["b5"]
    for copy in (clone(state), pickle.loads(pickle.dumps(state))):
        assert copy.pending is None
        asked = tiny.options_asked
        pending = engine.decision(tiny, copy)
        assert pending is not None and [o.key for o in pending.options] == keys
        assert [o.key for o in engine.options(tiny, copy)] == keys
        assert engine.decision(tiny, copy) is pending  # worked out once, then kept
        assert tiny.options_asked == asked + 1
        engine.apply(tiny, copy, "play:a4")
        assert copy.score == [5, 0] and copy.choices_made == 1


def test_a_step_opened_without_a_choice_is_the_decision_asked(tiny):
    """The memo belongs to the step it was made for: a step pushed on top since (no choice
    made) is what the engine asks about, with its own seat and options."""
    state = tiny_state(tiny, first=["a4"], second=["b3"], deck=["b5"])
    engine.advance(tiny, state)
    assert [o.key for o in engine.options(tiny, state)] == ["play:a4", "play:b5", "pass"]
    state.push(Step("play", 1))
    assert [o.key for o in engine.options(tiny, state)] == ["play:b3", "pass"]
    pending = engine.decision(tiny, state)
    assert pending is not None and pending.seat == 1
    assert [o.key for o in pending.options] == ["play:b3", "pass"]
    assert (pending.kind, pending.prompt) == ("play", "Play a card or pass.")
    assert engine.deciding_seat(tiny, state) == 1


def test_the_engines_refusals_say_what_went_wrong(tiny):
    state = tiny_state(tiny)
    state.push(Step("spin", 0))
    with pytest.raises(RuntimeError) as looped:
        engine.advance(tiny, state)
    assert str(looped.value) == "the game ran 100000 automatic steps without a decision"
    state = tiny_state(tiny, first=["a2"])
    state.score[0] = 8
    engine.advance(tiny, state)
    engine.apply(tiny, state, "play:a2")
    with pytest.raises(GameOver) as over:
        engine.apply(tiny, state, "pass")
    assert str(over.value) == "the game is over; no more choices can be made"
