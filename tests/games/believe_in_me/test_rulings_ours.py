"""Rulings of our own (card_data/believe-in-me/RULINGS.md, B57 on), and B4/B39 cases the
spec's register left between them. Tables are built by hand, as in test_rulings.py."""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules, twilight
from tests.games.believe_in_me.cardplay import arm, engrave, relic
from tests.games.believe_in_me.conftest import (
    build,
    choose,
    give,
    keys,
    manifest_part,
    place_enlightener,
    settle,
    take,
    trinity,
)
from tests.games.believe_in_me.test_rulings import GENTLE, act, contest, shape, store, truth


def _first(game, state, alignment: str, part: str, attribute: str) -> None:
    """Put the Trinity card of that part and attribute on top of its pile."""
    card = next(
        c for c in trinity(game, alignment, part) if game.cards.card(c).attribute == attribute
    )
    pile = state.trinity[alignment]
    pile.remove(card)
    pile.append(card)


def test_b39_a_slot_lost_to_tails_forces_no_discard(game):
    """B39: a Gentle god that manifests Tail legs under Tails loses a slot, not Wrathful's:
    it keeps both Phenomena (and sits out Contests until a slot is free)."""
    state = build(game, 2)
    state.mountain[0] = take(state, "cmd-tails")
    shape(game, state, 0, "gentle")
    store(state, 0, "ph-tsunami")
    give(state, 0, truth(0, 5))
    d = contest(game, state, GENTLE, "amen:g1-truth-5-1")
    assert d.kind == "manifest"
    _first(game, state, "gentle", "legs", "tail")
    assert choose(game, state, "manifest:legs") is None
    assert rules.alignment(game, state.gods[0]) == "gentle"
    assert rules.phenomenon_slots(game, state, 0) == 1
    assert state.gods[0].phenomena == ["ph-tsunami", GENTLE] and state.phen_discard == []


def test_b4_losing_wrathful_under_tails_discards_one_not_two(game):
    """B4 with B39: a Wrathful head (3 slots, 3 stored) manifests Gentle Tail legs under Tails:
    Wrathful's slot is lost (one discard), the Tail's slot is not (no second discard)."""
    state = build(game, 2)
    state.mountain[0] = take(state, "cmd-tails")
    shape(game, state, 0, "wrathful")
    assert rules.phenomenon_slots(game, state, 0) == 3
    store(state, 0, "ph-tsunami", "ph-moon-wobbles", "ph-frog-storm")
    _first(game, state, "gentle", "legs", "tail")
    twilight.manifest(game, state, 0, "gentle", "legs")
    assert rules.alignment(game, state.gods[0]) == "unfathomable"  # a split
    assert rules.phenomenon_slots(game, state, 0) == 1
    d = settle(game, state)
    assert d.kind == "overflow_phen" and len(keys(d)) == 3
    assert choose(game, state, "drop:ph-tsunami") is None
    assert state.gods[0].phenomena == ["ph-moon-wobbles", "ph-frog-storm"]


def test_b4_an_overflow_step_saved_without_a_count_discards_down_to_the_slots(game):
    """A game saved at the discard before the count was kept goes on as it did then."""
    state = build(game, 2)
    store(state, 0, "ph-tsunami", "ph-moon-wobbles", "ph-frog-storm", "ph-lunar-eclipse")
    d = settle(game, state, Step("overflow_phen", 0, {"private": False}))
    d = choose(game, state, "drop:ph-tsunami")
    assert d.kind == "overflow_phen"
    assert choose(game, state, "drop:ph-moon-wobbles") is None
    assert len(state.gods[0].phenomena) == 2


def test_the_head_log_line_gives_the_real_hand_limit(game):
    """Manifesting the head: the log names the hand limit the god now has (Crumbs: a Beard
    has one less), not a fixed 7."""
    state = build(game, 2)
    state.mountain[0] = take(state, "cmd-crumbs")
    _first(game, state, "wrathful", "head", "beard")
    twilight.manifest(game, state, 0, "wrathful", "head")
    assert rules.hand_limit(game, state, 0) == 6
    assert any(e.text.endswith("the hand limit is now 6.") for e in state.log)


def test_b57_in_the_twilight_the_top_phenomena_are_the_face_down_final_ones(game):
    """B57: A Moment of Clarity in the Twilight shows the final Phenomena, next first."""
    state = build(game, 2)
    twilight.begin_twilight(game, state, 0)
    coming = state.twilight_phen[-3:][::-1]
    assert len(coming) == 3 and state.phen_deck == []
    give(state, 0, "bl-moment-of-clarity")
    d = act(game, state, 0, "bless:bl-moment-of-clarity")
    while d is not None and d.kind == "take_truth":
        d = choose(game, state, keys(d)[0])
    names = ", ".join(game.card_label(c) for c in coming)
    peek = [(e.text, e.seats) for e in state.log if e.text.startswith("Next Phenomena")]
    assert peek == [(f"Next Phenomena: {names}.", (0,))]
    assert state.twilight_phen[-3:][::-1] == coming  # looked at, not moved


def test_b57_with_no_phenomenon_left_the_god_is_told(game):
    state = build(game, 2)
    twilight.begin_twilight(game, state, 0)
    state.box_hidden.extend(state.twilight_phen)
    state.twilight_phen = []
    give(state, 0, "bl-moment-of-clarity")
    d = act(game, state, 0, "bless:bl-moment-of-clarity")
    while d is not None and d.kind == "take_truth":
        d = choose(game, state, keys(d)[0])
    assert any("no Phenomenon left to look at" in e.text for e in state.log)


def test_b58_a_card_charge_below_three_offers_the_detonation(game):
    """B58: A Blessing upon This Hand Grenade puts 1 Believer on: the god may detonate at
    once, with 1, before the card's draw."""
    state = build(game, 2)
    give(state, 0, "bl-blessed-ordnance")
    d = act(game, state, 0, "bless:bl-blessed-ordnance")
    assert d.kind == "detonate" and d.seat == 0
    god = state.gods[0]
    assert god.grenade_charge == 1 and god.hand == []
    choose(game, state, "detonate:yes")
    assert god.detonated and god.grenade_charge == 1
    assert len(god.hand) == 1  # the draw came after


def test_b59_the_lower_setting_of_a_cards_truth_stands(game):
    """B59: Covfefe (a Finery god's Heavenly Realm cards count 0) against the Tooth of
    Theodora (Blessings count 3): the Blessing counts 0; without Covfefe, 3."""
    state = build(game, 2)
    finery = next(
        c for c in trinity(game, "wrathful", "torso") if game.cards.card(c).attribute == "finery"
    )
    manifest_part(game, state, 0, finery)
    state.gods[0].relics[0] = take(state, "relic-tooth-theodora")
    blessing = "bl-loaves-and-fishes"
    assert rules.truth_of(game, state, 0, blessing, rules.modifiers(game, state, 0)) == 3
    state.mountain[0] = take(state, "cmd-covfefe")
    assert rules.truth_of(game, state, 0, blessing, rules.modifiers(game, state, 0)) == 0


def test_a_phenomenon_steal_with_no_free_slot_asks_for_no_fellow_god(game):
    """Grand Larceny with 2 Believers, the thief's slots full: the steal cannot act, so no
    fellow god is asked for it (the log says why); the card steal that follows still is."""
    state = build(game, 3)
    arm(state, 0, "hhg-grand-larceny")
    store(state, 0, "ph-tsunami", "ph-double-rainbow")  # 2 of 2 slots
    store(state, 1, "ph-lunar-eclipse")
    store(state, 2, "ph-frog-storm")
    give(state, 1, "bl-smite#1")
    give(state, 2, "bl-smite#2")
    state.gods[0].grenade_charge = 1
    act(game, state, 0, "grenade")
    d = choose(game, state, "detonate:yes")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]  # the card steal's
    assert any(
        "names nobody: no free Phenomenon slot to take one into" in e.text for e in state.log
    )
    choose(game, state, "god:1")
    assert state.gods[0].phenomena == ["ph-tsunami", "ph-double-rainbow"]
    assert state.gods[1].phenomena == ["ph-lunar-eclipse"] and len(state.gods[0].hand) == 1


def test_believers_into_a_full_temple_are_said_to_find_no_room(game):
    state = build(game, 2)
    state.gods[0].missionaries = 2
    give(state, 0, "bl-door-to-door")
    act(game, state, 0, "bless:bl-door-to-door")
    assert state.gods[0].missionaries == 2
    assert any(e.text.endswith("'s Missionary Temple is full: nobody joins.") for e in state.log)


def test_b23_a_card_does_not_move_the_resting_false_prophet(game):
    """B23: while all five places are engraved he rests and stays where he is: A Rain of
    Fire asks for no fellow god, moves nobody, and costs nobody a Believer."""
    state = build(game, 3)
    for slot, c in enumerate(
        ("cmd-food", "cmd-sneeze", "cmd-counting", "cmd-neighbour", "cmd-builders")
    ):
        state.mountain[slot] = take(state, c)
    state.fp_active, state.fp_holder = True, 0
    store(state, 0, "ph-rain-of-fire")
    assert act(game, state, 0, "trigger:ph-rain-of-fire") is None
    assert state.fp_holder == 0 and [g.supply for g in state.gods] == [10, 10, 10]
    assert any("the False Prophet rests while the Mountain is full" in e.text for e in state.log)


def test_b60_cost_changes_are_added_up_then_held_at_0(game):
    """B60: Sandals (+1 for a god with Socks) and the Purse (-1) cancel on Manna from Heaven
    (cost 0); on Sister Agatha (2) the legs' -2 and Philosophers' -2 swallow Sandals' +1."""
    state = build(game, 2)
    socks = next(
        c for c in trinity(game, "gentle", "legs") if game.cards.card(c).attribute == "socks"
    )
    manifest_part(game, state, 0, socks)
    engrave(state, "cmd-sandals", 0)
    assert rules.cost_of(game, state, 0, "bl-manna-from-heaven#1") == 1
    relic(state, 0, "relic-purse-prudence")
    assert rules.cost_of(game, state, 0, "bl-manna-from-heaven#1") == 0
    assert rules.cost_of(game, state, 0, "bl-loaves-and-fishes") == 1
    engrave(state, "cmd-philosophers", 1)
    state.gods[0].relics[0] = ""
    place_enlightener(state, 0, "en-gerald-the-doomsayer", 1)  # a Prophet
    assert rules.cost_of(game, state, 0, "hh-sister-agatha", "en-gerald-the-doomsayer") == 0


def _asked(game, state, step: Step) -> tuple[int, str]:
    """Who the table sees deciding once `step` runs, and what (-1: nobody)."""
    d = settle(game, state, step)
    return (-1, "") if d is None else (d.seat, d.kind)


def test_what_a_hidden_pile_holds_never_decides_whether_a_question_comes(game):
    """The table sees who stops to decide, so a question comes from what is open: a
    discard from two cards of a kind (two Truth 2s, or a 2 and a 3: the backs alike), a
    Truth card to take from a pile of two (3 and 3, or 3 and 4), a Truth 2 to remove
    (one in the hand or not) are asked alike."""
    seen = []
    for second in ("g2-truth-2-2", "g2-truth-3-1"):
        state = build(game)
        give(state, 1, "g2-truth-2-1", second)
        ops = [{"op": "discard", "who": "target", "n": 1, "what": "any"}]
        step = Step("ops", 0, {"ops": ops, "ctx": {"self": 0, "target": 1}})
        seen.append(_asked(game, state, step))
    assert seen == [(1, "discard"), (1, "discard")]
    seen = []
    for pile in ({"g2-truth-3-1", "g2-truth-3-2"}, {"g2-truth-3-1", "g2-truth-4-1"}):
        state = build(game)
        god = state.gods[1]
        state.box.extend(t for t in god.truth_draw if t not in pile)
        god.truth_draw, god.truth_discard = [t for t in god.truth_draw if t in pile], []
        seen.append(_asked(game, state, Step("take_truth", 1, {"n": 1, "optional": False})))
    assert seen == [(1, "take_truth"), (1, "take_truth")]
    seen = []
    for in_hand, in_draw in (("g1-truth-2-2", "g1-truth-3-1"), ("g1-truth-3-1", "g1-truth-2-2")):
        state = build(game)
        god = state.gods[0]
        kept = {"g1-truth-2-1", "g1-truth-2-2", "g1-truth-3-1", "g1-truth-4-1"}
        state.box.extend(sorted(t for t in god.truth_draw if t not in kept))
        god.hand, god.truth_draw = [in_hand], ["g1-truth-2-1", "g1-truth-4-1", in_draw]
        god.truth_discard = []
        seen.append(_asked(game, state, Step("truth2", 0, {"private": True})))
    assert seen == [(0, "truth2"), (0, "truth2")]


def test_b62_the_actions_of_a_turn_are_counted_as_it_starts(game):
    """B62: a change to the Action count made during a God turn counts from the next one:
    the Hourglass of Horatio played as the first Action leaves 1, not 2; Swami Snoozananda
    driven out with the only Action gives none back. Each count is set as the turn starts."""
    s = build(game, 2)
    give(s, 0, "relic-hourglass-horatio")
    d = settle(game, s, Step("god_turn", 0))
    assert d is not None and d.kind == "actions" and s.actions_left == 2
    choose(game, s, "relic:relic-hourglass-horatio:0")
    assert s.actions_left == 1
    settle(game, s, Step("god_turn", 0))  # its next turn: three
    assert s.actions_left == 3
    s = build(game, 2)
    place_enlightener(s, 0, "en-swami-snoozananda", 1)
    give(s, 0, "hh-brother-cornelius")  # favours his kind: costs nothing
    d = settle(game, s, Step("god_turn", 0))
    assert d is not None and d.kind == "actions" and s.actions_left == 1
    choose(game, s, "host:hh-brother-cornelius:en-swami-snoozananda")
    assert s.actions_left == 0
    settle(game, s, Step("god_turn", 0))
    assert s.actions_left == 2


def test_b63_a_card_that_finds_nothing_may_still_be_played(game):
    """B63: Door-to-Door Salvation with the Missionary Temple full is offered, costs its 2,
    and the log says nobody joins (the rulebook forbids no such play)."""
    s = build(game, 2)
    s.gods[0].missionaries = rules.MISSIONARY_CAP
    give(s, 0, "bl-door-to-door")
    supply = s.gods[0].supply
    act(game, s, 0, "bless:bl-door-to-door")
    assert s.gods[0].supply == supply - 2 and s.gods[0].missionaries == rules.MISSIONARY_CAP
    assert any("Missionary Temple is full" in e.text for e in s.log)
