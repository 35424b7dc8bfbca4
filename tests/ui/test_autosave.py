"""Saves as a player meets them: written after every choice, one per game, described on the
menu, never replaced without a question, a changed game never continued silently, and
ctrl+q asking first while a game is on."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop_tui.core.slots import slot_path
from tabletop_tui.ui.app import TabletopApp, make_app
from tabletop_tui.ui.dialogs import ConfirmScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.game_screen import GameScreen
from tabletop_tui.ui.menu import MenuScreen
from tests.ui.conftest import WIDE, wait_for, wait_for_screen


def note(app: TabletopApp, row: str = "continue") -> str:
    """What a row of the menu says beside its name."""
    menu = app.screen
    assert isinstance(menu, MenuScreen)
    return menu.notes[row]


async def play_some(pilot, moves: int = 3) -> GameScreen:  # type: ignore[no-untyped-def]
    """Make `moves` choices of the person's (the first option, but never a Daemon's reveal,
    which asks first)."""
    table = await wait_for_screen(pilot, GameScreen)
    assert isinstance(table, GameScreen)
    for _ in range(moves):
        await wait_for(pilot, lambda: table.asking is not None)
        assert table.asking is not None
        table.commit(next(o.key for o in table.asking.options if o.key != "reveal"))
    await wait_for(pilot, lambda: table.asking is not None)
    return table


async def test_every_choice_is_saved_and_the_menu_describes_the_save() -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await play_some(pilot)
        match = table.match
        app.autosaver.flush()
        saved = json.loads(slot_path("possession").read_text())
        assert saved["choices"] == match.choices and saved["summary"]["turn"] == match.turn
        await pilot.press("q")
        dialog = await wait_for_screen(pilot, ConfirmScreen)
        assert "saved after every move" in dialog.question  # type: ignore[attr-defined]
        await pilot.press("y")
        await wait_for_screen(pilot, MenuScreen)
        wanted = f"Possession, turn {match.turn}, you vs {match.name(1)} · saved just now"
        assert note(app) == wanted
        await pilot.press("c")
        resumed = await wait_for_screen(pilot, GameScreen)
        assert resumed.match.choices == match.choices  # type: ignore[attr-defined]


async def test_a_save_per_game_and_a_new_game_asks_before_replacing_one() -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await play_some(pilot, 1)
        app.autosaver.flush()
        app.show_menu()
        app.play(session("in-nomine"))
        await play_some(pilot, 1)
        app.autosaver.flush()
        app.show_menu()
        await pilot.pause()
        notes = [note(app, "continue"), note(app, "save-1")]
        assert any(n.startswith("In Nomine, turn") for n in notes)
        assert any(n.startswith("Possession, turn") for n in notes)
        before = slot_path("possession").read_bytes()

        app.play(session("possession"))
        dialog = await wait_for_screen(pilot, ConfirmScreen)
        assert "takes the place of your saved game: Possession" in dialog.question  # type: ignore[attr-defined]
        await pilot.press("n")
        await wait_for_screen(pilot, MenuScreen)
        assert slot_path("possession").read_bytes() == before


def session(game_id: str):  # type: ignore[no-untyped-def]
    from tabletop_tui.ui.session import Session, make_seats

    return Session(game_id, make_seats(["human", "greedy"]), 3)


async def test_a_save_of_a_changed_game_is_continued_only_after_a_yes() -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await play_some(pilot)
        choices = list(table.match.choices)
        app.autosaver.flush()
        app.show_menu()
        path = slot_path("possession")
        data = json.loads(path.read_text())
        data["fingerprint"]["rules"] = "an-older-version"
        path.write_text(json.dumps(data))
        before = path.read_bytes()
        app.screen.on_screen_resume()  # type: ignore[attr-defined]
        assert "⚠ the rules changed since: it may not replay" in note(app)

        await pilot.press("c")
        dialog = await wait_for_screen(pilot, ConfirmScreen)
        assert "The rules changed since this save was made" in dialog.question  # type: ignore[attr-defined]
        await pilot.press("n")
        await wait_for_screen(pilot, MenuScreen)
        assert path.read_bytes() == before

        await pilot.press("c")
        await wait_for_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        resumed = await wait_for_screen(pilot, GameScreen)
        assert resumed.match.choices == choices  # type: ignore[attr-defined]


async def test_the_end_of_a_game_removes_its_save() -> None:
    app = make_app("necronomicards", ["human", "random"], seed=121, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await play_some(pilot, 1)
        app.autosaver.flush()
        assert slot_path("necronomicards").exists()
        for _ in range(3000):
            if table.match.over:
                break
            if table.asking is not None:
                table.commit(table.asking.options[0].key)
            await pilot.pause()
        await wait_for_screen(pilot, GameOverScreen)
        app.autosaver.flush()
        assert not slot_path("necronomicards").exists()


async def test_ctrl_q_asks_during_a_game_and_quits_from_the_menu(home: Path) -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await play_some(pilot, 1)
        await pilot.press("ctrl+q")
        dialog = await wait_for_screen(pilot, ConfirmScreen)
        assert dialog.question.startswith("Quit tabletop-tui?")  # type: ignore[attr-defined]
        # its own footer names its keys over the table's (a review saw "1-9 a-z Choose")
        await pilot.pause()
        keys = " ".join(str(w.render()) for w in dialog.query("FooterKey"))
        assert "Yes" in keys and "No" in keys and "Choose" not in keys
        await pilot.press("n")
        await wait_for_screen(pilot, GameScreen)
        assert app.is_running
        app.show_menu()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running or app._exit_renderables is not None


async def test_load_opens_a_save_at_its_table_and_goes_on_saving_into_it(tmp_path: Path) -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await play_some(pilot)
        choices = list(table.match.choices)
        app.autosaver.flush()
    path = tmp_path / "mine.json"
    path.write_bytes(slot_path("possession").read_bytes())

    from tabletop_tui.core.saves import read_save

    loaded = TabletopApp(save_path=path, loaded=read_save(path), bot_delay=0)
    async with loaded.run_test(size=WIDE) as pilot:
        resumed = await play_some(pilot, 1)
        assert resumed.match.choices[: len(choices)] == choices
        assert len(resumed.match.choices) > len(choices)
        loaded.autosaver.flush()
        assert json.loads(path.read_text())["choices"] == resumed.match.choices


async def test_load_of_a_changed_save_asks_first_and_keeps_the_file(tmp_path: Path) -> None:
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await play_some(pilot)
        app.autosaver.flush()
    path = tmp_path / "old.json"
    data = json.loads(slot_path("possession").read_text())
    data["fingerprint"]["cards"] = "older-cards"
    path.write_text(json.dumps(data))
    before = path.read_bytes()

    from tabletop_tui.core.slots import describe

    asking = TabletopApp(save_path=path, ask_to_load=describe(path), bot_delay=0)
    async with asking.run_test(size=WIDE) as pilot:
        dialog = await wait_for_screen(pilot, ConfirmScreen)
        assert "The cards changed since this save was made" in dialog.question  # type: ignore[attr-defined]
        await pilot.press("n")
        await wait_for_screen(pilot, MenuScreen)
    assert path.read_bytes() == before


async def test_after_a_failed_autosave_leaving_says_the_moves_are_lost(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A bad-input audit: with the saves folder read-only, q and ctrl+q still said the game
    was saved after every move, and the moves since were lost."""
    import tabletop_tui.core.saves as saves

    def refuse(text: str, path: Path) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(saves, "write_save_text", refuse)
    app = make_app("possession", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await play_some(pilot)
        for key in ("q", "ctrl+q"):
            await pilot.press(key)
            dialog = await wait_for_screen(pilot, ConfirmScreen)
            question = dialog.question  # type: ignore[attr-defined]
            assert "could not be saved" in question and "moves since are lost" in question
            assert "saved after every move" not in question
            await pilot.press("n")
            await wait_for_screen(pilot, GameScreen)
