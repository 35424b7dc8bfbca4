"""Rich output for `simulate`: a progress bar while games run, then a summary table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from tabletop_tui.core.simulate import Stats, simulate


def simulate_with_progress(
    game_id: str,
    games: int,
    seats: list[str],
    seed: int,
    options: dict[str, Any],
    cards_dir: Path | None,
    jobs: int = 1,
    duplicate: bool = False,
) -> Stats:
    """Run `simulate` under a progress bar and print the summary table."""
    console = Console()
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
    ) as progress:
        task = progress.add_task(f"{game_id}: {','.join(seats)}", total=games)
        stats = simulate(
            game_id,
            games,
            seats,
            seed,
            options,
            cards_dir,
            progress=lambda done: progress.update(task, completed=done),
            jobs=jobs,
            duplicate=duplicate,
        )
    console.print(summary_table(stats))
    return stats


def summary_table(stats: Stats) -> Table:
    """Wins per seat, then the run's averages."""
    data = stats.as_json()
    duplicate = "deals" in data  # each deal played from every seat: what each bot swept
    deals = data.get("deals", 0)
    dealt = f" ({deals} deal{'' if deals == 1 else 's'}, each from every seat)" if duplicate else ""
    table = Table(title=f"{data['game']}: {data['games']} games{dealt}, seed {data['seed']}")
    table.add_column("Seat")
    table.add_column("Wins", justify="right")
    table.add_column("Win rate", justify="right")
    table.add_column("Avg ms/decision", justify="right")
    table.add_column("Worst ms", justify="right")
    if duplicate:
        table.add_column("Deals won from every seat", justify="right")
    for i, seat in enumerate(data["seats"]):
        timing = data["decision_ms"][i]
        table.add_row(
            f"{i + 1}: {seat}",
            str(data["wins"][i]),
            f"{data['win_rate'][i]:.1%}",
            f"{timing['avg']:.2f}",
            f"{timing['max']:.1f}",
            *([str(data["swept"][i])] if duplicate else []),
        )
    table.caption = (
        f"draws {data['draws']} · avg turns {data['avg_turns']} "
        f"({data['avg_turns_per_player']} per player) · avg decisions {data['avg_decisions']} · "
        f"{data['decisions_per_second']} decisions/s · errors {data['errors']}"
    )

    return table
