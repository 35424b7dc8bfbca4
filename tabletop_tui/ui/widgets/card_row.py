"""A row (or grid) of card widgets that changes only the cards that changed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.containers import Container

from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import put, set_classes, set_subtitle, set_title
from tabletop_tui.ui.widgets.whole_frame import track


class CardRow(Container):
    """Holds card widgets for a list of card ids; `classes_of` marks each (e.g. -choosable).

    The row manages the state classes in `managed`: on every redraw each card carries
    exactly those of them that `classes_of` names. A game adds its own (NecronomiCards'
    `-in-spell`) by passing them."""

    MANAGED: tuple[str, ...] = ("-choosable", "-in-option")

    DEFAULT_CSS = """
    CardRow { height: auto; layout: horizontal; }
    """

    def __init__(
        self, *, id: str | None = None, classes: str = "", managed: tuple[str, ...] = MANAGED
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.card_ids: tuple[str, ...] = ()
        self.managed = managed
        self.cards: list[CardWidget] = []  # the widgets shown, in the order of card_ids
        self._look: object = None

    def show_cards(
        self,
        card_ids: Sequence[str],
        make: Callable[[str, str], CardWidget],
        classes_of: Callable[[str], str] = lambda _: "",
        look: object = None,
    ) -> None:
        """Show these cards in this order. A card still there keeps its widget (marked
        anew). A card that came takes over the widget of one that went, where one of its
        kind is free (a widget redrawn in place costs Textual less than one mounted and one
        removed); the rest are built and mounted, or removed.
        `look`: whatever else `make` draws a card from (all are built again when it changes)."""
        ids = tuple(card_ids)
        if look != self._look:
            self._look = look
            self.card_ids, self.cards = (), []
            track(self.remove_children())
        if ids == self.card_ids:
            self.mark_all(self.cards, classes_of)
            return
        # keep a widget for each card still held (a card held twice: as many as are kept)
        old: dict[str, list[CardWidget]] = {}
        for widget in self.cards:
            old.setdefault(widget.card_id, []).append(widget)
        kept: list[CardWidget | None] = [
            old[card_id].pop(0) if old.get(card_id) else None for card_id in ids
        ]
        gone = [widget for widgets in old.values() for widget in widgets]
        built: dict[int, CardWidget] = {}  # new widgets, by place
        for n, card_id in enumerate(ids):
            if kept[n] is None:
                built[n] = make(card_id, classes_of(card_id))
                if gone:
                    kept[n] = self._take_over(gone, built[n])
        if gone:
            track(self.remove_children(gone))
        self.mark_all([widget for widget in kept if widget is not None], classes_of)
        # the kept widgets in the new order (moves are rare: a hand is sorted, cards come
        # and go), then each run of new ones mounted before the kept card that follows it
        order = [widget for widget in kept if widget is not None]
        current = [widget for widget in self.cards if widget in order]
        if current != order:
            for before, widget in zip(order, order[1:], strict=False):
                self.move_child(widget, after=before)
        shown: list[CardWidget] = []
        run: list[CardWidget] = []
        for n, widget in enumerate(kept):
            if widget is None:
                run.append(built[n])
                continue
            if run:
                track(self.mount_all(run, before=widget))
                shown += run
                run = []
            shown.append(widget)
        if run:
            track(self.mount_all(run, after=order[-1]) if order else self.mount_all(run))
            shown += run
        self.card_ids, self.cards = ids, shown

    def _take_over(self, gone: list[CardWidget], fresh: CardWidget) -> CardWidget | None:
        """A widget of `gone` made to look as `fresh` does (and taken out of `gone`), or None
        if none may be: it must be of the same kind, and not one a person is on (focused or
        under the mouse: what they look at must not turn into another card)."""
        if fresh.id is not None or fresh.children:
            return None
        under = self.app.mouse_over
        for widget in gone:
            if type(widget) is type(fresh) and not widget.has_focus and widget is not under:
                gone.remove(widget)
                widget.card_id = fresh.card_id
                put(widget, fresh.content)
                classes = fresh.classes
                set_classes(
                    [(widget, False, name) for name in widget.classes - classes]
                    + [(widget, True, name) for name in classes - widget.classes]
                )
                widget.tooltip = fresh.tooltip
                set_title(widget, fresh.border_title)
                set_subtitle(widget, fresh.border_subtitle)
                return widget
        return None

    def mark_all(self, widgets: Sequence[CardWidget], classes_of: Callable[[str], str]) -> None:
        """Mark each card with the state classes it should carry, restyled together."""
        wanted = {id(w): set(classes_of(w.card_id).split()) for w in widgets}
        set_classes((w, name in wanted[id(w)], name) for w in widgets for name in self.managed)

    @staticmethod
    def mark(widget: CardWidget, classes: str, managed: tuple[str, ...] = MANAGED) -> None:
        """Set the state classes a card should carry (of those in `managed`)."""
        wanted = set(classes.split())
        set_classes((widget, name in wanted, name) for name in managed)

    def highlight(self, card_ids: Sequence[str], name: str) -> None:
        """Put class `name` on exactly these cards."""
        wanted = set(card_ids)
        set_classes((w, w.card_id in wanted, name) for w in self.cards)
