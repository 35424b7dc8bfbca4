"""Help: the rules summary, the game's RULINGS.md, and the card inspector."""

from __future__ import annotations

from textual.widgets import TabbedContent

from tabletop_tui.core.cards import packaged_card_dir
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.necronomicards.cards import SpellCard
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tests.ui.conftest import WIDE, past_the_curtain, wait_for, wait_for_screen


def tab_text(help_screen: HelpScreen, pane: str) -> str:
    """The Markdown source shown on one tab."""
    return help_screen.query_one(f"#{pane} HelpText", HelpText).source


async def test_help_shows_rules_rulings_and_the_inspected_card() -> None:
    app = make_app("necronomicards", ["human", "greedy"], seed=5, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        card = table.query("#home-hand SpellCard").results(SpellCard).__next__()
        card.focus()  # focusing a card inspects it (a click may choose it: it would leave)
        await pilot.pause()
        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        tabs = help_screen.query_one(TabbedContent)
        assert tabs.active == "rules" and "spell hand" in tab_text(help_screen, "rules")

        await pilot.press("u")
        assert tabs.active == "rulings"
        rulings = (packaged_card_dir("necronomicards") / "RULINGS.md").read_text(encoding="utf-8")
        assert tab_text(help_screen, "rulings") == rulings

        await pilot.press("c")
        assert tabs.active == "card"
        name = table.match.game.cards.card(card.card_id).name
        assert tab_text(help_screen, "card").startswith(f"## {name}")

        await pilot.press("escape")
        await wait_for_screen(pilot, NecronomiCardsScreen)


async def test_help_is_built_once_per_table_and_shows_the_card_inspected_since() -> None:
    """Building the tabs is most of what opening help costs: a table keeps its help screen,
    and a second open shows what changed (here the inspected card) on the same screen."""
    app = make_app("necronomicards", ["human", "greedy"], seed=5, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        first, second = list(table.query("#home-hand SpellCard").results(SpellCard))[:2]
        first.focus()
        await pilot.pause()
        await pilot.press("i")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        cards = table.match.game.cards
        assert tab_text(help_screen, "card").startswith(f"## {cards.card(first.card_id).name}")
        await pilot.press("escape")
        await wait_for_screen(pilot, NecronomiCardsScreen)

        second.focus()
        await pilot.pause()
        await pilot.press("i")
        again = await wait_for_screen(pilot, HelpScreen)
        assert again is help_screen
        assert help_screen.query_one(TabbedContent).active == "card"
        assert tab_text(help_screen, "card").startswith(f"## {cards.card(second.card_id).name}")
        await pilot.press("r")  # the tab asked for is shown, and the others still work
        assert help_screen.query_one(TabbedContent).active == "rules"
        await pilot.press("escape")
        await wait_for_screen(pilot, NecronomiCardsScreen)

        app.show_menu()  # leaving the table (as its Leave does) lets its help screen go
        await wait_for(pilot, lambda: table not in app.screen_stack)
        await pilot.pause()
        assert not any(name.startswith("help-") for name in app._installed_screens)


def test_the_keys_tab_names_every_key_a_table_answers() -> None:
    """Left/Right between cards, t (Possession's table or hand) and watch mode's keys were
    in no help (a review as a new player found them only by trying)."""
    from tabletop_tui.ui.table_help import KEYS

    for key in ("**←** **→**", "**t**", "**space**", "**n**", "**v**", "**ctrl+q**", "**u**"):
        assert key in KEYS, key


async def test_the_log_tab_shows_the_whole_log_as_the_table_does_newest_in_sight() -> None:
    """A play-test at 100x30: the log panel shows three lines and [ paged it two at a time,
    dozens of presses to read a turn back. ? then g shows the whole log on one page, as the
    shown seat may read it (its own draws; nobody's hand behind a curtain), newest last."""
    from textual.containers import VerticalScroll

    from tabletop_tui.ui.help import HEADER

    app = make_app("necronomicards", ["human", "greedy"], seed=5, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        while len(table.match.log(0)) < 60:  # more than the tab's page holds
            table.commit(table.asking.options[0].key)  # type: ignore[union-attr]
            await wait_for(pilot, lambda: table.asking is not None)
        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        await pilot.press("g")
        assert help_screen.query_one(TabbedContent).active == "log"
        lines = tab_text(help_screen, "log").splitlines()
        log = table.match.log(0)
        assert len(lines) == len(log) > 6 and lines[-1].removeprefix(HEADER) == log[-1].text
        assert any(line.startswith("You draw") for line in lines)  # told to this seat
        assert sum(line.startswith(HEADER + "Turn ") for line in lines) == table.match.turn
        scroll = help_screen.query_one("#log VerticalScroll", VerticalScroll)
        await wait_for(pilot, lambda: scroll.max_scroll_y > 0 and scroll.is_vertical_scroll_end)
        await pilot.press("escape")
        await wait_for_screen(pilot, NecronomiCardsScreen)

        table.shown_seat = None  # (as behind a curtain, or while bots move between people)
        table.show_table()
        await pilot.press("question_mark")
        await wait_for_screen(pilot, HelpScreen)
        assert help_screen.query_one(TabbedContent).active == "rules"
        await pilot.press("g")
        assert not any(
            line.startswith("You ") for line in tab_text(help_screen, "log").splitlines()
        )


async def test_the_log_tab_while_a_move_is_followed_between_people_tells_no_draw() -> None:
    """A review: while the turns a person's move ran through were shown one by one (drawn
    for nobody, two people at the keyboard), ? then g listed that person's draws, the next
    person perhaps at the screen. The tab shows what the table's log shows."""
    from tabletop_tui.ui.widgets.log_panel import LogPanel

    app = make_app("necronomicards", ["human", "human"], seed=8, bot_delay=30)
    async with app.run_test(size=WIDE) as pilot:
        table = await past_the_curtain(pilot, NecronomiCardsScreen)
        for _ in range(400):  # people answer until a move's turns are followed
            if isinstance(pilot.app.screen, HandoffScreen):
                await pilot.press("enter")
            elif table.asking is not None:
                table.commit(table.asking.options[-1].key)
            await pilot.pause(0.05)
            following = "Following play" in " ".join(table.status.said)
            if table.asking is None and table.shown_seat is not None and following:
                break
        else:
            raise AssertionError("no move was followed")
        panel = [e.text for e in table.query_one(LogPanel).entries]
        assert not any(line.startswith("You ") for line in panel)
        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        await pilot.press("g")
        lines = tab_text(help_screen, "log").splitlines()
        assert lines and not any(line.startswith("You ") for line in lines)
