"""An error in our own code never shows a player a traceback: the app ends with a few plain
words, the details go to crash.log, and the game saved after the last move is kept."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.exits import crash_report
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.screenshots import table_match
from tests.ui.conftest import WIDE, wait_for_screen


def broken() -> None:
    raise ZeroDivisionError("a fault planted by the test")


async def test_an_error_ends_the_app_with_plain_words_and_the_details_in_a_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    app = make_app(bot_delay=0)
    with pytest.raises(ZeroDivisionError):  # Pilot raises what ended the app, for the tests
        async with app.run_test(size=WIDE) as pilot:
            app.open_match(table_match())  # a game on: it is saved after every move
            await wait_for_screen(pilot, GameScreen)
            app.call_later(broken)
            await pilot.pause()
    printed = capsys.readouterr()
    shown = printed.out + printed.err
    assert "Traceback" not in shown and "broken" not in shown
    assert "stopped on an error of its own" in shown and "Continue resumes it" in shown
    log = Path(os.environ["TABLETOP_TUI_HOME"]) / "crash.log"
    assert str(log) in shown.replace("\n", "")
    details = log.read_text(encoding="utf-8")
    assert "Traceback" in details and "a fault planted by the test" in details


def test_a_report_that_cannot_be_written_still_names_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "home").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("TABLETOP_TUI_HOME", str(tmp_path / "home" / "inside"))
    message = crash_report(ValueError("bad move"))
    assert "could not be written" in message and "ValueError: bad move" in message
    assert "Continue" not in message  # no game was on (`saved` False)
