"""Spell hands (rulebook "Matching Spell Cards"): every shape, and the near misses."""

from __future__ import annotations

from tabletop_tui.games.necronomicards.spellhands import best_summons, spell_hands
from tests.games.necronomicards.conftest import spell


def test_three_matching_pairs_draw_one_summon(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),  # eye pair
        spell("skull", "serpent"),
        spell("skull", "flame"),  # skull pair
        spell("trident", "ankh"),
        spell("moon", "trident"),  # trident pair
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert [(h.summons, h.shape) for h in hands] == [(1, "pairs")]
    assert sorted(hands[0].cards) == sorted(hand)


def test_two_triplets_of_different_symbols_draw_two(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("flame", "trident"),
        spell("serpent", "flame"),
        spell("flame", "ankh"),
    ]
    assert [(h.summons, h.shape) for h in spell_hands(hand, game.symbols_of)] == [(2, "triplets")]


def test_six_of_one_symbol_draws_three(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("eye", "serpent"),
        spell("eye", "flame"),
        spell("eye", "trident"),
    ]
    assert [(h.summons, h.shape) for h in spell_hands(hand, game.symbols_of)] == [(3, "six")]


def test_two_pairs_and_two_strays_are_not_a_spell_hand(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("skull", "serpent"),
        spell("skull", "flame"),
        spell("trident", "ankh"),
        spell("moon", "star"),
    ]
    assert spell_hands(hand, game.symbols_of) == []


def test_five_cards_are_never_a_spell_hand(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    assert spell_hands(hand, game.symbols_of) == []


def test_each_card_counts_once(game):
    """One Eye-Moon card cannot be both the Eye of one pair and the Moon of another."""
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("moon", "skull"),
        spell("serpent", "flame"),
        spell("serpent", "trident"),
        spell("flame", "ankh"),
    ]
    # pairs would need eye-moon twice (eye with eye-star, moon with moon-skull): not allowed
    assert spell_hands(hand, game.symbols_of) == []


def test_a_triplet_and_a_near_triplet_fall_back_to_pairs(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "trident"),
        spell("flame", "trident"),
        spell("serpent", "flame"),
        spell("serpent", "ankh"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert [(h.summons, h.shape) for h in hands] == [(1, "pairs")]


def test_seven_cards_offer_each_castable_six_best_first(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("flame", "trident"),
        spell("serpent", "flame"),
        spell("flame", "ankh"),
        spell("moon", "star"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert hands[0].summons == 2
    assert all(len(h.cards) == 6 for h in hands)
    assert [h.summons for h in hands] == sorted((h.summons for h in hands), reverse=True)
    assert best_summons(hand, game.symbols_of) == 2


def test_three_symbol_cards_match_on_any_of_their_symbols(game):
    hand = [
        spell("eye", "moon", "star"),
        spell("moon", "skull", "ankh"),
        spell("star", "flame", "ankh"),
        spell("eye", "serpent", "flame"),
        spell("skull", "trident", "ankh"),
        spell("moon", "serpent", "trident"),
    ]
    assert best_summons(hand, game.symbols_of) >= 1
