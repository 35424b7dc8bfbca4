"""How long a person waits for the table after a move (issue 11), measured with Pilot.

A person plays against the random bot at 120x40 (seeded: the same game each run), choosing
with a seeded die, with `--bot-delay 0.6` as in the app. After each of the person's moves
every frame for 300 ms is recorded with a snapshot of what the screen shows (text and
style); the time the snapshots take is taken out of the timeline. Per move:

- first change: when the first frame that changes the screen is drawn;
- settled: when the last frame that changes it is drawn (the table whole);
- our part: the time in `GameScreen._commit`.

The harness waits with asyncio.sleep, not Pilot.pause, which posts work to every widget
and forces a frame (a person's terminal does neither).

Run: python tools/repaint.py GAME [MOVES [SEED]]  (e.g. necronomicards 30 3); with
REPAINT_MOVES=1 set, every move is listed too, slowest first (settled, our part, frames);
REPAINT_W and REPAINT_H set another terminal size (a taller one shows what scrolling costs).
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from typing import Any

WINDOW = 0.3  # seconds after a move whose frames are the move's (the bot waits 0.6)

Frame = tuple[float, bool]  # when it was drawn (ms after the move), whether it changed the screen


class Recorder:
    """Wraps the table's commit and the screen's frames; one list of frames per move."""

    def __init__(self) -> None:
        self.moves: list[tuple[float, list[Frame]]] = []  # (our part, frames)
        self.labels: list[str] = []  # what each move was (the option's label)
        self._start: float | None = None
        self._lost = 0.0
        self._shown: list[Any] = []

    def install(self) -> None:
        from textual.screen import Screen

        from tabletop_tui.ui.game_screen import GameScreen

        commit, timer_update = GameScreen._commit, Screen._on_timer_update
        recorder = self

        def _commit(table: GameScreen, key: str) -> None:
            person = table.asking is not None
            if person:
                recorder._shown, recorder._lost = recorder._snap(table), 0.0
                asking = table.asking
                labels = {o.key: o.label for o in asking.options} if asking else {}
                recorder.labels.append(f"{asking.kind if asking else ''}: {labels.get(key, key)}")
            start = time.perf_counter()
            commit(table, key)
            if person:
                recorder._start = start
                recorder.moves.append(((time.perf_counter() - start) * 1000, []))

        def _on_timer_update(screen: Screen[Any]) -> None:
            start = recorder._start
            if (
                start is None
                or not isinstance(screen, GameScreen)
                or time.perf_counter() - start - recorder._lost > WINDOW
            ):
                timer_update(screen)
                return
            timer_update(screen)
            drawn = time.perf_counter()
            shown = recorder._snap(screen)
            changed, recorder._shown = shown != recorder._shown, shown
            at = (drawn - start - recorder._lost) * 1000
            recorder._lost += time.perf_counter() - drawn
            recorder.moves[-1][1].append((at, changed))

        GameScreen._commit = _commit  # type: ignore[method-assign]
        Screen._on_timer_update = _on_timer_update  # type: ignore[method-assign]

    @staticmethod
    def _snap(screen: Any) -> list[Any]:
        strips = screen._compositor.render_strips()
        return [tuple((seg.text, seg.style) for seg in strip) for strip in strips]

    def report(self, game: str) -> str:
        ours, first, settled, frames = [], [], [], []
        for part, drawn in self.moves:
            changes = [at for at, changed in drawn if changed]
            if changes:
                ours.append(part)
                first.append(changes[0])
                settled.append(changes[-1])
                frames.append(len(changes))
        if not first:
            return f"{game}: no move was measured"

        def figures(values: list[float]) -> str:
            values = sorted(values)
            p90 = values[int(len(values) * 0.9)]
            return f"median {statistics.median(values):5.1f}  p90 {p90:5.1f}  max {values[-1]:5.1f}"

        slow = ""
        if os.environ.get("REPAINT_MOVES"):  # every move, slowest first
            rows = []
            for (part, drawn), label in zip(self.moves, self.labels, strict=True):
                changes = [at for at, changed in drawn if changed]
                if changes:
                    rows.append((changes[-1], part, len(changes), label))
            rows.sort(reverse=True)
            slow = "\n".join(f"  {s:6.1f} ours {p:5.1f} x{n} {lab[:70]}" for s, p, n, lab in rows)
        return "\n".join(
            [
                f"{game}: {len(first)} moves (ms)",
                f"  first change  {figures(first)}",
                f"  settled       {figures(settled)}",
                f"  our part      {figures(ours)}",
                f"  frames that change the screen, per move: {statistics.mean(frames):.2f}",
            ]
            + ([slow] if slow else [])
        )


async def play(game: str, moves: int, seed: int) -> None:
    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.game_screen import GameScreen

    app = make_app(game, ["human", "random"], seed=seed, bot_delay=0.6)
    die = random.Random(seed)
    made = 0
    size = (int(os.environ.get("REPAINT_W", 120)), int(os.environ.get("REPAINT_H", 40)))
    async with app.run_test(size=size):
        while made < moves:
            await asyncio.sleep(0.01)
            table = app.screen
            if type(table).__name__ == "GameOverScreen":
                break
            if not isinstance(table, GameScreen) or table.asking is None:
                continue
            await asyncio.sleep(0.35)  # the last move's frames are done
            if app.screen is not table or table.asking is None:
                continue
            table._commit(die.choice(table.asking.options).key)  # (past any "are you sure?")
            made += 1
        await asyncio.sleep(WINDOW + 0.1)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    game = argv[0]
    moves = int(argv[1]) if len(argv) > 1 else 30
    seed = int(argv[2]) if len(argv) > 2 else 3
    # saves go nowhere real, and none is found there: a home of the reader's own with a save
    # of the game in it opened on "Start a new game?", and the script waited for the table
    # for ever (a README check)
    os.environ["TABLETOP_TUI_HOME"] = tempfile.mkdtemp()
    recorder = Recorder()
    recorder.install()
    asyncio.run(play(game, moves, seed))
    print(recorder.report(game))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
