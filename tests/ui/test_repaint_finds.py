"""A table's parts found once and trusted while they still answer (issue 11's repaint),
and a tooltip set only when it changes."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, Static

from tabletop_tui.ui.widgets import repaint


class PartsApp(App[None]):
    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label("note", classes="note")
            yield Static("piles", id="piles")


async def test_a_part_found_once_is_found_again_while_it_still_answers() -> None:
    async with PartsApp().run_test() as pilot:
        box = pilot.app.query_one("#box")
        note = repaint.one(box, ".note", Label)
        assert note is box.query_one(".note")
        assert repaint.one(box, ".note", Label) is note
        assert repaint.one(box, "#piles", Static) is box.query_one("#piles")
        assert repaint.one(box, Static) is box.query_one(Static)
        assert box.__dict__["_repaint_found"][(".note", Label)] is note


async def test_a_part_gone_or_no_longer_matching_is_looked_up_again() -> None:
    async with PartsApp().run_test() as pilot:
        box = pilot.app.query_one("#box")
        old = repaint.one(box, ".note", Label)
        await old.remove()
        fresh = Label("note again", classes="note")
        await box.mount(fresh)
        assert repaint.one(box, ".note", Label) is fresh
        # the class moved to another widget: the one remembered no longer answers
        other = Label("other")
        await box.mount(other)
        fresh.remove_class("note")
        other.add_class("note")
        assert repaint.one(box, ".note", Label) is other
        # moved out from under the node: not trusted
        piles = repaint.one(box, "#piles", Static)
        await piles.remove()
        await pilot.app.screen.mount(Static("elsewhere", id="piles"))
        with pytest.raises(Exception, match="piles"):
            repaint.one(box, "#piles", Static)


async def test_a_query_that_is_not_a_plain_id_or_class_is_always_looked_up() -> None:
    async with PartsApp().run_test() as pilot:
        box = pilot.app.query_one("#box")
        found = repaint.one(box, "Vertical > .note", Label)
        assert found is box.query_one(".note")
        assert not repaint._still(box, found, "Vertical > .note")


async def test_a_tooltip_is_set_only_when_it_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    async with PartsApp().run_test() as pilot:
        piles = pilot.app.query_one("#piles", Static)
        told: list[object] = []
        monkeypatch.setattr(type(pilot.app.screen), "_update_tooltip", lambda s, w: told.append(w))
        repaint.set_tooltip(piles, "Piles: cards to draw")
        repaint.set_tooltip(piles, "Piles: cards to draw")
        assert piles.tooltip == "Piles: cards to draw" and len(told) == 1
        repaint.set_tooltip(piles, None)
        repaint.set_tooltip(piles, None)
        assert piles.tooltip is None and len(told) == 2
