"""What the menu and setup show of this game (name, players, variants): importing it loads
no rules, so the menu lists the game without loading it."""

from __future__ import annotations

from tabletop_tui.core.info import GameInfo, OptionSpec

INFO = GameInfo(
    id="in-nomine",
    name="In Nomine",
    min_players=2,
    max_players=2,
    pitch="Angels against Demons: run out the enemy deck, raise a prophet, or gather 7 choirs.",
    options=(
        OptionSpec(
            "events",
            "'fixed': each event in the one window its effect fits; 'open': any window "
            "where it can act (Rulings R12, R36)",
            "fixed",
            ("fixed", "open"),
            str,
            label="Events",
        ),
        OptionSpec(
            "windows",
            "'playable': asked only of a hand with a card to play (quick; the table sees "
            "it); 'always': every hand (hot-seat)",
            "playable",
            ("playable", "always"),
            str,
            label="Windows",
            hot_seat="always",  # people sharing a screen see who is asked (R40)
        ),
    ),
)
