"""Rules R5 (Heavenly Realm cards), R6 (temples), R8 (Monuments), R9 (the Holy Hand Grenade),
R10 (triggering a Phenomenon) and R11 (the False Prophet and Commandments) of the spec's
checklist (shared/specs/believe-in-me.md §2), one test per rule, on hand-built tables with
the cards of card_data/believe-in-me."""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import believers as moves
from tabletop_tui.games.believe_in_me import rules, twilight
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.games.believe_in_me.view import view
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


def actions(game, s: BState, seat: int = 0, n: int = 2):
    """Open `seat`'s action step with `n` Actions; its decision."""
    s.actions_left = n
    d = settle(game, s, Step("actions", seat))
    assert d is not None and d.kind == "actions"
    return d


def act(game, s: BState, key: str, seat: int = 0, n: int = 1):
    """Take one Action (offered now) and run it through; the next decision."""
    d = actions(game, s, seat, n)
    assert key in keys(d), f"{key} not in {keys(d)}"
    return choose(game, s, key)


def staff(s: BState, seat: int, monks: int = 0, missionaries: int = 0, nuns: int = 0) -> None:
    """Temple Believers from the Pagan pile (the supply is left as it is)."""
    god = s.gods[seat]
    god.monks, god.missionaries, god.nuns = monks, missionaries, nuns
    s.pagan -= monks + missionaries + nuns


def set_supply(s: BState, seat: int, n: int) -> None:
    s.pagan += s.gods[seat].supply - n
    s.gods[seat].supply = n


def plays(d, prefix: str) -> list[str]:
    return [k for k in keys(d) if k.startswith(prefix)]


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


def test_r5_5_r21_7_a_card_in_a_contest_counts_truth_and_does_nothing(game):
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


# ---------------------------------------------------------------- R8 Monuments


def monuments(game, name: str) -> list[str]:
    return list(game.cards.monuments[name])


def test_r8_1_build_draws_three_or_four_for_chaotic(game):
    """R8.1: Build Monuments draws 3 cards (4 for a Chaotic god), places 1 and shuffles the
    rest back into the pile."""
    for part, drawn in (("", 3), ("tr-chaotic-head-beard", 4)):
        s = build(game)
        if part:
            manifest_part(game, s, 0, part)
        d = act(game, s, "build")
        assert d is not None and d.kind == "monument"
        assert len(s.stack[-1].data["drawn"]) == drawn and len(s.monument_pile) == 9 - drawn
        choose(game, s, keys(d)[0])
        assert len(s.gods[0].monument) == 1 and len(s.monument_pile) == 8


def test_r8_2_the_first_card_is_the_lowest_slot(game):
    """R8.2: the first Monument card goes to the lowest slot, each next one above it."""
    s = build(game)
    name = s.monument_names[0]
    s.monument_pile = monuments(game, name)
    placed: list[str] = []
    for _ in range(3):
        before = list(s.monument_pile)
        d = act(game, s, "build")
        while d is not None:
            d = choose(game, s, keys(d)[0])
        (new,) = set(before) - set(s.monument_pile)
        placed.append(new)
        assert s.gods[0].monument == placed


def test_r8_3_every_next_card_must_share_the_name(game):
    """R8.3 (RULINGS B12): once a Monument is begun, only cards of its name fit; if none
    is drawn, nothing is placed and all go back."""
    s = build(game)
    first, other = s.monument_names[:2]
    s.gods[0].monument = [take(s, monuments(game, first)[0])]
    s.monument_pile = monuments(game, other)
    assert act(game, s, "build") is None
    assert len(s.gods[0].monument) == 1 and sorted(s.monument_pile) == monuments(game, other)
    s.monument_pile = [*monuments(game, other), monuments(game, first)[1]]
    act(game, s, "build")
    assert s.gods[0].monument == [monuments(game, first)[0], monuments(game, first)[1]]


def test_r8_4_a_name_another_god_began_may_be_begun_too(game):
    """R8.4: a god may begin a Monument a fellow god has begun; with 3 cards a name,
    neither can then complete it."""
    s = build(game)
    name = s.monument_names[0]
    cards = monuments(game, name)
    s.gods[1].monument = [take(s, cards[0]), take(s, cards[1])]
    s.monument_pile = [cards[2]]
    act(game, s, "build")
    assert s.gods[0].monument == [cards[2]] and s.monument_pile == []


def test_r8_5_r8_8_one_monument_never_replaced_build_needs_a_pile(game):
    """R8.5, R8.8 (RULINGS B12): a Monument is never replaced or removed; a god builds at
    most one (no Build once complete); Build needs a Monument pile."""
    s = build(game)
    s.gods[0].monument = [take(s, c) for c in monuments(game, "The Leaning Tower of Piety")]
    assert "build" not in keys(actions(game, s))
    s.stack = [Step("halt", -1)]
    s.monument_pile = []
    assert "build" not in keys(actions(game, s, 1))


def test_r8_6_each_monument_card_improves_the_truth_cards(game):
    """R8.6 (RULINGS B29): the 1st and 2nd Monument cards each remove a Truth 2 (the owner
    picks from where: hand, discard or draw pile) to the box; the 3rd puts an unmarked
    Truth 6 straight into the hand, for good."""
    s = build(game)
    god = s.gods[0]
    give(s, 0, "g1-truth-2-1")
    god.truth_discard.append(take(s, "g1-truth-2-2"))
    s.monument_pile = monuments(game, "The Colossus of Modest Proportions")
    d = act(game, s, "build")
    while d is not None and d.kind == "monument":
        d = choose(game, s, keys(d)[0])
    assert d is not None and d.kind == "truth2"
    assert keys(d) == ["two:hand", "two:draw", "two:discard"]
    choose(game, s, "two:hand")
    assert "g1-truth-2-1" in s.box and god.hand == []
    d = act(game, s, "build")
    choose(game, s, "two:discard")
    assert "g1-truth-2-2" in s.box and god.truth_discard == []
    act(game, s, "build")
    assert god.hand == ["truth-6-unmarked-4"] and len(s.truth_spares) == 3
    assert sorted(game.cards.card(c).value for c in god.truth_draw) == [2, 3, 3, 4, 5, 6, 7]


def test_r8_7_a_complete_monument_gives_its_bonus(game):
    """R8.7: the third matching card completes the Monument and its bonus applies (the
    Colossus: illuminate 3 at once, hand limit +1 from then on)."""
    s = build(game)
    cards = monuments(game, "The Colossus of Modest Proportions")
    s.gods[0].monument = [take(s, cards[0]), take(s, cards[1])]
    s.monument_pile = [cards[2]]
    act(game, s, "build")
    assert len(s.gods[0].monument) == 3 and s.gods[0].supply == 13
    assert rules.hand_limit(game, s, 0) == 7


# ---------------------------------------------------------------- R9 the grenade


def arm(s: BState, seat: int, grenade: str) -> None:
    """Give `seat` this grenade (swapping with whoever had it)."""
    for god in s.gods:
        if god.grenade == grenade:
            god.grenade = s.gods[seat].grenade
    if grenade in s.box_hidden:
        s.box_hidden.remove(grenade)
        s.box_hidden.append(s.gods[seat].grenade)
    s.gods[seat].grenade = grenade


def test_r9_1_r9_2_charging_takes_one_believer_then_detonate_or_wait(game):
    """R9.1, R9.2 (RULINGS B14): the kept grenade lies face down in its slot; an Action
    puts 1 Believer from the supply on it, then its owner decides whether to detonate."""
    s = build(game)
    arm(s, 0, "hhg-overwhelming-gratitude")
    d = act(game, s, "grenade")
    assert d is not None and d.kind == "detonate" and keys(d) == ["detonate:no", "detonate:yes"]
    choose(game, s, "detonate:no")
    assert (s.gods[0].supply, s.gods[0].grenade_charge, s.gods[0].detonated) == (9, 1, False)


def test_r9_3_r21_13_the_third_believer_detonates_it(game):
    """R9.3, R21.13: at the third Believer it detonates by itself."""
    s = build(game)
    arm(s, 0, "hhg-overwhelming-gratitude")
    s.gods[0].grenade_charge, s.pagan = 2, s.pagan - 2
    assert act(game, s, "grenade") is None
    assert s.gods[0].detonated and s.gods[0].supply == 9 + 10


def test_r9_4_the_strength_follows_the_believers_on_it(game):
    """R9.4: detonated with 1, 2 or 3 Believers it does its tier 1, 2 or 3 (Overwhelming
    Gratitude: illuminate 3, 6, 10)."""
    for charged, gain in ((0, 3), (1, 6)):
        s = build(game)
        arm(s, 0, "hhg-overwhelming-gratitude")
        s.gods[0].grenade_charge, s.pagan = charged, s.pagan - charged
        act(game, s, "grenade")
        choose(game, s, "detonate:yes")
        assert s.gods[0].supply == 9 + gain and s.gods[0].grenade_charge == charged + 1


def test_r9_5_a_detonated_grenade_is_never_recharged(game):
    """R9.5: after detonation it cannot be charged again; it stays on the tableau."""
    s = build(game)
    arm(s, 0, "hhg-overwhelming-gratitude")
    act(game, s, "grenade")
    choose(game, s, "detonate:yes")
    assert "grenade" not in keys(actions(game, s))
    assert s.gods[0].grenade == "hhg-overwhelming-gratitude"


def test_r9_6_grenade_believers_stay_count_and_never_pay(game):
    """R9.6 (RULINGS B14): the grenade's Believers stay after detonation, count as the
    god's Believers, and cannot pay Sacrifice costs."""
    s = build(game)
    arm(s, 0, "hhg-overwhelming-gratitude")
    act(game, s, "grenade")
    choose(game, s, "detonate:yes")
    god = s.gods[0]
    assert god.grenade_charge == 1 and god.believers == 9 + 3 + 1
    set_supply(s, 0, 0)
    assert not rules.can_pay(god, 1)


# ---------------------------------------------------------------- R10 stored Phenomena


def test_r10_1_r10_2_trigger_a_stored_phenomenon_once(game):
    """R10.1, R10.2 (RULINGS B51): an Action triggers a stored Phenomenon's effect; it goes
    to the Phenomenon discard pile, freeing its slot."""
    s = build(game)
    s.gods[0].phenomena = [take(s, "ph-double-rainbow"), take(s, "ph-tsunami")]
    assert rules.free_slots(game, s, 0) == 0
    act(game, s, "trigger:ph-double-rainbow")
    assert s.gods[0].supply == 14 and s.gods[0].phenomena == ["ph-tsunami"]
    assert s.phen_discard == ["ph-double-rainbow"] and rules.free_slots(game, s, 0) == 1


# ---------------------------------------------------------------- R11 Prophet and Commandments


def test_r11_1_the_first_claim_brings_the_false_prophet(game):
    """R11.1 (RULINGS B52): with the first Phenomenon claimed, the False Prophet enters on
    the winner's token (after the reward); later claims do not move him."""
    s = build(game)
    give(s, 0, "g1-truth-7-1")
    give(s, 1, "g2-truth-2-1")
    settle(game, s, Step("contest"))
    choose(game, s, "amen:g1-truth-7-1")
    d = choose(game, s, "amen:g2-truth-2-1")
    assert d is not None and d.kind == "manifest" and not s.fp_active
    choose(game, s, "manifest:none")
    assert (s.fp_active, s.fp_holder, s.claims) == (True, 0, 1)
    give(s, 0, "g1-truth-2-1")
    give(s, 1, "g2-truth-7-1")
    settle(game, s, Step("contest"))
    choose(game, s, "amen:g1-truth-2-1")
    choose(game, s, "amen:g2-truth-7-1")
    choose(game, s, "manifest:none")
    assert s.fp_holder == 0


def test_r11_3_r21_4_banishing_makes_the_named_god_sacrifice_three(game):
    """R11.3, R21.4 (RULINGS B2, B23): as an Action the holder sends the Prophet to another
    god, who sacrifices 3 at once (from the supply, ignored if it cannot pay all 3), before
    the Commandments are drawn; never to oneself."""
    s = build(game, 3)
    s.fp_active, s.fp_holder = True, 0
    d = actions(game, s)
    assert plays(d, "banish") == ["banish:1", "banish:2"]
    d = choose(game, s, "banish:2")
    assert (s.fp_holder, s.gods[2].supply) == (2, 7)
    assert d is not None and d.kind == "pick"  # the Commandments come after the sacrifice
    choose(game, s, keys(d)[0])
    set_supply(s, 1, 2)
    act(game, s, "banish:1", seat=2)
    assert (s.fp_holder, s.gods[1].supply) == (1, 2)


def test_r11_4_draw_three_engrave_one_in_the_lowest_free_place(game):
    """R11.4 (RULINGS B22, B34): the banisher draws 3 Commandments, engraves 1 in the lowest
    free place, and discards the other 2 face down."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    s.mountain[0], s.mountain[2] = take(s, "cmd-food"), take(s, "cmd-sneeze")
    s.commandment_deck += [take(s, "cmd-hats"), take(s, "cmd-tails"), take(s, "cmd-crumbs")]
    d = act(game, s, "banish:1")
    assert sorted(keys(d)) == ["pick:cmd-crumbs", "pick:cmd-hats", "pick:cmd-tails"]
    choose(game, s, "pick:cmd-tails")
    assert s.mountain == ["cmd-food", "cmd-tails", "cmd-sneeze", "", ""]
    assert sorted(s.commandment_discard) == ["cmd-crumbs", "cmd-hats"]
    assert sorted(c for c, seat in s.secret) == ["cmd-crumbs", "cmd-hats"]


def test_r11_5_a_full_mountain_makes_the_prophet_rest_until_a_shatter(game):
    """R11.5 (RULINGS B23): with 5 Commandments engraved the Prophet rests: no sacrifice
    at resolution, no banishing; a shattered Commandment wakes him at once."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    for i, cid in enumerate(("cmd-food", "cmd-sneeze", "cmd-crumbs", "cmd-hats", "cmd-tails")):
        s.mountain[i] = take(s, cid)
    give(s, 0, "bl-iconoclasm-for-beginners")
    settle(game, s, Step("resolve", 0, {"i": 0}))
    assert s.gods[0].supply == 10
    d = actions(game, s)
    assert not plays(d, "banish")
    d = choose(game, s, "bless:bl-iconoclasm-for-beginners")
    choose(game, s, "pick:2")
    assert s.mountain[2] == "" and s.commandment_discard == ["cmd-crumbs"]
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s), "banish") == ["banish:1"]
    s.stack = [Step("halt", -1)]
    settle(game, s, Step("resolve", 0, {"i": 0}))
    assert s.gods[0].supply == 10 - 1 - 1  # the Iconoclasm's cost, then the Prophet's 1


def test_r11_6_every_god_follows_every_commandment(game):
    """R11.6: an engraved Commandment binds every god it fits, the banisher included."""
    s = build(game, 3)
    for seat in range(3):
        manifest_part(game, s, seat, f"tr-wrathful-head-{('beard', 'horns', 'headwear')[seat]}")
    s.mountain[0] = take(s, "cmd-beep")
    assert rules.commandment_targets(game, s, 0) == [0, 1, 2]


def test_r11_7_commandments_are_never_replaced_only_shattered(game):
    """R11.7: an engraved Commandment stays (a new one takes a free place); a shatter sends
    it to the Commandment discard pile."""
    s = build(game)
    s.mountain[0] = take(s, "cmd-beep")
    s.fp_active, s.fp_holder = True, 0
    d = act(game, s, "banish:1")
    choose(game, s, keys(d)[0])
    assert s.mountain[0] == "cmd-beep" and s.mountain[1]
    give(s, 0, "bl-iconoclasm-for-beginners")
    d = act(game, s, "bless:bl-iconoclasm-for-beginners")
    choose(game, s, "pick:0")
    assert s.mountain[0] == "" and s.commandment_discard[-1] == "cmd-beep"


def test_r11_8_r21_3_commandments_target_attributes_and_alignments(game):
    """R11.8, R17.2, R21.3: a Commandment targets gods by Attribute or Alignment, while
    they have it; each target holds the token of its place's numeral."""
    s = build(game)
    s.mountain[3] = take(s, "cmd-covfefe")
    assert rules.commandment_targets(game, s, 3) == []
    manifest_part(game, s, 1, "tr-gentle-torso-finery")
    assert rules.commandment_targets(game, s, 3) == [1]
    assert view(game, s, None)["gods"][1]["commandments"] == [3]  # token "IV"
    s.gods[1].parts["torso"] = ""
    assert rules.commandment_targets(game, s, 3) == []


def test_r11_9_the_commandment_pile_is_rebuilt_from_its_discard(game):
    """R11.9 (RULINGS B24): when the Commandment pile runs out, its discard pile is
    shuffled into a new one (and the banisher draws what there is)."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    s.commandment_discard = [take(s, "cmd-hats"), take(s, "cmd-tails")]
    s.commandment_deck = [take(s, "cmd-crumbs")]
    d = act(game, s, "banish:1")
    assert sorted(keys(d)) == ["pick:cmd-crumbs", "pick:cmd-hats", "pick:cmd-tails"]
    assert s.commandment_deck == []


def test_r11_10_only_the_prophets_holder_controls_him(game):
    """R11.10: only the god holding the False Prophet may banish him."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 1
    assert not plays(actions(game, s, 0), "banish")
    s.stack = [Step("halt", -1)]
    assert plays(actions(game, s, 1), "banish") == ["banish:0"]
