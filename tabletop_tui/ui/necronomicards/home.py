"""Your area of the NecronomiCards table: Spell cards, unplayed Summons, played Summons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from tabletop_tui.games.necronomicards.cards import CardSet
from tabletop_tui.ui.necronomicards.areas import (
    badges,
    being_summoned,
    played_text,
    summoning,
    title,
)
from tabletop_tui.ui.necronomicards.cards import PlayedChip, SpellCard, SummonCard
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.chip_grid import ChipGrid
from tabletop_tui.ui.widgets.repaint import put, set_class, set_title


class HomeArea(Vertical):
    """The shown player's cards, face up; each card can be clicked to pick it."""

    def compose(self) -> ComposeResult:
        with Horizontal(classes="caption-line"):
            yield Static(id="hand-caption", classes="caption")
            yield Static(
                "· six that match make a spell hand", id="hand-hint", classes="caption hint"
            )
        yield CardRow(id="home-hand", managed=(*CardRow.MANAGED, "-in-spell"))
        yield Static(id="summons-caption", classes="caption")
        yield CardRow(id="home-summons")
        with Horizontal(id="played-line"):
            yield Static(id="played-caption", classes="caption")
            yield ChipGrid(id="home-played")
        yield Static(id="home-badges")

    def show(
        self, cards: CardSet, view: dict[str, Any], seat: int, classes_of: Callable[[str], str]
    ) -> None:
        """Draw the seat's own cards from its view."""
        player = view["players"][seat]
        watching = bool(view.get("watching"))  # a spectator shown a bot's cards
        set_title(self, title(player, seat, view, you=not watching))
        set_class(self, view["deciding"] == seat, "-to-move")
        spells, summons = player["spells"] or [], player["summons"] or []
        caption = self.query_one("#hand-caption", Static)
        whose = f"{player['name']}'s" if watching else "Your"
        if spells:
            put(caption, f"{whose} Spell cards ({len(spells)})")
        else:
            none = f"{player['name']} holds" if watching else "You hold"
            put(caption, f"{none} no Spell cards")
        set_class(self.query_one("#hand-hint"), not spells or watching, "-hidden")
        self.query_one("#home-hand", CardRow).show_cards(
            spells, lambda iid, cls: SpellCard(cards, iid, cls), classes_of
        )
        summons_caption = self.query_one("#summons-caption", Static)
        put(summons_caption, f"{whose} unplayed Summons ({len(summons)}): play one per turn")
        set_class(summons_caption, not summons, "-hidden")
        self.query_one("#home-summons", CardRow).show_cards(
            summons, lambda iid, cls: SummonCard(cards, iid, cls), classes_of
        )
        played = player["played"]
        # (a Summon still performing its action is named: it does not count yet)
        summoned = being_summoned(view, seat)
        pending = [cards.card(c).name for c in played if c in summoned]
        # ("Played 0/7 (Baba Yaga being summoned):" before the chips: a play-test read
        # "Played 0/7, Baba Yaga (being summoned): Baba Yaga" as the name said twice)
        note = f" ({', '.join(pending)} being summoned)" if pending else ""
        put(
            self.query_one("#played-caption", Static),
            f"Played {played_text(played, view['target'], summoning(view, seat))}{note}"
            + (":" if played else ""),
        )
        self.query_one("#home-played", ChipGrid).show_cards(
            played, lambda iid, cls: PlayedChip(cards, iid, cls)
        )
        self.stack_played()
        badge = self.query_one("#home-badges", Static)
        put(badge, Text(badges(player)))
        set_class(badge, not badges(player), "-hidden")

    def on_resize(self) -> None:
        self.stack_played()

    def stack_played(self) -> None:
        """The played Summons beside their caption while the widest fits there, else on
        the lines under it (names are never cut)."""
        line = self.query_one("#played-line")
        room = line.content_region.width
        if not room:
            return
        caption = self.query_one("#played-caption", Static)
        chips = self.query_one("#home-played", ChipGrid)
        beside = caption.outer_size.width + caption.styles.margin.right + chips.widest()
        set_class(line, beside > room, "-stacked")

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the cards of the option under the cursor."""
        for row_id in ("#home-hand", "#home-summons"):
            self.query_one(row_id, CardRow).highlight(card_ids, name)
