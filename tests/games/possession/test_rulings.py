"""One test per ruling of card_data/possession/RULINGS.md (R1-R36), cited by number."""

from __future__ import annotations

import json

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.state import FREE, Attack, PState, Victim
from tests.games.possession.conftest import (
    Recorder,
    attack,
    build,
    effect,
    equip,
    fights,
    give,
    instance,
    moves,
    new_game,
    options,
    play,
    possession_cards,
    prefer,
    rich,
    run,
    set_daemon,
    settle,
    victim,
)

# --- helpers -------------------------------------------------------------------------


def troll_against(game, state: PState, victim_id: str) -> Attack:
    """The Troll out of its place aside, fighting this Victim (as Fate Is Cruel sends it)."""
    a = Attack(state.troll, "The Troll", victim_id, -1)
    state.attacks.append(a)
    state.troll = ""
    return a


def pack_against(state: PState, victim_id: str, strength: int = 4) -> Attack:
    """An attacker that is not a card (Lean, Mangy, Hungry's wolf pack)."""
    a = Attack("", "Wolf pack", victim_id, -1, strength=strength)
    state.attacks.append(a)
    return a


def keys_of(d: Decision) -> list[str]:
    return sorted(o.key for o in d.options)


# --- R1 - R28 -------------------------------------------------------------------------


def test_r1_seats_clockwise_left_is_next_and_the_deal_starts_left_of_the_narrator(game):
    """R1: "left" is the next seat, "right" the previous one; hands are dealt clockwise
    from the Narrator's left."""
    state = build(game, 4)
    assert [state.left_of(s) for s in range(4)] == [1, 2, 3, 0]
    assert [state.right_of(s) for s in range(4)] == [3, 0, 1, 2]
    state = build(game, 3, narrator=1)
    top = state.deck[0]
    run(game, state, Step("deal"))
    assert top in state.players[2].hand
    assert top not in state.players[0].hand and top not in state.players[1].hand
    # LEFT sends each hand to the next seat
    state = build(game, 3, narrator=1, location="jousting-grounds")
    mine = give(game, state, 0, "iron-dominion")
    run(game, state, Step("turn_end"))
    assert state.players[1].hand == mine and state.narrator == 2


def test_r2_the_first_narrator_is_the_option_or_drawn_by_the_seed(game):
    """R2: the `narrator` option names the seat, or (0, the default) the seed draws one."""
    assert [new_game(game, 3, narrator=n).narrator for n in (1, 2, 3)] == [0, 1, 2]
    drawn = {new_game(game, 4, seed=s).narrator for s in range(1, 40)}
    assert len(drawn) > 1 and drawn <= {0, 1, 2, 3}
    assert new_game(game, 4, seed=9).narrator == new_game(game, 4, seed=9).narrator
    with pytest.raises(ValueError):
        game.check_options(2, {"narrator": 3})


def test_r3_the_locations_willpower_lasts_the_turn(game):
    """R3: Sanctuary/Gloom change every Willpower while the Location is in play, for its
    turn and until the next turn's Location takes its place; never below 0."""
    state = build(game, 3, narrator=0, location="weeping-fen")  # Gloom, OPPOSITE
    fen = state.location
    victim(game, state, "lamplighter", owner=0)  # Willpower 1
    assert [rules.willpower(game, state, s) for s in range(3)] == [0, 0, 0]
    state.push(Step("turn_end"))
    engine.advance(game, state)
    d = engine.decision(game, state)
    assert d.kind == "pass_hands"  # the hands are passing: the Location is still in play
    assert state.location == fen and rules.willpower(game, state, 0) == 0
    engine.apply(game, state, "swap:1")
    settle(game, state)
    assert state.location == fen and fen not in state.location_discard  # the turn is over
    assert [rules.willpower(game, state, s) for s in range(3)] == [0, 0, 0]
    assert state.victims["lamplighter"].owner == 0  # balanced under the Gloom: kept
    wood = instance(game, state, "blackthorn-wood")  # neither Sanctuary nor Gloom
    state.location_deck.insert(0, wood)
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)  # to the new turn's first question
    assert state.location == wood and state.location_discard[-1] == fen
    assert [rules.willpower(game, state, s) for s in range(3)] == [1, 0, 0]
    state = build(game, 2, location="cathedral-of-the-nine-saints")  # Sanctuary, STAY
    rich(state, 0)
    victim(game, state, "lamplighter", owner=0)
    assert [rules.willpower(game, state, s) for s in range(2)] == [3, 2]
    run(game, state, Step("turn_end"))
    assert [rules.willpower(game, state, s) for s in range(2)] == [3, 2]
    state.location_deck.insert(0, instance(game, state, "blackthorn-wood"))
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)  # to the new turn's first question
    assert [rules.willpower(game, state, s) for s in range(2)] == [1, 0]


def test_r3_a_victim_balanced_under_a_gloom_outlasts_the_turn_if_a_gloom_follows(game):
    """R3: between turns the Gloom still holds: a player exactly balanced by its -1 keeps
    the Victim when the next Location is a Gloom too (an audit found it lost in the gap,
    the Location discarded before the next was drawn)."""
    state = build(game, 2, narrator=0, location="gallows-hill")  # Gloom, RIGHT
    victim(game, state, "actress", owner=0)  # Willpower 4, 3 under the Gloom
    assert rules.possession(game, state, 0) == rules.willpower(game, state, 0) == 3
    run(game, state, Step("turn_end"))
    assert state.victims["actress"].owner == 0
    market = instance(game, state, "thieves-market")  # Gloom again
    state.location_deck.insert(0, market)
    state.push(Step("turn_setup", 1))
    engine.advance(game, state)
    assert state.location == market and state.victims["actress"].owner == 0


def test_r3_a_gloom_drawn_takes_nothing_from_a_score_of_0(game):
    """R3: the Gloom's -1 is taken as the Location is drawn, to a minimum of 0: a player at
    0 loses nothing, and a Victim claimed later that turn adds its whole Willpower; a
    player above 0 loses 1 for the turn."""
    state = build(game, 2)
    victim(game, state, "fishwife", owner=1)
    w1 = rules.willpower(game, state, 1)
    assert rules.willpower(game, state, 0) == 0 and w1 > 0
    fen = instance(game, state, "weeping-fen")  # Gloom
    state.location_deck.insert(0, fen)
    ins = instance(game, state, "insomniac")  # Willpower 3, kept out of the turn's draw
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)  # to the turn's first question, the Location drawn
    assert state.location == fen
    assert [rules.willpower(game, state, s) for s in range(2)] == [0, w1 - 1]
    state.victims[ins] = Victim(ins, game.cards.card(ins).life, 0)  # claimed after the draw
    assert rules.willpower(game, state, 0) == 3
    assert any("Gloom: Willpower -1 for every player (none below 0)." in e.text for e in state.log)
    state.stack = [Step("halt", -1)]
    run(game, state, Step("cleanup"))
    assert [rules.willpower(game, state, s) for s in range(2)] == [3, w1 - 1]  # till replaced
    state.location_deck.insert(0, instance(game, state, "blackthorn-wood"))
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)  # to the new turn's first question
    assert [rules.willpower(game, state, s) for s in range(2)] == [3, w1]


def test_r3_a_gloom_takes_nothing_more_once_the_score_has_fallen_to_0(game):
    """R3, as on a score track: a player at 1 under a Gloom is at 0; their only Victim dies
    (0 stays 0); the Insomniac claimed next adds its whole 3, not 2."""
    state = build(game, 2)
    sweep = victim(game, state, "chimney-sweep", owner=0)  # Willpower 1
    rich(state, 0)
    fen = instance(game, state, "weeping-fen")  # Gloom
    state.location_deck.insert(0, fen)
    ins = instance(game, state, "insomniac")  # Willpower 3, kept out of the turn's draw
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)
    assert rules.willpower(game, state, 0) == 0 and not state.players[0].gloom_spared
    actions.kill_victim(game, state, sweep)
    game.check_end(state)  # as after every step: the score stands at 0 now
    assert state.players[0].gloom_spared
    state.victims[ins] = Victim(ins, game.cards.card(ins).life, 0)
    assert rules.willpower(game, state, 0) == 3
    seen = game.view(state, 1)["players"][0]
    assert seen["gloom_spared"] is True  # public: everyone can count it


def test_r4_possession_never_below_willpower_victims_lost_one_at_a_time(game):
    """R4: checked after every step; the player chooses Victims to lose, one at a time,
    until it is restored (or they have none left)."""
    state = build(game)
    vs = [victim(game, state, d, owner=0) for d in ("lamplighter", "washerwoman", "chimney-sweep")]
    assert rules.spare(game, state, 0) == 0
    rec = Recorder(prefer(f"lose:{vs[1]}"))
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 1}], actor=0, choose=rec)
    balance = rec.kinds("balance")
    assert len(balance) == 1 and balance[0].seat == 0
    assert keys_of(balance[0]) == [*sorted(f"lose:{v}" for v in vs), "reveal"]
    assert state.controlled(0) == [vs[0], vs[2]] and state.victims[vs[1]].owner == FREE
    rec = Recorder()
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 10}], actor=0, choose=rec)
    # two Victims, then one: asked each time while the Daemon is face down (R22)
    assert [len(d.options) for d in rec.kinds("balance")] == [3, 2]
    assert state.controlled(0) == []
    # with the Daemon face up, the last Victim goes without a question (R35)
    state.players[0].revealed = True
    for v in vs[:2]:
        state.victims[v].owner = 0
    rec = Recorder()
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 10}], actor=0, choose=rec)
    assert [len(d.options) for d in rec.kinds("balance")] == [2]
    assert state.controlled(0) == []


def test_r5_claims_are_not_cards_once_a_round_at_willpower_with_equipment(game):
    """R5: a claim is not a card; once per Round, before or after the card, only in your own
    Round; a Victim is claimed at Willpower including its Equipment."""
    state = build(game)
    lamp = victim(game, state, "lamplighter")  # Willpower 1
    victim(game, state, "washerwoman", owner=0)
    victim(game, state, "chimney-sweep", owner=0)  # spare 3 - 2 = 1
    victim(game, state, "insomniac", owner=1)  # seat 1: spare 0
    rich(state, 1, 0)
    whisper = give(game, state, 0, "whisper-at-the-window")[0]
    assert f"claim:{lamp}" in options(game, state, 0)
    assert not any(k.startswith("claim:") for k in options(game, state, 1))
    medal = equip(game, state, lamp, "saints-medal")  # Willpower 1 + 1
    assert rules.victim_willpower(game, state, lamp) == 2
    assert f"claim:{lamp}" not in options(game, state, 0)
    state.victims[lamp].equipment.remove(medal)
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"claim:{lamp}")
    assert state.players[0].played == 0
    after = [o.key for o in engine.decision(game, state).options]
    assert f"play:{whisper}" in after  # the card may still follow the claim
    assert not any(k.startswith("claim:") for k in after)


def test_r6_four_cards_a_turn_soldiers_together_count_pass_only_when_stuck(game):
    """R6: at most four cards a turn; Men-at-Arms/Serjeants sent together each count as one,
    so their player passes later; a player may pass only when no card can be played."""
    state = build(game)
    v = victim(game, state, "insomniac", owner=1)
    men = give(game, state, 0, "man-at-arms", "man-at-arms", "man-at-arms", "serjeant-at-arms")
    whisper = give(game, state, 0, "whisper-at-the-window")[0]
    assert "pass" not in options(game, state, 0)
    play(game, state, 0, f"play:{men[0]}@{v}", choose=prefer("squad:", "end"))
    assert state.players[0].played == 4 and len(state.attackers(v)) == 4
    assert state.players[0].hand == [whisper]
    assert not any(k.startswith("play:") for k in options(game, state, 0))


def test_r7_the_same_name_rule_holds_across_players(game):
    """R7: once a Nemesis is played against a Victim this turn, only the same name may join,
    Men-at-Arms and Serjeants may share; The Troll and non-card attackers do not count."""
    state = build(game, 3)
    v = victim(game, state, "insomniac", owner=0)
    w = victim(game, state, "fishwife", owner=0)
    attack(game, state, v, "grey-wolf", by=1)
    attack(game, state, w, "man-at-arms", by=1)
    wolf, hounds, serj = give(game, state, 2, "grey-wolf", "bloodhounds", "serjeant-at-arms")
    keys = moves(game, state, 2)
    assert f"play:{wolf}@{v}" in keys and f"play:{hounds}@{v}" not in keys
    assert f"play:{serj}@{w}" in keys and f"play:{hounds}@{w}" not in keys
    state = build(game, 3)
    x = victim(game, state, "insomniac", owner=0)
    y = victim(game, state, "fishwife", owner=0)
    troll_against(game, state, x)
    pack_against(state, y)
    hounds = give(game, state, 1, "bloodhounds")[0]
    keys = moves(game, state, 1)
    assert f"play:{hounds}@{x}" in keys and f"play:{hounds}@{y}" in keys


def test_r7_the_same_name_rule_outlasts_a_discarded_nemesis(game):
    """R7, "each turn": A Bribe in the Right Hand discards the one Nemesis against a Victim;
    a Nemesis of another name still may not be sent against it that turn (an audit found
    the rule lifted), the same name still may, and the next turn starts afresh."""
    state = build(game, 3)
    rich(state, 0)
    v = victim(game, state, "insomniac", owner=0)
    attack(game, state, v, "grey-wolf", by=1)
    bribe = give(game, state, 0, "a-bribe-in-the-right-hand")[0]
    constable, wolf = give(game, state, 2, "constable", "grey-wolf")
    assert f"play:{constable}@{v}" not in moves(game, state, 2)
    play(game, state, 0, f"play:{bribe}")
    assert not state.attackers(v)  # the Grey Wolf is gone
    keys = moves(game, state, 2)
    assert f"play:{constable}@{v}" not in keys and f"play:{wolf}@{v}" in keys
    run(game, state, Step("cleanup"))  # the turn is over: the next starts afresh
    assert not state.sent and f"play:{constable}@{v}" in moves(game, state, 2)


def test_r8_a_winning_nemesis_deals_2_wounds_heroes_included(game):
    """R8: a Nemesis that wins deals 2 wounds, Heroes included; a card may say otherwise
    (The Troll deals 3)."""
    state = build(game)
    rich(state, 0)
    a = victim(game, state, "veteran-of-the-marsh-wars", owner=0)  # Life 5, Strength 4
    b = victim(game, state, "midwife", owner=0)  # Life 4, Strength 1
    c = victim(game, state, "actress", owner=0)  # Life 4, Strength 4
    attack(game, state, a, "captain-rowan-marsh")  # Hero, 4 + 2 by Day
    troll_against(game, state, b)
    attack(game, state, c, "black-tom-the-headsman")  # Hero: 3 wounds, says its card
    fights(game, state)
    assert [state.victims[v].life for v in (a, b, c)] == [3, 1, 1]


def test_r9_priests_free_the_exorcist_also_takes_a_card_wounds_first(game):
    """R9: on a win Priests and the Exorcist wound nothing; a Priest frees the Victim; the
    Exorcist also costs 1 Possession card chosen by its player; wounds come first."""
    state = build(game, 3, time="night")
    v = victim(game, state, "washerwoman", owner=0)  # Strength 1, Life 2
    w = victim(game, state, "fishwife", owner=0)  # Strength 2, Life 3
    keep, lose = possession_cards(game, state, 0, "gilded-promise", "iron-dominion")
    attack(game, state, v, "parish-priest", by=1)
    attack(game, state, w, "the-exorcist", by=2)
    rec = Recorder(prefer(f"fight:{v}", f"lose:{lose}"))
    fights(game, state, choose=rec)
    assert state.victims[v].owner == FREE and state.victims[v].life == 2
    assert state.victims[w].owner == FREE and state.victims[w].life == 3
    assert [d.seat for d in rec.kinds("lose_possession")] == [2]
    assert state.players[0].possession_cards == [keep]
    # a wounding attacker alongside: the wounds first, then the Victim is freed
    state = build(game, time="night")
    rich(state, 0)
    m = victim(game, state, "midwife", owner=0)  # Life 4, Strength 1
    attack(game, state, m, "parish-priest", by=1)
    pack_against(state, m)
    fights(game, state)
    assert state.victims[m].life == 2 and state.victims[m].owner == FREE
    # wounds that kill: nothing is left to free
    state = build(game, time="night")
    m = victim(game, state, "midwife", owner=0, life=2)
    attack(game, state, m, "parish-priest", by=1)
    pack_against(state, m)
    fights(game, state)
    assert m not in state.victims and m in state.victim_discard


def test_r10_a_trap_is_played_only_when_triggered_for_its_holder(game):
    """R10: a TRAP! is playable only while its condition holds for its holder: an Equipment
    on one of the holder's own Victims, an Event harming the holder; a triggered Equipment
    with no Victim of yours to carry it is not cheating."""
    state = build(game, location="jousting-grounds")  # not Gloom
    rich(state, 0)
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    ring, undead = give(game, state, 0, "cursed-ring", "roaming-undead")
    keys = options(game, state, 0)
    assert not any(k.startswith((f"play:{ring}", f"play:{undead}")) for k in keys)
    state = build(game, location="gallows-hill")  # Gloom
    rich(state, 0)
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    ring, undead = give(game, state, 0, "cursed-ring", "roaming-undead")
    keys = options(game, state, 0)
    assert [k for k in keys if k.startswith(f"play:{ring}")] == [f"play:{ring}@{mine}"]
    play(game, state, 0, f"play:{undead}")
    assert [(a.name, a.victim) for a in state.attacks] == [("Roaming undead", mine)]
    assert theirs in state.victims
    # no Victim of yours to carry it: not playable, and not cheating
    state = build(game, location="gallows-hill")
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-at-the-window")
    assert not any(k.startswith(f"play:{ring}") for k in options(game, state, 0))
    play(game, state, 0, f"play:{whisper}")
    assert state.players[0].cheats == []


def test_r11_cheating_marks_the_traps_held(game):
    """R11: playing any other card while holding a triggered TRAP! you could play is
    cheating; the TRAP!s held at that moment are marked."""
    state = build(game, location="gallows-hill")  # Gloom
    rich(state, 0)
    v = victim(game, state, "fishwife", owner=0)
    free = victim(game, state, "lamplighter")
    ring, undead, vintage = give(
        game, state, 0, "cursed-ring", "roaming-undead", "a-formidable-vintage"
    )
    whisper = give(game, state, 0, "whisper-at-the-window")[0]
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"claim:{free}")  # a claim is not a card
    assert state.players[0].cheats == []
    engine.apply(game, state, f"play:{whisper}")
    assert sorted(state.players[0].cheats) == sorted([ring, undead])  # not the Vintage
    assert v in state.victims


def test_r12_the_hand_warns_only_of_a_marked_trap_still_held(game):
    """R12: a marked TRAP! played later in the turn can no longer be discovered, so the
    player's view (what the hand panel warns of) lists only the marks still in the hand
    (a newcomer play-test saw the warning stay after the Cursed Ring was played)."""
    state = build(game, location="gallows-hill")  # Gloom: the Cursed Ring is triggered
    rich(state, 0)
    v = victim(game, state, "fishwife", owner=0)
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-at-the-window")
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"play:{whisper}")  # cheating: the Ring is marked
    assert game.view(state, 0)["players"][0]["cheats"] == [ring]
    assert game.view(state, 1)["players"][0]["cheats"] is None  # not another's to see
    state.stack.clear()  # a later Round of the same turn: the Ring is played after all
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"play:{ring}@{v}")
    assert state.players[0].cheats == [ring]  # the mark stays on the record
    assert game.view(state, 0)["players"][0]["cheats"] == []


def test_r12_a_cheat_is_discovered_only_by_whoever_receives_the_hand(game):
    """R12: on LEFT, RIGHT, OPPOSITE and the three-player exchange a marked TRAP! still in
    the passed hand is discovered by its receiver, who chooses the 2 Possession cards the
    cheat loses (all if fewer); STAY, RESHUFFLE and a TRAP! played later keep the secret."""
    # the three-player exchange: the Narrator (seat 0) swaps with seat 2
    state = build(game, 3, narrator=0, location="weeping-fen")  # Gloom, OPPOSITE
    rich(state, 0)
    victim(game, state, "fishwife", owner=0)
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-at-the-window")
    a, b, c = possession_cards(game, state, 0, "iron-dominion", "gilded-promise", "waking-dread")
    play(game, state, 0, f"play:{whisper}")
    assert state.players[0].cheats == [ring]
    undead = give(game, state, 1, "roaming-undead")[0]  # seat 1 cheats too, but keeps it
    state.players[1].cheats = [undead]
    kept = possession_cards(game, state, 1, "consuming-obsession")
    rec = Recorder(prefer("swap:2", f"lose:{c}", f"lose:{a}"))
    run(game, state, Step("turn_end"), choose=rec)
    assert [d.seat for d in rec.kinds("lose_possession")] == [2, 2]
    found = next(e.text for e in state.log if "a TRAP! left unplayed" in e.text)
    assert found.endswith("loses 2 Possession cards, chosen by Player 3.")  # not "opponents'"
    assert state.players[0].possession_cards == [b, whisper]
    assert state.players[1].possession_cards == kept and undead in state.players[1].hand
    # fewer than 2: all of them
    state = build(game, location="thieves-market")  # RIGHT
    ring = give(game, state, 0, "cursed-ring")[0]
    state.players[0].cheats = [ring]
    possession_cards(game, state, 0, "iron-dominion")
    run(game, state, Step("turn_end"))
    assert state.players[0].possession_cards == []
    # STAY and RESHUFFLE keep the secret; a marked TRAP! played later is not discovered
    for location, in_hand in (
        ("cathedral-of-the-nine-saints", True),
        ("hollowmere-cemetery", True),
        ("jousting-grounds", False),
    ):
        state = build(game, location=location)
        ring = give(game, state, 0, "cursed-ring")[0]
        state.players[0].cheats = [ring]
        if not in_hand:
            state.players[0].hand.remove(ring)
            state.discard.append(ring)
        cards = possession_cards(game, state, 0, "iron-dominion", "gilded-promise")
        rec = Recorder()
        run(game, state, Step("turn_end"), choose=rec)
        assert state.players[0].possession_cards == cards, location
        assert rec.kinds("lose_possession") == [], location


def test_r13_r26_a_lucky_rabbits_foot_turns_the_troll_away(game):
    """R13, R26: Fate Is Cruel is an Event its player aims at one Victim (the Narrator
    choosing for it): the Lucky Rabbit's Foot on another player's Victim turns it away and
    is spent; The Troll stays aside (a card-interaction audit found it sent through)."""
    state = build(game, 3, narrator=2)
    troll = state.troll
    rich(state, 1)
    a = victim(game, state, "insomniac", owner=1)
    foot = equip(game, state, a, "lucky-rabbits-foot")
    fate = give(game, state, 0, "fate-is-cruel")[0]
    play(game, state, 0, f"play:{fate}", choose=Recorder(prefer(f"victim:{a}")))
    assert state.troll == troll and not state.attacks
    assert foot not in state.victims[a].equipment and foot in state.discard
    assert any("Lucky Rabbit's Foot shields the Insomniac" in e.text for e in state.log)


def test_r13_the_troll(game):
    """R13: The Troll is set aside; Fate Is Cruel sends it against a controlled Victim the
    Narrator chooses; Strength 6 plus the Day bonus, 3 wounds; then back aside; if it is out
    already or nobody controls a Victim, nothing happens."""
    state = new_game(game, 3)
    assert state.troll == game.cards.troll and state.troll not in state.deck
    state = build(game, 3, narrator=2)
    troll = state.troll
    rich(state, 1)
    a = victim(game, state, "midwife", owner=1)  # Life 4, Strength 1
    b = victim(game, state, "fishwife", owner=2)
    fate = give(game, state, 0, "fate-is-cruel")[0]
    rec = Recorder(prefer(f"victim:{a}"))
    play(game, state, 0, f"play:{fate}", choose=rec)
    out = [x for x in state.attacks if x.card == troll]
    assert len(out) == 1 and out[0].victim in (a, b) and state.troll == ""
    assert rules.nemesis_strength(game, state, out[0]) == 7
    target = out[0].victim
    life = state.victims[target].life
    fights(game, state)
    assert state.victims[target].life == life - 3
    assert state.troll == troll and troll not in state.discard
    # already out: nothing
    state = build(game, 3, narrator=2)
    victim(game, state, "midwife", owner=1)
    troll_against(game, state, victim(game, state, "fishwife", owner=2))
    fate = give(game, state, 0, "fate-is-cruel")[0]
    play(game, state, 0, f"play:{fate}")
    assert len(state.attacks) == 1
    # nobody controls a Victim: nothing, the Troll stays aside
    state = build(game, 3, narrator=2)
    victim(game, state, "midwife")
    fate = give(game, state, 0, "fate-is-cruel")[0]
    play(game, state, 0, f"play:{fate}")
    assert state.attacks == [] and state.troll == troll and fate in state.discard
    # Fate is cruel, and not the player's to aim: the Narrator chose
    assert [d.seat for d in rec.kinds("op")] == [2]


def test_r14_the_narrators_decisions(game):
    """R14: the Narrator chooses who is "opposite" with three players, the order of the
    fights, whom to exchange hands with, the target of The Troll, and a tie for "the leader"."""
    state = build(game, 3, narrator=1, location="weeping-fen")
    state.push(Step("first_player", 1))
    engine.advance(game, state)
    assert engine.decision(game, state).seat == 1
    state = build(game, 3, narrator=1, time="night")
    x = victim(game, state, "fishwife", owner=0)
    y = victim(game, state, "midwife", owner=2)
    attack(game, state, x, "grey-wolf", by=2)
    attack(game, state, y, "grey-wolf", by=0)
    rec = Recorder()
    fights(game, state, choose=rec)
    assert [d.seat for d in rec.kinds("fights")] == [1]
    state = build(game, 3, narrator=1, location="weeping-fen")
    rec = Recorder()
    run(game, state, Step("turn_end"), choose=rec)
    assert [d.seat for d in rec.kinds("pass_hands")] == [1]
    # the leader: seats 0 and 2 tie (4 each); seat 0's Event, the Narrator (1) breaks the tie
    state = build(game, 3, narrator=1)
    victim(game, state, "lamplighter", owner=0)
    victim(game, state, "chimney-sweep", owner=2)
    rec = Recorder(prefer("player:2"))
    effect(game, state, [{"op": "possession", "who": "leader", "amount": -1}], actor=0, choose=rec)
    leader = rec.kinds("op")
    assert len(leader) == 1 and keys_of(leader[0]) == ["player:0", "player:2"]
    # The Troll's target: seat 2 plays Fate Is Cruel, the Narrator (1) aims it
    state = build(game, 3, narrator=1)
    rich(state, 0)
    victim(game, state, "lamplighter", owner=0)
    victim(game, state, "chimney-sweep", owner=2)
    fate = give(game, state, 2, "fate-is-cruel")[0]
    rec = Recorder()
    play(game, state, 2, f"play:{fate}", choose=rec)
    troll = rec.kinds("op")
    assert len(troll) == 1
    assert (leader[0].seat, troll[0].seat) == (1, 1)


def test_r15_nemeses_of_a_freed_victim_are_discarded(game):
    """R15: Nemeses go against a Victim another player controls; if it goes back to the
    playing area before the fights, its Nemeses are discarded."""
    state = build(game, location="cathedral-of-the-nine-saints")  # Sanctuary
    rich(state, 0)
    v = victim(game, state, "fishwife", owner=0)
    wolf = give(game, state, 1, "grey-wolf")[0]
    assert [k for k in options(game, state, 1) if k.startswith("play:")] == [f"play:{wolf}@{v}"]
    play(game, state, 1, f"play:{wolf}@{v}")
    clarity = give(game, state, 1, "a-moment-of-clarity")[0]
    play(game, state, 1, f"play:{clarity}")
    assert state.victims[v].owner == FREE
    assert state.attacks == [] and wolf in state.discard
    # lost to keep possession above Willpower: the same
    state = build(game)
    v = victim(game, state, "insomniac", owner=0)
    man = attack(game, state, v, "man-at-arms", by=1)
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 1}], actor=0)
    assert state.victims[v].owner == FREE and state.attacks == [] and man in state.discard
    assert (
        state.log[-1].text == "Man-at-Arms, sent against the Insomniac, fights nobody: discarded."
    )


def test_r16_empty_decks_take_their_discards(game):
    """R16: an empty Game Deck takes its shuffled discard pile; an empty Victims deck the dead
    Victims; an empty Location deck the used Locations; the solitaire's Nemesis deck its
    discards."""
    state = build(game)
    pile = [instance(game, state, d) for d in ("iron-dominion", "gilded-promise", "grey-wolf")]
    state.deck, state.discard = [], list(pile)
    effect(game, state, [{"op": "draw", "who": "you", "count": 2}], actor=0)
    assert len(state.players[0].hand) == 2 and set(state.players[0].hand) <= set(pile)
    assert state.deck == [c for c in pile if c not in state.players[0].hand]
    assert state.discard == []
    state = build(game)
    dead = instance(game, state, "insomniac")
    used = instance(game, state, "cathedral-of-the-nine-saints")
    state.victim_deck, state.victim_discard = [], [dead]
    state.location_deck, state.location_discard = [], [used]
    game.handlers["turn_setup"].run(game, state, Step("turn_setup", 0))
    assert dead in state.victims and state.victim_discard == []
    assert state.location == used and state.location_discard == []
    state = build(game, 1, location="cathedral-of-the-nine-saints")
    rich(state, 0)
    v = victim(game, state, "fishwife", owner=0)
    wolf = instance(game, state, "grey-wolf")
    state.nemesis_deck, state.nemesis_discard = [], [wolf]
    state.push(Step("engage", 0, {"victims": [v]}))
    settle(game, state)
    assert [(a.card, a.victim) for a in state.attacks] == [(wolf, v)]


def test_r17_an_event_that_does_nothing_says_so(game):
    """R17, from a card-by-card audit: an Event (or a Daemon's reveal) that comes to nothing
    says so in the log, where it said nothing or said the opposite."""

    def said(state: PState, start: int) -> list[str]:
        return [e.text for e in state.log[start:]]

    state = build(game, time="night", location="gallows-hill")  # nobody may escape here
    rich(state, 0)
    v = victim(game, state, "washerwoman", owner=0)
    fog = give(game, state, 0, "fog-on-the-river")[0]
    start = len(state.log)
    play(game, state, 0, f"play:{fog}")
    assert "The Washerwoman may not escape this turn all the same: it does nothing." in said(
        state, start
    )
    assert not rules.can_escape(game, state, v)
    state = build(game, location="gallows-hill")  # not a Sanctuary
    victim(game, state, "washerwoman", owner=1)
    clarity = give(game, state, 0, "a-moment-of-clarity")[0]
    start = len(state.log)
    play(game, state, 0, f"play:{clarity}")
    assert "A Moment of Clarity does nothing: it acts only in a Sanctuary." in said(state, start)
    state = build(game, location="thieves-market")
    swindle = give(game, state, 0, "swindled-at-market")[0]
    start = len(state.log)
    play(game, state, 0, f"play:{swindle}")
    assert "Player 2 has no Possession card to lose." in said(state, start)


def test_r17_events_time_symbol_choices_no_target_discarded(game):
    """R17: an Event with a Time or a symbol is playable only when it holds; its player makes
    its choices, and may play it with no target (nothing happens); it is discarded."""
    state = build(game, time="day", location="cathedral-of-the-nine-saints")
    fog, cheer, fall = give(
        game, state, 0, "fog-on-the-river", "cheered-by-the-crowd", "a-fall-on-the-stairs"
    )
    keys = options(game, state, 0)
    assert f"play:{fog}" not in keys and f"play:{cheer}" not in keys
    assert f"play:{fall}" in keys  # no Victim of another player: still playable
    play(game, state, 0, f"play:{fall}")
    assert fall in state.discard and state.victims == {}
    state.time = "night"
    assert f"play:{fog}" in options(game, state, 0)
    # its player chooses: here, which opponent loses a card at random
    state = build(game, 3, location="thieves-market")  # Market
    swindle = give(game, state, 0, "swindled-at-market")[0]
    possession_cards(game, state, 1, "gilded-promise")
    possession_cards(game, state, 2, "iron-dominion")
    rec = Recorder(prefer("player:2"))
    play(game, state, 0, f"play:{swindle}", choose=rec)
    ops = rec.kinds("op")
    assert len(ops) == 1 and ops[0].seat == 0 and keys_of(ops[0]) == ["player:1", "player:2"]
    assert state.players[2].possession_cards == [] and len(state.players[1].possession_cards) == 1
    assert swindle in state.discard


def test_r18_equipment_life_tokens_stay_other_bonuses_go_most_recent_first(game):
    """R18: Life is added as tokens when equipped and stays if the Equipment goes; Strength,
    Willpower and rules hold only while equipped; "an Equipment" is the most recent one."""
    state = build(game)
    v = victim(game, state, "lamplighter", owner=0)  # Life 2, Willpower 1, Strength 1
    jerkin = equip(game, state, v, "padded-jerkin")  # Life +1
    medal = equip(game, state, v, "saints-medal")  # Strength +1, Willpower +1
    cloak = equip(game, state, v, "hooded-cloak")  # may escape
    state.attacks.append(Attack("", "x", v, 1, strength=1))
    assert state.victims[v].life == 3 and rules.victim_strength(game, state, v) == 2
    assert rules.willpower(game, state, 0) == 2 and rules.can_escape(game, state, v)
    state.attacks.clear()
    drop = [{"op": "discard_equipment", "target": "own_victim"}]
    effect(game, state, drop, actor=0)
    assert state.victims[v].equipment == [jerkin, medal] and cloak in state.discard
    assert not rules.can_escape(game, state, v)
    effect(game, state, drop, actor=0)
    assert medal in state.discard
    assert rules.victim_strength(game, state, v) == 1 and rules.willpower(game, state, 0) == 1
    effect(game, state, drop, actor=0)
    assert state.victims[v].equipment == [] and state.victims[v].life == 3


def test_r19_temporary_bonuses_last_the_turn_and_count_at_the_end(game):
    """R19: Strength and escape from Events, and a Victim's Time/Location bonuses, last until
    the end of the turn; the final score counts them."""
    state = build(game, time="night", location="cathedral-of-the-nine-saints")
    rich(state, 0)
    v = victim(game, state, "insomniac", owner=0)  # Strength 3, +1 at Night
    fury, fog = give(game, state, 0, "fury-of-the-possessed", "fog-on-the-river")
    play(game, state, 0, f"play:{fury}")
    play(game, state, 0, f"play:{fog}")
    assert rules.victim_strength(game, state, v) == 6 and rules.can_escape(game, state, v)
    run(game, state, Step("turn_end"))
    state.time = "day"
    assert rules.victim_strength(game, state, v) == 3 and not rules.can_escape(game, state, v)
    state = build(game, time="night", location="jousting-grounds")
    state.turn = 5
    v = victim(game, state, "insomniac", owner=0)
    fury = give(game, state, 0, "fury-of-the-possessed")[0]
    play(game, state, 0, f"play:{fury}")
    run(game, state, Step("turn_end"))
    assert state.final_scores == [4 + 3 + 1 + 2, 0]


def test_r20_the_day_bonus_for_every_attacker(game):
    """R20: the Day bonus applies to every Nemesis fighting by Day, The Troll and attackers
    that are not cards included (+2 for Heroes)."""
    for time, want in (("day", [7, 5, 3, 6]), ("night", [6, 4, 2, 4])):
        state = build(game, time=time)
        rich(state, 0)
        a, b, c, d = (
            victim(game, state, x, owner=0) for x in ("insomniac", "fishwife", "midwife", "poacher")
        )
        troll_against(game, state, a)
        pack_against(state, b)  # Strength 4
        attack(game, state, c, "man-at-arms")  # 2
        attack(game, state, d, "black-tom-the-headsman")  # Hero, 4
        assert [rules.nemesis_strength(game, state, x) for x in state.attacks] == want, time


def test_r21_ascendancy_and_the_final_tie(game):
    """R21: players rank by Life + Strength, then higher possession, then lower Willpower;
    if all three tie at the top, those players share the win."""
    state = build(game, 3, location="jousting-grounds")
    victim(game, state, "lamplighter", owner=0)  # 3, Willpower 1
    victim(game, state, "chimney-sweep", owner=2)  # 3, Willpower 1
    victim(game, state, "washerwoman", owner=1, life=1)  # 2
    assert rules.ranking(game, state)[2] == 1
    possession_cards(game, state, 2, "whisper-at-the-window")
    assert rules.ranking(game, state) == [2, 0, 1]
    state.players[2].possession_cards.clear()
    state.players[0].willpower_turn = 1
    assert rules.ranking(game, state) == [2, 0, 1]
    state.players[0].willpower_turn = 0
    state.turn = 5
    run(game, state, Step("turn_end"))
    assert state.winners == [0, 2] and state.final_scores == [3, 2, 3]


def test_r22_daemons_are_revealed_once_in_your_round_not_as_a_card(game):
    """R22: a Daemon may be revealed at any point of its owner's Round, once; it is not a
    card; its "when revealed" happens at once, its lasting rule holds from then on; before,
    it does nothing."""
    state = build(game)
    set_daemon(game, state, 0, "mordecant")  # when revealed: possession +2
    set_daemon(game, state, 1, "the-lantern-eater")  # once revealed: your Victims +1 Strength
    v = victim(game, state, "fishwife", owner=1)
    whisper = give(game, state, 0, "whisper-at-the-window")[0]
    assert rules.possession(game, state, 0) == 3 and rules.victim_strength(game, state, v) == 2
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"play:{whisper}")
    assert "reveal" in [o.key for o in engine.decision(game, state).options]  # after the card
    engine.apply(game, state, "reveal")
    settle(game, state)
    assert state.players[0].revealed and rules.possession(game, state, 0) == 6
    assert state.players[0].played == 1
    assert "reveal" not in options(game, state, 0)  # once
    state.push(Step("play", 1))
    engine.advance(game, state)
    assert "reveal" in [o.key for o in engine.decision(game, state).options]  # before the card
    engine.apply(game, state, "reveal")
    assert rules.victim_strength(game, state, v) == 3 and state.players[1].played == 0


def test_r23_hand_cap_changes_event_next_deal_location_this_deal(game):
    """R23: an Event changing the Hand Cap does so at the next deal; a Location's applies to
    the deal of its own turn."""
    state = build(game)
    effect(game, state, [{"op": "hand_cap", "who": "you", "amount": 1}], actor=0)
    assert state.players[0].hand == []
    run(game, state, Step("deal"))
    assert [len(p.hand) for p in state.players] == [9, 8]
    state.players[0].hand = state.players[0].hand[:4]
    run(game, state, Step("deal"))
    assert [len(p.hand) for p in state.players] == [8, 8]  # once only
    state = build(game, location="ninebridges-playhouse")
    run(game, state, Step("location_effect"), Step("deal"))
    assert [len(p.hand) for p in state.players] == [9, 9]


def test_r24_escape_is_chosen_by_the_controller_and_stopped_by_anything(game):
    """R24: the controller escapes or not at the start of the fight; anything stopping escape
    wins over every means of escaping; an escaped fight discards its Nemeses."""
    state = build(game, 3, narrator=2, time="night")
    v = victim(game, state, "deserter", owner=0)  # may escape at Night
    man = attack(game, state, v, "serjeant-at-arms", by=1)
    rec = Recorder(prefer("escape"))
    fights(game, state, choose=rec)
    assert [(d.kind, d.seat) for d in rec.seen] == [("fight", 0)]
    assert state.victims[v].life == 2 and man in state.discard and state.attacks == []
    state = build(game, 3, narrator=2, time="night")
    v = victim(game, state, "deserter", owner=0)
    equip(game, state, v, "hooded-cloak")
    attack(game, state, v, "grey-wolf", by=1)
    torch = give(game, state, 1, "hunted-by-torchlight")[0]
    play(game, state, 1, f"play:{torch}")
    assert not rules.can_escape(game, state, v)
    rec = Recorder()
    fights(game, state, choose=rec)
    assert [keys_of(d) for d in rec.kinds("fight")] == [["fight", "reveal"]]  # no escape


def test_r25_possession_cards_that_vary_can_force_a_loss(game):
    """R25: a Possession card worth more at Night is worth its current value at every moment;
    a change of Time can force the loss of Victims (R4)."""
    state = build(game, time="night")
    terrors = possession_cards(game, state, 0, "night-terrors")[0]
    ins = victim(game, state, "insomniac", owner=0)  # Willpower 3
    grave = victim(game, state, "gravedigger", owner=0)  # Willpower 2
    assert rules.possession_card_value(game, state, terrors, 0) == 3
    assert rules.possession(game, state, 0) == 6 and rules.willpower(game, state, 0) == 5
    state.time = "day"
    assert rules.possession(game, state, 0) == 4
    game.check_end(state)  # as after any step
    rec = Recorder(prefer(f"lose:{grave}"))
    settle(game, state, rec)
    assert len(rec.kinds("balance")) == 1
    assert state.controlled(0) == [ins] and state.victims[grave].owner == FREE


def test_r26_wards(game):
    """R26: a Victim warded against a kind cannot have one played against it; Equipment that
    wards "once" cancels the first such Nemesis in its fight and is discarded; a Victim or
    Equipment warded against Events ignores an Event another player aims at it."""
    state = build(game)
    rich(state, 1)
    curate = victim(game, state, "curate", owner=1)  # no Priests
    dowager = victim(game, state, "dowager-countess", owner=1)  # no Soldiers
    priest, man = give(game, state, 0, "parish-priest", "man-at-arms")
    keys = moves(game, state, 0)
    assert f"play:{priest}@{curate}" not in keys and f"play:{priest}@{dowager}" in keys
    assert f"play:{man}@{dowager}" not in keys and f"play:{man}@{curate}" in keys
    # Blessed Veil: the first Priest is turned away, then the veil is spent
    state = build(game, time="night")
    v = victim(game, state, "washerwoman", owner=0)
    veil = equip(game, state, v, "blessed-veil")
    friar = attack(game, state, v, "wandering-friar")
    fights(game, state)
    assert state.victims[v].owner == 0 and veil in state.discard and friar in state.discard
    assert state.victims[v].equipment == []
    # Lucky Rabbit's Foot: another player's Event does nothing, once; your own Event works
    state = build(game)
    v = victim(game, state, "fishwife", owner=0)  # Life 3
    foot = equip(game, state, v, "lucky-rabbits-foot")
    poultice = give(game, state, 0, "poultice-and-prayer")[0]
    play(game, state, 0, f"play:{poultice}")
    assert state.victims[v].life == 5 and state.victims[v].equipment == [foot]
    falls = give(game, state, 1, "a-fall-on-the-stairs", "a-fall-on-the-stairs")
    play(game, state, 1, f"play:{falls[0]}")
    assert state.victims[v].life == 5 and foot in state.discard
    play(game, state, 1, f"play:{falls[1]}")
    assert state.victims[v].life == 4


def test_r27_the_solitaire(game):
    """R27: keep your hand and discard down to 4 at most; if you hold a playable non-TRAP!
    Event and have not played one, your last card must be an Event; Victims are engaged after
    the deal and a newly claimed one at once; one Victim a turn, plus one at Night."""
    # hand rule: discard down to 4, never below
    state = build(game, 1, location="thieves-market")  # RIGHT
    hand = give(
        game,
        state,
        0,
        "iron-dominion",
        "gilded-promise",
        "waking-dread",
        "consuming-obsession",
        "night-terrors",
    )
    rec = Recorder(prefer("discard:"))
    run(game, state, Step("turn_end"), choose=rec)
    assert len(rec.kinds("keep")) == 1 and state.players[0].hand == hand[1:]
    # the forced Event: only when holding one, on the last card
    state = build(game, 1, time="day")
    rich(state, 0)
    victim(game, state, "fishwife", owner=0)
    whisper, fury, restless = give(
        game, state, 0, "whisper-at-the-window", "fury-of-the-possessed", "the-dead-are-restless"
    )
    state.players[0].played = 3
    keys = [k for k in options(game, state, 0) if k.startswith("play:")]
    assert keys == [f"play:{fury}"]
    state.players[0].hand.remove(fury)
    state.time = "night"  # The Dead Are Restless is triggered: a TRAP!, not the forced Event,
    keys = [k for k in options(game, state, 0) if k.startswith("play:")]
    assert keys == [f"play:{restless}"]  # and in the solitaire a triggered TRAP! must be played
    # engaged after the deal, at the start of the turn
    state = build(game, 1, seed=3)
    rich(state, 0)
    v = victim(game, state, "fishwife", owner=0)
    state.location_deck = [instance(game, state, "cathedral-of-the-nine-saints")]
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)
    assert len(state.players[0].hand) == 8 and len(state.attackers(v)) >= 1
    texts = [e.text for e in state.log]
    dealt = texts.index("Hands are filled to the Hand Cap.")
    engaged = next(i for i, t in enumerate(texts) if t.startswith("From the Nemesis deck"))
    assert dealt < engaged
    assert len(state.victims) == 2 + (state.time == "night")  # 1 held + 1 drawn (+1 Night)


def test_r28_two_players_remove_cards_at_random_and_unseen(game):
    """R28: the 2 Heroes and 6 Possession cards taken out for two players are random and
    unseen; the solitaire's removed cards are likewise out of its deck."""
    outs = set()
    for seed in (1, 2, 3, 4):
        state = new_game(game, 2, seed=seed)
        engine.advance(game, state)
        outs.add(frozenset(state.out_of_game))
        for seat in (0, 1, None):
            view = game.view(state, seat)
            assert view["out_of_game"] == 8
            text = json.dumps(view)
            hidden = [c for c in state.out_of_game if f'"{c}"' in text]
            assert hidden == [], (seat, hidden)
    assert len(outs) > 1
    state = new_game(game, 1, seed=2)
    removed = set(state.out_of_game) | {
        c for c in state.set_aside if game.cards.card(c).kind != "location"
    }
    assert len(removed) == 8
    assert not removed & set(state.deck) and not removed & set(state.nemesis_deck)
    assert not any(game.cards.card(c).kind == "nemesis" for c in state.deck)


def test_r26_an_event_on_several_victims_still_hits_a_warded_one(game):
    """R26: ward against Events holds only for an Event aimed at that Victim alone."""
    from tabletop_tui.games.possession.ops import push_effect

    state = build(game)
    v = victim(game, state, "fishwife", owner=0)  # Life 3
    foot = equip(game, state, v, "lucky-rabbits-foot")
    source = give(game, state, 1, "a-fall-on-the-stairs")[0]
    push_effect(state, [{"op": "wound", "target": "each_opponent", "amount": 1}], 1, source)
    settle(game, state)
    assert state.victims[v].life == 2 and state.victims[v].equipment == [foot]


def test_r29_life_has_no_ceiling(game):
    """R29: healing can raise Life above the printed number."""
    state = build(game)
    v = victim(game, state, "fishwife", owner=0)
    printed = game.cards.card(v).life
    poultice = give(game, state, 0, "poultice-and-prayer")[0]
    play(game, state, 0, f"play:{poultice}")
    assert state.victims[v].life > printed


def test_r27_the_forced_event_comes_in_the_last_round_after_a_pass_too(game):
    """R27: the solitaire's last card of a turn must be an Event; a player who passed in
    an earlier Round reaches Round 4 with two cards down, and that card is still the last
    (an audit of player counts found the Event not forced then)."""
    for played in (3, 2):
        state = build(game, players=1)
        state.round = 4
        state.players[0].played = played
        give(game, state, 0, "the-stolen-grimoire")
        possession = next(c for c in state.deck if game.cards.card(c).kind == "possession")
        give(game, state, 0, game.cards.card(possession).id)
        state.stack.append(Step("play", 0, {"round": 4}))
        keys = [o.key for o in engine.decision(game, state).options]
        assert [k for k in keys if k.startswith("play:")] == [f"play:{state.players[0].hand[0]}"]


def test_r27_the_solitaires_opening_line_names_the_goal_chosen(game):
    """R27: `solitaire_goal` sets the Victims to hold; the opening line says how many."""
    for goal, word in ((2, "two"), (5, "five")):
        state = game.new_state(1, 3, game.check_options(1, {"solitaire_goal": str(goal)}))
        assert state.solitaire_goal == goal
        assert f"hold {word} Victims after five turns" in state.log[0].text


def test_r27_a_warded_victim_is_not_engaged_by_the_kind_it_wards(game):
    """R27: in the solitaire, a Nemesis drawn for a Victim warded against its kind is
    discarded and another is drawn."""
    from tabletop_tui.games.possession.solitaire import engage

    state = build(game, 1)
    curate = victim(game, state, "curate", owner=0)  # Priests cannot be played against him
    priest = instance(game, state, "parish-priest")
    wolf = instance(game, state, "grey-wolf")
    state.nemesis_deck[:0] = [priest, wolf]
    engage(game, state, curate)
    assert [a.card for a in state.attackers(curate)] == [wolf]
    assert priest in state.nemesis_discard


def test_r27_a_soldier_that_cannot_join_the_pile_is_discarded(game, monkeypatch):
    """R27: a soldier drawn after soldiers that cannot join their pile is discarded, not
    placed like the Nemesis after them (an audit read it offered to the player; with our
    cards both soldiers are of one kind, so a card folder's own soldier is stood in for by
    a ward that keeps the second off)."""
    from tabletop_tui.games.possession import solitaire

    state = build(game, 1)
    curate = victim(game, state, "curate", owner=0)
    first, second = instance(game, state, "man-at-arms"), instance(game, state, "serjeant-at-arms")
    state.nemesis_deck[:0] = [first, second]
    real = solitaire.can_fight
    monkeypatch.setattr(solitaire, "can_fight", lambda g, s, c, v: c != second and real(g, s, c, v))
    solitaire.engage(game, state, curate)
    assert [a.card for a in state.attackers(curate)] == [first]
    assert second in state.nemesis_discard and not any(
        x.kind == "place_nemesis" for x in state.stack
    )


def test_r24_an_escape_leaves_a_one_time_ward_unspent(game):
    """R24/R26: an escaped fight is avoided whole, so Equipment that turns away the first
    Priest stays for a later fight."""
    state = build(game, location="thieves-market")  # every Victim may escape
    v = victim(game, state, "bride-to-be", owner=0)
    veil = equip(game, state, v, "blessed-veil")
    attack(game, state, v, "parish-priest")
    fights(game, state, prefer("escape"))
    assert state.victims[v].equipment == [veil] and not state.attackers(v)


def test_r26_the_fight_question_leaves_out_a_nemesis_a_one_time_ward_turns_away(game):
    """R26: the Boar Spear turns the first Animal away before the fight and is discarded,
    so the question ("Stand and fight"), the view and the screen's forecast leave that
    Mastiff out, and the Spear's own +2 Strength too."""
    from tabletop_tui.ui.possession.words import attack_forecast, victim_text

    state = build(game, location="thieves-market")  # every Victim may escape; Day
    v = victim(game, state, "lamplighter", owner=0)  # Strength 1
    spear = equip(game, state, v, "boar-spear")  # Strength +2, turns one Animal
    attack(game, state, v, "mastiff")  # an Animal, 4 +1 by Day
    state.push(Step("fights", state.narrator))
    engine.advance(game, state)
    d = engine.decision(game, state)
    labels = {o.key: o.label for o in d.options}
    assert labels["fight"] == "Stand: the Boar Spear turns Mastiff away"
    seen = game.view(state, 0)
    mine = next(x for x in seen["victims"] if x["id"] == v)
    assert mine["attack_strength"] == 0
    fc = attack_forecast(game.cards, seen, mine)
    assert (fc["total"], fc["outcome"], fc["fights"]) == (0, "no fight", [])
    assert (
        "the Boar Spear turns Mastiff away" in victim_text(game.cards, seen, mine, None, True).plain
    )
    attack(game, state, v, "grey-wolf")  # a second Animal fights on
    state.pending = None  # the question is asked afresh
    d = engine.decision(game, state)
    stand = next(o.label for o in d.options if o.key == "fight")
    wolf = rules.nemesis_strength(game, state, state.attackers(v)[1])
    assert rules.victim_strength(game, state, v) == 3  # on the table, with the Spear
    assert stand == f"Stand and fight (1 against {wolf}), Mastiff turned away"
    mine = next(x for x in game.view(state, 0)["victims"] if x["id"] == v)
    fc = attack_forecast(game.cards, game.view(state, 0), mine)
    assert (fc["total"], fc["strength"], fc["wins"]) == (wolf, 1, True)
    n = len(state.log)
    engine.apply(game, state, "fight")
    assert spear in state.discard and not state.attackers(v)
    assert any(f"({wolf}) against the Lamplighter (1)" in e.text for e in state.log[n:])


def test_r9_the_exorcist_takes_its_card_even_when_the_victim_dies(game):
    """R9: wounds come first, but a Victim killed by them still costs its controller the
    Possession card the Exorcist takes."""
    state = build(game)
    v = victim(game, state, "fishwife", owner=0, life=2)
    cards = possession_cards(game, state, 0, "consuming-obsession", "iron-dominion")
    attack(game, state, v, "the-exorcist")
    state.attacks.append(Attack(state.troll, "The Troll", v, -1))
    state.troll = ""
    fights(game, state)
    assert v not in state.victims
    assert len(state.players[0].possession_cards) == 1
    assert set(state.players[0].possession_cards) < set(cards)


def test_r30_a_card_discarded_from_hand_is_public(game):
    """R30: the discard pile is face up: a card discarded from a hand is named to all."""
    state = build(game)
    card = give(game, state, 1, "iron-dominion")[0]
    effect(game, state, [{"op": "discard_cards", "who": "opponent", "count": 1}], actor=0)
    assert card in state.discard
    assert any("discards Iron Dominion" in e.text and e.seats is None for e in state.log)
    assert card in game.view(state, 0)["discard"]


def test_r27_with_nobody_to_choose_possession_cards_are_lost_at_random(game):
    """R27/R9: in the solitaire nobody picks what the Exorcist takes: it is random."""
    lost = set()
    for seed in range(8):
        state = build(game, 1, seed=seed)
        cards = possession_cards(
            game, state, 0, "consuming-obsession", "iron-dominion", "whisper-at-the-window"
        )
        state.push(Step("lose_possession", -1, {"player": 0, "count": 1}))
        settle(game, state)
        lost |= set(cards) - set(state.players[0].possession_cards)
    assert len(lost) > 1


def test_r26_a_nemesis_a_one_time_ward_turns_away_does_not_stop_an_escape(game):
    """R26: Bloodhounds ("cannot escape this fight") that a Boar Spear sends away before
    the fight are not in it: with The Troll left, the Victim may still escape where the
    Location lets it (the question said the hounds were gone and refused the escape for
    them); escaping leaves the Spear unspent."""
    state = build(game, location="thieves-market")  # every Victim may escape
    rich(state, 0)
    v = victim(game, state, "insomniac", owner=0)
    spear = equip(game, state, v, "boar-spear")
    attack(game, state, v, "bloodhounds")
    troll_against(game, state, v)
    assert rules.can_escape(game, state, v)
    state.push(Step("fight", 0, {"victim": v}))
    engine.advance(game, state)
    assert "escape" in [o.key for o in engine.decision(game, state).options]
    engine.apply(game, state, "escape")
    assert spear in state.victims[v].equipment and not state.attackers(v)


def test_r26_a_wolf_pack_is_an_animal(game):
    """R26 and FORMAT: an attacker that is not a card has the kind its op names: the wolf
    pack of Lean, Mangy, Hungry is an Animal (warded off by a Boar Spear)."""
    state = build(game, time="night", location="drowned-chapel")  # wilderness
    v = victim(game, state, "deserter", owner=0, life=10)
    spear = equip(game, state, v, "boar-spear")
    trap = give(game, state, 0, "lean-mangy-hungry")[0]
    play(game, state, 0, f"play:{trap}")
    assert [a.kind for a in state.attackers(v)] == ["animal"]
    fights(game, state, prefer("fight"))
    assert state.victims[v].life == 10 and spear in state.discard


def test_r11_a_cheat_and_a_plain_pass_look_alike_to_the_table(game):
    """R11: declining a lone triggered TRAP! shows in your own options only: with the
    Daemon face up and no Victim to claim, the player holding only an unplayable card is
    asked too, and both passes read "passes" in the log."""
    seen = {}
    for card in ("sleepwalking", "cheered-by-the-crowd"):  # a TRAP! triggered at Night; an
        state = build(game, 3, time="night")  # Event with no Entertainment to play it on
        set_daemon(game, state, 1, "quillibet-the-scrivener", revealed=True)
        give(game, state, 1, card)
        state.players[1].played = 1
        state.push(Step("play", 1))
        engine.advance(game, state)
        d = engine.decision(game, state)
        assert d is not None and d.seat == 1 and "pass" in [o.key for o in d.options]
        engine.apply(game, state, "pass")
        seen[card] = (game.view(state, 0)["log"][-1]["text"], bool(state.players[1].cheats))
    assert seen == {
        "sleepwalking": ("Player 2 passes.", True),
        "cheered-by-the-crowd": ("Player 2 passes.", False),
    }


def test_r11_passing_with_only_a_triggered_trap_playable_is_cheating(game):
    """R11 (issue 12): when a triggered TRAP! is the only card you can play you may still
    decline it ("you can decide not to play the card"): passing marks it, as a cheat."""
    state = build(game, location="gallows-hill")  # Gloom: the Cursed Ring is triggered
    v = victim(game, state, "fishwife", owner=0)
    ring = give(game, state, 0, "cursed-ring")[0]
    keys = moves(game, state, 0)
    assert f"play:{ring}@{v}" in keys and "pass" in keys
    play(game, state, 0, "pass")
    assert state.players[0].cheats == [ring] and ring in state.players[0].hand
    assert state.log[-1].text.endswith("passes.")  # nobody is told it was a cheat


def test_r12_a_cheat_with_no_possession_card_is_told_so(game):
    state = build(game, location="thieves-market")  # RIGHT
    ring = give(game, state, 0, "cursed-ring")[0]
    state.players[0].cheats = [ring]
    run(game, state, Step("turn_end"))
    found = [e.text for e in state.log if "a TRAP! left unplayed" in e.text]
    assert len(found) == 1 and "has no Possession card to lose" in found[0]
    assert "loses 2" not in found[0]


def test_r22_a_fight_power_is_revealed_at_fight_time(game):
    """R22 (issue 12): a Daemon whose power matters in a fight (+1 Strength, a Night escape)
    may be revealed when its owner's Victim fights, not only in its owner's Round."""
    state = build(game)
    set_daemon(game, state, 0, "the-lantern-eater")  # once revealed: Victims +1 Strength
    v = victim(game, state, "insomniac", owner=0)  # Strength 3, Life 4
    man = attack(game, state, v, "man-at-arms")  # 2 + 1 by Day: wins ties, so beats 3
    rec = Recorder(prefer("reveal", "fight"))
    fights(game, state, choose=rec)
    first = rec.kinds("fight")[0]
    assert [o.key for o in first.options] == ["fight", "reveal"]
    assert state.players[0].revealed and man in state.discard
    assert state.victims[v].life == 4  # revealed, 4 against 3: the Insomniac wins


def test_r22_a_night_escape_daemon_is_offered_only_at_night(game):
    state = build(game, time="night")
    set_daemon(game, state, 0, "sethrin-of-the-ninth-bridge")  # your Victims escape at Night
    v = victim(game, state, "lamplighter", owner=0)
    attack(game, state, v, "man-at-arms")
    rec = Recorder(prefer("reveal", "escape"))
    fights(game, state, choose=rec)
    assert [o.key for o in rec.kinds("fight")[0].options] == ["fight", "reveal"]
    assert [o.key for o in rec.kinds("fight")[1].options] == ["escape", "fight"]
    assert state.attacks == [] and state.victims[v].life == 2  # escaped
    day = build(game)
    set_daemon(game, day, 0, "sethrin-of-the-ninth-bridge")
    v = victim(game, day, "lamplighter", owner=0)
    attack(game, day, v, "man-at-arms")
    rec = Recorder()
    fights(game, day, choose=rec)
    # by Day its power would not help, but the same question comes: a question for some
    # Daemons only would tell the table which Daemon it is (R22)
    assert [keys_of(d) for d in rec.kinds("fight")] == [["fight", "reveal"]]


def test_r22_whether_a_fight_or_a_loss_is_asked_does_not_name_the_face_down_daemon(game):
    """R22/R35: the table sees when a player stops to decide. Before a fight the Victim
    cannot escape, and before losing a single Victim to the balance, every face-down
    Daemon's owner is asked alike, whatever that Daemon could do."""
    fight_asked, loss_asked = set(), set()
    for daemon in game.cards.daemons:
        design = game.cards.card(daemon).id
        state = build(game, time="night")
        set_daemon(game, state, 0, design)
        v = victim(game, state, "lamplighter", owner=0)
        attack(game, state, v, "man-at-arms")
        rec = Recorder(prefer("fight"))
        fights(game, state, choose=rec)
        fight_asked.add(len(rec.kinds("fight")) > 0)
        state = build(game)
        set_daemon(game, state, 0, design)
        victim(game, state, "insomniac", owner=0)
        rec = Recorder(prefer("lose"))
        effect(game, state, [{"op": "willpower", "who": "you", "amount": 9}], actor=0, choose=rec)
        loss_asked.add(len(rec.kinds("balance")) > 0)
    assert fight_asked == {True} and loss_asked == {True}


def test_r22_a_balance_power_is_revealed_when_victims_would_be_lost(game):
    """Mordecant (possession +2 when revealed) may be revealed instead of losing a Victim."""
    state = build(game, location="cathedral-of-the-nine-saints")  # Sanctuary: Willpower +2
    set_daemon(game, state, 0, "mordecant")
    v = victim(game, state, "fishwife", owner=0)  # Willpower 2: 2 + 2 against possession 3
    game.check_end(state)
    d = engine.decision(game, state)
    assert d.kind == "balance" and [o.key for o in d.options] == [f"lose:{v}", "reveal"]
    # what the reveal does is the Daemon's to say, not the option's (a play-test read "to
    # restore your possession" on a Daemon that deals wounds)
    assert d.options[1].label == (
        "Reveal your Daemon, Mordecant, before losing a Victim (the balance is checked again after)"
    )
    engine.apply(game, state, "reveal")
    settle(game, state)
    assert state.players[0].revealed and state.victims[v].owner == 0
    assert rules.possession(game, state, 0) == 5


def test_r27_events_aimed_at_another_player_are_played_for_nothing_in_the_solitaire(game):
    """R27/R17: an Event aimed only at another player may be played with no target, doing
    nothing; in the solitaire it is a non-TRAP! Event in hand, so the forced Event may have
    to be it (before issue 12's second pass it could not be played, which excused the
    player from the forced Event)."""
    state = build(game, 1)
    v = victim(game, state, "fishwife", owner=0)
    whisper, fall = give(game, state, 0, "whisper-at-the-window", "a-fall-on-the-stairs")
    state.players[0].played = 3
    keys = [k for k in options(game, state, 0) if k.startswith("play:")]
    assert keys == [f"play:{fall}"]  # the last card of the turn must be the Event
    life = state.victims[v].life
    play(game, state, 0, f"play:{fall}")
    assert state.victims[v].life == life and fall in state.discard  # it hurt nobody
    assert state.players[0].event_played and whisper in state.players[0].hand


def test_the_location_names_its_refuge_once(game):
    state = build(game)
    state.location_deck = [instance(game, state, "cathedral-of-the-nine-saints")]
    state.location = ""
    state.push(Step("turn_setup", 0))
    engine.advance(game, state)  # to the new turn's first question
    line = next(e.text for e in state.log if e.text.startswith("The Location is"))
    assert line.count("Sanctuary") == 1 and "Willpower +2 for every player" in line


def test_r31_trinkets_go_beside_a_shield_and_a_two_handed_weapon(game):
    """R31: a bottle, a ring, a charm are neither Weapon nor Armour: any number of them."""
    state = build(game, location="jousting-grounds")  # Entertainment: the Vintage triggers
    rich(state, 0)
    v = victim(game, state, "insomniac", owner=0)
    equip(game, state, v, "woodsmans-axe")
    equip(game, state, v, "cursed-ring")
    equip(game, state, v, "lucky-rabbits-foot")
    bottle, buckler = give(game, state, 0, "a-formidable-vintage", "wooden-buckler")
    keys = moves(game, state, 0)
    assert f"play:{bottle}@{v}" in keys and f"play:{buckler}@{v}" not in keys


def test_r32_five_turns_of_four_players_never_empty_the_game_deck(game):
    """R32: a four-player game whose every player plays four cards each turn, with a Hand
    Cap rise on the fifth deal, still deals from the deck it started with."""
    from tabletop_tui.games.possession.sizing import deck_need

    state = new_game(game, 4)
    assert len(state.deck) == len(game.cards.game_deck) >= deck_need(game.cards) == 110
    start = len(state.deck)
    for turn in range(1, 6):
        for s in range(4):
            p = state.players[s]
            if turn > 1:  # four cards left each hand in the turn before
                state.discard.extend(p.hand[:4])
                del p.hand[:4]
            if turn == 5:
                p.next_cap = 1  # the fifth deal's Hand Cap +1 (a Location or an Event)
        game.handlers["deal"].run(game, state, Step("deal", 0))
        assert all(len(p.hand) == (9 if turn == 5 else 8) for p in state.players)
    assert start - len(state.deck) == 4 * (8 + 4 * 4) + 4
    assert not any("ran out" in e.text for e in state.log) and len(state.deck) > 0


def test_r33_a_point_of_willpower_buys_about_the_same_points(game):
    """R33: printed Life + Strength per point of Willpower, averaged by Willpower, stays
    between 1.8 and 3 (it was 3.7 for Willpower 1 and 1.5 for Willpower 5); the cheap
    Victims are frail; Night Terrors are 2 of the Possession cards."""
    by: dict[int, list[float]] = {}
    for v in game.cards.victims:
        c = game.cards.card(v)
        by.setdefault(c.willpower, []).append((c.life + c.strength) / c.willpower)
    worth = {w: sum(x) / len(x) for w, x in by.items()}
    assert all(1.8 <= x <= 3.0 for x in worth.values()), worth
    assert max(worth.values()) / min(worth.values()) < 1.6
    assert max(game.cards.card(v).life for v in game.cards.victims if v in willpower_one(game)) <= 2
    deck = [game.cards.card(c) for c in game.cards.game_deck]
    assert sum(c.id == "night-terrors" for c in deck) == 2
    assert sum(c.kind == "possession" for c in deck) == 36


def willpower_one(game) -> list[str]:
    return [v for v in game.cards.victims if game.cards.card(v).willpower == 1]


# --- R34: what a player remembers of the hands they passed on ---------------------------


def known_in(game, state: PState, viewer: int, holder: int) -> dict[str, list[int]]:
    """What `viewer`'s view says it knows of `holder`'s hand (R34)."""
    return game.view(state, viewer)["players"][holder]["seen_by"]


def test_r34_two_players_each_know_the_hand_they_passed(game):
    state = build(game, 2)
    mine = give(game, state, 0, "whisper-in-the-well", "gilded-promise")
    theirs = give(game, state, 1, "waking-dread")
    run(game, state, Step("pass_hands", 0, {"direction": "left"}))
    assert state.players[1].hand == mine
    assert known_in(game, state, 0, 1) == {c: [0] for c in mine}
    assert known_in(game, state, 1, 0) == {theirs[0]: [1]}
    # the holder reads who knows which of its cards; nobody else's knowledge is shown
    assert known_in(game, state, 1, 1) == {c: [0] for c in mine}
    hidden = game.view(state, 0)["players"][1]
    assert hidden["hand"] is None and hidden["hand_count"] == 2


def test_r34_knowledge_travels_with_the_hand_and_stops_at_a_played_card(game):
    state = build(game, 3)
    first = give(game, state, 0, "whisper-in-the-well", "gilded-promise")
    run(game, state, Step("pass_hands", 0, {"direction": "left"}))  # 0 -> 1
    run(game, state, Step("pass_hands", 1, {"direction": "left"}))  # 1 -> 2
    assert state.players[2].hand == first
    # seat 0 passed them, seat 1 passed them on: both know; seat 2 holds them
    assert known_in(game, state, 0, 2) == {c: [0, 1] for c in first}
    assert known_in(game, state, 1, 2) == {c: [0, 1] for c in first}
    state.players[2].hand.remove(first[0])  # played: out of the hand, in everyone's sight
    state.discard.append(first[0])
    assert known_in(game, state, 0, 2) == {first[1]: [0, 1]}


def test_r34_a_reshuffle_or_a_card_drawn_again_is_known_to_nobody(game):
    state = build(game, 2)
    mine = give(game, state, 0, "whisper-in-the-well")
    run(game, state, Step("pass_hands", 0, {"direction": "left"}))
    assert known_in(game, state, 0, 1) == {mine[0]: [0]}
    run(game, state, Step("pass_hands", 0, {"direction": "reshuffle"}))
    assert known_in(game, state, 0, 1) == {}
    # a card that went back into the deck and comes to a hand again is nobody's secret
    state.deck.remove(mine[0])
    state.deck.insert(0, mine[0])
    state.players[1].seen_by[mine[0]] = (0,)  # (a stale memory, as if never cleared)
    from tabletop_tui.games.possession import actions

    actions.draw_into_hand(state, 1, 1)
    assert mine[0] in state.players[1].hand
    assert known_in(game, state, 0, 1) == {}


def test_r34_a_trap_found_in_a_passed_hand_is_known_to_the_whole_table(game):
    """R12 with R34: the log names a TRAP! found in a passed hand, so every player, not only
    the one who passed it, knows where it is (the third player had forgotten it)."""
    state = build(game, 3)
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-in-the-well")
    state.players[0].cheats = [ring]
    run(game, state, Step("pass_hands", 0, {"direction": "left"}))  # 0 -> 1: found
    assert state.players[1].hand == [ring, whisper]
    assert any("a TRAP! left unplayed" in e.text for e in state.log)
    assert known_in(game, state, 2, 1) == {ring: [0, 2]}
    assert known_in(game, state, 0, 1) == {ring: [0, 2], whisper: [0]}
    assert known_in(game, state, 1, 1) == {ring: [0, 2], whisper: [0]}


def test_r34_a_world_dealt_for_the_search_holds_the_cards_passed_on(game):
    import random

    state = build(game, 2)
    mine = give(game, state, 0, "whisper-in-the-well", "gilded-promise")
    give(game, state, 1, "waking-dread")
    run(game, state, Step("pass_hands", 0, {"direction": "left"}))
    give(game, state, 1, "night-terrors", "a-formidable-vintage")  # drawn: unknown to seat 0
    view = game.view(state, 0)
    for n in range(20):
        world = game.determinize(view, 0, random.Random(n))
        held = world.players[1].hand
        assert set(mine) <= set(held) and len(held) == 4
        assert game.view(world, 0)["players"][1] == view["players"][1]


def test_r36_a_bribe_sends_away_the_troll_a_wolf_pack_or_one_nemesis(game):
    """R36: a Bribe may send away any attacker on its player's Victim: The Troll (back
    aside), a TRAP!'s wolf pack (no card to discard) or one Nemesis card of a pile; never
    an attacker on another player's Victim."""
    state = build(game, 3)
    rich(state, 0)
    rich(state, 1)
    a = victim(game, state, "insomniac", owner=0)
    b = victim(game, state, "midwife", owner=0)
    c = victim(game, state, "washerwoman", owner=0)
    other = victim(game, state, "actress", owner=1)
    troll = troll_against(game, state, a)
    pack_against(state, b)
    men = [attack(game, state, c, "man-at-arms", by=1) for _ in range(2)]
    attack(game, state, other, "grey-wolf", by=2)
    asked: list[set[str]] = []

    def bribe(answer: str) -> None:
        card = give(game, state, 0, "a-bribe-in-the-right-hand")[0]

        def choose(d: Decision) -> str:
            if d.kind == "op":
                asked.append(set(keys_of(d)))
            return prefer(answer, "end", "done")(d)

        play(game, state, 0, f"play:{card}", choose=choose)

    bribe(f"attack:{a}|{troll.card}")
    assert asked[0] == {f"attack:{a}|{troll.card}", f"attack:{b}|Wolf pack"} | {
        f"attack:{c}|{m}" for m in men
    }
    assert state.troll == troll.card and troll.card not in state.discard
    discard = [c for c in state.discard if "bribe" not in c]
    bribe(f"attack:{b}|Wolf pack")
    assert not state.attackers(b) and [c for c in state.discard if "bribe" not in c] == discard
    bribe(f"attack:{c}|{men[0]}")
    assert [x.card for x in state.attackers(c)] == [men[1]]
    assert all(x.victim == other for x in state.attacks if x.victim != c)
