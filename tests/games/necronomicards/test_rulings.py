"""One test per ruling in card_data/necronomicards/RULINGS.md (cited by number)."""

from __future__ import annotations

from collections import Counter

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.game import TURN_LIMIT
from tabletop_tui.games.necronomicards.spellhands import spell_hands
from tests.games.necronomicards.conftest import (
    build,
    choose,
    keys,
    pending_kind,
    run_effect,
    spell,
    start_turn,
)


def test_r1_left_is_the_next_player_in_turn_order(game):
    state = build(game, players=3)
    assert state.left_of(0) == 1 and state.right_of(0) == 2
    state = build(game, players=3, spells=[[spell("eye", "moon")], [], []])
    run_effect(game, state, "lucifer", actor=1)  # Lucifer: the player on your RIGHT gives
    assert engine.decision(game, state).seat == 0
    choose(game, state, f"give:{spell('eye', 'moon')}")
    assert state.players[1].spells == [spell("eye", "moon")]


def test_r2_the_first_seat_goes_first():
    match = Match.start("necronomicards", [Seat("human", "Zed"), Seat("human", "Amy")], 1)
    assert any(e.text == "Turn 1: Zed." for e in match.state.log)


def test_r3_pairs_may_share_a_symbol(game):
    hand = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("eye", "serpent"),
        spell("flame", "trident"),
        spell("flame", "ankh"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert hands and hands[0].shape == "pairs"
    assert [sym for sym, _ in hands[0].groups].count("eye") == 2


def test_r4_triplets_need_two_different_symbols(game):
    # three Eye and three more Eye (all six share Eye): six of a kind, not two triplets
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame", "trident")]
    assert spell_hands(hand, game.symbols_of)[0].shape == "six"


def test_r5_one_spell_hand_a_turn(game):
    twelve = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame", "trident")]
    twelve += [spell("moon", s) for s in ("star", "skull", "serpent", "flame", "trident", "ankh")]
    state = build(game, spells=[twelve, []], deck=[spell("star", "ankh")])
    start_turn(game, state)
    choose(game, state, keys(game, state)[0])
    assert pending_kind(game, state) != "cast"  # no second cast, though six cards remain


def test_r6_a_lost_turn_is_skipped_whole(game):
    state = build(game, spells=[[spell("eye", "moon")], []], deck=[spell("eye", "star")])
    state.players[0].lost_turns = 2
    start_turn(game, state)
    assert state.players[0].spells == [spell("eye", "moon")]  # no draw
    assert state.players[0].lost_turns == 1 and pending_kind(game, state) == "halt"


def test_r7_curse_in_step1_skips_the_hand_limit(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame", "trident")]
    hand += [spell("moon", "star")]  # seven: over the limit
    state = build(game, spells=[hand, []], deck=["stopped-clock"])
    start_turn(game, state)
    assert pending_kind(game, state) == "halt" and len(state.players[0].spells) == 7


def test_r8_a_curse_drawn_by_an_effect_counts_and_the_draws_go_on(game):
    deck = [spell("eye", "moon"), "stopped-clock", spell("eye", "star"), spell("eye", "ankh")]
    state = build(game, deck=deck)
    run_effect(game, state, "cerberus", actor=0)  # draw 3
    assert state.players[0].spells == [spell("eye", "moon"), spell("eye", "star")]
    assert state.players[0].lost_turns == 1 and "stopped-clock" in state.discard
    assert state.spell_deck == [spell("eye", "ankh")]


def test_r9_chosen_means_another_player_and_many_resolve_in_turn_order(game):
    state = build(game, players=3, summons=[["dagon"], ["medusa"], ["hastur"]])
    run_effect(game, state, "cthulhu", actor=1)
    assert keys(game, state) == ["player:2", "player:0"]
    state = build(game, players=3, summons=[["dagon"], ["medusa"], ["hastur"]])
    run_effect(game, state, "quetzalcoatl", actor=2)  # each other player, from the actor on
    assert engine.decision(game, state).seat == 0


def test_r10_the_player_discarding_chooses_and_half_rounds_down(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    state = build(game, spells=[[], hand])
    run_effect(game, state, "astaroth", actor=0)
    choose(game, state, "player:1")
    assert engine.decision(game, state).seat == 1  # the target picks
    choose(game, state, f"discard:{hand[4]}")
    choose(game, state, f"discard:{hand[0]}")
    assert pending_kind(game, state) == "halt" and len(state.players[1].spells) == 3


def test_r11_hand_limit_counts_spell_cards_only(game):
    six = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    state = build(
        game,
        spells=[six, []],
        summons=[["dagon", "medusa", "hastur"], []],
        deck=[spell("trident", "ankh")],
    )
    start_turn(game, state)
    while pending_kind(game, state) != "halt":
        assert pending_kind(game, state) != "hand_limit"
        choose(game, state, keys(game, state)[-1])


def test_r12_a_summon_counts_once_its_action_is_done(game):
    six = ["dagon", "medusa", "hastur", "lilith", "mammon", "banshee"]
    state = build(
        game,
        summons=[["astaroth"], []],
        played=[six, []],
        spells=[[], [spell("eye", "moon"), spell("eye", "star")]],
        deck=[spell("star", "ankh")],
    )
    start_turn(game, state)
    choose(game, state, "play:astaroth")
    choose(game, state, "player:1")
    assert state.winners is None  # the discard is still being made
    choose(game, state, keys(game, state)[0])
    assert state.winners == [0]


def test_r13_discarded_summons_are_reshuffled_when_the_summon_deck_runs_out(game):
    state = build(
        game,
        spells=[
            PAIRS := [
                spell("eye", "moon"),
                spell("eye", "star"),
                spell("skull", "serpent"),
                spell("skull", "flame"),
                spell("trident", "ankh"),
            ],
            [],
        ],
        deck=[spell("moon", "trident")],
        summon_deck=[],
    )
    state.summon_discard = ["dagon"]
    start_turn(game, state)
    choose(game, state, keys(game, state)[0])
    assert state.players[0].summons == ["dagon"] and state.summon_discard == []
    assert len(PAIRS) == 5


def test_r14_no_summons_left_ends_the_game_by_count(game):
    state = build(game, played=[["dagon", "medusa"], ["hastur"]], summon_deck=[])
    state.stack = []
    engine.advance(game, state)
    assert state.winners == [0] and "No Summons are left" in state.end_reason
    tie = build(game, played=[["dagon"], ["hastur"]], summon_deck=[])
    engine.advance(game, tie)
    assert tie.winners == [] and "draw" in tie.end_reason
    capped = build(game, played=[["dagon"], []])
    capped.turn = TURN_LIMIT
    engine.advance(game, capped)
    assert capped.winners == [0]


def test_r15_the_reshuffle_includes_curses(game):
    state = build(game, deck=[], discard=["stopped-clock"])
    start_turn(game, state)
    assert state.players[0].lost_turns == 1 and state.reshuffles == 1


def test_r16_curses_cannot_be_taken_and_the_rest_stay_in_order(game):
    deck = [
        spell("eye", "moon"),
        "stopped-clock",
        spell("eye", "star"),
        spell("eye", "ankh"),
        spell("moon", "star"),
        spell("moon", "ankh"),
        spell("star", "ankh"),
    ]
    state = build(game, deck=deck)
    run_effect(game, state, "mothman", actor=0)
    assert "take:stopped-clock" not in keys(game, state)
    choose(game, state, f"take:{deck[2]}")
    choose(game, state, "done")
    assert state.spell_deck == [d for d in deck if d != deck[2]]


def test_r17_milled_curses_do_nothing(game):
    deck = ["stopped-clock", "deathless-sleep"] + [
        spell("eye", s) for s in ("moon", "star", "skull", "ankh")
    ]
    state = build(game, deck=deck + [spell("moon", "star"), spell("moon", "ankh")])
    run_effect(game, state, "behemoth", actor=0)  # mill 5, draw 2
    assert state.players[0].lost_turns == 0 and "deathless-sleep" in state.discard


def test_r18_damballa_owner_alone_learns_the_curse_and_picks_its_depth(game):
    deck = [spell("eye", "moon"), "stopped-clock", spell("eye", "star")]
    state = build(game, deck=deck)
    run_effect(game, state, "damballa", actor=1)
    decision = engine.decision(game, state)
    assert decision.seat == 1 and len(decision.options) == 3  # top, under 1, bottom
    choose(game, state, "depth:3")
    assert state.spell_deck[-1] == "stopped-clock"
    private = [e for e in state.log if "Stopped Clock" in e.text]
    assert private and all(e.seats == (1,) for e in private)


def test_r19_a_ward_stops_the_next_curse(game):
    state = build(game, deck=["stopped-clock", spell("eye", "moon")])
    state.players[0].wards = 1
    start_turn(game, state)
    assert state.players[0].lost_turns == 0 and state.players[0].wards == 0


def test_r20_spell_deck_design(game):
    spells = [game.cards.card(c) for c in game.cards.spells]
    assert len(spells) == 84 and len(game.cards.symbols) == 8
    assert Counter(len(c.symbols) for c in spells) == {2: 28, 3: 56}


def test_r21_known_cards_are_marked_and_the_rest_authored(game):
    known = {c.id for c in game.cards.defs.values() if c.source == "known"}
    assert {
        "cthulhu",
        "dagon",
        "damballa",
        "golem",
        "beelzebub",
        "lucifer",
        "quetzalcoatl",
        "astaroth",
        "mothman",
        "baphomet",
        "cerberus",
        "death",
        "war",
        "famine",
        "pestilence",
    } <= known
    for card_id in ("necronomicon", "baba-yaga", "medusa", "bloody-mary", "dybbuk"):
        assert game.cards.defs[card_id].source == "authored"
    assert all(game.cards.card(c).source == "authored" for c in game.cards.curses)
