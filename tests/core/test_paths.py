"""Where the app keeps its saves: $TABLETOP_TUI_HOME, else the XDG data folder, else ~."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_tui.core.paths import data_home, last_save_path


def test_tabletop_tui_home_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TABLETOP_TUI_HOME", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_home() == tmp_path / "mine"
    assert last_save_path() == tmp_path / "mine" / "saves" / "last.json"


def test_else_the_xdg_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("TABLETOP_TUI_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_home() == tmp_path / "xdg" / "tabletop-tui"


def test_else_under_the_home_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for empty in ("TABLETOP_TUI_HOME", "XDG_DATA_HOME"):
        monkeypatch.setenv(empty, "")  # set but empty counts as unset
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_home() == tmp_path / ".local" / "share" / "tabletop-tui"
    assert (
        last_save_path() == tmp_path / ".local" / "share" / "tabletop-tui" / "saves" / "last.json"
    )
