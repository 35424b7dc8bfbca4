"""Choices a card's effect asks for: which fellow god it names, which branch of a `choose`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.ops import run_ops
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.games.believe_in_me.targets import one

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe


class PickGod(StepHandler[BState]):
    """A card asks its owner to name a fellow god."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        return [Option(f"god:{g}", state.name(g)) for g in step.data["gods"]]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        card = step.data["ctx"].get("card", "")
        source = game.card_label(card) if card in game.cards.instances else "The effect"
        return f"{source}: choose a fellow god."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        target = int(option.key.split(":")[1])
        run_ops(state, step.data["ops"], {**step.data["ctx"], "target": target})


class Choose(StepHandler[BState]):
    """A card's `choose` op: its chooser picks one branch whose condition holds."""

    def _open(self, game: BelieveInMe, state: BState, step: Step) -> list[int]:
        ctx = step.data["ctx"]
        out = []
        for i, opt in enumerate(step.data["options"]):
            cond = opt.get("if")
            if cond:
                subject = one(
                    game,
                    state,
                    {"of": cond.get("of", "self")},
                    "of",
                    {**ctx, "self": step.seat} if "of" not in cond else ctx,
                )
                if subject < 0 or not rules.holds(game, state, subject, cond):
                    continue
            out.append(i)
        return out

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        open_ = self._open(game, state, step)
        if len(open_) <= 1:
            return []
        return [Option(f"choice:{i}", label(state, step, i)) for i in open_]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        card = step.data["ctx"].get("card", "")
        source = game.card_label(card) if card in game.cards.instances else "A card"
        return f"{source}: choose."

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        open_ = self._open(game, state, step)
        if open_:  # the one branch open: no choice was made, so none is said to be
            words = label(state, step, open_[0])
            said = f"{words[:1].lower()}{words[1:]}"
            state.say(f"{state.name(step.seat)} has no other choice: {said}.")
            run_ops(state, step.data["options"][open_[0]]["do"], step.data["ctx"])

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        i = int(option.key.split(":")[1])
        state.say(f"{state.name(step.seat)} chooses: {label(state, step, i)}.")
        run_ops(state, step.data["options"][i]["do"], step.data["ctx"])


def label(state: BState, step: Step, i: int) -> str:
    """A `choose` branch's words, `{owner}` standing for the card's owner by name."""
    words: str = step.data["options"][i]["label"]
    return words.replace("{owner}", state.name(step.data["ctx"]["self"]))
