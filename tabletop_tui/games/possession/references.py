"""Names a card refers to that other cards define: a Location symbol ("market") and a Victim
type ("arcanist"). A misspelt one would make its card or condition never apply, silently,
so a card folder that names one no card defines is refused, at the line that names it."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.cards import CardDataError, Node

# the key that names it, where the names are defined (card kind, its field)
REFERENCES = {"symbol": ("location", "symbols"), "victim_type": ("victim", "type")}


def check_references(items: list[tuple[Node, str]]) -> None:
    """Every `symbol` and `victim_type` in the cards (`items`: each card's node and kind),
    at any depth (a condition, a TRAP!, an op, a rule), names a Location symbol or a Victim
    type some card defines."""
    known: dict[str, set[str]] = {key: set() for key in REFERENCES}
    for node, kind in items:
        for key, (defining, field) in REFERENCES.items():
            if kind == defining and field in node:
                value = node[field]
                known[key].update(value if isinstance(value, list) else [value])
    for node, _ in items:
        _walk(node, known)


def _walk(value: Any, known: dict[str, set[str]]) -> None:
    if isinstance(value, Node):
        for key, inner in value.items():
            if key in known and isinstance(inner, str) and inner not in known[key]:
                what = "Location symbol" if key == "symbol" else "Victim type"
                names = ", ".join(sorted(known[key]))
                raise CardDataError(
                    f"{value.where(key)}: unknown {what} {inner!r} (the cards define: {names})"
                )
            _walk(inner, known)
    elif isinstance(value, list):
        for inner in value:
            _walk(inner, known)
