"""One test per Daemon design (card_data/possession/daemons.yaml), on hand-built tables.

Each Daemon is revealed the way a player does it, with the "reveal" option of its owner's
Round; every test also checks that the Daemon does nothing before it is revealed (R22).

The helpers at the top are shared by the other test_cards_*.py files.
"""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.state import Attack, PState
from tests.games.possession.conftest import (
    Chooser,
    attack,
    build,
    fights,
    give,
    prefer,
    set_daemon,
    set_location,
    settle,
    victim,
)

# ---- helpers shared by the card tests -----------------------------------------------------


def open_round(game, state: PState, seat: int) -> None:
    """Open `seat`'s Round and run up to its first decision."""
    state.push(Step("play", seat))
    engine.advance(game, state)


def keys_now(game, state: PState) -> list[str]:
    """The option keys of the pending decision."""
    d = engine.decision(game, state)
    assert d is not None
    return [o.key for o in d.options]


def act(game, state: PState, seat: int, key: str, choose: Chooser | None = None) -> None:
    """Open `seat`'s Round, choose `key`, answer what it asks with `choose` (default: the
    first option), and close the Round as soon as it comes back to `seat` (so a claim or a
    reveal is not followed by anything else)."""
    open_round(game, state, seat)
    engine.apply(game, state, key)
    for _ in range(100):
        d = engine.decision(game, state)
        if d is None or d.kind == "halt":
            return
        if d.kind == "play" and d.seat == seat:
            state.stack.pop()
            engine.advance(game, state)
            continue
        engine.apply(game, state, choose(d) if choose else d.options[0].key)
    raise AssertionError("act: too many decisions")


def close_round(game, state: PState) -> None:
    """End the Round left open by `open_round` (if it is still waiting for a choice)."""
    if state.stack and state.stack[-1].kind == "play":
        state.stack.pop()
        engine.advance(game, state)


def draw_location(game, state: PState, design: str, choose: Chooser | None = None) -> str:
    """The Location comes into play and its effect runs as turn.py does (LocationEffect)."""
    loc = set_location(game, state, design)
    state.push(Step("location_effect", state.narrator))
    settle(game, state, choose)
    return loc


def deal(game, state: PState) -> None:
    """Run the Deal step (hands filled to the Hand Cap)."""
    state.push(Step("deal", state.narrator))
    settle(game, state)


def strength_of(game, state: PState, card: str) -> int:
    """The Strength of the Nemesis card `card` in play (or the attacker named `card`)."""
    a = next(a for a in state.attacks if a.card == card or (not a.card and a.name == card))
    return rules.nemesis_strength(game, state, a)


def monster(state: PState, victim_id: str, strength: int, by: int = 1) -> Attack:
    """An attacker that is not a card (kind monster), of this base Strength."""
    a = Attack("", "Test attacker", victim_id, by, strength=strength)
    state.attacks.append(a)
    return a


def escaping(d) -> str:
    """A chooser for fights that must offer an escape: take it."""
    assert "escape" in [o.key for o in d.options], f"no escape offered: {d.kind}"
    return "escape"


def unescapable(d) -> str:
    """A chooser for fights that must not offer an escape (any other question: first option)."""
    assert "escape" not in [o.key for o in d.options], "an escape was offered"
    return d.options[0].key


def fight_it(game, state: PState, choose: Chooser | None = None) -> None:
    """Resolve the fights, standing and fighting unless `choose` says otherwise."""
    fights(game, state, choose or prefer("fight"))


# ---- Daemons ---------------------------------------------------------------------------


def test_ar_min_theeher(game):
    """Once revealed: once each turn, a second claim in the same Round."""
    # Unrevealed: one claim per Round.
    state = build(game)
    set_daemon(game, state, 0, "ar-min-theeher")
    state.players[0].tokens = 5
    for d in ("washerwoman", "lamplighter", "chimney-sweep"):
        victim(game, state, d)
    open_round(game, state, 0)
    engine.apply(game, state, "claim:washerwoman")
    assert not [k for k in keys_now(game, state) if k.startswith("claim:")]
    close_round(game, state)

    # Revealed in the Round: a second claim, but not a third.
    state = build(game)
    set_daemon(game, state, 0, "ar-min-theeher")
    state.players[0].tokens = 5
    for d in ("washerwoman", "lamplighter", "chimney-sweep"):
        victim(game, state, d)
    open_round(game, state, 0)
    engine.apply(game, state, "reveal")
    assert state.players[0].revealed
    engine.apply(game, state, "claim:washerwoman")
    assert {"claim:lamplighter", "claim:chimney-sweep"} <= set(keys_now(game, state))
    engine.apply(game, state, "claim:lamplighter")
    assert not [k for k in keys_now(game, state) if k.startswith("claim:")]
    close_round(game, state)
    assert state.controlled(0) == ["washerwoman", "lamplighter"]
    # Next Round of the same turn: one claim only (the extra one is used for the turn).
    state.players[0].claimed = False
    open_round(game, state, 0)
    engine.apply(game, state, "claim:chimney-sweep")
    assert not [k for k in keys_now(game, state) if k.startswith("claim:")]
    close_round(game, state)


def test_old_mother_hollowtongue(game):
    """Once revealed: Hand Cap +1 (8 -> 9), for its owner only."""
    state = build(game)
    set_daemon(game, state, 0, "old-mother-hollowtongue")
    assert rules.hand_cap(game, state, 0) == 8
    act(game, state, 0, "reveal")
    assert state.players[0].revealed
    assert rules.hand_cap(game, state, 0) == 9
    assert rules.hand_cap(game, state, 1) == 8
    deal(game, state)
    assert len(state.players[0].hand) == 9
    assert len(state.players[1].hand) == 8


def test_the_lantern_eater(game):
    """Once revealed: each of its owner's Victims +1 Strength (not others' nor free ones)."""
    state = build(game)
    set_daemon(game, state, 0, "the-lantern-eater")
    mine = victim(game, state, "chimney-sweep", owner=0)
    theirs = victim(game, state, "lamplighter", owner=1)
    free = victim(game, state, "insomniac")
    assert [rules.victim_strength(game, state, v) for v in (mine, theirs, free)] == [2, 1, 3]
    act(game, state, 0, "reveal")
    assert [rules.victim_strength(game, state, v) for v in (mine, theirs, free)] == [3, 1, 3]
    # In a fight: a Night Man-at-Arms (2) now loses to the Chimney Sweep (3).
    attack(game, state, mine, "man-at-arms", by=1)
    state.time = "night"
    fight_it(game, state)
    assert state.victims[mine].life == 1 and state.victims[mine].owner == 0


def test_quillibet_the_scrivener(game):
    """When revealed: draw 3 cards (the top 3 of the Game Deck)."""
    state = build(game)
    set_daemon(game, state, 0, "quillibet-the-scrivener")
    top = state.deck[:3]
    assert state.players[0].hand == []
    act(game, state, 0, "reveal")
    assert state.players[0].hand == top
    assert state.players[1].hand == []
    assert state.players[0].played == 0  # revealing is not a card


def test_mordecant(game):
    """When revealed: possession value +2 (3 -> 5), its owner only, once."""
    state = build(game)
    set_daemon(game, state, 0, "mordecant")
    assert rules.possession(game, state, 0) == 3
    act(game, state, 0, "reveal")
    assert rules.possession(game, state, 0) == 5
    assert rules.possession(game, state, 1) == 3
    give(game, state, 0, "gilded-promise")
    open_round(game, state, 0)
    assert "reveal" not in keys_now(game, state)  # once
    close_round(game, state)
    assert rules.possession(game, state, 0) == 5


def test_vashkarre_the_thief_of_sleep(game):
    """When revealed: each other player discards 1 card of their choice."""
    state = build(game, players=3)
    set_daemon(game, state, 0, "vashkarre-the-thief-of-sleep")
    mine = give(game, state, 0, "gilded-promise")
    a1, b1 = give(game, state, 1, "iron-dominion", "rusty-cutlass")
    a2, b2 = give(game, state, 2, "night-terrors", "grey-wolf")
    seats: list[int] = []

    def choose(d):
        seats.append(d.seat)
        assert d.kind == "discard_cards"
        return prefer(f"discard:{b1}", f"discard:{a2}")(d)

    act(game, state, 0, "reveal", choose)
    assert sorted(seats) == [1, 2]  # each opponent chooses their own discard
    assert state.players[0].hand == mine
    assert state.players[1].hand == [a1]
    assert state.players[2].hand == [b2]
    assert {b1, a2} <= set(state.discard)


def test_sethrin_of_the_ninth_bridge(game):
    """Once revealed: at Night, its owner's Victims may escape fights (not by Day)."""
    state = build(game, time="night")
    set_daemon(game, state, 0, "sethrin-of-the-ninth-bridge")
    mine = victim(game, state, "lamplighter", owner=0)
    theirs = victim(game, state, "chimney-sweep", owner=1)
    assert not rules.can_escape(game, state, mine)
    act(game, state, 0, "reveal")
    assert rules.can_escape(game, state, mine)
    assert not rules.can_escape(game, state, theirs)
    state.time = "day"
    assert not rules.can_escape(game, state, mine)
    state.time = "night"
    man = attack(game, state, mine, "man-at-arms", by=1)
    fights(game, state, escaping)
    assert not state.attacks and man in state.discard
    assert state.victims[mine].life == 2 and state.victims[mine].owner == 0


def test_grizzlemaw(game):
    """When revealed: 2 wounds to a Victim another player controls (its owner chooses)."""
    state = build(game, players=3)
    set_daemon(game, state, 0, "grizzlemaw")
    mine = victim(game, state, "insomniac", owner=0)
    v1 = victim(game, state, "midwife", owner=1)
    v2 = victim(game, state, "lamplighter", owner=2)
    free = victim(game, state, "washerwoman")
    asked: list[set[str]] = []

    def choose(d):
        asked.append({o.key for o in d.options})
        return f"victim:{v1}"

    act(game, state, 0, "reveal", choose)
    assert asked == [{f"victim:{v1}", f"victim:{v2}"}]
    assert state.victims[v1].life == 2
    assert state.victims[v2].life == 2 and state.victims[mine].life == 4
    assert state.victims[free].life == 2

    # A single candidate is hit without a question, and dies at 0.
    state = build(game)
    set_daemon(game, state, 0, "grizzlemaw")
    v = victim(game, state, "lamplighter", owner=1)
    act(game, state, 0, "reveal")
    assert v not in state.victims and v in state.victim_discard


def test_ysolde_below_the_well(game):
    """Once revealed: its owner's Willpower score -1 (never below 0)."""
    state = build(game)
    set_daemon(game, state, 0, "ysolde-below-the-well")
    victim(game, state, "gravedigger", owner=0)
    victim(game, state, "midwife", owner=1)
    assert rules.willpower(game, state, 0) == 2
    act(game, state, 0, "reveal")
    assert rules.willpower(game, state, 0) == 1
    assert rules.willpower(game, state, 1) == 2
    # With no Victim, the score stays at 0.
    state = build(game)
    set_daemon(game, state, 0, "ysolde-below-the-well", revealed=True)
    assert rules.willpower(game, state, 0) == 0
