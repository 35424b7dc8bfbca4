"""Spell hands: which six-card groups of a hand may be cast, and for how many Summons.

Rulebook: three matching pairs -> 1 Summon; two triplets of two different symbols -> 2;
six of one symbol -> 3. Each card counts once. RULINGS.md: pairs may share a symbol.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations
from operator import itemgetter
from typing import Any, NamedTuple

HAND_SIZE = 6


class SpellHand(NamedTuple):
    """A castable group of six cards: its shape, the Summons it draws, and how it groups."""

    cards: tuple[str, ...]
    summons: int
    shape: str  # "pairs" | "triplets" | "six"
    groups: tuple[tuple[str, tuple[str, ...]], ...]  # (symbol, cards) per group


# Symbols as bits: a card's symbols are one int, the symbols two cards share one `&`.
_BITS: dict[str, int] = {}
_MASKS: dict[frozenset[str], int] = {}
_NAMES: dict[int, list[str]] = {}


def _mask(symbols: frozenset[str]) -> int:
    mask = _MASKS.get(symbols)
    if mask is None:
        for sym in sorted(symbols):
            if sym not in _BITS:
                _BITS[sym] = 1 << len(_BITS)
        mask = _MASKS[symbols] = sum(_BITS[sym] for sym in symbols)
    return mask


def _names(mask: int) -> list[str]:
    """The symbols of a mask, in name order."""
    names = _NAMES.get(mask)
    if names is None:
        names = _NAMES[mask] = sorted(sym for sym, bit in _BITS.items() if mask & bit)
    return names


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


def best_shape(
    symbol_sets: tuple[frozenset[str], ...],
) -> tuple[int, str, tuple[tuple[str, tuple[int, ...]], ...]] | None:
    """The best way six cards (by their symbols) can be cast: (summons, shape, groups by index)."""
    return _best_shape(tuple(_mask(s) for s in symbol_sets))


@lru_cache(maxsize=65536)
def _best_shape(
    masks: tuple[int, ...],
) -> tuple[int, str, tuple[tuple[str, tuple[int, ...]], ...]] | None:
    m0, m1, m2, m3, m4, m5 = masks
    common = m0 & m1 & m2 & m3 & m4 & m5
    if common:
        return 3, "six", ((_names(common)[0], tuple(range(HAND_SIZE))),)
    for a, b in SPLITS:
        sa = masks[a[0]] & masks[a[1]] & masks[a[2]]
        if not sa:
            continue
        sb = masks[b[0]] & masks[b[1]] & masks[b[2]]
        if not sb:
            continue
        for x in _names(sa):
            others = _names(sb & ~_BITS[x])
            if others:
                return 2, "triplets", ((x, a), (others[0], b))
    for pairing in PAIRINGS:
        groups = []
        for i, j in pairing:
            shared = masks[i] & masks[j]
            if not shared:
                break
            groups.append((_names(shared)[0], (i, j)))
        else:
            return 1, "pairs", tuple(groups)
    return None


def symbol_mask(symbols: frozenset[str]) -> int:
    """A card's symbols as one int (a bit per symbol)."""
    return _mask(symbols)


def spell_hands(hand: Sequence[str], symbols_of: dict[str, frozenset[str]]) -> list[SpellHand]:
    """Every castable six-card group in `hand`, best shape each, most Summons first."""
    size = len(hand)
    if size < HAND_SIZE:
        return []
    masks_of, codes_of = _tables_of(symbols_of)
    if size <= HAND_SIZE + 1 and not _any_castable(hand, codes_of, masks_of):
        return []  # most hands: found without sorting or naming a group
    ordered = tuple(sorted(hand))
    return list(_spell_hands(ordered, itemgetter(*ordered)(masks_of)))


def _any_castable(hand: Sequence[str], codes_of: dict[str, int], masks_of: dict[str, int]) -> bool:
    """Whether any six of six or seven cards cast, by the multisets of their masks."""
    codes = [codes_of[c] for c in hand]
    total = sum(codes)
    known = _CASTABLE.get
    if len(codes) == HAND_SIZE:
        ok = known(total)
        return _castable(total, tuple([masks_of[c] for c in hand])) if ok is None else ok
    for i, code in enumerate(codes):  # each six leaves one card out
        ok = known(total - code)
        if ok is None:
            masks = [masks_of[c] for c in hand]
            del masks[i]
            ok = _castable(total - code, tuple(masks))
        if ok:
            return True
    return False


_TABLES: dict[int, tuple[dict[str, frozenset[str]], dict[str, int], dict[str, int]]] = {}


def _tables_of(symbols_of: dict[str, frozenset[str]]) -> tuple[dict[str, int], dict[str, int]]:
    """Each card's symbols as a mask, and its mask's multiset code, once per card set."""
    known = _TABLES.get(id(symbols_of))
    if known is None or known[0] is not symbols_of:  # (an id reused by a new card set)
        masks = {c: _mask(s) for c, s in symbols_of.items()}
        codes = {c: _CODES.get(m) or _code(m) for c, m in masks.items()}
        known = _TABLES[id(symbols_of)] = (symbols_of, masks, codes)
    return known[1], known[2]


def _masks_of(symbols_of: dict[str, frozenset[str]]) -> dict[str, int]:
    """Each card's symbols as a mask, worked out once per card set."""
    return _tables_of(symbols_of)[0]


@lru_cache(maxsize=4096)
def _spell_hands(ordered: tuple[str, ...], masks: tuple[int, ...]) -> tuple[SpellHand, ...]:
    """`spell_hands` of a sorted hand whose cards have these symbol masks (asked twice per
    cast, for the options and again for the choice: the second time is a lookup)."""
    size = len(masks)
    if size > HAND_SIZE + 1 and not _may_cast(masks):
        return ()
    codes = tuple(_CODES.get(m) or _code(m) for m in masks)
    found = _CASTABLE
    out: list[SpellHand] = []
    if size == HAND_SIZE + 1:  # the usual hand: each six leaves one card out
        total = sum(codes)
        for i in range(size):
            key = total - codes[i]
            ok = found.get(key)
            if ok is None:
                ok = _castable(key, masks[:i] + masks[i + 1 :])
            if ok:
                out.append(_group(ordered[:i] + ordered[i + 1 :], masks[:i] + masks[i + 1 :]))
    else:
        for pick in _picks(size):
            key = sum(pick(codes))
            ok = found.get(key)
            if ok is None:
                ok = _castable(key, pick(masks))
            if ok:
                out.append(_group(pick(ordered), pick(masks)))
    out.sort(key=_order)
    return tuple(out)


def _order(hand: SpellHand) -> tuple[int, tuple[str, ...]]:
    return -hand.summons, hand.cards


# Whether six cards can be cast depends only on which symbol masks they show, not on their
# order (their order only decides which grouping `_best_shape` names first). So each distinct
# mask gets a counter field (_CODE_BITS bits: six cards never overflow it) and the sum of six
# cards' codes names their multiset of masks: the key of `_CASTABLE`, asked of every six-card
# group of every hand (most are met before, in another order or another hand).
_CODE_BITS = 3
_CODES: dict[int, int] = {}
_CASTABLE: dict[int, bool] = {}


def _code(mask: int) -> int:
    code = _CODES[mask] = 1 << (_CODE_BITS * len(_CODES))
    return code


def mask_code(mask: int) -> int:
    """A symbol mask's multiset code: the codes of up to seven cards sum to a key naming
    which masks they show, in any order (two sums of different card counts never meet)."""
    return _CODES.get(mask) or _code(mask)


def _castable(key: int, masks: tuple[int, ...]) -> bool:
    """Whether six cards with these masks (whose codes sum to `key`) make a spell hand."""
    ok = _CASTABLE[key] = can_cast(masks)
    return ok


def can_cast(masks: tuple[int, ...]) -> bool:
    """Whether six cards (by symbol masks) make any spell hand: `_best_shape(masks) is not
    None`, without finding which grouping it would name."""
    a, b, c, d, e, f = masks
    if a & b & c & d & e & f:
        return True
    # three pairs: the first card pairs with one of the others, the other four pair up
    if (
        (a & b and (c & d and e & f or c & e and d & f or c & f and d & e))
        or (a & c and (b & d and e & f or b & e and d & f or b & f and d & e))
        or (a & d and (b & c and e & f or b & e and c & f or b & f and c & e))
        or (a & e and (b & c and d & f or b & d and c & f or b & f and c & d))
        or (a & f and (b & c and d & e or b & d and c & e or b & e and c & d))
    ):
        return True
    # two triplets: the first card's three share a symbol, the other three another one
    ab, ac, ad, ae = a & b, a & c, a & d, a & e
    return bool(
        (
            ab
            and (
                (ab & c and _apart(ab & c, d & e & f))
                or (ab & d and _apart(ab & d, c & e & f))
                or (ab & e and _apart(ab & e, c & d & f))
                or (ab & f and _apart(ab & f, c & d & e))
            )
        )
        or (
            ac
            and (
                (ac & d and _apart(ac & d, b & e & f))
                or (ac & e and _apart(ac & e, b & d & f))
                or (ac & f and _apart(ac & f, b & d & e))
            )
        )
        or (
            ad
            and ((ad & e and _apart(ad & e, b & c & f)) or (ad & f and _apart(ad & f, b & c & e)))
        )
        or (ae & f and _apart(ae & f, b & c & d))
    )


_SUMMONS: dict[int, int] = {}
CACHE_LIMIT = 1 << 18  # entries kept by a multiset-keyed cache before it is emptied


def summons_of(masks: tuple[int, ...]) -> int:
    """The Summons six cards (by symbol masks) would draw, 0 if they cast nothing: the
    count `_best_shape` gives, without naming a grouping (the bots' evaluation asks it of
    every six of a hand, and only the count matters there). Cached by multiset of masks."""
    key = 0
    for m in masks:
        key += _CODES.get(m) or _code(m)
    found = _SUMMONS.get(key)
    if found is None:
        if len(_SUMMONS) > CACHE_LIMIT:  # a long tournament meets many: start afresh
            _SUMMONS.clear()
        found = _SUMMONS[key] = _count(masks)
    return found


def _count(masks: tuple[int, ...]) -> int:
    a, b, c, d, e, f = masks
    if a & b & c & d & e & f:
        return 3
    for x, y in SPLITS:
        first = masks[x[0]] & masks[x[1]] & masks[x[2]]
        if first and _apart(first, masks[y[0]] & masks[y[1]] & masks[y[2]]):
            return 2
    return 1 if can_cast(masks) else 0


def _apart(first: int, second: int) -> bool:
    """Whether two triplets' shared symbols (`first` some) allow two different symbols."""
    both = first | second
    return bool(second) and both & (both - 1) != 0


def _may_cast(masks: tuple[int, ...]) -> bool:
    """A quick test that every castable hand passes (most hands that fail it cast nothing):
    three pairs need three disjoint pairs, at most sum(n // 2) over the symbols' counts n;
    two triplets need two symbols on three cards each; six alike also makes three pairs.
    Exact when every card has one symbol."""
    tally = sum(_tally(m) for m in masks)
    pairs = triplets = 0
    for k in range(len(_BITS)):
        n = (tally >> (_TALLY_BITS * k)) & _TALLY_MAX
        pairs += n // 2
        triplets += n >= 3
    return pairs >= 3 or triplets >= 2


# A mask as per-symbol counters packed in one int (a field of _TALLY_BITS bits per symbol),
# so summing a hand's tallies counts the cards that show each symbol in one pass.
_TALLY_BITS = 8
_TALLY_MAX = (1 << _TALLY_BITS) - 1


@cache
def _tally(mask: int) -> int:
    return sum(1 << (_TALLY_BITS * k) for k in range(len(_BITS)) if mask >> k & 1)


@lru_cache(maxsize=1 << 14)
def _group(combo: tuple[str, ...], masks: tuple[int, ...]) -> SpellHand:
    """The spell hand six castable cards make (a hand changes by a card or two a turn, so
    most of its six-card groups were met the turn before)."""
    found = _best_shape(masks)
    assert found is not None
    summons, shape, groups = found
    named = tuple([(sym, tuple([combo[i] for i in at])) for sym, at in groups])
    return SpellHand(combo, summons, shape, named)


@lru_cache(maxsize=32)
def _picks(size: int) -> tuple[itemgetter[Any], ...]:
    """For a hand of `size` cards, one getter per six-card group (in combinations order)."""
    return tuple(itemgetter(*idx) for idx in combinations(range(size), HAND_SIZE))


def best_summons(hand: Sequence[str], symbols_of: dict[str, frozenset[str]]) -> int:
    """The most Summons any spell hand in `hand` would draw (0 if none)."""
    hands = spell_hands(hand, symbols_of)
    return hands[0].summons if hands else 0
