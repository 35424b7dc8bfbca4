"""`u` on the table takes back the player's own choices as far as the engine allows, and
says why when it cannot."""

from __future__ import annotations

import pickle

import pytest

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.setup import SetupScreen
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, choose_in_menu, wait_for, wait_for_screen


def replay(match: Match) -> Match:
    """The match rebuilt from its choice log."""
    again = Match.start(match.game_id, match.seats, match.seed, match.options)
    for key in match.choices:
        again.choose(key)
    return again


def messages(app: object) -> list[str]:
    """The notifications shown so far."""
    return [n.message for n in app._notifications]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("game_id", "seed"), [("possession", 1), ("in-nomine", 2), ("believe-in-me", 3)]
)
async def test_u_takes_back_own_choices_until_the_policy_stops_it(game_id: str, seed: int) -> None:
    seats = ["human", "greedy", "greedy"] if game_id == "believe-in-me" else ["human", "greedy"]
    app = make_app(game_id, seats, seed=seed, bot_delay=0)
    async with app.run_test(size=WIDE, notifications=True) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        match = table.match
        # Choose the first option until a choice of ours may be taken back.
        for _ in range(300):
            await wait_for(pilot, lambda: table.asking is not None or match.over)
            if match.undoable() or match.over:
                break
            await pilot.press("1")
        assert match.undoable(), "no undoable choice came up"
        before = list(match.choices)
        label = match.decision()
        await pilot.press("u")
        await pilot.pause()
        assert match.choices == before[:-1]
        assert pickle.dumps(match.state) == pickle.dumps(replay(match).state)
        assert table.asking is not None and table.asking.seat == 0 and label is not None
        taken = table.asking.option(before[-1])
        assert taken is not None and f"Took back: {taken.label}" in messages(app)
        log = table.query_one(LogPanel)
        assert log.lines and len(log._entries) == len(match.log(0))
        # Further back, until the engine says no: the state does not move after that.
        while match.undoable():
            await pilot.press("u")
            await pilot.pause()
        stuck = pickle.dumps(match.state)
        await pilot.press("u")
        await pilot.pause()
        assert pickle.dumps(match.state) == stuck
        assert match.why_no_undo() in messages(app)


async def test_u_while_a_bot_thinks_changes_nothing() -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=5)
    async with app.run_test(size=WIDE, notifications=True) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: table.asking is None and not table.match.over)
        choices = list(table.match.choices)
        await pilot.press("u")
        await pilot.pause()
        assert table.match.choices == choices
        assert any(m.startswith("Wait:") for m in messages(app))


async def test_a_game_started_from_the_setup_screen_undoes_too() -> None:
    """The review found `u` dead ("Nothing to undo yet.") in every game begun from the
    menu: setup made its match without the undo marks the command line's had."""
    async with make_app(bot_delay=0).run_test(size=WIDE, notifications=True) as pilot:
        await choose_in_menu(pilot, "game-in-nomine")
        await wait_for_screen(pilot, SetupScreen)
        await pilot.click("#seed")
        await pilot.press("2")  # the same deal each run
        await pilot.press("ctrl+s")
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        match = table.match
        for _ in range(60):  # the first option, until a choice of ours may be taken back
            await wait_for(pilot, lambda: table.asking is not None or match.over)
            if match.undoable() or match.over:
                break
            await pilot.press("1")
        assert match.undoable(), match.why_no_undo()
        before, label = list(match.choices), match.decision()
        await pilot.press("u")
        await pilot.pause()
        assert match.choices == before[:-1]
        assert table.asking is not None and label is not None
        taken = table.asking.option(before[-1])
        assert taken is not None and f"Took back: {taken.label}" in messages(pilot.app)
