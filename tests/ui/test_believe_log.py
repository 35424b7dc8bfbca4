"""Believe in Me!'s log marks only its new lines at a redraw (it marked the whole log every
move: about 1.3 ms a move by the end of a game), and marks them as a fresh pass over the
whole log would; a log taken back (undo) or read by another seat is marked again."""

from __future__ import annotations

import random

from textual.app import App, ComposeResult

from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.ui.believe_in_me.log import Annotator, BelieveLog, annotate


def played_log(seed: int) -> list[LogEntry]:
    """The public log of a whole game between random gods."""
    match = Match.start("believe-in-me", [Seat("A", "random"), Seat("B", "random")], seed)
    die = random.Random(seed)
    while (decision := match.decision()) is not None:
        match.choose(die.choice(decision.options).key)
    return list(match.log(0))


def marks(texts: list[object]) -> list[tuple[str, str]]:
    return [(t.plain, str(t.spans)) for t in texts]  # type: ignore[attr-defined]


def test_lines_marked_one_after_another_read_as_the_whole_log_marked_at_once() -> None:
    entries = played_log(5)
    assert len(entries) > 100
    annotator = Annotator()
    one_by_one = [annotator.line(entry, {}) for entry in entries]
    assert marks(one_by_one) == marks(annotate(entries, {}))
    # the turn structure was marked: numbered places, with what they did indented under them
    assert sum(t.plain[:1] in "①②③④⑤⑥⑦⑧" for t in one_by_one) > 10
    assert sum(t.plain.startswith("    ") for t in one_by_one) > 10


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield BelieveLog(id="log")


async def test_the_log_marks_new_lines_only_and_again_when_taken_back_or_read_by_another() -> None:
    entries = played_log(9)
    async with LogApp().run_test(size=(80, 24)) as pilot:
        log = pilot.app.query_one(BelieveLog)
        marked: list[LogEntry] = []
        line = Annotator.line

        def counted(self: Annotator, entry: LogEntry, places: dict[str, dict[str, int]]) -> object:
            marked.append(entry)
            return line(self, entry, places)

        Annotator.line = counted  # type: ignore[method-assign]
        try:
            for end in range(20, len(entries), 37):  # a move at a time, as the table redraws
                log.show_entries(entries[:end], 0)
            log.show_entries(entries, 0)
            assert len(marked) == len(entries)  # each line marked once
            assert marks(log._marks) == marks(annotate(entries, {}))
            marked.clear()
            log.show_entries(entries[:50], 0)  # taken back
            assert len(marked) == 50
            marked.clear()
            changed = [*entries[:49], LogEntry("Another line.")]
            log.show_entries(changed, 0)  # as long, but not the same lines
            assert len(marked) == 50
            assert marks(log._marks) == marks(annotate(changed, {}))
            marked.clear()
            log.show_entries(changed, 1)  # another reader
            assert len(marked) == 50
        finally:
            Annotator.line = line  # type: ignore[method-assign]
        await pilot.pause()


def test_a_log_line_that_wraps_goes_on_under_its_own_words() -> None:
    # the other games' logs wrap with a hanging indent; Believe in Me!'s went back to the
    # left edge ("  Easy Bot 2 places a Monk / in the Monk Temple.")
    from rich.console import Console
    from rich.text import Text

    from tabletop_tui.ui.believe_in_me.log import hanging

    console = Console(width=24, color_system=None)

    def lines(text: Text) -> list[str]:
        with console.capture() as out:
            console.print(hanging(text))
        return out.get().rstrip("\n").split("\n")

    indented = lines(Text("  Easy Bot 2 places a Monk in the Monk Temple of Perpetual Doubt."))
    assert len(indented) > 1 and all(line.startswith("  ") for line in indented)
    assert all(not line.startswith("   ") for line in indented)
    marked = lines(Text("③ Brother Ignatius acts on Easy Bot 2 and converts a Believer."))
    assert marked[0].startswith("③ ") and len(marked) > 1
    assert all(line.startswith("  ") and line[2] != " " for line in marked[1:])
