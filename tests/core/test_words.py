"""One card, two cards: the shared count-and-noun words of every game's log."""

from tabletop_tui.core.words import a_or_an, plural


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


def test_a_consonant_and_y_make_ies_a_vowel_and_y_an_s() -> None:
    """A play-test read "gains 2 Missionarys"."""
    assert plural(2, "Missionary") == "2 Missionaries"
    assert plural(1, "Missionary") == "1 Missionary"
    assert plural(3, "Day") == "3 Days"


def test_the_indefinite_article_follows_the_first_letter() -> None:
    """A play-test read "as a Unfathomable god"."""
    assert a_or_an("Unfathomable") == "an Unfathomable"
    assert a_or_an("Gentle") == "a Gentle"
    assert a_or_an("Pure Wrath") == "a Pure Wrath"
    assert a_or_an("Enlightener") == "an Enlightener"


def test_ordinal() -> None:
    from tabletop_tui.core.words import ordinal

    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st",
        "111th",
    ]  # fmt: skip
