"""Seeded random games for 2, 3 and 4 gods: they end, keep every card and every Believer,
leak no hidden card into another seat's view or readable log, determinize consistently,
and replay exactly from their choice log."""

from __future__ import annotations

import functools
import random
import re
from collections import Counter

import pytest

from tabletop_tui.core import engine, zones
from tabletop_tui.core.registry import load_game
from tabletop_tui.games.believe_in_me.believers import TOTAL_BELIEVERS
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.games.believe_in_me.view import in_game
from tests.views import strings

GAMES = {2: 1000, 3: 500, 4: 500}  # per number of gods: 2,000 games in all
FULL = 100  # every FULL-th game: views, determinization, the log and conservation at every step
REPLAY = 20  # every REPLAY-th game is replayed from its choice log
VIEW_EVERY = 3  # ... at every VIEW_EVERY-th decision of those games
CHUNK = 250  # games per test item (pytest-xdist spreads the items over the cores)
MAX_DECISIONS = 5000
GAME = load_game("believe-in-me")


def all_cards(state: BState) -> Counter[str]:
    """Every card instance, wherever it lies (the game's zone declaration, core.zones)."""
    return zones.all_cards(GAME.zones(state))


def hidden_from(state: BState, seat: int) -> set[str]:
    """What `seat` may not see, from the same declaration."""
    return zones.hidden_from(GAME.zones(state), seat)


def check_conserved(game: BelieveInMe, state: BState, expected: Counter[str]) -> None:
    assert all_cards(state) == expected
    assert state.pagan + sum(g.believers for g in state.gods) == TOTAL_BELIEVERS


def check_views(
    game: BelieveInMe, state: BState, rng: random.Random, expected: Counter[str]
) -> None:
    for seat in range(state.num_players):
        hidden = hidden_from(state, seat)
        v = game.view(state, seat)
        leaked = strings(v, set()) & hidden
        assert not leaked, f"seat {seat} sees hidden {sorted(leaked)}"
        world = game.determinize(v, seat, rng)
        check_conserved(game, world, expected)
        again = game.view(world, seat)
        assert again["state"] == v["state"], "a determinized world must look the same to the seat"
        assert again["decision"] == v["decision"]


@functools.cache
def card_names(game: BelieveInMe) -> tuple[dict[str, list[str]], list[tuple[str, re.Pattern[str]]]]:
    """Each card name but the Truths' with its instances, and the names longest first with
    a pattern matching each as a whole word."""
    names: dict[str, list[str]] = {}
    for iid, card in game.cards.instances.items():
        if card.type != "truth":
            names.setdefault(card.name, []).append(iid)
    ordered = sorted(names, key=len, reverse=True)
    return names, [(n, re.compile(rf"(?<!\w){re.escape(n)}(?!\w)")) for n in ordered]


def check_log(game: BelieveInMe, state: BState, start: int, before: list[set[str]]) -> None:
    """A public log line never names a card some seat cannot see anywhere (names matched
    whole, longest first, so "Counting" does not match inside "Counting to Ten"). Lines
    private to a seat tell it what it saw (the Monument cards it drew and put back). A card
    public before the step may be named though a reshuffle hid it since."""
    names, patterns = card_names(game)
    present = all_cards(state)
    for seat in range(state.num_players):
        hidden = hidden_from(state, seat) & before[seat]
        for entry in state.log[start:]:
            if entry.seats is not None:
                continue
            text = entry.text
            for name, pattern in patterns:
                match = pattern.search(text)
                if match is None:
                    continue
                text = text[: match.start()] + "#" + text[match.end() :]
                ids = [i for i in names[name] if i in present]
                assert not all(i in hidden for i in ids), (
                    f"seat {seat} reads {entry.text!r} naming hidden {name}"
                )


def play(game: BelieveInMe, players: int, seed: int, full: bool) -> tuple[list[str], BState]:
    state = game.new_state(players, seed, {})
    engine.advance(game, state)
    expected = Counter(in_game(game, players))
    check_conserved(game, state, expected)
    rng = random.Random(seed)
    choices: list[str] = []
    while not state.over:
        d = engine.decision(game, state)
        assert d is not None and d.options and len({o.key for o in d.options}) == len(d.options)
        look = full and len(choices) % VIEW_EVERY == 0
        if look:
            check_views(game, state, rng, expected)
        logged = len(state.log)
        before = [hidden_from(state, s) for s in range(players)] if look else []
        key = rng.choice(d.options).key
        choices.append(key)
        engine.apply(game, state, key)
        if look or len(choices) % 25 == 0:
            check_conserved(game, state, expected)
        if look:
            check_log(game, state, logged, before)
        assert len(choices) < MAX_DECISIONS, "a game that does not end"
    check_conserved(game, state, expected)
    return choices, state


@pytest.mark.parametrize(
    ("players", "first"), [(p, f) for p, n in GAMES.items() for f in range(0, n, CHUNK)]
)
def test_random_games(players: int, first: int) -> None:
    game = load_game("believe-in-me")
    assert isinstance(game, BelieveInMe)
    ends: Counter[str] = Counter()
    for seed in range(first, first + CHUNK):
        choices, state = play(game, players, seed, full=seed % FULL == 0)
        if seed % REPLAY == 0:
            again = game.new_state(players, seed, {})
            engine.advance(game, again)
            for key in choices:
                engine.apply(game, again, key)
            assert [e.text for e in again.log] == [e.text for e in state.log]
            assert again.winners == state.winners
        ends[state.ended_by] += 1
        assert state.twilight, "every game ends in the Twilight of the Gods"
    assert ends["twilight"] > CHUNK * 0.9, ends
