"""One card, two cards: the shared count-and-noun words of every game's log."""

from tabletop_tui.core.words import plural


def test_one_is_singular_and_every_other_count_plural() -> None:
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "Spell card") == "2 Spell cards"
    assert plural(3, "more Spell card") == "3 more Spell cards"


def test_irregular_nouns_and_phrases_change_their_last_word_only() -> None:
    assert plural(2, "Nemesis") == "2 Nemeses"
    assert plural(2, "Life") == "2 Life"
    assert plural(2, "Curse") == "2 Curses"
    assert plural(1, "Curse") == "1 Curse"
    assert plural(3, "Phenomenon") == "3 Phenomena"
