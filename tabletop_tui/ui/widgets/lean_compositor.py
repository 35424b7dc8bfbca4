"""Textual's compositor, spared two pieces of work a move's frame does not need.

- A stale map arranged again. After a scroll, or when a widget out of sight asks to be
  drawn, Textual marks its map of every widget stale, and a layout keeps that mark while it
  arranges the screen anew. The first widget asked for its size during that layout (a
  scrollbar told the log grew) then had the whole screen arranged a second time, only to
  read a size. A layout arranges everything, so the mark is cleared when it starts: a
  widget asked mid-layout reads the size it had at the last layout, as it does whenever no
  scroll came before.
- Widgets that did not change, drawn again. A partial update draws the lines that changed,
  but asked every widget in the box around them for its lines; a move that changes the
  status line and the log makes that box the whole screen. Only widgets that overlap a
  changed region are asked now. A line is written only where it changed, and a widget
  that overlaps none of the changes is never the one that fills such a place (whatever
  is on top there overlaps the change), so what is written is the same.
- Unchanged widgets inside a changed one, drawn again. A player's area whose border turns
  green when it is to move changes as a whole, so every card line inside it overlaps the
  change and is asked for its lines, although none of them changed. Textual keeps each
  widget's drawn lines (its styles cache) and draws a line again only when it was marked
  changed; the asking alone cost about 0.1 ms a widget (its colours reckoned from every
  ancestor, the filters applied again). A widget whose kept lines are still the ones it
  gave last time, unmarked, at the same size and crop, under the same filters and link
  hover, gives the very lines it gave then (`lines`).
- A scrollbar drawn whole when its thumb moves. The log's bar moves a little every move,
  and Textual draws all its lines again, each through the whole styling path. A vertical
  bar's line shows one of a handful of pieces (track above the thumb, thumb, track below,
  a partial glyph at either end of the thumb); the line a piece made last time, under the
  same colours, size and filters, is given again (`bar_lines`), and a piece not met before
  has the bar drawn Textual's way.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual._compositor import ChopsUpdate, Compositor, ReflowResult
from textual.filter import LineFilter
from textual.geometry import Region, Size
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip
from textual.widget import Widget

Box = tuple[int, int, int, int]  # x, y, right, bottom


def outermost(regions: list[Region]) -> list[Box]:
    """The regions not inside another, as boxes (largest first)."""
    kept: list[Box] = []
    for x, y, width, height in sorted(regions, key=lambda r: r.width * r.height, reverse=True):
        right, bottom = x + width, y + height
        if not any(kx <= x and ky <= y and right <= kr and bottom <= kb for kx, ky, kr, kb in kept):
            kept.append((x, y, right, bottom))
    return kept


def touches(region: Region, boxes: list[Box]) -> bool:
    """Whether `region` overlaps one of `boxes`."""
    x, y, width, height = region
    right, bottom = x + width, y + height
    return any(x < br and bx < right and y < bb and by < bottom for bx, by, br, bb in boxes)


class LeanCompositor(Compositor):
    """See the module."""

    _changed: list[Box] | None = None  # while a partial update is drawn: what changed

    def reflow(self, parent: Widget, size: Size) -> ReflowResult:
        self._full_map_invalidated = False
        return super().reflow(parent, size)

    def render_partial_update(self) -> ChopsUpdate | None:
        self._changed = outermost(list(self._dirty_regions))
        try:
            return super().render_partial_update()
        finally:
            self._changed = None

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        changed = self._changed
        if changed is None:
            yield from super()._get_renders(crop)
            return
        for widget, (region, clip) in self.visible_widgets.items():
            x, y, width, height = shown = region.intersection(clip)
            if width and height and touches(shown, changed):
                crop = Region(x - region.x, y - region.y, width, height)
                yield region, clip, lines(widget, region, crop)


class _Given(NamedTuple):
    """What a widget gave the last time it was asked for its lines, and under what."""

    size: Size
    crop: Region
    filters: list[LineFilter]
    link: str | None
    kept: list[Strip | None]  # its styles cache's lines then, one per line of the crop
    strips: list[Strip]


def lines(widget: Widget, region: Region, crop: Region) -> list[Strip]:
    """`widget.render_lines(crop)`, or the same lines as last time without drawing them
    again when nothing they are made from has changed (see the module)."""
    if type(widget).render_lines is not Widget.render_lines:
        return widget.render_lines(crop)  # drawn some other way: ask it
    cache = widget._styles_cache
    filters = widget.get_line_filters()
    link = widget.hover_style.link_id if widget.auto_links else None
    given: _Given | None = widget.__dict__.get("_lean_given")
    if (
        given is not None
        and not cache._dirty_lines
        and given.crop == crop
        and given.size == region.size
        and given.link == link
        and given.filters == filters
        and all(
            cache._cache.get(y) is kept for y, kept in zip(crop.line_range, given.kept, strict=True)
        )
    ):
        return given.strips
    if isinstance(widget, ScrollBar):
        strips = bar_lines(widget, region, crop, filters)
    else:
        strips = widget.render_lines(crop)
    kept = [cache._cache.get(y) for y in crop.line_range]
    if None in kept:  # not all kept (cannot happen: a render keeps every line it draws)
        widget.__dict__.pop("_lean_given", None)
    else:
        widget.__dict__["_lean_given"] = _Given(region.size, crop, filters, link, kept, strips)
    return strips


def bar_pieces(bar: ScrollBar, size: Size) -> list[Segment] | None:
    """What each line of a vertical scrollbar shows (one segment a line), reckoned as its
    renderer does; None for a horizontal bar or a renderer of another kind."""
    shape = bar.render()
    if not bar.vertical or type(shape) is not ScrollBarRender:
        return None
    style = shape.style
    if not isinstance(style, Style) or style.bgcolor is None or style.color is None:
        return None
    pieces = ScrollBarRender.render_bar(
        size=size.height,
        virtual_size=shape.virtual_size,
        window_size=shape.window_size,
        position=shape.position,
        thickness=size.width,
        vertical=True,
        back_color=style.bgcolor,
        bar_color=style.color,
    )
    return list(pieces.segments)


def bar_lines(
    bar: ScrollBar, region: Region, crop: Region, filters: list[LineFilter]
) -> list[Strip]:
    """A vertical scrollbar's lines: each piece's line as it was drawn last time under the
    same colours, size, crop and filters, kept in the bar's styles cache as a drawing would
    keep it; drawn Textual's way when a piece is new (see the module)."""
    pieces = bar_pieces(bar, region.size)
    if pieces is None or len(pieces) != region.height:
        return bar.render_lines(crop)
    app = bar.app
    under = (
        region.size,
        crop.x,
        crop.width,
        bar.background_colors,
        filters,
        bar.opacity,
        app.ansi_theme,
        app.native_ansi_color,
    )
    memo: tuple[tuple[object, ...], dict[Segment, tuple[Strip, Strip]]] | None
    memo = bar.__dict__.get("_lean_bar")
    if memo is None or memo[0] != under:
        memo = (under, {})
        bar.__dict__["_lean_bar"] = memo
    drawn = memo[1]
    cache = bar._styles_cache
    rows = crop.line_range
    shown = pieces[crop.y : crop.bottom]
    known = [drawn.get(piece) for piece in shown]
    if None in known or cache._width != region.width:
        strips = bar.render_lines(crop)
        for y, piece, strip in zip(rows, shown, strips, strict=True):
            drawn[piece] = (cache._cache[y], strip)
        return strips
    for y, (kept, _) in zip(rows, known, strict=True):  # type: ignore[misc]
        cache._cache[y] = kept  # as a drawing keeps it, so the bar reads as drawn
    cache._dirty_lines.difference_update(rows)
    return [strip for _, strip in known]  # type: ignore[misc]
