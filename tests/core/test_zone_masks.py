"""Views and determinization read the zones (core.zones): a `Sight` shows a zone's cards
only to the seats that see it, `deal_holes` fills a world's holes from the unseen cards of
the same back, and in every game a world determinized for a seat shows it the very zones
the true table shows it, with every hidden zone kept at its size."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.registry import games, load_game
from tabletop_tui.core.zones import (
    NOBODY,
    OWNER,
    PUBLIC,
    Sight,
    Zone,
    all_cards,
    deal_holes,
    hidden_sizes,
    holes,
    unseen,
)

GAMES = 4
EVERY = 7  # determinize every seat's view at every 7th decision
MAX_CHOICES = 4000


def table() -> list[Zone]:
    return [
        Zone("hand:0", ["a1", "b1"], OWNER, 0),
        Zone("hand:1", ["a2"], OWNER, 1),
        Zone("deck", ["a3", "b2"], NOBODY),
        Zone("daemon:1", ["d1"], OWNER, 1),
        Zone("discard", ["a4"], PUBLIC),
    ]


def test_a_sight_shows_seen_zones_and_counts_the_others() -> None:
    sight = Sight(table(), 0)
    assert sight.cards("hand:0") == ["a1", "b1"]
    assert sight.cards("hand:1") is None and sight.count("hand:1") == 1
    assert sight.cards("deck") is None and sight.count("deck") == 2
    assert sight.card("daemon:1") is None and Sight(table(), 1).card("daemon:1") == "d1"
    assert sight.cards("discard") == ["a4"] and sight.sees("discard")
    assert Sight(table(), None).cards("hand:0") is None


def test_hidden_sizes_are_the_places_a_world_deals_into() -> None:
    assert hidden_sizes(table(), 0) == {"hand:1": 1, "deck": 2, "daemon:1": 1}
    assert hidden_sizes(table(), 1) == {"hand:0": 2, "deck": 2}


def test_holes_are_filled_with_unseen_cards_of_the_same_back() -> None:
    hand1, deck, daemon = holes(1, "a"), holes(1, "a") + holes(1, "b"), holes(1, "d")
    world = [
        Zone("hand:0", ["a1", "b1"], OWNER, 0),
        Zone("hand:1", hand1, OWNER, 1),
        Zone("deck", deck, NOBODY),
        Zone("daemon:1", daemon, OWNER, 1),
        Zone("discard", ["a4"], PUBLIC),
    ]
    every = ["a1", "a2", "a3", "a4", "b1", "b2", "d1"]
    assert unseen(world, every) == ["a2", "a3", "b2", "d1"]
    dealt = deal_holes(world, 0, every, random.Random(3), back=lambda c: c[0])
    assert sorted(hand1 + deck[:1]) == ["a2", "a3"] and deck[1] == "b2"
    assert dealt["daemon:1"] == ["d1"] and daemon == ["d1"]  # filled in place too
    assert all_cards(world) == Counter(every)


def test_a_hole_the_seat_would_see_or_no_card_can_fill_is_refused() -> None:
    with pytest.raises(ValueError, match="hand:0 is not hidden"):
        deal_holes([Zone("hand:0", holes(1), OWNER, 0)], 0, ["x"], random.Random(0))
    with pytest.raises(ValueError, match="no unseen card"):
        deal_holes([Zone("deck", holes(2), NOBODY)], 0, ["x"], random.Random(0))


def zone_cards(zones: list[Zone], seat: int) -> list[tuple[str, list[str]]]:
    """The zones `seat` sees, with their cards, in the order the game lists them."""
    return [(z.name, list(z.cards)) for z in zones if z.visible_to(seat)]


# every game at its usual size, and the sizes where other zones come into play: the
# solitaire's Nemesis deck, three and four players' hands
CASES = [(e.info.id, max(2, e.info.min_players)) for e in games()] + [
    ("possession", 1),
    ("possession", 4),
    ("necronomicards", 3),
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_determinized_world_shows_the_seat_its_zones_as_they_are(
    game_id: str, players: int
) -> None:
    game = load_game(game_id)
    checked = 0
    for seed in range(GAMES):
        state = game.new_state(players, seed, game.check_options(players, {}))
        engine.advance(game, state)
        rng = random.Random(seed)
        for n in range(MAX_CHOICES):
            if state.over:
                break
            if n % EVERY == 0:
                table = game.zones(state)
                for seat in range(players):
                    world = game.determinize(game.view(state, seat), seat, rng)
                    again = game.zones(world)
                    where = f"{game_id} seed {seed} choice {n} seat {seat}"
                    assert zone_cards(again, seat) == zone_cards(table, seat), where
                    assert hidden_sizes(again, seat) == hidden_sizes(table, seat), where
                    checked += 1
            decision = engine.decision(game, state)
            assert decision is not None
            engine.apply(game, state, rng.choice(decision.options).key)
    assert checked > 20, checked
