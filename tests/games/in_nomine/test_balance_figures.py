"""simulate --json's extra figures for In Nomine: which side won and how (the seats rotate,
so the per-seat wins alone cannot tell the Angels from the Demons)."""

from __future__ import annotations

from tests.games.in_nomine.conftest import ANGELS, DEMONS, build, put_in_play


def test_a_prophecy_win_by_the_angels_is_counted_by_side_and_way(game):
    state = build(game)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=7)
    game.check_end(state)
    assert state.winners == [ANGELS] and state.victory == "prophecy"
    extra: dict[str, list[float]] = {}
    game.record_extra(state, extra, [0, 1])
    assert extra["angels_won"] == [1.0] and extra["angels_won_by_prophecy"] == [1.0]
    assert extra["angels_won_by_deck"] == [0.0] and extra["demons_won"] == [0.0]
    assert extra["turns"] == [float(state.turn)]


def test_a_deck_win_and_a_draw(game):
    state = build(game, decks=(None, []))
    game.check_end(state)
    assert state.winners == [DEMONS] and state.victory == "deck"
    extra: dict[str, list[float]] = {}
    game.record_extra(state, extra, [1, 0])  # the listed seats do not change the sides
    assert extra["demons_won_by_deck"] == [1.0] and extra["angels_won"] == [0.0]
    state = build(game, decks=([], []))
    game.check_end(state)
    game.record_extra(state, extra, [0, 1])
    assert extra["demons_won"] == [1.0, 0.0] and extra["angels_won"] == [0.0, 0.0]
