"""The hot-seat curtain: only for another person's private decision, never with one person."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop_tui.core.match import Seat
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.necronomicards.home import HomeArea
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.screenshots import new_match
from tests.ui.conftest import WIDE, wait_for_screen


async def test_a_public_decision_of_another_person_shows_no_hand_and_no_curtain(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = new_match([Seat("human", "Ann"), Seat("human", "Bob")], 5)
    real = match.decision
    monkeypatch.setattr(match, "decision", lambda: dataclasses.replace(real(), private=False))
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        assert isinstance(table, NecronomiCardsScreen)
        assert table.asking is not None and table.shown_seat is None
        assert table.query_one(HomeArea).has_class("-hidden")


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
