"""Save slots: one save per game in the saves folder (written after every choice), and how
the menu describes each without replaying it ("Possession, turn 2, you vs Greedy Bot 2")."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from tabletop_tui.core.fingerprint import changes, fingerprint
from tabletop_tui.core.paths import data_home
from tabletop_tui.core.registry import entry
from tabletop_tui.core.saveformat import FORMAT, sound_seat, this_version


def saves_dir() -> Path:
    """The folder of save files."""
    return data_home() / "saves"


def slot_path(game_id: str) -> Path:
    """Where a game's save lives: one per game."""
    return saves_dir() / f"{game_id}.json"


@dataclass(frozen=True)
class SaveInfo:
    """A save file as the menu lists it."""

    path: Path
    game_id: str
    description: str
    saved_at: float
    # what changed since the save was made ("the rules", "the cards"): load only if asked
    changed: tuple[str, ...] = ()
    # why the file cannot be loaded at all ("" when it looks sound)
    problem: str = ""


def players_text(seats: list[dict[str, str]]) -> str:
    """ "you vs Greedy Bot 2" (one person), "Ann vs Bob" (hot-seat), or the bots' names."""
    names = [str(s.get("name", "?")) for s in seats]
    people = [n for n, s in zip(names, seats, strict=True) if s.get("kind") == "human"]
    if len(people) == 1:
        others = [n for n, s in zip(names, seats, strict=True) if s.get("kind") != "human"]
        return "you vs " + ", ".join(others) if others else "you alone"
    text = " vs ".join(names)
    return text if people else f"{text} (bots only)"


def when_text(saved_at: float, now: float | None = None) -> str:
    """ "saved just now", "saved 5 min ago", "saved 14:05", "saved 3 Dec"."""
    now = time.time() if now is None else now
    ago = now - saved_at
    if ago < 60:
        return "saved just now"
    if ago < 3600:
        return f"saved {int(ago // 60)} min ago"
    stamp = time.localtime(saved_at)
    if ago < 86400:
        return time.strftime("saved %H:%M", stamp)
    return f"saved {stamp.tm_mday} {time.strftime('%b', stamp)}"


# what a save file that is not sound may raise as the menu reads it: bad JSON (ValueError),
# a missing or mistyped field, a number too big or too deep to decode, a bad cards path
UNSOUND = (OSError, ValueError, KeyError, TypeError, AttributeError, OverflowError, RecursionError)


def describe(path: Path) -> SaveInfo:
    """What the menu says of a save file, read without replaying it. A file that is not a
    sound save is listed as such, whatever is wrong in it: one bad file must not keep the
    menu, and every other save, from opening."""
    try:
        return _describe(path)
    except UNSOUND:
        problem = "damaged or not a save"
        return SaveInfo(path, "", f"{path.name}: {problem}", 0.0, problem=problem)


def _describe(path: Path) -> SaveInfo:
    saved_at = path.stat().st_mtime
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or not this_version(data.get("version")):
        raise ValueError("not a save of this version")  # (as loading it would say)
    game_id = str(data["game"])
    try:
        name = entry(game_id).info.name.split(":")[0]  # "Possession", not its subtitle
    except KeyError:
        return SaveInfo(path, "", f"{path.name}: no such game", 0.0, problem="no such game")
    seats = list(data["seats"])
    if not all(sound_seat(seat) for seat in seats):
        raise TypeError("a seat the loader refuses")
    # the summary only words the menu's line (a save from before summaries has none): a
    # strange one is ignored, as loading the save ignores it
    summary = data.get("summary")
    summary = summary if isinstance(summary, dict) else {}
    turn = summary.get("turn")
    # turn 0 is the set-up before the first turn (Believe in Me!'s gods and Sacred Sites)
    started = isinstance(turn, int) and not isinstance(turn, bool)
    turn = turn if started else 0
    turn_text = f", turn {turn}" if turn else ", setting up" if started else ""
    at = summary.get("at")
    if isinstance(at, str):  # the game's own words ("round 2"), where the save has them
        turn_text = f", {at}" if at else ", setting up"
    text = f"{name}{turn_text}, {players_text(seats)}"
    return SaveInfo(path, game_id, text, saved_at, tuple(changed_since(data, game_id)))


def changed_since(data: dict[str, object], game_id: str) -> list[str]:
    """What changed in the game since the save was made (nothing if it cannot tell), from
    the files alone: the menu loads no game to list its saves."""
    cards = data.get("cards")
    folder = Path(cards) if isinstance(cards, str) else None
    now = fingerprint(entry(game_id).rules_module, game_id, folder)
    return changes(data.get("fingerprint"), now)


def list_saves(paths: list[Path] | None = None) -> list[SaveInfo]:
    """The saves (every file in the saves folder, or these paths), newest first."""
    if paths is None:
        folder = saves_dir()
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    found = [describe(p) for p in paths if p.is_file()]
    return sorted(found, key=lambda s: s.saved_at, reverse=True)
