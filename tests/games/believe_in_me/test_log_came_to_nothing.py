"""A card that finds nothing to act on says so, with the true reason (a card-by-card audit
found these silent, or giving another reason): a forced sacrifice nobody can be made to
pay, Evil Laughter's second pick, an empty Mountain, a spent grenade, no Commandment or
Truth card left, a hand with nothing of the kind to discard, a switched-off Alignment
token; and the prompts and labels that counted wrong (the Truth-card take, the Build)."""

from __future__ import annotations

import pytest

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import act, actions, arm, relic, resolve, store
from tests.games.believe_in_me.conftest import (
    build,
    choose,
    give,
    manifest_part,
    place_enlightener,
    settle,
)

STONE = "The Stone of Stanislaus the Stubborn"


def said(state: BState, start: int) -> list[str]:
    return [e.text for e in state.log[start:] if e.seats is None]


def test_a_sacrifice_nobody_pays_names_the_shield(game: BelieveInMe) -> None:
    """Smite! at the one fellow god, shielded by the Stone with 10 in supply: nobody is
    named because of the Stone, not for want of Believers (B2)."""
    state = build(game, 2)
    relic(state, 1, "relic-stone-stanislaus")
    give(state, 0, "bl-smite#1")
    start = len(state.log)
    act(game, state, 0, "bless:bl-smite#1")
    assert state.gods[1].supply == 10
    assert (
        "Hilga names nobody: no fellow god can be made to sacrifice (Ralphi is shielded by "
        f"{STONE})." in said(state, start)
    )


def test_a_sacrifice_nobody_pays_names_the_shield_and_the_empty_supply(game: BelieveInMe) -> None:
    state = build(game, 3)
    relic(state, 1, "relic-stone-stanislaus")
    state.pagan += state.gods[2].supply
    state.gods[2].supply = 0
    give(state, 0, "bl-smite#1")
    start = len(state.log)
    act(game, state, 0, "bless:bl-smite#1")
    assert (
        "Hilga names nobody: no fellow god can be made to sacrifice (Ralphi is shielded by "
        f"{STONE}; no other can pay it from the supply)." in said(state, start)
    )


def test_a_sacrifice_nobody_can_afford_says_so(game: BelieveInMe) -> None:
    state = build(game, 2)
    state.pagan += state.gods[1].supply
    state.gods[1].supply = 0
    give(state, 0, "bl-smite#1")
    start = len(state.log)
    act(game, state, 0, "bless:bl-smite#1")
    assert "Hilga names nobody: no fellow god can pay it from the supply." in said(state, start)


@pytest.mark.parametrize("players", [2, 3])
def test_evil_laughters_second_pick_says_the_first_god_was_named(
    game: BelieveInMe, players: int
) -> None:
    """Tier 3 destroys 2 of Ralphi's 3 Phenomena; the second pick may not name Ralphi
    again (B13), who still holds one: the log says so, not that nobody holds any."""
    state = build(game, players)
    arm(state, 0, "hhg-evil-laughter")
    manifest_part(game, state, 1, "tr-wrathful-head-beard")  # Wrathful: three slots
    store(state, 1, "ph-double-rainbow", "ph-tsunami", "ph-frog-storm")
    state.gods[0].grenade_charge = 2
    start = len(state.log)
    d = act(game, state, 0, "grenade")
    while d is not None:
        d = choose(game, state, d.options[0].key)
    assert len(state.gods[1].phenomena) == 1
    why = (
        "there is no other fellow god to name"  # (two gods: Ralphi is the only fellow)
        if players == 2
        else "no other fellow god has a stored Phenomenon"
    )
    assert f"Hilga names nobody: {why} (Ralphi was named already)." in said(state, start)


def spent_grenade(state: BState) -> None:
    state.gods[0].detonated = True


def no_commandment(state: BState) -> None:
    state.box += state.commandment_deck
    state.commandment_deck = []


def no_truth_card(state: BState) -> None:
    state.box += state.gods[0].truth_draw
    state.gods[0].truth_draw = []


# the card Hilga plays (bl-) or triggers (ph-), what the table is made to lack first, and
# the line that says the card came to nothing (B24: no Commandment, nothing engraved)
NOTHING = {
    "bl-iconoclasm-for-beginners": (
        None,
        "The Mountain of Commandments is empty: there is nothing to shatter.",
    ),
    "ph-spontaneous-ordnance": (
        spent_grenade,
        "Hilga's Holy Hand Grenade has gone off already: nothing is charged.",
    ),
    "bl-tablets-third-draft": (
        no_commandment,
        "No Commandment is left to draw: nothing is engraved.",
    ),
    "ph-lunar-eclipse": (no_truth_card, "Hilga has no Truth card left to take."),
    "ph-tsunami": (None, "Ralphi holds no card to discard."),
}


@pytest.mark.parametrize("card", sorted(NOTHING))
def test_a_card_that_finds_nothing_says_so(game: BelieveInMe, card: str) -> None:
    lack, line = NOTHING[card]
    state = build(game, 2)
    if lack is not None:
        lack(state)
    if card.startswith("bl-"):
        give(state, 0, card)
    else:
        store(state, 0, card)
    start = len(state.log)
    act(game, state, 0, f"{'bless' if card.startswith('bl-') else 'trigger'}:{card}")
    assert line in said(state, start)
    assert not any(state.mountain)  # (none was engraved: B24)


def test_a_switched_off_alignment_token_says_what_switched_it_off(game: BelieveInMe) -> None:
    state = build(game, 2)
    manifest_part(game, state, 0, "tr-chaotic-head-beard")
    place_enlightener(state, 0, "en-doctor-empirica", 1)
    start = len(state.log)
    resolve(game, state, 0)
    assert "Hilga's Chaotic token does nothing (Dr. Ada Empirica, Natural Philosopher)." in said(
        state, start
    )


def test_the_truth_prompt_counts_the_card_being_taken(game: BelieveInMe) -> None:
    """Lunar Eclipse takes one: no "1 more may be taken"; the draw step's first pick of two
    says two, its last none."""
    state = build(game, 2)
    store(state, 0, "ph-lunar-eclipse")
    d = act(game, state, 0, "trigger:ph-lunar-eclipse")
    assert d is not None
    assert d.prompt == "Lunar Eclipse: choose a Truth card from your personal draw pile."
    state = build(game, 2)
    d = settle(game, state, Step("draw", 0))
    assert d is not None and "(up to 2 to take, one at a time)" in d.prompt
    d = choose(game, state, d.options[0].key)
    assert d is not None and d.prompt == "Choose a Truth card from your personal draw pile."


def test_the_build_label_counts_what_the_pile_holds(game: BelieveInMe) -> None:
    state = build(game, 2)
    state.box += state.monument_pile[:-2]
    state.monument_pile = state.monument_pile[-2:]
    d = actions(game, state, 0)
    assert d is not None
    labels = {o.key: o.label for o in d.options}
    assert labels["build"] == "Build Monuments: draw 2 Monument cards, place one"
    state.box.append(state.monument_pile.pop())
    d = actions(game, state, 0)
    assert d is not None
    assert {o.key: o.label for o in d.options}["build"] == (
        "Build Monuments: draw the last Monument card"
    )


def test_a_truth_draw_other_than_two_says_why(game: BelieveInMe) -> None:
    """A play-test counted three 'takes a Truth card' in one draw against the rulebook's
    two: the draw step names what changes the number (The Abacus: +1)."""
    state = build(game, 2)
    relic(state, 0, "relic-abacus-anselm")
    start = len(state.log)
    settle(game, state, Step("draw", 0))
    assert "Hilga may take 3 Truth cards (The Abacus of Anselm the Anxious)." in said(state, start)
    for room in (False, True):  # no word: the rulebook's two, or a hand with room for two
        plain = build(game, 2)
        if room:
            relic(plain, 0, "relic-abacus-anselm")
            plain.gods[0].hand = [plain.gods[0].truth_draw.pop() for _ in range(5)]
        start = len(plain.log)
        settle(game, plain, Step("draw", 0))
        assert not any("may take" in line for line in said(plain, start))
