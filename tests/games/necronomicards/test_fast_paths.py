"""The speed-ups of random play change nothing: the quick spell-hand test never turns away a
castable hand, and a quiet game (no log, as `simulate` keeps for bots that read no view)
plays exactly as a logged one."""

from __future__ import annotations

import random
from itertools import combinations

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.simulate import new_stats, play_game
from tabletop_tui.games.necronomicards import spellhands


def test_the_quick_test_passes_every_hand_with_a_castable_six(game):
    masks_of = spellhands._masks_of(game.symbols_of)
    spells = list(game.cards.spells)
    rng = random.Random(3)
    for _ in range(3000):
        hand = rng.sample(spells, rng.choice([6, 7, 8]))
        masks = tuple(masks_of[c] for c in hand)
        castable = any(
            spellhands.masks_shape(tuple(masks[i] for i in six))
            for six in combinations(range(len(hand)), 6)
        )
        if castable:
            assert spellhands._may_cast(masks), hand


def play_out(game, seed: int, quiet: bool) -> tuple[list[str], list[int] | None, int]:
    """Random choices to the end: the keys chosen, the winners, the lines logged in play."""
    match = Match(game, [Seat("random", "A"), Seat("random", "B")], seed, {})
    match.state.quiet = quiet
    rng, keys, setup = random.Random(seed), [], len(match.state.log)
    while not match.over:
        key = rng.choice(engine.options(game, match.state)).key
        match.choose(key)
        keys.append(key)
    return keys, match.state.winners, len(match.state.log) - setup


def test_a_quiet_game_plays_as_a_logged_one_and_logs_nothing_more(game):
    for seed in range(5):
        keys, winners, logged = play_out(game, seed, quiet=False)
        quiet_keys, quiet_winners, quiet_logged = play_out(game, seed, quiet=True)
        assert (quiet_keys, quiet_winners) == (keys, winners)
        assert quiet_logged == 0 < logged


def test_simulate_keeps_no_log_only_when_no_seat_reads_a_view(game, monkeypatch):
    made: list[Match] = []
    real_init = Match.__init__

    def keep(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Match, "__init__", keep)
    for seats, quiet in ((["random", "random"], True), (["greedy", "random"], False)):
        stats = new_stats("necronomicards", seats, 1)
        play_game(game, stats, 0, None, None)
        assert made[-1].state.quiet is quiet
        assert stats.errors == 0
