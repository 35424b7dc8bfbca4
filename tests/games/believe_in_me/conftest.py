"""Hand-built Believe in Me! tables for rule, card and ruling tests.

`build` makes a table after setup with every hand empty (the cards back in their piles),
no Phenomenon in contest, round 1, and a test-only `halt` step at the bottom of the stack:
tests place exactly the cards they need, push the steps they test, and `settle` runs the
engine until the next real decision (or the halt). Card instances: a design with count 1 is
its id ("wilma-the-wise"); copies are "id#1", "id#2"; a god's Truth cards are
"g1-truth-5-1" (god 1's first Truth 5).
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState


class Halt(StepHandler[BState]):
    """A test-only step that stops the engine once everything above it has resolved."""

    def options(self, game: Any, state: BState, step: Step) -> list[Option] | None:
        return [Option("halt", "halt")]


@pytest.fixture(scope="session")
def game() -> BelieveInMe:
    """The packaged rules and cards (plus the test-only Halt step)."""
    loaded = load_game("believe-in-me")
    assert isinstance(loaded, BelieveInMe)
    loaded.handlers["halt"] = Halt()
    return loaded


ZONES = ("general_deck", "phen_deck", "commandment_deck", "monument_pile", "general_discard")


def build(game: BelieveInMe, players: int = 2, seed: int = 1, **options: Any) -> BState:
    """After setup: 10 Believers each, empty hands, nothing on any tableau, god 0 starts."""
    opts = game.check_options(players, {"starting_god": 1, **options})
    state = game.new_state(players, seed, opts)
    for g, god in enumerate(state.gods):
        god.grenade = next(
            s.data["dealt"][0] for s in state.stack if s.kind == "setup_grenade" and s.seat == g
        )
        for c in god.hand:
            if game.cards.card(c).type == "truth":
                god.truth_draw.append(c)
            else:
                state.general_deck.append(c)
        god.hand = []
    dealt = {c for s in state.stack if s.kind == "setup_grenade" for c in s.data["dealt"]}
    state.box_hidden.extend(c for c in dealt if c not in {g.grenade for g in state.gods})
    state.stack = [Step("halt", -1)]
    state.round = state.turn = 1
    state.current = 0
    return state


def where(state: BState, iid: str) -> list[str] | None:
    """The pile holding a card instance (None if it is nowhere a test can take it from)."""
    piles: list[list[str]] = [getattr(state, z) for z in ZONES]
    piles += [
        state.commandment_discard,
        state.phen_discard,
        state.box,
        state.box_hidden,
        state.truth_spares,
        *state.trinity.values(),
    ]
    for god in state.gods:
        piles += [
            god.hand,
            god.truth_draw,
            god.truth_discard,
            god.phenomena,
            god.monument,
            god.enlighteners,
            god.contest,
        ]
    for pile in piles:
        if iid in pile:
            return pile
    return None


def take(state: BState, iid: str) -> str:
    """Lift a card instance out of whatever pile holds it."""
    pile = where(state, iid)
    assert pile is not None, f"{iid} is not in a pile"
    pile.remove(iid)
    return iid


def give(state: BState, seat: int, *iids: str) -> None:
    """Put card instances into a god's hand."""
    for iid in iids:
        state.gods[seat].hand.append(take(state, iid))


def place_enlightener(state: BState, host: int, iid: str, placer: int) -> None:
    god = state.gods[host]
    god.enlighteners.append(take(state, iid))
    god.placers.append(placer)


def manifest_part(game: BelieveInMe, state: BState, seat: int, iid: str) -> None:
    """Put a Trinity card on a god's tableau directly (no ritual)."""
    card = game.cards.card(iid)
    state.trinity[card.alignment].remove(iid)
    state.gods[seat].parts[card.part] = iid


def trinity(game: BelieveInMe, alignment: str, part: str) -> list[str]:
    """The Trinity card ids of one Alignment and part."""
    return sorted(
        i
        for i, c in game.cards.instances.items()
        if c.type == "trinity" and c.alignment == alignment and c.part == part
    )


def settle(game: BelieveInMe, state: BState, *steps: Step) -> Decision | None:
    """Push `steps` (the first runs first) and run until a real decision or the halt.
    Returns the pending decision, or None when the halt is reached."""
    state.push(*steps)
    engine.advance(game, state)
    d = engine.decision(game, state)
    if d is not None and d.kind == "halt":
        return None
    return d


def choose(game: BelieveInMe, state: BState, key: str) -> Decision | None:
    """Answer the pending decision; the next one (None at the halt)."""
    engine.apply(game, state, key)
    d = engine.decision(game, state)
    if d is not None and d.kind == "halt":
        return None
    return d


def keys(d: Decision | None) -> list[str]:
    return [o.key for o in d.options] if d else []


def run_ops(
    game: BelieveInMe, state: BState, ops: list[dict[str, Any]], seat: int = 0, **ctx: Any
) -> Decision | None:
    """Run card ops for god `seat` (ctx adds host, target, card)."""
    return settle(game, state, Step("ops", seat, {"ops": ops, "ctx": {"self": seat, **ctx}}))


def believers(state: BState) -> int:
    """Every Believer: Pagan pile, supplies, temples, grenades (always 140)."""
    return state.pagan + sum(g.believers for g in state.gods)
