"""The screenshot scenes of Possession (its GameEntry names this list; the snapshot tests and
`tabletop-tui screenshots` shoot each)."""

from __future__ import annotations

from tabletop_tui.ui.possession import scenes
from tabletop_tui.ui.scene_kit import NARROW, WIDE, Scene, opening

SCENES = [
    Scene("possession-table", WIDE, opening(scenes.round_match)),
    Scene("possession-table-80x24", NARROW, opening(scenes.round_match)),
    Scene("possession-four", WIDE, opening(scenes.four_match)),
    Scene("possession-fights", WIDE, opening(scenes.fights_match)),
    Scene("possession-solitaire", WIDE, opening(scenes.solitaire_match)),
]
