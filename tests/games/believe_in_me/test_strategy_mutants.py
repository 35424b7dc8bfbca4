"""The greedy bot's sense of Believe in Me!, pinned on hand-built tables (issue 14: each
mutant of `strategy` that survived the other tests is killed here or explained).

`strength` counts in Believers: the god's Believers, 9 a body part and 25 for a complete
Trinity, 4 rounds of each Monk (and of the Missionaries: 1 for both, 0.3 each otherwise),
2.5 a stored Phenomenon, 1.5 a Monument card, 2 a Relic, the hand (0.45 a point of Truth,
1.2 any other card), -3 an Enlightener, -3 for the First Prophet's curse, +1 if Gentle.
A god after `build` has 10 Believers and nothing else: strength 10."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.bots import GreedyBot
from tabletop_tui.bots.greedy import KEEP
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.game import LOSS, WIN
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules, strategy
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import (
    build,
    give,
    keys,
    manifest_part,
    place_enlightener,
    settle,
    take,
    trinity,
)
from tests.games.believe_in_me.ruledrive import act, staff


def strength(game: BelieveInMe, state: BState, seat: int = 0) -> float:
    return strategy.strength(game, state, seat)


def greedy(game: BelieveInMe, state: BState, seed: int = 0) -> str:
    pending = engine.decision(game, state)
    assert pending is not None
    return GreedyBot().choose(game, game.view(state, pending.seat), pending, random.Random(seed))


def hint(game: BelieveInMe, state: BState, seed: int = 0) -> str | None:
    pending = engine.decision(game, state)
    assert pending is not None
    return strategy.hint(game, game.view(state, pending.seat), pending, random.Random(seed))


# ---- hand_value -------------------------------------------------------------------------


def test_an_empty_hand_is_worth_nothing(game):
    assert strategy.hand_value(game, build(game), 0) == 0.0


def test_a_truth_card_is_worth_045_a_point_and_any_other_card_12(game):
    state = build(game)
    give(state, 0, "g1-truth-6-1")
    assert strategy.hand_value(game, state, 0) == pytest.approx(0.45 * 6)
    give(state, 0, "g1-truth-2-1")
    assert strategy.hand_value(game, state, 0) == pytest.approx(0.45 * 8)
    give(state, 0, "bl-smite#1")
    assert strategy.hand_value(game, state, 0) == pytest.approx(0.45 * 8 + 1.2)
    assert strategy.hand_value(game, state, 1) == 0.0


def test_a_heavenly_realm_card_counts_12_whatever_its_printed_value(game):
    state = build(game)
    give(state, 0, "hh-cardinal-crumble")
    assert strategy.hand_value(game, state, 0) == pytest.approx(1.2)


# ---- strength: one term at a time -------------------------------------------------------


def test_a_bare_god_is_worth_its_believers(game):
    state = build(game)
    assert strength(game, state) == 10.0
    state.gods[0].supply = 14
    assert strength(game, state) == 14.0


def test_each_body_part_is_worth_nine_and_a_gentle_majority_one_more(game):
    state = build(game)
    manifest_part(game, state, 0, trinity(game, "wrathful", "head")[0])
    assert strength(game, state) == pytest.approx(19.0)
    manifest_part(game, state, 0, trinity(game, "gentle", "torso")[0])
    assert strength(game, state) == pytest.approx(28.0)  # one each: Unfathomable
    state = build(game)
    manifest_part(game, state, 0, trinity(game, "gentle", "head")[0])
    assert strength(game, state) == pytest.approx(20.0)  # 10 + 9 + 1 (Gentle)


def test_a_complete_trinity_is_worth_25_more(game):
    state = build(game)
    for part in ("head", "torso", "legs"):
        manifest_part(game, state, 0, trinity(game, "wrathful", part)[0])
    assert strength(game, state) == pytest.approx(10 + 27 + 25)


def test_monks_count_for_four_rounds(game):
    state = build(game)
    staff(state, 0, monks=2)
    assert strength(game, state) == pytest.approx(12 + 4 * 2)


def test_missionaries_count_fully_only_as_a_pair(game):
    state = build(game)
    staff(state, 0, missionaries=1)
    assert strength(game, state) == pytest.approx(11 + 4 * 0.3)
    state = build(game)
    staff(state, 0, missionaries=2)
    assert strength(game, state) == pytest.approx(12 + 4 * 1.0)
    state = build(game)
    staff(state, 0, monks=1, missionaries=2)
    assert strength(game, state) == pytest.approx(13 + 4 * 2.0)


def test_stored_phenomena_monuments_and_relics(game):
    state = build(game)
    god = state.gods[0]
    god.phenomena.append(take(state, state.phen_deck[-1]))
    assert strength(game, state) == pytest.approx(12.5)
    god.monument.append(take(state, state.monument_pile[-1]))
    assert strength(game, state) == pytest.approx(14.0)
    god.monument.append(take(state, state.monument_pile[-1]))
    assert strength(game, state) == pytest.approx(15.5)
    relics = [i for i, c in game.cards.instances.items() if c.type == "relic"]
    god.relics[0] = take(state, relics[0])
    assert strength(game, state) == pytest.approx(17.5)
    god.relics[1] = take(state, relics[1])
    assert strength(game, state) == pytest.approx(19.5)


def test_the_hand_adds_its_value(game):
    state = build(game)
    give(state, 0, "g1-truth-6-1", "bl-smite#1")
    assert strength(game, state) == pytest.approx(10 + 0.45 * 6 + 1.2)


def test_each_enlightener_costs_three(game):
    state = build(game)
    enlighteners = [i for i, c in game.cards.instances.items() if c.type == "enlightener"]
    place_enlightener(state, 0, enlighteners[0], placer=1)
    assert strength(game, state) == pytest.approx(7.0)
    place_enlightener(state, 0, enlighteners[1], placer=1)
    assert strength(game, state) == pytest.approx(4.0)


def test_the_first_prophets_curse_costs_its_holder_three(game):
    state = build(game)
    state.fp_active, state.fp_holder = True, 0
    assert strength(game, state, 0) == pytest.approx(7.0)
    assert strength(game, state, 1) == pytest.approx(10.0)
    state.fp_active = False  # held but not active: no cost
    assert strength(game, state, 0) == pytest.approx(10.0)


# ---- evaluate ---------------------------------------------------------------------------


def test_a_finished_game_is_a_win_or_a_loss(game):
    state = build(game)
    state.winners = [1]
    assert strategy.evaluate(game, state, 1) == WIN
    assert strategy.evaluate(game, state, 0) == LOSS


def test_evaluate_is_own_strength_minus_the_strongest_rival_the_rest_breaking_ties(game):
    state = build(game, players=3)
    state.gods[1].supply = 14
    state.gods[2].supply = 12
    rest = strategy.OTHER_RIVALS
    assert 0 < rest < KEEP  # a rival's Believer weighs less than a card kept in hand
    assert strategy.evaluate(game, state, 0) == pytest.approx(10 - 14 - rest * 12, abs=1e-9)
    assert strategy.evaluate(game, state, 1) == pytest.approx(14 - 12 - rest * 10, abs=1e-9)
    assert strategy.evaluate(game, state, 2) == pytest.approx(12 - 14 - rest * 10, abs=1e-9)
    two = build(game)  # with one rival, it is the strongest: nothing more
    two.gods[1].supply = 14
    assert strategy.evaluate(game, two, 0) == pytest.approx(10 - 14)


# ---- bid_hint on hand-built Contests ----------------------------------------------------


def contest(
    game: BelieveInMe,
    hand: list[str],
    placed: list[str],
    rival_placed: int,
    players: int = 2,
) -> BState:
    """God 0 bids (a pass allowed) with `placed` already face down; god 1 has placed
    `rival_placed` cards (of its own Truth) and bids on."""
    state = build(game, players=players)
    state.contest_phen = take(state, state.phen_deck[-1])
    state.contest_order = state.in_turn_order(0)
    give(state, 0, *hand)
    for c in placed:
        state.gods[0].contest.append(take(state, c))
    rival = [c for c in sorted(game.cards.instances) if c.startswith("g2-truth-")]
    for c in rival[:rival_placed]:
        state.gods[1].contest.append(take(state, c))
    give(state, 1, rival[-1])
    state.last_seq = [0] * players
    settle(game, state, Step("bid", 0))
    assert engine.decision(game, state).kind == "bid"
    assert "pass" in keys(engine.decision(game, state))
    return state


def test_a_bidder_ahead_of_the_expected_rival_passes(game):
    """Mine: 6 + 5 + 3 (torso bonus) = 14; the rival's one card is expected at 3.5 + 3
    + 3.5 = 10."""
    state = contest(game, ["g1-truth-2-1"], ["g1-truth-6-1", "g1-truth-5-1"], 1)
    assert hint(game, state) == "pass"


def test_a_bidder_level_with_the_expected_rival_bids_its_best_card(game):
    """Mine: 7 + 3 = 10 against 10: not ahead, so the best card goes down."""
    state = contest(game, ["g1-truth-2-1", "g1-truth-4-1"], ["g1-truth-7-1"], 1)
    assert hint(game, state) == "amen:g1-truth-4-1"


def test_a_bidder_with_four_cards_down_stops(game):
    """Four cards placed (2+2+2+3 + 3 = 12) against two (7 + 3 + 3.5 = 13.5): stop anyway."""
    placed = ["g1-truth-2-1", "g1-truth-2-2", "g1-truth-2-3", "g1-truth-3-1"]
    state = contest(game, ["g1-truth-7-1"], placed, 2)
    assert hint(game, state) == "pass"


def test_a_bidder_too_far_behind_gives_up(game):
    """Rival: 3 cards, expected 10.5 + 6.5 = 17. Mine: 5 + 3 = 8 and my best card is a 3:
    8 + 3 + 2 = 13 is not below 17 - 4: still worth a card. With a 2 at best, 12 is: pass."""
    state = contest(game, ["g1-truth-3-1", "g1-truth-2-1"], ["g1-truth-5-1"], 3)
    assert hint(game, state) == "amen:g1-truth-3-1"
    state = contest(game, ["g1-truth-2-1"], ["g1-truth-5-1"], 3)
    assert hint(game, state) == "pass"


def test_a_heavenly_realm_card_is_no_catch_up_once_the_legs_are_manifested(game):
    """Rival expected at 17, mine 5 + 3 = 8, and my only card is a Holy Host card: worth 3
    without legs (8 + 3 + 2 = 13, close enough: bid it), 1 with them (11: give up)."""
    state = contest(game, ["hh-cardinal-crumble"], ["g1-truth-5-1"], 3)
    assert hint(game, state) == "amen:hh-cardinal-crumble"
    manifest_part(game, state, 0, trinity(game, "wrathful", "legs")[0])
    assert hint(game, state) == "pass"


def test_a_passed_rival_is_not_expected_to_add_anything(game):
    """Three gods: Cat placed three cards and passed, Ben placed one and bids on. Mine:
    6 + 5 + 3 = 14 against Ben's expected 10: ahead, pass (Cat's 17 no longer counts)."""
    state = contest(game, ["g1-truth-2-1"], ["g1-truth-6-1", "g1-truth-5-1"], 1, players=3)
    for c in ["g3-truth-2-1", "g3-truth-3-1", "g3-truth-4-1"]:
        state.gods[2].contest.append(take(state, c))
    state.gods[2].passed = True
    assert hint(game, state) == "pass"
    state.gods[2].passed = False  # still in: 17 expected, and 14 + 2 + 2 is close enough
    assert hint(game, state) == "amen:g1-truth-2-1"


def test_the_rivals_torso_bonus_counts_against_us(game):
    """Rival with its torso (no +3): 3.5 + 3.5 = 7 expected; mine 5 + 3 = 8: pass. With the
    bonus it would be 10 and we would bid."""
    state = contest(game, ["g1-truth-6-1"], ["g1-truth-5-1"], 1)
    assert hint(game, state) == "amen:g1-truth-6-1"
    manifest_part(game, state, 1, trinity(game, "wrathful", "torso")[0])
    assert hint(game, state) == "pass"


def test_our_torso_bonus_counts_for_us(game):
    """Mine: 6 + 2 + 3 (torso bonus) = 11 against 10: ahead, pass. Once our torso is
    manifested the bonus is gone: 8 against 10, so we bid."""
    state = contest(game, ["g1-truth-2-1"], ["g1-truth-6-1", "g1-truth-2-2"], 1)
    assert hint(game, state) == "pass"
    manifest_part(game, state, 0, trinity(game, "wrathful", "torso")[0])
    assert hint(game, state) == "amen:g1-truth-2-1"


def test_an_obliged_opener_who_wants_the_prize_bids_its_best_of_three(game):
    state = build(game)
    give(state, 0, "g1-truth-2-1", "g1-truth-6-1", "g1-truth-4-1")
    give(state, 1, "g2-truth-3-1")
    d = settle(game, state, Step("contest"))
    assert d is not None and d.kind == "bid" and "pass" not in keys(d)
    assert hint(game, state) == "amen:g1-truth-6-1"


def test_an_obliged_opener_with_a_complete_trinity_bids_its_weakest(game):
    """No body part left to gain: the Contest is not worth a strong card."""
    state = build(game)
    for part in ("head", "torso", "legs"):
        manifest_part(game, state, 0, trinity(game, "wrathful", part)[0])
    give(state, 0, "g1-truth-2-1", "g1-truth-6-1", "g1-truth-4-1")
    give(state, 1, "g2-truth-3-1")
    d = settle(game, state, Step("contest"))
    assert d is not None and d.kind == "bid" and "pass" not in keys(d)
    assert hint(game, state) == "amen:g1-truth-2-1"


def test_a_heavenly_realm_card_counts_three_truth_without_legs_and_one_with(game):
    """The opener weighs the Holy Host card at 3 (no legs: above a Truth 2) or 1 (legs
    manifested: below it); any other card counts 1."""
    state = build(game)
    give(state, 0, "g1-truth-2-1", "hh-cardinal-crumble", "bl-smite#1")
    give(state, 1, "g2-truth-3-1")
    settle(game, state, Step("contest"))
    assert hint(game, state) == "amen:hh-cardinal-crumble"
    state = build(game)
    manifest_part(game, state, 0, trinity(game, "wrathful", "legs")[0])
    give(state, 0, "g1-truth-2-1", "hh-cardinal-crumble", "bl-smite#1")
    give(state, 1, "g2-truth-3-1")
    settle(game, state, Step("contest"))
    assert hint(game, state) == "amen:g1-truth-2-1"


def test_placed_heavenly_realm_cards_count_in_our_total(game):
    """Cards already face down count as they will: a Holy Host card 3 without legs, 1 with
    them; a Blessing 1 (against the rival's expected 10)."""
    state = contest(game, ["g1-truth-2-1"], ["hh-cardinal-crumble", "g1-truth-3-1"], 1)
    # 3 + 3 + 3 = 9 < 10: bid
    assert hint(game, state) == "amen:g1-truth-2-1"
    state = contest(game, ["g1-truth-2-1"], ["hh-cardinal-crumble", "g1-truth-5-1"], 1)
    # 3 + 5 + 3 = 11 > 10: pass (as 1 with legs: 9, bid)
    assert hint(game, state) == "pass"
    manifest_part(game, state, 0, trinity(game, "wrathful", "legs")[0])
    assert hint(game, state) == "amen:g1-truth-2-1"
    state = contest(game, ["g1-truth-2-1"], ["hh-cardinal-crumble", "g1-truth-4-1"], 1)
    assert hint(game, state) == "amen:g1-truth-2-1"  # 3 + 4 + 3 = 10, not ahead
    state = contest(game, ["g1-truth-2-1"], ["hh-cardinal-crumble", "g1-truth-6-1"], 1)
    manifest_part(game, state, 0, trinity(game, "wrathful", "legs")[0])
    assert hint(game, state) == "amen:g1-truth-2-1"  # 1 + 6 + 3 = 10, not ahead
    state = contest(game, ["g1-truth-2-1"], ["bl-smite#1", "g1-truth-6-1"], 1)
    # 1 + 6 + 3 = 10, not ahead: bid
    assert hint(game, state) == "amen:g1-truth-2-1"
    state = contest(game, ["g1-truth-2-1"], ["bl-smite#1", "g1-truth-7-1"], 1)
    assert hint(game, state) == "pass"  # 11 > 10


# ---- hint: the other shortcuts ----------------------------------------------------------


def decision(kind: str, *keys_: str) -> Decision:
    return Decision(seat=0, prompt="", options=tuple(Option(k, k) for k in keys_), kind=kind)


def test_the_hint_sacrifices_a_nun(game):
    state = build(game)
    d = decision("nun", "nun:no", "nun:yes")
    assert strategy.hint(game, game.view(state, 0), d, random.Random(0)) == "nun:yes"


def test_the_hint_manifests_the_first_part_offered(game):
    state = build(game)
    d = decision("manifest", "manifest:none", "manifest:torso", "manifest:legs")
    assert strategy.hint(game, game.view(state, 0), d, random.Random(0)) == "manifest:torso"
    d = decision("manifest", "manifest:none")
    assert strategy.hint(game, game.view(state, 0), d, random.Random(0)) is None


def test_the_hint_answers_a_rumble_at_random_with_the_given_rng(game):
    state = build(game)
    d = decision("rumble", "rumble:a", "rumble:b", "rumble:c", "rumble:d")
    picks = {strategy.hint(game, game.view(state, 0), d, random.Random(s)) for s in range(20)}
    assert picks == {"rumble:a", "rumble:b", "rumble:c", "rumble:d"}
    expected = random.Random(5).choice(list(d.options)).key
    assert strategy.hint(game, game.view(state, 0), d, random.Random(5)) == expected


def test_the_hint_takes_the_highest_truth_or_leaves_it_to_lookahead(game):
    state = build(game)
    d = decision("take_truth", "truth:g1-truth-3-1", "truth:g1-truth-6-1", "truth:stop")
    view = game.view(state, 0)
    assert strategy.hint(game, view, d, random.Random(0)) == "truth:g1-truth-6-1"
    d = decision("take_truth", "truth:stop")
    assert strategy.hint(game, view, d, random.Random(0)) is None


def test_the_hint_says_nothing_about_other_decisions(game):
    state = build(game)
    d = decision("actions", "end", "build")
    assert strategy.hint(game, game.view(state, 0), d, random.Random(0)) is None


# ---- plain right moves ------------------------------------------------------------------


def test_greedy_passes_a_contest_it_already_leads(game):
    """Spending another Truth card on a Contest already won wastes it (0.45 a point)."""
    state = contest(game, ["g1-truth-7-1"], ["g1-truth-6-1", "g1-truth-5-1"], 1)
    assert greedy(game, state) == "pass"


def test_commandments_that_bind_the_god_cost_it_and_those_that_favour_it_count(game):
    s = build(game)
    assert strategy.commandments_worth(game, s, 0) == 0.0
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    s.mountain[0] = take(s, "cmd-crumbs")  # negative, for gods with a beard
    assert strategy.commandments_worth(game, s, 0) == strategy.NEGATIVE_COMMANDMENT
    assert strategy.commandments_worth(game, s, 1) == 0.0
    manifest_part(game, s, 0, "tr-gentle-torso-finery")
    s.mountain[1] = take(s, "cmd-covfefe")  # negative, for gods in finery: two now
    assert strategy.commandments_worth(game, s, 0) == 2 * strategy.NEGATIVE_COMMANDMENT
    s.mountain[0] = s.mountain[1] = ""
    s.mountain[2] = take(s, "cmd-sneeze")  # favours Unfathomable gods: god 1 (no parts)
    assert strategy.commandments_worth(game, s, 1) == strategy.BLESSING_COMMANDMENT
    assert strategy.commandments_worth(game, s, 0) == 0.0  # god 0 is Gentle now


def test_greedy_never_engraves_the_commandment_that_binds_itself(game):
    """A play-tester saw Hard engrave Leg Day, which applied to itself alone."""
    s = build(game)
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    s.fp_active, s.fp_holder = True, 0
    # Crumbs binds god 0 (a beard); Hats and Braids bind nobody here: without the weight of
    # a Commandment the three tie, and greedy's dice pick any of them
    s.commandment_deck += [take(s, c) for c in ("cmd-hats", "cmd-braids", "cmd-crumbs")]
    d = act(game, s, "banish:1")
    assert d is not None and "pick:cmd-crumbs" in keys(d)
    assert all(greedy(game, s, seed) != "pick:cmd-crumbs" for seed in range(12))


def test_greedy_never_engraves_a_commandment_that_favours_a_rival_behind_the_strongest(game):
    """Sneeze favours Unfathomable gods: god 2, with no body part. God 1, the strongest
    rival, and god 0 have a beard; Hats and Braids bind none of them. Counting the
    strongest rival alone, the three tied and greedy's dice could engrave Sneeze."""
    s = build(game, players=3)
    for seat, beard in ((0, "tr-gentle-head-beard"), (1, "tr-chaotic-head-beard")):
        manifest_part(game, s, seat, beard)
    s.gods[1].supply = 30
    s.fp_active, s.fp_holder = True, 0
    s.commandment_deck += [take(s, c) for c in ("cmd-hats", "cmd-braids", "cmd-sneeze")]
    d = act(game, s, "banish:1")
    assert d is not None and "pick:cmd-sneeze" in keys(d)
    assert rules.alignment(game, s.gods[2]) == "unfathomable"
    assert all(greedy(game, s, seed) != "pick:cmd-sneeze" for seed in range(12))
