"""The game registry: game id -> how to load its cards and build its rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import packaged_card_dir
from tabletop_tui.core.game import Game, GameInfo


@dataclass(frozen=True)
class GameEntry:
    """A registered game: its info, a card loader, and a rules factory."""

    info: GameInfo
    load_cards: Callable[[Path], Any]
    make: Callable[[Any], Game[Any]]


_GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Add a game to the registry."""
    _GAMES[entry.info.id] = entry


def _ensure_loaded() -> None:
    if not _GAMES:
        import tabletop_tui.games  # noqa: F401  (registers every game)


def games() -> list[GameEntry]:
    """Every registered game, in menu order."""
    _ensure_loaded()
    return list(_GAMES.values())


def entry(game_id: str) -> GameEntry:
    """The registered game with this id; KeyError with the known ids otherwise."""
    _ensure_loaded()
    if game_id not in _GAMES:
        raise KeyError(f"unknown game '{game_id}' (games: {', '.join(_GAMES)})")
    return _GAMES[game_id]


_LOADED: dict[tuple[Any, ...], Game[Any]] = {}


def _stamp(directory: Path) -> tuple[tuple[str, int, int], ...]:
    """What the card files look like now (an edited file loads afresh)."""
    files = sorted(directory.glob("*.yaml")) if directory.is_dir() else []
    return tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)


def load_game(game_id: str, cards_dir: Path | None = None) -> Game[Any]:
    """Load a game's cards (packaged, or from `cards_dir`) and build its rules.

    Parsing YAML with line numbers is slow, so a game loaded once is kept and shared
    (rules objects hold no game state) until its card files change.
    """
    item = entry(game_id)
    directory = cards_dir if cards_dir is not None else packaged_card_dir(game_id)
    key = (game_id, str(directory.resolve()), _stamp(directory))
    if key not in _LOADED:
        _LOADED[key] = item.make(item.load_cards(directory))
    return _LOADED[key]
