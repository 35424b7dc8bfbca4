"""What a seat may know, and a full state sampled to match it.

The view is the state itself with every card the seat may not see replaced by a typed
placeholder ("?heavenly", "?truth-g2", ...). Which cards a seat sees is decided in one
place (`visible_ids`), so the screen, the bots and determinization cannot disagree:
determinizing fills each placeholder from the cards of its type the view does not show.
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine, zones
from tabletop_tui.core.sealed import HIDDEN, sealed_view
from tabletop_tui.core.state import Step
from tabletop_tui.core.view import decision_view
from tabletop_tui.core.worlds import pending_of, settle
from tabletop_tui.games.believe_in_me import rules, turn
from tabletop_tui.games.believe_in_me.state import BState, God
from tabletop_tui.games.believe_in_me.twilight import SIGNS
from tabletop_tui.games.believe_in_me.zones import zones as bim_zones

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

SKIP = ("rng", "stack", "log", "pending", "sealed")
GOD_FIELDS = tuple(f.name for f in fields(God))
STATE_FIELDS = tuple(f.name for f in fields(BState) if f.name not in SKIP)


def visible_ids(game: BelieveInMe, state: BState, seat: int | None) -> set[str]:
    """Every card `seat` may see now (None: a spectator sees the public table only)."""
    return zones.visible_to(bim_zones(state), seat)


def placeholder(game: BelieveInMe, iid: str) -> str:
    """A hidden card's stand-in: what its back shows (RULINGS B33): a Heavenly Realm card,
    a god's Truth card (or an unmarked spare), a Phenomenon, a grenade..."""
    card = game.cards.card(iid)
    if card.type == "truth":
        owner = game.cards.truth_owner(iid)
        return f"?truth-g{owner + 1}" if owner >= 0 else "?truth-spare"
    if card.type == "trinity":  # RULINGS B25: what each pile still holds is public
        return f"?trinity-{card.alignment}-{card.part}"
    if card.heavenly:  # one back for all four kinds: a hidden one is just "a Heavenly card"
        return "?heavenly"
    return f"?{card.type}"


def placeholders(game: BelieveInMe) -> dict[str, str]:
    """Every card's placeholder, worked out once for the game's cards."""
    if not game.placeholders:
        game.placeholders.update({iid: placeholder(game, iid) for iid in game.cards.instances})
    return game.placeholders


def _mask(stand_in: dict[str, str], value: Any, seen: set[str]) -> Any:
    """`value` with every card not `seen` replaced by its stand-in (plain data)."""
    kind = type(value)
    if kind is str or isinstance(value, str):
        hidden = stand_in.get(value)
        return value if hidden is None or value in seen else hidden
    if kind is list or kind is tuple:
        return [_mask(stand_in, v, seen) for v in value]
    if kind is dict:
        return {k: _mask(stand_in, v, seen) for k, v in value.items()}
    if kind is God:
        return {k: _mask(stand_in, getattr(value, k), seen) for k in GOD_FIELDS}
    if isinstance(value, dict):  # subclasses, as the kinds above
        return {k: _mask(stand_in, v, seen) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_mask(stand_in, v, seen) for v in value]
    return value


def table(game: BelieveInMe, state: BState, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (plain data)."""
    seen = visible_ids(game, state, seat)
    stand_in = placeholders(game)
    out = {k: _mask(stand_in, getattr(state, k), seen) for k in STATE_FIELDS}
    out["stack"] = [
        {"kind": st.kind, "seat": st.seat, "data": _mask(stand_in, st.data, seen)}
        for st in state.stack
    ]
    # whose face-down discard a card is: only the god who saw it learns which card
    out["secret"] = [[c, k] for c, k in state.secret if k == seat]
    out["sealed"] = sealed_view(state, seat)  # Relic Rumble signs: the core keeps them secret
    out["names"] = list(state.names)
    for k in ("turn", "current", "winners", "end_reason", "choices_made", "num_players", "seed"):
        out[k] = getattr(state, k)
    return out


def god_summary(game: BelieveInMe, state: BState, g: int) -> dict[str, Any]:
    """What every seat may read of a god: derived numbers the screen shows."""
    god = state.gods[g]
    mods = rules.modifiers(game, state, g)
    truths = sum(1 for c in god.hand if game.cards.card(c).type == "truth")
    return {
        "alignment": rules.alignment(game, god),
        "alignment_name": rules.alignment_name(game, god),
        "pure": rules.is_pure(game, god),
        "attributes": sorted(rules.attributes(game, god)),
        "believers": god.believers,
        "hand_limit": rules.hand_limit(game, state, g, mods),
        "slots": rules.phenomenon_slots(game, state, g, mods),
        "actions": rules.actions_per_turn(game, state, g, mods),
        "contest_bonus": rules.contest_bonus(game, state, g, mods),
        "monk_cap": rules.monk_cap(game, god),
        "nun_cap": rules.nun_cap(game, god),
        "relics_off": rules.relics_disabled(game, state, g),
        "commandments": [i for i in range(5) if rules.commandment_applies(game, state, i, g)],
        "hand_truth": truths,
        "hand_heavenly": len(god.hand) - truths,
        "truth_draw": len(god.truth_draw),
        "truth_discard": len(god.truth_discard),
        "contest_cards": len(god.contest),
        # what the Alignment token and the temples do when the tableau resolves
        "alignment_off": rules.disabled(mods, "alignment"),
        "monk_yield": turn.monk_yield(game, state, g, mods),
        "missionary_yield": 0
        if rules.disabled(mods, "missionaries")
        else max(0, 1 + rules.total(mods, "missionary_yield")),
    }


def own_costs(game: BelieveInMe, state: BState, seat: int | None) -> dict[str, int]:
    """What each Heavenly Realm card in `seat`'s own hand costs it now (the legs, the
    Commandments, Relics), for its hand to show beside the printed cost; none for others."""
    if seat is None:
        return {}
    mods = rules.modifiers(game, state, seat)
    return {
        c: rules.cost_of(game, state, seat, c, mods=mods)
        for c in state.gods[seat].hand
        if game.cards.card(c).heavenly
    }


def view(game: BelieveInMe, state: BState, seat: int | None) -> dict[str, Any]:
    """The masked table, each god's derived numbers, and the pending decision if it is ours."""
    pending = engine.decision(game, state)
    return {
        "game": game.info.id,
        "seat": seat,
        "state": table(game, state, seat),
        "gods": [god_summary(game, state, g) for g in range(state.num_players)],
        "costs": own_costs(game, state, seat),
        "fp_resting": state.fp_active and rules.fp_resting(state),
        "counts": {
            "phen_deck": len(state.phen_deck),
            "general_deck": len(state.general_deck),
            "monument_pile": len(state.monument_pile),
            "commandment_deck": len(state.commandment_deck),
            "twilight_phen": len(state.twilight_phen),
        },
        "decision": decision_view(pending, seat),
    }


# ---------------------------------------------------------------- determinization


def _walk_ids(game: BelieveInMe, value: Any, found: set[str], holes: list[str]) -> None:
    if isinstance(value, str):
        if value in game.cards.instances:
            found.add(value)
        elif value.startswith("?") and len(value) > 1:
            holes.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            _walk_ids(game, v, found, holes)
    elif isinstance(value, list):
        for v in value:
            _walk_ids(game, v, found, holes)


def _fill(value: Any, pools: dict[str, list[str]]) -> Any:
    if isinstance(value, str):
        if value.startswith("?") and value in pools:
            return pools[value].pop()
        return value
    if isinstance(value, dict):
        return {k: _fill(v, pools) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, pools) for v in value]
    return value


def in_game(game: BelieveInMe, players: int) -> list[str]:
    """Every card instance a game of `players` gods holds somewhere."""
    out = [i for i, c in game.cards.instances.items() if c.type != "truth"]
    for seat in range(players):
        out.extend(game.cards.personal_truth[seat])
    out.extend(game.cards.spare_truth)
    return out


def determinize(game: BelieveInMe, v: dict[str, Any], seat: int, rng: random.Random) -> BState:
    """A full state matching `seat`'s view: each hidden card drawn from the unseen ones of
    its type (dealt again until the world waits at the decision the view shows: another
    god's open choice says its hidden cards allow one; core.worlds)."""
    expect = pending_of(v["state"]["stack"], v["decision"])
    return settle(game, lambda r: deal(game, v, r), expect, rng)  # type: ignore[return-value]


def deal(game: BelieveInMe, v: dict[str, Any], rng: random.Random) -> BState:
    """One world matching the view: each placeholder filled from the unseen cards of its
    type."""
    t = v["state"]
    found: set[str] = set()
    holes: list[str] = []
    _walk_ids(game, t, found, holes)
    pools: dict[str, list[str]] = {}
    for iid in in_game(game, t["num_players"]):
        if iid not in found:
            pools.setdefault(placeholder(game, iid), []).append(iid)
    for pool in pools.values():
        pool.sort()
        rng.shuffle(pool)
    filled = _fill(t, pools)
    public = ("general_discard", "commandment_discard", "phen_discard")
    for pile in public:  # a stand-in in a public pile was a face-down discard: keep it secret
        for masked, card in zip(t[pile], filled[pile], strict=True):
            if masked.startswith("?"):
                filled["secret"].append([card, -1])
    state = BState(num_players=t["num_players"], seed=t["seed"], rng=random.Random(rng.random()))
    for k in STATE_FIELDS:
        if k == "gods":
            continue
        setattr(state, k, filled[k])
    state.gods = [God(**g) for g in filled["gods"]]
    state.names = list(t["names"])
    for k in ("turn", "current", "winners", "end_reason", "choices_made"):
        setattr(state, k, filled[k])
    # another seat's sealed sign is unknown: any sign will do in a sampled world
    state.sealed = {int(k): a if a != HIDDEN else rng.choice(SIGNS) for k, a in t["sealed"].items()}
    state.stack = [Step(s["kind"], s["seat"], s["data"]) for s in filled["stack"]]
    return state
