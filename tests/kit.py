"""Property-test kit every game's tests share: what a seat can read, and whether it shows
anything hidden from that seat.

A seat reads two things: its view, and the lines of the log it may read
(`LogEntry.visible_to`). A leak test that looks only at `view()` misses a private log
line ("You draw Cerberus.") made public, so the checks here read both, as one text.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tabletop_tui.core.game import Game
from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.state import BaseState

# A card id counts only as a whole token (so "eye-moon" is not found inside "eye-moon-star",
# nor "seraphim#1" inside "seraphim#10").
_TOKEN = re.compile(r"[A-Za-z0-9_#-]+")


def readable_log(state: BaseState, seat: int | None, since: int = 0) -> list[str]:
    """The log lines `seat` may read (None: an observer, public lines only), from line
    `since` of the whole log on."""
    return [entry.text for entry in state.log[since:] if entry.visible_to(seat)]


def readable_text(game: Game[Any], state: BaseState, seat: int | None, since: int = 0) -> str:
    """Everything `seat` can read: its view, with the log replaced by only the lines
    `LogEntry.visible_to(seat)` (from line `since` on: earlier ones were read before),
    serialized to one JSON text."""
    view = dict(game.view(state, seat))
    view["log"] = readable_log(state, seat, since)
    return json.dumps(view, sort_keys=True, default=str)


def _word_at(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return not (before.isalnum() or before == "_" or after.isalnum() or after == "_")


def _phrase_found(text: str, phrase: str, longer: list[str]) -> bool:
    """Whether `phrase` stands in `text` as whole words, not as part of a longer name."""
    start = text.find(phrase)
    while start >= 0:
        end = start + len(phrase)
        inside = any(
            text.startswith(name, start - offset)
            for name in longer
            for offset in _offsets(name, phrase)
            if start >= offset
        )
        if _word_at(text, start, end) and not inside:
            return True
        start = text.find(phrase, start + 1)
    return False


def _offsets(name: str, phrase: str) -> list[int]:
    out, at = [], name.find(phrase)
    while at >= 0:
        out.append(at)
        at = name.find(phrase, at + 1)
    return out


def leaks(
    text: str,
    hidden_ids: Iterable[str],
    hidden_phrases: Iterable[str],
    other_phrases: Iterable[str] = (),
) -> set[str]:
    """The hidden card ids (as whole tokens) and phrases (as whole words) found in `text`.

    `other_phrases` are names the text may carry (those of visible cards): a hidden name
    inside a longer one ("Moon Serpent" in "Moon Serpent Flame") is not a leak."""
    found = set(_TOKEN.findall(text)) & set(hidden_ids)
    names = set(other_phrases)
    for phrase in {p for p in hidden_phrases if p and p in text}:
        longer = [n for n in names if len(n) > len(phrase) and phrase in n]
        if _phrase_found(text, phrase, longer):
            found.add(phrase)
    return found


def assert_no_leak(
    text: str,
    hidden_ids: Iterable[str],
    hidden_phrases: Iterable[str],
    who: str = "a seat",
    other_phrases: Iterable[str] = (),
) -> None:
    """Fail naming what leaked if `text` carries any hidden id or phrase."""
    found = leaks(text, hidden_ids, hidden_phrases, other_phrases)
    assert not found, f"{who} can read hidden {sorted(found)}"


class SeenNames:
    """Card names each seat has been allowed to see so far in one game, and the check that
    nothing it can read names any other card.

    A card a seat once saw may be named in what it reads later (a public discard since
    reshuffled, a hand it passed on, a card it drew and lost again). So every time the game
    writes a log line (see `watching`), each seat is credited with the names of the cards it
    may see at that moment, by the test's own idea of visibility (`visible_to`), never by
    what the line says. A private line made public then names a card its new readers never
    saw, and `check` fails.
    """

    def __init__(
        self,
        cards: Iterable[str],
        name_of: Callable[[str], str],
        visible_to: Callable[[BaseState, int | None], set[str]],
        visible_midway: Callable[[BaseState, int | None], set[str]] | None = None,
        shown_by_rule: Callable[[str], Iterable[str]] | None = None,
    ) -> None:
        """`visible_to(state, seat)`: the cards `seat` may see at a decision; `visible_midway`
        (default: the same) is asked while a step is running, between two decisions, where
        a pending decision cannot be asked for. `shown_by_rule(line)`: the card names a log
        line shows its readers because a rule says so (a ruling the game's tests cite)."""
        self.cards = set(cards)
        self.name_of = {c: name_of(c) for c in self.cards}
        self.names = set(self.name_of.values())
        self.visible_to = visible_to
        self.visible_midway = visible_midway or visible_to
        self.shown_by_rule = shown_by_rule
        self.seen: dict[int | None, set[str]] = {}
        self.read: dict[int | None, int] = {}  # log lines already checked, per seat
        self.state: BaseState | None = None

    def credit(self, state: BaseState, midway: bool = False) -> None:
        """Remember the names each seat (and an observer) may see now."""
        visible_to = self.visible_midway if midway else self.visible_to
        for seat in [*range(state.num_players), None]:
            shown = visible_to(state, seat) & self.cards
            self.seen.setdefault(seat, set()).update(self.name_of[c] for c in shown)

    def credit_line(self, state: BaseState, entry: LogEntry) -> None:
        """Credit the readers of a log line with the names a rule lets it show them."""
        if self.shown_by_rule is None:
            return
        shown = set(self.shown_by_rule(entry.text))
        if shown:
            for seat in [*range(state.num_players), None]:
                if entry.visible_to(seat):
                    self.seen.setdefault(seat, set()).update(shown)

    def hidden_phrases(self, state: BaseState, seat: int | None) -> tuple[set[str], set[str]]:
        """(ids `seat` cannot see now, names of cards it cannot see now and never saw)."""
        self.credit(state)
        hidden = self.cards - self.visible_to(state, seat)
        return hidden, {self.name_of[c] for c in hidden} - self.seen[seat]

    def check(self, game: Game[Any], state: BaseState, seat: int | None) -> None:
        """Assert that nothing `seat` can read (its view and its log) names a card it cannot
        see: by id, or by a name it never saw."""
        hidden_ids, phrases = self.hidden_phrases(state, seat)
        who = "an observer" if seat is None else f"seat {seat}"
        # Log lines read at an earlier check passed then; what a seat saw stays seen, so
        # they pass now too: only the new ones are read again.
        text = readable_text(game, state, seat, since=self.read.get(seat, 0))
        self.read[seat] = len(state.log)
        assert_no_leak(text, hidden_ids, phrases, who, self.names)


@contextmanager
def watching(kind: type[BaseState], names: SeenNames) -> Iterator[None]:
    """While inside, every log line written to the first state of `kind` that writes one
    (the game under test) credits each seat with what it may see at that moment. Start it
    before the game is set up, so the deal is watched too."""
    write = kind.say

    def say(self: BaseState, text: str, seats: tuple[int, ...] | None = None) -> None:
        write(self, text, seats)
        if names.state is None:
            names.state = self
        if self is names.state:
            names.credit(self, midway=True)
            names.credit_line(self, self.log[-1])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(kind, "say", say)
        yield


def random_decisions(
    game: Game[Any], seeds: Iterable[int], players: int = 2, most: int = 400
) -> Iterator[tuple[int, Any, Any]]:
    """Seeded games of random play: (seed, match, pending decision) at every decision, up
    to `most` a game; the match moves on when the caller asks for the next."""
    for seed in seeds:
        match = Match(game, [Seat("random", f"P{n + 1}") for n in range(players)], seed, {})
        rng = random.Random(seed)
        for _ in range(most):
            pending = match.decision()
            if pending is None:
                break
            yield seed, match, pending
            match.choose(rng.choice(pending.options).key)
