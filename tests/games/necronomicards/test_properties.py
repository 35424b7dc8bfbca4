"""Seeded random games: termination, card conservation, no leaks, identical replay."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from contextlib import nullcontext

import pytest

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.game import NecronomiCards
from tabletop_tui.games.necronomicards.state import NState
from tests.kit import SeenNames, watching
from tests.views import card_ids_in

GAMES_PER_COUNT = {2: 400, 3: 300, 4: 300}  # 1,000 games in all
LEAK_CHECKED = 60  # games per player count whose every decision is checked for leaks
LOG_CHECKED = 15  # of those, games where each seat's log is read too (tests/kit.py)
MAX_CHOICES = 5000


def all_zones(state: NState) -> list[str]:
    """Every card instance on or off the table, held by a zone or by an open step."""
    cards = state.spell_deck + state.discard + state.summon_deck + state.summon_discard
    cards += state.curses_aside
    for zones in state.players:
        cards += zones.spells + zones.summons + zones.played
    for step in state.stack:
        if "_curse" in step.data:
            cards.append(step.data["_curse"])
    return cards


def public(state: NState) -> set[str]:
    """What everyone may see: the discard piles, revealed Curses, played Summons."""
    out = set(state.discard) | set(state.summon_discard) | set(state.revealed_curses)
    for zones in state.players:
        out |= set(zones.played)
    return out


def visible_to(state: NState, seat: int | None) -> set[str]:
    """What a seat may see: own hand, every public zone, what its own open steps show it
    (seat None: an observer, the public zones only)."""
    out = public(state)
    if seat is None:
        return out
    out |= set(state.players[seat].spells) | set(state.players[seat].summons)
    for step in state.stack:
        if step.seat == seat:
            out |= set(step.data.get("_looked", [])) | {step.data.get("_curse", "")}
            out |= set(step.data.get("_found", []))  # Damballa's search (R18)
    return out


def play(
    game: NecronomiCards, players: int, seed: int, check_leaks: bool, check_log: bool = False
) -> Match:
    """A random game; with `check_leaks`, every seat's view is checked at every decision,
    and with `check_log` everything it can read of the log too."""
    known = set(game.cards.instances)
    names = SeenNames(known, lambda iid: game.cards.card(iid).name, visible_to)
    with watching(NState, names) if check_log else nullcontext():
        return play_on(game, players, seed, check_leaks, names if check_log else None)


def play_on(
    game: NecronomiCards, players: int, seed: int, check_leaks: bool, names: SeenNames | None
) -> Match:
    match = Match(game, [Seat("random", f"R{i}") for i in range(players)], seed, {})
    rng = random.Random(seed)
    every = Counter(list(game.cards.instances))
    known = set(game.cards.instances)
    for _ in range(MAX_CHOICES):
        decision = match.decision()
        if decision is None:
            break
        if check_leaks:
            assert Counter(all_zones(match.state)) == every, "a card was lost or duplicated"
            for seat in [*range(players), None]:
                if names is not None:  # the view and the log it reads
                    names.check(game, match.state, seat)
                    continue
                leaked = card_ids_in(match.view(seat), known) - visible_to(match.state, seat)
                assert not leaked, f"seat {seat} sees hidden cards {leaked}"
        match.choose(rng.choice(decision.options).key)
    assert match.over, f"seed {seed}: no end after {MAX_CHOICES} choices"
    assert Counter(all_zones(match.state)) == every
    return match


@pytest.mark.parametrize("players", sorted(GAMES_PER_COUNT))
def test_random_games_terminate_conserve_cards_and_never_leak(game, players):
    for seed in range(GAMES_PER_COUNT[players]):
        play(game, players, seed, check_leaks=seed < LEAK_CHECKED, check_log=seed < LOG_CHECKED)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_from_the_choice_log_gives_the_same_state(game, players):
    for seed in range(1000, 1000 + GAMES_PER_COUNT[players] // 4):
        match = play(game, players, seed, check_leaks=False)
        replay = Match(game, match.seats, seed, {})
        for key in match.choices:
            replay.choose(key)
        assert pickle.dumps(replay.state) == pickle.dumps(match.state)


def test_determinized_state_matches_the_view(game):
    """What a bot samples agrees with everything its seat can see."""
    rng = random.Random(3)
    for seed in range(40):
        match = Match(
            game, [Seat("random", "a"), Seat("random", "b"), Seat("random", "c")], seed, {}
        )
        for _ in range(rng.randint(0, 120)):
            decision = match.decision()
            if decision is None:
                break
            match.choose(rng.choice(decision.options).key)
        if match.over:
            continue
        seat = match.decision().seat
        view = match.view(seat)
        world = game.determinize(view, seat, rng)
        assert Counter(all_zones(world)) == Counter(list(game.cards.instances))
        assert game.view(world, seat)["players"] == view["players"]
        assert len(world.spell_deck) == view["spell_deck"]
        assert len(world.summon_deck) == view["summon_deck"]
        assert [o.key for o in match.decision().options] == [
            o["key"] for o in view["decision"]["options"]
        ]


def test_a_private_log_line_made_public_is_caught(game, monkeypatch):
    """The leak check reads each seat's log, not only its view: "You draw <card>." written
    for everyone (a planted fault) fails it, naming the card."""
    write = NState.say

    def public_draws(self, text, seats=None):
        write(self, text, None if text.startswith("You draw") else seats)

    monkeypatch.setattr(NState, "say", public_draws)
    with pytest.raises(AssertionError, match=r"seat \d can read hidden \['"):
        play(game, 2, 0, check_leaks=True, check_log=True)
