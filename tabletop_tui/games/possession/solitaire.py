"""Appendix 1, the solitaire: a Nemesis deck that attacks every Victim you possess."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions
from tabletop_tui.games.possession.state import Attack, PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def draw_nemesis(state: PState) -> str | None:
    """The top of the Nemesis deck; an empty deck takes its shuffled discards (RULINGS.md)."""
    if not state.nemesis_deck and state.nemesis_discard:
        state.nemesis_deck, state.nemesis_discard = state.nemesis_discard, []
        state.rng.shuffle(state.nemesis_deck)
    return state.nemesis_deck.pop(0) if state.nemesis_deck else None


def engaged(state: PState, victim: str) -> bool:
    return any(a.victim == victim for a in state.attacks)


def engage(game: Possession, state: PState, victim: str) -> None:
    """Draw a Nemesis against `victim`; soldiers pile up while soldiers come, and the first
    other Nemesis after them goes to another Victim not yet engaged, or is discarded."""
    if victim not in state.victims or engaged(state, victim):
        return
    card = draw_nemesis(state)
    if card is None:
        return
    _attack(game, state, card, victim)
    while game.cards.card(card).squad:
        card = draw_nemesis(state)
        if card is None:
            return
        if game.cards.card(card).squad:
            _attack(game, state, card, victim)
            continue
        others = [v for v in state.controlled(0) if not engaged(state, v)]
        if others:
            _attack(game, state, card, others[0])
        else:
            state.nemesis_discard.append(card)
            state.say(f"{actions.name(game, card)} finds no one else to fight, and is discarded.")
        return


def _attack(game: Possession, state: PState, card: str, victim: str) -> None:
    state.attacks.append(Attack(card, actions.name(game, card), victim, -1))
    state.say(
        f"From the Nemesis deck, {actions.name(game, card)} comes for "
        f"the {actions.name(game, victim)}."
    )


class Engage(StepHandler[PState]):
    """Engage the given possessed Victims (data: victims)."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        for v in step.data["victims"]:
            if v in state.victims and state.victims[v].owner == 0:
                engage(game, state, v)
