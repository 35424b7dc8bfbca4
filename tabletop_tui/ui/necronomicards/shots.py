"""The screenshot scenes of NecronomiCards (its GameEntry names this list): its table at
both sizes, and the app's hand-over curtain, help and game over as they look over it."""

from __future__ import annotations

from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.necronomicards.scenes import finished_match, handoff_match, table_match
from tabletop_tui.ui.scene_kit import NARROW, WIDE, Scene, opening

SCENES = [
    Scene("necronomicards-table", WIDE, opening(table_match)),
    Scene("necronomicards-table-80x24", NARROW, opening(table_match)),
    Scene("handoff", WIDE, opening(handoff_match)),
    Scene("help", WIDE, opening(table_match, "question_mark")),
    Scene("game-over", WIDE, opening(finished_match, until=GameOverScreen)),
]
