"""Issue 12: the Possession log and choices say "1 card", "2 cards", never "card(s)"."""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession.words import describe_op, plural
from tests.games.possession.conftest import build, effect, give, possession_cards, victim


def test_plural_says_one_or_many():
    assert plural(1, "card") == "1 card"
    assert plural(2, "card") == "2 cards"
    assert plural(0, "Victim") == "0 Victims"
    assert plural(1, "Possession card") == "1 Possession card"
    assert plural(2, "Possession card") == "2 Possession cards"
    assert plural(3, "Nemesis") == "3 Nemeses"


def test_describe_op_reads_as_words():
    assert describe_op({"op": "draw", "who": "you", "count": 1}) == "draw 1 card"
    assert describe_op({"op": "draw", "who": "you", "count": 2}) == "draw 2 cards"
    assert (
        describe_op({"op": "discard_possession", "who": "opponent", "count": 1})
        == "another player loses 1 Possession card"
    )
    assert (
        describe_op({"op": "discard_cards", "who": "each_opponent", "count": 2})
        == "each other player discards 2 cards"
    )
    assert (
        describe_op({"op": "wound", "target": "opponent_victim", "amount": 1})
        == "another player's Victim: 1 wound"
    )
    assert describe_op({"op": "extra_victims", "count": 1}) == "1 more Victim"


def test_no_card_s_in_the_log_or_the_choices(game):
    state = build(game)
    give(game, state, 1, "gilded-promise", "iron-dominion")
    possession_cards(game, state, 0, "gilded-promise")
    state.deck = state.deck[:1]
    state.discard = []
    effect(game, state, [{"op": "draw", "who": "you", "count": 3}], actor=0)
    assert state.log[-1].text.endswith("draws 1 card.")
    effect(game, state, [{"op": "draw", "who": "you", "count": 3}], actor=0)
    assert state.log[-1].text.endswith("draws 0 cards.")
    state.push(Step("discard_cards", 1, {"count": 2}))
    d = engine.decision(game, state)
    assert d.prompt == "Discard 2 cards from your hand."
    engine.apply(game, state, d.options[0].key)
    d = engine.decision(game, state)
    assert d.prompt == "Discard 1 card from your hand."
    state.stack.pop()
    state.push(Step("lose_possession", 1, {"player": 0, "count": 1}))
    d = engine.decision(game, state)
    assert "(1 card to go)" in d.prompt
    state.stack.pop()
    assert not any("(s)" in e.text for e in state.log)


def test_the_solitaire_ending_counts_victims_properly(game):
    state = build(game, 1)
    victim(game, state, "insomniac", owner=0)
    game.finish(state)
    assert "possesses 1 Victim after five turns" in state.end_reason
    state = build(game, 1)
    game.finish(state)
    assert "possesses 0 Victims after five turns" in state.end_reason
    state = build(game, 1)
    victim(game, state, "insomniac", owner=0)
    victim(game, state, "actress", owner=0)
    game.finish(state)
    assert "possesses 2 Victims after five turns: a win" in state.end_reason
