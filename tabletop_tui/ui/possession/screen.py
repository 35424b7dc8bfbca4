"""The Possession table: the board of Ninebridges at the top (turn, Time Coin, Location,
tokens, decks), the playing area with the free Victims, one area per daemon, and your hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container

from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.match import Match
from tabletop_tui.games.possession.cards import CardSet
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.possession import inspector
from tabletop_tui.ui.possession.areas import DaemonArea, HandArea
from tabletop_tui.ui.possession.board import Board, FreeArea
from tabletop_tui.ui.possession.cards import SmallCard, VictimBox
from tabletop_tui.ui.possession.words import full_text, victim_tooltip, when_words
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import set_class, set_classes
from tabletop_tui.ui.widgets.whole_frame import after_frame

HERE = Path(__file__).parent
ANY = "That card is not one of the choices: pick an option from the list"
CARDS_PER_TURN = 4

WHAT_TO_DO = {
    "aim": "choose the Victim for your card (outlined in yellow), or another card",
    "squad": "send more soldiers against the same Victim, or stop",
    "balance": "your possession fell below your Willpower: lose a Victim",
    "discard_cards": "discard from your hand",
    "lose_possession": "choose the Possession card that goes",
    "fights": "as Narrator, choose the next fight",
    "fight": "your Victim may escape: escape, or stand and fight",
    "first_player": "as Narrator, choose the First Player",
    "pass_hands": "as Narrator, choose whom you exchange hands with",
    "keep": "keep at least 4 cards for the next turn",
}
TWO_FIT = 28  # the rows from which a two-player table shows hand and table together
# decisions about a Victim: the table scrolls to it rather than to the hand
ABOUT_VICTIMS = ("fights", "fight", "balance", "op")


class PossessionScreen(GameScreen):
    """Draws a Possession view and maps its cards to the pending options."""

    CSS_PATH = [HERE.parent / "game_screen.tcss", HERE / "screen.tcss"]
    RULES_SUMMARY = HERE / "rules_summary.md"
    LEGEND = "♥ Life ◯ Willpower ⚔ Strength"
    LEGEND_SHORT = "♥Life ◯Willpower ⚔Strength"
    LEGEND_HELP = HERE / "legend.md"
    BINDINGS = [Binding("t", "switch_view", "Hand/table")]

    def __init__(self, match: Match, **kwargs: Any) -> None:
        super().__init__(match, **kwargs)
        self.shown_view: dict[str, Any] | None = None
        # a card in hand clicked first, waiting for its target Victim to be clicked
        self.selected: str | None = None
        self.selected_for: Decision | None = None
        # on a short screen: your hand (True) or the table; None: what the decision is about
        self.hand_view: bool | None = None
        self.looking_at = ""  # the first card of the option under the cursor
        self.option_cards: list[str] = []  # all its cards
        if len(match.seats) == 2:  # two daemons fit a 28-row screen whole, hand and table
            self.VERTICAL_BREAKPOINTS = [(0, "-short"), (TWO_FIT, "-tall")]

    @property
    def cards(self) -> CardSet:
        """The match's card data."""
        return self.match.game.cards  # type: ignore[no-any-return]

    def compose_table(self) -> ComposeResult:
        players = len(self.match.seats)
        yield Board(self.cards, id="board")
        yield FreeArea(self.cards, id="free")
        with Container(id="daemons", classes=f"-count-{players}"):
            for seat in range(players):
                yield DaemonArea(self.cards, id=f"seat-{seat}")
        yield HandArea(self.cards, id="hand")

    # ---- drawing ------------------------------------------------------------------------------
    def render_view(self, view: dict[str, Any]) -> None:
        self.shown_view = view
        compact = self.has_class("-snug") or self.has_class("-crowded")
        if compact and view["turn"] != self._crowded_turn:
            self._crowd(None)  # a new turn: does it fit in full?
        if self.selected_for is not self.asking:
            self.selected, self.selected_for = None, None
            aimed = self._aimed()
            if aimed:  # the card is chosen already: its Victims are outlined, a click plays it
                self.selected, self.selected_for = aimed, self.asking
        deciding = view["stack"][-1]["seat"] if view["stack"] and not view["over"] else None
        fighting = {st["data"]["victim"] for st in view["stack"] if st["kind"] == "fight"}
        claims = self._claims()
        self.query_one(Board).show(view)
        self.query_one(FreeArea).show(view, self.choosable_class, claims, fighting)
        for seat in range(len(view["players"])):
            area = self.query_one(f"#seat-{seat}", DaemonArea)
            area.show(view, seat, deciding, self.choosable_class, fighting)
        hand = self.query_one(HandArea)
        hand.hidden_note = (
            "Hands are hidden while the screen changes hands."
            if self.match.humans
            else "Watching the bots: every hand stays hidden."
        )
        hand.show(view, self.choosable_class)
        self._mark_targets()
        self._light_option()
        self._show_view()

    _crowded_turn = -1  # the turn the table was made compact in

    def settle_layout(self) -> bool:
        """Laid out and not yet drawn: a table that needs scrolling is made compact now, so
        the frame shows it compact (see _fit_table); then the decision panel's room."""
        return self._fit_table() or super().settle_layout()

    def _fit_table(self) -> bool:
        """A table that needs scrolling on a tall screen (four daemons late in a game, each
        holding several Victims) is made compact: one line a Victim (two in a fight), the
        track and counts on one line, the Possession cards in the detail; for the rest of
        the turn; if that is not enough, the cards you know a daemon holds are counted there,
        not named (the log names them). A short screen shows the table or your hand (t), its
        powers on one line and the cards you know of counted already: its table, if it still
        needs scrolling (two daemons holding nine Victims), takes the one step, "-crowded"."""
        view = self.shown_view
        found = self.query("#table")  # (none on a screen being closed)
        short = self.has_class("-short")
        last = "-crowded" if short else "-packed"
        if view is None or not found or self.has_class(last):
            return False
        if short and self.has_class("-hand-view"):
            return False  # the table is not shown: a long hand is not helped by it
        table = found.first()
        if not table.virtual_size.height > table.size.height > 0:
            return False
        # first the Daemons' powers on one line each; then compact; if that is not enough,
        # the cards you know of are counted, not named
        self._crowded_turn = view["turn"]
        levels = ["-crowded"] if short else ["-snug", "-crowded", "-packed"]
        self._crowd(next(level for level in levels if not self.has_class(level)))
        self.render_view(view)  # the daemons' lines are worded for it
        return True

    def _crowd(self, level: str | None) -> None:
        """Make the table compact (level "-snug", then "-crowded", then "-packed"), or not
        (None); the Victims' names wrap only on a table that is not crowded."""
        if level is None:
            set_class(self, False, "-snug", "-crowded", "-packed")
        else:
            set_class(self, True, level)
        for box in self.query(VictimBox).results(VictimBox):
            box.rewrap()

    def on_resize(self) -> None:
        # the daemons' lines are worded for the screen's height: word them again
        self._crowd(None)
        if self.shown_view is not None:
            self.call_after_refresh(self.render_view, self.shown_view)
        self.call_after_refresh(self.refresh_bindings)  # t only where it does something

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "switch_view":
            return self.has_class("-short")
        return super().check_action(action, parameters)

    def _show_view(self) -> None:
        """A short screen shows the table or your hand: the one the option under the cursor
        is about (a card in your hand, or a Victim), unless t chose the other."""
        hand = self.hand_view
        if hand is None:
            hand = bool(self.looking_at) and self.looking_at in self._hand()
        if not self.has_class("-short"):
            # both fit: the classes (read only on a short screen) stay put, which spares a
            # restyle of the whole table after each move (a resize words the table again)
            hand = self.has_class("-hand-view")
        set_classes([(self, hand, "-hand-view"), (self, not hand, "-table-view")])

    def action_switch_view(self) -> None:
        """t: the table or your hand (on a short screen, where both do not fit)."""
        self.hand_view = not self.has_class("-hand-view")
        self._show_view()
        after_frame(self, self._own_cards_in_sight)

    def ask(self, decision: Decision) -> None:
        self.hand_view = None  # each new decision shows what it is about
        self.looking_at, self.option_cards = "", []
        super().ask(decision)

    def _claims(self) -> set[str]:
        decision = self.asking
        if decision is None:
            return set()
        return {o.cards[0] for o in decision.options if o.key.startswith("claim:")}

    def _aimed(self) -> str | None:
        """The card whose Victim the pending decision asks for (the `aim` step)."""
        decision = self.asking
        if decision is None or decision.kind != "aim":
            return None
        return next((o.cards[0] for o in decision.options if o.cards), None)

    def _victim_widgets(self) -> list[CardWidget]:
        return [w for w in self.walk_children(CardWidget) if w.has_class("-victim")]

    def _mark_targets(self) -> None:
        """The Victims the selected hand card may go on."""
        targets = {v for o in self._ways(self.selected) for v in o.cards[1:]}
        for widget in self.walk_children(CardWidget):
            if widget.has_class("-victim"):
                set_class(widget, widget.card_id in targets, "-target")
            set_class(widget, bool(self.selected) and widget.card_id == self.selected, "-selected")

    def show_own_cards(self) -> None:
        table = self.query_one("#table")
        decision = self.asking
        if decision is not None and decision.kind in (*ABOUT_VICTIMS, "aim"):
            at = -1 if decision.kind == "aim" else 0  # an aimed card's Victim comes after it
            named = [o.cards[at] for o in decision.options if o.cards]
            widgets = [w for w in self._victim_widgets() if named and w.card_id == named[0]]
            if widgets:
                table.scroll_to_widget(widgets[0], animate=False)
                return
        hand = self.query_one(HandArea)
        if self.shown_seat is not None:
            table.scroll_to_widget(hand, animate=False)

    def card_widget(self, card_id: str) -> CardWidget:
        return SmallCard(self.cards, card_id, self.choosable_class(card_id))

    # ---- options and cards --------------------------------------------------------------------
    def _hand(self) -> list[str]:
        view = self.shown_view
        if view is None or view["seat"] is None:
            return []
        return view["players"][view["seat"]]["hand"] or []

    def _same(self, a: str, b: str) -> bool:
        """The same card, or two copies of one design in hand (one option stands for both)."""
        if a == b:
            return True
        hand = self._hand()
        return a in hand and b in hand and self.cards.card(a).id == self.cards.card(b).id

    def _ways(self, card_id: str | None) -> list[Option]:
        """The pending options that name this card first."""
        decision = self.asking
        if decision is None or not card_id:
            return []
        return [o for o in decision.options if o.cards and self._same(o.cards[0], card_id)]

    def choosable_class(self, card_id: str) -> str:
        return "-choosable" if self._ways(card_id) else ""

    def option_highlighted(self, option: Option | None) -> None:
        ids = list(option.cards) if option is not None and self.asking is not None else []
        self.looking_at = ids[0] if ids else ""
        if self._aimed() and len(ids) > 1:  # which Victim: a short screen shows the table
            self.looking_at = ids[1]
        self.option_cards = ids
        self._show_view()
        self._light_option()
        if ids:
            self.inspected = ids[0]

    def show_detail(self, cards: tuple[str, ...]) -> None:
        """A card with several Victims to go on names them all (they light up on the
        table): the text under the options is the card's own."""
        super().show_detail(cards[:1] if len(cards) > 2 else cards)

    def _light_option(self) -> None:
        """Light the cards of the option under the cursor (again after a redraw)."""
        ids = self.option_cards if self.asking is not None else []
        self.query_one(FreeArea).highlight(ids, "-in-option")
        for area in self.walk_children(DaemonArea):
            area.highlight(ids, "-in-option")
        self.query_one(HandArea).highlight(ids, "-in-option")

    @on(CardWidget.Picked)
    def _picked(self, message: CardWidget.Picked) -> None:
        """A card in hand with one way to play goes down at once; with several, its targets
        light up and clicking one of them plays it there."""
        decision = self.asking
        if decision is None:
            return
        card = message.card_id
        if self.selected and card != self.selected:
            way = next(
                (
                    o
                    for o in decision.options
                    if len(o.cards) == 2
                    and self._same(o.cards[0], self.selected)
                    and o.cards[1] == card
                ),
                None,
            )
            if way is not None:
                message.prevent_default()
                self.commit(way.key)
                return
        ways = self._ways(card)
        if len(ways) == 1 and ways[0].cards != (card,):
            message.prevent_default()  # one way (with its target, or another copy): play it
            self.commit(ways[0].key)
            return
        if len(ways) < 2:
            return  # the table's handler: an option naming just this card, or why not
        message.prevent_default()
        self.panel.highlight_key(ways[0].key)
        if card in self._hand():
            self.selected, self.selected_for = card, decision
            self._mark_targets()
            self.panel.show_note(
                f"{len(ways)} ways: click a Victim outlined in yellow, or pick one in the list"
            )
        else:
            labels = " or ".join(o.label for o in ways)
            self.panel.show_note(f"{labels}? Pick one in the list")

    def why_not(self, decision: Decision, card_id: str) -> str | None:
        view = self.shown_view
        if view is None or not card_id:
            return ANY
        card = self.cards.card(card_id)
        seat = decision.seat
        if card_id in self._hand() and decision.kind == "play":
            player = view["players"][seat]
            if any(o.key == "end" for o in decision.options) or player["played"] >= CARDS_PER_TURN:
                return "You have played your card this Round: claim, reveal, or end your round"
            if card.trap is not None:
                return f"{card.name} is a TRAP!: it is played only when {when_words(card.trap)}"
            if card.kind == "event" and card.time and card.time != view["time"]:
                return f"{card.name} is played only by {'Day' if card.time == 'day' else 'Night'}"
            if card.kind == "event" and card.needs_symbol:
                return f"{card.name} needs a Location with the {card.needs_symbol} symbol"
            if card.kind == "nemesis":
                return f"{card.name} has no Victim it may go against (another player's, unwarded)"
            if card.kind == "equipment":
                return f"{card.name} fits no Victim: its slot is taken everywhere"
            return f"{card.name} cannot be played now"
        victim = next((v for v in view["victims"] if v["id"] == card_id), None)
        if victim is not None and decision.kind == "play":
            if victim["owner"] >= 0:
                return (
                    f"The {card.name} is possessed: send a Nemesis or an Equipment from your hand"
                )
            player = view["players"][seat]
            spare = player["possession"] - player["willpower"]
            if spare < victim["willpower"]:
                return (
                    f"To claim the {card.name} you need {victim['willpower']} to spend: "
                    f"you have {spare} (possession {player['possession']} − "
                    f"Willpower {player['willpower']})"
                )
            return "You have claimed a Victim this Round already"
        return ANY

    def card_text(self, card_id: str) -> Text | None:
        if not card_id:
            return None
        view = self.shown_view
        victim = next((v for v in view["victims"] if v["id"] == card_id), None) if view else None
        if victim is not None and view is not None:  # in play: its numbers now, its fight
            return Text(victim_tooltip(self.cards, view, victim))
        return full_text(self.cards.card(card_id))

    def confirm_question(self, option: Option) -> str | None:
        if option.key != "reveal":
            return None
        name = self.cards.card(option.cards[0]).name if option.cards else "your Daemon"
        return (
            f"Reveal your Daemon, {name}? Everyone will see it, and each Daemon is revealed "
            "once a game: its power works from now on."
        )

    def what_to_do(self, decision: Decision) -> str:
        if decision.kind == "play":
            if any(o.key == "end" for o in decision.options):
                return "claim a Victim or reveal your Daemon, or end your round"
            return "play a card (or claim a Victim, or reveal your Daemon)"
        if decision.kind == "fight" and decision.option("escape") is None:
            return "your Victim must fight: reveal your Daemon first, or stand and fight"
        return WHAT_TO_DO.get(decision.kind, decision.prompt)

    def what_to_do_briefly(self, decision: Decision) -> str:
        if decision.kind == "play":
            ending = any(o.key == "end" for o in decision.options)
            return "claim, reveal, or end your round" if ending else "play a card, claim or reveal"
        if decision.kind == "fight":
            return "your Victim fights"
        return ""

    def describe_card(self, card_id: str) -> str:
        return inspector.describe(self.cards, self.match.view(self.shown_seat), card_id)
