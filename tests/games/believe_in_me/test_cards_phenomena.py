"""One test per Phenomenon design (card_data/believe-in-me/phenomena.yaml).

God 0 holds each Phenomenon in a slot and triggers it through the Divine Actions
decision: the card goes to the Phenomenon discard pile (freeing its slot) and its text
happens exactly. Tables start after setup: 10 Believers in each supply, 120 (two gods) or
110 (three gods) in the Pagan pile.
"""

from __future__ import annotations

from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import act, arm, cube, engrave, relic, store, truth
from tests.games.believe_in_me.conftest import believers, build, choose, give, keys


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def trigger(game, state: BState, pid: str, seat: int = 0):
    """God `seat` stores `pid` (unless it already does) and triggers it as its Action."""
    if pid not in state.gods[seat].phenomena:
        store(state, seat, pid)
    d = act(game, state, seat, f"trigger:{pid}")
    if d is None or d.kind == "actions":  # its effect is over: slot freed, card discarded
        assert pid not in state.gods[seat].phenomena and state.phen_discard[0] == pid
    else:  # a question of its effect: it holds its slot till the effect is done (B51)
        assert pid in state.gods[seat].phenomena and pid not in state.phen_discard
    return d


def test_lunar_eclipse(game):
    state = build(game)
    d = trigger(game, state, "ph-lunar-eclipse")
    assert d.kind == "take_truth" and d.seat == 0
    # named (a play-test read it as the draw step's question)
    assert d.prompt.startswith("Lunar Eclipse: choose a Truth card from your personal draw")
    assert choose(game, state, "truth:" + truth(0, 6)) is None
    assert supplies(state) == [13, 10] and state.gods[0].hand == [truth(0, 6)]


def test_double_rainbow(game):
    state = build(game)
    assert trigger(game, state, "ph-double-rainbow") is None
    assert supplies(state) == [14, 10] and state.pagan == 116


def test_drizzle_of_manna(game):
    state = build(game)
    trigger(game, state, "ph-drizzle-of-manna")
    assert state.gods[0].monks == 2 and supplies(state) == [10, 10] and state.pagan == 118
    full = build(game)  # an Unfathomable god has 3 slots: 1 is free
    full.gods[0].monks, full.gods[0].supply = 2, 8
    trigger(game, full, "ph-drizzle-of-manna")
    assert full.gods[0].monks == 3 and full.pagan == 119


def test_great_blossoming(game):
    state = build(game)
    state.gods[0].monks, state.gods[0].supply = 3, 7
    trigger(game, state, "ph-great-blossoming")
    assert supplies(state) == [12, 10]  # 2, plus 1 for each of 3 Monks
    none = build(game)
    trigger(game, none, "ph-great-blossoming")
    assert supplies(none) == [12, 10]


def test_lovely_sunset(game):
    state = build(game)
    top = state.general_deck[-2:][::-1]
    d = trigger(game, state, "ph-lovely-sunset")
    assert d.kind == "take_truth"
    two = next(k for k in keys(d) if "-truth-2-" in k)  # one of three identical 2s
    assert choose(game, state, two) is None
    assert state.gods[0].hand == [two[6:], *top] and supplies(state) == [10, 10]


def test_breeze_of_forgiveness(game):
    state = build(game)
    engrave(state, "cmd-food", 0)
    engrave(state, "cmd-parents", 3)
    d = trigger(game, state, "ph-breeze-of-forgiveness")
    assert d.kind == "pick" and d.seat == 0 and keys(d) == ["pick:0", "pick:3"]
    assert choose(game, state, "pick:3") is None
    assert state.mountain == ["cmd-food", "", "", "", ""]
    assert state.commandment_discard == ["cmd-parents"] and supplies(state) == [12, 10]


def test_volcanic_eruption(game):
    state = build(game, players=3)
    state.gods[2].supply, state.gods[2].monks = 1, 9  # cannot pay both: ignored
    assert trigger(game, state, "ph-volcanic-eruption") is None
    assert supplies(state) == [10, 8, 1] and state.gods[2].monks == 9 and state.pagan == 112


def test_tsunami(game):
    state = build(game, players=3)
    give(state, 1, "bl-smite#1", truth(1, 5), "relic-feather-ferdinand")
    give(state, 2, "bl-door-to-door")
    d = trigger(game, state, "ph-tsunami")
    assert d.kind == "discard" and d.seat == 1 and len(keys(d)) == 3
    d = choose(game, state, "discard:" + truth(1, 5))
    assert d.kind == "discard" and d.seat == 1
    assert choose(game, state, "discard:bl-smite#1") is None  # god 2's only card goes
    assert state.gods[1].hand == ["relic-feather-ferdinand"] and state.gods[2].hand == []
    assert state.gods[1].truth_discard == [truth(1, 5)]
    assert sorted(state.general_discard) == ["bl-door-to-door", "bl-smite#1"]


def test_lightning_strikes_a_tree(game):
    state = build(game, players=3)
    d = trigger(game, state, "ph-lightning-strikes-a-tree")
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [10, 7, 10]
    poor = build(game)
    poor.gods[1].supply, poor.pagan = 2, 128
    trigger(game, poor, "ph-lightning-strikes-a-tree")
    assert supplies(poor) == [10, 2]


def test_plague_of_boils(game):
    state = build(game, players=3)
    state.gods[1].monks, state.gods[1].supply = 3, 8  # 11 Believers, 8 in the supply
    state.pagan = 109
    assert trigger(game, state, "ph-plague-of-boils") is None
    assert supplies(state) == [13, 5, 10]
    tie = build(game, players=3)
    d = trigger(game, tie, "ph-plague-of-boils")
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, tie, "god:2") is None
    assert supplies(tie) == [13, 10, 7]
    # the god with the most Believers is the one, even when it cannot be converted
    stone = build(game, players=3)
    relic(stone, 1, "relic-stone-stanislaus")
    stone.gods[1].supply, stone.pagan = 12, 108
    assert trigger(game, stone, "ph-plague-of-boils") is None
    assert supplies(stone) == [10, 12, 10]


def test_pointed_earthquake(game):
    state = build(game, players=3)
    store(state, 1, "ph-double-rainbow", "ph-frog-storm")
    store(state, 2, "ph-tsunami")
    d = trigger(game, state, "ph-pointed-earthquake")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    d = choose(game, state, "god:1")
    assert d.kind == "pick" and d.seat == 0
    assert keys(d) == ["pick:ph-double-rainbow", "pick:ph-frog-storm"]
    assert choose(game, state, "pick:ph-frog-storm") is None
    assert state.gods[1].phenomena == ["ph-double-rainbow"]
    assert state.phen_discard == ["ph-frog-storm", "ph-pointed-earthquake"]  # its own last
    assert supplies(state) == [12, 10, 10]  # destroyed without effect


def test_rain_of_fire(game):
    state = build(game, players=3)
    state.fp_active, state.fp_holder = True, 1
    d = trigger(game, state, "ph-rain-of-fire")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert state.fp_holder == 2 and supplies(state) == [10, 10, 8]
    assert state.mountain == [""] * 5  # no Commandment is engraved


def test_frog_storm(game):
    state = build(game)
    state.rng = cube("illuminate2", "nothing", "sacrifice_fellow")
    assert trigger(game, state, "ph-frog-storm") is None
    assert supplies(state) == [12, 9]


def test_unpunctual_comet(game):
    state = build(game)
    d = trigger(game, state, "ph-unpunctual-comet")
    assert d.kind == "actions" and state.actions_left == 2


def test_moon_wobbles(game):
    """Its slot is freed only after its effect (rulebook, Trigger a Phenomenon; B51): with
    both slots full it takes nothing (an audit found it took into its own slot)."""
    state = build(game, players=3)
    store(state, 0, "ph-moon-wobbles", "ph-double-rainbow")  # both slots full
    store(state, 1, "ph-tsunami")
    store(state, 2, "ph-frog-storm", "ph-unpunctual-comet")
    assert trigger(game, state, "ph-moon-wobbles") is None
    assert state.gods[0].phenomena == ["ph-double-rainbow"]
    assert [len(state.gods[s].phenomena) for s in (1, 2)] == [1, 2]  # nothing taken
    assert any("no free Phenomenon slot" in e.text for e in state.log)
    assert supplies(state) == [11, 10, 10]  # the Believer still illuminated
    state = build(game, players=3)
    store(state, 0, "ph-moon-wobbles")  # a slot free besides its own
    store(state, 1, "ph-tsunami")
    store(state, 2, "ph-frog-storm", "ph-unpunctual-comet")
    d = trigger(game, state, "ph-moon-wobbles")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    d = choose(game, state, "god:2")
    assert d.kind == "pick" and d.seat == 0
    assert choose(game, state, "pick:ph-unpunctual-comet") is None
    assert state.gods[0].phenomena == ["ph-unpunctual-comet"]
    assert state.gods[2].phenomena == ["ph-frog-storm"]
    assert supplies(state) == [11, 10, 10]


def test_stones_rearrange(game):
    state = build(game)
    engrave(state, "cmd-food", 0)
    engrave(state, "cmd-sneeze", 1)
    drawn = state.commandment_deck[-3:][::-1]
    d = trigger(game, state, "ph-stones-rearrange")
    assert d.kind == "pick" and keys(d) == ["pick:0", "pick:1"]
    d = choose(game, state, "pick:0")
    assert d.kind == "pick" and d.seat == 0 and keys(d) == [f"pick:{c}" for c in drawn]
    assert choose(game, state, f"pick:{drawn[2]}") is None
    assert state.mountain == [drawn[2], "cmd-sneeze", "", "", ""]  # the lowest free place
    assert state.commandment_discard == ["cmd-food", drawn[0], drawn[1]]


def test_raining_cats_and_dogs(game):
    state = build(game, players=3)
    state.rng = cube("illuminate")
    d = trigger(game, state, "ph-raining-cats-and-dogs")
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [13, 8, 10]


def test_spontaneous_ordnance(game):
    state = build(game)
    d = trigger(game, state, "ph-spontaneous-ordnance")
    assert d.kind == "detonate" and d.seat == 0  # RULINGS B58
    assert choose(game, state, "detonate:no") is None
    god = state.gods[0]
    assert (god.grenade_charge, god.detonated, god.supply, state.pagan) == (2, False, 10, 118)
    third = build(game)
    arm(third, 0, "hhg-overwhelming-gratitude")
    third.gods[0].grenade_charge, third.pagan = 1, 119
    trigger(game, third, "ph-spontaneous-ordnance")  # 1 + 2: it detonates with 3
    god = third.gods[0]
    assert (god.grenade_charge, god.detonated, god.supply) == (3, True, 20)
    assert believers(third) == 140
