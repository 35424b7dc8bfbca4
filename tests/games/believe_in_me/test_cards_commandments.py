"""One test per Commandment design (card_data/believe-in-me/commandments.yaml).

Each Commandment is engraved on the Mountain and the rule it changes is met where the game
uses it (the tableau resolution, the draw step, a Contest's count, a claim's reward, the
Actions offered and their costs), for a god it targets, a god it does not target, and
(for a few negative ones) a Pure Gentle god, whom negative Commandments pass over.
Tables start after setup: 10 Believers in each supply.
"""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import (
    act,
    actions,
    cube,
    engrave,
    relic,
    resolve,
    reveal,
    store,
    truth,
)
from tests.games.believe_in_me.conftest import (
    build,
    choose,
    give,
    keys,
    manifest_part,
    place_enlightener,
    settle,
    take,
)

PURE_GENTLE = ("tr-gentle-head-beard", "tr-gentle-torso-finery", "tr-gentle-legs-toes")


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def body(game, state: BState, seat: int, *parts: str) -> None:
    for p in parts:
        manifest_part(game, state, seat, p)


def draw(game, state: BState, seat: int) -> tuple[int, int]:
    """God `seat`'s draw step from an empty hand, taking every Truth card it may: how many
    Truth cards it took, and the hand size after."""
    d = settle(game, state, Step("draw", seat))
    taken = 0
    while d is not None and d.kind == "take_truth":
        pick = next(k for k in keys(d) if k != "truth:stop")
        d = choose(game, state, pick)
        taken += 1
    assert d is None
    return taken, len(state.gods[seat].hand)


def labels(game, state: BState, seat: int) -> dict[str, str]:
    d = actions(game, state, seat)
    return {o.key: o.label for o in d.options}


def test_covfefe(game):
    state = build(game, players=3)
    body(game, state, 0, "tr-wrathful-torso-finery")
    body(game, state, 2, *PURE_GENTLE)
    engrave(state, "cmd-covfefe")
    plays = {
        0: [truth(0, 5), "hh-sister-agatha", "bl-smite#1"],
        1: [truth(1, 5), "hh-sexton-silas", "bl-smite#2"],
        2: [truth(2, 5), "hh-deacon-doubtwell", "bl-loaves-and-fishes"],
    }
    for seat, cards in plays.items():
        give(state, seat, *cards)
    # Finery: Heavenly Realm cards count 0 (and a torso: no +3); no Finery: 5+3+1+3;
    # Pure Gentleness (Finery too) ignores it: 5 + Holy Host 1 (legs) + 1
    assert reveal(game, state, "ph-tsunami", plays) == {0: 5, 1: 12, 2: 7}


def test_bodily_winds(game):
    state = build(game, players=3)
    body(game, state, 0, "tr-gentle-head-horns")
    body(game, state, 2, *PURE_GENTLE)
    for god in state.gods:
        god.monks, god.supply = 2, 8
    engrave(state, "cmd-bodily-winds")
    for seat in range(3):
        resolve(game, state, seat)
    # Gentle: the token's 1, Monks idle; Unfathomable: 2 Monks; Pure Gentle: 1 + 2
    assert supplies(state) == [9, 10, 11]


def test_food(game):
    state = build(game)
    mid = "mon-colossus-of-modest-proportions"
    state.gods[1].monument = [take(state, f"{mid}#{k}") for k in (1, 2, 3)]
    state.gods[1].supply = 10
    engrave(state, "cmd-food")
    assert draw(game, state, 0) == (2, 6)
    # the Colossus itself adds 1, Food 1 more
    assert draw(game, state, 1) == (2, 8)
    state.mountain[0] = ""
    state.gods[1].hand = []
    assert draw(game, state, 1)[1] == 7


def test_sneeze(game):
    state = build(game)
    body(game, state, 1, "tr-wrathful-torso-weapon", "tr-wrathful-legs-toes")
    state.gods[0].monks = state.gods[1].monks = 1
    state.gods[0].supply = state.gods[1].supply = 9
    resolve(game, state, 0)
    assert supplies(state) == [10, 9]
    engrave(state, "cmd-sneeze")
    resolve(game, state, 0)  # Unfathomable: 1 Monk, 1 more
    assert supplies(state) == [12, 9]
    resolve(game, state, 1)  # Wrathful: 1 Monk; its token makes god 0 sacrifice 1
    assert supplies(state) == [11, 10]


def test_parents(game):
    state = build(game)
    give(state, 0, "bl-loaves-and-fishes")
    give(state, 1, "bl-smite#1")
    assert "bless:bl-loaves-and-fishes" in labels(game, state, 0)
    choose(game, state, "end")
    engrave(state, "cmd-parents")
    place_enlightener(state, 1, "en-sandwich-board", 0)
    assert not [k for k in labels(game, state, 0) if k.startswith("bless:")]
    choose(game, state, "end")
    act(game, state, 1, "bless:bl-smite#1")  # god 1 has an Enlightener: it may
    assert supplies(state) == [8, 9]


def test_beep(game):
    state = build(game)
    body(game, state, 1, "tr-wrathful-head-beard")
    relic(state, 1, "relic-falafel-fatima")
    relic(state, 0, "relic-rosary-rupert")
    resolve(game, state, 1)
    assert supplies(state) == [9, 11]  # the Wrathful token, then the Falafel
    engrave(state, "cmd-beep")
    resolve(game, state, 1)
    assert supplies(state) == [8, 11]  # the Falafel is face down
    top = state.general_deck[-1]
    resolve(game, state, 0)  # Unfathomable god 0's Rosary still draws
    assert state.gods[0].hand == [top]


def test_crumbs(game):
    state = build(game)
    body(game, state, 0, "tr-chaotic-head-beard")
    body(game, state, 1, "tr-chaotic-head-horns")
    engrave(state, "cmd-crumbs")
    assert draw(game, state, 0)[1] == 6  # a head: 7, a Beard: 1 lower
    assert draw(game, state, 1)[1] == 7


def test_trumpeting(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-head-horns")
    body(game, state, 1, "tr-gentle-head-beard")
    engrave(state, "cmd-own-horn")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {
        0: 10,
        1: 8,
    }


def test_hats(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-head-headwear")
    engrave(state, "cmd-hats")
    pile = len(state.monument_pile)
    d = act(game, state, 0, "build")
    assert d.kind == "monument" and len(state.stack[-1].data["drawn"]) == 2
    assert len(state.monument_pile) == pile - 2
    other = build(game)
    body(game, other, 0, "tr-gentle-head-beard")
    engrave(other, "cmd-hats")
    act(game, other, 0, "build")
    assert len(other.stack[-1].data["drawn"]) == 3


def test_braids(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-torso-chest-hair")
    body(game, state, 1, "tr-gentle-torso-finery")
    engrave(state, "cmd-braids")
    give(state, 0, "bl-loaves-and-fishes", "relic-feather-ferdinand")
    give(state, 1, "bl-smite#1")
    mine = labels(game, state, 0)
    assert mine["bless:bl-loaves-and-fishes"].endswith("(cost 2)")
    assert mine["relic:relic-feather-ferdinand:0"].endswith("(cost 1)")  # Blessings only
    choose(game, state, "bless:bl-loaves-and-fishes")
    assert supplies(state) == [11, 10]
    assert labels(game, state, 1)["bless:bl-smite#1"].endswith("(cost 1)")


def test_swords(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-torso-weapon")
    state.gods[0].missionaries, state.gods[0].supply = 2, 8
    resolve(game, state, 0)
    assert supplies(state) == [10, 9]  # the Gentle token 1, the Missionaries convert 1
    engrave(state, "cmd-swords")
    resolve(game, state, 0)
    assert supplies(state) == [11, 9]  # the Missionaries convert nobody


def test_counting(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-legs-toes")
    body(game, state, 1, "tr-gentle-legs-socks")
    engrave(state, "cmd-counting")
    assert draw(game, state, 0) == (3, 6)
    assert draw(game, state, 1) == (2, 6)


def test_sandals(game):
    state = build(game)
    body(game, state, 0, "tr-chaotic-legs-socks")
    place_enlightener(state, 0, "en-professor-pedantius", 1)
    engrave(state, "cmd-sandals")
    cards = ["bl-loaves-and-fishes", "relic-feather-ferdinand", "en-sandwich-board"]
    give(state, 0, *cards, "hh-deacon-doubtwell")
    mine = labels(game, state, 0)
    assert mine["bless:bl-loaves-and-fishes"].endswith("(cost 2)")
    assert mine["relic:relic-feather-ferdinand:0"].endswith("(cost 2)")
    assert mine["enl:en-sandwich-board:1"].endswith("(cost 2)")
    # a Holy Host: 2 + 1, and 2 less for the legs
    assert mine["host:hh-deacon-doubtwell:en-professor-pedantius"].endswith("(cost 1)")
    choose(game, state, "relic:relic-feather-ferdinand:0")
    assert supplies(state) == [8, 10]


def test_tails(game):
    state = build(game)
    body(game, state, 0, "tr-chaotic-legs-tail")
    body(game, state, 1, "tr-chaotic-legs-toes")
    store(state, 0, "ph-frog-storm")
    store(state, 1, "ph-tsunami")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    engrave(state, "cmd-tails")
    state.phen_deck.append(take(state, "ph-lunar-eclipse"))
    d = settle(game, state, Step("contest"))
    # a Tail: one slot, and it is full: god 0 cannot take part; god 1 (Chaotic) has two
    assert state.contest_order == [1] and d.kind == "bid" and d.seat == 1


def test_dice(game):
    state = build(game)
    body(game, state, 0, "tr-chaotic-head-beard")
    state.rng = cube("illuminate2")
    resolve(game, state, 0)
    assert supplies(state) == [12, 10]
    engrave(state, "cmd-dice")
    state.rng = cube("illuminate2")
    resolve(game, state, 0)
    assert supplies(state) == [12, 10]  # no roll
    assert sum("rolls the Cube" in e.text for e in state.log) == 1


def test_neighbours(game):
    state = build(game)
    body(game, state, 0, "tr-gentle-head-beard")
    engrave(state, "cmd-neighbour")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 2))
    reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 2)]})
    assert supplies(state) == [20, 10]  # a Wrathful Phenomenon: 8, and 2 more
    other = build(game)  # an Unfathomable god claims 3 as ever
    engrave(other, "cmd-neighbour")
    give(other, 0, truth(0, 5))
    give(other, 1, truth(1, 2))
    reveal(game, other, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 2)]})
    assert supplies(other) == [13, 10]


def test_count_to_ten(game):
    state = build(game)
    body(game, state, 0, "tr-wrathful-head-beard")
    give(state, 0, "en-sandwich-board")
    give(state, 1, "en-gerald-the-doomsayer")
    assert "enl:en-sandwich-board:1" in labels(game, state, 0)
    choose(game, state, "end")
    engrave(state, "cmd-count-to-ten")
    assert not [k for k in labels(game, state, 0) if k.startswith("enl:")]
    choose(game, state, "end")
    assert "enl:en-gerald-the-doomsayer:0" in labels(game, state, 1)


def test_decisions(game):
    state = build(game)
    body(game, state, 1, "tr-gentle-head-beard")
    engrave(state, "cmd-make-up-thy-mind")
    assert draw(game, state, 0) == (1, 6)  # Unfathomable: 1 Truth card
    assert draw(game, state, 1) == (2, 7)


def test_holiness(game):
    state = build(game)
    body(game, state, 0, *PURE_GENTLE[:2], "tr-gentle-legs-socks")  # Pure Gentleness
    body(game, state, 1, "tr-wrathful-head-beard", "tr-gentle-torso-weapon")
    body(game, state, 1, "tr-chaotic-legs-toes")  # three different: the pure Unfathomable
    engrave(state, "cmd-holier-than-thou")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    # both have a torso (no +3); it is negative: Pure Gentleness ignores it
    assert reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {
        0: 5,
        1: 3,
    }
    plain = build(game)
    body(game, plain, 0, "tr-gentle-head-beard", "tr-gentle-torso-weapon")
    engrave(plain, "cmd-holier-than-thou")
    give(plain, 0, truth(0, 5))
    give(plain, 1, truth(1, 5))
    assert reveal(game, plain, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {
        0: 5,
        1: 8,
    }


def test_trousers(game):
    state = build(game)
    body(game, state, 0, "tr-wrathful-head-beard", "tr-wrathful-torso-weapon")
    body(game, state, 0, "tr-chaotic-legs-toes")  # complete, Wrathful
    state.gods[0].revealed = True
    engrave(state, "cmd-trousers")
    give(state, 0, truth(0, 6))
    give(state, 1, truth(1, 2))
    reveal(game, state, "ph-lunar-eclipse", {0: [truth(0, 6)], 1: [truth(1, 2)]})
    assert state.gods[0].phenomena == ["ph-lunar-eclipse"]
    assert supplies(state) == [15, 10]  # 8, 3 fewer
    two = build(game)  # two parts: 8 as ever
    body(game, two, 0, "tr-wrathful-head-beard", "tr-wrathful-torso-weapon")
    engrave(two, "cmd-trousers")
    give(two, 0, truth(0, 6))
    give(two, 1, truth(1, 2))
    reveal(game, two, "ph-lunar-eclipse", {0: [truth(0, 6)], 1: [truth(1, 2)]})
    assert supplies(two) == [18, 10]


def test_leg_day(game):
    state = build(game)
    body(game, state, 1, "tr-gentle-legs-toes")
    engrave(state, "cmd-leg-day")
    give(state, 0, "hh-sister-agatha")
    give(state, 1, "hh-sexton-silas")
    # no legs: Holy Host 3 - 1, +3; legs: Holy Host 1, +3
    assert reveal(game, state, "ph-tsunami", {0: ["hh-sister-agatha"], 1: ["hh-sexton-silas"]}) == {
        0: 5,
        1: 4,
    }


def test_builders(game):
    state = build(game)
    mid = "mon-great-pyramid-scheme"
    state.gods[0].monument = [take(state, f"{mid}#{k}") for k in (1, 2, 3)]
    give(state, 1, "en-sandwich-board")
    assert "enl:en-sandwich-board:0" in labels(game, state, 1)
    choose(game, state, "end")
    engrave(state, "cmd-builders")
    assert not [k for k in labels(game, state, 1) if k.startswith("enl:")]
    choose(game, state, "end")
    give(state, 0, "en-gerald-the-doomsayer")
    assert "enl:en-gerald-the-doomsayer:1" in labels(game, state, 0)


def test_philosophers(game):
    state = build(game)
    place_enlightener(state, 0, "en-wilma-the-wise", 1)
    give(state, 0, "hh-henry-high-priest")
    assert labels(game, state, 0)["host:hh-henry-high-priest:en-wilma-the-wise"].endswith(
        "(cost 4)"
    )
    choose(game, state, "end")
    engrave(state, "cmd-philosophers")
    assert labels(game, state, 0)["host:hh-henry-high-priest:en-wilma-the-wise"].endswith(
        "(cost 2)"
    )
    choose(game, state, "host:hh-henry-high-priest:en-wilma-the-wise")
    assert supplies(state) == [8, 10] and state.gods[0].enlighteners == []


def test_hospitality(game):
    state = build(game)
    state.fp_active, state.fp_holder = True, 1
    engrave(state, "cmd-feed-the-prophet")
    assert draw(game, state, 0)[1] == 6
    assert draw(game, state, 1)[1] == 7


def test_modesty(game):
    state = build(game, players=3)
    state.gods[0].supply, state.pagan = 11, 109
    engrave(state, "cmd-flaunt")
    plays = {seat: [truth(seat, 5)] for seat in range(3)}
    for seat, cards in plays.items():
        give(state, seat, *cards)
    assert reveal(game, state, "ph-tsunami", plays) == {0: 6, 1: 8, 2: 8}
    tie = build(game, players=3)  # strictly the most: a tie is nobody
    engrave(tie, "cmd-flaunt")
    for seat, cards in plays.items():
        give(tie, seat, *cards)
    assert reveal(game, tie, "ph-tsunami", plays) == {0: 8, 1: 8, 2: 8}
