"""Python's cyclic garbage collector, kept out of the way of a table's repaints.

A full sweep walks every object the process holds (the app, the game's rules and cards, the
match): 50-100 ms, every ten or so moves, landing in the middle of whatever repaint was
going on. While a table is up, what was alive when it opened is frozen out of the sweeps
(it lives as long as the table), and full sweeps run only when a person is asked to choose
and has not answered yet, a moment nobody sees; the quick sweeps of young objects go on as
usual (and when only bots play, a full sweep as a bot starts thinking, twenty seconds apart
at the least). Closing the table gives the collector back its own rhythm.
"""

from __future__ import annotations

import gc
import time

NEVER = 1 << 30  # a full-sweep threshold that is never reached
SPACING = 20.0  # seconds between the full sweeps of `now_and_then`
_kept: tuple[int, int, int] | None = None  # the thresholds to give back
_open = 0  # tables up (a new one may open before the last one has closed: play again)
_last = 0.0  # when the last full sweep ran (time.monotonic)


def table_opened() -> None:
    """Freeze what lives now and leave full sweeps to `idle`."""
    global _kept, _open
    _open += 1
    gc.freeze()
    if _kept is None:
        _kept = gc.get_threshold()
        gc.set_threshold(_kept[0], _kept[1], NEVER)


def idle() -> None:
    """A person is thinking: sweep everything that is not frozen."""
    global _last
    if _kept is not None:
        gc.collect()
        _last = time.monotonic()


def now_and_then() -> None:
    """A bot starts thinking: sweep if the last full sweep is long past (a game of bots
    asks nobody, and its garbage must not pile up)."""
    if time.monotonic() - _last >= SPACING:
        idle()


def table_closed() -> None:
    """Back to the collector's own thresholds; the table's objects may be collected again."""
    global _kept, _open
    _open = max(0, _open - 1)
    if _open:
        return  # another table is up: it keeps the collector as it is
    if _kept is not None:
        gc.set_threshold(*_kept)
        _kept = None
    gc.unfreeze()
