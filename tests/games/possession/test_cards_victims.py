"""One test per Victim design (card_data/possession/victims.yaml), on hand-built tables.

Every Victim is claimed through its controller's Round at exactly its Willpower, and its
Life, Willpower, Strength, gender and type are checked through the engine (the Willpower
score, a fight, the Witch-Hunter's bonuses); a special rule is checked both where its
condition holds and where it does not. The last test checks that every card design of the
four card files has its test in one of the test_cards_*.py files.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.state import FREE, PState
from tests.games.possession import (
    test_cards_daemons,
    test_cards_game_deck,
    test_cards_game_deck_added,
    test_cards_game_deck_nemeses_events,
    test_cards_locations,
)
from tests.games.possession.conftest import (
    attack,
    build,
    fights,
    give,
    moves,
    options,
    possession_cards,
    set_location,
    victim,
)
from tests.games.possession.test_cards_daemons import (
    act,
    deal,
    escaping,
    fight_it,
    monster,
    strength_of,
)

CARD_DATA = Path(__file__).resolve().parents[3] / "card_data" / "possession"


def claim_at_willpower(game, state: PState, design: str, willpower: int, seat: int = 0) -> str:
    """A free Victim, claimable with a spare of exactly its Willpower (not one less)."""
    v = victim(game, state, design)
    state.players[seat].tokens = willpower - 4  # possession 3 - 1 below its Willpower
    assert f"claim:{v}" not in options(game, state, seat)
    state.players[seat].tokens = willpower - 3
    assert f"claim:{v}" in options(game, state, seat)
    act(game, state, seat, f"claim:{v}")
    assert state.victims[v].owner == seat
    return v


def check_victim(
    game,
    design: str,
    life: int,
    willpower: int,
    strength: int,
    gender: str,
    arcanist: bool = False,
    hand_cap: int = 8,
) -> None:
    """Claim cost, Willpower score, Strength, Life and score, no escape, the Hand Cap, and a
    fight by Day: an attacker one weaker loses, an equal one wins and deals 2 wounds; and the
    Witch-Hunter (+2 against women, +2 against arcanists) sees its gender and type."""
    state = build(game)
    v = claim_at_willpower(game, state, design, willpower)
    assert rules.willpower(game, state, 0) == willpower
    assert rules.victim_willpower(game, state, v) == willpower
    assert state.victims[v].life == life
    assert rules.victim_strength(game, state, v) == strength
    assert rules.score(game, state, 0) == life + strength
    assert not rules.can_escape(game, state, v)
    assert rules.hand_cap(game, state, 0) == hand_cap
    hunter = attack(game, state, v, "witch-hunter")
    bonus = 2 * (gender == "female") + 2 * arcanist
    assert strength_of(game, state, hunter) == 4 + bonus  # 3, +1 by Day
    state.attacks.clear()
    # By Day an attacker gets +1: base strength-2 is one weaker, strength-1 is equal.
    monster(state, v, strength - 2)
    fight_it(game, state)
    assert state.victims[v].life == life and not state.attacks
    monster(state, v, strength - 1)
    fight_it(game, state)
    if life > 2:
        assert state.victims[v].life == life - 2
    else:
        assert v not in state.victims and v in state.victim_discard


# ---- Willpower 1 -------------------------------------------------------------------------


def test_lamplighter(game):
    check_victim(game, "lamplighter", life=2, willpower=1, strength=1, gender="male")


def test_washerwoman(game):
    check_victim(game, "washerwoman", life=2, willpower=1, strength=1, gender="female")


def test_chimney_sweep(game):
    check_victim(game, "chimney-sweep", life=1, willpower=1, strength=2, gender="male")


# ---- Willpower 2 -------------------------------------------------------------------------


def test_gravedigger(game):
    """Strength +1 while the Location has the Graveyard symbol."""
    check_victim(game, "gravedigger", life=3, willpower=2, strength=2, gender="male")
    state = build(game)
    v = victim(game, state, "gravedigger", owner=0)
    set_location(game, state, "hollowmere-cemetery")  # graveyard, sacred
    assert rules.victim_strength(game, state, v) == 3
    set_location(game, state, "gallows-hill")  # graveyard
    assert rules.victim_strength(game, state, v) == 3
    set_location(game, state, "cathedral-of-the-nine-saints")  # sacred only
    assert rules.victim_strength(game, state, v) == 2


def test_fishwife(game):
    check_victim(game, "fishwife", life=3, willpower=2, strength=2, gender="female")


def test_alchemists_apprentice(game):
    check_victim(
        game, "alchemists-apprentice", life=2, willpower=2, strength=2, gender="male", arcanist=True
    )


def test_deserter(game):
    """May escape fights at Night (issue 12: no longer every fight): escaping discards the
    Nemesis and costs no Life; by Day he must fight."""
    state = build(game, time="night")
    v = victim(game, state, "deserter", owner=0)
    assert state.victims[v].life == 2 and rules.victim_willpower(game, state, v) == 2
    assert rules.victim_strength(game, state, v) == 3
    assert rules.can_escape(game, state, v)
    man = attack(game, state, v, "man-at-arms")
    seen: list[set[str]] = []

    def choose(d):
        seen.append({o.key for o in d.options})
        return "escape"

    fights(game, state, choose)
    assert seen == [{"escape", "fight", "reveal"}]
    assert not state.attacks and man in state.discard
    assert state.victims[v].life == 2 and state.victims[v].owner == 0
    # By Day no escape: a Day Man-at-Arms (3) against 3 wins and deals 2 wounds.
    state.time = "day"
    assert not rules.can_escape(game, state, v)
    attack(game, state, v, "man-at-arms")
    fight_it(game, state)
    assert v not in state.victims


def test_portrait_painter(game):
    check_victim(game, "portrait-painter", life=2, willpower=2, strength=1, gender="male")


def test_midwife(game):
    check_victim(game, "midwife", life=4, willpower=2, strength=1, gender="female")


def test_poacher(game):
    """Strength +1 while the Location has the Wilderness symbol."""
    check_victim(game, "poacher", life=3, willpower=2, strength=2, gender="male")
    state = build(game)
    v = victim(game, state, "poacher", owner=0)
    set_location(game, state, "blackthorn-wood")  # wilderness
    assert rules.victim_strength(game, state, v) == 3
    set_location(game, state, "jousting-grounds")  # entertainment
    assert rules.victim_strength(game, state, v) == 2


def test_apothecary(game):
    check_victim(game, "apothecary", life=2, willpower=2, strength=2, gender="female")


# ---- Willpower 3 -------------------------------------------------------------------------


def test_insomniac(game):
    """Strength +1 at Night (3 by Day, 4 at Night)."""
    check_victim(game, "insomniac", life=4, willpower=3, strength=3, gender="male")
    state = build(game, time="night")
    v = victim(game, state, "insomniac", owner=0)
    assert rules.victim_strength(game, state, v) == 4
    # At Night a Man-at-Arms (2) loses to him (4).
    attack(game, state, v, "man-at-arms")
    fight_it(game, state)
    assert state.victims[v].life == 4
    state.time = "day"
    assert rules.victim_strength(game, state, v) == 3


def test_cloth_merchant(game):
    """While the Location has the Market symbol, his controller's possession is 1 higher."""
    check_victim(game, "cloth-merchant", life=3, willpower=3, strength=3, gender="male")
    state = build(game)
    v = victim(game, state, "cloth-merchant", owner=0)
    assert rules.possession(game, state, 0) == 3
    set_location(game, state, "millbrook-harvest-fair")  # entertainment, market
    assert rules.possession(game, state, 0) == 4
    assert rules.possession(game, state, 1) == 3
    state.victims[v].owner = FREE  # a free Cloth Merchant helps nobody
    assert rules.possession(game, state, 0) == 3
    state.victims[v].owner = 0
    set_location(game, state, "jousting-grounds")  # no market
    assert rules.possession(game, state, 0) == 3


def test_hedge_witch(game):
    """May escape fights while the Location has the Wilderness symbol."""
    check_victim(
        game, "hedge-witch", life=3, willpower=3, strength=3, gender="female", arcanist=True
    )
    state = build(game)
    v = victim(game, state, "hedge-witch", owner=0)
    assert not rules.can_escape(game, state, v)
    set_location(game, state, "drowned-chapel")  # sacred, wilderness
    assert rules.can_escape(game, state, v)
    man = attack(game, state, v, "man-at-arms")
    fights(game, state, escaping)
    assert man in state.discard and state.victims[v].life == 3
    set_location(game, state, "old-athenaeum")
    assert not rules.can_escape(game, state, v)


def test_young_baronet(game):
    check_victim(game, "young-baronet", life=4, willpower=3, strength=3, gender="male")


def test_curate(game):
    """Priests cannot be played against him (other Nemeses can)."""
    check_victim(game, "curate", life=4, willpower=3, strength=2, gender="male")
    state = build(game)
    v = victim(game, state, "curate", owner=0)
    other = victim(game, state, "lamplighter", owner=0)
    priest, exorcist, man = give(game, state, 1, "parish-priest", "the-exorcist", "man-at-arms")
    keys = moves(game, state, 1)
    assert f"play:{priest}@{v}" not in keys
    assert f"play:{priest}@{other}" in keys
    assert f"play:{exorcist}@{v}" in keys  # an Exorcist is not a Priest
    assert f"play:{man}@{v}" in keys


def test_bride_to_be(game):
    check_victim(game, "bride-to-be", life=3, willpower=3, strength=3, gender="female")


# ---- Willpower 4 -------------------------------------------------------------------------


def test_actress(game):
    """Strength +1 while the Location has the Entertainment symbol."""
    check_victim(game, "actress", life=4, willpower=4, strength=4, gender="female")
    state = build(game)
    v = victim(game, state, "actress", owner=0)
    set_location(game, state, "jousting-grounds")  # entertainment
    assert rules.victim_strength(game, state, v) == 5
    set_location(game, state, "thieves-market")  # market
    assert rules.victim_strength(game, state, v) == 4


def test_moneylender(game):
    """May escape fights while the Location has the Market symbol."""
    check_victim(game, "moneylender", life=4, willpower=4, strength=4, gender="male")
    state = build(game)
    v = victim(game, state, "moneylender", owner=0)
    set_location(game, state, "merchants-guildhall")  # market, learning
    assert rules.can_escape(game, state, v)
    set_location(game, state, "jousting-grounds")
    assert not rules.can_escape(game, state, v)


def test_astrologer(game):
    """Strength +2 at Night (3 by Day, 5 at Night)."""
    check_victim(
        game, "astrologer", life=4, willpower=4, strength=3, gender="female", arcanist=True
    )
    state = build(game, time="night")
    v = victim(game, state, "astrologer", owner=0)
    assert rules.victim_strength(game, state, v) == 5
    state.time = "day"
    assert rules.victim_strength(game, state, v) == 3


def test_veteran_of_the_marsh_wars(game):
    check_victim(game, "veteran-of-the-marsh-wars", life=5, willpower=4, strength=4, gender="male")


# ---- Willpower 5 -------------------------------------------------------------------------


def test_necromancer_dilettante(game):
    """At Night, his controller's possession value is 1 higher."""
    check_victim(
        game,
        "necromancer-dilettante",
        life=5,
        willpower=5,
        strength=5,
        gender="male",
        arcanist=True,
    )
    state = build(game, time="night")
    v = victim(game, state, "necromancer-dilettante", owner=0)
    possession_cards(game, state, 0, "consuming-obsession")
    assert rules.possession(game, state, 0) == 7
    state.time = "day"
    assert rules.possession(game, state, 0) == 6
    state.time = "night"
    state.victims[v].owner = FREE
    assert rules.possession(game, state, 0) == 6


def test_dowager_countess(game):
    """Soldiers cannot be played against her (other Nemeses can)."""
    check_victim(game, "dowager-countess", life=5, willpower=5, strength=4, gender="female")
    state = build(game)
    possession_cards(game, state, 0, "consuming-obsession")
    v = victim(game, state, "dowager-countess", owner=0)
    other = victim(game, state, "lamplighter", owner=0)
    *soldiers, wolf = give(
        game, state, 1, "man-at-arms", "serjeant-at-arms", "witch-hunter", "grey-wolf"
    )
    keys = moves(game, state, 1)
    for soldier in soldiers:
        assert f"play:{soldier}@{v}" not in keys
        assert f"play:{soldier}@{other}" in keys
    assert f"play:{wolf}@{v}" in keys


def test_abbess(game):
    """Her controller's Hand Cap is 1 higher (9 at the deal); free, she helps nobody."""
    check_victim(game, "abbess", life=6, willpower=5, strength=4, gender="female", hand_cap=9)
    state = build(game)
    possession_cards(game, state, 0, "consuming-obsession")
    v = victim(game, state, "abbess", owner=0)
    assert rules.hand_cap(game, state, 0) == 9
    assert rules.hand_cap(game, state, 1) == 8
    deal(game, state)
    assert [len(p.hand) for p in state.players] == [9, 8]
    state.victims[v].owner = FREE
    assert rules.hand_cap(game, state, 0) == 8


# ---- the checklist -----------------------------------------------------------------------


def test_every_card_design_has_its_test():
    """A test per design of the four card files (these files are the checklist)."""
    names: set[str] = set(globals())
    for module in (
        test_cards_daemons,
        test_cards_locations,
        test_cards_game_deck,
        test_cards_game_deck_added,
        test_cards_game_deck_nemeses_events,
    ):
        names |= set(vars(module))
    ids = []
    for file in ("daemons.yaml", "victims.yaml", "locations.yaml", "game_deck.yaml"):
        ids += [c["id"] for c in yaml.safe_load((CARD_DATA / file).read_text())["cards"]]
    missing = [i for i in ids if f"test_{i.replace('-', '_')}" not in names]
    assert not missing
    assert len(ids) == len(set(ids)) == 112
