"""What made a save: a fingerprint of the game's rules (its Python package) and of its card
files, so a save replayed after an update that changed either is never continued silently."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

from tabletop_tui.core.cardfiles import CardDataError, packaged_card_dir

CHANGED_WORDS = {"rules": "the rules", "cards": "the cards"}


def _digest(files: list[Path]) -> str:
    """A short hash of these files' names and bytes."""
    h = hashlib.sha256()
    for path in files:
        h.update(path.name.encode())
        h.update(b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:16]


def _stamps(files: list[Path]) -> tuple[tuple[str, int, int], ...]:
    """What the files look like now: an edited file makes a new cache key."""
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files)


@lru_cache(maxsize=64)
def _digest_of(stamps: tuple[tuple[str, int, int], ...]) -> str:
    return _digest([Path(name) for name, _, _ in stamps])


def _rules(package: str) -> str:
    return _digest_of(_stamps(sorted(Path(package).glob("*.py"))))


def _cards(folder: str) -> str:
    directory = Path(folder)
    files = sorted(directory.glob("*.yaml")) if directory.is_dir() else []
    return _digest_of(_stamps(files))


def _source(module_name: str) -> str | None:
    """Where a module's file is, without importing it (the menu lists saves before any
    game's rules are loaded)."""
    try:
        spec = find_spec(module_name)
    except (ImportError, ValueError):
        return None
    return spec.origin if spec is not None and spec.has_location else None


def fingerprint(module_name: str, game_id: str, cards_dir: Path | None) -> dict[str, str]:
    """The rules and cards fingerprints of a game as its files are now: `module_name` is
    any module of the game's package (its rules class's, or its factory's)."""
    source = _source(module_name)
    rules = _rules(str(Path(source).parent)) if source else ""
    try:
        directory = cards_dir if cards_dir is not None else packaged_card_dir(game_id)
    except CardDataError:
        return {"rules": rules, "cards": ""}
    return {"rules": rules, "cards": _cards(str(directory.resolve()))}


def changes(saved: object, now: dict[str, str]) -> list[str]:
    """What differs between a save's fingerprint and the game's now ("the rules", "the
    cards"); nothing for a save made before fingerprints were kept (it cannot tell)."""
    if not isinstance(saved, dict):
        return []
    return [words for key, words in CHANGED_WORDS.items() if saved.get(key) != now.get(key)]
