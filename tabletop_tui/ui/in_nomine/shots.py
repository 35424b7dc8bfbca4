"""The screenshot scenes of In Nomine (its GameEntry names this list; the snapshot tests and
`tabletop-tui screenshots` shoot each)."""

from __future__ import annotations

from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.in_nomine import scenes
from tabletop_tui.ui.scene_kit import NARROW, WIDE, Scene, opening

SCENES = [
    Scene("in-nomine-table", WIDE, opening(scenes.recruit_match)),
    Scene("in-nomine-table-80x24", NARROW, opening(scenes.recruit_match)),
    Scene("in-nomine-combat", WIDE, opening(scenes.combat_match)),
    Scene("in-nomine-defend", WIDE, opening(scenes.defend_match)),
    Scene("in-nomine-discard", WIDE, opening(scenes.discard_match)),
    Scene("in-nomine-game-over", WIDE, opening(scenes.finished_match, until=GameOverScreen)),
]
