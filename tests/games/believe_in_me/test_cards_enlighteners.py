"""One test per Enlightener design (card_data/believe-in-me/enlighteners.yaml).

God 0 places each Enlightener on a fellow god's tableau through the Divine Actions
decision (its Sacrifice cost paid exactly); its `on_place` effect happens at once, its
`on_resolve` effect when the host resolves its tableau (steps 2-3, `self` being the god
who placed it), and its `static` rule holds for the host where that rule is used.
Tables start after setup: 10 Believers in each supply.
"""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import Scripted, actions, resolve, reveal, truth
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


def place(game, state: BState, eid: str, cost: int, host: int = 1, seat: int = 0):
    """God `seat` places `eid` on `host`'s tableau, paying exactly `cost`."""
    give(state, seat, eid)
    before = state.gods[seat].supply
    d = actions(game, state, seat)
    label = {o.key: o.label for o in d.options}[f"enl:{eid}:{host}"]
    assert label.endswith(f"(cost {cost})"), label
    d = choose(game, state, f"enl:{eid}:{host}")
    assert state.gods[host].enlighteners[-1] == eid and state.gods[host].placers[-1] == seat
    assert state.gods[seat].supply == before - cost
    return d


def test_wilma_the_wise(game):
    state = build(game, players=3)
    assert place(game, state, "en-wilma-the-wise", 3) is None
    assert resolve(game, state, 1) is None
    assert supplies(state) == [7, 8, 12]  # god 2 sits on the host's left, not god 0
    # the example of play: two gods, the host's left fellow is the one who placed her
    duel = build(game)
    place(game, duel, "en-wilma-the-wise", 3)
    resolve(game, duel, 1)
    assert supplies(duel) == [9, 8]


def test_professor_pedantius(game):
    state = build(game)
    place(game, state, "en-professor-pedantius", 2)
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, PHEN, {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {0: 8, 1: 6}


def test_persistent_toddler(game):
    state = build(game)
    place(game, state, "en-persistent-toddler", 1)
    give(state, 1, truth(1, 5), "bl-smite#1")
    d = resolve(game, state, 1)
    assert d.kind == "discard" and d.seat == 1  # the host chooses, any card
    assert keys(d) == ["discard:" + truth(1, 5), "discard:bl-smite#1"]
    assert choose(game, state, "discard:" + truth(1, 5)) is None
    assert state.gods[1].hand == ["bl-smite#1"] and state.gods[1].truth_discard == [truth(1, 5)]
    assert supplies(state) == [9, 10]


def test_doctor_empirica(game):
    state = build(game)
    manifest_part(game, state, 1, "tr-gentle-head-beard")
    resolve(game, state, 1)
    assert supplies(state) == [10, 11]  # the Gentle token illuminates 1
    place(game, state, "en-doctor-empirica", 3)
    resolve(game, state, 1)
    assert supplies(state) == [7, 11]  # now it does nothing


def test_sandwich_board(game):
    state = build(game)
    place(game, state, "en-sandwich-board", 1)
    resolve(game, state, 1)
    assert supplies(state) == [9, 9] and state.pagan == 122
    state.gods[1].supply, state.gods[1].missionaries = 0, 1  # nothing in the supply
    resolve(game, state, 1)
    assert supplies(state) == [9, 0] and state.gods[1].missionaries == 1


def test_gerald_the_doomsayer(game):
    state = build(game, players=3)
    place(game, state, "en-gerald-the-doomsayer", 2)
    resolve(game, state, 1)
    assert supplies(state) == [9, 9, 10]  # the god who placed him converts 1


def test_cassandra_the_unheeded(game):
    state = build(game)
    give(state, 1, "bl-loaves-and-fishes")
    assert "bless:bl-loaves-and-fishes" in keys(actions(game, state, 1))
    choose(game, state, "end")
    assert place(game, state, "en-cassandra-the-unheeded", 3) is None
    names = ", ".join(game.card_label(c) for c in state.phen_deck[-3:][::-1])
    peek = [(e.text, e.seats) for e in state.log if e.text.startswith("Next Phenomena")]
    assert peek == [(f"Next Phenomena: {names}.", (0,))]
    assert supplies(state) == [7, 10]
    assert "bless:bl-loaves-and-fishes" not in keys(actions(game, state, 1))


def test_habakkuk_the_hoarse(game):
    state = build(game)
    give(state, 1, "relic-feather-ferdinand", truth(1, 5), "bl-smite#1")
    state.rng = Scripted(0, 0)  # the first card of the hand, twice
    place(game, state, "en-habakkuk-the-hoarse", 4)
    assert state.gods[0].hand == ["relic-feather-ferdinand"]
    assert state.gods[1].hand == ["bl-smite#1"] and state.gods[1].truth_discard == [truth(1, 5)]
    assert supplies(state) == [6, 10]
    d = settle(game, state, Step("draw", 1))
    assert choose(game, state, "truth:stop") is None and d.kind == "take_truth"
    assert len(state.gods[1].hand) == 5  # the hand limit is 1 lower


def test_madame_zoltana(game):
    state = build(game)
    place(game, state, "en-madame-zoltana", 3)
    give(state, 1, truth(1, 5))
    resolve(game, state, 1)
    assert state.gods[0].hand == [] and state.gods[1].truth_discard == [truth(1, 5)]
    give(state, 1, "relic-feather-ferdinand")
    resolve(game, state, 1)
    assert state.gods[0].hand == ["relic-feather-ferdinand"] and state.gods[1].hand == []
    assert supplies(state) == [7, 10]


def test_levitating_yogi(game):
    state = build(game)
    state.gods[1].monks, state.gods[1].supply = 2, 8
    resolve(game, state, 1)
    assert supplies(state) == [10, 10]  # 2 Monks illuminate 2
    place(game, state, "en-levitating-yogi", 3)
    resolve(game, state, 1)
    assert supplies(state) == [7, 10] and believers(state) == 140


def test_swami_snoozananda(game):
    state = build(game)
    place(game, state, "en-swami-snoozananda", 4)
    d = settle(game, state, Step("god_turn", 1))
    assert d.kind == "actions" and d.seat == 1 and state.actions_left == 1


def test_chatty_flagellant(game):
    state = build(game)
    place(game, state, "en-chatty-flagellant", 1)
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, PHEN, {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {0: 8, 1: 5}
    # the reveal says why the host has no bonus (a play-test saw 5 = 5 beside 5 + 3 = 8)
    host = state.name(1)
    line = next(e.text for e in state.log if e.text.startswith(f"{host} reveals: "))
    name = game.cards.card("en-chatty-flagellant").name
    assert line == f"{host} reveals: Truth 5 + no torso bonus ({name}) = 5 Truth."


def test_friar_tuckless(game):
    state = build(game)
    give(state, 1, "relic-feather-ferdinand", "bl-loaves-and-fishes", truth(1, 5))
    assert "relic:relic-feather-ferdinand:0" in keys(actions(game, state, 1))
    choose(game, state, "end")
    d = place(game, state, "en-friar-tuckless", 2)
    assert d.kind == "discard" and d.seat == 1  # the host chooses a Heavenly Realm card
    assert keys(d) == ["discard:relic-feather-ferdinand", "discard:bl-loaves-and-fishes"]
    choose(game, state, "discard:bl-loaves-and-fishes")
    assert state.gods[1].hand == ["relic-feather-ferdinand", truth(1, 5)]
    assert supplies(state) == [8, 10]
    assert not [k for k in keys(actions(game, state, 1)) if k.startswith("relic:")]


def test_zebediah_the_relentless(game):
    state = build(game)
    place(game, state, "en-zebediah-the-relentless", 3)
    resolve(game, state, 1)
    assert supplies(state) == [7, 8]
    state.gods[1].supply, state.gods[1].monks = 1, 1  # cannot pay both: ignored
    resolve(game, state, 1)
    assert supplies(state) == [7, 2] and state.gods[1].monks == 1  # the Monk's 1 only
