"""Cards that change nothing are kept (the issue's 'a card that changes nothing'). Greedy's
chain of decisions stops at the opponent's first one, so a chain that ended the turn was
scored after the opponent's Dawn or Dusk and draw, and one that spent a card on nothing
(a look at the opponent's hand) before the chain ran out was scored in mid-turn, before
them, and looked better. The evaluation now counts what the opponent's coming turn is sure
to bring it while the seat's own turn is on: ending the turn is no drop in worth."""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.games.in_nomine.state import INState
from tabletop_tui.games.in_nomine.strategy import evaluate
from tests.games.in_nomine.conftest import ANGELS, DEMONS, build, choose, greedy, put_in_play


def last_main_phase(game: InNomine, state: INState, seat: int) -> INState:
    """Open `seat`'s Struggle phase with the rest of its turn after it (the End phase, the
    cleanup, then the opponent's turn), as a real turn has it."""
    state.current, state.phase = seat, "struggle"
    state.stack = [
        Step("cleanup", seat),
        Step("end", seat),
        Step("main", seat, {"phase": "struggle"}),
    ]
    engine.advance(game, state)
    return state


def angels_table(game: InNomine, hand: list[str]) -> INState:
    """The Angels' Struggle: nothing of theirs can attack; the Demons' Calabim and human
    have spent their Essence, which they get back at their Dusk."""
    state = build(game, hands=(["demon-human#1", "balseraph#1"], hand), current=ANGELS, turn=4)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    put_in_play(state, "demon-human#2", DEMONS, essence=False, prophecy=2)
    return last_main_phase(game, state, ANGELS)


def test_ending_the_turn_is_no_drop_in_worth(game):
    state = angels_table(game, ["marc"])
    before = evaluate(game, state, ANGELS)
    choose(game, state, "next")  # the Demons' turn begins: Dusk, a card drawn, a token
    assert state.current == DEMONS
    assert abs(evaluate(game, state, ANGELS) - before) < 1e-9


def test_greedy_keeps_a_look_at_the_hand_rather_than_play_it_before_the_turn_ends(game):
    state = angels_table(game, ["resonance", "marc"])
    for seed in range(4):
        assert greedy(game, state, seed) == "play:marc"
    choose(game, state, "play:marc")
    for seed in range(4):
        assert greedy(game, state, seed) == "next"
