"""Spell hands (rulebook "Matching Spell Cards"): every shape, and the near misses."""

from __future__ import annotations

from tabletop_tui.games.necronomicards.spellhands import best_summons, spell_hands
from tests.games.necronomicards.conftest import spell


def test_three_matching_pairs_draw_one_summon(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),  # eye pair
        spell("skull"),
        spell("skull", "serpent"),  # skull pair
        spell("flame"),
        spell("moon", "flame"),  # flame pair
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert [(h.summons, h.shape) for h in hands] == [(1, "pairs")]
    assert sorted(hands[0].cards) == sorted(hand)


def test_two_triplets_of_different_symbols_draw_two(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("eye", "skull"),
        spell("flame"),
        spell("serpent", "flame"),
        spell("flame", copy=2),
    ]
    assert [(h.summons, h.shape) for h in spell_hands(hand, game.symbols_of)] == [(2, "triplets")]


def test_six_of_one_symbol_draws_three(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("eye", "flame"),
    ]
    assert [(h.summons, h.shape) for h in spell_hands(hand, game.symbols_of)] == [(3, "six")]


def test_two_pairs_and_two_strays_are_not_a_spell_hand(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("skull"),
        spell("skull", copy=2),
        spell("moon"),
        spell("star"),
    ]
    assert spell_hands(hand, game.symbols_of) == []


def test_one_symbol_cards_pair_only_with_their_own_symbol(game):
    """R20: most cards match on one symbol only, so six cards often make no spell hand."""
    hand = [spell(s) for s in ("eye", "moon", "star", "skull", "serpent", "flame")]
    assert spell_hands(hand, game.symbols_of) == []


def test_five_cards_are_never_a_spell_hand(game):
    hand = [spell("eye", copy=n) for n in range(1, 6)]
    assert spell_hands(hand, game.symbols_of) == []


def test_each_card_counts_once(game):
    """One Eye-Moon card cannot be both the Eye of one pair and the Moon of another."""
    hand = [
        spell("eye", "moon"),
        spell("eye"),
        spell("moon"),
        spell("serpent"),
        spell("serpent", copy=2),
        spell("flame"),
    ]
    # pairs would need eye-moon twice (with the Eye and with the Moon): not allowed
    assert spell_hands(hand, game.symbols_of) == []


def test_a_triplet_and_a_near_triplet_fall_back_to_pairs(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("eye", "moon"),  # eye x3, but flame, serpent-flame and moon share nothing
        spell("flame"),
        spell("serpent", "flame"),
        spell("moon"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert [(h.summons, h.shape) for h in hands] == [(1, "pairs")]


def test_seven_cards_offer_each_castable_six_best_first(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("eye", "skull"),
        spell("flame"),
        spell("serpent", "flame"),
        spell("flame", copy=2),
        spell("moon", "star"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert hands[0].summons == 2
    assert all(len(h.cards) == 6 for h in hands)
    assert [h.summons for h in hands] == sorted((h.summons for h in hands), reverse=True)
    assert best_summons(hand, game.symbols_of) == 2


def test_two_symbol_cards_match_on_either_symbol(game):
    hand = [
        spell("eye", "moon"),
        spell("moon", "star"),
        spell("star", "skull"),
        spell("skull", "serpent"),
        spell("serpent", "flame"),
        spell("eye", "flame"),
    ]
    # a ring: each card pairs with either neighbour
    assert best_summons(hand, game.symbols_of) == 1


def test_r25_hands_that_differ_only_by_a_copy_are_offered_once(game):
    """R25: seven cards holding two Lone Moons offer "keep Lone Moon" once (a play-tester
    met "keep Lone Moon", "keep Lone Moon (way 2)", "(way 3)")."""
    from tabletop_tui.core.state import Step
    from tabletop_tui.games.necronomicards.turn import Cast
    from tests.games.necronomicards.conftest import build

    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("flame"),
        spell("flame", copy=2),
        spell("moon"),
        spell("moon", copy=2),
        spell("moon", copy=3),
    ]
    assert len(spell_hands(hand, game.symbols_of)) == 3  # one per Lone Moon kept
    state = build(game, spells=[hand, []])
    opts = Cast().options(game, state, Step("cast", 0))
    assert [o.label for o in opts] == [
        "Cast three pairs (Eye, Flame, Moon): draw 1 Summon; keep Lone Moon",
        "Keep my Spell cards (cast nothing this turn)",
    ]
