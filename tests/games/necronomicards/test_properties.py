"""Seeded random games: termination, card conservation, no leaks, identical replay."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.game import NecronomiCards
from tabletop_tui.games.necronomicards.state import NState
from tests.views import card_ids_in

GAMES_PER_COUNT = {2: 400, 3: 300, 4: 300}  # 1,000 games in all
LEAK_CHECKED = 60  # games per player count whose every decision is checked for leaks
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


def visible_to(state: NState, seat: int) -> set[str]:
    """What a seat may see: own hand, every public zone, what its own open steps show it."""
    out = set(state.discard) | set(state.summon_discard) | set(state.revealed_curses)
    out |= set(state.players[seat].spells) | set(state.players[seat].summons)
    for zones in state.players:
        out |= set(zones.played)
    for step in state.stack:
        if step.seat == seat:
            out |= set(step.data.get("_looked", [])) | {step.data.get("_curse", "")}
    return out


def play(game: NecronomiCards, players: int, seed: int, check_leaks: bool) -> Match:
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
            for seat in range(players):
                leaked = card_ids_in(match.view(seat), known) - visible_to(match.state, seat)
                assert not leaked, f"seat {seat} sees hidden cards {leaked}"
            assert card_ids_in(match.view(None), known) <= (
                set(match.state.discard)
                | set(match.state.summon_discard)
                | set(match.state.revealed_curses)
                | {c for z in match.state.players for c in z.played}
            )
        match.choose(rng.choice(decision.options).key)
    assert match.over, f"seed {seed}: no end after {MAX_CHOICES} choices"
    assert Counter(all_zones(match.state)) == every
    return match


@pytest.mark.parametrize("players", sorted(GAMES_PER_COUNT))
def test_random_games_terminate_conserve_cards_and_never_leak(game, players):
    for seed in range(GAMES_PER_COUNT[players]):
        play(game, players, seed, check_leaks=seed < LEAK_CHECKED)


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
