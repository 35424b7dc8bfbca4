"""Hand-built NecronomiCards tables for rule and card tests."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import Step
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.game import NecronomiCards
from tabletop_tui.games.necronomicards.state import NState, Zones


class Halt(StepHandler[NState]):
    """A test-only step that stops the engine once everything above it has resolved."""

    def options(self, game: Any, state: NState, step: Step) -> list[Option] | None:
        return [Option("halt", "halt")]


@pytest.fixture(scope="session")
def game() -> NecronomiCards:
    """The packaged NecronomiCards rules and cards (plus the test-only Halt step)."""
    loaded = load_game("necronomicards")
    assert isinstance(loaded, NecronomiCards)
    loaded.handlers["halt"] = Halt()
    return loaded


_SPELLS = load_game("necronomicards").cards  # the packaged Spell deck, for card ids


def spell(symbol_a: str, symbol_b: str | None = None, copy: int = 1) -> str:
    """The id of a Spell card: the `copy`-th card showing exactly these symbols.

    RULINGS R20: every symbol is alone on 12 cards (spell("eye") -> "eye#1", ...,
    spell("eye", copy=12) -> "eye#12"), and two-symbol cards join every pair, 2 copies each
    (spell("eye", "moon") -> "eye-moon#1", spell("eye", "star", copy=2) -> "eye-star#2").
    """
    wanted = {symbol_a} if symbol_b is None else {symbol_a, symbol_b}
    ids = [iid for iid in _SPELLS.spells if set(_SPELLS.card(iid).symbols) == wanted]
    if not 1 <= copy <= len(ids):
        raise ValueError(f"the Spell deck has {len(ids)} card(s) showing {sorted(wanted)}")
    return ids[copy - 1]


def build(
    game: NecronomiCards,
    players: int = 2,
    spells: list[list[str]] | None = None,
    summons: list[list[str]] | None = None,
    played: list[list[str]] | None = None,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    summon_deck: list[str] | None = None,
    current: int = 0,
    seed: int = 1,
) -> NState:
    """A table with exactly the given cards; all other cards are set aside (not in play).

    `deck` is the Spell deck from the top; `summon_deck` likewise.
    """
    state = NState(num_players=players, seed=seed, rng=random.Random(seed))
    state.names = ["Ann", "Ben", "Cat", "Dee"][:players]
    state.players = [Zones() for _ in range(players)]
    for i in range(players):
        state.players[i].spells = list((spells or [])[i] if spells and i < len(spells) else [])
        state.players[i].summons = list(summons[i] if summons and i < len(summons) else [])
        state.players[i].played = list(played[i] if played and i < len(played) else [])
    state.spell_deck = list(deck or [])
    state.discard = list(discard or [])
    if summon_deck is None:  # by default every Summon not placed elsewhere
        placed = {c for z in state.players for c in z.summons + z.played}
        summon_deck = [c for c in game.cards.summons if c not in placed]
    state.summon_deck = list(summon_deck)
    used = set(state.spell_deck) | set(state.discard)
    state.curses_aside = [c for c in game.cards.curses if c not in used]
    state.current = current
    state.turn = 1
    return state


def run_effect(game: NecronomiCards, state: NState, card_id: str, actor: int) -> NState:
    """Push a card's effect for `actor` above a Halt step and run to the first decision."""
    state.stack.append(Step("halt", actor))
    actions.push_effect(state, game.cards.card(card_id).effect, actor=actor, source=card_id)
    engine.advance(game, state)
    return state


def start_turn(game: NecronomiCards, state: NState, seat: int = 0) -> NState:
    """Play `seat`'s turn with the real turn flow, stopping at a Halt once the turn is over."""
    state.current = seat
    state.stack = [Step("halt", seat), Step("turn_start", seat)]
    engine.advance(game, state)
    return state


def choose(game: NecronomiCards, state: NState, key: str) -> None:
    """Answer the pending decision."""
    engine.apply(game, state, key)


def pending_kind(game: NecronomiCards, state: NState) -> str:
    """The kind of the pending decision ('halt' once an effect has finished)."""
    decision = engine.decision(game, state)
    assert decision is not None
    return decision.kind


def keys(game: NecronomiCards, state: NState) -> list[str]:
    """The option keys of the pending decision."""
    decision = engine.decision(game, state)
    assert decision is not None
    return [o.key for o in decision.options]


SYMBOLS = ["eye", "moon", "star", "skull", "serpent", "flame"]
# the 30 two-symbol Spell cards (R20), each copy once, for tests that need a handful of
# Spell cards and do not care which: the 15 designs first (P[:15] all differ), then the
# second copies
_TWOS = [iid for iid in _SPELLS.spells if len(_SPELLS.card(iid).symbols) == 2]
P = [iid for iid in _TWOS if not iid.endswith("#2")] + [i for i in _TWOS if i.endswith("#2")]


def seat(game: NecronomiCards, state: NState) -> int:
    """Who must answer the pending decision."""
    decision = engine.decision(game, state)
    assert decision is not None
    return decision.seat


def done(game: NecronomiCards, state: NState) -> bool:
    """Whether the effect (or turn) is over: only the harness's Halt step is left."""
    return pending_kind(game, state) == "halt" and len(state.stack) == 1


def turns_played(game: NecronomiCards, state: NState, n: int) -> list[int]:
    """Finish the effect, then let real turns run; the seats of the next `n` turns played.

    Every player must hold an unplayed Summon so that each turn played stops at the Summon step.
    """
    choose(game, state, "halt")
    seats = []
    while True:
        decision = engine.decision(game, state)
        assert decision is not None and decision.kind == "summon"
        seats.append(decision.seat)
        if len(seats) == n:
            return seats
        choose(game, state, "keep")
