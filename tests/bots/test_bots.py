"""The bots: random is uniform and seeded, greedy takes the best option one ply ahead on
copies of worlds sampled from its own view, and a bot sees only its seat's view."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from typing import Any

import pytest

from tabletop_tui.bots import BOT_KINDS, GreedyBot, MctsBot, RandomBot, make_bot
from tabletop_tui.bots.base import bot_move
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, IllegalChoice
from tabletop_tui.core.match import Match, Seat
from tests.core.tiny import Tiny, TinyState


def dealt(game: Tiny, first: list[str], second: list[str] = (), **kw: Any) -> TinyState:
    """A Tiny game at seat 0's first play, with these hands (seat 0 draws its first card
    from the top of the deck: `deck`, else a 2)."""
    state = game.new_state(2, 1, {})
    top = kw.get("deck", ["b2"])
    for seat, cards in enumerate((first, second)):
        for card in cards:
            state.deck.remove(card)
            state.hands[seat].append(card)
    state.deck = top + [c for c in state.deck if c not in top]
    state.score = list(kw.get("score", [0, 0]))
    engine.advance(game, state)
    return state


def greedy_choice(game: Tiny, state: TinyState, seed: int = 0, samples: int = 2) -> str:
    pending = engine.decision(game, state)
    assert pending is not None
    view = game.view(state, pending.seat)
    return GreedyBot(samples).choose(game, view, pending, random.Random(seed))


def test_greedy_plays_its_best_card():
    game = Tiny()
    state = dealt(game, ["a1", "a5", "a3"])  # and it draws b2
    for seed in range(5):
        assert greedy_choice(game, state, seed) == "play:a5"


def test_greedy_takes_the_card_that_wins():
    """At 5 points a 3 wins (with the bonus, an automatic step after the play); a 2 does not."""
    game = Tiny()
    state = dealt(game, ["a2", "a3"], score=[5, 0], deck=["b2"])
    assert greedy_choice(game, state) == "play:a3"


def test_greedy_blocks_when_the_bonus_would_win_the_game():
    game = Tiny()
    state = dealt(game, ["a3"], ["b1"], score=[5, 0], deck=["b5"])
    engine.apply(game, state, "play:a3")  # 8 points: the bonus would make 9
    pending = engine.decision(game, state)
    assert pending is not None and pending.kind == "block"
    assert greedy_choice(game, state) == "block:b1"


def test_greedy_tries_each_option_on_a_fresh_copy_and_never_touches_its_worlds():
    """The first option (a 1) must not be left applied when the next is tried: each trial
    starts again from the sampled world."""
    game = Tiny()
    state = dealt(game, ["a1", "b4"])
    view = game.view(state, 0)
    worlds: list[TinyState] = []
    real = game.determinize

    def sample(v: dict, seat: int, rng: random.Random) -> TinyState:
        worlds.append(real(v, seat, rng))
        return worlds[-1]

    game.determinize = sample  # type: ignore[method-assign]
    before = pickle.dumps(state)
    pending = engine.decision(game, state)
    assert pending is not None
    key = GreedyBot(3).choose(game, view, pending, random.Random(1))
    assert key == "play:b4" and len(worlds) == 3
    assert all(w.choices_made == 0 and w.hands[0] == ["a1", "b4", "b2"] for w in worlds)
    assert pickle.dumps(state) == before


def test_greedy_answers_a_single_option_without_looking_ahead(monkeypatch):
    game = Tiny()
    monkeypatch.setattr(Tiny, "determinize", lambda *a: pytest.fail("looked ahead"))
    only = Decision(0, "?", (engine.decision(game, dealt(game, [])).options[0],))
    assert GreedyBot().choose(game, {}, only, random.Random(0)) == only.options[0].key


def test_greedy_follows_the_games_hint(monkeypatch):
    game = Tiny()
    state = dealt(game, ["a5"])
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: "pass")
    assert greedy_choice(game, state) == "pass"


def test_greedy_skips_an_option_no_sampled_world_allows(monkeypatch):
    """Hidden cards differ between worlds: an option refused in every one is not chosen."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    real = engine.apply

    def refuse_a5(g: Any, s: Any, key: str) -> None:
        if key == "play:a5":
            raise IllegalChoice("not in this world")
        real(g, s, key)

    monkeypatch.setattr("tabletop_tui.bots.greedy.engine.apply", refuse_a5)
    assert greedy_choice(game, state) == "play:b2"


def test_greedy_beats_random_at_tiny():
    """Seeded and deterministic: the greedy seat wins far more often, from either seat."""
    wins = Counter()
    for seed in range(20):
        for greedy_seat in (0, 1):
            game = Tiny()
            state = game.new_state(2, seed, {})
            engine.advance(game, state)
            rng = random.Random(seed)
            while not state.over:
                pending = engine.decision(game, state)
                assert pending is not None
                bot = GreedyBot() if pending.seat == greedy_seat else RandomBot()
                view = game.view(state, pending.seat)
                engine.apply(game, state, bot.choose(game, view, pending, rng))
            wins["greedy" if state.winners == [greedy_seat] else "other"] += 1
    assert wins["greedy"] >= 34, wins  # of 40


def test_random_picks_every_option_alike_and_follows_its_rng():
    game = Tiny()
    state = dealt(game, ["a1", "a3", "a5"])
    pending = engine.decision(game, state)
    assert pending is not None
    rng = random.Random(5)
    picks = Counter(RandomBot().choose(game, {}, pending, rng) for _ in range(5000))
    assert set(picks) == {o.key for o in pending.options}
    assert max(picks.values()) - min(picks.values()) < 250  # 1,000 each, give or take
    again = [RandomBot().choose(game, {}, pending, random.Random(9)) for _ in range(3)]
    assert len(set(again)) == 1


def test_make_bot_knows_each_kind_and_refuses_others():
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("greedy"), GreedyBot)
    assert isinstance(make_bot("mcts"), MctsBot)
    assert make_bot("mcts:50").iterations == 50
    assert set(BOT_KINDS) == {"random", "greedy", "mcts"}
    with pytest.raises(ValueError, match="unknown bot kind 'wizard' \\(bots: random, greedy, mcts"):
        make_bot("wizard")
    with pytest.raises(ValueError, match="unknown bot kind 'mcts:0'"):
        make_bot("mcts:0")


def test_a_bot_is_shown_only_the_deciding_seats_view():
    match = Match.start("necronomicards", [Seat("human", "Ann"), Seat("human", "Ben")], 4)
    seen: list[dict] = []

    class Spy:
        def choose(self, game, view, decision, rng):
            seen.append(view)
            return decision.options[0].key

    decision = match.decision()
    assert decision is not None
    key = bot_move(match, Spy(), random.Random(0))
    assert key == decision.options[0].key
    assert seen == [match.view(decision.seat)] and seen[0] != match.view(1 - decision.seat)


def test_greedy_hands_the_games_hint_its_own_dice(monkeypatch):
    game = Tiny()
    state = dealt(game, ["a5"])
    given: list[Any] = []
    monkeypatch.setattr(Tiny, "hint", lambda self, view, decision, rng: given.append(rng) or "pass")
    dice = random.Random(4)
    pending = engine.decision(game, state)
    assert GreedyBot().choose(game, game.view(state, 0), pending, dice) == "pass"
    assert given == [dice]


def test_greedy_reads_a_table_that_holds_values_json_cannot_write():
    """The loop guard writes the table as text; a value JSON has no form for (a set, a
    path) is written as its str, not refused."""
    from pathlib import Path

    game = Tiny()
    state = dealt(game, ["a1"], deck=["a5"])
    pending = engine.decision(game, state)
    view = {**game.view(state, 0), "odd": {"a5"}, "where": Path("x")}
    assert GreedyBot().choose(game, view, pending, random.Random(0)) == "play:a5"


def test_greedy_scores_an_option_in_the_worlds_that_allow_it(monkeypatch):
    """Refused in the first sampled world only, the best card is still judged on the other
    world and taken (each option is averaged over the worlds that offer it)."""
    game = Tiny()
    state = dealt(game, ["a1", "a5"])
    real = engine.apply
    tried: list[int] = []

    def refuse_a5_once(g: Any, s: Any, key: str) -> None:
        if key == "play:a5":
            tried.append(1)
            if len(tried) == 1:
                raise IllegalChoice("not in this world")
        real(g, s, key)

    monkeypatch.setattr("tabletop_tui.bots.greedy.engine.apply", refuse_a5_once)
    assert greedy_choice(game, state) == "play:a5" and len(tried) == 2
