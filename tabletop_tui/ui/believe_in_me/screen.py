"""The Believe in Me! table: the main board at the top, the fellow gods compact, the Contest
in the middle, the shown god's tableau large, and its hand at the bottom."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widget import Widget

from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.frames import frames
from tabletop_tui.core.log import log_for
from tabletop_tui.core.match import Match
from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.ui.believe_in_me import inspector
from tabletop_tui.ui.believe_in_me.board import Board
from tabletop_tui.ui.believe_in_me.contest import (
    ContestPanel,
    contest_bids,
    contest_is_old,
    own_total_text,
)
from tabletop_tui.ui.believe_in_me.hand import HandArea
from tabletop_tui.ui.believe_in_me.log import BelieveLog, tableau_cards
from tabletop_tui.ui.believe_in_me.revelation import RevelationScreen, revelations
from tabletop_tui.ui.believe_in_me.tableau import GodCompact, GodPicked, GodTableau, Others
from tabletop_tui.ui.believe_in_me.tableau_lines import god_title
from tabletop_tui.ui.believe_in_me.words import TYPE_NAMES, is_card
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.watching import Frame
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tabletop_tui.ui.widgets.packed_line import PackedLine
from tabletop_tui.ui.widgets.repaint import one, set_class

HERE = Path(__file__).parent
REVELATION_MIN = 0.05  # seconds the Revelation stays up when bots play at full speed
ANY = "That card is not one of the choices: pick an option from the list"
WHAT_TO_DO = {
    "bid": 'place a card face down ("Amen!") or pass',
    "take_truth": "choose a Truth card from your draw pile, by value",
    "nun": "sacrifice a Nun to double your lowest Truth card?",
    "manifest": "manifest a body part from the Phenomenon's Trinity pile",
    "pick_god": "choose a fellow god",
    "setup_grenade": "keep one of your two Holy Hand Grenades (it stays secret)",
    "rumble": "Relic Rumble: choose your sign in secret",
    "detonate": "detonate the Holy Hand Grenade now, or keep charging it",
    "wrath_discard": "Pure Wrath: discard one of your Contest cards face down",
    "pay": "your supply is empty: pay from a temple",
}
# decisions about your own cards: the table scrolls to the hand
ABOUT_HAND = ("bid", "take_truth", "discard", "actions", "setup_grenade", "wrath_discard")


class BelieveInMeScreen(GameScreen):
    """Draws a Believe in Me! view and maps its cards to the pending options."""

    CSS_PATH = [HERE.parent / "game_screen.tcss", HERE / "screen.tcss"]
    SIGHT_WHOLE = (GodCompact,)  # a fellow god's card: their box, title row and all
    RULES_SUMMARY = HERE / "rules_summary.md"
    LEGEND = "● Believers ◆ Squirrel ⚑ Prophet"
    LEGEND_SHORT = "● Believers ◆ Squirrel"
    LEGEND_HELP = HERE / "legend.md"

    def __init__(self, match: Match, **kwargs: Any) -> None:
        super().__init__(match, **kwargs)
        self.shown_view: dict[str, Any] | None = None
        self.entries: list[Any] = []
        # Revelations made before this table opened (a loaded game) are not proclaimed again.
        self.proclaimed = len(revelations(self.public_log()))

    @property
    def cards(self) -> CardSet:
        """The match's card data."""
        return self.match.game.cards  # type: ignore[no-any-return]

    def public_log(self) -> list[str]:
        return [e.text for e in self.match.log(None)]

    # ---- the layout ---------------------------------------------------------------------------
    def make_log(self) -> LogPanel:
        return BelieveLog(id="log")

    def compose_table(self) -> ComposeResult:
        gods = PackedLine(id="gods-line")  # a short screen's: the fellow gods, docked
        # (a newcomer at 80x24 never found the board above: the keys that scroll to it)
        gods.border_subtitle = "{ } scroll: the board, the gods, your hand"
        yield gods
        yield Board(self.cards, id="board")
        yield Others(self.cards, len(self.match.seats) - 1, id="others")
        yield ContestPanel(self.cards, id="contest")
        yield GodTableau(self.cards, id="tableau")
        yield HandArea(self.cards, id="hand")

    # ---- the flow: the Revelation is proclaimed before anyone decides again ------------------
    KEEPS_BEFORE = True  # to show the table as it stood when the Revelation was made

    def interlude(self, before: BState, key: str, then: Callable[[], None]) -> bool:
        """A move that made a Revelation stops there: proclaimed over the table as the round
        it was made in ended, before the next round's tableau runs by itself."""
        made = revelations(self.public_log())
        self.proclaimed = min(self.proclaimed, len(made))  # an undo took one back
        if len(made) <= self.proclaimed:
            return False
        reader = self.shown_seat if len(self.match.humans) == 1 else None
        moment = None
        for table in frames(self.match.game, before.clone(), key, ending=True):
            if len(revelations([e.text for e in log_for(table.log, None)])) > self.proclaimed:
                view = self.match.game.view(table, reader)
                moment = Frame(table.round, view, log_for(table.log, reader))
                break
        self._proclaim(made[self.proclaimed], moment, reader, then)
        return True

    def advance(self) -> None:
        made = revelations(self.public_log())
        self.proclaimed = min(self.proclaimed, len(made))  # an undo took one back
        if len(made) > self.proclaimed:  # (one not met in a move: `interlude` missed it)
            self._proclaim(made[self.proclaimed], None, self.shown_seat, self.advance)
            return
        super().advance()

    def _proclaim(
        self,
        made: tuple[str, str],
        moment: Frame | None,
        reader: int | None,
        then: Callable[[], None],
    ) -> None:
        """The Revelation in large letters, over the table as it stood then (`moment`, its
        round as its turn; the table now if none), and `then` once it is closed."""
        god, words = made
        self.proclaimed += 1
        self.asking = None
        if moment is None:
            self.show_table()
        else:
            self.draw_view(moment.view)
            one(self, LogPanel).show_entries(self.log_lines(moment.log, reader), reader)
        when = f"Round {moment.turn} · " if moment is not None else self._turn()
        self.panel.wait(f"{god} makes the Revelation!")
        self.status.say(f"{when}{god} makes the Revelation!", "waiting")
        watching = not self.match.humans
        close = max(REVELATION_MIN, 5 * self.bot_delay) if watching else None
        self.app.push_screen(RevelationScreen(god, words, close), lambda _: then())

    def _turn(self) -> str:
        """The status bar speaks of rounds, as the rulebook does."""
        n = self.match.state.round  # type: ignore[attr-defined]
        return f"Round {n} · " if n else "Setup · "

    # ---- drawing ------------------------------------------------------------------------------
    def show_table(self) -> None:
        self.entries = self.match.log(self.shown_seat)
        super().show_table()

    def render_view(self, view: dict[str, Any]) -> None:
        if self.has_class("-crowded") and self._crowded_at != len(self.entries):
            self._uncrowd()  # something new: does it all fit again?
        self.shown_view = view
        t = view["state"]
        n = t["num_players"]
        stack = t["stack"]
        deciding = stack[-1]["seat"] if stack and t["winners"] is None else None
        if deciding is not None and deciding < 0:
            deciding = None
        focus = view["seat"]
        if focus is None:
            focus = deciding if deciding is not None else t["current"]
        others = [(focus + k) % n for k in range(1, n)]
        one(self, Board).show(view)
        one(self, Others).show(view, others, deciding, self.choosable_class)
        contest, bids = contest_bids(self.cards, view)  # (a short screen's docked line)
        gods = [god_title(view, seat, deciding, short=True) + bids.get(seat, "") for seat in others]
        yours = own_total_text(self.cards, view)  # (the panel's own line is out of sight)
        gods += [yours] if yours is not None else []
        one(self, PackedLine).show(gods + ([contest] if contest is not None else []))
        one(self, ContestPanel).show(view, self.entries)
        one(self, GodTableau).show(view, focus, deciding, self.choosable_class)
        hand = one(self, HandArea)
        hand.hidden_note = (
            "Hands are hidden while the screen changes hands."
            if self.match.humans
            else "Watching the bots: every hand stays hidden."
        )
        drawing = self.asking is not None and self.asking.kind == "take_truth"
        hand.show(view, self.choosable_class, drawing)
        one(self, BelieveLog).places = tableau_cards(self.cards, view)

    _crowded_at = -1  # the log's length when the table was made compact

    def settle_layout(self) -> bool:
        """Laid out, not yet drawn: a crowded table made compact first (_fit_table)."""
        return self._fit_table() or super().settle_layout()

    def _fit_table(self) -> bool:
        """A tall screen keeps the board and your hand in view and scrolls the gods between:
        where they need scrolling (a hand of seven under a fellow god's box and the last
        Contest), the last Contest, once a turn has begun since its reveal, gives way: its
        winner's line first, then each god's sum as far as the rows allow, until the log
        moves on, so your tableau shows whole (a play-tester saw its last rows under the
        hand)."""
        found = self.query("#table")  # (none on a screen being closed)
        view = self.shown_view
        if view is None or not found or not self.has_class("-tall"):
            return False
        table = found.first()
        if view["state"]["contest_phen"]:
            return False  # a Contest under way: its bids are shown
        if not contest_is_old(self.entries, self.match.game.is_header):
            return False  # revealed this moment: the reveal in full is the news
        if not table.virtual_size.height > table.size.height > 0:
            return False
        panel = one(self, ContestPanel)
        over = table.virtual_size.height - table.size.height
        rows = max(3, panel.outer_size.height - over)  # at least its winner's line
        now = panel.styles.max_height if self.has_class("-crowded") else None
        if now is not None and now.value <= rows:
            return False  # as small as it may be (each call shrinks it, so this comes to rest)
        set_class(self, True, "-crowded")
        self._crowded_at = len(self.entries)
        panel.styles.max_height = rows
        panel.show(view, self.entries)
        return True

    def _uncrowd(self) -> None:
        set_class(self, False, "-crowded")
        one(self, ContestPanel).styles.max_height = None

    def on_resize(self) -> None:
        if self.has_class("-crowded"):  # a new size: does it all fit in full?
            self._uncrowd()
            if self.shown_view is not None:
                self.call_after_refresh(self.render_view, self.shown_view)

    def show_own_cards(self) -> None:
        decision = self.asking
        if self.shown_seat is None or decision is None:
            return
        table = self.query_one("#table")
        target: Widget | None = self.query_one(HandArea) if decision.kind in ABOUT_HAND else None
        if decision.kind == "take_truth":  # the draw pile is the choice: the god's title stays
            self._title_and_draw_pile_in_sight(table)
            return
        if decision.kind in ("manifest", "detonate", "monument", "truth2", "overflow_phen"):
            target = self.query_one(GodTableau)
        if target is not None:
            table.scroll_to_widget(target, animate=False)

    def _title_and_draw_pile_in_sight(self, table: Widget) -> None:
        """Scroll the table to the god's title line if the draw pile is in sight from there,
        else as little as shows the draw pile. A tall screen keeps the hand (the draw pile)
        in view below what scrolls: it scrolls nothing (scrolled, the fellow gods' boxes lost
        their title rows under the board)."""
        if self.has_class("-tall"):
            return
        top = self.query_one(GodTableau).region.y
        bottom = one(self, HandArea).query_one(".draw-row").region.bottom
        if not bottom:  # not laid out yet
            return
        offset = table.scroll_y - table.region.y  # a region's y on the screen to the table's
        room = table.scrollable_content_region.height
        y = top + offset if bottom - top <= room else bottom + offset - room
        table.scroll_to(y=y, animate=False, immediate=True)

    def card_widget(self, card_id: str) -> CardWidget:
        name = self.cards.card(card_id).name if is_card(self.cards, card_id) else card_id
        return CardWidget(card_id, name)

    # ---- options and cards --------------------------------------------------------------------
    def _same(self, a: str, b: str) -> bool:
        """The same card, or two copies of one design (one option stands for both)."""
        if a == b:
            return True
        if not (is_card(self.cards, a) and is_card(self.cards, b)):
            return False
        return self.cards.card(a).name == self.cards.card(b).name and self._own(a) and self._own(b)

    def _own(self, card_id: str) -> bool:
        """A card in the shown god's hand, draw pile or Contest pile."""
        view = self.shown_view
        if view is None or view["seat"] is None:
            return False
        g = view["state"]["gods"][view["seat"]]
        return card_id in g["hand"] or card_id in g["truth_draw"] or card_id in g["contest"]

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
        one(self, HandArea).highlight(ids, "-in-option")
        one(self, GodTableau).highlight(ids, "-in-option")
        one(self, Others).highlight(ids, "-in-option")
        if ids:
            self.inspected = ids[0]

    @on(CardWidget.Picked)
    def _picked(self, message: CardWidget.Picked) -> None:
        """A card with one way to use it is used at once; with several (a Relic's two hands,
        an Enlightener's targets) the first is highlighted in the list."""
        decision = self.asking
        if decision is None:
            return
        ways = self._ways(message.card_id)
        if len(ways) == 1:
            message.prevent_default()
            self.commit(ways[0].key)
        elif len(ways) > 1:
            message.prevent_default()
            self.panel.highlight_key(ways[0].key)
            self.panel.show_note(f"{len(ways)} ways to play it: pick one in the list")

    @on(GodPicked)
    def _god_picked(self, message: GodPicked) -> None:
        """A click on a fellow god: the option that names that god (a target, the False
        Prophet's next host); with several, the first is highlighted."""
        decision = self.asking
        if decision is None:
            return
        ways = [o for o in decision.options if names_god(o.key, message.seat)]
        if len(ways) == 1:
            self.commit(ways[0].key)
        elif ways:
            self.panel.highlight_key(ways[0].key)
            self.panel.show_note(f"{len(ways)} ways with {self.match.name(message.seat)}: pick one")

    def why_not(self, decision: Decision, card_id: str) -> str | None:
        view = self.shown_view
        if view is None or not is_card(self.cards, card_id):
            return ANY
        card = self.cards.card(card_id)
        if decision.kind == "actions" and self._own(card_id):
            return why_not_play(view, decision.seat, card)
        if decision.kind == "bid":
            passing = ", or pass" if decision.option("pass") is not None else ""
            return f"Place a card from your hand face down{passing}"
        return ANY

    def confirm_question(self, option: Option) -> str | None:
        if option.key != "detonate:yes":
            return None
        return (
            f"{option.label}? The Holy Hand Grenade goes off once a game: at a full charge "
            "(3 Believers) it does the most."
        )

    def what_to_do(self, decision: Decision) -> str:
        if decision.kind == "actions":
            return f"{decision.prompt} Play a card, serve a temple, build, charge or trigger."
        if decision.kind == "bid" and decision.option("pass") is None:  # a first card: no pass
            return 'place a card face down ("Amen!")'
        return WHAT_TO_DO.get(decision.kind, decision.prompt)

    def what_to_do_briefly(self, decision: Decision) -> str:
        briefly = {
            "actions": "your Divine Actions",
            "bid": "Amen!, or pass" if decision.option("pass") is not None else "Amen!",
            "take_truth": "take Truth",
        }
        return briefly.get(decision.kind, "")

    def describe_card(self, card_id: str) -> str:
        view = self.match.view(self.shown_seat)
        return inspector.describe(self.cards, view, card_id, self.offered())

    def card_text(self, card_id: str) -> Text | None:
        """The highlighted option's or focused card's card in full, under the options: its
        name, kind and numbers, and its text (a face-down placeholder has none)."""
        if not card_id or card_id not in self.cards.instances:
            return None
        card = self.cards.card(card_id)
        lines = [line for line in inspector.kind_lines(card) if line]
        kind = " · ".join(lines).replace("**", "").replace("*", "")
        return Text.assemble((card.name, "bold"), "\n", (kind, "dim"), "\n", card.text)


def names_god(key: str, seat: int) -> bool:
    """Whether an option's key names god `seat` as its target ("god:2", "banish:2",
    "enl:<card>:2")."""
    parts = key.split(":")
    return parts[0] in ("god", "banish", "enl") and parts[-1] == str(seat)


def why_not_play(view: dict[str, Any], seat: int, card: Any) -> str:
    """Why a card in hand cannot be played as an Action now."""
    g = view["state"]["gods"][seat]
    if card.type == "truth":
        return f"{card.name}: Truth cards are only played in a Contest"
    payable = g["supply"] + g["monks"] + g["missionaries"] + g["nuns"]
    if card.heavenly and card.cost > payable and card.type != "holy_host":
        return f"{card.name} costs {card.cost} Believers: you have {payable} to sacrifice"
    if card.type == "holy_host" and not g["enlighteners"]:
        return f"{card.name}: a Holy Host needs an Enlightener on your own tableau to drive out"
    if card.type == "enlightener":
        return (
            f"{card.name}: no fellow god can take it (two Enlighteners already, or shielded), "
            "or a Commandment or an Enlightener forbids it"
        )
    kind = TYPE_NAMES.get(card.type, card.type)
    return f"{card.name} cannot be played now: its cost, or a rule against {kind}s"
