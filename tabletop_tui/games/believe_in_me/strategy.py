"""Greedy-bot heuristics: how good a table is for a god, and hints where one ply is blind
(the face-down bidding of a Contest, the Truth cards to pick)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

PART = 9.0  # a body part is worth this many Believers on the way to the Trinity
COMPLETE = 25.0  # only a complete Trinity can win
ROUNDS_AHEAD = 4.0  # how many more resolutions a temple is counted for


def hand_value(game: BelieveInMe, state: BState, seat: int) -> float:
    """Cards in hand: Truth for Contests, Heavenly Realm cards for Actions."""
    total = 0.0
    for c in state.gods[seat].hand:
        card = game.cards.card(c)
        total += 0.45 * card.value if card.type == "truth" else 1.2
    return total


def strength(game: BelieveInMe, state: BState, seat: int) -> float:
    """One god's prospects, in Believers."""
    god = state.gods[seat]
    score = float(god.believers)
    score += PART * god.part_count + (COMPLETE if god.complete else 0.0)
    score += ROUNDS_AHEAD * (god.monks + (1.0 if god.missionaries == 2 else 0.3 * god.missionaries))
    score += 2.5 * len(god.phenomena) + 1.5 * len(god.monument)
    score += 2.0 * sum(1 for r in god.relics if r)
    score += hand_value(game, state, seat)
    score -= 3.0 * len(god.enlighteners)
    if state.fp_active and state.fp_holder == seat:
        score -= 3.0
    if rules.alignment(game, god) == "gentle":
        score += 1.0
    score += commandments_worth(game, state, seat)
    return score


NEGATIVE_COMMANDMENT = -2.5  # an engraved Commandment that binds the god: a burden each round
BLESSING_COMMANDMENT = 1.0  # one that favours it


def commandments_worth(game: BelieveInMe, state: BState, seat: int) -> float:
    """What the engraved Commandments that apply to the god are worth to it: a god that
    engraves one should not pick the one that binds itself (a play-tester saw Hard engrave
    Leg Day against itself)."""
    worth = 0.0
    for slot, cid in enumerate(state.mountain):
        if cid and rules.commandment_applies(game, state, slot, seat):
            negative = game.cards.card(cid).negative
            worth += NEGATIVE_COMMANDMENT if negative else BLESSING_COMMANDMENT
    return worth


# The rivals behind the strongest one only break ties: a Believer of theirs weighs a tenth
# of a card kept in hand (greedy.KEEP). Weighed at a twentieth they changed play more and
# showed no gain in strength at three players.
OTHER_RIVALS = 1e-4


def evaluate(game: BelieveInMe, state: BState, seat: int) -> float:
    """Own strength minus the strongest rival's, the other rivals' breaking ties (a decided
    game dominates). With three gods or more, the strongest rival alone left an Action or
    a Commandment that helps a rival behind it worth as much as one that helps nobody, and
    greedy's dice chose between them (greedy self-play at 3 players: 14 such ties in 5
    games, a Commandment that favours a rival among them); with two, nothing changes."""
    decided = outcome_value(state, seat)
    if decided is not None:
        return decided
    mine = strength(game, state, seat)
    others = [strength(game, state, g) for g in range(state.num_players) if g != seat]
    strongest = max(others)
    return mine - strongest - OTHER_RIVALS * (sum(others) - strongest)


def _truth(game: BelieveInMe, iid: str, legs: bool) -> int:
    card = game.cards.card(iid)
    if card.type == "truth":
        return card.value
    if card.type == "holy_host":
        return 1 if legs else 3
    return 1


def bid_hint(game: BelieveInMe, v: dict[str, Any], options: list[dict[str, Any]]) -> str:
    """Bid while the expected rival Truth is ahead of ours and the prize is worth it."""
    t = v["state"]
    seat = v["seat"]
    me = t["gods"][seat]
    legs = bool(me["parts"]["legs"])
    mine = sum(_truth(game, c, legs) for c in me["contest"]) + v["gods"][seat]["contest_bonus"]
    rivals = [g for g in t["contest_order"] if g != seat and not t["gods"][g]["passed"]]
    best_rival = max(
        (len(t["gods"][g]["contest"]) * 3.5 + v["gods"][g]["contest_bonus"] + 3.5 for g in rivals),
        default=0.0,
    )
    cards = [o for o in options if o["key"].startswith("amen:")]
    passing = next((o["key"] for o in options if o["key"] == "pass"), None)
    if not cards:
        return passing or options[0]["key"]
    by_value = sorted(cards, key=lambda o: _truth(game, o["key"].split(":", 1)[1], legs))
    wants = not all(me["parts"].values())  # a body part still to gain
    if passing is None:  # obliged to open: a strong card if the prize is wanted
        return by_value[-1]["key"] if wants else by_value[0]["key"]
    if mine > best_rival or len(me["contest"]) >= 4:
        return passing
    top = by_value[-1]
    if mine + _truth(game, top["key"].split(":", 1)[1], legs) + 2 < best_rival - 4:
        return passing  # too far behind to catch up cheaply
    return top["key"]


def hint(game: BelieveInMe, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
    """Shortcuts where one ply of lookahead says nothing."""
    options = [{"key": o.key, "label": o.label} for o in decision.options]
    kind = decision.kind
    if kind == "bid":
        return bid_hint(game, v, options)
    if kind == "rumble":
        return rng.choice(options)["key"]
    if kind == "take_truth":
        picks = [o for o in options if o["key"] != "truth:stop"]
        if picks:
            return max(picks, key=lambda o: game.cards.card(o["key"].split(":", 1)[1]).value)["key"]
    if kind == "nun":
        return "nun:yes"
    if kind == "manifest":
        keys = [o["key"] for o in options if o["key"] != "manifest:none"]
        if keys:
            return keys[0]
    return None
