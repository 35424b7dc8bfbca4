"""The In Nomine table: the opponent's side at the top, the phase track and the fight in the
centre, your side and your hand below."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical

from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.match import Match
from tabletop_tui.games.in_nomine.cards import CardSet
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.in_nomine import inspector, reasons
from tabletop_tui.ui.in_nomine.areas import SideArea, side_items
from tabletop_tui.ui.in_nomine.cards import SmallCard
from tabletop_tui.ui.in_nomine.centre import FocusLine, PhaseTrack, focus_text
from tabletop_tui.ui.in_nomine.combat import CombatPanel
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.packed_line import PackedLine

HERE = Path(__file__).parent

WHAT_TO_DO = {
    "attach": "choose the persona it goes on",
    "pay_song": "choose the Celestial whose Essence pays for the Song",
    "prince_window": "a Prince card is being played: negate it or let it happen",
    "end": "discard down to 7 cards",
    "declare": "attack the deck or one of the opponent's personas",
    "attack_window": "play a card on your attack, or go on",
    "defend_window": "you are attacked: answer with a card, block, or let the attack come",
    "combat_window": "play a card on the fight, or pass",
    "respond": "your opponent's turn is ending: play a card, or let it end",
}
MAIN = {
    "recruit": "recruit a persona, attach modifiers, play cards, or end the phase",
    "struggle": "attack with a persona that has Essence, or end the Struggle",
}
BRIEFLY = {  # what_to_do in fewer words, for an 80-column status bar
    "attach": "choose a persona for it",
    "pay_song": "choose who pays for the Song",
    "prince_window": "negate the Prince card, or not",
    "end": "discard down to 7 cards",
    "declare": "choose what to attack",
    "attack_window": "play on your attack, or go on",
    "defend_window": "you are attacked: answer or not",
    "combat_window": "play a card on the fight, or pass",
    "respond": "play before the turn ends, or not",
}
ROLES = {"attacker": "attacking", "blocker": "blocking", "target": "targeted"}


class InNomineScreen(GameScreen):
    """Draws an In Nomine view and maps its cards to the pending options."""

    CSS_PATH = [HERE.parent / "game_screen.tcss", HERE / "screen.tcss"]
    RULES_SUMMARY = HERE / "rules_summary.md"
    LEGEND = "● Essence ○ none ✦ Prophecy"
    LEGEND_SHORT = "●/○ Essence ✦ Prophecy"
    LEGEND_HELP = HERE / "legend.md"

    def __init__(self, match: Match, **kwargs: Any) -> None:
        super().__init__(match, **kwargs)
        # the seat drawn at the bottom: the shown seat; kept while hands are hidden
        self.bottom = match.humans[0] if match.humans else 1
        self.shown_view: dict[str, Any] | None = None

    @property
    def cards(self) -> CardSet:
        """The match's card data."""
        return self.match.game.cards  # type: ignore[no-any-return]

    def compose_table(self) -> ComposeResult:
        away = PackedLine(id="away-line")  # a short screen's: the opponent in words, docked
        away.border_subtitle = "{ } scroll: the table"  # (what lies below the fold)
        yield away
        yield SideArea(self.cards, home=False, id="away")
        with Vertical(id="centre"):
            yield PhaseTrack(id="phases")
            yield CombatPanel(id="combat")
            yield FocusLine(id="focus")
        yield SideArea(self.cards, home=True, id="home")

    def render_view(self, view: dict[str, Any]) -> None:
        self.shown_view = view
        if view["seat"] is not None:
            self.bottom = view["seat"]
        roles = self._roles(view)
        home = self.query_one("#home", SideArea)
        home.hidden_note = (
            "Hands are hidden while the screen changes hands."
            if self.match.humans
            else "Watching the bots: every hand stays hidden."
        )
        self.query_one("#away", SideArea).show(view, 1 - self.bottom, roles, self.choosable_class)
        self.query_one(PackedLine).show(side_items(self.cards, view, 1 - self.bottom))
        home.show(view, self.bottom, roles, self.choosable_class)
        self.query_one(PhaseTrack).show(view)
        self.query_one(CombatPanel).show(self.cards, view)
        self._show_focus(self.inspected)

    @staticmethod
    def _roles(view: dict[str, Any]) -> dict[str, str]:
        combat = view["combat"]
        if combat is None or combat["negated"]:
            return {}
        return {combat[key]: role for key, role in ROLES.items() if combat[key]}

    def _show_focus(self, card_id: str | None) -> None:
        view = self.shown_view
        if view is None:
            return
        visible = card_id if card_id in inspector.visible_cards(view) else None
        self.query_one(FocusLine).show(self.cards, view, visible)

    def show_own_cards(self) -> None:
        table = self.query_one("#table")
        if self.asking is not None and self.asking.kind == "declare":
            # choosing what to attack: the opponent's side is what the choice is about
            table.scroll_to_widget(self.query_one("#away", SideArea), animate=False, top=True)
            return
        if self.shown_view is not None and self.shown_view["combat"] is not None:
            table.scroll_to_widget(self.query_one(CombatPanel), animate=False, top=True)
            return
        home = self.query_one("#home", SideArea)
        table.scroll_to_widget(home, animate=False)

    def card_widget(self, card_id: str) -> CardWidget:
        return SmallCard(self.cards, card_id, self.choosable_class(card_id))

    def option_highlighted(self, option: Option | None) -> None:
        ids = list(option.cards) if option is not None and self.asking is not None else []
        for area in self.walk_children(SideArea):
            area.highlight(ids, "-in-option")
        if len(ids) == 1:
            self.inspected = ids[0]
            self._show_focus(ids[0])

    @on(CardWidget.Inspected)
    def _focus_moved(self, message: CardWidget.Inspected) -> None:
        self._show_focus(message.card_id)

    @on(CardWidget.Picked)
    def _several_ways(self, message: CardWidget.Picked) -> None:
        """A persona that may both attack and activate: point at the options, choose nothing."""
        decision = self.asking
        if decision is None:
            return
        ways = [o for o in decision.options if o.cards == (message.card_id,)]
        if len(ways) < 2:
            return
        message.prevent_default()  # the table's click handler would take the first way
        self.panel.highlight_key(ways[0].key)
        labels = " or ".join(o.label for o in ways)
        self.panel.show_note(f"{labels}? Pick one in the list")

    def why_not(self, decision: Decision, card_id: str) -> str | None:
        if self.shown_view is None:
            return reasons.ANY
        return reasons.why_not(self.cards, self.shown_view, decision, card_id)

    def what_to_do(self, decision: Decision) -> str:
        if decision.kind == "main" and self.shown_view is not None:
            return MAIN.get(self.shown_view["phase"], decision.prompt)
        return WHAT_TO_DO.get(decision.kind, decision.prompt)

    def what_to_do_briefly(self, decision: Decision) -> str:
        if decision.kind == "main" and self.shown_view is not None:
            return f"your {self.shown_view['phase'].capitalize()} phase"
        return BRIEFLY.get(decision.kind, "")

    def card_text(self, card_id: str) -> Text | None:
        if not card_id or self.shown_view is None:
            return None
        return focus_text(self.cards, self.shown_view, card_id, power=True)

    def describe_card(self, card_id: str) -> str:
        view = self.match.view(self.shown_seat)
        return inspector.describe(self.cards, view, card_id)
