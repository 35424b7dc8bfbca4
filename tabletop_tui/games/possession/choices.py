"""The small decisions cards and rules open: more soldiers, Victims and cards to give up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import OnlyAnswer, StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.reveal import (
    may_reveal,
    reveal_daemon,
    reveal_option,
)
from tabletop_tui.games.possession.state import CARDS_PER_TURN, PState
from tabletop_tui.games.possession.words import plural

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


class Squad(StepHandler[PState]):
    """Men-at-Arms and Serjeants-at-Arms may go down together, each counting as a card.
    Asked whenever the hand still holds a card and the turn has room for one, soldier or
    not: a question only for a hand with another soldier would show the table it is there."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        p, v = state.players[step.seat], step.data["victim"]
        if p.played >= CARDS_PER_TURN or v not in state.victims or not p.hand:
            return []
        opts, seen = [], set()
        for iid in p.hand:
            card = game.cards.card(iid)
            if (
                card.squad
                and card.id not in seen
                and actions.nemesis_fits(game, state, step.seat, card, v)
            ):
                seen.add(card.id)
                opts.append(Option(f"squad:{iid}", f"Also send {card.name}", (iid, v)))
        return [*opts, Option("done", "No more" if opts else "Done (no other soldier to send)")]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        target = actions.name(game, step.data["victim"])
        if len(self.options(game, state, step) or ()) <= 1:  # (a play-test wondered why)
            return (
                f"No other soldier to send against the {target}: done. (Asked of every hand"
                " with room for a card this turn: nobody learns what yours holds.)"
            )
        return f"Send more soldiers against the {target}? (each counts as a card this turn)"

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "done":
            return
        iid = option.key.split(":", 1)[1]
        p = state.players[step.seat]
        p.hand.remove(iid)
        p.played += 1
        actions.send(game, state, iid, step.data["victim"], step.seat)
        state.say(f"{state.name(step.seat)} also sends {actions.name(game, iid)}.")
        state.push(step)


class Balance(OnlyAnswer[PState]):
    """Possession below Willpower: the player chooses Victims to lose until it is restored.
    With one Victim and nothing else to do, it goes without a question (RULINGS.md R35)."""

    def asked(self, game: Possession, state: PState, step: Step) -> list[Option]:
        """The Victims the player may lose, and the Daemon's reveal while it is face down."""
        seat = step.seat
        if not unbalanced(game, state, seat):
            return []
        opts = [
            Option(
                f"lose:{v}",
                f"Lose the {actions.name(game, v)} "
                f"(Willpower {rules.victim_willpower(game, state, v)})",
                (v,),
            )
            for v in state.controlled(seat)
        ]
        if may_reveal(state, seat):
            # (not "to restore your possession": a play-test read it as a promise from a
            # Daemon whose power could not keep it; R22 offers it whatever the power)
            when = "before losing a Victim (the balance is checked again after)"
            opts.append(reveal_option(game, state, seat, when))
        return opts

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        s = step.seat
        return (
            f"Your possession ({rules.possession(game, state, s)}) is below your Willpower "
            f"({rules.willpower(game, state, s)}): choose a Victim to lose."
        )

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "reveal":
            reveal_daemon(game, state, step.seat)  # the balance is checked again after it
            return
        actions.lose_victim(game, state, option.key.split(":", 1)[1], " (possession too weak)")


def unbalanced(game: Possession, state: PState, seat: int) -> bool:
    return bool(state.controlled(seat)) and rules.spare(game, state, seat) < 0


class DiscardCards(StepHandler[PState]):
    """Discard cards of your choice from your hand. data: count."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        hand = state.players[step.seat].hand
        if step.data["count"] <= 0 or not hand:
            return []
        return [
            Option(
                f"discard:{c}",
                f"Discard {actions.name(game, c)}{actions.copies_note(game, hand, c)}",
                (c,),
            )
            for c in actions.one_of_each(game, hand)
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return f"Discard {plural(step.data['count'], 'card')} from your hand."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        c = option.key.split(":", 1)[1]
        state.players[step.seat].hand.remove(c)
        state.discard.append(c)
        state.say(f"{state.name(step.seat)} discards {actions.name(game, c)}.")
        if step.data["count"] > 1:
            state.push(Step("discard_cards", step.seat, {"count": step.data["count"] - 1}))


class LosePossession(OnlyAnswer[PState]):
    """Choose which of a player's Possession cards they lose (all of one kind: one goes
    without a question, RULINGS.md R35). data: player, count."""

    def asked(self, game: Possession, state: PState, step: Step) -> list[Option]:
        """The kinds of Possession card the chooser may take away (all in the open)."""
        d: dict[str, Any] = step.data
        cards = state.players[d["player"]].possession_cards
        if d["count"] <= 0 or not cards or step.seat < 0:
            return []
        return [
            Option(f"lose:{c}", f"{state.name(d['player'])} loses {actions.name(game, c)}", (c,))
            for c in actions.one_of_each(game, cards)
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        d = step.data
        return (
            f"Choose a Possession card {state.name(d['player'])} loses "
            f"({plural(d['count'], 'card')} to go)."
        )

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        d = dict(step.data)
        actions.discard_possession_card(game, state, d["player"], option.key.split(":", 1)[1])
        d["count"] -= 1
        if d["count"] > 0:
            state.push(Step("lose_possession", step.seat, d))

    def alone(self, game: Possession, state: PState, step: Step) -> None:
        """Nobody to choose (the solitaire's Exorcist): shuffled, and taken at random."""
        d = step.data
        cards = list(state.players[d["player"]].possession_cards)
        state.rng.shuffle(cards)
        for c in cards[: d["count"]]:
            actions.discard_possession_card(game, state, d["player"], c)
