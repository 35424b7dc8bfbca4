"""The NecronomiCards table: others at the top, the piles in the centre, your cards below."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container
from textual.widgets import Static

from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.games.necronomicards.cards import CardSet
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.necronomicards import cards as card_ui
from tabletop_tui.ui.necronomicards.areas import CentrePiles, OpponentArea, centre_items
from tabletop_tui.ui.necronomicards.home import HomeArea
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.packed_line import PackedLine
from tabletop_tui.ui.widgets.repaint import put, set_class

HERE = Path(__file__).parent

WHAT_TO_DO = {
    "cast": "cast a spell hand or keep your cards",
    "summon": "play a Summon (it counts toward winning) or keep it",
    "hand_limit": "discard down to 6 Spell cards",
}
# the same in fewer words, for a status bar at 80 columns (a play-tester read "the choices
# are on the right" there when a Summon was to be played)
BRIEFLY = {
    "cast": "cast or keep your cards",
    "summon": "play a Summon or keep it",
    "hand_limit": "discard down to 6",
}


class NecronomiCardsScreen(GameScreen):
    """Draws a NecronomiCards view and maps its cards to the pending options."""

    CSS_PATH = [HERE.parent / "game_screen.tcss", HERE / "screen.tcss"]
    RULES_SUMMARY = HERE / "rules_summary.md"
    LEGEND = "♞ Horseman ⏸ lost turns"
    LEGEND_HELP = HERE / "legend.md"

    @property
    def cards(self) -> CardSet:
        """The match's card data."""
        return self.match.game.cards  # type: ignore[no-any-return]

    def compose_table(self) -> ComposeResult:
        players = len(self.match.seats)
        opponents = Container(id="opponents")
        # (on a short screen, docked: a newcomer at 80x24 missed Summons below the fold)
        opponents.border_subtitle = "{ } scroll: your Summons, played and in hand"
        with opponents:
            for seat in range(players):
                yield OpponentArea(id=f"seat-{seat}")
            yield PackedLine(id="centre-line")  # a short screen's: the centre in words
        yield CentrePiles(id="centre")
        yield HomeArea(id="home")
        yield Static(id="hidden-note")

    def render_view(self, view: dict[str, Any]) -> None:
        seat = view["seat"]
        others = [i for i in range(len(view["players"])) if i != seat]
        for i in range(len(view["players"])):
            area = self.query_one(f"#seat-{i}", OpponentArea)
            set_class(area, i == seat, "-hidden")
            if i != seat:
                area.show(self.cards, view, i)
        opponents = self.query_one("#opponents")
        for n in range(1, 5):
            set_class(opponents, len(others) == n, f"-count-{n}")
        self.query_one(CentrePiles).show(self.cards, view)
        self.query_one(PackedLine).show(centre_items(self.cards, view))
        home = self.query_one(HomeArea)
        set_class(home, seat is None, "-hidden")
        note = self.query_one("#hidden-note", Static)
        set_class(note, seat is not None, "-hidden")
        if seat is None:
            watching = not self.match.humans
            put(
                note,
                "Watching the bots: every hand stays hidden."
                if watching
                else "Hands are hidden while the screen changes hands.",
            )
            return
        home.show(self.cards, view, seat, self.choosable_class)

    def show_own_cards(self) -> None:
        home = self.query_one(HomeArea)
        if not home.has_class("-hidden"):
            self.query_one("#table").scroll_to_widget(home, animate=False, top=True)

    def card_widget(self, card_id: str) -> CardWidget:
        return card_ui.card_widget(self.cards, card_id, self.choosable_class(card_id))

    def option_highlighted(self, option: Option | None) -> None:
        decision = self.asking
        ids = list(option.cards) if option is not None and decision is not None else []
        home = self.query_one(HomeArea)
        cast = decision is not None and decision.kind == "cast"
        home.highlight(ids if cast else [], "-in-spell")
        home.highlight([] if cast else ids, "-in-option")
        if len(ids) == 1:
            self.inspected = ids[0]

    def why_not(self, decision: Decision, card_id: str) -> str | None:
        if decision.kind == "cast":
            spells = [o for o in decision.options if card_id in o.cards]
            if not spells:
                return "That card is not part of any spell hand you can cast now"
            current = self.panel.rows.highlighted
            keys = [o.key for o in decision.options]
            after = [o for o in spells if current is None or keys.index(o.key) > current]
            self.panel.highlight_key((after or spells)[0].key)
            self.panel.show_note("Press Enter to cast the highlighted spell hand")
            return None
        if any(len(o.cards) == 1 for o in decision.options):
            return "You must choose from the highlighted cards"
        return "That card is not one of the choices: pick an option from the list"

    def what_to_do(self, decision: Decision) -> str:
        if decision.kind in WHAT_TO_DO:
            return WHAT_TO_DO[decision.kind]
        return decision.prompt

    def what_to_do_briefly(self, decision: Decision) -> str:
        return BRIEFLY.get(decision.kind, "")

    def card_text(self, card_id: str) -> Text | None:
        return card_ui.full_text(self.cards, card_id) if card_id else None

    def describe_card(self, card_id: str) -> str:
        return card_ui.describe(self.cards, card_id)
