"""A closed terminal (SIGHUP) or a kill (SIGTERM) ends the real app cleanly: it leaves the
alternate screen and turns mouse tracking off (the shell needs no `reset`), and the game
chosen so far is in its save."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

LEAVE_ALT_SCREEN = b"\x1b[?1049l"
MOUSE_OFF = b"\x1b[?1000l"


def read_for(fd: int, seconds: float, until: bytes = b"") -> bytes:
    """What the app writes in `seconds` (or until `until` shows, or it closes the terminal)."""
    out = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
        if until and until in out:
            break
    return out


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_ends_the_app_cleanly_with_the_game_saved(sig: int, tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_TUI_HOME=str(tmp_path), TERM="xterm-256color")
    env.pop("NO_COLOR", None)
    args = ["play", "necronomicards", "--seats", "human,greedy", "--seed", "121"]
    pid, fd = pty.fork()
    if pid == 0:  # the child: the app, in a terminal of its own
        os.execvpe(
            sys.executable, [sys.executable, "-m", "tabletop_tui", *args, "--bot-delay", "0"], env
        )
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        started = read_for(fd, 30, until=b"Undo")
        assert b"Undo" in started, "the table did not show"
        os.write(fd, b"1")  # a choice: the autosave writes it
        read_for(fd, 3)
        os.kill(pid, sig)
        ending = read_for(fd, 10)
        _, status = os.waitpid(pid, 0)
    finally:
        os.close(fd)
    assert os.WIFEXITED(status), "killed, not exited: the terminal was not given back"
    assert os.WEXITSTATUS(status) == 128 + sig  # as a shell reports a signal's end
    assert LEAVE_ALT_SCREEN in ending and MOUSE_OFF in ending
    save = json.loads((tmp_path / "saves" / "necronomicards.json").read_text())
    assert save["choices"]
