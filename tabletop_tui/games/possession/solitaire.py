"""Appendix 1, the solitaire: a Nemesis deck that attacks every Victim you possess."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
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
    other Nemesis after them is the player's to put on another Victim not yet engaged, or
    to discard (rulebook: "either put it on another non-engaged Victim, or discard it")."""
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
        if game.cards.card(card).squad:
            if can_fight(game, state, card, victim):
                _attack(game, state, card, victim)
                continue
            state.nemesis_discard.append(card)  # a soldier that cannot join (R27)
            state.say(
                f"{actions.name(game, card)} cannot join the soldiers against the "
                f"{actions.name(game, victim)}, and is discarded."
            )
            return
        state.say(f"{actions.name(game, card)} is drawn after the soldiers.")
        state.push(Step("place_nemesis", 0, {"card": card}))
        return


def _attack(game: Possession, state: PState, card: str, victim: str) -> None:
    state.attacks.append(Attack(card, actions.name(game, card), victim, -1))
    state.say(
        f"From the Nemesis deck, {actions.name(game, card)} comes for "
        f"the {actions.name(game, victim)}."
    )


class Engage(StepHandler[PState]):
    """Engage the given possessed Victims (data: victims), one at a time: a Nemesis drawn
    after a pile of soldiers is placed (a decision) before the next Victim is engaged."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        first, *rest = step.data["victims"] or [""]
        if rest:
            state.push(Step("engage", step.seat, {"victims": rest}))
        if first in state.victims and state.victims[first].owner == 0:
            engage(game, state, first)


def placeable(game: Possession, state: PState, card: str) -> list[str]:
    """The possessed Victims not yet engaged that this Nemesis may go against."""
    return [
        v for v in state.controlled(0) if not engaged(state, v) and can_fight(game, state, card, v)
    ]


class PlaceNemesis(StepHandler[PState]):
    """The solitaire: a Nemesis drawn after a soldier pile goes on another possessed Victim
    not yet engaged, or is discarded, as the player chooses (data: card)."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        card = step.data["card"]
        free = placeable(game, state, card)
        if not free:
            return []
        name = actions.name(game, card)
        return [
            Option(f"place:{v}", f"Send {name} against the {actions.name(game, v)}", (card, v))
            for v in free
        ] + [Option("discard", f"Discard {name}", (card,))]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        name = actions.name(game, step.data["card"])
        return f"{name} came after the soldiers: send it against another Victim, or discard it."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        card = step.data["card"]
        if option.key == "discard":
            self.run(game, state, step)
            return
        _attack(game, state, card, option.key.split(":", 1)[1])

    def run(self, game: Possession, state: PState, step: Step) -> None:
        card = step.data["card"]
        state.nemesis_discard.append(card)
        state.say(f"{actions.name(game, card)} is discarded.")
