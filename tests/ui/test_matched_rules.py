"""Restyles keep the rules matched for a node and its ancestors' state across passes
(issue 11's repaint: the same cards marked choosable, unmarked, marked again, each time
matched against the whole stylesheet), and every node ends styled exactly as a fresh match
styles it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.css.stylesheet import Stylesheet
from textual.widgets import Static

from tabletop_tui.ui.widgets.repaint import set_classes


class Card(Static, can_focus=True):
    pass


class TableApp(App[None]):
    CSS = """
    .area { height: auto; border: round $foreground 30%; }
    .area.-lit Card { background: $primary 40%; }
    .area.-lit Card.-choosable { background: $success 40%; }
    Card { width: 12; height: 3; }
    Card.-choosable { border: round $success; }
    Card.-in-option { text-style: bold; }
    Card:focus { border: double $accent; }
    Card:light { color: black; }
    """

    def compose(self) -> ComposeResult:
        for a in range(2):
            with Vertical(classes="area", id=f"area-{a}"), Horizontal(classes="row"):
                for c in range(4):
                    yield Card(f"card {a}{c}", id=f"card-{a}{c}")


def rules(node: Any) -> dict[str, Any]:
    return dict(node.styles.base._rules)


async def test_restyles_end_as_a_fresh_match_and_reuse_what_was_matched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checks = [0]
    real = Stylesheet._check_rule

    def check_rule(*args: Any) -> Any:
        checks[0] += 1
        return real(*args)

    monkeypatch.setattr(Stylesheet, "_check_rule", staticmethod(check_rule))
    rng = random.Random(7)
    async with TableApp().run_test(size=(80, 20)) as pilot:
        app = pilot.app
        cards = list(app.query(Card))
        areas = list(app.query(".area"))
        for step in range(120):
            pick = rng.random()
            if pick < 0.5:
                card = rng.choice(cards)
                name = rng.choice(["-choosable", "-in-option"])
                set_classes([(card, not card.has_class(name), name)])
            elif pick < 0.75:
                area = rng.choice(areas)
                set_classes([(area, not area.has_class("-lit"), "-lit")])
            elif pick < 0.9:
                rng.choice(cards).focus()
            else:
                app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
            await pilot.pause()
            for card in cards:
                ours = rules(card)
                app.stylesheet.apply(card)  # matched afresh, kept nowhere
                assert rules(card) == ours, (step, card.id)
        # a state met before is restyled without matching again
        card = cards[1]
        set_classes([(card, True, "-choosable")])
        set_classes([(card, False, "-choosable")])
        checks[0] = 0
        set_classes([(card, True, "-choosable")])
        assert checks[0] == 0
        set_classes([(card, False, "-choosable")])
        assert checks[0] == 0
