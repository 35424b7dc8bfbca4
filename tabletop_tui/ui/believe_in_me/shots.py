"""The screenshot scenes of Believe in Me! (its GameEntry names this list; the snapshot tests and
`tabletop-tui screenshots` shoot each)."""

from __future__ import annotations

from tabletop_tui.ui.believe_in_me import scenes
from tabletop_tui.ui.scene_kit import NARROW, WIDE, Scene, opening

SCENES = [
    Scene("believe-in-me-table", WIDE, opening(scenes.round_match)),
    Scene("believe-in-me-table-80x24", NARROW, opening(scenes.round_match)),
    Scene("believe-in-me-contest", WIDE, opening(scenes.contest_match)),
    Scene("believe-in-me-reveal", WIDE, opening(scenes.reveal_match)),
    Scene("believe-in-me-twilight", WIDE, opening(scenes.twilight_match)),
    Scene("believe-in-me-revelation", WIDE, opening(scenes.revelation_match, "1")),
]
