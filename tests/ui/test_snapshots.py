"""Snapshots pin the look of every screen (regenerate with `pytest --snapshot-update`).

The scenes are the ones `tabletop-tui screenshots` exports, built from fixed seeds.
"""

from __future__ import annotations

import pytest

from tabletop_tui.ui.screenshots import SCENES, Scene


@pytest.mark.parametrize("scene", SCENES, ids=[s.name for s in SCENES])
def test_screen_looks_as_before(snap_compare, scene: Scene) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(scene.app(), run_before=scene.prepare, terminal_size=scene.size)
