"""Continue: a good save resumes; a corrupt one is reported and left exactly as it was."""

from __future__ import annotations

from pathlib import Path

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.menu import MenuScreen
from tests.ui.conftest import WIDE


async def test_continue_is_greyed_out_without_a_save(save_file: Path) -> None:
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert menu.choices.get_option("continue").disabled
        assert menu.notes["continue"].startswith("No saved game yet")
        await pilot.press("c")
        assert isinstance(app.screen, MenuScreen)
    assert not save_file.exists()


async def test_a_corrupt_save_is_reported_and_left_untouched(save_file: Path) -> None:
    save_file.parent.mkdir(parents=True)
    save_file.write_bytes(b'{"format": "tabletop-tui-save", "version": 1, "game": ')
    before = save_file.read_bytes()
    app = make_app()
    async with app.run_test(size=WIDE, notifications=True) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        note = app.screen.notes["continue"]  # type: ignore[attr-defined]
        assert note.startswith("Cannot continue:") and "corrupt save" in note
        assert any("corrupt save" in n.message for n in app._notifications)
    assert save_file.read_bytes() == before
