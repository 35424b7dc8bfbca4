"""One test per Demon card design (card_data/in-nomine/demons.yaml), on hand-built tables.

Each card is driven the way a player would: put in hand, the right window opened, and its
`play:` / `activate:` option chosen. Seat 0 = Demons, seat 1 = Angels.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from tabletop_tui.core.state import Step
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
    main_only,
    main_phase,
    places,
    put_in_play,
    run_steps,
    struggle,
    take_target,
    top,
)

CARD_DATA = Path(__file__).resolve().parents[3] / "card_data" / "in-nomine" / "demons.yaml"


# ---- Demons (celestial personas) -----------------------------------------------------------


def test_balseraph(game):
    """Activate (combat): negate the block; the attack goes on unblocked to the deck."""
    state = build(game, current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "balseraph#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    assert "activate:balseraph#1" not in keys(game, state)  # not a main-phase power
    milled = top(state, ANGELS, 4)
    attack(game, state, "djinn#1")
    choose(game, state, "block:seraphim#1")
    pending = decision(game, state)
    assert pending.kind == "combat_window" and pending.seat == DEMONS
    assert "activate:balseraph#1" in keys(game, state)
    choose(game, state, "activate:balseraph#1")
    finish(game, state)
    assert state.persona("balseraph#1").essence is False
    assert state.in_play("seraphim#1") and state.persona("seraphim#1").essence is False
    assert state.sides[ANGELS].discard == milled


def test_djinn(game):
    """Atk + 2: Force 4 when attacking; an unblocked attack discards 4 from the deck."""
    state = build(game, current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    assert forces(game, state, "djinn#1") == (4, 2, 2)
    milled = top(state, ANGELS, 4)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert state.sides[ANGELS].discard == milled


def test_calabim(game):
    """Force + 1: Force 3 in every role."""
    state = build(game)
    put_in_play(state, "calabim#1", DEMONS)
    assert forces(game, state, "calabim#1") == (3, 3, 3)


def test_habbalah(game):
    """Activate (combat): target persona (any) gets Force - 1 this turn."""
    state = build(game, current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "habbalah#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    assert "activate:habbalah#1" not in keys(game, state)
    attack(game, state, "djinn#1")
    choose(game, state, "block:cherubim#1")  # 4 against 4
    choose(game, state, "activate:habbalah#1")
    assert decision(game, state).seat == DEMONS
    offered = {"target:djinn#1", "target:habbalah#1", "target:cherubim#1"}
    assert set(keys(game, state)) == offered
    take_target(game, state, "cherubim#1")
    finish(game, state)
    assert not state.in_play("cherubim#1") and state.in_play("djinn#1")  # 4 against 3
    assert state.persona("habbalah#1").essence is False


def test_lilim(game):
    """Activate: recruit 1 more persona this turn."""
    state = build(game, hands=(["demon-human#1", "demon-human#2"], []), current=DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:demon-human#1")
    assert "play:demon-human#2" not in keys(game, state)
    choose(game, state, "activate:lilim#1")
    assert state.persona("lilim#1").essence is False
    choose(game, state, "play:demon-human#2")
    assert state.in_play("demon-human#1") and state.in_play("demon-human#2")
    main_only(game, DEMONS, persona="lilim#1")


def test_shedim(game):
    """Activate: the opponent discards 1 card of their choice."""
    state = build(game, hands=([], ["gabriel", "smite"]), current=DEMONS)
    put_in_play(state, "shedim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "activate:shedim#1")
    pending = decision(game, state)
    assert pending.seat == ANGELS and set(keys(game, state)) == {"discard:gabriel", "discard:smite"}
    choose(game, state, "discard:smite")
    assert state.sides[ANGELS].hand == ["gabriel"] and state.sides[ANGELS].discard == ["smite"]
    assert state.persona("shedim#1").essence is False
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")
    main_only(game, DEMONS, persona="shedim#1")


def test_impudites(game):
    """Activate: draw 1 card from the deck."""
    state = build(game, current=DEMONS)
    put_in_play(state, "impudites#1", DEMONS)
    drawn = top(state, DEMONS, 1)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "activate:impudites#1")
    assert state.sides[DEMONS].hand == drawn
    assert "activate:impudites#1" not in keys(game, state)
    main_only(game, DEMONS, persona="impudites#1")


def test_demon_human(game):
    """A plain human: Force 1; each Essence phase it gains Essence and a Prophecy token."""
    state = build(game, current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS, essence=False)
    assert forces(game, state, "demon-human#1") == (1, 1, 1)
    run_steps(game, state, Step("essence", DEMONS))
    human = state.persona("demon-human#1")
    assert human.essence and human.prophecy == 1


# ---- Demon Prince events (P) -------------------------------------------------------------


def test_andrealphus(game):
    """Control target human: the opponent's humans are offered; control is for good.
    Without Divine Intervention in hand the Angels are asked all the same (R12), with
    "Let it happen" their one answer."""
    state = build(game, hands=(["andrealphus"], ["smite"]), current=DEMONS)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=3)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:andrealphus")
    assert keys(game, state) == ["allow"]
    choose(game, state, "allow")
    # the table is told (a play-test as the Demons saw no sign the chance had passed)
    assert f"{state.name(ANGELS)} does not negate Andrealphus." in [e.text for e in state.log]
    aimed_at_only(game, state, "angel-human#1")  # the opponent's one human
    human = state.persona("angel-human#1")
    assert human.controller == DEMONS and human.prophecy == 3
    run_steps(game, state, Step("cleanup", DEMONS))
    assert state.persona("angel-human#1").controller == DEMONS
    main_only(game, DEMONS, "andrealphus")


def test_asmodeus(game):
    """Look at the next 3 cards of both decks (order unchanged)."""
    state = build(game, hands=(["asmodeus"], []), current=DEMONS)
    own, theirs = list(state.sides[DEMONS].deck), list(state.sides[ANGELS].deck)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:asmodeus")
    pending = decision(game, state)
    assert pending.seat == DEMONS and list(pending.context) == own[:3] + theirs[:3]
    # which deck each card tops, first to last (a review saw six cards and no word of it;
    # a play-test read the boxes of both decks across and not down: each deck's are named)
    foe = state.name(ANGELS)
    names = [game.cards.label(c) for c in own[:3]]
    others = [game.cards.label(c) for c in theirs[:3]]
    assert pending.prompt == (
        f"Asmodeus: the top 3 of your deck: {', '.join(names)}; of {foe}'s deck: "
        f"{', '.join(others)} (each first to last)."
    )
    told = [e.text for e in state.log if e.seats == (DEMONS,)]
    assert any(t.startswith("The top of your deck, first to last: " + names[0]) for t in told)
    assert any(t.startswith(f"The top of {foe}'s deck, first to last: ") for t in told)
    choose(game, state, "ok")
    assert state.sides[DEMONS].deck == own and state.sides[ANGELS].deck == theirs
    main_only(game, DEMONS, "asmodeus")


def test_baal(game):
    """All Personas get Atk + 1 this turn (combat); read literally (R28): every persona,
    which on the Demons' own turn means their attackers."""
    state = build(game, hands=(["baal"], []), current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    milled = top(state, ANGELS, 2)
    struggle(game, state, DEMONS)
    attack(game, state, "demon-human#1")
    choose(game, state, "play:baal")
    assert state.sides[ANGELS].discard == milled
    assert forces(game, state, "demon-human#1") == (2, 1, 1)
    assert forces(game, state, "calabim#1") == (4, 3, 3)
    assert forces(game, state, "seraphim#1") == (3, 2, 2)


def disable(game, card, song=False):
    """'Target cannot attack or block': only the opponent's personas are offered; the target
    may not block now nor attack in its controller's next turn; then it may again."""
    state = build(game, hands=([card], []), current=DEMONS, turn=3)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    if song:
        put_in_play(state, "calabim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    if song:  # two Celestials could pay: the player chooses which
        assert set(keys(game, state)) == {"pay:djinn#1", "pay:calabim#1"}
        choose(game, state, "pay:calabim#1")
        assert state.persona("calabim#1").essence is False
    assert decision(game, state).seat == DEMONS
    assert set(keys(game, state)) == {"target:seraphim#1", "target:angel-human#1"}
    take_target(game, state, "seraphim#1")
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert kind(game, state) == "defend_window"
    assert "block:seraphim#1" not in keys(game, state)
    assert "block:angel-human#1" in keys(game, state)
    state.turn = 4  # the Angels' next turn
    state.current = ANGELS
    struggle(game, state, ANGELS)
    assert "attack:seraphim#1" not in keys(game, state)
    assert "attack:angel-human#1" in keys(game, state)
    state.turn = 6  # the Angels' turn after that
    struggle(game, state, ANGELS)
    assert "attack:seraphim#1" in keys(game, state)
    # nobody of the opponent's in play: it cannot be played
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert f"play:{card}" not in keys(game, state)
    main_only(game, DEMONS, card)


def test_beleth(game):
    """Target cannot attack or block."""
    disable(game, "beleth")


def test_belial(game):
    """Atk + 3 (combat): your attacking persona."""
    state = build(game, hands=(["belial"], []), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    milled = top(state, ANGELS, 6)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "play:belial")
    assert forces(game, state, "calabim#1") == (6, 3, 3)
    assert state.sides[ANGELS].discard == milled


def test_haagenti(game):
    """Target cannot attack or block."""
    disable(game, "haagenti")


def test_kobal(game):
    """Target cannot attack or block."""
    disable(game, "kobal")


def look_at_deck(game, card, count, song=False):
    """Look at the next `count` cards of a deck of your choice (order unchanged)."""
    state = build(game, hands=([card], []), current=DEMONS)
    if song:
        put_in_play(state, "lilim#1", DEMONS)
    theirs = list(state.sides[ANGELS].deck)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    assert decision(game, state).seat == DEMONS
    assert set(keys(game, state)) == {"deck:0", "deck:1"}
    # asked first which deck (not "you look at these cards" with none shown: a play-test)
    label = game.cards.card(card).name
    assert decision(game, state).prompt == f"{label}: look at the top {count} cards of which deck?"
    choose(game, state, "deck:1")
    assert list(decision(game, state).context) == theirs[:count]
    choose(game, state, "ok")
    assert state.sides[ANGELS].deck == theirs
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")
    if song:
        assert state.persona("lilim#1").essence is False
    main_only(game, DEMONS, card)


def test_kronos(game):
    """Look at the next 7 cards in target deck."""
    look_at_deck(game, "kronos", 7)


def test_malphas(game):
    """Negate all attacks this turn (played by the Demons when the Angels attack)."""
    state = build(game, hands=(["malphas"], []), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    deck = len(state.sides[DEMONS].deck)
    struggle(game, state, ANGELS)
    attack(game, state, "seraphim#1")
    assert decision(game, state).seat == DEMONS
    choose(game, state, "play:malphas")
    assert len(state.sides[DEMONS].deck) == deck
    # Cherubim still has Essence, but no attack may be declared: nothing is left to do, so
    # the Struggle phase ends by itself (R37)
    assert state.persona("cherubim#1").essence
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "struggle")


def prophecy(game, card, amount, start=2):
    """A Prophecy card: any human in play is offered (not a Celestial)."""
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=start)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=start)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    assert set(keys(game, state)) == {"target:angel-human#1", "target:demon-human#1"}
    take_target(game, state, "angel-human#1")
    assert state.persona("angel-human#1").prophecy == max(0, start + amount)
    assert state.persona("demon-human#1").prophecy == start
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert f"play:{card}" not in keys(game, state)  # no human: no target
    main_only(game, DEMONS, card)


def test_nybbas(game):
    """Put 1 Prophecy token on target human."""
    prophecy(game, "nybbas", 1)


def test_saminga(game):
    """Target human becomes Undead: Force + 1 from now on (any human may be chosen)."""
    state = build(game, hands=(["saminga"], []), current=DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:saminga")
    assert set(keys(game, state)) == {"target:angel-human#1", "target:demon-human#1"}
    take_target(game, state, "demon-human#1")
    assert state.persona("demon-human#1").undead
    assert forces(game, state, "demon-human#1") == (2, 2, 2)
    run_steps(game, state, Step("cleanup", DEMONS))
    assert forces(game, state, "demon-human#1") == (2, 2, 2)  # not just for the turn
    assert forces(game, state, "angel-human#1") == (1, 1, 1)
    main_only(game, DEMONS, "saminga")


def test_valefor_with_one_persona_to_carry_it_asks_nothing_more(game):
    """R39: one persona of yours may hold the Artifact: it goes there unasked (an audit
    found the question put with one answer)."""
    state = build(game, hands=(["valefor"], []), current=DEMONS)
    put_in_play(state, "cherubim#1", ANGELS, attachments=["fiery-sword"])
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:valefor")
    assert state.persona("djinn#1").attachments == ["fiery-sword"]
    assert not any(k.startswith("target:") for k in keys(game, state))
    assert any(e.text.endswith(" takes Fiery Sword onto Djinn 1.") for e in state.log)


def test_valefor(game):
    """Take control of target Artifact: onto one of your personas; modifiers are not
    artifacts; with no persona to carry it Valefor cannot be played."""
    state = build(game, hands=(["valefor"], []), current=DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["relic", "blessing"])
    put_in_play(state, "cherubim#1", ANGELS, attachments=["fiery-sword"])
    main_phase(game, state, DEMONS, "recruit")
    assert "play:valefor" not in keys(game, state)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:valefor")
    assert set(keys(game, state)) == {"target:relic", "target:fiery-sword"}
    take_target(game, state, "fiery-sword")
    assert decision(game, state).seat == DEMONS
    assert set(keys(game, state)) == {"target:djinn#1", "target:demon-human#1"}
    take_target(game, state, "djinn#1")
    assert state.persona("djinn#1").attachments == ["fiery-sword"]
    assert state.persona("cherubim#1").attachments == []
    assert forces(game, state, "djinn#1") == (5, 3, 3)
    assert forces(game, state, "cherubim#1") == (2, 4, 2)
    main_only(game, DEMONS, "valefor")


def test_vapula(game):
    """Force + 1 (combat): your persona in the current fight."""
    state = build(game, hands=(["vapula"], []), current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    milled = top(state, ANGELS, 2)
    struggle(game, state, DEMONS)
    assert "play:vapula" not in keys(game, state)
    attack(game, state, "demon-human#1")
    choose(game, state, "play:vapula")
    assert forces(game, state, "demon-human#1") == (2, 2, 2)
    assert state.sides[ANGELS].discard == milled


# ---- Modifiers and Artifacts -----------------------------------------------------------


def attach_targets(game, card):
    """Own human and demon, the opponent's human and angel: the personas offered for `card`."""
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    return state, places(game, state, card)


def test_soldier_of_hell(game):
    """Onto one of your humans: Force + 1."""
    state, offered = attach_targets(game, "soldier-of-hell")
    assert offered == {"onto:demon-human#1"}
    attach(game, state, "soldier-of-hell", "demon-human#1")
    assert forces(game, state, "demon-human#1") == (2, 2, 2)


def test_dissonance(game):
    """Force - 1, attached to an angel of the opponent."""
    state, offered = attach_targets(game, "dissonance")
    assert offered == {"onto:seraphim#1"}
    attach(game, state, "dissonance", "seraphim#1")
    assert state.persona("seraphim#1").attachments == ["dissonance"]
    assert forces(game, state, "seraphim#1") == (1, 1, 1)


def test_diabolical(game):
    """Onto one of your personas: Force + 1."""
    state, offered = attach_targets(game, "diabolical")
    assert offered == {"onto:demon-human#1", "onto:djinn#1"}
    attach(game, state, "diabolical", "djinn#1")
    assert forces(game, state, "djinn#1") == (5, 3, 3)


def test_geas(game):
    """Onto one of your personas: Atk + 1."""
    state, offered = attach_targets(game, "geas")
    assert offered == {"onto:demon-human#1", "onto:djinn#1"}
    attach(game, state, "geas", "demon-human#1")
    assert forces(game, state, "demon-human#1") == (2, 1, 1)


def test_stigmata(game):
    """Force - 1, onto any persona of the opponent."""
    state, offered = attach_targets(game, "stigmata")
    assert offered == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "stigmata", "angel-human#1")
    assert forces(game, state, "angel-human#1") == (0, 0, 0)
    abel, dana = state.name(ANGELS), state.name(DEMONS)  # the log says whose persona
    assert f"{dana} attaches Stigmata to {abel}'s Angel Human 1." in [e.text for e in state.log]


def test_blindness(game):
    """Force - 1, onto any persona of the opponent."""
    state, offered = attach_targets(game, "blindness")
    assert offered == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "blindness", "seraphim#1")
    assert forces(game, state, "seraphim#1") == (1, 1, 1)


def test_talisman(game):
    """Artifact onto one of your personas: Atk + 1."""
    assert game.cards.card("talisman").type == "artifact"
    state, offered = attach_targets(game, "talisman")
    assert offered == {"onto:demon-human#1", "onto:djinn#1"}
    attach(game, state, "talisman", "djinn#1")
    assert forces(game, state, "djinn#1") == (5, 2, 2)


def test_unholy_shotgun(game):
    """Artifact onto one of your personas: Force + 1."""
    assert game.cards.card("unholy-shotgun").type == "artifact"
    state, offered = attach_targets(game, "unholy-shotgun")
    assert offered == {"onto:demon-human#1", "onto:djinn#1"}
    attach(game, state, "unholy-shotgun", "demon-human#1")
    assert forces(game, state, "demon-human#1") == (2, 2, 2)


# ---- Events (E) ------------------------------------------------------------------------


def test_imbroglio(game):
    """All personas, of both sides, have Def - 1 this turn (combat)."""
    state = build(game, hands=(["imbroglio"], []), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "block:cherubim#1")  # 4 against 4
    choose(game, state, "play:imbroglio")
    assert not state.in_play("cherubim#1") and state.in_play("djinn#1")  # 4 against 3
    assert forces(game, state, "calabim#1") == (3, 2, 3)
    assert forces(game, state, "djinn#1") == (4, 1, 2)


def recovery(game, card, kinds, song=False):
    """Put a persona (of a kind) from your own discard pile into your hand."""
    discards = (["djinn#1", "demon-human#1", "geas"], ["angel-human#1"])
    state = build(game, hands=([card], []), discards=discards, current=DEMONS)
    if song:
        put_in_play(state, "calabim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    if len(kinds) > 1:
        assert decision(game, state).seat == DEMONS
        assert set(keys(game, state)) == {f"target:{c}" for c in kinds}
    take_target(game, state, "djinn#1")
    assert state.sides[DEMONS].hand == ["djinn#1"]
    assert state.sides[DEMONS].discard == ["demon-human#1", "geas", card]
    state = build(game, hands=([card], []), discards=(["geas"], []), current=DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert f"play:{card}" not in keys(game, state)
    main_only(game, DEMONS, card)


def test_summon_demon(game):
    """Put a demon (not a human) from your discard pile into your hand."""
    recovery(game, "summon-demon", ["djinn#1"])


def test_numinous_corpus(game):
    """Force + 1 (combat): your persona in the fight - here the blocker."""
    state = build(game, hands=(["numinous-corpus"], []), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    struggle(game, state, ANGELS)
    attack(game, state, "seraphim#1")
    choose(game, state, "block:demon-human#1")
    assert decision(game, state).seat == DEMONS
    choose(game, state, "play:numinous-corpus")
    # 2 against 2: a tie destroys both
    assert not state.in_play("seraphim#1") and not state.in_play("demon-human#1")


def discards(game, card):
    """The opponent discards 2 cards of their choice; with fewer, what they have."""
    state = build(game, hands=([card], ["gabriel", "smite", "jean"]), current=DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    assert decision(game, state).seat == ANGELS
    choose(game, state, "discard:jean")
    choose(game, state, "discard:gabriel")
    assert state.sides[ANGELS].hand == ["smite"]
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")
    assert state.sides[ANGELS].discard == ["jean", "gabriel"]
    state = build(game, hands=([card], ["smite"]), current=DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    choose(game, state, "discard:smite")
    assert state.sides[ANGELS].hand == []
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")
    main_only(game, DEMONS, card)


def test_imps_and_gremlins(game):
    """Opponent must discard 2 cards from hand."""
    discards(game, "imps-and-gremlins")


def test_road_to_hell(game):
    """Put 1 Prophecy token on target human."""
    prophecy(game, "road-to-hell", 1)


def test_outcast(game):
    """Shuffle target angel back into its owner's deck."""
    state = build(game, hands=(["outcast"], []), current=DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["stigmata"])
    put_in_play(state, "angel-human#1", ANGELS)
    deck = len(state.sides[ANGELS].deck)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:outcast")
    aimed_at_only(game, state, "seraphim#1")
    assert "seraphim#1" in state.sides[ANGELS].deck
    assert len(state.sides[ANGELS].deck) == deck + 1
    assert "stigmata" in state.sides[DEMONS].discard  # its attachment: to its owner's pile
    state = build(game, hands=(["outcast"], []), current=DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    assert "play:outcast" not in keys(game, state)
    main_only(game, DEMONS, "outcast")


def attack_bonus(game, card, amount):
    """Atk + X (combat): your attacking persona; not playable in a main phase."""
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    milled = top(state, ANGELS, 1 + amount)
    struggle(game, state, DEMONS)
    assert f"play:{card}" not in keys(game, state)
    attack(game, state, "demon-human#1")
    assert decision(game, state).seat == DEMONS
    choose(game, state, f"play:{card}")
    assert forces(game, state, "demon-human#1") == (1 + amount, 1, 1)
    assert state.sides[ANGELS].discard == milled


def test_corporeal_forces(game):
    """Atk + 2."""
    attack_bonus(game, "corporeal-forces", 2)


def test_corruption(game):
    """Remove 2 Prophecy tokens from a human (never below 0)."""
    prophecy(game, "corruption", -2, start=3)
    prophecy(game, "corruption", -2, start=1)


def test_kiss_of_death(game):
    """Atk + 3."""
    attack_bonus(game, "kiss-of-death", 3)


def test_discord(game):
    """Opponent must discard 2 cards from hand."""
    discards(game, "discord")


def test_fallen_angel(game):
    """Control target angel: only the opponent's angels are offered; control is for good."""
    state = build(game, hands=(["fallen-angel"], []), current=DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, attachments=["relic"])
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:fallen-angel")
    aimed_at_only(game, state, "seraphim#1")
    angel = state.persona("seraphim#1")
    assert angel.controller == DEMONS and angel.owner == ANGELS and angel.essence
    assert angel.attachments == ["relic"]
    run_steps(game, state, Step("cleanup", DEMONS))
    assert state.persona("seraphim#1").controller == DEMONS
    main_only(game, DEMONS, "fallen-angel")


def test_deal_with_the_devil(game):
    """Put 1 Prophecy token on target human."""
    prophecy(game, "deal-with-the-devil", 1)


def draws(game, card, n, song=False):
    """A 'draw N cards' card draws the top N of your deck."""
    state = build(game, hands=([card], []), current=DEMONS)
    if song:
        put_in_play(state, "djinn#1", DEMONS)
    drawn = top(state, DEMONS, n)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, f"play:{card}")
    assert state.sides[DEMONS].hand == drawn and state.sides[DEMONS].discard == [card]
    if song:
        assert state.persona("djinn#1").essence is False
    main_only(game, DEMONS, card)


def test_infernal_rite(game):
    """Draw 2 cards."""
    draws(game, "infernal-rite", 2)


def test_demonic_tutor(game):
    """Take any 1 card from your deck into your hand, then shuffle (an event: no Essence)."""
    state = build(game, hands=(["demonic-tutor"], []), current=DEMONS)
    before = list(state.sides[DEMONS].deck)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:demonic-tutor")
    assert decision(game, state).seat == DEMONS
    designs = {game.cards.card(c).id for c in before}
    assert {k.split(":", 1)[1] for k in keys(game, state)} == designs
    choose(game, state, "take:kobal")
    assert state.sides[DEMONS].hand == ["kobal"]
    rest = [c for c in before if c != "kobal"]
    assert sorted(state.sides[DEMONS].deck) == sorted(rest) and state.sides[DEMONS].deck != rest
    main_only(game, DEMONS, "demonic-tutor")


# ---- Songs (S): 1 Essence from one of your Celestials ------------------------------------


def test_song_of_charm(game):
    """Recruit any number of personas this turn (paid with a Celestial's Essence)."""
    humans = ["demon-human#1", "demon-human#2", "demon-human#3"]
    state = build(game, hands=(["song-of-charm", *humans], []), current=DEMONS)
    put_in_play(state, "demon-human#9", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    assert "play:song-of-charm" not in keys(game, state)  # a human cannot pay
    put_in_play(state, "lilim#1", DEMONS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:song-of-charm")
    assert state.persona("lilim#1").essence is False
    for card in humans:
        choose(game, state, f"play:{card}")
    assert all(state.in_play(c) for c in humans)
    main_only(game, DEMONS, "song-of-charm")


def test_song_of_dreams(game):
    """Look at the next 5 cards in target deck."""
    look_at_deck(game, "song-of-dreams", 5, song=True)


def unblockable(game, card):
    """Target cannot be blocked (attack window): even attacking a persona, no block."""
    state = build(game, hands=([card], []), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    assert f"play:{card}" not in keys(game, state)
    attack(game, state, "djinn#1", target="angel-human#1")
    pending = decision(game, state)
    assert pending.kind == "attack_window" and pending.seat == DEMONS
    choose(game, state, f"play:{card}")
    assert state.persona("calabim#1").essence is False  # paid
    # no block offered to the Angels: nothing was asked before the Demons' Struggle phase,
    # with nothing left to do, ended by itself (R37)
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert state.persona("cherubim#1").essence
    assert not state.in_play("angel-human#1") and state.in_play("djinn#1")


def test_song_of_entropy(game):
    """Target cannot be blocked."""
    unblockable(game, "song-of-entropy")


def test_song_of_form(game):
    """Target gets Force + 1 (combat): any persona may be chosen."""
    state = build(game, hands=(["song-of-form"], []), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "block:cherubim#1")  # 3 against 4
    choose(game, state, "play:song-of-form")
    assert state.persona("lilim#1").essence is False
    offered = {"target:calabim#1", "target:lilim#1", "target:cherubim#1"}
    assert set(keys(game, state)) == offered
    take_target(game, state, "calabim#1")
    # 4 against 4: both destroyed
    assert not state.in_play("calabim#1") and not state.in_play("cherubim#1")


def test_song_of_motion(game):
    """Target cannot be blocked."""
    unblockable(game, "song-of-motion")


def test_song_of_possession(game):
    """Take control of target (an opponent's persona) for 1 turn; it goes back at the end."""
    state = build(game, hands=(["song-of-possession"], []), current=DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:song-of-possession")
    assert set(keys(game, state)) == {"target:seraphim#1", "target:angel-human#1"}
    take_target(game, state, "seraphim#1")
    assert state.persona("seraphim#1").controller == DEMONS
    struggle(game, state, DEMONS)
    assert "attack:seraphim#1" in keys(game, state)
    run_steps(game, state, Step("cleanup", DEMONS))
    assert state.persona("seraphim#1").controller == ANGELS
    main_only(game, DEMONS, "song-of-possession")


def test_song_of_projection(game):
    """Target cannot attack or block."""
    disable(game, "song-of-projection", song=True)


def test_song_of_tongues(game):
    """Draw 2 cards."""
    draws(game, "song-of-tongues", 2, song=True)


def test_every_demon_design_has_its_test():
    """A test per design of demons.yaml (this file is the checklist)."""
    ids = [c["id"] for c in yaml.safe_load(CARD_DATA.read_text())["cards"]]
    missing = [i for i in ids if f"test_{i.replace('-', '_')}" not in globals()]
    assert not missing and len(ids) == 51
