"""Scripted Believe in Me! matches for the screenshots and tests: fixed seeds, no bot involved."""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop_tui.core.decision import Decision
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.registry import load_game
from tabletop_tui.ui import scripted

TWO = [Seat("human", "Hilga"), Seat("greedy", "Ralphi")]
THREE = [Seat("human", "Hilga"), Seat("greedy", "Ralphi"), Seat("random", "Ottokar")]
FOUR = [*THREE, Seat("greedy", "Brunhild")]
Stop = Callable[[Match], bool]


def new_match(seats: list[Seat], seed: int) -> Match:
    """A Believe in Me! match (the cards are read once)."""
    return Match(load_game("believe-in-me"), list(seats), seed, {})


def scripted_choice(match: Match, decision: Decision) -> str:
    """A seeded choice that acts rather than ends its Actions, bids a few cards rather than
    passing at once, and manifests when it can (a fuller table)."""
    only = scripted.only_answer(match, decision)
    if only is not None:
        return only
    keys = [option.key for option in decision.options]
    rng = random.Random(f"{match.seed}:{scripted.move_number(match)}")
    if decision.kind == "actions":
        acts = [k for k in keys if k != "end"]
        if acts and rng.random() < 0.85:
            return rng.choice(acts)
    if decision.kind == "bid":
        placed = len(match.view(decision.seat)["state"]["gods"][decision.seat]["contest"])
        amens = [k for k in keys if k.startswith("amen:")]
        if amens and (placed < 2 or rng.random() < 0.5):
            return rng.choice(amens)
        if "pass" in keys:
            return "pass"
    if decision.kind == "manifest":
        parts = [k for k in keys if k != "manifest:none"]
        if parts:
            return rng.choice(parts)
    return rng.choice(keys)


def first_seed(stop: Stop, seats: list[Seat], start: int = 1) -> Match:
    """The first seed (from `start`) whose scripted game reaches `stop`, stopped there."""
    return scripted.first_seed(lambda seed: new_match(seats, seed), stop, scripted_choice, start)


def hilgas(match: Match, kind: str) -> bool:
    """Hilga (seat 0) has a decision of this kind."""
    decision = match.decision()
    return decision is not None and decision.seat == 0 and decision.kind == kind


def busy(match: Match, parts: int = 1) -> bool:
    """A table with something on it: every god has manifested `parts` or stored a
    Phenomenon, and something is engraved."""
    t = match.view(None)["state"]
    gods = t["gods"]
    placed = sum(1 for g in gods if g["enlighteners"]) + sum(1 for g in gods if any(g["relics"]))
    return (
        all(sum(1 for p in g["parts"].values() if p) >= parts for g in gods)
        and any(t["mountain"])
        and placed >= 2
    )


def round_scene(match: Match) -> bool:
    """Hilga to act in her God turn, mid-game: parts manifested, Relics and Enlighteners out."""
    return hilgas(match, "actions") and match.view(0)["state"]["round"] >= 3 and busy(match)


def contest_scene(match: Match) -> bool:
    """A Contest under way: Hilga to bid, cards already down on several sides."""
    if not hilgas(match, "bid"):
        return False
    gods = match.view(0)["state"]["gods"]
    return sum(1 for g in gods if g["contest"]) >= 2 and busy(match)


def reveal_scene(match: Match) -> bool:
    """Right after a Contest's reveal: Hilga won and chooses the body part to manifest."""
    if not hilgas(match, "manifest"):
        return False
    log = [e.text for e in match.log(None)]
    last = max(i for i, t in enumerate(log) if " reveals the Phenomenon " in t)
    return sum(1 for t in log[last:] if " reveals: " in t) >= 3


def twilight_scene(match: Match) -> bool:
    """The Twilight of the Gods: the Nun Temples open, final Phenomena face down, Hilga to act."""
    t = match.view(0)["state"]
    return hilgas(match, "actions") and t["twilight"] and busy(match, 1)


def revelation_scene(match: Match) -> bool:
    """Hilga is about to manifest her third body part: her first option completes the
    Trinity, and the Revelation follows."""
    if not hilgas(match, "manifest"):
        return False
    parts = match.view(0)["state"]["gods"][0]["parts"]
    decision = match.decision()
    assert decision is not None
    return sum(1 for p in parts.values() if p) == 2 and decision.options[0].key != "manifest:none"


def round_match() -> Match:
    """Hilga and three bots, in her God turn."""
    return first_seed(round_scene, FOUR)


def contest_match() -> Match:
    """Hilga and three bots, bidding."""
    return first_seed(contest_scene, FOUR)


def reveal_match() -> Match:
    """Hilga won a three-god Contest; the reveal is on the table."""
    return first_seed(reveal_scene, THREE)


def twilight_match() -> Match:
    """Hilga and Ralphi in the Twilight of the Gods."""
    return first_seed(twilight_scene, TWO)


def revelation_match() -> Match:
    """Hilga one choice from the Revelation (her option 1 completes the Trinity)."""
    return first_seed(revelation_scene, THREE)
