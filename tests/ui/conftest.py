"""Screen tests: every app saves under a temporary home, and bots move without delay."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

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
    """Wait until the top screen is a `kind` and mounted (its widgets exist), and return it.

    The screen returned is the one that was found: where bots move without delay another
    screen (a Revelation, the result) may already be over it when the app is next idle."""
    found: list[Screen[object]] = []

    def top_is_kind() -> bool:
        screen = pilot.app.screen
        if isinstance(screen, kind) and screen.is_mounted:
            found.append(screen)
        return bool(found)

    await wait_for(pilot, top_is_kind)
    await pilot.pause()
    return found[0]


async def past_the_curtain(pilot: Pilot[None], kind: type[Screen[object]]) -> Any:
    """A hot-seat game's first curtain lifted (Enter): the table of `kind` it hid."""
    from tabletop_tui.ui.dialogs import HandoffScreen

    await wait_for_screen(pilot, HandoffScreen)
    await pilot.press("enter")
    table = await wait_for_screen(pilot, kind)
    assert isinstance(table, kind)
    return table


async def first_decision(pilot: Pilot[None]) -> Any:
    """Wait until a game table asks a person their first decision, and return the table."""
    from tabletop_tui.ui.game_screen import GameScreen

    app = pilot.app
    await wait_for(
        pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.asking is not None
    )
    return app.screen


async def choose_in_menu(pilot: Pilot[None], option_id: str) -> None:
    """In the menu, move the highlight to a row with the arrow keys and press Enter, as a
    person would (`game-necronomicards`, `continue`, `quit`, `save-1`)."""
    from tabletop_tui.ui.menu import MenuScreen

    menu = await wait_for_screen(pilot, MenuScreen)
    assert isinstance(menu, MenuScreen)
    choices = menu.choices
    target = choices.get_option_index(option_id)
    for _ in range(choices.option_count):
        if choices.highlighted == target:
            break
        await pilot.press("down" if (choices.highlighted or 0) < target else "up")
    assert choices.highlighted == target, f"{option_id} cannot be highlighted"
    await pilot.press("enter")


class Curtains:
    """Answers decisions on a hot-seat table and checks the curtain comes down exactly when
    the deciding person changes. Each game's tests add what must be hidden under the curtain
    (`hidden`) and what must show once it lifts (`shown`)."""

    def __init__(self, pilot: Pilot[None], table: Any) -> None:
        self.pilot, self.table = pilot, table
        self.seen: list[bool] = []

    def seat(self) -> int:
        decision = self.table.match.decision()
        assert decision is not None
        return decision.seat

    def hidden(self) -> None:
        """Checks while the curtain is down (nothing of the last person's shows)."""
        assert self.table.shown_seat is None

    def shown(self) -> None:
        """Checks once the deciding person sees the table."""

    async def after(self, before: int) -> None:
        """Check (and lift) the curtain after a choice made by seat `before`."""
        from tabletop_tui.ui.dialogs import HandoffScreen

        await self.pilot.pause()
        app = self.pilot.app
        changed = not self.table.match.over and self.seat() != before
        curtain = isinstance(app.screen, HandoffScreen)
        assert curtain == changed, f"curtain {curtain} but deciding seat changed: {changed}"
        self.seen.append(curtain)
        if curtain:
            assert app.screen.player == self.table.match.name(self.seat())  # type: ignore[attr-defined]
            self.hidden()
            await self.pilot.press("enter")
            await wait_for_screen(self.pilot, type(self.table))
        assert self.table.shown_seat == self.seat() and self.table.asking is not None
        self.shown()

    async def press(self, *keys: str) -> None:
        """A move made with the keys."""
        before = self.seat()
        await self.pilot.press(*keys)
        await self.after(before)

    async def click(self, widget: Any) -> None:
        """A move made by clicking a card."""
        before = self.seat()
        self.table.query_one("#table").scroll_to_widget(widget, animate=False, immediate=True)
        await self.pilot.pause()
        await self.pilot.click(widget)
        await self.after(before)

    def number(self, key: str) -> str:
        """The number key of an option of the pending decision."""
        assert self.table.asking is not None
        keys = [o.key for o in self.table.asking.options]
        return str(keys.index(key) + 1)


def screen_text(screen: Screen[object]) -> list[str]:
    """What the screen's last frame shows (the compositor's lines, text only)."""
    return [strip.text for strip in screen._compositor.render_strips()]


@pytest.fixture
def frames(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The text of every frame the app draws from now on."""
    drawn: list[list[str]] = []
    refresh = Screen._compositor_refresh

    def spy(self: Screen[object]) -> None:
        refresh(self)
        if self is self.app.screen:
            drawn.append(screen_text(self))

    monkeypatch.setattr(Screen, "_compositor_refresh", spy)
    return drawn


async def asks_before(pilot: Pilot[None], table: Any, key: str) -> str:
    """Choose the option `key` on `table` as a person would: a confirmation comes first,
    No leaves the choice untaken, and choosing again then Yes takes it. The question."""
    from tabletop_tui.ui.dialogs import ConfirmScreen
    from tabletop_tui.ui.widgets.option_rows import key_for

    match = table.match
    assert table.asking is not None
    index = [o.key for o in table.asking.options].index(key)
    choices = len(match.choices)
    await pilot.press(key_for(index))
    dialog = await wait_for_screen(pilot, ConfirmScreen)
    question: str = dialog.question  # type: ignore[attr-defined]
    await pilot.press("n")
    await wait_for_screen(pilot, type(table))
    assert len(match.choices) == choices
    await pilot.press(key_for(index))
    await wait_for_screen(pilot, ConfirmScreen)
    await pilot.press("y")
    await wait_for_screen(pilot, type(table))
    assert match.choices[choices] == key
    return question
