"""simulate: every per-bot figure follows the listed bot through the seat rotation."""

from __future__ import annotations

import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tabletop_tui.core import registry, simulate
from tabletop_tui.core.decision import Decision
from tabletop_tui.core.registry import GameEntry
from tabletop_tui.core.simulate import SeatTimes, Stats, summary
from tests.core.tiny import ENTRY, INFO, Cards, Tiny, TinyState


class Scripted:
    """A bot that plays by a fixed rule, and remembers every seat it was asked to play."""

    calls: Counter[str] = Counter()
    seats: dict[str, set[int]] = {}

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def choose(self, game: Any, view: dict[str, Any], decision: Decision, rng: Any) -> str:
        Scripted.calls[self.kind] += 1
        Scripted.seats.setdefault(self.kind, set()).add(decision.seat)
        keys = [o.key for o in decision.options]
        if self.kind == "winner":  # always its best card
            plays = [k for k in keys if k.startswith("play:")]
            return max(plays, key=lambda k: int(k[-1])) if plays else keys[0]
        return "let" if "let" in keys else "pass"  # the waiter never plays a card


@pytest.fixture
def tiny_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Tiny registered as a game, scripted bots in place of the real ones; its card folder."""
    registry.games()  # the real games first, so registering Tiny does not hide them
    monkeypatch.setitem(registry._GAMES, "tiny", ENTRY)
    real = simulate.make_bot
    monkeypatch.setattr(
        simulate, "make_bot", lambda kind: Scripted(kind) if kind in SCRIPTED else real(kind)
    )
    Scripted.calls, Scripted.seats = Counter(), {}
    return tmp_path


SCRIPTED = ("winner", "waiter")


def test_wins_follow_the_listed_bot_through_every_rotation(tiny_game: Path) -> None:
    """The waiter never scores, so the winner wins every game from whichever seat."""
    for seats, wins in ((["waiter", "winner"], [0, 6]), (["winner", "waiter"], [6, 0])):
        stats = simulate.simulate("tiny", 6, seats, seed=3, cards_dir=tiny_game)
        assert stats.wins == wins and stats.draws == stats.losses == stats.errors == 0
        assert stats.as_json()["win_rate"] == [w / 6 for w in wins]
    assert Scripted.seats == {"winner": {0, 1}, "waiter": {0, 1}}  # both played both seats


def test_decision_counts_follow_the_listed_bot(tiny_game: Path) -> None:
    stats = simulate.simulate("tiny", 5, ["waiter", "winner"], seed=8, cards_dir=tiny_game)
    assert [t.count for t in stats.times] == [Scripted.calls["waiter"], Scripted.calls["winner"]]
    assert stats.decisions == sum(Scripted.calls.values())
    assert [d["seat"] for d in stats.as_json()["decision_ms"]] == ["waiter", "winner"]


def test_a_games_extra_figures_get_the_table_to_listed_order(
    tiny_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def record_extra(self: Tiny, state: TinyState, extra: dict, order: list[int]) -> None:
        extra.setdefault("winner_listed_as", []).append(order[state.winners[0]])

    monkeypatch.setattr(Tiny, "record_extra", record_extra)
    stats = simulate.simulate("tiny", 4, ["waiter", "winner"], seed=1, cards_dir=tiny_game)
    assert stats.extra == {"winner_listed_as": [1, 1, 1, 1]}
    assert stats.as_json()["extra"]["winner_listed_as"]["n"] == 4


def test_the_same_games_listed_the_other_way_round_credit_the_same_bots() -> None:
    """Game n of a run is seed + n with the seats turned n places. Listed the other way
    round and started one seed later, a run replays the same games at the same table (the
    bots' dice come from the game's seed), so each bot's figures must agree."""
    seats, seed = ["greedy", "random"], 40
    first = simulate.simulate("necronomicards", 1, seats, seed)
    ahead = simulate.simulate("necronomicards", 7, seats, seed)
    turned = simulate.simulate("necronomicards", 6, seats[::-1], seed + 1)
    for bot in (0, 1):
        assert ahead.wins[bot] - first.wins[bot] == turned.wins[1 - bot]
        count = ahead.times[bot].count - first.times[bot].count
        assert count == turned.times[1 - bot].count
    assert ahead.decisions - first.decisions == turned.decisions
    assert ahead.turns - first.turns == turned.turns
    assert ahead.wins[0] > ahead.wins[1]  # and greedy, listed first, is the stronger


def test_every_game_is_counted_once_and_progress_reports_each(tiny_game: Path) -> None:
    done: list[int] = []
    stats = simulate.simulate(
        "tiny", 3, ["winner", "waiter"], seed=2, cards_dir=tiny_game, progress=done.append
    )
    assert done == [1, 2, 3] and stats.games == 3
    data = stats.as_json()
    assert data["avg_turns"] == round(stats.turns / 3, 2) and stats.turns >= 3 * 3
    assert data["avg_turns_per_player"] == round(stats.turns / 3 / 2, 2)
    assert data["avg_decisions"] == round(stats.decisions / 3, 2)
    assert (data["game"], data["games"], data["seats"], data["seed"]) == (
        "tiny",
        3,
        ["winner", "waiter"],
        2,
    )


def test_a_crash_is_counted_with_its_seed_and_left_out_of_the_averages(
    tiny_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = Tiny.new_state

    def crash_on_seed_11(self: Tiny, players: int, seed: int, *rest: Any) -> TinyState:
        if seed == 11:
            raise RuntimeError("boom")
        return real(self, players, seed, *rest)

    monkeypatch.setattr(Tiny, "new_state", crash_on_seed_11)
    stats = simulate.simulate("tiny", 3, ["winner", "waiter"], seed=10, cards_dir=tiny_game)
    assert (stats.games, stats.errors, stats.error_seeds) == (3, 1, [11])
    assert stats.error_messages == ["seed 11: RuntimeError: boom"]
    assert sum(stats.wins) == 2
    assert stats.as_json()["avg_turns"] == round(stats.turns / 2, 2)


def test_seat_times_keep_count_total_and_worst() -> None:
    times = SeatTimes()
    for seconds in (0.002, 0.005, 0.001):
        times.add(seconds)
    assert (times.count, round(times.total, 6), times.worst) == (3, 0.008, 0.005)
    stats = Stats("tiny", ["a"], 1, games=1, times=[times], wins=[1])
    assert stats.as_json()["decision_ms"] == [{"seat": "a", "avg": 2.667, "max": 5.0}]


def test_summary_gives_average_extremes_and_deciles() -> None:
    values = [float(v) for v in random.Random(1).sample(range(1, 11), 10)]
    assert summary(values) == {
        "n": 10,
        "avg": 5.5,
        "min": 1.0,
        "p10": 2.0,
        "median": 6.0,
        "p90": 10.0,
        "max": 10.0,
    }


def test_the_json_figures_are_averaged_over_the_games_that_finished() -> None:
    times = [SeatTimes(3, 0.006, 0.004), SeatTimes()]
    messages = [f"seed {n}: boom" for n in range(12)]
    stats = Stats("tiny", ["a", "b"], 4, games=5, wins=[3, 0], draws=1, losses=0, turns=41)
    stats.decisions, stats.seconds, stats.errors, stats.times = 99, 2.0, 1, times
    stats.error_seeds, stats.error_messages = [9], messages
    stats.extra = {"score": [1.0, 3.0]}
    assert stats.as_json() == {
        "game": "tiny",
        "games": 5,
        "seats": ["a", "b"],
        "seed": 4,
        "wins": [3, 0],
        "win_rate": [0.75, 0.0],
        "draws": 1,
        "losses": 0,
        "avg_turns": 10.25,
        "avg_turns_per_player": 5.12,
        "avg_decisions": 24.75,
        "decisions_per_second": 49.5,
        "decision_ms": [
            {"seat": "a", "avg": 2.0, "max": 4.0},
            {"seat": "b", "avg": 0.0, "max": 0.0},
        ],
        "extra": {"score": summary([1.0, 3.0])},
        "errors": 1,
        "error_seeds": [9],
        "error_messages": messages[:10],
    }


def test_figures_are_rounded_and_a_run_with_no_time_or_no_finished_game_divides_by_one() -> None:
    stats = Stats("tiny", ["a", "b", "c"], 0, games=3, wins=[1, 1, 0], turns=10)
    stats.decisions, stats.errors = 7, 3
    data = stats.as_json()
    assert data["win_rate"] == [1.0, 1.0, 0.0] and data["avg_turns"] == 10.0
    assert data["avg_turns_per_player"] == 3.33 and data["decisions_per_second"] == 0.0
    assert "extra" not in data and data["avg_decisions"] == 7.0
    stats.games, stats.errors, stats.seconds = 7, 0, 3.0
    stats.wins = [1, 2, 4]
    data = stats.as_json()
    assert data["win_rate"] == [0.1429, 0.2857, 0.5714] and data["avg_turns"] == 1.43
    assert data["avg_turns_per_player"] == 0.48 and data["decisions_per_second"] == 2.3
    stats.times = [SeatTimes(3, 0.001, 0.0012345), SeatTimes(), SeatTimes()]
    assert stats.as_json()["decision_ms"][0] == {"seat": "a", "avg": 0.333, "max": 1.234}


def test_bots_are_found_before_the_clock_and_an_unknown_one_still_fails_each_game(
    tiny_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """simulate looks each seat's bot up before timing play (the first lookup reads the
    installed entry points); a kind nobody knows is still an error in every game."""
    found: list[str] = []
    real = simulate.make_bot

    def spy(kind: str) -> Any:
        found.append(kind)
        return real(kind)

    monkeypatch.setattr(simulate, "make_bot", spy)
    clock = simulate.time.perf_counter

    def timed() -> float:
        found.append("clock")
        return clock()

    monkeypatch.setattr(simulate.time, "perf_counter", timed)
    stats = simulate.simulate("tiny", 2, ["winner", "nobody"], seed=1, cards_dir=tiny_game)
    assert stats.errors == 2 and all("unknown bot kind" in m for m in stats.error_messages)
    assert set(found[: found.index("clock")]) == {"winner", "nobody"}


def test_games_spread_over_processes_give_the_figures_of_one(
    tiny_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--jobs 2` on Tiny (quick): the same figures as one process, every game reported
    to the progress bar, and the cards read once up front, from the run's own folder."""
    asked: list[Path] = []
    entry = GameEntry(INFO, load_cards=lambda d: asked.append(d) or Cards(), make=Tiny)
    monkeypatch.setitem(registry._GAMES, "tiny", entry)
    seats = ["waiter", "winner"]
    one = simulate.simulate("tiny", 4, seats, seed=3, cards_dir=tiny_game)
    done: list[int] = []
    started = time.perf_counter()
    two = simulate.simulate(
        "tiny", 4, seats, seed=3, cards_dir=tiny_game, progress=done.append, jobs=2
    )
    timing = ("decision_ms", "decisions_per_second")
    figures = {k: v for k, v in two.as_json().items() if k not in timing}
    assert figures == {k: v for k, v in one.as_json().items() if k not in timing}
    assert (two.game, two.seats, two.seed, two.wins) == ("tiny", seats, 3, [0, 4])
    assert sorted(done) == [1, 2, 3, 4] and 0 < two.seconds <= time.perf_counter() - started
    assert asked == [tiny_game]  # loaded once, here, from the run's folder


def test_summary_rounds_the_average_to_two_places_and_reads_deciles_by_position() -> None:
    assert summary([1.0, 2.0, 2.0])["avg"] == 1.67
    twenty = summary([float(v) for v in range(20, 0, -1)])
    assert (twenty["p10"], twenty["median"], twenty["p90"], twenty["max"]) == (
        3.0,
        11.0,
        19.0,
        20.0,
    )


def test_a_run_over_processes_uses_that_many_and_hands_each_game_its_options(
    tiny_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from concurrent.futures import ProcessPoolExecutor

    from tabletop_tui.core import jobs

    workers: list[int | None] = []

    def pool(max_workers: int | None = None) -> ProcessPoolExecutor:
        workers.append(max_workers)
        return ProcessPoolExecutor(max_workers=max_workers)

    monkeypatch.setattr(jobs, "ProcessPoolExecutor", pool)
    seats, options = ["waiter", "winner"], {"speed": 2}  # Tiny has no options: refused
    one = simulate.simulate("tiny", 3, seats, seed=1, options=options, cards_dir=tiny_game)
    three = simulate.simulate(
        "tiny", 3, seats, seed=1, options=options, cards_dir=tiny_game, jobs=3
    )
    simulate.simulate("tiny", 2, seats, seed=1, cards_dir=tiny_game, jobs=2)
    simulate.simulate("tiny", 1, seats, seed=1, cards_dir=tiny_game, jobs=2)  # no pool for one
    assert workers == [3, 2]
    assert three.errors == one.errors == 3 and three.error_messages == one.error_messages
    assert (
        three.error_messages[0]
        == "seed 1: ValueError: unknown option 'speed' for tiny (options: none)"
    )


def test_a_run_starts_from_seed_0_unless_told(tiny_game: Path) -> None:
    plain = simulate.simulate("tiny", 2, ["winner", "random"], cards_dir=tiny_game)
    zero = simulate.simulate("tiny", 2, ["winner", "random"], seed=0, cards_dir=tiny_game)
    assert plain.seed == 0 and plain.as_json()["wins"] == zero.as_json()["wins"]
    assert plain.turns == zero.turns and plain.decisions == zero.decisions


def test_game_n_is_seed_n_with_the_seats_turned_n_places_and_named_by_listing() -> None:
    """Which table game n sits (a reported error seed can be replayed from it): listed
    seat k is named after its bot and its place in the listing."""
    tables: list[tuple[int, list[str]]] = []

    class Table:
        def __init__(self, game: Any, table: list[Any], seed: int, *rest: Any, **kw: Any) -> None:
            tables.append((seed, [s.name for s in table]))
            raise RuntimeError("seen")

    stats = simulate.new_stats("x", ["a", "b", "c"], 10)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(simulate, "Match", Table)
        patch.setattr(simulate, "make_bot", lambda kind: object())  # any kind is a bot
        for n in range(4):
            simulate.play_game(Tiny(), stats, n, None, None)
    assert tables == [
        (10, ["a-1", "b-2", "c-3"]),
        (11, ["b-2", "c-3", "a-1"]),
        (12, ["c-3", "a-1", "b-2"]),
        (13, ["a-1", "b-2", "c-3"]),
    ]
    assert stats.error_seeds == [10, 11, 12, 13] and stats.errors == 4 and stats.games == 4


def test_the_bots_dice_of_game_n_come_from_its_seed(tiny_game: Path) -> None:
    """Each game's bots share one RNG seeded from the game's own seed (seed + n), so one
    game replays alone."""
    with pytest.MonkeyPatch.context() as patch:
        calls: list[Any] = []
        real = simulate.play_one

        def play_one(
            match: Any, order: list[int], stats: Stats, rng: random.Random, bots: Any = None
        ) -> Any:
            calls.append(rng.getstate())
            return real(match, order, stats, rng, bots)

        patch.setattr(simulate, "play_one", play_one)
        simulate.simulate("tiny", 2, ["winner", "winner"], seed=6, cards_dir=tiny_game)
    assert calls == [random.Random(s * 7919 + 17).getstate() for s in (6, 7)]


def test_a_blind_bot_is_handed_no_view_and_the_clock_adds_up(tiny_game: Path) -> None:
    """A bot that says it needs no view is handed none (the view is never built), one
    that does is handed its seat's; each decision's time is part of the run's time."""
    views: dict[str, list[dict[str, Any]]] = {"waiter": [], "winner": []}

    class Blind(Scripted):
        needs_view = False

        def choose(self, game: Any, view: dict[str, Any], decision: Decision, rng: Any) -> str:
            views[self.kind].append(view)
            return super().choose(game, view, decision, rng)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(simulate, "make_bot", Blind)
        patch.setattr(Blind, "needs_view", property(lambda self: self.kind == "winner"))
        before = time.perf_counter()
        stats = simulate.simulate("tiny", 2, ["waiter", "winner"], seed=4, cards_dir=tiny_game)
        wall = time.perf_counter() - before
    assert views["waiter"] and all(v == {} for v in views["waiter"])
    assert views["winner"] and all(isinstance(v["hand"], list) for v in views["winner"])  # its own
    assert 0 < stats.seconds <= wall
    assert 0 < sum(t.total for t in stats.times) <= stats.seconds


def test_a_game_without_winners_is_a_draw_or_a_loss_as_the_game_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(simulate, "play_one", lambda *args: [])
    monkeypatch.setattr(simulate, "make_bot", lambda kind: object())
    stats = simulate.new_stats("tiny", ["a", "b"], 1)
    for n in range(3):
        simulate.play_game(Tiny(), stats, n, None, None)
    assert (stats.games, stats.draws, stats.losses, stats.wins) == (3, 3, 0, [0, 0])
    monkeypatch.setattr(Tiny, "is_loss", lambda self, state: True)
    simulate.play_game(Tiny(), stats, 3, None, None)
    assert (stats.games, stats.draws, stats.losses) == (4, 3, 1)
