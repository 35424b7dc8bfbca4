"""Rules R8 (Monuments), R9 (the Holy Hand Grenade), R10 (triggering a stored Phenomenon)
and R11 (the False Prophet and Commandments) of the spec's checklist
(shared/specs/believe-in-me.md §2), one test per rule, on hand-built tables with the cards
of card_data/believe-in-me."""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.games.believe_in_me.view import view
from tests.games.believe_in_me.conftest import (
    build,
    choose,
    give,
    keys,
    manifest_part,
    settle,
    take,
)
from tests.games.believe_in_me.ruledrive import act, actions, plays, set_supply

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
    d = act(game, s, "build")  # a first build is asked, one card drawn or more (B61)
    assert d is not None and d.kind == "monument" and keys(d) == [f"monument:{cards[2]}"]
    choose(game, s, f"monument:{cards[2]}")
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
    # each place's option names its Commandment (highlighted and read with i)
    assert {o.key: o.cards for o in d.options}["pick:0"] == ("cmd-beep",)
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


def test_whether_a_first_build_is_asked_does_not_tell_what_was_drawn(game):
    """B61, from a hidden-information audit: the drawn Monument cards are the builder's
    alone, so a first build is asked whether they hold one name or two (it was asked only
    for two: the table learned the draw was all one Monument)."""
    for mixed in (False, True):
        s = build(game)
        first, other = s.monument_names[:2]
        drawn = monuments(game, first)[:2] + monuments(game, other if mixed else first)[2:3]
        s.monument_pile = list(drawn)
        d = act(game, s, "build")
        assert d is not None and d.kind == "monument" and d.seat == 0
