"""One whole frame per move. Textual mounts and removes widgets after the call that asks for
it returns (by messages), and draws a frame as soon as the screen is idle: a table redrawn
after a move showed for one frame with the move's new cards missing and rows at their old
heights, then again, whole, about 30 ms later. `whole_frame` holds an app's frames until the
mounts and removals made in its block are done, so the first frame after a move shows all of
it; `after_frame` runs a callback after that frame."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import TypeVar
from weakref import WeakKeyDictionary

from textual.app import App
from textual.dom import DOMNode

HOLD_AT_MOST = 0.25  # seconds: frames are never held longer (a mount that never ends)

T = TypeVar("T", bound=Awaitable[object])


class _Held:
    """An app's holds not yet released, and the callbacks waiting for the frame after them."""

    def __init__(self) -> None:
        self.count = 0
        self.after: list[tuple[DOMNode, Callable[..., object], tuple[object, ...]]] = []
        self.tasks: set[asyncio.Task[None]] = set()  # (a running task must be referenced)


_held: WeakKeyDictionary[App[object], _Held] = WeakKeyDictionary()
_pending: list[Awaitable[object]] | None = None  # what the open `whole_frame` block waits for


def track(awaitable: T) -> T:
    """A mount or removal (the awaitable Textual returns) the next frame should wait for,
    when a `whole_frame` block is open; returned as it is."""
    if _pending is not None:
        _pending.append(awaitable)
    return awaitable


def after_frame(node: DOMNode, callback: Callable[..., object], *args: object) -> None:
    """`node.call_after_refresh(callback, *args)`, after the held frame if one is: while
    frames are held, Textual runs such callbacks at once, before the layout they wait for
    (a scroll to a card would find the card where it was)."""
    held = _held.get(node.app)
    if held is not None and held.count:
        held.after.append((node, callback, args))
    else:
        node.call_after_refresh(callback, *args)


@contextmanager
def whole_frame(app: App[object]) -> Iterator[None]:
    """No frame is drawn from the start of the block until what it mounted and removed
    (`track`) is in place, or HOLD_AT_MOST has passed. Nested: the outermost holds."""
    global _pending
    if _pending is not None:
        yield
        return
    held = _held.setdefault(app, _Held())
    batch = app.batch_update()  # Textual draws no frame while one is open
    batch.__enter__()
    held.count += 1
    _pending = []
    try:
        yield
    finally:
        waits, _pending = _pending, None
        if waits:
            task = asyncio.get_running_loop().create_task(_release(app, held, waits, batch))
            held.tasks.add(task)
            task.add_done_callback(held.tasks.discard)
        else:
            _unhold(held, batch)


async def _release(
    app: App[object],
    held: _Held,
    waits: list[Awaitable[object]],
    batch: AbstractContextManager[None],
) -> None:
    try:
        await asyncio.wait_for(_all(waits), HOLD_AT_MOST)
    except Exception:  # noqa: BLE001 (late, removed meanwhile, or the app closing: draw anyway)
        pass
    finally:
        _unhold(held, batch)
        # the screen was idle while held, and draws on its next idle: now, not at its next event
        if app.is_running and app.screen_stack:
            app.screen.check_idle()


def _unhold(held: _Held, batch: AbstractContextManager[None]) -> None:
    batch.__exit__(None, None, None)
    held.count -= 1
    if not held.count:
        later, held.after = held.after, []
        for node, callback, args in later:
            node.call_after_refresh(callback, *args)


async def _all(waits: list[Awaitable[object]]) -> None:
    for awaitable in waits:
        await awaitable
