"""Rules R5 (Heavenly Realm cards) and R6 (temples) of the spec's checklist
(shared/specs/believe-in-me.md §2), one test per rule, on hand-built tables with the cards
of card_data/believe-in-me. R8-R11 (Monuments, grenade, stored Phenomena, the False
Prophet) are in test_rules_tableau.py."""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import believers as moves
from tabletop_tui.games.believe_in_me import rules, twilight
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
from tests.games.believe_in_me.ruledrive import act, actions, plays, set_supply, staff

# ---------------------------------------------------------------- R5 Heavenly Realm cards


def test_r5_1_playing_a_card_is_one_action(game):
    """R5.1: playing one Heavenly Realm card from the hand is 1 Action."""
    s = build(game)
    give(s, 0, "bl-loaves-and-fishes", "bl-manna-from-heaven#1")
    actions(game, s)
    choose(game, s, "bless:bl-loaves-and-fishes")
    assert s.actions_left == 1 and s.gods[0].hand == ["bl-manna-from-heaven#1"]
    assert s.gods[0].supply == 10 - 1 + 3


def test_r5_2_r5_10_blessings_and_holy_host_go_to_the_general_discard(game):
    """R5.2, R5.10: a Blessing's one-time effect resolves, then the card goes to the
    general discard pile; so does a Holy Host (with the Enlightener it drove out)."""
    s = build(game)
    give(s, 0, "bl-manna-from-heaven#1", "hh-sister-agatha")
    place_enlightener(s, 0, "en-wilma-the-wise", 1)
    act(game, s, "bless:bl-manna-from-heaven#1")
    assert s.gods[0].supply == 12 and s.general_discard == ["bl-manna-from-heaven#1"]
    act(game, s, "host:hh-sister-agatha:en-wilma-the-wise")
    assert s.general_discard[1:] == ["hh-sister-agatha", "en-wilma-the-wise"]


def test_r5_3_enlighteners_and_relics_stay_on_tableaus(game):
    """R5.3: an Enlightener goes onto a fellow god's tableau, a Relic onto a hand."""
    s = build(game)
    give(s, 0, "en-wilma-the-wise", "relic-falafel-fatima")
    act(game, s, "enl:en-wilma-the-wise:1")
    act(game, s, "relic:relic-falafel-fatima:0")
    assert (s.gods[1].enlighteners, s.gods[1].placers) == (["en-wilma-the-wise"], [0])
    assert s.gods[0].relics == ["relic-falafel-fatima", ""] and s.general_discard == []
    assert s.gods[0].supply == 10 - 3 - 2


def test_r5_4_cards_are_played_only_when_legal(game):
    """R5.4: Heavenly Realm cards are played only as Actions and only when legal: not
    without the cost, not a Holy Host without a target, not a Blessing a Commandment
    forbids."""
    s = build(game)
    give(s, 0, "bl-loaves-and-fishes", "bl-manna-from-heaven#1", "hh-sister-agatha")
    set_supply(s, 0, 0)
    d = actions(game, s)
    assert plays(d, "bless") == ["bless:bl-manna-from-heaven#1"]  # cost 0 only
    assert not plays(d, "host")
    s.mountain[0] = take(s, "cmd-parents")  # no Enlightener: no Blessings
    s.stack = [Step("halt", -1)]
    assert not plays(actions(game, s), "bless")


def test_r5_5_a_card_in_a_contest_counts_truth_and_does_nothing(game):
    """R5.5 (RULINGS B40): a Heavenly Realm card placed in a Contest only counts its Truth
    (1); its effect does not happen."""
    s = build(game)
    give(s, 0, "bl-loaves-and-fishes")
    give(s, 1, "g2-truth-2-1")
    settle(game, s, Step("contest"))
    choose(game, s, "amen:bl-loaves-and-fishes")
    choose(game, s, "amen:g2-truth-2-1")
    assert s.last_totals == {"0": 1 + 3, "1": 2 + 3}
    assert s.gods[0].supply == 10 and "bl-loaves-and-fishes" in s.general_discard


def test_r5_7_r21_1_costs_come_from_supply_then_temples_never_the_grenade(game):
    """R5.7, R21.1 (RULINGS B2, B14, B56): an own cost is paid from the supply first, then
    from the temples; Believers on the grenade never pay."""
    s = build(game)
    give(s, 0, "bl-working-on-the-seventh-day", "relic-lance-lorenz")
    set_supply(s, 0, 1)
    staff(s, 0, monks=1)
    s.gods[0].grenade_charge, s.pagan = 2, s.pagan - 2
    d = actions(game, s)
    assert plays(d, "bless") == ["bless:bl-working-on-the-seventh-day"]
    assert not plays(d, "relic")  # cost 3: supply 1 + Monk 1; the grenade's 2 do not pay
    choose(game, s, "bless:bl-working-on-the-seventh-day")
    god = s.gods[0]
    assert (god.supply, god.monks, god.grenade_charge) == (0, 0, 2)
    assert s.actions_left == 2 - 1 + 2 and believers(s) == 140


def test_r5_8_a_card_you_cannot_pay_for_cannot_be_played(game):
    """R5.8: without the Believers for the Sacrifice cost, the card is not offered."""
    s = build(game)
    give(s, 0, "relic-hourglass-horatio")  # cost 6
    set_supply(s, 0, 5)
    assert not plays(actions(game, s), "relic")
    staff(s, 0, monks=1)
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s), "relic") == ["relic:relic-hourglass-horatio:0"]


def test_r5_9_a_fellow_caused_sacrifice_that_cannot_be_paid_is_ignored(game):
    """R5.9 (RULINGS B2): a sacrifice a fellow god causes comes from the supply only and is
    ignored whole when the supply cannot pay it; the `partial` option takes what is
    there."""
    s = build(game)
    give(s, 0, "bl-smite#1", "bl-smite#2")
    set_supply(s, 1, 1)
    staff(s, 1, monks=3)
    act(game, s, "bless:bl-smite#1")
    assert (s.gods[1].supply, s.gods[1].monks) == (1, 3)
    s.options["fellow_sacrifice"] = "partial"
    act(game, s, "bless:bl-smite#2")
    assert (s.gods[1].supply, s.gods[1].monks) == (0, 3)


def test_r5_11_blessing_alignment_bonus(game):
    """R5.11 (RULINGS B50): a Blessing's bonus applies if the player has its Alignment
    (Manna from Heaven: 2, Gentle 3)."""
    s = build(game)
    give(s, 0, "bl-manna-from-heaven#1", "bl-manna-from-heaven#2")
    act(game, s, "bless:bl-manna-from-heaven#1")
    assert s.gods[0].supply == 12
    manifest_part(game, s, 0, "tr-gentle-legs-toes")
    act(game, s, "bless:bl-manna-from-heaven#2")
    assert s.gods[0].supply == 15


def test_r5_12_a_relic_goes_on_a_hand_once_its_cost_is_paid(game):
    """R5.12: a Relic is placed on a divine hand when its Sacrifice cost is paid."""
    s = build(game)
    give(s, 0, "relic-stone-stanislaus")
    act(game, s, "relic:relic-stone-stanislaus:0")
    assert s.gods[0].relics == ["relic-stone-stanislaus", ""] and s.gods[0].supply == 6


def test_r5_13_r15_6_the_right_hand_is_locked_until_the_torso(game):
    """R5.13, R15.6: the right hand takes a Relic only once the torso is manifested; a
    Relic there does nothing while it is locked."""
    s = build(game)
    give(s, 0, "relic-falafel-fatima")
    assert plays(actions(game, s), "relic") == ["relic:relic-falafel-fatima:0"]
    manifest_part(game, s, 0, "tr-chaotic-torso-finery")
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s), "relic") == [
        "relic:relic-falafel-fatima:0",
        "relic:relic-falafel-fatima:1",
    ]
    s.gods[0].relics[1] = take(s, "relic-feather-ferdinand")
    assert rules.hand_limit(game, s, 0) == 7
    s.gods[0].parts["torso"] = ""
    assert rules.hand_limit(game, s, 0) == 6


def test_r5_14_a_relic_may_be_replaced_by_paying_again(game):
    """R5.14 (RULINGS B32): a new Relic may replace an old one for the new one's cost; the
    old goes to the general discard pile."""
    s = build(game)
    s.gods[0].relics[0] = take(s, "relic-lance-lorenz")
    give(s, 0, "relic-feather-ferdinand")
    act(game, s, "relic:relic-feather-ferdinand:0")
    assert s.gods[0].relics[0] == "relic-feather-ferdinand"
    assert s.general_discard == ["relic-lance-lorenz"] and s.gods[0].supply == 9


def test_r5_15_relics_also_work_continuously(game):
    """R5.15: a Relic may act continuously, e.g. as a Contest modifier (the Lance: +1)."""
    s = build(game)
    manifest_part(game, s, 0, "tr-gentle-torso-finery")
    mods = rules.modifiers(game, s, 0)
    assert rules.contest_bonus(game, s, 0, mods) == 0
    s.gods[0].relics[0] = take(s, "relic-lance-lorenz")
    assert rules.contest_bonus(game, s, 0, rules.modifiers(game, s, 0)) == 1


def test_r5_16_holy_host_only_against_an_enlightener_on_your_own_tableau(game):
    """R5.16 (RULINGS B10): a Holy Host is played only to drive out an Enlightener from
    one's own tableau; it goes to the general discard pile."""
    s = build(game)
    give(s, 0, "hh-henry-high-priest")
    place_enlightener(s, 1, "en-wilma-the-wise", 0)
    assert not plays(actions(game, s), "host")
    place_enlightener(s, 0, "en-sandwich-board", 1)
    place_enlightener(s, 0, "en-gerald-the-doomsayer", 1)
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s), "host") == [
        "host:hh-henry-high-priest:en-sandwich-board",
        "host:hh-henry-high-priest:en-gerald-the-doomsayer",
    ]
    choose(game, s, "host:hh-henry-high-priest:en-gerald-the-doomsayer")
    assert s.gods[0].enlighteners == ["en-sandwich-board"] and s.gods[0].placers == [1]
    assert s.gods[1].enlighteners == ["en-wilma-the-wise"]
    assert s.general_discard == ["hh-henry-high-priest", "en-gerald-the-doomsayer"]


def test_r5_17_r13_9_holy_host_counts_three_truth_one_with_legs(game):
    """R5.17, R13.9: in a Contest a Holy Host counts 3 Truth, 1 once the legs are
    manifested."""
    s = build(game)
    assert rules.truth_of(game, s, 0, "hh-henry-high-priest", []) == 3
    manifest_part(game, s, 0, "tr-gentle-legs-tail")
    assert rules.truth_of(game, s, 0, "hh-henry-high-priest", []) == 1


def test_r5_18_a_holy_host_against_its_favoured_kind_costs_nothing(game):
    """R5.18 (RULINGS B31): a Holy Host costs its printed Sacrifice unless the Enlightener
    is of its favoured kind (then 0)."""
    s = build(game)
    cost = rules.cost_of
    assert cost(game, s, 0, "hh-sister-agatha", "en-wilma-the-wise") == 0  # scholar
    assert cost(game, s, 0, "hh-sister-agatha", "en-sandwich-board") == 2  # prophet
    assert cost(game, s, 0, "hh-henry-high-priest", "en-sandwich-board") == 0
    assert cost(game, s, 0, "hh-henry-high-priest", "en-wilma-the-wise") == 4


def test_r5_19_r15_7_legs_take_two_off_holy_host_costs(game):
    """R5.19, R15.7 (RULINGS B31): with legs manifested a Holy Host costs 2 less, never
    below 0."""
    s = build(game)
    manifest_part(game, s, 0, "tr-wrathful-legs-socks")
    assert rules.cost_of(game, s, 0, "hh-henry-high-priest", "en-wilma-the-wise") == 2
    assert rules.cost_of(game, s, 0, "hh-sister-agatha", "en-sandwich-board") == 0
    assert rules.cost_of(game, s, 0, "bl-loaves-and-fishes") == 1  # only Holy Host


def test_r5_20_an_enlightener_goes_on_a_fellow_gods_tableau(game):
    """R5.20 (RULINGS B49): an Enlightener is placed on another god's tableau when its cost
    is paid, never on one's own."""
    s = build(game, 3)
    give(s, 0, "en-gerald-the-doomsayer")
    assert plays(actions(game, s), "enl") == [
        "enl:en-gerald-the-doomsayer:1",
        "enl:en-gerald-the-doomsayer:2",
    ]
    choose(game, s, "enl:en-gerald-the-doomsayer:2")
    assert s.gods[2].enlighteners == ["en-gerald-the-doomsayer"] and s.gods[2].placers == [0]
    assert s.gods[0].supply == 8


def test_r5_21_r21_10_enlighteners_act_at_once_on_resolution_or_continuously(game):
    """R5.21, R21.10: an Enlightener acts at once (Friar Tuckless: the host discards a
    Heavenly Realm card), when the host resolves, or continuously ("blocks bonuses and
    effects": the Friar forbids the host Relics)."""
    s = build(game)
    give(s, 0, "en-friar-tuckless")
    give(s, 1, "relic-falafel-fatima")
    act(game, s, "enl:en-friar-tuckless:1")
    assert s.gods[1].hand == [] and s.general_discard == ["relic-falafel-fatima"]
    give(s, 1, "relic-lance-lorenz")
    assert not plays(actions(game, s, 1), "relic")
    s.stack = [Step("halt", -1)]
    place_enlightener(s, 1, "en-levitating-yogi", 0)
    s.gods[1].monks, s.pagan = 2, s.pagan - 2
    settle(game, s, Step("resolve", 1, {"i": 0}))
    assert s.gods[1].supply == 10  # the Yogi keeps the Monks from illuminating


def test_r5_22_at_most_two_enlighteners_on_a_tableau(game):
    """R5.22 (RULINGS B49): a tableau holds at most 2 Enlighteners; with no fellow god
    having room, an Enlightener cannot be played."""
    s = build(game, 3)
    give(s, 0, "en-gerald-the-doomsayer")
    for host, pair in (
        (1, ("en-wilma-the-wise", "en-sandwich-board")),
        (2, ("en-persistent-toddler", "en-chatty-flagellant")),
    ):
        for iid in pair:
            place_enlightener(s, host, iid, 0)
    assert not plays(actions(game, s), "enl")


def test_r5_23_enlighteners_leave_only_through_holy_host(game):
    """R5.23: an Enlightener stays on its tableau round after round until a Holy Host drives
    it out, to the general discard pile."""
    s = build(game)
    place_enlightener(s, 0, "en-sandwich-board", 1)
    for _ in range(3):
        settle(game, s, Step("resolve", 0, {"i": 0}))
    assert s.gods[0].enlighteners == ["en-sandwich-board"] and s.gods[0].supply == 7
    give(s, 0, "hh-deacon-doubtwell")
    act(game, s, "host:hh-deacon-doubtwell:en-sandwich-board")
    assert s.gods[0].enlighteners == [] and "en-sandwich-board" in s.general_discard
    assert s.gods[0].supply == 7  # favoured kind: free


# ---------------------------------------------------------------- R6 temples


def test_r6_1_temple_service_moves_believers_from_the_supply(game):
    """R6.1: Temple Service (1 Action) moves Believers from the supply into a temple, where
    they keep counting and stay."""
    s = build(game)
    act(game, s, "monk")
    assert (s.gods[0].supply, s.gods[0].monks, s.gods[0].believers) == (9, 1, 10)
    settle(game, s, Step("resolve", 0, {"i": 0}))
    assert s.gods[0].monks == 1


def test_r6_2_three_monks_four_for_gentle_and_the_fourth_leaves_with_gentle(game):
    """R6.2 (RULINGS B39): at most 3 Monks, 4 for a Gentle god; a god no longer Gentle
    takes the 4th Monk back into the supply at once."""
    s = build(game)
    staff(s, 0, monks=3)
    assert "monk" not in keys(actions(game, s))
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    s.stack = [Step("halt", -1)]
    act(game, s, "monk")
    assert (s.gods[0].monks, s.gods[0].supply) == (4, 9)
    s.stack = [Step("halt", -1)]
    twilight.manifest(game, s, 0, "wrathful", "torso")  # Gentle + Wrathful: Unfathomable
    assert (s.gods[0].monks, s.gods[0].supply) == (3, 10)


def test_r6_3_up_to_two_missionaries_in_one_action(game):
    """R6.3: up to 2 Believers become Missionaries in a single Action (2 slots)."""
    s = build(game)
    act(game, s, "missionary:2")
    assert (s.gods[0].missionaries, s.gods[0].supply, s.actions_left) == (2, 8, 0)
    assert not plays(actions(game, s), "missionary")


def test_r6_4_nuns_after_the_twilight_two_at_once_for_unfathomable(game):
    """R6.4 (RULINGS B6): Nuns only once the Twilight has begun; an Unfathomable god has 2
    slots and may fill both with one Action, others have 1; the second Nun leaves when
    Unfathomable is lost."""
    s = build(game)
    assert not plays(actions(game, s), "nun")
    s.twilight = True
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s), "nun") == ["nun:1", "nun:2"]
    choose(game, s, "nun:2")
    assert (s.gods[0].nuns, s.gods[0].supply) == (2, 8)
    manifest_part(game, s, 1, "tr-gentle-head-beard")
    assert plays(actions(game, s, 1), "nun") == ["nun:1"]
    s.stack = [Step("halt", -1)]
    twilight.manifest(game, s, 0, "chaotic", "legs")
    assert (s.gods[0].nuns, s.gods[0].supply) == (1, 9)


def test_r6_6_temple_believers_are_untouchable_by_fellow_gods(game):
    """R6.6 (RULINGS B2, B43): fellow gods cannot convert or sacrifice Monks, Missionaries
    or Nuns."""
    s = build(game)
    set_supply(s, 1, 0)
    staff(s, 1, monks=2, missionaries=2, nuns=1)
    moves.sacrifice(game, s, 1, 1, 0)
    moves.convert(game, s, 1, 0, 2)
    assert (s.gods[1].temple, s.gods[0].supply) == (5, 10)


def test_r6_7_temple_believers_count_at_the_end(game):
    """R6.7: Monks, Missionaries and Nuns count as Believers at the final scoring."""
    s = build(game)
    for seat, colour in ((0, "gentle"), (1, "wrathful")):
        for part in ("head-beard", "torso-weapon", "legs-toes"):
            manifest_part(game, s, seat, f"tr-{colour}-{part}")
    set_supply(s, 0, 5)
    staff(s, 0, monks=3, missionaries=2, nuns=1)
    set_supply(s, 1, 10)
    twilight.end_game(game, s)
    assert s.winners == [0] and s.gods[0].believers == 11


def test_r6_8_own_temples_may_pay_own_costs(game):
    """R6.8 (RULINGS B56): a god's own Monks, Missionaries and Nuns may pay its costs; when
    the supply runs short the god chooses which temple pays."""
    s = build(game)
    give(s, 0, "relic-stone-stanislaus")  # cost 4
    set_supply(s, 0, 1)
    staff(s, 0, monks=2, missionaries=2)
    d = act(game, s, "relic:relic-stone-stanislaus:0")
    assert d is not None and d.kind == "pay" and keys(d) == ["pay:monk", "pay:missionary"]
    d = choose(game, s, "pay:missionary")
    d = choose(game, s, "pay:missionary")
    assert d is None  # only Monks are left to pay: no question
    god = s.gods[0]
    assert (god.supply, god.monks, god.missionaries, believers(s)) == (0, 1, 0, 140)
