"""A scripted scene asked for again is replayed from where it was found, not searched for
again, and is the same game (ui.scripted.first_seed)."""

from __future__ import annotations

from tabletop_tui.core.match import Match
from tabletop_tui.ui import scripted
from tabletop_tui.ui.believe_in_me import scenes


def test_a_scene_found_once_is_replayed_to_the_same_game() -> None:
    made: list[int] = []

    def make(seed: int) -> Match:
        made.append(seed)
        return scenes.new_match(scenes.THREE, seed)

    def stop(match: Match) -> bool:  # the first seed whose game reaches a Contest's reveal
        return match.seed >= 3 and scenes.reveal_scene(match)

    found = scripted.first_seed(make, stop, scenes.scripted_choice)
    searched = list(made)
    assert len(searched) >= 3  # it had to look past the first seeds
    made.clear()
    again = scripted.first_seed(make, stop, scenes.scripted_choice)
    assert made == [1, found.seed]  # the key's match, then the scene's own seed: no search
    assert again is not found
    assert (again.seed, again.choices) == (found.seed, found.choices)
    assert again.view(0) == found.view(0) and again.view(None) == found.view(None)
    assert again.decision() == found.decision()


def test_a_question_with_one_answer_takes_no_move_number() -> None:
    """A question added with one answer (asked so that a hidden hand is not given away)
    leaves the seeded draws after it where they were: only choices among several count."""
    from tabletop_tui.core.decision import Decision, Option

    match = scenes.new_match(scenes.THREE, 5)
    one = Decision(0, "", (Option("only", "The one answer"),), "x")
    many = Decision(0, "", tuple(Option(f"k{i}", f"Option {i}") for i in range(9)), "x")
    before = scripted.seeded_choice(match, many)
    assert scripted.seeded_choice(match, one) == "only"
    match.choices.append("only")  # as Match.choose records it
    assert scripted.move_number(match) == 0
    assert scripted.seeded_choice(match, many) == before
