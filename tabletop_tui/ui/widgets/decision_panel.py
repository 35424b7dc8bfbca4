"""The pending decision: its prompt, the cards it shows, and one row per legal option."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option as Row

from tabletop_tui.core.decision import Option
from tabletop_tui.ui.news_text import MEASURE, Summary, height_of
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.keyed_label import KeyedLabel
from tabletop_tui.ui.widgets.news_box import NewsBox, NewsRoom
from tabletop_tui.ui.widgets.option_rows import (
    OPTION_KEYS,
    OptionRows,
    distinct_labels,
    key_for,
    option_floor,
)
from tabletop_tui.ui.widgets.repaint import put, set_class, set_subtitle
from tabletop_tui.ui.widgets.whole_frame import track

MORE = "… (i: the whole card)"  # the last line of a card text cut short


class DecisionPanel(NewsRoom, Vertical):
    """Shows one decision; posts OptionChosen when the player picks a row."""

    DEFAULT_CSS = """
    DecisionPanel {
        height: auto;
        #news {  /* rows of text (watching.NEWS_LINES), and its border */
            padding: 0 1; height: auto; max-height: 5; display: none; color: $text-muted;
            border-bottom: dashed $foreground 30%; text-overflow: ellipsis;
            border-subtitle-color: $text-muted; border-subtitle-style: italic;
        }
        #news.-shown { display: block; }
        #prompt { text-style: bold; padding: 0 1; }
        #note { color: $error; padding: 0 1; display: none; }
        #note.-shown { display: block; }
        #context {
            layout: grid; grid-size: 3; grid-columns: 1fr; grid-rows: auto; grid-gutter: 0 1;
            height: auto; display: none; padding: 0;
        }
        #context CardWidget { border-title-style: bold; border-title-color: $accent; }
        #context.-shown { display: block; }
        OptionRows { height: auto; max-height: 18; border: none; padding: 0; }
        OptionRows:focus { border: none; }
        OptionRows.-waiting { height: 0; }
        #detail {
            padding: 0 1; height: auto; max-height: 8; display: none;
            border-top: dashed $foreground 30%; text-overflow: ellipsis;
        }
        #detail.-shown { display: block; }
    }
    """

    class OptionChosen(Message):
        """The player chose an option (Enter, click, or its number key)."""

        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    class OptionHighlighted(Message):
        """The option under the cursor or mouse changed (None: no option)."""

        def __init__(self, option: Option | None) -> None:
            super().__init__()
            self.option = option

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.options: list[Option] = []
        self._sized_for: tuple[int, int] | None = None  # the screen size the height is kept for
        self._summary: Summary | None = None  # the news, for any rows
        self._detail_text: Text | None = None  # the card text under the options, whole

    def on_resize(self, event: events.Resize) -> None:
        if not self.screen_resized():
            self._make_room()

    def screen_resized(self) -> bool:
        """A new screen size: the panel fits it afresh (see keep_height); True if it was
        new. Told by its own Resize, and by the screen's (the table's on_resize): a panel
        whose parts had all given way keeps its size, and would never hear of it."""
        screen = (self.app.size.width, self.app.size.height)
        if screen == self._sized_for:
            return False
        self._sized_for = screen
        if self.styles.min_height is not None:
            self.styles.min_height = None  # fit the new screen afresh
        self._options_at_full_height()
        self._detail_whole()
        if self._summary is not None:  # all its rows again (it gave way to the old size)
            self._put_news(self._summary.drawn(self.news_room()[1]))
        self.call_after_refresh(self._make_room)  # once laid out afresh
        if self.rows.highlighted is not None:  # the table brings what it names into sight
            self.post_message(self.OptionHighlighted(self.option_at(self.rows.highlighted)))
        return True

    def settle(self) -> bool:
        """Once laid out, before the frame is drawn (SettledLayout.settle_layout): the room
        shared out (fit; True: lay out again), then the height kept (keep_height)."""
        if self.fit():
            return True
        self.keep_height()
        self._cue()
        return False

    def _cue(self) -> None:
        """The panel's bottom edge tells of options out of sight: a newcomer at 80x24 read
        one or two of a Round's options and missed the rest (a scrollbar two cells high)."""
        above, below = self.rows.out_of_sight() if self.options else (0, 0)
        parts = [f"{mark} {n} more" for mark, n in (("▲", above), ("▼", below)) if n]
        set_subtitle(self, f"{' · '.join(parts)} · ↑↓" if parts else "")

    @on(OptionRows.Scrolled)
    def _scrolled(self, event: OptionRows.Scrolled) -> None:
        event.stop()
        self._cue()

    def keep_height(self) -> None:
        """The panel grows to fit each decision and keeps its tallest height until the
        screen changes size (up to its max-height): the log under it stays put from move to
        move instead of jumping (and being redrawn whole) each time a decision is shorter.
        Run once a layout is settled (the screen's settle_layout): the Resize events of a
        layout redone before drawing tell of sizes never drawn."""
        if self._sized_for != (self.app.size.width, self.app.size.height):
            return  # on_resize fits the new screen size first
        height = self.outer_size.height
        kept = self.styles.min_height
        if height and (kept is None or height > kept.value):
            self.styles.min_height = height

    def _make_room(self) -> None:
        self.fit()

    def fit(self) -> bool:
        """When prompt, options and detail do not all fit (a short terminal, a long card),
        the options give way, down to `option_floor` lines (they scroll): the card's full text
        under them must not be cut off, nor the choices hidden; at their floor, the summary
        above gives way. When the detail is shorter again, the options take the room back.
        True: it changed a height (lay out again). Run once laid out (SettledLayout's
        settle_layout), and after a change of content."""
        found = self.query(OptionRows)  # (none in a panel being taken down)
        if not found:
            return False
        if self._news_redrawn():
            return True
        needed = sum(child.outer_size.height for child in self.children if child.display)
        overflow = needed - max(self.content_region.height, self._room())
        rows = found.first()
        if not rows.display or rows.has_class("-waiting"):
            return False
        height = rows.outer_size.height
        if not height and rows.option_count:
            return False  # options just set, not laid out yet: the sizes are old
        floor = option_floor(self.screen.has_class("-short"), self.app.size.height)
        least = max(rows.least_height(), min(floor, rows.virtual_size.height))
        if height < least:  # given way for another option: this one must be seen whole
            cap: int | None = least
        elif overflow > 0 and height > least:
            cap = max(least, height - overflow)
        elif overflow > 0:
            # the summary keeps its first line while the card text can give way (the
            # whole card is one key away, i), and goes only after that
            return (
                self._news_gives_way(overflow, hide=False)
                or self._detail_gives_way(overflow)
                or self._news_gives_way(overflow)
            )
        elif self._detail_grows():
            return True
        elif overflow < 0 and rows.styles.inline.has_rule("max_height"):
            # room again: the options take it back, up to the stylesheet's own max-height
            most = rows.styles.base.max_height
            grown = height - overflow
            whole = rows.virtual_size.height + rows.styles.gutter.height <= height
            full = whole or most is None or (most.is_cells and grown >= most.value)
            cap = None if full else grown
        else:
            return False
        now = rows.styles.max_height if rows.styles.inline.has_rule("max_height") else None
        if (now.value if now is not None else None) == cap:
            return False
        rows.styles.max_height = cap
        self.call_after_refresh(rows.scroll_to_highlight)
        return True

    def _room(self) -> int:
        """The most rows the panel's content may have: its max-height, less what the panels
        beside it keep (the log's min-height). Run after a change of content, `fit` sees the
        panel at the height of the layout before, not yet grown to hold a detail just shown:
        the options must not give way for rows the panel still has to take."""
        side = self.parent
        if not isinstance(side, Widget) or not side.content_region.height:
            return 0
        most = side.content_region.height
        for other in side.children:
            if other is not self and other.display:
                least = other.styles.min_height
                most -= (
                    int(least.resolve(side.content_region.size, self.app.size))
                    if least is not None
                    else other.outer_size.height
                )
        cap = self.styles.max_height
        if cap is not None:
            most = min(most, int(cap.resolve(side.content_region.size, self.app.size)))
        return most - self.styles.gutter.height

    def _options_at_full_height(self) -> None:
        """The options as tall as the stylesheet lets them be (until the detail needs room)."""
        found = self.query(OptionRows)
        if found and found.first().styles.inline.has_rule("max_height"):
            found.first().styles.max_height = None

    def compose(self) -> ComposeResult:
        yield NewsBox(id="news")
        yield Static(id="prompt")
        yield Container(id="context")
        yield Static(id="note")
        yield OptionRows(id="options")
        yield Static(id="detail")

    @property
    def rows(self) -> OptionRows:
        """The option list."""
        return self.query_one(OptionRows)

    def show(self, prompt: str, options: Sequence[Option], context: Sequence[Widget]) -> None:
        """Ask a decision: prompt, context cards, and numbered options."""
        self.options = list(options)
        if len(options) > len(OPTION_KEYS):  # the rows past the last key have none
            prompt += f" ({len(options)} options: ↑↓ and Enter reach those past Z.)"
        put(self.query_one("#prompt", Static), Text(prompt))
        self.show_note("")
        self._show_context(context)
        rows = self.rows
        rows.set_options(
            self._row(n, label) for n, label in enumerate(distinct_labels(self.options))
        )
        set_class(rows, False, "-waiting")
        self._options_at_full_height()
        rows.highlighted = 0 if self.options else None

    def wait(self, message: str, *, done: bool = False) -> None:
        """No decision for the displayed player: say who is choosing instead. `done`: none
        will come (the game is over): the panel lets go of the height it kept, and the log
        under it takes the room (it had two lines at 80x24, under rows of nothing). While
        others move it keeps it, so the log stays put from move to move."""
        self.options = []
        if done and self.styles.min_height is not None:
            self.styles.min_height = None
        put(self.query_one("#prompt", Static), Text(message))
        self.show_note("")
        self._show_context([])
        self.rows.clear_options()
        set_class(self.rows, True, "-waiting")
        set_subtitle(self, "")
        self.show_detail(None)
        self.show_news(None)

    def _detail_grows(self) -> bool:
        """A card text cut at the detail's max-height (the stylesheet's) asks for all its
        rows, once: where the panel has not that room, it gives way again (fit)."""
        detail, text = self.query_one("#detail", Static), self._detail_text
        width = detail.content_region.width
        if text is None or not detail.display or width <= 0:
            return False
        if detail.styles.inline.has_rule("max_height"):
            return False  # grown or given way already, for this text
        most = detail.styles.max_height
        if most is None or not most.is_cells or detail.outer_size.height < most.value:
            return False  # shorter than the stylesheet lets it be: nothing is cut
        want = height_of(text, width) + detail.styles.gutter.height
        return want > detail.outer_size.height and _cap(detail, want)

    def _detail_whole(self) -> None:
        """The card text whole again, at the stylesheet's max-height (a new screen size:
        what it gave way to before may fit now; fit cuts it again if not)."""
        detail = self.query_one("#detail", Static)
        if self._detail_text is not None and detail.styles.inline.has_rule("max_height"):
            detail.styles.max_height = None
            put(detail, self._detail_text)

    def _detail_gives_way(self, overflow: int) -> bool:
        """With the options at their floor and no summary left, the card text takes
        `overflow` rows fewer (three at least), its last line saying where the rest is."""
        detail, text = self.query_one("#detail", Static), self._detail_text
        height, width = detail.outer_size.height, detail.content_region.width
        if text is None or not detail.display or height <= 3 or width <= 0:
            return False
        rows = max(3, height - overflow)
        if not _cap(detail, rows):
            return False
        lines = text.wrap(MEASURE, width)
        shown = rows - detail.styles.gutter.height - 1
        put(detail, Text("\n").join([*lines[:shown], Text(MORE, style="dim italic")]))
        return True

    def show_note(self, text: str) -> None:
        """A one-line reason under the prompt (why a click did nothing); empty hides it."""
        note = self.query_one("#note", Static)
        put(note, Text(text))
        set_class(note, bool(text), "-shown")

    def show_detail(self, text: Text | None) -> None:
        """The full text of the card(s) the highlighted option or the focused card names,
        under the options (None hides it)."""
        detail = self.query_one("#detail", Static)
        changed = text is not self._detail_text and put(detail, text if text else "")
        self._detail_text = text
        set_class(detail, text is not None, "-shown")
        if changed:
            detail.styles.max_height = None  # the stylesheet's, until fit finds more room
        if changed and text is not None:
            self.call_after_refresh(self._make_room)  # once laid out: does it all fit?

    def option_for_key(self, key: str) -> Option | None:
        """The option a key picks, if any."""
        return self.option_at(OPTION_KEYS.find(key)) if key else None

    def option_at(self, index: int) -> Option | None:
        """The option at a 0-based row, if any."""
        return self.options[index] if 0 <= index < len(self.options) else None

    def highlight_key(self, key: str) -> None:
        """Move the cursor to the option with this key."""
        for n, opt in enumerate(self.options):
            if opt.key == key:
                self.rows.highlighted = n

    def highlight_context(self, card_ids: Sequence[str], name: str) -> None:
        """Put class `name` on exactly these context cards."""
        for widget in self.query_one("#context").query_children(CardWidget):
            set_class(widget, widget.card_id in card_ids, name)

    def _show_context(self, widgets: Sequence[Widget]) -> None:
        """The cards the decision shows; a card an option names alone wears that option's key
        on its top edge. A picker (every card named by an option) gets class -picker."""
        box = self.query_one("#context", Container)
        if box.children:
            track(box.remove_children())
        set_class(box, bool(widgets), "-shown")
        named = {o.cards[0]: n for n, o in enumerate(self.options) if len(o.cards) == 1}
        cards = [w for w in widgets if isinstance(w, CardWidget)]
        for widget in cards:
            if widget.card_id in named:
                widget.border_title = key_for(named[widget.card_id])
        set_class(box, bool(cards) and all(w.card_id in named for w in cards), "-picker")
        if widgets:
            track(box.mount_all(widgets))

    @staticmethod
    def _row(n: int, label: str) -> Row:
        # the key in its own column, so a long label wraps under itself, not under the key
        return Row(KeyedLabel(key_for(n), label), id=f"opt-{n}")

    def _index(self, option_id: str | None) -> int:
        return int(option_id.split("-")[1]) if option_id else -1

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        option = self.option_at(self._index(event.option_id))
        if option is not None:
            self.post_message(self.OptionChosen(option.key))

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.OptionHighlighted(self.option_at(self._index(event.option_id))))
        found = self.query(OptionRows)
        if found and found.first().styles.inline.has_rule("max_height"):  # gave way to detail
            self.call_after_refresh(self._make_room)  # the new option must be seen whole

    @on(OptionRows.Hovered)
    def _hovered(self, event: OptionRows.Hovered) -> None:
        event.stop()
        index = event.index if event.index is not None else self.rows.highlighted
        self.post_message(self.OptionHighlighted(self.option_at(-1 if index is None else index)))


def _cap(widget: Widget, rows: int) -> bool:
    """Set the widget's max-height to `rows` (True: it was another)."""
    now = widget.styles.max_height if widget.styles.inline.has_rule("max_height") else None
    if now is not None and now.value == rows:
        return False
    widget.styles.max_height = rows
    return True
