"""The hot-seat curtain: only for another person's private decision, never with one person."""

from __future__ import annotations

import pytest
from textual.widget import Widget

from tabletop_tui.core.match import Seat
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.necronomicards.home import HomeArea
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.screenshots import new_match
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, past_the_curtain, wait_for_screen


async def test_a_public_decision_of_another_person_comes_behind_a_curtain_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A question that shows nothing hidden (Believe in Me!'s "choose a fellow god") still
    passes the screen behind a curtain when another person is to answer: put on the open
    table, the last person's Enter, meant for a curtain, chose a god for the next (a
    hot-seat play-test). Enter at the curtain answers nothing."""
    match = new_match([Seat("human", "Ann"), Seat("human", "Bob")], 5)
    real = match.decision
    monkeypatch.setattr(match, "decision", lambda: real()._replace(private=False))
    choices = len(match.choices)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)
        curtain = await wait_for_screen(pilot, HandoffScreen)
        assert isinstance(curtain, HandoffScreen)
        await pilot.press("enter")
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(table, NecronomiCardsScreen) and table.asking is not None
        assert len(match.choices) == choices  # the curtain's Enter chose nothing
        assert table.shown_seat == table.asking.seat


async def test_one_person_against_bots_never_sees_the_curtain() -> None:
    app = make_app("necronomicards", ["human", "greedy", "random"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(table, NecronomiCardsScreen)
        for _ in range(4):  # a few of the person's decisions, bots answering between them
            while table.asking is None and not table.match.over:
                assert not isinstance(pilot.app.screen, HandoffScreen)
                await pilot.pause(0.02)
            if table.match.over:
                break
            assert table.shown_seat == 0 and not table.query_one(HomeArea).has_class("-hidden")
            await pilot.press("1")


def shows(widget: Widget) -> bool:
    """Whether a widget takes up any of the screen (it and every container above it shown)."""
    return all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))


def log_text(table: NecronomiCardsScreen) -> str:
    """What the table's log panel shows."""
    return "\n".join(strip.text for strip in table.query_one(LogPanel).lines)


async def test_between_two_people_the_curtain_comes_down_and_the_last_hand_is_gone() -> None:
    app = make_app("necronomicards", ["human", "human"], seed=8, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        curtain = await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter")
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(table, NecronomiCardsScreen) and isinstance(curtain, HandoffScreen)
        match = table.match
        first = table.shown_seat
        assert first is not None and curtain.player == match.name(first)
        home = table.query_one(HomeArea)

        def hand_of(seat: int) -> list[str]:
            return list(match.state.players[seat].spells)  # type: ignore[attr-defined]

        def cards_shown() -> set[str]:
            return {w.card_id for w in home.query(CardWidget) if shows(w)}

        assert shows(home) and set(hand_of(first)) <= cards_shown()
        assert "You draw" in log_text(table)  # its own private lines, while it looks

        # The first person answers until the screen must change hands.
        while match.decision().seat == first:  # type: ignore[union-attr]
            table.commit(match.decision().options[-1].key)  # type: ignore[union-attr]
            await pilot.pause()
        second = 1 - first
        curtain = await wait_for_screen(pilot, HandoffScreen)
        assert isinstance(curtain, HandoffScreen) and curtain.player == match.name(second)
        assert f"Pass to {match.name(second)}" in str(curtain.query_one("#pass-to").content)

        # Behind the curtain: nobody's hand, no private line, nothing to choose.
        assert table.shown_seat is None and table.asking is None and table.inspected is None
        assert not shows(home) and not cards_shown()
        assert "You draw" not in log_text(table)
        assert "Passing the screen to" in str(table.panel.query_one("#note").content) or (
            not table.panel.rows.option_count
        )

        # The curtain lifts on the second person's hand, never the first's.
        await pilot.press("enter")
        await wait_for_screen(pilot, NecronomiCardsScreen)
        assert table.shown_seat == second and table.asking is not None
        assert set(hand_of(second)) <= cards_shown()
        assert not (cards_shown() & set(hand_of(first)))


async def test_while_a_bot_thinks_between_two_people_no_hand_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A play-test (Believe in Me!, two people and two bots): a person's hand stayed on the
    screen for the 5-20 s a Hard bot thought, the next person waiting at the keyboard. Once
    a bot is to move, nobody's hand shows (here the bot never answers)."""
    from tabletop_tui.ui.bot_driver import BotDriver

    asked: list[int] = []
    monkeypatch.setattr(BotDriver, "ask_bot", lambda self, *args: asked.append(args[3].seat))
    app = make_app("necronomicards", ["human", "human", "greedy"], seed=8, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await past_the_curtain(pilot, NecronomiCardsScreen)
        shown_before = None
        for _ in range(40):  # people answer until the bot is asked
            if asked:
                break
            if isinstance(pilot.app.screen, HandoffScreen):
                await pilot.press("enter")
            elif table.asking is not None:
                shown_before = table.shown_seat
                table.commit(table.asking.options[-1].key)
            await pilot.pause()
        assert asked == [2] and shown_before is not None
        assert table.shown_seat is None and table.inspected is None
        assert table.query_one(HomeArea).has_class("-hidden")
        assert "You draw" not in log_text(table)


async def test_q_at_the_curtain_asks_to_leave_and_a_no_keeps_the_table_hidden() -> None:
    """q on the curtain asks the table's question (leave for the menu?): a no comes back to
    the curtain, the table still hidden and nothing chosen; a yes goes to the menu."""
    from tabletop_tui.ui.dialogs import ConfirmScreen
    from tabletop_tui.ui.menu import MenuScreen

    app = make_app("necronomicards", ["human", "human"], seed=8, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        curtain = await wait_for_screen(pilot, HandoffScreen)
        assert isinstance(curtain, HandoffScreen)
        table = pilot.app.screen_stack[-2]
        assert isinstance(table, NecronomiCardsScreen)
        choices = len(table.match.choices)
        await pilot.press("q")
        await wait_for_screen(pilot, ConfirmScreen)
        await pilot.press("n")
        assert await wait_for_screen(pilot, HandoffScreen) is curtain
        assert table.shown_seat is None and table.query_one(HomeArea).has_class("-hidden")
        assert len(table.match.choices) == choices
        await pilot.press("q")
        await wait_for_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        await wait_for_screen(pilot, MenuScreen)
        assert len(pilot.app.screen_stack) == 1
