"""What the menu and setup show of this game (name, players, variants): importing it loads
no rules, so the menu lists the game without loading it."""

from __future__ import annotations

from tabletop_tui.core.info import GameInfo, OptionSpec

INFO = GameInfo(
    id="possession",
    name="Possession: A Daemonic Card Game",
    min_players=1,
    max_players=4,
    pitch="Daemons possess the folk of Ninebridges over five turns; 1 player is the solitaire.",
    options=(
        OptionSpec(
            "narrator",
            "the first Narrator: a seat number, or drawn by the seed (0 on the command line)",
            0,
            (0, 1, 2, 3, 4),
            label="Narrator",
            words=((0, "drawn"),),
        ),
        OptionSpec(
            "crooked_tower",
            "shuffle The Crooked Tower (Adventure Cards) into the Location deck: yes or no",
            "no",
            ("yes", "no"),
            str,
            label="Tower",
        ),
        OptionSpec(
            "solitaire_goal",
            "the solitaire: Victims to hold after turn 5 to win; 2 is the rulebook's, "
            "3 to 5 make it harder (RULINGS R27)",
            2,
            (2, 3, 4, 5),
            label="Solitaire goal",
        ),
    ),
)
