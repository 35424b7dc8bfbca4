"""Greedy-bot heuristics: how good a table is for a seat; hints where lookahead is blind."""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.necronomicards.spellhands import (
    CACHE_LIMIT,
    HAND_SIZE,
    mask_code,
    summons_of,
    symbol_mask,
)
from tabletop_tui.games.necronomicards.state import NState, Zones

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards


# The greedy bot's sense of a Spell hand (issue 12, measured with `simulate`): a hand is
# worth what the best six of it may cast after one more draw, discounted for the wait
# (a Summon in hand is worth 5). A ready hand is not counted again: keeping it is only
# worth the chance that the next card makes it bigger (waiting for triplets), so a
# bot casts three pairs unless triplets are likely enough to gamble on.
OUTLOOK_WEIGHT = 3.5
CARD_WEIGHT = 0.15
CLOSENESS_WEIGHT = 0.05


@lru_cache(maxsize=8)
def draw_odds(game: NecronomiCards) -> tuple[tuple[int, float], ...]:
    """Each Spell design's symbols (as a mask) and its share of the Spell deck (one draw's
    odds)."""
    counts = Counter(game.symbols_of[iid] for iid in game.cards.spells)
    total = sum(counts.values())
    return tuple((symbol_mask(symbols), n / total) for symbols, n in counts.items())


@lru_cache(maxsize=8)
def _draws(game: NecronomiCards) -> tuple[tuple[int, int, float], ...]:
    """`draw_odds` with each design's multiset code (spellhands' `mask_code`)."""
    return tuple((s, mask_code(s), p) for s, p in draw_odds(game))


@lru_cache(maxsize=8)
def masks_of(game: NecronomiCards) -> dict[str, int]:
    """Each card's symbols as a mask (spellhands' bits): the evaluation works on masks,
    sorted, so two hands with the same symbols share every cached figure."""
    return {iid: symbol_mask(symbols) for iid, symbols in game.symbols_of.items()}


def most_summons(masks: tuple[int, ...]) -> int:
    """The most Summons any six of these cards (by their symbol masks) would draw."""
    best = 0
    for six in set(combinations(masks, HAND_SIZE)):
        found = summons_of(six)
        if found > best:
            best = found
            if best == 3:
                break
    return best


# `most_summons` of six or seven cards by the sum of their multiset codes (the outlook asks
# it for each kept six and each design drawn: a sum is cheaper than sorting the seven)
_MOST: dict[int, int] = {}


def outlook(masks: tuple[int, ...], game: NecronomiCards) -> float:
    """Expected Summons the best six of a hand cast after one more draw (hands of 5+)."""
    if len(masks) < HAND_SIZE - 1:
        return 0.0
    keeps = set(combinations(masks, HAND_SIZE)) if len(masks) > HAND_SIZE else {masks}
    draws = _draws(game)
    known = _MOST
    if len(known) > CACHE_LIMIT:  # a long tournament meets many: start afresh
        known.clear()
    best = -math.inf
    for kept in keeps:
        code = sum(mask_code(m) for m in kept)
        total = 0.0
        for s, s_code, p in draws:
            most = known.get(code + s_code)
            if most is None:
                most = known[code + s_code] = most_summons(tuple(sorted((*kept, s))))
            total += p * most
        best = max(best, total)
    return best


def _potential(masks: tuple[int, ...], game: NecronomiCards) -> float:
    counts = Counter(bit for mask in masks for bit in _bits(mask))
    closeness = sum(min(c, HAND_SIZE) ** 1.5 for c in counts.values())
    return (
        OUTLOOK_WEIGHT * outlook(masks, game)
        + CLOSENESS_WEIGHT * closeness
        + CARD_WEIGHT * min(len(masks), 7)
    )


@lru_cache(maxsize=256)
def _bits(mask: int) -> tuple[int, ...]:
    return tuple(1 << i for i in range(mask.bit_length()) if mask >> i & 1)


def symbol_potential(game: NecronomiCards, spells: list[str]) -> float:
    """How promising a Spell hand is: what it may cast after the next draw, then how many
    symbols repeat (for hands still being built), then its size."""
    table = masks_of(game)
    masks = tuple(sorted([table[iid] for iid in spells]))
    known = _potentials(game)
    key = _key(masks)
    found = known.get(key)
    if found is None:
        if len(known) > POTENTIALS_KEPT:
            known.clear()
        found = known[key] = _potential(masks, game)
    return found


# The hands' potentials met so far, per card set, by their sorted masks as a string (one
# character a card). The evaluation's caches are dicts of ints, floats and strings, which
# Python's cyclic garbage collector never walks: as lru_caches of tuples (330k entries once
# a tournament had filled them, with spellhands' groups and the cast options) they made one
# full collection take 0.3-0.4 s, and carried an mcts search to 1.16 s, past its 1 s cap.
POTENTIALS_KEPT = 1 << 16


@lru_cache(maxsize=8)
def _potentials(game: NecronomiCards) -> dict[str | tuple[int, ...], float]:
    return {}


def _key(masks: tuple[int, ...]) -> str | tuple[int, ...]:
    try:
        return "".join(map(chr, masks))
    except ValueError:  # over 20 symbols in one card set: a tuple will do
        return masks


def strength(game: NecronomiCards, state: NState, z: Zones) -> float:
    """One player's position: Summons played most, then Summons in hand, then Spell prospects."""
    horsemen = sum(game.cards.card(c).horseman for c in z.played)
    score = 10.0 * len(z.played) + 5.0 * len(z.summons) + symbol_potential(game, z.spells)
    score += 3.0 * horsemen**2 / 4
    score -= 4.0 * z.lost_turns
    score += 1.5 * z.wards
    return score


def evaluate(game: NecronomiCards, state: NState, seat: int) -> float:
    """Own strength minus the strongest opponent's (a win or loss dominates)."""
    decided = outcome_value(state, seat)
    if decided is not None:
        return decided
    mine = strength(game, state, state.players[seat])
    others = [strength(game, state, z) for i, z in enumerate(state.players) if i != seat]
    return mine - max(others)


def hint(game: NecronomiCards, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
    """Greedy shortcut where one ply says little: hit the player closest to winning.

    (Casting and playing Summons are left to the lookahead: measured with `simulate`, a
    fixed "cast the biggest spell hand" rule did no better.)"""
    keys = [o["key"] for o in v["decision"]["options"]] if v.get("decision") else []
    player_keys = [k for k in keys if k.startswith("player:")]
    top = v["stack"][-1]["data"] if v.get("stack") else {}
    if player_keys and len(player_keys) == len(keys) and top.get("who") == "chosen":

        def lead(key: str) -> tuple[int, int, int]:
            p = v["players"][int(key.split(":")[1])]
            return (len(p["played"]), p["summon_count"], p["spell_count"])

        return max(player_keys, key=lead)
    return None
