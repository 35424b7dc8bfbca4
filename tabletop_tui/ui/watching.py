"""Following the pace: where each person stopped reading (the summary over their next
decision is drawn by news_text.py), and the turns paced one by one on the way to it (watch
mode's keys are in watch_keys.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from tabletop_tui.core.frames import frames
from tabletop_tui.core.log import LogEntry, log_for
from tabletop_tui.core.match import Match
from tabletop_tui.core.state import BaseState
from tabletop_tui.ui.news_text import (
    NEWS_LINES,
    Summary,
    about,
    naming,
    pick_news,
    since_drawn,
    told_by,
    whole_news,
)

MAX_FRAMES = 8  # turns shown one by one after a move, at most (the rest at once)


@dataclass(frozen=True)
class Frame:
    """A table on the way from one decision to the next, as the reader may see it."""

    turn: int
    view: dict[str, Any]
    log: list[LogEntry]


def frames_to_show(
    match: Match, before: BaseState, key: str, reader: int | None, by_person: bool
) -> list[Frame]:
    """The turns begun on the way from `before` (a copy of the table the choice `key` was
    made on) to the next decision whose events touch a person at the table (told to them or
    naming them), as `reader` sees them: what --bot-delay paces one by one, so a Curse that
    passes your hand on and the turns that run by themselves do not flash past. After a
    person's move (`by_person`) the first turn's events were that person's own doing, seen
    as they chose: they alone earn no frame."""
    people = {seat: match.name(seat) for seat in match.humans}
    shown: list[Frame] = []
    read = len(before.log)
    for n, frame in enumerate(frames(match.game, before, key)):
        fresh, read = frame.log[read:], len(frame.log)
        if n == 0 and by_person:
            continue
        own = {seat: naming(match.game.names_of(frame, seat)) for seat in people}
        header = match.game.is_header
        if any(
            about(e, seat, name, own[seat], header) for e in fresh for seat, name in people.items()
        ):
            shown.append(
                Frame(frame.turn, match.game.view(frame, reader), log_for(frame.log, reader))
            )
            if len(shown) == MAX_FRAMES:
                break
    return shown


@dataclass
class Pace:
    """Where each person stopped reading, and watch mode's controls."""

    read_upto: dict[int, int] = field(default_factory=dict)  # log length at their last move
    paused: bool = False
    steps: int = 0  # moves to make while paused (n)
    thinking: bool = False  # a bot is choosing now

    kept: dict[int, Summary] = field(default_factory=dict)  # the summary a person last saw
    kept_at: dict[int, int] = field(default_factory=dict)  # the choices made when it was new
    moved_in: dict[int, int] = field(default_factory=dict)  # the turn of their last move
    owned: dict[int, set[str]] = field(default_factory=dict)  # what they controlled then
    # each person's reading before each of their moves, newest last: an undo goes back to it
    before: dict[int, list[tuple[Any, ...]]] = field(default_factory=dict)

    def moved(
        self,
        seat: int,
        log: Sequence[LogEntry],
        start: int,
        turn: int,
        own: Iterable[str] = (),
        name: str = "",
    ) -> None:
        """`seat` made a move in turn `turn`; `log` is what they read now, `start` its length
        before the move. What followed in that turn was their own doing, read as they chose;
        the lines of a turn begun since (another's turn that asked nobody anything) are news.
        Given their `name`, only the lines telling what they did ("Ann recruits Calabim",
        "You draw Geas") are read: what their move set off ("Habbalah 1 (Ann) is
        destroyed", a fight at the turn's end) is news, for it went by as the others moved.
        `own`: the names of what they controlled around the move (a line naming a Victim
        they lost since is about them)."""
        marks = (self.read_upto, self.moved_in, self.owned, self.kept, self.kept_at)
        self.before.setdefault(seat, []).append(tuple(m.get(seat) for m in marks))
        self.owned[seat] = set(own)
        upto = len(log)
        for n in range(start, len(log)):
            if log[n].turn != turn or (name and not told_by(log[n], seat, name)):
                upto = n
                break
        self.read_upto[seat] = upto
        self.moved_in[seat] = turn

    def took_back(self, seat: int, count: int) -> None:
        """`seat` undid its last `count` moves: its reading is as before the first of them,
        so the summary it saw then shows again (a review saw it vanish after an undo)."""
        history = self.before.get(seat, [])
        if count <= 0 or len(history) < count:
            return
        was = history[-count]
        del history[-count:]
        marks: tuple[dict[int, Any], ...] = (
            self.read_upto,
            self.moved_in,
            self.owned,
            self.kept,
            self.kept_at,
        )
        for mark, value in zip(marks, was, strict=True):
            if value is None:
                mark.pop(seat, None)
            else:
                mark[seat] = value

    def news(self, log: Sequence[LogEntry], seat: int) -> Sequence[LogEntry]:
        """The log lines `seat` has not had a decision since (none before its first move)."""
        start = self.read_upto.get(seat)
        return [] if start is None else log[start:]

    def since(
        self, match: Match, seat: int, width: int | None = None, rows: int = NEWS_LINES
    ) -> Text | None:
        """The summary for `seat`'s decision now, to fit `width` columns and `rows` rows."""
        summary = self.summary(match, seat, width)
        return summary(rows) if summary is not None else None

    def summary(self, match: Match, seat: int, width: int | None = None) -> Summary | None:
        """The summary for `seat`'s decision now (at `width` columns, in any number of rows):
        fresh after others moved; while the same person goes on choosing (nobody else in
        between), the one they saw first."""
        if seat not in self.read_upto:
            self.caught_up(match, seat)
        news = self.news(match.log(seat), seat)
        first = seat not in self.read_upto and never_chose(match, seat)
        if first:  # what went by before their first decision, from the first turn on
            log = match.log(seat)  # (the set-up before it is not news)
            opens = [n for n, e in enumerate(log) if match.game.is_header(e.text)]
            news = log[opens[0] :] if opens else []
        own = self.owned.get(seat, set()) | set(match.game.names_of(match.state, seat))
        others = [match.name(s) for s in range(len(match.seats)) if s != seat]
        header, routine = match.game.is_header, match.game.is_routine
        name = match.name(seat)
        picked = pick_news(news, seat, name, own, header, others, routine, first)
        fresh = (
            Summary(
                lambda rows, width: since_drawn(
                    news, seat, name, own, header, width, rows, others, routine, first
                ),
                whole_news(picked, first),
                width,
            )
            if picked is not None
            else None
        )
        if first and fresh is not None and fresh(NEWS_LINES) is None:
            fresh = None  # nothing before a first move was news: no rows taken
        marks = match.marks or []
        # a turn begun since their last move is news even if nobody else chose anything
        # (a bot that cannot cast plays its turn with no decision at all)
        new_turn = any(e.turn != self.moved_in.get(seat) for e in news)
        # the question their own choice just put (a target after a card) keeps the summary
        # in view; one more choice of theirs and it is old news (a review read the same
        # lines two Rounds on, the rival having passed without a word). What their choice
        # set off is news, though: their pass that ends a Contest and reveals the bids
        # showed the old summary, with no word of the reveal (a play-test)
        follows = len(match.choices) - self.kept_at.get(seat, -2) <= 1
        mine = marks and marks[-1].seat == seat and match.choices
        if mine and not new_turn and follows and picked is None:
            return self.kept.get(seat)
        if fresh is None:
            self.kept.pop(seat, None)
        else:
            self.kept[seat] = fresh
            self.kept_at[seat] = len(match.choices)
        return fresh

    def caught_up(self, match: Match, seat: int) -> None:
        """A match loaded from a save: where `seat` stopped reading is found from its last
        choice in the log (replayed to it), so Continue opens on what happened since (a
        review came back to a game to find the recap gone, and n saying nothing happened)."""
        marks = match.marks or []
        last = next((n for n in range(len(marks) - 1, -1, -1) if marks[n].seat == seat), None)
        if last is None:
            return
        before = match.replayed(last)
        read = len(log_for(before.log, seat))
        after = match.replayed(last + 1) if last + 1 < len(match.choices) else match.state
        own = match.game.names_of(after, seat)
        self.moved(seat, log_for(after.log, seat), read, before.turn, own, match.name(seat))
        self.before.pop(seat, None)  # (nothing to go back to by undo)

    def may_move(self) -> bool:
        """Whether a bot may take its move now (not paused, or a step asked for)."""
        if not self.paused:
            return True
        if self.steps:
            self.steps -= 1
            return True
        return False


def never_chose(match: Match, seat: int) -> bool:
    """Whether `seat` has made no choice in this match: known only where every choice was
    marked for undo (a match begun in the app, not one loaded or set up mid-game)."""
    marks = match.marks
    return marks is not None and all(m.seat not in (seat, -1) for m in marks)
