"""Greedy judges a card by its best target (issue 10: it played Complete Task on the
opponent's Human, a Prophecy token toward the opponent's win)."""

from __future__ import annotations

from tabletop_tui.core import engine
from tests.games.in_nomine.conftest import ANGELS, DEMONS, build, greedy, main_phase, put_in_play


def test_complete_task_is_not_played_when_only_the_opponents_human_would_gain(game):
    state = build(game, hands=([], ["complete-task"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=5)
    main_phase(game, state, ANGELS)
    keys = [o.key for o in engine.decision(game, state).options]
    assert "play:complete-task" in keys
    assert greedy(game, state) != "play:complete-task"


def test_complete_task_goes_on_its_own_human(game):
    state = build(game, hands=([], ["complete-task"]), current=ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=5)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=5)
    main_phase(game, state, ANGELS)
    assert greedy(game, state) == "play:complete-task"
    engine.apply(game, state, "play:complete-task")
    target = greedy(game, state)
    assert target.endswith("angel-human#1")
