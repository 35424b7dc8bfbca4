"""Saves are the choice log: game, options, seats, seed and choices, as JSON; loaded by replay."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import CardDataError
from tabletop_tui.core.decision import GameOver, IllegalChoice
from tabletop_tui.core.fingerprint import changes, fingerprint
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.saveformat import FORMAT, VERSION, sound_seat, this_version


class SaveError(ValueError):
    """A save that cannot be loaded: the message says why; nothing was changed."""


class SaveChanged(SaveError):
    """A save made with other rules or cards than the game's now: replaying it may fail or
    lead to another game, so it is loaded only when the player says so (`changed_ok`)."""


def save_data(match: Match) -> dict[str, Any]:
    """The JSON-ready save of a match."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game_id,
        "options": match.options,
        "seats": [{"kind": s.kind, "name": s.name} for s in match.seats],
        "seed": match.seed,
        # absolute: the save is loaded from wherever the app is started next time
        "cards": str(match.cards_dir.resolve()) if match.cards_dir else None,
        "choices": list(match.choices),
        # what made it, and a few words for the menu (read without replaying)
        "fingerprint": match_fingerprint(match),
        "summary": {
            "turn": match.turn,
            "at": match.game.moment(match.state),
            "over": match.over,
        },
    }


def match_fingerprint(match: Match) -> dict[str, str]:
    """The fingerprint of the rules and cards this match was started with, taken at its first
    save and kept (a save after every move need not read the files again; a file edited
    mid-game does not change the code and cards the match runs on)."""
    if match.made_with is None:
        match.made_with = fingerprint(type(match.game).__module__, match.game_id, match.cards_dir)
    return dict(match.made_with)


def write_save(match: Match, path: Path) -> None:
    """Write a save atomically: a temporary file is renamed over the old one only once complete."""
    write_save_text(json.dumps(save_data(match), indent=1), path)


def write_save_text(text: str, path: Path) -> None:
    """Write a save's JSON text atomically (what `write_save` does, for a writer thread)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _field(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise SaveError(f"{where}: not a tabletop-tui save (missing '{key}')")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveError(f"{where}: corrupt save ('{key}' has the wrong type)")
    return value


def read_save(path: Path, changed_ok: bool = False) -> Match:
    """Load a save by replaying its choices; any problem raises SaveError, never anything else.
    A save made with other rules or cards raises SaveChanged unless `changed_ok`."""
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{where}: no such save") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{where}: cannot read the save ({exc})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{where}: corrupt save (not valid JSON: line {exc.lineno})") from None
    except (ValueError, RecursionError):  # a number of thousands of digits, or nesting as deep
        raise SaveError(f"{where}: corrupt save (JSON too deep or too large to read)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{where}: not a tabletop-tui save")
    version = data.get("version")
    if not this_version(version):
        raise SaveError(
            f"{where}: save format version {version!r} is not supported (need {VERSION})"
        )
    game_id = _field(data, "game", str, where)
    options = _field(data, "options", dict, where)
    seed = _field(data, "seed", int, where)
    choices = _field(data, "choices", list, where)
    raw_seats = _field(data, "seats", list, where)
    for key, value in options.items():  # JSON gives text, numbers and true/false
        if type(value) not in (str, int):
            raise SaveError(f"{where}: corrupt save (option '{key}' has the wrong type)")
    seats: list[Seat] = []
    for raw in raw_seats:
        if not sound_seat(raw):
            raise SaveError(f"{where}: corrupt save (bad seat {raw!r})")
        seats.append(Seat(raw["kind"], raw.get("name", "?")))
    cards = data.get("cards")
    if cards is not None and not isinstance(cards, str):
        raise SaveError(f"{where}: corrupt save ('cards' has the wrong type)")
    try:
        match = Match.start(game_id, seats, seed, options, Path(cards) if cards else None)
        now = fingerprint(type(match.game).__module__, game_id, match.cards_dir)
    except KeyError as exc:
        raise SaveError(f"{where}: {exc.args[0]}") from None
    except (ValueError, OSError, CardDataError) as exc:  # (OSError: a cards path it cannot use)
        raise SaveError(f"{where}: cannot set the game up again: {exc}") from None
    changed = changes(data.get("fingerprint"), now)
    if changed and not changed_ok:
        raise SaveChanged(
            f"{where}: {' and '.join(changed)} of {match.game.info.name} changed since this "
            "save was made: replaying it may fail or lead to a different game"
        )
    match.track_undo()  # the replay marks the log, so a loaded game undoes like a played one
    for number, key in enumerate(choices, start=1):
        if not isinstance(key, str):
            raise SaveError(f"{where}: corrupt save (choice {number} is not text)")
        try:
            match.choose(key)
        except (IllegalChoice, GameOver) as exc:
            raise SaveError(
                f"{where}: the save no longer replays: choice {number} ('{key}') is refused: {exc}"
            ) from None
    return match
