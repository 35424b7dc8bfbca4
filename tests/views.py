"""Shared by the games' property tests: which card ids a view carries."""

from __future__ import annotations

from typing import Any


def card_ids_in(value: Any, known: set[str]) -> set[str]:
    """Every card instance id anywhere inside a view (strings, dict values, lists, tuples)."""
    if isinstance(value, str):
        return {value} if value in known else set()
    if isinstance(value, dict):
        return set().union(set(), *(card_ids_in(v, known) for v in value.values()))
    if isinstance(value, list | tuple):
        return set().union(set(), *(card_ids_in(v, known) for v in value))
    return set()
