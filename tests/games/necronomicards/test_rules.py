"""One test per rule of the NecronomiCards rulebook, on hand-built tables."""

from __future__ import annotations

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.game import max_target
from tests.games.necronomicards.conftest import (
    build,
    choose,
    keys,
    pending_kind,
    run_effect,
    spell,
    start_turn,
)

PAIRS = [  # three pairs: eye, skull, serpent
    spell("eye"),
    spell("eye", "star"),
    spell("skull"),
    spell("skull", "flame"),
    spell("serpent"),
    spell("moon", "serpent"),
]
TRIPLETS = [
    spell("eye"),
    spell("eye", "star"),
    spell("eye", "skull"),
    spell("flame"),
    spell("serpent", "flame"),
    spell("moon", "flame"),
]
FILLER = [spell("moon", "star"), spell("star", "skull"), spell("skull", "serpent")]


# --- Starting a New Game ---------------------------------------------------------------


def test_setup_three_decks_two_spells_each_seven_curses():
    match = Match.start("necronomicards", [Seat("human", "A"), Seat("human", "B")], 7)
    state, cards = match.state, match.game.cards
    # (the first turn has begun: a Curse drawn at once lies on the discard pile)
    in_play = state.spell_deck + state.discard
    curses_in_deck = [c for c in in_play if cards.card(c).deck == "curse"]
    assert len(curses_in_deck) == 7
    assert len(state.curses_aside) == len(cards.curses) - 7
    assert sorted(state.summon_deck + [s for z in state.players for s in z.summons]) == sorted(
        cards.summons
    )
    for zones in state.players:
        # dealt before the Curses are shuffled in: never a Curse in a starting hand
        assert all(cards.card(c).deck == "spell" for c in zones.spells)


def test_setup_deals_two_spell_cards_before_anyone_draws(game):
    state = game.new_state(3, seed=4, options={"target": 7})
    assert [len(z.spells) for z in state.players] == [2, 2, 2]


def test_the_first_seat_goes_first(game):
    state = game.new_state(2, seed=4, options={"target": 7})
    engine.advance(game, state)
    assert state.log[1].text.startswith("Turn 1: Player 1")


# --- Taking Your Turn ------------------------------------------------------------------


def test_step1_draw_a_spell_card(game):
    state = build(game, deck=[spell("eye", "moon"), spell("eye", "star")])
    start_turn(game, state)
    assert state.players[0].spells == [spell("eye", "moon")]
    assert state.spell_deck == [spell("eye", "star")]


def test_step1_a_drawn_curse_acts_at_once_is_discarded_and_ends_the_turn(game):
    hand = PAIRS[:5] + [spell("moon", "skull")]  # six cards, a Summon ready to play
    state = build(
        game,
        spells=[hand, []],
        summons=[["cerberus"], []],
        deck=["crumbling-pages", spell("eye", "flame")],
    )
    start_turn(game, state)
    assert pending_kind(game, state) == "op:discard_spells"  # the Curse's own discard
    choose(game, state, f"discard:{hand[0]}")
    choose(game, state, f"discard:{hand[1]}")
    assert "crumbling-pages" in state.discard
    # skip to step 5: no spell hand, no Summon; next player's turn
    assert pending_kind(game, state) == "halt"
    assert state.players[0].spells == hand[2:] and state.players[0].summons == ["cerberus"]


def test_step2_casting_discards_the_six_and_draws_summons(game):
    state = build(
        game,
        spells=[TRIPLETS[:5], []],
        deck=[TRIPLETS[5]],
        summon_deck=["cerberus", "dagon", "medusa"],
    )
    start_turn(game, state)
    assert pending_kind(game, state) == "cast"
    cast = keys(game, state)[0]
    assert cast.startswith("cast:")
    choose(game, state, cast)
    assert state.players[0].spells == []
    assert sorted(state.discard) == sorted(TRIPLETS)
    assert state.players[0].summons == ["cerberus", "dagon"]
    assert state.summon_deck == ["medusa"]


def test_step2_casting_is_optional(game):
    state = build(game, spells=[PAIRS[:5], []], deck=[PAIRS[5]], summon_deck=["cerberus"])
    start_turn(game, state)
    choose(game, state, "no-cast")
    assert len(state.players[0].spells) == 6 and state.players[0].summons == []


def test_step3_play_one_summon_face_up_and_do_what_it_says(game):
    deck = [spell("eye", "moon"), *[spell("star", s) for s in ("skull", "serpent", "flame")]]
    state = build(game, summons=[["cerberus", "medusa"], []], deck=deck)
    start_turn(game, state)
    assert pending_kind(game, state) == "summon"
    assert set(keys(game, state)) == {"play:cerberus", "play:medusa", "keep"}
    choose(game, state, "play:cerberus")
    assert state.players[0].played == ["cerberus"]
    assert len(state.players[0].spells) == 4  # drew 1 + Cerberus's 3
    # only one Summon a turn: the turn ends without offering Medusa
    assert pending_kind(game, state) == "halt" and state.players[0].summons == ["medusa"]


def test_step3_summons_may_be_kept_for_later(game):
    state = build(game, summons=[["cerberus"], []], deck=[spell("eye", "moon")] * 1)
    start_turn(game, state)
    choose(game, state, "keep")
    assert state.players[0].summons == ["cerberus"] and state.players[0].played == []


def test_step3_unplayed_summons_can_be_lost_played_ones_never(game):
    state = build(game, summons=[[], ["dagon"]], played=[[], ["medusa"]])
    run_effect(game, state, "cthulhu", actor=0)  # Ben's only unplayed Summon goes (R26)
    assert state.players[1].summons == [] and state.players[1].played == ["medusa"]


def test_step4_hand_limit_six_player_chooses_discards(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    hand += [spell("moon", "star"), spell("star", "skull")]
    state = build(game, spells=[hand, []], deck=[spell("moon")])
    start_turn(game, state)
    assert pending_kind(game, state) in ("cast", "hand_limit")
    if pending_kind(game, state) == "cast":
        choose(game, state, "no-cast")
    assert pending_kind(game, state) == "hand_limit"
    assert engine.decision(game, state).seat == 0
    choose(game, state, f"discard:{hand[0]}")
    choose(game, state, f"discard:{hand[1]}")
    assert len(state.players[0].spells) == 6 and pending_kind(game, state) == "halt"
    assert state.discard == hand[:2]


def test_spell_deck_runs_out_discard_pile_is_reshuffled(game):
    state = build(game, deck=[], discard=[spell("eye", "moon"), spell("eye", "star")])
    start_turn(game, state)
    assert len(state.players[0].spells) == 1
    assert len(state.spell_deck) == 1 and state.discard == []


# --- Winning & Expanded Rules ----------------------------------------------------------


def test_first_to_play_the_target_number_of_summons_wins(game):
    six = ["dagon", "medusa", "hastur", "lilith", "mammon", "banshee"]
    state = build(
        game,
        summons=[["cerberus"], []],
        played=[six, []],
        deck=[spell("eye", "moon")] * 1 + [spell(s) for s in ("moon", "star", "skull")],
    )
    start_turn(game, state)
    choose(game, state, "play:cerberus")
    assert state.winners == [0] and "7 Summons" in state.end_reason


def test_unplayed_summons_do_not_count(game):
    six = ["dagon", "medusa", "hastur", "lilith", "mammon", "banshee"]
    state = build(game, summons=[["cerberus"], []], played=[six, []], deck=[spell("eye", "moon")])
    start_turn(game, state)
    choose(game, state, "keep")
    assert state.winners is None


def test_all_four_horsemen_win_at_once(game):
    state = build(
        game,
        summons=[["famine"], []],
        played=[["death", "war", "pestilence"], []],
        spells=[[spell("eye", "moon")], [spell("eye", "star")]],
        deck=[spell("moon", "star")],
    )
    start_turn(game, state)
    choose(game, state, "play:famine")
    # Famine's own discard-down-to-one is performed first (each player holding more chooses)
    while state.winners is None:
        choose(game, state, keys(game, state)[0])
    assert state.winners == [0] and "Four Horsemen" in state.end_reason


@pytest.mark.parametrize(("players", "most"), [(2, 13), (3, 13), (4, 10)])
def test_longer_games_up_to_10_with_four_or_13_with_fewer(game, players, most):
    assert max_target(players) == most
    seats = [Seat("random", str(i)) for i in range(players)]
    assert Match(game, seats, 1, {"target": most}).state.target == most
    with pytest.raises(ValueError):
        Match(game, seats, 1, {"target": most + 1})
