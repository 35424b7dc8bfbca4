"""The greedy bot's sense of In Nomine: its hints for blocks and attack targets, plain
positions it must get right, and a seeded match against the random bot it must win."""

from __future__ import annotations

import random

from tabletop_tui.core import engine
from tabletop_tui.core.simulate import simulate
from tabletop_tui.games.in_nomine.force import ATTACK, DEFEND, NEUTRAL, breakdown, force
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.games.in_nomine.state import INState
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    build,
    choose,
    forces,
    greedy,
    keys,
    kind,
    put_in_play,
    struggle,
)
from tests.kit import random_decisions


def hint(game: InNomine, state: INState) -> str | None:
    """The game's hint for the pending decision, from the deciding seat's view."""
    pending = engine.decision(game, state)
    assert pending is not None
    return game.hint(game.view(state, pending.seat), pending, random.Random(0))


def calabim_attacks_the_deck(game: InNomine, angels: list[str], deck: int | None = None):
    """The Demons' Calabim (Force 3) attacks the Angels' deck; these Angels stand ready."""
    angel_deck = None if deck is None else list(game.cards.decks["angel"][-deck:])
    state = build(game, current=DEMONS, decks=(None, angel_deck))
    put_in_play(state, "calabim#1", DEMONS)
    for card in angels:
        put_in_play(state, card, ANGELS)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    choose(game, state, "deck")
    assert kind(game, state) == "defend_window"
    return state


def test_the_block_hint_blocks_with_a_persona_that_wins_the_fight(game):
    """Cherubim defends at 4 against the Calabim's 3; Seraphim and the Human would lose."""
    state = calabim_attacks_the_deck(game, ["seraphim#1", "cherubim#1", "angel-human#1"])
    assert forces(game, state, "cherubim#1")[1] == 4 and forces(game, state, "calabim#1")[0] == 3
    assert {"block:seraphim#1", "block:cherubim#1", "block:angel-human#1"} <= set(keys(game, state))
    assert hint(game, state) == "block:cherubim#1"
    assert greedy(game, state) == "block:cherubim#1"


def test_the_block_hint_lets_a_deck_attack_through_rather_than_lose_a_persona(game):
    state = calabim_attacks_the_deck(game, ["seraphim#1", "angel-human#1"])
    assert hint(game, state) == "no-block"


def test_the_block_hint_sacrifices_its_weakest_when_the_deck_would_run_out(game):
    """Three cards left against an attack of 3: the Human blocks (and dies), the deck lives."""
    state = calabim_attacks_the_deck(game, ["seraphim#1", "angel-human#1"], deck=3)
    assert hint(game, state) == "block:angel-human#1"


def djinn_declares(game: InNomine, angel_deck: int | None = None, prophecy: int = 0):
    """The Demons' Djinn (attack 4) attacks; the Angels' Seraphim (defends 2), Cherubim
    (defends 4) and Human (defends 1) are targets, none with Essence to block."""
    deck = None if angel_deck is None else list(game.cards.decks["angel"][-angel_deck:])
    state = build(game, current=DEMONS, decks=(None, deck))
    put_in_play(state, "djinn#1", DEMONS)
    for card in ("seraphim#1", "cherubim#1"):
        put_in_play(state, card, ANGELS, essence=False)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=prophecy)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:djinn#1")
    assert kind(game, state) == "declare"
    return state


def test_the_target_hint_attacks_the_persona_worth_most_that_the_attack_destroys(game):
    state = djinn_declares(game)
    assert set(keys(game, state)) >= {"deck", "target:seraphim#1", "target:cherubim#1"}
    assert hint(game, state) == "target:seraphim#1"  # Force 2; the Cherubim would survive
    state = djinn_declares(game, prophecy=3)
    assert hint(game, state) == "target:angel-human#1"  # Force 1 with 3 Prophecy tokens


def test_greedy_attacks_the_deck_when_that_runs_it_out(game):
    """Four cards left and an unblockable attack of 4: the deck, and the game, not a persona."""
    state = djinn_declares(game, angel_deck=4)
    assert hint(game, state) == "deck"
    assert greedy(game, state) == "deck"
    choose(game, state, "deck")
    while not state.over and kind(game, state) != "main":
        choose(
            game, state, next(k for k in ("continue", "no-block", "pass") if k in keys(game, state))
        )
    assert state.winners == [DEMONS]


def test_greedy_attacks_with_a_persona_ready_to_win_the_game(game):
    state = build(game, current=DEMONS, decks=(None, list(game.cards.decks["angel"][-4:])))
    put_in_play(state, "djinn#1", DEMONS)
    struggle(game, state, DEMONS)
    assert set(keys(game, state)) == {"attack:djinn#1", "next"}
    assert greedy(game, state) == "attack:djinn#1"


def test_greedy_beats_random_in_seeded_games():
    """Deterministic (seeded games, seeded bots): greedy wins at least 10 of 12, from both
    seats (the seats turn each game)."""
    stats = simulate("in-nomine", 12, ["greedy", "random"], seed=1)
    assert stats.errors == 0 and stats.wins[0] >= 10, stats.wins


def test_may_hint_is_true_wherever_the_hint_answers(game):
    """Play-outs skip building a view where `may_hint` says the hint cannot answer: over
    seeded games of random play, every decision the hint answers is one it may, and the
    pre-check does say no somewhere (most decisions), so it saves the view there."""
    answered = skipped = 0
    for seed, match, pending in random_decisions(game, range(12)):
        hinted = game.hint(match.view(pending.seat), pending, random.Random(0))
        if hinted is not None:
            answered += 1
            assert game.may_hint(pending), (seed, pending.kind, hinted)
        if not game.may_hint(pending):
            skipped += 1
    assert answered > 50 and skipped > 500


def test_force_is_the_sum_of_its_breakdown_everywhere(game):
    """`force` adds up a persona's Force without naming the parts; at every decision of
    seeded random games it is the breakdown's sum (never below 0), in every role, with
    and without this turn's effects, and the games do reach effects and attachments."""
    reached = {"effects": 0, "attachments": 0, "undead": 0}
    for _, match, _ in random_decisions(game, range(10)):
        state = match.state
        reached["effects"] += bool(state.effects)
        for p in state.personas:
            reached["attachments"] += bool(p.attachments)
            reached["undead"] += p.undead
            for role in (ATTACK, DEFEND, NEUTRAL):
                for effects in (True, False):
                    parts = breakdown(game, state, p.card, role, effects)
                    expected = max(0, sum(amount for _, amount in parts))
                    assert force(game, state, p.card, role, effects) == expected
    assert all(reached.values()), reached
