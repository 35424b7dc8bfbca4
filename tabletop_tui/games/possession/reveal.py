"""Revealing a Daemon: when its power would help, the option to reveal it, the reveal itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.state import PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


# What a Daemon's power touches, so its reveal is offered where that power applies (R22)
FIGHT_POWERS = ("escape", "strength")
BALANCE_POWERS = ("willpower", "possession")


def reveal_helps(game: Possession, state: PState, seat: int, powers: tuple[str, ...]) -> bool:
    """Whether `seat` holds an unrevealed Daemon whose power of one of these kinds would hold
    now (a lasting modifier whose condition holds, or a when-revealed op)."""
    if seat < 0:
        return False
    p = state.players[seat]
    if p.revealed or not p.daemon:
        return False
    daemon = game.cards.card(p.daemon)
    if any(op["op"] in powers for op in daemon.effect):
        return True
    return any(
        rules.holds(game, state, m.get("when"), seat=seat)
        for name in powers
        for m in daemon.mods(name)
    )


def reveal_option(game: Possession, state: PState, seat: int, when: str) -> Option:
    """The option to reveal `seat`'s Daemon, naming the moment."""
    daemon = state.players[seat].daemon
    return Option("reveal", f"Reveal your Daemon, {actions.name(game, daemon)}, {when}", (daemon,))


def reveal_daemon(game: Possession, state: PState, seat: int) -> None:
    """Turn the Daemon face up: its lasting rule holds from now on, its reveal ops happen."""
    p = state.players[seat]
    p.revealed = True
    daemon = game.cards.card(p.daemon)
    state.say(f"{state.name(seat)} reveals the Daemon {daemon.name}: {daemon.text}")
    push_effect(state, daemon.effect, seat, p.daemon)
