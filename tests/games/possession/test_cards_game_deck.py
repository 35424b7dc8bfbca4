"""One test per Possession and Equipment design of card_data/possession/game_deck.yaml.

Cards are played from hand through the player's Round ("play:<card>" or
"play:<card>@<victim>"), on hand-built tables. The Nemeses, Events and The Troll are in
test_cards_game_deck_nemeses_events.py.
"""

from __future__ import annotations

from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.state import FREE, PState
from tests.games.possession.conftest import (
    attack,
    build,
    fights,
    give,
    moves,
    options,
    play,
    prefer,
    rich,
    set_location,
    victim,
)
from tests.games.possession.test_cards_daemons import escaping, fight_it

# ---- Possession cards ------------------------------------------------------------------


def play_possession(game, state: PState, design: str, seat: int = 0) -> str:
    """Play a Possession card from hand; it lies before its player, not in hand."""
    (card,) = give(game, state, seat, design)
    assert f"play:{card}" in options(game, state, seat)
    play(game, state, seat, f"play:{card}")
    p = state.players[seat]
    assert card in p.possession_cards and card not in p.hand and p.played == 1
    return card


def check_plain_possession(game, design: str, ptype: str, value: int) -> None:
    state = build(game)
    card = play_possession(game, state, design)
    assert game.cards.card(card).ptype == ptype
    assert rules.possession(game, state, 0) == 3 + value
    assert rules.possession(game, state, 1) == 3
    for time, loc in (("night", "thieves-market"), ("day", "cathedral-of-the-nine-saints")):
        state.time = time
        set_location(game, state, loc)
        assert rules.possession(game, state, 0) == 3 + value


def test_whisper_at_the_window(game):
    check_plain_possession(game, "whisper-at-the-window", "whisper", 1)


def test_whisper_in_the_well(game):
    """Value 1; 2 while the Location is Gloom (at every moment, R25)."""
    state = build(game)
    play_possession(game, state, "whisper-in-the-well")
    assert rules.possession(game, state, 0) == 4
    set_location(game, state, "gallows-hill")  # gloom
    assert rules.possession(game, state, 0) == 5
    set_location(game, state, "cathedral-of-the-nine-saints")  # sanctuary
    assert rules.possession(game, state, 0) == 4
    set_location(game, state, "jousting-grounds")  # none
    assert rules.possession(game, state, 0) == 4


def test_gilded_promise(game):
    check_plain_possession(game, "gilded-promise", "temptation", 2)


def test_the_price_of_silk(game):
    """Value 1; 3 while the Location has the Market symbol."""
    state = build(game)
    play_possession(game, state, "the-price-of-silk")
    assert rules.possession(game, state, 0) == 4
    set_location(game, state, "merchants-guildhall")  # market
    assert rules.possession(game, state, 0) == 6
    set_location(game, state, "old-athenaeum")  # learning
    assert rules.possession(game, state, 0) == 4


def test_night_terrors(game):
    """Value 1 by Day, 3 at Night."""
    state = build(game, time="night")
    play_possession(game, state, "night-terrors")
    assert rules.possession(game, state, 0) == 6
    state.time = "day"
    assert rules.possession(game, state, 0) == 4


def test_waking_dread(game):
    check_plain_possession(game, "waking-dread", "nightmare", 2)


def test_consuming_obsession(game):
    check_plain_possession(game, "consuming-obsession", "obsession", 3)


def test_a_collectors_fixation(game):
    """Value 2; 3 while its player controls at least 2 Victims."""
    state = build(game)
    play_possession(game, state, "a-collectors-fixation")
    assert rules.possession(game, state, 0) == 5
    victim(game, state, "lamplighter", owner=0)
    assert rules.possession(game, state, 0) == 5
    victim(game, state, "washerwoman", owner=0)
    assert rules.possession(game, state, 0) == 6
    victim(game, state, "chimney-sweep", owner=1)
    victim(game, state, "midwife", owner=1)
    assert rules.possession(game, state, 1) == 3  # the card is not theirs


def test_iron_dominion(game):
    check_plain_possession(game, "iron-dominion", "dominion", 4)


# ---- Equipment ---------------------------------------------------------------------------


def equip_from_hand(game, state: PState, design: str, target: str, seat: int = 0) -> str:
    """Play an Equipment card from hand onto `target` through the Round."""
    (card,) = give(game, state, seat, design)
    assert f"play:{card}@{target}" in moves(game, state, seat)
    play(game, state, seat, f"play:{card}@{target}")
    assert state.victims[target].equipment[-1] == card
    assert card not in state.players[seat].hand
    return card


def trap_table(game, design: str, time: str = "day"):
    """Seat 0 holds the TRAP! and a Victim; seat 1 a Victim; one free Victim."""
    state = build(game, time=time)
    state.players[0].tokens = 3
    mine = victim(game, state, "insomniac", owner=0)
    theirs = victim(game, state, "lamplighter", owner=1)
    free = victim(game, state, "washerwoman")
    (card,) = give(game, state, 0, design)
    return state, card, mine, theirs, free


def check_trap_targets(
    game, state: PState, card: str, mine: str, theirs: str, free: str, triggered: bool
) -> None:
    keys = moves(game, state, 0)
    if not triggered:
        assert not [k for k in keys if k.startswith(f"play:{card}")]
        return
    assert f"play:{card}@{mine}" in keys
    assert f"play:{card}@{theirs}" not in keys
    assert f"play:{card}@{free}" not in keys


def test_a_formidable_vintage(game):
    """TRAP! (Entertainment): on one of your Victims only. Willpower +2."""
    state, card, mine, theirs, free = trap_table(game, "a-formidable-vintage")
    check_trap_targets(game, state, card, mine, theirs, free, triggered=False)
    set_location(game, state, "thieves-market")  # market: still untriggered
    check_trap_targets(game, state, card, mine, theirs, free, triggered=False)
    set_location(game, state, "jousting-grounds")  # entertainment
    check_trap_targets(game, state, card, mine, theirs, free, triggered=True)
    assert rules.willpower(game, state, 0) == 3
    play(game, state, 0, f"play:{card}@{mine}")
    assert state.victims[mine].equipment == [card]
    assert rules.victim_willpower(game, state, mine) == 5
    assert rules.willpower(game, state, 0) == 5
    assert rules.victim_strength(game, state, mine) == 3


def test_cursed_ring(game):
    """TRAP! (Gloom): on one of your Victims only. Strength -2."""
    state, card, mine, theirs, free = trap_table(game, "cursed-ring")
    set_location(game, state, "old-athenaeum")  # sanctuary
    check_trap_targets(game, state, card, mine, theirs, free, triggered=False)
    set_location(game, state, "weeping-fen")  # gloom
    check_trap_targets(game, state, card, mine, theirs, free, triggered=True)
    # Triggered, but with no Victim of its holder's to carry it: not playable (R10).
    state.victims[mine].owner = 1
    assert not [k for k in options(game, state, 0) if k.startswith(f"play:{card}")]
    state.victims[mine].owner = 0
    play(game, state, 0, f"play:{card}@{mine}")
    assert state.victims[mine].equipment == [card]
    assert rules.victim_strength(game, state, mine) == 1
    assert rules.victim_willpower(game, state, mine) == 3


def test_circlet_of_black_iron(game):
    """TRAP! (Night): on one of your Victims only. Willpower +1, Strength -1."""
    state, card, mine, theirs, free = trap_table(game, "circlet-of-black-iron")
    check_trap_targets(game, state, card, mine, theirs, free, triggered=False)
    state.time = "night"
    check_trap_targets(game, state, card, mine, theirs, free, triggered=True)
    play(game, state, 0, f"play:{card}@{mine}")
    assert state.victims[mine].equipment == [card]
    assert rules.victim_willpower(game, state, mine) == 4
    assert rules.willpower(game, state, 0) == 4
    assert rules.victim_strength(game, state, mine) == 3  # 3, +1 Night, -1


def test_rusty_cutlass(game):
    """Weapon, Strength +1; playable on any Victim; one Weapon per Victim."""
    state = build(game)
    mine = victim(game, state, "lamplighter", owner=0)
    theirs = victim(game, state, "chimney-sweep", owner=1)
    free = victim(game, state, "washerwoman")
    (card,) = give(game, state, 0, "rusty-cutlass")
    keys = moves(game, state, 0)
    assert {f"play:{card}@{v}" for v in (mine, theirs, free)} <= set(keys)
    play(game, state, 0, f"play:{card}@{theirs}")
    assert rules.victim_strength(game, state, theirs) == 3
    assert rules.victim_strength(game, state, mine) == 1
    (cleaver,) = give(game, state, 1, "butchers-cleaver")
    keys = moves(game, state, 1)
    assert f"play:{cleaver}@{theirs}" not in keys and f"play:{cleaver}@{mine}" in keys


def test_butchers_cleaver(game):
    """Weapon, Strength +2."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    equip_from_hand(game, state, "butchers-cleaver", v)
    assert rules.victim_strength(game, state, v) == 3
    assert state.victims[v].life == 2
    (axe,) = give(game, state, 0, "woodsmans-axe")
    assert f"play:{axe}@{v}" not in moves(game, state, 0)


def test_silvered_dagger(game):
    """Weapon, Strength +1, and +1 more at Night."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    equip_from_hand(game, state, "silvered-dagger", v)
    assert rules.victim_strength(game, state, v) == 2
    state.time = "night"
    assert rules.victim_strength(game, state, v) == 3


def test_woodsmans_axe(game):
    """Two-handed Weapon, Strength +3; no hand Armour (or other Weapon) beside it."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    w = victim(game, state, "lamplighter", owner=0)
    equip_from_hand(game, state, "woodsmans-axe", v)
    assert rules.victim_strength(game, state, v) == 4
    buckler, cutlass, medal = give(
        game, state, 0, "wooden-buckler", "rusty-cutlass", "saints-medal"
    )
    keys = moves(game, state, 0)
    assert f"play:{buckler}@{v}" not in keys and f"play:{buckler}@{w}" in keys
    assert f"play:{cutlass}@{v}" not in keys
    assert f"play:{medal}@{v}" in keys  # the head is free
    # The other way round: a shield in hand first, then no two-handed weapon.
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    equip_from_hand(game, state, "wooden-buckler", v)
    (axe,) = give(game, state, 0, "woodsmans-axe")
    assert f"play:{axe}@{v}" not in moves(game, state, 0)


def test_boar_spear(game):
    """Two-handed, Strength +2; the first fight against an Animal is cancelled, then it goes."""
    state = build(game)
    state.players[0].tokens = 1
    v = victim(game, state, "insomniac", owner=0)
    spear = equip_from_hand(game, state, "boar-spear", v)
    assert rules.victim_strength(game, state, v) == 5
    (boar,) = give(game, state, 1, "wild-boar")
    assert f"play:{boar}@{v}" in moves(game, state, 1)  # not a ward against playing
    play(game, state, 1, f"play:{boar}@{v}")
    fight_it(game, state)
    assert boar in state.discard and spear in state.discard
    assert state.victims[v].equipment == [] and state.victims[v].life == 4
    assert rules.victim_strength(game, state, v) == 3
    # Against a Soldier it only fights: 5 beats a Day Serjeant-at-Arms (4), and stays.
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    spear = equip_from_hand(game, state, "boar-spear", v)
    attack(game, state, v, "serjeant-at-arms")
    fight_it(game, state)
    assert state.victims[v].equipment == [spear] and state.victims[v].life == 4


def test_padded_jerkin(game):
    """Body armour, Life +1 (tokens, kept if it goes); one body Armour per Victim."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    jerkin = equip_from_hand(game, state, "padded-jerkin", v)
    assert state.victims[v].life == 3
    assert rules.victim_strength(game, state, v) == 1
    assert rules.score(game, state, 0) == 4
    (mail,) = give(game, state, 0, "rusted-mail-shirt")
    assert f"play:{mail}@{v}" not in moves(game, state, 0)
    state.victims[v].equipment.remove(jerkin)  # R18: the tokens stay
    assert state.victims[v].life == 3


def test_rusted_mail_shirt(game):
    """Body armour, Life +2: a Victim survives wounds it would otherwise die of."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    equip_from_hand(game, state, "rusted-mail-shirt", v)
    assert state.victims[v].life == 4
    attack(game, state, v, "man-at-arms")
    fight_it(game, state)
    assert state.victims[v].life == 2 and state.victims[v].owner == 0


def test_hooded_cloak(game):
    """Body. The Victim may escape one fight; then discard this card (one-time, R24)."""
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)
    assert not rules.can_escape(game, state, v)
    cloak = equip_from_hand(game, state, "hooded-cloak", v)
    assert rules.can_escape(game, state, v)
    man = attack(game, state, v, "man-at-arms")
    fights(game, state, escaping)
    assert man in state.discard and state.victims[v].life == 2
    assert state.victims[v].equipment == [] and cloak in state.discard
    assert not rules.can_escape(game, state, v)


def test_hooded_cloak_is_kept_when_the_victim_stands_and_fights(game):
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)
    cloak = equip_from_hand(game, state, "hooded-cloak", v)
    attack(game, state, v, "carrion-crows")
    fights(game, state, prefer("fight"))
    assert state.victims[v].equipment == [cloak]


def test_hooded_cloak_is_not_spent_where_a_lasting_escape_holds(game):
    """At the Thieves' Market every Victim may escape: the cloak is not what saved it."""
    state = build(game, location="thieves-market")
    v = victim(game, state, "lamplighter", owner=0)
    cloak = equip_from_hand(game, state, "hooded-cloak", v)
    attack(game, state, v, "man-at-arms")
    fights(game, state, escaping)
    assert state.victims[v].equipment == [cloak]


def test_iron_skullcap(game):
    """Helmet, Life +1; one head item per Victim."""
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)
    equip_from_hand(game, state, "iron-skullcap", v)
    assert state.victims[v].life == 3
    assert rules.victim_strength(game, state, v) == 1
    (medal,) = give(game, state, 0, "saints-medal")
    assert f"play:{medal}@{v}" not in moves(game, state, 0)


def test_saints_medal(game):
    """Head. Strength +1, Willpower +1 (the claim costs more, the controller's score rises)."""
    state = build(game)
    v = victim(game, state, "lamplighter")
    state.players[0].tokens = -1  # possession 2
    assert f"claim:{v}" in options(game, state, 0)
    equip_from_hand(game, state, "saints-medal", v, seat=1)
    assert rules.victim_strength(game, state, v) == 2
    assert rules.victim_willpower(game, state, v) == 2
    state.players[0].tokens = -2  # possession 1: no longer enough
    assert f"claim:{v}" not in options(game, state, 0)
    state.victims[v].owner = 0
    state.players[0].tokens = 0
    assert rules.willpower(game, state, 0) == 2


def test_blessed_veil(game):
    """Head. The first fight against a Priest is cancelled; then the Veil is discarded."""
    state = build(game, time="night")
    v = victim(game, state, "washerwoman", owner=0)
    veil = equip_from_hand(game, state, "blessed-veil", v)
    (priest,) = give(game, state, 1, "parish-priest")
    play(game, state, 1, f"play:{priest}@{v}")
    fight_it(game, state)
    assert priest in state.discard and veil in state.discard
    assert state.victims[v].owner == 0 and state.victims[v].equipment == []
    # A Soldier is not turned away (and the Veil stays).
    state = build(game, time="night")
    v = victim(game, state, "insomniac", owner=0)
    veil = equip_from_hand(game, state, "blessed-veil", v)
    attack(game, state, v, "man-at-arms")
    fight_it(game, state)
    assert state.victims[v].equipment == [veil] and state.victims[v].life == 4


def test_wooden_buckler(game):
    """Shield (hand), Strength +1."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    equip_from_hand(game, state, "wooden-buckler", v)
    assert rules.victim_strength(game, state, v) == 2
    assert state.victims[v].life == 2 and rules.victim_willpower(game, state, v) == 1


def test_lucky_rabbits_foot(game):
    """Trinket. The first Event aimed at this Victim alone does nothing to it; then it goes."""
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)
    foot = equip_from_hand(game, state, "lucky-rabbits-foot", v)
    fall1, fall2 = give(game, state, 1, "a-fall-on-the-stairs", "a-fall-on-the-stairs")
    play(game, state, 1, f"play:{fall1}")
    assert state.victims[v].life == 2
    assert foot in state.discard and state.victims[v].equipment == []
    play(game, state, 1, f"play:{fall2}")
    assert state.victims[v].life == 1
    # Its owner's own Event still reaches it (and the Foot stays).
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)
    foot = equip_from_hand(game, state, "lucky-rabbits-foot", v)
    (poultice,) = give(game, state, 0, "poultice-and-prayer")
    play(game, state, 0, f"play:{poultice}")
    assert state.victims[v].life == 4 and state.victims[v].equipment == [foot]
    assert state.victims[v].owner != FREE


def test_trinkets_take_no_armour_slot(game):
    """Issue 12, R31: A Formidable Vintage (a bottle), the Cursed Ring and the Lucky Rabbit's
    Foot are trinkets, not hand Armour: they go beside a shield or a two-handed weapon, and
    beside each other."""
    trinkets = ("a-formidable-vintage", "cursed-ring", "lucky-rabbits-foot")
    assert {game.cards.card(t).slot for t in trinkets} == {"trinket"}
    state = build(game)
    shielded = victim(game, state, "insomniac", owner=0)
    two_hands = victim(game, state, "fishwife", owner=0)
    rich(state, 0)
    equip_from_hand(game, state, "wooden-buckler", shielded)
    equip_from_hand(game, state, "woodsmans-axe", two_hands)
    set_location(game, state, "jousting-grounds")  # Entertainment: the Vintage is triggered
    (bottle,) = give(game, state, 0, "a-formidable-vintage")
    assert {f"play:{bottle}@{shielded}", f"play:{bottle}@{two_hands}"} <= set(moves(game, state, 0))
    play(game, state, 0, f"play:{bottle}@{shielded}")
    equip_from_hand(game, state, "lucky-rabbits-foot", shielded)
    set_location(game, state, "weeping-fen")  # Gloom: the Ring is triggered
    state.players[0].played = 0
    (ring,) = give(game, state, 0, "cursed-ring")
    assert f"play:{ring}@{shielded}" in moves(game, state, 0)
    play(game, state, 0, f"play:{ring}@{shielded}")
    slots = [game.cards.card(e).slot for e in state.victims[shielded].equipment]
    assert slots == ["hand", "trinket", "trinket", "trinket"]
    # hand Armour still cannot go beside a two-handed weapon
    (buckler,) = give(game, state, 0, "wooden-buckler")
    assert f"play:{buckler}@{two_hands}" not in moves(game, state, 0)
