"""One test per Angel card design (card_data/in-nomine/angels.yaml), on hand-built tables.

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
    top,
)

CARD_DATA = Path(__file__).resolve().parents[3] / "card_data" / "in-nomine" / "angels.yaml"


# ---- Angels (celestial personas) ---------------------------------------------------------


def test_seraphim(game):
    """Activate: look at the opponent's hand (costs the Seraphim's Essence; only it sees)."""
    state = build(game, hands=(["djinn#1", "kobal"], []), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "seraphim#2", ANGELS, essence=False)
    main_phase(game, state, ANGELS, "recruit")
    assert "activate:seraphim#1" in keys(game, state)
    assert "activate:seraphim#2" not in keys(game, state)  # no Essence, no activation
    choose(game, state, "activate:seraphim#1")
    pending = decision(game, state)
    assert pending.seat == ANGELS and pending.kind == "op:look_hand"
    assert set(pending.context) == {"djinn#1", "kobal"}
    assert state.persona("seraphim#1").essence is False
    choose(game, state, "ok")
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "recruit", "struggle")
    assert state.sides[DEMONS].hand == ["djinn#1", "kobal"]
    main_only(game, ANGELS, persona="seraphim#2")


def test_cherubim(game):
    """Def + 2: Force 4 when blocking, 2 otherwise; it beats a Force-3 attacker."""
    state = build(game, current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    assert forces(game, state, "cherubim#1") == (2, 4, 2)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert decision(game, state).seat == ANGELS
    choose(game, state, "block:cherubim#1")
    finish(game, state)
    assert not state.in_play("calabim#1") and "calabim#1" in state.sides[DEMONS].discard
    assert state.in_play("cherubim#1")


def test_ofanim(game):
    """Cannot be blocked when attacking the deck; an attack on a persona may be blocked."""
    state = build(game, current=ANGELS)
    put_in_play(state, "ofanim#1", ANGELS)
    put_in_play(state, "ofanim#2", ANGELS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    deck = len(state.sides[DEMONS].deck)
    struggle(game, state, ANGELS)
    attack(game, state, "ofanim#1")
    # no block was offered: the attack went straight through
    assert kind(game, state) == "main" and len(state.sides[DEMONS].deck) == deck - 2
    assert state.persona("djinn#1").essence and state.persona("calabim#1").essence
    attack(game, state, "ofanim#2", target="djinn#1")
    assert kind(game, state) == "defend_window"
    assert "block:calabim#1" in keys(game, state)


def test_elohim(game):
    """Activate: draw 1 card from the deck."""
    state = build(game, current=ANGELS)
    put_in_play(state, "elohim#1", ANGELS)
    first = top(state, ANGELS, 1)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "activate:elohim#1")
    assert state.sides[ANGELS].hand == first
    assert state.persona("elohim#1").essence is False
    assert "activate:elohim#1" not in keys(game, state)
    main_only(game, ANGELS, persona="elohim#1")


def test_malakim(game):
    """Atk + 2: Force 4 when attacking, so an unblocked attack discards 4 from the deck."""
    state = build(game, current=ANGELS)
    put_in_play(state, "malakim#1", ANGELS)
    assert forces(game, state, "malakim#1") == (4, 2, 2)
    milled = top(state, DEMONS, 4)
    struggle(game, state, ANGELS)
    attack(game, state, "malakim#1")
    assert state.sides[DEMONS].discard == milled


def test_kyriotate(game):
    """Force + 1: Force 3 in every role."""
    state = build(game)
    put_in_play(state, "kyriotate#1", ANGELS)
    assert forces(game, state, "kyriotate#1") == (3, 3, 3)


def test_mercurian(game):
    """Activate: recruit 1 more persona this turn."""
    state = build(game, hands=([], ["angel-human#1", "angel-human#2"]), current=ANGELS)
    put_in_play(state, "mercurian#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:angel-human#1")
    assert "play:angel-human#2" not in keys(game, state)  # the one recruit is used
    choose(game, state, "activate:mercurian#1")
    assert state.persona("mercurian#1").essence is False
    choose(game, state, "play:angel-human#2")
    assert state.in_play("angel-human#1") and state.in_play("angel-human#2")
    main_only(game, ANGELS, persona="mercurian#1")


def test_angel_human(game):
    """A plain human: Force 1; each Essence phase it gains Essence and a Prophecy token."""
    state = build(game, current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=2)
    assert forces(game, state, "angel-human#1") == (1, 1, 1)
    run_steps(game, state, Step("essence", ANGELS))
    human = state.persona("angel-human#1")
    assert human.essence and human.prophecy == 3


# ---- Archangel events (G) ------------------------------------------------------------------


def test_blandine(game):
    """Look at the next 7 cards of either deck (chosen by the player; order unchanged)."""
    state = build(game, hands=([], ["blandine"]), current=ANGELS)
    deck = list(state.sides[DEMONS].deck)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:blandine")
    assert "blandine" in state.sides[ANGELS].discard
    pending = decision(game, state)
    assert pending.seat == ANGELS and set(keys(game, state)) == {"deck:0", "deck:1"}
    choose(game, state, "deck:0")
    assert list(decision(game, state).context) == deck[:7]
    choose(game, state, "ok")
    assert state.sides[DEMONS].deck == deck
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "recruit", "struggle")
    main_only(game, ANGELS, "blandine")


def test_david(game):
    """Def + 3 (combat): the blocking human has Force 4 and beats a Force-3 attacker."""
    state = build(game, hands=([], ["david"]), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert "play:david" not in keys(game, state)  # not before the block: it is a combat card
    choose(game, state, "block:angel-human#1")
    assert decision(game, state).seat == ANGELS and "play:david" in keys(game, state)
    choose(game, state, "play:david")
    assert forces(game, state, "angel-human#1") == (1, 4, 1)
    finish(game, state)
    assert not state.in_play("calabim#1") and state.in_play("angel-human#1")


def test_dominic(game):
    """The opponent discards 3 cards from hand, of their own choice."""
    hand = ["djinn#1", "kobal", "geas", "discord"]
    state = build(game, hands=(hand, ["dominic"]), current=ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:dominic")
    for card in ("kobal", "geas", "discord"):
        pending = decision(game, state)
        assert pending.seat == DEMONS
        assert set(keys(game, state)) == {f"discard:{c}" for c in state.sides[DEMONS].hand}
        choose(game, state, f"discard:{card}")
    assert state.sides[DEMONS].hand == ["djinn#1"]
    assert state.sides[DEMONS].discard == ["kobal", "geas", "discord"]
    assert "dominic" in state.sides[ANGELS].discard
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "recruit", "struggle")
    main_only(game, ANGELS, "dominic")


def test_eli(game):
    """Recruit any number of personas this turn."""
    humans = ["angel-human#1", "angel-human#2", "angel-human#3"]
    state = build(game, hands=([], ["eli", *humans]), current=ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:eli")
    for card in humans:
        choose(game, state, f"play:{card}")
    assert all(state.in_play(c) for c in humans)
    main_only(game, ANGELS, "eli")


def test_eli_and_a_mercurian_with_no_persona_in_hand_say_so(game):
    """Still offered (a persona drawn later this turn may use them), but a newcomer
    wondered why: the option says the hand holds no persona now."""
    from tests.games.in_nomine.conftest import decision

    state = build(game, hands=([], ["eli", "smite"]), current=ANGELS)
    put_in_play(state, "mercurian#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    labels = [o.label for o in decision(game, state).options]
    assert "Play Eli (no persona in your hand now)" in labels
    assert "Activate Mercurian 1 (no persona in your hand now)" in labels
    state = build(game, hands=([], ["eli", "angel-human#1"]), current=ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "Play Eli" in [o.label for o in decision(game, state).options]


def test_gabriel(game):
    """Force + 2 (combat): your persona in the fight; not playable outside a fight."""
    state = build(game, hands=([], ["gabriel"]), current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    milled = top(state, DEMONS, 3)
    struggle(game, state, ANGELS)
    assert "play:gabriel" not in keys(game, state)
    attack(game, state, "angel-human#1")
    assert kind(game, state) == "combat_window" and decision(game, state).seat == ANGELS
    choose(game, state, "play:gabriel")
    assert state.sides[DEMONS].discard == milled  # Force 1 + 2
    assert forces(game, state, "angel-human#1") == (3, 3, 3)  # for the rest of the turn


def test_janus(game):
    """Attacking the deck, the persona cannot be blocked; not playable against a persona."""
    state = build(game, hands=([], ["janus"]), current=ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    put_in_play(state, "kyriotate#2", ANGELS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, ANGELS)
    attack(game, state, "kyriotate#2", target="djinn#1")
    assert kind(game, state) == "defend_window"  # no attack window: Janus has no use here
    choose(game, state, "no-block")
    finish(game, state)
    milled = top(state, DEMONS, 3)
    attack(game, state, "kyriotate#1")
    assert kind(game, state) == "attack_window"
    assert set(keys(game, state)) == {"play:janus", "continue"}
    choose(game, state, "play:janus")
    finish(game, state)
    assert state.persona("calabim#1").essence  # it could not block
    assert state.sides[DEMONS].discard[-3:] == milled


def test_jean(game):
    """Destroy target persona: the opponent's personas are offered; it is discarded."""
    state = build(game, hands=([], ["jean"]), current=ANGELS)
    put_in_play(state, "djinn#1", DEMONS, attachments=["geas"])
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:jean")
    assert decision(game, state).seat == ANGELS
    assert set(keys(game, state)) == {"target:djinn#1", "target:demon-human#1"}
    choose(game, state, "target:djinn#1")
    assert not state.in_play("djinn#1")
    assert sorted(state.sides[DEMONS].discard) == ["djinn#1", "geas"]
    # no persona of the opponent: Jean cannot be played
    state = build(game, hands=([], ["jean"]), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:jean" not in keys(game, state)
    main_only(game, ANGELS, "jean")


def test_jordi(game):
    """Negate target attack: played by the defender before blocks; no damage is done."""
    state = build(game, hands=([], ["jordi"]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:jordi" not in keys(game, state)  # not in a main phase
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert decision(game, state).seat == ANGELS and "play:jordi" in keys(game, state)
    choose(game, state, "play:jordi")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert len(state.sides[ANGELS].deck) == deck and state.in_play("djinn#1")
    assert state.persona("djinn#1").essence is False
    assert state.persona("seraphim#1").essence  # no block was needed


def test_laurence(game):
    """Atk + 3 (combat): your attacking persona."""
    state = build(game, hands=([], ["laurence"]), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    milled = top(state, DEMONS, 5)
    struggle(game, state, ANGELS)
    attack(game, state, "seraphim#1")
    choose(game, state, "play:laurence")
    assert forces(game, state, "seraphim#1") == (5, 2, 2)
    assert state.sides[DEMONS].discard == milled


def test_marc(game):
    """Draw 3 cards."""
    state = build(game, hands=([], ["marc"]), current=ANGELS)
    drawn = top(state, ANGELS, 3)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:marc")
    assert state.sides[ANGELS].hand == drawn and state.sides[ANGELS].discard == ["marc"]
    main_only(game, ANGELS, "marc")


def test_michael(game):
    """All your personas get Atk + 1 this turn (the opponent's do not)."""
    state = build(game, hands=([], ["michael"]), current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    milled = top(state, DEMONS, 2)
    struggle(game, state, ANGELS)
    attack(game, state, "angel-human#1")
    choose(game, state, "play:michael")
    assert state.sides[DEMONS].discard == milled
    assert forces(game, state, "angel-human#1") == (2, 1, 1)
    assert forces(game, state, "seraphim#1") == (3, 2, 2)
    assert forces(game, state, "djinn#1") == (4, 2, 2)


def test_novalis(game):
    """Negate all attacks this turn: this one ends and no more may be declared."""
    state = build(game, hands=([], ["novalis"]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "play:novalis")
    assert len(state.sides[ANGELS].deck) == deck
    # Calabim still has Essence, but no attack may be declared: nothing is left to do, so
    # the Struggle phase ends by itself (R37)
    assert state.persona("calabim#1").essence
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")


def test_yves(game):
    """Put 1 Prophecy token on target human (any human in play; not a Celestial)."""
    state = build(game, hands=([], ["yves"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=1)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=1)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "djinn#1", DEMONS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:yves")
    assert set(keys(game, state)) == {"target:demon-human#1", "target:angel-human#1"}
    choose(game, state, "target:angel-human#1")
    assert state.persona("angel-human#1").prophecy == 2
    assert state.persona("demon-human#1").prophecy == 1
    state = build(game, hands=([], ["yves"]), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:yves" not in keys(game, state)  # no human: no target
    main_only(game, ANGELS, "yves")


# ---- Modifiers and Artifacts -----------------------------------------------------------


def attach_targets(game, state, card):
    """Open the Angels' Recruit phase, start attaching `card`, and list the persona offered."""
    main_phase(game, state, ANGELS, "recruit")
    return places(game, state, card)


def table_for_attaching(game, card):
    """Own human and angel, the opponent's human and demon; `card` in the Angels' hand."""
    state = build(game, hands=([], [card]), current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=1)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    return state


def test_child_of_the_grigori(game):
    """Onto one of your humans: it gains 1 extra Prophecy token each Essence phase."""
    state = table_for_attaching(game, "child-of-the-grigori")
    assert attach_targets(game, state, "child-of-the-grigori") == {"onto:angel-human#1"}
    attach(game, state, "child-of-the-grigori", "angel-human#1")
    assert state.persona("angel-human#1").attachments == ["child-of-the-grigori"]
    before = state.persona("angel-human#1").prophecy
    run_steps(game, state, Step("essence", ANGELS))
    assert state.persona("angel-human#1").prophecy == before + 2
    run_steps(game, state, Step("essence", ANGELS))  # every Essence phase, not once (R41)
    assert state.persona("angel-human#1").prophecy == before + 4


def test_soldier_of_god(game):
    """Onto one of your humans: Force + 1."""
    state = table_for_attaching(game, "soldier-of-god")
    assert attach_targets(game, state, "soldier-of-god") == {"onto:angel-human#1"}
    attach(game, state, "soldier-of-god", "angel-human#1")
    assert forces(game, state, "angel-human#1") == (2, 2, 2)


def test_gods_grace(game):
    """Onto one of your personas: Force + 1."""
    state = table_for_attaching(game, "gods-grace")
    assert attach_targets(game, state, "gods-grace") == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "gods-grace", "seraphim#1")
    assert forces(game, state, "seraphim#1") == (3, 3, 3)
    assert "gods-grace" not in state.sides[ANGELS].hand


def test_blessing(game):
    """Onto one of your personas: Force + 1."""
    state = table_for_attaching(game, "blessing")
    assert attach_targets(game, state, "blessing") == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "blessing", "angel-human#1")
    assert forces(game, state, "angel-human#1") == (2, 2, 2)


def test_relic(game):
    """Artifact onto one of your personas: Def + 1 (only when blocking or defending)."""
    state = table_for_attaching(game, "relic")
    assert game.cards.card("relic").type == "artifact"
    assert attach_targets(game, state, "relic") == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "relic", "seraphim#1")
    assert forces(game, state, "seraphim#1") == (2, 3, 2)


def test_fiery_sword(game):
    """Artifact onto one of your personas: Force + 1."""
    state = table_for_attaching(game, "fiery-sword")
    assert game.cards.card("fiery-sword").type == "artifact"
    assert attach_targets(game, state, "fiery-sword") == {"onto:angel-human#1", "onto:seraphim#1"}
    attach(game, state, "fiery-sword", "seraphim#1")
    assert forces(game, state, "seraphim#1") == (3, 3, 3)


# ---- Events (E) ------------------------------------------------------------------------


def test_divine_intervention(game):
    """Negate a Prince card as it is played: the Angels decide; the Prince has no effect."""
    state = build(game, hands=(["kobal"], ["divine-intervention"]), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:divine-intervention" not in keys(game, state)  # only as a Prince is played
    state.current = DEMONS
    main_phase(game, state, DEMONS, "recruit")
    choose(game, state, "play:kobal")
    pending = decision(game, state)
    assert pending.seat == ANGELS and pending.kind == "prince_window"
    assert set(keys(game, state)) == {"negate:divine-intervention", "allow"}
    choose(game, state, "negate:divine-intervention")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "recruit", "struggle")
    assert state.persona("seraphim#1").disabled_through == 0
    assert "kobal" in state.sides[DEMONS].discard
    assert "divine-intervention" in state.sides[ANGELS].discard


def recovery(game, card, song=False):
    """Play a 'put persona in discard into your hand' card: what is offered, and the result."""
    discards = (["demon-human#1"], ["angel-human#1", "seraphim#1", "smite"])
    state = build(game, hands=([], [card]), discards=discards, current=ANGELS)
    if song:
        put_in_play(state, "cherubim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, f"play:{card}")
    assert decision(game, state).seat == ANGELS
    assert set(keys(game, state)) == {"target:angel-human#1", "target:seraphim#1"}
    choose(game, state, "target:seraphim#1")
    assert state.sides[ANGELS].hand == ["seraphim#1"]
    assert state.sides[ANGELS].discard == ["angel-human#1", "smite", card]
    assert state.sides[DEMONS].discard == ["demon-human#1"]
    if song:
        assert state.persona("cherubim#1").essence is False
    # no persona in the discard: it cannot be played
    state = build(game, hands=([], [card]), discards=([], ["smite"]), current=ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert f"play:{card}" not in keys(game, state)
    main_only(game, ANGELS, card)


def test_reincarnation(game):
    """Put a persona from your discard pile into your hand."""
    recovery(game, "reincarnation")


def test_reviver(game):
    """Put a persona from your discard pile into your hand."""
    recovery(game, "reviver")


def test_renegade(game):
    """Shuffle target demon back into its owner's deck (its attachments are discarded)."""
    state = build(game, hands=([], ["renegade"]), current=ANGELS)
    put_in_play(state, "djinn#1", DEMONS, attachments=["geas"])
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    deck = len(state.sides[DEMONS].deck)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:renegade")
    aimed_at_only(game, state, "djinn#1")
    assert not state.in_play("djinn#1") and "djinn#1" in state.sides[DEMONS].deck
    assert len(state.sides[DEMONS].deck) == deck + 1
    said = f"Djinn 1 is shuffled back into {state.name(DEMONS)}'s deck."  # (whose: an audit)
    assert said in [e.text for e in state.log]
    assert state.sides[DEMONS].discard == ["geas"]
    state = build(game, hands=([], ["renegade"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:renegade" not in keys(game, state)  # no demon: no target
    main_only(game, ANGELS, "renegade")


def draws(game, card, n, song=False):
    """A 'draw N cards' card draws the top N of your deck."""
    state = build(game, hands=([], [card]), current=ANGELS)
    if song:
        put_in_play(state, "seraphim#1", ANGELS)
    drawn = top(state, ANGELS, n)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, f"play:{card}")
    assert state.sides[ANGELS].hand == drawn and state.sides[ANGELS].discard == [card]
    main_only(game, ANGELS, card)


def test_remnant(game):
    """Draw 2 cards."""
    draws(game, "remnant", 2)


def block_with(game, card, attacker, blocker, extra=(), foes=()):
    """Demons attack the deck with `attacker`; the Angels block with `blocker` (other Angel
    personas: `extra`, as (card, essence); other Demon personas, with Essence: `foes`),
    then reach their turn of the combat window holding `card`."""
    state = build(game, hands=([], [card]), current=DEMONS)
    put_in_play(state, attacker, DEMONS)
    for foe in foes:
        put_in_play(state, foe, DEMONS)
    put_in_play(state, blocker, ANGELS)
    for other, essence in extra:
        put_in_play(state, other, ANGELS, essence=essence)
    struggle(game, state, DEMONS)
    attack(game, state, attacker)
    assert f"play:{card}" not in keys(game, state)  # a combat card: not before the block
    choose(game, state, f"block:{blocker}")
    assert kind(game, state) == "combat_window" and decision(game, state).seat == ANGELS
    return state


def test_celestial_forces(game):
    """Def + 2 (combat): your blocking persona; the blocker beats a Force-3 attacker."""
    state = block_with(game, "celestial-forces", "calabim#1", "seraphim#1")
    choose(game, state, "play:celestial-forces")
    assert forces(game, state, "seraphim#1") == (2, 4, 2)
    finish(game, state)
    assert not state.in_play("calabim#1") and state.in_play("seraphim#1")


def test_miracle(game):
    """Def + 3 (combat): the blocking persona has Force 4 (a persona attacked directly does
    not block, so Miracle cannot help it: test_def_on_target.py)."""
    state = build(game, hands=([], ["miracle"]), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "block:angel-human#1")
    assert decision(game, state).seat == ANGELS and "play:miracle" in keys(game, state)
    choose(game, state, "play:miracle")
    assert forces(game, state, "angel-human#1") == (1, 4, 1)
    finish(game, state)
    assert not state.in_play("calabim#1") and state.in_play("angel-human#1")


def test_smite(game):
    """Atk + 2 (combat): your attacking persona; the defender cannot play it."""
    state = build(game, hands=([], ["smite"]), current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    milled = top(state, DEMONS, 4)
    struggle(game, state, ANGELS)
    attack(game, state, "seraphim#1")
    choose(game, state, "play:smite")
    assert forces(game, state, "seraphim#1") == (4, 2, 2)
    assert state.sides[DEMONS].discard == milled
    # when the Angels defend, Smite is not offered: no combat window opens for them
    state = build(game, hands=([], ["smite"]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "block:cherubim#1")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert state.sides[ANGELS].hand == ["smite"]


def control(game, card, targets, chosen, demons):
    """Play a 'control target ...' card and check what is offered and what changes."""
    state = build(game, hands=([], [card]), current=ANGELS)
    for persona in demons:
        put_in_play(state, persona, DEMONS, prophecy=2)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, f"play:{card}")
    assert decision(game, state).seat == ANGELS
    assert set(keys(game, state)) == {f"target:{c}" for c in targets}
    choose(game, state, f"target:{chosen}")
    persona = state.persona(chosen)
    assert persona.controller == ANGELS and persona.owner == DEMONS
    assert persona.prophecy == 2 and persona.essence  # keeps its counters
    run_steps(game, state, Step("cleanup", ANGELS))
    assert state.persona(chosen).controller == ANGELS  # for good
    main_only(game, ANGELS, card)


def test_see_the_light(game):
    """Control target human: only the opponent's humans are offered; permanent."""
    control(
        game,
        "see-the-light",
        ["demon-human#1", "demon-human#2"],
        "demon-human#2",
        ["demon-human#1", "demon-human#2", "djinn#1"],
    )


def test_celestial_symphony(game):
    """Draw 2 cards."""
    draws(game, "celestial-symphony", 2)


def test_sacrifice(game):
    """Destroy attacker & blocker (combat, once a block is declared); nothing reaches the deck."""
    state = block_with(game, "sacrifice", "djinn#1", "seraphim#1")
    deck = len(state.sides[ANGELS].deck)
    choose(game, state, "play:sacrifice")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert not state.in_play("djinn#1") and not state.in_play("seraphim#1")
    assert "djinn#1" in state.sides[DEMONS].discard
    assert "seraphim#1" in state.sides[ANGELS].discard
    assert len(state.sides[ANGELS].deck) == deck
    # no block: Sacrifice cannot be played
    state = build(game, hands=([], ["sacrifice"]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "no-block")
    # the Angels were offered no combat window: nothing was asked before the Demons' Struggle
    # phase, with nothing left to do, ended by itself (R37)
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")


def test_resonance(game):
    """Look at the opponent's hand (only the Angels see it)."""
    state = build(game, hands=(["djinn#1", "geas"], ["resonance"]), current=ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:resonance")
    pending = decision(game, state)
    assert pending.seat == ANGELS and set(pending.context) == {"djinn#1", "geas"}
    private = [e for e in state.log if e.seats is not None]
    assert private and all(e.seats == (ANGELS,) for e in private)
    choose(game, state, "ok")
    assert kind(game, state) == "halt" and ended_by_itself(state, ANGELS, "recruit", "struggle")
    main_only(game, ANGELS, "resonance")


def test_redemption(game):
    """Control target demon: only the opponent's demons (Celestials) are offered."""
    control(
        game,
        "redemption",
        ["djinn#1", "calabim#1"],
        "djinn#1",
        ["djinn#1", "calabim#1", "demon-human#1"],
    )


def test_complete_task(game):
    """Put 1 Prophecy token on target human (either side's)."""
    state = build(game, hands=([], ["complete-task"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=0)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=4)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:complete-task")
    assert set(keys(game, state)) == {"target:demon-human#1", "target:angel-human#1"}
    choose(game, state, "target:angel-human#1")
    assert state.persona("angel-human#1").prophecy == 5
    main_only(game, ANGELS, "complete-task")


def test_attunement(game):
    """One of your angels gets Def + 1 this turn (combat): only your angels a block may use
    are offered (R9): the blocker, and one with Essence to block a later attack (the Demons
    have a persona ready to make it); not a human, nor an angel with no Essence. With no
    later attack to come, the blocker alone: taken without asking (R38)."""
    extra = [("seraphim#1", False), ("angel-human#1", False), ("elohim#1", True)]
    later = block_with(game, "attunement", "djinn#1", "cherubim#1", extra, foes=["calabim#1"])
    choose(game, later, "play:attunement")
    assert set(keys(game, later)) == {"target:cherubim#1", "target:elohim#1"}
    state = block_with(game, "attunement", "djinn#1", "cherubim#1", extra=extra)
    choose(game, state, "play:attunement")
    # 5 against the Djinn's 4 (without Attunement, a tie would destroy both)
    assert state.in_play("cherubim#1") and not state.in_play("djinn#1")
    assert forces(game, state, "cherubim#1") == (2, 5, 2)
    assert forces(game, state, "seraphim#1") == (2, 2, 2)


def test_banish(game):
    """Send target demon back to its owner's hand."""
    state = build(game, hands=([], ["banish"]), current=ANGELS)
    put_in_play(state, "djinn#1", DEMONS, attachments=["diabolical"])
    put_in_play(state, "demon-human#1", DEMONS)
    main_phase(game, state, ANGELS, "recruit")
    choose(game, state, "play:banish")
    aimed_at_only(game, state, "djinn#1")
    assert state.sides[DEMONS].hand == ["djinn#1"] and not state.in_play("djinn#1")
    assert state.sides[DEMONS].discard == ["diabolical"]
    main_only(game, ANGELS, "banish")


def test_divine_rite(game):
    """Draw 2 cards."""
    draws(game, "divine-rite", 2)


def test_tether_to_heaven(game):
    """All Personas get Def + 1 this turn (combat); read literally (R28): every persona, which
    during the Demons' attack means the Angels' defenders."""
    extra = [("angel-human#1", False)]
    state = block_with(game, "tether-to-heaven", "djinn#1", "cherubim#1", extra=extra)
    choose(game, state, "play:tether-to-heaven")
    assert state.in_play("cherubim#1") and not state.in_play("djinn#1")  # 5 against 4
    assert forces(game, state, "cherubim#1") == (2, 5, 2)
    assert forces(game, state, "angel-human#1") == (1, 2, 1)
    put_in_play(state, "calabim#1", DEMONS)
    assert forces(game, state, "calabim#1") == (3, 4, 3)


# ---- Songs (S): 1 Essence from one of your Celestials ------------------------------------


def test_song_of_attraction(game):
    """Take any 1 card from your deck into your hand, then shuffle; costs a Celestial's
    Essence (a human cannot pay)."""
    state = build(game, hands=([], ["song-of-attraction"]), current=ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    assert "play:song-of-attraction" not in keys(game, state)
    put_in_play(state, "seraphim#1", ANGELS)
    main_phase(game, state, ANGELS, "recruit")
    before = list(state.sides[ANGELS].deck)
    choose(game, state, "play:song-of-attraction")
    assert state.persona("seraphim#1").essence is False
    pending = decision(game, state)
    assert pending.seat == ANGELS
    designs = {game.cards.card(c).id for c in before}
    assert {k.split(":", 1)[1] for k in keys(game, state)} == designs
    choose(game, state, "take:gabriel")
    assert state.sides[ANGELS].hand == ["gabriel"]
    rest = [c for c in before if c != "gabriel"]
    assert sorted(state.sides[ANGELS].deck) == sorted(rest)
    assert state.sides[ANGELS].deck != rest  # shuffled
    main_only(game, ANGELS, "song-of-attraction")


def negate_attack(game, card):
    """Demons attack with Djinn while Calabim waits; the Angels play `card` in the defend
    window, paying with their Cherubim."""
    state = build(game, hands=([], [card]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    assert decision(game, state).seat == ANGELS
    choose(game, state, f"play:{card}")
    assert state.persona("cherubim#1").essence is False  # paid for the Song
    assert len(state.sides[ANGELS].deck) == deck
    return state


def test_song_of_harmony(game):
    """Negate all attacks this turn."""
    state = negate_attack(game, "song-of-harmony")
    # Calabim has Essence but may not attack: the Struggle phase ends by itself (R37)
    assert state.persona("calabim#1").essence
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")


def test_song_of_healing(game):
    """Put a persona from your discard pile into your hand (a Song)."""
    recovery(game, "song-of-healing", song=True)


def test_song_of_light(game):
    """Negate target attack: only this one; the next attack may be declared."""
    state = negate_attack(game, "song-of-light")
    assert kind(game, state) == "main" and "attack:calabim#1" in keys(game, state)


def test_song_of_shields(game):
    """Target gets Def + 2 (combat): "any persona", but only one a block may use is offered
    (R9): not the attacker, not the Cherubim whose Essence pays for the Song; the blocker
    alone is taken without asking (R38)."""
    extra = [("cherubim#1", True)]
    state = block_with(game, "song-of-shields", "calabim#1", "seraphim#1", extra=extra)
    choose(game, state, "play:song-of-shields")
    assert state.persona("cherubim#1").essence is False  # the only Celestial able to pay
    assert not any(k.startswith("target:") for k in keys(game, state))
    assert forces(game, state, "seraphim#1") == (2, 4, 2)
    finish(game, state)
    assert state.in_play("seraphim#1") and not state.in_play("calabim#1")  # 4 against 3


def test_song_of_thunder(game):
    """Destroy target attacker (defend window): the attack ends; nothing reaches the deck."""
    state = build(game, hands=([], ["song-of-thunder"]), current=DEMONS)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    deck = len(state.sides[ANGELS].deck)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "play:song-of-thunder")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
    assert not state.in_play("djinn#1") and "djinn#1" in state.sides[DEMONS].discard
    assert len(state.sides[ANGELS].deck) == deck
    assert state.persona("cherubim#1").essence is False


def test_every_angel_design_has_its_test():
    """A test per design of angels.yaml (this file is the checklist)."""
    ids = [c["id"] for c in yaml.safe_load(CARD_DATA.read_text())["cards"]]
    missing = [i for i in ids if f"test_{i.replace('-', '_')}" not in globals()]
    assert not missing and len(ids) == 51
