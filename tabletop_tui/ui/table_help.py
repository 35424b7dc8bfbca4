"""What the help screen of a table shows: rules summary, RULINGS.md, a card, the keys."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tabletop_tui.core.cardfiles import CardDataError, packaged_card_dir
from tabletop_tui.core.log import LogEntry
from tabletop_tui.core.match import Match
from tabletop_tui.ui.help import HEADER, HelpPages
from tabletop_tui.ui.widgets.keys_footer import KeysFooter

NO_CARD = "No card chosen yet: click a card, or Tab to it, then press **i** to read it here."

KEYS = """\
| Key | What it does |
|---|---|
| **1**-**9**, then **a**-**z** | choose the option shown with that key |
| **↑** **↓** then **Enter** | move through the options and choose one (the mouse works too) |
| **Tab** | move to the cards; **Enter** on a card picks it |
| **←** **→** | on a card: the card before or after it (its whole text shows under \
the options); **↑** **↓** go back to the options |
| **t** | Possession on a short terminal: switch between the table and your hand |
| **space**, **n**, **v** | watching bots play with nobody at the table: pause and go \
on, make one move, choose whose hand to see |
| **i** | read the focused or last clicked card (this help, Card tab) |
| **n** | at your turn: what happened since your last move, every line whole (the \
summary over the options is cut short on a small terminal) |
| **u** | undo your last choice; again for the one before, back to the last card \
drawn or shown, the last use of chance, or another player's choice |
| **[** **]** | page the log back and on (new lines bring it back to the newest); the \
whole log on one page: **?** then **g** |
| **{** **}** | scroll the table up and down, where it does not fit the terminal |
| **s** | save the game now (it is also saved after every move; Continue resumes it) |
| **?** or **F1** | this help; **r** **u** **c** **l** **g** **k** switch tabs; **Esc** closes it |
| **q** | back to the menu (the game stays saved) |
| **ctrl+q** | quit tabletop-tui (asks first while a game is on) |
"""


def footer() -> KeysFooter:
    """The footer every table shows its keys in."""
    return KeysFooter(show_command_palette=False)


def rulings_path(match: Match) -> Path | None:
    """Where the game's RULINGS.md is: beside the match's cards, else the packaged card data."""
    if match.cards_dir is not None:
        return match.cards_dir / "RULINGS.md"
    try:
        return packaged_card_dir(match.game_id) / "RULINGS.md"
    except CardDataError:
        return None


def read_text(path: Path | None, missing: str) -> str:
    """A file's text, or `missing` when it is not there."""
    if path is None:
        return missing
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return f"{missing}\n\n(looked for `{path}`)"


def pages(
    match: Match,
    rules_summary: Path | None,
    card: str,
    legend: Path | None = None,
    log: Sequence[LogEntry] = (),
) -> HelpPages:
    """The help screen's tabs for a match (`log`: the lines the table's log shows)."""
    name = match.game.info.name
    return HelpPages(
        title=f"{name}: help",
        rules=read_text(rules_summary, f"# {name}\n\nNo rules summary is written yet."),
        rulings=read_text(rulings_path(match), "# Rulings\n\nThis game has no RULINGS.md yet."),
        card=card,
        keys=KEYS,
        legend=read_text(legend, "# Legend\n\nThis table has no legend yet."),
        log="\n".join(
            (HEADER if match.game.is_header(e.text) else "") + e.text.replace("\n", " ")
            for e in log
        ),
    )
