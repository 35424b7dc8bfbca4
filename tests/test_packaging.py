"""The wheel carries card_data/ and the installed loader finds it there (DESIGN.md Layout)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_contains_the_card_data(tmp_path: Path):
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    wheel = next(tmp_path.glob("tabletop_tui-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for game_file in ("spells.yaml", "summons.yaml", "curses.yaml", "RULINGS.md"):
        assert f"tabletop_tui/card_data/necronomicards/{game_file}" in names
    assert "tabletop_tui/cli.py" in names
    assert "tabletop_tui/card_data/believe-in-me/truth.yaml" in names
    assert "tabletop_tui/templates/newgame/package/game.py.tmpl" in names  # new-game


def test_installed_layout_is_found(tmp_path: Path, monkeypatch):
    """The loader looks inside the package first (as installed from the wheel)."""
    from tabletop_tui.core import cardfiles, cards

    fake_pkg = tmp_path / "tabletop_tui"
    (fake_pkg / "core").mkdir(parents=True)
    (fake_pkg / "card_data" / "necronomicards").mkdir(parents=True)
    monkeypatch.setattr(cardfiles, "__file__", str(fake_pkg / "core" / "cardfiles.py"))
    assert cards.packaged_card_dir("necronomicards") == fake_pkg / "card_data" / "necronomicards"


def test_core_games_and_bots_never_import_textual():
    code = (
        "import sys, tabletop_tui.core.engine, tabletop_tui.core.match, tabletop_tui.core.saves,"
        " tabletop_tui.core.simulate, tabletop_tui.games, tabletop_tui.bots, tabletop_tui.report;"
        " bad = [m for m in sys.modules if m == 'textual' or m.startswith('textual.')];"
        " assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
