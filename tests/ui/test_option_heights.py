"""The option rows remember how many lines each option takes at a width (issue 11's
repaint: Textual measured every option again at every layout, several a move), and still
answer exactly as Textual's own measure does."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.content import Content
from textual.geometry import Size
from textual.widgets import OptionList

from tabletop_tui.ui.widgets.option_rows import OptionRows

LABELS = [
    "Pass",
    "Claim the Lamplighter (Willpower 3, your Daemon's power lets it act twice)",
    "Play Hooded Cloak on the Serjeant-at-Arms, who then cannot be attacked this turn",
    "End the Struggle phase",
]


class RowsApp(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionRows(*LABELS)


def heights(rows: OptionRows, width: int) -> tuple[int, int]:
    """Our measure and Textual's, at `width`."""
    size = Size(width, 40)
    return (
        rows.get_content_height(size, size, width),
        OptionList.get_content_height(rows, size, size, width),
    )


async def test_heights_match_textuals_and_each_option_is_measured_once_a_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    measured: list[int] = []
    real = Content.get_height

    def get_height(self: Content, rules: Any, width: int) -> int:
        measured.append(width)
        return real(self, rules, width)

    async with RowsApp().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = pilot.app.query_one(OptionRows)
        for width in (12, 30, 60, 30, 12):
            ours, textuals = heights(rows, width)
            assert ours == textuals
        monkeypatch.setattr(Content, "get_height", get_height)
        rows.get_content_height(Size(30, 40), Size(30, 40), 30)
        rows.get_content_height(Size(30, 40), Size(30, 40), 30)
        assert len(measured) == len(LABELS)  # measured once, then remembered
        measured.clear()
        rows.get_content_height(Size(24, 40), Size(24, 40), 24)
        assert len(measured) == len(LABELS)  # a new width: measured again
        rows.clear_options()
        rows.add_options(["A new option", LABELS[1] + " and more words to wrap"])
        measured.clear()
        ours, textuals = heights(rows, 24)
        assert ours == textuals and ours > 2
        assert len(measured) == 2 + 2  # ours and Textual's, each option once
