"""An option's row draws exactly as the two-column grid it replaces: the key bold in two
columns, the label folded beside it and wrapped under itself."""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from tabletop_tui.ui.widgets.keyed_label import KeyedLabel

LABELS = [
    "",
    "x",
    "Pass",
    "Equip Rusty Cutlass on the Dowager Countess (free)",
    "Serjeant-at-Arms" * 3,  # longer than any width: folded, not lost
    "a b c d e f g h i j k l m n o p",
    "  spaces before and after  ",
    "two\nlines",
]


def grid(key: str, label: str) -> Table:
    """The rendering an option row had before KeyedLabel (the reference)."""
    table = Table.grid(expand=True)
    table.add_column(width=2, no_wrap=True)
    table.add_column(ratio=1, overflow="fold")
    table.add_row(Text(key, style="bold"), Text(label))
    return table


def drawn(console: Console, renderable: object, width: int) -> list[list[Segment]]:
    lines = console.render_lines(renderable, console.options.update_width(width), pad=True)
    return [list(Segment.simplify(line)) for line in lines]


@pytest.mark.parametrize("label", LABELS)
def test_a_row_draws_as_the_grid_did_at_every_width(label: str) -> None:
    console = Console(width=200, color_system="truecolor")
    for width in range(3, 61):
        for key in ("1", "z", ""):
            new, old = KeyedLabel(key, label), grid(key, label)
            assert drawn(console, new, width) == drawn(console, old, width), (width, key)
            options = console.options.update_width(width)
            assert console.measure(new, options=options) == console.measure(old, options=options)


def test_a_long_label_wraps_under_itself_not_under_the_key() -> None:
    console = Console(width=20)
    lines = drawn(console, KeyedLabel("3", "Claim the Lamplighter (Willpower 3)"), 20)
    text = ["".join(s.text for s in line) for line in lines]
    assert text == ["3 Claim the         ", "  Lamplighter       ", "  (Willpower 3)     "]
