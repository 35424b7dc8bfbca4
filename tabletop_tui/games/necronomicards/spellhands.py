"""Spell hands: which six-card groups of a hand may be cast, and for how many Summons.

Rulebook: three matching pairs -> 1 Summon; two triplets of two different symbols -> 2;
six of one symbol -> 3. Each card counts once. RULINGS.md: pairs may share a symbol.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

HAND_SIZE = 6


@dataclass(frozen=True)
class SpellHand:
    """A castable group of six cards: its shape, the Summons it draws, and how it groups."""

    cards: tuple[str, ...]
    summons: int
    shape: str  # "pairs" | "triplets" | "six"
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # (symbol, cards) per group


def _common(symbol_sets: Sequence[frozenset[str]]) -> frozenset[str]:
    out = symbol_sets[0]
    for s in symbol_sets[1:]:
        out = out & s
    return out


def _pairings(items: tuple[int, ...]) -> list[list[tuple[int, int]]]:
    """Every way to split an even number of indices into pairs."""
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    out = []
    for i, other in enumerate(rest):
        remaining = rest[:i] + rest[i + 1 :]
        for tail in _pairings(remaining):
            out.append([(first, other), *tail])
    return out


PAIRINGS = _pairings(tuple(range(HAND_SIZE)))
SPLITS = [
    (a, tuple(i for i in range(HAND_SIZE) if i not in a))
    for a in combinations(range(HAND_SIZE), 3)
    if 0 in a
]


@lru_cache(maxsize=65536)
def best_shape(
    symbol_sets: tuple[frozenset[str], ...],
) -> tuple[int, str, tuple[tuple[str, tuple[int, ...]], ...]] | None:
    """The best way six cards (by their symbols) can be cast: (summons, shape, groups by index)."""
    common = _common(symbol_sets)
    if common:
        sym = min(common)
        return 3, "six", ((sym, tuple(range(HAND_SIZE))),)
    for a, b in SPLITS:
        sa = _common([symbol_sets[i] for i in a])
        sb = _common([symbol_sets[i] for i in b])
        for x in sorted(sa):
            others = sorted(sb - {x})
            if others:
                return 2, "triplets", ((x, a), (others[0], b))
    for pairing in PAIRINGS:
        groups = []
        for i, j in pairing:
            shared = symbol_sets[i] & symbol_sets[j]
            if not shared:
                break
            groups.append((min(shared), (i, j)))
        else:
            return 1, "pairs", tuple(groups)
    return None


def spell_hands(hand: Sequence[str], symbols_of: dict[str, frozenset[str]]) -> list[SpellHand]:
    """Every castable six-card group in `hand`, best shape each, most Summons first."""
    out: list[SpellHand] = []
    seen: set[tuple[str, ...]] = set()
    ordered = sorted(hand)
    for combo in combinations(ordered, HAND_SIZE):
        if combo in seen:
            continue
        seen.add(combo)
        found = best_shape(tuple(symbols_of[c] for c in combo))
        if found is None:
            continue
        summons, shape, groups = found
        named = tuple((sym, tuple(combo[i] for i in idx)) for sym, idx in groups)
        out.append(SpellHand(combo, summons, shape, named))
    out.sort(key=lambda h: (-h.summons, h.cards))
    return out


def best_summons(hand: Sequence[str], symbols_of: dict[str, frozenset[str]]) -> int:
    """The most Summons any spell hand in `hand` would draw (0 if none)."""
    hands = spell_hands(hand, symbols_of)
    return hands[0].summons if hands else 0
