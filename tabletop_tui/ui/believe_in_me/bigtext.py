"""Large letters for the Revelation: a 3x5 pixel font drawn with half blocks, three lines
high and four columns a letter."""

from __future__ import annotations

# Each glyph: five rows of three pixels ("#" on).
FONT = {
    "A": ".#.|#.#|###|#.#|#.#",
    "B": "##.|#.#|##.|#.#|##.",
    "C": ".##|#..|#..|#..|.##",
    "D": "##.|#.#|#.#|#.#|##.",
    "E": "###|#..|##.|#..|###",
    "F": "###|#..|##.|#..|#..",
    "G": ".##|#..|#.#|#.#|.##",
    "H": "#.#|#.#|###|#.#|#.#",
    "I": "###|.#.|.#.|.#.|###",
    "J": "..#|..#|..#|#.#|.#.",
    "K": "#.#|#.#|##.|#.#|#.#",
    "L": "#..|#..|#..|#..|###",
    "M": "#.#|###|###|#.#|#.#",
    "N": "##.|#.#|#.#|#.#|#.#",
    "O": ".#.|#.#|#.#|#.#|.#.",
    "P": "##.|#.#|##.|#..|#..",
    "Q": ".#.|#.#|#.#|##.|.##",
    "R": "##.|#.#|##.|#.#|#.#",
    "S": ".##|#..|.#.|..#|##.",
    "T": "###|.#.|.#.|.#.|.#.",
    "U": "#.#|#.#|#.#|#.#|###",
    "V": "#.#|#.#|#.#|#.#|.#.",
    "W": "#.#|#.#|#.#|###|#.#",
    "X": "#.#|#.#|.#.|#.#|#.#",
    "Y": "#.#|#.#|.#.|.#.|.#.",
    "Z": "###|..#|.#.|#..|###",
    "!": ".#.|.#.|.#.|...|.#.",
    "-": "...|...|###|...|...",
    "'": ".#.|.#.|...|...|...",
    ",": "...|...|...|.#.|#..",
    ".": "...|...|...|...|.#.",
    " ": "...|...|...|...|...",
}
HALF = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}
WIDTH = 4  # three pixels and a gap


def glyph(char: str) -> list[str]:
    """A letter's five pixel rows (an unknown letter is blank)."""
    return FONT.get(char.upper(), FONT[" "]).split("|")


def big(text: str) -> list[str]:
    """Three lines of large letters spelling `text`."""
    rows = [glyph(c) for c in text]
    lines = []
    for top in (0, 2, 4):
        line = []
        for g in rows:
            upper = g[top]
            lower = g[top + 1] if top + 1 < len(g) else "..."
            line.append(
                "".join(HALF[(u == "#", d == "#")] for u, d in zip(upper, lower, strict=True))
            )
        lines.append(" ".join(line).rstrip())
    return lines


def fits(text: str, columns: int) -> bool:
    """Whether `text` in large letters fits in `columns`."""
    return len(text) * WIDTH - 1 <= columns
