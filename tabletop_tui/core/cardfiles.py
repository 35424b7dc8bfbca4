"""Where a game's card data lives, and the error a card file reports: what the menu, saves
and fingerprints need of card data without loading (or importing a YAML parser for) it."""

from __future__ import annotations

from pathlib import Path


class CardDataError(ValueError):
    """A problem in a card file; the message starts with `file:line:`."""


def packaged_card_dir(game_id: str) -> Path:
    """Where a game's card data lives: inside the installed package, or the source checkout."""
    here = Path(__file__).resolve().parent.parent
    for base in (here / "card_data", here.parent / "card_data"):
        if (base / game_id).is_dir():
            return base / game_id
    raise CardDataError(f"card_data/{game_id}:0: the game's card data is not installed")
