"""The footer (ui.widgets.keys_footer) shows what Textual's would, rebuilds its keys only
when they change, and makes each key in the footer's style from the start."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Button, Footer
from textual.widgets._footer import FooterKey

from tabletop_tui.ui.widgets.keys_footer import KeysFooter


class Extra(Button):
    BINDINGS = [Binding("x", "go", "Go")]

    def action_go(self) -> None:
        pass


class Keys(App[None]):
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("s", "save", "Save"), Binding("q", "quit", "Quit")]

    def __init__(self, footer: type[Footer]) -> None:
        super().__init__()
        self.footer_type = footer

    def compose(self) -> ComposeResult:
        yield Button("one", id="one")
        yield Button("two", id="two")
        yield Extra("extra", id="extra")
        yield self.footer_type()

    def action_save(self) -> None:
        pass


async def footer_lines(footer: type[Footer], focus: str) -> list[str]:
    app = Keys(footer)
    async with app.run_test(size=(100, 10)) as pilot:
        app.query_one(f"#{focus}").focus()
        await pilot.pause()
        await pilot.pause()
        return [strip.text for strip in app.screen._compositor.render_strips()][-1:]


async def test_it_draws_what_textuals_footer_draws() -> None:
    for focus in ("one", "extra"):
        assert await footer_lines(KeysFooter, focus) == await footer_lines(Footer, focus)


async def test_keys_are_rebuilt_only_when_they_change() -> None:
    app = Keys(KeysFooter)
    async with app.run_test(size=(100, 10)) as pilot:
        await pilot.pause()
        keys = list(app.query(FooterKey))
        assert [k.key for k in keys] == ["s", "q"]
        await pilot.press("tab")  # focus moves between buttons: the same keys
        await pilot.pause()
        await pilot.pause()
        assert list(app.query(FooterKey)) == keys
        app.query_one("#extra").focus()  # a widget with a key of its own
        await pilot.pause()
        await pilot.pause()
        assert sorted(k.key for k in app.query(FooterKey)) == ["q", "s", "x"]


async def test_a_key_is_restyled_once_as_it_mounts() -> None:
    app = Keys(KeysFooter)
    async with app.run_test(size=(100, 10)) as pilot:
        await pilot.pause()
        applied: list[object] = []
        apply = app.stylesheet.apply

        def counting(node, *args, **kwargs):  # type: ignore[no-untyped-def]
            if isinstance(node, FooterKey):
                applied.append(node)
            return apply(node, *args, **kwargs)

        app.stylesheet.apply = counting  # type: ignore[method-assign]
        app.query_one("#extra").focus()
        await pilot.pause()
        await pilot.pause()
        keys = list(app.query(FooterKey))
        assert keys and all(not k.has_class("-compact") for k in keys)
        assert sorted(map(id, applied)) == sorted(map(id, keys))
