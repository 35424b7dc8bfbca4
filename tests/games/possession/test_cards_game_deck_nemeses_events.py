"""One test per Nemesis and Event design of card_data/possession/game_deck.yaml, and The Troll.

Nemeses are sent from hand through their player's Round ("play:<card>@<victim>") against a
Victim another player controls, and fought with the Fights step; their Strength is checked
by Day (+1, Heroes +2) and at Night. Events are played from hand ("play:<card>").
"""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.state import FREE, PState
from tests.games.possession.conftest import (
    attack,
    build,
    effect,
    fights,
    give,
    moves,
    options,
    play,
    possession_cards,
    prefer,
    set_location,
    victim,
)
from tests.games.possession.test_cards_daemons import (
    escaping,
    fight_it,
    keys_now,
    open_round,
    strength_of,
    unescapable,
)


def send(game, state: PState, design: str, target: str, seat: int = 1, choose=None) -> str:
    """`seat` plays a Nemesis from hand against `target`."""
    (card,) = give(game, state, seat, design)
    assert f"play:{card}@{target}" in moves(game, state, seat)
    play(game, state, seat, f"play:{card}@{target}", choose)
    assert any(a.card == card and a.victim == target and a.by == seat for a in state.attacks)
    return card


def day_night(game, state: PState, card: str) -> tuple[int, int]:
    """A Nemesis's Strength (by Day, at Night) as the table stands."""
    before = state.time
    state.time = "day"
    day = strength_of(game, state, card)
    state.time = "night"
    night = strength_of(game, state, card)
    state.time = before
    return day, night


def check_targets(
    game, state: PState, card: str, seat: int, allowed: set[str], refused: set[str]
) -> None:
    keys = set(moves(game, state, seat))
    assert {f"play:{card}@{v}" for v in allowed} <= keys
    assert not {f"play:{card}@{v}" for v in refused} & keys


# ---- Nemeses -----------------------------------------------------------------------------


def test_man_at_arms(game):
    """Soldier 2 (3 by Day); Men-at-Arms and a Serjeant go down together, each a card;
    only against another player's Victim; others may not join them (same-name rule)."""
    state = build(game)
    state.players[0].tokens = 1
    v = victim(game, state, "insomniac", owner=0)
    own = victim(game, state, "lamplighter", owner=1)
    free = victim(game, state, "washerwoman")
    m1, m2, sj, wolf = give(
        game, state, 1, "man-at-arms", "man-at-arms", "serjeant-at-arms", "grey-wolf"
    )
    check_targets(game, state, m1, 1, {v}, {own, free})
    asked: list[set[str]] = []

    def choose(d):
        if d.kind == "squad":
            asked.append({o.key for o in d.options})
        return prefer(f"squad:{m2}", f"squad:{sj}", "end", "done")(d)

    play(game, state, 1, f"play:{m1}@{v}", choose)
    assert asked[0] == {f"squad:{m2}", f"squad:{sj}", "done"}  # no Grey Wolf
    assert [a.card for a in state.attacks] == [m1, m2, sj]
    assert state.players[1].played == 3 and state.players[1].hand == [wolf]
    assert day_night(game, state, m1) == (3, 2)
    assert day_night(game, state, sj) == (4, 3)
    assert f"play:{wolf}@{v}" not in moves(game, state, 1)  # same-name rule
    fight_it(game, state)  # 3 + 3 + 4 against 3: six wounds
    assert v not in state.victims and {m1, m2, sj} <= set(state.discard)
    # One alone at Night ties a Strength-2 Victim and wins: 2 wounds.
    state = build(game, time="night")
    v = victim(game, state, "gravedigger", owner=0)
    send(game, state, "man-at-arms", v)
    fight_it(game, state)
    assert state.victims[v].life == 1


def test_serjeant_at_arms(game):
    """Soldier 3 (4 by Day); Men-at-Arms may join it in the same play."""
    state = build(game, time="night")
    v = victim(game, state, "midwife", owner=0)
    sj, m1 = give(game, state, 1, "serjeant-at-arms", "man-at-arms")
    play(game, state, 1, f"play:{sj}@{v}", prefer(f"squad:{m1}", "end", "done"))
    assert [a.card for a in state.attacks] == [sj, m1]
    assert state.players[1].played == 2
    assert day_night(game, state, sj) == (4, 3)
    # A later Round: another Man-at-Arms may still join; a Town Watchman may not.
    m2, watch = give(game, state, 1, "man-at-arms", "town-watchman")
    keys = moves(game, state, 1)
    assert f"play:{m2}@{v}" in keys and f"play:{watch}@{v}" not in keys
    fight_it(game, state)  # 3 + 2 against 1: four wounds kill the Midwife
    assert v not in state.victims and v in state.victim_discard


def test_town_watchman(game):
    """Soldier 2; at Night the Victim cannot escape this fight (by Day it can)."""
    state = build(game, time="night", location="thieves-market")  # everyone may escape
    v = victim(game, state, "deserter", owner=0)
    watch = send(game, state, "town-watchman", v)
    assert day_night(game, state, watch) == (3, 2)
    assert not rules.can_escape(game, state, v)
    fights(game, state, unescapable)  # no escape: 2 against 3, the Deserter wins
    assert watch in state.discard and state.victims[v].life == 2
    state.time = "day"
    watch2 = send(game, state, "town-watchman", v)
    assert rules.can_escape(game, state, v)
    fights(game, state, escaping)
    assert watch2 in state.discard and state.victims[v].life == 2


def test_witch_hunter(game):
    """Soldier 3; +2 against a woman, +2 against an arcanist (these add up)."""
    state = build(game)
    state.players[0].tokens = 5
    man = victim(game, state, "lamplighter", owner=0)
    woman = victim(game, state, "washerwoman", owner=0)
    arcanist = victim(game, state, "alchemists-apprentice", owner=0)
    witch = victim(game, state, "hedge-witch", owner=0)
    hunter = send(game, state, "witch-hunter", man)
    a = state.attacks[0]
    got = {}
    for v in (man, woman, arcanist, witch):
        a.victim = v
        got[v] = day_night(game, state, hunter)
    assert got == {man: (4, 3), woman: (6, 5), arcanist: (6, 5), witch: (8, 7)}


def check_priest(game, design: str, strength: int) -> None:
    """A Priest: Strength by Day/Night; on a win no wounds, the Victim is freed; on a loss
    nothing happens; and never against the Curate."""
    state = build(game, time="night")
    v = victim(game, state, "washerwoman", owner=0)
    priest = send(game, state, design, v)
    assert day_night(game, state, priest) == (strength + 1, strength)
    fight_it(game, state)
    assert state.victims[v].owner == FREE and state.victims[v].life == 2
    assert priest in state.discard and not state.attacks
    # Facing a stronger Victim, nothing happens.
    state = build(game, time="night")
    state.players[0].tokens = 4  # possession 7: the Astrologer and the Curate
    v = victim(game, state, "astrologer", owner=0)  # 5 at Night
    curate = victim(game, state, "curate", owner=0)
    (priest,) = give(game, state, 1, design)
    assert f"play:{priest}@{curate}" not in moves(game, state, 1)
    play(game, state, 1, f"play:{priest}@{v}")
    fight_it(game, state)
    assert state.victims[v].owner == 0 and state.victims[v].life == 4


def test_parish_priest(game):
    check_priest(game, "parish-priest", 2)


def test_wandering_friar(game):
    check_priest(game, "wandering-friar", 3)


def test_canon_of_the_cathedral(game):
    check_priest(game, "canon-of-the-cathedral", 4)


def test_the_exorcist(game):
    """Exorcist 4 (5 by Day); on a win no wounds: the Victim is freed and its controller
    loses 1 Possession card, chosen by the Exorcist's player."""
    state = build(game, time="night")
    gilded, dominion = possession_cards(game, state, 0, "gilded-promise", "iron-dominion")
    v = victim(game, state, "insomniac", owner=0)
    ex = send(game, state, "the-exorcist", v)
    assert day_night(game, state, ex) == (5, 4)
    chooser: list[int] = []

    def choose(d):
        if d.kind == "lose_possession":
            chooser.append(d.seat)
        return prefer(f"lose:{dominion}", "fight")(d)

    fights(game, state, choose)
    assert chooser == [1]
    assert state.victims[v].owner == FREE and state.victims[v].life == 4
    assert state.players[0].possession_cards == [gilded] and dominion in state.discard
    assert ex in state.discard
    # Beaten, it does nothing.
    state = build(game, time="night")
    (gilded,) = possession_cards(game, state, 0, "gilded-promise")
    v = victim(game, state, "astrologer", owner=0)  # 5 at Night
    send(game, state, "the-exorcist", v)
    fight_it(game, state)
    assert state.victims[v].owner == 0 and state.players[0].possession_cards == [gilded]


def test_bloodhounds(game):
    """Animal 2 (3 by Day); the Victim cannot escape this fight."""
    state = build(game)
    v = victim(game, state, "deserter", owner=0)
    hounds = send(game, state, "bloodhounds", v)
    assert day_night(game, state, hounds) == (3, 2)
    assert not rules.can_escape(game, state, v)
    fights(game, state, unescapable)  # 3 against 3: the hounds win
    assert v not in state.victims


def test_grey_wolf(game):
    """Animal 2; +1 at Night (so 3 by Day and 3 at Night)."""
    state = build(game, time="night")
    v = victim(game, state, "fishwife", owner=0)
    wolf = send(game, state, "grey-wolf", v)
    assert day_night(game, state, wolf) == (3, 3)
    fight_it(game, state)  # 3 against 2: two wounds
    assert state.victims[v].life == 1


def test_wild_boar(game):
    """Animal 3; +1 when the Location has the Wilderness symbol."""
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    boar = send(game, state, "wild-boar", v)
    assert day_night(game, state, boar) == (4, 3)
    set_location(game, state, "drowned-chapel")  # wilderness, no Animal bonus
    assert day_night(game, state, boar) == (5, 4)
    set_location(game, state, "cathedral-of-the-nine-saints")
    assert day_night(game, state, boar) == (4, 3)


def test_carrion_crows(game):
    """Animal 1; if they win they deal 1 wound, not 2."""
    state = build(game)
    v = victim(game, state, "washerwoman", owner=0)
    crows = send(game, state, "carrion-crows", v)
    assert day_night(game, state, crows) == (2, 1)
    fight_it(game, state)
    assert state.victims[v].life == 1 and crows in state.discard


def test_sir_aldric_vane(game):
    """Hero 4 (+2 by Day: 6); the Victim cannot escape this fight."""
    state = build(game)
    state.players[0].tokens = 2
    v = victim(game, state, "deserter", owner=0)
    hooded = victim(game, state, "insomniac", owner=0)
    aldric = send(game, state, "sir-aldric-vane", v)
    assert day_night(game, state, aldric) == (6, 4)
    assert not rules.can_escape(game, state, v)
    fights(game, state, unescapable)
    assert v not in state.victims  # 6 against 3: two wounds kill the Deserter
    assert state.victims[hooded].life == 4


def test_black_tom_the_headsman(game):
    """Hero 4 (6 by Day); if he wins he deals 3 wounds."""
    state = build(game)
    state.players[0].tokens = 1
    v = victim(game, state, "insomniac", owner=0)
    tom = send(game, state, "black-tom-the-headsman", v)
    assert day_night(game, state, tom) == (6, 4)
    fight_it(game, state)
    assert state.victims[v].life == 1


def test_magister_ottoline_grey(game):
    """Hero 3 (5 by Day); +2 against an arcanist."""
    state = build(game)
    state.players[0].tokens = 1
    plain = victim(game, state, "lamplighter", owner=0)
    arc = victim(game, state, "alchemists-apprentice", owner=0)
    magister = send(game, state, "magister-ottoline-grey", plain)
    assert day_night(game, state, magister) == (5, 3)
    state.attacks[0].victim = arc
    assert day_night(game, state, magister) == (7, 5)


def test_captain_rowan_marsh(game):
    """Hero 4 (6 by Day); +1 at Night (5)."""
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    rowan = send(game, state, "captain-rowan-marsh", v)
    assert day_night(game, state, rowan) == (6, 5)


def test_ysmay_the_huntress(game):
    """Hero 5 (7 by Day); +1 when the Location has the Wilderness symbol."""
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    ysmay = send(game, state, "ysmay-the-huntress", v)
    assert day_night(game, state, ysmay) == (7, 5)
    set_location(game, state, "drowned-chapel")
    assert day_night(game, state, ysmay) == (8, 6)
    set_location(game, state, "jousting-grounds")
    assert day_night(game, state, ysmay) == (7, 5)


def test_the_troll(game):
    """Set aside, never in the Game Deck; called by Fate it fights with Strength 6 (7 by
    Day) and deals 3 wounds; then it goes back aside."""
    state = build(game)
    assert state.troll == "the-troll"
    assert "the-troll" not in state.deck and "the-troll" not in game.cards.game_deck
    v = victim(game, state, "midwife", owner=1)
    effect(game, state, [{"op": "summon_troll"}], actor=0)
    assert state.troll == "" and [a.card for a in state.attacks] == ["the-troll"]
    assert day_night(game, state, "the-troll") == (7, 6)
    fight_it(game, state)
    assert state.victims[v].life == 1
    assert state.troll == "the-troll" and "the-troll" not in state.discard
    # Nobody controls a Victim: nothing happens.
    state.victims[v].owner = FREE
    effect(game, state, [{"op": "summon_troll"}], actor=0)
    assert not state.attacks and state.troll == "the-troll"
    # Already out: nothing happens (R13).
    state.victims[v].owner = 1
    effect(game, state, [{"op": "summon_troll"}], actor=0)
    effect(game, state, [{"op": "summon_troll"}], actor=0)
    assert [a.card for a in state.attacks] == ["the-troll"]


# ---- Events ------------------------------------------------------------------------------


def play_event(game, state: PState, design: str, seat: int = 0, choose=None) -> str:
    """Play an Event from hand (given now, or already held); it goes to the discard pile."""
    held = [c for c in state.players[seat].hand if game.cards.card(c).id == design]
    card = held[0] if held else give(game, state, seat, design)[0]
    assert f"play:{card}" in options(game, state, seat)
    play(game, state, seat, f"play:{card}", choose)
    assert card in state.discard and card not in state.players[seat].hand
    return card


def event_table(game, time: str = "day") -> tuple[PState, str, str, str, str]:
    """Seat 0: two Victims; seat 1: one; one free Victim."""
    state = build(game, time=time)
    state.players[0].tokens = 3
    a = victim(game, state, "insomniac", owner=0)
    b = victim(game, state, "lamplighter", owner=0)
    c = victim(game, state, "midwife", owner=1)
    d = victim(game, state, "washerwoman")
    return state, a, b, c, d


def asking(target: str, asked: list[set[str]]):
    def choose(d):
        if d.kind == "op":
            asked.append({o.key for o in d.options})
        return prefer(target, "end", "done")(d)

    return choose


def test_cheered_by_the_crowd(game):
    """Only with the Entertainment symbol: one of your Victims +3 Strength this turn."""
    state, a, b, c, d = event_table(game)
    (card,) = give(game, state, 0, "cheered-by-the-crowd")
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "thieves-market")
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "ninebridges-playhouse")
    asked: list[set[str]] = []
    play_event(game, state, "cheered-by-the-crowd", choose=asking(f"victim:{b}", asked))
    assert asked == [{f"victim:{a}", f"victim:{b}"}]
    assert [rules.victim_strength(game, state, v) for v in (a, b, c, d)] == [3, 4, 1, 1]


def test_swindled_at_market(game):
    """Only with the Market symbol: a chosen player loses 1 Possession card at random."""
    state = build(game, players=3)
    (card,) = give(game, state, 0, "swindled-at-market")
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "thieves-market")
    (p1,) = possession_cards(game, state, 1, "gilded-promise")
    held = possession_cards(game, state, 2, "iron-dominion", "night-terrors")
    (p0,) = possession_cards(game, state, 0, "waking-dread")
    asked: list[set[str]] = []
    play_event(game, state, "swindled-at-market", choose=asking("player:2", asked))
    assert asked == [{"player:1", "player:2"}]
    (kept,) = state.players[2].possession_cards
    (lost,) = [c for c in held if c != kept]
    assert kept in held and lost in state.discard
    assert state.players[1].possession_cards == [p1]
    assert state.players[0].possession_cards == [p0]


def test_hunted_by_torchlight(game):
    """Only at Night: another player's Victim cannot escape this turn's fight."""
    state = build(game, time="day")
    v = victim(game, state, "deserter", owner=1)
    (card,) = give(game, state, 0, "hunted-by-torchlight")
    assert f"play:{card}" not in options(game, state, 0)
    state.time = "night"
    mine = victim(game, state, "hedge-witch", owner=0)
    play_event(game, state, "hunted-by-torchlight")
    assert not rules.can_escape(game, state, v)
    assert not state.victims[mine].no_escape
    attack(game, state, v, "man-at-arms", by=0)
    fights(game, state, unescapable)  # 2 against 3: he survives, but had to fight
    assert not state.attacks and state.victims[v].life == 2


def test_in_broad_daylight(game):
    """Only by Day: one Nemesis in play +2 Strength this turn."""
    state, a, b, c, d = event_table(game, time="night")
    (card,) = give(game, state, 0, "in-broad-daylight")
    assert f"play:{card}" not in options(game, state, 0)
    state.time = "day"
    man = attack(game, state, a, "man-at-arms", by=1)
    wolf = attack(game, state, c, "grey-wolf", by=0)
    asked: list[set[str]] = []
    play_event(game, state, "in-broad-daylight", choose=asking(f"attack:{c}|{wolf}", asked))
    assert asked == [{f"attack:{a}|{man}", f"attack:{c}|{wolf}"}]
    assert strength_of(game, state, wolf) == 5
    assert strength_of(game, state, man) == 3


def test_a_fall_on_the_stairs(game):
    """Another player's Victim loses 1 Life (and dies at 0)."""
    state, a, b, c, d = event_table(game)
    e = victim(game, state, "chimney-sweep", owner=1, life=1)
    asked: list[set[str]] = []
    play_event(game, state, "a-fall-on-the-stairs", choose=asking(f"victim:{c}", asked))
    assert asked == [{f"victim:{c}", f"victim:{e}"}]
    assert state.victims[c].life == 3
    assert [state.victims[v].life for v in (a, b, d, e)] == [4, 2, 2, 1]
    play_event(game, state, "a-fall-on-the-stairs", choose=asking(f"victim:{e}", asked))
    assert e not in state.victims and e in state.victim_discard


def test_fury_of_the_possessed(game):
    """One of your Victims +2 Strength this turn."""
    state, a, b, c, d = event_table(game)
    asked: list[set[str]] = []
    play_event(game, state, "fury-of-the-possessed", choose=asking(f"victim:{a}", asked))
    assert asked == [{f"victim:{a}", f"victim:{b}"}]
    assert [rules.victim_strength(game, state, v) for v in (a, b, c, d)] == [5, 1, 1, 1]


def test_a_bribe_in_the_right_hand(game):
    """Discard one Nemesis in play against one of your Victims (not another's)."""
    state, a, b, c, d = event_table(game)
    man = attack(game, state, a, "man-at-arms", by=1)
    wolf = attack(game, state, b, "grey-wolf", by=1)
    mine = attack(game, state, c, "bloodhounds", by=0)
    asked: list[set[str]] = []
    play_event(game, state, "a-bribe-in-the-right-hand", choose=asking(f"attack:{b}|{wolf}", asked))
    assert asked == [{f"attack:{a}|{man}", f"attack:{b}|{wolf}"}]
    assert [x.card for x in state.attacks] == [man, mine]
    assert wolf in state.discard


def test_fate_is_cruel(game):
    """The Troll fights a controlled Victim of the Narrator's choice this turn (R13)."""
    state = build(game, players=3, narrator=1)
    a = victim(game, state, "insomniac", owner=1)
    b = victim(game, state, "midwife", owner=2)
    victim(game, state, "washerwoman")
    (card,) = give(game, state, 0, "fate-is-cruel")
    open_round(game, state, 0)
    engine.apply(game, state, f"play:{card}")
    d = engine.decision(game, state)
    chooser = d.seat
    assert set(keys_now(game, state)) == {f"victim:{a}", f"victim:{b}"}
    engine.apply(game, state, f"victim:{b}")
    assert [(x.card, x.victim, x.by) for x in state.attacks] == [("the-troll", b, -1)]
    assert state.troll == "" and card in state.discard
    assert chooser == state.narrator, "the Narrator, not the card's player, aims The Troll"


def test_a_moment_of_clarity(game):
    """If the Location is a Sanctuary: another player's Victim goes back to the playing area.
    Elsewhere it may be played and does nothing."""
    state, a, b, c, d = event_table(game)
    play_event(game, state, "a-moment-of-clarity")
    assert state.victims[c].owner == 1
    set_location(game, state, "gallows-hill")
    play_event(game, state, "a-moment-of-clarity")
    assert state.victims[c].owner == 1
    set_location(game, state, "ashgrove-manor")
    state.players[0].tokens = 5  # Sanctuary: seat 0 keeps its Victims
    play_event(game, state, "a-moment-of-clarity")
    assert state.victims[c].owner == FREE and state.victims[c].life == 4
    assert [state.victims[v].owner for v in (a, b)] == [0, 0]


def test_the_stolen_grimoire(game):
    """Draw 2 cards (the top two of the Game Deck)."""
    state = build(game)
    (card,) = give(game, state, 0, "the-stolen-grimoire")
    top = state.deck[:2]
    play(game, state, 0, f"play:{card}")
    assert state.players[0].hand == top and card in state.discard
    assert state.players[1].hand == []


def test_poultice_and_prayer(game):
    """One of your Victims heals 2 Life."""
    state, a, b, c, d = event_table(game)
    state.victims[a].life = 1
    asked: list[set[str]] = []
    play_event(game, state, "poultice-and-prayer", choose=asking(f"victim:{a}", asked))
    assert asked == [{f"victim:{a}", f"victim:{b}"}]
    assert [state.victims[v].life for v in (a, b, c, d)] == [3, 2, 4, 2]


def test_fog_on_the_river(game):
    """Only at Night: one of your Victims may escape this turn's fight."""
    state, a, b, c, d = event_table(game, time="day")
    (card,) = give(game, state, 0, "fog-on-the-river")
    assert f"play:{card}" not in options(game, state, 0)
    state.time = "night"
    asked: list[set[str]] = []
    play_event(game, state, "fog-on-the-river", choose=asking(f"victim:{b}", asked))
    assert asked == [{f"victim:{a}", f"victim:{b}"}]
    assert rules.can_escape(game, state, b) and not rules.can_escape(game, state, a)
    man = attack(game, state, b, "man-at-arms", by=1)
    fights(game, state, escaping)
    assert man in state.discard and state.victims[b].life == 2


def test_rabble_roused(game):
    """Every Soldier Nemesis in play +1 Strength this turn (not other kinds)."""
    state, a, b, c, d = event_table(game)
    man = attack(game, state, a, "man-at-arms", by=1)
    sj = attack(game, state, a, "serjeant-at-arms", by=1)
    wolf = attack(game, state, c, "grey-wolf", by=0)
    play_event(game, state, "rabble-roused")
    assert [strength_of(game, state, x) for x in (man, sj, wolf)] == [4, 5, 3]
    state.time = "night"
    assert [strength_of(game, state, x) for x in (man, sj, wolf)] == [3, 4, 3]


def trap_event_table(game, design: str, time: str = "day"):
    """Seat 0 holds the TRAP! Event and a Victim; seat 1 a Victim. The card is out of the
    solitaire's Game Deck."""
    solo = game.new_state(1, 1, game.check_options(1, {}))
    assert any(game.cards.card(c).id == design for c in solo.set_aside)
    assert not any(game.cards.card(c).id == design for c in solo.deck)
    state = build(game, time=time)
    state.players[0].tokens = 2
    mine = victim(game, state, "insomniac", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    (card,) = give(game, state, 0, design)
    return state, card, mine, theirs


def test_lean_mangy_hungry(game):
    """TRAP! (Wilderness): a wolf pack (Strength 4) attacks one of your Victims this turn."""
    state, card, mine, theirs = trap_event_table(game, "lean-mangy-hungry")
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "cathedral-of-the-nine-saints")
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "drowned-chapel")  # wilderness
    assert f"play:{card}" in options(game, state, 0)
    other = victim(game, state, "lamplighter", owner=0)
    asked: list[set[str]] = []
    play(game, state, 0, f"play:{card}", asking(f"victim:{mine}", asked))
    assert asked == [{f"victim:{mine}", f"victim:{other}"}]  # the holder's own Victims
    assert [(a.card, a.name, a.victim) for a in state.attacks] == [("", "Wolf pack", mine)]
    assert day_night(game, state, "Wolf pack") == (5, 4)
    fight_it(game, state)
    assert state.victims[mine].life == 2 and state.victims[theirs].life == 4


def test_the_dead_are_restless(game):
    """TRAP! (Night): each of your Victims loses 1 Life (not others')."""
    state, card, mine, theirs = trap_event_table(game, "the-dead-are-restless")
    second = victim(game, state, "lamplighter", owner=0, life=1)
    free = victim(game, state, "washerwoman")
    assert f"play:{card}" not in options(game, state, 0)
    state.time = "night"
    assert f"play:{card}" in options(game, state, 0)
    play(game, state, 0, f"play:{card}")
    assert state.victims[mine].life == 3 and second not in state.victims
    assert state.victims[theirs].life == 4 and state.victims[free].life == 2


def test_roaming_undead(game):
    """TRAP! (Gloom): roaming undead (Strength 3) attack one of your Victims this turn."""
    state, card, mine, theirs = trap_event_table(game, "roaming-undead")
    set_location(game, state, "old-athenaeum")  # sanctuary
    assert f"play:{card}" not in options(game, state, 0)
    set_location(game, state, "gallows-hill")  # gloom
    assert f"play:{card}" in options(game, state, 0)
    other = victim(game, state, "lamplighter", owner=0)
    asked: list[set[str]] = []
    play(game, state, 0, f"play:{card}", asking(f"victim:{mine}", asked))
    assert asked == [{f"victim:{mine}", f"victim:{other}"}]
    assert [(a.card, a.name, a.victim) for a in state.attacks] == [("", "Roaming undead", mine)]
    assert day_night(game, state, "Roaming undead") == (4, 3)
    fight_it(game, state)  # 4 against 3
    assert state.victims[mine].life == 2 and state.victims[theirs].life == 4


def test_roaming_undead_with_no_victim_to_find_do_nothing_and_the_log_says_so(game):
    """R17: played with no Victim of yours, nothing happens; a play-test could not tell
    whether the undead were still to fight."""
    state, card, mine, _ = trap_event_table(game, "roaming-undead")
    set_location(game, state, "gallows-hill")  # gloom
    del state.victims[mine]
    state.players[0].tokens = 2
    start = len(state.log)
    play(game, state, 0, f"play:{card}")
    assert not state.attacks
    said = [e.text for e in state.log[start:]]
    assert "Roaming Undead finds no Victim to aim at: it does nothing." in said
