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
            "A sacrifice a fellow god forces that the supply cannot pay: ignored whole "
            "(all_or_nothing) or paid as far as it goes (partial); RULINGS B2",
            "all_or_nothing",
            ("all_or_nothing", "partial"),
            kind=str,
            label="Fellow sacrifices",
        ),
        OptionSpec(
            "revelation",
            "Who makes the Revelation (+3 Believers): every god completing the Trinity, or "
            "only the first; RULINGS B5",
            "every",
            ("every", "first"),
            kind=str,
            label="Revelation",
        ),
        OptionSpec(
            "starting_god",
            "The seat that holds the Start Squirrel first (0: drawn from the seed); RULINGS B15",
            0,
            (0, 1, 2, 3, 4),
            label="Start Squirrel",
        ),
    ),
)
