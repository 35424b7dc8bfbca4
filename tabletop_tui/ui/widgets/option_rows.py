"""The option list of a decision: a key for each row (the digits, then letters), rows
that wrap (measured once a width), and the cursor marked without colour."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, cast

from rich.segment import Segment
from textual._loop import loop_last
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import OptionList

from tabletop_tui.core.decision import Option

# The key that picks each option, in order: the digits, then the letters the tables do not
# use for anything else (i inspect, n step, q menu, s save, t table/hand, u undo, v hands),
# then capitals (shift and a letter; no I or O, read as 1 and 0): 52 keys in all. A longer
# list (a Curse's depth in a big deck) is reached with the arrows, and says so.
OPTION_KEYS = "123456789abcdefghjklmoprwxyz" + "ABCDEFGHJKLMNPQRSTUVWXYZ"
CURSOR = "▶"  # with NO_COLOR, before the option under the cursor


def key_for(index: int) -> str:
    """The key of the option at a 0-based row ("" past the last key)."""
    return OPTION_KEYS[index] if 0 <= index < len(OPTION_KEYS) else ""


def option_floor(short: bool, rows: int) -> int:
    """The lines of options kept in sight when a summary or a long card text needs room: 4
    on a short screen (80x24), 6 on a short one of 28 rows or more (100x30: three two-line
    options, where a review saw one or two), 7 on a tall one, 12 from 40 rows (120x40: a
    review saw 4 of a Possession Round's 17 options under a nine-row summary)."""
    if not short:
        return 12 if rows >= 40 else 7
    return 6 if rows >= 28 else 4


def fold_copies(options: Sequence[Option], design: Callable[[str], str]) -> list[Option]:
    """The options less those that do the same to another copy of one card: "Discard Lone
    Serpent (one of 2)" once, not again as "(copy 2)" (a review counted the copies as
    choices). Two options are one if they read the same and name cards of the same
    `design`, in order; the first is kept (which copy goes does not matter). Only the
    screen folds them: the question and its answers are the engine's."""
    kept: dict[tuple[str, tuple[str, ...]], int] = {}
    folded: list[Option] = []
    counts: list[int] = []
    for option in options:
        if option.cards:
            same = (option.label, tuple(design(c) for c in option.cards))
            if same in kept:
                counts[kept[same]] += 1
                continue
            kept[same] = len(folded)
        folded.append(option)
        counts.append(1)
    return [
        o if n == 1 else o._replace(label=f"{o.label} (one of {n})")
        for o, n in zip(folded, counts, strict=True)
    ]


def distinct_labels(options: Sequence[Option]) -> list[str]:
    """Option labels, told apart when several read the same: "Discard Lone Skull (copy 2)"
    where they name cards (copies of one card, as good as each other), else "(way 2)"."""
    seen: Counter[str] = Counter()
    labels = []
    for option in options:
        seen[option.label] += 1
        count = seen[option.label]
        if count == 1:
            labels.append(option.label)
        else:
            labels.append(f"{option.label} ({'copy' if option.cards else 'way'} {count})")
    return labels


class OptionRows(OptionList):
    """An option list that also reports which option the mouse is over, and remembers how
    many lines each option takes at a width: Textual measures every option again at every
    layout (a table lays out a few times a move), by drawing it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # id(visual) -> (the visual, kept so its id is not reused; width; wrap; its height)
        self._rows_measured: dict[int, tuple[Visual, int, object, int]] = {}

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        rules = cast(RulesMap, self.styles)
        width -= self.get_component_styles("option-list--option").padding.width
        wrap = (self.styles.text_wrap, self.styles.text_overflow)
        known, heights = self._rows_measured, {}
        total = 0
        for last, option in loop_last(self.options):
            visual = self._get_visual(option)
            kept = known.get(id(visual))
            if kept is not None and kept[0] is visual and kept[1] == width and kept[2] == wrap:
                height = kept[3]
            else:
                height = visual.get_height(rules, width)
            heights[id(visual)] = (visual, width, wrap, height)
            total += height + (1 if option._divider and not last else 0)
        self._rows_measured = heights
        return total

    def _on_resize(self) -> None:
        super()._on_resize()
        # a scrollbar kept from the old size narrows the rows, so that a row that fits the
        # new width wraps and the scrollbar keeps itself (a review: 80x24, then 120x40, the
        # last option out of sight above empty rows); measured afresh without it, it comes
        # back if the rows need it
        if self.show_vertical_scrollbar:
            self.show_vertical_scrollbar = False
            self._update_lines()  # (the rows' size, at the whole width, before the layout)
            self.refresh(layout=True)

    def render_line(self, y: int) -> Strip:
        """A line of the options; with NO_COLOR, the option under the cursor wears a ▶ in
        its left padding (greys alone hardly tell it from the rest)."""
        strip = super().render_line(y)
        if not self.app.no_color or not strip.cell_length:
            return strip
        try:
            index, offset = self._lines[self.scroll_offset.y + y]
        except IndexError:
            return strip
        if index != self.highlighted or offset != 0:
            return strip
        first = next(iter(strip))
        return Strip.join([Strip([Segment(CURSOR, first.style)], 1), strip.crop(1)])

    def out_of_sight(self) -> tuple[int, int]:
        """The options wholly or partly out of sight above, and below, the rows shown."""
        height = self.scrollable_content_region.height
        lines = self._lines
        if height <= 0 or len(lines) <= height:
            return 0, 0
        top = round(self.scroll_y)
        return len({i for i, _ in lines[:top]}), len({i for i, _ in lines[top + height :]})

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if round(old_value) != round(new_value):
            self.post_message(self.Scrolled())

    class Scrolled(Message):
        """Other options came into sight (the arrows, the wheel)."""

    def least_height(self) -> int:
        """The lines the options may shrink to: the option under the cursor, whole."""
        self._update_lines()
        highlighted = self.highlighted
        return self._heights.get(highlighted, 1) if highlighted is not None else 1

    class Hovered(Message):
        """The mouse moved onto an option (index), or off the list (None)."""

        def __init__(self, index: int | None) -> None:
            super().__init__()
            self.index = index

    def watch__mouse_hovering_over(self, index: int | None) -> None:
        self.post_message(self.Hovered(index))
