"""Scrollbars settled before a frame is drawn. Textual decides whether a container shows a
scrollbar from the sizes a layout has just found, and shows or hides it with another layout,
a frame later: a move that made the table or the options overflow was drawn once without
the scrollbar (text a column too wide for a moment) and again, 50-90 ms later, with it.
A screen built on `SettledLayout` lays out again at once when a layout showed or hid a
scrollbar, and draws only then: one frame, already settled."""

from __future__ import annotations

from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget

Bars = tuple[bool, bool]  # (horizontal shown, vertical shown)


def bars(widget: Widget) -> Bars:
    """Which of a widget's scrollbars show."""
    return widget.show_horizontal_scrollbar, widget.show_vertical_scrollbar


class SettledLayout(Screen[None]):
    """A screen whose layouts draw once their scrollbars have settled (see the module)."""

    _settling = False
    _bars_before: dict[Widget, Bars] | None = None

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        if not self._settling:
            self._bars_before = {widget: bars(widget) for widget in self._compositor.widgets}
        super()._refresh_layout(size, scroll)

    def _compositor_refresh(self) -> None:
        before, self._bars_before = self._bars_before, None
        if before is not None and not self._settling and self.is_current:
            moved = [
                widget
                for widget in self._compositor.widgets
                if bars(widget) != before.get(widget, (False, False))
            ]
            if moved:
                for widget in moved:
                    # what the widget would do at its next idle: its containers forget their
                    # arrangement (and a later, idle layout is asked for, which finds nothing new)
                    widget._check_refresh()
                self._settling = True
                try:
                    self._refresh_layout()  # lays out with the scrollbars shown, then draws
                finally:
                    self._settling = False
                return
        super()._compositor_refresh()
