"""Where a card comes from, in a player's words (the card inspector's last line)."""

from __future__ import annotations

WORDS = {
    "rulebook": "Printed in the rulebook.",
    "known": "Published for the game (its text in our own words).",
    "authored": "Made for this app, in the rulebook's spirit.",
}


def provenance(source: str) -> str:
    """ "Printed in the rulebook.", "Made for this app, in the rulebook's spirit." ..."""
    return WORDS.get(source, f"Source: {source}.")
