"""A card whose first line (its name) wraps at words onto further lines rather than end in
"…"; the lines under it stay one line each, cut short (the full text is in the detail)."""

from __future__ import annotations

import textwrap

from rich.cells import cell_len
from rich.text import Text
from textual.app import RenderResult
from textual.geometry import Size

from tabletop_tui.ui.news_text import MEASURE
from tabletop_tui.ui.widgets.card import CardWidget

NAME_LINES = 3  # at most, for a name ("Dame Isolde Thorne, the Reeve's Sword" in a hand)


def name_wrapped(text: Text, width: int) -> Text:
    """`text` with its first line broken at words onto further lines when it is wider than
    `width`, up to NAME_LINES (a name longer than that ends in "…" on its last, where the
    widget cuts it). The lines under the name follow, moved down."""
    head = text.plain.split("\n", 1)[0]
    if width <= 0 or cell_len(head) <= width:
        return text
    pieces = textwrap.wrap(head, width, break_long_words=False, break_on_hyphens=False)
    if len(pieces) < 2:
        return text  # one word too long for the line: "…" it is
    starts, end = [], len(pieces[0])
    for piece in pieces[1:NAME_LINES]:
        at = head.index(piece, end)
        starts.append(at)
        end = at + len(piece)
    parts, begun = [], 0
    for start in starts:
        part = text[begun:start]
        part.rstrip()
        parts.extend((part, "\n"))
        begun = start
    return Text.assemble(*parts, text[begun:])


def cut_at_words(text: Text, width: int) -> Text:
    """`text` with each line wider than `width` ended at its last whole word that fits,
    in "…" (a word is never split; a line of one word too long is left to the widget).
    Where the whole words that fit fill less than half the line, a name would be lost
    ("♥2 ◯2 ⚔2 …" for the Alchemist's Apprentice): that line ends where it must, in "…"."""
    if width <= 0 or all(cell_len(line) <= width for line in text.plain.split("\n")):
        return text
    lines = []
    for line in text.split("\n", allow_blank=True):
        plain = line.plain
        if cell_len(plain) > width:
            room = [i for i, c in enumerate(plain) if c == " " and cell_len(plain[:i]) < width]
            if room and cell_len(plain[: room[-1]]) < width // 2:
                line.truncate(width, overflow="ellipsis")
            elif room:
                line = line[: room[-1]]
                line.rstrip()
                while line.plain.endswith(("·", ",", ";", ":")):
                    line = line[:-1]
                    line.rstrip()
                line.append("…")
        lines.append(line)
    return Text("\n").join(lines)


def cut_to_rows(text: Text, width: int, rows: int) -> Text:
    """`text` wrapped at `width` columns and, if it takes more than `rows` rows, its first
    `rows` rows with the last ending at a word in " …" (the widget's max-height cut it
    there with no sign that more was written)."""
    if width <= 2 or rows <= 0:
        return text
    lines = text.wrap(MEASURE, width)
    if len(lines) <= rows:
        return text
    last = lines[rows - 1]
    plain = last.plain.rstrip()
    while plain and cell_len(plain) + 2 > width:
        plain = plain.rsplit(" ", 1)[0] if " " in plain.strip() else plain[:-1]
    last = last[: len(plain)]
    last.append(" …", style="dim")
    kept = lines[: rows - 1]
    for line in kept:
        line.rstrip()
    return Text("\n").join([*kept, last])


class MeasuredWhole:
    """A widget that draws its text cut to the rows it is given, while its height is asked
    for the whole of it (`_measuring` tells render which is wanted)."""

    _measuring = False

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        self._measuring = True
        try:
            return super().get_content_height(container, viewport, width)  # type: ignore[misc,no-any-return]
        finally:
            self._measuring = False


class WholeNameCard(CardWidget):
    """A one-line-per-row card (`text-wrap: nowrap`) whose name is never cut while two lines
    hold it: the rows under it move down one (the widget's max-height may drop the last)."""

    _shape_width = 0  # the width last measured for, before the widget has a size

    def name_may_wrap(self) -> bool:
        """Whether a long name may take a second line here (else it ends in "…")."""
        return True

    def rewrap(self) -> None:
        """Measure and draw again: what `name_may_wrap` reads has changed (its content has
        not, so nothing else would)."""
        self._layout_cache.clear()
        self.clear_cached_dimensions()
        self.refresh(layout=True)

    _measuring = 0  # the width being measured for (it may not be the width it has now)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # measured at the width asked, not at the width it has: a name that wrapped at an
        # older, narrower width left a blank third row under a name on one line
        self._shape_width = self._measuring = width
        try:
            return super().get_content_height(container, viewport, width)
        finally:
            self._measuring = 0

    def render(self) -> RenderResult:
        content = self.content
        if not isinstance(content, Text):
            return super().render()
        width = self._measuring or self.content_region.width or self._shape_width
        named = name_wrapped(content, width) if self.name_may_wrap() else content
        return cut_at_words(named, width)  # the lines under it end at a word
