"""Log lines a newcomer play-test found wanting: a stolen card told only to the two gods
concerned, the real reason nobody can be converted, plain grammar, the banished god's
sacrifice before the Commandment draw, and the Contest modifiers named one by one."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_tui.core.log import log_for
from tabletop_tui.games.believe_in_me.game import BelieveInMe
from tabletop_tui.games.believe_in_me.state import BState
from tests.games.believe_in_me.cardplay import Scripted, engrave, relic, reveal, truth
from tests.games.believe_in_me.conftest import (
    build,
    give,
    manifest_part,
    place_enlightener,
    run_ops,
)
from tests.games.believe_in_me.ruledrive import act, set_supply


def said(state: BState, start: int = 0) -> list[str]:
    return [e.text for e in state.log[start:]]


def steal_ops(game: BelieveInMe) -> list[tuple[str, dict[str, Any]]]:
    """Every `steal_card` op in the card data, with the card it belongs to (wherever it
    sits: effects, bonuses, grenade tiers, nested in conditions)."""
    found: list[tuple[str, dict[str, Any]]] = []

    def walk(cid: str, node: Any) -> None:
        if isinstance(node, dict):
            if node.get("op") == "steal_card":
                found.append((cid, node))
            for value in node.values():
                walk(cid, value)
        elif isinstance(node, list | tuple):
            for value in node:
                walk(cid, value)

    for cid, card in game.cards.defs.items():
        walk(cid, [card.effect, card.on_place, card.on_resolve, card.bonus, card.tiers])
    return found


# ---------------------------------------------------------------- 1. stolen cards


def test_every_card_that_takes_from_a_hand_is_covered(game):
    """The ops below are every way a card takes from another god's hand."""
    cards = {cid for cid, _ in steal_ops(game)}
    assert {"en-madame-zoltana", "en-habakkuk-the-hoarse", "bl-sticky-fingers"} <= cards
    assert any(game.cards.defs[c].type == "grenade" for c in cards)


@pytest.mark.parametrize("truth_card", [False, True], ids=["heavenly", "truth"])
def test_a_stolen_card_is_told_to_the_taker_and_the_loser_alone(game, truth_card):
    """Zoltana, Habakkuk, Sticky Fingers, Grand Larceny: the table reads only that a card
    changed hands; the taker and the loser each read which (a third god reads nothing)."""
    for cid, op in steal_ops(game):
        state = build(game, players=3)
        stolen = truth(1, 5) if truth_card else "relic-feather-ferdinand"
        give(state, 1, stolen)  # god 2's hand is empty: god 1 is the only one to take from
        state.rng = Scripted(0, 0)
        start = len(state.log)
        assert run_ops(game, state, [{**op, "n": 1}], 0, host=1, card=cid) is None, cid
        name = game.card_label(stolen)
        taker = [e.text for e in state.log[start:] if e.seats == (0,)]
        loser = [e.text for e in state.log[start:] if e.seats == (1,)]
        assert any(name in t and t.startswith("You take") for t in taker), (cid, taker)
        assert any(name in t and t.startswith("You lose") for t in loser), (cid, loser)
        seen_by_2 = [e.text for e in log_for(state.log[start:], 2)]
        assert seen_by_2 and not any(name in t for t in seen_by_2), (cid, seen_by_2)


def test_the_loser_reads_which_card_went_and_to_whom(game):
    state = build(game)
    give(state, 1, "relic-feather-ferdinand")
    run_ops(game, state, [{"op": "steal_card", "from": "host", "n": 1}], 0, host=1)
    feather = game.card_label("relic-feather-ferdinand")
    mine = [e.text for e in state.log if e.seats == (1,)]
    assert mine == [f"You lose {feather} to {state.name(0)}."]


# ---------------------------------------------------------------- 2. nobody to convert


def test_immunity_not_an_empty_supply_is_why_nobody_is_converted(game):
    """The Stone of Stanislaus shields the only fellow god: the log names it, and does not
    claim its supply is empty."""
    state = build(game)
    relic(state, 1, "relic-stone-stanislaus")
    run_ops(game, state, [{"op": "convert", "from": "choose_fellow", "n": 1}])
    stone = game.card_label("relic-stone-stanislaus")
    line = next(t for t in said(state) if "names nobody" in t)
    assert "Believer in supply" not in line
    assert f"{state.name(1)} is shielded by {stone}" in line
    assert [g.supply for g in state.gods] == [10, 10]


def test_an_empty_supply_and_a_shield_are_both_told(game):
    state = build(game, players=3)
    relic(state, 1, "relic-stone-stanislaus")
    set_supply(state, 2, 0)
    run_ops(game, state, [{"op": "convert", "from": "choose_fellow", "n": 1}])
    line = next(t for t in said(state) if "names nobody" in t)
    assert f"{state.name(1)} is shielded by" in line and "no other has a Believer" in line


def test_pure_gentleness_is_named_as_the_shield(game):
    state = build(game)
    for part in ("head-horns", "torso-finery", "legs-toes"):
        manifest_part(game, state, 1, f"tr-gentle-{part}")
    run_ops(game, state, [{"op": "convert", "from": "choose_fellow", "n": 1}])
    line = next(t for t in said(state) if "names nobody" in t)
    assert f"{state.name(1)} is shielded by Pure Gentleness" in line


def test_an_empty_supply_keeps_the_old_reason(game):
    state = build(game)
    set_supply(state, 1, 0)
    run_ops(game, state, [{"op": "convert", "from": "choose_fellow", "n": 1}])
    why = "no fellow god has a Believer in supply to convert"
    assert f"{state.name(0)} names nobody: {why}." in said(state)


# ---------------------------------------------------------------- 3. grammar


def test_a_conversion_reads_naturally(game):
    state = build(game)
    run_ops(game, state, [{"op": "convert", "from": "target", "n": 2}], target=1)
    assert f"{state.name(0)} converts 2 of {state.name(1)}'s Believers." in said(state)


def test_a_stolen_truth_card_reads_naturally(game):
    state = build(game)
    give(state, 1, truth(1, 5))
    run_ops(game, state, [{"op": "steal_card", "from": "host", "n": 1}], 0, host=1)
    public = [e.text for e in state.log if e.seats is None]
    assert f"{state.name(0)} takes one of {state.name(1)}'s Truth cards" in public[-1]
    assert not any(f"of {state.name(1)}'s;" in t or t.endswith("'s.") for t in public)


# ---------------------------------------------------------------- 4. banishing


def test_the_banished_god_sacrifices_before_the_commandments_are_drawn(game):
    """Rulebook (The False Prophet, and the Example of Play): the named god sacrifices 3
    at once; then the banisher draws 3 Commandments."""
    state = build(game)
    state.fp_active, state.fp_holder = True, 0
    deck_before = len(state.commandment_deck)
    start = len(state.log)
    act(game, state, "banish:1")
    lines = said(state, start)
    sacrifice = next(i for i, t in enumerate(lines) if "sacrifices 3 Believers" in t)
    draw = next(i for i, t in enumerate(lines) if "draws 3 Commandments" in t)
    assert sacrifice < draw, lines
    assert state.gods[1].supply == 7 and len(state.commandment_deck) == deck_before - 3


# ---------------------------------------------------------------- 5. the reveal line


def reveal_line(state: BState, seat: int) -> str:
    return next(t for t in said(state) if t.startswith(f"{state.name(seat)} reveals: "))


def test_the_reveal_line_names_the_modifier(game):
    """Modesty takes 2 from the god with the most Believers: the line says so by name."""
    state = build(game)
    set_supply(state, 0, 11)
    engrave(state, "cmd-flaunt")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]})[0] == 6
    line = reveal_line(state, 0)
    assert " + Modesty -2 = 6 Truth." in line and "modifiers" not in line


def test_modifiers_that_cancel_are_each_shown(game):
    """Trumpeting +2 and Professor Pedantius -2 cancel; both stay on the line."""
    state = build(game)
    manifest_part(game, state, 0, "tr-gentle-head-horns")
    engrave(state, "cmd-own-horn")
    place_enlightener(state, 0, "en-professor-pedantius", 1)
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    assert reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]})[0] == 8
    pedantius = game.card_label("en-professor-pedantius")
    line = reveal_line(state, 0)
    assert f" + Trumpeting +2 + {pedantius} -2 = 8 Truth." in line, line


def test_a_relic_of_another_god_is_named_on_the_line(game):
    """The Sock of Siegfried works on its holder's fellow gods: it is named on theirs."""
    state = build(game)
    relic(state, 1, "relic-sock-siegfried")
    give(state, 0, truth(0, 5))
    give(state, 1, truth(1, 5))
    reveal(game, state, "ph-tsunami", {0: [truth(0, 5)], 1: [truth(1, 5)]})
    sock = game.card_label("relic-sock-siegfried")
    assert f" + {sock} -1 = 7 Truth." in reveal_line(state, 0)
    assert sock not in reveal_line(state, 1)


def test_no_modifier_adds_no_term(game):
    state = build(game)
    manifest_part(game, state, 0, "tr-gentle-torso-finery")
    give(state, 0, truth(0, 5))
    reveal(game, state, "ph-tsunami", {0: [truth(0, 5)]})
    assert reveal_line(state, 0) == f"{state.name(0)} reveals: Truth 5 = 5 Truth."


def test_an_engraved_commandments_targets_line_names_it(game):
    """A hot-seat play-test: the summary showed "It applies to Player 1, Player 3." alone,
    with no word of which Commandment. The line names it."""
    from tabletop_tui.games.believe_in_me.picks import engrave_chosen

    named = 0
    for cid in list(build(game, players=3).commandment_deck):
        state = build(game, players=3)
        state.commandment_deck.remove(cid)
        start = len(state.log)
        engrave_chosen(game, state, 0, cid, [cid])
        lines = said(state, start)
        assert not any(line.startswith("It ") for line in lines)
        if len(lines) > 1:
            assert lines[1].startswith(f"The Commandment {game.cards.card(cid).name} applies to ")
            named += 1
    assert named  # (some Commandment applies to a god of a new table)


def test_a_truth_card_taken_is_routine(game):
    """The same play-test: "Player 3 takes a Truth card." twice filled the summary, the
    Relic and Missionaries Player 3 gained left to "11 more"."""
    from tabletop_tui.core.log import LogEntry
    from tabletop_tui.ui.news_text import since_text

    assert game.is_routine("Player 3 takes a Truth card.")
    assert game.is_routine("Player 3 takes no more Truth cards.")
    news = [
        LogEntry("Player 3 places Left Relic of Saint Bob."),
        LogEntry("Player 3 takes a Truth card."),
        LogEntry("Player 3 takes a Truth card."),
    ]
    routine = game.is_routine
    text = since_text(news, 0, "Player 1", width=80, rows=2, others=["Player 3"], routine=routine)
    assert text is not None and "Left Relic" in text.plain


def test_a_truth_card_discarded_from_the_hand_is_named_to_its_god_alone(game):
    """The personal Truth discard pile is secret (rulebook; B33: another god sees its
    count): a Truth card discarded from the hand (A Very Persistent Toddler, Tsunami, a
    grenade's tiers) is "a Truth card" to the table, named to its god alone (an audit read
    "Ralphi discards Truth 5." in the public log)."""
    from tests.games.believe_in_me.cardplay import resolve
    from tests.games.believe_in_me.conftest import choose
    from tests.games.believe_in_me.test_cards_enlighteners import place

    state = build(game)
    place(game, state, "en-persistent-toddler", 1)
    five = truth(1, 5)
    give(state, 1, five, "bl-smite#1")
    start = len(state.log)
    resolve(game, state, 1)
    choose(game, state, "discard:" + five)
    public = [e.text for e in log_for(state.log[start:], 0)]
    assert f"{state.name(1)} discards a Truth card." in public
    assert not any(game.card_label(five) in t for t in public)
    assert f"You discard {game.card_label(five)}." in [e.text for e in log_for(state.log, 1)]
