"""Greedy weighs a TRAP! left unplayed: the receiver of the hand finds it and takes the two
Possession cards worth most (issue 10: greedy kept skipping triggered TRAP!s)."""

from __future__ import annotations

from tabletop_tui.games.possession import strategy
from tabletop_tui.games.possession.state import CARDS_PER_TURN
from tests.games.possession.conftest import build, give, possession_cards


def test_a_hidden_trap_in_hand_costs_the_two_best_possession_cards(game):
    state = build(game)
    possession_cards(game, state, 0, "whisper-at-the-window", "gilded-promise", "waking-dread")
    (trap,) = give(game, state, 0, "cursed-ring")
    state.players[0].played = CARDS_PER_TURN  # no Round left to play it in
    honest = strategy.evaluate(game, state, 0)
    state.players[0].cheats = [trap]
    assert strategy.cheat_risk(game, state, 0) >= 4 * (1.2 - 0.8 * state.turn / 5)
    assert strategy.evaluate(game, state, 0) < honest - 3
    state.players[1].cheats = [trap]  # the opponent's secret is its own risk, not ours
    assert strategy.cheat_risk(game, state, 1) == 0.0


def test_no_risk_once_the_trap_has_left_the_hand_or_nothing_can_be_taken(game):
    state = build(game)
    (trap,) = give(game, state, 0, "cursed-ring")
    state.players[0].cheats = [trap]
    assert strategy.cheat_risk(game, state, 0) == 0.0  # no Possession card to lose
    possession_cards(game, state, 0, "gilded-promise")
    state.players[0].hand.remove(trap)
    assert strategy.cheat_risk(game, state, 0) == 0.0  # played or passed on already
