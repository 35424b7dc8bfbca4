"""In Nomine's words to the player, from a rules audit: a possessive of a name ending in
s, and what a human's Essence lets it do."""

from __future__ import annotations

from tabletop_tui.core.words import possessive
from tabletop_tui.ui.in_nomine.combat import fight_result


def test_the_default_sides_take_a_plain_apostrophe():
    assert possessive("Angels") == "Angels'" and possessive("Ann") == "Ann's"
    line = fight_result(("Djinn 1", "Demons"), 4, ("Angel Human 1", "Angels"), 1)
    assert line.endswith(": Angels' Angel Human 1 destroyed")  # was "Angels's"


def test_a_humans_essence_is_not_said_to_activate_or_pay():
    """R23: only Celestials pay for Songs, and humans have no Activation."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.in_nomine.inspector import in_play_lines
    from tests.games.in_nomine.conftest import ANGELS, build, put_in_play

    game = load_game("in-nomine")
    state = build(game)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    view = game.view(state, ANGELS)
    said = {p["card"]: "\n".join(in_play_lines(game.cards, view, p)) for p in view["personas"]}
    assert "ready (it may attack or block)" in said["angel-human#1"]
    assert "ready (it may attack, block, activate or pay)" in said["seraphim#1"]


def test_a_persona_taken_to_the_other_side_keeps_its_sides_name():
    """A Demon Human taken by the Angels (See the Light) reads "Demon Human 9" in their row,
    beside their own "Human 9" (a play-test saw two "Human 9" in one row)."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.in_nomine.cards import persona_text
    from tests.games.in_nomine.conftest import ANGELS, DEMONS, build, put_in_play

    game = load_game("in-nomine")
    state = build(game)
    put_in_play(state, "angel-human#1", ANGELS)
    taken = put_in_play(state, "demon-human#1", DEMONS)
    taken.controller = ANGELS
    view = game.view(state, ANGELS)
    names = [s["name"] for s in view["sides"]]
    rows = {p["card"]: persona_text(game.cards, p, names, "").plain for p in view["personas"]}
    assert rows["demon-human#1"].startswith("● Demon Human 1")
    assert rows["angel-human#1"].startswith("● Human 1")
