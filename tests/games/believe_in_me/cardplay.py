"""Drivers shared by the card tests (test_cards_*.py): play a card as an Action, resolve a
tableau, reveal a Contest, detonate a grenade, and script the dice.

They sit on the builders of conftest.py and only push real engine steps: every card is met
the way a player meets it.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.ops import CUBE
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import choose, keys, settle, take


class Scripted(random.Random):
    """A random source whose `randrange` answers come from a script (then the seed)."""

    def __init__(self, *answers: int, seed: int = 7) -> None:
        super().__init__(seed)
        self.answers = list(answers)

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        if self.answers:
            return self.answers.pop(0)
        return super().randrange(*args, **kwargs)


def cube(*faces: str) -> Scripted:
    """The Cube of Chaos shows these faces, in order (see ops.CUBE)."""
    return Scripted(*(CUBE.index(f) for f in faces))


def truth(seat: int, value: int, k: int = 1) -> str:
    """God `seat`'s k-th eye-marked Truth card of that value."""
    return f"g{seat + 1}-truth-{value}-{k}"


def actions(game: BelieveInMe, state: BState, seat: int, n: int = 1) -> Decision | None:
    """Open god `seat`'s Divine Actions with `n` Actions left."""
    state.current = seat
    state.actions_left = n
    return settle(game, state, Step("actions", seat, {"private": True}))


def act(game: BelieveInMe, state: BState, seat: int, key: str, n: int = 1) -> Decision | None:
    """God `seat` takes the Action `key` (its only Action unless `n` says more)."""
    d = actions(game, state, seat, n)
    assert key in keys(d), (key, keys(d))
    return choose(game, state, key)


def resolve(game: BelieveInMe, state: BState, seat: int) -> Decision | None:
    """Step 1 of god `seat`'s turn: its tableau resolves, all eight stages."""
    state.current = seat
    return settle(game, state, Step("resolve", seat, {"i": 0}))


def relic(state: BState, seat: int, rid: str, hand: int = 0) -> None:
    """A Relic in a god's hand (0 left, 1 right)."""
    state.gods[seat].relics[hand] = take(state, rid)


def store(state: BState, seat: int, *pids: str) -> None:
    """Stored Phenomena on a god's tableau."""
    for pid in pids:
        state.gods[seat].phenomena.append(take(state, pid))


def engrave(state: BState, cid: str, place: int = 0) -> None:
    """An engraved Commandment in place `place` (0-4) of the Mountain."""
    state.mountain[place] = take(state, cid)


def arm(state: BState, seat: int, gid: str) -> None:
    """God `seat` keeps the grenade `gid` (its old one goes back in the box, unseen)."""
    god = state.gods[seat]
    for other in state.gods:
        if other is not god and other.grenade == gid:
            other.grenade, god.grenade = god.grenade, gid
            return
    state.box_hidden.remove(gid)
    state.box_hidden.append(god.grenade)
    god.grenade = gid


def reveal(
    game: BelieveInMe, state: BState, phen: str, cards: dict[int, list[str]]
) -> dict[int, int]:
    """A Contest for `phen` in which each god has placed `cards` face down (from its hand,
    in that order): everything is revealed and counted. Returns each god's Truth; the
    reward runs up to its first decision."""
    state.contest_phen = take(state, phen)
    state.contest_order = state.in_turn_order(state.starting_god)
    state.last_seq = [0] * state.num_players
    for seat, placed in cards.items():
        god = state.gods[seat]
        for c in placed:
            god.contest.append(take(state, c))
            state.seq += 1
            state.last_seq[seat] = state.seq
    settle(game, state, Step("reveal"))
    return {int(g): t for g, t in state.last_totals.items()}
