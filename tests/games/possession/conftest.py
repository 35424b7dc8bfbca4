"""Hand-built Possession tables for rule, card and ruling tests.

`build` makes a table in the middle of turn 1's Rounds with empty hands, no Victims in play,
no Location and Day; tests then place exactly the cards they need. Card instances: a design
with count 1 is its id ("insomniac"); copies are "man-at-arms#1", "man-at-arms#2", ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.state import FREE, Attack, PState, Victim


class Halt(StepHandler[PState]):
    """A test-only step that stops the engine once everything above it has resolved."""

    def options(self, game: Any, state: PState, step: Step) -> list[Option] | None:
        return [Option("halt", "halt")]


@pytest.fixture(scope="session")
def game() -> Possession:
    """The packaged Possession rules and cards (plus the test-only Halt step)."""
    loaded = load_game("possession")
    assert isinstance(loaded, Possession)
    loaded.handlers["halt"] = Halt()
    return loaded


# Daemons with no fight or balance power: a hand-built table offers their reveal only in
# their owner's Round; tests of those powers give a seat its Daemon with `set_daemon`
QUIET_DAEMONS = (
    "quillibet-the-scrivener",
    "vashkarre-the-thief-of-sleep",
    "old-mother-hollowtongue",
    "ar-min-theeher",
)


def build(
    game: Possession,
    players: int = 2,
    time: str = "day",
    location: str = "",
    narrator: int = 0,
    seed: int = 1,
) -> PState:
    """An empty mid-turn table: Rounds phase of turn 1, nothing in hands or in play."""
    state = game.new_state(players, seed, game.check_options(players, {"narrator": narrator + 1}))
    for seat in range(players):  # Daemons whose power never touches a fight or the balance,
        set_daemon(game, state, seat, QUIET_DAEMONS[seat])  # (a reveal is still offered there: R22)
    state.turn, state.round, state.phase, state.time = 1, 1, "rounds", time
    state.first_player = narrator
    if location:
        set_location(game, state, location)
    state.stack = [Step("halt", -1)]
    return state


def instance(game: Possession, state: PState, design: str) -> str:
    """A free copy of a design: from the Game Deck, the Victims or Locations deck, or aside."""
    for zone in (
        state.deck,
        state.victim_deck,
        state.location_deck,
        state.out_of_game,
        state.set_aside,
        state.nemesis_deck,
        state.discard,
        state.daemons_aside,
    ):
        for iid in zone:
            if game.cards.card(iid).id == design:
                zone.remove(iid)
                return iid
    raise LookupError(f"no free copy of {design}")


def give(game: Possession, state: PState, seat: int, *designs: str) -> list[str]:
    """Put copies of these designs into a seat's hand; their instance ids."""
    out = [instance(game, state, d) for d in designs]
    state.players[seat].hand.extend(out)
    return out


def victim(
    game: Possession, state: PState, design: str, owner: int = FREE, life: int | None = None
) -> str:
    """Put a Victim into play (free, or controlled by `owner`)."""
    iid = instance(game, state, design)
    state.victims[iid] = Victim(iid, game.cards.card(iid).life if life is None else life, owner)
    return iid


def equip(game: Possession, state: PState, victim_id: str, design: str) -> str:
    from tabletop_tui.games.possession.actions import attach

    iid = instance(game, state, design)
    attach(game, state, iid, victim_id)
    return iid


def attack(game: Possession, state: PState, victim_id: str, design: str, by: int = 1) -> str:
    """Put a Nemesis card against a Victim, as if `by` had played it."""
    iid = instance(game, state, design)
    state.attacks.append(Attack(iid, game.cards.card(iid).name, victim_id, by))
    if by >= 0:
        state.sent.append((victim_id, iid))  # (the same-name rule's memory: R7)
    return iid


def possession_cards(game: Possession, state: PState, seat: int, *designs: str) -> list[str]:
    out = [instance(game, state, d) for d in designs]
    state.players[seat].possession_cards.extend(out)
    return out


def set_location(game: Possession, state: PState, design: str) -> str:
    iid = instance(game, state, design) if design not in state.set_aside else design
    if iid in state.set_aside:
        state.set_aside.remove(iid)
    state.location = iid
    return iid


def set_daemon(
    game: Possession, state: PState, seat: int, design: str, revealed: bool = False
) -> str:
    """Give a seat this Daemon (swapping with whoever holds it)."""
    p = state.players[seat]
    for other in state.players:
        if other.daemon == design:
            other.daemon, p.daemon = p.daemon, design
            break
    else:
        state.daemons_aside.remove(design)
        state.daemons_aside.append(p.daemon)
        p.daemon = design
    p.revealed = revealed
    return design


Chooser = Callable[[Decision], str]


def settle(
    game: Possession, state: PState, choose: Chooser | None = None, limit: int = 200
) -> None:
    """Advance until the Halt step (or the end), answering decisions with `choose`
    (default: the first option)."""
    engine.advance(game, state)
    for _ in range(limit):
        d = engine.decision(game, state)
        if d is None or d.kind == "halt":
            return
        key = choose(d) if choose else d.options[0].key
        engine.apply(game, state, key)
    raise AssertionError("settle: too many decisions")


def prefer(*prefixes: str) -> Chooser:
    """A chooser taking the first option whose key starts with one of the prefixes, in order."""

    def pick(d: Decision) -> str:
        for prefix in prefixes:
            for o in d.options:
                if o.key.startswith(prefix):
                    return o.key
        return d.options[0].key

    return pick


def effect(
    game: Possession,
    state: PState,
    ops: list[dict[str, Any]],
    actor: int = 0,
    source: str = "",
    choose: Chooser | None = None,
) -> None:
    """Run these ops as `actor` and settle."""
    push_effect(state, ops, actor, source)
    settle(game, state, choose)


def play(
    game: Possession, state: PState, seat: int, key: str, choose: Chooser | None = None
) -> None:
    """Open `seat`'s Round, make the move `key` (`answer`), then settle (ending the round)."""
    state.push(Step("play", seat))
    engine.advance(game, state)
    answer(game, state, key)
    settle(game, state, choose or prefer("end", "done"))


def answer(game: Possession, state: PState, key: str) -> None:
    """Answer the pending decision with `key`. A card and its Victim (`play:<card>@<victim>`)
    that the Round asks in two steps (the card with several Victims, `play:<card>`; then
    which Victim, in the `aim` step) is given as both answers."""
    card, at, _ = key.partition("@")
    keys = [o.key for o in engine.options(game, state)]
    if at and key not in keys and card in keys:
        engine.apply(game, state, card)
        d = engine.decision(game, state)
        assert d is not None and d.kind == "aim", d
    engine.apply(game, state, key)


def options(game: Possession, state: PState, seat: int) -> list[str]:
    """The option keys of `seat`'s Round as the table stands (the Round is not kept open)."""
    state.push(Step("play", seat))
    d = engine.decision(game, state)
    state.stack.pop()
    assert d is not None
    return [o.key for o in d.options]


def moves(game: Possession, state: PState, seat: int) -> list[str]:
    """`options`, with the Victims of each card that asks for its Victim next: a card with
    several is one option of the Round (`play:<card>`), and its `aim` step's keys follow it
    (`play:<card>@<victim>`, the key a card with one Victim has in the Round itself). Every
    way of playing each card, whichever shape the Round gives it."""
    out = []
    for key in options(game, state, seat):
        out.append(key)
        card = key.partition(":")[2]
        if key.startswith("play:") and "@" not in key and card_needs_victim(game, card):
            # the question as the Round would put it (asked here directly: a table built
            # out of balance would be asked its Balance first)
            state.push(Step("aim", seat, {"_card": card, "round": {}}))
            d = engine.decision(game, state)
            state.stack.pop()
            assert d is not None and d.options[-1].key == "back", d
            out.extend(o.key for o in d.options[:-1])
    return out


def card_needs_victim(game: Possession, iid: str) -> bool:
    """A Nemesis or an Equipment card: it goes on a Victim."""
    return game.cards.card(iid).kind in ("nemesis", "equipment")


def fights(game: Possession, state: PState, choose: Chooser | None = None) -> None:
    """Resolve this turn's fights (the Narrator and the Victims' controllers choose)."""
    state.push(Step("fights", state.narrator))
    settle(game, state, choose)


class Recorder:
    """A chooser that records every decision it answers, delegating the choice."""

    def __init__(self, pick: Chooser | None = None) -> None:
        self.seen: list[Decision] = []
        self.pick = pick

    def __call__(self, d: Decision) -> str:
        self.seen.append(d)
        return self.pick(d) if self.pick else d.options[0].key

    def kinds(self, kind: str) -> list[Decision]:
        return [d for d in self.seen if d.kind == kind]


def run(game: Possession, state: PState, *steps: Step, choose: Chooser | None = None) -> None:
    """Push these steps (the first runs first) above the Halt step and settle."""
    state.push(*steps)
    settle(game, state, choose)


def rich(state: PState, seat: int, amount: int = 10) -> None:
    """Possession tokens, so that holding Victims never forces a loss in the test."""
    state.players[seat].tokens += amount


def new_game(game: Possession, players: int, seed: int = 1, **opts: Any) -> PState:
    """A fresh game as the rulebook sets it up (not yet advanced)."""
    return game.new_state(players, seed, game.check_options(players, opts))
