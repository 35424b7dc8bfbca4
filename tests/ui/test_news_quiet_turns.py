"""Another player's turn that went by with only its routine is one line of the summary
(a hot-seat play-test of NecronomiCards: asked at turn 10 and again at turn 12, a person
could not tell the other's turn had come and gone)."""

from __future__ import annotations

from tabletop_tui.core.log import LogEntry
from tabletop_tui.ui.news_text import pick_news, since_text

QUIET = [
    LogEntry("Turn 11: Player 2.", None, 11),
    LogEntry("Player 2 draws a Spell card.", None, 11),
    LogEntry("Turn 12: Player 1.", None, 12),
    LogEntry("Player 1 draws a Spell card.", None, 12),
    LogEntry("You draw Lone Flame.", (0,), 12),
]


def test_a_quiet_turn_of_another_player_is_one_line() -> None:
    text = since_text(QUIET, 0, "Player 1", width=80, rows=6, others=["Player 2"])
    assert text is not None
    assert "• In turn 11, Player 2 draws a Spell card." in text.plain
    assert "(3 lines in the log)" in text.plain  # the log's lines, not the folded ones


def test_a_quiet_turn_weighs_least() -> None:
    """What another player did comes first when one line is shown."""
    news = [
        LogEntry("Turn 9: Player 2.", None, 9),
        LogEntry("Player 2 summons Dagon.", None, 9),
        LogEntry("Turn 10: Player 1.", None, 10),
        LogEntry("Player 1 draws a Spell card.", None, 10),
        *QUIET,
    ]
    text = since_text(news, 0, "Player 1", width=80, rows=2, others=["Player 2"])
    assert text is not None and "summons Dagon" in text.plain
    assert "turn 11" not in text.plain


def test_a_turn_with_more_than_routine_is_not_folded() -> None:
    news = [
        LogEntry("Turn 11: Player 2.", None, 11),
        LogEntry("Player 2 draws a Spell card.", None, 11),
        LogEntry("Player 2 casts no spell hand.", None, 11),
    ]
    picked = pick_news(news, 0, "Player 1", others=["Player 2"])
    assert picked is not None
    assert [e.text for e in picked.mine] == ["Player 2 casts no spell hand."]


def test_your_own_quiet_turn_and_the_first_move_fold_nothing() -> None:
    """Your own turn tells you your draw; before a first move the opening's quiet turns
    are not news."""
    own = [LogEntry("Turn 11: Player 1.", None, 11), LogEntry("Player 1 draws a card.", None, 11)]
    picked = pick_news(own, 0, "Player 1", others=["Player 2"])
    assert picked is not None and not any(e.text.startswith("In turn") for e in picked.mine)
    first = pick_news(QUIET, 0, "Player 1", others=["Player 2"], first=True)
    assert first is not None and not any(e.text.startswith("In turn") for e in first.mine)


def test_a_quiet_turn_of_several_routine_lines_tells_its_draw() -> None:
    """In Nomine: a Dawn, a draw and two phases ended are one short line."""
    from tabletop_tui.core.registry import load_game

    game = load_game("in-nomine")
    news = [
        LogEntry("Turn 14: Bob (Angels).", None, 14),
        LogEntry("Dawn: Bob's personas gain Essence; their humans gain Prophecy.", None, 14),
        LogEntry("Bob draws 1 card.", None, 14),
        LogEntry("Bob ends the Recruit phase.", None, 14),
        LogEntry("Bob ends the Struggle phase.", None, 14),
    ]
    picked = pick_news(news, 0, "Ann", (), game.is_header, ["Bob"], game.is_routine)
    assert picked is not None
    assert [e.text for e in picked.mine] == ["In turn 14, Bob draws 1 card; nothing else of note."]


def test_a_name_inside_another_is_not_it() -> None:
    """Whole names only: Alice's quiet turn is not Al's."""
    news = [LogEntry("Turn 3: Alice.", None, 3), LogEntry("Alice draws a card.", None, 3)]
    picked = pick_news(news, 0, "Bob", others=["Al"])
    assert picked is not None and not any(e.text.startswith("In turn") for e in picked.mine)
    picked = pick_news(news, 0, "Bob", others=["Al", "Alice"])
    assert picked is not None and [e.text for e in picked.mine] == [
        "In turn 3, Alice draws a card."
    ]
