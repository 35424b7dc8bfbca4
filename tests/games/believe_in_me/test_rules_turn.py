"""Rules R3 (resolving the tableau), R4 (Divine Actions), R7 (Believers) and R12 (the draw)
of the spec's checklist (shared/specs/believe-in-me.md §2), one test per rule, on
hand-built tables with the cards of card_data/believe-in-me."""

from __future__ import annotations

import pytest

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import believers as moves
from tabletop_tui.games.believe_in_me import ops, rules
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import (
    believers,
    build,
    choose,
    give,
    keys,
    manifest_part,
    place_enlightener,
    settle,
    take,
)
from tests.games.believe_in_me.ruledrive import actions, staff


def resolve(game, s: BState, seat: int = 0):
    """Resolve `seat`'s tableau (all 8 stages); the first decision, if any."""
    return settle(game, s, Step("resolve", seat, {"i": 0}))


def lines(s: BState) -> list[str]:
    return [e.text for e in s.log]


def first_line(s: BState, text: str) -> int:
    return next(i for i, line in enumerate(lines(s)) if text in line)


# ---------------------------------------------------------------- R3 resolving the tableau


def test_r3_1_the_tableau_resolves_in_the_printed_order(game):
    """R3.1 (RULINGS B9): False Prophet; first Enlightener; second Enlightener; Alignment;
    Monk Temple; Missionary Temple; left Relic; right Relic. Enlighteners go oldest first."""
    s = build(game)
    hilga, ralphi = s.gods
    s.fp_active, s.fp_holder = True, 0
    place_enlightener(s, 0, "en-sandwich-board", 1)
    place_enlightener(s, 0, "en-gerald-the-doomsayer", 1)
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    manifest_part(game, s, 0, "tr-gentle-torso-finery")
    staff(s, 0, monks=1, missionaries=2)
    hilga.relics = [take(s, "relic-falafel-fatima"), take(s, "relic-rosary-rupert")]
    assert resolve(game, s) is None
    order = [
        first_line(s, "False Prophet preaches"),
        first_line(s, "Sandwich Board acts"),
        first_line(s, "Gerald the Doomsayer acts"),
        first_line(s, "(Gentle)"),
        first_line(s, "(Monks)"),
        first_line(s, "Hilga converts 1 of Ralphi's Believers"),
        first_line(s, "Falafel of Fatima the Famished acts"),
        first_line(s, "Rosary of Rupert the Repetitive acts"),
    ]
    assert order == sorted(order)
    # 10 -1 (Prophet) -1 (Sandwich Board) -1 (Gerald) +1 (Gentle) +1 (Monk) +1 (Missionaries)
    # +2 (Falafel, Gentle) = 12; Ralphi +1 -1 = 10; the Rosary drew 1 card.
    assert (hilga.supply, ralphi.supply, len(hilga.hand)) == (12, 10, 1)
    assert believers(s) == 140


def test_r3_2_empty_or_inactive_items_are_skipped(game):
    """R3.2: a tableau with nothing on it resolves without any effect or question."""
    s = build(game)
    before = len(s.log)
    assert resolve(game, s) is None
    assert [g.supply for g in s.gods] == [10, 10] and s.pagan == 120
    assert len(s.log) == before


def test_r3_3_r11_2_the_prophet_takes_one_of_his_hosts_believers(game):
    """R3.3, R11.2 (RULINGS B23): the god who has the False Prophet sacrifices 1 Believer
    when resolving; it is an own cost, so an empty supply pays with a temple Believer."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    resolve(game, s)
    assert (s.gods[0].supply, s.pagan) == (9, 121)
    s.gods[0].supply, s.pagan = 0, 130
    staff(s, 0, monks=1)
    resolve(game, s)  # the Prophet comes before the Monk: the Monk pays
    assert (s.gods[0].monks, s.gods[0].supply) == (0, 0)


def test_r3_4_r21_2_an_enlightener_acts_on_its_host_for_the_god_it_names(game):
    """R3.4, R21.2 (RULINGS B9): an Enlightener's "when resolving" effect acts against its
    host and may benefit another god: Wilma the Wise gives the host's left fellow god 2 of
    the host's Believers, whoever placed her."""
    s = build(game, 3)
    place_enlightener(s, 0, "en-wilma-the-wise", 2)
    resolve(game, s)
    assert [g.supply for g in s.gods] == [8, 12, 10]


@pytest.mark.parametrize(
    ("parts", "supplies"),
    [
        (("tr-wrathful-head-beard",), [10, 9]),
        (("tr-gentle-head-beard",), [11, 10]),
        ((), [10, 10]),
        (("tr-gentle-head-beard", "tr-wrathful-torso-weapon"), [10, 10]),
    ],
    ids=["wrathful", "gentle", "unfathomable", "split-unfathomable"],
)
def test_r3_5_r16_4_the_alignment_token_acts(game, parts, supplies):
    """R3.5, R16.4: Wrathful: a fellow god sacrifices 1; Gentle: illuminate 1;
    Unfathomable: nothing (the Chaotic Cube: test_r16_7)."""
    s = build(game)
    for iid in parts:
        manifest_part(game, s, 0, iid)
    resolve(game, s)
    assert [g.supply for g in s.gods] == supplies


def test_r3_5_a_chaotic_god_rolls_the_cube(game, monkeypatch):
    """R3.5: a Chaotic god's token rolls the Cube of Chaos (here forced to two golds)."""
    monkeypatch.setattr(ops, "CUBE", ("illuminate2",) * 6)
    s = build(game)
    manifest_part(game, s, 0, "tr-chaotic-legs-tail")
    resolve(game, s)
    assert s.gods[0].supply == 12
    assert any("rolls the Cube of Chaos: two golds" in line for line in lines(s))


def test_r3_6_each_monk_illuminates_one(game):
    """R3.6 (RULINGS B42): each Monk illuminates 1 Believer, full temple or not."""
    s = build(game)
    staff(s, 0, monks=3)
    resolve(game, s)
    assert (s.gods[0].supply, s.gods[0].monks) == (13, 3)
    staff(s, 1, monks=1)
    resolve(game, s, 1)
    assert s.gods[1].supply == 11


def test_r3_7_r6_3_only_a_full_missionary_temple_converts(game):
    """R3.7, R6.3: one Missionary does nothing; two convert 1 Believer of a fellow god of
    the owner's choice (one with a Believer in supply: RULINGS B43) into the supply."""
    s = build(game, 3)
    staff(s, 0, missionaries=1)
    resolve(game, s)
    assert [g.supply for g in s.gods] == [10, 10, 10]
    s.gods[0].missionaries, s.pagan = 2, s.pagan - 1
    s.gods[1].supply, s.pagan = 0, s.pagan + 10
    d = resolve(game, s)
    assert d is None  # only god 2 has a Believer to take
    assert [g.supply for g in s.gods] == [11, 0, 9]
    s.gods[1].supply, s.pagan = 5, s.pagan - 5
    d = resolve(game, s)
    assert d is not None and d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    choose(game, s, "god:1")
    assert [g.supply for g in s.gods] == [12, 4, 9]


def test_r3_8_relics_act_when_resolving(game):
    """R3.8: each Relic's "when resolving" effect (the Falafel of Fatima: illuminate 1)."""
    s = build(game)
    s.gods[0].relics[0] = take(s, "relic-falafel-fatima")
    resolve(game, s)
    assert s.gods[0].supply == 11


def test_r3_9_body_part_unlocks_are_continuous_nothing_resolves(game):
    """R3.9: the unlocks of head, torso and legs are continuous (hand limit 7, second Relic
    hand, Holy Host cost -2); nothing of theirs resolves with the tableau."""
    s = build(game)
    for iid in ("tr-gentle-head-beard", "tr-wrathful-torso-weapon", "tr-chaotic-legs-toes"):
        manifest_part(game, s, 0, iid)
    assert rules.alignment(game, s.gods[0]) == "unfathomable"  # the pure Unfathomable
    assert resolve(game, s) is None
    assert s.gods[0].supply == 10
    assert rules.hand_limit(game, s, 0) == 7
    assert rules.cost_of(game, s, 0, "hh-henry-high-priest", "en-wilma-the-wise") == 2


# ---------------------------------------------------------------- R4 Divine Actions


def test_r4_1_two_actions_a_turn_three_for_pure_chaos(game):
    """R4.1: normally 2 Actions per turn; Pure Chaos has 3 (R16.6); cards change it."""
    s = build(game)
    assert rules.actions_per_turn(game, s, 0) == 2
    for iid in ("tr-chaotic-head-beard", "tr-chaotic-torso-weapon", "tr-chaotic-legs-toes"):
        manifest_part(game, s, 0, iid)
    assert rules.actions_per_turn(game, s, 0) == 3
    place_enlightener(s, 0, "en-swami-snoozananda", 1)
    assert rules.actions_per_turn(game, s, 0) == 2


def test_r4_2_the_same_action_may_be_taken_twice(game):
    """R4.2: the same Action may be chosen more than once."""
    s = build(game)
    actions(game, s)
    d = choose(game, s, "monk")
    assert d is not None and "monk" in keys(d)
    assert choose(game, s, "monk") is None
    assert (s.gods[0].monks, s.gods[0].supply, s.actions_left) == (2, 8, 0)


def test_r4_3_the_six_kinds_of_action(game):
    """R4.3: play a Heavenly Realm card, Temple Service, build a Monument, charge the
    grenade, trigger a Phenomenon, banish the False Prophet."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    give(s, 0, "bl-loaves-and-fishes")
    s.gods[0].phenomena.append(take(s, "ph-double-rainbow"))
    found = keys(actions(game, s))
    for key in (
        "bless:bl-loaves-and-fishes",
        "monk",
        "missionary:1",
        "missionary:2",
        "build",
        "grenade",
        "trigger:ph-double-rainbow",
        "banish:1",
        "end",
    ):
        assert key in found


def test_r4_4_actions_may_be_left_unused(game):
    """R4.4 (RULINGS B30): "end" is always offered; it forfeits the Actions left."""
    s = build(game)
    s.gods[0].supply, s.pagan = 0, 130
    d = actions(game, s)
    assert keys(d) == ["build", "end"]
    assert choose(game, s, "end") is None and s.actions_left == 0


# ---------------------------------------------------------------- R7 Believers


def test_r7_1_illuminate_moves_a_believer_from_the_pagan_pile(game):
    """R7.1: illuminate (gold): Pagan pile -> a god's supply."""
    s = build(game)
    moves.illuminate(s, 1, 4)
    assert (s.gods[1].supply, s.pagan, believers(s)) == (14, 116, 140)


def test_r7_2_sacrifice_returns_a_believer_to_the_pagan_pile(game):
    """R7.2: sacrifice (red): a god's Believer back to the Pagan pile."""
    s = build(game)
    moves.sacrifice(game, s, 0, 3, 0)
    assert (s.gods[0].supply, s.pagan, believers(s)) == (7, 123, 140)


def test_r7_3_convert_moves_a_believer_from_supply_to_supply(game):
    """R7.3: convert (green): from one god's supply to another's; temples stay put."""
    s = build(game)
    staff(s, 1, monks=2)
    s.gods[1].supply, s.pagan = 1, s.pagan + 9
    moves.convert(game, s, 1, 0, 3)
    assert (s.gods[0].supply, s.gods[1].supply, s.gods[1].monks) == (11, 0, 2)


def test_r7_4_the_pagan_pile_never_runs_out(game):
    """R7.4 (RULINGS B18): with the Pagan pile empty, illumination still works (a
    substitute: the count goes below zero)."""
    s = build(game)
    s.pagan, s.gods[1].supply = 0, 130
    moves.illuminate(s, 0, 3)
    assert (s.gods[0].supply, s.pagan) == (13, -3)


def test_r7_5_a_believer_is_pagan_in_a_supply_or_on_a_tableau(game):
    """R7.5: Believers are in the Pagan pile, a supply, or on a tableau (temples, grenade);
    all but the Pagan pile count for their god."""
    s = build(game)
    god = s.gods[0]
    god.supply, god.monks, god.missionaries, god.nuns, god.grenade_charge = 3, 2, 2, 1, 2
    assert god.believers == 10 and god.temple == 5
    assert believers(s) == 140


# ---------------------------------------------------------------- R12 the draw


def draw(game, s: BState, seat: int = 0):
    return settle(game, s, Step("draw", seat))


def test_r12_1_r21_6_draw_up_to_the_hand_limit(game):
    """R12.1, R21.6 (RULINGS B11): draw up to the hand limit (6): 2 chosen Truth cards,
    then Heavenly Realm cards for the rest."""
    s = build(game)
    d = draw(game, s)
    assert d is not None and d.kind == "take_truth"
    choose(game, s, "truth:g1-truth-7-1")
    assert choose(game, s, "truth:g1-truth-6-1") is None
    hand = s.gods[0].hand
    assert len(hand) == 6 and hand[:2] == ["g1-truth-7-1", "g1-truth-6-1"]
    assert all(game.cards.card(c).heavenly for c in hand[2:])


def test_r12_2_r21_15_at_most_two_truth_cards_chosen(game):
    """R12.2, R21.15: at most 2 Truth cards, chosen (one option per value) from the
    personal draw pile; the god may stop early."""
    s = build(game)
    d = draw(game, s)
    assert d is not None and d.kind == "take_truth"
    values = sorted(game.cards.card(k.split(":")[1]).value for k in keys(d) if k != "truth:stop")
    assert values == [2, 3, 4, 5, 6, 7] and "truth:stop" in keys(d)
    d = choose(game, s, "truth:g1-truth-5-1")
    assert d is not None and d.kind == "take_truth"
    assert choose(game, s, "truth:g1-truth-4-1") is None  # no third Truth card is offered
    truth = [c for c in s.gods[0].hand if game.cards.card(c).type == "truth"]
    assert truth == ["g1-truth-5-1", "g1-truth-4-1"]


def test_r12_3_heavenly_realm_cards_fill_the_rest_at_random(game):
    """R12.3 (RULINGS B11): the Heavenly Realm cards are drawn at random from the top of
    the general pile, for all the room the Truth cards left (no choice is asked)."""
    s = build(game)
    top = s.general_deck[-6:][::-1]
    assert draw(game, s) is not None
    assert choose(game, s, "truth:stop") is None
    assert s.gods[0].hand == top


def test_r12_4_r21_12_a_full_hand_never_discards(game):
    """R12.4, R21.12 (RULINGS B54): above the limit nothing is discarded; nothing is drawn."""
    s = build(game)
    give(s, 0, *s.general_deck[-8:])
    assert draw(game, s) is None
    assert len(s.gods[0].hand) == 8


def test_r12_5_empty_draw_piles_are_rebuilt_from_their_discard_piles(game):
    """R12.5: an empty general pile is replaced at once by its reshuffled discard pile;
    the personal pile by the personal discard pile as soon as its last card is drawn."""
    s = build(game)
    god = s.gods[0]
    s.general_discard, s.general_deck = s.general_deck[:3], []
    god.truth_discard = god.truth_draw[:8]
    god.truth_draw = god.truth_draw[8:]
    last = god.truth_draw[0]
    d = draw(game, s)
    d = choose(game, s, f"truth:{last}")
    assert len(god.truth_draw) == 8 and god.truth_discard == []
    assert d is not None and d.kind == "take_truth"
    choose(game, s, "truth:stop")
    assert len(god.hand) == 4  # the Truth card and the 3 the general pile could give
    assert s.general_discard == [] and s.general_deck == []


def test_r12_6_the_hand_limit(game):
    """R12.6: 6; 7 with the head manifested; +1 with a completed Monument under Food;
    cards change it too."""
    s = build(game)
    assert rules.hand_limit(game, s, 0) == 6
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    assert rules.hand_limit(game, s, 0) == 7
    s.mountain[0] = take(s, "cmd-food")
    s.gods[0].monument = [take(s, c) for c in game.cards.monuments["The Leaning Tower of Piety"]]
    assert rules.hand_limit(game, s, 0) == 8
    s.gods[0].relics[0] = take(s, "relic-feather-ferdinand")
    assert rules.hand_limit(game, s, 0) == 9


def test_r12_7_truth_cards_only_serve_in_contests(game):
    """R12.7: Truth cards are never played as Actions; a hand may hold more than 2."""
    s = build(game)
    give(s, 0, "g1-truth-2-1", "g1-truth-3-1", "g1-truth-4-1")
    d = actions(game, s)
    assert not [k for k in keys(d) if "truth" in k]
    s.stack = [Step("halt", -1)]
    d = draw(game, s)
    assert d is not None and d.kind == "take_truth"  # a third and fourth may be taken


def test_r12_8_truth_cards_are_drawn_at_the_end_of_ones_own_turn(game):
    """R12.8 (RULINGS B47): the draw (Truth cards included) is Step 3 of one's God turn,
    not the end of the round."""
    s = build(game)
    d = settle(game, s, Step("god_turn", 0))
    assert d is not None and d.kind == "actions"
    d = choose(game, s, "end")
    assert d is not None and d.kind == "take_truth" and d.seat == 0
