"""Card text on the tables: the highlighted option's card and the focused card are read in
full under the options, and no card on a table splits a word across two lines."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.believe_in_me import scenes as believe
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession
from tabletop_tui.ui.screenshots import NARROW, TABLE_SEATS, first_seed, table_match
from tabletop_tui.ui.widgets.card import CardWidget
from tests.ui.conftest import WIDE, wait_for_screen

WORD = re.compile(r"[\w'’]+(?:-[\w'’]+)*-?…?")
SCENES = {
    "necronomicards": table_match,
    "in-nomine": in_nomine.recruit_match,
    "possession": possession.round_match,
    "believe-in-me": believe.round_match,
}


def summon_match() -> Match:
    """NecronomiCards: Ann may play one of her Summons."""

    def summoning(match: Match) -> bool:
        decision = match.decision()
        return decision is not None and decision.seat == 0 and decision.kind == "summon"

    return first_seed(TABLE_SEATS, summoning)


async def open_table(pilot, match: Match) -> GameScreen:  # type: ignore[no-untyped-def]
    pilot.app.open_match(match)
    screen = await wait_for_screen(pilot, GameScreen)
    assert isinstance(screen, GameScreen)
    return screen


def detail(screen: GameScreen) -> str:
    """The detail under the options, as plain text ("" when hidden)."""
    widget = screen.panel.query_one("#detail", Static)
    return str(widget.content) if widget.has_class("-shown") else ""


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("game_id", SCENES)
async def test_the_highlighted_options_card_is_read_in_full(game_id: str) -> None:
    match = summon_match() if game_id == "necronomicards" else SCENES[game_id]()
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None
        checked = 0
        for n, option in enumerate(decision.options):
            screen.panel.rows.highlighted = n
            await pilot.pause()
            if len(option.cards) in (1, 2):
                wanted = screen.card_text(option.cards[0])
                assert wanted is not None
                shown, whole = flat(detail(screen)), flat(wanted.plain)
                if whole not in shown:  # a long card: as much as fits, and where the rest is
                    head, hint, _ = shown.partition("… (i: the whole card)")
                    assert hint and whole.startswith(head.strip()), (shown, whole)
                checked += 1
            elif not option.cards:
                assert detail(screen) == ""
        assert checked


@pytest.mark.parametrize("game_id", ["possession", "in-nomine", "believe-in-me"])
async def test_the_focused_card_is_read_in_full(game_id: str) -> None:
    match = SCENES[game_id]()
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, match)
        card = next(c for c in screen.query(CardWidget).results(CardWidget) if c.card_id)
        card.focus()
        await pilot.pause()
        wanted = screen.card_text(card.card_id)
        assert wanted is not None and flat(wanted.plain) == flat(detail(screen))


@pytest.mark.parametrize("size", [NARROW, WIDE])
@pytest.mark.parametrize("game_id", SCENES)
async def test_no_card_splits_a_word(game_id: str, size: tuple[int, int]) -> None:
    """Each word a card shows is whole, or cut short with "…" (never broken over lines)."""
    match = SCENES[game_id]()
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, match)
        seen = 0
        for card in screen.query(CardWidget).results(CardWidget):
            if not card.region.height:
                continue
            words = set(WORD.findall(str(card.content)))
            for y in range(card.size.height):
                for token in WORD.findall(card.render_line(y).text):
                    assert token in words or token.endswith("…"), (card.card_id, token)
                    seen += 1
        assert seen > 20


def test_a_line_cut_short_ends_at_a_whole_word() -> None:
    """Issue 11: words never split. Compact lines on the table ("+Unholy Shot…", "Nemesis
    ⚔2 · sol…") ended mid-word at the widget's edge; they end at the last whole word that
    fits, a trailing separator dropped, in "…" (the whole text is in the detail)."""
    from rich.text import Text

    from tabletop_tui.ui.widgets.whole_name import cut_at_words

    text = Text("Human 8\n+Unholy Shotgun, +Soldier of Hell\nNemesis ⚔2 · soldier: send")
    assert cut_at_words(text, 14).plain == "Human 8\n+Unholy…\nNemesis ⚔2…"
    assert cut_at_words(text, 40) is text  # what fits is left alone
    assert cut_at_words(Text("Supercalifragilistic"), 10).plain == "Supercalifragilistic"


def test_a_name_is_not_lost_to_a_cut_at_a_word() -> None:
    """A third review at 80x24: a Victim box read "♥2 ◯2⚔2.." where the whole words that
    fit left out all of "Alchemist's Apprentice"; the line is cut where it must instead."""
    from rich.text import Text

    from tabletop_tui.ui.widgets.whole_name import cut_at_words

    cut = cut_at_words(Text("♥2 ◯2⚔2 Alchemist's Apprentice"), 19).plain
    assert cut == "♥2 ◯2⚔2 Alchemist'…"
