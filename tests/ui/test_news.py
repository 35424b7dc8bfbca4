"""The "since your last move" summary (issue 11, point 5): fresh after others moved or a
turn went by, kept while the same person goes on choosing within their move."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.undo import Mark
from tabletop_tui.ui.watching import Pace


@dataclass
class Table:
    """What Pace reads of a match: the log, names, the choices and who made them."""

    lines: list[LogEntry] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)

    def log(self, seat: int) -> list[LogEntry]:
        return [e for e in self.lines if e.visible_to(seat)]

    def name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def move(self, seat: int, *lines: str) -> None:
        self.choices.append("x")
        self.marks.append(Mark(seat))
        self.lines += [LogEntry(t) for t in lines]


def test_turns_that_ran_by_themselves_are_news_though_nobody_else_chose() -> None:
    """A rival who cannot cast plays whole turns without a decision: the person's next
    decision must tell what those turns did, not repeat the summary of long ago."""
    table, pace = Table(), Pace()
    table.lines.append(LogEntry("Player 2 discards Lone Star."))
    table.move(0, "Player 1 keeps their cards.")
    pace.read_upto[0] = len(table.log(0))
    first = pace.since(table, 0)  # type: ignore[arg-type]
    assert first is None  # nothing since the move yet
    table.lines += [LogEntry("Turn 12"), LogEntry("Player 2 loses a turn (Player 1's Medusa).")]
    table.lines += [LogEntry("Turn 13"), LogEntry("You draw Lone Eye.", (0,))]
    news = pace.since(table, 0)  # type: ignore[arg-type]
    assert news is not None
    assert "Player 2 loses a turn" in news.plain and "You draw Lone Eye." in news.plain


def test_the_same_persons_next_choice_in_one_move_keeps_what_they_saw_first() -> None:
    """Casting, then naming a target: the second decision keeps the summary of what others
    did before the move, not the lines of the person's own cast."""
    table, pace = Table(), Pace()
    table.move(1, "Player 2 summons Medusa: Player 1 loses 2 turns.")
    pace.read_upto[0] = 0
    before = pace.since(table, 0)  # type: ignore[arg-type]
    assert before is not None and "Medusa" in before.plain
    table.move(0, "Player 1 casts three pairs.")
    pace.read_upto[0] = len(table.log(0))
    assert pace.since(table, 0) is before
