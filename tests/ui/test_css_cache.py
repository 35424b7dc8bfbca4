"""The process-wide memo of parsed CSS (ui.widgets.css_cache) gives what Textual's parser
gives, parses each source once across stylesheets, and still refuses broken CSS each time."""

from __future__ import annotations

import pytest
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet, StylesheetParseError

from tabletop_tui.ui.app import TabletopApp
from tabletop_tui.ui.widgets import css_cache


def described(rule: RuleSet) -> tuple[object, ...]:
    rules = {name: repr(value) for name, value in rule.styles.get_rules().items()}
    return (rule.selectors, rules, rule.is_default_rules, rule.tie_breaker)


def textuals(sheet: Stylesheet) -> list[tuple[object, ...]]:
    """The rules of a stylesheet's sources, parsed afresh by Textual alone."""
    fresh = Stylesheet(variables=sheet._variables)
    out = []
    for where, (css, default, tie, scope) in sheet.source.items():
        parsed = css_cache._textuals_parse(fresh, css, where, default, tie, scope)
        out += [described(r) for r in parsed]
    return out


async def test_the_apps_rules_are_textuals_and_parsed_once_for_every_app() -> None:
    assert Stylesheet._parse_rules is css_cache._parse_rules
    app = TabletopApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        sheet = app.stylesheet
        assert [described(r) for r in sheet.rules] == textuals(sheet)
        parsed = {id(r) for r in sheet.rules}
    again = TabletopApp()
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert {id(r) for r in again.stylesheet.rules} == parsed  # the same objects: no parse


def test_other_variables_parse_again() -> None:
    css = "Label { color: $accent; }"
    red = Stylesheet(variables={"accent": "red"})
    blue = Stylesheet(variables={"accent": "blue"})
    for sheet in (red, blue):
        sheet.add_source(css, ("test", "accent"))
        sheet.parse()
    assert red.rules[0].styles.color != blue.rules[0].styles.color


def test_broken_css_is_refused_every_time() -> None:
    for _ in range(2):
        sheet = Stylesheet()
        sheet.add_source("Label { colour: red; }", ("test", "broken"))
        with pytest.raises(StylesheetParseError):
            sheet.parse()
