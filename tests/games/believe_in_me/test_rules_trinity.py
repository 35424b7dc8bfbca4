"""Rules R15 (manifesting), R16 (Alignment), R17 (Attributes), R18 (the Twilight of the
Gods), R19 (the end) and R21 (what the example, glossary and cheat sheet add) of the spec's
checklist (shared/specs/believe-in-me.md §2), one test per rule, on hand-built tables with
the cards of card_data/believe-in-me."""

from __future__ import annotations

from itertools import combinations

import pytest

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import ops, rules, twilight
from tabletop_tui.games.believe_in_me.cards import ATTRIBUTES
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import (
    believers,
    build,
    choose,
    give,
    keys,
    manifest_part,
    settle,
    take,
    trinity,
)

G, W, C = "gentle", "wrathful", "chaotic"


def on_top(pile: list[str], *iids: str) -> None:
    """These cards on top of a draw pile (the end of the list), the first on top."""
    for iid in reversed(iids):
        if iid in pile:
            pile.remove(iid)
        pile.append(iid)


def win(game, s: BState, phen: str, seat: int = 0):
    """God `seat` alone has a card and claims `phen`; the decision after its card."""
    for g in s.gods:
        g.hand = []
    give(s, seat, f"g{seat + 1}-truth-2-1")
    if s.twilight:
        assert s.twilight_phen[-1] == phen
    else:
        on_top(s.phen_deck, phen)
    settle(game, s, Step("contest"))
    return choose(game, s, f"amen:g{seat + 1}-truth-2-1")


def complete(game, s: BState, seat: int, *ids: str) -> None:
    for iid in ids:
        manifest_part(game, s, seat, iid)


def part(alignment: str, which: str) -> str:
    """A Trinity card of this Alignment and part (the first by id)."""
    return {
        "head": f"tr-{alignment}-head-beard",
        "torso": f"tr-{alignment}-torso-weapon",
        "legs": f"tr-{alignment}-legs-toes",
    }[which]


def body(game, s: BState, seat: int, alignments: str) -> None:
    """Manifest parts head, torso, legs of these Alignments ("G", "WC", "GWC" ...)."""
    names = {"G": G, "W": W, "C": C}
    for which, a in zip(("head", "torso", "legs"), alignments, strict=False):
        manifest_part(game, s, seat, part(names[a], which))


# ---------------------------------------------------------------- R15 manifesting


def test_r15_1_manifesting_is_optional(game):
    """R15.1: a winner may manifest one part, or not; it still illuminates and stores the
    Phenomenon."""
    s = build(game)
    d = win(game, s, "ph-tsunami")
    assert d is not None and d.kind == "manifest"
    assert keys(d) == ["manifest:head", "manifest:torso", "manifest:legs", "manifest:none"]
    assert choose(game, s, "manifest:none") is None
    god = s.gods[0]
    assert god.part_count == 0 and god.supply == 13 and god.phenomena == ["ph-tsunami"]
    assert len(s.trinity[W]) == 9


def test_r15_2_r21_14_draw_until_the_part_the_rest_shuffled_back(game):
    """R15.2, R21.14 (RULINGS B25): choose the part; draw from the Phenomenon's Alignment
    pile until the first card of that part; the others go back, shuffled; parts the pile no
    longer holds are not offered."""
    s = build(game)
    on_top(
        s.trinity[W], "tr-wrathful-head-horns", "tr-wrathful-torso-finery", "tr-wrathful-legs-socks"
    )
    d = win(game, s, "ph-tsunami")
    choose(game, s, "manifest:legs")
    assert s.gods[0].parts["legs"] == "tr-wrathful-legs-socks"
    assert {"tr-wrathful-head-horns", "tr-wrathful-torso-finery"} <= set(s.trinity[W])
    assert len(s.trinity[W]) == 8 and "tr-wrathful-legs-socks" not in s.trinity[W]
    s2 = build(game)
    for iid in trinity(game, W, "head"):
        take(s2, iid)
    d = win(game, s2, "ph-tsunami")
    assert d is not None and keys(d) == ["manifest:torso", "manifest:legs", "manifest:none"]


def test_r15_3_each_part_only_once(game):
    """R15.3: a body part already manifested is not offered again."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(C, "legs"))
    d = win(game, s, "ph-tsunami")
    assert d is not None and keys(d) == ["manifest:torso", "manifest:none"]


def test_r15_4_r15_5_the_head_removes_the_truth_seven_and_raises_the_limit(game):
    """R15.4, R15.5 (RULINGS B28): manifesting covers the slot's default (the Truth 7 leaves
    the game from hand, draw or discard pile) and unlocks its effect (hand limit 7)."""
    s = build(game)
    god = s.gods[0]
    god.truth_discard.append(take(s, "g1-truth-7-1"))
    twilight.manifest(game, s, 0, C, "head")
    assert "g1-truth-7-1" in s.box and god.truth_discard == []
    assert rules.hand_limit(game, s, 0) == 7
    s2 = build(game)
    give(s2, 0, "g1-truth-7-1")
    twilight.manifest(game, s2, 0, G, "head")
    assert s2.gods[0].hand == [] and "g1-truth-7-1" in s2.box
    assert len(s2.gods[0].truth_draw) == 8


def test_r15_6_the_torso_ends_the_plus_three_and_opens_the_right_hand(game):
    """R15.6: before the torso +3 Truth in Contests; after it, no +3 and the right Relic
    hand is open."""
    s = build(game)
    assert rules.contest_bonus(game, s, 0, rules.modifiers(game, s, 0)) == 3
    twilight.manifest(game, s, 0, W, "torso")
    assert rules.contest_bonus(game, s, 0, rules.modifiers(game, s, 0)) == 0
    s.gods[0].relics[1] = take(s, "relic-lance-lorenz")
    assert rules.active_relics(s.gods[0]) == ["relic-lance-lorenz"]


def test_r15_8_each_part_has_an_attribute_and_a_title(game):
    """R15.8, R17.1: each Trinity card carries an Attribute of its part and a name fragment
    for the Revelation."""
    for iid in game.cards.by_type["trinity"]:
        card = game.cards.card(iid)
        assert card.attribute in ATTRIBUTES[card.part] and card.title
    s = build(game)
    complete(
        game,
        s,
        0,
        "tr-chaotic-head-headwear",
        "tr-chaotic-torso-chest-hair",
        "tr-wrathful-legs-toes",
    )
    text = twilight.proclamation(game, s.gods[0].parts)
    assert text == (
        "BEHOLD! IT IS I! Clembert, the forgetful preserver of inane Giggling! The one true god!"
    )


# ---------------------------------------------------------------- R16 Alignment


@pytest.mark.parametrize(
    ("parts", "alignment", "pure"),
    [
        ("", "unfathomable", False),
        ("W", "wrathful", False),
        ("WW", "wrathful", False),
        ("WC", "unfathomable", False),
        ("WWC", "wrathful", False),
        ("WCW", "wrathful", False),
        ("WWW", "wrathful", True),
        ("WGC", "unfathomable", True),
        ("GGG", "gentle", True),
        ("CCG", "chaotic", False),
    ],
)
def test_r16_1_r16_2_alignment_is_the_majority_of_parts(game, parts, alignment, pure):
    """R16.1, R16.2: Unfathomable at the start; one part: its Alignment; two alike: that;
    two different: Unfathomable; three: the majority; three alike: Pure; three different:
    the pure Unfathomable."""
    s = build(game)
    body(game, s, 0, parts)
    assert rules.alignment(game, s.gods[0]) == alignment
    assert rules.is_pure(game, s.gods[0]) == pure


def test_r16_3_the_alignment_changes_at_once(game):
    """R16.3: gaining or changing an Alignment changes the token (and what it rules) at
    once, mid-Contest reward included."""
    s = build(game)
    assert rules.phenomenon_slots(game, s, 0) == 2
    twilight.manifest(game, s, 0, W, "head")
    assert rules.alignment_name(game, s.gods[0]) == "Wrathful"
    assert rules.phenomenon_slots(game, s, 0) == 3
    twilight.manifest(game, s, 0, C, "torso")
    assert rules.alignment_name(game, s.gods[0]) == "Unfathomable"
    assert rules.phenomenon_slots(game, s, 0) == 2
    assert any("Hilga is now Unfathomable" in e.text for e in s.log)


def test_r16_5_r21_11_what_each_alignment_changes(game):
    """R16.5, R21.11: Gentle 4 Monks; Wrathful +1 Phenomenon slot; Chaotic 4 Monument
    cards; Unfathomable 2 Nun slots."""
    rows = {
        "G": (4, 2, 3, 1),
        "W": (3, 3, 3, 1),
        "C": (3, 2, 4, 1),
        "": (3, 2, 3, 2),
    }
    for parts, expected in rows.items():
        s = build(game)
        body(game, s, 0, parts)
        god = s.gods[0]
        found = (
            rules.monk_cap(game, god),
            rules.phenomenon_slots(game, s, 0),
            rules.monument_draw(game, s, 0),
            rules.nun_cap(game, god),
        )
        assert found == expected, parts


def test_r16_6_pure_powers_on_top_of_the_base_alignment(game):
    """R16.6 (RULINGS B7): Pure Gentleness is immune to conversion and to negative
    Commandments (not to positive ones) and keeps the Gentle token; Pure Chaos has +1
    Action; the pure Unfathomable gets 10 (R14.1); Pure Wrath: R13.14."""
    s = build(game)
    body(game, s, 0, "GGG")
    s.gods[1].missionaries, s.pagan = 2, s.pagan - 2
    settle(game, s, Step("resolve", 1, {"i": 0}))
    assert [g.supply for g in s.gods] == [10, 10]  # nobody to convert
    s.mountain[0] = take(s, "cmd-bodily-winds")
    s.mountain[1] = take(s, "cmd-neighbour")
    assert rules.commandment_targets(game, s, 0) == []
    assert rules.commandment_targets(game, s, 1) == [0]
    s.gods[0].monks, s.pagan = 1, s.pagan - 1
    settle(game, s, Step("resolve", 0, {"i": 0}))
    assert s.gods[0].supply == 12  # Gentle token +1, the Monk +1 despite Bodily Winds
    s2 = build(game)
    body(game, s2, 0, "CCC")
    assert rules.actions_per_turn(game, s2, 0) == 3
    assert rules.alignment(game, s2.gods[0]) == C


@pytest.mark.parametrize(
    ("face", "supplies", "pagan"),
    [
        ("nothing", [10, 10], 120),
        ("illuminate", [11, 10], 119),
        ("convert", [11, 9], 120),
        ("sacrifice", [9, 10], 121),
        ("sacrifice_fellow", [10, 9], 121),
        ("illuminate2", [12, 10], 118),
    ],
)
def test_r16_7_the_cube_of_chaos(game, monkeypatch, face, supplies, pagan):
    """R16.7 (RULINGS B48): blue swirl nothing; gold illuminate 1; green convert 1 from a
    fellow god; red sacrifice 1 of your own; red with target: a fellow god sacrifices 1;
    two golds illuminate 2. The roll is mandatory."""
    monkeypatch.setattr(ops, "CUBE", (face,) * 6)
    s = build(game)
    body(game, s, 0, "C")
    assert settle(game, s, Step("resolve", 0, {"i": 0})) is None
    assert ([g.supply for g in s.gods], s.pagan) == (supplies, pagan)


def test_r16_7_the_cube_has_six_faces_from_the_state_rng(game):
    """R16.7: the Cube's six faces are equally likely, rolled from the game's RNG."""
    s = build(game, seed=3)
    body(game, s, 0, "C")
    seen = set()
    for _ in range(60):
        ops.roll_cube(game, s, 0)
        seen.add(next(e.text for e in reversed(s.log) if "Cube of Chaos" in e.text))
        s.stack = [Step("halt", -1)]
    assert len(seen) == 6


# ---------------------------------------------------------------- R17 Attributes


def test_r17_1_r17_2_attributes_belong_to_manifested_parts(game):
    """R17.1, R17.2: head Beard/Horns/Headwear, torso Chest hair/Weapon/Finery, legs
    Toes/Socks/Tail; a god has an Attribute only while the card is manifested."""
    assert ATTRIBUTES == {
        "head": ("beard", "horns", "headwear"),
        "torso": ("chest_hair", "weapon", "finery"),
        "legs": ("toes", "socks", "tail"),
    }
    s = build(game)
    assert rules.attributes(game, s.gods[0]) == set()
    complete(game, s, 0, "tr-gentle-head-horns", "tr-chaotic-legs-tail")
    assert rules.attributes(game, s.gods[0]) == {"horns", "tail"}
    s.mountain[0] = take(s, "cmd-tails")
    assert rules.phenomenon_slots(game, s, 0) == 1


# ---------------------------------------------------------------- R18 the Twilight


def test_r18_1_the_twilight_begins_with_the_first_complete_trinity(game):
    """R18.1: the Twilight begins as soon as a god completes head, torso and legs (and,
    RULINGS B19, at once when the Phenomena pile runs out before that)."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(G, "torso"))
    s.claims = 2
    win(game, s, "ph-tsunami")
    assert not s.twilight
    choose(game, s, "manifest:legs")
    assert s.twilight and (s.first_complete, s.ended_by) == (0, "twilight")
    s2 = build(game)
    s2.phen_discard, s2.phen_deck = s2.phen_deck, []
    give(s2, 0, "g1-truth-2-1")
    settle(game, s2, Step("contest"))
    assert s2.twilight and (s2.first_complete, s2.ended_by) == (-1, "exhausted")
    assert len(s2.twilight_phen) == 2 and s2.contest_phen  # 3 laid out, 1 revealed now


def test_r18_2_the_revelation_illuminates_three(game):
    """R18.2 (RULINGS B5, B16): the god completing the Trinity proclaims its three titles
    and illuminates 3; a later completer does too (option `revelation=first`: only the
    first)."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(G, "torso"))
    s.claims = 2
    win(game, s, "ph-tsunami")
    choose(game, s, "manifest:legs")
    assert s.gods[0].supply == 10 + 8 + 3 and s.gods[0].revealed
    assert any('Hilga stands up: "BEHOLD! IT IS I! ' in e.text for e in s.log)
    for option, later in (("every", 3), ("first", 0)):
        s = build(game, revelation=option)
        complete(game, s, 0, part(G, "head"), part(G, "torso"), part(G, "legs"))
        complete(game, s, 1, part(C, "head"), part(C, "torso"))
        s.gods[0].revealed, s.twilight, s.claims = True, True, 3
        s.twilight_phen = [take(s, "ph-tsunami"), take(s, "ph-lunar-eclipse")]
        d = win(game, s, "ph-lunar-eclipse", seat=1)
        assert d is not None and d.kind == "manifest"
        choose(game, s, "manifest:legs")
        assert s.gods[1].complete and s.gods[1].supply == 10 + 8 + later, option
        assert s.first_complete == -1  # set by the earlier Twilight, not this completion


def test_r18_3_the_nun_temples_open(game):
    """R18.3: with the Twilight every god's Nun Temple opens: Nuns may be placed."""
    s = build(game)
    twilight.begin_twilight(game, s, 1)
    s.stack = [Step("halt", -1)]
    s.actions_left = 1
    d = settle(game, s, Step("actions", 0))
    assert "nun:1" in keys(d)
    assert any("The Nun Temples open" in e.text for e in s.log)


def test_r18_4_three_or_four_final_phenomena_the_rest_leave(game):
    """R18.4 (RULINGS B20): the next 3 Phenomena (4 with 4 gods) are laid face down, the
    rest of the pile leaves the game; the following Contests use them in order; a short
    pile takes the shuffled discard pile first."""
    for players, final in ((2, 3), (3, 3), (4, 4)):
        s = build(game, players)
        top = s.phen_deck[-final:]
        hidden = len(s.box_hidden)
        twilight.begin_twilight(game, s, 0)
        assert s.twilight_phen == top and s.phen_deck == []
        assert len(s.box_hidden) == hidden + 18 - final
    s = build(game)
    s.phen_discard = s.phen_deck[:16]
    s.phen_deck = s.phen_deck[16:]
    twilight.begin_twilight(game, s, 0)
    assert len(s.twilight_phen) == 3 and s.phen_discard == []
    nxt = s.twilight_phen[-1]
    give(s, 0, "g1-truth-2-1")
    settle(game, s, Step("contest"))
    assert s.contest_phen == nxt and len(s.twilight_phen) == 2


def test_r18_5_r19_1_the_game_ends_with_the_last_final_phenomenon(game):
    """R18.5, R19.1 (RULINGS B20): once the last Twilight Phenomenon is claimed (or
    discarded unclaimed) the game ends at once: no Phase 3 follows."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(G, "torso"), part(G, "legs"))
    s.gods[0].revealed, s.twilight = True, True
    s.twilight_phen = [take(s, "ph-tsunami")]
    give(s, 0, "g1-truth-2-1")
    settle(game, s, Step("contest"), Step("squirrel"))
    choose(game, s, "amen:g1-truth-2-1")
    assert s.over and s.winners == [0] and s.starting_god == 0
    s2 = build(game)
    s2.twilight, s2.twilight_phen = True, [take(s2, "ph-tsunami")]
    settle(game, s2, Step("contest"), Step("squirrel"))
    assert s2.over and s2.phen_discard == ["ph-tsunami"] and s2.winners == []


def test_r18_7_the_round_the_twilight_begins_still_passes_the_squirrel(game):
    """R18.7: the round in which the Twilight begins still finishes with Phase 3."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(G, "torso"))
    s.claims = 2
    for g in s.gods:
        g.hand = []
    give(s, 0, "g1-truth-2-1")
    d = settle(game, s, Step("contest"), Step("squirrel"))
    d = choose(game, s, "amen:g1-truth-2-1")
    assert d is not None and d.kind == "manifest"
    assert choose(game, s, "manifest:legs") is None
    assert s.twilight and s.starting_god == 1 and not s.over


# ---------------------------------------------------------------- R19 the end


def test_r19_2_only_a_complete_god_can_win(game):
    """R19.2 (RULINGS B19): the winner has the whole Trinity and, among those, the most
    Believers; a god without it cannot win however many it has; nobody complete: no true
    god."""
    s = build(game, 3)
    complete(game, s, 0, part(G, "head"), part(G, "torso"), part(G, "legs"))
    complete(game, s, 1, part(W, "head"), part(W, "torso"), part(W, "legs"))
    s.gods[0].supply, s.gods[1].supply, s.gods[2].supply = 20, 15, 60
    twilight.end_game(game, s)
    assert s.winners == [0]
    s2 = build(game)
    twilight.end_game(game, s2)
    assert s2.over and s2.winners == [] and "no true god" in s2.end_reason


def test_r19_3_supply_temples_and_grenade_all_count(game):
    """R19.3: the final count is supply + Monks, Missionaries, Nuns + grenade Believers."""
    s = build(game)
    complete(game, s, 0, part(G, "head"), part(G, "torso"), part(G, "legs"))
    complete(game, s, 1, part(W, "head"), part(W, "torso"), part(W, "legs"))
    a, b = s.gods
    a.supply, a.monks, a.missionaries, a.nuns, a.grenade_charge = 4, 3, 2, 1, 3  # 13
    b.supply = 12
    twilight.end_game(game, s)
    assert s.winners == [0] and "13 Believers" in s.end_reason


def test_r19_4_a_tie_is_settled_by_relic_rumble(game):
    """R19.4 (RULINGS B17): tied gods play Relic Rumble: each sign beats exactly two and
    every pair has one winner; signs are chosen in secret; a beaten god is out."""
    beats = twilight.BEATS
    assert beats["stone"] == ("falafel", "feather") and beats["lance"] == ("stone", "feather")
    assert beats["feather"] == ("falafel", "foreskin") and beats["falafel"] == ("foreskin", "lance")
    assert beats["foreskin"] == ("stone", "lance")
    for x, y in combinations(twilight.SIGNS, 2):
        assert (y in beats[x]) != (x in beats[y])
    s = build(game)
    for seat, a in ((0, G), (1, W)):
        complete(game, s, seat, part(a, "head"), part(a, "torso"), part(a, "legs"))
    twilight.end_game(game, s)
    d = settle(game, s)
    assert d is not None and d.kind == "rumble" and d.seat == 0 and len(keys(d)) == 5
    d = choose(game, s, "sign:stone")
    assert d is not None and d.seat == 1 and s.sealed[0] == "stone"
    d = choose(game, s, "sign:stone")  # the same sign: again
    assert d is not None and d.kind == "rumble" and not s.over
    choose(game, s, "sign:feather")
    choose(game, s, "sign:lance")
    assert s.winners == [1]


def test_r19_5_nothing_else_scores(game):
    """R19.5: stored Phenomena, Relics, Monuments and cards in hand are worth nothing at
    the end."""
    s = build(game)
    for seat, a in ((0, G), (1, W)):
        complete(game, s, seat, part(a, "head"), part(a, "torso"), part(a, "legs"))
    rich = s.gods[0]
    rich.phenomena = [take(s, "ph-tsunami"), take(s, "ph-frog-storm")]
    rich.relics = [take(s, "relic-lance-lorenz"), take(s, "relic-feather-ferdinand")]
    rich.monument = [take(s, c) for c in game.cards.monuments["The Leaning Tower of Piety"]]
    give(s, 0, "g1-truth-7-1", "bl-smite#1")
    s.gods[1].supply = 11
    twilight.end_game(game, s)
    assert s.winners == [1]


# ---------------------------------------------------------------- R21 the example's extras


def test_r21_5_the_victim_chooses_between_the_slingshots_outcomes(game):
    """R21.5 (RULINGS B55): the Slingshot gives a fellow god the choice: discard a Heavenly
    Realm card or let the owner illuminate 2; that god decides (and without a Heavenly
    Realm card only the second is open)."""
    s = build(game)
    s.gods[0].relics[0] = take(s, "relic-slingshot-selma")
    give(s, 1, "bl-smite#1", "g2-truth-2-1")
    d = settle(game, s, Step("resolve", 0, {"i": 0}))
    assert d is not None and d.kind == "choose" and d.seat == 1
    choose(game, s, "choice:1")
    assert s.gods[0].supply == 12 and len(s.gods[1].hand) == 2
    s.gods[1].hand.remove("bl-smite#1")
    assert settle(game, s, Step("resolve", 0, {"i": 0})) is None
    assert s.gods[0].supply == 14 and s.gods[1].hand == ["g2-truth-2-1"]


def test_r21_7_the_examples_contest_arithmetic(game):
    """R21.7: Hilga (head and torso, no legs): Holy Host 3 + 3, Truth 5 + 4, a Blessing 1 =
    16; Ralphi (no torso): Truth 3 + 3 + 5, two Heavenly Realm cards, +3 = 16; the tie goes
    to Hilga, who has fewer Believers."""
    s = build(game)
    complete(game, s, 0, "tr-chaotic-head-headwear", "tr-chaotic-torso-chest-hair")
    s.claims = 2
    hilga, ralphi = s.gods
    hilga.supply, s.pagan = 1, s.pagan + 9
    give(
        s,
        0,
        "hh-henry-high-priest",
        "hh-sister-agatha",
        "g1-truth-5-1",
        "g1-truth-4-1",
        "bl-smite#1",
    )
    give(
        s,
        1,
        "g2-truth-3-1",
        "g2-truth-3-2",
        "g2-truth-5-1",
        "relic-lance-lorenz",
        "en-wilma-the-wise",
    )
    on_top(s.phen_deck, "ph-volcanic-eruption")
    settle(game, s, Step("contest"))
    for a, b in zip(hilga.hand[:], ralphi.hand[:], strict=True):
        choose(game, s, f"amen:{a}")
        choose(game, s, f"amen:{b}")
    assert s.last_totals == {"0": 16, "1": 16}
    assert hilga.supply == 1 + 8 and hilga.phenomena == ["ph-volcanic-eruption"]
    assert believers(s) == 140
