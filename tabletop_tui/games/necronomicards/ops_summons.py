"""Card-effect ops on Summons in hand: draw, discard, give, return and steal."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.opbase import (
    G,
    OpHandler,
    aims,
    decide_as,
    recipient,
)
from tabletop_tui.games.necronomicards.state import NState


class DrawSummons(OpHandler):
    """Draw Summons into hand."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target, wanted = step.data["target"], step.data["count"]
        n = min(wanted, actions.summons_left(state))
        if n <= 0:
            state.say(f"{state.name(target)} cannot draw a Summon: none are left.")
            return
        last = "" if n >= wanted else ", the last left"
        state.say(f"{state.name(target)} draws {plural(n, 'Summon card')}{last}.")
        for _ in range(n):  # (told before the cards it names, as a turn's own draw is)
            actions.draw_summon_card(game, state, target)


def run_otherwise(state: NState, step: Step) -> None:
    """Do the op's `otherwise` to the same target (they held no unplayed Summon)."""
    fallback = step.data.get("otherwise")
    if fallback:
        data = {**fallback, "actor": step.data["actor"], "source": step.data["source"]}
        data["target"] = step.data["target"]
        state.push(Step(f"op:{fallback['op']}", step.seat, data))


class _SummonChoice(OpHandler):
    """The target picks one of their unplayed Summons (fallback `otherwise` if they hold none)."""

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        held = state.players[step.data["target"]].summons
        if step.seat != step.data["target"] or not held:
            return None
        return [Option(f"summon:{iid}", actions.name_of(game, iid), (iid,)) for iid in held]

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        if not state.players[target].summons:
            state.say(f"{state.name(target)} holds no unplayed Summon.")
            run_otherwise(state, step)
        elif step.seat != target:
            state.push(decide_as(step, target))


class DiscardSummon(_SummonChoice):
    """Discard one unplayed Summon of your choice."""

    prompt = "choose an unplayed Summon to discard."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        actions.discard_summon(state, step.seat, option.cards[0])
        state.say(
            f"{state.name(step.seat)} discards the unplayed Summon "
            f"{actions.name_of(game, option.cards[0])}."
        )


class GiveSummon(_SummonChoice):
    """Give one unplayed Summon of your choice to the recipient."""

    prompt = "choose an unplayed Summon to give away."

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if step.data["target"] == recipient(state, step):
            return None  # giving a card to oneself changes nothing: nothing to ask
        return super().choices(game, state, step)

    def act(self, game: G, state: NState, step: Step) -> None:
        if step.data["target"] == recipient(state, step):
            return  # giving a card to oneself changes nothing
        super().act(game, state, step)

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        to = recipient(state, step)
        state.players[step.seat].summons.remove(option.cards[0])
        state.players[to].summons.append(option.cards[0])
        state.say(f"{state.name(step.seat)} gives an unplayed Summon to {state.name(to)}.")
        state.say(f"The Summon is {actions.name_of(game, option.cards[0])}.", (step.seat, to))


class ReturnSummon(OpHandler):
    """A random unplayed Summon of the target's is shuffled back into the Summon deck."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        held = state.players[target].summons
        if not held:
            state.say(f"{state.name(target)} holds no unplayed Summon.")
            run_otherwise(state, step)
            return
        iid = state.rng.choice(held)
        held.remove(iid)
        state.summon_deck.append(iid)
        state.rng.shuffle(state.summon_deck)
        # Face down from hand to deck: only its holder knows which Summon it was.
        state.say(
            f"One of {state.name(target)}'s unplayed Summons is shuffled back into the Summon deck."
        )
        state.say(
            f"Your unplayed Summon {actions.name_of(game, iid)} is shuffled back into the "
            "Summon deck.",
            (target,),
        )


class StealSummon(OpHandler):
    """Take one of the target's unplayed Summons at random."""

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        seats = aims(state, actor, params.get("who", "chosen"))
        return any(state.players[s].summons for s in seats if s != actor)

    def act(self, game: G, state: NState, step: Step) -> None:
        target, actor = step.data["target"], step.data["actor"]
        held = state.players[target].summons
        if not held or target == actor:
            state.say(f"{state.name(target)} has no unplayed Summon to take.")
            return
        iid = state.rng.choice(held)
        held.remove(iid)
        state.players[actor].summons.append(iid)
        state.say(f"{state.name(actor)} takes an unplayed Summon from {state.name(target)}.")
        state.say(f"The Summon is {actions.name_of(game, iid)}.", (actor, target))
