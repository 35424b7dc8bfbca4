"""The table every game shares: routes decisions to people or bots, handoff, save, help, end."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual import on
from textual._time import get_time

from tabletop_tui.core.decision import Decision, GameOver, IllegalChoice, Option
from tabletop_tui.core.state import BaseState
from tabletop_tui.ui import collector, hot_seat
from tabletop_tui.ui.bot_driver import BotChose
from tabletop_tui.ui.dialogs import ConfirmScreen, HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen, headline
from tabletop_tui.ui.scrolling import box_around, bring_into_sight, shown
from tabletop_tui.ui.session import Session
from tabletop_tui.ui.table_keys import TableKeys
from tabletop_tui.ui.watch_keys import WatchKeys
from tabletop_tui.ui.watching import Frame, frames_to_show
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.decision_panel import DecisionPanel
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tabletop_tui.ui.widgets.option_rows import OPTION_KEYS, fold_copies, key_for
from tabletop_tui.ui.widgets.repaint import batched, one
from tabletop_tui.ui.widgets.whole_frame import after_frame, whole_frame

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp


RESULT_DELAY = 0.3  # seconds between the last move and the result
IDLE_SWEEP = 0.5  # seconds a person has not answered before the garbage collector sweeps


class GameScreen(TableKeys, WatchKeys):
    """Plays the match: people answer through the panel and the cards, bots through a worker."""

    KEEPS_BEFORE = False  # every move keeps a copy of the table before it, for `interlude`

    def on_mount(self) -> None:
        found = self.query(LogPanel)
        if not found:  # closed as soon as it was opened (the menu asked for meanwhile):
            return  # its parts are gone by now, and there is no game to play on it
        log = found.first()
        log.show_legend(self.LEGEND, self.LEGEND_SHORT)  # all of them: help (?), Legend (l)
        self.advance()
        self.call_after_refresh(self._collector_opened)  # full sweeps only while idle

    def _collector_opened(self) -> None:
        if self.is_attached and not self._collecting:  # (not if closed at once)
            self._collecting = True
            collector.table_opened()

    def on_unmount(self) -> None:
        if self._collecting:
            self._collecting = False
            collector.table_closed()
        self.forget_help()

    def advance(self) -> None:
        """Show the table after the last choice and hand the next decision to whoever makes it
        (the next frame shows the table whole: `whole_frame`)."""
        with whole_frame(self.app):
            self._advance()

    def _advance(self) -> None:
        self.asking = None
        self.autosave()
        decision = self.match.decision()
        if decision is None:
            self.show_over()
            return
        seat, name = decision.seat, self.match.name(decision.seat)
        if not self.match.seats[seat].is_human:
            if hot_seat.hide_while_bots_move(self.match, self.shown_seat):
                self.shown_seat = self.inspected = None
            self.show_table()
            if not self.match.humans and not self.pace.may_move():
                self.panel.wait(f"Paused before {name}'s move: space goes on, n makes one move.")
                self.status.say(f"{self._turn()}Watching, paused", "waiting")
                return
            watching = "Watching. " if not self.match.humans else ""
            with batched():  # the panel's and the status line's classes, restyled at once
                self.panel.wait(f"{name} is thinking…")
                self.status.say(f"{self._turn()}{watching}{name} is thinking…", "waiting")
            self.pace.thinking = True
            if not self.match.humans:  # nobody is ever asked: sweep now and then instead
                after_frame(self, collector.now_and_then)  # (once the table is painted)
            view = self.match.view(seat)
            ply, seed = len(self.match.choices), self.match.seed
            self.ask_bot(self.match.game, self.bots[seat], view, decision, ply, seed)
            return
        if seat != self.shown_seat and len(self.match.humans) > 1:
            # Another person decides: nobody's hand may show while they look at the screen,
            # nor the card the last person was reading (the card inspector). The screen is
            # passed behind a curtain even for a question that shows nothing hidden: put on
            # the open table, it took the last person's next key as the new one's answer (a
            # hot-seat play-test: Enter, meant for a curtain, chose a god for another).
            self.shown_seat = None
            self.inspected = None
            self.show_table()
            self.panel.wait(f"Passing the screen to {name}…")
            self.status.say(f"{self._turn()}Pass the screen to {name}", "waiting")
            self.app.push_screen(
                HandoffScreen(name, self.action_leave), lambda _: self._handed_to(seat)
            )
            return
        self.ask(decision)

    def _handed_to(self, seat: int) -> None:
        self.shown_seat = seat
        self.advance()

    def ask(self, decision: Decision) -> None:
        """Offer a human their decision."""
        self.asking = decision
        self.forget_refusals()
        self.show_table()
        # the decision's cards, less those the table shows already (a card just taken)
        table = self.query_one("#table")
        on_table = (
            {w.card_id for w in table.walk_children(CardWidget) if shown(w)}
            if decision.context
            else set()
        )
        context = [self.card_widget(c) for c in decision.context if c not in on_table]
        who = hot_seat.who_is_asked(self.match, decision.seat)
        with batched():
            self.panel.show(decision.prompt, fold_copies(decision.options, self.design), context)
            # the cursor's option marked now, not a message later: in the frame of the move
            self._show_option(decision.options[0] if decision.options else None)
            self.status.asks(
                f"{self._turn()}{who}",
                self.what_to_do(decision),
                self.what_to_do_briefly(decision),
            )
            width, rows = self.panel.news_room()
            self.news = self.pace.summary(self.match, decision.seat, width)
            self.panel.show_news(self.news, rows)
        self.panel.rows.focus()
        self._asked_at = get_time()
        after_frame(self, self._own_cards_in_sight)
        self.set_timer(IDLE_SWEEP, lambda: self._sweep(decision))

    def _sweep(self, decision: Decision) -> None:
        if self.asking is decision and self in self.app.screen_stack:  # still thinking
            collector.idle()

    def _own_cards_in_sight(self) -> None:
        if self in self.app.screen_stack:  # not if the table was closed in the meantime
            self.show_own_cards()

    def show_table(self) -> None:
        """Redraw the table and log as the shown seat may see them, whole in the next frame
        (also when not part of a move: a hand shown in watch mode, before a Revelation)."""
        with whole_frame(self.app):
            with batched():  # the classes the redraw sets, restyled in one pass
                self.draw_view(self.match.view(self.shown_seat))
            log = one(self, LogPanel)
            seat = self.shown_seat
            log.show_entries(self.log_lines(self.match.log(seat), seat), seat)

    def _turn(self) -> str:
        return f"Turn {self.match.state.turn} · "

    def commit(self, key: str) -> None:
        """Make a choice (a person's once-a-game choice after a yes); a refused one is
        explained and changes nothing. Nothing is chosen while the table is too small to
        be drawn: the player cannot see what a key would choose."""
        if self.has_class("-too-small"):
            self.app.bell()
            return
        decision = self.asking
        option = decision.option(key) if decision is not None else None
        question = self.confirm_question(option) if option is not None else None
        if question:

            def answered(yes: bool | None) -> None:
                if yes and self.asking is decision:
                    self._commit(key)

            self.app.push_screen(ConfirmScreen(question), answered)
            return
        self._commit(key)

    def _commit(self, key: str) -> None:
        decision = self.asking
        # a copy of the table before the move, to follow it turn by turn (--bot-delay), or
        # for a moment the game's screen stops at (`interlude`)
        follow = bool(self.bot_delay and self.match.humans)
        before = self.match.state.clone() if follow or self.KEEPS_BEFORE else None
        turn = self.match.turn
        seat = decision.seat if decision is not None else None
        read = len(self.match.log(seat)) if seat is not None else 0
        own = self.match.game.names_of(self.match.state, seat) if seat is not None else []
        try:
            self.match.choose(key)
        except (IllegalChoice, GameOver) as exc:
            self.refuse(str(exc))
            return
        if seat is not None:  # a person's move: the news for them starts after it
            own += self.match.game.names_of(self.match.state, seat)
            self.pace.moved(seat, self.match.log(seat), read, turn, own, self.match.name(seat))
        if before is not None and self.interlude(
            before, key, lambda: self._follow(before, key, decision, follow)
        ):
            self.asking = None
            self.autosave()  # the move is made: a closed terminal loses nothing
            return
        self._follow(before, key, decision, follow)

    def interlude(self, before: BaseState, key: str, then: Callable[[], None]) -> bool:
        """A game's screen may stop at a moment inside the move just made (`before` is the
        table before it, with KEEPS_BEFORE; read it, or a copy, never change it): True if it
        did, and it calls `then` once the person has seen it."""
        return False

    def _follow(
        self, before: BaseState | None, key: str, decision: Decision | None, follow: bool
    ) -> None:
        """After a move: follow it turn by turn (--bot-delay), then hand the next decision on."""
        if self not in self.app.screen_stack:
            return  # the table was left meanwhile (an interlude came first)
        if before is not None and follow:
            by_person = decision is not None
            try:
                # hot seat: the next person may already be looking, so no hand shows
                reader = self.shown_seat if len(self.match.humans) == 1 else None
                shown = frames_to_show(self.match, before, key, reader, by_person)
            except Exception:  # showing the way is a nicety: the move is made either way
                shown = []
            if shown:
                self.asking = None
                self.autosave()  # the move is made: a closed terminal loses nothing
                self._show_frames(shown, len(shown), reader)
                return
        self.advance()

    def _show_frames(self, shown: list[Frame], total: int, reader: int | None) -> None:
        """Show the turns a move ran through that touch a person, one per --bot-delay, then
        go on (the table behind each is a copy; the match has already moved)."""
        if self not in self.app.screen_stack:
            return  # the table was left meanwhile
        frame, rest = shown[0], shown[1:]
        step = f"{total - len(rest)} of {total}"
        with whole_frame(self.app):
            with batched():
                self.draw_view(frame.view)
            one(self, LogPanel).show_entries(self.log_lines(frame.log, reader), reader)
            with batched():
                self.panel.wait(f"Following play, turn by turn ({step})…")
                self.status.say(f"Turn {frame.turn} · Following play ({step})", "waiting")
        self.set_timer(
            self.bot_delay,
            lambda: self._show_frames(rest, total, reader) if rest else self.advance(),
        )

    def show_over(self) -> None:
        """The end: the table as the last human saw it, then the result."""
        self.show_table()
        result = self.match.game.result(self.match.state)
        names = [s.name for s in self.match.seats]
        self.panel.wait(
            f"Game over: {headline(result, names)}. The table and the log stay to be read: "
            "r shows the result again, q goes to the menu.",
            done=True,
        )
        over = f"Game over: {headline(result, names)}."
        self.status.say(f"{over} {result.reason}", "over", over)
        self.refresh_bindings()  # the footer: no more choices nor undo, the result instead
        # once the final table has been drawn and settled, so it shows behind the result (a
        # screen behind another is not laid out: a table not yet drawn would stay half drawn)
        after_frame(self, self.set_timer, RESULT_DELAY, self.action_result)

    def action_result(self) -> None:
        """The result of the finished game, over the final table."""
        if not self.match.over or self not in self.app.screen_stack:
            return  # (the table was left meanwhile)
        names = [s.name for s in self.match.seats]
        over = GameOverScreen(self.match.game.result(self.match.state), names)
        self.app.push_screen(over, self._after_game)

    def _after_game(self, choice: str | None) -> None:
        app = cast("TabletopApp", self.app)
        if choice == "again":
            app.play(Session.of(self.match).again())
        elif choice != "table":
            app.show_menu()

    # ---- what the player does -----------------------------------------------------------------
    @on(BotChose)
    def _bot_chose(self, message: BotChose) -> None:
        if message.ply != len(self.match.choices):
            return  # an answer to a decision that is no longer pending
        self.pace.thinking = False
        if message.error:
            name = self.match.name(self.match.decision().seat)  # type: ignore[union-attr]
            self.notify(
                f"{name} failed ({message.error}); it takes the first option.", markup=False
            )
        self._commit(message.key)  # (not held for a too small terminal: it would never come)

    @on(DecisionPanel.OptionChosen)
    def _option_chosen(self, message: DecisionPanel.OptionChosen) -> None:
        if self.asking is not None and not self._typed_ahead():
            self.commit(message.key)

    @on(DecisionPanel.OptionHighlighted)
    def _option_highlighted(self, message: DecisionPanel.OptionHighlighted) -> None:
        cards = self._show_option(message.option)
        if cards and self.asking is not None:
            after_frame(self, self._named_in_sight, cards)

    def _show_option(self, option: Option | None) -> tuple[str, ...]:
        """Mark the cards of the option under the cursor and show them in full; its cards."""
        cards = option.cards if option is not None else ()
        self.panel.highlight_context(cards, "-in-option")
        self.option_highlighted(option)
        self.show_detail(cards)
        return cards

    def _named_in_sight(self, cards: tuple[str, ...], again: int = 2) -> None:
        """Scroll the table so the cards the option under the cursor names are in sight
        (its first and last, or the last when both do not fit); `again` more times after
        the next refreshes, once lines the highlight changed (a focus line) are laid out."""
        if self not in self.app.screen_stack:
            return
        if again:
            self.call_after_refresh(self._named_in_sight, cards, again - 1)
        table = self.query_one("#table")
        named = [w for w in table.walk_children(CardWidget) if w.card_id in cards]
        boxes = [box_around(w, table, self.SIGHT_WHOLE) for w in named]
        bring_into_sight(table, list(dict.fromkeys(boxes)))

    @on(CardWidget.Inspected)
    def _card_inspected(self, message: CardWidget.Inspected) -> None:
        self.inspected = message.card_id
        self.show_detail((message.card_id,))

    def show_detail(self, cards: tuple[str, ...]) -> None:
        """Under the options, the full text of these cards (two at most: a spell hand's six
        are on the table)."""
        texts = [self.card_text(c) for c in cards] if 0 < len(cards) <= 2 else []
        lines = [t for t in texts if t is not None]
        self.panel.show_detail(Text("\n").join(lines) if lines else None)

    @on(CardWidget.Picked)
    def _card_picked(self, message: CardWidget.Picked) -> None:
        decision = self.asking
        if decision is None:
            self.refuse(self._waiting_reason())
            return
        for option in decision.options:
            if option.cards == (message.card_id,):
                if not self._typed_ahead():
                    self.commit(option.key)
                return
        reason = self.why_not(decision, message.card_id)
        if reason:
            self.refuse(reason)

    def _waiting_reason(self) -> str:
        pending = self.match.decision()
        if pending is None:
            return "The game is over."
        return f"Wait: it is {self.match.name(pending.seat)}'s choice."

    def action_pick(self, key: str) -> None:
        """Choose the option shown with this key (1-9, then letters)."""
        option = self.panel.option_for_key(str(key))
        if self.asking is not None and option is None and self.panel.options:
            if self.has_class("-too-small"):  # (the options cannot be seen: as commit does)
                self.app.bell()
                return
            last = key_for(min(len(self.panel.options), len(OPTION_KEYS)) - 1)
            self.refuse(f"No option {key} here: they go from 1 to {last}.")
            return
        if self.asking is not None and option is not None and not self._typed_ahead():
            self.commit(option.key)

    def action_undo(self) -> None:
        """Take back your last choice, if the engine's undo policy allows it."""
        if self.has_class("-too-small"):  # what was taken back could not be seen
            self.app.bell()
            return
        if self.asking is None:
            self.refuse(self._waiting_reason())
            return
        key = self.match.choices[-1] if self.match.choices else ""
        if not (count := self.match.undo()):
            self.refuse(self.match.why_no_undo())
            return
        self.pace.took_back(self.asking.seat, count)  # the summary seen before, again
        decision = self.match.decision()
        option = decision.option(key) if decision is not None else None
        taken = f"Took back: {option.label}" if option is not None else "Took back your choice"
        self.notify(taken, markup=False)
        self.advance()

    def autosave(self) -> None:
        """After every choice of a game with people in it, its save is written (and removed
        once the game is over: there is nothing left to continue)."""
        app = cast("TabletopApp", self.app)
        path = self.save_path
        if not app.autosave or path is None or not self.match.humans or not self.match.choices:
            return
        if self.match.over:
            app.autosaver.forget(path)
            return
        if app.autosaver.error:
            self.notify(app.autosaver.error, severity="error", markup=False)
            app.autosaver.error = ""
        app.autosaver.save(self.match, path)
