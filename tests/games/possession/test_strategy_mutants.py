"""The greedy bot's sense of Possession, pinned on hand-built tables (issue 14: each mutant
of `strategy` that survived the other tests is killed here or explained).

The tables are at Night on turn 1 (no Day bonus for Nemeses; `late` = 1/5, so possession
to spare is worth 1.2 - 0.8/5 = 1.04 a point) and use plain cards: Victims and Nemeses with
no rules unless a test is about one (Fishwife: Life 3, Strength 2, Willpower 2; Young
Baronet 4/3/3; Midwife 4/1/2; Man-at-Arms: Strength 2, 2 wounds)."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.bots import GreedyBot
from tabletop_tui.core import engine
from tabletop_tui.core.game import LOSS, WIN
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import rules, strategy
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.state import CARDS_PER_TURN, PState
from tests.games.possession.conftest import (
    attack,
    build,
    equip,
    give,
    possession_cards,
    victim,
)

LATE_1 = 1.2 - 0.8 * 1 / 5  # what a point of possession to spare is worth on turn 1


def night(game: Possession, players: int = 2) -> PState:
    return build(game, players, time="night")


def settled(game: Possession) -> PState:
    """A night table whose cards are all played: its fights are as good as fought
    (`strategy.loss_chance` is then 1 or 0)."""
    state = night(game)
    for p in state.players:
        p.played = CARDS_PER_TURN
    return state


def points(game: Possession, state: PState, seat: int = 0) -> float:
    return strategy.expected_points(game, state, seat)


def greedy(game: Possession, state: PState, seed: int = 0) -> str:
    pending = engine.decision(game, state)
    assert pending is not None
    return GreedyBot().choose(game, game.view(state, pending.seat), pending, random.Random(seed))


# ---- expected_points --------------------------------------------------------------------


def test_no_victims_no_points(game):
    assert points(game, night(game)) == 0.0


def test_a_victim_in_peace_is_worth_its_life_plus_its_strength(game):
    state = night(game)
    victim(game, state, "fishwife", owner=0)
    assert points(game, state) == 5.0  # 3 + 2
    victim(game, state, "young-baronet", owner=0)
    assert points(game, state) == 12.0  # + 4 + 3
    victim(game, state, "midwife", owner=1)  # not ours
    assert points(game, state) == 12.0
    assert points(game, state, 1) == 5.0


def test_equipment_strength_counts_in_a_victims_points(game):
    state = night(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    equip(game, state, fishwife, "rusty-cutlass")
    assert points(game, state) == 6.0


def test_a_tied_fight_is_lost_and_costs_the_wounds(game):
    """Man-at-Arms (2) against the Fishwife (2): a tie goes to the Nemesis; 2 wounds of 3."""
    state = settled(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    attack(game, state, fishwife, "man-at-arms")
    assert points(game, state) == 3.0  # 5 - 2


def test_a_fight_the_victim_wins_costs_nothing(game):
    state = settled(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    equip(game, state, fishwife, "rusty-cutlass")  # Strength 3 against 2
    attack(game, state, fishwife, "man-at-arms")
    assert not rules.can_escape(game, state, fishwife)
    assert points(game, state) == 6.0


def test_wounds_that_reach_the_life_lose_the_whole_victim(game):
    """Two Men-at-Arms (4 against 1) give the Midwife 4 wounds: her Life is 4, she is lost."""
    state = settled(game)
    midwife = victim(game, state, "midwife", owner=0)
    attack(game, state, midwife, "man-at-arms")
    attack(game, state, midwife, "man-at-arms")
    assert points(game, state) == 0.0


def test_a_victim_that_may_escape_keeps_its_points(game):
    """Its 5 points, and the Hooded Cloak's worth as a guard (`strategy.GUARD`)."""
    state = night(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    equip(game, state, fishwife, "hooded-cloak")
    attack(game, state, fishwife, "constable")  # 4 against 2
    assert rules.can_escape(game, state, fishwife)
    assert points(game, state) == pytest.approx(5.0 * (1 + strategy.GUARD))


def test_an_exorciser_takes_the_whole_victim_whatever_the_wounds(game):
    """Parish Priest (2, exorcises) against the Fishwife (2): 2 wounds would leave 1 Life,
    but a lost fight against an exorcising Nemesis loses the Victim."""
    state = settled(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    attack(game, state, fishwife, "parish-priest")
    assert points(game, state) == 0.0


def test_a_banisher_takes_the_whole_victim_whatever_the_wounds(game):
    """The Exorcist (4, banishes) against the Young Baronet (3, Life 4)."""
    state = settled(game)
    baronet = victim(game, state, "young-baronet", owner=0)
    attack(game, state, baronet, "the-exorcist")
    assert points(game, state) == 0.0


def test_a_lost_fight_counts_only_for_the_attacked_victim(game):
    state = settled(game)
    fishwife = victim(game, state, "fishwife", owner=0)
    victim(game, state, "young-baronet", owner=0)
    attack(game, state, fishwife, "man-at-arms")
    assert points(game, state) == 10.0  # 3 + 7


# ---- cheat_risk -------------------------------------------------------------------------


def cheat_table(game: Possession, *cards: str, played: int = CARDS_PER_TURN) -> PState:
    """Seat 0 holds an unplayed TRAP! (a cheat) and these Possession cards."""
    state = night(game)
    possession_cards(game, state, 0, *cards)
    (trap,) = give(game, state, 0, "cursed-ring")
    state.players[0].cheats = [trap]
    state.players[0].played = played
    return state


def test_a_hidden_trap_costs_the_two_best_possession_cards(game):
    """Whisper (1), Gilded Promise (2), Iron Dominion (4): the receiver takes 4 + 2."""
    state = cheat_table(game, "whisper-at-the-window", "gilded-promise", "iron-dominion")
    assert strategy.cheat_risk(game, state, 0) == pytest.approx(6 * LATE_1)


def test_a_hidden_trap_risks_the_possession_cards_at_their_worth_now(game):
    """Night Terrors is worth 3 at Night, A Collector's Fixation 3 while its owner holds two
    Victims: the receiver takes 3 + 3. (Possession 3 + 3 + 3 = 9 less Willpower 1 + 1: spare
    7, so no Victim goes with them.)"""
    state = cheat_table(game, "night-terrors", "a-collectors-fixation")
    victim(game, state, "lamplighter", owner=0)
    victim(game, state, "washerwoman", owner=0)
    assert rules.spare(game, state, 0) == 7
    assert strategy.cheat_risk(game, state, 0) == pytest.approx(6 * LATE_1)


def test_a_hidden_trap_weighs_less_later_in_the_game(game):
    state = cheat_table(game, "gilded-promise", "iron-dominion")
    state.turn = 4
    assert strategy.cheat_risk(game, state, 0) == pytest.approx(6 * (1.2 - 0.8 * 4 / 5))


def test_a_trap_that_may_still_be_played_this_turn_weighs_less(game):
    """Rounds left in which to play it: the risk is 0.7 of the full one."""
    full = strategy.cheat_risk(game, cheat_table(game, "iron-dominion"), 0)
    one_left = cheat_table(game, "iron-dominion", played=CARDS_PER_TURN - 1)
    assert strategy.cheat_risk(game, one_left, 0) == pytest.approx(0.7 * full)
    none_played = cheat_table(game, "iron-dominion", played=0)
    assert strategy.cheat_risk(game, none_played, 0) == pytest.approx(0.7 * full)


def test_a_trap_not_held_or_nothing_to_lose_costs_nothing(game):
    state = cheat_table(game)  # no Possession card to take
    assert strategy.cheat_risk(game, state, 0) == 0.0
    state = cheat_table(game, "iron-dominion")
    state.players[0].cheats = []  # an honest hand
    assert strategy.cheat_risk(game, state, 0) == 0.0


def test_a_trap_that_also_breaks_the_balance_costs_the_cheapest_victim(game):
    """Possession 3 + 4 + 2 = 9; Willpower 3 + 2 = 5: spare 4 < 6 taken, so a Victim goes
    too (the cheaper: Fishwife, 5 points, not the Young Baronet, 7)."""
    state = cheat_table(game, "iron-dominion", "gilded-promise")
    victim(game, state, "young-baronet", owner=0)
    victim(game, state, "fishwife", owner=0)
    assert rules.spare(game, state, 0) == 4
    assert strategy.cheat_risk(game, state, 0) == pytest.approx(6 * LATE_1 + 5)


def test_a_trap_that_leaves_the_balance_standing_costs_no_victim(game):
    """Possession 3 + 4 + 2 = 9; Willpower 3: spare 6, exactly what the TRAP! takes."""
    state = cheat_table(game, "iron-dominion", "gilded-promise")
    victim(game, state, "young-baronet", owner=0)
    assert rules.spare(game, state, 0) == 6
    assert strategy.cheat_risk(game, state, 0) == pytest.approx(6 * LATE_1)


# ---- evaluate ---------------------------------------------------------------------------


def test_a_finished_game_is_a_win_or_a_loss(game):
    state = night(game)
    victim(game, state, "young-baronet", owner=1)
    state.winners = [0]
    assert strategy.evaluate(game, state, 0) == WIN
    assert strategy.evaluate(game, state, 1) == LOSS


def test_evaluate_weighs_points_spare_possession_hand_rivals_and_free_victims(game):
    """Seat 0: Fishwife (5 points), possession 3 + 4 = 7 less Willpower 2 (spare 5), two
    cards in hand. Seat 1: Young Baronet (7 points), spare 0. Seat 2: nothing, spare 3.
    Free: the Washerwoman (Willpower 1, claimable) and the Dowager Countess (5: claimable
    with 5 spare). Owned Victims are not free."""
    state = night(game, 3)
    victim(game, state, "fishwife", owner=0)
    victim(game, state, "young-baronet", owner=1)
    possession_cards(game, state, 0, "iron-dominion")
    give(game, state, 0, "man-at-arms", "man-at-arms")
    victim(game, state, "washerwoman")
    victim(game, state, "dowager-countess")
    risk = [strategy.balance_risk(game, state, s) for s in range(3)]
    assert risk[0] == 0 and risk[1] > 0 and risk[2] == 0  # seat 1 has no spare (`balance_risk`)
    mine = 5 + LATE_1 * 5 + 0.05 * 2
    others = [7 + 0.0 - risk[1], 0 + LATE_1 * 3]
    expected = mine - 0.6 * max(others) - 0.4 * sum(others) / 2 + 0.3 * 2
    assert strategy.evaluate(game, state, 0) == pytest.approx(expected)


def test_a_free_victim_out_of_reach_adds_nothing(game):
    """Spare 1 (possession 3, the Fishwife's Willpower 2): the Washerwoman (1) may be
    claimed, the Young Baronet (3) may not."""
    state = night(game)
    victim(game, state, "fishwife", owner=0)
    victim(game, state, "washerwoman")
    base = strategy.evaluate(game, state, 0)
    victim(game, state, "young-baronet")
    assert strategy.evaluate(game, state, 0) == pytest.approx(base)
    victim(game, state, "lamplighter")  # Willpower 1: in reach
    assert strategy.evaluate(game, state, 0) == pytest.approx(base + 0.3)


def test_possession_to_spare_counts_only_above_zero(game):
    """Willpower above possession (3) is no debt: spare below 0 counts as 0, for either seat.
    Seat 0: Fishwife and Bride-to-Be (Willpower 2 + 3); seat 1: the Veteran (4)."""
    state = night(game)
    victim(game, state, "fishwife", owner=0)
    victim(game, state, "bride-to-be", owner=0)
    victim(game, state, "veteran-of-the-marsh-wars", owner=1)
    assert rules.spare(game, state, 0) == -2 and rules.spare(game, state, 1) == -1
    risk = [strategy.balance_risk(game, state, s) for s in range(2)]  # (its own test)
    expected = (5 + 6 - risk[0]) - (5 + 4 - risk[1])
    assert strategy.evaluate(game, state, 0) == pytest.approx(expected)


def test_a_held_trap_lowers_the_evaluation_by_its_risk(game):
    state = cheat_table(game, "iron-dominion", "gilded-promise")
    risky = strategy.evaluate(game, state, 0)
    risk = strategy.cheat_risk(game, state, 0)
    assert risk > 0
    state.players[0].cheats = []
    assert strategy.evaluate(game, state, 0) == pytest.approx(risky + risk)


def test_the_solitaire_counts_victims_held_toward_the_goal(game):
    """10 a Victim up to the goal (2), 2 for each beyond, plus the position's worth."""
    state = build(game, 1, time="night")
    assert state.solitaire and state.solitaire_goal == 2
    victim(game, state, "lamplighter", owner=0)  # 2 + 1, Willpower 1
    one = 3 + LATE_1 * 2
    assert strategy.evaluate(game, state, 0) == pytest.approx(10 + one)
    victim(game, state, "washerwoman", owner=0)  # 2 + 1, Willpower 1
    two = 6 + LATE_1 * 1
    assert strategy.evaluate(game, state, 0) == pytest.approx(20 + two)
    victim(game, state, "chimney-sweep", owner=0)  # 1 + 2, Willpower 1
    three = 9 + LATE_1 * 0
    assert strategy.evaluate(game, state, 0) == pytest.approx(22 + three)


# ---- plain right moves ------------------------------------------------------------------


def test_greedy_plays_the_trap_rather_than_cheat_on_its_last_round(game):
    """Cursed Ring triggered (Gallows Hill is Gloom) in the last Round: playing the Whisper
    instead is cheating, and the receiver of the hand would take Iron Dominion and Gilded
    Promise (6 possession) for the Ring's -2 Strength on the Lamplighter."""
    state = build(game, location="gallows-hill")
    lamplighter = victim(game, state, "lamplighter", owner=0)
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-at-the-window")
    possession_cards(game, state, 0, "iron-dominion", "gilded-promise")
    state.players[0].played = CARDS_PER_TURN - 1
    state.players[0].revealed = True  # its Daemon is out: no reveal to weigh
    state.push(Step("play", 0))
    engine.advance(game, state)
    pending = engine.decision(game, state)
    assert pending is not None and pending.kind == "play"
    keys = {o.key for o in pending.options}
    assert {f"play:{ring}@{lamplighter}", f"play:{whisper}"} <= keys
    assert greedy(game, state) == f"play:{ring}@{lamplighter}"
