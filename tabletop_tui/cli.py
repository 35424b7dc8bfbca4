"""Command line: each subcommand is a thin call into core, bots or ui."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

# The bots, the rules core and the screens load when a subcommand needs them: the plain
# `tabletop-tui` shows its menu sooner without them (issue 11, start-up time).
from tabletop_tui.core.cardfiles import CardDataError

EXIT_BAD_ARGS = 2
MAX_JOBS = 64  # simulate --jobs: each a process of its own
MAX_BOT_DELAY = 60  # play --bot-delay, in seconds


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one clear line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"tabletop-tui: error: {message}\n")
        raise SystemExit(EXIT_BAD_ARGS)


def fail(message: str) -> NoReturn:
    """Bad arguments found after parsing: one line, exit 2."""
    sys.stderr.write(f"tabletop-tui: error: {message}\n")
    raise SystemExit(EXIT_BAD_ARGS)


def build_parser() -> Parser:
    """The argument parser for every subcommand."""
    parser = Parser(prog="tabletop-tui", description="Card games in the terminal.")
    parser.add_argument("--load", type=Path, metavar="FILE", help="continue the saved game in FILE")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("game", help="game id (see `tabletop-tui list`)")
        p.add_argument(
            "--seats",
            help="comma-separated seats: human, random (Easy), greedy (Normal), mcts (Hard), "
            "or mcts:N (N search iterations a decision)",
        )
        p.add_argument("--seed", type=int, help="random seed (same seed, same game)")
        p.add_argument("--option", action="append", default=[], metavar="K=V", help="variant")
        p.add_argument("--cards", type=Path, metavar="DIR", help="play with card data from DIR")

    play = sub.add_parser("play", help="play a game")
    common(play)
    play.add_argument("--bot-delay", type=float, default=0.6, metavar="SEC")
    sim = sub.add_parser("simulate", help="bot-vs-bot games and a summary")
    common(sim)
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument(
        "--jobs", type=int, default=1, metavar="N", help=f"processes to play in (1-{MAX_JOBS})"
    )
    sim.add_argument(
        "--duplicate",
        action="store_true",
        help="play each deal once per seat, so every bot plays it from every position",
    )
    val = sub.add_parser("validate", help="check card data")
    val.add_argument("games", nargs="*")
    val.add_argument("--cards", type=Path, metavar="DIR")
    shots = sub.add_parser("screenshots", help="regenerate the SVG screenshots")
    shots.add_argument("--out", type=Path, default=Path("screenshots"))
    sub.add_parser("list", help="games, ids, player counts, variants")
    new = sub.add_parser("new-game", help="start a new game from the template")
    new.add_argument("id", help="the new game's id, e.g. goofspiel")
    new.add_argument("--name", help="its name in the menu")
    new.add_argument("--package", help="its Python package (default tabletop_tui.games.<id>)")
    new.add_argument("--into", type=Path, default=Path("."), help="the project folder")
    return parser


def parse_options(pairs: list[str]) -> dict[str, str]:
    """`--option K=V` pairs as a dict."""
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            fail(f"bad option '{pair}': use --option KEY=VALUE")
        key, value = pair.split("=", 1)
        if key.strip() in out and out[key.strip()] != value.strip():  # (the last won, silently)
            fail(
                f"option '{key.strip()}' is given twice, as {out[key.strip()]} and {value.strip()}"
            )
        out[key.strip()] = value.strip()
    return out


def resolve_setup(args: argparse.Namespace, allow_human: bool) -> tuple[Any, list[str], dict]:
    """Check game id, seats and options against the game; exit 2 on any problem."""
    from tabletop_tui.bots import DEFAULT_OPPONENT
    from tabletop_tui.core.match import SEAT_KINDS, is_seat_kind
    from tabletop_tui.core.registry import entry, load_game

    try:
        info = entry(args.game).info
    except KeyError as exc:
        fail(exc.args[0])
    default = ["human"] + [DEFAULT_OPPONENT] * (info.usual_players - 1) if allow_human else None
    if args.seats is None and default is None:
        fail("--seats is required (e.g. --seats greedy,random)")
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else list(default or [])
    kinds = SEAT_KINDS if allow_human else tuple(k for k in SEAT_KINDS if k != "human")
    for seat in seats:
        if seat == "human" and not allow_human:
            fail("simulate takes bot seats only (random, greedy, mcts); 'human' is not allowed")
        if not is_seat_kind(seat) or seat.partition(":")[0] not in kinds:
            fail(f"unknown seat kind '{seat}' (seats: {', '.join(kinds)}; mcts:N sets its budget)")
    if not info.min_players <= len(seats) <= info.max_players:
        fail(f"{info.name} takes {info.seats_text()}, got {len(seats)}")
    try:
        game = load_game(args.game, args.cards)
    except CardDataError as exc:
        sys.stderr.write(f"tabletop-tui: bad card data: {exc}\n")
        raise SystemExit(1) from None
    given = parse_options(args.option)
    people = seats.count("human")
    for spec in info.options:  # hot-seat: the values proposed for people sharing a screen
        if spec.key not in given and spec.proposed(people) != spec.default:
            given[spec.key] = str(spec.proposed(people))
    try:
        options = game.check_options(len(seats), given)
    except ValueError as exc:
        fail(str(exc))
    return game, seats, options


def cmd_list() -> int:
    """Print the games."""
    from tabletop_tui.core.registry import games

    for item in games():
        info = item.info
        print(f"{info.id:16} {info.name}  ({info.players_text})")
        print(f"{'':16} {info.pitch}")
        for spec in info.options:
            choices = ",".join(str(c) for c in spec.choices) if spec.choices else "any"
            print(f"{'':16} --option {spec.key}=<{choices}>  default {spec.default}: {spec.help}")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Load card data; exit 1 with file:line messages on any problem."""
    from tabletop_tui.core.registry import entry, games, load_game

    ids = args.games or [g.info.id for g in games()]
    if args.cards is not None and len(ids) != 1:
        fail("--cards DIR checks one game's data: name exactly one game")
    status = 0
    for game_id in ids:
        try:
            entry(game_id)
        except KeyError as exc:
            fail(exc.args[0])
        try:
            game = load_game(game_id, args.cards)
        except CardDataError as exc:
            print(f"error: {exc}")
            status = 1
            continue
        total = game.card_count()
        print(f"ok: {game_id} ({total} cards)")
    return status


def cmd_simulate(args: argparse.Namespace) -> int:
    """Run bot games; print a table (or JSON); exit 1 if any game raised."""
    from tabletop_tui.core.simulate import simulate

    _, seats, options = resolve_setup(args, allow_human=False)
    if args.games < 1:
        fail("--games must be at least 1")
    if not 1 <= args.jobs <= MAX_JOBS:
        fail(f"--jobs must be from 1 to {MAX_JOBS} (processes; more than the cores is no faster)")
    if args.duplicate and args.games % len(seats):
        fail(
            f"--duplicate plays each deal {len(seats)} times (once per seat): "
            f"--games must be a multiple of {len(seats)}"
        )
    seed = args.seed if args.seed is not None else 1
    if args.json:
        stats = simulate(
            args.game,
            args.games,
            seats,
            seed,
            options,
            args.cards,
            jobs=args.jobs,
            duplicate=args.duplicate,
        )
        print(json.dumps(stats.as_json()))
    else:
        from tabletop_tui.report import simulate_with_progress

        stats = simulate_with_progress(
            args.game, args.games, seats, seed, options, args.cards, args.jobs, args.duplicate
        )
    return 1 if stats.errors else 0


def cmd_play(args: argparse.Namespace) -> int:
    """Launch the app straight into a game."""
    _, seats, options = resolve_setup(args, allow_human=True)
    if not 0 <= args.bot_delay <= MAX_BOT_DELAY:  # (nan fails both; inf froze the bots)
        fail(f"--bot-delay must be from 0 to {MAX_BOT_DELAY} seconds")
    from tabletop_tui.ui.app import make_app

    app = make_app(
        game_id=args.game,
        seats=seats,
        seed=args.seed,
        options=options,
        cards_dir=args.cards,
        bot_delay=args.bot_delay,
    )
    app.run()
    return app.return_code or 0  # 1 after an error (exits.crash_report), 128+N on signal N


def terminal_problem(stream: Any = None) -> str | None:
    """Why this terminal cannot show the tables, or None. The tables draw with Unicode
    (borders, card symbols, ♥ ◯ ⚔); a terminal set to another encoding would show them as
    escape codes, so the app says why and does not start rather than draw garbage."""
    stream = sys.stdout if stream is None else stream
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
    if encoding in ("utf-8", "utf8"):
        return None
    return (
        f"this terminal's encoding is {encoding or 'unknown'}, and the tables are drawn with "
        "Unicode symbols: set a UTF-8 locale (e.g. `LC_ALL=C.UTF-8 tabletop-tui`) in a "
        "terminal that shows UTF-8"
    )


def cmd_load(path: Path) -> int:
    """Open a save straight at its table. A save that cannot be loaded is refused here, in
    one line, before the app starts (the file is left as it is); one made with other rules
    or cards opens on the question the menu's Continue asks."""
    from tabletop_tui.core.saves import SaveChanged, SaveError, read_save
    from tabletop_tui.core.slots import describe
    from tabletop_tui.ui.app import TabletopApp

    try:
        match = read_save(path)
    except SaveChanged as exc:
        sys.stderr.write(f"tabletop-tui: {exc}\n")
        app = TabletopApp(save_path=path, ask_to_load=describe(path))
    except SaveError as exc:
        fail(str(exc))
    else:
        app = TabletopApp(save_path=path, loaded=match)
    app.run()
    return app.return_code or 0


def cmd_screenshots(args: argparse.Namespace) -> int:
    """Regenerate the SVG screenshots."""
    from tabletop_tui.ui.screenshots import export_all

    try:
        paths = export_all(args.out)
    except OSError as exc:
        sys.stderr.write(f"tabletop-tui: cannot write screenshots to {args.out}: {exc.strerror}\n")
        return 1
    for path in paths:
        print(path)
    return 0


def cmd_new_game(args: argparse.Namespace) -> int:
    """Copy the template game into a new package (never over existing files)."""
    from tabletop_tui.newgame import create, next_steps

    try:
        written = create(args.id, args.into, args.package, args.name)
    except (ValueError, FileExistsError) as exc:
        fail(str(exc))
    for path in written:
        print(path)
    print(next_steps(args.id, args.package))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `tabletop-tui` command."""
    args = build_parser().parse_args(argv)
    if args.command in (None, "play") and (problem := terminal_problem()) is not None:
        fail(problem)
    if args.load is not None:
        if args.command is not None:
            fail("--load opens a saved game by itself: give no subcommand with it")
        return cmd_load(args.load)
    if args.command is None:
        from tabletop_tui.ui.app import make_app

        app = make_app()
        app.run()
        return app.return_code or 0
    handlers = {
        "list": lambda: cmd_list(),
        "validate": lambda: cmd_validate(args),
        "simulate": lambda: cmd_simulate(args),
        "play": lambda: cmd_play(args),
        "screenshots": lambda: cmd_screenshots(args),
        "new-game": lambda: cmd_new_game(args),
    }
    return handlers[args.command]()
