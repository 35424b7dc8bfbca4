"""The Divine Cycle: God turns (resolve the tableau, Actions, draw), the Contest, the Squirrel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.believe_in_me import believers, ops, piles, rules, sources
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

STAGES = (
    "False Prophet",
    "first Enlightener",
    "second Enlightener",
    "Alignment",
    "Monk Temple",
    "Missionary Temple",
    "left-hand Relic",
    "right-hand Relic",
)


def begin_round(state: BState) -> None:
    """Phase 1 for every god from the Start Squirrel, then the Contest, then the Squirrel."""
    state.round += 1
    state.turn = state.round
    state.say(f"Round {state.round}: {state.name(state.starting_god)} holds the Start Squirrel.")
    steps = [Step("god_turn", g) for g in state.in_turn_order(state.starting_god)]
    state.push(*steps, Step("contest"), Step("squirrel"))


class GodTurn(StepHandler[BState]):
    """A god's turn: its three steps."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        seat = step.seat
        state.current = seat
        state.actions_left = rules.actions_per_turn(game, state, seat)
        state.say(f"{state.name(seat)}'s God turn.")
        state.push(
            Step("resolve", seat, {"i": 0}),
            Step("actions", seat, {"private": True}),
            Step("draw", seat),
        )


class Resolve(StepHandler[BState]):
    """Step 1: everything on the tableau, in the printed order (RULINGS B9)."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        seat, i = step.seat, step.data["i"]
        if i + 1 < len(STAGES):
            state.push(Step("resolve", seat, {"i": i + 1}))
        STAGE_DO[i](game, state, seat, i)


def stage_prophet(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    if state.fp_active and state.fp_holder == seat:
        if rules.fp_resting(state):
            state.say("The False Prophet rests: the Mountain is full.")
            return
        state.say(f"The False Prophet preaches at {state.name(seat)}.")
        believers.pay_own(state, seat, 1)


def stage_enlightener(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    god = state.gods[seat]
    k = i - 1
    if k < len(god.enlighteners):
        eid = god.enlighteners[k]
        card = game.cards.card(eid)
        if card.on_resolve:
            state.say(f"{card.name} acts on {state.name(seat)}.")
            ctx = {"self": god.placers[k], "host": seat, "card": eid}
            ops.run_ops(state, card.on_resolve, ctx)


def stage_alignment(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    god = state.gods[seat]
    a = rules.alignment(game, god)
    if rules.disabled(rules.modifiers(game, state, seat), "alignment"):
        if a in ("wrathful", "gentle", "chaotic"):  # (a token that would have done something)
            by = sources.disabled_by(game, state, seat, "alignment")
            state.say(f"{state.name(seat)}'s {a.capitalize()} token does nothing ({by}).")
        return
    ctx = {"self": seat, "card": "alignment"}
    if a == "wrathful":
        state.say(f"{state.name(seat)}'s Wrathful token: a fellow god sacrifices 1 Believer.")
        ops.run_ops(state, [{"op": "sacrifice", "who": "choose_fellow", "n": 1}], ctx)
    elif a == "gentle":
        believers.illuminate(state, seat, 1, " (Gentle)")
    elif a == "chaotic":
        ops.roll_cube(game, state, seat)


def stage_monks(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    god = state.gods[seat]
    if god.monks == 0:
        return
    n = monk_yield(game, state, seat)
    if n > 0:
        believers.illuminate(state, seat, n, " (Monks)")
    else:
        state.say(f"{state.name(seat)}'s Monks illuminate nobody.")


def monk_yield(game: BelieveInMe, state: BState, seat: int, mods: list[Any] | None = None) -> int:
    """Each Monk illuminates 1 (RULINGS B42), as Commandments and cards say (`mods`: the
    god's modifiers, when the caller has them)."""
    god = state.gods[seat]
    if mods is None:
        mods = rules.modifiers(game, state, seat)
    if god.monks == 0 or rules.disabled(mods, "monks"):
        return 0
    each = 1
    for m in mods:
        if m["op"] == "monk_yield" and "set" in m:
            each = m["set"]
    each += rules.total(mods, "monk_yield")
    if each <= 0:
        return 0  # inactive Monks (Bodily Winds) make the temple inactive too
    return max(0, each * god.monks + rules.total(mods, "monk_temple_bonus"))


def stage_missionaries(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    god = state.gods[seat]
    mods = rules.modifiers(game, state, seat)
    if god.missionaries < rules.MISSIONARY_CAP or rules.disabled(mods, "missionaries"):
        return
    n = 1 + rules.total(mods, "missionary_yield")
    if n > 0:
        state.say(f"{state.name(seat)}'s Missionaries go out to convert.")
        ops.run_ops(
            state,
            [{"op": "convert", "from": "choose_fellow", "n": n}],
            {"self": seat, "card": "missionaries"},
        )


def stage_relic(game: BelieveInMe, state: BState, seat: int, i: int) -> None:
    god = state.gods[seat]
    h = i - 6
    rid = god.relics[h]
    if not rid or (h == 1 and not god.parts["torso"]):
        return
    if rules.relics_disabled(game, state, seat):
        state.say(
            f"{state.name(seat)}'s Relics are face down: {game.card_label(rid)} does nothing."
        )
        return
    card = game.cards.card(rid)
    if card.on_resolve:
        state.say(f"{card.name} acts for {state.name(seat)}.")
        ops.run_ops(state, card.on_resolve, {"self": seat, "card": rid})


STAGE_DO = (
    stage_prophet,
    stage_enlightener,
    stage_enlightener,
    stage_alignment,
    stage_monks,
    stage_missionaries,
    stage_relic,
    stage_relic,
)


class Draw(StepHandler[BState]):
    """Step 3: up to the hand limit, at most 2 chosen Truth cards first (RULINGS B11), then
    Heavenly Realm cards at random for the rest."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        seat = step.seat
        room = rules.hand_limit(game, state, seat) - len(state.gods[seat].hand)
        if room <= 0:
            state.say(f"{state.name(seat)}'s hand is full: no cards are drawn.")
            return
        state.push(Step("draw_heavenly", seat))
        piles.refill_truth(state, seat)
        limit = rules.truth_draw_limit(game, state, seat)
        n = min(limit, room)
        if n > 0 and state.gods[seat].truth_draw:
            if n == limit != 2:  # (a play-test counted three takes, against two)
                why = ", ".join(
                    game.cards.card(cid).name
                    for cid, m in sources.modifier_sources(game, state, seat)
                    if m["op"] == "truth_draw"
                )
                state.say(f"{state.name(seat)} may take {plural(n, 'Truth card')} ({why}).")
            state.push(Step("take_truth", seat, {"n": n, "optional": True, "draw_step": True}))


class DrawHeavenly(StepHandler[BState]):
    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        seat = step.seat
        room = rules.hand_limit(game, state, seat) - len(state.gods[seat].hand)
        if room > 0:
            piles.draw_heavenly(game, state, seat, room)


class Squirrel(StepHandler[BState]):
    """Phase 3: the Start Squirrel passes to the left."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        state.starting_god = state.left_of(state.starting_god)
        state.say(f"The Start Squirrel passes to {state.name(state.starting_god)}.")
