"""Scripted scenes of every screen, exported as SVG screenshots (and reused by snapshot tests).

The app's own scenes (menu, setup) come first; then each game's, in menu order, from the
list its GameEntry names (`scenes = "module:ATTRIBUTE"`): a new game adds its screenshots
where it declares itself, not here."""

from __future__ import annotations

import asyncio
from importlib import import_module
from pathlib import Path

from tabletop_tui.core.registry import games
from tabletop_tui.ui.necronomicards.scenes import (  # noqa: F401  (tests use them from here)
    TABLE_SEATS,
    finished_match,
    first_seed,
    new_match,
    play_until,
    table_match,
)
from tabletop_tui.ui.scene_kit import NARROW, WIDE, Scene, pressing

__all__ = ["NARROW", "WIDE", "SCENES", "Scene", "export_all", "game_scenes", "shoot"]

APP_SCENES = [
    Scene("menu", WIDE, pressing()),
    Scene("setup", WIDE, pressing("enter")),
]


def game_scenes() -> list[Scene]:
    """Every game's scenes, in menu order, from the lists their entries name."""
    found: list[Scene] = []
    for entry in games():
        if entry.scenes:
            module, _, attribute = entry.scenes.partition(":")
            found += getattr(import_module(module), attribute)
    return found


SCENES = [*APP_SCENES, *game_scenes()]


async def shoot(scene: Scene) -> str:
    """The SVG of one scene."""
    app = scene.app()
    async with app.run_test(size=scene.size) as pilot:
        await scene.prepare(pilot)
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()
        return app.export_screenshot(title=f"tabletop-tui: {scene.name}")


def export_all(out_dir: Path) -> list[Path]:
    """Write every scene's SVG into `out_dir`; returns the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for scene in SCENES:
        path = out_dir / f"{scene.name}.svg"
        path.write_text(asyncio.run(shoot(scene)), encoding="utf-8")
        written.append(path)
    return written
