"""Tests for the Game Deck designs added for issue 12 (the deck sized for four players):
three Nemeses, a Hero and two TRAP! Events that stay in the solitaire."""

from __future__ import annotations

from tabletop_tui.games.possession import rules
from tests.games.possession.conftest import (
    build,
    give,
    moves,
    new_game,
    options,
    play,
    set_location,
    victim,
)
from tests.games.possession.test_cards_daemons import fight_it
from tests.games.possession.test_cards_game_deck_nemeses_events import (
    asking,
    check_priest,
    day_night,
    send,
)


def test_constable(game):
    """Soldier 4 (5 by Day), no rule of its own: not one of the Men-at-Arms, so it neither
    joins their pile nor goes where they already fight (the same-name rule)."""
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    w = victim(game, state, "fishwife", owner=0)
    state.players[0].tokens = 2
    constable = send(game, state, "constable", v)
    assert day_night(game, state, constable) == (5, 4)
    (man,) = give(game, state, 1, "man-at-arms")
    keys = moves(game, state, 1)
    assert f"play:{man}@{v}" not in keys and f"play:{man}@{w}" in keys
    fight_it(game, state)  # 5 against 3: two wounds
    assert state.victims[v].life == 2 and constable in state.discard


def test_lay_preacher(game):
    check_priest(game, "lay-preacher", 4)


def test_mastiff(game):
    """Animal 4 (5 by Day); the Boar Spear turns it away like any Animal."""
    state = build(game, time="night")
    v = victim(game, state, "insomniac", owner=0)
    dog = send(game, state, "mastiff", v)
    assert day_night(game, state, dog) == (5, 4)
    fight_it(game, state)  # 4 against 4 at Night: the Nemesis wins ties
    assert state.victims[v].life == 2


def test_dame_isolde_thorne(game):
    """Hero 5 (+2 by Day: 7); +2 more against a noble Victim."""
    state = build(game, time="night")
    state.players[0].tokens = 4
    noble = victim(game, state, "young-baronet", owner=0)
    plain = victim(game, state, "insomniac", owner=0)
    dame = send(game, state, "dame-isolde-thorne", noble)
    assert day_night(game, state, dame) == (9, 7)
    assert game.cards.card(dame).hero
    fight_it(game, state)
    assert state.victims[noble].life == 2 and state.victims[plain].life == 4


def solitaire_holds(game, design: str) -> bool:
    """Whether the solitaire's Game Deck keeps this design (the rulebook takes out only
    three TRAP! Events)."""
    solo = new_game(game, 1)
    return any(game.cards.card(c).id == design for c in solo.deck)


def test_sleepwalking(game):
    """TRAP! (Night): one of your Victims -2 Strength this turn; kept in the solitaire."""
    assert solitaire_holds(game, "sleepwalking")
    state = build(game)
    state.players[0].tokens = 3
    mine = victim(game, state, "insomniac", owner=0)
    other = victim(game, state, "lamplighter", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    (card,) = give(game, state, 0, "sleepwalking")
    assert f"play:{card}" not in options(game, state, 0)
    state.time = "night"
    assert f"play:{card}" in options(game, state, 0)
    asked: list[set[str]] = []
    play(game, state, 0, f"play:{card}", asking(f"victim:{mine}", asked))
    assert asked == [{f"victim:{mine}", f"victim:{other}"}]  # only the holder's own
    assert rules.victim_strength(game, state, mine) == 2  # 3, +1 at Night, -2
    assert rules.victim_strength(game, state, theirs) == 1
    solo = build(game, 1, time="night")
    victim(game, solo, "insomniac", owner=0)
    trap, other_card = give(game, solo, 0, "sleepwalking", "gilded-promise")
    keys = options(game, solo, 0)  # R27: the solitaire plays a triggered TRAP! first
    assert f"play:{other_card}" not in keys and any(k.startswith(f"play:{trap}") for k in keys)


def test_bells_of_saint_wenna(game):
    """TRAP! (Sanctuary): your Willpower score +1 this turn; kept in the solitaire."""
    assert solitaire_holds(game, "bells-of-saint-wenna")
    state = build(game)
    v = victim(game, state, "fishwife", owner=0)
    state.players[0].tokens = 3  # possession 6
    (card,) = give(game, state, 0, "bells-of-saint-wenna")
    set_location(game, state, "gallows-hill")  # gloom
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "cathedral-of-the-nine-saints")  # sanctuary: Willpower 2 + 2
    assert rules.willpower(game, state, 0) == 4
    play(game, state, 0, f"play:{card}")
    assert rules.willpower(game, state, 0) == 5 and rules.willpower(game, state, 1) == 2
    assert state.victims[v].owner == 0  # 6 against 5: still held
