"""Bot-vs-bot benchmark games: win counts, lengths, decision speed. UI-free (the CLI draws it)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_tui.core import engine
from tabletop_tui.core.game import Game
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.seats import make_bot


@dataclass
class SeatTimes:
    """Decision timing for one listed seat."""

    count: int = 0
    total: float = 0.0
    worst: float = 0.0

    def add(self, seconds: float) -> None:
        """Record one decision."""
        self.count += 1
        self.total += seconds
        if seconds > self.worst:
            self.worst = seconds


@dataclass
class Stats:
    """Totals over a simulate run."""

    game: str
    seats: list[str]
    seed: int
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    losses: int = 0
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    errors: int = 0
    error_seeds: list[int] = field(default_factory=list)
    error_messages: list[str] = field(default_factory=list)
    times: list[SeatTimes] = field(default_factory=list)
    extra: dict[str, list[float]] = field(default_factory=dict)
    # each deal played once per seat position (`duplicate`), and every game's winners by
    # listed seat, in game order (a draw, a loss or a crash: none)
    duplicate: bool = False
    won: list[list[int]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        """The `simulate --json` object."""
        done = max(self.games - self.errors, 1)
        players = len(self.seats)
        return {
            "game": self.game,
            "games": self.games,
            "seats": self.seats,
            "seed": self.seed,
            "wins": self.wins,
            "win_rate": [round(w / done, 4) for w in self.wins],
            "draws": self.draws,
            "losses": self.losses,
            "avg_turns": round(self.turns / done, 2),
            "avg_turns_per_player": round(self.turns / done / players, 2),
            "avg_decisions": round(self.decisions / done, 2),
            "decisions_per_second": round(self.decisions / self.seconds, 1)
            if self.seconds
            else 0.0,
            "decision_ms": [
                {
                    "seat": self.seats[i],
                    "avg": round(t.total / t.count * 1000, 3) if t.count else 0.0,
                    "max": round(t.worst * 1000, 3),
                }
                for i, t in enumerate(self.times)
            ],
            **({"extra": {k: summary(v) for k, v in self.extra.items()}} if self.extra else {}),
            **(self.deals() if self.duplicate else {}),
            "errors": self.errors,
            "error_seeds": self.error_seeds,
            "error_messages": self.error_messages[:10],
        }

    def deals(self) -> dict[str, Any]:
        """A duplicate run's deals, and per listed seat the deals it won from every seat
        position (what the deal alone decided is a deal won from one position only)."""
        players = len(self.seats)
        whole = len(self.won) // players
        swept = [0] * players
        for d in range(whole):
            games = self.won[d * players : (d + 1) * players]
            for seat in range(players):
                swept[seat] += all(seat in w for w in games)
        return {"deals": whole, "swept": swept}


def summary(values: list[float]) -> dict[str, float]:
    """Average, extremes and deciles of a game's extra measure (e.g. final scores)."""
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return {
        "n": len(ordered),
        "avg": round(sum(ordered) / len(ordered), 2),
        "min": ordered[0],
        "p10": at(0.1),
        "median": at(0.5),
        "p90": at(0.9),
        "max": ordered[-1],
    }


def play_one(
    match: Match,
    order: list[int],
    stats: Stats,
    rng: random.Random,
    bots: list[Any] | None = None,
) -> list[int] | None:
    """Play one all-bot game to the end; seat i of the match is listed seat order[i].

    A bot with `needs_view = False` (random) reads only the decision's options: it is
    spared the view and the prompt (engine.bare_decision), and when no seat reads a view
    no log is kept either (nobody could read it). Speed-ups only: play is the same."""
    if bots is None:
        bots = [make_bot(s.kind) for s in match.seats]
    reads = [getattr(bot, "needs_view", True) for bot in bots]
    match.state.quiet = not any(reads)
    game, times, clock = match.game, stats.times, time.perf_counter
    while match.state.winners is None:
        seat = match.state.stack[-1].seat
        if reads[seat]:
            decision = match.decision()
            start = clock()
            view = match.view(seat)
        else:
            decision = engine.bare_decision(game, match.state)
            start = clock()
            view = {}
        assert decision is not None
        key = bots[seat].choose(game, view, decision, rng)
        times[order[seat]].add(clock() - start)
        match.choose(key)
        stats.decisions += 1
    return match.state.winners


def simulate(
    game_id: str,
    games: int,
    seats: list[str],
    seed: int = 0,
    options: dict[str, Any] | None = None,
    cards_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
    jobs: int = 1,
    duplicate: bool = False,
) -> Stats:
    """Play `games` bot games; seats rotate one place a game so each bot plays every position.

    Game n is played from seed + n alone (its bots' dice too), so `jobs` > 1 spreads the
    games over that many processes (core.jobs) with the same results as one. `duplicate`
    plays each deal once per seat, as duplicate bridge does: game n is dealt from
    seed + n // seats, so every bot plays each deal from every position and the luck of
    the deal falls alike on all of them."""
    if jobs > 1 and games > 1:
        from tabletop_tui.core.jobs import simulate_in_processes

        return simulate_in_processes(
            game_id, games, seats, seed, options, cards_dir, progress, jobs, duplicate
        )
    game = load_game(game_id, cards_dir)
    stats = new_stats(game_id, seats, seed, duplicate)
    _find_bots(seats)
    started = time.perf_counter()
    for n in range(games):
        play_game(game, stats, n, options, cards_dir)
        if progress is not None:
            progress(n + 1)
    stats.seconds = time.perf_counter() - started
    return stats


def _find_bots(seats: list[str]) -> None:
    """Find each seat kind's bot before the clock starts, as the game is loaded: the first
    lookup reads the installed packages' entry points (tens of ms), setup and not play. An
    unknown kind is left for its games to count as errors, as before."""
    for kind in set(seats):
        try:
            make_bot(kind)
        except Exception:  # each of its games reports it
            continue


def new_stats(game_id: str, seats: list[str], seed: int, duplicate: bool = False) -> Stats:
    """Empty totals for a run."""
    stats = Stats(game=game_id, seats=list(seats), seed=seed, duplicate=duplicate)
    stats.wins = [0] * len(seats)
    stats.times = [SeatTimes() for _ in seats]
    return stats


def play_game(
    game: Game[Any],
    stats: Stats,
    n: int,
    options: dict[str, Any] | None,
    cards_dir: Path | None,
) -> None:
    """Play game n of a run (seed + n, the seats turned n places) into `stats`; in a
    duplicate run, seed + n // seats (each deal played from every position)."""
    seats = stats.seats
    game_seed = stats.seed + (n // len(seats) if stats.duplicate else n)
    shift = n % len(seats)
    order = [(i + shift) % len(seats) for i in range(len(seats))]
    table = [Seat(seats[k], f"{seats[k]}-{k + 1}") for k in order]
    rng = random.Random(game_seed * 7919 + 17)
    stats.games += 1
    stats.won.append([])
    try:
        bots = [make_bot(s.kind) for s in table]
        quiet = not any(getattr(bot, "needs_view", True) for bot in bots)
        match = Match(game, table, game_seed, dict(options or {}), cards_dir, quiet=quiet)
        winners = play_one(match, order, stats, rng, bots)
    except Exception as exc:  # a crash is counted and the run goes on
        stats.errors += 1
        stats.error_seeds.append(game_seed)
        stats.error_messages.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
    else:
        stats.turns += match.state.turn
        if not winners:
            if game.is_loss(match.state):
                stats.losses += 1
            else:
                stats.draws += 1
        for w in winners or []:
            stats.wins[order[w]] += 1
            stats.won[-1].append(order[w])
        game.record_extra(match.state, stats.extra, order)
