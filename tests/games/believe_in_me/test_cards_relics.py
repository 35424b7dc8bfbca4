"""One test per Relic design (card_data/believe-in-me/relics.yaml).

Each Relic is played from the hand onto the left divine hand through the Divine Actions
decision (its Sacrifice cost paid exactly), then met where its text acts: an `on_resolve`
Relic when its owner's tableau resolves (steps 7-8), a `static` one where the rule it
changes is used (a Contest's count, the draw step, the Actions per turn, a fellow god's
card). Tables start after setup: 10 Believers in each supply.
"""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import act, actions, cube, relic, resolve, reveal, truth
from tests.games.believe_in_me.conftest import (
    believers,
    build,
    choose,
    give,
    keys,
    manifest_part,
    settle,
)

PHEN = "ph-double-rainbow"


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def place(game, state: BState, rid: str, seat: int = 0, cost: int = 0) -> None:
    """God `seat` plays the Relic onto its left hand, paying exactly `cost`."""
    give(state, seat, rid)
    before = state.gods[seat].supply
    assert act(game, state, seat, f"relic:{rid}:0") is None
    assert state.gods[seat].relics == [rid, ""]
    assert state.gods[seat].supply == before - cost


def test_slingshot_of_selma(game):
    state = build(game, players=3)
    place(game, state, "relic-slingshot-selma", cost=2)
    give(state, 1, "bl-loaves-and-fishes", truth(1, 5))
    d = resolve(game, state, 0)
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    d = choose(game, state, "god:1")
    assert d.kind == "choose" and d.seat == 1  # the fellow god chooses
    assert keys(d) == ["choice:0", "choice:1"]
    hilga, ralphi = state.name(0), state.name(1)  # the owner named, not "them"
    assert [o.label for o in d.options][1] == f"Let {hilga} illuminate 2 Believers"
    assert choose(game, state, "choice:0") is None
    assert state.gods[1].hand == [truth(1, 5)]
    assert state.general_discard == ["bl-loaves-and-fishes"] and supplies(state) == [8, 10, 10]
    d = resolve(game, state, 0)  # next time god 1 has no Heavenly Realm card: no choice
    start = len(state.log)
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [10, 10, 10] and state.gods[1].hand == [truth(1, 5)]
    said = f"{ralphi} has no other choice: let {hilga} illuminate 2 Believers."
    assert said in [e.text for e in state.log[start:]]
    give(state, 2, "bl-smite#1")
    resolve(game, state, 0)
    assert choose(game, state, "god:2").seat == 2
    assert choose(game, state, "choice:1") is None  # god 2 lets god 0 illuminate 2
    assert supplies(state) == [12, 10, 10] and state.gods[2].hand == ["bl-smite#1"]


def test_falafel_of_fatima(game):
    state = build(game)
    place(game, state, "relic-falafel-fatima", cost=2)
    resolve(game, state, 0)
    assert supplies(state) == [9, 10]
    gentle = build(game)
    manifest_part(game, gentle, 0, "tr-gentle-head-beard")
    relic(gentle, 0, "relic-falafel-fatima")
    resolve(game, gentle, 0)
    assert supplies(gentle) == [13, 10]  # Gentle token 1, the Falafel 1 + 1


def test_begging_bowl_of_benedikt(game):
    state = build(game, players=3)
    place(game, state, "relic-begging-bowl-benedikt", cost=3)
    state.gods[1].supply, state.gods[2].supply, state.pagan = 12, 11, 114
    assert resolve(game, state, 0) is None
    assert supplies(state) == [8, 11, 11]
    d = resolve(game, state, 0)  # 11 and 11: a tie, god 0 chooses
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [9, 11, 10]


def test_bell_of_barnabas(game):
    state = build(game, players=3)
    place(game, state, "relic-bell-barnabas", cost=2)
    state.gods[2].supply, state.pagan = 12, 110
    assert resolve(game, state, 0) is None
    assert supplies(state) == [8, 10, 11] and believers(state) == 140
    wrathful = build(game, players=3)
    manifest_part(game, wrathful, 0, "tr-wrathful-head-beard")
    relic(wrathful, 0, "relic-bell-barnabas")
    wrathful.gods[1].supply, wrathful.gods[2].supply, wrathful.pagan = 12, 11, 107
    d = resolve(game, wrathful, 0)
    assert d.kind == "pick_god"  # the Wrathful token first
    d = choose(game, wrathful, "god:1")  # 11 and 11 now: the Bell's tie is god 0's choice
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, wrathful, "god:1") is None
    # that god (god 1) sacrifices 1 more, though god 2 now has more Believers
    assert supplies(wrathful) == [10, 9, 11] and believers(wrathful) == 140


def test_rosary_of_rupert(game):
    state = build(game)
    place(game, state, "relic-rosary-rupert", cost=3)
    top = state.general_deck[-1]
    resolve(game, state, 0)
    assert state.gods[0].hand == [top] and supplies(state) == [7, 10]


def test_dice_of_desmond(game):
    state = build(game)
    place(game, state, "relic-dice-desmond", cost=1)
    state.rng = cube("illuminate2")
    resolve(game, state, 0)
    assert supplies(state) == [11, 10]
    chaotic = build(game)
    manifest_part(game, chaotic, 0, "tr-chaotic-head-beard")
    relic(chaotic, 0, "relic-dice-desmond")
    chaotic.rng = cube("nothing", "illuminate")  # the Chaotic token's roll, then the Dice
    resolve(game, chaotic, 0)
    assert supplies(chaotic) == [12, 10]  # gold 1, and 1 more for being Chaotic


def test_lance_of_lorenz(game):
    state = build(game)
    place(game, state, "relic-lance-lorenz", cost=3)
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, PHEN, {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {0: 9, 1: 8}
    armed = build(game)
    manifest_part(game, armed, 0, "tr-wrathful-torso-weapon")
    relic(armed, 0, "relic-lance-lorenz")
    give(armed, 0, truth(0, 5))
    give(armed, 1, truth(1, 5))
    # a Weapon (a torso: no +3): 5 + 3 from the Lance
    assert reveal(game, armed, PHEN, {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {0: 8, 1: 8}


def test_tooth_of_theodora(game):
    state = build(game)
    place(game, state, "relic-tooth-theodora", cost=2)
    cards = ["bl-smite#1", "relic-feather-ferdinand"]
    give(state, 0, *cards)
    give(state, 1, "bl-smite#2")
    # a Blessing 3, a Relic still 1, +3 (no torso); god 1's Blessing counts 1
    assert reveal(game, state, PHEN, {0: cards, 1: ["bl-smite#2"]}) == {0: 7, 1: 4}


def test_abacus_of_anselm(game):
    state = build(game)  # Unfathomable: 3 Truth cards, and a hand limit of 7
    place(game, state, "relic-abacus-anselm", cost=2)
    d = settle(game, state, Step("draw", 0))
    for value in (7, 6, 5):
        assert d.kind == "take_truth"
        d = choose(game, state, "truth:" + truth(0, value))
    assert d is None
    hand = state.gods[0].hand
    assert hand[:3] == [truth(0, 7), truth(0, 6), truth(0, 5)] and len(hand) == 7
    gentle = build(game)  # a Gentle torso: 3 Truth cards, the hand limit stays 6
    manifest_part(game, gentle, 0, "tr-gentle-torso-finery")
    relic(gentle, 0, "relic-abacus-anselm")
    d = settle(game, gentle, Step("draw", 0))
    for value in (7, 6, 5):
        d = choose(game, gentle, "truth:" + truth(0, value))
    assert d is None and len(gentle.gods[0].hand) == 6


def test_sock_of_siegfried(game):
    state = build(game)
    place(game, state, "relic-sock-siegfried", cost=3)
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, PHEN, {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {0: 8, 1: 7}


def test_stone_of_stanislaus(game):
    state = build(game)
    place(game, state, "relic-stone-stanislaus", cost=4)
    give(state, 1, "bl-smite#1", "bl-sermon-on-the-molehill")
    act(game, state, 1, "bless:bl-smite#1")
    assert supplies(state) == [6, 9]  # god 1 paid 1; god 0 sacrifices nothing
    act(game, state, 1, "bless:bl-sermon-on-the-molehill")
    assert supplies(state) == [6, 8]  # nobody to convert from
    give(state, 0, "bl-loaves-and-fishes")
    act(game, state, 0, "bless:bl-loaves-and-fishes")
    assert supplies(state) == [8, 8]  # its own costs are still paid


def test_earplugs_of_egbert(game):
    state = build(game)
    give(state, 1, "en-sandwich-board")
    assert "enl:en-sandwich-board:0" in keys(actions(game, state, 1))
    assert choose(game, state, "end") is None
    place(game, state, "relic-earplugs-egbert", cost=3)
    assert not [k for k in keys(actions(game, state, 1)) if k.startswith("enl:")]


def test_feather_of_ferdinand(game):
    state = build(game)
    place(game, state, "relic-feather-ferdinand", cost=1)
    d = settle(game, state, Step("draw", 0))
    assert choose(game, state, "truth:stop") is None and d.kind == "take_truth"
    assert len(state.gods[0].hand) == 7


def test_hourglass_of_horatio(game):
    state = build(game)
    place(game, state, "relic-hourglass-horatio", cost=6)
    d = settle(game, state, Step("god_turn", 0))
    assert d.kind == "actions" and state.actions_left == 3 and supplies(state) == [4, 10]


def test_purse_of_prudence(game):
    state = build(game)
    place(game, state, "relic-purse-prudence", cost=4)
    give(state, 0, "bl-loaves-and-fishes", "bl-door-to-door", "en-zebediah-the-relentless")
    d = actions(game, state, 0, 3)
    labels = {o.key: o.label for o in d.options}
    assert labels["bless:bl-loaves-and-fishes"].endswith("(cost 0)")
    assert labels["enl:en-zebediah-the-relentless:1"].endswith("(cost 2)")
    choose(game, state, "bless:bl-loaves-and-fishes")
    assert supplies(state) == [9, 10]  # 6, nothing paid, 3 illuminated
    choose(game, state, "bless:bl-door-to-door")
    assert supplies(state) == [8, 10] and state.gods[0].missionaries == 2
    choose(game, state, "enl:en-zebediah-the-relentless:1")
    assert supplies(state) == [6, 10]


def test_trowel_of_tobias(game):
    state = build(game)
    place(game, state, "relic-trowel-tobias", cost=1)
    pile = len(state.monument_pile)
    d = act(game, state, 0, "build")
    assert d.kind == "monument" and len(state.stack[-1].data["drawn"]) == 5
    assert len(state.monument_pile) == pile - 5


def test_ladle_of_ludmilla(game):
    state = build(game)
    place(game, state, "relic-ladle-ludmilla", cost=2)
    state.gods[0].monks, state.gods[0].supply = 2, 6
    resolve(game, state, 0)
    assert supplies(state) == [9, 10]  # 2 Monks, 1 more


def test_trumpet_of_tristan(game):
    state = build(game, players=3)
    place(game, state, "relic-trumpet-tristan", cost=2)
    state.gods[0].missionaries, state.gods[0].supply = 2, 6
    d = resolve(game, state, 0)
    assert d.kind == "pick_god" and d.seat == 0
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [8, 10, 8]  # the full temple converts 1 + 1
