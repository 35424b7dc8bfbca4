"""The base state: steps and their data copied all the way down, the stack's order, the
end of a game, names, and copies (a pickle round trip by default, `copy_base` for games
that copy by hand) that share nothing that changes with the original."""

from __future__ import annotations

import pickle
import random

from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.state import BaseState, Pending, Step, clone, copy_data, shallow
from tests.core.tiny import Tiny


def test_plain_data_is_copied_all_the_way_down_but_tuples_are_shared() -> None:
    inner = {"cards": ["a1"], "pair": ("x", "y")}
    data = {"top": [inner, [1, [2]]], "n": 3}
    copied = copy_data(data)
    assert copied == data and copied is not data
    assert copied["top"] is not data["top"] and copied["top"][0] is not inner
    assert copied["top"][0]["cards"] is not inner["cards"]
    assert copied["top"][1][1] is not data["top"][1][1]
    assert copied["top"][0]["pair"] is inner["pair"]
    step = Step("play", 1, data)
    twin = step.copy()
    assert (twin.kind, twin.seat, twin.data) == ("play", 1, data)
    twin.data["top"][0]["cards"].append("b2")
    assert inner["cards"] == ["a1"]


def test_a_shallow_copy_shares_its_fields() -> None:
    step = Step("play", 0, {"a": [1]})
    twin = shallow(step)
    assert type(twin) is Step and twin is not step and twin.data is step.data


def state() -> BaseState:
    return BaseState(num_players=2, seed=1, rng=random.Random(1))


def test_steps_pushed_together_run_in_the_order_given() -> None:
    s = state()
    s.push(Step("a"))
    assert [st.kind for st in s.stack] == ["a"]
    s.push(Step("b"), Step("c"), Step("d"))
    assert [st.kind for st in s.stack] == ["a", "d", "c", "b"]  # b on top: it runs first


def test_the_end_records_winners_and_reason_and_closes_every_step() -> None:
    s = state()
    s.push(Step("a"), Step("b"))
    winners = [1]
    s.end(winners, "b won")
    winners.append(0)
    assert (s.winners, s.end_reason, s.stack, s.over) == ([1], "b won", [], True)
    assert not state().over


def test_a_seat_is_named_by_its_player_or_by_its_number() -> None:
    s = state()
    s.names = ["Ann"]
    assert s.name(0) == "Ann" and s.name(1) == "Player 2"


def test_a_copy_of_the_base_shares_nothing_that_changes() -> None:
    s = state()
    s.push(Step("play", 0, {"hand": ["a1"]}))
    s.say("hello")
    s.names, s.sealed, s.winners = ["A", "B"], {0: "rock"}, [0]
    s.pending = Pending(s.stack[-1], 0, [])
    twin = s.copy_base()
    assert twin.pending is None and s.pending is not None
    assert twin.rng.random() == s.rng.random()  # the same dice, each its own
    twin.rng.random()
    assert twin.rng.getstate() != s.rng.getstate()
    twin.stack[-1].data["hand"].append("b2")
    twin.stack.append(Step("x"))
    twin.log.append(twin.log[0])
    twin.winners.append(1)
    twin.names.append("C")
    twin.sealed[1] = "paper"
    assert s.stack == [Step("play", 0, {"hand": ["a1"]})] and len(s.log) == 1
    assert (s.winners, s.names, s.sealed) == ([0], ["A", "B"], {0: "rock"})
    assert state().copy_base().winners is None


def test_a_clone_is_a_deep_copy_without_the_pending_memo() -> None:
    game = Tiny()
    s = game.new_state(2, 3, {})
    s.hands[0].append("a1")
    s.pending = Pending(Step("play", 0), 0, [])
    twin = clone(s)
    assert (twin.hands, twin.deck, twin.score) == (s.hands, s.deck, s.score)
    assert twin.pending is None and s.pending is not None
    twin.hands[0].append("a2")
    assert s.hands[0] == ["a1"]
    assert twin.rng.getstate() == s.rng.getstate() and twin.rng is not s.rng
    assert pickle.loads(pickle.dumps(s)).pending is None


def test_a_log_line_is_stamped_with_the_turn_it_was_written_in() -> None:
    s = state()
    s.turn = 3
    s.say("hello", (1,))
    assert s.log == [LogEntry("hello", (1,), 3)]
    s.quiet = True
    s.say("nobody reads this")
    assert len(s.log) == 1
