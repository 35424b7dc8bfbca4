"""What a move's frame costs a plain Textual screen on this machine: the floor under
tools/repaint.py's figures (issue 11).

A screen shaped like one of our tables, written the usual Textual way (no repaint helpers):
four bordered areas of eight bordered cards each and a caption, a panel of six options, a
log, a status line; about 60 widgets. A "move" rewrites 12 of the Statics, toggles a class
(a border colour) on 6 cards, writes 4 log lines and the status line. The time from the
move to the end of the frame that draws it is what tools/repaint.py calls "settled".

Run: python tools/repaint_floor.py [MOVES]  (on a quiet machine: figures are wall time)
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import time
from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import RichLog, Static

CSS = """
.area { border: round $accent; height: auto; }
.row { height: auto; }
.card { border: round $primary; width: 22; height: 5; }
.card.-hot { border: round $success; background: $success 20%; }
#side { width: 34; }
#log { height: 1fr; }
"""


class FloorApp(App[None]):
    """The table-shaped screen."""

    CSS = CSS

    def compose(self) -> ComposeResult:
        yield Static("status", id="status")
        with Horizontal():
            with VerticalScroll():
                for area in range(4):
                    with Vertical(classes="area"):
                        yield Static(f"Area {area}", classes="caption")
                        for row in range(2):
                            with Horizontal(classes="row"):
                                for card in range(4):
                                    text = f"Card {area}{row}{card}\nits kind\nits text"
                                    yield Static(text, classes="card")
            with Vertical(id="side"):
                with Vertical(classes="area"):
                    yield Static("Choose one:", id="prompt")
                    for option in range(6):
                        yield Static(f"{option + 1} an option", classes="option")
                yield RichLog(id="log")


async def measure(moves: int) -> list[float]:
    """Milliseconds from each move to the end of the frame that draws it."""
    drawn: list[float] = []
    started: list[float | None] = [None]
    update = Screen._on_timer_update

    def timed(screen: Screen[Any]) -> None:
        update(screen)
        if started[0] is not None:
            drawn.append((time.perf_counter() - started[0]) * 1000)
            started[0] = None

    Screen._on_timer_update = timed  # type: ignore[method-assign]
    die = random.Random(1)
    app = FloorApp()
    async with app.run_test(size=(120, 40)):
        await asyncio.sleep(0.5)
        texts = list(app.query(".card, .option, .caption").results(Static))
        cards = list(app.query(".card").results(Static))
        log = app.query_one("#log", RichLog)
        for move in range(moves):
            started[0] = time.perf_counter()
            for widget in die.sample(texts, 12):
                widget.update(f"move {move}: {die.random():.3f}\nanother line")
            for widget in die.sample(cards, 6):
                widget.toggle_class("-hot")
            for line in range(4):
                log.write(f"Move {move}, line {line}: something happened to somebody.")
            app.query_one("#status", Static).update(f"Turn {move}")
            await asyncio.sleep(0.3)
    Screen._on_timer_update = update  # type: ignore[method-assign]
    return drawn[5:]  # the first moves warm the caches


def main(argv: list[str]) -> int:
    moves = int(argv[0]) if argv else 40
    values = sorted(asyncio.run(measure(moves)))
    p90 = values[int(len(values) * 0.9)]
    print(
        f"plain Textual table: {len(values)} moves, median {statistics.median(values):.1f} ms,"
        f" p90 {p90:.1f} ms, max {values[-1]:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
