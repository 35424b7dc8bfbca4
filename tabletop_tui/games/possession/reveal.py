"""Revealing a Daemon: whether it may be revealed now, the option to, the reveal itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.games.possession import actions
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.state import PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def may_reveal(state: PState, seat: int) -> bool:
    """Whether `seat` holds a Daemon still face down, to reveal before a fight or a loss to
    the balance (R22). Whether the question comes depends on this public fact alone, never
    on what the hidden Daemon could do: a pause only for some Daemons would name them."""
    if seat < 0:
        return False
    p = state.players[seat]
    return bool(p.daemon) and not p.revealed


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
