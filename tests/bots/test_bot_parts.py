"""The bots' parts: which bot a seat kind makes, greedy's worth of a position (its own
held cards break ties), its follow-up of its own decisions, what a decision looks like to
the loop guard, that neither bot answers the very same table the same way twice nor keeps
tables without end, and the mcts rewards."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from tabletop_tui.bots import BOT_KINDS, GreedyBot, MctsBot, RandomBot, make_bot
from tabletop_tui.bots import greedy as greedy_module
from tabletop_tui.bots import mcts as mcts_module
from tabletop_tui.bots.greedy import KEEP, follow, signature, value
from tabletop_tui.bots.mcts import SCALE, rewards
from tabletop_tui.core import engine, seats
from tabletop_tui.core.decision import Decision, IllegalChoice, Option
from tabletop_tui.core.state import clone
from tabletop_tui.core.zones import NOBODY, OWNER, PUBLIC, Zone
from tests.bots.test_bots import dealt
from tests.core.tiny import Tiny, TinyState


def test_each_seat_kind_makes_its_bot_and_others_are_refused() -> None:
    assert BOT_KINDS == ("random", "greedy", "mcts")
    assert isinstance(make_bot("random"), RandomBot) and isinstance(make_bot("greedy"), GreedyBot)
    assert make_bot("mcts").iterations == MctsBot().iterations
    assert make_bot("mcts:12").iterations == 12 and make_bot("mcts:1").iterations == 1
    # the default searches within its one-second cap; mcts:N runs its N iterations whatever
    # the clock says (a busy machine must not change a seeded experiment's games)
    assert make_bot("mcts").time_cap == MctsBot().time_cap <= 1.0
    assert make_bot("mcts:12").time_cap == math.inf
    for kind in ("wizard", "mcts:0", "mcts:-3", "mcts:many", "mcts:", "greedy:2"):
        with pytest.raises(ValueError) as err:
            make_bot(kind)
        assert str(err.value) == (f"unknown bot kind '{kind}' (bots: random, greedy, mcts, mcts:N)")


def test_the_core_finds_the_bots_through_their_entry_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seats._factory.cache_clear()
    monkeypatch.setattr(seats, "_factory", seats._factory.__wrapped__)
    assert seats.make_bot("mcts:7").iterations == 7
    assert isinstance(seats.make_bot("greedy"), GreedyBot)
    asked: list[str] = []

    def none_installed(group: str) -> list[Any]:
        asked.append(group)
        return []

    monkeypatch.setattr(seats, "entry_points", none_installed)
    assert isinstance(seats.make_bot("random"), RandomBot)  # the built-in factory
    assert asked == ["tabletop_tui.bots"]
    with pytest.raises(ValueError, match="unknown bot kind 'wizard'"):
        seats.make_bot("wizard")


class Zoned(Tiny):
    """Tiny with its zones declared: hands seen by their owners, the deck by nobody."""

    def zones(self, state: TinyState) -> list[Zone]:
        return [
            Zone("hand0", state.hands[0], OWNER, owner=0),
            Zone("hand1", state.hands[1], OWNER, owner=1),
            Zone("deck", state.deck, NOBODY),
            Zone("table", state.table, PUBLIC),
        ]


def test_a_position_is_worth_its_evaluation_and_a_hair_per_card_held() -> None:
    game = Zoned()
    state = dealt(game, ["a1", "a5"], ["b1"], score=[3, 1])  # seat 0 drew b2
    assert game.held(state, 0) == 3 and game.held(state, 1) == 1
    assert value(game, state, 0) == 2 + 3 * KEEP
    assert value(game, state, 1) == -2 + 1 * KEEP
    assert Tiny().held(state, 0) == 0  # a game with no zones declared holds nothing


def test_follow_makes_the_seats_own_next_choices_greedily() -> None:
    """At its play, seat 0's best is its 5 (and the bonus): 6 points, after which the
    other seat decides and the chain stops; with no chain the position is worth 0."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    assert follow(game, state, 0, chain=0) == 0
    assert follow(game, state, 0) == 6
    assert follow(game, state, 1) == 0  # not seat 1's decision: nothing is followed
    assert state.choices_made == 0 and state.hands[0] == ["a1", "a5", "b2"]  # untouched


def test_follow_tries_each_option_of_a_decision_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A chain of one: the seat's one decision, each of its four options applied once, each
    to its own copy of the untouched position."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    steps: list[int] = []
    real = engine.apply

    def counting(g: Any, s: Any, key: str) -> None:
        steps.append(s.choices_made)
        real(g, s, key)
        assert s is not state

    monkeypatch.setattr(greedy_module.engine, "apply", counting)
    follow(game, state, 0, chain=1)
    assert steps == [0, 0, 0, 0]


def test_a_decision_looks_like_its_kind_seat_and_keys() -> None:
    decision = Decision(1, "?", (Option("a", "A"), Option("b", "B")), "play")
    assert signature(decision) == ("play", 1, ("a", "b"))
    assert signature(None) == ()


@pytest.mark.parametrize("make", [lambda: GreedyBot(), lambda: MctsBot(iterations=8)])
def test_the_very_same_table_is_not_answered_the_same_way_twice(make) -> None:
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    view = game.view(state, 0)
    bot = make()
    answers = [bot.choose(game, view, pending, random.Random(1)) for _ in range(4)]
    assert len(set(answers)) == 4  # four options, each tried once
    again = bot.choose(game, view, pending, random.Random(1))
    assert again in answers  # all tried: any may come again


@pytest.mark.parametrize("make", [lambda: GreedyBot(), lambda: MctsBot(iterations=4)])
def test_the_loop_guard_forgets_old_tables(make) -> None:
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    bot = make()
    bot.answered = {("old", n): {"x"} for n in range(512)}
    bot.choose(game, game.view(state, 0), pending, random.Random(1))
    assert len(bot.answered) == 256
    assert list(bot.answered)[:1] == [("old", 257)]  # the oldest went first
    (newest,) = [k for k in bot.answered if k[0] != "old"]
    assert list(bot.answered)[-1] == newest
    bot.answered = {("old", n): {"x"} for n in range(511)}
    bot.choose(game, game.view(state, 0), pending, random.Random(1))
    assert len(bot.answered) == 512  # not yet over the limit


def test_mcts_rewards_a_win_a_draw_and_a_lead() -> None:
    game = Tiny()
    state = game.new_state(3, 1, {})
    state.score = [4, 0, 0]
    lead = [1.0 / (1.0 + math.exp(-x / SCALE)) for x in (4.0, -4.0)]
    two = game.new_state(2, 1, {})
    two.score = [4, 0]
    assert rewards(game, two) == pytest.approx(lead, abs=1e-12)
    game.mcts_scale = 0.01  # type: ignore[attr-defined]  # a lead of 400 scales: clamped
    assert rewards(game, two) == [1.0 / (1.0 + math.exp(-30.0)), 1.0 / (1.0 + math.exp(30.0))]
    state.end([1], "won")
    assert rewards(game, state) == [0.0, 1.0, 0.0]
    state.end([], "drawn")
    assert rewards(game, state) == [0.5, 0.5, 0.5]


def test_greedy_with_no_option_allowed_in_any_world_answers_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(g: Any, s: Any, key: str) -> None:
        raise IllegalChoice("not in this world")

    monkeypatch.setattr(greedy_module.engine, "apply", refuse)
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    assert GreedyBot().choose(game, game.view(state, 0), pending, random.Random(0)) == "play:a1"


def test_greedy_deals_as_many_worlds_as_its_samples_from_its_seats_view() -> None:
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    seats_asked: list[int] = []
    real = game.determinize

    def deal(view: dict[str, Any], seat: int, rng: random.Random) -> TinyState:
        seats_asked.append(seat)
        return real(view, seat, rng)

    game.determinize = deal  # type: ignore[method-assign]
    GreedyBot().choose(game, game.view(state, 0), pending, random.Random(0))
    assert seats_asked == [0] * greedy_module.SAMPLES
    GreedyBot(samples=5).choose(game, game.view(state, 0), pending, random.Random(0))
    assert len(seats_asked) == greedy_module.SAMPLES + 5


@pytest.mark.parametrize("seed", range(3))
def test_mcts_puts_its_visits_on_the_plainly_best_card(seed: int) -> None:
    """A 5 against a 1, a 2 or a pass (the first option is the 1): the search, not the
    order of the options, picks the 5."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    bot = MctsBot(iterations=200, time_cap=60.0)
    assert bot.choose(game, game.view(state, 0), pending, random.Random(seed)) == "play:a5"


@pytest.mark.parametrize("seed", range(3))
def test_mcts_takes_the_card_that_ends_the_game_in_its_favour(seed: int) -> None:
    """At 5 points a 3 (and its bonus) wins at once: every walk through it ends the game,
    and each must still count for it."""
    game = Tiny()
    state = dealt(game, ["a2", "a3"], score=[5, 0], deck=["b2"])
    pending = engine.decision(game, state)
    bot = MctsBot(iterations=200, time_cap=60.0)
    assert bot.choose(game, game.view(state, 0), pending, random.Random(seed)) == "play:a3"


@pytest.mark.parametrize("make", [lambda: GreedyBot(), lambda: MctsBot(200, math.inf)])
def test_the_loop_guard_remembers_each_table_apart(make) -> None:
    """The same options on another table (one point more on the score): the best card is
    answered again there; only the very same table is not answered the same way twice."""
    game = Tiny()
    bot = make()
    for score in ([0, 0], [1, 0], [0, 1]):
        state = dealt(game, ["a1", "a5"], score=score)
        pending = engine.decision(game, state)
        assert bot.choose(game, game.view(state, 0), pending, random.Random(0)) == "play:a5"


@pytest.mark.parametrize("depth", [0, 2])
def test_mcts_plays_the_games_number_of_random_plies_below_the_tree(
    depth: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three walks from a root with four untried options: each expands one and plays
    `mcts_depth` random plies on from it."""
    game = Tiny()
    game.mcts_depth = depth  # type: ignore[attr-defined]
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    applied: list[str] = []
    real = engine.apply

    def counting(g: Any, s: Any, key: str) -> None:
        applied.append(key)
        real(g, s, key)

    monkeypatch.setattr(mcts_module.engine, "apply", counting)
    MctsBot(iterations=3, time_cap=60.0).choose(
        game, game.view(state, 0), pending, random.Random(0)
    )
    assert len(applied) == 3 * (1 + depth)


def test_mcts_deals_at_most_its_pool_of_worlds_and_copies_them_after() -> None:
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    dealt_worlds: list[TinyState] = []
    real = game.determinize

    def deal(view: dict[str, Any], seat: int, rng: random.Random) -> TinyState:
        dealt_worlds.append(real(view, seat, rng))
        return dealt_worlds[-1]

    game.determinize = deal  # type: ignore[method-assign]
    bot = MctsBot(iterations=mcts_module.POOL + 12, time_cap=60.0)
    bot.choose(game, game.view(state, 0), pending, random.Random(0))
    assert bot.last_iterations == mcts_module.POOL + 12
    assert len(dealt_worlds) == mcts_module.POOL
    assert all(w.choices_made == 0 for w in dealt_worlds)  # played on copies only


@pytest.mark.parametrize("make", [lambda: GreedyBot(), lambda: MctsBot(iterations=50)])
def test_the_loop_guard_reads_the_table_not_the_log(make) -> None:
    """A card played and taken back leaves the table as it was but the log longer: the
    table met again is still the same table."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    pending = engine.decision(game, state)
    bot = make()
    view = {**game.view(state, 0), "log": ["A plays a5."]}
    first = bot.choose(game, view, pending, random.Random(0))
    longer = {**view, "log": ["A plays a5.", "A takes a5 back."]}
    assert bot.choose(game, longer, pending, random.Random(0)) != first


def test_mcts_walks_expand_one_choice_each_and_count_what_was_available() -> None:
    """Four walks from a root with four options expand one each (a new edge: one visit,
    available once, the walk's reward); every later walk counts each known option as
    available again; a fifth walk, with nothing left to expand, selects among them."""
    game = Tiny()
    game.mcts_depth = 0  # type: ignore[attr-defined]
    start = dealt(game, ["a1", "a5"])
    root = mcts_module.Edge()
    rng = random.Random(0)
    world = clone(start)
    MctsBot._iterate(game, world, root, 0, rng)
    ((key, edge),) = root.children.items()
    assert key[0] == 0 and (edge.visits, edge.avail) == (1, 1)
    assert edge.total == rewards(game, world)[0] and 0 < edge.total < 1
    for _ in range(3):
        MctsBot._iterate(game, clone(start), root, 0, rng)
    assert sorted(e.avail for e in root.children.values()) == [1, 2, 3, 4]
    assert [e.visits for e in root.children.values()] == [1, 1, 1, 1]
    MctsBot._iterate(game, clone(start), root, 0, rng)
    assert sorted(e.avail for e in root.children.values()) == [2, 3, 4, 5]
    assert sum(e.visits for e in root.children.values()) == 5
    assert all(0 < e.total <= e.visits for e in root.children.values())


def test_mcts_expands_an_untried_choice_at_random() -> None:
    game = Tiny()
    start = dealt(game, ["a1", "a5"])
    first = set()
    for seed in range(8):
        root = mcts_module.Edge()
        MctsBot._iterate(game, clone(start), root, 0, random.Random(seed))
        first |= {key for _, key in root.children}
    assert len(first) > 1  # not always the first option in order
