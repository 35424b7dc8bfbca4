"""The core's small helpers that no game's rules happen to exercise on their own: a
decision's option by key, a match's log as a seat reads it, sealed answers, the cards a
seat cannot see, a game's default loss."""

from __future__ import annotations

import pytest

from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.sealed import HIDDEN, seal, sealed_view, unseal, waiting
from tabletop_tui.core.zones import NOBODY, OWNER, PUBLIC, Zone, hidden_from
from tests.core.tiny import Tiny


def test_a_decision_finds_its_option_by_key_and_nothing_else() -> None:
    first, second = Option("a", "A"), Option("b", "B", ("c1",))
    decision = Decision(0, "?", (first, second))
    assert decision.option("b") is second and decision.option("a") is first
    assert decision.option("c") is None


def tiny_match() -> Match:
    return Match(Tiny(), [Seat("human", "Ann"), Seat("human", "Bob")], 1, {})


def test_a_match_log_shows_each_seat_its_own_private_lines() -> None:
    match = tiny_match()
    match.choose("pass")  # Ann passes; Bob draws
    (ann_drew,) = [e for e in match.state.log if e.text.startswith("You draw") and e.seats == (0,)]
    (bob_drew,) = [e for e in match.state.log if e.text.startswith("You draw") and e.seats == (1,)]
    public = [e for e in match.state.log if e.seats is None]
    assert [e.text for e in public] == ["Ann draws a card.", "Ann passes.", "Bob draws a card."]
    assert match.log(0) == [public[0], ann_drew, *public[1:]]
    assert match.log(1) == [*public, bob_drew]
    assert match.log(None) == public


def test_sealed_answers_are_waited_for_hidden_then_revealed_at_once() -> None:
    state = Tiny().new_state(2, 1, {}, ["Ann", "Bob"])
    assert waiting(state, [0, 1]) == [0, 1]
    seal(state, 1, "rock")
    assert waiting(state, [0, 1]) == [0] and waiting(state, [1]) == []
    assert state.log[-1].text == "Bob has chosen (sealed)." and state.log[-1].seats is None
    assert sealed_view(state, 1) == {"1": "rock"}
    assert sealed_view(state, 0) == sealed_view(state, None) == {"1": HIDDEN}
    seal(state, 0, "paper")
    assert waiting(state, [0, 1]) == []
    assert sealed_view(state, 0) == {"0": "paper", "1": HIDDEN}
    assert unseal(state) == {0: "paper", 1: "rock"} and state.sealed == {}


def test_hidden_from_is_every_card_a_seat_cannot_see() -> None:
    zones = [
        Zone("table", ["t1"], PUBLIC),
        Zone("hand0", ["h0", "x"], OWNER, owner=0),
        Zone("hand1", ["h1"], OWNER, owner=1, also=(0,)),
        Zone("deck", ["d1", "d2", ""], NOBODY),
        Zone("glimpse", ["x"], PUBLIC, counted=False),  # x shown to all: seen, not hidden
    ]
    assert hidden_from(zones, 0) == {"d1", "d2"}
    assert hidden_from(iter(zones), 1) == {"h0", "d1", "d2"}
    assert hidden_from(zones, None) == {"h0", "h1", "d1", "d2"}


def test_a_game_over_with_no_winner_is_a_draw_unless_the_game_says_loss() -> None:
    game = Tiny()
    state = game.new_state(2, 1, {})
    state.end([], "the cards ran out")
    assert game.is_loss(state) is False


def test_a_game_keeps_its_cards_and_says_when_it_declares_no_zones() -> None:
    cards = object()
    game = Tiny(cards)
    assert game.cards is cards
    with pytest.raises(NotImplementedError, match="^tiny declares no zones$"):
        game.zones(game.new_state(2, 1, {}))


def test_a_plain_draw_is_routine_a_cast_that_draws_is_not() -> None:
    """A NecronomiCards play-test: "Normal Bot 3 casts three pairs (...) and draws 1
    Summon." was taken for a plain draw and left out of the summary."""
    from tabletop_tui.core.log import is_routine_draw

    assert is_routine_draw("Bob draws a Spell card.")
    assert is_routine_draw("Normal Bot 2 draws 3 Heavenly Realm cards.")
    assert not is_routine_draw(
        "Normal Bot 3 casts three pairs (Eye Flame, Lone Eye) and draws 1 Summon."
    )
    assert not is_routine_draw("Ann casts two triplets and draws 2 Summons.")
    assert not is_routine_draw("Bob draws the Curse The Broken Pact: a Summon goes back.")
