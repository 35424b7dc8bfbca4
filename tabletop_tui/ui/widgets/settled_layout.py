"""Frames drawn settled. A layout can leave two things to be put right a frame later, 50-90
ms after the move it draws:

- scrollbars: Textual decides whether a container shows a scrollbar from the sizes a layout
  has just found, and shows or hides it with another layout. A move that made the table or
  the options overflow was drawn once without the scrollbar (text a column too wide for a
  moment) and again with it;
- a scroll past the end: a table that got shorter has its scroll cut back to its new end
  while it is laid out, after its rows were placed at the old scroll. The frame drew them
  there, and the next one where they belong.

A screen built on `SettledLayout` lays out again at once when a layout showed or hid a
scrollbar or moved a scroll, and draws only then: one frame, already settled.

And a layout that gave a widget a new size asked for another whole layout once the app was
idle: Textual tells each widget its new size as a change of its (scrollable) virtual size,
which asks for a layout. For a widget that cannot scroll (a line of text, a card, a row of
cards whose overflow is hidden) that second layout finds everything where the first put it,
and on a full table it cost as much as the first. Here such a widget takes its new size
quietly; a widget that may scroll still asks, for its scrollbars."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from textual.geometry import Offset, Size
from textual.screen import Screen
from textual.widget import Widget

from tabletop_tui.ui.widgets.lean_compositor import LeanCompositor

Look = tuple[bool, bool, Offset]  # a container's scrollbars shown (across, down); its scroll
NEW: Look = (False, False, Offset(0, 0))  # a widget the layout has just mounted


def look(widget: Widget) -> Look:
    """What a layout may change about a widget after placing what it holds (only a
    scrollable one: Textual gives no other widget scrollbars, nor room to scroll)."""
    return (
        widget.show_horizontal_scrollbar,
        widget.show_vertical_scrollbar,
        widget.scroll_offset,
    )


_textual_size_updated = Widget._size_updated
_quiet = 0  # how many layouts under way resize quietly (one may run inside another)


SCROLLS = ("auto", "scroll")


def may_scroll(widget: Widget) -> bool:
    """Whether the widget may show a scrollbar (its overflow lets its content scroll)."""
    styles = widget.styles
    return styles.overflow_y in SCROLLS or styles.overflow_x in SCROLLS


def _size_updated(
    widget: Widget, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
) -> bool:
    return _textual_size_updated(
        widget, size, virtual_size, container_size, layout and may_scroll(widget)
    )


@contextmanager
def quiet_resizes() -> Iterator[None]:
    """While a layout runs: a widget that cannot scroll takes its new size without asking
    for another layout (see the module)."""
    global _quiet
    _quiet += 1
    Widget._size_updated = _size_updated  # type: ignore[method-assign]
    try:
        yield
    finally:
        _quiet -= 1
        if not _quiet:
            Widget._size_updated = _textual_size_updated  # type: ignore[method-assign]


# A screen's settle_layout must come to rest, each call nearer to False; should one never
# do so (two fits undoing each other), the frame is drawn as it stands after this many
# layouts redone for it, rather than nesting layouts until Python's stack runs out.
MOST_SETTLES = 12


class SettledLayout(Screen[None]):
    """A screen whose frames are drawn settled (see the module)."""

    _settling = False
    _looks: dict[Widget, Look] | None = None  # before the layout being drawn
    _settles = 0  # layouts redone for settle_layout on the way to the frame being drawn

    def __init__(
        self, name: str | None = None, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(name, id, classes)
        self._compositor = LeanCompositor()  # (ui/widgets/lean_compositor.py)

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        if not self._settling:
            self._looks = {w: look(w) for w in self._compositor.widgets if w.is_scrollable}
        with quiet_resizes():
            super()._refresh_layout(size, scroll)

    def settle_layout(self) -> bool:
        """A screen's own change once a layout has placed everything, before it is drawn
        (True: it changed something, lay out again; each call must bring it nearer to
        False, which the default always is)."""
        return False

    def _compositor_refresh(self) -> None:
        looks, self._looks = self._looks, None
        if looks is None or self._settling or not self.is_current:
            super()._compositor_refresh()
            return
        if self._settles < MOST_SETTLES and self.settle_layout():
            # what it redrew asked for a layout: its containers forget their arrangement
            # now (as at the next idle), or this layout would place it at its old size
            for widget in self.walk_children(Widget):
                if widget._layout_required:
                    widget._check_refresh()
            self._settles += 1
            try:
                self._refresh_layout()  # again from the top (this checks it all once more)
            finally:
                self._settles -= 1
            return
        changed = [
            (widget, was, now)
            for widget in self._compositor.widgets
            if widget.is_scrollable and (now := look(widget)) != (was := looks.get(widget, NEW))
        ]
        if not changed:
            super()._compositor_refresh()
            return
        for widget, was, now in changed:
            if was[:2] != now[:2]:
                # what the widget would do at its next idle: its containers forget their
                # arrangement (and a later, idle layout is asked for, which finds nothing new)
                widget._check_refresh()
        self._settling = True
        try:
            # a whole layout, never the scroll's shortcut (which leaves the next layout
            # unable to tell which widgets it resized: they would not hear of it)
            self._refresh_layout()
        finally:
            self._settling = False
