"""The Believe in Me! table: menu -> setup -> a Contest bid; three people hot-seat through a
round (the curtain exactly when another person's hidden cards would show, never another
god's face-down cards); the reveal added up; the Revelation; watch mode to game over with
two and four bots; help and the card inspector."""

from __future__ import annotations

import re
from typing import Any

import pytest
from rich.text import Text
from textual.content import Content
from textual.pilot import Pilot
from textual.widgets import Static

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.believe_in_me import inspector, scenes
from tabletop_tui.ui.believe_in_me.board import Board, CommandmentLine
from tabletop_tui.ui.believe_in_me.contest import ContestPanel, last_contest
from tabletop_tui.ui.believe_in_me.hand import HandArea, HandCard, TruthChip
from tabletop_tui.ui.believe_in_me.revelation import RevelationScreen
from tabletop_tui.ui.believe_in_me.scenes import (
    contest_match,
    reveal_match,
    revelation_match,
    round_match,
)
from tabletop_tui.ui.believe_in_me.screen import BelieveInMeScreen
from tabletop_tui.ui.believe_in_me.tableau import GodCompact, GodTableau, SlotLine
from tabletop_tui.ui.believe_in_me.words import ALIGN_ICON, FACE_DOWN
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.setup import SetupScreen
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import (
    WIDE,
    asks_before,
    choose_in_menu,
    past_the_curtain,
    wait_for,
    wait_for_screen,
)

NARROW = (80, 24)


def text_of(widget: Static) -> str:
    """What a Static shows, as plain text."""
    return str(widget.content)


def plain(title: object) -> str:
    """A border title or subtitle without its markup."""
    return Content.from_markup(str(title or "")).plain


def shown_hand(table: BelieveInMeScreen) -> list[str]:
    """The card ids of the hand on the table (Truth chips, then Heavenly Realm cards)."""
    hand = table.query_one(HandArea)
    chips = [c.card_id for c in hand.query(".truths TruthChip").results(TruthChip)]
    cards = [c.card_id for c in hand.query(HandCard).results(HandCard)]
    return chips + cards


async def open_table(pilot: Pilot[None], match: Match) -> BelieveInMeScreen:
    """Open `match` in the app and return its table, once drawn."""
    pilot.app.open_match(match)  # type: ignore[attr-defined]
    table = await wait_for_screen(pilot, BelieveInMeScreen)
    assert isinstance(table, BelieveInMeScreen)
    return table


def table_text(table: BelieveInMeScreen) -> str:
    """Everything the table and the log show, as plain text."""
    parts = [text_of(w) for w in table.query("#table Static").results(Static)]
    parts += [plain(w.border_title) + plain(w.border_subtitle) for w in table.query("#table *")]
    parts += [str(line.text) for line in table.query_one(LogPanel).lines]
    return "\n".join(parts)


def secret_names(table: BelieveInMeScreen, seat: int | None) -> set[str]:
    """Names of cards hidden from `seat` (hands, Contest piles, grenades, Truth piles) that
    no public place shows."""
    match = table.match
    cards = table.cards
    state: Any = match.state
    public = {cards.card(c).name for c in inspector.visible_cards(cards, match.view(None))}
    hidden = set()
    for g, god in enumerate(state.gods):
        if g == seat:
            continue
        for c in [*god.hand, *god.contest, *god.truth_draw]:
            hidden.add(cards.card(c).name)
        if god.grenade and not god.detonated:
            hidden.add(cards.card(god.grenade).name)
    return {n for n in hidden if n not in public and not n.startswith("Truth")}


async def answer(pilot: Any, table: BelieveInMeScreen, key: str) -> None:
    """Choose the option `key` of the pending decision: its number key, or (past the ninth)
    the cursor moved onto it and Enter."""
    assert table.asking is not None
    index = [o.key for o in table.asking.options].index(key)
    if index < 9:
        await pilot.press(str(index + 1))
        return
    table.panel.rows.focus()
    table.panel.rows.highlighted = index
    await pilot.press("enter")


def quick(keys: list[str], kind: str, placed: int) -> str:
    """A short, legal line of play: end the Actions, take the lowest Truth card, bid two
    cards then pass, manifest whatever comes first."""
    if "end" in keys:
        return "end"
    if kind == "bid":
        amens = [k for k in keys if k.startswith("amen:")]
        return amens[0] if placed < 2 or "pass" not in keys else "pass"
    return keys[0]


async def test_from_the_menu_to_a_contest_bid_made_by_clicking_a_card() -> None:
    app = make_app(bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await choose_in_menu(pilot, "game-believe-in-me")
        await wait_for_screen(pilot, SetupScreen)
        await pilot.click("#seed")
        await pilot.press(*"7")
        await pilot.press("ctrl+s")
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        match = table.match
        assert match.seats[0].is_human and not any(s.is_human for s in match.seats[1:])
        assert len(table.query(GodCompact)) == len(match.seats) - 1
        while True:
            await wait_for(pilot, lambda: table.asking is not None)
            decision = table.asking
            assert decision is not None and decision.seat == 0
            if decision.kind == "bid":
                break
            await answer(pilot, table, quick([o.key for o in decision.options], "", 0))
            await pilot.pause()

        panel = table.query_one(ContestPanel)
        assert plain(panel.border_title).startswith("Contest for ")
        assert panel.has_class("-live")
        # a click on a card in hand bids it; the bots wait so the table can be read
        table.bot_delay = 30
        card = next(
            c
            for c in table.query(CardWidget).results(CardWidget)
            if isinstance(c, (TruthChip, HandCard)) and c.has_class("-choosable")
        )
        before = len(match.choices)
        table.query_one("#table").scroll_to_widget(card, animate=False, immediate=True)
        await pilot.pause()
        await pilot.click(card)
        await wait_for(pilot, lambda: len(match.choices) > before)
        chosen = match.choices[before]
        assert chosen.startswith("amen:")
        placed = table.cards.card(chosen.split(":", 1)[1]).name
        assert placed == table.cards.card(card.card_id).name
        mine = [line for line in text_of(panel).splitlines() if "Player 1" in line]
        assert mine and "▮ Amen! ×1" in mine[0]
        assert "yours: " in text_of(panel)
        assert f"You place {placed}." in [e.text for e in match.log(0)]
        table.bot_delay = 0


class HotSeat:
    """Three people at one screen: answers with the keys and checks the curtain after every
    choice: down exactly when the next decision belongs to someone other than the person
    looking (a public one too: a play-test's Enter answered for the next person on the
    open table); under it nobody's hidden cards; lifted, the decider's own hand."""

    def __init__(self, pilot: Any, table: BelieveInMeScreen) -> None:
        self.pilot, self.table = pilot, table
        self.curtains: list[bool] = []
        self.bidders: set[int] = set()
        self.passed = False

    def decision(self) -> Any:
        decision = self.table.match.decision()
        assert decision is not None
        return decision

    async def lift(self, looking: int | None) -> None:
        """After a choice (`looking`: who saw the table then): check, lift if down."""
        await self.pilot.pause()
        table, app = self.table, self.pilot.app
        if table.match.over:
            return
        decision = self.decision()
        curtain = isinstance(app.screen, HandoffScreen)

        assert curtain == (looking != decision.seat)
        self.curtains.append(curtain)
        if curtain:
            assert app.screen.player == table.match.name(decision.seat)
            assert table.shown_seat is None and not shown_hand(table)
            hidden = table.query_one(HandArea).query_one(".hidden-note", Static)
            assert "hidden" in text_of(hidden)
            shown = table_text(table)
            for name in secret_names(table, None):
                assert name not in shown, name
            assert "You " not in shown
            await self.pilot.press("enter")
            await wait_for_screen(self.pilot, BelieveInMeScreen)
        await wait_for(self.pilot, lambda: table.asking is not None)
        seat = decision.seat
        assert table.shown_seat == seat
        hand = table.match.view(seat)["state"]["gods"][seat]["hand"]
        assert sorted(shown_hand(table)) == sorted(hand)
        shown = table_text(table)
        for name in secret_names(table, seat):  # the others' cards stay hidden
            assert name not in shown, name

    async def step(self) -> None:
        """One decision, answered with a number key."""
        decision = self.decision()
        looking = self.table.shown_seat
        view = self.table.match.view(decision.seat)
        placed = len(view["state"]["gods"][decision.seat]["contest"])
        key = quick([o.key for o in decision.options], decision.kind, placed)
        if decision.kind == "bid":
            if key == "pass":
                self.passed = True
            else:
                self.bidders.add(decision.seat)
                if placed:  # the bidder's own face-down cards show for them alone
                    assert "yours: " in text_of(self.table.query_one(ContestPanel))
        before = len(self.table.match.choices)
        await answer(self.pilot, self.table, key)
        await wait_for(self.pilot, lambda: len(self.table.match.choices) > before)
        await self.lift(looking)


async def test_three_people_play_a_round_with_a_contest_and_the_curtain_when_it_must() -> None:
    app = make_app("believe-in-me", ["human", "human", "human"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await past_the_curtain(pilot, BelieveInMeScreen)
        match = table.match
        moves = HotSeat(pilot, table)
        await moves.lift(table.shown_seat)
        assert table.query_one(GodTableau).has_class("-you")

        def revealed() -> bool:
            return any(" reveals: " in e.text for e in match.log(None))

        while not revealed():
            assert len(match.choices) < 120
            await moves.step()
        assert True in moves.curtains and False in moves.curtains
        assert len(moves.bidders) >= 2 and moves.passed

        # the reveal is on the table for everyone: each god's Truth added up
        await pilot.pause()
        panel = table.query_one(ContestPanel)
        assert plain(panel.border_title).startswith("Last Contest: ")
        past = last_contest(table.cards, match.log(None))
        assert past is not None and past.winner
        for reveal in past.reveals:
            assert f"= {reveal.total} Truth" in text_of(panel)
        assert f"{past.winner} claims it" in text_of(panel)


def term_value(term: str) -> int:
    """The number a reveal term adds ("Host 3" -> 3, "modifiers -2" -> -2)."""
    found = re.search(r"([+-]?\d+)$", term)
    assert found is not None, term
    return int(found.group(1))


async def test_the_reveal_adds_up_each_gods_truth_and_names_the_winner() -> None:
    match = reveal_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        panel = table.query_one(ContestPanel)
        past = last_contest(table.cards, match.log(None))
        assert past is not None and past.winner == "Hilga" and len(past.reveals) == 3
        lines = text_of(panel).splitlines()
        for reveal in past.reveals:
            assert sum(term_value(t) for t in reveal.terms) == reveal.total
            line = next(line for line in lines if reveal.god in line and "= " in line)
            assert " + ".join(reveal.terms) in line and line.endswith(f"= {reveal.total} Truth")
            assert line.startswith("★") == (reveal.god == "Hilga")
        assert any(t.startswith("torso bonus") for r in past.reveals for t in r.terms)
        assert "Hilga claims it: +" in text_of(panel)
        assert table.asking is not None and table.asking.kind == "manifest"


async def test_the_revelation_is_proclaimed_in_large_letters() -> None:
    match = revelation_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        await pilot.press("1")  # the last body part
        screen = await wait_for_screen(pilot, RevelationScreen)
        assert isinstance(screen, RevelationScreen) and screen.god == "Hilga"
        state: Any = match.state
        titles = [table.cards.card(state.gods[0].parts[p]).title for p in ("head", "torso")]
        for title in titles:
            assert title in screen.words
        behold = text_of(screen.query_one("#behold", Static))
        assert len(behold.splitlines()) == 3 and "█" in behold
        assert "3 Believers" in text_of(screen.query_one("#reward", Static))
        await pilot.press("enter")
        await wait_for_screen(pilot, BelieveInMeScreen)
        assert "TWILIGHT OF THE GODS" in plain(table.query_one(Board).border_title)


async def test_the_revelation_is_proclaimed_over_the_round_it_was_made_in() -> None:
    """The move that completes the Trinity also runs the next round's tableau by itself
    (nobody decides before Hilga's Actions): the Revelation stands over the table as round
    7 ended, and round 8 is drawn once it is closed."""
    match = revelation_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        await pilot.press("1")
        await wait_for_screen(pilot, RevelationScreen)
        await pilot.pause()
        assert match.state.round == 8  # type: ignore[attr-defined]
        under = table_text(table)
        assert "stands up" in under and "Round 8:" not in under
        assert "Round 7 · Hilga makes the Revelation!" in str(table.status.content)
        await pilot.press("enter")
        await wait_for_screen(pilot, BelieveInMeScreen)
        await pilot.pause()
        assert "Round 8:" in table_text(table)
        assert table.asking is not None and table.asking.kind == "actions"


@pytest.mark.parametrize(
    ("seats", "seed"), [(["greedy", "random"], 4), (["greedy", "random", "random"], 2)]
)
async def test_watching_bots_reaches_game_over_with_no_hand_and_no_curtain(
    seats: list[str], seed: int
) -> None:
    app = make_app("believe-in-me", seats, seed=seed, bot_delay=0)
    seen = []
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        note = table.query_one(HandArea).query_one(".hidden-note", Static)
        assert "Watching" in text_of(note)

        def over() -> bool:
            seen.append(type(app.screen).__name__)
            return isinstance(app.screen, GameOverScreen)

        await wait_for(pilot, over, seconds=300)  # a 3-god game redraws hundreds of times
        await wait_for_screen(pilot, GameOverScreen)
        assert "HandoffScreen" not in seen
        assert table.shown_seat is None and not shown_hand(table)
        match = table.match
        assert match.over
        made = [e.text for e in match.log(None) if " stands up: " in e.text]
        assert made and table.proclaimed == len(made)  # every Revelation was proclaimed
        headline = str(app.screen.query_one("#headline", Static).content)
        names = [match.name(w) for w in match.game.result(match.state).winners]
        assert headline in [f"{n} wins" for n in names] + ["Draw"]


async def test_help_the_inspector_and_a_commandment_read_in_full() -> None:
    match = round_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        rules = help_screen.query_one("#rules HelpText", HelpText).source
        assert "Believe in Me!" in rules and "Unfathomable" in rules and "illuminate" in rules
        await pilot.press("escape")
        await wait_for_screen(pilot, BelieveInMeScreen)

        card = table.query(HandCard).results(HandCard).__next__()
        card.focus()
        await pilot.press("i")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        text = help_screen.query_one("#card HelpText", HelpText).source
        assert text.startswith(f"## {table.cards.card(card.card_id).name}")
        assert "Sacrifice cost" in text and "In Hilga's hand." in text
        await pilot.press("escape")
        await wait_for_screen(pilot, BelieveInMeScreen)

        line = next(c for c in table.query(CommandmentLine).results(CommandmentLine) if c.card_id)
        line.focus()
        await pilot.pause()
        assert line.size.height > 1  # focused, it shows the whole text
        text = inspector.describe(table.cards, match.view(0), line.card_id)
        assert "Engraved in place" in text and "**Commandment**" in text
        hidden = next(c for c in match.state.gods[1].hand)  # type: ignore[attr-defined]
        assert inspector.describe(table.cards, match.view(0), hidden) == inspector.NOT_VISIBLE


async def test_a_click_on_a_fellow_gods_tableau_banishes_the_false_prophet_there() -> None:
    def banishing(match: Match) -> bool:  # (the round scene, the False Prophet on Ralphi)
        decision = match.decision()
        return (
            scenes.round_scene(match)
            and decision is not None
            and any(o.key == "banish:1" for o in decision.options)
        )

    match = scenes.first_seed(banishing, scenes.FOUR)
    async with make_app(bot_delay=30).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen) and table.asking is not None
        assert "banish:1" in [o.key for o in table.asking.options]
        ralphi = next(b for b in table.query(GodCompact).results(GodCompact) if b.seat == 1)
        before = len(match.choices)
        await pilot.click(ralphi, offset=(2, 1))  # its body line, where no card is
        await wait_for(pilot, lambda: len(match.choices) > before)
        assert match.choices[before] == "banish:1"


async def test_80x24_is_usable_your_hand_and_the_options_in_sight() -> None:
    match = contest_match()
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen) and table.asking is not None
        await pilot.pause()
        screen = pilot.app.screen.region
        hand = table.query_one(HandArea)
        assert hand.region.overlaps(screen) and hand.region.height > 2
        assert table.panel.rows.region.overlaps(screen)
        before = len(match.choices)
        await pilot.press("1")
        await wait_for(pilot, lambda: len(match.choices) > before)


async def test_i_reads_the_card_a_highlighted_option_names_though_it_is_not_drawn() -> None:
    """A play-tester choosing a Commandment to engrave pressed i on the highlighted choice
    and read "No card chosen yet": the card an option names is read, on the table or not."""
    from tabletop_tui.core.decision import Decision, Option

    match = round_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        drawn = {w.card_id for w in table.walk_children(CardWidget)}
        cid = next(c for c in match.state.commandment_deck if c not in drawn)
        name = table.cards.card(cid).name
        option = Option(f"pick:{cid}", f"Engrave {name}", (cid,))
        table.asking = Decision(0, "Which Commandment do you engrave?", (option,), "pick")
        table.option_highlighted(option)
        await pilot.press("i")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        text = help_screen.query_one("#card HelpText", HelpText).source
        assert text.startswith(f"## {name}"), text[:80]


def test_a_reveal_term_is_read_short_from_the_log_old_or_new() -> None:
    """The Contest panel reads the log's reveal line: "Truth 5" and "Bishop (3)" (and the
    older "Truth 5 5", "Bishop 3", "no torso +3") read "5", "Host 3", "torso bonus +3"."""
    from tabletop_tui.ui.believe_in_me.contest import term_words

    kinds = {"Truth 5": "truth", "Pope Procrastinus the Ninth": "holy_host"}
    for term, short in (
        ("Truth 5", "5"),
        ("Truth 5 5", "5"),
        ("Pope Procrastinus the Ninth (3)", "Host 3"),
        ("Pope Procrastinus the Ninth 3", "Host 3"),
        ("torso bonus +3 (torso not yet manifested)", "torso bonus +3"),
        ("torso bonus +3 (no torso)", "torso bonus +3"),
        ("no torso +3", "torso bonus +3"),
        ("modifiers -2", "modifiers -2"),
    ):
        assert term_words(kinds, term) == short, term


async def test_at_80_columns_the_grenades_and_the_whole_truth_draw_pile_show() -> None:
    """A new player at 80x24 saw only the first of the two Holy Hand Grenades to keep, and
    the draw pile as 2 2 2 3 3 4 5 6 while Truth 7 was on offer: the ninth chip was cut off
    past the hand's edge."""
    app = make_app("believe-in-me", ["human", "greedy", "greedy"], seed=2001, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        await pilot.pause()
        # both grenades to choose from are in sight (their texts made the list overflow)
        rows = table.panel.rows
        assert table.asking is not None and table.asking.kind == "setup_grenade"
        assert rows.virtual_size.height <= rows.scrollable_content_region.height
        await pilot.press("1")  # keep the first Holy Hand Grenade
        await wait_for(
            pilot, lambda: table.asking is not None and table.asking.kind == "take_truth"
        )
        await pilot.pause()
        row = table.query_one(HandArea).query_one(".draw-row")
        chips = list(row.query(TruthChip).results(TruthChip))
        assert len(chips) == 9
        inside = row.content_region
        for chip in chips:
            assert chip.region.width > 0 and chip.region.right <= inside.right, chip.card_id


async def test_at_100x30_choosing_truth_keeps_the_gods_title_and_the_draw_pile_in_sight() -> None:
    """At 100x30 a new player choosing Truth cards saw the table scrolled to show the whole
    hand, which hid their tableau's title line (their Believers): only the draw pile, where
    the choice is made, is brought into view."""
    app = make_app("believe-in-me", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        await pilot.press("1")  # keep the first Holy Hand Grenade
        await wait_for(
            pilot, lambda: table.asking is not None and table.asking.kind == "take_truth"
        )
        await pilot.pause()
        seen = table.query_one("#table").region  # what the scrolled table shows
        tableau = table.query_one(GodTableau)
        row = table.query_one(HandArea).query_one(".draw-row")
        assert seen.y <= tableau.region.y  # the border's top line carries the title
        assert row.region.height == 1 and seen.contains_region(row.region)


@pytest.mark.parametrize(("make", "words"), [(reveal_match, True), (round_match, False)])
async def test_a_fellow_gods_box_reads_in_words_where_they_fit(make, words: bool) -> None:  # type: ignore[no-untyped-def]
    """Three gods at 120x40 leave each fellow god's box room for words ("Supply 10 ·
    Grenade ▯▯▯", "Enlighteners —"); four, only for the short forms the Legend tab
    explains ("Sup 10 M○○○"). Either way no line of counts and no bottom edge ends in "…"."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, make())
        await pilot.pause()
        boxes = list(table.query(GodCompact).results(GodCompact))
        assert boxes
        for box in boxes:
            room = box.content_region.width
            lines = [str(line.content) for line in box.query(SlotLine).results(SlotLine)]
            # the lines of counts (a card's name may still end in "…": focused, it reads whole)
            counts = [lines[1], lines[4]]
            shown = [row for line in counts for row in line.split("\n")]
            assert all(len(row) <= room for row in shown), (room, shown)
            assert any(line.startswith("Supply") for line in lines) == words, lines
            assert any(line.startswith("Sup ") for line in lines) != words, lines
            assert len(plain(box.border_subtitle)) <= room - 2


@pytest.mark.parametrize("size", [WIDE, NARROW])
async def test_a_heavenly_card_in_hand_shows_its_name_whole(size: tuple[int, int]) -> None:
    """Names run long ("The Purse of Prudence the Penny-Pinching"): one too long for its
    line goes on to a second, before what the card is and its rules."""
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        table = await open_table(pilot, round_match())
        await pilot.pause()
        cards = list(table.query(HandCard).results(HandCard))
        assert cards
        for card in cards:
            drawn = card.render()
            assert isinstance(drawn, Text)
            lines = drawn.plain.split("\n")
            name = table.cards.card(card.card_id).name
            width = card.content_region.width
            whole = [n for n in (1, 2) if " ".join(lines[:n]) == name]
            assert whole and all(len(line) <= width for line in lines[: whole[0]]), lines


def test_a_pagan_pile_run_dry_reads_as_stand_ins_not_a_negative_count() -> None:
    """B18: the pile never runs dry; below the box's 140 Believers the count went negative
    on the table ("Pagan pile -59")."""
    from tabletop_tui.ui.believe_in_me.board import pagan_words

    assert pagan_words(12).plain == "12"
    assert pagan_words(-59).plain == "empty (+59 stand-ins)"


async def test_at_120x40_with_four_gods_choosing_truth_keeps_every_gods_title_in_sight() -> None:
    """The table scrolled by a row to bring the draw pile (docked in sight already) into
    view, and the fellow gods' boxes lost their title rows under the board: nobody could
    tell which god was which."""
    app = make_app("believe-in-me", ["human", "greedy", "greedy", "greedy"], seed=10, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        scroller = table.query_one("#table")
        checked = 0
        for _ in range(60):
            await wait_for(pilot, lambda: table.asking is not None)
            decision = table.asking
            assert decision is not None
            if decision.kind == "take_truth":
                for _ in range(3):
                    await pilot.pause()
                # (a table taller than the screen: scrolled, or its last Contest made to
                # give way, BelieveInMeScreen._fit_table)
                checked += scroller.max_scroll_y > 0 or table.has_class("-crowded")
                board = table.query_one(Board).region
                for box in table.query(GodCompact).results(GodCompact):
                    assert box.region.y >= board.bottom, box.border_title  # title in sight
            await pilot.press("1")
        assert checked


def names_a_fellow_gods_card(match: Match) -> bool:
    """Hilga chooses among options naming a card in a fellow god's box."""
    from tabletop_tui.ui.believe_in_me.compact import compact_lines

    decision = match.decision()
    if decision is None or decision.seat != 0:
        return False
    view, cards = match.view(0), match.game.cards
    seats = range(1, len(match.seats))
    theirs = {iid for s in seats for _, iid in compact_lines(cards, view, s) if iid}
    return any(set(option.cards) & theirs for option in decision.options)


@pytest.mark.parametrize("size", [(100, 30), NARROW])
async def test_an_option_naming_a_fellow_gods_card_brings_their_whole_box_into_sight(
    size: tuple[int, int],
) -> None:
    """A table scrolled to a fellow god's card stopped partway through their box: the card
    showed, the box's title row (whose card it is) did not. The whole box comes into sight
    where it fits."""
    match = scenes.first_seed(names_a_fellow_gods_card, scenes.FOUR)
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        pilot.app.open_match(match)
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        decision, scroller, rows = table.asking, table.query_one("#table"), table.panel.rows
        assert decision is not None
        checked = 0
        assert len(decision.options) > 1  # (from the last: the first is highlighted already)
        for n, option in reversed(list(enumerate(decision.options))):
            named = [
                box
                for box in table.query(GodCompact).results(GodCompact)
                for line in box.query(SlotLine).results(SlotLine)
                if line.card_id and line.card_id in option.cards
            ]
            scroller.scroll_to(y=0, animate=False, immediate=True)
            rows.highlighted = n
            for _ in range(4):
                await pilot.pause()
            for box in named:
                fits = box.outer_size.height <= scroller.scrollable_content_region.height
                assert not fits or scroller.region.contains_region(box.region), option.label
                checked += 1
        assert checked


async def test_a_hand_card_whose_name_fits_one_line_takes_two_rows() -> None:
    """A review at 80x24: every card in hand took three rows, the third blank, while its
    rules line ended in "…". The name had been measured for wrapping at an older, narrower
    width and that height was kept for the new one."""
    from rich.cells import cell_len

    app = make_app("believe-in-me", ["human", "greedy"], seed=4, bot_delay=0)
    async with app.run_test(size=NARROW) as pilot:
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        for _ in range(3):
            await pilot.pause()
        cards = list(table.query(HandCard).results(HandCard))
        assert cards
        for card in cards:
            name = card.content.plain.split("\n")[0]  # type: ignore[union-attr]
            rows = 2 if cell_len(name) <= card.content_region.width else 3
            assert card.outer_size.height == rows, name


async def test_at_80x24_the_fellow_gods_stay_in_sight_over_the_table() -> None:
    """A review: at 80x24 the fellow gods' boxes sat above the fold while you chose your
    actions. A short screen docks their titles (name, alignment, Believers, the Squirrel
    and the Prophet) in a line over the table, in sight however it scrolls."""
    from tabletop_tui.ui.widgets.packed_line import PackedLine

    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        pilot.app.open_match(round_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        await pilot.pause()
        line = table.query_one("#gods-line", PackedLine)
        scroller = table.query_one("#table")
        names = table.match.view(0)["state"]["names"]
        for y in (0, scroller.max_scroll_y):
            scroller.scroll_to(y=y, animate=False, immediate=True)
            await pilot.pause()
            assert line.region.height > 0 and table.region.contains_region(line.region)
            words = str(line.render())
            assert all(name in words for name in names[1:]) and names[0] not in words
        # its edge says which keys reach the rest (a newcomer never found the board above)
        assert str(line.border_subtitle).startswith("{ } scroll")
        await pilot.press("left_curly_bracket")
        await pilot.pause()
        assert scroller.scroll_y < scroller.max_scroll_y


async def test_at_80x24_a_running_contest_and_its_bids_stay_in_sight() -> None:
    """A review at 80x24: "Contest for ...: you must place a card", while the Contest panel
    (the Phenomenon and the bids so far) sat above the fold, two presses of { away. The
    docked line over the table names the Contest, and each fellow god's bid follows their
    title (your own, the prompt tells)."""
    from tabletop_tui.ui.widgets.packed_line import PackedLine

    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        pilot.app.open_match(contest_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        await pilot.pause()
        line = table.query_one("#gods-line", PackedLine)
        assert line.region.height > 0 and table.region.contains_region(line.region)
        t = table.match.view(0)["state"]
        phen = table.match.game.cards.card(t["contest_phen"])
        drawn = [line.render_line(y).text for y in range(line.content_region.height)]
        words = " ".join(drawn)
        # the Alignment in words: the legend that explains its sign is out of sight here
        assert f"Contest {ALIGN_ICON[phen.alignment]} {phen.alignment.capitalize()}: " in words
        assert phen.name.split()[0] in words
        for g in t["contest_order"]:
            if g == 0:
                continue
            n = len(t["gods"][g]["contest"])
            bid = FACE_DOWN * n if n else "no card"
            assert f"{t['names'][g]}" in words and bid in words


async def test_detonating_the_grenade_asks_first() -> None:
    """Issue 11, point 3: a once-a-game action asks before it is taken (the grenade goes off
    once, and a charge below three does less)."""
    from tabletop_tui.ui.believe_in_me.scenes import TWO, first_seed, hilgas

    match = first_seed(lambda m: hilgas(m, "detonate"), TWO)
    match.track_undo()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        table = await open_table(pilot, match)
        assert "once a game" in await asks_before(pilot, table, "detonate:yes")


async def test_a_first_card_in_a_contest_is_not_offered_a_pass_in_words() -> None:
    """A third review: the header read 'place a card face down ("Amen!") or pass' on a
    first bid, where the options offer no pass (your first card must go down)."""
    from tabletop_tui.core.decision import Decision, Option
    from tabletop_tui.ui.believe_in_me.scenes import contest_match

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(contest_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, BelieveInMeScreen)
        assert isinstance(table, BelieveInMeScreen)
        card = Option("bid:x", "Place X")
        first = Decision(0, "Place a card.", (card,), "bid")
        later = first._replace(options=(card, Option("pass", "Pass")))
        assert "pass" not in table.what_to_do(first) + table.what_to_do_briefly(first)
        assert table.what_to_do(later).endswith("or pass")
        assert table.what_to_do_briefly(later) == "Amen!, or pass"


def seven_in_hand(match: Match) -> bool:
    """Hilga holds seven cards in her Actions, the last Contest revealed."""
    decision = match.decision()
    return (
        decision is not None
        and decision.seat == 0
        and decision.kind == "actions"
        and len(match.state.gods[0].hand) >= 7  # type: ignore[attr-defined]
    )


async def test_a_crowded_tall_table_lets_the_last_contest_give_way() -> None:
    """At 120x40 a hand of seven under Ralphi's box and the last Contest left the last rows
    of Hilga's tableau under the hand (a play-test): the reveal, a turn on, then gives way,
    its winner's line first, and the tableau shows whole; a new size lays it out in full."""
    match = scenes.first_seed(seven_in_hand, scenes.TWO, start=3)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        await pilot.pause()
        table = screen.query_one("#table")
        assert screen.has_class("-crowded")
        assert table.virtual_size.height <= table.size.height
        tableau = screen.query_one(GodTableau)
        assert table.region.contains_region(tableau.region)
        panel = screen.query_one(ContestPanel)
        said = str(panel.render())
        assert said.startswith("★ Hilga claims it, 9 Truth to Ralphi's 8: +8 Believers")
        assert panel.size.height == 1  # (the winner's line alone fits)
        await pilot.resize_terminal(120, 60)
        await pilot.pause()
        await pilot.pause()
        assert not screen.has_class("-crowded")
        said = str(panel.render())
        assert said.splitlines()[-1].startswith("  Hilga claims it") and panel.size.height > 1


def test_a_tableau_with_no_free_phenomenon_slot_says_it_is_full() -> None:
    """A god with every Phenomenon slot filled sits out the Contests (until it triggers one):
    its tableau's line says "full" (a play-tester learned it only as a Contest began)."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.believe_in_me.tableau_lines import phenomena_line

    cards = load_game("believe-in-me").cards  # type: ignore[attr-defined]
    phens = [c for c in cards.instances if cards.card(c).type == "phenomenon"][:2]

    def line(stored: list[str], slots: int) -> str:
        view = {"state": {"gods": [{"phenomena": stored}]}, "gods": [{"slots": slots}]}
        return phenomena_line(cards, view, 0).plain

    assert line(phens, 2).startswith("Phenomena 2/2 full: ")
    assert line(phens[:1], 2).startswith("Phenomena 1/2: ")
    assert line([], 2) == "Phenomena 0/2 — none stored"


async def test_at_80x24_your_bid_and_its_worth_are_in_the_docked_line() -> None:
    """A newcomer at 80x24: their own face-down Contest pile and its worth ("yours: ... ≈ 5
    Truth") were in the Contest panel, out of sight while they bid; the docked line beside
    the fellow gods' bids now says "you ▮ ≈ 5 Truth"."""
    from tabletop_tui.ui.believe_in_me.contest import own_cards_text
    from tabletop_tui.ui.screenshots import NARROW
    from tabletop_tui.ui.widgets.packed_line import PackedLine

    match = contest_match()
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, match)
        view = match.view(0)
        whole = own_cards_text(screen.cards, view, 0)
        assert whole is not None
        worth = whole.plain.rsplit("≈ ", 1)[1]
        docked = screen.query_one(PackedLine)
        assert docked.region.height > 0 and f"you {FACE_DOWN} ≈ {worth}" in str(docked.render())
