"""Pieces every game's view shares: the pending decision and the open sequences, as a seat
may see them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.state import Step


def decision_view(pending: Decision | None, seat: int | None) -> dict[str, Any] | None:
    """The pending decision, if it is `seat`'s to make (else None: others' options stay hidden)."""
    if pending is None or pending.seat != seat:
        return None
    return {
        "prompt": pending.prompt,
        "kind": pending.kind,
        "context": list(pending.context),
        "options": [
            {"key": o.key, "label": o.label, "cards": list(o.cards)} for o in pending.options
        ],
    }


def stack_view(
    stack: list[Step], seat: int | None, private_key: Callable[[str], bool]
) -> list[dict[str, Any]]:
    """The open sequences, each step's private data shown only to the seat it belongs to."""
    return [
        {
            "kind": st.kind,
            "seat": st.seat,
            "data": {k: v for k, v in st.data.items() if st.seat == seat or not private_key(k)},
        }
        for st in stack
    ]
