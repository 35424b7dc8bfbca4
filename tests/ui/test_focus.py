"""Focus on the cards: ←/→ move between them, the focused card shows through any highlight,
and the inspector never shows a card that has left the table."""

from __future__ import annotations

from tabletop_tui.ui import table_help
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.necronomicards.cards import SpellCard
from tabletop_tui.ui.screenshots import table_match
from tabletop_tui.ui.widgets.card import CardWidget
from tests.ui.conftest import WIDE, wait_for_screen


async def open_table(pilot) -> GameScreen:  # type: ignore[no-untyped-def]
    pilot.app.open_match(table_match())
    screen = await wait_for_screen(pilot, GameScreen)
    assert isinstance(screen, GameScreen)
    return screen


async def test_arrows_move_between_cards_and_focus_shows_through_a_spell_hand() -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        hand = [w for w in screen.query("#home-hand SpellCard").results(SpellCard)]
        lit = [w for w in hand if w.has_class("-in-spell")]
        assert lit, "the first spell hand lights its cards"
        lit[0].focus()
        await pilot.pause()
        assert lit[0].styles.border.top[0] == "double"  # the focus ring, over the highlight
        chain = [w for w in screen.focus_chain if isinstance(w, CardWidget)]
        here = chain.index(lit[0])
        await pilot.press("right")
        assert screen.focused is chain[(here + 1) % len(chain)]
        await pilot.press("left")
        assert screen.focused is lit[0]


async def test_the_inspector_forgets_a_card_that_left_the_table() -> None:
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        on_table = {w.card_id for w in screen.query(CardWidget).results(CardWidget)}
        # a card the player once looked at, now elsewhere (its widget is gone from the table)
        screen.inspected = next(c for c in screen.match.game.cards.instances if c not in on_table)
        await pilot.press("i")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        card = help_screen.query_one("#card HelpText", HelpText).source
        assert card == table_help.NO_CARD


async def test_up_and_down_on_a_card_go_back_to_the_options_and_move_their_highlight() -> None:
    """A play-tester who had tabbed onto a card pressed ↓ fifteen times to reach an option
    below the fold and nothing moved: on a card, ↑/↓ drive the options again."""
    from tabletop_tui.ui.widgets.option_rows import OptionRows

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        rows = screen.query_one("#options", OptionRows)
        assert rows.option_count >= 2
        first = rows.highlighted
        card = next(iter(screen.query(SpellCard).results(SpellCard)))
        card.focus()
        await pilot.pause()
        await pilot.press("down")
        assert screen.focused is rows and rows.highlighted == (first or 0) + 1
        card.focus()
        await pilot.pause()
        await pilot.press("up")
        assert screen.focused is rows and rows.highlighted == (first or 0)
