"""The harness works: recruit a persona and end the phase."""

from tests.games.in_nomine.conftest import DEMONS, build, choose, keys, kind, main_phase


def test_recruit_a_human_then_end_the_recruit_phase(game):
    state = build(game, hands=(["demon-human#1"], []))
    main_phase(game, state, DEMONS, "recruit")
    assert "play:demon-human#1" in keys(game, state)
    choose(game, state, "play:demon-human#1")
    assert state.in_play("demon-human#1") and state.persona("demon-human#1").essence is False
    choose(game, state, "next")
    assert kind(game, state) == "main" and state.phase == "struggle"
    choose(game, state, "next")
    assert kind(game, state) == "halt"
