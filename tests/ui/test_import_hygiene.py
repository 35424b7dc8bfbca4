"""The rules core, the games and the bots never import Textual (STYLE.md practice 1)."""

from __future__ import annotations

import subprocess
import sys


def test_core_games_and_bots_do_not_import_textual() -> None:
    code = (
        "import sys\n"
        "import tabletop_tui.core, tabletop_tui.games, tabletop_tui.bots\n"
        "import tabletop_tui.core.simulate, tabletop_tui.core.saves, tabletop_tui.core.registry\n"
        "from tabletop_tui.core.registry import games\n"
        "games()\n"
        "print(sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_the_core_imports_no_game_bot_or_screen() -> None:
    """DESIGN.md: the core is the ground floor; games and bots are discovered, not imported."""
    import ast
    from pathlib import Path

    import tabletop_tui.core

    upward = ("tabletop_tui.games", "tabletop_tui.bots", "tabletop_tui.ui", "textual")
    found = []
    for path in Path(tabletop_tui.core.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            found += [f"{path.name}: {n}" for n in names if n.startswith(upward)]
    assert not found, found


def test_the_menu_imports_no_games_screen() -> None:
    """A game's screen loads when the game is chosen, not before the menu shows (the app
    starts sooner): run in a fresh interpreter so other tests' imports do not count."""
    import subprocess
    import sys

    probe = (
        "import sys, asyncio\n"
        "from tabletop_tui.ui.app import make_app\n"
        "async def main():\n"
        "    app = make_app()\n"
        "    async with app.run_test(size=(120, 40)) as pilot:\n"
        "        await pilot.pause()\n"
        "        mods = [m for m in sys.modules if m.startswith('tabletop_tui.ui.')]\n"
        "        print(sorted(m for m in mods if m.endswith('.screen')))\n"
        "asyncio.run(main())\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


def test_the_menu_loads_no_rules_core_bots_or_card_parser() -> None:
    """The plain `tabletop-tui` shows its menu without the engine, the bots, the YAML card
    loader or the setup and dialog screens: they load when a game is chosen (issue 11:
    start to menu within 1.5 times a bare Textual app)."""
    import subprocess
    import sys

    probe = (
        "import sys, asyncio\n"
        "import tabletop_tui.cli\n"
        "from tabletop_tui.ui.app import make_app\n"
        "async def main():\n"
        "    app = make_app()\n"
        "    async with app.run_test(size=(120, 40)) as pilot:\n"
        "        await pilot.pause()\n"
        "        print(' '.join(sorted(sys.modules)))\n"
        "asyncio.run(main())\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded = set(out.stdout.split())
    assert "tabletop_tui.ui.menu" in loaded
    late = {
        "yaml",
        "tabletop_tui.core.cards",
        "tabletop_tui.core.engine",
        "tabletop_tui.core.match",
        "tabletop_tui.core.saves",
        "tabletop_tui.bots",
        "tabletop_tui.ui.setup",
        "tabletop_tui.ui.session",
        "tabletop_tui.ui.game_screen",
        "tabletop_tui.ui.dialogs",
        "tabletop_tui.core.game",
        "tabletop_tui.core.state",
    }
    assert not late & loaded, sorted(late & loaded)
