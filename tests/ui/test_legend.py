"""Every table names its signs: one line on the log's edge, and all of them in the help's
Legend tab (l)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import TabbedContent

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.believe_in_me import scenes as believe
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession
from tabletop_tui.ui.screenshots import NARROW, table_match
from tabletop_tui.ui.widgets.log_panel import LEGEND_EDGES, LogPanel
from tests.ui.conftest import WIDE, wait_for_screen

SIGNS = {
    "necronomicards": (table_match, ["♞", "⏸", "Curses lurking"]),
    "in-nomine": (in_nomine.recruit_match, ["●", "○", "Types 3/7", "✦4/7"]),
    "possession": (possession.round_match, ["♥", "◯", "⚔", "spare", "Ascendancy", "7≥5 dies"]),
    "believe-in-me": (
        believe.round_match,
        ["★", "●", "◆", "⚑", "▲", "❀", "Truth 9/4", "Sup 7", "Enl", "hand 6(2T)", "Unfath."],
    ),
}


@pytest.mark.parametrize("game_id", SIGNS)
async def test_the_legend_line_and_the_legend_tab(game_id: str) -> None:
    make, signs = SIGNS[game_id]
    match: Match = make()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        line = str(table.query_one(LogPanel).border_subtitle)
        assert line == table.LEGEND and line
        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        await pilot.press("l")
        await pilot.pause()
        assert help_screen.query_one(TabbedContent).active == "legend"
        text = help_screen.query_one("#legend HelpText", HelpText).source
        assert all(sign in text for sign in signs)
        assert "Made for this app" in text


def test_a_cards_origin_is_told_in_words_not_as_a_field() -> None:
    """A play-tester met "Source: known" in the Card tab and could not tell what it meant:
    every source the card data uses has a sentence."""
    import re
    from pathlib import Path

    from tabletop_tui.ui.provenance import WORDS, provenance

    data = Path(__file__).resolve().parents[2] / "card_data"
    used = {
        m.group(1)
        for path in data.rglob("*.yaml")
        for m in re.finditer(r"^\s+source: (\w+)", path.read_text(), re.MULTILINE)
    }
    assert used and used <= set(WORDS)
    assert provenance("known") == "Published for the game (its text in our own words)."
    assert "Source" not in provenance("authored")


@pytest.mark.parametrize("game_id", SIGNS)
async def test_at_80x24_the_legend_line_fits_whole(game_id: str) -> None:
    """The log is narrower at 80 columns: the line gives way to its short form rather than
    end in "…" ("♥ Life ◯ Willpower ⚔ Stre…")."""
    make, _ = SIGNS[game_id]
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        pilot.app.open_match(make())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await pilot.pause()
        log = table.query_one(LogPanel)
        line = str(log.border_subtitle)
        assert line in (table.LEGEND, table.LEGEND_SHORT) and line
        assert cell_len(line) <= log.outer_size.width - LEGEND_EDGES
        await pilot.resize_terminal(*WIDE)
        await pilot.pause()
        assert str(log.border_subtitle) == table.LEGEND  # room again: the whole line
