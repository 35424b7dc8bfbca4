"""Scripted scenes of every screen, exported as SVG screenshots (and reused by snapshot tests)."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.ui import scripted
from tabletop_tui.ui.app import TabletopApp, make_app
from tabletop_tui.ui.believe_in_me import scenes as believe
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.in_nomine import scenes as in_nomine
from tabletop_tui.ui.possession import scenes as possession

WIDE = (120, 40)
NARROW = (80, 24)
TABLE_SEATS = [Seat("human", "Ann"), Seat("greedy", "Greedy Bot 2"), Seat("random", "Random Bot 3")]


def new_match(seats: list[Seat], seed: int) -> Match:
    """A NecronomiCards match (the cards are read once)."""
    return Match(load_game("necronomicards"), list(seats), seed, {})


def necro_choice(match: Match, decision: Decision) -> str:
    """Seat 0 keeps its first Summon in hand and casts the first spell hand offered; every
    other choice is drawn from a seeded RNG."""
    keys = [option.key for option in decision.options]
    held = match.view(decision.seat)["players"][decision.seat]["summons"]
    if decision.seat == 0 and decision.kind == "summon" and len(held) < 2:
        return "keep"
    if decision.seat == 0 and decision.kind == "cast":
        return keys[0]
    return scripted.seeded_choice(match, decision)


def play_until(match: Match, stop: Callable[[Match], bool], limit: int = 2000) -> Match:
    """Play NecronomiCards' scripted choices until `stop`."""
    return scripted.play_until(match, stop, necro_choice, limit)


def mid_game(match: Match) -> bool:
    """Ann must decide on a cast with several spell hands, Summons played and one in hand."""
    decision = match.decision()
    if decision is None or decision.seat != 0 or decision.kind != "cast":
        return False
    players = match.view(0)["players"]
    return (
        3 <= len(decision.options) <= 8
        and len(players[0]["played"]) >= 2
        and bool(players[0]["summons"])
    )


def first_seed(seats: list[Seat], stop: Callable[[Match], bool]) -> Match:
    """The first seed whose scripted game reaches `stop`, stopped there."""
    return scripted.first_seed(lambda seed: new_match(list(seats), seed), stop, necro_choice)


def table_match() -> Match:
    """Three players: Ann (human) to cast, with several spell hands to pick from."""
    return first_seed(TABLE_SEATS, mid_game)


def handoff_match() -> Match:
    """Ann and Bob hot-seat: Bob is next to decide (the curtain is up)."""
    seats = [Seat("human", "Ann"), Seat("human", "Bob")]
    match = new_match(seats, 5)
    return play_until(match, lambda m: len(m.choices) >= 4 and m.decision().seat == 1)  # type: ignore[union-attr]


def finished_match() -> Match:
    """Ann against Greedy Bot 2, played to the end."""
    seats = [Seat("human", "Ann"), Seat("greedy", "Greedy Bot 2")]
    return play_until(new_match(seats, 7), lambda m: False)


async def settle(pilot: Pilot[None]) -> None:
    """Let the screen finish what it is doing (bots included)."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def opening(
    make_match: Callable[[], Match], *keys: str, until: type[Screen[Any]] | None = None
) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A scene step: open a match's table (and wait for screen `until`), then press keys."""

    async def run(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, TabletopApp)
        app.open_match(make_match())
        await settle(pilot)
        for _ in range(200):
            if until is None or isinstance(app.screen, until) and app.screen.is_mounted:
                break
            await pilot.pause(0.05)
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


def pressing(*keys: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    """A scene step: press keys on the menu."""

    async def run(pilot: Pilot[None]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


@dataclass(frozen=True)
class Scene:
    """One screenshot: a name, a terminal size, and how to get there from the menu."""

    name: str
    size: tuple[int, int]
    prepare: Callable[[Pilot[None]], Awaitable[None]]

    def app(self) -> TabletopApp:
        """A fresh app (the menu; no save file, so Continue is greyed out)."""
        nowhere = Path(tempfile.gettempdir()) / "tabletop-tui-screenshots" / "no-save.json"
        return make_app(bot_delay=0, save_path=nowhere)


SCENES = [
    Scene("menu", WIDE, pressing()),
    Scene("setup", WIDE, pressing("enter")),
    Scene("necronomicards-table", WIDE, opening(table_match)),
    Scene("necronomicards-table-80x24", NARROW, opening(table_match)),
    Scene("handoff", WIDE, opening(handoff_match)),
    Scene("help", WIDE, opening(table_match, "question_mark")),
    Scene("game-over", WIDE, opening(finished_match, until=GameOverScreen)),
    Scene("in-nomine-table", WIDE, opening(in_nomine.recruit_match)),
    Scene("in-nomine-table-80x24", NARROW, opening(in_nomine.recruit_match)),
    Scene("in-nomine-combat", WIDE, opening(in_nomine.combat_match)),
    Scene("in-nomine-defend", WIDE, opening(in_nomine.defend_match)),
    Scene("in-nomine-discard", WIDE, opening(in_nomine.discard_match)),
    Scene("in-nomine-game-over", WIDE, opening(in_nomine.finished_match, until=GameOverScreen)),
    Scene("possession-table", WIDE, opening(possession.round_match)),
    Scene("possession-table-80x24", NARROW, opening(possession.round_match)),
    Scene("possession-four", WIDE, opening(possession.four_match)),
    Scene("possession-fights", WIDE, opening(possession.fights_match)),
    Scene("possession-solitaire", WIDE, opening(possession.solitaire_match)),
    Scene("believe-in-me-table", WIDE, opening(believe.round_match)),
    Scene("believe-in-me-table-80x24", NARROW, opening(believe.round_match)),
    Scene("believe-in-me-contest", WIDE, opening(believe.contest_match)),
    Scene("believe-in-me-reveal", WIDE, opening(believe.reveal_match)),
    Scene("believe-in-me-twilight", WIDE, opening(believe.twilight_match)),
    Scene("believe-in-me-revelation", WIDE, opening(believe.revelation_match, "1")),
]


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
