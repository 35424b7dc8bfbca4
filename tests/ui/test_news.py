"""The "since your last move" summary (issue 11, point 5): fresh after others moved or a
turn went by, kept while the same person goes on choosing within their move."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from rich.text import Text

from tabletop_tui.core.log import LogEntry, is_routine_draw
from tabletop_tui.core.registry import load_game
from tabletop_tui.core.undo import Mark
from tabletop_tui.ui.watching import Pace


@dataclass
class Table:
    """What Pace reads of a match: the log, names, the choices and who made them."""

    lines: list[LogEntry] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    turn: int = 11
    controls: dict[int, list[str]] = field(default_factory=dict)  # seat -> names (Victims)

    @property
    def game(self) -> Table:  # Game.names_of(state, seat)
        return self

    @property
    def state(self) -> None:
        return None

    @property
    def seats(self) -> list[str]:  # two players
        return ["Player 1", "Player 2"]

    def names_of(self, state: None, seat: int) -> list[str]:
        return self.controls.get(seat, [])

    def is_header(self, text: str) -> bool:  # Game.is_header (Believe in Me!'s)
        return text.startswith(("Turn ", "Round ")) or text.endswith("'s God turn.")

    def is_routine(self, text: str) -> bool:  # Game.is_routine (the default)
        return is_routine_draw(text)

    def log(self, seat: int) -> list[LogEntry]:
        return [e for e in self.lines if e.visible_to(seat)]

    def name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def say(self, text: str, seats: tuple[int, ...] | None = None) -> None:
        self.lines.append(LogEntry(text, seats, self.turn))

    def next_turn(self) -> None:
        self.turn += 1
        self.say(f"Turn {self.turn}")

    def move(self, seat: int, *lines: str) -> None:
        self.choices.append("x")
        self.marks.append(Mark(seat))
        for text in lines:
            self.say(text)


def test_turns_that_ran_by_themselves_are_news_though_nobody_else_chose() -> None:
    """A rival who cannot cast plays whole turns without a decision, run by the engine in
    the same choice as the person's move: the person's next decision must tell what those
    turns did, not repeat the summary of long ago (a newcomer play-test saw the same
    summary at turns 67, 69 and 71)."""
    table, pace = Table(), Pace()
    table.move(1, "Player 2 summons Medusa: Player 1 loses 2 turns.")
    pace.read_upto[0] = 0
    old = pace.since(table, 0)  # type: ignore[arg-type]
    assert old is not None and "Medusa" in old.plain
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 keeps their cards.")
    table.next_turn()
    table.say("Player 2 loses a turn (Player 1's Medusa).")
    table.next_turn()
    table.say("You draw Lone Eye.", (0,))
    pace.moved(0, table.log(0), read, turn)  # after the engine ran on to the next decision
    news = pace.since(table, 0)  # type: ignore[arg-type]
    assert news is not None and news is not old
    assert "Player 2 loses a turn" in news.plain and "You draw Lone Eye." in news.plain
    assert "keeps their cards" not in news.plain  # the person's own move is not news
    assert "(2 lines in the log)" in news.plain  # the turn lines are not counted


def test_the_same_persons_next_choice_in_one_move_keeps_what_they_saw_first() -> None:
    """Casting, then naming a target: the second decision keeps the summary of what others
    did before the move, not the lines of the person's own cast."""
    table, pace = Table(), Pace()
    table.move(1, "Player 2 summons Medusa: Player 1 loses 2 turns.")
    pace.read_upto[0] = 0
    before = pace.since(table, 0)  # type: ignore[arg-type]
    assert before is not None and "Medusa" in before.plain
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 casts three pairs.", "Player 1 draws 2 Summons.")
    pace.moved(0, table.log(0), read, turn)
    assert pace.since(table, 0) is before


def test_a_line_naming_what_the_person_controls_is_about_them() -> None:
    """A Possession play-test read "none about you" while a rival had sent a Nemesis against
    the person's Victim: a line naming a Victim (or persona) they control, or controlled at
    their move and lost since, is about them; a longer name that merely starts the same is
    not ("Demon Human 2" is not in "Demon Human 29")."""
    table, pace = Table(controls={0: ["Chimney Sweep", "Demon Human 2"]}), Pace()
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 claims the Chimney Sweep.")
    pace.moved(0, table.log(0), read, turn, ["Chimney Sweep", "Lamplighter"])
    table.move(1, "Player 2 sends Man-at-Arms against the Chimney Sweep.")
    table.say("Player 2 sends Wild Boar against the Lamplighter.")  # lost since the move
    table.say("Player 2 recruits Demon Human 29.")
    table.say("Player 2 plays Fury of the Possessed.")
    news = pace.since(table, 0)  # type: ignore[arg-type]
    assert news is not None and "none about you" not in news.plain
    assert "Man-at-Arms against the Chimney Sweep" in news.plain
    assert "Wild Boar against the Lamplighter" in news.plain
    # (what else Player 2 did shows too, after what they did to you, as rows allow)
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import about, naming

    recruit = LogEntry("Player 2 recruits Demon Human 29.")
    assert not about(recruit, 0, "Player 1", naming(["Demon Human 2"]))


def test_the_games_name_what_a_seat_controls_as_their_log_does() -> None:
    """Possession names a seat's Victims and In Nomine its personas, as the log writes
    them; NecronomiCards has nothing in the open that is a seat's own."""
    import random

    from tabletop_tui.core.match import Match, Seat

    for game_id, expect_some in (
        ("possession", True),
        ("in-nomine", True),
        ("necronomicards", False),
    ):
        match = Match.start(game_id, [Seat("random", "A"), Seat("random", "B")], 5)
        rng, seen = random.Random(5), False
        while (decision := match.decision()) is not None and not seen:
            match.choose(rng.choice(decision.options).key)
            names = match.game.names_of(match.state, 0)
            if names:
                seen = True
                text = " ".join(e.text for e in match.state.log)
                assert all(name in text for name in names), (game_id, names)
        assert seen == expect_some, game_id


def after_a_pass() -> tuple[Table, Pace]:
    """A table and a pace just after Player 1 passed (the news starts there)."""
    table, pace = Table(), Pace()
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 passes.")
    pace.moved(0, table.log(0), read, turn)
    return table, pace


def test_a_turns_header_that_names_the_person_is_not_news_about_them() -> None:
    """A Believe in Me! play at 80x24 showed "• Player 1's God turn." as the news about
    Player 1, while "Player 1 sacrifices 1 Believer" went unseen: a round's or a God
    turn's first line only says whose turn begins (`Game.is_header`)."""
    table, pace = after_a_pass()
    table.move(1, "Player 1 sacrifices 1 Believer (Player 2's doing).")
    table.say("Round 2: Player 1 holds the Start Squirrel.")
    table.say("Player 1's God turn.")
    news = pace.since(table, 0)  # type: ignore[arg-type]
    assert news is not None
    assert "sacrifices 1 Believer" in news.plain
    assert "God turn" not in news.plain and "Round 2" not in news.plain
    assert "(1 line in the log)" in news.plain


def test_in_a_narrow_panel_the_oldest_news_gives_way_to_the_newest() -> None:
    """At 80x24 the summary has 28 columns and four rows: three long lines about you were
    cut off after the first, so the newest went unseen. The oldest lines give way."""
    from tabletop_tui.ui.news_text import NEWS_LINES, height_of

    table, pace = after_a_pass()
    table.move(1, "Player 2 converts 2 Believers of Player 1's, the first of the day.")
    table.say("Player 2's Missionaries take 1 Believer of Player 1's away.")
    table.say("Player 1 sacrifices 1 Believer (Player 2's doing).")
    wide = pace.since(table, 0)  # type: ignore[arg-type]
    assert wide is not None and "the first of the day" in wide.plain
    narrow = pace.since(table, 0, 28)  # type: ignore[arg-type]
    assert narrow is not None and height_of(narrow, 28) <= NEWS_LINES
    assert "Player 1 sacrifices 1 Believer" in narrow.plain  # the newest stays
    assert "the first of the day" not in narrow.plain
    summary = pace.summary(table, 0, 28)  # type: ignore[arg-type]
    drawn = summary.drawn(NEWS_LINES) if summary is not None else None
    assert drawn is not None and drawn.hint == "2 more · n: all"  # (on the box's edge)


async def test_a_tall_terminal_gives_the_summary_more_rows() -> None:
    """At 120x40 the summary kept to four rows showed a single line about you; a tall
    table gives it nine (the panel reads them from the stylesheet), 80x24 keeps four; a third
    review still saw one line and "… 5 more" there at six, each line wrapping to two rows."""
    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.believe_in_me.scenes import revelation_match
    from tabletop_tui.ui.believe_in_me.screen import BelieveInMeScreen
    from tests.ui.conftest import wait_for_screen

    for size, rows in (((120, 40), 9), ((80, 24), 4)):
        async with make_app(bot_delay=0).run_test(size=size) as pilot:
            pilot.app.open_match(revelation_match())  # type: ignore[attr-defined]
            table = await wait_for_screen(pilot, BelieveInMeScreen)
            assert isinstance(table, BelieveInMeScreen)
            width, found = table.panel.news_room()
            assert found == rows and width is not None and width > 20


def test_a_newest_line_too_long_for_the_summary_ends_at_a_word() -> None:
    """At 80x24 a new player read "• Player 1 draws the Curse / Blood Tithe: Give 1 Spell",
    cut at the panel's edge: when not even the newest line fits under the heading, it ends
    at a word in "…" (the log has all of it)."""
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import height_of, since_drawn

    long = (
        "Player 1 draws the Curse Blood Tithe: Give 1 Spell card of your choice to the "
        "player on your left, and lose your next turn."
    )
    news = [LogEntry("Player 2 casts a spell."), LogEntry(long)]
    drawn = since_drawn(news, 0, "Player 1", width=28, rows=4)
    assert drawn is not None and drawn.hint == "n: all"  # (the first line is not about you)
    text = drawn.text
    assert height_of(text, 28) <= 4
    lines = text.plain.split("\n")
    assert lines[0] == "Since your last move:"
    assert lines[1].startswith("• Player 1 draws the Curse")
    assert text.plain.endswith(" …")
    shown = lines[1][2:].removesuffix(" …")
    assert long.startswith(shown) and long[len(shown)] == " "  # ends at a word


def test_what_another_player_did_to_you_goes_before_your_own_routine() -> None:
    """A play-test at 120x40: the bot took control of the player's Demon Human 8, and the
    summary showed "… 1 more about you" then the Dusk and two of the player's own draws."""
    table, pace = Table(), Pace()
    table.controls[0] = ["Demon Human 8"]  # Player 1's, when they last moved
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 passes.")
    pace.moved(0, table.log(0), read, turn, ["Demon Human 8"])
    table.move(1, "Player 2 takes control of Demon Human 8 for good.")
    table.controls[0] = []
    table.say("Dusk: Player 1's personas gain Essence; their humans gain Prophecy.")
    table.say("Player 1 draws 1 card.")
    table.say("You draw Habbalah 1.", (0,))
    table.say("Player 1 draws 1 card.")
    news = pace.since(table, 0, 36)  # type: ignore[arg-type]
    assert news is not None
    assert "Player 2 takes control of Demon Human 8" in news.plain
    shown = [line for line in news.plain.split("\n") if line.startswith("•")]
    assert shown[0].startswith("• Player 2 takes control")  # in the log's order


def test_what_the_others_did_is_news_though_it_names_nothing_of_yours() -> None:
    """A review as a new player: 31 NecronomiCards turns went by (the bot played three
    Summons) and the summary showed "• You draw Lone Skull."; in Possession a bot's revealed
    Daemon made the player discard and the summary read "none about you". What the others
    did comes after what they did to you and before your own routine."""
    from tabletop_tui.ui.news_text import MOST_SHOWN, height_of

    table, pace = after_a_pass()
    table.move(1, "Player 2 plays Cthulhu.")
    table.say("Player 2 reveals Vashkarre: each other player discards 1 card.")
    table.say("Player 2 casts a spell at Player 1: Player 1 loses 1 card.")
    table.say("Player 1 draws a Spell card.")
    table.say("You draw Lone Skull.", (0,))
    news = pace.since(table, 0, 80, rows=4)  # type: ignore[arg-type]
    assert news is not None
    # (4 lines about you: your draw is told once, by the line naming the card)
    assert news.plain.split("\n")[0] == "Since your last move (5 lines in the log):"
    summary = pace.summary(table, 0, 80)  # type: ignore[arg-type]
    assert summary is not None and summary.drawn(4) == (news, "1 more · n: all")
    shown = [line for line in news.plain.split("\n") if line.startswith("•")]
    assert shown == [  # in the log's order
        "• Player 2 plays Cthulhu.",
        "• Player 2 reveals Vashkarre: each other player discards 1 card.",
        "• Player 2 casts a spell at Player 1: Player 1 loses 1 card.",
    ]
    short = pace.since(table, 0, 80, rows=3)  # type: ignore[arg-type]
    assert short is not None and "casts a spell at Player 1" in short.plain  # done to you
    tall = pace.since(table, 0, 36, rows=12)  # type: ignore[arg-type]
    assert tall is not None and height_of(tall, 36) <= 12
    assert tall.plain.count("\n•") == MOST_SHOWN and "You draw Lone Skull" not in tall.plain


def test_what_a_move_set_off_in_its_own_turn_is_news_its_echo_is_not() -> None:
    """A review: In Nomine showed "• You draw Numinous Corpus." after the player's Habbalah
    had been destroyed in the fight their own move began (the same turn, no other decision
    in between), and Possession showed no summary after the fights at a turn's end killed
    a Victim. The lines telling what the person did are read; what it set off is news."""
    table, pace = Table(), Pace()
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 ends the Struggle phase.")
    table.say("You draw Numinous Corpus.", (0,))
    table.say("Habbalah 1 (Player 1) is destroyed.")
    table.say("Player 1 discards Geas.")
    pace.moved(0, table.log(0), read, turn, name="Player 1")
    table.next_turn()
    table.move(1, "Player 2 recruits Cherubim 1.")
    news = pace.since(table, 0, 80)  # type: ignore[arg-type]
    assert news is not None
    assert "Habbalah 1 (Player 1) is destroyed." in news.plain
    assert "ends the Struggle phase" not in news.plain
    assert "Numinous Corpus" not in news.plain


def test_another_players_routine_draws_do_not_crowd_out_what_struck_you() -> None:
    """A review: after a bot's Azathoth reshuffled the player's hand, the one line shown
    was "… 29 more • Normal Bot 2 draws a Spell card." A routine draw is left to the log;
    a drawn Curse is not routine."""
    table, pace = after_a_pass()
    table.move(1, "Player 2 summons Azathoth: every hand is shuffled and dealt again.")
    table.say("Player 2 draws a Spell card.")
    table.say("Player 2 draws 2 cards.")
    news = pace.since(table, 0, 80, rows=2)  # type: ignore[arg-type]
    assert news is not None and "• Player 2 summons Azathoth" in news.plain
    assert "draws" not in news.plain
    table.move(1, "Player 2 draws the Curse The Grasping Hand: Player 1 discards 1 card.")
    table.say("Player 2 draws a Spell card.")
    news = pace.since(table, 0, 80, rows=2)  # type: ignore[arg-type]
    assert news is not None and "The Grasping Hand" in news.plain


def test_a_summary_cut_to_one_line_shows_what_was_done_to_you_not_your_routine() -> None:
    """A review at 80x24: the two-row summary read "Player 1 reveals the Phenomenon …" (the
    newest line, your own turn starting) while the log said "Normal Bot 2 destroys Player
    1's An Entirely Unnecessary Tsunami." The line cut to fit is the one that matters
    most: what another player did to you, then what they did, then your own."""
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Player 2 destroys Player 1's An Entirely Unnecessary Tsunami."),
        LogEntry("Player 2 places a card face down."),
        LogEntry("Player 1 reveals the Phenomenon The Moon Wobbles a Bit (Gentle)."),
    ]
    text = since_text(news, 0, "Player 1", width=30, rows=2, others=["Player 2"])
    assert text is not None
    assert text.plain.startswith("Since your last move: Player 2 destroys")


def test_another_players_phase_ends_and_the_turns_scores_are_routine() -> None:
    """A second review: In Nomine's summary led with "Normal Bot 2 ends the Struggle
    phase." while the bot's one real act, "recruits Angel Human 8", was hidden; Possession's
    led with the scores at the turn's end."""
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Player 2 recruits Angel Human 8."),
        LogEntry("Player 2 ends the Recruit phase."),
        LogEntry("Player 2's Struggle phase ends: no persona can attack."),
        LogEntry("End of turn 2. Scores (Life + Strength): Player 1 12, Player 2 8."),
    ]
    from tabletop_tui.core.registry import load_game

    in_nomine, possession = load_game("in-nomine"), load_game("possession")

    def routine(text: str) -> bool:  # (the two games' Game.is_routine)
        return in_nomine.is_routine(text) or possession.is_routine(text)

    text = since_text(news, 0, "Player 1", width=80, rows=2, others=["Player 2"], routine=routine)
    assert text is not None and "recruits Angel Human 8" in text.plain


def test_your_own_draw_is_told_once() -> None:
    """A second review: "• Player 1 draws a Spell card. • You draw Lone Eye." The public
    line of your own draw goes when the line told to you alone names the card."""
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Player 2 plays Cthulhu."),
        LogEntry("Player 1 draws a Spell card."),
        LogEntry("You draw Lone Eye.", (0,)),
    ]
    text = since_text(news, 0, "Player 1", width=80, rows=6, others=["Player 2"])
    assert text is not None and "You draw Lone Eye." in text.plain
    assert "Player 1 draws a Spell card." not in text.plain


def test_what_befell_your_own_things_comes_before_what_the_others_did() -> None:
    """A third review: Possession's summary showed "Normal Bot 4 plays Fate Is Cruel: ..."
    and not "The Dowager Countess loses 2 Life" (your Victim); In Nomine's, "Normal Bot 2
    plays Banish: ..." and not "Habbalah 2 is returned to its owner's hand" (your persona).
    A line naming what you control, though no player's name is in it, comes next after what
    another player did to you by name; your own Dusk stays routine."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Player 2 plays Banish: choose a demon; it returns to its owner's hand."),
        LogEntry("Habbalah 2 is returned to its owner's hand."),
        LogEntry("Player 2 plays Kiss of Death: +3 Force this turn."),
        LogEntry("Dusk: Player 1's personas gain Essence; their humans gain Prophecy."),
    ]
    routine = load_game("in-nomine").is_routine
    text = since_text(
        news, 0, "Player 1", ["Habbalah 2"], width=30, rows=2, others=["Player 2"], routine=routine
    )
    assert text is not None
    assert text.plain.startswith("Since your last move: Habbalah 2 is returned")


async def test_the_first_decision_tells_what_touched_you_since_the_game_began() -> None:
    """A third review: NecronomiCards opened on "Turn 7 · Your turn" with nothing to say
    why (turns with nothing to decide went by, a bot's Curse struck). The first decision
    of a game begun in the app sums up what touched you since the game began."""
    from textual.widgets import Static

    from tabletop_tui.ui.app import make_app
    from tests.ui.conftest import WIDE, first_decision

    app = make_app("necronomicards", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        screen = await first_decision(pilot)
        assert screen.match.turn > 1
        news = screen.panel.query_one("#news", Static)
        assert news.has_class("-shown")
        assert str(news.content).startswith("Since the game began (")


def test_what_befell_your_things_comes_before_what_merely_names_you() -> None:
    """A fourth review: after a Possession turn ended, the one line shown was "Player 1 is
    the First Player." while "Player 1's Portrait Painter dies." was left to the log."""
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Player 1's Portrait Painter dies."),
        LogEntry("End of turn 1. Scores (Life + Strength): Player 1 0, Player 2 8."),
        LogEntry("Player 1 is the First Player."),
    ]
    routine = load_game("possession").is_routine
    text = since_text(news, 0, "Player 1", ["Portrait Painter"], width=30, rows=2, routine=routine)
    assert text is not None
    assert text.plain.startswith("Since your last move: Player 1's Portrait Painter")


async def test_the_first_decision_tells_what_the_others_did_before_it() -> None:
    """A fourth review: Possession with three bots opened on Round 1 with no summary, though
    the bots had claimed Victims, played cards and revealed two Daemons."""
    from textual.widgets import Static

    from tabletop_tui.ui.app import make_app
    from tests.ui.conftest import WIDE, first_decision

    app = make_app("possession", ["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        screen = await first_decision(pilot)
        assert screen.match.choices  # the bots moved first
        news = screen.panel.query_one("#news", Static)
        assert news.has_class("-shown")
        assert str(news.content).startswith("Since the game began")


async def test_at_120x40_many_options_keep_twelve_lines_under_a_summary() -> None:
    """A review after the summary's rows grew to nine: a Possession Round with three bots
    showed 4 of its 17 options under the summary. From 40 rows the options keep twelve
    lines; the summary gives way first."""
    from textual.widgets import Static

    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.widgets.option_rows import OptionRows
    from tests.ui.conftest import WIDE, first_decision, wait_for

    app = make_app("possession", ["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        screen = await first_decision(pilot)
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.asking is not None and len(screen.match.choices) > 9)
        for _ in range(4):
            await pilot.pause()
        rows = screen.panel.query_one(OptionRows)
        assert rows.virtual_size.height > 12 and rows.size.height >= 12
        assert screen.panel.query_one("#news", Static).has_class("-shown")


@pytest.mark.parametrize(("game", "seed"), [("necronomicards", 3), ("possession", 4)])
async def test_the_first_summary_at_80x24_fits_its_rows(game: str, seed: int) -> None:
    """At 80x24 a game's first summary ran past its four rows, cut by the box with no "…":
    it was drawn before the panel was laid out, for no width. It is drawn again for the
    width its box has."""
    from textual.widgets import Static

    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.news_text import height_of
    from tests.ui.conftest import first_decision

    app = make_app(game, ["human", "greedy"], seed=seed, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await first_decision(pilot)
        await pilot.pause(0.2)
        news = screen.panel.query_one("#news", Static)
        assert news.display and str(news.content).startswith("Since the game began")
        width, rows = news.content_region.width, news.content_region.height
        assert height_of(news.content, width) <= rows  # type: ignore[arg-type]


def test_before_a_first_move_your_own_draws_and_the_dusk_are_not_news() -> None:
    """In Nomine at 80x24 opened on a summary of the Dusk and "You draw Baal." (four rows
    over four options); the hand shows the draw, and the Dusk is routine."""
    from tabletop_tui.ui.news_text import since_text

    news = [
        LogEntry("Turn 1"),
        LogEntry("Dusk: Player 1's personas gain Essence; their humans gain Prophecy."),
        LogEntry("You draw Baal.", (0,)),
    ]
    routine = load_game("in-nomine").is_routine
    assert since_text(news, 0, "Player 1", routine=routine, first=True) is None
    news.append(LogEntry("Player 2 recruits Angel Human 8."))
    text = since_text(news, 0, "Player 1", routine=routine, first=True, others=["Player 2"])
    assert text is not None and "recruits Angel Human 8" in text.plain


async def test_after_a_resize_the_summary_shown_fits_its_box_and_its_count() -> None:
    """A review resized In Nomine from 100x30 to 120x40: the box showed one line under
    "4 more" while n listed seven, and elsewhere a line was cut with no "…". What the box
    draws fits the rows it has, and the hint counts what it leaves out."""
    from textual.widgets import Static

    from tabletop_tui.ui.app import make_app
    from tabletop_tui.ui.game_screen import GameScreen
    from tabletop_tui.ui.news_text import height_of
    from tests.ui.conftest import wait_for, wait_for_screen

    app = make_app("in-nomine", ["human", "greedy"], seed=7, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await wait_for_screen(pilot, GameScreen)
        assert isinstance(table, GameScreen)
        for key in "21u11":  # (the review's keys, to the summary it saw)
            await wait_for(pilot, lambda: table.asking is not None)
            await pilot.press(key)
            await pilot.pause(0.2)
        await wait_for(pilot, lambda: table.asking is not None)
        await pilot.resize_terminal(120, 40)
        for _ in range(4):
            await pilot.pause(0.1)
        news = table.panel.query_one("#news", Static)
        assert news.display and table.news is not None and table.news.whole is not None
        drawn = news.render()
        assert isinstance(drawn, Text)
        region = news.content_region
        assert height_of(drawn, region.width) <= region.height
        shown = drawn.plain.count("\n•") + drawn.plain.startswith("•")
        more = str(news.border_subtitle).split(" more")[0]
        assert shown + int(more) == len(table.news.whole.lines)


def test_the_summary_is_kept_for_the_question_a_choice_puts_not_for_the_next_move() -> None:
    """A review: two Possession Rounds on (the rival passing without a word), the summary
    still told what the rival did before the player's last two moves. It stays for the
    question the player's own choice put (a Victim after a card), then goes."""
    table, pace = Table(), Pace()
    table.move(1, "Player 2 sends Man-at-Arms against the Lamplighter.")
    pace.read_upto[0] = 0
    seen = pace.since(table, 0)  # type: ignore[arg-type]
    assert seen is not None and "Man-at-Arms" in seen.plain
    for n, line in enumerate(("Player 1 plays Fog on the River.", "Player 1 passes.")):
        turn, read = table.turn, len(table.log(0))
        table.move(0, line)
        pace.moved(0, table.log(0), read, turn)
        again = pace.since(table, 0)  # type: ignore[arg-type]
        assert (again is seen) == (n == 0)  # kept for one choice of theirs, not two
    assert again is None


def test_what_a_players_own_choice_set_off_is_news_at_their_next_question() -> None:
    """A play-test: the player's pass ended a Contest, the bids were revealed, and their next
    question (the same Round's Actions) showed the summary from before the pass, without a
    word of the reveal. The lines their choice set off are news; their own line is not."""
    table, pace = Table(), Pace()
    table.move(1, 'Player 2 places a card face down: "Amen!" (4).')
    pace.read_upto[0] = 0
    seen = pace.since(table, 0)  # type: ignore[arg-type]
    assert seen is not None and "Amen" in seen.plain
    turn, read = table.turn, len(table.log(0))
    table.move(0, "Player 1 passes.")
    table.say("The bids are revealed: Player 2 wins the Contest, 6 Truth to Player 1's 4.")
    pace.moved(0, table.log(0), read, turn, name="Player 1")
    after = pace.since(table, 0)  # type: ignore[arg-type]
    assert after is not None and after is not seen
    assert "wins the Contest" in after.plain and "passes" not in after.plain


def test_a_loaded_game_opens_on_what_happened_since_your_last_choice(tmp_path: Any) -> None:
    """A fifth review saved NecronomiCards at turn 41 with "Since your last move (16 lines
    in the log)" shown, and after Continue the recap was gone and n said nothing had
    happened. The person's last choice is found in the loaded log."""
    import random

    from tabletop_tui.bots import make_bot
    from tabletop_tui.core.match import Match, Seat
    from tabletop_tui.core.saves import read_save, write_save

    match = Match.start("necronomicards", [Seat("human", "Ann"), Seat("greedy", "Bob")], 11)
    match.track_undo()
    bot, rng = make_bot("greedy"), random.Random(3)
    live = Pace()
    while True:
        decision = match.decision()
        assert decision is not None
        if decision.seat == 0 and len(match.choices) > 15:
            news = live.summary(match, 0, 80)
            if news is not None and len(news.whole.lines) >= 2:  # type: ignore[union-attr]
                break
        read, turn = len(match.log(decision.seat)), match.turn
        key = bot.choose(match.game, match.view(decision.seat), decision, rng)
        match.choose(key)
        if decision.seat == 0:
            live.moved(0, match.log(0), read, turn, [], "Ann")
    path = tmp_path / "save.json"
    write_save(match, path)
    loaded = read_save(path)
    summary = Pace().summary(loaded, 0, 80)
    assert summary is not None and summary.whole is not None
    assert summary.whole.lines == news.whole.lines  # type: ignore[union-attr]
