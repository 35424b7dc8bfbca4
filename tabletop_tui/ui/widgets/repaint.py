"""Redrawing only what changed. Every `Static.update` lays the whole screen out again and
every class set on a container restyles all it holds; a table redrawn after each move
touches a hundred widgets, most of them unchanged. These helpers skip what is the same."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from rich.text import Text
from textual.content import Content
from textual.css.model import CombinatorType, SelectorType
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Static

from tabletop_tui.ui.widgets.matched_rules import update_nodes


def look(content: object) -> object | None:
    """What a widget's content looks like, to compare (None: cannot tell, so it differs).
    Text and Content compare their words only (`==`), not their styles: this keeps both."""
    if isinstance(content, str):
        return ("str", content)
    if isinstance(content, Text):
        return (
            "text",
            content.plain,
            str(content.style),
            tuple(content.spans),
            content.justify,
            content.overflow,
            content.no_wrap,
            content.end,
            content.tab_size,
        )
    if isinstance(content, Content):
        return ("content", content.plain, tuple(content.spans))
    return None


def same_look(old: object, new: object) -> bool:
    """Whether `new` draws exactly as `old` does."""
    if old is new and not isinstance(new, str):
        return False  # the same object, maybe changed in place since: draw it again
    key = look(new)
    return key is not None and key == look(old)


def put(widget: Static, content: object, *, layout: bool = True) -> bool:
    """`widget.update(content)` unless it shows that already (True: it was updated).
    `layout=False` where the widget's size cannot change with its content."""
    if same_look(widget.content, content):
        return False
    widget.update(content, layout=layout)  # type: ignore[arg-type]
    return True


def set_title(widget: Widget, title: object) -> None:
    """`widget.border_title = title` unless it reads so already (it repaints the widget)."""
    _set_edge(widget, "border_title", title)


def set_subtitle(widget: Widget, subtitle: object) -> None:
    """`widget.border_subtitle = subtitle` unless it reads so already."""
    _set_edge(widget, "border_subtitle", subtitle)


def _set_edge(widget: Widget, name: str, value: object) -> None:
    memo: dict[str, object] = widget.__dict__.setdefault("_repaint_edges", {})
    key = ("none",) if value is None else look(value)
    if key is not None and name in memo and memo[name] == key:
        return
    memo[name] = key
    setattr(widget, name, value)


_styled_by: tuple[object, dict[str, frozenset[str]]] = (None, {})


def styled_by(stylesheet: Stylesheet) -> dict[str, frozenset[str]]:
    """For each class some selector names on an ancestor of what it styles
    (`.-short #decision`): the names (type, #id, .class) of what those rules style."""
    global _styled_by
    rules = stylesheet.rules
    if _styled_by[0] is not rules:
        found: dict[str, set[str]] = {}
        for rule in rules:
            for selector_set in rule.selector_set:
                selectors = selector_set.selectors
                subject = max(
                    (n for n, s in enumerate(selectors) if s.combinator != CombinatorType.SAME),
                    default=0,
                )
                for selector in selectors[:subject]:
                    if selector.type == SelectorType.CLASS:
                        found.setdefault(selector.name, set()).update(rule.selector_names)
        _styled_by = (rules, {name: frozenset(names) for name, names in found.items()})
    return _styled_by[1]


def set_class(node: DOMNode, add: bool, *names: str) -> None:
    """`node.set_class(add, *names)`, restyling only what the change can restyle: the node,
    and of all it holds only what a rule with one of these classes on an ancestor styles
    (Textual restyles all it holds: a whole screen for a class on the screen). Inherited
    styles (color) reach what it holds as before: Textual refreshes the children then."""
    set_classes((node, add, name) for name in names)


# Class changes made inside `batched()`, restyled together when it ends (None: none open).
_batch: dict[DOMNode, set[str]] | None = None


@contextmanager
def batched() -> Iterator[None]:
    """Restyle the class changes made inside once, together, when it ends: a table's redraw
    sets classes on a few dozen widgets, each `set_classes` a pass over the stylesheet.
    Inside, a widget's classes change at once but its styles (its display) only at the end.
    Nested: the outermost restyles."""
    global _batch
    if _batch is not None:
        yield
        return
    _batch = {}
    try:
        yield
    finally:
        changed, _batch = _batch, None
        _restyle(changed)


def set_classes(changes: Iterable[tuple[DOMNode, bool, str]]) -> None:
    """Several `set_class` at once (node, add, name), restyled together: nodes alike
    (the cards of a hand, all marked choosable) share the work of matching the rules."""
    changed: dict[DOMNode, set[str]] = {} if _batch is None else _batch
    for node, add, name in changes:
        if node.has_class(name) != add:
            node.set_class(add, name, update=False)
            changed.setdefault(node, set()).add(name)
    if _batch is None:
        _restyle(changed)


def _restyle(changed: dict[DOMNode, set[str]]) -> None:
    """Restyle the nodes whose classes changed, and what those classes style under them."""
    if not changed:
        return
    targets: dict[DOMNode, None] = {}
    for node, names in changed.items():
        try:
            stylesheet = node.app.stylesheet
            attached = node.is_attached
        except Exception:  # not on an app yet: styled when mounted
            attached = False
        if not attached:
            continue
        targets[node] = None
        by = styled_by(stylesheet)
        subjects = frozenset().union(*(by.get(name, frozenset()) for name in names))
        if subjects:
            every = "*" in subjects
            for child in node.walk_children(with_self=False):
                if every or not subjects.isdisjoint(child._selector_names):
                    targets[child] = None
    if targets:
        update_nodes(next(iter(targets)).app.stylesheet, targets)


W = TypeVar("W", bound=DOMNode)


def one(node: DOMNode, query: type[W] | str, expect: type[W] | None = None) -> W:
    """`node.query_one(query)`, remembered: a table finds its parts again at every redraw,
    and each query walks the tree (about a tenth of a redraw's own time). A part found
    before is trusted while it still matches (its type, #id or .class) and still hangs
    under `node`; any other query, or a part gone, is looked up again."""
    memo: dict[object, DOMNode] = node.__dict__.setdefault("_repaint_found", {})
    key = (query, expect)
    found = memo.get(key)
    if found is None or not _still(node, found, query):
        found = node.query_one(query) if expect is None else node.query_one(query, expect)  # type: ignore[arg-type]
        memo[key] = found
    return found  # type: ignore[return-value]


def _still(node: DOMNode, found: DOMNode, query: type[DOMNode] | str) -> bool:
    """Whether `found` still answers `query` under `node`."""
    if isinstance(query, str):
        name = query[1:]
        if not name.replace("-", "").replace("_", "").isalnum():
            return False  # not a plain #id or .class: no shortcut
        if query[0] == "#":
            matches = found.id == name
        elif query[0] == ".":
            matches = found.has_class(name)
        else:
            return False
    else:
        matches = isinstance(found, query)
    if not matches:
        return False
    parent = found._parent
    while parent is not None:
        if parent is node:
            return True
        parent = parent._parent
    return False


def set_tooltip(widget: Widget, tooltip: str | None) -> None:
    """`widget.tooltip = tooltip` unless it says so already (each setting asks the screen
    to look for its tooltip)."""
    if widget.tooltip != tooltip or not isinstance(tooltip, str | None):
        widget.tooltip = tooltip
