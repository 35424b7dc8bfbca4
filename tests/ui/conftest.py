"""Screen tests: every app saves under a temporary home, and bots move without delay."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.screen import Screen

from tabletop_tui.core.paths import last_save_path

WIDE = (120, 40)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh TABLETOP_TUI_HOME, so saves never touch the real one."""
    monkeypatch.setenv("TABLETOP_TUI_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def save_file(home: Path) -> Path:
    """Where Continue looks."""
    return last_save_path()


async def wait_for(pilot: Pilot[None], done: Callable[[], bool], seconds: float = 20.0) -> None:
    """Let the app run until `done()` (bots think in threads), failing after `seconds`."""
    for _ in range(int(seconds / 0.02)):
        if done():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app did not get there in time")


async def wait_for_screen(pilot: Pilot[None], kind: type[Screen[object]]) -> Screen[object]:
    """Wait until the top screen is a `kind` and mounted (its widgets exist), and return it."""
    await wait_for(
        pilot, lambda: isinstance(pilot.app.screen, kind) and pilot.app.screen.is_mounted
    )
    await pilot.pause()
    return pilot.app.screen
