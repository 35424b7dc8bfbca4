"""One test per Location design (card_data/possession/locations.yaml), on hand-built tables.

A Location is drawn as turn.py does it: it becomes the Location and its LocationEffect step
runs its `effect` (the Narrator choosing); its refuge and `static` rules then hold. Each
test also checks the Location's direction through turn.first_from (who plays first).
"""

from __future__ import annotations

from tabletop_tui.games.possession import rules, turn
from tabletop_tui.games.possession.state import FREE
from tests.games.possession.conftest import attack, build, equip, fights, victim
from tests.games.possession.test_cards_daemons import (
    deal,
    draw_location,
    escaping,
    strength_of,
    unescapable,
)


def first_player(game, state, narrator: int = 0) -> int | None:
    """Who plays first under the current Location (None: the Narrator says who is opposite)."""
    return turn.first_from(state, game.cards.card(state.location).direction, narrator)


def willpowers(game, state) -> list[int]:
    return [rules.willpower(game, state, s) for s in range(state.num_players)]


def test_jousting_grounds(game):
    """When drawn: each artist Victim heals 1. Soldier Nemeses +1 this turn. Left."""
    state = build(game, players=3, time="night")
    painter = victim(game, state, "portrait-painter", owner=0, life=1)
    actress = victim(game, state, "actress", life=2)
    lamp = victim(game, state, "lamplighter", owner=1, life=1)
    draw_location(game, state, "jousting-grounds")
    assert state.victims[painter].life == 2
    assert state.victims[actress].life == 3
    assert state.victims[lamp].life == 1
    man = attack(game, state, lamp, "man-at-arms", by=0)
    wolf = attack(game, state, painter, "grey-wolf", by=1)
    assert strength_of(game, state, man) == 3  # 2 +1 soldier, at Night
    assert strength_of(game, state, wolf) == 3  # 2 +1 own Night rule, no Location bonus
    assert willpowers(game, state) == [2, 1, 0]  # refuge: none
    assert first_player(game, state) == 1


def test_cathedral_of_the_nine_saints(game):
    """Sanctuary (+2 Willpower). Priest Nemeses +2 this turn. Stay."""
    state = build(game, time="night")
    lamp = victim(game, state, "lamplighter", owner=0)
    sweep = victim(game, state, "chimney-sweep", owner=1)
    assert willpowers(game, state) == [1, 1]
    draw_location(game, state, "cathedral-of-the-nine-saints")
    assert willpowers(game, state) == [3, 3]
    priest = attack(game, state, lamp, "parish-priest", by=1)
    man = attack(game, state, sweep, "man-at-arms", by=0)
    assert strength_of(game, state, priest) == 4  # 2 +2
    assert strength_of(game, state, man) == 2
    state.time = "day"
    assert strength_of(game, state, priest) == 5
    assert first_player(game, state) == 0


def test_thieves_market(game):
    """Gloom (-1 Willpower, not below 0). Every Victim may escape fights. Right."""
    state = build(game, players=3)
    grave = victim(game, state, "gravedigger", owner=0)
    free = victim(game, state, "lamplighter")
    assert not rules.can_escape(game, state, grave)
    draw_location(game, state, "thieves-market")
    assert willpowers(game, state) == [1, 0, 0]
    assert rules.can_escape(game, state, grave) and rules.can_escape(game, state, free)
    man = attack(game, state, grave, "man-at-arms")
    fights(game, state, escaping)
    assert man in state.discard and state.victims[grave].life == 3
    assert first_player(game, state) == 2  # right of seat 0 among three


def test_weeping_fen(game):
    """Gloom. Animal Nemeses +1 this turn. Opposite."""
    state = build(game, players=4, time="night")
    a = victim(game, state, "lamplighter", owner=0)
    b = victim(game, state, "gravedigger", owner=1)
    hounds = attack(game, state, a, "bloodhounds", by=1)
    man = attack(game, state, b, "man-at-arms", by=0)
    assert strength_of(game, state, hounds) == 2
    draw_location(game, state, "weeping-fen")
    assert strength_of(game, state, hounds) == 3
    assert strength_of(game, state, man) == 2
    assert willpowers(game, state) == [0, 1, 0, 0]
    assert first_player(game, state) == 2  # opposite seat 0 among four
    state3 = build(game, players=3)
    draw_location(game, state3, "weeping-fen")
    assert first_player(game, state3) is None  # three players: the Narrator says


def test_hollowmere_cemetery(game):
    """Gloom. When drawn at Night: each controlled Victim loses 1 Life. Reshuffle."""
    state = build(game, time="night")
    mine = victim(game, state, "insomniac", owner=0)
    theirs = victim(game, state, "lamplighter", owner=1, life=1)
    free = victim(game, state, "midwife")
    draw_location(game, state, "hollowmere-cemetery")
    assert state.victims[mine].life == 3
    assert theirs not in state.victims and theirs in state.victim_discard
    assert state.victims[free].life == 4
    assert willpowers(game, state) == [2, 0]
    assert first_player(game, state) == 0
    # By Day, nobody is hurt.
    state = build(game, time="day")
    mine = victim(game, state, "insomniac", owner=0)
    draw_location(game, state, "hollowmere-cemetery")
    assert state.victims[mine].life == 4


def test_ninebridges_playhouse(game):
    """When drawn: Hand Cap +1 for this turn's deal. Artist Victims +1 Strength. Right."""
    state = build(game)
    painter = victim(game, state, "portrait-painter", owner=0)
    lamp = victim(game, state, "lamplighter", owner=1)
    draw_location(game, state, "ninebridges-playhouse")
    assert [rules.hand_cap(game, state, s) for s in (0, 1)] == [9, 9]
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [9, 9]
    assert [rules.hand_cap(game, state, s) for s in (0, 1)] == [8, 8]  # this deal only
    assert rules.victim_strength(game, state, painter) == 2
    assert rules.victim_strength(game, state, lamp) == 1
    assert willpowers(game, state) == [2, 1]
    assert first_player(game, state) == 1  # right of 0 with two players


def test_old_athenaeum(game):
    """Sanctuary. Arcanist Victims +1 Strength this turn. Left."""
    state = build(game, players=3)
    state.players[0].tokens = 1  # possession 4: enough for the Apprentice under a Sanctuary
    app = victim(game, state, "alchemists-apprentice", owner=0)
    lamp = victim(game, state, "lamplighter", owner=1)
    draw_location(game, state, "old-athenaeum")
    assert rules.victim_strength(game, state, app) == 3
    assert rules.victim_strength(game, state, lamp) == 1
    assert willpowers(game, state) == [4, 3, 2]
    assert first_player(game, state) == 1


def test_blackthorn_wood(game):
    """Nobody may escape at Night (by Day they may). Animal Nemeses +1. Stay."""
    state = build(game, time="night")
    deserter = victim(game, state, "deserter", owner=0)
    cloaked = victim(game, state, "lamplighter", owner=0)
    equip(game, state, cloaked, "hooded-cloak")
    draw_location(game, state, "blackthorn-wood")
    assert not rules.can_escape(game, state, deserter)
    assert not rules.can_escape(game, state, cloaked)
    hounds = attack(game, state, deserter, "bloodhounds")
    assert strength_of(game, state, hounds) == 3
    state.attacks.clear()
    man = attack(game, state, deserter, "man-at-arms")
    assert strength_of(game, state, man) == 2
    state.time = "day"  # the Deserter runs only at Night; the cloak works by Day
    assert not rules.can_escape(game, state, deserter) and rules.can_escape(game, state, cloaked)
    assert willpowers(game, state) == [3, 0]
    assert first_player(game, state) == 0


def test_millbrook_harvest_fair(game):
    """Sanctuary. When drawn: every Victim heals 1; by Day, Hand Cap +1 this deal. Opposite."""
    state = build(game, players=4, time="day")
    state.players[0].tokens = 2  # possession 5: enough for the Insomniac under a Sanctuary
    mine = victim(game, state, "insomniac", owner=0, life=2)
    theirs = victim(game, state, "lamplighter", owner=1, life=1)
    free = victim(game, state, "midwife", life=3)
    draw_location(game, state, "millbrook-harvest-fair")
    assert [state.victims[v].life for v in (mine, theirs, free)] == [3, 2, 4]
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [9, 9, 9, 9]
    assert willpowers(game, state) == [5, 3, 2, 2]
    assert first_player(game, state) == 2
    # At Night: the heal, but no bigger hand.
    state = build(game, time="night")
    mine = victim(game, state, "insomniac", owner=0, life=2)
    draw_location(game, state, "millbrook-harvest-fair")
    assert state.victims[mine].life == 3
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [8, 8]


def test_drowned_chapel(game):
    """When drawn at Night: the Narrator draws 1 extra Victim (by Day, none). Reshuffle."""
    state = build(game, time="night")
    top = state.victim_deck[0]
    draw_location(game, state, "drowned-chapel")
    assert list(state.victims) == [top]
    assert state.victims[top].owner == FREE
    assert state.victims[top].life == game.cards.card(top).life
    assert willpowers(game, state) == [0, 0]
    assert first_player(game, state) == 0
    state = build(game, time="day")
    deck = list(state.victim_deck)
    draw_location(game, state, "drowned-chapel")
    assert not state.victims and state.victim_deck == deck


def test_gallows_hill(game):
    """Gloom. Nobody may escape fights this turn, by Day or Night. Right."""
    state = build(game, players=3, time="night")
    deserter = victim(game, state, "deserter", owner=0)  # runs at Night
    assert rules.can_escape(game, state, deserter)
    draw_location(game, state, "gallows-hill")
    assert not rules.can_escape(game, state, deserter)
    state.time = "day"
    assert not rules.can_escape(game, state, deserter)
    state.time = "night"
    man = attack(game, state, deserter, "man-at-arms")
    fights(game, state, unescapable)  # no escape is offered: the fight happens
    assert man in state.discard and state.victims[deserter].life == 2
    assert willpowers(game, state) == [1, 0, 0]
    assert first_player(game, state) == 2


def test_merchants_guildhall(game):
    """When drawn by Day: Hand Cap +1 for this turn's deal. Merchant Victims +1 Strength. Left."""
    state = build(game)
    apo = victim(game, state, "apothecary", owner=0)
    lamp = victim(game, state, "lamplighter", owner=1)
    draw_location(game, state, "merchants-guildhall")
    assert [rules.hand_cap(game, state, s) for s in (0, 1)] == [9, 9]
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [9, 9]
    assert rules.victim_strength(game, state, apo) == 3
    assert rules.victim_strength(game, state, lamp) == 1
    assert willpowers(game, state) == [2, 1]
    assert first_player(game, state) == 1
    state = build(game, time="night")
    draw_location(game, state, "merchants-guildhall")
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [8, 8]


def test_ashgrove_manor(game):
    """Sanctuary. When drawn: each noble Victim heals 1. Noble Victims +1 Strength. Opposite."""
    state = build(game, players=4)
    state.players[0].tokens = 2  # possession 5: enough for the Baronet under a Sanctuary
    baronet = victim(game, state, "young-baronet", owner=0, life=1)
    countess = victim(game, state, "dowager-countess", life=2)
    lamp = victim(game, state, "lamplighter", owner=1, life=1)
    draw_location(game, state, "ashgrove-manor")
    assert [state.victims[v].life for v in (baronet, countess, lamp)] == [2, 3, 1]
    assert rules.victim_strength(game, state, baronet) == 4
    assert rules.victim_strength(game, state, countess) == 5
    assert rules.victim_strength(game, state, lamp) == 1
    assert willpowers(game, state) == [5, 3, 2, 2]
    assert first_player(game, state) == 2


def test_the_crooked_tower(game):
    """Adventure option only. Gloom. When drawn: 1 extra Victim. Arcanists +1. Reshuffle."""
    state = build(game)
    assert "the-crooked-tower" in state.set_aside
    assert "the-crooked-tower" not in state.location_deck
    with_tower = game.new_state(2, 1, game.check_options(2, {"crooked_tower": "yes"}))
    assert "the-crooked-tower" in with_tower.location_deck
    app = victim(game, state, "alchemists-apprentice", owner=0)
    lamp = victim(game, state, "lamplighter", owner=1)
    top = state.victim_deck[0]
    draw_location(game, state, "the-crooked-tower")
    assert list(state.victims) == [app, lamp, top] and state.victims[top].owner == FREE
    assert rules.victim_strength(game, state, app) == 3
    assert rules.victim_strength(game, state, lamp) == 1
    assert willpowers(game, state) == [1, 0]
    assert first_player(game, state) == 0
