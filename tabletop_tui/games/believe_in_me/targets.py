"""What an op's words stand for: the gods its selectors name, and the numbers it counts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules, sources
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe


def number(game: BelieveInMe, state: BState, value: Any, ctx: dict[str, Any]) -> int:
    """An op's number: an integer, or a count of something a god has."""
    if isinstance(value, int):
        return value
    seats = gods(game, state, value.get("of", "self"), ctx)
    n = rules.count_of(game, state, seats[0], value["count"]) if seats else 0
    n += value.get("plus", 0)
    if "max" in value:
        n = min(n, value["max"])
    return max(0, n)


def gods(game: BelieveInMe, state: BState, sel: str, ctx: dict[str, Any]) -> list[int]:
    """The gods a selector names (choices are resolved before this is called)."""
    me = ctx["self"]
    if sel == "self":
        return [me]
    if sel == "host":
        return [ctx.get("host", me)]
    if sel == "host_left":
        return [state.left_of(ctx.get("host", me))]
    if sel == "left":
        return [state.left_of(me)]
    if sel == "right":
        return [state.right_of(me)]
    if sel == "target":
        return [ctx["target"]] if ctx.get("target", -1) >= 0 else []
    if sel == "each_fellow":
        return state.fellows(me)
    if sel == "each_god":
        return state.in_turn_order(me)
    if sel == "fp_holder":
        return [state.fp_holder] if state.fp_active and state.fp_holder >= 0 else []
    raise KeyError(sel)


def fellow_candidates(
    game: BelieveInMe, state: BState, op: dict[str, Any], sel: str, ctx: Any
) -> list[int]:
    """The fellow gods an op could usefully name (illegal targets are never offered)."""
    me = ctx["self"]
    found = [g for g in state.fellows(me) if g != op.get("besides")]
    # the fellow god with the most (fewest) Believers is named among all of them, even
    # one the op cannot touch (a card's text names that god, not the next best)
    name = op["op"] if sel == "choose_fellow" else ""
    if name == "convert":
        found = [
            g
            for g in found
            if state.gods[g].supply > 0 and not rules.is_immune(game, state, g, "convert")
        ]
    if name and unmovable(game, state, op, me):
        found = []  # the op cannot act whoever is named: nobody is asked for
    elif name in ("destroy_phenomenon", "steal_phenomenon"):
        found = [g for g in found if state.gods[g].phenomena]
    elif name in ("discard", "steal_card"):
        found = [g for g in found if state.gods[g].hand]
    elif name == "remove_enlightener":
        found = [g for g in found if state.gods[g].enlighteners]
    elif name == "sacrifice":  # one who cannot pay, or is immune, would pay nothing (B2)
        found = [g for g in found if fellow_pays(game, state, g, number(game, state, op["n"], ctx))]
    if sel in ("most_believers", "fewest_believers") and found:
        counts = {g: state.gods[g].believers for g in found}
        best = max(counts.values()) if sel == "most_believers" else min(counts.values())
        found = [g for g in found if counts[g] == best]
    return found


# why no fellow god could be named, by the op (fellow_candidates' filters)
NOBODY = {
    "convert": "no fellow god has a Believer in supply to convert",
    "destroy_phenomenon": "no fellow god has a stored Phenomenon",
    "steal_phenomenon": "no fellow god has a stored Phenomenon",
    "discard": "no fellow god holds a card",
    "steal_card": "no fellow god holds a card",
    "remove_enlightener": "no fellow god has an Enlightener",
    "sacrifice": "no fellow god can pay it from the supply",
}


def fellow_pays(game: BelieveInMe, state: BState, seat: int, n: int) -> bool:
    """Whether a sacrifice of `n` forced on god `seat` by a fellow takes anything
    (believers.fellow_sacrifice: from the supply, all or nothing unless the option says
    partial; none from an immune god)."""
    supply = state.gods[seat].supply
    if rules.is_immune(game, state, seat, "fellow_sacrifice") or supply <= 0:
        return False
    return supply >= n or state.options.get("fellow_sacrifice") == "partial"


def unmovable(game: BelieveInMe, state: BState, op: dict[str, Any], me: int) -> str:
    """Why the op can do nothing whichever fellow god is named ("" if it can): a stolen
    Phenomenon with no free slot to go into; the False Prophet at rest (RULINGS B23)."""
    if op["op"] == "steal_phenomenon" and rules.free_slots(game, state, me) <= 0:
        return "no free Phenomenon slot to take one into"
    if op["op"] == "move_false_prophet" and rules.fp_resting(state):
        return "the False Prophet rests while the Mountain is full"
    return ""


def nobody_to_name(
    game: BelieveInMe, state: BState, op: dict[str, Any], sel: str, ctx: dict[str, Any]
) -> str:
    """Why an op found no fellow god to name (for the log)."""
    me = ctx["self"]
    if sel != "choose_fellow":
        return "there is no fellow god to name"
    if why := unmovable(game, state, op, me):
        return why
    if op["op"] == "convert":
        return nobody_to_convert(game, state, me)
    if op["op"] == "sacrifice":
        return nobody_to_sacrifice(game, state, me, number(game, state, op["n"], ctx))
    reason = NOBODY.get(op["op"], "there is no fellow god to name")
    named = op.get("besides")
    if named is not None and named in state.fellows(me):  # (Evil Laughter's second pick: B13)
        alone = state.fellows(me) == [named]  # (two gods: there is no other to name)
        other = (
            "there is no other fellow god to name"
            if alone
            else reason.replace("no fellow god", "no other fellow god", 1)
        )
        return f"{other} ({state.name(named)} was named already)"
    return reason


def nobody_to_sacrifice(game: BelieveInMe, state: BState, me: int, n: int) -> str:
    """Why no fellow god can be made to sacrifice `n`: immunity (RULINGS B2), named with
    what shields each, or too few Believers in supply (fellow_pays)."""
    shielded = [
        f"{state.name(g)} is shielded by {sources.immune_by(game, state, g, 'fellow_sacrifice')}"
        for g in state.fellows(me)
        if rules.is_immune(game, state, g, "fellow_sacrifice")
    ]
    if not shielded:
        return NOBODY["sacrifice"]
    if len(shielded) < len(state.fellows(me)):
        shielded.append("no other can pay it from the supply")
    return f"no fellow god can be made to sacrifice ({'; '.join(shielded)})"


def nobody_to_convert(game: BelieveInMe, state: BState, me: int) -> str:
    """Why no fellow god can be converted: empty supplies, or immunity (RULINGS B43), naming
    what shields each fellow god who has Believers to lose."""
    stocked = [g for g in state.fellows(me) if state.gods[g].supply > 0]
    if not stocked:
        return NOBODY["convert"]
    shields = [
        f"{state.name(g)} is shielded by {sources.immune_by(game, state, g, 'convert')}"
        for g in stocked
    ]
    if len(stocked) < len(state.fellows(me)):
        shields.append("no other has a Believer in supply")
    return f"no fellow god can be converted ({'; '.join(shields)})"


def pick_god(ctx: dict[str, Any], found: list[int], ops: list[Any], why: str) -> Step:
    return Step(
        "pick_god",
        ctx["self"],
        {"gods": found, "ops": ops, "ctx": dict(ctx), "why": why, "private": False},
    )


def one(game: BelieveInMe, state: BState, op: dict[str, Any], key: str, ctx: Any) -> int:
    found = gods(game, state, op.get(key, "self"), ctx)
    return found[0] if found else -1
