"""Undo is the engine's (DESIGN §8): a seat takes back its own choices back to the last
point where chance was used, a hidden card was shown, or another seat decided; undo
replays the log, never re-rolls chance, never shows a card, and saves replay after it."""

from __future__ import annotations

import pickle
import random
from pathlib import Path

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.saves import read_save, write_save
from tabletop_tui.core.undo import (
    CHANCE,
    SHOWN,
    TOLD,
    UNKNOWN,
    UNSEALED,
    Mark,
    Seen,
    apply_marked,
    shown,
    sightings,
    takeback,
    why_not,
)
from tabletop_tui.core.zones import NOBODY, OWNER, PUBLIC, Zone
from tests.core.tiny import Tiny

TABLES = [
    ("necronomicards", 2),
    ("necronomicards", 3),
    ("in-nomine", 2),
    ("possession", 2),
    ("possession", 4),
    ("believe-in-me", 3),
]


def people(game_id: str, players: int, seed: int) -> Match:
    """A match of people (every seat may undo), its choices marked for undo."""
    match = Match.start(game_id, [Seat("human", f"P{i}") for i in range(players)], seed)
    match.track_undo()
    return match


def replayed(match: Match) -> Match:
    """The same match rebuilt from its choice log."""
    again = Match.start(match.game_id, match.seats, match.seed, match.options)
    for key in match.choices:
        again.choose(key)
    return again


def check_undo(match: Match, count: int, seen: list[Seen]) -> None:
    """Undo `count` choices and check what the policy promises; `seen[i]` is what each
    seat saw after i choices."""
    seat = engine.deciding_seat(match.game, match.state)
    assert seat is not None
    marks = list(match.marks or [])
    rng = match.state.rng.getstate()
    assert match.undo(count) == count
    kept = len(match.choices)
    assert all(m.seat == seat and not m.final for m in marks[kept:]), "only own, non-final"
    assert match.state.rng.getstate() == rng, "undo re-rolled chance"
    for later in seen[kept + 1 :]:
        for s, cards in enumerate(later):
            news = cards - seen[kept][s] - seen[kept][seat]
            assert not news, f"seat {s} saw {news} in a choice that was undone"
    assert engine.deciding_seat(match.game, match.state) == seat
    assert pickle.dumps(match.state) == pickle.dumps(replayed(match).state)


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_random_undos_follow_the_policy(game_id: str, players: int) -> None:
    undos = 0
    for seed in range(5):
        match = people(game_id, players, seed)
        rng = random.Random(seed)
        seen = [sightings(match.game, match.state)]
        while not match.over and len(match.choices) < 150:
            allowed = match.undoable()
            if allowed and rng.random() < 0.2:
                check_undo(match, rng.randint(1, allowed), seen)  # type: ignore[arg-type]
                seen = seen[: len(match.choices) + 1]
                undos += 1
                continue
            decision = match.decision()
            assert decision is not None
            match.choose(rng.choice(decision.options).key)
            seen.append(sightings(match.game, match.state))
    assert undos > 3, "the games offered hardly any undo"


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_undo_stops_at_chance_a_shown_card_and_another_seat(game_id: str, players: int) -> None:
    """Wherever the match stands, what undo may take back ends exactly at the last choice
    that was another seat's, used chance or showed a card, and undo goes no further."""
    match = people(game_id, players, 7)
    rng = random.Random(7)
    reasons: set[str] = set()
    while not match.over and len(match.choices) < 300:
        seat = engine.deciding_seat(match.game, match.state)
        marks = match.marks or []
        allowed = match.undoable()
        stop = len(marks) - allowed - 1  # the newest choice undo may not take back
        if stop >= 0:
            mark = marks[stop]
            assert mark.seat != seat or mark.final
            reasons.add(mark.why if mark.seat == seat else "another seat")
        if allowed == 0 and marks:
            before = pickle.dumps(match.state)
            assert match.undo() == 0 and pickle.dumps(match.state) == before
            assert match.why_no_undo()
        decision = match.decision()
        assert decision is not None
        match.choose(rng.choice(decision.options).key)
    assert "another seat" in reasons and reasons & {CHANCE, SHOWN}


def test_a_drawn_card_cannot_be_undone() -> None:
    """NecronomiCards: ending the turn draws the next player's card; whoever decides next,
    that choice stays (a hidden card was shown, or another seat now decides)."""
    match = people("necronomicards", 2, 3)
    rng = random.Random(3)
    draws = 0
    while not match.over and len(match.choices) < 200:
        decision = match.decision()
        assert decision is not None
        before = sum(len(p.spells) for p in match.state.players)
        deck = len(match.state.spell_deck)
        match.choose(rng.choice(decision.options).key)
        drawn = (
            len(match.state.spell_deck) < deck
            and sum(len(p.spells) for p in match.state.players) > before
        )
        if drawn:
            draws += 1
            assert (match.marks or [])[-1].final or match.undoable() == 0
    assert draws > 5


def test_takeback_counts_own_trailing_choices() -> None:
    marks = [Mark(1), Mark(0, CHANCE), Mark(0), Mark(0)]
    assert takeback(marks, 0) == 2
    assert takeback(marks, 1) == 0
    assert takeback(marks[:2], 0) == 0
    assert takeback([Mark(1), Mark(0)], 0) == 1
    assert takeback(marks, None) == 0


@pytest.mark.parametrize(("game_id", "players"), [("possession", 2), ("in-nomine", 2)])
def test_a_save_after_an_undo_replays_to_the_same_state(
    game_id: str, players: int, tmp_path: Path
) -> None:
    match = people(game_id, players, 11)
    rng = random.Random(11)
    undone = 0
    while undone < 5 and len(match.choices) < 500:
        if match.undoable():
            match.undo()
            undone += 1
            path = tmp_path / f"save-{undone}.json"
            write_save(match, path)
            loaded = read_save(path)
            assert loaded.choices == match.choices
            assert pickle.dumps(loaded.state) == pickle.dumps(match.state)
            assert loaded.undoable() == match.undoable()
        decision = match.decision()
        assert decision is not None
        match.choose(rng.choice(decision.options).key)
    assert undone == 5


def test_choices_before_undo_was_kept_stay() -> None:
    match = Match.start("possession", [Seat("human", "A"), Seat("human", "B")], 2)
    for _ in range(5):
        decision = match.decision()
        assert decision is not None
        match.choose(decision.options[0].key)
    match.track_undo()
    assert match.undoable() == 0 and match.undo() == 0


def test_why_nothing_can_be_taken_back_is_told_in_words() -> None:
    assert why_not([Mark(0)], None) == "The game is over."
    assert why_not([], 0) == "Nothing to undo yet."
    assert why_not([Mark(0), Mark(1)], 0) == (
        "Nothing to undo: another player has chosen since your last choice."
    )
    assert why_not([Mark(1), Mark(0, CHANCE)], 0) == (
        "Your last choice cannot be undone: chance was used."
    )


def test_a_match_says_why_its_deciding_seat_cannot_undo() -> None:
    """Tiny declares no zones, so every choice in it is final; seat 1 blocks, then plays
    its own turn: its last choice is its own but final."""
    match = Match(Tiny(), [Seat("human", "A"), Seat("human", "B")], 1, {})
    match.state.hands[1].append("z1")  # a "1" to block with (not a card of the deck)
    match.track_undo()
    assert match.why_no_undo() == "Nothing to undo yet."
    match.choose(next(o.key for o in match.decision().options if o.key.startswith("play:")))
    assert match.decision().kind == "block"
    assert match.why_no_undo() == (
        "Nothing to undo: another player has chosen since your last choice."
    )
    match.choose("block:z1")
    assert match.decision().seat == 1 and match.undoable() == 0
    assert match.why_no_undo() == f"Your last choice cannot be undone: {UNKNOWN}."


class Told(Tiny):
    """Tiny with its zones declared, whose play step may whisper to a seat and open the
    sealed answers (as a game's own steps would)."""

    whisper_to: tuple[int, ...] | None = None
    opens_sealed = False

    def __init__(self) -> None:
        super().__init__()
        play = self.handlers["play"]
        game = self

        class Whispering(type(play)):  # type: ignore[misc]
            def resolve(self, g, state, step, option) -> None:
                super().resolve(g, state, step, option)
                if game.whisper_to is not None:
                    state.say("a secret", game.whisper_to)
                if game.opens_sealed:
                    state.sealed.clear()

        self.handlers["play"] = Whispering()

    def zones(self, state):
        return [
            Zone("hand0", state.hands[0], OWNER, owner=0),
            Zone("hand1", state.hands[1], OWNER, owner=1),
            Zone("deck", state.deck, NOBODY),
            Zone("table", state.table, PUBLIC),
        ]


def quiet_turn(game: Told):
    """Seat 0 at its play with the deck empty: passing shows nobody anything new."""
    state = game.new_state(2, 1, {})
    state.hands[0], state.hands[1], state.deck = ["a1"], ["b1"], []
    engine.advance(game, state)
    return state


def test_sightings_are_what_each_seat_sees() -> None:
    game = Told()
    state = quiet_turn(game)
    assert sightings(game, state) == [frozenset({"a1"}), frozenset({"b1"})]
    assert sightings(Tiny(), state) is None


def test_what_was_shown_needs_both_sightings() -> None:
    seen = [frozenset({"a1"}), frozenset({"b1"})]
    assert shown(None, seen, 0) == UNKNOWN and shown(seen, None, 0) == UNKNOWN
    assert shown(seen, seen, 0) == ""
    assert shown(seen, [frozenset({"a1"}), frozenset({"b1", "a1"})], 0) == ""  # 0 saw a1
    assert shown(seen, [frozenset({"a1", "c1"}), frozenset({"b1"})], 0) == SHOWN


@pytest.mark.parametrize(
    ("whisper_to", "why"),
    [(None, ""), ((0,), ""), ((1,), TOLD), ((0, 1), TOLD)],
)
def test_a_line_told_to_another_seat_makes_a_choice_final(whisper_to, why) -> None:
    game = Told()
    game.whisper_to = whisper_to
    state = quiet_turn(game)
    mark, after = apply_marked(game, state, "pass")
    assert mark == Mark(0, why) and after == sightings(game, state)


@pytest.mark.parametrize(("sealed", "why"), [({1: "rock"}, UNSEALED), ({0: "rock"}, "")])
def test_opening_another_seats_sealed_answer_makes_a_choice_final(sealed, why) -> None:
    game = Told()
    game.opens_sealed = True
    state = quiet_turn(game)
    state.sealed = dict(sealed)
    mark, _ = apply_marked(game, state, "pass")
    assert mark == Mark(0, why) and state.sealed == {}


def test_undo_takes_back_one_choice_unless_told_more() -> None:
    """With the deck empty and B's hand too, A decides on and on, each choice its own and
    showing nothing: all three may be taken back, one at a time by default."""

    class Dry(Told):
        def new_state(self, players, seed, options, names=None):
            state = super().new_state(players, seed, options, names)
            state.hands[0], state.deck = ["a1"], []
            return state

    match = Match(Dry(), [Seat("human", "A"), Seat("human", "B")], 1, {})
    match.track_undo()
    for _ in range(3):
        match.choose("pass")
    assert match.decision().seat == 0 and match.undoable() == 3
    assert match.undo() == 1 and len(match.choices) == 2 and match.undoable() == 2
    assert match.undo(5) == 2 and match.choices == []
    assert pickle.dumps(match.state) == pickle.dumps(Match(Dry(), match.seats, 1, {}).state)
