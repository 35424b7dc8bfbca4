"""One test per Holy Hand Grenade design (card_data/believe-in-me/grenades.yaml), each of
its three tiers on a fresh table.

God 0 keeps the grenade with `tier - 1` Believers already on it and takes the Charge
Action (1 Believer from its supply onto the grenade): with 1 or 2 it chooses to detonate,
with the third it detonates by itself. So before the effect god 0's supply is 10 - tier
(the grenade's Believers stay on it). Tables start after setup: 10 Believers in each
supply, 120 (two gods) or 110 (three gods) in the Pagan pile.
"""

from __future__ import annotations

from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import Scripted, act, arm, engrave, store, truth
from tests.games.believe_in_me.conftest import believers, build, choose, give, keys


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def detonate(game, state: BState, gid: str, tier: int):
    """God 0 charges `gid` to `tier` Believers and detonates it."""
    arm(state, 0, gid)
    god = state.gods[0]
    god.grenade_charge, god.supply = tier - 1, god.supply - (tier - 1)
    d = act(game, state, 0, "grenade")
    if tier < 3:
        assert d.kind == "detonate" and d.seat == 0
        assert keys(d) == ["detonate:no", "detonate:yes"]
        d = choose(game, state, "detonate:yes")
    assert god.detonated and god.grenade_charge == tier
    return d


def test_overwhelming_gratitude(game):
    state = build(game)
    arm(state, 0, "hhg-overwhelming-gratitude")
    act(game, state, 0, "grenade")
    assert choose(game, state, "detonate:no") is None  # it may keep charging
    assert state.gods[0].grenade_charge == 1 and not state.gods[0].detonated
    for tier, supply in ((1, 12), (2, 14), (3, 17)):
        state = build(game)
        assert detonate(game, state, "hhg-overwhelming-gratitude", tier) is None
        assert supplies(state) == [supply, 10] and believers(state) == 140


def test_righteous_indignation(game):
    for tier in (1, 2):
        state = build(game, players=3)
        give(state, 1, "bl-smite#1")
        assert detonate(game, state, "hhg-righteous-indignation", tier) is None
        assert supplies(state) == [10 - tier, 10 - tier, 10 - tier]
        assert state.gods[1].hand == ["bl-smite#1"]
    state = build(game, players=3)
    give(state, 1, "bl-smite#1", truth(1, 5))
    give(state, 2, "bl-smite#2", "relic-feather-ferdinand")
    state.gods[2].supply, state.pagan = 2, 118  # cannot pay 3 whole: ignored
    d = detonate(game, state, "hhg-righteous-indignation", 3)
    assert supplies(state) == [7, 7, 2]
    assert state.gods[1].hand == [truth(1, 5)]  # its only Heavenly Realm card
    assert d.kind == "discard" and d.seat == 2
    assert choose(game, state, "discard:relic-feather-ferdinand") is None
    assert state.gods[2].hand == ["bl-smite#2"]


def phen_table(game) -> BState:
    state = build(game, players=3)
    store(state, 1, "ph-tsunami", "ph-frog-storm")
    store(state, 2, "ph-double-rainbow", "ph-lunar-eclipse")
    return state


def test_evil_laughter(game):
    state = phen_table(game)
    d = detonate(game, state, "hhg-evil-laughter", 1)
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    d = choose(game, state, "god:1")
    assert d.kind == "pick" and d.seat == 0
    assert choose(game, state, "pick:ph-frog-storm") is None
    assert state.gods[1].phenomena == ["ph-tsunami"] and state.phen_discard == ["ph-frog-storm"]
    assert len(state.gods[2].phenomena) == 2 and supplies(state) == [9, 10, 10]
    state = phen_table(game)
    detonate(game, state, "hhg-evil-laughter", 2)
    choose(game, state, "god:2")
    assert choose(game, state, "pick:ph-lunar-eclipse") is None  # the second: the last one
    assert state.gods[2].phenomena == [] and len(state.gods[1].phenomena) == 2
    assert sorted(state.phen_discard) == ["ph-double-rainbow", "ph-lunar-eclipse"]
    state = phen_table(game)
    detonate(game, state, "hhg-evil-laughter", 3)
    d = choose(game, state, "god:1")
    assert d.kind == "pick" and keys(d) == ["pick:ph-tsunami", "pick:ph-frog-storm"]
    d = choose(game, state, "pick:ph-tsunami")  # and the other: 2 of god 1's
    # then 2 more: god 2 is the only fellow left with any
    assert d.kind == "pick" and keys(d) == ["pick:ph-double-rainbow", "pick:ph-lunar-eclipse"]
    assert choose(game, state, "pick:ph-lunar-eclipse") is None
    assert state.gods[1].phenomena == [] and state.gods[2].phenomena == []
    assert len(state.phen_discard) == 4 and supplies(state) == [7, 10, 10]


def test_sudden_conversion(game):
    state = build(game, players=3)
    d = detonate(game, state, "hhg-sudden-conversion", 1)
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [11, 10, 8]
    state = build(game, players=3)
    detonate(game, state, "hhg-sudden-conversion", 2)
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [12, 6, 10]
    state = build(game, players=3)
    state.gods[2].supply, state.pagan = 1, 119  # as many as it has
    assert detonate(game, state, "hhg-sudden-conversion", 3) is None
    assert supplies(state) == [11, 7, 0] and believers(state) == 140
    # no fellow god has a Believer in supply: nobody is named, and the log says why
    state = build(game)
    state.gods[1].supply, state.pagan = 0, 130
    assert detonate(game, state, "hhg-sudden-conversion", 1) is None
    assert supplies(state) == [9, 0]
    said = [e.text for e in state.log]
    why = "no fellow god has a Believer in supply to convert"
    assert f"{state.name(0)} names nobody: {why}." in said


def test_spontaneous_ordination(game):
    for tier, monks, missionaries, pagan in ((1, 1, 0, 119), (2, 2, 0, 118), (3, 3, 2, 115)):
        state = build(game)
        assert detonate(game, state, "hhg-spontaneous-ordination", tier) is None
        god = state.gods[0]
        assert (god.monks, god.missionaries, god.supply) == (monks, missionaries, 10 - tier)
        assert state.pagan == pagan and believers(state) == 140


def test_mass_amnesia(game):
    state = build(game, players=3)
    give(state, 1, truth(1, 5), "bl-smite#1")
    give(state, 2, truth(2, 5))
    assert detonate(game, state, "hhg-mass-amnesia", 1) is None
    assert state.gods[1].hand == [truth(1, 5)] and state.gods[2].hand == [truth(2, 5)]
    state = build(game, players=3)
    give(state, 1, truth(1, 5), "bl-smite#1", "bl-smite#2")
    give(state, 2, truth(2, 5))
    d = detonate(game, state, "hhg-mass-amnesia", 2)
    assert (
        d.kind == "discard"
        and d.seat == 1
        and keys(d)
        == [
            "discard:" + truth(1, 5),
            "discard:bl-smite#1",
        ]
    )
    d = choose(game, state, "discard:" + truth(1, 5))
    # then one of two Smite!s: alike, but asked all the same (the backs show two cards)
    assert d.kind == "discard" and keys(d) == ["discard:bl-smite#1"]
    assert choose(game, state, "discard:bl-smite#1") is None
    assert len(state.gods[1].hand) == 1 and state.gods[2].hand == []
    assert state.gods[2].truth_discard == [truth(2, 5)]
    state = build(game, players=3)
    give(state, 1, truth(1, 5), "bl-smite#1", "bl-door-to-door", "relic-feather-ferdinand")
    d = detonate(game, state, "hhg-mass-amnesia", 3)
    for iid in (truth(1, 5), "bl-smite#1"):
        assert d.kind == "discard" and d.seat == 1
        d = choose(game, state, f"discard:{iid}")
    assert d.kind == "discard"
    assert choose(game, state, "discard:relic-feather-ferdinand") is None
    assert state.gods[1].hand == ["bl-door-to-door"]


def test_glittering_abundance(game):
    state = build(game)
    top = state.general_deck[-2:][::-1]
    assert detonate(game, state, "hhg-glittering-abundance", 1) is None
    assert state.gods[0].hand == top and supplies(state) == [9, 10]
    state = build(game)
    top = state.general_deck[-3:][::-1]
    d = detonate(game, state, "hhg-glittering-abundance", 2)
    assert d.kind == "take_truth"
    assert choose(game, state, "truth:" + truth(0, 7)) is None
    assert state.gods[0].hand == [*top, truth(0, 7)] and supplies(state) == [8, 10]
    state = build(game)
    top = state.general_deck[-4:][::-1]
    d = detonate(game, state, "hhg-glittering-abundance", 3)
    d = choose(game, state, "truth:" + truth(0, 7))
    assert d.kind == "take_truth"
    assert choose(game, state, "truth:" + truth(0, 6)) is None
    assert state.gods[0].hand == [*top, truth(0, 7), truth(0, 6)]
    assert supplies(state) == [9, 10]


def test_theological_revision(game):
    state = build(game)
    engrave(state, "cmd-food", 0)
    engrave(state, "cmd-sneeze", 1)
    d = detonate(game, state, "hhg-theological-revision", 1)
    assert d.kind == "pick" and keys(d) == ["pick:0", "pick:1"]
    assert choose(game, state, "pick:0") is None
    assert state.mountain == ["", "cmd-sneeze", "", "", ""] and supplies(state) == [9, 10]
    state = build(game)
    engrave(state, "cmd-food", 0)
    assert detonate(game, state, "hhg-theological-revision", 2) is None  # the only one
    assert state.mountain == [""] * 5 and supplies(state) == [11, 10]
    state = build(game)
    engrave(state, "cmd-food", 0)
    engrave(state, "cmd-sneeze", 1)
    engrave(state, "cmd-parents", 2)
    d = detonate(game, state, "hhg-theological-revision", 3)
    d = choose(game, state, "pick:2")
    assert d.kind == "pick" and keys(d) == ["pick:0", "pick:1"]
    drawn = state.commandment_deck[-3:][::-1]
    d = choose(game, state, "pick:0")
    assert d.kind == "pick" and keys(d) == [f"pick:{c}" for c in drawn]
    assert choose(game, state, f"pick:{drawn[1]}") is None
    assert state.mountain == [drawn[1], "cmd-sneeze", "", "", ""]
    assert state.commandment_discard == ["cmd-parents", "cmd-food", drawn[0], drawn[2]]
    assert supplies(state) == [10, 10]


def test_grand_larceny(game):
    state = build(game, players=3)
    give(state, 1, "bl-smite#1", truth(1, 5), "relic-feather-ferdinand")
    give(state, 2, "bl-door-to-door")
    state.rng = Scripted(2, 0)  # god 1's last card, then its first
    d = detonate(game, state, "hhg-grand-larceny", 1)
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:1") is None
    assert state.gods[0].hand == ["relic-feather-ferdinand", "bl-smite#1"]
    assert state.gods[1].hand == [truth(1, 5)]
    state = build(game, players=3)
    store(state, 1, "ph-tsunami")
    give(state, 2, truth(2, 5))
    d = detonate(game, state, "hhg-grand-larceny", 2)  # only god 1 has a Phenomenon
    assert state.gods[0].phenomena == ["ph-tsunami"] and state.gods[1].phenomena == []
    assert d is None  # only god 2 has a card: it is a stolen Truth card, discarded
    assert state.gods[0].hand == [] and state.gods[2].truth_discard == [truth(2, 5)]
    state = build(game, players=3)
    store(state, 1, "ph-tsunami")
    store(state, 2, "ph-frog-storm", "ph-double-rainbow")
    give(state, 1, "bl-smite#1", "bl-smite#2")
    state.rng = Scripted(0, 0)
    d = detonate(game, state, "hhg-grand-larceny", 3)
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    d = choose(game, state, "god:1")  # its only Phenomenon; then god 2 is the only one left
    assert d.kind == "pick" and d.seat == 0
    assert keys(d) == ["pick:ph-frog-storm", "pick:ph-double-rainbow"]
    # then 2 cards: only god 1 has any
    assert choose(game, state, "pick:ph-double-rainbow") is None
    assert state.gods[0].phenomena == ["ph-tsunami", "ph-double-rainbow"]
    assert state.gods[2].phenomena == ["ph-frog-storm"]
    assert state.gods[0].hand == ["bl-smite#1", "bl-smite#2"] and state.gods[1].hand == []
