"""The "since your last move" summary's place in the decision panel: its box, and the
panel's share of rows for it (DecisionPanel's news methods)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import RenderResult
from textual.widgets import Static

from tabletop_tui.ui.news_text import NEWS_LINES, Drawn, Summary, height_of
from tabletop_tui.ui.widgets.repaint import put, set_class
from tabletop_tui.ui.widgets.whole_name import MeasuredWhole, cut_to_rows

if TYPE_CHECKING:
    from textual.widget import Widget


class NewsBox(MeasuredWhole, Static):
    """The summary's box. A text taller than the rows the layout left it (a review saw one
    line under "4 more" where three were drawn, and a line cut with no "…", after a
    resize) is drawn again for the rows it has, with its hint."""

    summary: Summary | None = None

    def render(self) -> RenderResult:
        content, region, summary = self.content, self.content_region, self.summary
        width, rows = region.width, region.height
        if self._measuring or summary is None or not isinstance(content, Text) or rows <= 0:
            return super().render()
        if width <= 2 or height_of(content, width) <= rows:
            return super().render()
        self.summary = summary = summary.at(width)  # (its drawings kept for this width)
        drawn = summary.drawn(rows)
        if drawn is None:
            return super().render()
        hint = drawn.hint or "n: all"
        if self.border_subtitle != hint:
            self.border_subtitle = hint
        return cut_to_rows(drawn.text, width, rows)


class NewsRoom:
    """The summary over a decision panel's prompt: put, drawn again for a new width, and
    giving way when the options need its rows (the panel's fit decides when)."""

    _summary: Summary | None

    if TYPE_CHECKING:  # what the panel (a Widget) provides
        query_one = Widget.query_one
        size = Widget.size
        call_after_refresh = Widget.call_after_refresh

        def _make_room(self) -> None: ...

    def news_room(self) -> tuple[int | None, int]:
        """The columns (None before the panel is laid out) and rows the summary's text has."""
        styles = self.query_one("#news", Static).styles
        width = self.size.width - styles.padding.width
        most = styles.max_height
        rows = int(most.value) - 1 if most is not None else NEWS_LINES  # less its border
        return (width if width > 0 else None), rows

    def show_news(self, summary: Summary | None, rows: int = 0) -> None:
        """What happened since the person's last move, above the prompt, drawn in `rows`
        rows (fewer if the card's text under the options needs them); None hides it."""
        self._summary = summary
        self._put_news(summary.drawn(rows) if summary is not None and rows else None)

    def _put_news(self, drawn: Drawn | None) -> bool:
        news = self.query_one("#news", NewsBox)
        news.summary = self._summary
        text = drawn.text if drawn is not None else None
        # (a Summary's texts are never changed once drawn: the same one shows already)
        changed = text is None or text is not news.content
        changed = changed and put(news, text if text is not None else "")
        changed |= news.has_class("-shown") != (text is not None)
        set_class(news, text is not None, "-shown")
        hint = drawn.hint if drawn is not None else ""
        if news.border_subtitle != hint:  # (on its bottom edge: no row of its own)
            news.border_subtitle = hint
        if changed:  # it takes room from the options, or gives it back
            self.call_after_refresh(self._make_room)
        return changed

    def _news_redrawn(self) -> bool:
        """The summary drawn again for the width its box has now, if it was drawn for
        another (or for none: put before the panel was laid out); True if that changed it."""
        news, summary = self.query_one("#news", Static), self._summary
        width = news.content_region.width
        if summary is None or not news.display or width <= 0 or summary.width == width:
            return False
        self._summary = summary.at(width)
        return self._put_news(self._summary.drawn(self.news_room()[1]))

    def _news_gives_way(self, overflow: int, hide: bool = True) -> bool:
        """With the options at their floor, the summary takes `overflow` rows fewer (it is
        all in the log), or hides when fewer than two are left (`hide` False: it keeps two,
        its heading and the line that matters most); False: nothing to give.
        Each True leaves it shorter than it was: a summary drawn for an older width (the
        terminal resized since) may wrap to more rows than it was drawn for, so what is
        put must be seen to take fewer rows here, or the fit would never come to rest."""
        news = self.query_one("#news", Static)
        if self._summary is None or not news.display:
            return False
        now = news.outer_size.height - news.styles.gutter.height
        width = news.content_region.width
        for rows in range(now - overflow if hide else max(now - overflow, 2), 1, -1):
            drawn = self._summary.drawn(rows)
            if drawn is None or width <= 0 or height_of(drawn.text, width) < now:
                return self._put_news(drawn)
        return hide and self._put_news(None)
