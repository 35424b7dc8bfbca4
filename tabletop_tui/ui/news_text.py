"""The "since your last move" summary as text: which log lines matter to a person, drawn
to fit the rows and columns the panel gives them (what is left out said on the box's edge),
and the whole of it for its own screen (n)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from tabletop_tui.core.log import LogEntry, is_routine_draw, is_turn_header

MOST_SHOWN = 3  # lines in the summary at most (more cost a repaint 10 ms: measured)
NEWS_LINES = 4  # rows the summary has (DecisionPanel's #news; more on a tall terminal)
MEASURE = Console(width=200, file=io.StringIO())  # wraps text only, to count its rows


def naming(names: Iterable[str]) -> re.Pattern[str] | None:
    """A pattern finding any of `names` as whole words ("Demon Human 2", not in "... 29")."""
    names = sorted(set(names), key=len, reverse=True)
    if not names:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, names)) + r")(?!\w)")


def about(
    entry: LogEntry,
    seat: int,
    name: str,
    own: re.Pattern[str] | None = None,
    header: Callable[[str], bool] = is_turn_header,
) -> bool:
    """Whether a log line touches `seat`: told to it alone, or naming it or (`own`) what it
    controls (Game.names_of); a turn's `header` touches nobody."""
    if header(entry.text):
        return False
    if entry.seats is not None:
        return seat in entry.seats
    return name in entry.text or (own is not None and own.search(entry.text) is not None)


@dataclass(frozen=True)
class News:
    """The lines of a summary: those that matter to the reader (`mine`, in the log's
    order), the groups that come first when few are shown (`order`), and how many lines
    the log has since (`count`)."""

    mine: list[LogEntry]
    order: list[list[LogEntry]]
    count: int


def pick_news(
    news: Sequence[LogEntry],
    seat: int,
    name: str,
    own: Iterable[str] = (),
    header: Callable[[str], bool] = is_turn_header,
    others: Sequence[str] = (),
    routine: Callable[[str], bool] = is_routine_draw,
    first: bool = False,
) -> News | None:
    """The lines of `news` that matter to `seat` (see since_text), or None if the log has
    no line since but turn headers. Another player's turn that went by with only its
    routine ("In turn 11, Bob draws a Spell card.") is one line, of least weight: at a shared
    keyboard a person asked twice running could not tell the other's turn had come and
    gone (a hot-seat play-test of NecronomiCards; not before a first move)."""
    lines = [e for e in news if not header(e.text)]
    if not lines:
        return None
    count = len(lines)
    quiet: list[LogEntry] = []
    if not first:
        lines, quiet = with_quiet_turns(news, header, others, routine)
    pattern = naming(own)
    mine = [e for e in told_once(lines, seat, name) if about(e, seat, name, pattern, header)]
    folded = {id(e) for e in quiet}
    theirs = [e for e in lines if by_another(e, others, routine) and id(e) not in folded]
    done_to_you = [e for e in mine if by_another(e, others, routine) and id(e) not in folded]
    befell = [e for e in mine if e.seats is None and not routine(e.text) and id(e) not in folded]
    # what befell your things ("Ann's Portrait Painter dies.") before what names you only
    # ("Ann is the First Player.")
    things = [e for e in befell if pattern is not None and pattern.search(e.text)]
    chosen = {id(e) for e in mine} | {id(e) for e in theirs} | folded
    mine = [e for e in lines if id(e) in chosen]  # (the log's order)
    return News(mine, [done_to_you, things, befell, theirs], count)


QUIET_HEADER = re.compile(r"^Turn (\d+): ")


def with_quiet_turns(
    news: Sequence[LogEntry],
    header: Callable[[str], bool],
    others: Sequence[str],
    routine: Callable[[str], bool],
) -> tuple[list[LogEntry], list[LogEntry]]:
    """The lines of `news` less its turn headers, each turn of another player (a header
    "Turn N: ..." naming one of `others`) whose lines are all `routine` folded into one
    public line ("In turn 11, Bob draws a Spell card."); and the folded lines."""
    out: list[LogEntry] = []
    folded: list[LogEntry] = []
    turn: list[LogEntry] | None = None  # the routine lines of a quiet turn under way
    number = ""
    named = naming(others)  # (whole names: Al's turn is not Alice's)

    def fold() -> None:
        if turn:  # its draw, or its first line; the rest (Dawn, phases ended) is the log's
            told = next((e for e in turn if is_routine_draw(e.text)), turn[0]).text
            more = "; nothing else of note." if len(turn) > 1 else ""
            text = f"In turn {number}, " + (told.rstrip(".") + more if more else told)
            folded.append(LogEntry(text, None, turn[0].turn))
            out.append(folded[-1])

    for entry in news:
        if header(entry.text):
            fold()
            found = QUIET_HEADER.match(entry.text)
            theirs = bool(found and named and named.search(entry.text))
            turn, number = ([], found[1]) if theirs and found is not None else (None, "")
        elif turn is not None and entry.seats is None and routine(entry.text):
            turn.append(entry)
        else:
            if turn:
                out.extend(turn)  # not quiet after all: its lines stand as they are
            turn = None
            out.append(entry)
    fold()
    return out, folded


def heading_of(first: bool) -> str:
    return "Since the game began" if first else "Since your last move"


class Drawn(NamedTuple):
    """A summary drawn for its rows, and what it leaves out ("3 more · n: all"), told on its
    box's bottom edge (a row of its own cost a line of news at 80x24)."""

    text: Text
    hint: str = ""


def since_text(*args: Any, **kwargs: Any) -> Text | None:
    """The text of since_drawn, given the same arguments (its hint left out)."""
    drawn = since_drawn(*args, **kwargs)
    return drawn.text if drawn is not None else None


def since_drawn(
    news: Sequence[LogEntry],
    seat: int,
    name: str,
    own: Iterable[str] = (),
    header: Callable[[str], bool] = is_turn_header,
    width: int | None = None,
    rows: int = NEWS_LINES,
    others: Sequence[str] = (),
    routine: Callable[[str], bool] = is_routine_draw,
    first: bool = False,
) -> Drawn | None:
    """ "Since your last move (9 lines in the log):" and its newest lines that matter to
    you: what the `others` (the other players' names) did to you first, then what befell
    what you control (`own`: a Victim dying, a persona sent back to its owner's hand),
    then what befell you (not a `routine` line), then what they did (a Summon played, a
    Daemon revealed; not their `routine`), then the rest that touched you (your draws); a
    turn's `header` is not counted. `first`: before a first move, "Since the game began",
    and only if something touched you or another player did something. Wrapped at `width`
    columns it fits in `rows` rows if it can (up to MOST_SHOWN lines): the line count goes
    first, then the oldest lines; the hint says what is left out, and that n shows the
    whole."""
    picked = pick_news(news, seat, name, own, header, others, routine, first)
    if picked is None:
        return None
    mine, order = picked.mine, picked.order
    heading = heading_of(first)
    if first and not any(e.seats is None and not routine(e.text) for e in mine):
        # before a first move, only what struck you or what others did is news (not your
        # own draws nor the Dusk: four rows of them at 80x24 took the room of the options)
        return None
    count = f"({picked.count} line{'s' if picked.count != 1 else ''} in the log)"
    text = Text()
    # in a narrow panel the line count, then the oldest lines give way: the newest must
    # not be cut off
    most = max(1, min(len(mine), rows - 1, MOST_SHOWN))
    for shown in range(most, 0, -1) if mine else [0]:
        left = len(mine) - shown
        hint = f"{left} more · n: all" if left > 0 else ""
        for head in (f"{heading} {count}", heading):
            text = Text(head + (":" if mine else "; none about you."), style="bold")
            for entry in first_shown(mine, order, shown):
                text.append(f"\n• {entry.text}", style="italic" if entry.seats else "")
            if width is None or height_of(text, width) <= rows:
                return Drawn(text, hint)
    if not mine or width is None:
        return Drawn(text)
    # not even the line that matters most fits under the heading: it ends early, at a
    # word, in "…" (the whole of it is in the log, and on n)
    # (in two rows the heading runs on into the line: "Since your last move: Bob places
    # a Monk in the …" rather than "• Bob places a …" under it)
    top = first_shown(mine, order, 1)[0]  # (the one that matters most)
    words = top.text.split(" ")
    lead = f"{heading}: " if rows <= 2 else f"{heading}:\n• "
    while words:
        cut = len(words) < len(top.text.split(" "))
        hint = f"1 of {len(mine)} · n: all" if len(mine) > 1 else "n: all" if cut else ""
        text = Text(lead.split("\n")[0], style="bold")
        end = " …" if cut else ""
        text.append(lead[len(text.plain) :] + " ".join(words) + end)
        text.stylize("italic" if top.seats else "", len(lead))
        if height_of(text, width) <= rows:
            return Drawn(text, hint)
        words.pop()
    return Drawn(text, f"1 of {len(mine)} · n: all" if len(mine) > 1 else "n: all")


def whole_news(picked: News, first: bool) -> Whole:
    """Every line of a summary, for its own screen (n)."""
    lines = f"{picked.count} line{'s' if picked.count != 1 else ''}"
    return Whole(f"{heading_of(first)} ({lines} in the log):", picked.mine)


@dataclass(frozen=True)
class Whole:
    """A summary's heading and every line of it."""

    heading: str
    lines: list[LogEntry]

    def render(self) -> Group:
        """The heading, then each line under a bullet, wrapped lines hanging under its text."""
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=1)
        grid.add_column(ratio=1)
        for entry in self.lines:
            grid.add_row("•", Text(entry.text, style="italic" if entry.seats else ""))
        if not self.lines:
            grid.add_row("", Text("Nothing about you.", style="dim"))
        return Group(Text(self.heading, style="bold"), grid)


def told_once(lines: list[LogEntry], seat: int, name: str) -> list[LogEntry]:
    """The lines less the public half of your own draw told twice ("Ann draws a Spell
    card." before "You draw Lone Eye.", which names the card): a second review read both."""
    own_draw = f"{name} draws "
    return [
        e
        for e, after in zip(lines, [*lines[1:], None], strict=True)
        if not (
            e.seats is None
            and e.text.startswith(own_draw)
            and after is not None
            and after.seats == (seat,)
            and after.text.startswith("You draw")
        )
    ]


def told_by(entry: LogEntry, seat: int, name: str) -> bool:
    """A line telling what `seat` (called `name`) did: it begins with their name, or it is
    told to them alone as "You ..." (the echo of their own move)."""
    if entry.seats is not None:
        return entry.seats == (seat,) and entry.text.startswith("You ")
    return entry.text.startswith(name)


def by_another(
    entry: LogEntry, others: Sequence[str], routine: Callable[[str], bool] = is_routine_draw
) -> bool:
    """A line of what another player did to you or yours: public, and naming one of them
    ("Normal Bot 2 takes control of Demon Human 8", "Ann sacrifices 1 Believer (Bob's
    doing)"; not "Ann draws 1 card" nor "Dusk: Ann's personas gain Essence"), and not
    their `routine` (Game.is_routine: draws, phase ends), which crowded out what struck
    you."""
    return (
        entry.seats is None
        and any(other in entry.text for other in others)
        and not routine(entry.text)
    )


def first_shown(
    lines: list[LogEntry], firsts: Sequence[list[LogEntry]], shown: int
) -> list[LogEntry]:
    """The `shown` entries of `lines` to show, in the log's order: the newest of each of
    `firsts` in turn (what others did to you, then what they did), then the newest of the
    rest (your own draws, the Dusk)."""
    keep: set[int] = set()
    for first in [*firsts, lines]:
        for entry in reversed(first):
            if len(keep) >= shown:
                break
            keep.add(id(entry))
    return [entry for entry in lines if id(entry) in keep]


def height_of(text: Text, width: int) -> int:
    """How many rows `text` takes, wrapped at `width` columns."""
    return len(text.wrap(MEASURE, width))


class Summary:
    """A "since your last move" summary, drawn for a number of rows (fewer when the card
    text under the options needs them: DecisionPanel) at a width, each drawing kept."""

    def __init__(
        self,
        draw: Callable[[int, int | None], Drawn | Text | None],
        whole: Whole | None = None,
        width: int | None = None,
    ) -> None:
        self._draw = draw  # (rows, width) -> the text, with or without its hint
        self._drawn: dict[int, Drawn | None] = {}
        self.whole = whole  # every line of it, for its own screen (n)
        self.width = width  # the columns it is drawn for (None: not known yet)

    def drawn(self, rows: int) -> Drawn | None:
        """The summary drawn in `rows` rows, with its hint."""
        if rows not in self._drawn:
            drawn = self._draw(rows, self.width)
            self._drawn[rows] = Drawn(drawn) if isinstance(drawn, Text) else drawn
        return self._drawn[rows]

    def __call__(self, rows: int) -> Text | None:
        drawn = self.drawn(rows)
        return drawn.text if drawn is not None else None

    def at(self, width: int) -> Summary:
        """The same news drawn for `width` columns (itself if drawn for them): a summary
        put before the panel was laid out (a game's first decision) knew no width, and
        its lines ran past the rows it was given, cut by the box with no "…"."""
        return self if width == self.width else Summary(self._draw, self.whole, width)
