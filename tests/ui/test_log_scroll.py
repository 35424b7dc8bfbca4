"""The log keeps the rows it drew when it scrolls (issue 11's repaint): the rows of lines
already shown move up with the scroll, and only the new lines are drawn. What it shows is
always what drawing it afresh shows."""

from __future__ import annotations

import random

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.pilot import Pilot

from tabletop_tui.core.log import LogEntry
from tabletop_tui.ui.widgets.log_panel import LogPanel


class LogApp(App[None]):
    CSS = "LogPanel { height: 12; width: 40; }"

    def compose(self) -> ComposeResult:
        yield LogPanel(id="log")


async def settle(pilot: Pilot[None]) -> None:
    for _ in range(3):
        await pilot.pause(0.02)


def looks(log: LogPanel) -> list[list[tuple[str, object]]]:
    """Each row of the log as its styles cache gives it (kept rows are not drawn again)."""
    crop = Region(0, 0, log.size.width, log.size.height)
    return [[(seg.text, seg.style) for seg in strip] for strip in log.render_lines(crop)]


def entry(die: random.Random, n: int) -> LogEntry:
    words = " ".join(
        die.choice(["Ann", "plays", "a Curse", "on", "Bob", "draws"])
        for _ in range(die.randint(1, 14))
    )
    return LogEntry(f"Turn {n}" if die.random() < 0.2 else f"{n}: {words}")


async def test_what_the_log_shows_is_what_drawing_it_afresh_shows() -> None:
    """From an empty log through the first scroll and on: a move's few lines (some wrap)."""
    die = random.Random(7)
    async with LogApp().run_test(size=(60, 20)) as pilot:
        log = pilot.app.query_one(LogPanel)
        entries: list[LogEntry] = []
        scrolled = 0
        for _ in range(40):
            entries += [entry(die, len(entries)) for _ in range(die.randint(0, 4))]
            log.show_entries(entries, None)
            await settle(pilot)
            scrolled += log.scroll_y > 0
            kept = looks(log)
            log._styles_cache.clear()
            assert kept == looks(log)
        assert 5 < scrolled < 40  # the log filled up along the way


async def test_a_scroll_draws_only_the_rows_of_the_new_lines() -> None:
    async with LogApp().run_test(size=(60, 20)) as pilot:
        log = pilot.app.query_one(LogPanel)
        entries = [LogEntry(f"line {n}") for n in range(30)]
        log.show_entries(entries, None)
        await settle(pilot)
        drawn: list[int] = []
        render_line = log.render_line

        def counted(y: int) -> object:
            drawn.append(y)
            return render_line(y)

        log.render_line = counted  # type: ignore[method-assign]
        log.show_entries([*entries, LogEntry("line 30"), LogEntry("line 31")], None)
        await settle(pilot)
        assert "line 31" in log.lines[-1].text
        assert sorted(drawn) == [8, 9]  # the rows of the two new lines, at the bottom
