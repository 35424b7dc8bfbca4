"""Small modules (issue 10, "the house"): about 400 lines each; none may grow past 500."""

from __future__ import annotations

from pathlib import Path

import tabletop_tui

LIMIT = 500


def test_no_module_is_longer_than_the_limit() -> None:
    root = Path(tabletop_tui.__file__).parent
    long = {
        str(p.relative_to(root)): n
        for p in root.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not long, f"split these modules: {long}"
