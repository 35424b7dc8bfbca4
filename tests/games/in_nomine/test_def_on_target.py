"""Issue 12: Def bonuses count for a persona attacked directly, not only for a blocker
(RULINGS R9 says why). One case per card that carries a Def bonus or malus: the attacked
persona, nobody blocking, fights with its Def changed, and the fight goes the way that Def
decides."""

from __future__ import annotations

import pytest

from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    decision,
    finish,
    keys,
    put_in_play,
    struggle,
)

# card, the attacked persona (with its attachments), the attacker, its Def in the fight,
# and who is left standing (an exact tie destroys both)
CASES = {
    "cherubim": ("cherubim#1", [], "djinn#1", 4, []),  # 2 + Def 2 against Atk 4: both go
    "relic": ("angel-human#1", ["relic"], "demon-human#1", 2, ["angel-human#1"]),
    "david": ("angel-human#1", [], "calabim#1", 4, ["angel-human#1"]),
    "miracle": ("angel-human#1", [], "calabim#1", 4, ["angel-human#1"]),
    "celestial-forces": ("angel-human#1", [], "calabim#1", 3, []),
    "tether-to-heaven": ("kyriotate#1", [], "calabim#1", 4, ["kyriotate#1"]),
    "attunement": ("kyriotate#1", [], "calabim#1", 4, ["kyriotate#1"]),
    "song-of-shields": ("kyriotate#1", [], "calabim#1", 5, ["kyriotate#1"]),
    "imbroglio": ("kyriotate#1", [], "calabim#1", 2, ["calabim#1"]),  # Def - 1: 3 against 2
}
PERSONAS = ("cherubim", "relic")  # in play from the start; the others are events in hand


@pytest.mark.parametrize("card", sorted(CASES))
def test_a_def_bonus_counts_for_the_persona_attacked_directly(game, card):
    target, attached, attacker, defend, standing = CASES[card]
    event = card not in PERSONAS
    demon_card = game.cards.defs[card].side == "demon"
    hands = ([card], []) if demon_card else ([], [card])
    state = build(game, hands=hands if event else ([], []))
    put_in_play(state, attacker, DEMONS)
    put_in_play(state, target, ANGELS, essence=False, attachments=attached)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)  # no blocker: it has no Essence
    if card == "song-of-shields":
        put_in_play(state, "seraphim#2", ANGELS)  # pays for the Song (and could block)
    struggle(game, state, DEMONS)
    attack(game, state, attacker, target=target)
    if card == "song-of-shields":
        choose(game, state, "no-block")
    if event:
        player = DEMONS if demon_card else ANGELS
        while f"play:{card}" not in keys(game, state):
            assert decision(game, state).seat != player or "pass" in keys(game, state)
            choose(game, state, "pass")
        choose(game, state, f"play:{card}")
        if f"target:{target}" in keys(game, state):
            choose(game, state, f"target:{target}")
    finish(game, state)
    fight = next(e.text for e in state.log if " fights " in e.text)
    assert fight.endswith(f"fights {game.cards.label(target)} (Force {defend}).")
    assert "blocks with" not in " ".join(e.text for e in state.log)
    for persona in (target, attacker):
        assert state.in_play(persona) is (persona in standing), persona


def test_every_card_with_a_def_number_is_pinned(game):
    """The nine cards the issue names are all the cards whose text gives Def."""
    with_def = {
        d.id
        for d in game.cards.defs.values()
        if d.bonus.defence or any(op.get("stat") == "def" for op in d.effect)
    }
    assert with_def == set(CASES)
