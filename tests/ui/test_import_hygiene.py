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
