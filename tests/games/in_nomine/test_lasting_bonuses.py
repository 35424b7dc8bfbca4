"""A Modifier or Artifact that lasts is worth attaching (issue 10: greedy blind to it).
An Atk or Def bonus counts only in a fight, and Force alone did not see it, so greedy
judged a Geas or a Relic on a persona worth nothing, less than the card kept in hand: it
offered to attach one and took it back, game after game. Likewise a Child of the Grigori,
whose extra Prophecy token comes at the next Dawn. (At the attach step itself, attaching
now and taking the card back to attach it again tie in greedy's chain; its dice decide.)"""

from __future__ import annotations

from tabletop_tui.bots.greedy import follow
from tabletop_tui.core import engine
from tabletop_tui.games.in_nomine import strategy
from tabletop_tui.games.in_nomine.state import INState
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    build,
    choose,
    greedy,
    main_phase,
    put_in_play,
)

FILLER = ["demon-human#5", "demon-human#6", "demon-human#7"]


def recruit_phase(game, seat: int, hand: list[str], *personas: str) -> INState:
    """`seat`'s Recruit phase with `personas` in play and its recruit already used, so only
    cards can be played."""
    hands = (hand, []) if seat == DEMONS else ([], hand)
    state = build(game, hands=hands, current=seat)
    for persona in personas:
        put_in_play(state, persona, seat)
    state.recruits_left = 0
    return main_phase(game, state, seat, "recruit")


def test_an_atk_bonus_on_a_persona_counts_as_lasting_worth(game):
    state = recruit_phase(game, DEMONS, FILLER, "calabim#1")
    calabim = state.persona("calabim#1")
    bare = strategy.persona_worth(game, state, calabim, fighting=False)
    calabim.attachments.append("geas")
    assert strategy.persona_worth(game, state, calabim, False) == bare + strategy.ROLE


def attach_worth(game, state: INState, seat: int) -> dict[str, float]:
    """What greedy makes of each answer to the attach step: the answer, then the seat's own
    decisions after it (greedy's chain)."""
    worth = {}
    for option in state.pending.options:
        trial = state.clone()
        engine.apply(game, trial, option.key)
        worth[option.key] = follow(game, trial, seat)
    return worth


def test_greedy_plays_a_geas_and_attaching_it_is_worth_keeping_it(game):
    """Taking it back is worth no more than attaching it now (after a take-back greedy's
    chain attaches it anyway: the two tie); before, taking it back was worth more. (Two
    personas it may go on, so that the attach step asks: R39.)"""
    state = recruit_phase(game, DEMONS, ["geas", *FILLER], "calabim#1")
    for seed in range(4):
        assert greedy(game, state, seed) == "play:geas"
    state = recruit_phase(game, DEMONS, ["geas", *FILLER], "calabim#1", "djinn#1")
    choose(game, state, "play:geas")
    worth = attach_worth(game, state, DEMONS)
    assert max(worth["onto:calabim#1"], worth["onto:djinn#1"]) >= worth["back"] - 1e-9


def test_attaching_a_relic_to_block_with_is_worth_keeping_it(game):
    hand = ["relic", "angel-human#5", "angel-human#6"]
    state = recruit_phase(game, ANGELS, hand, "cherubim#1", "seraphim#1")
    choose(game, state, "play:relic")
    worth = attach_worth(game, state, ANGELS)
    assert max(worth["onto:cherubim#1"], worth["onto:seraphim#1"]) >= worth["back"] - 1e-9


def test_the_grigori_brings_its_human_a_second_token_at_the_next_dawn(game):
    state = recruit_phase(game, ANGELS, [], "angel-human#1")
    human = state.persona("angel-human#1")
    human.prophecy = 2
    assert strategy.next_dawn(game, state, ANGELS) == 0.6 * (3**2 - 2**2)
    human.attachments.append("child-of-the-grigori")
    assert strategy.next_dawn(game, state, ANGELS) == 0.6 * (4**2 - 2**2)
