"""Greedy's sense of what possession and a hidden TRAP! are worth when it matters: a TRAP!
is only discovered when hands pass (R12), and possession to spare buys nothing once the
fifth turn's Victims are all taken (issue: make Hard stronger)."""

from __future__ import annotations

import pytest

from tabletop_tui.games.possession import strategy
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.state import CARDS_PER_TURN, TURNS, PState
from tests.games.possession.conftest import (
    attack,
    build,
    equip,
    give,
    possession_cards,
    rich,
    set_location,
    victim,
)
from tests.games.possession.test_strategy import greedy, greedy_move, round_moves, round_of


def both_revealed(state: PState) -> None:
    """Both Daemons are known (no reveal option among the choices)."""
    for player in state.players:
        player.revealed = True


def trap_table(game: Possession, location: str) -> tuple[PState, str, str, str]:
    """Turn 2, seat 0's last card of the turn, at a Gloom Location: it holds the Cursed Ring
    (TRAP! on Gloom: Strength -2 on one of its Victims) and a Rusty Cutlass (+1), and has
    played Iron Dominion and A Gilded Promise (what a discovery would take)."""
    state = build(game, time="night", location=location)
    state.turn = 2
    possession_cards(game, state, 0, "iron-dominion", "gilded-promise")
    mine = victim(game, state, "fishwife", owner=0)
    victim(game, state, "young-baronet", owner=1)
    both_revealed(state)
    ring, cutlass = give(game, state, 0, "cursed-ring", "rusty-cutlass")
    state.players[0].played = CARDS_PER_TURN - 1
    return state, mine, ring, cutlass


def test_no_hand_passes_so_a_hidden_trap_risks_nothing(game):
    """Hollowmere Cemetery (Gloom, RESHUFFLE): the hand goes back into the deck unseen."""
    state, _, ring, _ = trap_table(game, "hollowmere-cemetery")
    state.players[0].cheats = [ring]
    assert strategy.cheat_risk(game, state, 0) == 0.0
    set_location(game, state, "thieves-market")  # Gloom, RIGHT: the receiver finds it
    assert strategy.cheat_risk(game, state, 0) > 3


def test_no_hand_passes_after_the_fifth_turn(game):
    state, _, ring, _ = trap_table(game, "thieves-market")
    state.players[0].cheats = [ring]
    state.turn = TURNS
    assert strategy.cheat_risk(game, state, 0) == 0.0


@pytest.mark.parametrize(
    ("location", "cheats"), [("hollowmere-cemetery", True), ("thieves-market", False)]
)
def test_greedy_leaves_a_trap_unplayed_only_when_no_hand_will_pass(game, location, cheats):
    """Where the hands are reshuffled, the Cutlass (cheating: the Ring stays hidden and
    costs nothing); where they pass, the Ring (a discovery would take 4 + 2 possession)."""
    state, mine, ring, cutlass = trap_table(game, location)
    assert set(round_moves(game, state, 0)) >= {f"play:{ring}@{mine}", f"play:{cutlass}@{mine}"}
    wanted = f"play:{cutlass}@{mine}" if cheats else f"play:{ring}@{mine}"
    for seed in range(3):
        assert greedy_move(game, state, seed) == wanted


def test_possession_to_spare_is_worth_little_in_the_fifth_turn(game):
    state = build(game)
    state.turn = TURNS - 1
    assert strategy.spare_worth(state) == pytest.approx(1.2 - 0.8 * (TURNS - 1) / TURNS)
    state.turn = TURNS
    assert strategy.spare_worth(state) == pytest.approx(strategy.LAST_SPARE)


def test_greedy_arms_a_victim_rather_than_raise_possession_nothing_is_left_to_claim(game):
    """The fifth turn's last card, no free Victim: Iron Dominion (+4 possession) buys
    nothing, the Wooden Buckler is a point at the count (4 x 0.4 once beat it)."""
    state = build(game)
    state.turn = TURNS
    mine = victim(game, state, "fishwife", owner=0)
    victim(game, state, "young-baronet", owner=1)
    both_revealed(state)
    dominion, buckler = give(game, state, 0, "iron-dominion", "wooden-buckler")
    state.players[0].played = CARDS_PER_TURN - 1
    assert set(round_moves(game, state, 0)) >= {f"play:{dominion}", f"play:{buckler}@{mine}"}
    for seed in range(3):
        assert greedy_move(game, state, seed) == f"play:{buckler}@{mine}"


def test_greedy_gives_no_ward_to_an_opponents_victim(game):
    """The last card is a Blessed Veil (a ward against the first Priest): on its own Fishwife,
    which two Men-at-Arms are about to kill, it changes nothing; on the opponent's Young
    Baronet it protects him. Both once scored alike, and the tie went either way."""
    state = build(game)
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "young-baronet", owner=1)
    attack(game, state, mine, "man-at-arms", by=1)
    attack(game, state, mine, "man-at-arms", by=1)
    both_revealed(state)
    (veil,) = give(game, state, 0, "blessed-veil")
    assert round_moves(game, state, 0) == [
        f"play:{veil}",  # the Victim is asked next
        f"play:{veil}@{mine}",
        f"play:{veil}@{theirs}",
    ]
    for seed in range(8):
        assert greedy_move(game, state, seed) == f"play:{veil}@{mine}"
    equip(game, state, theirs, "hooded-cloak")
    assert strategy.guards(game, state, theirs) == 1
    assert strategy.expected_points(game, state, 1) == pytest.approx(7 * (1 + strategy.GUARD))


def test_a_fight_still_open_to_cards_is_weighed_by_its_strength_gap(game):
    """Man-at-Arms (2) against the Fishwife (2, Life 3, 5 points) while cards may still be
    played: a tie is likely but not sure to be lost (0.7 of the 2 wounds); one Strength
    more for her (a Cutlass) makes it likely won, where the settled forecast gave the
    whole 2 points back at once. Once every card is played, the tie is lost outright."""
    state = build(game, time="night")
    fishwife = victim(game, state, "fishwife", owner=0)
    attack(game, state, fishwife, "man-at-arms")
    tie = strategy.loss_chance(0, True)
    assert tie == pytest.approx(0.7, abs=0.01)
    assert strategy.expected_points(game, state, 0) == pytest.approx(5 - 2 * tie)
    equip(game, state, fishwife, "rusty-cutlass")
    ahead = strategy.loss_chance(-1, True)
    assert ahead == pytest.approx(0.3, abs=0.01)
    assert strategy.expected_points(game, state, 0) == pytest.approx(6 - 2 * ahead)
    for p in state.players:
        p.played = CARDS_PER_TURN
    assert strategy.expected_points(game, state, 0) == 6.0
    state.victims[fishwife].equipment = []
    assert strategy.expected_points(game, state, 0) == 3.0


def gloom_table(game: Possession) -> tuple[PState, str, str, str]:
    """Turn 2 at the Weeping Fen (Gloom: Willpower -1 this turn): seat 0 holds the Fishwife
    and the Apothecary (Willpower 2 + 2 - 1 = 3) on possession 3, so its spare of 0 becomes
    -1 when the Gloom lapses at the turn's end. Its last card: Whisper at the Window or a
    Butcher's Cleaver (+2 Strength)."""
    state = build(game, location="weeping-fen")
    state.turn = 2
    fishwife = victim(game, state, "fishwife", owner=0)
    victim(game, state, "apothecary", owner=0)
    victim(game, state, "young-baronet", owner=1)
    rich(state, 1)
    both_revealed(state)
    whisper, cleaver = give(game, state, 0, "whisper-at-the-window", "butchers-cleaver")
    state.players[0].played = CARDS_PER_TURN - 1
    return state, fishwife, whisper, cleaver


def test_a_spare_the_lapsing_gloom_will_take_costs_a_victim(game):
    state, _, _, _ = gloom_table(game)
    assert strategy.next_spare(game, state, 0) == -1
    assert state.location  # put back after the look ahead
    worth = 1.2 - 0.8 * 3 / 5  # possession given back, at the next turn's worth
    sure = 5 - worth * 2  # the Fishwife (or the Apothecary: 4 points) goes for sure
    apothecary = 4 - worth * 2
    risk = strategy.balance_risk(game, state, 0)
    both = min(sure, apothecary) + max(sure, apothecary)  # a Sanctuary: 3 short, both go
    expected = (1 - strategy.SANCTUARY) * min(sure, apothecary) + strategy.SANCTUARY * both
    assert risk == pytest.approx(expected)
    assert strategy.balance_risk(game, state, 1) == 0.0  # rich: nothing at risk
    state.turn = TURNS
    assert strategy.balance_risk(game, state, 0) == 0.0  # the game ends instead


def test_greedy_keeps_its_victims_before_arming_them(game):
    """The Cleaver (+2 points) once beat the Whisper (+1 possession, 1.04); but without the
    Whisper a Victim is lost when the Gloom lapses."""
    state, fishwife, whisper, cleaver = gloom_table(game)
    assert {f"play:{whisper}", f"play:{cleaver}@{fishwife}"} <= set(round_moves(game, state, 0))
    for seed in range(3):
        assert greedy_move(game, state, seed) == f"play:{whisper}"


def fury_table(game: Possession, turn: int) -> tuple[PState, str, str]:
    """Seat 0 holds a Fury of the Possessed (+2 Strength this turn) and a Whisper in the
    Well (possession +1); its Victim is attacked by nobody, the opponent holds one too."""
    state = build(game, time="night", location="thieves-market")
    state.turn = turn
    rich(state, 0, 2)
    victim(game, state, "fishwife", owner=0)
    victim(game, state, "young-baronet", owner=1)
    both_revealed(state)
    fury, whisper = give(game, state, 0, "fury-of-the-possessed", "whisper-in-the-well")
    return state, fury, whisper


def test_a_fury_with_no_fight_to_win_is_not_a_point_before_the_fifth_turn(game):
    """Strength from an Event lapses at the turn's end: in turn 2, with no Nemesis in play,
    greedy plays the Whisper (lasting possession), not the Fury (it changes nothing); in the
    fifth turn the Fury's Strength is counted in the score, so it is worth playing."""
    state, fury, whisper = fury_table(game, 2)
    keys = round_of(game, state, 0)
    assert f"play:{fury}" in keys and f"play:{whisper}" in keys
    assert greedy(game, state) == f"play:{whisper}"
    state, fury, whisper = fury_table(game, TURNS)
    round_of(game, state, 0)
    assert greedy(game, state) == f"play:{fury}"
