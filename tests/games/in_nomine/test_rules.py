"""One test per rule of the rulebook (shared/rules/in-nomine.txt), named after it.

Seat 0 = Demons, seat 1 = Angels.
"""

from __future__ import annotations

from collections import Counter

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine.force import force
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    decision,
    ended_by_itself,
    finish,
    forces,
    keys,
    kind,
    main_phase,
    places,
    put_in_play,
    run_steps,
    struggle,
    top,
)


def start_turn(game, state):
    """Empty the stack so that the engine begins the next turn, up to its first decision."""
    state.stack = []
    engine.advance(game, state)


# ---- The decks and setup -------------------------------------------------------------------


def test_the_decks_each_player_has_a_unique_66_card_deck(game):
    demons, angels = game.cards.decks["demon"], game.cards.decks["angel"]
    assert len(demons) == 66 and len(angels) == 66
    assert not set(demons) & set(angels)
    assert {game.cards.card(c).side for c in demons} == {"demon"}


def test_setup_each_player_draws_7_cards_and_the_demon_player_goes_first(game):
    state = game.new_state(2, 5, {})
    assert [s.side for s in state.sides] == ["demon", "angel"]
    assert [len(s.hand) for s in state.sides] == [7, 7]
    assert [len(s.deck) for s in state.sides] == [59, 59]
    engine.advance(game, state)
    assert state.turn == 1 and state.current == DEMONS
    assert decision(game, state).seat == DEMONS


def test_turn_sequence_five_phases_and_players_take_turns(game):
    state = build(game, hands=(["demon-human#1"], []), current=ANGELS, turn=2)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    start_turn(game, state)
    # Essence and Fates have run: Djinn has Essence, one card was drawn
    assert state.turn == 3 and state.current == DEMONS
    assert state.persona("djinn#1").essence and len(state.sides[DEMONS].hand) == 2
    assert decision(game, state).kind == "main" and state.stack[-1].data["phase"] == "recruit"
    choose(game, state, "next")
    assert state.phase == "struggle" and state.stack[-1].data["phase"] == "struggle"
    choose(game, state, "next")
    # End phase (nothing to discard), then the Angels' turn begins
    assert state.turn == 4 and state.current == ANGELS
    assert decision(game, state).seat == ANGELS


# ---- Essence, Fates, Recruit ---------------------------------------------------------------


def test_essence_phase_an_essence_counter_on_each_persona_without_one_and_prophecy_on_humans(
    game,
):
    state = build(game)
    put_in_play(state, "demon-human#1", DEMONS, essence=False, prophecy=2)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    put_in_play(state, "calabim#1", DEMONS, essence=True)
    run_steps(game, state, Step("essence", DEMONS))
    assert all(state.persona(c).essence for c in ("demon-human#1", "djinn#1", "calabim#1"))
    assert state.persona("demon-human#1").prophecy == 3
    assert state.persona("djinn#1").prophecy == 0  # Celestials gain no Prophecy


def test_fates_phase_draw_1_card_from_your_deck(game):
    state = build(game)
    first = state.sides[DEMONS].deck[0]
    size = len(state.sides[DEMONS].deck)
    run_steps(game, state, Step("fates", DEMONS))
    assert state.sides[DEMONS].hand == [first] and len(state.sides[DEMONS].deck) == size - 1


def test_recruit_phase_put_1_persona_from_your_hand_into_play(game):
    state = build(game, hands=(["demon-human#1", "djinn#1", "geas"], []))
    main_phase(game, state, DEMONS, "recruit")
    assert {"play:demon-human#1", "play:djinn#1"} <= set(keys(game, state))
    choose(game, state, "play:djinn#1")
    persona = state.persona("djinn#1")
    assert persona.controller == DEMONS and "djinn#1" not in state.sides[DEMONS].hand
    assert "play:demon-human#1" not in keys(game, state)  # only one
    choose(game, state, "next")
    assert state.in_play("djinn#1")  # cards in play stay in play


def test_recruit_phase_modifiers_attach_to_an_appropriate_target_including_the_opponents(game):
    state = build(game, hands=(["soldier-of-hell", "stigmata", "dissonance"], []))
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    offered = {
        card: places(game, state, card) for card in ("soldier-of-hell", "stigmata", "dissonance")
    }
    assert offered == {
        "soldier-of-hell": {"onto:demon-human#1"},  # a human of your own
        "stigmata": {"onto:angel-human#1", "onto:seraphim#1"},  # the opponent's
        "dissonance": {"onto:seraphim#1"},  # the opponent's angel
    }
    choose(game, state, "play:stigmata")
    choose(game, state, "onto:seraphim#1")
    assert state.persona("seraphim#1").attachments == ["stigmata"]
    assert "stigmata" not in state.sides[DEMONS].hand
    # the modifier stays in play with the persona, and leaves with it
    run_steps(game, state, Step("cleanup", DEMONS))
    assert state.persona("seraphim#1").attachments == ["stigmata"]


def test_recruit_phase_modifier_cards_may_be_played_in_a_real_turn(game):
    state = build(game, hands=(["stigmata", "geas"], []), current=ANGELS, turn=2)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    start_turn(game, state)
    assert state.current == DEMONS and kind(game, state) == "main"
    assert {"play:stigmata", "play:geas"} <= set(keys(game, state))


def test_recruit_phase_modifiers_are_not_played_outside_it(game):
    state = build(game, hands=(["geas"], []), phase="struggle")
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, DEMONS)
    assert "play:geas" not in keys(game, state)


# ---- Struggle -------------------------------------------------------------------------------


def test_struggle_attacking_removes_the_essence_counter(game):
    state = build(game, phase="struggle")
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert state.persona("djinn#1").essence is False
    assert "attack:djinn#1" not in keys(game, state)


def test_struggle_personas_without_essence_cannot_attack(game):
    state = build(game, phase="struggle")
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    assert "attack:djinn#1" not in keys(game, state)
    assert "attack:calabim#1" in keys(game, state)


def test_struggle_celestials_have_base_force_2_and_humans_1(game):
    state = build(game)
    for card, seat in (("seraphim#1", ANGELS), ("balseraph#1", DEMONS)):
        put_in_play(state, card, seat)
        assert [force(game, state, card, r) for r in ("attack", "defend", "neutral")] == [2] * 3
    for card, seat in (("angel-human#1", ANGELS), ("demon-human#1", DEMONS)):
        put_in_play(state, card, seat)
        assert [force(game, state, card, r) for r in ("attack", "defend", "neutral")] == [1] * 3


def test_struggle_unblocked_attack_discards_force_cards_from_the_top_of_the_deck(game):
    state = build(game, phase="struggle")
    put_in_play(state, "balseraph#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    top = state.sides[ANGELS].deck[:2]
    size = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "balseraph#1")
    assert decision(game, state).seat == ANGELS  # the defender may block
    choose(game, state, "no-block")
    assert state.sides[ANGELS].discard == top and len(state.sides[ANGELS].deck) == size - 2


def test_struggle_blocking_removes_the_blockers_essence_and_needs_one(game):
    state = build(game, phase="struggle")
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "calabim#2", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    put_in_play(state, "cherubim#2", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert set(keys(game, state)) == {"block:cherubim#1", "no-block"}
    choose(game, state, "block:cherubim#1")
    finish(game, state)
    assert state.persona("cherubim#1").essence is False
    # now neither Cherubim has Essence: no block is possible
    deck = len(state.sides[ANGELS].deck)
    attack(game, state, "calabim#2")
    assert len(state.sides[ANGELS].deck) == deck - 3
    assert kind(game, state) == "halt" and ended_by_itself(
        state, DEMONS, "struggle"
    )  # no decision came between


def test_struggle_the_persona_with_the_smaller_force_is_destroyed(game):
    state = build(game, phase="struggle")
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "block:angel-human#1")
    assert not state.in_play("angel-human#1") and "angel-human#1" in state.sides[ANGELS].discard
    assert state.in_play("calabim#1")
    assert len(state.sides[ANGELS].deck) == deck  # a blocked attack does not reach the deck


def test_struggle_a_tie_destroys_both_personas(game):
    state = build(game, phase="struggle")
    put_in_play(state, "balseraph#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "balseraph#1")
    choose(game, state, "block:seraphim#1")
    assert not state.in_play("balseraph#1") and not state.in_play("seraphim#1")
    assert state.sides[DEMONS].discard == ["balseraph#1"]
    assert state.sides[ANGELS].discard == ["seraphim#1"]


def test_struggle_attack_a_persona_instead_and_other_personas_may_block_for_it(game):
    state = build(game, phase="struggle")
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    assert set(keys(game, state)) == {
        "deck",
        "target:angel-human#1",
        "target:cherubim#1",
        "back",
    }
    choose(game, state, "target:angel-human#1")
    assert set(keys(game, state)) == {"block:cherubim#1", "no-block"}
    choose(game, state, "block:cherubim#1")
    assert not state.in_play("calabim#1")  # 3 against the Cherubim's 4
    assert state.in_play("angel-human#1") and state.in_play("cherubim#1")


def test_struggle_certain_event_cards_increase_the_force_of_the_persona(game):
    state = build(game, hands=(["kiss-of-death"], []), phase="struggle")
    put_in_play(state, "djinn#1", DEMONS)
    milled = top(state, ANGELS, 7)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert forces(game, state, "djinn#1")[0] == 4  # Force 2 + Atk 2
    choose(game, state, "play:kiss-of-death")
    assert forces(game, state, "djinn#1")[0] == 7  # + Atk 3, for this fight
    assert state.sides[ANGELS].discard == milled  # the unblocked attack mills 7


# ---- End phase, activation, events and songs -----------------------------------------------


def test_end_phase_max_hand_size_is_7_discard_the_excess(game):
    hand = ["demon-human#1", "demon-human#2", "djinn#1", "geas", "kobal"]
    hand += ["baal", "beleth", "discord", "corruption"]
    state = build(game, hands=(hand, []))
    run_steps(game, state, Step("end", DEMONS))
    assert decision(game, state).seat == DEMONS
    assert set(keys(game, state)) == {f"discard:{c}" for c in hand}
    choose(game, state, "discard:kobal")
    choose(game, state, "discard:geas")
    assert kind(game, state) == "halt"
    assert len(state.sides[DEMONS].hand) == 7
    assert state.sides[DEMONS].discard == ["kobal", "geas"]


def test_activation_powers_remove_an_essence_counter_from_that_celestial(game):
    state = build(game)
    put_in_play(state, "impudites#1", DEMONS)
    put_in_play(state, "impudites#2", DEMONS, essence=False)
    main_phase(game, state, DEMONS, "recruit")
    assert "activate:impudites#2" not in keys(game, state)
    choose(game, state, "activate:impudites#1")
    assert state.persona("impudites#1").essence is False
    assert len(state.sides[DEMONS].hand) == 1


def test_song_cards_remove_an_essence_counter_from_one_of_your_celestials(game):
    state = build(game, hands=(["song-of-tongues"], []))
    put_in_play(state, "demon-human#1", DEMONS)  # a human cannot pay
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    main_phase(game, state, DEMONS, "recruit")
    assert "play:song-of-tongues" not in keys(game, state)
    state.persona("djinn#1").essence = True
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:song-of-tongues")
    assert state.persona("djinn#1").essence is False
    assert state.persona("demon-human#1").essence
    assert len(state.sides[DEMONS].hand) == 2


def test_event_cards_are_discarded_as_soon_as_they_are_played(game):
    state = build(game, hands=([], ["dominic"]), current=ANGELS)
    state.sides[DEMONS].hand = ["djinn#1", "kobal", "geas"]
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:dominic")
    # while its effect is still being carried out, Dominic is already in the discard
    assert decision(game, state).seat == DEMONS
    assert state.sides[ANGELS].discard == ["dominic"] and state.sides[ANGELS].hand == []


def test_event_cards_may_be_played_during_an_opponents_turn(game):
    state = build(game, hands=([], ["song-of-light"]), phase="struggle")
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert decision(game, state).seat == ANGELS and "play:song-of-light" in keys(game, state)
    choose(game, state, "play:song-of-light")
    assert state.sides[ANGELS].discard == ["song-of-light"]


# ---- Victory --------------------------------------------------------------------------------


def test_victory_1_run_your_opponents_deck_out_of_cards(game):
    angel_deck = ["gabriel", "smite", "jean"]
    state = build(game, decks=(None, angel_deck), phase="struggle")
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    # at once, in the middle of the Struggle
    assert state.over and state.winners == [DEMONS]
    assert engine.decision(game, state) is None


def test_victory_2_a_human_in_play_with_7_or_more_prophecy_tokens(game):
    state = build(game, current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=6)
    run_steps(game, state, Step("essence", ANGELS), Step("fates", ANGELS))
    assert state.over and state.winners == [ANGELS]
    assert state.sides[ANGELS].hand == []  # at once: the Fates phase never came


def test_victory_3_a_celestial_of_each_of_the_7_types_of_your_deck(game):
    state = build(game, hands=(["lilim#1"], []))
    for card in ("balseraph#1", "djinn#1", "calabim#1", "habbalah#1", "shedim#1"):
        put_in_play(state, card, DEMONS)
    put_in_play(state, "impudites#1", DEMONS)
    put_in_play(state, "impudites#2", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert not state.over  # six types, however many cards
    choose(game, state, "play:lilim#1")
    assert state.over and state.winners == [DEMONS]
    counts = Counter(game.cards.card(p.card).choir for p in state.personas)
    assert len(counts) == 7
