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
