"""80x24 keeps the essentials of every game in sight: the prompt, every option, and the
cards the option under the cursor names; a card picker wears its keys and lets go of the
cards taken."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.believe_in_me import scenes as believe_in_me
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession
from tabletop_tui.ui.screenshots import NARROW, TABLE_SEATS, first_seed, table_match
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.option_rows import OptionRows, key_for, option_floor
from tests.ui.conftest import WIDE, first_decision, wait_for, wait_for_screen


def mothman(match: Match, curse: bool = False) -> bool:
    """Ann picks among the Spell cards she looks at (with `curse`: a Curse among them)."""
    decision = match.decision()
    if decision is None or decision.seat != 0 or not decision.context:
        return False
    takes = {o.cards[0] for o in decision.options if o.key.startswith("take:")}
    cards = match.game.cards  # type: ignore[attr-defined]
    cursed = any(cards.card(c).deck == "curse" for c in decision.context)
    return len(takes) >= 3 and cursed == curse


def picker_match() -> Match:
    return first_seed(TABLE_SEATS, mothman)


def two_summons_picker_match() -> Match:
    """Ann picks, with two Summons of hers played."""
    return first_seed(
        TABLE_SEATS, lambda m: mothman(m) and len(m.view(0)["players"][0]["played"]) >= 2
    )


def picker_with_a_curse_match() -> Match:
    return first_seed(TABLE_SEATS, lambda m: mothman(m, curse=True))


def declare_match() -> Match:
    return in_nomine.first_seed(lambda m: in_nomine.anns(m, "declare"))


SCENES: list[Callable[[], Match]] = [
    table_match,
    picker_match,
    in_nomine.recruit_match,
    in_nomine.combat_match,
    declare_match,
    possession.round_match,
    possession.fights_match,
]


async def open_table(pilot, match: Match) -> GameScreen:  # type: ignore[no-untyped-def]
    pilot.app.open_match(match)
    screen = await wait_for_screen(pilot, GameScreen)
    assert isinstance(screen, GameScreen)
    await pilot.pause()
    return screen


def in_sight(widget: Widget, within: Widget) -> bool:
    """Wholly inside `within`'s visible region (and laid out), not under what is docked
    over it (a short screen's lines for the other players)."""
    region, room = widget.region, within.region
    for child in within.children:
        if child is not widget and child.styles.dock == "top" and child.display:
            room = room.shrink((child.outer_size.height, 0, 0, 0))
    return region.height > 0 and room.contains_region(region)


def shown(widget: Widget) -> bool:
    return all(getattr(n, "display", True) for n in widget.ancestors_with_self)


@pytest.mark.parametrize("make", SCENES)
async def test_prompt_options_and_named_cards_are_in_sight_at_80x24(make) -> None:  # type: ignore[no-untyped-def]
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, make())
        decision = screen.asking
        assert decision is not None
        panel = screen.panel
        assert in_sight(panel.query_one("#prompt", Static), screen)
        rows = panel.query_one(OptionRows)
        assert in_sight(rows, screen)
        table = screen.query_one("#table")
        for n, option in enumerate(decision.options):
            rows.highlighted = n
            await pilot.pause()
            await pilot.pause()
            assert rows.scrollable_content_region.height > 0
            named = [
                w
                for w in screen.query(CardWidget).results(CardWidget)
                if w.card_id in option.cards and shown(w)
            ]
            on_table = [w for w in named if table in w.ancestors]
            for _ in range(20):  # the scroll settles over a few refreshes
                if not on_table or any(in_sight(w, table) for w in on_table):
                    break
                await pilot.pause(0.02)
            else:
                raise AssertionError(f"{option.label}: its cards are out of sight")


async def test_a_picker_wears_its_keys_and_lets_go_of_a_taken_card() -> None:
    match = picker_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None
        gallery = list(screen.panel.query_one("#context").query(CardWidget).results(CardWidget))
        keys = {o.cards[0]: key_for(n) for n, o in enumerate(decision.options) if o.cards}
        assert gallery and set(keys) <= {w.card_id for w in gallery}
        for w in gallery:  # a card to take wears its key; a Curse looked at (R16) wears none
            assert (str(w.border_title) if w.card_id in keys else w.border_title) == keys.get(
                w.card_id
            )
        taken = decision.options[0].cards[0]
        await pilot.press("1")
        await pilot.pause()
        await pilot.pause()
        after = screen.panel.query_one("#context").query(CardWidget).results(CardWidget)
        assert taken not in {w.card_id for w in after}
        assert taken in match.view(0)["players"][0]["spells"]


async def test_a_picker_gives_way_to_its_options_at_80x24() -> None:
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, picker_match())
        assert screen.panel.query_one("#context").has_class("-picker")
        rows = screen.panel.query_one(OptionRows)
        assert rows.virtual_size.height <= rows.scrollable_content_region.height  # all shown


async def test_a_curse_looked_at_keeps_the_cards_in_sight_at_80x24() -> None:
    """A Curse cannot be taken (R16), so no option names it: the cards stay on screen (not a
    picker that gives way to its options), or the player would not see the Curse on top."""
    match = picker_with_a_curse_match()
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None
        context = screen.panel.query_one("#context")
        assert not context.has_class("-picker") and context.display
        shown = {w.card_id for w in context.query(CardWidget).results(CardWidget)}
        assert shown == set(decision.context)
        curses = [c for c in shown if match.game.cards.card(c).deck == "curse"]
        assert curses and all(c not in o.cards for o in decision.options for c in curses)


async def test_page_keys_on_an_open_select_of_the_setup_while_too_small_change_nothing() -> None:
    # the setup's Select, opened and then hidden under "make the terminal bigger": PageUp on
    # its list (Textual's own OptionList) ended the app with a KeyError (a longer key fuzz)
    from textual.widgets import Select

    from tabletop_tui.ui.menu import MenuScreen
    from tabletop_tui.ui.setup import SetupScreen

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        await wait_for_screen(pilot, MenuScreen)
        await pilot.press("enter")
        setup = await wait_for_screen(pilot, SetupScreen)
        select = setup.query(Select).first()
        select.focus()
        await pilot.press("enter")  # opens its list
        await pilot.pause()
        assert select.expanded
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        assert setup.has_class("-too-small")
        await pilot.press("pageup", "pagedown", "pageup")
        await pilot.pause()
        assert pilot.app.is_running


def six_looked_at(match: Match) -> bool:
    """Ann looks at six cards of the decks (In Nomine's Asmodeus), only to read them."""
    decision = match.decision()
    return (
        decision is not None
        and decision.seat == 0
        and decision.kind == "op:look_deck"
        and len(decision.context) >= 6
    )


async def test_six_cards_looked_at_leave_the_option_in_sight_at_80x24() -> None:
    """Cards shown only to be read take a line each on a short screen, their names whole or
    cut with "…": six of them in boxes pushed "Done looking" out of the panel, under a
    status line that said the choices were on the right (a hot-seat play-test)."""
    match = in_nomine.first_seed(six_looked_at, start=3)
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, match)
        panel, rows = screen.panel, screen.panel.rows
        cards = list(panel.query("#context CardWidget").results(CardWidget))
        assert len(cards) == len(match.decision().context) and all(
            c.size.height == 1 and panel.region.contains_region(c.region) for c in cards
        )
        assert rows.size.height >= 1 and panel.region.contains_region(rows.region)


@pytest.mark.parametrize(
    "make",
    [table_match, in_nomine.recruit_match, possession.round_match, believe_in_me.round_match],
)
async def test_below_80x24_the_table_says_how_big_the_terminal_must_be(make) -> None:  # type: ignore[no-untyped-def]
    # every game's table (Believe in Me!'s once drew its own screen without the message,
    # and a terminal made smaller mid-game ended the app with a traceback)
    async with make_app(bot_delay=0).run_test(size=(60, 20)) as pilot:
        screen = await open_table(pilot, make())
        await pilot.pause()
        assert screen.has_class("-too-small")
        message = str(screen.query_one("#too-small", Static).content)
        assert message == "Make the terminal at least 80 x 24 (it is 60 x 20 now)."
        assert not screen.query_one("#main").display
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-too-small") and screen.query_one("#main").display
        await pilot.resize_terminal(40, 12)  # made smaller mid-game
        await pilot.pause()
        message = str(screen.query_one("#too-small", Static).content)
        assert message == "Make the terminal at least 80 x 24 (it is 40 x 12 now)."


async def test_page_keys_on_the_options_while_the_table_is_too_small_change_nothing() -> None:
    # options set while the table is hidden have no lines laid out: PageDown on them ended
    # the app with a KeyError
    async with make_app(bot_delay=0).run_test(size=(60, 20)) as pilot:
        screen = await open_table(pilot, possession.round_match())
        rows = screen.panel.query_one(OptionRows)
        rows.focus()
        rows.highlighted = 0
        await pilot.pause()
        await pilot.press("pagedown", "pageup", "pagedown")
        await pilot.pause()
        assert pilot.app.is_running and rows.highlighted == 0


async def test_page_keys_on_the_menu_while_it_is_too_small_change_nothing() -> None:
    # the menu's list under "make the terminal bigger" has no lines laid out: PageDown on it
    # ended the app with a KeyError (a longer key fuzz, from a table's q back to the menu)
    from tabletop_tui.ui.menu import MenuScreen

    async with make_app(bot_delay=0).run_test(size=(40, 12)) as pilot:
        menu = await wait_for_screen(pilot, MenuScreen)
        await pilot.pause()
        assert menu.has_class("-too-small")
        await pilot.press("pagedown", "pageup", "pagedown")
        await pilot.pause()
        assert pilot.app.is_running and menu.choices.highlighted == 0


@pytest.mark.parametrize(
    "make",
    [table_match, in_nomine.recruit_match, possession.round_match, believe_in_me.round_match],
)
async def test_while_the_table_is_too_small_no_key_chooses_or_undoes(make) -> None:  # type: ignore[no-untyped-def]
    # a player at 40x12 pressed 1 behind the "make the terminal larger" message and cast a
    # spell they could not see (NecronomiCards, seed 7), one that cannot be taken back
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, make())
        match = screen.match
        assert screen.asking is not None
        made = list(match.choices)
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        assert screen.has_class("-too-small")
        assert not screen.check_action("pick", ("1",)) and not screen.check_action("undo", ())
        screen.panel.query_one(OptionRows).focus()
        await pilot.press("1", "a", "enter", "u")
        screen.commit(screen.asking.options[0].key)  # a click that got through
        await pilot.pause()
        assert match.choices == made and screen.asking is not None
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert screen.check_action("pick", ("1",))
        await pilot.press("1")
        await wait_for(pilot, lambda: len(match.choices) > len(made))


async def test_a_bot_moves_on_while_the_terminal_is_too_small() -> None:
    """A fourth review: a bot due to move while the terminal was below 80x24 never moved,
    even once the terminal was made big enough ("Normal Bot 2 is thinking…" for good):
    its answer was held back like a person's key, and nothing asked it again."""
    app = make_app("in-nomine", ["greedy", "human"], seed=3, bot_delay=0)
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await wait_for_screen(pilot, GameScreen)
        assert isinstance(screen, GameScreen) and screen.has_class("-too-small")
        await wait_for(pilot, lambda: screen.asking is not None)  # the bot's turn went by
        assert screen.match.choices and screen.asking.seat == 1
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("1")  # the person goes on
        await wait_for(pilot, lambda: screen.asking is None or len(screen.match.choices) > 1)


async def test_the_menu_and_setup_below_their_smallest_size_say_how_big_it_must_be() -> None:
    # at 40x12 a new player saw the games' descriptions cut to a word a line and the setup's
    # name fields without their right edge
    from tabletop_tui.ui.menu import MenuScreen
    from tabletop_tui.ui.setup import SetupScreen
    from tabletop_tui.ui.widgets.too_small import TooSmall

    async with make_app(bot_delay=0).run_test(size=(40, 12)) as pilot:
        menu = await wait_for_screen(pilot, MenuScreen)
        await pilot.pause()
        assert menu.has_class("-too-small") and menu.query_one(TooSmall).display
        assert not menu.query_one("#choices").display
        said = str(menu.query_one(TooSmall).content)
        assert said == "Make the terminal at least 50 x 14 (it is 40 x 12 now)."
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert not menu.has_class("-too-small") and not menu.query_one(TooSmall).display
        assert menu.query_one("#choices").display
        await pilot.press("enter")  # the first game's setup
        setup = await wait_for_screen(pilot, SetupScreen)
        assert not setup.has_class("-too-small")
        await pilot.resize_terminal(50, 14)
        await pilot.pause()
        assert setup.has_class("-too-small") and not setup.query_one("#setup-box").display
        said = str(setup.query_one(TooSmall).content)
        assert said == "Make the terminal at least 60 x 16 (it is 50 x 14 now)."


@pytest.mark.parametrize("size", [NARROW, WIDE])
async def test_the_status_line_is_never_cut_mid_prompt(size: tuple[int, int]) -> None:
    """Too long for the terminal, the status line says whose turn it is and where the
    choices are (the decision panel has the prompt whole); else it says it all."""
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, picker_match())
        decision = screen.asking
        assert decision is not None
        status = screen.status
        shown = str(status.content)
        assert "…" not in shown and len(shown) <= status.content_region.width
        if size == WIDE:
            assert shown.endswith(decision.prompt)
        else:
            assert decision.prompt not in shown and shown.endswith("the choices are on the right")
        await pilot.resize_terminal(*WIDE if size == NARROW else NARROW)
        await pilot.pause()
        assert str(status.content) != shown  # a resize fits it again


@pytest.mark.parametrize("size", [NARROW, WIDE, (100, 30)])
async def test_played_summons_are_named_whole(size: tuple[int, int]) -> None:
    """NecronomiCards' played Summons ("Beelzebub", "The Mothman") once shared four fixed
    columns beside a long caption and read "Be…  The…"; each now gets a column as wide as
    the widest name, under the caption when there is no room beside it."""
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, two_summons_picker_match())
        await pilot.pause()
        chips = list(screen.query("#home-played PlayedChip").results(CardWidget))
        assert len(chips) >= 2
        for chip in chips:
            name = chip.content
            assert isinstance(name, Text)
            assert chip.content_region.width >= name.cell_len, str(name)


async def test_a_focused_played_summon_keeps_its_name_in_sight() -> None:
    """A third review: the focus ring, a double border on a one-row chip, covered the name
    ("Played 1/7: ╔═══════╗"); focused, the chip is marked in reverse instead."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, two_summons_picker_match())
        chip = next(iter(screen.query("#home-played PlayedChip").results(CardWidget)))
        chip.focus()
        await pilot.pause()
        assert chip.has_focus and chip.content_region.height == 1
        assert chip.styles.text_style.reverse
        assert chip.content_region.width >= chip.content.cell_len  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("make", "size"),
    [
        (possession.round_match, NARROW),
        (possession.four_match, WIDE),
        (in_nomine.recruit_match, NARROW),
        (believe_in_me.round_match, NARROW),
    ],
)
async def test_the_detail_under_the_options_is_never_cut_off(make, size) -> None:  # type: ignore[no-untyped-def]
    """At 80x24 a Victim's rule ended "Soldiers cannot be" (the panel's bottom edge cut the
    detail); at 120x40 with four players a card's rule lost its last line. The options give
    way to the detail (they scroll), for whichever option is under the cursor, down to a
    floor of lines: a 4-player table once showed one option of fourteen."""
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, make())
        decision = screen.asking
        assert decision is not None
        panel, rows = screen.panel, screen.panel.query_one(OptionRows)
        detail = panel.query_one("#detail", Static)
        shown = 0
        for n in range(len(decision.options)):
            rows.highlighted = n
            for _ in range(6):  # the options give way a frame or two after the detail grows
                await pilot.pause()
                if panel.content_region.contains_region(detail.region):
                    break
            if not detail.display:
                continue
            shown += 1
            assert panel.content_region.contains_region(detail.region), decision.options[n].label
            floor = option_floor(screen.has_class("-short"), screen.size.height)
            assert rows.size.height >= min(floor, rows.virtual_size.height)  # not one row
            assert in_sight(rows, screen)
        assert shown


async def test_after_a_bot_moves_options_summary_and_card_text_share_the_panel() -> None:
    """At 80x24 In Nomine's second decision (after the bot's turn, under a summary) showed
    one option of five and cut off the card's text under them: the options were measured
    before they were laid out, and the summary's rows were left out of the sum. The options
    keep their floor now, and the summary gives way so the card's text shows whole."""
    app = make_app("in-nomine", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        screen = await first_decision(pilot)
        first = screen.asking
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.asking not in (None, first))
        await pilot.pause()
        await pilot.pause()
        decision, panel = screen.asking, screen.panel
        assert decision is not None
        rows = panel.query_one(OptionRows)
        assert panel.query_one("#news").display and panel.query_one("#detail").display
        assert rows.outer_size.height >= min(option_floor(True, NARROW[1]), len(decision.options))
        parts = [c.outer_size.height for c in panel.children if c.display]
        assert sum(parts) <= panel.content_region.height


async def test_necronomicards_keeps_the_other_players_in_sight_at_80x24() -> None:
    """At 80x24 the other players sat above the fold while you chose a spell hand, and the
    table opened scrolled to the middle of the Goal's sentence: a short screen docks them
    over the table, two lines each (hidden cards; what they played), and the centre in
    words under them (piles, the discard's top card, Curses lurking), in sight however the
    table is scrolled."""
    from tabletop_tui.ui.necronomicards.areas import OpponentArea

    app = make_app("necronomicards", ["human", "greedy", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        screen = await first_decision(pilot)
        await pilot.pause()
        table = screen.query_one("#table")
        lines = [
            area.query_one(".line", Static)
            for area in screen.query(OpponentArea).results(OpponentArea)
            if not area.has_class("-hidden")
        ]
        assert len(lines) == 2
        centre = screen.query_one("#centre-line")  # the piles and counts, in words
        lines.append(centre)
        for y in (0, table.max_scroll_y):
            table.scroll_to(y=y, animate=False, immediate=True)
            await pilot.pause()
            for line in lines[:2]:
                assert in_sight(line, screen) and line.region.height == 2
                assert "Played" in str(line.render()) and "Spells" in str(line.render())
            assert in_sight(centre, screen) and "Curses lurking" in str(centre.render())
            assert not any(
                row.startswith("·") or row.endswith("·") for row in str(centre.render()).split("\n")
            )


@pytest.mark.parametrize(
    ("make", "brief"),
    [
        (in_nomine.recruit_match, ": your Recruit phase"),
        (possession.round_match, ": play a card, claim or reveal"),
    ],
)
async def test_at_80_columns_the_status_line_says_what_to_do_in_fewer_words(make, brief) -> None:  # type: ignore[no-untyped-def]
    """A review as a new player: at 80x24 most decisions read "Your turn, Player 1: the
    choices are on the right", never naming the phase. Too long whole, the line now tries
    a brief form before pointing at the choices."""
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, make())
        shown = str(screen.status.content)
        assert shown.endswith(brief) and len(shown) <= screen.status.content_region.width


@pytest.mark.parametrize("size", [NARROW, WIDE])
async def test_a_card_text_too_long_for_the_panel_says_where_the_rest_is(
    size: tuple[int, int],
) -> None:
    """A review as a new player: at 80x24 Believe in Me!'s Holy Hand Grenade choice showed
    the grenade's 1-Believer effect and stopped, with no sign of the 2- and 3-Believer ones
    (the detail's max-height cut it). The card text takes the room the panel has; what
    still does not fit ends in a line saying that i reads the whole card."""
    from tabletop_tui.ui.news_text import MEASURE
    from tabletop_tui.ui.widgets.decision_panel import MORE

    app = make_app("believe-in-me", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        screen = await first_decision(pilot)
        for _ in range(3):
            await pilot.pause()
        panel = screen.panel
        detail = panel.query_one("#detail", Static)
        whole = panel._detail_text
        assert whole is not None and "3 Believers" in whole.plain
        shown = detail.content
        assert isinstance(shown, Text)
        parts = [c.outer_size.height for c in panel.children if c.display]
        assert sum(parts) <= panel.content_region.height
        if size == NARROW:
            assert shown.plain.split("\n")[-1] == MORE
            assert detail.outer_size.height > 8  # more than the stylesheet's max-height
            await pilot.resize_terminal(*WIDE)  # room now: the text whole again
            for _ in range(3):
                await pilot.pause()
            assert isinstance(detail.content, Text) and detail.content.plain == whole.plain
        else:
            assert shown.plain == whole.plain
            width = detail.content_region.width
            assert detail.content_region.height >= len(whole.wrap(MEASURE, width))


async def test_in_nomine_keeps_the_opponent_in_sight_at_80x24() -> None:
    """A review: In Nomine at 80x24 opened on your own side, the opponent's off the screen
    until { was pressed. A short screen docks the opponent in words over the table (side,
    hand, deck, Prophecy, Types, personas and their Force), in sight however it scrolls."""
    from tabletop_tui.ui.widgets.packed_line import PackedLine

    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, in_nomine.recruit_match())
        line = screen.query_one("#away-line", PackedLine)
        table = screen.query_one("#table")
        view = screen.match.view(0)
        opponent = view["sides"][1]
        for y in (0, table.max_scroll_y):
            table.scroll_to(y=y, animate=False, immediate=True)
            await pilot.pause()
            assert in_sight(line, screen)
            words = str(line.render()).replace("\n", " ")
            assert opponent["name"] in words and f"Deck {opponent['deck']}" in words
            assert "Prophecy" in words and "Force" in words
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, in_nomine.recruit_match())
        assert not screen.query_one("#away-line").display  # a tall table shows the side whole


async def test_after_a_resize_the_cards_the_option_names_are_brought_into_sight() -> None:
    """A third review: In Nomine's discard at 120x40, then 80x24, left the table scrolled
    to its top, the opponent's panel in sight and none of the hand cards the options name."""
    from tabletop_tui.ui.in_nomine.cards import HandCard

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, in_nomine.discard_match())
        decision = screen.asking
        assert decision is not None and decision.kind == "end"
        named = decision.options[0].cards
        await pilot.resize_terminal(*NARROW)
        for _ in range(6):
            await pilot.pause()
        table = screen.query_one("#table")
        shown = [w for w in screen.query(HandCard).results(HandCard) if w.card_id in named]
        assert shown and all(in_sight(w, table) for w in shown)


async def test_at_100x30_a_long_card_text_leaves_three_options_in_sight() -> None:
    """A third review: Believe in Me! with four gods at 100x30 showed one or two options at
    a time under a long card text; a short screen of 28 rows or more keeps six lines."""
    from tabletop_tui.ui.believe_in_me.scenes import contest_match

    async with make_app(bot_delay=0).run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, contest_match())
        for _ in range(4):
            await pilot.pause()
        rows = screen.panel.query_one(OptionRows)
        assert screen.panel.query_one("#detail").display
        assert rows.size.height >= min(6, rows.virtual_size.height)
        assert rows.virtual_size.height > 4  # (more than 80x24's floor to show)


async def test_grown_from_80x24_the_options_wrap_afresh_and_show_whole() -> None:
    """A fourth review: In Nomine at 80x24, then 120x40, kept the small screen's scrollbar
    on the options: it narrowed them, "Attach Geas to Calabim 2 (Player 1)" wrapped, and so
    the scrollbar kept itself, the last option out of sight above empty rows."""
    app = make_app("in-nomine", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        screen = await first_decision(pilot)
        rows = screen.panel.query_one(OptionRows)
        for _ in range(60):  # the first option each time, to a question whose options scroll
            await pilot.pause()
            if rows.virtual_size.height > rows.size.height and len(screen.asking.options) >= 5:
                break
            made = len(screen.match.choices)
            await pilot.press("1")
            await wait_for(
                pilot,
                lambda made=made: screen.asking is not None and len(screen.match.choices) > made,
            )
        assert rows.virtual_size.height > rows.size.height  # at 80x24 they scroll
        await pilot.resize_terminal(*WIDE)
        for _ in range(6):
            await pilot.pause()
        assert rows.virtual_size.height <= rows.size.height  # all in sight at 120x40
        assert not rows.show_vertical_scrollbar


async def test_one_tab_from_the_options_focuses_a_card() -> None:
    """A fourth review: Tab from the options went to the log, then to the table, each with
    no sign of focus, before a card took it; ← → did nothing until then."""
    app = make_app("necronomicards", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        screen = await first_decision(pilot)
        assert isinstance(screen.focused, OptionRows)
        await pilot.press("tab")
        assert isinstance(screen.focused, CardWidget)
        first = screen.focused
        await pilot.press("right")
        assert isinstance(screen.focused, CardWidget) and screen.focused is not first


def test_necronomicards_says_each_question_in_fewer_words_at_80_columns() -> None:
    """A hot-seat play-tester read "Your turn, Player 1: the choices are on the right" at
    80x24 where a Summon was to be played: each NecronomiCards question has a brief form
    that fits 80 columns after a long turn number and name."""
    from tabletop_tui.ui.necronomicards.screen import BRIEFLY, WHAT_TO_DO

    assert set(BRIEFLY) == set(WHAT_TO_DO)
    for kind, brief in BRIEFLY.items():
        whole = f"Turn 105 · Your turn, Player 1: {WHAT_TO_DO[kind]}"
        short = f"Turn 105 · Your turn, Player 1: {brief}"
        assert len(short) <= 80 and len(short) < len(whole), kind


async def test_options_out_of_sight_are_counted_on_the_panels_edge() -> None:
    """A newcomer at 80x24 read one or two of a Possession Round's options and missed the
    rest (a scrollbar two cells high): the panel's bottom edge counts the options below
    and, scrolled down, above."""
    app = make_app("possession", ["human", "greedy"], seed=7, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        rows = table.panel.query_one(OptionRows)
        await wait_for(pilot, lambda: str(table.panel.border_subtitle).startswith("▼"))
        above, below = rows.out_of_sight()
        assert above == 0 and below > 0
        assert str(table.panel.border_subtitle) == f"▼ {below} more · ↑↓"
        for _ in table.asking.options[1:]:  # down to the last option
            await pilot.press("down")
        await wait_for(pilot, lambda: str(table.panel.border_subtitle).startswith("▲"))
        above, below = rows.out_of_sight()
        assert above > 0 and below == 0
        assert str(table.panel.border_subtitle) == f"▲ {above} more · ↑↓"


@pytest.mark.parametrize(
    ("game", "docked"), [("necronomicards", "#opponents"), ("in-nomine", "#away-line")]
)
async def test_the_docked_line_names_the_keys_that_scroll_the_table(game: str, docked: str) -> None:
    """A newcomer at 80x24 missed what lay below the fold (NecronomiCards' played Summons):
    the line docked over a short screen's table says { } scroll it."""
    app = make_app(game, ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        line = table.query_one(docked)
        assert line.display and str(line.border_subtitle).startswith("{ } scroll")
