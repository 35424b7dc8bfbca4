"""Appendix 1, the solitaire: a Nemesis deck that attacks every Victim you possess."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
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


def can_fight(game: Possession, state: PState, card: str, victim: str) -> bool:
    """Whether this Nemesis may go against this Victim (a Victim's ward keeps its kind off)."""
    kind = game.cards.card(card).nemesis
    return not any(
        m["kind"] == kind and not m.get("once")
        for m in rules.victim_mods(game, state, victim, "ward")
    )


def engage(game: Possession, state: PState, victim: str) -> None:
    """Draw a Nemesis against `victim`; soldiers pile up while soldiers come, and the first
    other Nemesis after them goes to another Victim not yet engaged, or is discarded."""
    if victim not in state.victims or engaged(state, victim):
        return
    for _ in range(len(state.nemesis_deck) + len(state.nemesis_discard) + 1):
        card = draw_nemesis(state)
        if card is None:
            return
        if can_fight(game, state, card, victim):
            break
        state.nemesis_discard.append(card)
        state.say(
            f"{actions.name(game, card)} cannot be sent against the "
            f"{actions.name(game, victim)}, and is discarded."
        )
    else:
        return
    _attack(game, state, card, victim)
    while game.cards.card(card).squad:
        card = draw_nemesis(state)
        if card is None:
            return
        if game.cards.card(card).squad and can_fight(game, state, card, victim):
            _attack(game, state, card, victim)
            continue
        others = [
            v
            for v in state.controlled(0)
            if not engaged(state, v) and can_fight(game, state, card, v)
        ]
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
