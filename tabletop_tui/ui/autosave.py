"""Autosave: the game is written after every choice, off the screen's thread (a save waits
on the disk for milliseconds), the newest save always winning."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop_tui.core.match import Match


class Autosaver:
    """One writer thread; `save` hands it the latest save (an older one still waiting is
    dropped), `flush` waits until everything handed over is on disk."""

    def __init__(self) -> None:
        self._wake = threading.Condition()
        self._pending: tuple[Path, str] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error = ""  # the last write's failure, for the screen to report

    def save(self, match: Match, path: Path) -> None:
        """Write the match's save to `path` soon (its JSON is made now, on this thread)."""
        from tabletop_tui.core.saves import save_data  # loaded with the first game

        text = json.dumps(save_data(match), indent=1)
        with self._wake:
            self._pending = (path, text)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._wake.notify_all()

    def forget(self, path: Path) -> None:
        """The game at `path` is over: drop a waiting save of it, and remove the file."""
        self.flush()
        with self._wake:
            if self._pending is not None and self._pending[0] == path:
                self._pending = None
        path.unlink(missing_ok=True)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every save handed over is written (or `timeout` seconds)."""
        with self._wake:
            self._wake.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._wake:
                if not self._wake.wait_for(lambda: self._pending is not None, timeout=30):
                    self._thread = None  # idle: this thread ends; the next save starts one
                    return
                path, text = self._pending  # type: ignore[misc]
                self._pending, self._busy = None, True
            try:
                from tabletop_tui.core.saves import write_save_text

                write_save_text(text, path)
                self.error = ""
            except OSError as exc:
                self.error = f"Could not autosave: {exc}"
            with self._wake:
                self._busy = False
                self._wake.notify_all()
