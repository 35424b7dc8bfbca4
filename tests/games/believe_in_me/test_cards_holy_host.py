"""One test per Holy Host design (card_data/believe-in-me/holy_host.yaml).

A Holy Host is played through the Divine Actions decision onto an Enlightener on its
player's own tableau: the Enlightener goes to the general discard pile, then the card's
effect (if any) happens, then the card follows it. Each design is played once against an
Enlightener of another kind (its full cost) and once against its favoured kind (nothing).
Tables start after setup: 10 Believers in each supply.
"""

from __future__ import annotations

import pytest

from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import actions, truth
from tests.games.believe_in_me.conftest import (
    build,
    choose,
    give,
    keys,
    manifest_part,
    place_enlightener,
)

# One Enlightener of each kind, placed on god 0 by god 1.
OF_KIND = {
    "scholar": "en-professor-pedantius",
    "prophet": "en-sandwich-board",
    "mystic": "en-levitating-yogi",
    "zealot": "en-chatty-flagellant",
}
OTHER = {"scholar": "prophet", "prophet": "mystic", "mystic": "zealot", "zealot": "scholar"}


def supplies(state: BState) -> list[int]:
    return [g.supply for g in state.gods]


def table(game, favoured: str, players: int = 2) -> tuple[BState, str, str]:
    """God 0 hosts an Enlightener of the favoured kind and one of another kind."""
    state = build(game, players=players)
    fav, other = OF_KIND[favoured], OF_KIND[OTHER[favoured]]
    place_enlightener(state, 0, fav, 1)
    place_enlightener(state, 0, other, 1)
    return state, fav, other


def drive_out(game, state: BState, hid: str, eid: str, cost: int):
    """God 0 plays `hid` onto `eid` as its Action, with `cost` on the option."""
    if hid not in state.gods[0].hand:
        give(state, 0, hid)
    d = actions(game, state, 0)
    label = {o.key: o.label for o in d.options}[f"host:{hid}:{eid}"]
    assert label.endswith(f"(cost {cost})"), label
    return choose(game, state, f"host:{hid}:{eid}")


def check_both(game, hid: str, cost: int, favoured: str) -> None:
    """Full cost against another kind; nothing against the favoured kind."""
    state, fav, other = table(game, favoured)
    assert drive_out(game, state, hid, other, cost) is None
    assert state.gods[0].enlighteners == [fav] and state.gods[0].placers == [1]
    assert sorted(state.general_discard) == sorted([other, hid])
    assert supplies(state) == [10 - cost, 10]
    give(state, 0, hid)  # the same card again, from the discard pile
    assert drive_out(game, state, hid, fav, 0) is None
    assert state.gods[0].enlighteners == []
    assert sorted(state.general_discard) == sorted([other, fav, hid])
    assert supplies(state) == [10 - cost, 10]


PLAIN = [
    ("hh-brother-bartholomew", 3, "scholar"),
    ("hh-sister-agatha", 2, "scholar"),
    ("hh-archdeacon-dimwold", 3, "scholar"),
    ("hh-deacon-doubtwell", 2, "prophet"),
    ("hh-brother-cornelius", 2, "mystic"),
    ("hh-tone-deaf-cherubim", 3, "mystic"),
    ("hh-abbess-hildegunde", 4, "mystic"),
    ("hh-sexton-silas", 2, "zealot"),
    ("hh-bishop-bumbleworth", 3, "zealot"),
    ("hh-off-duty-guard", 4, "zealot"),
]


@pytest.mark.parametrize(("hid", "cost", "favoured"), PLAIN, ids=[p[0] for p in PLAIN])
def test_plain_holy_host(game, hid: str, cost: int, favoured: str):
    """ "Discard an Enlightener from your tableau. Costs nothing against a <kind>."""
    card = game.cards.card(hid)
    assert card.text == (
        f"Discard an Enlightener from your tableau. Costs nothing against a {favoured.title()}."
    )
    assert card.effect == ()
    check_both(game, hid, cost, favoured)


def test_henry_the_high_priest(game):
    check_both(game, "hh-henry-high-priest", 4, "prophet")
    # The example of play: Hilga plays Henry onto Wilma the Wise (not his kind) and pays
    # 4 with 3 in her supply: the last comes from her Missionary Temple.
    state = build(game)
    place_enlightener(state, 0, "en-wilma-the-wise", 1)
    state.gods[0].supply, state.gods[0].missionaries = 3, 1
    state.pagan = 120 + 7 - 1
    assert drive_out(game, state, "hh-henry-high-priest", "en-wilma-the-wise", 4) is None
    god = state.gods[0]
    assert (god.supply, god.missionaries, god.enlighteners) == (0, 0, [])
    # with legs, 2 less; with no Enlightener on your own tableau, no play at all
    legs = build(game)
    manifest_part(game, legs, 0, "tr-gentle-legs-toes")
    place_enlightener(legs, 0, "en-wilma-the-wise", 1)
    place_enlightener(legs, 1, "en-sandwich-board", 0)
    assert drive_out(game, legs, "hh-henry-high-priest", "en-wilma-the-wise", 2) is None
    assert supplies(legs) == [8, 10]
    give(legs, 0, "hh-henry-high-priest")
    assert not [k for k in keys(actions(game, legs, 0)) if k.startswith("host:")]


def test_unexpected_inquisition(game):
    state, fav, other = table(game, "scholar", players=3)
    d = drive_out(game, state, "hh-unexpected-inquisition", other, 5)
    assert state.gods[0].enlighteners == [fav]  # discarded first, then the conversion
    assert d.kind == "pick_god" and d.seat == 0 and keys(d) == ["god:1", "god:2"]
    assert choose(game, state, "god:2") is None
    assert supplies(state) == [7, 10, 8]
    give(state, 0, "hh-unexpected-inquisition")
    drive_out(game, state, "hh-unexpected-inquisition", fav, 0)
    assert choose(game, state, "god:1") is None
    assert supplies(state) == [9, 8, 8] and state.gods[0].enlighteners == []


def test_friar_fergus(game):
    state, fav, other = table(game, "prophet")
    give(state, 0, "hh-friar-fergus")
    top = state.general_deck[-1]
    assert drive_out(game, state, "hh-friar-fergus", other, 4) is None
    assert state.gods[0].hand == [top] and supplies(state) == [6, 10]
    assert state.gods[0].enlighteners == [fav]
    give(state, 0, "hh-friar-fergus")
    top = state.general_deck[-1]
    drive_out(game, state, "hh-friar-fergus", fav, 0)
    assert state.gods[0].hand[-1] == top and len(state.gods[0].hand) == 2
    assert supplies(state) == [6, 10] and state.gods[0].enlighteners == []


def test_cardinal_crumble(game):
    state, fav, other = table(game, "prophet")
    d = drive_out(game, state, "hh-cardinal-crumble", other, 5)
    assert d.kind == "actions" and state.actions_left == 1  # 1 used, 1 gained
    assert supplies(state) == [5, 10] and state.gods[0].enlighteners == [fav]
    assert choose(game, state, "end") is None
    d = drive_out(game, state, "hh-cardinal-crumble", fav, 0)
    assert d.kind == "actions" and state.actions_left == 1 and supplies(state) == [5, 10]


def test_exorcist_ezekiel(game):
    state, fav, other = table(game, "mystic")
    d = drive_out(game, state, "hh-exorcist-ezekiel", other, 5)
    assert d.kind == "take_truth" and d.seat == 0
    assert choose(game, state, "truth:" + truth(0, 6)) is None
    assert state.gods[0].hand == [truth(0, 6)] and supplies(state) == [5, 10]
    give(state, 0, "hh-exorcist-ezekiel")
    drive_out(game, state, "hh-exorcist-ezekiel", fav, 0)
    assert choose(game, state, "truth:" + truth(0, 7)) is None
    assert state.gods[0].hand == [truth(0, 6), truth(0, 7)] and supplies(state) == [5, 10]


def test_pope_procrastinus(game):
    state, fav, other = table(game, "zealot")
    assert drive_out(game, state, "hh-pope-procrastinus", other, 5) is None
    assert supplies(state) == [7, 10] and state.gods[0].enlighteners == [fav]
    give(state, 0, "hh-pope-procrastinus")
    drive_out(game, state, "hh-pope-procrastinus", fav, 0)
    assert supplies(state) == [9, 10] and state.gods[0].enlighteners == []


def test_a_hand_shows_what_each_card_costs_its_holder_now(game):
    """A play-test: after the legs, the hand said "cost 3" where the option said "(cost 1)".
    The view gives the holder what each card costs now (nobody else's hand), and the hand's
    line says it beside the printed cost."""
    from tabletop_tui.ui.believe_in_me.words import type_line

    state = build(game)
    manifest_part(game, state, 0, "tr-gentle-legs-toes")
    henry, other = "hh-henry-high-priest", "hh-unexpected-inquisition"
    give(state, 0, henry)
    give(state, 1, other)
    view = game.view(state, 0)
    held = {c for c in state.gods[0].hand if game.cards.card(c).heavenly}
    assert set(view["costs"]) == held and other not in view["costs"]
    assert view["costs"][henry] == 2  # printed 4, the legs take 2 off a Holy Host
    assert game.view(state, 1)["costs"][other] == game.cards.card(other).cost
    assert henry not in game.view(state, 1)["costs"]
    assert game.view(state, None)["costs"] == {}
    card = game.cards.card(henry)
    assert "cost 2 (printed 4)" in type_line(card, legs=True, cost=2)
    assert "cost 4 ·" in type_line(card, cost=4)
