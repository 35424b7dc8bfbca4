"""Issue 12: Def bonuses count when blocking, as the card list defines them ("Def + X =
Persona gets Force + X when blocking"), and not for a persona attacked directly, which
fights with its Force alone (RULINGS R9 says why). Each card that carries a Def number is
pinned both ways: its persona blocking, and its persona attacked directly with nobody
blocking (a Def event that could only help there is not offered)."""

from __future__ import annotations

import pytest

from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    WINDOWS,
    attack,
    build,
    choose,
    decision,
    keys,
    kind,
    put_in_play,
    struggle,
)

# card: the persona that blocks or is attacked (and what is attached to it), the attacker,
# then the persona's Force and who is left standing when it blocks, and the same when it
# is attacked directly; last, whether the event is offered in that second case at all
CASES = {
    "cherubim": ("cherubim#1", [], "djinn#1", 4, [], 2, ["djinn#1"], False),
    "relic": ("angel-human#1", ["relic"], "demon-human#1", 2, ["angel-human#1"], 1, [], False),
    "david": ("angel-human#1", [], "calabim#1", 4, ["angel-human#1"], 1, ["calabim#1"], False),
    "miracle": ("angel-human#1", [], "calabim#1", 4, ["angel-human#1"], 1, ["calabim#1"], False),
    "celestial-forces": ("angel-human#1", [], "calabim#1", 3, [], 1, ["calabim#1"], False),
    "tether-to-heaven": ("kyriotate#1", [], "calabim#1", 4, ["kyriotate#1"], 3, [], False),
    # "Angel gets" / "Target gets": offered only on a persona a block may use (R9), so not
    # on the one attacked directly, which has no Essence here to block a later attack
    "attunement": ("kyriotate#1", [], "calabim#1", 4, ["kyriotate#1"], 3, [], False),
    "song-of-shields": ("kyriotate#1", [], "calabim#1", 5, ["kyriotate#1"], 3, [], False),
    "imbroglio": ("kyriotate#1", [], "calabim#1", 2, ["calabim#1"], 3, [], False),
}
PERSONAS = ("cherubim", "relic")  # in play from the start; the others are events in hand


def fight(game, card: str, block: bool) -> tuple[int, bool, object]:
    """Play out the attack on the case's persona (blocking, or attacked directly); the
    persona's Force in the fight, whether the event was played, and the table."""
    persona, attached, attacker = CASES[card][:3]
    event = card not in PERSONAS
    player = DEMONS if game.cards.defs[card].side == "demon" else ANGELS
    hands = ([card], []) if player == DEMONS else ([], [card])
    state = build(game, hands=hands if event else ([], []))
    put_in_play(state, attacker, DEMONS)
    put_in_play(state, persona, ANGELS, essence=block, attachments=attached)
    if card == "song-of-shields":
        put_in_play(state, "seraphim#2", ANGELS)  # pays for the Song
    struggle(game, state, DEMONS)
    attack(game, state, attacker, target=None if block else persona)
    played = False
    while kind(game, state) in WINDOWS:
        offered, seat = keys(game, state), decision(game, state).seat
        if block and f"block:{persona}" in offered:
            choose(game, state, f"block:{persona}")
        elif event and not played and seat == player and f"play:{card}" in offered:
            choose(game, state, f"play:{card}")
            played = True
            if f"target:{persona}" in keys(game, state):
                choose(game, state, f"target:{persona}")
        else:
            choose(game, state, next(k for k in ("continue", "no-block", "pass") if k in offered))
    line = next(e.text for e in state.log if " fights " in e.text)
    label = game.cards.label(persona)
    assert ("blocks with" in " ".join(e.text for e in state.log)) is block
    return int(line.rsplit(f"{label} (Force ", 1)[1].rstrip(").")), played, state


@pytest.mark.parametrize("card", sorted(CASES))
def test_a_def_bonus_counts_for_a_blocker(game, card):
    persona, _, attacker, force, standing = CASES[card][:5]
    fought, played, state = fight(game, card, block=True)
    assert fought == force and played is (card not in PERSONAS)
    for who in (persona, attacker):
        assert state.in_play(who) is (who in standing), who


@pytest.mark.parametrize("card", sorted(CASES))
def test_a_def_bonus_does_not_count_for_a_persona_attacked_directly(game, card):
    persona, _, attacker = CASES[card][:3]
    force, standing, offered = CASES[card][5:]
    fought, played, state = fight(game, card, block=False)
    assert fought == force and played is offered
    for who in (persona, attacker):
        assert state.in_play(who) is (who in standing), who


def test_every_card_with_a_def_number_is_pinned(game):
    """The nine cards the issue names are all the cards whose text gives Def."""
    with_def = {
        d.id
        for d in game.cards.defs.values()
        if d.bonus.defence or any(op.get("stat") == "def" for op in d.effect)
    }
    assert with_def == set(CASES)


def test_def_events_are_not_offered_in_your_own_turn(game):
    """R9/R29: in the Angels' own turn no Angel can block, so Attunement and Song of Shields
    (Def + X on a persona of your choice) change nothing and are not offered (Smite, an
    Atk card, is); in the Demons' turn, with nobody blocking yet, they are (a later block
    may use them: the Djinn may still attack) and Smite is not."""
    seen = {}
    for current in (ANGELS, DEMONS):
        hand = ["attunement", "song-of-shields", "smite"]
        state = build(game, hands=([], hand), current=current)
        put_in_play(state, "calabim#1", DEMONS)
        put_in_play(state, "djinn#1", DEMONS)
        put_in_play(state, "kyriotate#1", ANGELS)
        put_in_play(state, "seraphim#1", ANGELS)  # pays for the Song
        struggle(game, state, current)
        attack(game, state, "kyriotate#1" if current == ANGELS else "calabim#1", target=None)
        while kind(game, state) in WINDOWS:
            d, offered = decision(game, state), keys(game, state)
            if d.kind == "combat_window" and d.seat == ANGELS:
                seen[current] = sorted(k for k in offered if k.startswith("play:"))
                break
            blocks = [k for k in offered if k.startswith("block:")]
            if blocks and current == ANGELS:
                choose(game, state, blocks[0])  # the Demons block the Angels' attack
                continue
            choose(game, state, next(k for k in ("continue", "no-block", "pass") if k in offered))
    assert seen[ANGELS] == ["play:smite"]
    assert seen[DEMONS] == ["play:attunement", "play:song-of-shields"]


def test_a_def_event_is_offered_only_where_a_block_may_use_it(game):
    """R9, from an audit: the Djinn attacks a Seraphim with no Essence; the Angels' one
    other persona, the Elohim, is also the one Celestial able to pay for Song of Shields,
    so the Song could shield nobody who may block: it is not offered, and with nothing
    else to play the Angels' fight window does not open (its opening alone told the table
    what the hand held). Never offered on the attacker either."""
    state = build(game, hands=(["remnant"], ["song-of-shields"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "elohim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    choose(game, state, "no-block")
    assert decision(game, state).seat == DEMONS  # no Angel window: nothing useful to play
    state = build(game, hands=(["remnant"], ["song-of-shields"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "elohim#1", ANGELS)
    put_in_play(state, "cherubim#1", ANGELS)  # a second Celestial: one pays, one may block
    put_in_play(state, "calabim#1", DEMONS)  # ready to make the later attack
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    choose(game, state, "no-block")
    assert "play:song-of-shields" in keys(game, state)
    choose(game, state, "play:song-of-shields")
    offered = [k for k in keys(game, state) if k.startswith(("target:", "pay:"))]
    assert "target:djinn#1" not in offered and "target:seraphim#1" not in offered


def test_song_of_shields_is_never_paid_by_the_one_persona_it_could_help(game):
    """R9, from a review: two Celestials could pay, one of them barred from blocking; only
    the Elohim may block later, so the barred Cherubim pays, unasked, and the Elohim gets
    the shield (paying with the Elohim left the Song nobody to help)."""
    state = build(game, hands=(["remnant"], ["song-of-shields"]))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)  # attacked
    put_in_play(state, "elohim#1", ANGELS)  # may block a later attack
    barred = put_in_play(state, "cherubim#1", ANGELS)  # Essence, but barred from blocking
    barred.disabled_through = state.turn + 1
    put_in_play(state, "calabim#1", DEMONS)  # ready to make the later attack
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    choose(game, state, "no-block")
    choose(game, state, "play:song-of-shields")
    assert not state.persona("cherubim#1").essence and state.persona("elohim#1").essence
    assert any("Elohim 1 gets Def +2" in e.text for e in state.log)


def test_a_def_event_waits_for_an_attack_to_come(game):
    """R9, from a card-by-card audit: the Djinn, the Demons' one persona able to attack,
    attacks the Cherubim, and the Angels let it fight: no later attack can come this turn
    (Essence is gained only as a turn starts), so no Angel will block again and Attunement
    and Song of Shields are not offered (the audit saw Attunement put on the Cherubim,
    which then fought without it); the Angels' window does not open for them. With the
    Calabim ready to attack next, they are, on the Seraphim that may block it."""
    for later in (False, True):
        state = build(game, hands=([], ["attunement", "song-of-shields"]))
        put_in_play(state, "djinn#1", DEMONS)
        if later:
            put_in_play(state, "calabim#1", DEMONS)
        put_in_play(state, "cherubim#1", ANGELS, essence=False)
        put_in_play(state, "seraphim#1", ANGELS)
        put_in_play(state, "elohim#1", ANGELS)  # a Celestial to pay for the Song
        struggle(game, state, DEMONS)
        attack(game, state, "djinn#1", target="cherubim#1")
        choose(game, state, "no-block")
        while kind(game, state) in WINDOWS and decision(game, state).seat == DEMONS:
            choose(game, state, next(k for k in ("continue", "pass") if k in keys(game, state)))
        angels = decision(game, state).seat == ANGELS and kind(game, state) in WINDOWS
        offered = sorted(k for k in keys(game, state) if k.startswith("play:")) if angels else []
        assert offered == (["play:attunement", "play:song-of-shields"] if later else [])
        if later:
            choose(game, state, "play:attunement")
            assert "target:cherubim#1" not in keys(game, state)
