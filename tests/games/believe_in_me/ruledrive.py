"""Drivers the rule tests share: open the Actions, take one, staff temples, set a supply."""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.conftest import choose, keys, settle


def actions(game, s: BState, seat: int = 0, n: int = 2):
    """Open `seat`'s action step with `n` Actions; its decision."""
    s.actions_left = n
    d = settle(game, s, Step("actions", seat))
    assert d is not None and d.kind == "actions"
    return d


def act(game, s: BState, key: str, seat: int = 0, n: int = 1):
    """Take one Action (offered now) and run it through; the next decision."""
    d = actions(game, s, seat, n)
    assert key in keys(d), f"{key} not in {keys(d)}"
    return choose(game, s, key)


def staff(s: BState, seat: int, monks: int = 0, missionaries: int = 0, nuns: int = 0) -> None:
    """Temple Believers from the Pagan pile (the supply is left as it is)."""
    god = s.gods[seat]
    god.monks, god.missionaries, god.nuns = monks, missionaries, nuns
    s.pagan -= monks + missionaries + nuns


def set_supply(s: BState, seat: int, n: int) -> None:
    s.pagan += s.gods[seat].supply - n
    s.gods[seat].supply = n


def plays(d, prefix: str) -> list[str]:
    return [k for k in keys(d) if k.startswith(prefix)]
