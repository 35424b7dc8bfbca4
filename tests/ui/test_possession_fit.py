"""Possession fits: four daemons on one screen at 120x40, two at 80x24 (the table or your
hand, t switching, the option under the cursor choosing which), nothing to scroll."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Region

from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.possession import scenes
from tabletop_tui.ui.possession.areas import DaemonArea, HandArea
from tabletop_tui.ui.possession.board import Board, FreeArea
from tabletop_tui.ui.possession.cards import HandCard, LocationCard, VictimBox
from tabletop_tui.ui.possession.screen import PossessionScreen
from tabletop_tui.ui.screenshots import NARROW
from tabletop_tui.ui.widgets.whole_name import WholeNameCard, name_wrapped
from tests.ui.conftest import WIDE, wait_for, wait_for_screen

WIDE_SCENES = [scenes.four_match, scenes.round_match, scenes.fights_match, scenes.solitaire_match]
NARROW_SCENES = [scenes.round_match, scenes.fights_match, scenes.solitaire_match]


async def open_table(pilot, match: Match) -> PossessionScreen:  # type: ignore[no-untyped-def]
    pilot.app.open_match(match)
    screen = await wait_for_screen(pilot, PossessionScreen)
    assert isinstance(screen, PossessionScreen)
    await pilot.pause()
    return screen


def fits(screen: PossessionScreen) -> bool:
    """The table needs no scrolling: everything on it is in sight."""
    table = screen.query_one("#table")
    return table.virtual_size.height <= table.size.height


def in_sight(screen: PossessionScreen, widget: object) -> bool:
    table = screen.query_one("#table").region
    region = widget.region  # type: ignore[attr-defined]
    return region.height > 0 and table.contains_region(region)


@pytest.mark.parametrize("make", WIDE_SCENES)
async def test_every_daemon_victim_and_card_is_in_sight_at_120x40(make: Callable[[], Match]):
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, make())
        assert fits(screen)
        widgets = [screen.query_one(Board), screen.query_one(HandArea)]
        widgets += list(screen.query(DaemonArea).results(DaemonArea))
        widgets += list(screen.query(VictimBox).results(VictimBox))
        if not screen.query_one(FreeArea).has_class("-none"):
            widgets.append(screen.query_one(FreeArea))
        assert all(in_sight(screen, w) for w in widgets)


@pytest.mark.parametrize("make", NARROW_SCENES)
async def test_two_daemons_fit_at_80x24_table_and_hand_by_turns(make: Callable[[], Match]):
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, make())
        first = screen.has_class("-hand-view")
        assert fits(screen)
        await pilot.press("t")
        await pilot.pause()
        assert screen.has_class("-hand-view") != first and fits(screen)
        shown = HandArea if screen.has_class("-hand-view") else DaemonArea
        assert all(in_sight(screen, w) for w in screen.query(shown).results(shown))


async def test_the_option_under_the_cursor_shows_what_it_is_about_at_80x24() -> None:
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        decision = screen.asking
        assert decision is not None
        hand = set(screen.match.view(0)["players"][0]["hand"])
        for n, option in enumerate(decision.options):
            if not option.cards:
                continue
            screen.panel.rows.highlighted = n
            await pilot.pause()
            assert screen.has_class("-hand-view") == (option.cards[0] in hand), option.label


async def test_on_a_tall_screen_the_options_leave_the_view_classes_alone() -> None:
    """At 120x40 both the table and the hand show: the cursor moving between an option
    about a card in hand and one about nothing does not switch the screen's view classes
    (each switch restyled the whole table); made short, the screen again shows what the
    option under the cursor is about."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        decision = screen.asking
        assert decision is not None
        hand = set(screen.match.view(0)["players"][0]["hand"])
        about_hand = next(o for o in decision.options if o.cards and o.cards[0] in hand)

        def views() -> set[str]:
            return {c for c in screen.classes if c.endswith("-view")}

        before = views()
        for option in (None, about_hand, None, about_hand):
            screen.option_highlighted(option)
            await pilot.pause()
            assert views() == before
        await pilot.resize_terminal(*NARROW)
        await pilot.pause()
        await pilot.pause()
        assert screen.has_class("-short") and screen.has_class("-hand-view")


@pytest.mark.parametrize("size", [NARROW, WIDE])
async def test_the_location_focused_keeps_its_text(size: tuple[int, int]) -> None:
    # at 80x24, Tab onto the Location drew the focused cards' double border over its one or
    # two lines: an empty ring where the Location's text had been
    from tabletop_tui.ui.possession.cards import LocationCard

    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        location = screen.query_one(LocationCard)
        before = location.content_region.height
        location.focus()
        await pilot.pause()
        assert location.has_focus
        assert location.content_region.height == before > 0
        assert location.styles.border_top[0] in ("", "none")


def name_shown(card: WholeNameCard, name: str) -> bool:
    """The card's name reads whole on its first lines, as drawn at the card's width."""
    drawn = card.render()
    assert isinstance(drawn, Text)
    lines = [line.rstrip() for line in drawn.plain.split("\n")]
    width = card.content_region.width
    return any(
        name in " ".join(lines[:n]) and all(cell_len(line) <= width for line in lines[:n])
        for n in (1, 2, 3)
    )


@pytest.mark.parametrize("make", WIDE_SCENES)
async def test_names_on_the_table_are_whole_at_120x40(make: Callable[[], Match]) -> None:
    """Hand cards and Victims once read "The Price of Si…" and "Dowager Count…": a name too
    long for its line goes on to a second (the card's other lines move down)."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, make())
        cards = screen.match.game.cards
        shown = list(screen.query(HandCard).results(HandCard))
        shown += list(screen.query(VictimBox).results(VictimBox))
        assert shown
        for card in shown:
            assert name_shown(card, cards.card(card.card_id).name), card.card_id


async def test_a_long_name_takes_a_second_line_and_short_ones_do_not() -> None:
    text = Text.assemble(("The Price of Silence", "bold"), ("\nEvent", "dim"), "\nWorth 2")
    assert name_wrapped(text, 16).plain == "The Price of\nSilence\nEvent\nWorth 2"
    assert name_wrapped(text, 20) is text
    long = Text.assemble(("Dame Isolde Thorne, the Reeve's Sword", "bold"), "\nHero")
    assert name_wrapped(long, 16).plain == "Dame Isolde\nThorne, the\nReeve's Sword\nHero"
    assert name_wrapped(long, 8).plain.split("\n")[:3] == [
        "Dame",
        "Isolde",
        "Thorne, the Reeve's Sword",
    ]
    one_word = Text("Serjeant-at-Arms\nNemesis")
    assert name_wrapped(one_word, 10) is one_word  # no word is split: "…" cuts it


@pytest.mark.parametrize("seed", [1, 2])
async def test_four_daemons_late_in_a_game_still_fit_at_120x40(seed: int) -> None:
    """Random play with three bots: four daemons each holding several Victims once pushed
    the board off the top at four decisions in ten. A table that would scroll is made
    compact for the turn (one line a Victim out of a fight, the counts on one line)."""
    app = make_app("possession", ["human", "greedy", "greedy", "greedy"], seed=seed, bot_delay=0)
    rng = random.Random(seed)
    crowded = 0
    async with app.run_test(size=WIDE) as pilot:
        screen = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(screen, PossessionScreen)
        for _ in range(40):
            await wait_for(pilot, lambda: screen.asking is not None or screen.match.over)
            if screen.match.over:
                break
            await pilot.pause()
            await pilot.pause()
            assert fits(screen), f"turn {screen.match.state.turn}"
            crowded += screen.has_class("-crowded")
            decision = screen.asking
            assert decision is not None
            options = [o for o in decision.options if o.key != "reveal"] or decision.options
            screen.commit(rng.choice(options).key)
    assert crowded  # (the seeds do crowd the table)


@pytest.mark.parametrize("size", [NARROW, (100, 30), WIDE])
async def test_the_location_shows_its_name_and_where_the_hands_go(size: tuple[int, int]) -> None:
    """A short screen keeps one or two lines of the Location; they once ended "· hands go"
    with the direction cut off, or inside a long name. There the direction comes first."""
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        screen = await open_table(pilot, scenes.fights_match())
        if screen.has_class("-hand-view"):
            await pilot.press("t")
        await pilot.pause()
        location = screen.query_one(LocationCard)
        card = screen.match.game.cards.card(location.card_id)
        width, height = location.size
        drawn = " ".join(s.text.strip() for s in location.render_lines(Region(0, 0, width, height)))
        assert f"hands go {card.direction.upper()}" in drawn
        shown = card.name if size != NARROW else card.name.split()[0]  # (one line there)
        assert shown in " ".join(drawn.split())


async def test_a_victim_made_compact_keeps_no_blank_line() -> None:
    """A Victim whose long name took a second line kept that line's height, blank, once the
    table was made compact (its name no longer wraps there, and nothing measured it again).
    Seed 1's Round: the Fishwife of the Low Bridge and the Necromancer Dilettante wrap."""
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, scenes.first_seed(scenes.round_scene, scenes.TWO))
        view = screen.shown_view
        assert view is not None
        boxes = list(screen.query(VictimBox).results(VictimBox))
        assert any(str(box.render()).count("\n") > str(box.content).count("\n") for box in boxes)
        screen._crowded_turn = view["turn"]
        screen._crowd("-crowded")
        screen.render_view(view)
        await pilot.pause()
        await pilot.pause()
        for box in boxes:
            lines = str(box.render()).count("\n") + 1
            most = box.styles.max_height
            assert box.region.height == min(lines, int(most.value) if most else lines)


async def test_a_rivals_revealed_daemon_reads_whole_where_there_is_room() -> None:
    """A review at 120x40: a rival's revealed Daemon read "Old Mother Hollowtongue: Once
    revea…" above empty rows. Every Daemon's power wraps at words, up to three lines,
    where the table is not crowded (yours did already)."""
    from tabletop_tui.ui.news_text import MEASURE
    from tabletop_tui.ui.possession.cards import DaemonCard

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        await pilot.pause()
        assert not screen.has_class("-crowded")
        rival = [
            card
            for area in screen.query(DaemonArea).results(DaemonArea)
            if not area.has_class("-you")
            for card in area.query(DaemonCard).results(DaemonCard)
        ]
        assert rival
        for card in rival:
            text = card.content
            assert isinstance(text, Text) and ":" in text.plain  # revealed: name and power
            lines = len(text.wrap(MEASURE, card.content_region.width))
            assert card.content_region.height == min(3, lines) and lines > 1, text.plain


async def test_two_daemons_at_100x30_show_hand_and_table_together() -> None:
    """A review at 100x30 with two players: the hand filled the left column with 11 rows
    empty under it, while the Victim named by "Send Town Watchman against the Washerwoman"
    was out of sight (t showed the table, 17 of 28 rows). Two daemons' table and the hand
    fit there together: no hand/table toggle."""
    async with make_app(bot_delay=0).run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        await pilot.pause()
        assert not screen.has_class("-short")
        assert not screen.check_action("switch_view", ())
        view = screen.screen.region
        hand = screen.query_one(HandArea)
        assert hand.display and view.contains_region(hand.region)
        daemons = list(screen.query(DaemonArea).results(DaemonArea))
        assert daemons and all(area.display and area.region.height > 0 for area in daemons)
    async with make_app(bot_delay=0).run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, scenes.four_match())
        await pilot.pause()
        assert screen.has_class("-short")  # four daemons do not: t chooses


def test_a_free_victims_claimers_leave_out_who_has_claimed_this_round() -> None:
    """A second review: "claim: Player 1" under a free Victim while Player 1, having claimed
    one this Round, was offered only "Reveal your Daemon" and "End my round"."""
    from tabletop_tui.ui.possession.board import reach_text

    def player(name: str, claimed: bool) -> dict[str, object]:
        return {"name": name, "possession": 9, "willpower": 2, "claimed": claimed}

    view = {"players": [player("Ann", True), player("Bob", False)]}
    assert reach_text(view, {"id": "v", "willpower": 3}, set()).plain == "claim: Bob"
    view = {"players": [player("Ann", True), player("Bob", True)]}
    # (this Round: a play-test read "nobody can claim" as false beside spare Willpower)
    assert reach_text(view, {"id": "v", "willpower": 3}, set()).plain == (
        "nobody can claim this Round"
    )
    assert reach_text(view, {"id": "v", "willpower": 8}, set()).plain == "nobody can claim"


def test_a_text_cut_at_its_rows_ends_at_a_word_in_an_ellipsis() -> None:
    from tabletop_tui.ui.widgets.whole_name import cut_to_rows

    text = Text("Sanctuary. When drawn: every Victim heals 1 Life; by Day, every player's hand")
    assert cut_to_rows(text, 40, 3) is text  # it fits
    cut = cut_to_rows(text, 30, 2).plain.split("\n")
    assert cut == ["Sanctuary. When drawn: every", "Victim heals 1 Life; by Day, …"]


async def test_a_location_whose_rules_outrun_its_rows_says_so() -> None:
    """A third review at 120x40: Millbrook Harvest Fair's rules stopped at "every player's"
    and the box's edge, with no sign that more was written (the tooltip and `i` hold all)."""
    from tabletop_tui.ui.news_text import MEASURE

    async with make_app(bot_delay=0).run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, scenes.four_match())
        location = screen.query_one(LocationCard)
        location.show("millbrook-harvest-fair")
        await pilot.pause()
        await pilot.pause()
        shown = str(location.render())
        assert location.content_region.height < len(
            location.content.wrap(MEASURE, location.content_region.width)  # type: ignore[union-attr]
        )
        assert shown.endswith(" …") and "Hand Cap" not in shown


async def test_two_daemons_holding_nine_victims_at_80x24_are_made_compact() -> None:
    """Seed 1's Round: nine Victims held or free, two of them attacked. The short table
    takes the tall one's "-crowded" step (a held Victim not in a fight on one line), so every
    Victim is in sight; it had needed two rows more than 80x24 gives, Bride-to-Be's forecast
    out of sight."""
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        match = scenes.first_seed(scenes.round_scene, scenes.TWO, start=1)
        screen = await open_table(pilot, match)
        if screen.has_class("-hand-view"):
            await pilot.press("t")
            await pilot.pause()
        assert screen.has_class("-crowded")
        boxes = list(screen.query("#daemons VictimBox").results(VictimBox))
        assert len(boxes) == 5
        assert all(in_sight(screen, box) for box in boxes)
        assert [box.size.height for box in boxes if box.has_class("-attacked")] == [2, 2]
        # the hand's view is not made compact by it; a new size words the table afresh
        await pilot.press("t")
        await pilot.pause()
        assert screen.has_class("-hand-view") and fits(screen)


async def test_at_80x24_a_card_text_shown_under_the_options_leaves_them_whole() -> None:
    """The panel grows to hold the card text of the option under the cursor: the options do
    not give way for rows the panel has yet to take (they did, at the layout before it grew:
    the third of three options was cut)."""
    async with make_app(bot_delay=0).run_test(size=NARROW) as pilot:
        screen = await open_table(pilot, scenes.round_match())
        rows = screen.panel.rows
        assert screen.query_one("#detail").display
        assert rows.option_count == 3
        assert rows.size.height == rows.virtual_size.height == 6


def test_the_ascendancy_beside_the_score_says_it_is_last_turns() -> None:
    """A play-test read "score 12 · Ascendancy 3rd" beside "score 10 · Ascendancy 2nd" as
    a fault: the token is given at a turn's end."""
    from tabletop_tui.ui.possession.areas import score_markup

    view = {"players": [{"score": 12}, {"score": 10}], "ascendancy": [1, 0]}
    assert score_markup(view, 0).plain == "score 12 (♥+⚔) · was 2nd"
