"""While an mcts seat searches (in a worker thread), the table stays answerable: keys,
help, leaving. The status bar says the bot is thinking."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Static
from textual.worker import WorkerState

from tabletop_tui.bots import MctsBot, make_bot
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.ui import table_screen
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.help import HelpScreen
from tabletop_tui.ui.in_nomine.screen import InNomineScreen
from tabletop_tui.ui.widgets.status_bar import StatusBar
from tests.ui.conftest import WIDE, wait_for, wait_for_screen


async def test_a_key_is_answered_while_mcts_thinks(monkeypatch: pytest.MonkeyPatch) -> None:
    # a search that would run for a minute: it must still be running when the key lands,
    # and stop as soon as the table is left
    slow = MctsBot(iterations=10**9, time_cap=60.0)

    def bots(kind: str) -> Any:
        return slow if kind.startswith("mcts") else make_bot(kind)

    monkeypatch.setattr(table_screen, "make_bot", bots)
    # the tree search runs as long as it is let (the rollout search In Nomine plays with
    # ends after its few dealt worlds)
    monkeypatch.setattr(InNomine, "mcts_search", "tree")
    app = make_app("in-nomine", ["mcts", "human"], seed=3, bot_delay=0)  # the Demons open
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, InNomineScreen)

        def thinking() -> list[Any]:
            return [w for w in app.workers if w.group == "bots" and w.state == WorkerState.RUNNING]

        await wait_for(pilot, lambda: bool(thinking()))
        status = str(table.query_one(StatusBar).content)
        assert "is thinking…" in status
        await pilot.press("question_mark")
        await wait_for_screen(pilot, HelpScreen)
        assert thinking(), "the help opened while the search went on"
        await pilot.press("escape")
        await wait_for_screen(pilot, InNomineScreen)
        assert thinking() and not table.match.choices  # still searching, nothing chosen
        worker = thinking()[0]
        worker.cancel()
        await wait_for(pilot, lambda: not thinking(), seconds=10)
        assert slow.last_iterations > 0  # it searched, and stopped when told
        assert isinstance(table.query_one("#status", Static), StatusBar)
