"""Words every game's log and choices share: a count with its noun, one or many (never
"card(s)")."""

from __future__ import annotations

# nouns whose plural is not the noun and an "s" (the last word of a phrase is the noun)
IRREGULAR = {"Nemesis": "Nemeses", "Life": "Life", "Curse": "Curses", "Phenomenon": "Phenomena"}


def plural(n: int, word: str) -> str:
    """`n` and the word, singular for one and plural otherwise: "1 card", "2 cards",
    "0 Spell cards", "2 Nemeses", "2 Missionaries" (only the phrase's last word changes)."""
    if n == 1:
        return f"{n} {word}"
    head, _, last = word.rpartition(" ")
    many = IRREGULAR.get(last) or (
        last[:-1] + "ies" if last[-1:] == "y" and last[-2:-1].lower() not in "aeiou" else last + "s"
    )
    return f"{n} {head + ' ' if head else ''}{many}"


def a_or_an(word: str) -> str:
    """The word with its indefinite article: "a Wrathful", "an Unfathomable"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def possessive(name: str) -> str:
    """A name in the possessive: "Ann's", "Angels'" (not "Angels's")."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, 22nd."""
    last = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{last}"
