"""`simulate --jobs N`: the games of a run spread over N processes, same results as one.

Each game depends only on its number (seed + n, the seats turned n places, the bots' dice
seeded from the game), so the games can be played anywhere and in any order; each
process sends back the figures of its game and they are added up in game order (the
lists of error seeds and extra figures come out as from one process). Timing figures are
each process's own: decisions per second counts the whole run's wall time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from tabletop_tui.core.registry import load_game
from tabletop_tui.core.simulate import Stats, new_stats, play_game


def one_game(
    game_id: str,
    seats: list[str],
    seed: int,
    options: dict[str, Any] | None,
    cards_dir: Path | None,
    n: int,
    duplicate: bool = False,
) -> Stats:
    """Game n of a run, alone (in a worker process)."""
    stats = new_stats(game_id, seats, seed, duplicate)
    play_game(load_game(game_id, cards_dir), stats, n, options, cards_dir)
    return stats


def add(total: Stats, part: Stats) -> None:
    """Add one game's figures to the run's totals (games added in order)."""
    total.games += part.games
    total.wins = [a + b for a, b in zip(total.wins, part.wins, strict=True)]
    total.draws += part.draws
    total.losses += part.losses
    total.turns += part.turns
    total.decisions += part.decisions
    total.errors += part.errors
    total.error_seeds += part.error_seeds
    total.error_messages += part.error_messages
    total.won += part.won
    for mine, theirs in zip(total.times, part.times, strict=True):
        mine.count += theirs.count
        mine.total += theirs.total
        mine.worst = max(mine.worst, theirs.worst)
    for key, values in part.extra.items():
        total.extra.setdefault(key, []).extend(values)


def simulate_in_processes(
    game_id: str,
    games: int,
    seats: list[str],
    seed: int,
    options: dict[str, Any] | None,
    cards_dir: Path | None,
    progress: Callable[[int], None] | None,
    jobs: int,
    duplicate: bool = False,
) -> Stats:
    """`simulate` with its games played by `jobs` processes (no more than there are games:
    `--jobs 2000` for two games forked 1,270 idle processes on a 2-core machine)."""
    load_game(game_id, cards_dir)  # bad card data fails here, once, not in every worker
    stats = new_stats(game_id, seats, seed, duplicate)
    started = time.perf_counter()
    parts: dict[int, Stats] = {}
    with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
        futures = {
            pool.submit(one_game, game_id, list(seats), seed, options, cards_dir, n, duplicate): n
            for n in range(games)
        }
        for done, future in enumerate(as_completed(futures), start=1):
            parts[futures[future]] = future.result()
            if progress is not None:
                progress(done)
    for n in range(games):
        add(stats, parts[n])
    stats.seconds = time.perf_counter() - started
    return stats
