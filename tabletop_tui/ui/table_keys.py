"""The table's keys that make no move: save, help, the log's pages, back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.notifications import Notification, Notify

from tabletop_tui.core.paths import last_save_path
from tabletop_tui.core.saves import write_save
from tabletop_tui.ui import exits, table_help
from tabletop_tui.ui.dialogs import ConfirmScreen, NewsScreen
from tabletop_tui.ui.help import HelpScreen
from tabletop_tui.ui.scrolling import shown
from tabletop_tui.ui.table_screen import TableScreen
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.log_panel import LogPanel

if TYPE_CHECKING:
    from tabletop_tui.ui.app import TabletopApp
    from tabletop_tui.ui.news_text import Summary


class TableKeys(TableScreen):
    """The keys of a table that leave the match as it is (GameScreen adds the moves)."""

    _refusals: list[Notification] | None = None  # the refusals' notifications still up

    def refuse(self, reason: str) -> None:
        """Say why nothing happened, beside the options and as a notification (taken down
        at the next question: `forget_refusals`)."""
        self.panel.show_note(reason)
        timeout = self.app.NOTIFICATION_TIMEOUT
        refusal = Notification(reason, "", "warning", timeout, markup=False)
        self.app.post_message(Notify(refusal))  # (what App.notify does, keeping the note)
        self._refusals = [*(self._refusals or []), refusal]

    def forget_refusals(self) -> None:
        """Take down the refusals of the question before: a play-test saw "No option 6
        here" over the hand after the next question was put. (Textual's `_unnotify`, a
        private method: Textual is pinned exactly.)"""
        for refusal in self._refusals or []:
            self.app._unnotify(refusal, refresh=False)
        if self._refusals:
            self.app._refresh_notifications()
        self._refusals = None

    _asked_at = 0.0  # when the pending question was put (Textual's event clock)

    def _typed_ahead(self) -> bool:
        """Whether the key or click choosing now came in before the question was put (typed
        while a bot moved or a phase ended by itself): a review saw a "2" meant for one
        menu recruit a persona on the next, never seen. Refused, with the reason."""
        if getattr(self.app, "last_input", 0.0) >= self._asked_at:
            return False
        self.refuse("That key came before this question: press it again if you mean it")
        return True

    @property
    def _help_name(self) -> str:
        """The name the table's help screen is installed under (kept: it opens again at once)."""
        return f"help-{id(self)}"

    def action_scroll_table(self, pages: int) -> None:
        """{ and }: the table up or down by most of a screen (what does not fit at 80x24)."""
        table = self.query_one("#table")
        step = max(1, table.scrollable_content_region.height - 2)
        table.scroll_to(y=table.scroll_y + pages * step, animate=False)

    def action_scroll_log(self, pages: int) -> None:
        """[ and ]: a page of the log back or on (new lines bring it back to the newest)."""
        log = self.query_one(LogPanel)
        log.scroll_to(
            y=log.scroll_y + pages * max(1, log.scrollable_content_region.height - 1), animate=False
        )

    news: Summary | None = None  # the summary of the question put now

    def action_news(self) -> None:
        """n: what happened since your last move, every line whole (the summary over the
        options has room for a line or two on a small terminal)."""
        if self.asking is None:  # (a bot's move under way: what it does is not summed up yet)
            self.notify(
                "Nothing is asked of you now: the log shows each move as it comes, and your "
                "next question sums up what happened since your last move.",
                markup=False,
            )
            return
        whole = self.news.whole if self.news is not None else None
        if whole is None:
            self.notify("Nothing has happened since your last move.", markup=False)
            return
        self.app.push_screen(NewsScreen(whole))

    def action_save(self) -> None:
        """Save the match (its choice log) to the save file now."""
        path = self.save_path or last_save_path()
        try:
            write_save(self.match, path)
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error", markup=False)
            return
        self.notify("Saved: Continue in the menu resumes this game.", markup=False)

    def action_help(self, tab: str = "rules") -> None:
        """Rules summary, rulings, card inspector, legend, log, keys."""
        on_screen = {w.card_id for w in self.walk_children(CardWidget) if shown(w)}
        on_screen |= self.offered()  # a card an option names (a Commandment to engrave)
        if self.inspected and self.inspected not in on_screen:
            self.inspected = None  # a card that has left the table (discarded, passed on)
        card = self.describe_card(self.inspected) if self.inspected else table_help.NO_CARD
        log = self.query_one(LogPanel).entries  # (the log as the table shows it now)
        pages = table_help.pages(self.match, self.RULES_SUMMARY, card, self.LEGEND_HELP, log)
        name = self._help_name
        if self.app.is_screen_installed(name):
            help_screen = self.app.get_screen(name)
            assert isinstance(help_screen, HelpScreen)
            help_screen.reopen(pages, tab)
        else:
            help_screen = HelpScreen(pages, tab)
            self.app.install_screen(help_screen, name)  # kept: opened again at once
        self.app.push_screen(help_screen)

    def forget_help(self) -> None:
        """The table's kept help screen (action_help) goes with the table."""
        name = self._help_name
        if self.app.is_screen_installed(name):
            help_screen = self.app.get_screen(name)
            if help_screen in self.app.screen_stack:
                return  # the app is closing over an open help screen: it cleans up itself
            self.app.uninstall_screen(name)
            help_screen.remove()

    def action_leave(self) -> None:
        """Back to the menu (after a confirmation while the game is on)."""
        app = cast("TabletopApp", self.app)
        if self.match.over:
            app.show_menu()
            return
        if not (app.autosave and self.match.humans):
            told = "Unsaved moves are lost (press s to save first)."
        else:
            told = exits.unsaved(app) or "It is saved after every move: Continue resumes it."
        question = f"Leave this game for the menu? {told}"
        self.app.push_screen(ConfirmScreen(question), lambda yes: app.show_menu() if yes else None)
