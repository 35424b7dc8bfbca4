"""Events offered where they change nothing (an audit played each offer against playing
nothing): the card was spent for nothing, and with Windows: playable the question put for it
alone told the table the hand held a card. Each is offered again where it can act."""

from __future__ import annotations

from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    build,
    choose,
    keys,
    main_phase,
    put_in_play,
)


def test_corruption_needs_a_human_with_prophecy(game):
    """'Take two Prophecy tokens off a human': not offered when no human has any."""
    for tokens in (0, 3):
        state = build(game, hands=(["corruption"], []))
        put_in_play(state, "demon-human#1", DEMONS, essence=False)
        put_in_play(state, "angel-human#1", ANGELS).prophecy = tokens
        main_phase(game, state)
        assert ("play:corruption" in keys(game, state)) is (tokens > 0)


def test_a_bar_is_not_put_on_a_persona_barred_through_that_turn_already(game):
    """Beleth bars the Seraphim through the Angels' next turn; Kobal, which would bar it
    through the same turn, is then not offered on it (it was, opening the Prince window)."""
    state = build(game, hands=(["beleth", "kobal"], ["remnant"]))
    put_in_play(state, "demon-human#1", DEMONS, essence=False)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    main_phase(game, state)
    choose(game, state, "play:beleth")
    while "play:kobal" not in keys(game, state):  # its target, then the Angels let it be
        offered = keys(game, state)
        choose(game, state, "target:seraphim#1" if "target:seraphim#1" in offered else "allow")
    assert state.persona("seraphim#1").disabled_through > state.turn
    choose(game, state, "play:kobal")
    while "allow" in keys(game, state):  # (the Angels let the Prince be)
        choose(game, state, "allow")
    barred = state.persona("angel-human#1").disabled_through
    assert barred > state.turn  # the Human, the one target not barred yet: taken unasked
    assert "target:seraphim#1" not in keys(game, state)


def test_a_look_or_a_discard_is_not_played_on_an_empty_hand(game):
    """Resonance (see the hand) and Dominic (discard 3) are not offered when the
    opponent's hand is empty; with a card there they are. (An Activation may still be used
    on nothing, R35.)"""
    for held in ([], ["demon-human#5"]):
        state = build(game, hands=(held, ["resonance", "dominic"]), current=ANGELS)
        put_in_play(state, "angel-human#1", ANGELS, essence=False)
        main_phase(game, state, ANGELS)
        offered = {k for k in keys(game, state) if k.startswith("play:")}
        assert offered == ({"play:resonance", "play:dominic"} if held else set())


def test_a_bonus_for_this_turns_fights_waits_for_a_fight_to_come(game):
    """Events: open, the Demons' own Struggle phase: Baal and Imbroglio (all personas, this
    turn) are not offered when no Demon has Essence to attack; with one that has, they
    are."""
    for essence in (False, True):
        state = build(game, hands=(["baal", "imbroglio"], []))
        state.open_events = True
        put_in_play(state, "calabim#1", DEMONS, essence=essence)
        put_in_play(state, "seraphim#1", ANGELS)
        main_phase(game, state, DEMONS, "struggle")
        offered = {k for k in keys(game, state) if k.startswith("play:")}
        assert offered == ({"play:baal", "play:imbroglio"} if essence else set())
