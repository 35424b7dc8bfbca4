"""The game registry: game id -> how to load its cards and build its rules.

Games are discovered, never imported by the core: each game package declares one
`GameEntry` and names it in the `tabletop_tui.games` entry point group (pyproject.toml),
so a third-party package adds a game by declaring an entry point of its own. The menu
lists games by `GameEntry.order`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.cardfiles import packaged_card_dir
from tabletop_tui.core.info import GameInfo

if TYPE_CHECKING:  # the rules API loads with a game, not with the menu
    from tabletop_tui.core.game import Game

GROUP = "tabletop_tui.games"
# Where the built-in games live when the package runs uninstalled from a source tree
# (no entry point metadata): looked up by name, so the core still imports no game.
BUILT_IN = ("in_nomine", "necronomicards", "possession", "believe_in_me")


@dataclass(frozen=True)
class GameEntry:
    """A game's one declaration: its info, a card loader, a rules factory, and where its
    Textual screen and screenshot scenes live ("module:attribute", imported by the UI only).

    The card loader and the rules factory may be given as "module:attribute" too: then a
    game's rules are imported when it is first loaded, not when the menu lists it (the app
    starts sooner); `info` should then come from a module that imports no rules."""

    info: GameInfo
    load_cards: Callable[[Path], Any] | str
    make: Callable[[Any], Game[Any]] | str
    order: int = 100  # place in the menu (lower first)
    screen: str = ""
    scenes: str = ""

    @property
    def rules_module(self) -> str:
        """The module of the rules factory (what a save's rules fingerprint covers)."""
        if isinstance(self.make, str):
            return self.make.partition(":")[0]
        return self.make.__module__

    def loaders(self) -> tuple[Callable[[Path], Any], Callable[[Any], Game[Any]]]:
        """The card loader and the rules factory, imported now if they were named."""
        return _resolve(self.load_cards), _resolve(self.make)


def _resolve(target: Any) -> Any:
    """A callable, or the one a "module:attribute" string names."""
    if not isinstance(target, str):
        return target
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


_GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Add a game to the registry (discovery does this; tests may add a game of their own)."""
    _GAMES[entry.info.id] = entry


def _discover() -> list[GameEntry]:
    found = [ep.load() for ep in entry_points(group=GROUP)]
    if not found:
        for name in BUILT_IN:
            module = importlib.import_module(f"tabletop_tui.games.{name}")
            found.append(module.ENTRY)
    return found


def _ensure_loaded() -> None:
    if not _GAMES:
        for item in _discover():
            if not isinstance(item, GameEntry):
                raise TypeError(f"entry point in {GROUP} is not a GameEntry: {item!r}")
            register(item)


def games() -> list[GameEntry]:
    """Every registered game, in menu order."""
    _ensure_loaded()
    return sorted(_GAMES.values(), key=lambda e: (e.order, e.info.id))


def entry(game_id: str) -> GameEntry:
    """The registered game with this id; KeyError with the known ids otherwise."""
    _ensure_loaded()
    if game_id not in _GAMES:
        known = ", ".join(e.info.id for e in games())
        raise KeyError(f"unknown game '{game_id}' (games: {known})")
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
        load_cards, make = item.loaders()
        _LOADED[key] = make(load_cards(directory))
    return _LOADED[key]
