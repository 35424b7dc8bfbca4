"""NecronomiCards: a Summon counts once its action is performed (RULINGS R12), so while it
is still performing (a choice it asks for) the table says so instead of counting it."""

from __future__ import annotations

from tabletop_tui.core.match import Match, Seat
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.necronomicards.areas import (
    being_summoned,
    played_count,
    played_names,
    played_text,
    summoning,
)
from tabletop_tui.ui.necronomicards.scenes import new_match, play_until
from tabletop_tui.ui.necronomicards.screen import NecronomiCardsScreen
from tests.ui.conftest import WIDE, wait_for_screen


def performing(match: Match) -> bool:
    """Ann decides while a Summon she has just played still performs its action."""
    decision = match.decision()
    stack = match.state.stack
    return (
        decision is not None
        and decision.seat == 0
        and any(s.kind == "summoned" and s.seat == 0 for s in stack)
    )


def summoning_match() -> Match:
    return play_until(new_match([Seat("human", "Ann"), Seat("random", "Rita")], 1), performing)


def test_a_summon_still_performing_is_not_yet_counted() -> None:
    match = summoning_match()
    view = match.view(0)
    played = view["players"][0]["played"]
    assert summoning(view, 0) == 1 and summoning(view, 1) == 0
    assert played_text(played, 7, 1) == f"{len(played) - 1}/7"
    assert played_text(played, 7, 0) == f"{len(played)}/7"
    assert played_count(played, 7, 1).plain == f"Played {len(played) - 1}/7"
    # a review read "+1 being summoned: Lucifer, ♞ Pestilence" as both being summoned:
    # the name of the one still performing its action says so, and no other
    names = played_names(match.game.cards, played, being_summoned(view, 0)).plain
    assert names.count("(being summoned)") == 1 and names.endswith("(being summoned)")


async def test_the_table_shows_the_summon_being_summoned() -> None:
    match = summoning_match()
    played = len(match.state.players[0].played)  # type: ignore[attr-defined]
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, NecronomiCardsScreen)
        caption = str(table.query_one("#played-caption").render())
        assert f"Played {played - 1}/" in caption and caption.endswith(" being summoned):")
        # its name once, in the note (the chips name it again: not "X (being summoned): X")
        name = table.cards.card(match.state.players[0].played[-1]).name  # type: ignore[attr-defined]
        assert caption.endswith(f"({name} being summoned):")
