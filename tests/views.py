"""Shared by the games' property tests: which strings and card ids a view carries. They
read thousands of views, so the values are walked with a loop over a stack, not a call a
value."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def texts(value: Any, keys: bool) -> Iterator[str]:
    """Every string anywhere inside `value` (in lists, tuples and dict values; in dict keys
    too when `keys`)."""
    stack = [value]
    pop, extend = stack.pop, stack.extend
    while stack:
        v = pop()
        kind = type(v)
        if kind is str or isinstance(v, str):
            yield v
        elif kind is dict or isinstance(v, dict):
            if keys:
                extend(v.keys())
            extend(v.values())
        elif kind is list or kind is tuple or isinstance(v, list | tuple):
            extend(v)


def card_ids_in(value: Any, known: set[str]) -> set[str]:
    """Every card instance id anywhere inside a view (strings, dict values, lists, tuples)."""
    return {v for v in texts(value, keys=False) if v in known}


def strings(value: Any, into: set[str], cut: str = "") -> set[str]:
    """Every string anywhere inside `value`, dict keys included, into `into`; each also cut
    at every character of `cut` (Possession's "card@victim"), its pieces added too."""
    for v in texts(value, keys=True):
        into.add(v)
        for mark in cut:
            if mark in v:
                into.update(v.split(mark))
    return into
