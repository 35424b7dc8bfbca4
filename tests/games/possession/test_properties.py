"""Seeded random games for 1 (solitaire), 2, 3 and 4 players: they end, keep every card,
leak nothing hidden into another seat's view (across hand passing too) and replay exactly."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.registry import load_game
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.state import PState
from tests.kit import SeenNames, watching
from tests.views import strings

GAMES = {1: 500, 2: 500, 3: 500, 4: 500}  # per number of players: 2,000 games in all
CHUNK = 250  # games per test item (pytest-xdist spreads the items over the cores)
# Every game: every seat's view is checked for leaks at the start of each turn (just after
# hands pass). Every FULL-th game: also at every VIEW_EVERY-th decision, with a determinized
# world checked against the view. Every REPLAY-th game is replayed from its choice log.
FULL = 20
REPLAY = 4
VIEW_EVERY = 7
LOG_EVERY = 100  # every LOG_EVERY-th game is a FULL one whose checks read the log too


def all_cards(state: PState) -> Counter[str]:
    """Every card instance on the table, wherever it is."""
    zones: list[list[str]] = [
        state.deck,
        state.discard,
        state.out_of_game,
        state.set_aside,
        state.daemons_aside,
        state.victim_deck,
        state.victim_discard,
        state.location_deck,
        state.location_discard,
        state.nemesis_deck,
        state.nemesis_discard,
        list(state.victims),
        [state.location] if state.location else [],
        [state.troll] if state.troll else [],
        [a.card for a in state.attacks if a.card],
        [st.data["card"] for st in state.stack if st.kind == "place_nemesis"],
    ]
    for vic in state.victims.values():
        zones.append(vic.equipment)
    for p in state.players:
        zones.extend([p.hand, p.possession_cards, [p.daemon]])
    return Counter(c for zone in zones for c in zone)


# The test's own idea of what each seat remembers of the other hands (R34), by game (the
# state's id): the cards it has held itself since they last went into the Game Deck. A
# card passed on is known wherever the hands carry it; a RESHUFFLE forgets them all.
MEMORY: dict[int, list[set[str]]] = {}
RESHUFFLED = "every hand goes back into the Game Deck"


def remember(state: PState, line: str = "") -> None:
    """What each seat holds now, added to what it has held (a game not followed: nothing)."""
    memory = MEMORY.get(id(state))
    if memory is None:
        return
    if RESHUFFLED in line:
        for known in memory:
            known.clear()
    for name in discovered_trap(line):  # found and named aloud: the whole table knows it
        giver = next(
            p for s, p in enumerate(state.players) if f"in the hand {state.name(s)} passed" in line
        )
        card = next(c for c in giver.cheats if c in giver.hand)
        assert NAMES[card] == name
        for known in memory:
            known.add(card)
    for known, p in zip(memory, state.players, strict=True):
        known.update(p.hand)


@contextmanager
def remembering() -> Iterator[None]:
    """Hands are read at every log line, so a card drawn and passed on within one choice
    (a Daemon's draw as the turn ends) is remembered too: a draw is always told."""
    write = PState.say

    def say(self: PState, text: str, seats: tuple[int, ...] | None = None) -> None:
        write(self, text, seats)
        remember(self, text)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PState, "say", say)
        yield


def hidden_from(state: PState, seat: int) -> set[str]:
    """Card ids `seat` may not see: other hands but for the cards it passed on (R34)."""
    out = set(state.deck) | set(state.out_of_game) | set(state.daemons_aside)
    out |= set(state.victim_deck) | set(state.location_deck) | set(state.nemesis_deck)
    remembered = MEMORY.get(id(state), [set() for _ in state.players])
    for s, p in enumerate(state.players):
        if s != seat:
            out |= set(p.hand) - (remembered[seat] if seat >= 0 else set())
            if not p.revealed:
                out.add(p.daemon)
    return out


def visible_to(state: PState, seat: int | None) -> set[str]:
    """The cards `seat` may see (None: an observer, who sees no hand and no hidden Daemon).
    Every card is on the table somewhere (conservation is checked): all but the hidden."""
    return EVERY_CARD - hidden_from(state, -1 if seat is None else seat)


EVERY_CARD: frozenset[str] = frozenset(load_game("possession").cards.instances)
NAMES = {c: load_game("possession").cards.card(c).name for c in EVERY_CARD}


DISCOVERED = re.compile(r"finds (.+) in the hand .+ passed: a TRAP! left unplayed!")


def discovered_trap(line: str) -> list[str]:
    """R12: a marked TRAP! found in a passed hand is shown to the table (the cheat pays)."""
    found = DISCOVERED.search(line)
    return [found.group(1)] if found else []


def check_views(
    game: Possession,
    state: PState,
    rng: random.Random,
    worlds: bool,
    names: SeenNames | None = None,
) -> None:
    for seat in range(state.num_players):
        view = game.view(state, seat)
        leaked = strings({k: v for k, v in view.items() if k != "log"}, set(), "@:") & hidden_from(
            state, seat
        )
        assert not leaked, f"seat {seat} sees hidden {sorted(leaked)}"
        remembered = MEMORY[id(state)][seat]
        for s, (p, pv) in enumerate(zip(state.players, view["players"], strict=True)):
            if s != seat:  # R34: every card it passed on and nothing else is shown as known
                assert set(pv["seen_by"]) == set(p.hand) & remembered, (seat, s)
        if names is not None:
            names.check(game, state, seat)  # the view and the log it reads, names included
        if not worlds:
            continue
        world = game.determinize(view, seat, rng)
        assert all_cards(world) == all_cards(state)
        again = game.view(world, seat)
        for key in ("victims", "attacks", "discard", "location", "deck", "troll"):
            assert again[key] == view[key], key
        assert again["players"][seat] == view["players"][seat]
        assert [p["seen_by"] for p in again["players"]] == [p["seen_by"] for p in view["players"]]


def play(game: Possession, players: int, seed: int, full: bool) -> tuple[list[str], PState]:
    """A random game; every seat's view is checked at each turn's start, and in a `full`
    game often between; in some full games everything it can read of the log too
    (tests/kit.py)."""
    names = SeenNames(
        game.cards.instances,
        lambda iid: game.cards.card(iid).name,
        visible_to,
        shown_by_rule=discovered_trap,
    )
    check_log = full and seed % LOG_EVERY == 0
    with watching(PState, names) if check_log else nullcontext(), remembering():
        return play_on(game, players, seed, full, names if check_log else None)


def play_on(
    game: Possession, players: int, seed: int, full: bool, names: SeenNames | None
) -> tuple[list[str], PState]:
    state = game.new_state(players, seed, game.check_options(players, {}))
    MEMORY[id(state)] = [set() for _ in state.players]
    engine.advance(game, state)
    everything = all_cards(state)
    assert all(n == 1 for n in everything.values())
    rng = random.Random(seed)
    choices: list[str] = []
    turn = -1
    remember(state)
    while not state.over:
        d = engine.decision(game, state)
        assert d is not None and d.options
        if state.turn != turn:
            check_views(game, state, rng, worlds=full, names=names)
            turn = state.turn
        elif full and len(choices) % VIEW_EVERY == 0:
            check_views(game, state, rng, worlds=True, names=names)
        key = rng.choice(d.options).key
        choices.append(key)
        engine.apply(game, state, key)
        remember(state)
        assert len(choices) < 2000, "a game that does not end"
    MEMORY.pop(id(state), None)
    assert all_cards(state) == everything
    assert state.turn == 5 and state.winners is not None
    return choices, state


def replay(game: Possession, players: int, seed: int, choices: list[str]) -> PState:
    state = game.new_state(players, seed, game.check_options(players, {}))
    engine.advance(game, state)
    for key in choices:
        engine.apply(game, state, key)
    return state


@pytest.mark.parametrize(
    ("players", "first"), [(p, f) for p, n in GAMES.items() for f in range(0, n, CHUNK)]
)
def test_random_games(players: int, first: int) -> None:
    game = load_game("possession")
    assert isinstance(game, Possession)
    outcomes: Counter[str] = Counter()
    for seed in range(first, first + CHUNK):
        choices, state = play(game, players, seed, full=seed % FULL == 0)
        if seed % REPLAY == 0:
            again = replay(game, players, seed, choices)
            assert [e.text for e in again.log] == [e.text for e in state.log]
            assert again.winners == state.winners and again.final_scores == state.final_scores
        outcomes["win" if state.winners else "none"] += 1
        # R32 (issue 12): the Game Deck is sized so that it never runs dry
        assert not any("The Game Deck ran out" in e.text for e in state.log), seed
    # every player count finishes games both ways it can: someone wins; a solitaire can be lost
    assert outcomes["win"] > 0
    if players == 1:
        assert outcomes["none"] > 0


def test_a_hidden_card_named_in_the_log_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak check reads each seat's log, not only its view. Possession writes no private
    lines, so the planted fault is a public one naming the cards of each hand as it passes
    (what a "you pass ..." line made public would say): the check fails, naming a card."""
    from tabletop_tui.games.possession import passing

    game = load_game("possession")
    assert isinstance(game, Possession)
    give = passing.give_hands

    def tell(game: Possession, state: PState, moves: dict[int, int]) -> None:
        for giver in moves:
            names = ", ".join(game.cards.card(c).name for c in state.players[giver].hand)
            state.say(f"{state.name(giver)} passes {names}.")
        give(game, state, moves)

    monkeypatch.setattr(passing, "give_hands", tell)
    with pytest.raises(AssertionError, match=r"seat \d can read hidden \[['\"]"):
        play(game, 4, 0, full=True)
