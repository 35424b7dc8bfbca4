"""The Revelation, proclaimed large: the first god with head, torso and legs stands up and
calls out its name from the three Trinity cards' fragments."""

from __future__ import annotations

import re

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from tabletop_tui.ui.believe_in_me.bigtext import big, fits

STANDS_UP = re.compile(r'^(?P<god>.+) stands up: "(?P<words>.+)"$')
OPENING = "BEHOLD! IT IS I!"
BIG_COLUMNS = 68  # what fits the dialog on an 80-column terminal


def revelations(texts: list[str]) -> list[tuple[str, str]]:
    """Every Revelation in the log: (god, what it proclaimed)."""
    return [(m["god"], m["words"]) for t in texts if (m := STANDS_UP.match(t)) is not None]


def spaced(words: str) -> str:
    """ "BEHOLD" -> "B E H O L D": capitals spread wide, for the proclamation."""
    return "   ".join(" ".join(word) for word in words.split())


def name_lines(words: str) -> list[str]:
    """The god's name from a proclamation, one fragment a line: head, torso, legs."""
    body = words.removeprefix(OPENING).strip()
    body = re.sub(r"\s*The one true (god|goddess)!$", "", body).rstrip("!")
    head, _, rest = body.partition(", ")
    torso, legs = rest, ""
    if " of " in rest:
        torso, _, legs = rest.partition(" of ")
        legs = "of " + legs
    return [part for part in (head, torso, legs) if part]


class RevelationScreen(ModalScreen[None]):
    """The proclamation in large letters; Enter closes it (watching: it closes by itself)."""

    DEFAULT_CSS = """
    RevelationScreen {
        align: center middle;
        background: $background 70%;
        #revelation {
            width: 92; max-width: 100%; height: auto; max-height: 100%;
            border: double #ff9de2; padding: 1 2; background: $surface;
        }
        #revelation Static { width: 100%; content-align: center middle; text-align: center; }
        #who { color: $text-muted; margin-bottom: 1; }
        #behold { text-style: bold; color: #f2d98d; margin-bottom: 1; }
        .fragment { text-style: bold; color: #ff9de2; }
        .fragment.-big { margin-bottom: 1; }
        #true-god { text-style: bold; margin-top: 1; color: #f2d98d; }
        #reward { color: $text-muted; margin-top: 1; }
    }
    """

    BINDINGS = [Binding("enter,escape,space", "close", "Continue")]

    def __init__(self, god: str, words: str, close_after: float | None = None) -> None:
        super().__init__()
        self.god = god
        self.words = words
        self.close_after = close_after

    def compose(self) -> ComposeResult:
        fragments = name_lines(self.words)
        with Vertical(id="revelation"):
            yield Static(Text(f"{self.god} stands up, spreads both arms and proclaims:"), id="who")
            yield Static(Text("\n".join(big(OPENING))), id="behold")
            for n, fragment in enumerate(fragments):
                large = n == 0 and fits(fragment, BIG_COLUMNS)
                words = "\n".join(big(fragment.upper())) if large else spaced(fragment.upper())
                yield Static(Text(words), classes="fragment" + (" -big" if large else ""))
            yield Static(Text("\n".join(big("THE ONE TRUE GOD!"))), id="true-god")
            yield Static(
                Text("The Revelation illuminates 3 Believers.  (Enter: continue)"), id="reward"
            )

    def on_mount(self) -> None:
        if self.close_after is not None:
            self.set_timer(self.close_after, self.action_close)

    def action_close(self) -> None:
        """Back to the table."""
        if self.is_attached and self.app.screen is self:
            self.dismiss(None)
