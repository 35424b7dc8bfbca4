"""The game log, marked so a God turn can be followed: each place of the tableau that
resolved gets its number (① False Prophet ... ⑧ right Relic) with what it did indented under
it; rounds and turns stand out, and so do the reveals, the claims and the Revelation."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tabletop_tui.core.log import LogEntry
from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.words import STAGE_MARKS, is_card, seg
from tabletop_tui.ui.widgets.log_panel import LogPanel

GOD_TURN = re.compile(r"^(?P<god>.+)'s God turn\.$")
ACTS = re.compile(r"^(?P<card>.+) acts (?P<how>on|for) (?P<god>.+)\.$")
RELICS_OFF = re.compile(r"^(?P<god>.+)'s Relics are face down: (?P<card>.+) does nothing\.$")
# The first lines of Divine Actions and of the draw: the tableau has finished resolving.
ACTION_STARTS = (
    "places a Monk",
    "places 1 ",
    "places 2 ",
    "plays the ",
    "places the ",
    "discards the Relic",
    "draws 3 Monument",
    "draws 4 Monument",
    "draws 5 Monument",
    "draws 6 Monument",
    "charges the Holy Hand Grenade (",
    "triggers ",
    "banishes the False Prophet",
    "ends the Actions",
    "takes a Truth card",
    "takes no more Truth",
    "'s hand is full",
)
TURN_ENDS = ("Round ", "The Start Squirrel")
FP_RESTS = "The False Prophet rests: the Mountain is full."


def stage_of(text: str, god: str, stage: int, cards: dict[str, int]) -> int | None:
    """The place a line begins (0-7), if it is the first line of a place after `stage`.
    `cards`: Enlightener and Relic names on the god's tableau -> their place."""
    found: int | None = None
    if text in (f"The False Prophet preaches at {god}.", FP_RESTS):
        found = 0
    elif (m := ACTS.match(text)) is not None and m["god"] == god:
        first = 1 if m["how"] == "on" else 6
        found = cards.get(m["card"], first if stage < first else first + 1)
    elif (m := RELICS_OFF.match(text)) is not None and m["god"] == god:
        found = cards.get(m["card"], 6 if stage < 6 else 7)
    elif text.startswith(f"{god} rolls the Cube of Chaos") or text.startswith(
        (f"{god} illuminates 1 Believer (Gentle)", f"{god}'s Wrathful token")
    ):
        found = 3
    elif text.startswith(f"{god}'s Monks") or (text.startswith(god) and text.endswith("(Monks).")):
        found = 4
    elif text.startswith(f"{god}'s Missionaries"):
        found = 5
    return found if found is not None and found > stage else None


def ends_resolution(text: str, god: str) -> bool:
    """A line that comes after the tableau's resolution (an Action, the draw, the Contest)."""
    if text.startswith(TURN_ENDS) or GOD_TURN.match(text) or " reveals the Phenomenon " in text:
        return True
    rest = text.removeprefix(god)
    return (
        rest != text
        and rest.lstrip().startswith(ACTION_STARTS)
        or rest.startswith("'s hand is full")
    )


def tableau_cards(cards: CardSet, view: dict[str, Any]) -> dict[str, dict[str, int]]:
    """God name -> Enlightener and Relic names on its tableau -> their place (1-2, 6-7)."""
    out: dict[str, dict[str, int]] = {}
    for seat, g in enumerate(view["state"]["gods"]):
        places: dict[str, int] = {}
        for k, eid in enumerate(g["enlighteners"]):
            places[cards.card(eid).name] = 1 + k
        for h, rid in enumerate(g["relics"]):
            if is_card(cards, rid):
                places[cards.card(rid).name] = 6 + h
        out[view["state"]["names"][seat]] = places
    return out


class Annotator:
    """Marks log lines one after another, remembering whose God turn and which place of its
    tableau the last line was in: a redraw marks only the lines that are new."""

    def __init__(self) -> None:
        self.god, self.stage = "", -1

    def line(self, entry: LogEntry, places: dict[str, dict[str, int]]) -> Text:
        """The next entry's Text; `places`: the tableaus' cards as they are now."""
        text = entry.text
        if self.god and ends_resolution(text, self.god):
            self.god, self.stage = "", -1
        if (m := GOD_TURN.match(text)) is not None:
            self.god, self.stage = m["god"], -1
            return seg(text, "bold underline")
        if self.god:
            found = stage_of(text, self.god, self.stage, places.get(self.god, {}))
            if found is not None:
                self.stage = found
                return Text.assemble((f"{STAGE_MARKS[found]} ", "bold #c4a7ff"), text)
            if self.stage >= 0:
                return Text("    " + text, style=private_style(entry))
        return styled(entry)


def annotate(entries: Sequence[LogEntry], places: dict[str, dict[str, int]]) -> list[Text]:
    """One Text per entry: the turn structure made visible."""
    annotator = Annotator()
    return [annotator.line(entry, places) for entry in entries]


def private_style(entry: LogEntry) -> str:
    return "italic" if entry.seats is not None else ""


def styled(entry: LogEntry) -> Text:
    """A line outside a tableau's resolution."""
    text = entry.text
    if text.startswith("Round "):
        return seg(text, "bold reverse")
    if " reveals the Phenomenon " in text:
        return seg(text, "bold #f2d98d")
    if " reveals: " in text:
        return Text("  " + text, style="#f2d98d")
    if " claims " in text and text.endswith("!"):
        return seg(text, "bold green")
    if " stands up: " in text:
        return seg(text, "bold #ff9de2")
    if text.startswith("The Twilight of the Gods") or text.startswith("Relic Rumble"):
        return seg(text, "bold #c4a7ff")
    return Text("  " + text, style=private_style(entry))


class BelieveLog(LogPanel):
    """The log with each God turn's resolution numbered place by place."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._texts: dict[int, Text] = {}
        self.places: dict[str, dict[str, int]] = {}
        self._marks: list[Text] = []  # the first entries' Texts, for this reader
        self._last: LogEntry | None = None  # the last entry marked
        self._annotator = Annotator()
        self._marked_for: object = object()

    def show_entries(self, entries: Sequence[LogEntry], reader: int | None) -> None:
        done = len(self._marks)
        if (
            reader != self._marked_for
            or len(entries) < done
            or (done and entries[done - 1] != self._last)  # taken back, then replayed
        ):
            self._marks, self._annotator = [], Annotator()
            self._marked_for, done = reader, 0
        for entry in entries[done:]:
            self._marks.append(self._annotator.line(entry, self.places))
        if entries:
            self._last = entries[-1]
        self._texts = {id(e): t for e, t in zip(entries, self._marks, strict=True)}
        super().show_entries(entries, reader)

    def _line(self, entry: LogEntry) -> RenderableType:  # type: ignore[override]
        return hanging(self._texts.get(id(entry)) or styled(entry))


def hanging(text: Text) -> RenderableType:
    """A line that wraps goes on under its own words, not under the log's left edge: under
    its first word when it is indented, after its mark when a place of the tableau heads it
    ("① ")."""
    plain = text.plain
    lead = len(plain) - len(plain.lstrip(" "))
    if lead:
        return Padding(text[lead:], (0, 0, 0, lead))
    if plain[:1] in STAGE_MARKS and plain[1:2] == " ":
        row = Table.grid()
        row.add_column(width=2, no_wrap=True)
        row.add_column(ratio=1)
        row.add_row(text[:2], text[2:])
        return row
    return text
