"""What a god's tableau makes true now: Alignment, limits, costs, Truth values, modifiers.

Everything here is derived from the state on demand (never stored), so it follows every
change of body parts, Commandments, Relics and Enlighteners at once (RULINGS B22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.games.believe_in_me.state import BState, God

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

BASE_HAND_LIMIT = 6
BASE_ACTIONS = 2
TORSO_BONUS = 3
HOLY_HOST_TRUTH = 3
HOLY_HOST_TRUTH_WITH_LEGS = 1
LEGS_HOLY_HOST_DISCOUNT = 2


def _body(game: BelieveInMe, god: God) -> tuple[str, bool, frozenset[str]]:
    """Alignment, purity and Attributes of a body (cached per combination of parts)."""
    key = (god.parts["head"], god.parts["torso"], god.parts["legs"])
    cache: dict[tuple[str, str, str], tuple[str, bool, frozenset[str]]] = game.body_cache
    found = cache.get(key)
    if found is None:
        cards = [game.cards.card(c) for c in key if c]
        aligns = [c.alignment for c in cards]
        a = "unfathomable"
        for x in set(aligns):
            if aligns.count(x) * 2 > len(aligns):
                a = x
        pure = len(aligns) == 3 and len(set(aligns)) in (1, 3)
        found = (a, pure, frozenset(c.attribute for c in cards))
        cache[key] = found
    return found


def alignment(game: BelieveInMe, god: God) -> str:
    """The majority of manifested parts; a split (or nothing yet) is Unfathomable."""
    return _body(game, god)[0]


def is_pure(game: BelieveInMe, god: God) -> bool:
    """Three parts all alike (Pure Wrath, Gentleness, Chaos) or all different (Pure
    Unfathomable)."""
    return _body(game, god)[1]


def alignment_name(game: BelieveInMe, god: God) -> str:
    """How the screen and log name it: "Pure Wrath", "Gentle", "Unfathomable"..."""
    a = alignment(game, god)
    if is_pure(game, god):
        return {
            "wrathful": "Pure Wrath",
            "gentle": "Pure Gentleness",
            "chaotic": "Pure Chaos",
            "unfathomable": "the pure Unfathomable",
        }[a]
    return a.capitalize()


def attributes(game: BelieveInMe, god: God) -> frozenset[str]:
    return _body(game, god)[2]


def pure_is(game: BelieveInMe, god: God, a: str) -> bool:
    return is_pure(game, god) and alignment(game, god) == a


# ---------------------------------------------------------------- conditions


def count_of(game: BelieveInMe, state: BState, seat: int, what: str) -> int:
    god = state.gods[seat]
    return {
        "monks": lambda: god.monks,
        "missionaries": lambda: god.missionaries,
        "nuns": lambda: god.nuns,
        "phenomena": lambda: len(god.phenomena),
        "relics": lambda: sum(1 for r in god.relics if r),
        "enlighteners": lambda: len(god.enlighteners),
        "parts": lambda: god.part_count,
        "commandments": lambda: sum(1 for c in state.mountain if c),
        "hand": lambda: len(god.hand),
    }[what]()


def monument_complete(god: God) -> bool:
    return len(god.monument) == 3


def holds(game: BelieveInMe, state: BState, seat: int, cond: dict[str, Any]) -> bool:
    """Whether every clause of a condition holds of god `seat` (`of` is resolved by the
    caller)."""
    god = state.gods[seat]
    for key, want in cond.items():
        if key == "of":
            continue
        if key == "alignment":
            ok = alignment(game, god) in want
        elif key == "pure":
            ok = is_pure(game, god) == want
        elif key == "attribute":
            ok = bool(attributes(game, god) & set(want))
        elif key == "has_part":
            ok = bool(god.parts[want])
        elif key == "missing_part":
            ok = not god.parts[want]
        elif key == "complete":
            ok = god.complete == want
        elif key == "has_enlightener":
            ok = bool(god.enlighteners) == want
        elif key == "monument_complete":
            ok = monument_complete(god) == want
        elif key == "holds_fp":
            ok = (state.fp_active and state.fp_holder == seat) == want
        elif key == "twilight":
            ok = state.twilight == want
        elif key == "supply_at_least":
            ok = god.supply >= want
        elif key == "believers_at_least":
            ok = god.believers >= want
        elif key == "phenomena_at_least":
            ok = len(god.phenomena) >= want
        elif key == "hand_at_least":
            ok = len(god.hand) >= want
        elif key == "hand_has":
            ok = any(card_class_is(game, c, want) for c in god.hand)
        elif key == "most_believers":
            mine = god.believers
            ok = all(mine > g.believers for i, g in enumerate(state.gods) if i != seat) == want
        elif key == "not":
            ok = not holds(game, state, seat, want)
        elif key == "any":
            ok = any(holds(game, state, seat, sub) for sub in want)
        else:  # the loader refuses unknown keys
            raise KeyError(key)
        if not ok:
            return False
    return True


def card_class_is(game: BelieveInMe, iid: str, cls: str) -> bool:
    """Whether a card belongs to a class named in the vocabulary (`heavenly`, `truth`, a type)."""
    card = game.cards.card(iid)
    if cls == "heavenly":
        return card.heavenly
    if cls == "any":
        return True
    return card.type == cls


# ---------------------------------------------------------------- modifiers


def commandment_targets(game: BelieveInMe, state: BState, slot: int) -> list[int]:
    """The gods an engraved Commandment applies to now (its token holders)."""
    return [s for s in range(state.num_players) if commandment_applies(game, state, slot, s)]


def commandment_applies(game: BelieveInMe, state: BState, slot: int, seat: int) -> bool:
    """Whether the Commandment engraved at `slot` applies to god `seat` now."""
    cid = state.mountain[slot]
    if not cid:
        return False
    card = game.cards.card(cid)
    if card.negative and pure_is(game, state.gods[seat], "gentle"):
        return False  # Pure Gentleness: immune to negative Commandments
    return holds(game, state, seat, card.applies_to)


def modifiers(game: BelieveInMe, state: BState, seat: int) -> list[dict[str, Any]]:
    """Every modifier that applies to god `seat` now."""
    god = state.gods[seat]
    if not any(state.mountain) and not god.enlighteners and not _has_static(game, state):
        return []
    found: list[dict[str, Any]] = []
    for slot, cid in enumerate(state.mountain):
        if cid and commandment_applies(game, state, slot, seat):
            found.extend(game.cards.card(cid).static)
    for eid in god.enlighteners:
        found.extend(game.cards.card(eid).static)
    if monument_complete(god):
        found.extend(game.cards.card(god.monument[0]).static)
    relics_off = any(m["op"] == "disable" and m["what"] == "relics" for m in found)
    if not relics_off:
        for rid in active_relics(god):
            found.extend(m for m in game.cards.card(rid).static if m.get("for") != "fellows")
    for other, g in enumerate(state.gods):
        if other == seat:
            continue
        shared = [
            m
            for rid in active_relics(g)
            for m in game.cards.card(rid).static
            if m.get("for") == "fellows"
        ]
        if shared and not relics_disabled(game, state, other):
            found.extend(shared)
    return [m for m in found if "when" not in m or holds(game, state, seat, m["when"])]


def _has_static(game: BelieveInMe, state: BState) -> bool:
    """Whether any Relic or completed Monument on the table carries a modifier."""
    for g in state.gods:
        for rid in g.relics:
            if rid and game.cards.card(rid).static:
                return True
        if len(g.monument) == 3 and game.cards.card(g.monument[0]).static:
            return True
    return False


def active_relics(god: God) -> list[str]:
    """The Relics in hand: left, then right (the right only once the torso is manifested)."""
    out = [god.relics[0]] if god.relics[0] else []
    if god.relics[1] and god.parts["torso"]:
        out.append(god.relics[1])
    return out


def relics_disabled(game: BelieveInMe, state: BState, seat: int) -> bool:
    god = state.gods[seat]
    sources: list[dict[str, Any]] = []
    for slot, cid in enumerate(state.mountain):
        if cid and commandment_applies(game, state, slot, seat):
            sources.extend(game.cards.card(cid).static)
    for eid in god.enlighteners:
        sources.extend(game.cards.card(eid).static)
    return any(
        m["op"] == "disable"
        and m["what"] == "relics"
        and ("when" not in m or holds(game, state, seat, m["when"]))
        for m in sources
    )


def total(mods: list[dict[str, Any]], op: str, **match: str) -> int:
    """The sum of the `delta` of every modifier `op` (matching `match`)."""
    return sum(
        m.get("delta", 0)
        for m in mods
        if m["op"] == op and all(m.get(k) == v for k, v in match.items())
    )


def disabled(mods: list[dict[str, Any]], what: str) -> bool:
    return any(m["op"] == "disable" and m["what"] == what for m in mods)


def _mods(game: BelieveInMe, state: BState, seat: int, mods: list[Any] | None) -> list[Any]:
    """The god's modifiers: those the caller has, else worked out now."""
    return modifiers(game, state, seat) if mods is None else mods


def hand_limit(game: BelieveInMe, state: BState, seat: int, mods: list[Any] | None = None) -> int:
    """6; 7 with the head manifested; Commandments, Relics and cards may change it."""
    god = state.gods[seat]
    base = BASE_HAND_LIMIT + (1 if god.parts["head"] else 0)
    return max(0, base + total(_mods(game, state, seat, mods), "hand_limit"))


def actions_per_turn(
    game: BelieveInMe, state: BState, seat: int, mods: list[Any] | None = None
) -> int:
    god = state.gods[seat]
    base = BASE_ACTIONS + (1 if pure_is(game, god, "chaotic") else 0)
    return max(0, base + total(_mods(game, state, seat, mods), "actions"))


def phenomenon_slots(
    game: BelieveInMe, state: BState, seat: int, mods: list[Any] | None = None
) -> int:
    """RULINGS B1: 2 slots (the `phenomenon_slots` option), one more for Wrathful gods."""
    god = state.gods[seat]
    base = int(state.options.get("phenomenon_slots", 2))
    if alignment(game, god) == "wrathful":
        base += 1
    return max(0, base + total(_mods(game, state, seat, mods), "phenomenon_slots"))


def monk_cap(game: BelieveInMe, god: God) -> int:
    return 4 if alignment(game, god) == "gentle" else 3


def nun_cap(game: BelieveInMe, god: God) -> int:
    """RULINGS B6: one Nun slot; Unfathomable gods have a second."""
    return 2 if alignment(game, god) == "unfathomable" else 1


MISSIONARY_CAP = 2


def truth_draw_limit(game: BelieveInMe, state: BState, seat: int) -> int:
    return max(0, 2 + total(modifiers(game, state, seat), "truth_draw"))


def monument_draw(game: BelieveInMe, state: BState, seat: int) -> int:
    god = state.gods[seat]
    base = 4 if alignment(game, god) == "chaotic" else 3
    return max(1, base + total(modifiers(game, state, seat), "monument_draw"))


def claim_reward(game: BelieveInMe, state: BState, seat: int, phen: str) -> int:
    """Believers for claiming: 8 if the Alignment differs from the Phenomenon's, 5 if it is
    the same, 3 Unfathomable, 10 the pure Unfathomable (RULINGS B21)."""
    god = state.gods[seat]
    a = alignment(game, god)
    if a == "unfathomable":
        base = 10 if is_pure(game, god) else 3
    else:
        base = 5 if a == game.cards.card(phen).alignment else 8
    return max(0, base + total(modifiers(game, state, seat), "claim_reward"))


def is_immune(game: BelieveInMe, state: BState, seat: int, to: str) -> bool:
    god = state.gods[seat]
    if to == "convert" and pure_is(game, god, "gentle"):
        return True
    return any(m["op"] == "immune" and m["to"] == to for m in modifiers(game, state, seat))


def may_play_type(
    game: BelieveInMe, state: BState, seat: int, card_type: str, mods: list[Any] | None = None
) -> bool:
    if mods is None:
        mods = modifiers(game, state, seat)
    return not any(m["op"] == "forbid_play" and m["card"] == card_type for m in mods)


def cost_of(
    game: BelieveInMe,
    state: BState,
    seat: int,
    iid: str,
    target: str = "",
    mods: list[Any] | None = None,
) -> int:
    """A card's Sacrifice cost for god `seat` (a Holy Host: against Enlightener `target`);
    `mods`: the god's modifiers if the caller has them already."""
    card = game.cards.card(iid)
    god = state.gods[seat]
    if card.type == "holy_host" and target and game.cards.card(target).kind == card.favoured:
        return 0  # RULINGS B31: a Holy Host's favoured kind costs nothing
    if mods is None:
        mods = modifiers(game, state, seat)
    cost = card.cost + total(mods, "cost", card=card.type) + total(mods, "cost", card="any")
    if card.type == "holy_host" and god.parts["legs"]:
        cost -= LEGS_HOLY_HOST_DISCOUNT
    return max(0, cost)


def can_pay(god: God, cost: int) -> bool:
    """Own costs come from the supply and the temples (never the grenade)."""
    return god.supply + god.temple >= cost


def truth_of(game: BelieveInMe, state: BState, seat: int, iid: str, mods: list[Any]) -> int:
    """What a Contest card counts for god `seat`: printed Truth, Holy Host 3 (1 with legs),
    any other Heavenly Realm card 1; then the modifiers: the lowest set (RULINGS B59), then
    the deltas."""
    card = game.cards.card(iid)
    god = state.gods[seat]
    if card.type == "truth":
        value = card.value
    elif card.type == "holy_host":
        value = HOLY_HOST_TRUTH_WITH_LEGS if god.parts["legs"] else HOLY_HOST_TRUTH
    else:
        value = 1
    classes = {card.type} | ({"heavenly"} if card.heavenly else set())
    sets = [
        m["set"] for m in mods if m["op"] == "truth_value" and m["card"] in classes and "set" in m
    ]
    if sets:
        value = min(sets)
    for m in mods:
        if m["op"] == "truth_value" and m["card"] in classes and "delta" in m:
            value += m["delta"]
    return max(0, value)


def contest_bonus(game: BelieveInMe, state: BState, seat: int, mods: list[Any]) -> int:
    """+3 until the torso is manifested (RULINGS B37: participants only), plus modifiers."""
    god = state.gods[seat]
    bonus = 0 if god.parts["torso"] or disabled(mods, "torso_bonus") else TORSO_BONUS
    return bonus + total(mods, "contest_bonus")


def fp_resting(state: BState) -> bool:
    """RULINGS B23: the False Prophet rests while all five places are engraved."""
    return "" not in state.mountain


def free_slots(game: BelieveInMe, state: BState, seat: int) -> int:
    return phenomenon_slots(game, state, seat) - len(state.gods[seat].phenomena)
