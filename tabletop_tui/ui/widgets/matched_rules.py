"""Restyling a widget whose classes changed back to a state it had before, without matching
the stylesheet again. Textual matches every candidate rule against a restyled node and its
ancestors (about half of a restyle), and keeps the result only for the nodes restyled
together in one pass, keyed by the node's parent, id, classes, hover, focus and disabled
state: within a pass the ancestors cannot change. A table's redraw marks the same cards
choosable, unmarks them, marks them again, move after move. `update_nodes` keeps Textual's
results across passes, one store per state of the ancestors: what each ancestor is (type,
id, classes, hover, focus, disabled, focusable) and what the app is (theme, inline, ANSI colours, no
colour, focus). A rule that depends on a node's place among its siblings or on focus
inside it is matched every time (Textual keeps no result for those either), and a new
stylesheet (a theme change) starts the stores afresh."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widget import Widget

KEEP_AT_MOST = 512  # stores kept (a store per state of a node's ancestors)

_stores: tuple[object, dict[tuple[object, ...], dict[tuple[Any, ...], Any]]] = (None, {})


def state(node: DOMNode) -> tuple[object, ...]:
    """What a rule may read of `node` when it is an ancestor of the node restyled."""
    focusable = node.allow_focus() if isinstance(node, Widget) else None
    return (type(node), node._id, node.classes, node._pseudo_classes_cache_key, focusable)


def ancestry(node: DOMNode) -> tuple[object, ...]:
    """The state of `node` and every node above it, and of the app."""
    app = node.app
    theme = app.current_theme
    return (
        app.theme,
        theme.dark,
        app.is_inline,
        app.native_ansi_color,
        app.no_color,
        app.app_focus,
        *(state(above) for above in node.ancestors_with_self),
    )


def update_nodes(stylesheet: Stylesheet, nodes: Iterable[DOMNode]) -> None:
    """`stylesheet.update_nodes(nodes, animate=False)`, with each node's matched rules kept
    for the next time it and its ancestors are in the same state (see the module)."""
    global _stores
    if _stores[0] is not stylesheet.rules:
        _stores = (stylesheet.rules, {})
    stores = _stores[1]
    apply = stylesheet.apply
    ancestries: dict[DOMNode, tuple[object, ...]] = {}  # a parent's, worked out once a pass
    once: dict[tuple[Any, ...], Any] = {}  # this pass's own store (scrollbars)
    for node in nodes:
        parent = node._parent
        if parent is None:
            apply(node, animate=False, cache=once)
        else:
            key = ancestries.get(parent)
            if key is None:
                key = ancestries[parent] = ancestry(parent)
            store = stores.get(key)
            if store is None:
                if len(stores) >= KEEP_AT_MOST:
                    stores.clear()
                store = stores[key] = {}
            apply(node, animate=False, cache=store)
        if isinstance(node, Widget) and node.is_scrollable:  # as Textual's update_nodes
            down = node.show_vertical_scrollbar and node.scrollbar_size_vertical
            across = node.show_horizontal_scrollbar and node.scrollbar_size_horizontal
            if down:
                apply(node.vertical_scrollbar, cache=once)
            if across:
                apply(node.horizontal_scrollbar, cache=once)
            if down and across:
                apply(node.scrollbar_corner, cache=once)
