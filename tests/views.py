"""Shared by the games' property tests: which card ids a view carries."""

from __future__ import annotations

from typing import Any


def card_ids_in(value: Any, known: set[str]) -> set[str]:
    """Every card instance id anywhere inside a view (strings, dict values, lists, tuples)."""
    found: set[str] = set()
    stack = [value]
    pop, extend, add = stack.pop, stack.extend, found.add
    while stack:
        v = pop()
        kind = type(v)
        if kind is str or isinstance(v, str):
            if v in known:
                add(v)
        elif kind is dict or isinstance(v, dict):
            extend(v.values())
        elif kind is list or kind is tuple or isinstance(v, list | tuple):
            extend(v)
    return found


def strings(value: Any, into: set[str], cut: str = "") -> set[str]:
    """Every string anywhere inside `value`, dict keys included, into `into`; each also cut
    at every character of `cut` (Possession's "card@victim"), its pieces added too. A loop
    over a stack, not a call a value: the property tests read thousands of views."""
    stack = [value]
    pop, extend, add = stack.pop, stack.extend, into.add
    while stack:
        v = pop()
        kind = type(v)
        if kind is str or isinstance(v, str):
            add(v)
            for mark in cut:
                if mark in v:
                    into.update(v.split(mark))
        elif kind is dict or isinstance(v, dict):
            extend(v.keys())
            extend(v.values())
        elif kind is list or kind is tuple or isinstance(v, list | tuple):
            extend(v)
    return into
