"""Hand-built In Nomine tables for rule and card tests."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine.force import force
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.games.in_nomine.moves import whose
from tabletop_tui.games.in_nomine.state import INState, Persona, Side

DEMONS, ANGELS = 0, 1
WINDOWS = ("attack_window", "defend_window", "combat_window")


class Halt(StepHandler[INState]):
    """A test-only step that stops the engine once everything above it has resolved."""

    def options(self, game: Any, state: INState, step: Step) -> list[Option] | None:
        return [Option("halt", "halt")]


@pytest.fixture(scope="session")
def game() -> InNomine:
    """The packaged In Nomine rules and decks (plus the test-only Halt step)."""
    loaded = load_game("in-nomine")
    assert isinstance(loaded, InNomine)
    loaded.handlers["halt"] = Halt()
    return loaded


def build(
    game: InNomine,
    hands: tuple[list[str], list[str]] = ([], []),
    decks: tuple[list[str] | None, list[str] | None] = (None, None),
    discards: tuple[list[str], list[str]] = ([], []),
    current: int = DEMONS,
    phase: str = "recruit",
    turn: int = 3,
) -> INState:
    """A table with the given hands; each deck defaults to the rest of its own cards.

    Card instance ids: a card with count 1 is its id ("gabriel"); copies are "seraphim#1",
    "seraphim#2", humans "angel-human#1".."#9", "demon-human#1".."#9".
    """
    state = INState(num_players=2, seed=1, rng=random.Random(1))
    state.names = ["Dana", "Abel"]
    for seat, side in ((DEMONS, "demon"), (ANGELS, "angel")):
        used = set(hands[seat]) | set(discards[seat])
        deck = decks[seat]
        if deck is None:
            deck = [c for c in game.cards.decks[side] if c not in used]
        state.sides.append(
            Side(side, deck=list(deck), hand=list(hands[seat]), discard=list(discards[seat]))
        )
    state.current, state.phase, state.turn = current, phase, turn
    return state


def put_in_play(
    state: INState,
    card: str,
    seat: int,
    essence: bool = True,
    prophecy: int = 0,
    attachments: list[str] | None = None,
    owner: int | None = None,
) -> Persona:
    """Put a persona into play for `seat` (removed from its deck if it was there)."""
    owner = seat if owner is None else owner
    for side in state.sides:
        if card in side.deck:
            side.deck.remove(card)
        for attached in attachments or []:
            if attached in side.deck:
                side.deck.remove(attached)
    persona = Persona(
        card,
        owner=owner,
        controller=seat,
        essence=essence,
        prophecy=prophecy,
        attachments=list(attachments or []),
    )
    state.personas.append(persona)
    return persona


def main_phase(
    game: InNomine, state: INState, seat: int | None = None, phase: str | None = None
) -> INState:
    """Open `seat`'s main phase (Recruit or Struggle) above a Halt, and run to the decision
    (the Halt itself if the phase has nothing to do but end: RULINGS R37)."""
    seat = state.current if seat is None else seat
    phase = phase or state.phase
    state.current = seat
    state.stack = [Step("halt", seat), Step("main", seat, {"phase": phase})]
    engine.advance(game, state)
    return state


def ended_by_itself(state: INState, seat: int, *phases: str) -> bool:
    """`seat`'s main phases `phases` ("recruit", "struggle"), in that order, had nothing left
    to do but end and ended without asking (RULINGS R37): the log's last lines say so. Where
    a test's main phase once waited for "next", it now checks this (with the pending step:
    the Halt, or whatever follows the turn's main phases)."""
    said = [e.text for e in state.log][-len(phases) :]
    return len(said) == len(phases) and all(
        line.startswith(f"{whose(state, seat)} {phase.title()} phase ends: ")
        for line, phase in zip(said, phases, strict=True)
    )


def run_steps(game: InNomine, state: INState, *steps: Step) -> INState:
    """Push steps (first runs first) above a Halt and run to the first decision."""
    state.stack = [Step("halt", 0)]
    state.push(*steps)
    engine.advance(game, state)
    return state


def choose(game: InNomine, state: INState, key: str) -> None:
    """Answer the pending decision."""
    engine.apply(game, state, key)


def aimed_at_only(game: InNomine, state: INState, card: str) -> None:
    """The card just played took `card`, its only target, without a question (R38)."""
    said = [e.text for e in state.log[-6:]]
    label = game.cards.label(card)
    assert any(" targets " in t and label in t and "the only one" in t for t in said), said


def take_target(game: InNomine, state: INState, card: str) -> None:
    """Aim the card being played at `card`: chosen where there is a choice, else taken as its
    only target (R38)."""
    if f"target:{card}" in keys(game, state):
        choose(game, state, f"target:{card}")
    else:
        aimed_at_only(game, state, card)


def decision(game: InNomine, state: INState):
    """The pending decision."""
    pending = engine.decision(game, state)
    assert pending is not None
    return pending


def greedy(game: InNomine, state: INState, seed: int = 0) -> str:
    """What the greedy bot answers, seeing only the deciding seat's view."""
    from tabletop_tui.bots import GreedyBot

    pending = engine.decision(game, state)
    assert pending is not None
    return GreedyBot().choose(game, game.view(state, pending.seat), pending, random.Random(seed))


def keys(game: InNomine, state: INState) -> list[str]:
    """The option keys of the pending decision."""
    return [o.key for o in decision(game, state).options]


def kind(game: InNomine, state: INState) -> str:
    """The pending decision's kind ('halt' once everything above the Halt is done)."""
    return decision(game, state).kind


# ---- driving a Struggle the way a player does ----------------------------------------


def struggle(game, state, seat):
    """Open `seat`'s Struggle phase."""
    state.phase = "struggle"
    return main_phase(game, state, seat, "struggle")


def attack(game, state, attacker, target=None):
    """From the Struggle main phase, attack the deck (or a persona) with `attacker`: with no
    persona to aim at, the deck is attacked without a question (R39)."""
    said = len(state.log)
    choose(game, state, f"attack:{attacker}")
    if state.stack and state.stack[-1].kind == "declare":
        choose(game, state, "deck" if target is None else f"target:{target}")
    else:
        declared = f"deck with {game.cards.label(attacker)} "
        assert target is None and any(declared in e.text for e in state.log[said:])


def places(game, state, card):
    """Where `card` in hand may be attached, as `onto:` keys: the ones offered, or the one
    persona it goes on without a question (R39). The state itself is left as it was."""
    trial = state.clone()
    choose(game, trial, f"play:{card}")
    if trial.stack and trial.stack[-1].kind == "attach":
        return {k for k in keys(game, trial) if k != "back"}
    return {f"onto:{p.card}" for p in trial.personas if card in p.attachments}


def attach(game, state, card, holder):
    """Attach `card` from the hand onto `holder`: chosen where there is a choice, else put on
    the only persona it may go on (R39)."""
    said = len(state.log)
    choose(game, state, f"play:{card}")
    if state.stack and state.stack[-1].kind == "attach":
        choose(game, state, f"onto:{holder}")
    else:
        attached = f" {game.cards.label(holder)}."  # ("to Seraphim 1", "to Abel's Seraphim 1")
        assert any(attached in e.text for e in state.log[said:]), state.log[said:]


def finish(game, state):
    """Let every open window of the attack pass: play nothing, block nothing."""
    while kind(game, state) in WINDOWS:
        options = keys(game, state)
        choose(game, state, next(k for k in ("continue", "no-block", "pass") if k in options))


def forces(game, state, card):
    """(attack, defend, neutral) Force of a persona."""
    return tuple(force(game, state, card, role) for role in ("attack", "defend", "neutral"))


def top(state, seat, n):
    """The top `n` cards of a seat's deck."""
    return list(state.sides[seat].deck[:n])


def main_only(game, holder, card=None, persona=None):
    """A main-timing card (or Activation power) is offered in no window of a fight, whether
    its holder attacks or defends; the table gives every such card something to aim at."""
    for attacking in (DEMONS, ANGELS):
        hand = [card] if card else []
        state = build(
            game,
            hands=(hand, []) if holder == DEMONS else ([], hand),
            discards=(["calabim#2"], ["cherubim#2"]),
            current=attacking,
        )
        put_in_play(state, "djinn#1", DEMONS)
        put_in_play(state, "demon-human#1", DEMONS)
        put_in_play(state, "seraphim#1", ANGELS, attachments=["fiery-sword"])
        put_in_play(state, "angel-human#1", ANGELS)
        if persona:
            put_in_play(state, persona, holder)
        struggle(game, state, attacking)
        attack(game, state, "djinn#1" if attacking == DEMONS else "seraphim#1")
        while kind(game, state) in WINDOWS:
            offered = keys(game, state)
            if decision(game, state).seat == holder:
                assert not [k for k in offered if k.startswith(("play:", "activate:"))]
            choose(game, state, next(k for k in ("continue", "no-block", "pass") if k in offered))
        assert kind(game, state) == "main"


def lone_attack(game, every_window: bool, *others: str):
    """Djinn 1 (Demons) attacks Seraphim 1 (Angels), the one persona to aim at (with
    `others` of the Angels in play too), both hands holding nothing for a fight; the windows
    asked of any hand with `every_window` (RULINGS R40). The state after the declaration."""
    state = build(game, hands=(["remnant"], ["angel-human#2"]))
    state.every_window = every_window
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)  # the target: it defends itself
    for card in others:
        put_in_play(state, card, ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1", target="seraphim#1")
    return state
