"""One test per Blessing design (card_data/believe-in-me/blessings.yaml).

Each Blessing is played from the hand through the Divine Actions decision: its Sacrifice
cost is paid, its effect happens exactly as its text says (and its Alignment bonus only
for the Alignment it names), and it ends on the general discard pile. Tables start after
setup: 10 Believers in each supply, 120 (two gods) or 110 (three gods) in the Pagan pile.
"""

from __future__ import annotations

from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import act, arm, cube, engrave, truth
from tests.games.believe_in_me.conftest import build, choose, give, keys, manifest_part

GENTLE_HEAD = "tr-gentle-head-beard"
WRATHFUL_HEAD = "tr-wrathful-head-beard"
CHAOTIC_HEAD = "tr-chaotic-head-beard"


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def bless(game, state: BState, iid: str, seat: int = 0):
    """God `seat` plays the Blessing `iid` from its hand as its one Action."""
    if iid not in state.gods[seat].hand:
        give(state, seat, iid)
    return act(game, state, seat, f"bless:{iid}")


def test_manna_from_heaven(game):
    state = build(game)
    assert bless(game, state, "bl-manna-from-heaven#1") is None
    assert supplies(state) == [12, 10] and state.pagan == 118
    assert state.general_discard == ["bl-manna-from-heaven#1"]
    gentle = build(game)
    manifest_part(game, gentle, 0, GENTLE_HEAD)
    bless(game, gentle, "bl-manna-from-heaven#2")
    assert supplies(gentle) == [13, 10] and gentle.pagan == 117


def test_loaves_and_fishes(game):
    state = build(game)
    bless(game, state, "bl-loaves-and-fishes")
    assert supplies(state) == [12, 10] and state.pagan == 118  # cost 1, illuminate 3


def test_burning_bush(game):
    state = build(game)
    give(state, 0, "bl-burning-bush")
    top = state.general_deck[-1]
    deck = len(state.general_deck)
    bless(game, state, "bl-burning-bush")
    assert supplies(state) == [11, 10] and state.pagan == 119
    assert state.gods[0].hand == [top] and len(state.general_deck) == deck - 1


def test_smite(game):
    state = build(game, players=3)
    d = bless(game, state, "bl-smite#1")
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [9, 10, 8] and state.pagan == 113
    wrathful = build(game, players=3)
    manifest_part(game, wrathful, 0, WRATHFUL_HEAD)
    bless(game, wrathful, "bl-smite#2")
    d = choose(game, wrathful, "god:1")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]  # the same or another
    assert choose(game, wrathful, "god:2") is None
    assert supplies(wrathful) == [9, 8, 9] and wrathful.pagan == 114


def test_plague_of_locusts(game):
    state = build(game, players=3)
    assert bless(game, state, "bl-plague-of-locusts") is None
    assert supplies(state) == [8, 9, 9] and state.pagan == 114
    wrathful = build(game, players=3)
    manifest_part(game, wrathful, 0, WRATHFUL_HEAD)
    give(wrathful, 1, "bl-loaves-and-fishes", truth(1, 5))
    give(wrathful, 2, "bl-burning-bush", "relic-feather-ferdinand")
    d = bless(game, wrathful, "bl-plague-of-locusts")
    assert supplies(wrathful) == [8, 9, 9]
    # god 1's only Heavenly Realm card goes; god 2 chooses which of its two
    assert wrathful.gods[1].hand == [truth(1, 5)]
    assert d.kind == "discard" and d.seat == 2
    assert choose(game, wrathful, "discard:relic-feather-ferdinand") is None
    assert wrathful.gods[2].hand == ["bl-burning-bush"]
    assert wrathful.general_discard == [
        "bl-plague-of-locusts",
        "bl-loaves-and-fishes",
        "relic-feather-ferdinand",
    ]


def test_sermon_on_the_molehill(game):
    state = build(game, players=3)  # Unfathomable (no body yet): the bonus applies
    d = bless(game, state, "bl-sermon-on-the-molehill")
    assert d.kind == "pick_god" and d.seat == 0
    d = choose(game, state, "god:1")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [12, 8, 9] and state.pagan == 111
    gentle = build(game, players=3)
    manifest_part(game, gentle, 0, GENTLE_HEAD)
    bless(game, gentle, "bl-sermon-on-the-molehill")
    assert choose(game, gentle, "god:2") is None
    assert supplies(gentle) == [11, 10, 8]


def test_collection_plate(game):
    state = build(game, players=3)
    assert bless(game, state, "bl-collection-plate") is None
    assert supplies(state) == [11, 9, 9] and state.pagan == 111
    empty = build(game, players=3)
    empty.gods[2].supply, empty.pagan = 0, 120
    bless(game, empty, "bl-collection-plate")
    assert supplies(empty) == [10, 9, 0]


def test_mass_ordination(game):
    state = build(game)
    bless(game, state, "bl-mass-ordination")
    assert state.gods[0].monks == 1 and state.gods[0].supply == 9 and state.pagan == 120
    gentle = build(game)
    manifest_part(game, gentle, 0, GENTLE_HEAD)
    bless(game, gentle, "bl-mass-ordination")
    assert gentle.gods[0].monks == 2 and gentle.pagan == 119
    full = build(game)  # a Gentle god's fourth slot is the last free one
    manifest_part(game, full, 0, GENTLE_HEAD)
    full.gods[0].monks, full.pagan = 3, 117
    bless(game, full, "bl-mass-ordination")
    assert full.gods[0].monks == 4 and full.pagan == 117


def test_door_to_door(game):
    state = build(game)
    bless(game, state, "bl-door-to-door")
    god = state.gods[0]
    assert (god.supply, god.missionaries, state.pagan) == (8, 2, 120)
    half = build(game)  # one free slot left: one Missionary
    half.gods[0].missionaries, half.pagan = 1, 119
    bless(game, half, "bl-door-to-door")
    assert (half.gods[0].supply, half.gods[0].missionaries, half.pagan) == (8, 2, 120)


def test_sudden_divine_idea(game):
    state = build(game)
    give(state, 0, "bl-sudden-divine-idea#2")
    top = state.general_deck[-2:][::-1]
    bless(game, state, "bl-sudden-divine-idea#2")
    assert state.gods[0].hand == top and supplies(state) == [10, 10]


def test_moment_of_clarity(game):
    state = build(game)  # Unfathomable: 2 Truth cards
    d = bless(game, state, "bl-moment-of-clarity")
    assert d.kind == "take_truth" and d.seat == 0 and "truth:" + truth(0, 7) in keys(d)
    d = choose(game, state, "truth:" + truth(0, 7))
    assert d.kind == "take_truth"
    assert choose(game, state, "truth:" + truth(0, 6)) is None
    assert state.gods[0].hand == [truth(0, 7), truth(0, 6)]
    peek = [e for e in state.log if e.text.startswith("Next Phenomena")]
    names = ", ".join(game.card_label(c) for c in state.phen_deck[-3:][::-1])
    assert [(e.text, e.seats) for e in peek] == [(f"Next Phenomena: {names}.", (0,))]
    gentle = build(game)
    manifest_part(game, gentle, 0, GENTLE_HEAD)
    bless(game, gentle, "bl-moment-of-clarity")
    assert choose(game, gentle, "truth:" + truth(0, 5)) is None
    assert gentle.gods[0].hand == [truth(0, 5)]


def test_working_on_the_seventh_day(game):
    state = build(game)
    d = bless(game, state, "bl-working-on-the-seventh-day")
    assert d.kind == "actions" and state.actions_left == 2
    assert supplies(state) == [8, 10]


def test_cosmic_dice_night(game):
    state = build(game)
    state.rng = cube("illuminate", "illuminate2", "sacrifice")
    bless(game, state, "bl-cosmic-dice-night")
    assert supplies(state) == [13, 10]  # two rolls: gold, two golds
    chaotic = build(game)
    manifest_part(game, chaotic, 0, CHAOTIC_HEAD)
    chaotic.rng = cube("illuminate", "illuminate2", "sacrifice")
    bless(game, chaotic, "bl-cosmic-dice-night")
    assert supplies(chaotic) == [12, 10]  # a third roll: red, one of your own


def test_sticky_fingers(game):
    state = build(game, players=3)
    give(state, 1, "relic-feather-ferdinand")
    d = bless(game, state, "bl-sticky-fingers")  # only god 1 has a card to take
    assert d is None and state.gods[0].hand == ["relic-feather-ferdinand"]
    assert supplies(state) == [9, 10, 10]
    chaotic = build(game, players=3)
    manifest_part(game, chaotic, 0, CHAOTIC_HEAD)
    give(chaotic, 1, "relic-feather-ferdinand")
    give(chaotic, 2, truth(2, 5))
    d = bless(game, chaotic, "bl-sticky-fingers")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    d = choose(game, chaotic, "god:1")
    assert d is None  # the second take: god 1's hand is empty now, god 2 is the only one
    assert chaotic.gods[0].hand == ["relic-feather-ferdinand"]
    assert chaotic.gods[2].hand == [] and chaotic.gods[2].truth_discard == [truth(2, 5)]


def test_blessed_ordnance(game):
    state = build(game)
    give(state, 0, "bl-blessed-ordnance")
    top = state.general_deck[-1]
    d = bless(game, state, "bl-blessed-ordnance")
    god = state.gods[0]
    assert d.kind == "detonate" and d.seat == 0  # RULINGS B58: before the draw
    assert (god.grenade_charge, god.supply, state.pagan, god.detonated) == (1, 10, 119, False)
    assert god.hand == []
    assert choose(game, state, "detonate:no") is None
    assert god.hand == [top] and not god.detonated
    third = build(game)
    arm(third, 0, "hhg-overwhelming-gratitude")
    third.gods[0].grenade_charge, third.pagan = 2, 118
    bless(game, third, "bl-blessed-ordnance")
    god = third.gods[0]
    assert god.detonated and god.grenade_charge == 3
    assert god.supply == 20 and third.pagan == 107 and len(god.hand) == 1


def test_tablets_third_draft(game):
    state = build(game)  # Unfathomable: illuminate 2 as well
    drawn = state.commandment_deck[-3:][::-1]
    d = bless(game, state, "bl-tablets-third-draft")
    assert d.kind == "pick" and d.seat == 0 and keys(d) == [f"pick:{c}" for c in drawn]
    assert choose(game, state, f"pick:{drawn[1]}") is None
    assert state.mountain == [drawn[1], "", "", "", ""]
    assert state.commandment_discard == [drawn[0], drawn[2]]
    assert [drawn[0], 0] in state.secret and [drawn[2], 0] in state.secret
    assert supplies(state) == [10, 10]
    gentle = build(game)
    manifest_part(game, gentle, 0, GENTLE_HEAD)
    drawn = gentle.commandment_deck[-3:][::-1]
    bless(game, gentle, "bl-tablets-third-draft")
    choose(game, gentle, f"pick:{drawn[0]}")
    assert supplies(gentle) == [8, 10] and gentle.mountain[0] == drawn[0]


def test_iconoclasm_for_beginners(game):
    state = build(game)
    engrave(state, "cmd-food", 0)
    engrave(state, "cmd-sneeze", 1)
    d = bless(game, state, "bl-iconoclasm-for-beginners")
    assert d.kind == "pick" and d.seat == 0 and keys(d) == ["pick:0", "pick:1"]
    assert choose(game, state, "pick:1") is None
    assert state.mountain == ["cmd-food", "", "", "", ""]
    assert state.commandment_discard == ["cmd-sneeze"] and supplies(state) == [9, 10]


def test_plausible_deniability(game):
    state = build(game, players=3)
    state.fp_active, state.fp_holder = True, 0
    d = bless(game, state, "bl-plausible-deniability")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert state.fp_holder == 2 and supplies(state) == [10, 10, 9]
    assert state.mountain == [""] * 5  # no Commandment is engraved
    without = build(game, players=3)
    bless(game, without, "bl-plausible-deniability")
    assert supplies(without) == [11, 10, 10] and not without.fp_active


def test_a_blessing_reaches_the_discard_pile_after_its_effect(game):
    """Rulebook: the effect, "Afterwards they are placed on the general discard pile": a
    draw that empties the general draw pile does not shuffle the Blessing back in to be
    drawn by its own effect (an audit saw A Sudden Divine Idea draw itself)."""
    state = build(game, players=2)
    idea = "bl-sudden-divine-idea#1"
    give(state, 0, idea)
    state.box.extend(state.general_deck[:-1])  # one card left to draw, none discarded
    del state.general_deck[:-1]
    state.general_discard.clear()
    last = state.general_deck[0]
    bless(game, state, idea)
    assert state.gods[0].hand == [last] and state.general_discard == [idea]
    assert not any("shuffled into a new draw pile" in e.text for e in state.log)


def test_a_holy_host_is_not_drawn_back_by_its_own_effect(game):
    """The same for a Holy Host (Friar Fergus: drive out an Enlightener, then draw 1): the
    reshuffle takes the driven-out Enlightener, not Fergus."""
    from tests.games.believe_in_me.conftest import place_enlightener

    state = build(game, players=2)
    give(state, 0, "hh-friar-fergus")
    place_enlightener(state, 0, "en-gerald-the-doomsayer", 1)  # a Prophet
    state.box.extend(state.general_deck)
    state.general_deck, state.general_discard = [], []
    act(game, state, 0, "host:hh-friar-fergus:en-gerald-the-doomsayer")
    assert state.gods[0].hand == ["en-gerald-the-doomsayer"]
    assert state.general_discard == ["hh-friar-fergus"]
