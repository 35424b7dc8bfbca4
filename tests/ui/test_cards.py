"""Cards on the NecronomiCards table: highlighting spell hands, clicking cards to choose."""

from __future__ import annotations

import pytest

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.necronomicards.cards import SpellCard, SummonCard
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tabletop_tui.ui.screenshots import new_match, play_until, table_match
from tests.ui.conftest import WIDE, wait_for_screen


def stray_card_match() -> tuple[Match, str]:
    """A human cast decision where one Spell card in hand belongs to no spell hand."""
    for seed in range(1, 30):
        seats = [Seat("human", "Ann"), Seat("greedy", "Greedy Bot 2")]
        match = play_until(new_match(seats, seed), lambda m: bool(stray(m)))
        if not match.over:
            return match, stray(match)
    raise AssertionError("no seed gives a stray card")


def stray(match: Match) -> str:
    """A card in Ann's hand that no option of a cast decision names ("" if none)."""
    decision = match.decision()
    if decision is None or decision.seat != 0 or decision.kind != "cast":
        return ""
    named = {card for option in decision.options for card in option.cards}
    hand = match.view(0)["players"][0]["spells"]
    return next((card for card in hand if card not in named), "")


def hand(screen: NecronomiCardsScreen) -> dict[str, SpellCard]:
    """The Spell card widgets in the shown player's hand, by card id."""
    return {w.card_id: w for w in screen.query("#home-hand SpellCard").results(SpellCard)}


def lit(screen: NecronomiCardsScreen) -> set[str]:
    """The cards highlighted as part of the spell hand under the cursor."""
    return {card for card, widget in hand(screen).items() if widget.has_class("-in-spell")}


async def open_table(pilot, match: Match) -> NecronomiCardsScreen:  # type: ignore[no-untyped-def]
    """Show a match's table and wait for it."""
    pilot.app.open_match(match)
    screen = await wait_for_screen(pilot, NecronomiCardsScreen)
    assert isinstance(screen, NecronomiCardsScreen)
    return screen


async def test_spell_hands_light_up_cards_and_cards_can_be_clicked_to_choose() -> None:
    match = table_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        decision = screen.asking
        assert decision is not None and decision.kind == "cast"
        first, second = decision.options[0], decision.options[1]

        # The option under the cursor lights up its six cards: arrow keys...
        assert lit(screen) == set(first.cards) and len(first.cards) == 6
        await pilot.press("down")
        assert lit(screen) == set(second.cards)
        # ...and the mouse.
        await pilot.hover("#options", offset=(3, 0))
        await pilot.pause()
        assert lit(screen) == set(first.cards)

        # Clicking a card of a spell hand moves the cursor to a hand that holds it.
        card = next(c for c in second.cards if c not in first.cards)
        await pilot.click(hand(screen)[card])
        await pilot.pause()
        highlighted = screen.panel.option_at(screen.panel.rows.highlighted or 0)
        assert highlighted is not None and card in highlighted.cards
        assert match.choices[-1] != highlighted.key  # nothing cast yet

        # Keep the Spell cards (its number key), then click the unplayed Summon to play it.
        keep = [o.key for o in decision.options].index("no-cast")
        await pilot.press(str(keep + 1))
        await pilot.pause()
        assert screen.asking is not None and screen.asking.kind == "summon"
        summon = screen.query_one("#home-summons SummonCard", SummonCard)
        before = len(match.choices)
        await pilot.click(summon)
        await pilot.pause()
        assert match.choices[before] == f"play:{summon.card_id}"  # (bots may answer after it)
        assert summon.card_id in match.view(0)["players"][0]["played"]


async def test_clicking_a_card_of_no_spell_hand_says_why_and_changes_nothing() -> None:
    match, card = stray_card_match()
    choices = list(match.choices)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, match)
        await pilot.click(hand(screen)[card])
        await pilot.pause()
        note = str(screen.panel.query_one("#note").content)  # type: ignore[attr-defined]
        assert note == "That card is not part of any spell hand you can cast now"
        assert match.choices == choices


async def test_a_card_back_grows_to_hold_its_title() -> None:
    from textual.app import App, ComposeResult

    from tabletop_tui.ui.widgets.card import CardBack

    class Backs(App[None]):
        def compose(self) -> ComposeResult:
            yield CardBack(id="plain")
            yield CardBack(id="titled")

    app = Backs()
    async with app.run_test(size=(40, 12)) as pilot:
        titled = app.query_one("#titled", CardBack)
        titled.set_title("Spell deck")
        titled.show_count(12)
        await pilot.pause()
        assert app.query_one("#plain", CardBack).size.width + 2 == 8  # 8 columns, border in
        assert titled.outer_size.width >= len("Spell deck") + 4


def test_a_seat_title_says_who_is_to_move_the_same_way_in_every_game() -> None:
    from tabletop_tui.ui.widgets.titles import seat_title

    assert seat_title("Ann", you=True, deciding=True, details=["Demons"]).plain == (
        "★ Ann (you) · Demons · to move"
    )
    assert seat_title("Bob", their_turn=True).plain == "Bob · their turn"
    assert seat_title("Ann", you=True, their_turn=True).plain == "Ann (you) · your turn"
    assert seat_title("[b]Cy[/b]").plain == "[b]Cy[/b]"  # a name is never markup


@pytest.mark.parametrize(
    ("size", "lines"), [((120, 40), ["The Grasping", "Hand"]), ((80, 24), None)]
)
async def test_a_curse_on_the_discard_pile_shows_its_name(size, lines) -> None:  # type: ignore[no-untyped-def]
    # the Curse "The Grasping Hand" on top of the discard pile read "Curse / The": the
    # rest of its name fell below the box's edge; at 80x24 the box read "The Grasping…"
    # and now the centre in words names it whole
    from tabletop_tui.ui.necronomicards.cards import CurseCard

    match = table_match()
    cards = match.game.cards
    curse = next(i for i in cards.instances if cards.card(i).name == "The Grasping Hand")
    match.state.discard.append(curse)
    async with make_app(bot_delay=0).run_test(size=size) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        screen = await wait_for_screen(pilot, NecronomiCardsScreen)
        await pilot.pause()
        if lines is None:
            words = str(screen.query_one("#centre-line").render()).replace("\n", " ")
            assert "The Grasping Hand on top" in words
            return
        card = screen.query_one("#discard-top").query_one(CurseCard)
        card.scroll_visible(animate=False, immediate=True)  # at 80x24 the table may be scrolled
        await pilot.pause()
        region = card.content_region
        strips = screen._compositor.render_strips()
        shown = ["".join(s.text for s in strips[y]) for y in range(region.y, region.bottom)]
        inside = [row[region.x : region.right].strip() for row in shown]
        assert inside == lines
        assert str(card.border_title) == "Curse"


def test_a_finished_games_table_is_nobodys_turn() -> None:
    """A play-test read "Player 1 (you) · their turn" on the final NecronomiCards table."""
    from tabletop_tui.ui.necronomicards.areas import title

    view = {"deciding": None, "current": 0, "over": True}
    assert title({"name": "Ann"}, 0, view, you=True).plain == "Ann (you)"
    view["over"] = False
    assert title({"name": "Ann"}, 0, view, you=True).plain == "Ann (you) · your turn"
