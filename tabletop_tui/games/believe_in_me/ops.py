"""The card-effect interpreter: each op of FORMAT.md implemented once.

A list of ops runs as an `ops` step: the first op is carried out (or turned into a choice)
and the rest waits under it on the stack. `ctx` binds the gods an op may name: `self`
(the card's owner), `host` (the tableau an Enlightener sits on), `target` (bound by
`for_each` or a choice of god) and `card` (the card whose effect this is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import believers, piles, rules
from tabletop_tui.games.believe_in_me.believers import plural
from tabletop_tui.games.believe_in_me.state import TEMPLE_ATTR, BState
from tabletop_tui.games.believe_in_me.targets import (
    fellow_candidates,
    gods,
    nobody_to_name,
    number,
    one,
    pick_god,
)

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

GOD_KEYS = ("who", "from", "to", "chooser")
MANY = ("each_fellow", "each_god")
CUBE = ("nothing", "illuminate", "convert", "sacrifice", "sacrifice_fellow", "illuminate2")
CUBE_WORDS = {
    "nothing": "the blue swirl: nothing happens",
    "illuminate": "gold: illuminate 1",
    "convert": "green: convert 1",
    "sacrifice": "red: sacrifice 1 of your own",
    "sacrifice_fellow": "red with a target: a fellow god sacrifices 1",
    "illuminate2": "two golds: illuminate 2",
}


def run_ops(
    state: BState, ops: list[dict[str, Any]] | tuple[Any, ...], ctx: dict[str, Any]
) -> None:
    """Queue `ops` to run next, for the god `ctx['self']`."""
    if ops:
        state.push(Step("ops", ctx["self"], {"ops": list(ops), "ctx": dict(ctx), "private": False}))


def expand(game: BelieveInMe, state: BState, op: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """Turn a god selector needing a choice (or naming several gods) into steps; True if so."""
    for key in GOD_KEYS:
        sel = op.get(key)
        if op["op"] == "for_each" and key == "who":
            continue
        if sel in ("choose_fellow", "most_believers", "fewest_believers"):
            found = fellow_candidates(game, state, op, sel, ctx)
            bound = {**op, key: "target"}
            if not found:
                why = nobody_to_name(game, state, op, sel, ctx)
                state.say(f"{state.name(ctx['self'])} names nobody: {why}.")
            elif len(found) == 1:
                run_ops(state, [bound], {**ctx, "target": found[0]})
            else:
                state.push(pick_god(ctx, found, [bound], op["op"]))
            return True
        if sel in MANY:
            seats = gods(game, state, sel, ctx)
            for seat in reversed(seats):
                run_ops(state, [{**op, key: "target"}], {**ctx, "target": seat})
            return True
    return False


class RunOps(StepHandler[BState]):
    """Carries out the first op of a list; the rest stays queued below it."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        ops, ctx = step.data["ops"], step.data["ctx"]
        op, rest = ops[0], ops[1:]
        if rest:
            run_ops(state, rest, ctx)
        if expand(game, state, op, ctx):
            return
        DO[op["op"]](game, state, op, ctx)


# ---------------------------------------------------------------- the ops


def op_illuminate(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    if seat >= 0:
        believers.illuminate(state, seat, number(game, state, op["n"], ctx))


def op_sacrifice(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    if seat >= 0:
        believers.sacrifice(game, state, seat, number(game, state, op["n"], ctx), ctx["self"])


def op_convert(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    source, to = one(game, state, op, "from", ctx), one(game, state, op, "to", ctx)
    if source >= 0 and to >= 0:
        believers.convert(game, state, source, to, number(game, state, op["n"], ctx))


def op_draw_heavenly(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    if seat >= 0:
        piles.draw_heavenly(game, state, seat, number(game, state, op["n"], ctx))


def op_take_truth(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    n = number(game, state, op["n"], ctx)
    if seat >= 0 and n > 0:
        data: dict[str, Any] = {"n": n, "optional": False}
        if ctx.get("card") in game.cards.instances:  # the card that gives it, for the prompt
            data["source"] = ctx["card"]
        state.push(Step("take_truth", seat, data))


def op_discard(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    n = number(game, state, op["n"], ctx)
    if seat >= 0 and n > 0:
        state.push(Step("discard", seat, {"n": n, "what": op["what"]}))


def op_steal_card(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    source, me = one(game, state, op, "from", ctx), ctx["self"]
    hand = state.gods[source].hand if source >= 0 else []
    for _ in range(min(number(game, state, op["n"], ctx), len(hand))):
        steal_one(game, state, me, source, hand.pop(state.rng.randrange(len(hand))))


def steal_one(game: BelieveInMe, state: BState, me: int, source: int, iid: str) -> None:
    """A card taken at random from `source`'s hand: the table learns only its back (a Truth
    card or not); the taker and the loser are told which card it was."""
    taker, loser, label = state.name(me), state.name(source), game.card_label(iid)
    if game.cards.card(iid).type == "truth":
        piles.discard_truth(game, state, iid, source)
        state.say(f"{taker} takes one of {loser}'s Truth cards; it goes to {loser}'s discard pile.")
        state.say(f"You take {loser}'s {label}; it goes to their discard pile.", (me,))
        state.say(f"You lose {label} to {taker}; it goes to your discard pile.", (source,))
    else:
        state.gods[me].hand.append(iid)
        state.say(f"{taker} takes a card from {loser}'s hand.")
        state.say(f"You take {label}.", (me,))
        state.say(f"You lose {label} to {taker}.", (source,))


def op_gain_actions(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    n = number(game, state, op["n"], ctx)
    state.actions_left += n
    state.say(f"{state.name(ctx['self'])} gains {plural(n, 'Action')}.")


def op_roll_cube(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    roll_cube(game, state, ctx["self"])


def roll_cube(game: BelieveInMe, state: BState, seat: int) -> None:
    """The Cube of Chaos: six faces (rulebook, Cube of Chaos)."""
    face = CUBE[state.rng.randrange(6)]
    state.say(f"{state.name(seat)} rolls the Cube of Chaos: {CUBE_WORDS[face]}.")
    ctx = {"self": seat, "card": "cube"}
    plan = {
        "nothing": [],
        "illuminate": [{"op": "illuminate", "n": 1}],
        "convert": [{"op": "convert", "from": "choose_fellow", "n": 1}],
        "sacrifice": [{"op": "sacrifice", "n": 1}],
        "sacrifice_fellow": [{"op": "sacrifice", "who": "choose_fellow", "n": 1}],
        "illuminate2": [{"op": "illuminate", "n": 2}],
    }[face]
    run_ops(state, plan, ctx)


def op_remove_enlightener(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "from", ctx)
    if seat >= 0 and state.gods[seat].enlighteners:
        state.push(
            Step(
                "pick",
                ctx["self"],
                {"what": "remove_enlightener", "god": seat, "n": 1, "private": False},
            )
        )


def op_destroy_phenomenon(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "from", ctx)
    n = number(game, state, op["n"], ctx)
    if op.get("then_another") and seat >= 0:  # then as many at a fellow god not yet named
        again = {"op": "destroy_phenomenon", "from": "choose_fellow", "n": n, "besides": seat}
        run_ops(state, [again], ctx)
    if seat >= 0 and state.gods[seat].phenomena and n > 0:
        state.push(
            Step(
                "pick",
                ctx["self"],
                {"what": "destroy_phenomenon", "god": seat, "n": n, "private": False},
            )
        )


def op_steal_phenomenon(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat, me = one(game, state, op, "from", ctx), ctx["self"]
    if seat < 0 or not state.gods[seat].phenomena:
        return
    if rules.free_slots(game, state, me) <= 0:
        state.say(f"{state.name(me)} has no free Phenomenon slot: nothing is taken.")
        return
    state.push(
        Step("pick", me, {"what": "steal_phenomenon", "god": seat, "n": 1, "private": False})
    )


def op_shatter(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    if any(state.mountain):
        state.push(Step("pick", ctx["self"], {"what": "shatter", "n": 1, "private": False}))
    else:
        state.say("The Mountain of Commandments is empty: there is nothing to shatter.")


def op_engrave(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    engrave(game, state, ctx["self"])


def engrave(game: BelieveInMe, state: BState, seat: int) -> None:
    """Draw 3 Commandments, engrave one in the lowest free place, discard the rest unseen."""
    if "" not in state.mountain:
        state.say("The Mountain of Commandments is full: nothing more can be engraved.")
        return
    drawn = piles.draw_commandments(state, 3)
    if not drawn:  # (B24)
        state.say("No Commandment is left to draw: nothing is engraved.")
        return
    state.say(f"{state.name(seat)} draws {len(drawn)} Commandments.")
    state.push(Step("pick", seat, {"what": "engrave", "drawn": drawn, "n": 1}))


def op_move_fp(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    to = one(game, state, op, "to", ctx)
    if to < 0:
        return
    if rules.fp_resting(state):  # RULINGS B23: he stays where he is
        state.say("The False Prophet rests while the Mountain is full: he stays where he is.")
        return
    state.fp_active = True
    state.fp_holder = to
    state.say(f"The False Prophet moves to {state.name(to)}.")
    if "sacrifice" in op:
        believers.sacrifice(game, state, to, number(game, state, op["sacrifice"], ctx), ctx["self"])


def op_temple_add(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op, "who", ctx)
    if seat < 0:
        return
    god = state.gods[seat]
    kind = op["temple"]
    if kind == "nun" and not state.twilight:
        state.say("The Nun Temples are closed until the Twilight of the Gods.")
        return
    cap = {
        "monk": rules.monk_cap(game, god),
        "missionary": rules.MISSIONARY_CAP,
        "nun": rules.nun_cap(game, god),
    }[kind]
    have = getattr(god, TEMPLE_ATTR[kind])
    k = min(number(game, state, op["n"], ctx), cap - have)
    if k > 0:
        setattr(god, TEMPLE_ATTR[kind], have + k)
        state.pagan -= k
        state.say(f"{state.name(seat)} gains {plural(k, kind.capitalize())} from the Pagan pile.")
    else:
        state.say(f"{state.name(seat)}'s {kind.capitalize()} Temple is full: nobody joins.")


def op_charge_grenade(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    from tabletop_tui.games.believe_in_me import actions

    seat = ctx["self"]
    god = state.gods[seat]
    if god.detonated or not god.grenade:
        gone = "has gone off already" if god.detonated else "is not in play"
        state.say(f"{state.name(seat)}'s Holy Hand Grenade {gone}: nothing is charged.")
        return
    k = min(number(game, state, op["n"], ctx), 3 - god.grenade_charge)
    if k <= 0:
        return
    god.grenade_charge += k
    state.pagan -= k
    state.say(
        f"{state.name(seat)} charges the Holy Hand Grenade with {plural(k)} from the Pagan pile."
    )
    if god.grenade_charge >= 3:
        actions.detonate(game, state, seat)
    else:  # RULINGS B58: each charge, a card's too, lets the god detonate
        state.push(Step("detonate", seat, {"private": True}))


def op_peek(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    """The top Phenomena, next first; in the Twilight, the face-down final ones (B57)."""
    seat = ctx["self"]
    pile = state.twilight_phen if state.twilight else state.phen_deck
    top = pile[-number(game, state, op["n"], ctx) :][::-1]
    if top:
        names = ", ".join(game.card_label(c) for c in top)
        state.say(f"{state.name(seat)} peeks at the next {plural(len(top), 'Phenomenon')}.")
        state.say(f"Next Phenomena: {names}.", (seat,))
    else:
        state.say(f"{state.name(seat)} has no Phenomenon left to look at.")


def op_choose(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    chooser = one(game, state, op, "chooser", ctx)
    if chooser < 0:
        return
    state.push(
        Step("choose", chooser, {"options": op["options"], "ctx": dict(ctx), "private": True})
    )


def op_if(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    seat = one(game, state, op["cond"], "of", ctx)
    ok = seat >= 0 and rules.holds(game, state, seat, op["cond"])
    run_ops(state, op["then"] if ok else op.get("else", []), ctx)


def op_for_each(game: BelieveInMe, state: BState, op: Any, ctx: Any) -> None:
    sel = op["who"]
    if sel in ("choose_fellow", "most_believers", "fewest_believers"):
        found = fellow_candidates(game, state, {"op": "for_each"}, sel, ctx)
        if len(found) == 1:
            run_ops(state, op["do"], {**ctx, "target": found[0]})
        elif found:
            state.push(pick_god(ctx, found, op["do"], "for_each"))
        return
    for seat in reversed(gods(game, state, sel, ctx)):
        run_ops(state, op["do"], {**ctx, "target": seat})


DO = {
    "illuminate": op_illuminate,
    "sacrifice": op_sacrifice,
    "convert": op_convert,
    "draw_heavenly": op_draw_heavenly,
    "take_truth": op_take_truth,
    "discard": op_discard,
    "steal_card": op_steal_card,
    "gain_actions": op_gain_actions,
    "roll_cube": op_roll_cube,
    "remove_enlightener": op_remove_enlightener,
    "destroy_phenomenon": op_destroy_phenomenon,
    "steal_phenomenon": op_steal_phenomenon,
    "shatter_commandment": op_shatter,
    "engrave_commandment": op_engrave,
    "move_false_prophet": op_move_fp,
    "temple_add": op_temple_add,
    "charge_grenade": op_charge_grenade,
    "peek_phenomena": op_peek,
    "choose": op_choose,
    "if": op_if,
    "for_each": op_for_each,
}
