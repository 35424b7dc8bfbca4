"""NO_COLOR: Textual paints in greys, so each highlight also has a text style or a shape of
its own: the option under the cursor and the cards it names reversed, a spell hand in a
heavy border, the focused card in a double border. Without NO_COLOR the colours do it."""

from __future__ import annotations

import pytest

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.necronomicards.cards import SpellCard
from tabletop_tui.ui.screenshots import table_match
from tabletop_tui.ui.widgets.option_rows import CURSOR, OptionRows
from tests.ui.conftest import WIDE, wait_for_screen


async def styles_of_a_table(pilot):  # type: ignore[no-untyped-def]
    pilot.app.open_match(table_match())
    screen = await wait_for_screen(pilot, GameScreen)
    assert isinstance(screen, GameScreen)
    await pilot.pause()
    rows = screen.query_one(OptionRows)
    option = rows.get_component_rich_style("option-list--option-highlighted")
    lines = [rows.render_line(y).text for y in range(rows.size.height)]
    marked = [line for line in lines if line.startswith(CURSOR)]
    hand = list(screen.query("#home-hand SpellCard").results(SpellCard))
    spell = [w for w in hand if w.has_class("-in-spell")]
    named = [w for w in screen.query(SpellCard).results(SpellCard) if w.has_class("-in-option")]
    assert spell, "the table's first option lights a spell hand"
    return option, spell, named, marked


async def test_with_no_color_the_highlights_differ_by_style_not_only_by_grey(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        assert app.no_color
        option, spell, named, marked = await styles_of_a_table(pilot)
        assert option.reverse and option.bold
        assert len(marked) == 1 and marked[0].startswith(f"{CURSOR}1 ")  # the first option
        assert all(w.styles.border.top[0] == "heavy" for w in spell)
        assert all(w.styles.text_style.reverse for w in named)
        spell[0].focus()
        await pilot.pause()
        assert spell[0].styles.border.top[0] == "double"


async def test_in_colour_the_cards_keep_their_plain_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app(bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        assert not app.no_color
        _, spell, _, marked = await styles_of_a_table(pilot)
        assert not marked
        assert not any(w.styles.border.top[0] == "heavy" for w in spell)


def test_believe_in_mes_colour_legend_is_left_out_without_colour() -> None:
    """With NO_COLOR the board's "●illuminate ●sacrifice ●convert" was three dots alike."""
    from tabletop_tui.ui.believe_in_me.words import legend_text

    assert "illuminate" in legend_text().plain and "Wrathful" in legend_text().plain
    plain = legend_text(colours=False).plain
    assert "illuminate" not in plain and "●" not in plain and "Wrathful" in plain
