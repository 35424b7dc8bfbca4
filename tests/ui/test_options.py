"""The decision panel's options: a key for every option (1-9, then letters), labels that
wrap under themselves, and a yes/no before a once-a-game choice."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList

from tabletop_tui.core.decision import Option
from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.in_nomine import scenes as in_nomine_scenes
from tabletop_tui.ui.in_nomine.screen import InNomineScreen
from tabletop_tui.ui.possession.scenes import FOUR, TWO, first_seed
from tabletop_tui.ui.possession.screen import PossessionScreen
from tabletop_tui.ui.widgets.decision_panel import DecisionPanel
from tabletop_tui.ui.widgets.option_rows import OPTION_KEYS, key_for
from tests.ui.conftest import WIDE, asks_before, wait_for_screen


def many_options(match: Match) -> bool:
    decision = match.decision()
    return decision is not None and decision.seat == 0 and len(decision.options) >= 11


def can_reveal(match: Match) -> bool:
    decision = match.decision()
    return (
        decision is not None
        and decision.seat == 0
        and decision.option("reveal") is not None
        and len(decision.options) > 1
    )


async def open_table(pilot, match: Match) -> PossessionScreen:  # type: ignore[no-untyped-def]
    pilot.app.open_match(match)
    screen = await wait_for_screen(pilot, PossessionScreen)
    assert isinstance(screen, PossessionScreen)
    return screen


def row_text(holder: Widget | Screen[Any], index: int, width: int = 30) -> list[str]:
    """An option row as the panel (in `holder`) draws it, line by line, at `width` columns."""
    from rich.console import Console

    rows = holder.query_one(OptionList)
    console = Console(width=width, record=True, color_system=None)
    console.print(rows.get_option_at_index(index).prompt)
    return console.export_text().rstrip("\n").split("\n")


def test_every_key_is_a_digit_or_a_letter_the_table_leaves_free() -> None:
    assert OPTION_KEYS[:9] == "123456789" and len(set(OPTION_KEYS)) == len(OPTION_KEYS)
    assert not set(OPTION_KEYS) & set("inqstuv")
    assert key_for(9) == "a" and key_for(len(OPTION_KEYS)) == ""


async def test_options_past_nine_have_letter_keys_that_choose_them() -> None:
    match = first_seed(many_options, FOUR)
    match.track_undo()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None and len(decision.options) >= 11
        assert row_text(screen, 9)[0].startswith("a ")
        assert row_text(screen, 10)[0].startswith("b ")
        tenth, made = decision.options[9].key, len(match.choices)
        await pilot.press("a")
        await pilot.pause()
        assert match.choices[made] == tenth  # (the bots may answer after it)


async def test_a_key_past_the_last_option_says_which_keys_there_are() -> None:
    """A play-tester pressed 9 with two options and nothing happened, not even a word."""
    from textual.widgets import Static

    from tabletop_tui.ui.possession.scenes import round_match

    match = round_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None
        shown = len(screen.panel.options)
        made = len(match.choices)
        past = key_for(shown)
        await pilot.press(past)
        await pilot.pause()
        assert len(match.choices) == made and screen.asking is decision
        note = str(screen.panel.query_one("#note", Static).content)
        assert note == f"No option {past} here: they go from 1 to {key_for(shown - 1)}."
        app = pilot.app

        def warned() -> list[str]:
            return [n.message for n in app._notifications if n.severity == "warning"]

        assert warned() == [note]
        # the next question takes the refusal down (a play-test saw it over the hand then)
        screen.commit(decision.options[0].key)
        while screen.asking is None or screen.asking is decision:
            await pilot.pause(0.02)
        assert warned() == []


def thirty_options(match: Match) -> bool:
    decision = match.decision()
    return decision is not None and decision.seat == 0 and len(decision.options) >= 30


async def test_options_past_z_have_capital_keys_that_choose_them() -> None:
    """In Nomine's Demonic Tutor lists the deck (44 cards here): a Possession Round no
    longer runs past 30, a card with several Victims being one option there."""
    match = in_nomine_scenes.first_seed(thirty_options)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        screen = await wait_for_screen(pilot, InNomineScreen)
        decision = match.decision()
        assert isinstance(screen, InNomineScreen) and screen.asking == decision
        assert decision is not None
        assert key_for(27) == "z" and key_for(28) == "A"
        assert row_text(screen, 28, width=60)[0].startswith("A ")
        await pilot.press("A")
        await pilot.pause()
        assert match.choices[-1] == decision.options[28].key


async def test_a_list_longer_than_the_keys_says_how_to_reach_the_rest() -> None:
    async with PanelApp().run_test(size=(60, 30)) as pilot:
        panel = pilot.app.query_one(DecisionPanel)
        panel.show("Where does the Curse go?", options(60, "Depth"), [])
        await pilot.pause()
        prompt = str(panel.query_one("#prompt").render())
        assert "60 options: ↑↓ and Enter reach those past Z." in " ".join(prompt.split())
        assert row_text(panel, 51, width=40)[0].startswith("Z ")
        assert not row_text(panel, 52, width=40)[0].startswith("Z")
        panel.show("Which?", options(52), [])
        await pilot.pause()
        assert "options:" not in str(panel.query_one("#prompt").render())


async def test_a_long_label_wraps_under_itself_not_under_its_key() -> None:
    match = first_seed(many_options, FOUR)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None
        long = next(n for n, o in enumerate(decision.options) if len(o.label) > 40)
        lines = row_text(screen, long, width=30)
        assert len(lines) > 1 and lines[0].startswith(key_for(long) + " ")
        assert all(line.startswith("  ") for line in lines[1:])
        words = " ".join(line.strip() for line in lines)[2:]
        assert words.split() == decision.options[long].label.split()


async def test_revealing_the_daemon_asks_first() -> None:
    match = first_seed(can_reveal, TWO)
    match.track_undo()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        assert not match.view(0)["players"][0]["revealed"]
        question = await asks_before(pilot, screen, "reveal")
        assert "Reveal your Daemon" in question and "once a game" in question
        assert match.view(0)["players"][0]["revealed"]


class PanelApp(App[None]):
    CSS = "DecisionPanel { width: 40; }"

    def compose(self) -> ComposeResult:
        yield DecisionPanel(id="decision")


def options(count: int, word: str = "Option") -> list[Option]:
    return [Option(f"k{n}", f"{word} {n}") for n in range(count)]


async def test_the_option_rows_get_a_scrollbar_exactly_when_they_overflow() -> None:
    """Whatever came before: a short list after a long one or after a wait is drawn without
    one (and so at full width in its first frame), two long lists in a row keep theirs."""
    async with PanelApp().run_test(size=(60, 40)) as pilot:
        panel = pilot.app.query_one(DecisionPanel)
        rows = panel.rows
        for count, wait_first in ((30, False), (30, False), (3, False), (30, True), (3, True)):
            if wait_first:
                panel.wait("thinking")
                await pilot.pause()
            panel.show("Choose", options(count), [])
            for _ in range(3):
                await pilot.pause()
            overflows = rows.virtual_size.height > rows.scrollable_content_region.height
            assert overflows == (count == 30)
            assert rows.show_vertical_scrollbar == overflows, (count, wait_first)


def test_options_that_read_the_same_are_told_apart_as_copies_of_a_card() -> None:
    # a new player met "Take Lone Flame (way 2)": two copies of one card, where "way" meant
    # nothing to them
    from tabletop_tui.core.decision import Option
    from tabletop_tui.ui.widgets.option_rows import distinct_labels

    options = [
        Option("take:a", "Take Lone Flame", ("a",)),
        Option("take:b", "Take Lone Flame", ("b",)),
        Option("take:c", "Take Moon Flame", ("c",)),
        Option("end:1", "End the turn"),
        Option("end:2", "End the turn"),
    ]
    assert distinct_labels(options) == [
        "Take Lone Flame",
        "Take Lone Flame (copy 2)",
        "Take Moon Flame",
        "End the turn",
        "End the turn (way 2)",
    ]


async def test_a_key_typed_before_the_question_is_refused_not_applied_to_it() -> None:
    """A review as a new player: the In Nomine Recruit phase ended by itself, the bot's
    turn ran, and the "2" pressed meanwhile recruited a persona on a menu never seen. A
    key (or click) that came in before the question was put is refused, with the reason;
    pressed again, it chooses."""
    from textual import events

    from tests.ui.conftest import first_decision, wait_for

    app = make_app("in-nomine", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await first_decision(pilot)
        first = table.asking
        early = events.Key("1", "1")  # typed now, while the first question is up
        await pilot.press("1")
        await wait_for(pilot, lambda: table.asking not in (None, first))
        chosen = len(table.match.choices)
        app.post_message(early)  # read only after the next question was put
        await pilot.pause()
        await pilot.pause()
        assert len(table.match.choices) == chosen
        assert "came before this question" in str(table.panel.query_one("#note").content)
        await pilot.press("1")
        await wait_for(pilot, lambda: len(table.match.choices) > chosen)


def test_copies_of_one_card_doing_the_same_are_one_option() -> None:
    """A review: "Discard Lone Serpent" and "Discard Lone Serpent (copy 2)" read as two
    choices. Options that read the same and name copies of one design fold into the first,
    with the count; options that read the same but name other designs, or no card, stay."""
    from tabletop_tui.core.decision import Option
    from tabletop_tui.ui.widgets.option_rows import fold_copies

    def design(iid: str) -> str:
        return iid.split("#")[0]

    options = [
        Option("d:serpent#1", "Discard Lone Serpent", ("serpent#1",)),
        Option("d:eye#1", "Discard Lone Eye", ("eye#1",)),
        Option("d:serpent#2", "Discard Lone Serpent", ("serpent#2",)),
        Option("d:serpent#3", "Discard Lone Serpent", ("serpent#3",)),
        Option("x:odd#1", "Take it", ("odd#1",)),
        Option("x:even#1", "Take it", ("even#1",)),  # the same words, another card
        Option("end:1", "End the turn"),
        Option("end:2", "End the turn"),
    ]
    folded = fold_copies(options, design)
    assert [(o.key, o.label) for o in folded] == [
        ("d:serpent#1", "Discard Lone Serpent (one of 3)"),
        ("d:eye#1", "Discard Lone Eye"),
        ("x:odd#1", "Take it"),
        ("x:even#1", "Take it"),
        ("end:1", "End the turn"),
        ("end:2", "End the turn"),
    ]


async def test_a_hand_of_copies_offers_each_design_once() -> None:
    """In NecronomiCards, the discard down to the hand limit: each design held is offered
    once, and the key chooses a copy of it."""
    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.game_screen import GameScreen
    from tests.ui.conftest import WIDE, wait_for, wait_for_screen

    app = make_app("necronomicards", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        for _ in range(200):  # moves until options name copies of one card
            decision = table.asking
            assert decision is not None
            designs = [tuple(table.design(c) for c in o.cards) for o in decision.options]
            labelled = list(zip((o.label for o in decision.options), designs, strict=True))
            if any(o.cards for o in decision.options) and len(set(labelled)) < len(labelled):
                break
            table.commit(decision.options[-1].key)
            await wait_for(pilot, lambda: table.asking is not None or table.match.over)
            assert not table.match.over
        shown = table.panel.options
        assert len(shown) == len(set(labelled)) < len(decision.options)
        assert any("(one of " in o.label for o in shown)
        assert {o.key for o in shown} <= {o.key for o in decision.options}
