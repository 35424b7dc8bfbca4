"""Card-effect ops, the base: how an op finds its target player (`who`), asks, and acts.

The verbs themselves are in ops_spells, ops_summons and ops_piles; ops names them all.

An op step carries its YAML parameters plus `actor` (who played the Summon or drew the
Curse) and, once known, `target` (the player it applies to). `who: each` and
`who: each_other` fan out into one step per player, in turn order from the actor.
"""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import OnlyAnswer
from tabletop_tui.core.state import Step
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.state import NState

G = Any  # the NecronomiCards game (kept loose: game.py imports this module)


def player_option(state: NState, seat: int) -> Option:
    """An option naming a player."""
    return Option(f"player:{seat}", state.name(seat))


class OpHandler(OnlyAnswer[NState]):
    """Resolves `who`, then does the op: automatically, or through the target's choices."""

    # Whether the op needs a target player (ops acting only on the actor set this False).
    targeted = True

    def asked(self, game: G, state: NState, step: Step) -> list[Option] | None:
        """The question the step puts to its seat (None: the op runs by itself; one answer
        is given without the question, RULINGS.md R26)."""
        if self.targeted and "target" not in step.data:
            who = step.data["who"]
            if who in ("chosen", "chosen_any"):
                seats = state.in_turn_order(step.seat)
                if who == "chosen":
                    seats = seats[1:]
                if len(seats) == 1:  # one player to choose: no question (run() aims at them)
                    return None
                return [player_option(state, s) for s in seats]
            return None
        return self.choices(game, state, step)

    def describe(self, game: G, state: NState, step: Step) -> str:
        source = actions.name_of(game, step.data["source"])
        if self.targeted and "target" not in step.data:
            return f"{source}: choose a player."
        return f"{source}: {self.prompt_for(game, state, step)}"

    def resolve(self, game: G, state: NState, step: Step, option: Option) -> None:
        if self.targeted and "target" not in step.data:
            target = int(option.key.split(":")[1])
            if not state.quiet:
                state.say(
                    f"{state.name(step.seat)} chooses {state.name(target)} "
                    f"for {actions.name_of(game, step.data['source'])}."
                )
            self.retarget(state, step, target)
            return
        self.chosen(game, state, step, option)

    def alone(self, game: G, state: NState, step: Step) -> None:
        if self.targeted and "target" not in step.data:
            who = step.data["who"]
            # "chosen": one player to choose from (options() asked nothing), as the chooser sees
            seats = aims(state, step.seat if who == "chosen" else step.data["actor"], who)
            steps = [Step(step.kind, step.seat, {**step.data, "target": s}) for s in seats]
            state.push(*steps)
            return
        self.act(game, state, step)

    @staticmethod
    def retarget(state: NState, step: Step, target: int) -> None:
        """Re-open the step with its target fixed."""
        state.push(Step(step.kind, step.seat, {**step.data, "target": target}))

    # What each op defines:
    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        """The options once the target is known (None: the op runs by itself)."""
        return None

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        """The prompt once the target is known."""
        return self.prompt

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        """Carry out a choice made once the target is known."""

    def act(self, game: G, state: NState, step: Step) -> None:
        """Carry out the op when nobody has anything to choose."""

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        """Whether the op (its YAML `params`), played by `actor`, could do anything now (a
        "choose one" card offers only the options that can, RULINGS R24)."""
        return True


def aims(state: NState, actor: int, who: str) -> list[int]:
    """The players an op played by `actor` may act on, by its `who`."""
    if who in ("chosen", "each_other"):
        return state.in_turn_order(actor)[1:]
    if who in ("chosen_any", "each"):
        return state.in_turn_order(actor)
    if who == "left":
        return [state.left_of(actor)]
    if who == "right":
        return [state.right_of(actor)]
    return [actor]


def spells_in_reach(
    state: NState, actor: int, params: dict[str, Any], *, others: bool = False
) -> bool:
    """Whether a player the op may act on (`others`: not the actor, who takes nothing from
    themselves) holds a Spell card: what an op that discards, takes or redraws them needs."""
    seats = aims(state, actor, params.get("who", "you"))
    return any(state.players[s].spells for s in seats if not (others and s == actor))


def decide_as(step: Step, seat: int) -> Step:
    """The same step, with the decision passed to `seat`."""
    return Step(step.kind, seat, dict(step.data))


def recipient(state: NState, step: Step) -> int:
    """Who receives: `to` (you/left/right of the actor), by default the actor."""
    actor = step.data["actor"]
    to = step.data.get("to", "you")
    return {"left": state.left_of(actor), "right": state.right_of(actor)}.get(to, actor)
