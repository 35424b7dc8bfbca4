"""One test per Monument design (card_data/believe-in-me/monuments.yaml): its completion.

God 0 has two cards of a Monument built and takes the Build Monuments Action; the third
card is among the cards drawn and is the only one that fits, so it is placed: the
Monument is complete. Its `on_complete` effect happens at once (beside the rule's unmarked
Truth 6), and its `completion` rule holds from then on where that rule is used. Tables
start after setup: 10 Believers in each supply.
"""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import act, resolve, reveal, truth
from tests.games.believe_in_me.conftest import build, choose, give, keys, settle, take

SPARE = "truth-6-unmarked-4"  # the first unmarked 6 taken


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def complete(game, state: BState, mid: str, seat: int = 0):
    """God `seat` builds the third card of Monument `mid` (two others are drawn with it)."""
    god = state.gods[seat]
    god.monument = [take(state, f"{mid}#1"), take(state, f"{mid}#2")]
    others = [c for c in state.monument_pile + state.box if game.cards.card(c).type == "monument"]
    others = [c for c in others if not c.startswith(mid)][:2]
    for c in others:
        take(state, c)
    state.monument_pile.extend([*others, take(state, f"{mid}#3")])
    d = act(game, state, seat, "build")
    assert god.monument == [f"{mid}#1", f"{mid}#2", f"{mid}#3"]
    assert SPARE in god.hand
    assert sorted(others) == sorted(c for c in state.monument_pile if c in others)
    return d


def test_leaning_tower_of_piety(game):
    state = build(game)
    d = complete(game, state, "mon-leaning-tower-of-piety")
    assert d.kind == "take_truth" and d.seat == 0  # at once
    assert choose(game, state, "truth:" + truth(0, 5)) is None
    assert state.gods[0].hand == [SPARE, truth(0, 5)]
    give(state, 1, truth(1, 5))
    assert reveal(game, state, "ph-lunar-eclipse", {0: [truth(0, 5)], 1: [truth(1, 5)]}) == {
        0: 10,
        1: 8,
    }


def test_colossus_of_modest_proportions(game):
    state = build(game)
    assert complete(game, state, "mon-colossus-of-modest-proportions") is None
    assert supplies(state) == [13, 10] and state.pagan == 117
    d = settle(game, state, Step("draw", 0))
    assert choose(game, state, "truth:stop") is None and d.kind == "take_truth"
    assert len(state.gods[0].hand) == 7  # the hand limit is 1 higher


def test_hanging_gardens_of_babble_on(game):
    state = build(game)
    complete(game, state, "mon-hanging-gardens-of-babble-on")
    god = state.gods[0]
    assert (god.monks, god.supply, state.pagan) == (1, 10, 119)
    resolve(game, state, 0)
    assert god.supply == 12  # 1 Monk, 1 more


def test_great_pyramid_scheme(game):
    state = build(game, players=3)
    assert complete(game, state, "mon-great-pyramid-scheme") is None
    assert supplies(state) == [12, 9, 9]
    state.gods[0].missionaries, state.gods[0].supply = 2, 10
    d = resolve(game, state, 0)
    assert d.kind == "pick_god" and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [12, 7, 9]  # the full temple converts 1 + 1


def test_temple_of_perpetual_scaffolding(game):
    state = build(game)
    assert complete(game, state, "mon-temple-of-perpetual-scaffolding") is None
    assert supplies(state) == [10, 10]
    d = settle(game, state, Step("god_turn", 0))
    assert d.kind == "actions" and state.actions_left == 3


def test_museum_of_unclaimed_miracles(game):
    state = build(game)
    assert complete(game, state, "mon-museum-of-unclaimed-miracles") is None
    assert supplies(state) == [10, 10]
    # three slots: with two stored it still takes part in the Contest, and claims
    for pid in ("ph-tsunami", "ph-frog-storm"):
        state.gods[0].phenomena.append(take(state, pid))
    state.phen_deck.append(take(state, "ph-lunar-eclipse"))
    give(state, 1, truth(1, 2))
    d = settle(game, state, Step("contest"))
    assert d.kind == "bid" and d.seat == 0 and state.contest_order == [0, 1]
    d = choose(game, state, f"amen:{SPARE}")
    assert d.kind == "bid" and d.seat == 1
    d = choose(game, state, "amen:" + truth(1, 2))
    assert d.kind == "manifest" and d.seat == 0 and state.last_totals == {"0": 9, "1": 5}
    assert state.gods[0].phenomena[-1] == "ph-lunar-eclipse"
    assert supplies(state) == [15, 10]  # Unfathomable 3, and 2 more
