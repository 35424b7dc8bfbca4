"""One test per rule of the Possession rulebook (shared/rules/possession.txt), on hand-built
tables with real cards from card_data/possession."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.state import FREE, PState
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
    set_location,
    settle,
    victim,
)

# --- helpers -------------------------------------------------------------------------


def labels(game, state: PState, seat: int) -> dict[str, str]:
    """Option key -> label of `seat`'s Round as the table stands (the Round is not kept)."""
    state.push(Step("play", seat))
    d = engine.decision(game, state)
    state.stack.pop()
    assert d is not None
    return {o.key: o.label for o in d.options}


def attack_on(state: PState, victim_id: str):
    return [a for a in state.attacks if a.victim == victim_id]


def drive(game, state: PState, seed: int, until=None, limit: int = 20000) -> None:
    """Play on with a seeded random policy (never revealing Daemons) until `until` or the end."""
    rng = random.Random(seed)
    engine.advance(game, state)
    for _ in range(limit):
        if state.over or (until is not None and until(state)):
            return
        d = engine.decision(game, state)
        assert d is not None and d.options
        keys = [o.key for o in d.options if o.key != "reveal"] or [d.options[0].key]
        engine.apply(game, state, rng.choice(keys))
    raise AssertionError("drive: the game did not end")


def claim(game, state: PState, seat: int, victim_id: str) -> None:
    """Open `seat`'s Round, claim this Victim, and close the Round without playing a card."""
    state.push(Step("play", seat))
    engine.advance(game, state)
    engine.apply(game, state, f"claim:{victim_id}")
    assert state.stack[-1].kind == "play"
    state.stack.pop()
    settle(game, state)


def design(game, iid: str) -> str:
    return game.cards.card(iid).id


# --- The Set Up ----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_player_draws_one_secret_daemon(game, players):
    state = new_game(game, players, seed=11)
    daemons = [p.daemon for p in state.players]
    assert len(set(daemons)) == players
    assert all(game.cards.card(d).kind == "daemon" for d in daemons)
    assert not any(p.revealed for p in state.players)
    assert sorted(daemons + state.daemons_aside) == sorted(game.cards.daemons)
    engine.advance(game, state)
    view = game.view(state, 0)
    assert view["players"][0]["daemon"] == daemons[0]
    assert [view["players"][s]["daemon"] for s in range(1, players)] == [None] * (players - 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_possession_starts_at_3_and_willpower_at_0(game, players):
    state = new_game(game, players)
    assert [rules.possession(game, state, s) for s in range(players)] == [3] * players
    assert [rules.willpower(game, state, s) for s in range(players)] == [0] * players
    assert all(p.possession_cards == [] and p.hand == [] for p in state.players)


@pytest.mark.parametrize("players", [3, 4])
def test_setup_three_and_four_players_use_the_whole_game_deck(game, players):
    state = new_game(game, players)
    assert sorted(state.deck) == sorted(game.cards.game_deck)
    assert state.out_of_game == []


def test_setup_two_players_remove_two_heroes_and_six_possession_cards(game):
    full = Counter(game.cards.game_deck)
    removed_sets = set()
    for seed in range(1, 6):
        state = new_game(game, 2, seed=seed)
        out = state.out_of_game
        kinds = Counter("hero" if game.cards.card(c).hero else game.cards.card(c).kind for c in out)
        assert kinds == Counter({"hero": 2, "possession": 6})
        assert Counter(state.deck) + Counter(out) == full
        assert not set(out) & set(state.deck)
        removed_sets.add(frozenset(out))
    assert len(removed_sets) > 1  # random cards, not always the same ones


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_the_troll_is_set_aside(game, players):
    state = new_game(game, players)
    troll = game.cards.troll
    assert game.cards.card(troll).name == "The Troll"
    assert state.troll == troll
    assert troll not in state.deck and troll not in state.nemesis_deck


def test_setup_crooked_tower_only_with_the_option(game):
    tower = "the-crooked-tower"
    plain = new_game(game, 3)
    assert tower not in plain.location_deck and tower in plain.set_aside
    assert len(plain.location_deck) == len(game.cards.locations) - 1
    adventure = new_game(game, 3, crooked_tower="yes")
    assert tower in adventure.location_deck and tower not in adventure.set_aside
    assert sorted(adventure.location_deck) == sorted(game.cards.locations)


def test_setup_victims_and_location_decks_shuffled_whole(game):
    state = new_game(game, 4)
    assert sorted(state.victim_deck) == sorted(game.cards.victims)
    assert state.victims == {} and state.location == ""


# --- The First Turn: Victims, the Time Coin, the Location -----------------------------


@pytest.mark.parametrize("players,base", [(2, 2), (3, 2), (4, 3)])
def test_victims_drawn_per_turn_plus_one_at_night(game, players, base):
    seen = set()
    for seed in range(1, 60):
        state = build(game, players, seed=seed)
        state.location_deck = [instance(game, state, "jousting-grounds")]
        state.rng = random.Random(seed)
        game.handlers["turn_setup"].run(game, state, Step("turn_setup", state.narrator))
        assert len(state.victims) == base + (state.time == "night")
        assert all(v.owner == FREE for v in state.victims.values())
        seen.add(state.time)
        if seen == {"day", "night"}:
            break
    assert seen == {"day", "night"}


def test_time_coin_day_gives_nemeses_plus_1_and_heroes_plus_2(game):
    for time, soldier, hero in (("day", 3, 6), ("night", 2, 4)):
        state = build(game, time=time)
        rich(state, 0)
        a = victim(game, state, "fishwife", owner=0)
        b = victim(game, state, "midwife", owner=0)
        attack(game, state, a, "man-at-arms")
        attack(game, state, b, "black-tom-the-headsman")
        strengths = [rules.nemesis_strength(game, state, x) for x in state.attacks]
        assert strengths == [soldier, hero], time


def test_time_coin_day_bonus_decides_a_fight(game):
    # Man-at-Arms (2) against the Bride-to-Be (Strength 3, Life 3)
    for time, life in (("day", 1), ("night", 3)):
        state = build(game, time=time)
        v = victim(game, state, "bride-to-be", owner=0)
        attack(game, state, v, "man-at-arms")
        fights(game, state)
        assert state.victims[v].life == life, time


def test_sanctuary_plus_2_and_gloom_minus_1_willpower_minimum_0(game):
    state = build(game, 3, location="cathedral-of-the-nine-saints")  # Sanctuary
    victim(game, state, "insomniac", owner=0)  # Willpower 3
    assert [rules.willpower(game, state, s) for s in range(3)] == [5, 2, 2]
    set_location(game, state, "gallows-hill")  # Gloom
    assert [rules.willpower(game, state, s) for s in range(3)] == [2, 0, 0]
    set_location(game, state, "jousting-grounds")  # neither
    assert [rules.willpower(game, state, s) for s in range(3)] == [3, 0, 0]


def test_location_effects_resolve_when_drawn(game):
    # Millbrook Harvest Fair: every Victim heals 1 Life when drawn
    state = build(game, 2, location="millbrook-harvest-fair")
    v = victim(game, state, "insomniac", owner=0, life=2)
    w = victim(game, state, "fishwife")
    run(game, state, Step("location_effect"))
    assert (state.victims[v].life, state.victims[w].life) == (3, 4)


# --- The deal and the Hand Cap --------------------------------------------------------


def test_deal_fills_every_hand_to_the_hand_cap_of_8(game):
    state = build(game, 3)
    kept = give(game, state, 1, "gilded-promise", "iron-dominion")
    before = len(state.deck)
    run(game, state, Step("deal"))
    assert [len(p.hand) for p in state.players] == [8, 8, 8]
    assert state.players[1].hand[:2] == kept
    assert len(state.deck) == before - 22


def test_hand_cap_raised_by_a_victim(game):
    state = build(game, 2)
    victim(game, state, "abbess", owner=0)  # Hand Cap +1
    run(game, state, Step("deal"))
    assert [len(p.hand) for p in state.players] == [9, 8]


def test_hand_cap_raised_by_a_location(game):
    state = build(game, 2, location="ninebridges-playhouse")  # every Hand Cap +1 this deal
    run(game, state, Step("location_effect"), Step("deal"))
    assert [len(p.hand) for p in state.players] == [9, 9]


def test_hand_cap_raised_by_a_revealed_daemon(game):
    state = build(game, 2)
    set_daemon(game, state, 0, "old-mother-hollowtongue", revealed=True)
    set_daemon(game, state, 1, "mordecant")
    run(game, state, Step("deal"))
    assert [len(p.hand) for p in state.players] == [9, 8]


# --- The First Player -----------------------------------------------------------------


@pytest.mark.parametrize(
    "location,first",
    [
        ("jousting-grounds", 2),  # LEFT
        ("thieves-market", 0),  # RIGHT
        ("weeping-fen", 3),  # OPPOSITE
        ("cathedral-of-the-nine-saints", 1),  # STAY
        ("hollowmere-cemetery", 1),  # RESHUFFLE
    ],
)
def test_first_player_by_the_location_direction(game, location, first):
    state = build(game, 4, narrator=1, location=location)
    state.push(Step("first_player", 1))
    engine.advance(game, state)
    assert state.first_player == first
    d = engine.decision(game, state)
    assert d.kind == "play" and d.seat == first


@pytest.mark.parametrize(
    "location,first",
    [
        ("jousting-grounds", 0),
        ("thieves-market", 0),
        ("weeping-fen", 0),
        ("cathedral-of-the-nine-saints", 1),
        ("hollowmere-cemetery", 1),
    ],
)
def test_first_player_with_two_players(game, location, first):
    state = build(game, 2, narrator=1, location=location)
    state.push(Step("first_player", 1))
    engine.advance(game, state)
    assert state.first_player == first and engine.decision(game, state).seat == first


def test_first_player_opposite_with_three_players_is_the_narrators_choice(game):
    for pick in (1, 2):
        state = build(game, 3, narrator=0, location="weeping-fen")
        state.push(Step("first_player", 0))
        engine.advance(game, state)
        d = engine.decision(game, state)
        assert d.kind == "first_player" and d.seat == 0
        assert sorted(o.key for o in d.options) == ["first:1", "first:2"]
        engine.apply(game, state, f"first:{pick}")
        assert state.first_player == pick
        assert engine.decision(game, state).seat == pick


def test_first_player_left_and_right_with_three_players_need_no_choice(game):
    for location, first in (("jousting-grounds", 1), ("thieves-market", 2)):
        state = build(game, 3, narrator=0, location=location)
        state.push(Step("first_player", 0))
        engine.advance(game, state)
        assert state.first_player == first
        assert engine.decision(game, state).kind == "play"


# --- Playing the Turn: four Rounds of one card ----------------------------------------


def test_four_rounds_of_one_card_each_clockwise_from_the_first_player(game):
    state = build(game, 3, narrator=1, location="cathedral-of-the-nine-saints")  # STAY
    give(game, state, 0, *["whisper-at-the-window"] * 5)
    give(game, state, 1, *["gilded-promise"] * 5)
    give(game, state, 2, *["consuming-obsession"] * 4, "waking-dread")
    rec = Recorder(prefer("play:", "end"))
    run(game, state, Step("first_player", 1), choose=rec)
    opening = [
        d.seat for d in rec.kinds("play") if any(o.key.startswith("play:") for o in d.options)
    ]
    assert opening == [1, 2, 0] * 4
    assert [len(p.hand) for p in state.players] == [1, 1, 1]
    assert [len(p.possession_cards) for p in state.players] == [4, 4, 4]


def test_one_card_at_a_time(game):
    state = build(game)
    give(game, state, 0, "gilded-promise", "iron-dominion")
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, next(k for k in options(game, state, 0) if k.startswith("play:")))
    after = [o.key for o in engine.decision(game, state).options]
    assert not any(k.startswith("play:") for k in after) and "end" in after
    assert len(state.players[0].hand) == 1


def test_no_more_than_four_cards_a_turn(game):
    state = build(game)
    give(game, state, 0, "gilded-promise")
    state.players[0].played = 4
    assert not any(k.startswith("play:") for k in options(game, state, 0))
    state.players[0].played = 3
    assert any(k.startswith("play:") for k in options(game, state, 0))


def test_pass_only_with_nothing_playable(game):
    state = build(game)
    ring = give(game, state, 0, "cursed-ring")[0]  # TRAP! (Gloom): not triggered here
    wolf = give(game, state, 0, "grey-wolf")[0]  # no Victim of another player to send it at
    keys = options(game, state, 0)
    assert "pass" in keys and not any(k.startswith("play:") for k in keys)
    state.players[0].hand.remove(ring)
    state.players[0].hand.remove(wolf)
    give(game, state, 0, "whisper-at-the-window")
    keys = options(game, state, 0)
    assert "pass" not in keys and any(k.startswith("play:") for k in keys)


# --- Possession cards and claims ------------------------------------------------------


def test_possession_cards_raise_the_possession_value(game):
    state = build(game)
    whisper, dominion = give(game, state, 0, "whisper-at-the-window", "iron-dominion")
    play(game, state, 0, f"play:{whisper}")
    assert rules.possession(game, state, 0) == 4
    play(game, state, 0, f"play:{dominion}")
    assert rules.possession(game, state, 0) == 8
    assert state.players[0].possession_cards == [whisper, dominion]
    assert rules.possession(game, state, 1) == 3


def test_claim_needs_possession_minus_willpower_at_least_the_victims_willpower(game):
    # the rulebook's example: 7 possession + the Actress (Willpower 4) controlled
    state = build(game)
    possession_cards(game, state, 0, "iron-dominion")  # 3 + 4 = 7
    victim(game, state, "actress", owner=0)
    ins = victim(game, state, "insomniac")  # Willpower 3
    nec = victim(game, state, "necromancer-dilettante")  # Willpower 5
    vet = victim(game, state, "veteran-of-the-marsh-wars")  # Willpower 4
    assert rules.spare(game, state, 0) == 3
    keys = options(game, state, 0)
    assert f"claim:{ins}" in keys
    assert f"claim:{nec}" not in keys and f"claim:{vet}" not in keys
    possession_cards(game, state, 0, "whisper-at-the-window")  # spare 4: equal is enough
    keys = options(game, state, 0)
    assert f"claim:{vet}" in keys and f"claim:{nec}" not in keys
    claim(game, state, 0, vet)
    assert state.victims[vet].owner == 0
    assert rules.willpower(game, state, 0) == 8


def test_claim_one_per_round_but_again_next_round(game):
    state = build(game)
    possession_cards(game, state, 0, "iron-dominion", "iron-dominion")
    a = victim(game, state, "lamplighter")
    b = victim(game, state, "washerwoman")
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"claim:{a}")
    keys = [o.key for o in engine.decision(game, state).options]
    assert f"claim:{b}" not in keys
    state.stack.pop()
    state.push(Step("round_begin", -1, {"round": 2}))
    engine.advance(game, state)
    d = engine.decision(game, state)
    assert d.seat == 0 and f"claim:{b}" in [o.key for o in d.options]


def test_claim_before_or_after_the_card(game):
    state = build(game)
    possession_cards(game, state, 0, "iron-dominion")
    v = victim(game, state, "insomniac")
    w = give(game, state, 0, "whisper-at-the-window")[0]
    before = options(game, state, 0)
    assert f"claim:{v}" in before and f"play:{w}" in before
    state.push(Step("play", 0))
    engine.advance(game, state)
    engine.apply(game, state, f"play:{w}")
    after = [o.key for o in engine.decision(game, state).options]
    assert f"claim:{v}" in after and "end" in after
    engine.apply(game, state, f"claim:{v}")
    assert state.victims[v].owner == 0 and state.players[0].played == 1


def test_possession_below_willpower_forces_losing_victims_of_the_players_choice(game):
    state = build(game)
    possession_cards(game, state, 0, "consuming-obsession")  # 6
    ins = victim(game, state, "insomniac", owner=0)  # Willpower 3
    lamp = victim(game, state, "lamplighter", owner=0)  # Willpower 1
    rec = Recorder(prefer(f"lose:{lamp}"))
    # an Event raises seat 0's Willpower by 3: 7 > 6
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 3}], actor=0, choose=rec)
    balance = rec.kinds("balance")
    assert len(balance) == 1 and balance[0].seat == 0
    assert sorted(o.key for o in balance[0].options) == [f"lose:{ins}", f"lose:{lamp}", "reveal"]
    assert state.victims[lamp].owner == FREE and state.victims[ins].owner == 0
    assert rules.possession(game, state, 0) == 6 and rules.willpower(game, state, 0) == 6


def test_lost_victims_return_with_their_equipment_and_life_tokens(game):
    state = build(game)
    lamp = victim(game, state, "lamplighter", owner=0)
    jerkin = equip(game, state, lamp, "padded-jerkin")  # Life 2 + 1
    state.victims[lamp].life = 2  # one wound taken
    effect(game, state, [{"op": "willpower", "who": "you", "amount": 3}], actor=0)
    vic = state.victims[lamp]
    assert vic.owner == FREE and vic.equipment == [jerkin] and vic.life == 2
    assert lamp in state.free() and jerkin not in state.discard
    # back in the playing area, anyone with enough possession may claim it
    possession_cards(game, state, 1, "gilded-promise")
    assert f"claim:{lamp}" in options(game, state, 1)


def test_possession_cards_lost_at_random_are_discarded(game):
    state = build(game)
    cards = possession_cards(game, state, 1, "iron-dominion", "gilded-promise", "waking-dread")
    rec = Recorder()
    op = {"op": "discard_possession", "who": "opponent", "count": 2, "random": True}
    effect(game, state, [op], actor=0, choose=rec)
    left = state.players[1].possession_cards
    assert rec.seen == [] and len(left) == 1 and left[0] in cards
    assert sorted(c for c in cards if c not in left) == sorted(
        c for c in state.discard if c in cards
    )


# --- Equipment ------------------------------------------------------------------------


def test_equipment_may_go_on_any_victim_in_the_playing_area(game):
    state = build(game)
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    free = victim(game, state, "poacher")
    cutlass = give(game, state, 0, "rusty-cutlass")[0]
    keys = moves(game, state, 0)
    assert {f"play:{cutlass}@{v}" for v in (mine, theirs, free)} <= set(keys)
    play(game, state, 0, f"play:{cutlass}@{theirs}")
    assert state.victims[theirs].equipment == [cutlass]
    assert rules.victim_strength(game, state, theirs) == 2


def test_equipment_one_weapon_and_one_armour_per_body_head_hand(game):
    state = build(game)
    v = victim(game, state, "fishwife")
    equip(game, state, v, "rusty-cutlass")
    equip(game, state, v, "padded-jerkin")
    cleaver, axe, mail, cap, buckler = give(
        game,
        state,
        0,
        "butchers-cleaver",
        "woodsmans-axe",
        "rusted-mail-shirt",
        "iron-skullcap",
        "wooden-buckler",
    )
    keys = moves(game, state, 0)
    assert f"play:{cleaver}@{v}" not in keys  # a second weapon
    assert f"play:{axe}@{v}" not in keys  # a two-handed weapon is a weapon too
    assert f"play:{mail}@{v}" not in keys  # a second body armour
    assert f"play:{cap}@{v}" in keys and f"play:{buckler}@{v}" in keys
    equip(game, state, v, "saints-medal")  # head
    assert f"play:{cap}@{v}" not in moves(game, state, 0)


def test_equipment_two_handed_weapon_excludes_hand_armour(game):
    state = build(game)
    axed = victim(game, state, "fishwife")
    shielded = victim(game, state, "midwife")
    equip(game, state, axed, "woodsmans-axe")
    equip(game, state, shielded, "wooden-buckler")
    spear, buckler, cutlass, cap, foot = give(
        game,
        state,
        0,
        "boar-spear",
        "wooden-buckler",
        "rusty-cutlass",
        "iron-skullcap",
        "lucky-rabbits-foot",
    )
    keys = moves(game, state, 0)
    assert f"play:{buckler}@{axed}" not in keys  # hand armour
    assert f"play:{foot}@{axed}" in keys  # a trinket (R31)
    assert f"play:{cap}@{axed}" in keys
    assert f"play:{spear}@{shielded}" not in keys
    assert f"play:{cutlass}@{shielded}" in keys


def test_equipment_bonuses_to_life_strength_and_willpower(game):
    state = build(game)
    v = victim(game, state, "fishwife", owner=0)  # Life 3, Willpower 2, Strength 2
    give(game, state, 0, "rusted-mail-shirt", "saints-medal", "butchers-cleaver")
    for iid in list(state.players[0].hand):
        play(game, state, 0, f"play:{iid}@{v}")
    assert state.victims[v].life == 5
    assert rules.victim_strength(game, state, v) == 5
    assert rules.willpower(game, state, 0) == 3


# --- Nemeses --------------------------------------------------------------------------


def test_nemesis_only_against_another_players_victim(game):
    state = build(game)
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    free = victim(game, state, "poacher")
    wolf = give(game, state, 0, "grey-wolf")[0]
    sent = [k for k in options(game, state, 0) if k.startswith(f"play:{wolf}")]
    assert sent == [f"play:{wolf}@{theirs}"]
    assert mine and free
    play(game, state, 0, sent[0])
    assert [(a.card, a.victim, a.by) for a in state.attacks] == [(wolf, theirs, 0)]


def test_only_nemeses_of_the_same_name_against_one_victim(game):
    state = build(game)
    v = victim(game, state, "midwife", owner=1)
    attack(game, state, v, "grey-wolf", by=0)
    wolf, hounds, man = give(game, state, 0, "grey-wolf", "bloodhounds", "man-at-arms")
    keys = moves(game, state, 0)
    assert f"play:{wolf}@{v}" in keys
    assert f"play:{hounds}@{v}" not in keys and f"play:{man}@{v}" not in keys


def test_serjeant_at_arms_joins_men_at_arms(game):
    state = build(game)
    v = victim(game, state, "midwife", owner=1)
    w = victim(game, state, "fishwife", owner=1)
    attack(game, state, v, "man-at-arms", by=0)
    attack(game, state, w, "serjeant-at-arms", by=0)
    serj, man, wolf = give(game, state, 0, "serjeant-at-arms", "man-at-arms", "grey-wolf")
    keys = moves(game, state, 0)
    assert f"play:{serj}@{v}" in keys and f"play:{man}@{w}" in keys
    assert f"play:{wolf}@{v}" not in keys and f"play:{wolf}@{w}" not in keys


def test_men_at_arms_played_together_count_as_several_cards(game):
    state = build(game)
    v = victim(game, state, "insomniac", owner=1)
    men = give(game, state, 0, "man-at-arms", "man-at-arms")
    serj = give(game, state, 0, "serjeant-at-arms")[0]
    extra = give(game, state, 0, "gilded-promise")[0]
    rec = Recorder(prefer("squad:", "end"))
    play(game, state, 0, f"play:{men[0]}@{v}", choose=rec)
    assert sorted(a.card for a in attack_on(state, v)) == sorted([*men, serj])
    assert state.players[0].played == 3
    assert state.players[0].hand == [extra]
    assert rec.kinds("squad")[0].seat == 0


def test_the_squad_question_comes_whether_or_not_another_soldier_is_in_hand(game):
    """The table sees who stops to decide: after a Man-at-Arms the player is asked about
    more soldiers with or without one in hand (only their own options differ)."""
    asked, prompts = [], []
    for other in ("man-at-arms", "gilded-promise"):
        state = build(game)
        v = victim(game, state, "insomniac", owner=1)
        man = give(game, state, 0, "man-at-arms", other)[0]
        rec = Recorder(prefer("done", "end"))
        play(game, state, 0, f"play:{man}@{v}", choose=rec)
        squad = rec.kinds("squad")[0]
        asked.append([o.key.split(":")[0] for o in squad.options])
        prompts.append(squad.prompt)
    assert asked == [["squad", "done"], ["done"]]
    # the one-answer question says why it is asked (a play-test wondered)
    assert prompts[0].startswith("Send more soldiers against the ")
    assert prompts[1].startswith("No other soldier to send against the ")
    assert "nobody learns what yours holds" in prompts[1]


def test_men_at_arms_together_stop_at_four_cards(game):
    state = build(game)
    v = victim(game, state, "insomniac", owner=1)
    men = give(game, state, 0, "man-at-arms", "man-at-arms", "man-at-arms")
    state.players[0].played = 2
    play(game, state, 0, f"play:{men[0]}@{v}", choose=prefer("squad:", "end"))
    assert len(attack_on(state, v)) == 2 and state.players[0].played == 4
    assert len(state.players[0].hand) == 1
    assert not any(k.startswith("play:") for k in options(game, state, 0))


# --- Events ---------------------------------------------------------------------------


def test_events_resolve_at_once_and_are_discarded(game):
    state = build(game)
    v = victim(game, state, "fishwife", owner=0)
    fury = give(game, state, 0, "fury-of-the-possessed")[0]
    play(game, state, 0, f"play:{fury}")
    assert state.victims[v].temp_strength == 2
    assert rules.victim_strength(game, state, v) == 4
    assert fury in state.discard and fury not in state.players[0].hand


def test_events_with_a_time_are_played_only_then(game):
    for time, night_ok, day_ok in (("day", False, True), ("night", True, False)):
        state = build(game, time=time)
        victim(game, state, "fishwife", owner=1)
        attack(game, state, victim(game, state, "midwife", owner=1), "grey-wolf", by=0)
        torch, daylight = give(game, state, 0, "hunted-by-torchlight", "in-broad-daylight")
        keys = options(game, state, 0)
        assert (f"play:{torch}" in keys) is night_ok, time
        assert (f"play:{daylight}" in keys) is day_ok, time


def test_events_with_a_symbol_need_that_location(game):
    state = build(game, location="cathedral-of-the-nine-saints")
    victim(game, state, "fishwife", owner=0)
    cheer = give(game, state, 0, "cheered-by-the-crowd")[0]
    assert f"play:{cheer}" not in options(game, state, 0)
    set_location(game, state, "jousting-grounds")  # Entertainment
    assert f"play:{cheer}" in options(game, state, 0)


def test_event_targets_are_chosen_by_its_player(game):
    state = build(game, 3)
    a = victim(game, state, "fishwife", owner=1)
    b = victim(game, state, "midwife", owner=2)
    fall = give(game, state, 0, "a-fall-on-the-stairs")[0]
    rec = Recorder(prefer(f"victim:{b}"))
    play(game, state, 0, f"play:{fall}", choose=rec)
    ops = rec.kinds("op")
    assert len(ops) == 1 and ops[0].seat == 0
    assert sorted(o.key for o in ops[0].options) == sorted([f"victim:{a}", f"victim:{b}"])
    assert (state.victims[a].life, state.victims[b].life) == (3, 3)


# --- TRAP! and cheating ---------------------------------------------------------------


def test_trap_cannot_be_played_unless_triggered(game):
    state = build(game, location="cathedral-of-the-nine-saints")
    victim(game, state, "fishwife", owner=0)
    vintage, restless = give(game, state, 0, "a-formidable-vintage", "the-dead-are-restless")
    keys = options(game, state, 0)
    assert not any(k.startswith((f"play:{vintage}", f"play:{restless}")) for k in keys)
    assert "pass" in keys


def test_trap_must_be_played_when_triggered_on_your_own_victim(game):
    # the rulebook's example: A Formidable Vintage at the Jousting Grounds (Entertainment)
    state = build(game, location="jousting-grounds")
    possession_cards(game, state, 0, "iron-dominion")  # 7: the Vintage's Willpower fits
    mine = victim(game, state, "fishwife", owner=0)
    victim(game, state, "midwife", owner=1)
    victim(game, state, "poacher")
    vintage, whisper = give(game, state, 0, "a-formidable-vintage", "whisper-at-the-window")
    opts = labels(game, state, 0)
    assert [k for k in opts if k.startswith(f"play:{vintage}")] == [f"play:{vintage}@{mine}"]
    assert opts[f"play:{vintage}@{mine}"].startswith("TRAP!")
    assert "a cheat" in opts[f"play:{whisper}"]
    play(game, state, 0, f"play:{vintage}@{mine}")
    assert state.victims[mine].equipment == [vintage]
    assert rules.willpower(game, state, 0) == 4  # 2 + the Vintage's 2
    assert state.victims[mine].owner == 0
    assert state.players[0].cheats == []


def test_trap_event_harms_its_holder(game):
    state = build(game, time="night")
    rich(state, 0)
    a = victim(game, state, "fishwife", owner=0)
    b = victim(game, state, "midwife", owner=0)
    c = victim(game, state, "poacher", owner=1)
    restless = give(game, state, 0, "the-dead-are-restless")[0]
    play(game, state, 0, f"play:{restless}")
    assert [state.victims[v].life for v in (a, b, c)] == [2, 3, 3]


def test_cheating_is_discovered_when_the_hand_passes(game):
    state = build(game, location="gallows-hill")  # Gloom, RIGHT
    victim(game, state, "lamplighter", owner=0)
    ring, whisper = give(game, state, 0, "cursed-ring", "whisper-at-the-window")
    dom, gild, well = possession_cards(
        game, state, 0, "iron-dominion", "gilded-promise", "whisper-at-the-window"
    )
    play(game, state, 0, f"play:{whisper}")
    assert state.players[0].cheats == [ring]
    rec = Recorder(prefer(f"lose:{dom}", f"lose:{gild}"))
    run(game, state, Step("turn_end"), choose=rec)
    losing = rec.kinds("lose_possession")
    assert [d.seat for d in losing] == [1, 1]
    assert state.players[0].possession_cards == [well, whisper]
    assert dom in state.discard and gild in state.discard
    assert ring in state.players[1].hand


def test_no_cheat_no_loss_when_the_hand_passes(game):
    state = build(game, location="gallows-hill")
    victim(game, state, "lamplighter", owner=0)
    ring = give(game, state, 0, "cursed-ring")[0]
    cards = possession_cards(game, state, 0, "iron-dominion", "gilded-promise")
    own = next(v for v in state.controlled(0))
    play(game, state, 0, f"play:{ring}@{own}")
    run(game, state, Step("turn_end"))
    assert state.players[0].possession_cards == cards


# --- Fights ---------------------------------------------------------------------------


def test_fights_in_the_narrators_order(game):
    for first in (0, 1):
        state = build(game, 3, narrator=2, time="night")
        a = victim(game, state, "fishwife", owner=0)
        b = victim(game, state, "midwife", owner=1)
        attack(game, state, a, "man-at-arms", by=1)
        attack(game, state, b, "grey-wolf", by=0)
        order = [a, b] if first == 0 else [b, a]
        rec = Recorder(prefer(f"fight:{order[0]}"))
        fights(game, state, choose=rec)
        chosen = rec.kinds("fights")
        assert len(chosen) == 1 and chosen[0].seat == 2
        assert sorted(o.key for o in chosen[0].options) == sorted([f"fight:{a}", f"fight:{b}"])
        lines = [e.text for e in state.log if e.text.startswith("Fight:")]
        names = [game.cards.card(v).name for v in order]
        assert len(lines) == 2 and names[0] in lines[0] and names[1] in lines[1]


def test_fight_summed_nemesis_strength_against_the_victims(game):
    # Night: two Men-at-Arms (2 + 2) against the Veteran (Strength 4, Life 5): 4 wounds
    state = build(game, time="night")
    rich(state, 0)
    v = victim(game, state, "veteran-of-the-marsh-wars", owner=0)
    attack(game, state, v, "man-at-arms")
    attack(game, state, v, "man-at-arms")
    fights(game, state)
    assert state.victims[v].life == 1


def test_fight_tie_goes_to_the_nemeses_and_each_deals_2_wounds(game):
    state = build(game, time="night")
    rich(state, 0)
    tie = victim(game, state, "fishwife", owner=0)  # Strength 2, Life 3
    win = victim(game, state, "bride-to-be", owner=0)  # Strength 3, Life 3
    nem = attack(game, state, tie, "man-at-arms")
    lost = attack(game, state, win, "serjeant-at-arms")  # 3 against 3: tie
    fights(game, state)
    assert state.victims[tie].life == 1
    assert state.victims[win].life == 1
    assert nem in state.discard and lost in state.discard and state.attacks == []


def test_fight_won_by_the_victim_does_nothing_and_the_nemesis_is_discarded(game):
    state = build(game, time="night")
    v = victim(game, state, "bride-to-be", owner=0)  # Strength 3
    nem = attack(game, state, v, "man-at-arms")  # 2
    fights(game, state)
    assert state.victims[v].life == 3 and state.victims[v].owner == 0
    assert state.attacks == [] and nem in state.discard


def test_fight_priests_free_the_victim_instead_of_wounding(game):
    state = build(game, time="night")
    v = victim(game, state, "washerwoman", owner=0)  # Strength 1, Life 2
    possession_cards(game, state, 0, "gilded-promise")
    priest = attack(game, state, v, "parish-priest")  # 2
    fights(game, state)
    assert state.victims[v].owner == FREE and state.victims[v].life == 2
    assert priest in state.discard
    assert len(state.players[0].possession_cards) == 1


def test_fight_the_exorcist_frees_and_takes_a_possession_card(game):
    state = build(game, time="night")
    v = victim(game, state, "washerwoman", owner=0)
    keep, lose = possession_cards(game, state, 0, "gilded-promise", "iron-dominion")
    attack(game, state, v, "the-exorcist", by=1)
    rec = Recorder(prefer(f"lose:{lose}"))
    fights(game, state, choose=rec)
    assert state.victims[v].owner == FREE and state.victims[v].life == 2
    assert [d.seat for d in rec.kinds("lose_possession")] == [1]
    assert state.players[0].possession_cards == [keep] and lose in state.discard


def test_fight_a_priest_that_loses_leaves_the_victim(game):
    state = build(game, time="night")
    v = victim(game, state, "bride-to-be", owner=0)  # Strength 3
    attack(game, state, v, "parish-priest")  # 2
    fights(game, state)
    assert state.victims[v].owner == 0


def test_fight_escape_is_the_controllers_choice(game):
    for choice, life in (("escape", 2), ("fight", 0)):
        state = build(game, location="thieves-market")  # every Victim may escape
        v = victim(game, state, "deserter", owner=0)  # Strength 3, Life 2
        nem = attack(game, state, v, "serjeant-at-arms", by=1)  # 3 + 1 by Day
        rec = Recorder(prefer(choice))
        fights(game, state, choose=rec)
        assert [(d.kind, d.seat) for d in rec.seen] == [("fight", 0)]
        assert nem in state.discard and state.attacks == []
        if life:
            assert state.victims[v].life == life
        else:
            assert v not in state.victims


def test_fight_no_escape_trumps_escape(game):
    state = build(game, time="night")
    v = victim(game, state, "deserter", owner=0)  # may escape; Strength 3, Life 2
    equip(game, state, v, "hooded-cloak")  # escape twice over
    hounds = attack(game, state, v, "bloodhounds", by=1)  # the Victim cannot escape
    assert not rules.can_escape(game, state, v)
    rec = Recorder()
    fights(game, state, choose=rec)
    # no escape offered (only the face-down Daemon's reveal): the fight happens (2 against 3)
    assert [[o.key for o in d.options] for d in rec.kinds("fight")] == [["fight", "reveal"]]
    assert state.victims[v].life == 2 and hounds in state.discard
    # a Location where nobody escapes trumps them too
    state = build(game, time="night", location="gallows-hill")
    v = victim(game, state, "deserter", owner=0)
    equip(game, state, v, "hooded-cloak")
    attack(game, state, v, "man-at-arms", by=1)  # 2 against 3
    rec = Recorder()
    fights(game, state, choose=rec)
    assert [[o.key for o in d.options] for d in rec.kinds("fight")] == [["fight", "reveal"]]
    assert state.victims[v].life == 2


def test_fight_dead_victims_are_discarded_with_equipment_and_willpower_drops(game):
    # the rulebook's example: two Men-at-Arms kill the Insomniac (Life 4)
    state = build(game, time="night")
    v = victim(game, state, "insomniac", owner=0)  # Strength 3 + 1 at Night
    veil = equip(game, state, v, "blessed-veil")
    men = [attack(game, state, v, "man-at-arms", by=1) for _ in range(2)]
    assert rules.willpower(game, state, 0) == 3
    fights(game, state)
    assert v not in state.victims and v in state.victim_discard
    assert veil in state.discard and all(m in state.discard for m in men)
    assert rules.willpower(game, state, 0) == 0 and state.controlled(0) == []


# --- The Turn's End -------------------------------------------------------------------


def test_ascendancy_ranks_players_by_life_plus_strength(game):
    state = build(game, 3, location="cathedral-of-the-nine-saints")
    rich(state, 1)
    victim(game, state, "lamplighter", owner=0)  # 2 + 2
    victim(game, state, "insomniac", owner=1)  # 4 + 3
    run(game, state, Step("turn_end"))
    assert state.ascendancy == [1, 0, 2]


PASSES = [
    # players, narrator, location, giver -> receiver, next narrator
    (2, 0, "jousting-grounds", {0: 1, 1: 0}, 1),  # LEFT
    (2, 0, "thieves-market", {0: 1, 1: 0}, 1),  # RIGHT
    (2, 0, "weeping-fen", {0: 1, 1: 0}, 1),  # OPPOSITE
    (3, 1, "jousting-grounds", {0: 1, 1: 2, 2: 0}, 2),
    (3, 1, "thieves-market", {0: 2, 1: 0, 2: 1}, 0),
    (4, 1, "jousting-grounds", {0: 1, 1: 2, 2: 3, 3: 0}, 2),
    (4, 1, "thieves-market", {0: 3, 1: 0, 2: 1, 3: 2}, 0),
    (4, 1, "weeping-fen", {0: 2, 1: 3, 2: 0, 3: 1}, 3),
]
MARKERS = ["iron-dominion", "gilded-promise", "waking-dread", "consuming-obsession"]


@pytest.mark.parametrize("players,narrator,location,moves,after", PASSES)
def test_hands_pass_and_the_narrators_token_moves_with_them(
    game, players, narrator, location, moves, after
):
    state = build(game, players, narrator=narrator, location=location)
    hands = [give(game, state, s, MARKERS[s]) for s in range(players)]
    run(game, state, Step("turn_end"))
    for giver, receiver in moves.items():
        assert state.players[receiver].hand == hands[giver]
    assert state.narrator == after


def test_hands_opposite_with_three_players_the_narrator_exchanges(game):
    for partner, third in ((1, 2), (2, 1)):
        state = build(game, 3, narrator=0, location="weeping-fen")
        hands = [give(game, state, s, MARKERS[s]) for s in range(3)]
        rec = Recorder(prefer(f"swap:{partner}"))
        run(game, state, Step("turn_end"), choose=rec)
        d = rec.kinds("pass_hands")
        assert len(d) == 1 and d[0].seat == 0
        assert sorted(o.key for o in d[0].options) == ["swap:1", "swap:2"]
        assert state.players[0].hand == hands[partner]
        assert state.players[partner].hand == hands[0]
        assert state.players[third].hand == hands[third]
        assert state.narrator == third


def test_hands_stay_and_the_narrator_keeps_the_token(game):
    state = build(game, 3, narrator=2, location="cathedral-of-the-nine-saints")
    hands = [give(game, state, s, MARKERS[s]) for s in range(3)]
    run(game, state, Step("turn_end"))
    assert [p.hand for p in state.players] == hands
    assert state.narrator == 2


def test_hands_reshuffle_into_the_game_deck(game):
    state = build(game, 3, narrator=2, location="hollowmere-cemetery")
    hands = [give(game, state, s, MARKERS[s]) for s in range(3)]
    size = len(state.deck)
    run(game, state, Step("turn_end"))
    assert [p.hand for p in state.players] == [[], [], []]
    assert len(state.deck) == size + 3 and all(h[0] in state.deck for h in hands)
    assert state.narrator == 2


def test_hands_topped_back_up_next_turn(game):
    state = build(game, 2, location="cathedral-of-the-nine-saints")
    kept = [give(game, state, 0, *MARKERS[:3]), give(game, state, 1, "whisper-at-the-window")]
    run(game, state, Step("turn_end"), Step("deal"))
    assert [len(p.hand) for p in state.players] == [8, 8]
    assert state.players[0].hand[:3] == kept[0] and state.players[1].hand[:1] == kept[1]


def test_a_whole_turn_then_hands_topped_up_at_the_next(game):
    state = new_game(game, 3, seed=5, narrator=2)  # seat 1
    gallows = instance(game, state, "gallows-hill")
    jousting = instance(game, state, "jousting-grounds")
    state.location_deck = [gallows, jousting, *state.location_deck]
    drive(game, state, 3, until=lambda s: s.turn == 2 and s.phase == "rounds")
    assert state.turn == 2 and state.location == jousting
    assert state.narrator == 0  # Gallows Hill says RIGHT: the Token went right of seat 1
    caps = [rules.hand_cap(game, state, s) for s in range(3)]
    assert min(caps) >= 8
    assert [len(p.hand) for p in state.players] == caps


# --- End Game -------------------------------------------------------------------------


def end_state(game, players: int = 2) -> PState:
    state = build(game, players, location="jousting-grounds")
    state.turn = 5
    return state


def test_game_ends_after_the_fifth_turn_life_plus_strength_wins(game):
    state = end_state(game)
    victim(game, state, "lamplighter", owner=0)  # 3
    ins = victim(game, state, "insomniac", owner=1)  # 7
    state.victims[ins].life = 1
    state.victims[ins].temp_strength = 1  # 1 + 3 + 1 = 5
    run(game, state, Step("turn_end"))
    assert state.over and state.winners == [1]
    assert state.final_scores == [3, 5]


def test_game_continues_before_the_fifth_turn(game):
    state = build(game, 2, location="cathedral-of-the-nine-saints")
    state.turn = 4
    run(game, state, Step("turn_end"))
    assert not state.over


def test_game_tie_broken_by_higher_possession(game):
    state = end_state(game)
    victim(game, state, "lamplighter", owner=0)  # 3
    victim(game, state, "chimney-sweep", owner=1)  # 3
    possession_cards(game, state, 1, "whisper-at-the-window")
    run(game, state, Step("turn_end"))
    assert state.final_scores == [3, 3] and state.winners == [1]


def test_game_tie_then_broken_by_lower_willpower(game):
    for low in (0, 1):
        state = end_state(game)
        victim(game, state, "lamplighter", owner=low)  # 2 + 1, Willpower 1
        victim(game, state, "portrait-painter", owner=1 - low)  # 2 + 1, Willpower 2
        run(game, state, Step("turn_end"))
        assert state.final_scores == [3, 3] and state.winners == [low]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_lasts_five_turns(game, players):
    state = new_game(game, players, seed=20 + players)
    drive(game, state, players)
    assert state.over and state.turn == 5
    turns = [e.text for e in state.log if e.text.startswith("Turn ")]
    assert turns == [f"Turn {t} of 5." for t in range(1, 6)]
    assert state.final_scores == [rules.score(game, state, s) for s in range(players)]
    best = max(rules.tie_key(game, state, s) for s in range(players))
    assert state.winners == [s for s in range(players) if rules.tie_key(game, state, s) == best]


# --- Appendix 1: the solitaire --------------------------------------------------------

SOLITAIRE_TRAPS = {"lean-mangy-hungry", "the-dead-are-restless", "roaming-undead"}


def test_solitaire_deck_without_nemeses_three_traps_and_one_possession_of_each_type(game):
    for seed in (1, 2):
        state = new_game(game, 1, seed=seed)
        full = Counter(game.cards.game_deck)
        kinds = Counter(game.cards.card(c).kind for c in state.deck)
        assert kinds["nemesis"] == 0
        assert not {design(game, c) for c in state.deck} & SOLITAIRE_TRAPS
        traps = [c for c in state.set_aside if game.cards.card(c).kind != "location"]
        assert sorted(design(game, c) for c in traps) == sorted(SOLITAIRE_TRAPS)
        out = sorted(game.cards.card(c).ptype for c in state.out_of_game)
        assert out == sorted(["whisper", "temptation", "nightmare", "obsession", "dominion"])
        nemeses = [c for c in game.cards.game_deck if game.cards.card(c).kind == "nemesis"]
        assert sorted(state.nemesis_deck) == sorted(nemeses)
        assert (
            Counter(state.deck)
            + Counter(traps)
            + Counter(state.out_of_game)
            + Counter(state.nemesis_deck)
            == full
        )
        # the other TRAP!s stay in
        assert "cursed-ring" in {design(game, c) for c in state.deck}


def solo(game, **kw) -> PState:
    return build(game, 1, **kw)


def nemesis_deck(game, state: PState, *designs: str) -> list[str]:
    ids = [instance(game, state, d) for d in designs]
    state.nemesis_deck = list(ids)  # exactly these, in this order
    return ids


def test_solitaire_one_victim_a_turn_plus_one_at_night(game):
    seen = set()
    for seed in range(1, 60):
        state = build(game, 1, seed=seed)
        state.location_deck = [instance(game, state, "jousting-grounds")]
        state.rng = random.Random(seed)
        game.handlers["turn_setup"].run(game, state, Step("turn_setup", 0))
        assert len(state.victims) == 1 + (state.time == "night")
        seen.add(state.time)
        if seen == {"day", "night"}:
            break
    assert seen == {"day", "night"}


def test_solitaire_each_possessed_victim_is_engaged_at_the_turn_start(game):
    state = solo(game, location="cathedral-of-the-nine-saints")
    rich(state, 0)
    a = victim(game, state, "fishwife", owner=0)
    b = victim(game, state, "midwife", owner=0)
    free = victim(game, state, "poacher")
    wolf, boar, crows = nemesis_deck(game, state, "grey-wolf", "wild-boar", "carrion-crows")
    state.push(Step("first_player", 0))
    engine.advance(game, state)
    assert [(x.card, x.victim, x.by) for x in state.attacks] == [(wolf, a, -1), (boar, b, -1)]
    assert attack_on(state, free) == [] and state.nemesis_deck[0] == crows


def test_solitaire_a_victim_is_engaged_right_after_its_claim(game):
    state = solo(game)
    v = victim(game, state, "lamplighter")
    wolf = nemesis_deck(game, state, "grey-wolf")[0]
    claim(game, state, 0, v)
    assert state.victims[v].owner == 0
    assert [(x.card, x.victim) for x in state.attacks] == [(wolf, v)]


def test_solitaire_men_at_arms_pile_up_then_the_next_nemesis_goes_elsewhere(game):
    state = solo(game, location="cathedral-of-the-nine-saints")
    rich(state, 0)
    a = victim(game, state, "fishwife", owner=0)
    b = victim(game, state, "midwife", owner=0)
    man1, serj, man2, wolf, boar = nemesis_deck(
        game, state, "man-at-arms", "serjeant-at-arms", "man-at-arms", "grey-wolf", "wild-boar"
    )
    state.push(Step("first_player", 0))
    engine.advance(game, state)
    assert sorted(x.card for x in attack_on(state, a)) == sorted([man1, serj, man2])
    # the rulebook: "either put it on another non-engaged Victim, or discard it": a choice
    d = engine.decision(game, state)
    assert d.kind == "place_nemesis" and d.seat == 0
    assert [o.key for o in d.options] == [f"place:{b}", "discard"]
    engine.apply(game, state, f"place:{b}")
    assert [x.card for x in attack_on(state, b)] == [wolf]
    assert state.nemesis_deck[0] == boar


def test_solitaire_the_nemesis_after_soldiers_may_be_discarded(game):
    state = solo(game, location="cathedral-of-the-nine-saints")
    rich(state, 0)
    a = victim(game, state, "fishwife", owner=0)
    b = victim(game, state, "midwife", owner=0)
    man, wolf, boar = nemesis_deck(game, state, "man-at-arms", "grey-wolf", "wild-boar")
    state.push(Step("first_player", 0))
    engine.advance(game, state)
    engine.apply(game, state, "discard")
    assert wolf in state.nemesis_discard
    # the Midwife, still not engaged, draws her own Nemesis next
    assert [x.card for x in attack_on(state, a)] == [man]
    assert [x.card for x in attack_on(state, b)] == [boar]


def test_solitaire_the_nemesis_after_soldiers_is_discarded_with_nobody_free(game):
    state = solo(game, location="cathedral-of-the-nine-saints")
    rich(state, 0)
    a = victim(game, state, "fishwife", owner=0)
    man, wolf, boar = nemesis_deck(game, state, "man-at-arms", "grey-wolf", "wild-boar")
    state.push(Step("first_player", 0))
    engine.advance(game, state)
    assert [x.card for x in state.attacks] == [man] and attack_on(state, a)
    assert state.nemesis_discard == [wolf] and state.nemesis_deck[0] == boar


def test_solitaire_a_non_trap_event_must_be_played_each_turn(game):
    state = solo(game)
    victim(game, state, "fishwife", owner=0)
    whisper, fury = give(game, state, 0, "whisper-at-the-window", "fury-of-the-possessed")
    p = state.players[0]
    p.played = 3
    keys = options(game, state, 0)
    assert f"play:{fury}" in keys and f"play:{whisper}" not in keys
    p.event_played = True
    assert f"play:{whisper}" in options(game, state, 0)
    p.event_played, p.played = False, 2
    assert f"play:{whisper}" in options(game, state, 0)


def test_solitaire_an_event_for_another_player_is_still_the_forced_event(game):
    """Appendix 1: "every Turn you must play a non-TRAP! event from your hand (if you have
    it)": one that finds no target (no other player) counts, and does nothing (R17)."""
    state = solo(game)
    victim(game, state, "fishwife", owner=0)
    whisper, torch = give(game, state, 0, "whisper-at-the-window", "hunted-by-torchlight")
    state.time = "night"
    p = state.players[0]
    p.played = 3
    assert [k for k in options(game, state, 0) if k.startswith("play:")] == [f"play:{torch}"]
    p.played = 2  # earlier in the turn, either card
    keys = options(game, state, 0)
    assert f"play:{torch}" in keys and f"play:{whisper}" in keys


def test_solitaire_keeps_at_least_4_cards_on_left_right_opposite(game):
    for location in ("jousting-grounds", "thieves-market", "weeping-fen"):
        state = solo(game, location=location)
        hand = give(game, state, 0, *MARKERS, "whisper-at-the-window", "night-terrors")
        rec = Recorder(prefer("discard:"))
        run(game, state, Step("turn_end"), choose=rec)
        assert len(rec.kinds("keep")) == 2
        assert state.players[0].hand == hand[2:]
        assert hand[0] in state.discard and hand[1] in state.discard


def test_solitaire_may_keep_the_whole_hand(game):
    state = solo(game, location="jousting-grounds")
    hand = give(game, state, 0, *MARKERS, "whisper-at-the-window")
    run(game, state, Step("turn_end"), choose=prefer("keep"))
    assert state.players[0].hand == hand


def test_solitaire_stay_and_reshuffle_follow_the_normal_rules(game):
    state = solo(game, location="cathedral-of-the-nine-saints")
    hand = give(game, state, 0, *MARKERS, "whisper-at-the-window")
    rec = Recorder()
    run(game, state, Step("turn_end"), choose=rec)
    assert rec.seen == [] and state.players[0].hand == hand
    state = solo(game, location="hollowmere-cemetery")
    hand = give(game, state, 0, *MARKERS, "whisper-at-the-window")
    run(game, state, Step("turn_end"))
    assert state.players[0].hand == [] and set(hand) <= set(state.deck)


def test_solitaire_win_needs_two_victims_after_five_turns(game):
    for held, won in ((2, True), (1, False), (0, False)):
        state = solo(game, location="cathedral-of-the-nine-saints")
        state.turn = 5
        for d in ("fishwife", "midwife")[:held]:
            victim(game, state, d, owner=0)
        run(game, state, Step("turn_end"))
        assert state.over
        assert state.winners == ([0] if won else [])
        assert game.is_loss(state) is (not won)


def test_solitaire_goal_option_raises_the_victims_needed(game):
    """RULINGS R27: the rulebook's goal is 2; the solitaire_goal option asks for 3 to 5."""
    for goal, held, won in ((3, 2, False), (3, 3, True), (5, 4, False)):
        state = solo(game, location="cathedral-of-the-nine-saints")
        state.solitaire_goal = goal
        state.turn = 5
        for d in ("fishwife", "midwife", "gravedigger", "curate")[:held]:
            victim(game, state, d, owner=0)
        run(game, state, Step("turn_end"))
        assert state.over and state.winners == ([0] if won else [])
    assert game.check_options(1, {"solitaire_goal": "4"})["solitaire_goal"] == 4
    assert new_game(game, 1, seed=4, solitaire_goal=4).solitaire_goal == 4
    assert new_game(game, 1, seed=4).solitaire_goal == 2


def test_solitaire_a_whole_game(game):
    state = new_game(game, 1, seed=4)
    drive(game, state, 4)
    assert state.over and state.turn == 5
    assert game.is_loss(state) is (len(state.controlled(0)) < 2)
    assert not any(a.by >= 0 for a in state.attacks)
