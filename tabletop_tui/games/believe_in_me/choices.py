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
        return [Option(f"choice:{i}", step.data["options"][i]["label"]) for i in open_]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        card = step.data["ctx"].get("card", "")
        source = game.card_label(card) if card in game.cards.instances else "A card"
        return f"{source}: choose."

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        open_ = self._open(game, state, step)
        if open_:
            self._do(state, step, open_[0])

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._do(state, step, int(option.key.split(":")[1]))

    @staticmethod
    def _do(state: BState, step: Step, i: int) -> None:
        chosen = step.data["options"][i]
        state.say(f"{state.name(step.seat)} chooses: {chosen['label']}.")
        run_ops(state, chosen["do"], step.data["ctx"])
