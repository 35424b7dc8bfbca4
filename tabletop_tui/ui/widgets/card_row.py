"""A row (or grid) of card widgets that is rebuilt only when its cards change."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.containers import Container

from tabletop_tui.ui.widgets.card import CardWidget


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

    def show_cards(
        self,
        card_ids: Sequence[str],
        make: Callable[[str, str], CardWidget],
        classes_of: Callable[[str], str] = lambda _: "",
    ) -> None:
        """Show these cards, building widgets only if the list changed."""
        ids = tuple(card_ids)
        if ids == self.card_ids:
            for widget in self.query_children(CardWidget):
                self.mark(widget, classes_of(widget.card_id), self.managed)
            return
        self.card_ids = ids
        self.remove_children()
        if ids:
            self.mount_all([make(card_id, classes_of(card_id)) for card_id in ids])

    @staticmethod
    def mark(widget: CardWidget, classes: str, managed: tuple[str, ...] = MANAGED) -> None:
        """Set the state classes a card should carry (of those in `managed`)."""
        wanted = set(classes.split())
        for name in managed:
            widget.set_class(name in wanted, name)

    def highlight(self, card_ids: Sequence[str], name: str) -> None:
        """Put class `name` on exactly these cards."""
        wanted = set(card_ids)
        for widget in self.query_children(CardWidget):
            widget.set_class(widget.card_id in wanted, name)
