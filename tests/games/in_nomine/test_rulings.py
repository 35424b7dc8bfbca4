"""One test per ruling in card_data/in-nomine/RULINGS.md (R1..R35, cited by number).

Seat 0 = Demons ("seat 1" in the rulings' wording), seat 1 = Angels ("seat 2").
"""

from __future__ import annotations

import random

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine.game import TURN_LIMIT
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    aimed_at_only,
    attach,
    attack,
    build,
    choose,
    decision,
    ended_by_itself,
    finish,
    forces,
    keys,
    kind,
    lone_attack,
    main_phase,
    places,
    put_in_play,
    run_steps,
    struggle,
    take_target,
)

SIX_DEMON_TYPES = ("balseraph#1", "djinn#1", "calabim#1", "habbalah#1", "lilim#1", "shedim#1")


def test_r1_the_demons_seat_goes_first_and_each_player_draws_7(game):
    """R1. Seats: the first seat plays the Demons and goes first; 7 cards each."""
    state = game.new_state(2, 11, {})
    assert state.sides[0].side == "demon" and state.sides[1].side == "angel"
    assert state.name(0) == "Demons" and state.name(1) == "Angels"
    assert [len(s.hand) for s in state.sides] == [7, 7]
    engine.advance(game, state)
    assert state.turn == 1 and state.current == 0 and decision(game, state).seat == 0


def test_r2_essence_is_yours_at_your_own_dawn_or_dusk(game):
    """R2. Only your personas gain Essence, only your humans Prophecy; a persona recruited
    this turn cannot attack, block, activate or pay for a Song."""
    state = build(game)
    put_in_play(state, "demon-human#1", DEMONS, essence=False)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=1)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    run_steps(game, state, Step("essence", DEMONS))
    assert state.persona("demon-human#1").essence and state.persona("demon-human#1").prophecy == 1
    assert not state.persona("angel-human#1").essence
    assert state.persona("angel-human#1").prophecy == 1
    assert not state.persona("seraphim#1").essence
    # recruited this turn: no Essence, so nothing that costs it
    state = build(game, hands=(["impudites#1", "song-of-tongues"], []))
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:impudites#1")
    assert state.persona("impudites#1").essence is False
    # Impudites can neither activate nor pay for Song of Tongues, nor attack: both main
    # phases have nothing left to do and end by themselves (R37)
    assert kind(game, state) == "halt"
    assert ended_by_itself(state, DEMONS, "recruit", "struggle")
    # and it cannot block in the opponent's turn either
    state = build(game, current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    struggle(game, state, ANGELS)
    attack(game, state, "seraphim#1")
    # no block offered: nothing was asked before the Angels' Struggle phase, with nothing
    # left to do, ended by itself (R37)
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "struggle")


def test_r3_a_player_whose_deck_runs_out_loses_at_once_both_is_a_draw(game):
    """R3. Running out: after a draw or a discard from the top, at once; both: a draw."""
    state = build(game, decks=(["djinn#1"], None))
    run_steps(game, state, Step("fates", DEMONS))
    assert state.over and state.winners == [ANGELS]
    # its own draw emptied it: nobody "ran it out" (a wording audit)
    assert state.end_reason == "Dana's deck has run out: Abel wins."
    state = build(game, hands=([], ["marc"]), decks=(None, ["gabriel", "jean"]), current=ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:marc")
    assert state.over and state.winners == [DEMONS]
    state = build(game, decks=([], []))
    game.check_end(state)
    assert state.over and state.winners == []


def test_r4_you_win_when_a_human_you_control_has_7_prophecy(game):
    """R4. Prophecy: a human you control (even one taken from the opponent) with 7+."""
    state = build(game, hands=(["andrealphus"], []))
    put_in_play(state, "angel-human#1", ANGELS, prophecy=7)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=6)
    game.check_end(state)
    assert state.over and state.winners == [ANGELS]
    state = build(game, hands=(["andrealphus"], []))
    put_in_play(state, "angel-human#1", ANGELS, prophecy=6)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:andrealphus")
    take_target(game, state, "angel-human#1")
    run_steps(game, state, Step("essence", DEMONS))  # the now-Demon human gains its 7th
    assert state.over and state.winners == [DEMONS]


def test_r5_seven_types_of_your_own_deck_a_celestial_of_the_other_deck_does_not_count(game):
    """R5. Seven types: Celestials of the other deck that you control do not count."""
    state = build(game, hands=(["fallen-angel", "impudites#1"], []))
    for card in SIX_DEMON_TYPES:
        put_in_play(state, card, DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:fallen-angel")
    take_target(game, state, "seraphim#1")
    assert not state.over and len(game.types_in_play(state, DEMONS)) == 6
    choose(game, state, "play:impudites#1")
    assert state.over and state.winners == [DEMONS]


def test_r6_relic_fiery_sword_talisman_and_unholy_shotgun_are_artifacts(game):
    """R6. Printed "A" but Artifacts (type R): they attach like modifiers, and Valefor can
    steal them."""
    for card in ("relic", "fiery-sword", "talisman", "unholy-shotgun"):
        info = game.cards.card(card)
        assert info.listed == "A" and info.type == "artifact" and not info.is_persona
    state = build(game, hands=(["valefor"], []))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["relic", "gods-grace"])
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:valefor")
    aimed_at_only(game, state, "relic")  # the one Artifact in play


def test_r7_attaching_in_your_recruit_phase_on_the_right_personas(game):
    """R7. Attaching: helpers on your own personas, Force -1 on the opponent's, "Human
    gets" on humans only; when a persona leaves play, attachments go to their owners'
    discard piles."""
    hand = ["geas", "blindness", "soldier-of-hell"]
    state = build(game, hands=(hand, []))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["relic"])
    main_phase(game, state, DEMONS, "recruit")
    expected = {
        "geas": {"onto:djinn#1", "onto:demon-human#1"},
        "blindness": {"onto:seraphim#1"},
        "soldier-of-hell": {"onto:demon-human#1"},
    }
    assert {card: places(game, state, card) for card in expected} == expected
    attach(game, state, "blindness", "seraphim#1")
    # not in the Struggle phase
    struggle(game, state, DEMONS)
    assert "play:geas" not in keys(game, state)
    # the Seraphim dies: Relic to the Angels' pile, Blindness to the Demons'
    attack(game, state, "djinn#1", target="seraphim#1")
    finish(game, state)
    assert not state.in_play("seraphim#1")
    assert sorted(state.sides[ANGELS].discard) == ["relic", "seraphim#1"]
    assert state.sides[DEMONS].discard == ["blindness"]


def test_r8_the_attacked_persona_defends_itself_without_spending_essence(game):
    """R8. Attacking a persona: it defends with its own Force (Def bonuses do not count,
    R9) without spending Essence; another persona with Essence may block instead; never
    the target."""
    state = build(game)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    attack(game, state, "demon-human#1", target="cherubim#1")
    assert set(keys(game, state)) == {"block:angel-human#1", "no-block"}
    choose(game, state, "no-block")
    # the Human's 1 against the Cherubim's 2; its Essence is not spent
    assert not state.in_play("demon-human#1") and state.persona("cherubim#1").essence
    attack(game, state, "djinn#1", target="cherubim#1")
    choose(game, state, "block:angel-human#1")
    assert not state.in_play("angel-human#1") and state.in_play("cherubim#1")
    # attacked directly, the Cherubim's Def + 2 does not count: 3 against 2
    attack(game, state, "calabim#1", target="cherubim#1")
    finish(game, state)
    assert not state.in_play("cherubim#1") and state.in_play("calabim#1")


def test_r9_atk_counts_attacking_def_blocking_force_always_never_below_0(game):
    """R9. Atk bonuses while attacking; Def while blocking (not as the target: see
    test_def_on_target.py, card by card); Force always; never below 0."""
    state = build(game)
    put_in_play(state, "demon-human#1", DEMONS, attachments=["talisman", "diabolical"])
    put_in_play(state, "angel-human#1", ANGELS, attachments=["relic", "stigmata", "blindness"])
    assert forces(game, state, "demon-human#1") == (3, 2, 2)
    # 1 - 2 = -1 counts as 0 attacking and at rest; 1 + 1 - 2 = 0 defending
    assert forces(game, state, "angel-human#1") == (0, 0, 0)
    put_in_play(state, "cherubim#1", ANGELS, attachments=["dissonance"])
    assert forces(game, state, "cherubim#1") == (1, 3, 1)


def test_r10_cannot_attack_or_block_lasts_to_the_end_of_its_controllers_next_turn(game):
    """R10. "Cannot attack or block" lasts until the end of that persona's controller's
    next turn."""
    state = build(game, hands=(["kobal"], []), turn=5)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:kobal")
    take_target(game, state, "seraphim#1")
    assert state.persona("seraphim#1").disabled_through == 6
    for turn, seat, allowed in ((6, ANGELS, False), (8, ANGELS, True)):
        state.turn = turn
        struggle(game, state, seat)
        assert ("attack:seraphim#1" in keys(game, state)) is allowed
    state.turn = 7  # the Demons' turn after: it may block again
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert "block:seraphim#1" in keys(game, state)


def test_r11_control_is_permanent_unless_for_1_turn_and_keeps_counters(game):
    """R11. Taken control is permanent unless "for 1 turn" (back at the end of the current
    turn); the persona keeps counters and attachments; destroyed, to its owner's discard."""
    state = build(game, hands=(["fallen-angel", "song-of-possession"], []))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["relic"])
    put_in_play(state, "angel-human#1", ANGELS, prophecy=4)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:fallen-angel")
    take_target(game, state, "seraphim#1")
    choose(game, state, "play:song-of-possession")
    # the controlled Seraphim is now one of the Demons' Celestials: it could pay
    assert set(keys(game, state)) == {"pay:djinn#1", "pay:seraphim#1"}
    choose(game, state, "pay:djinn#1")
    take_target(game, state, "angel-human#1")
    human = state.persona("angel-human#1")
    assert human.controller == DEMONS and human.prophecy == 4 and human.essence
    assert state.persona("seraphim#1").attachments == ["relic"]
    run_steps(game, state, Step("cleanup", DEMONS))
    assert state.persona("angel-human#1").controller == ANGELS
    assert state.persona("seraphim#1").controller == DEMONS
    # destroyed while the Demons control it: to the Angels' discard
    state.sides[ANGELS].hand = ["jean"]
    state.current = ANGELS
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:jean")
    take_target(game, state, "seraphim#1")
    assert "seraphim#1" in state.sides[ANGELS].discard and "relic" in state.sides[ANGELS].discard
    assert "seraphim#1" not in state.sides[DEMONS].discard


def test_r12_each_card_has_its_timing_and_windows_open_only_with_something_to_play(game):
    """R12. main / attack / defend / combat / prince timings; combat: attacker first, two
    passes in a row end it; a window is offered only when the player can play in it."""
    hand = ["song-of-motion", "corporeal-forces", "kiss-of-death", "malphas"]
    state = build(game, hands=(hand, ["gabriel", "jordi", "david"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, DEMONS)
    main_keys = keys(game, state)
    assert not [k for k in main_keys if k.startswith("play:")]  # none is a main card
    attack(game, state, "djinn#1")
    pending = decision(game, state)
    assert pending.kind == "attack_window" and pending.seat == DEMONS
    assert set(keys(game, state)) == {"play:song-of-motion", "continue"}
    choose(game, state, "continue")
    pending = decision(game, state)
    assert pending.kind == "defend_window" and pending.seat == ANGELS
    assert set(keys(game, state)) == {
        "play:jordi",
        "block:seraphim#1",
        "block:angel-human#1",
        "no-block",
    }
    choose(game, state, "block:angel-human#1")
    pending = decision(game, state)
    assert pending.kind == "combat_window" and pending.seat == DEMONS  # attacker first
    choose(game, state, "play:corporeal-forces")
    assert decision(game, state).seat == ANGELS  # after a card, the other side answers
    choose(game, state, "play:gabriel")
    assert decision(game, state).seat == DEMONS
    assert "play:kiss-of-death" in keys(game, state)
    choose(game, state, "pass")
    assert decision(game, state).seat == ANGELS and "play:david" in keys(game, state)
    choose(game, state, "pass")
    assert kind(game, state) == "main"  # two passes in a row end it
    assert not state.in_play("angel-human#1")  # 6 against 3
    assert state.sides[ANGELS].hand == ["jordi", "david"]
    assert state.sides[DEMONS].hand == ["song-of-motion", "kiss-of-death", "malphas"]


def test_r13_targets_whose_personas_each_card_may_choose(game):
    """R13. Destroy / shuffle back / return / control / cannot attack or block: the
    opponent's personas; Prophecy and Undead: any human; "Target gets": any persona. A card
    with no legal target cannot be played."""
    hand = ["beleth", "fallen-angel", "nybbas", "saminga", "outcast", "song-of-possession"]
    state = build(game, hands=(hand, []))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    playable = {k for k in keys(game, state) if k.startswith("play:")}
    # no angel in play: Fallen Angel and Outcast have no target
    assert playable == {"play:beleth", "play:nybbas", "play:saminga", "play:song-of-possession"}
    offered = {}
    for card in ("beleth", "nybbas", "saminga", "song-of-possession"):
        state.sides[DEMONS].hand = [card]
        main_phase(game, state, DEMONS, "recruit")
        choose(game, state, f"play:{card}")
        aimed = [t for t in (e.text for e in state.log[-3:]) if "the only one it may" in t]
        if aimed:  # one legal target: taken without a question (R38)
            only = [
                p for p in ("angel-human#1", "demon-human#1") if game.cards.label(p) in aimed[0]
            ]
            offered[card] = {f"target:{p}" for p in only}
        else:
            offered[card] = set(keys(game, state))
    assert offered == {
        "beleth": {"target:angel-human#1"},
        "nybbas": {"target:angel-human#1", "target:demon-human#1"},
        "saminga": {"target:angel-human#1", "target:demon-human#1"},
        "song-of-possession": {"target:angel-human#1"},
    }


def test_r14_one_recruit_in_the_phase_extra_recruits_last_the_turn(game):
    """R14. One persona in the Recruit phase (it lapses when the phase ends); extra
    recruits from cards (Eli, Song of Charm: any number; Mercurian, Lilim: one) may be used
    in either main phase for the rest of the turn."""
    humans = ["demon-human#1", "demon-human#2", "demon-human#3", "demon-human#4"]
    state = build(game, hands=(humans, []))
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "lilim#2", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "activate:lilim#1")  # +1 for the turn
    choose(game, state, "play:demon-human#1")  # uses the phase's own recruit first
    choose(game, state, "next")
    assert state.recruits_left == 0 and state.bonus_recruits == 1
    assert "play:demon-human#2" in keys(game, state)  # the card's recruit is still there
    choose(game, state, "play:demon-human#2")
    assert "play:demon-human#3" not in keys(game, state)
    choose(game, state, "activate:lilim#2")  # in the Struggle phase
    choose(game, state, "play:demon-human#3")
    assert "play:demon-human#4" not in keys(game, state)


def test_r15_a_negated_block_the_attack_goes_on_unblocked(game):
    """R15. Balseraph: the attack goes on unblocked and cannot be blocked again; the
    blocker's Essence stays spent."""
    state = build(game)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "balseraph#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    top = state.sides[ANGELS].deck[:4]
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "block:seraphim#1")
    choose(game, state, "activate:balseraph#1")
    finish(game, state)
    assert state.persona("seraphim#1").essence is False and state.in_play("seraphim#1")
    assert state.persona("cherubim#1").essence  # no second block was offered
    assert state.sides[ANGELS].discard == top


def test_r16_negate_target_attack_vs_negate_all_attacks_this_turn(game):
    """R16. "Negate target attack" ends the attack; "negate all attacks this turn" also
    stops any more attacks being declared this turn."""
    state = build(game, hands=([], ["jordi", "novalis"]))
    for card in ("djinn#1", "calabim#1", "balseraph#1"):
        put_in_play(state, card, DEMONS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "play:jordi")
    assert "attack:calabim#1" in keys(game, state)
    attack(game, state, "calabim#1")
    choose(game, state, "play:novalis")
    assert not [k for k in keys(game, state) if k.startswith("attack:")]
    assert len(state.sides[ANGELS].deck) == deck
    run_steps(game, state, Step("cleanup", DEMONS))
    struggle(game, state, DEMONS)  # a new turn: attacks are allowed again
    assert "attack:balseraph#1" in keys(game, state)


def test_r17_an_attacker_destroyed_before_the_fight_ends_the_attack(game):
    """R17. Song of Thunder / Sacrifice end the attack; Sacrifice destroys the blocker too."""
    state = build(game, hands=([], ["song-of-thunder"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "play:song-of-thunder")
    assert not state.in_play("djinn#1")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert len(state.sides[ANGELS].deck) == deck
    state = build(game, hands=([], ["sacrifice"]))
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "demon-human#1")
    choose(game, state, "block:cherubim#1")
    choose(game, state, "play:sacrifice")
    assert not state.in_play("demon-human#1") and not state.in_play("cherubim#1")


def test_r18_valefor_moves_the_artifact_onto_one_of_your_personas(game):
    """R18. Valefor: the Artifact moves onto one of your personas that may carry it;
    Valefor cannot be played if you have none."""
    state = build(game, hands=(["valefor"], []))
    put_in_play(state, "seraphim#1", ANGELS, attachments=["fiery-sword"])
    main_phase(game, state, DEMONS, "recruit")
    assert "play:valefor" not in keys(game, state)
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:valefor")
    take_target(game, state, "fiery-sword")  # the one persona that may carry it: unasked
    assert state.persona("demon-human#1").attachments == ["fiery-sword"]
    assert state.persona("seraphim#1").attachments == []


def test_r19_looked_at_cards_are_seen_only_by_the_looker_and_stay_in_order(game):
    """R19. Cards looked at are seen only by the player who looks; the deck's order is
    unchanged."""
    state = build(game, hands=(["kronos"], ["gabriel", "jean"]))
    deck = list(state.sides[ANGELS].deck)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:kronos")
    choose(game, state, "allow")  # the Angels' Prince window (R12)
    choose(game, state, "deck:1")
    assert list(decision(game, state).context) == deck[:7]
    angels_view = game.view(state, ANGELS)
    assert angels_view["decision"] is None
    assert all("context" not in s["data"] for s in angels_view["stack"])
    assert "context" in game.view(state, DEMONS)["stack"][-1]["data"]
    private = [e for e in state.log if e.seats is not None]
    assert private and all(e.seats == (DEMONS,) for e in private)
    choose(game, state, "ok")
    assert state.sides[ANGELS].deck == deck


def test_r20_the_opponent_chooses_the_discards_and_discards_what_they_have(game):
    """R20. "Opponent discards": the opponent chooses; with fewer, all they have."""
    state = build(game, hands=(["imps-and-gremlins"], ["gabriel"]))
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:imps-and-gremlins")
    pending = decision(game, state)
    assert pending.seat == ANGELS and keys(game, state) == ["discard:gabriel"]
    choose(game, state, "discard:gabriel")
    assert state.sides[ANGELS].hand == []
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")


def test_r21_put_persona_in_discard_into_your_hand_from_your_own_pile(game):
    """R21. From your own discard pile."""
    state = build(game, hands=([], ["reviver"]), discards=(["demon-human#1"], ["cherubim#1"]))
    state.current = ANGELS
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:reviver")
    aimed_at_only(game, state, "cherubim#1")  # the one persona in the Angels' own pile
    state = build(game, hands=([], ["reviver"]), discards=(["demon-human#1"], []))
    state.current = ANGELS
    main_phase(game, state, ANGELS, "recruit")
    assert "play:reviver" not in keys(game, state)


def test_r22_taking_a_card_from_the_deck_any_card_then_shuffle(game):
    """R22. Song of Attraction / Demonic Tutor: any card; the deck is shuffled afterwards."""
    state = build(game, hands=(["demonic-tutor"], []), decks=(["djinn#1", "kobal", "geas"], None))
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:demonic-tutor")
    # listed by name (about fifty cards are found as in an index, not in the deck's order)
    assert keys(game, state) == ["take:djinn", "take:geas", "take:kobal"]
    before = state.rng.getstate()
    choose(game, state, "take:geas")
    assert state.sides[DEMONS].hand == ["geas"]
    assert sorted(state.sides[DEMONS].deck) == ["djinn#1", "kobal"]
    assert state.rng.getstate() != before  # the deck was shuffled


def test_r23_songs_cost_an_essence_from_a_celestial_of_your_choice_not_a_human(game):
    """R23. A Song costs an Essence counter from one of your Celestials that has one (you
    choose which); a Human cannot pay."""
    state = build(game, hands=(["song-of-tongues"], []))
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    main_phase(game, state, DEMONS, "recruit")
    assert "play:song-of-tongues" not in keys(game, state)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:song-of-tongues")
    pending = decision(game, state)
    assert pending.seat == DEMONS and set(keys(game, state)) == {"pay:calabim#1", "pay:lilim#1"}
    choose(game, state, "pay:lilim#1")
    assert state.persona("lilim#1").essence is False and state.persona("calabim#1").essence
    assert len(state.sides[DEMONS].hand) == 2


def test_r24_divine_intervention_answers_a_prince_card(game):
    """R24. When the Demons play a Prince event, the Angels, if holding Divine
    Intervention, may play it: the Prince card is discarded without effect."""
    state = build(game, hands=(["nybbas", "saminga"], ["divine-intervention"]))
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:nybbas")
    assert decision(game, state).seat == ANGELS
    choose(game, state, "allow")
    take_target(game, state, "angel-human#1")
    assert state.persona("angel-human#1").prophecy == 1
    choose(game, state, "play:saminga")
    choose(game, state, "negate:divine-intervention")
    assert not state.persona("angel-human#1").undead
    assert state.sides[DEMONS].discard == ["nybbas", "saminga"]
    assert state.sides[ANGELS].discard == ["divine-intervention"]
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")


def test_r25_at_your_end_phase_you_discard_down_to_7_choosing_which(game):
    """R25. Hand size: down to 7 at your End phase, your choice; not the opponent's."""
    hand = [f"demon-human#{n}" for n in range(1, 9)]
    state = build(game, hands=(hand, [f"angel-human#{n}" for n in range(1, 10)]))
    run_steps(game, state, Step("end", DEMONS))
    assert decision(game, state).seat == DEMONS and len(keys(game, state)) == 8
    choose(game, state, "discard:demon-human#4")
    assert kind(game, state) == "halt"
    assert state.sides[DEMONS].discard == ["demon-human#4"]
    assert len(state.sides[ANGELS].hand) == 9


def test_r26_an_undead_human_keeps_gaining_prophecy(game):
    """R26. Undead: still a human; it keeps gaining Prophecy tokens."""
    state = build(game, hands=(["saminga"], []))
    put_in_play(state, "demon-human#1", DEMONS, prophecy=2)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:saminga")
    take_target(game, state, "demon-human#1")
    run_steps(game, state, Step("essence", DEMONS))
    human = state.persona("demon-human#1")
    assert human.undead and human.prophecy == 3 and game.cards.card(human.card).type == "human"


def test_r27_removing_prophecy_never_below_0(game):
    """R27. Corruption never takes a human below 0 tokens."""
    state = build(game, hands=(["corruption"], []))
    put_in_play(state, "angel-human#1", ANGELS, prophecy=1)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:corruption")
    take_target(game, state, "angel-human#1")
    assert state.persona("angel-human#1").prophecy == 0


def test_r28_all_personas_means_every_persona_your_personas_only_yours(game):
    """R28. Michael ("All your Personas"): yours only; Baal, Tether to Heaven and Imbroglio
    ("All Personas"): every persona of both sides, for the turn."""
    # the Angels hold Miracle, so the fight waits for their answer after Imbroglio
    state = build(game, hands=(["baal", "imbroglio"], ["miracle"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    put_in_play(state, "kyriotate#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "block:kyriotate#1")  # Imbroglio needs a blocker
    choose(game, state, "play:baal")
    choose(game, state, "allow")  # the Angels' Prince window (R12)
    choose(game, state, "pass")  # the Angels let it be
    choose(game, state, "play:imbroglio")
    assert decision(game, state).seat == ANGELS
    assert forces(game, state, "calabim#1") == (4, 2, 3)
    assert forces(game, state, "kyriotate#1") == (4, 2, 3)
    run_steps(game, state, Step("cleanup", DEMONS))
    assert forces(game, state, "calabim#1") == (3, 3, 3)


def test_r29_bonus_events_without_a_target_go_to_your_persona_in_the_fight(game):
    """R29. Atk + X: your attacker; Def + X: your blocker (R9: only a blocker has Def);
    Force + X: your persona in the fight; in the combat window; for the turn."""
    state = build(game, hands=(["vapula"], ["miracle", "gabriel"]))
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "block:angel-human#1")
    assert kind(game, state) == "combat_window" and decision(game, state).seat == DEMONS
    choose(game, state, "play:vapula")
    choose(game, state, "allow")  # the Angels' Prince window (R12)
    choose(game, state, "play:miracle")  # on the blocking human, not the Seraphim
    choose(game, state, "play:gabriel")  # Force + 2 on the Angels' fighter
    finish(game, state)
    # Calabim 3 + 1 = 4 against the human 1 + 3 + 2 = 6
    assert not state.in_play("calabim#1")
    assert forces(game, state, "angel-human#1") == (3, 6, 3)
    assert forces(game, state, "seraphim#1") == (2, 2, 2)
    run_steps(game, state, Step("cleanup", DEMONS))
    assert forces(game, state, "angel-human#1") == (1, 1, 1)


def test_r30_an_undecided_game_after_600_turns_is_a_draw(game):
    """R30. Endless games: undecided after 600 turns, a draw."""
    assert TURN_LIMIT == 600
    state = build(game, turn=TURN_LIMIT - 1)
    state.stack = []
    engine.advance(game, state)
    assert not state.over and state.turn == TURN_LIMIT
    state = build(game, turn=TURN_LIMIT)
    state.stack = []
    engine.advance(game, state)
    assert state.over and state.winners == []


def test_every_ruling_has_its_test():
    """Every ruling R1..R36 has a test named test_r<N>_..."""
    names = list(globals())
    missing = [n for n in range(1, 37) if not any(x.startswith(f"test_r{n}_") for x in names)]
    assert not missing


def test_r31_two_victories_at_once_go_to_the_player_whose_turn_it_is(game):
    """R31. Both meet a victory at the same moment: the player whose turn it is wins; both
    decks empty at once: a draw."""
    state = build(game, current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=7)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=7)
    game.check_end(state)
    assert state.winners == [ANGELS]
    state = build(game, decks=([], []))
    game.check_end(state)
    assert state.winners == [] and "draw" in state.end_reason


def test_r32_the_demons_draw_on_their_first_turn(game):
    """R32. The first turn has all five phases: the Demons draw in the Fates phase."""
    state = game.new_state(2, 5, {})
    engine.advance(game, state)
    assert state.turn == 1 and len(state.sides[DEMONS].hand) == 8


def test_r33_a_targeted_persona_defends_itself_without_essence(game):
    """R33. Defending is not blocking: no Essence needed, and "cannot block" does not stop
    it (and, not blocking, it fights without its Def bonuses: R9)."""
    state = build(game)
    put_in_play(state, "calabim#1", DEMONS)  # attacks with 3
    target = put_in_play(state, "kyriotate#1", ANGELS, essence=False)  # Force 3
    target.disabled_through = state.turn + 5
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1", target="kyriotate#1")
    finish(game, state)
    assert not state.in_play("calabim#1") and not state.in_play("kyriotate#1")  # 3 against 3


def test_r34_a_controlled_celestial_pays_for_your_songs_and_activates_for_you(game):
    """R34. A Celestial taken from the opponent pays for your Songs and activates for you."""
    state = build(game, hands=(["song-of-tongues"], []))
    put_in_play(state, "elohim#1", DEMONS, owner=ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    assert "activate:elohim#1" in keys(game, state)
    hand = len(state.sides[DEMONS].hand)
    choose(game, state, "play:song-of-tongues")
    assert state.persona("elohim#1").essence is False
    assert len(state.sides[DEMONS].hand) == hand - 1 + 2


def test_r35_an_activation_may_be_used_for_nothing(game):
    """R35. Shedim against an empty hand may still be activated; it costs the Essence."""
    state = build(game)
    put_in_play(state, "shedim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert "activate:shedim#1" in keys(game, state)
    choose(game, state, "activate:shedim#1")
    assert state.persona("shedim#1").essence is False
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")


def test_r36_open_windows_let_events_answer_outside_their_own_window(game):
    """R36. With Events: open, a main-timed card answers an attack, a card may be played
    in the Respond window before the End phase; off by default."""
    assert game.check_options(2, {})["events"] == "fixed"
    state = build(game, hands=([], ["marc"]))
    state.open_events = True
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert decision(game, state).seat == ANGELS and "play:marc" in keys(game, state)
    choose(game, state, "no-block")
    assert "play:marc" in keys(game, state)  # and again in the fight
    finish(game, state)
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    state.stack = [Step("halt", DEMONS), Step("end", DEMONS), Step("respond", ANGELS)]
    engine.advance(game, state)
    assert kind(game, state) == "respond" and set(keys(game, state)) == {"play:marc", "pass"}


def test_r37_a_main_phase_with_nothing_to_do_ends_by_itself(game):
    """R37. A Recruit or Struggle phase whose only option would be to end it ends without
    asking, with the same changes as ending it (the unused recruit lapses), and says why."""
    state = build(game)  # nothing in hand, nothing in play
    state.recruits_left = 1
    main_phase(game, state, DEMONS, "recruit")
    assert kind(game, state) == "halt" and state.stack == [Step("halt", DEMONS)]
    assert state.phase == "end" and state.recruits_left == 0
    assert [e.text for e in state.log][-2:] == [
        "Dana's Recruit phase ends: nothing can be recruited, attached, played or activated.",
        "Dana's Struggle phase ends: no persona can attack, and nothing can be played or "
        "activated.",
    ]
    # something to do: the phase asks, and "next" is offered; once it is done, it moves on
    state = build(game, hands=(["demon-human#1"], []))
    main_phase(game, state, DEMONS, "recruit")
    assert keys(game, state) == ["play:demon-human#1", "next"]
    choose(game, state, "play:demon-human#1")
    assert kind(game, state) == "halt" and state.phase == "end"
    assert ended_by_itself(state, DEMONS, "recruit", "struggle")  # the human has no Essence
    # a persona that may attack keeps the Struggle open; after its attack, it ends
    state = build(game, current=ANGELS)
    state.names = ["Demons", "Angels"]
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, ANGELS)
    assert keys(game, state) == ["attack:angel-human#1", "next"]
    attack(game, state, "angel-human#1")
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "struggle")
    assert state.log[-1].text.startswith("Angels' Struggle phase ends: no persona can attack")
    # attacks negated for the turn: a persona with Essence cannot attack either
    state = build(game)
    put_in_play(state, "djinn#1", DEMONS)
    state.attacks_negated = True
    struggle(game, state, DEMONS)
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")


def test_r37_no_game_asks_only_to_end_a_main_phase(game):
    """R37, in whole random games (open windows too): no main decision offers "next" alone,
    and phases did end by themselves on the way."""
    for seed, options in ((1, {}), (2, {}), (3, {"events": "open"})):
        state = game.new_state(2, seed, options)
        engine.advance(game, state)
        rng = random.Random(seed)
        while state.winners is None:
            pending = engine.decision(game, state)
            assert pending is not None
            if pending.kind == "main":
                assert [o.key for o in pending.options] != ["next"], seed
            engine.apply(game, state, rng.choice(pending.options).key)
        assert any(" phase ends: " in e.text for e in state.log), seed


def let_through(game, state):
    """The last option of a window, or at a block "Do not block" (the fight still asked)."""
    return "no-block" if kind(game, state) == "defend_window" else keys(game, state)[-1]


def test_r40_a_defender_may_pass_the_fight_as_it_lets_the_attack_through(game):
    """R40: with Windows: always the defender may pass the fight ahead as it lets the attack
    through: the fight then asks only the attacker (one hand-over of the screen the less),
    unless the attacker plays a card on it, and then the defender is asked again."""
    asked = []
    for attacker_plays in (False, True):
        state = lone_attack(game, every_window=True)
        if attacker_plays:
            state.sides[DEMONS].hand.append("numinous-corpus")  # Force + 1: combat timing
        seen = []
        while kind(game, state) in ("attack_window", "defend_window", "combat_window"):
            d = decision(game, state)
            seen.append((d.kind, d.seat))
            if d.kind == "defend_window":
                choose(game, state, "no-block-pass")
            elif d.kind == "combat_window" and d.option("play:numinous-corpus") is not None:
                choose(game, state, "play:numinous-corpus")
            else:
                choose(game, state, keys(game, state)[-1])
        asked.append(seen)
    assert any("passes in the fight unless Dana plays" in e.text for e in state.log)
    assert asked[0] == [
        ("attack_window", DEMONS),
        ("defend_window", ANGELS),
        ("combat_window", DEMONS),  # the defender's pass was given ahead
    ]
    assert asked[1][-3:] == [
        ("combat_window", DEMONS),  # Numinous Corpus played: the defender is asked again
        ("combat_window", ANGELS),
        ("combat_window", DEMONS),
    ]


def test_r40_a_question_asked_only_to_keep_a_hand_secret_says_so(game):
    """R40: a window that Windows: always puts to a hand holding nothing for it says why it
    is asked; a defender with no persona that may block is not told to block."""
    state = lone_attack(game, every_window=True)
    prompts = []
    while kind(game, state) in ("attack_window", "defend_window", "combat_window"):
        prompts.append(decision(game, state).prompt)
        choose(game, state, let_through(game, state))
    note = "(Asked of every hand: nobody learns what yours holds.)"
    fight = "Fight: Djinn 1 (Force 4) against Seraphim 1 (Force 2). Nothing to play on it: pass."
    assert prompts == [
        f"Nothing to play on your attack: go on. {note}",
        "Djinn 1 attacks Seraphim 1. Nothing of yours can block it or answer it: let "
        f"Seraphim 1 fight it. {note}",
        f"{fight} {note}",  # the attacker, then the defender
        f"{fight} {note}",
    ]
    state = build(game, hands=(["baal"], []))  # Baal: nothing to play in the main phase
    state.every_window = True
    main_phase(game, state, DEMONS, "recruit")
    assert decision(game, state).prompt == (
        f"Nothing to recruit, attach, play or activate: end the phase. {note}"
    )


def test_r40_a_defender_who_may_block_or_answer_is_asked_as_before(game):
    """Without a blocker but with a card to answer, the defender is told it cannot block;
    with a blocker, the question is the usual one."""
    state = build(game, hands=([], ["jordi"]))  # Jordi: negate target attack
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    assert kind(game, state) == "defend_window"
    assert decision(game, state).prompt == (
        "Djinn 1 attacks Seraphim 1. Nothing of yours can block it: answer with a card, or let "
        "Seraphim 1 fight it?"
    )
    # nothing could block: not "Do not block" (a play-test read it as if something could)
    labels = {o.key: o.label for o in decision(game, state).options}
    assert labels["no-block"] == "Let Seraphim 1 fight it"
    state = build(game)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    assert decision(game, state).prompt == (
        "Djinn 1 attacks Seraphim 1. Answer, block, or let Seraphim 1 fight it?"
    )
    assert {o.key: o.label for o in decision(game, state).options}["no-block"] == "Do not block"


def test_r40_with_windows_always_a_main_phase_holding_cards_is_asked_to_end(game):
    """R37 under R40: with Windows: always, a player holding cards is asked to end a main
    phase with nothing to do (its ending by itself would tell the table that nothing in the
    hand could be played); an empty hand still ends it by itself."""
    for windows, hand, asked in (
        ("playable", ["baal"], False),  # Baal: combat timing, nothing in the main phase
        ("always", ["baal"], True),
        ("always", [], False),
    ):
        state = build(game, hands=(hand, []))
        state.every_window = windows == "always"
        main_phase(game, state, DEMONS, "recruit")
        if asked:
            assert kind(game, state) == "main" and keys(game, state) == ["next"]
            choose(game, state, "next")
            assert keys(game, state) == ["next"] and state.phase == "struggle"
            choose(game, state, "next")
            assert not any(" phase ends: " in e.text for e in state.log)
        else:
            assert ended_by_itself(state, DEMONS, "recruit", "struggle"), (windows, hand)
        assert kind(game, state) == "halt" and state.phase == "end"


def test_r38_a_card_with_only_one_legal_target_takes_it_without_asking(game):
    """R38. One legal target: no question, and the log names it; two: the player chooses."""
    state = build(game, hands=(["beleth"], []))
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:beleth")
    aimed_at_only(game, state, "angel-human#1")
    assert state.persona("angel-human#1").disabled_through > state.turn  # Beleth took hold
    state = build(game, hands=(["beleth"], []))
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:beleth")
    assert set(keys(game, state)) == {"target:angel-human#1", "target:seraphim#1"}


def test_r38_an_events_option_names_its_only_target(game):
    """A newcomer chose "Play Complete Task" with the opponent's human the only one in play,
    and gave it a Prophecy token unasked: the option names the target it will take."""
    state = build(game, hands=([], ["complete-task"]), current=ANGELS)
    state.names = ["Dana", "Abel"]
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, ANGELS, "recruit")
    labels = [o.label for o in decision(game, state).options]
    assert "Play Complete Task on Demon Human 1 (Dana)" in labels
    state = build(game, hands=([], ["complete-task"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)  # two humans: it asks, the option names none
    main_phase(game, state, ANGELS, "recruit")
    labels = [o.label for o in decision(game, state).options]
    assert "Play Complete Task" in labels


def test_r38_a_card_brought_back_from_a_discard_is_not_played_on_it(game):
    """A review: "Play Reincarnation on Seraphim 1" read as played on a persona in play;
    a card taken back from the discard pile names nothing."""
    state = build(game, hands=([], ["reincarnation"]), discards=([], ["seraphim#1"]))
    state.current = ANGELS
    main_phase(game, state, ANGELS, "recruit")
    labels = [o.label for o in decision(game, state).options]
    assert "Play Reincarnation" in labels


def test_r39_an_attack_on_the_only_deck_and_an_attachment_with_one_place_ask_nothing(game):
    """R39. No persona of the opponent's: the attack option names the deck and goes at it at
    once. One persona an attachment may go on: its option names it and it goes there."""
    state = build(game, current=ANGELS)
    state.names = ["Dana", "Abel"]
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, ANGELS)
    labels = [o.label for o in decision(game, state).options]
    assert labels == ["Attack Dana's deck with Angel Human 1", "End the Struggle phase"]
    choose(game, state, "attack:angel-human#1")
    said = [e.text for e in state.log]
    assert "Abel attacks Dana's deck with Angel Human 1 (Force 1)." in said
    assert state.combat is None and state.sides[DEMONS].discard  # milled, no question asked
    # a persona of the opponent's to aim at: the question is asked, with a way back
    state = build(game, current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, ANGELS)
    assert "Attack with Angel Human 1" in [o.label for o in decision(game, state).options]
    choose(game, state, "attack:angel-human#1")
    assert keys(game, state) == ["deck", "target:djinn#1", "back"]
    # Soldier of Hell goes on a human of your own: with one, it says which and goes there
    state = build(game, hands=(["soldier-of-hell", "dissonance"], []))
    state.names = ["Dana", "Abel"]
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    labels = {o.key: o.label for o in decision(game, state).options}
    assert labels["play:soldier-of-hell"] == "Attach Soldier of Hell to Demon Human 1 (Dana)"
    assert labels["play:dissonance"] == "Attach Dissonance to Seraphim 1 (Abel)"
    choose(game, state, "play:soldier-of-hell")
    assert kind(game, state) == "main"
    assert state.persona("demon-human#1").attachments == ["soldier-of-hell"]
    assert state.log[-1].text == "Dana attaches Soldier of Hell to Demon Human 1."
    # Geas may go on either demon: it asks, and may be kept in hand
    state = build(game, hands=(["geas"], []))
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert {o.label for o in decision(game, state).options} >= {"Attach Geas"}
    choose(game, state, "play:geas")
    assert set(keys(game, state)) == {"onto:demon-human#1", "onto:djinn#1", "back"}


def test_r12_the_prince_window_opens_whether_or_not_the_angels_hold_the_negation(game):
    """R12: a Prince played gives the Angels the same question with Divine Intervention in
    hand or without it (then "Let it happen" is the one answer): a window for its holder
    alone would name the card. With an empty hand there is nothing to ask."""
    seen = {}
    for hand in (["divine-intervention"], ["angel-human#2"], []):
        state = build(game, hands=(["nybbas"], hand))
        put_in_play(state, "angel-human#1", ANGELS)
        main_phase(game, state, DEMONS, "recruit")
        choose(game, state, "play:nybbas")
        d = decision(game, state)
        seen[tuple(hand)] = (d.seat, d.kind, keys(game, state))
    assert seen[("divine-intervention",)] == (
        ANGELS,
        "prince_window",
        ["negate:divine-intervention", "allow"],
    )
    assert seen[("angel-human#2",)] == (ANGELS, "prince_window", ["allow"])
    assert seen[()][1] != "prince_window"


def test_r12_no_block_with_no_blocker_reads_as_when_nothing_was_asked(game):
    """R12: a defender with no persona able to block, asked only because of a card in hand,
    is said to be unable to block, as one never asked is ("does not block" told the table
    a card was kept)."""
    state = build(game, hands=([], ["song-of-light"]))
    put_in_play(state, "seraphim#1", ANGELS)  # the target, paying for the Song: no blocker
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    while kind(game, state) == "attack_window":
        choose(game, state, "continue")
    assert decision(game, state).kind == "defend_window"
    choose(game, state, "no-block")
    assert any(e.text == f"{state.name(ANGELS)} cannot block." for e in state.log)


def test_r40_with_windows_always_a_window_opens_whatever_the_hand_holds(game):
    """R40: Windows: always puts the attack, defend and combat windows to a player holding a
    card, something playable or not, so the table cannot tell; Windows: playable (the
    default) skips them for a hand with nothing to play there."""
    asked = {}
    for windows in ("playable", "always"):
        fresh = game.new_state(2, 1, game.check_options(2, {"windows": windows}))
        assert fresh.every_window is (windows == "always")
        state = lone_attack(game, fresh.every_window)  # no other persona to block
        kinds = []
        while kind(game, state) in ("attack_window", "defend_window", "combat_window"):
            d = decision(game, state)
            kinds.append((d.kind, d.seat, keys(game, state)))
            choose(game, state, let_through(game, state))
        asked[windows] = kinds
    assert asked["playable"] == []
    assert asked["always"] == [
        ("attack_window", DEMONS, ["continue"]),
        ("defend_window", ANGELS, ["no-block", "no-block-pass"]),
        ("combat_window", DEMONS, ["pass"]),
        ("combat_window", ANGELS, ["pass"]),
    ]


def test_r36_an_attack_whose_target_leaves_play_ends_blocked_or_not(game):
    """R36 (open windows): the target of an attack leaving play mid-attack (Outcast,
    Banish, Jean) ends the attack as its changing sides does: a blocker already in does not
    fight, and with the target gone before blocks, no block is asked (a card-interaction
    audit saw the blocker fight and die, and a block asked for an attack on nothing)."""
    state = build(game, hands=(["outcast"], []), current=DEMONS)
    state.open_events = True
    put_in_play(state, "calabim#1", DEMONS)  # Force 3
    put_in_play(state, "seraphim#1", ANGELS, essence=False)  # the target
    put_in_play(state, "cherubim#1", ANGELS)  # blocks, Force 4
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1", target="seraphim#1")
    while kind(game, state) != "defend_window":
        choose(game, state, "continue")
    choose(game, state, "block:cherubim#1")
    choose(game, state, "play:outcast")
    take_target(game, state, "seraphim#1")
    finish(game, state)
    assert state.in_play("calabim#1") and state.in_play("cherubim#1")
    assert any(e.text == "The attack ends: its target has left play." for e in state.log)
    assert not any(" fights " in e.text for e in state.log)
    state = build(game, hands=([], ["jean"]), current=ANGELS)  # gone before blocks
    state.open_events = True
    put_in_play(state, "malakim#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS, essence=False)  # the target
    put_in_play(state, "calabim#1", DEMONS)  # could block
    struggle(game, state, ANGELS)
    attack(game, state, "malakim#1", target="djinn#1")
    choose(game, state, "play:jean")
    take_target(game, state, "djinn#1")
    assert "block:calabim#1" not in keys(game, state)
    finish(game, state)
    assert state.in_play("calabim#1") and state.in_play("malakim#1")


def test_r9_tether_to_heaven_is_not_offered_in_its_players_own_turn_even_open(game):
    """R9 with open windows (R36): a Def bonus to every persona (Tether to Heaven) helps
    only blockers, and nobody of yours blocks in your own turn: not offered there, so the
    phase still ends by itself (an options audit found it offered, and the phase held open
    for it, telling the table the hand held something)."""
    for events_open in (False, True):
        state = build(game, hands=([], ["tether-to-heaven"]), current=ANGELS)
        state.open_events = events_open
        put_in_play(state, "seraphim#1", ANGELS, essence=False)
        main_phase(game, state, ANGELS, "struggle")
        assert "play:tether-to-heaven" not in keys(game, state)


def test_r10_a_block_already_made_goes_on_when_its_blocker_is_barred(game):
    """R10 with open windows: Kobal played mid-fight on the blocker bars later blocks; the
    block already made goes on."""
    state = build(game, hands=(["kobal"], []))
    state.open_events = True
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "continue")
    choose(game, state, "block:seraphim#1")
    choose(game, state, "play:kobal")
    if "allow" in keys(game, state):
        choose(game, state, "allow")
    finish(game, state)
    assert any("fights Seraphim 1" in e.text for e in state.log)
    assert state.persona("calabim#1").disabled_through < state.turn  # (not the attacker)


def test_r40_the_pass_ahead_option_says_the_target_fights_when_nothing_can_block(game):
    """R40 with nothing able to block: both answers say the target fights the attack, the
    one that passes the fight ahead too (it said "Do not block, and pass ...")."""
    state = lone_attack(game, True)
    choose(game, state, "continue")
    labels = {o.key: o.label for o in decision(game, state).options}
    assert labels["no-block"] == "Let Seraphim 1 fight it"
    assert labels["no-block-pass"].startswith("Let Seraphim 1 fight it, and pass in the fight")
