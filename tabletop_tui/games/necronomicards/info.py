"""What the menu and setup show of this game (name, players, variants): importing it loads
no rules, so the menu lists the game without loading it."""

from __future__ import annotations

from tabletop_tui.core.info import GameInfo, OptionSpec

INFO = GameInfo(
    id="necronomicards",
    name="NecronomiCards",
    min_players=2,
    max_players=4,
    pitch="Match the symbols on Spell cards to summon horrors; first to 7 Summons wins.",
    options=(
        OptionSpec(
            "target",
            "Summons needed to win: 7; up to 10 with 4 players, 13 with 3 or fewer",
            7,
            tuple(range(7, 14)),
        ),
    ),
)
