"""The log names cards and players so that either player can read it (issue 12's cosmetic
points): a Human says whose deck it came from, a recruit names its copy, a possessive of a
name ending in s takes no extra s, and a plural subject takes a plural verb."""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine import moves
from tabletop_tui.games.in_nomine import view as view_mod
from tabletop_tui.games.in_nomine.moves import whose
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    decision,
    finish,
    main_phase,
    put_in_play,
    run_steps,
    struggle,
)


def test_a_human_is_named_with_its_side_so_two_human_8s_are_told_apart(game):
    assert game.cards.label("angel-human#8") == "Angel Human 8"
    assert game.cards.label("demon-human#8") == "Demon Human 8"
    # a box that sits in its side's own area leaves the side out
    assert game.cards.label("demon-human#8", sided=False) == "Human 8"
    # names that only one deck uses are unchanged
    assert game.cards.label("seraphim#2") == "Seraphim 2"


def test_the_recruit_line_names_the_copy_recruited(game):
    state = build(game, hands=(["demon-human#4"], []), current=DEMONS, phase="recruit")
    main_phase(game, state)
    choose(game, state, "play:demon-human#4")
    assert "Dana recruits Demon Human 4." in [e.text for e in state.log]


def test_a_possessive_of_a_name_ending_in_s_takes_an_apostrophe_only(game):
    state = build(game)
    state.names = ["Demons", "Abel"]
    assert whose(state, DEMONS) == "Demons'"
    assert whose(state, ANGELS) == "Abel's"
    put_in_play(state, "djinn#1", ANGELS)
    struggle(game, state, ANGELS)
    attack(game, state, "djinn#1")
    finish(game, state)
    text = " ".join(e.text for e in state.log)
    assert "attacks Demons' deck" in text and "Demons's" not in text


def test_a_card_for_all_of_a_players_personas_says_whose_and_get(game):
    state = build(game, current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    run_steps(
        game,
        state,
        Step(
            "op:modify",
            ANGELS,
            {"op": "modify", "target": "own_all", "stat": "atk", "amount": 1, "source": "michael"},
        ),
    )
    assert "All Abel's personas get Atk +1 this turn." in [e.text for e in state.log]


def test_a_card_for_every_persona_starts_its_line_with_a_capital(game):
    """A play-tester read "every persona gets Atk +1 this turn." as a line without a subject."""
    state = build(game, current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    data = {"op": "modify", "target": "all", "stat": "atk", "amount": 1, "source": "michael"}
    run_steps(game, state, Step("op:modify", ANGELS, data))
    assert "Every persona gets Atk +1 this turn." in [e.text for e in state.log]


def test_the_view_of_a_table_not_yet_advanced_has_no_decision_and_does_not_raise(game):
    state = game.new_state(2, seed=3, options={})
    seen = view_mod.view(game, state, 0)
    assert seen["decision"] is None
    engine.advance(game, state)
    assert view_mod.view(game, state, 0)["decision"] is not None


def lines(state) -> list[str]:
    return [e.text for e in state.log]


def test_counts_say_one_or_many_not_card_s(game):
    """Issue 12: 'draws 1 card', 'draws 2 cards', never 'card(s)' or 'token(s)'."""
    state = build(game, decks=(None, ["marc", "remnant", "jean", "eli"]), current=ANGELS)
    moves.draw(game, state, ANGELS, 1)
    moves.draw(game, state, ANGELS, 2)
    assert "Abel draws 1 card." in lines(state) and "Abel draws 2 cards." in lines(state)
    moves.mill(game, state, DEMONS, 1)
    assert lines(state)[-1].startswith("Dana discards 1 card from the top of the deck")
    moves.mill(game, state, DEMONS, 3)
    assert lines(state)[-1].startswith("Dana discards 3 cards from the top of the deck")
    put_in_play(state, "angel-human#1", ANGELS)
    for amount in (1, 1):
        op = {"op": "prophecy", "amount": amount, "source": "yves", "target_card": "angel-human#1"}
        run_steps(game, state, Step("op:prophecy", ANGELS, op))
    assert "Angel Human 1 (Abel) now has 1 Prophecy token." in lines(state)
    assert "Angel Human 1 (Abel) now has 2 Prophecy tokens." in lines(state)
    for count, said in ((1, "1 more persona"), (99, "any number of personas")):
        op = {"op": "recruit", "count": count, "source": "eli"}
        run_steps(game, state, Step("op:recruit", ANGELS, op))
        assert lines(state)[-1] == f"Abel may recruit {said} this turn."
    assert not [t for t in lines(state) if "(s)" in t]


def test_the_hand_limit_prompt_says_one_card_or_many(game):
    for extra, said in ((1, "discard 1 card."), (2, "discard 2 cards.")):
        state = build(game, hands=([], game.cards.decks["angel"][: 7 + extra]), current=ANGELS)
        run_steps(game, state, Step("end", ANGELS))
        assert decision(game, state).prompt.endswith(said)


def test_a_turn_opens_with_its_side_named_as_the_table_names_it(game):
    """A third review: the log read "Turn 3: Player 1 (demons)." where the table and the
    setup say Demons."""
    state = game.new_state(2, 1, {})
    engine.advance(game, state)
    first = next(e.text for e in state.log if e.text.startswith("Turn "))
    assert first.endswith(" (Demons).")


def test_the_persona_fighting_yours_touches_you(game):
    """A newcomer's summary said "none about you" of Vapula played on the Habbalah fighting
    their persona, the line that decided the fight: in a fight you are in, the other side's
    personas are among the names that touch you (Game.names_of); out of it, they are not."""
    state = build(game, hands=([], ["smite"]), current=DEMONS)
    state.every_window = True  # (R40: the fight waits on the Angels' answer)
    put_in_play(state, "habbalah#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    assert game.names_of(state, ANGELS) == ["Seraphim 1"]
    attack(game, state, "habbalah#1", "seraphim#1")
    assert state.combat is not None
    assert set(game.names_of(state, ANGELS)) == {"Seraphim 1", "Habbalah 1"}
    assert "Calabim 1" not in game.names_of(state, ANGELS)
