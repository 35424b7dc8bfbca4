"""Seeded random In Nomine games: termination, conservation, no leaks, identical replay."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from contextlib import nullcontext

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.games.in_nomine.state import INState
from tests.kit import SeenNames, watching
from tests.views import card_ids_in

GAMES = 1000
CHUNK = 250  # games per test item: pytest-xdist keeps both cores busy to the end
LEAK_CHECKED = 60
LOG_CHECKED = 15  # of those, games where each seat's log is read too
REPLAYED = 200
MAX_CHOICES = 20_000
OPEN = {"events": "open"}  # RULINGS R36: events in any window, and the Respond window
ALWAYS = {"windows": "always"}  # RULINGS R40: windows put to any hand
OPEN_GAMES = 200


def all_zones(state: INState) -> list[str]:
    """Every card, wherever it is: decks, hands, discards, in play, attached."""
    cards: list[str] = []
    for side in state.sides:
        cards += side.deck + side.hand + side.discard
    for p in state.personas:
        cards += [p.card, *p.attachments]
    return cards


def visible_to(game: InNomine, state: INState, seat: int | None, pending: bool = True) -> set[str]:
    """What a seat may see: its hand, everything in play, both discards, what it looks at,
    and (`pending`) the cards its own pending decision offers (a search of its own deck)."""
    out: set[str] = set()
    for side in state.sides:
        out |= set(side.discard)
    for p in state.personas:
        out |= {p.card, *p.attachments}
    if state.combat is not None:  # named when declared; a target shuffled away stays named
        out |= {state.combat.attacker, state.combat.target, state.combat.blocker} - {None}
    if seat is not None:
        out |= set(state.sides[seat].hand)
        for step in state.stack:
            if step.seat == seat:
                out |= set(step.data.get("context", []))
        decision = engine.decision(game, state) if pending else None
        if decision is not None and decision.seat == seat:
            out |= {c for o in decision.options for c in o.cards}
    return out


def play(
    game: InNomine,
    seed: int,
    check_leaks: bool,
    check_log: bool = False,
    options: dict | None = None,
) -> Match:
    """A random game; with `check_leaks`, every seat's view is checked at every decision,
    and with `check_log` everything it can read of the log too (tests/kit.py)."""
    names = SeenNames(
        game.cards.instances,
        game.cards.label,
        lambda state, seat: visible_to(game, state, seat),
        lambda state, seat: visible_to(game, state, seat, pending=False),  # while a step runs
    )
    with watching(INState, names) if check_log else nullcontext():
        return play_on(game, seed, check_leaks, names if check_log else None, options or {})


def play_on(
    game: InNomine, seed: int, check_leaks: bool, names: SeenNames | None, options: dict
) -> Match:
    match = Match(game, [Seat("random", "D"), Seat("random", "A")], seed, dict(options))
    rng = random.Random(seed)
    every = Counter(list(game.cards.instances))
    known = set(game.cards.instances)
    for _ in range(MAX_CHOICES):
        decision = match.decision()
        if decision is None:
            break
        if check_leaks:
            assert Counter(all_zones(match.state)) == every, "a card was lost or duplicated"
            for seat in (0, 1, None):
                if names is not None:  # the view and the log it reads
                    names.check(game, match.state, seat)
                    continue
                leaked = card_ids_in(match.view(seat), known) - visible_to(game, match.state, seat)
                assert not leaked, f"seed {seed}: seat {seat} sees hidden cards {leaked}"
        match.choose(rng.choice(decision.options).key)
    assert match.over, f"seed {seed}: no end after {MAX_CHOICES} choices"
    assert Counter(all_zones(match.state)) == every
    return match


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_games_terminate_conserve_cards_and_never_leak(game, first):
    for seed in range(first, first + CHUNK):
        play(game, seed, check_leaks=seed < LEAK_CHECKED, check_log=seed < LOG_CHECKED)


def test_open_windows_games_terminate_conserve_cards_and_never_leak(game):
    """The same with Events: open, where events are played in many more places."""
    for seed in range(20_000, 20_000 + OPEN_GAMES):
        check = seed - 20_000
        play(game, seed, check_leaks=check < 30, check_log=check < 10, options=OPEN)


def test_every_window_games_terminate_conserve_cards_and_never_leak(game):
    """The same with Windows: always (R40), where every fight asks both players."""
    for seed in range(30_000, 30_000 + OPEN_GAMES // 2):
        check = seed - 30_000
        play(game, seed, check_leaks=check < 20, check_log=check < 5, options=ALWAYS)


def test_replay_from_the_choice_log_gives_the_same_state(game):
    for seed in range(5000, 5000 + REPLAYED):
        match = play(game, seed, check_leaks=False)
        replay = Match(game, match.seats, seed, {})
        for key in match.choices:
            replay.choose(key)
        assert pickle.dumps(replay.state) == pickle.dumps(match.state)


@pytest.mark.parametrize("options", [{}, OPEN, ALWAYS])
def test_determinized_state_agrees_with_the_view(game, options):
    rng = random.Random(7)
    for seed in range(60):
        match = Match(game, [Seat("random", "D"), Seat("random", "A")], seed, dict(options))
        for _ in range(rng.randint(0, 300)):
            decision = match.decision()
            if decision is None:
                break
            match.choose(rng.choice(decision.options).key)
        if match.over:
            continue
        seat = match.decision().seat
        view = match.view(seat)
        world = game.determinize(view, seat, rng)
        assert Counter(all_zones(world)) == Counter(list(game.cards.instances))
        again = game.view(world, seat)
        for key in ("sides", "personas", "combat", "phase", "turn"):
            assert again[key] == view[key], key
        assert again["decision"] == view["decision"]


def test_a_private_log_line_made_public_is_caught(game, monkeypatch):
    """The leak check reads each seat's log, not only its view: "You draw <cards>." written
    for everyone (a planted fault) fails it, naming a card."""
    write = INState.say

    def public_draws(self, text, seats=None):
        write(self, text, None if text.startswith("You draw") else seats)

    monkeypatch.setattr(INState, "say", public_draws)
    with pytest.raises(AssertionError, match=r"seat \d can read hidden \['"):
        play(game, 0, check_leaks=True, check_log=True)
