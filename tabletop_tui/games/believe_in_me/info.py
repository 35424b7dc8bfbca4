"""What the menu and setup show of this game (name, players, variants): importing it loads
no rules, so the menu lists the game without loading it."""

from __future__ import annotations

from tabletop_tui.core.info import GameInfo, OptionSpec

INFO = GameInfo(
    id="believe-in-me",
    name="Believe in Me! (Please)",
    min_players=2,
    max_players=4,
    pitch="Gods bid face-down Truth for Phenomena, grow a body and a cult; most Believers wins.",
    options=(
        OptionSpec(
            "phenomenon_slots",
            "Phenomenon slots on a tableau (Wrathful gods have one more); RULINGS B1",
            2,
            (1, 2, 3),
            label="Phenomenon slots",
        ),
        OptionSpec(
            "fellow_sacrifice",
            "A fellow god's sacrifice the supply cannot pay: ignored or paid in part (RULINGS B2)",
            "all_or_nothing",
            ("all_or_nothing", "partial"),
            kind=str,
            label="Fellow sacrifices",
            words=(("all_or_nothing", "all or nothing"), ("partial", "paid in part")),
        ),
        OptionSpec(
            "revelation",
            "The Revelation's +3 Believers: for every god completing the Trinity, or the "
            "first (B5)",
            "every",
            ("every", "first"),
            kind=str,
            label="Revelation",
        ),
        OptionSpec(
            "starting_god",
            "Who holds the Start Squirrel first, or drawn by the seed (0 on the command line); B15",
            0,
            (0, 1, 2, 3, 4),
            label="Start Squirrel",
            words=((0, "drawn"),),
        ),
    ),
)
