"""Where the app keeps its files: saves under $TABLETOP_TUI_HOME or ~/.local/share/tabletop-tui."""

from __future__ import annotations

import os
from pathlib import Path


def data_home() -> Path:
    """The app's data folder (created on demand by writers)."""
    env = os.environ.get("TABLETOP_TUI_HOME")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tabletop-tui"


def last_save_path() -> Path:
    """The save that the menu's Continue loads."""
    return data_home() / "saves" / "last.json"
