"""Redrawing only what changed (issue 11): a card row keeps the widgets of the cards still
there, a Static is not updated again with what it shows, and a class set on a container
restyles exactly what the stylesheet says it may restyle."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Label, Static

from tabletop_tui.core.decision import Option
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.widgets import repaint, whole_frame
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.decision_panel import DecisionPanel
from tabletop_tui.ui.widgets.settled_layout import SettledLayout
from tests.ui.conftest import WIDE, first_decision, wait_for


class RowApp(App[None]):
    CSS = """
    .-marked { color: red; }
    Vertical.-lit .shade { color: green; }
    """

    def compose(self) -> ComposeResult:
        yield CardRow(id="row")
        with Vertical(id="box"):
            yield Label("plain", classes="plain")
            yield Label("shade", classes="shade")
        yield Static(id="words")


def make(card_id: str, classes: str) -> CardWidget:
    return CardWidget(card_id, card_id, classes=classes)


def shown(row: CardRow) -> list[CardWidget]:
    """The card widgets the row holds once removals are done, in order."""
    return list(row.query_children(CardWidget).results(CardWidget))


async def test_a_card_row_keeps_the_widgets_of_the_cards_still_there_in_the_new_order() -> None:
    async with RowApp().run_test() as pilot:
        row = pilot.app.query_one(CardRow)
        row.show_cards(["a", "b", "c"], make)
        await pilot.pause()
        before = {w.card_id: w for w in shown(row)}

        marked = lambda card: "-choosable" if card == "b" else ""  # noqa: E731
        row.show_cards(["b", "d", "a", "e"], make, marked)
        await pilot.pause()
        after = shown(row)
        assert [w.card_id for w in after] == ["b", "d", "a", "e"]
        assert after[0] is before["b"] and after[2] is before["a"]
        assert after[1] is before["c"] and str(after[1].content) == "d"  # c's went to d
        assert after[3] not in before.values()  # e is new: no widget was free for it
        assert after[0].has_class("-choosable") and not after[2].has_class("-choosable")
        assert row.cards == after

        # the same card twice: each copy is kept once, a third is new
        row.show_cards(["a", "a"], make)
        await pilot.pause()
        twice = shown(row)
        assert twice[0] is after[2]  # a's widget stays a's; b's widget goes to the second a
        row.show_cards(["a", "x", "a", "a"], make)
        await pilot.pause()
        thrice = shown(row)
        assert [w.card_id for w in thrice] == ["a", "x", "a", "a"]
        assert thrice[0] is twice[0] and thrice[2] is twice[1]
        assert thrice[3] not in twice

        # what else the cards are drawn from changed: all are built again
        row.show_cards(["a", "x", "a", "a"], make, look="legs")
        await pilot.pause()
        assert not set(shown(row)) & set(thrice)
        assert [w.card_id for w in shown(row)] == ["a", "x", "a", "a"]


class Other(CardWidget):
    """Another kind of card widget: never takes over a CardWidget's place."""


def dressed(card_id: str, classes: str) -> CardWidget:
    widget = CardWidget(card_id, Text(card_id.upper(), style="bold"), classes=classes)
    widget.tooltip = f"about {card_id}"
    widget.border_title = card_id
    if card_id == "y":
        widget.border_subtitle = "late"
    return widget


async def test_a_card_that_came_takes_over_a_widget_that_went_as_if_built_anew() -> None:
    async with RowApp().run_test() as pilot:
        row = pilot.app.query_one(CardRow)
        row.show_cards(["w", "x"], lambda c, cls: dressed(c, f"{cls} -{c}"))
        await pilot.pause()
        w, x = shown(row)
        x.focus()  # a person is on x: it must not turn into another card
        await pilot.pause()
        row.show_cards(["y", "z"], lambda c, cls: dressed(c, f"{cls} -{c}"), lambda c: "-choosable")
        await pilot.pause()
        y, z = shown(row)
        assert y is w and not x.is_attached and z is not x
        fresh = dressed("y", "-choosable -y")
        assert y.card_id == "y" and repaint.look(y.content) == repaint.look(fresh.content)
        assert y.classes == fresh.classes == {"-choosable", "-y"}
        assert (y.tooltip, y.border_title, y.border_subtitle) == ("about y", "y", "late")
        assert y.styles.border_top == z.styles.border_top  # restyled as -choosable

        # another kind of widget is built, not taken over
        row.show_cards(["q"], lambda c, cls: Other(c, c))
        await pilot.pause()
        (q,) = shown(row)
        assert isinstance(q, Other) and not y.is_attached and not z.is_attached


async def test_a_static_is_not_updated_again_with_what_it_shows() -> None:
    async with RowApp().run_test() as pilot:
        words = pilot.app.query_one("#words", Static)
        first = Text("Turn 3", style="bold")
        assert repaint.put(words, first)
        assert not repaint.put(words, Text("Turn 3", style="bold"))
        assert words.content is first
        # the same words in another style draw differently (Text == compares words only)
        assert repaint.put(words, Text("Turn 3", style="italic"))
        assert repaint.put(words, Text("Turn 3", style="italic") + Text("!", style="red"))
        assert not repaint.put(words, Text("Turn 3", style="italic") + Text("!", style="red"))
        assert repaint.put(words, Text("Turn 3", style="italic") + Text("!", style="blue"))
        assert repaint.put(words, Content("Turn 3"))
        assert not repaint.put(words, Content("Turn 3"))
        assert repaint.put(words, Content.from_markup("[b]Turn 3"))
        assert repaint.put(words, "Turn 3")
        assert not repaint.put(words, "Turn 3")


async def test_a_class_on_a_container_restyles_what_a_rule_names_under_it() -> None:
    async with RowApp().run_test() as pilot:
        box = pilot.app.query_one("#box", Vertical)
        plain, shade = box.query_one(".plain", Label), box.query_one(".shade", Label)
        normal = shade.styles.color
        repaint.set_class(box, True, "-lit")
        assert box.has_class("-lit") and shade.styles.color.hex == "#008000"
        repaint.set_class(box, False, "-lit")
        assert not box.has_class("-lit") and shade.styles.color == normal
        repaint.set_class(plain, True, "-marked")
        assert plain.styles.color.hex == "#FF0000"
        assert repaint.styled_by(pilot.app.stylesheet)["-lit"] >= {".shade"}
        assert "-marked" not in repaint.styled_by(pilot.app.stylesheet)


async def test_class_changes_in_a_batch_are_restyled_together_when_it_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with RowApp().run_test() as pilot:
        app = pilot.app
        box = app.query_one("#box", Vertical)
        plain, shade = box.query_one(".plain", Label), box.query_one(".shade", Label)
        passes: list[int] = []
        update_nodes = repaint.update_nodes

        def counted(stylesheet: Any, nodes: Any) -> None:
            passes.append(len(list(nodes)))
            update_nodes(stylesheet, nodes)

        monkeypatch.setattr(repaint, "update_nodes", counted)
        with repaint.batched():
            repaint.set_class(box, True, "-lit")
            with repaint.batched():  # nested: the outer batch restyles
                repaint.set_class(plain, True, "-marked")
            assert box.has_class("-lit") and plain.has_class("-marked")  # classes at once
            assert passes == [] and shade.styles.color.hex != "#008000"  # styles at the end
        assert passes == [3]  # the box, what -lit styles under it, and the marked label
        assert shade.styles.color.hex == "#008000" and plain.styles.color.hex == "#FF0000"
        repaint.set_class(plain, False, "-marked")  # outside a batch: at once, as before
        assert passes == [3, 1] and plain.styles.color.hex != "#FF0000"


async def test_after_a_move_the_hand_keeps_its_widgets_and_the_unchanged_text_is_not_redrawn() -> (
    None
):
    app = make_app("necronomicards", ["human", "random"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:

        def ready() -> bool:
            return isinstance(app.screen, GameScreen) and app.screen.asking is not None

        table = await first_decision(pilot)
        assert isinstance(table, NecronomiCardsScreen)
        goal = table.query_one("#goal", Static)
        shown_goal = goal.content
        changed = False
        for _ in range(30):  # until a move changes the hand (a card drawn or cast)
            row = table.query_one("#home-hand", CardRow)
            before = {w.card_id: w for w in row.cards}
            decision = table.asking
            assert decision is not None
            table._commit(decision.options[-1].key)

            def moved(asked: object = decision) -> bool:
                return table.match.over or (ready() and table.asking is not asked)

            await wait_for(pilot, moved)
            if table.match.over:
                break
            await pilot.pause()
            spells = table.match.view(0)["players"][0]["spells"]
            assert [w.card_id for w in row.cards] == list(spells)
            assert [w.card_id for w in shown(row)] == list(spells)
            for widget in row.cards:
                if widget.card_id in before:
                    assert widget is before[widget.card_id]
            changed = changed or set(before) != set(spells)
            if changed and set(before) & set(spells):
                break
        assert changed
        assert goal.content is shown_goal  # the goal never changes: never updated again


class PanelScreen(SettledLayout):
    """A decision panel over a log, settled as a table's (TableScreen.settle_layout)."""

    def compose(self) -> ComposeResult:
        yield DecisionPanel(id="decision")
        yield Static("the log", id="below")

    def settle_layout(self) -> bool:
        return self.query_one(DecisionPanel).settle()

    def on_resize(self) -> None:  # as TableScreen's
        self.query_one(DecisionPanel).screen_resized()


class PanelApp(App[None]):
    CSS = "DecisionPanel { max-height: 70%; }"

    def get_default_screen(self) -> Screen[Any]:
        return PanelScreen()


def options(n: int) -> list[Option]:
    return [Option(f"o{i}", f"Option {i}") for i in range(n)]


async def test_the_decision_panel_keeps_its_tallest_height_until_the_screen_changes_size() -> None:
    """A shorter decision (or none, while a bot moves) does not shrink the panel, so what is
    under it (the log) stays put from move to move; a new screen size fits it afresh."""
    async with PanelApp().run_test(size=(60, 30)) as pilot:
        panel = pilot.app.query_one(DecisionPanel)
        below = pilot.app.query_one("#below", Static)
        panel.show("Choose one.", options(2), [])
        await pilot.pause()
        await pilot.pause()
        short = panel.outer_size.height
        panel.show("Choose one.", options(8), [])
        await pilot.pause()
        await pilot.pause()
        tall = panel.outer_size.height
        assert tall >= short + 6
        top = below.region.y
        for step in (lambda: panel.show("Choose.", options(1), []), lambda: panel.wait("Bot")):
            step()
            await pilot.pause()
            await pilot.pause()
            assert panel.outer_size.height == tall and below.region.y == top
        panel.wait("Game over.", done=True)  # no decision will come: the log takes the room
        await pilot.pause()
        await pilot.pause()
        assert panel.outer_size.height < tall and below.region.y < top
        panel.show("Choose one.", options(8), [])
        await pilot.pause()
        await pilot.pause()
        panel.wait("Bot")
        await pilot.pause()
        await pilot.pause()
        assert panel.outer_size.height == tall  # kept while the bot moves
        await pilot.resize_terminal(61, 30)
        await pilot.pause()
        await pilot.pause()
        assert panel.outer_size.height < tall  # fitted afresh: the wait is short
        await pilot.resize_terminal(61, 12)  # the max-height still rules over the kept height
        panel.show("Choose one.", options(8), [])
        await pilot.pause()
        await pilot.pause()
        assert panel.outer_size.height <= 12 * 70 // 100


async def test_the_options_keep_the_focus_while_a_bot_moves() -> None:
    """The option list keeps the focus when it empties for a bot's move (the focus moving
    away and back rebuilt the footer's keys after every move)."""
    app = make_app("necronomicards", ["human", "random"], seed=3, bot_delay=30)
    async with app.run_test(size=WIDE) as pilot:
        table = await first_decision(pilot)
        assert isinstance(table, GameScreen)
        rows = table.panel.rows
        assert app.focused is rows
        for _ in range(10):  # until a move hands the turn to the bot
            decision = table.asking
            assert decision is not None
            table._commit(decision.options[-1].key)
            await pilot.pause()
            if table.asking is None:
                break
        await pilot.pause()
        assert table.asking is None and rows.has_class("-waiting")  # the bot's move, 30 s away
        assert app.focused is rows


async def test_full_collections_wait_for_a_person_to_be_thinking(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """While a table is up, what was alive when it opened (the app, rules, cards) is frozen
    out of the collector's full sweeps, which walked all of it (50-100 ms) every few moves,
    in the middle of a repaint; a full sweep runs instead once a person has been asked and
    not answered for a moment. Leaving the table gives the collector its own rhythm back."""
    import gc

    from tabletop_tui.ui import collector

    swept: list[int] = []
    idle = collector.idle
    monkeypatch.setattr(collector, "idle", lambda: (swept.append(1), idle()))
    normal = gc.get_threshold()
    app = make_app("necronomicards", ["human", "random"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await first_decision(pilot)
        await wait_for(pilot, lambda: gc.get_threshold()[2] == collector.NEVER)
        assert gc.get_freeze_count() > 10_000  # no full sweep of its own accord, then
        await wait_for(pilot, lambda: bool(swept), 10)  # the person is thinking: swept
        assert table.asking is not None
        table.action_leave()
        await pilot.pause()
        await pilot.press("y")
        await wait_for(pilot, lambda: not isinstance(app.screen, GameScreen))
        await pilot.pause()
        assert gc.get_freeze_count() == 0 and gc.get_threshold() == normal


async def test_a_game_of_bots_still_sweeps_now_and_then(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nobody is asked in a game of bots: a full sweep runs as a bot starts thinking, once
    the table is painted, SPACING seconds apart at the least (here none)."""
    import gc

    from tabletop_tui.ui import collector

    monkeypatch.setattr(collector, "SPACING", 0.0)
    app = make_app("necronomicards", ["random", "random"], seed=3, bot_delay=0.05)
    async with app.run_test(size=WIDE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        await wait_for(pilot, lambda: gc.get_threshold()[2] == collector.NEVER)
        sweeps = gc.get_stats()[2]["collections"]
        await wait_for(pilot, lambda: gc.get_stats()[2]["collections"] > sweeps, 10)


def test_the_collector_is_given_back_when_the_last_table_closes() -> None:
    """Play again opens the next table before the last one has closed: the collector stays
    held until both have closed."""
    import gc

    from tabletop_tui.ui import collector

    normal = gc.get_threshold()
    collector.table_opened()
    collector.table_opened()
    collector.table_closed()
    assert gc.get_threshold()[2] == collector.NEVER and gc.get_freeze_count() > 0
    sweeps = gc.get_stats()[2]["collections"]
    collector.idle()
    assert gc.get_stats()[2]["collections"] == sweeps + 1
    collector.table_closed()
    assert gc.get_threshold() == normal and gc.get_freeze_count() == 0


class NarrowCardsApp(RowApp):
    CSS = RowApp.CSS + "CardWidget { width: 12; }"


async def test_cards_mounted_in_a_whole_frame_are_in_the_first_frame_drawn_after_it(
    frames: list[list[str]],
) -> None:
    async with NarrowCardsApp().run_test() as pilot:
        row = pilot.app.query_one(CardRow)
        row.show_cards(["a"], make)
        await pilot.pause()
        frames.clear()
        ran: list[int] = []
        with whole_frame.whole_frame(pilot.app):
            row.show_cards(["a", "bee", "cat"], make)
            whole_frame.after_frame(row, lambda: ran.append(len(frames)))
            assert pilot.app._batch_count  # held: no frame until the mounts are done
        await pilot.pause()
        await pilot.pause()
        assert frames and ran, "a frame was drawn and the callback ran"
        assert any("bee" in line and "cat" in line for line in frames[0])
        assert ran[0] >= 1  # the callback ran after that frame, not before it
        assert not pilot.app._batch_count


async def test_a_hold_whose_mount_never_ends_lets_frames_go_after_its_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(whole_frame, "HOLD_AT_MOST", 0.05)
    async with RowApp().run_test() as pilot:
        never = asyncio.get_running_loop().create_future()
        with whole_frame.whole_frame(pilot.app):
            whole_frame.track(never)
        assert pilot.app._batch_count
        await wait_for(pilot, lambda: not pilot.app._batch_count, seconds=2)
        never.cancel()


async def test_a_move_is_drawn_whole_in_its_first_frame(frames: list[list[str]]) -> None:
    """The first frame after a person's move shows the table as it settles: the cards that
    came, the rows at their new heights, the marked option's cards, the log's newest line
    (they came one or two frames later, ~30 ms, each time a move mounted a card)."""
    async with make_app("necronomicards", ["human", "random"], seed=3, bot_delay=30).run_test(
        size=WIDE
    ) as pilot:
        table = await first_decision(pilot)
        hand = set(table.query_one("#home-hand", CardRow).card_ids)
        await pilot.pause()
        frames.clear()
        table.commit(table.asking.options[0].key)  # as "1" does, but no frame before it
        for _ in range(6):
            await pilot.pause(0.05)
        assert set(table.query_one("#home-hand", CardRow).card_ids) != hand  # cards came
        assert len(frames) >= 1
        assert frames[0] == frames[-1]


async def test_after_a_move_no_later_frame_only_restyles_what_the_first_drew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A frame after the first may move things (a scroll into sight) but not just recolour
    them: the option rows were wrapped for a scrollbar the list no longer had (the cursor's
    bar two columns short) and put right one frame later. In Nomine, seed 3, a person picking
    as a seeded die does, with the bot's turns followed as a person sees them."""
    drawn: list[list[tuple[tuple[str, object], ...]]] = []
    refresh = Screen._compositor_refresh

    def spy(self: Screen[object]) -> None:
        refresh(self)
        if isinstance(self, GameScreen):
            lines = self._compositor.render_strips()
            drawn.append([tuple((s.text, s.style) for s in strip) for strip in lines])

    monkeypatch.setattr(Screen, "_compositor_refresh", spy)
    die = random.Random(3)
    restyled_only = 0
    async with make_app("in-nomine", ["human", "random"], seed=3, bot_delay=0.6).run_test(
        size=WIDE
    ) as pilot:
        app = pilot.app
        for _ in range(6):
            await wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.asking)
            await asyncio.sleep(0.3)
            table = app.screen
            assert isinstance(table, GameScreen) and table.asking is not None
            drawn.clear()
            table.commit(die.choice(table.asking.options).key)
            await asyncio.sleep(0.3)
            texts = [["".join(t for t, _ in line) for line in frame] for frame in drawn]
            restyled_only += sum(
                1
                for n in range(1, len(drawn))
                if drawn[n] != drawn[n - 1] and texts[n] == texts[n - 1]
            )
    assert restyled_only == 0
