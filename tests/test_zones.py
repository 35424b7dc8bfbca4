"""Every game's zone declaration (Game.zones, core.zones) against seeded random play: every
card lies in exactly one counted zone at every decision, and no seat's view or readable log
carries the id of a card the declaration hides from it. One declaration, one check for all."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_tui.core import engine, zones
from tabletop_tui.core.registry import games, load_game
from tests.kit import assert_no_leak, readable_text

GAMES = 15
MAX_CHOICES = 6000
CHECK_EVERY = 3


def every_card(game_id: str, state: object) -> Counter[str]:
    """The cards a game of this size holds (Believe in Me! deals Truth cards per god)."""
    game = load_game(game_id)
    if game_id == "believe-in-me":
        from tabletop_tui.games.believe_in_me.view import in_game

        return Counter(in_game(game, state.num_players))  # type: ignore[attr-defined]
    return Counter(list(game.cards.instances))


@pytest.mark.parametrize("game_id", [e.info.id for e in games()])
def test_zones_hold_every_card_once_and_hide_what_they_say(game_id: str) -> None:
    game = load_game(game_id)
    players = max(2, game.info.min_players)
    for seed in range(GAMES):
        state = game.new_state(players, seed, game.check_options(players, {}))
        engine.advance(game, state)
        expected = every_card(game_id, state)
        rng = random.Random(seed)
        for n in range(MAX_CHOICES):
            if state.over:
                break
            if n % CHECK_EVERY == 0:
                table = game.zones(state)
                assert zones.all_cards(table) == expected, f"{game_id} seed {seed} choice {n}"
                pending = engine.decision(game, state)
                for seat in range(players):
                    hidden = zones.hidden_from(table, seat)
                    if pending is not None and pending.seat == seat:
                        # a search shows the decider the cards it chooses among
                        hidden -= {c for o in pending.options for c in o.cards}
                        hidden -= set(pending.context)
                    text = readable_text(game, state, seat)
                    assert_no_leak(text, hidden, (), who=f"{game_id} seat {seat}")
            decision = engine.decision(game, state)
            assert decision is not None
            engine.apply(game, state, rng.choice(decision.options).key)
        assert state.over, f"{game_id} seed {seed} did not end"


def test_a_hand_shown_to_its_owner_only() -> None:
    """The visibility rules themselves: an OWNER zone to its owner, NOBODY to nobody but
    the seats it names, a glimpse grants sight without counting."""
    table = [
        zones.Zone("hand:0", ["a"], zones.OWNER, 0),
        zones.Zone("deck", ["b", "c"], zones.NOBODY, also=(1,)),
        zones.Zone("discard", ["d"]),
        zones.Zone("looked", ["b"], zones.OWNER, 0, counted=False),
    ]
    assert zones.visible_to(table, 0) == {"a", "b", "d"}
    assert zones.visible_to(table, 1) == {"b", "c", "d"}
    assert zones.visible_to(table, None) == {"d"}
    assert zones.hidden_from(table, 0) == {"c"}
    assert zones.all_cards(table) == Counter({"a": 1, "b": 1, "c": 1, "d": 1})
