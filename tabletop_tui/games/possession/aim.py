"""Which Victim a card goes on, asked after the Round's choice of the card: a Round with one
option per card and Victim ran to 17 options with four daemons, more than a screen shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession.play import aim_targets, card_option, put_down, triggered_traps
from tabletop_tui.games.possession.state import PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession

BACK = Option("back", "Choose another card")


class Aim(StepHandler[PState]):
    """The Victim for a Nemesis or Equipment card chosen in a Round, or another card.
    data: `_card` (still in hand, so only its holder sees which), `round` (the Round's
    step data, taken up again as it was if the player goes back)."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        iid = step.data.get("_card")
        if iid is None or iid not in state.players[step.seat].hand:
            return []  # (a world dealt for another seat, which cannot tell the card)
        traps = triggered_traps(game, state, step.seat)
        victims = aim_targets(game, state, step.seat, iid)
        return [card_option(game, state, step.seat, iid, v, traps) for v in victims] + [BACK]

    def run(self, game: Possession, state: PState, step: Step) -> None:
        """No card to aim (never in play: a world dealt for another seat could miss it):
        the Round is taken up again."""
        state.push(Step("play", step.seat, dict(step.data["round"])))

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        card = game.cards.card(step.data["_card"])
        trap = "TRAP! " if card.trap is not None else ""
        if card.kind == "equipment":
            return f"{trap}Equip {card.name} on which Victim?"
        return f"{trap}Send {card.name} against which Victim?"

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        round_data = step.data["round"]
        if option.key == BACK.key:  # nothing spent: the same Round, asked again
            state.push(Step("play", step.seat, dict(round_data)))
            return
        iid, _, victim = option.key.split(":", 1)[1].partition("@")
        put_down(game, state, step.seat, round_data, iid, victim)
