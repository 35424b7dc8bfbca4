"""Bringing cards into sight in a scrolled table (Textual's scroll_to_widget falls short for
a card deep in a grid: it clips the card to its row and skips the rows' padding)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.geometry import Offset, Region, Spacing
from textual.widget import Widget


def place_in(widget: Widget, container: Widget) -> Region:
    """Where `widget` lies in `container`'s scrolled content (its virtual coordinates)."""
    region = widget.virtual_region
    node = widget.parent
    while isinstance(node, Widget) and node is not container:
        gutter = node.gutter
        region = region.translate(node.virtual_region.offset + Offset(gutter.left, gutter.top))
        node = node.parent
    return region


def shown(widget: Widget) -> bool:
    """Whether the widget and every container around it are displayed."""
    return all(getattr(node, "display", True) for node in widget.ancestors_with_self)


def bring_into_sight(container: Widget, widgets: Sequence[Widget]) -> None:
    """Scroll `container` (at once) so the first and last of `widgets` are in sight, or the
    last when both do not fit."""
    widgets = [w for w in widgets if shown(w) and not docked(w, container)]
    places = [place_in(w, container) for w in widgets]
    if not places:
        return  # (what is docked is in sight however the container scrolls)
    both = places[0].union(places[-1])
    # (what a short screen docks over the table, the other players in words, hides nothing)
    docks = dock_gutter(widgets[0], container)
    fits = both.height <= container.scrollable_content_region.height - docks.height
    region = both if fits else places[-1]
    container.scroll_to_region(region, spacing=docks, animate=False, immediate=True)


def child_holding(widget: Widget, container: Widget) -> Widget | None:
    """The child of `container` that holds `widget` (None: it is not inside)."""
    node = widget
    while isinstance(node.parent, Widget) and node.parent is not container:
        node = node.parent
    return node if node.parent is container else None


def docked(widget: Widget, container: Widget) -> bool:
    """Whether `widget` is in a child docked to `container`'s edge (it does not scroll)."""
    child = child_holding(widget, container)
    return child is not None and child.styles.dock != "none"


def dock_gutter(widget: Widget, container: Widget) -> Spacing:
    """The rows and columns of `container` that its docked children cover."""
    child = child_holding(widget, container)
    return child.dock_gutter if child is not None else Spacing()


def box_around(widget: Widget, container: Widget, kinds: tuple[type[Widget], ...]) -> Widget:
    """What to bring into sight for `widget`: the nearest box of one of `kinds` around it (a
    fellow god's, its title row included), where that fits `container`'s view; else it."""
    for box in widget.ancestors:
        if box is container:
            break
        if isinstance(box, kinds):
            fits = box.outer_size.height <= container.scrollable_content_region.height
            return box if fits else widget
    return widget
