"""Following the pace: a person's next decision says what happened since their last move;
watch mode pauses (space), moves one at a time (n), shows each bot's hand in turn (v), and
its footer offers those keys instead of a player's."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.possession.cards import HandCard
from tests.ui.conftest import WIDE, wait_for, wait_for_screen


async def test_watch_mode_pauses_steps_and_shows_each_hand() -> None:
    app = make_app("possession", ["greedy", "random"], seed=7, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        assert table.check_action("pause", ()) and table.check_action("step", ())
        assert not table.check_action("pick", ("1",)) and not table.check_action("undo", ())
        await pilot.press("space")
        await wait_for(pilot, lambda: not table.pace.thinking)
        await pilot.pause(0.2)
        stopped = len(table.match.choices)
        await pilot.pause(0.3)
        assert len(table.match.choices) == stopped  # paused: nobody moves
        await pilot.press("n")
        await wait_for(pilot, lambda: len(table.match.choices) == stopped + 1)
        await pilot.pause(0.3)
        assert len(table.match.choices) == stopped + 1  # one move, then paused again
        assert not table.query(HandCard)
        await pilot.press("v")
        await pilot.pause()
        assert table.shown_seat == 0
        hand = table.match.view(0)["players"][0]["hand"]
        assert [c.card_id for c in table.query(HandCard).results(HandCard)] == hand
        await pilot.press("v", "v")
        await pilot.pause()
        assert table.shown_seat is None and not table.query(HandCard)
        await pilot.press("space")
        await wait_for(pilot, lambda: len(table.match.choices) > stopped + 3)


async def test_a_persons_next_decision_says_what_happened_since_their_move() -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        assert not table.check_action("pause", ()) and table.check_action("undo", ())
        news = table.panel.query_one("#news", Static)
        await wait_for(pilot, lambda: table.asking is not None)
        # before the first move: only what touched you since the game began, if anything
        assert not news.has_class("-shown") or str(news.content).startswith("Since the game")
        for _ in range(40):  # moves until the bot has moved in between
            decision = table.asking
            assert decision is not None
            before = len(table.match.choices)
            table.commit(next(o.key for o in decision.options if o.key != "reveal"))
            await wait_for(pilot, lambda: table.asking is not None or table.match.over)
            if len(table.match.choices) > before + 1:
                break
        text = str(news.content)
        assert news.has_class("-shown") and text.startswith("Since your last move (")
        log = table.match.log(0)
        names = [table.match.name(seat) for seat in range(2)]  # about you, or another's doing
        news_lines = {e.text for e in log if e.seats == (0,) or any(n in e.text for n in names)}
        shown = [line[2:] for line in text.split("\n") if line.startswith("• ")]
        assert shown or "none about you" in text
        assert all(line in news_lines for line in shown)


async def test_after_an_undo_the_summary_seen_before_the_move_shows_again() -> None:
    """A third review: the summary vanished after `u` for the rest of that decision."""
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        news = table.panel.query_one("#news", Static)
        seen = ""
        for _ in range(60):  # moves until one that may be taken back, with news above it
            await wait_for(pilot, lambda: table.asking is not None)
            decision = table.asking
            assert decision is not None
            seen = str(news.content) if news.has_class("-shown") else ""
            table.commit(next(o.key for o in decision.options if o.key != "reveal"))
            await wait_for(pilot, lambda: table.asking is not None)
            if seen and table.match.undoable():
                break
        assert seen and table.match.undoable()
        await pilot.press("u")
        await wait_for(pilot, lambda: table.asking is not None and news.has_class("-shown"))
        assert str(news.content) == seen


async def test_bot_delay_shows_the_turns_a_move_ran_through_one_by_one() -> None:
    """Turns that touch a person and run by themselves (a Curse, a Summon aimed at you, a
    lost turn) are shown one per --bot-delay, from a copy of the table: the match has
    moved on already, and saving or leaving meanwhile loses nothing."""
    app = make_app("necronomicards", ["human", "greedy", "greedy"], seed=2, bot_delay=0.05)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        shown: list[tuple[int, int, str]] = []
        original = table._show_frames

        def spy(frames, total, reader):  # type: ignore[no-untyped-def]
            assert table.asking is None  # nobody is asked while the frames play
            assert reader == 0  # one person at the table: the frames show their hand
            original(frames, total, reader)
            shown.append((frames[0].turn, table.match.state.turn, str(table.status.content)))

        table._show_frames = spy  # type: ignore[method-assign]
        for _ in range(60):
            await wait_for(pilot, lambda: table.asking is not None or table.match.over)
            if len(shown) >= 2 or table.match.over:
                break
            table.commit(table.asking.options[0].key)  # type: ignore[union-attr]
        assert len(shown) >= 2
        for frame_turn, match_turn, status in shown:
            assert frame_turn <= match_turn  # a turn on the way: the match is there already
            assert status.startswith(f"Turn {frame_turn} · Following play (")
        await wait_for(pilot, lambda: table.asking is not None or table.match.over)


async def test_in_hot_seat_the_frames_show_no_hand() -> None:
    """The next person may already be at the screen while the frames play: they show the
    table as an onlooker sees it, and the curtain comes before anyone's hand."""
    app = make_app("necronomicards", ["human", "human", "greedy"], seed=2, bot_delay=0.05)
    async with app.run_test(size=WIDE) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        readers: list[int | None] = []
        original = table._show_frames

        def spy(frames, total, reader):  # type: ignore[no-untyped-def]
            readers.append(reader)
            original(frames, total, reader)

        table._show_frames = spy  # type: ignore[method-assign]
        for _ in range(80):
            if readers or table.match.over:
                break
            if app.screen is not table:  # the curtain: the next person takes the keyboard
                await pilot.press("enter")
                await pilot.pause(0.05)
                continue
            if table.asking is None:
                await pilot.pause(0.05)
                continue
            table.commit(table.asking.options[0].key)
            await pilot.pause(0.05)
        assert readers and set(readers) == {None}


async def test_a_hand_shown_in_watch_mode_is_drawn_whole_in_its_first_frame(
    frames: list[list[str]],
) -> None:
    app = make_app("possession", ["greedy", "random"], seed=7, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await pilot.press("space")
        await wait_for(pilot, lambda: not table.pace.thinking)
        await pilot.pause(0.2)
        frames.clear()
        table.action_show_hands()  # as v does, with no frame before it
        for _ in range(4):
            await pilot.pause(0.05)
        assert table.query(HandCard)  # the hand's cards came
        assert frames and frames[0] == frames[-1]


def screen_text(screen: GameScreen) -> str:
    """Every line the screen draws, as the terminal shows it."""
    strips = screen._compositor.render_strips()
    return "\n".join("".join(seg.text for seg in strip) for strip in strips)


@pytest.mark.parametrize("game", ["necronomicards", "in-nomine", "possession", "believe-in-me"])
async def test_a_bots_hand_shown_to_a_spectator_is_theirs_not_yours(game: str) -> None:
    # watching, `v` showed a bot's hand as "★ Normal Bot 1 (you)", "Your hand 2/7" with
    # "click a card to play or bid it": the spectator is nobody at the table
    app = make_app(game, ["greedy", "random"], seed=7, bot_delay=0.3)  # not over at once
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await pilot.press("space")
        await wait_for(pilot, lambda: not table.pace.thinking)
        await pilot.press("v")
        await pilot.pause()
        assert table.shown_seat == 0, (table.match.over, type(app.screen).__name__)
        text = screen_text(table)
        name = table.match.name(0)
        assert f"{name}'s" in text
        for words in ("(you)", "Your hand", "Your Spell cards", "click a card to play"):
            assert words not in text, words


async def test_n_shows_the_summary_whole_where_the_panel_cuts_it() -> None:
    """A fourth review at 80x24: the summary was its heading and one line cut with "…",
    and nothing but the log showed the rest. n opens every line of it, whole; n again
    closes it and the question is still put."""
    from tabletop_tui.ui.dialogs import NewsScreen

    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        news = table.panel.query_one("#news", Static)
        await wait_for(pilot, lambda: table.asking is not None)
        for _ in range(60):  # moves until a summary is cut short
            text = str(news.content) if news.has_class("-shown") else ""
            if "n: all" in str(news.border_subtitle):  # ("3 more · n: all", on its edge)
                break
            decision = table.asking
            assert decision is not None
            table.commit(next(o.key for o in decision.options if o.key != "reveal"))
            await wait_for(pilot, lambda: table.asking is not None or table.match.over)
        assert "n: all" in str(news.border_subtitle)
        asking = table.asking
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, NewsScreen))
        assert isinstance(app.screen, NewsScreen)
        whole = app.screen.whole
        assert whole.heading.startswith("Since ")
        lines = [entry.text for entry in whole.lines]
        assert len(lines) > 1 or text.rstrip().endswith("…")
        log = {e.text for e in table.match.log(0)}
        assert lines and all(line in log for line in lines)  # each line whole, as logged
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is table)
        assert table.asking is asking and str(news.content) == text


async def test_n_with_nothing_new_says_so() -> None:
    app = make_app("necronomicards", ["human", "greedy"], seed=1, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        table.news = None  # (as before the first move of a game with nothing to tell)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is table
        assert any("Nothing has happened" in str(n.message) for n in app._notifications)


async def test_a_watched_bots_own_lines_name_the_bot_not_you() -> None:
    """A fourth review, watching bots with a bot's hand shown (v): the log read "You take
    Lone Eye." as if to the watcher. A line told to that bot alone names it."""
    from tabletop_tui.ui.widgets.log_panel import LogPanel

    app = make_app("necronomicards", ["greedy", "greedy"], seed=2, bot_delay=0.2)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        await wait_for(pilot, lambda: any(e.seats == (0,) for e in table.match.log(0)))
        await pilot.press("space")  # paused
        await wait_for(pilot, lambda: not table.pace.thinking)
        assert not table.match.over
        await pilot.press("v")
        await pilot.pause()
        assert table.shown_seat == 0
        shown = [e.text for e in table.query_one(LogPanel)._entries]
        private = [e for e in table.match.log(0) if e.seats == (0,)]
        assert private  # (the bot's own draws)
        assert not any(text.startswith("You ") for text in shown)
        name = table.match.name(0)
        assert sum(text.startswith(f"Told to {name}: You ") for text in shown) == len(private)


async def test_n_while_a_bot_moves_does_not_say_nothing_happened() -> None:
    """A newcomer play-test: n during a bot's turn said "Nothing has happened since your
    last move", though the bot's last turn had destroyed one of the person's Humans. With
    no question put, n says the next one sums it up."""
    app = make_app("necronomicards", ["human", "greedy"], seed=1, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        table.asking = None  # (as while the bot thinks)
        await pilot.press("n")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert not any("Nothing has happened" in m for m in said)
        assert any("your next question sums up what happened" in m for m in said)
