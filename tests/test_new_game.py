"""The new-game template never rots: `tabletop-tui new-game` writes a package that passes
ruff, validates, simulates, passes its own tests and plays on the real screen."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core import registry
from tabletop_tui.core.simulate import simulate
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.game_over import GameOverScreen
from tests.ui.conftest import WIDE, wait_for
from tests.worlds import check_games

GAME_ID = "sealed-bids"
PACKAGE = "sealed_bids_template_test"


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The template written into a fresh folder and registered (as its entry point would)."""
    root = tmp_path_factory.mktemp("newgame")
    assert main(["new-game", GAME_ID, "--into", str(root), "--package", PACKAGE]) == 0
    sys.path.insert(0, str(root))
    module = importlib.import_module(PACKAGE)
    registry.register(module.ENTRY)
    yield root
    # gone again, so the menu of later tests in this process lists only the real games
    registry._GAMES.pop(GAME_ID, None)
    sys.path.remove(str(root))


def test_the_written_package_is_ruff_clean(made: Path) -> None:
    """Lint-clean as written (import order depends on the package name the author picks)."""
    ruff = Path(sys.executable).with_name("ruff")
    command = [str(ruff), "check", "--select", "E,F,W,B,UP,SIM", str(made / PACKAGE)]
    out = subprocess.run(command, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_it_validates_and_simulates(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = made / "card_data" / GAME_ID
    assert main(["validate", GAME_ID, "--cards", str(cards)]) == 0
    assert "ok: sealed-bids" in capsys.readouterr().out
    stats = simulate(GAME_ID, 12, ["greedy", "random"], seed=3, cards_dir=cards)
    assert stats.errors == 0 and sum(stats.wins) + stats.draws == 12
    assert stats.wins[0] > stats.wins[1], "greedy should outbid random"


def test_its_worlds_are_dealt_from_its_zones_soundly(made: Path) -> None:
    """The template's determinize fills holes from its zones (core.zones.deal_holes): from
    every seat at every decision the world looks as the view did, holds every card once,
    and plays on to the end (tests/worlds.py, at 2 and 3 players)."""
    game = registry.load_game(GAME_ID, made / "card_data" / GAME_ID)
    assert check_games(game, 2, range(3), every=1) > 100
    assert check_games(game, 3, range(2), every=2) > 50


def test_its_own_tests_pass(made: Path) -> None:
    spec = made / "tests" / "test_sealed_bids" / "test_game.py"
    namespace: dict[str, object] = {}
    exec(compile(spec.read_text(), str(spec), "exec"), namespace)
    cards = made / "card_data" / GAME_ID
    for name, test in namespace.items():
        if name.startswith("test_") and callable(test):
            test(cards)


def test_a_new_game_refuses_to_overwrite(made: Path) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["new-game", GAME_ID, "--into", str(made), "--package", PACKAGE])
    assert exit_info.value.code == 2


async def test_it_plays_on_the_screen_to_the_end(made: Path) -> None:
    cards = made / "card_data" / GAME_ID
    app = make_app(GAME_ID, ["human", "random"], seed=4, cards_dir=cards, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:

        async def bid_until_over() -> bool:
            if isinstance(app.screen, GameOverScreen):
                return True
            await pilot.press("1")
            return False

        for _ in range(200):
            if await bid_until_over():
                break
            await pilot.pause()
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
