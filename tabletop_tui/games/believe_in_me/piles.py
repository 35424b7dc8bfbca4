"""Draw piles and discard piles; an empty draw pile is refilled from its discard pile at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe


def draw_heavenly(game: BelieveInMe, state: BState, seat: int, n: int) -> int:
    """Random Heavenly Realm cards into a hand; returns how many were drawn."""
    got: list[str] = []
    for _ in range(n):
        held = resolving(state) if not state.general_deck else ()
        if not state.general_deck and any(c not in held for c in state.general_discard):
            # a Blessing or Holy Host whose effect this is reaches the pile afterwards
            # (rulebook): it is not shuffled in to be drawn by its own effect
            state.general_deck = [c for c in state.general_discard if c not in held]
            state.general_discard = [c for c in state.general_discard if c in held]
            forget_secrets(state, state.general_deck)
            state.rng.shuffle(state.general_deck)
            state.say("The general discard pile is shuffled into a new draw pile.")
        if not state.general_deck:
            break
        got.append(state.general_deck.pop())
    state.gods[seat].hand.extend(got)
    if got:
        state.say(
            f"{state.name(seat)} draws {len(got)} Heavenly Realm card{'s' * (len(got) != 1)}."
        )
        state.say(f"You draw {', '.join(game.card_label(c) for c in got)}.", (seat,))
    return len(got)


def refill_truth(state: BState, seat: int) -> None:
    """Rulebook: when the last card of the personal draw pile is drawn, the personal
    discard pile becomes the new draw pile."""
    god = state.gods[seat]
    if not god.truth_draw and god.truth_discard:
        god.truth_draw = god.truth_discard
        god.truth_discard = []
        state.rng.shuffle(god.truth_draw)
        state.say(f"{state.name(seat)}'s Truth discard pile becomes the new draw pile.")


def discard_truth(game: BelieveInMe, state: BState, iid: str, holder: int) -> None:
    """A Truth card goes to its owner's personal discard pile (an unmarked 6 belongs to the
    god who holds it: it joined their Truth cards for good)."""
    owner = game.cards.truth_owner(iid)
    state.gods[owner if owner >= 0 else holder].truth_discard.append(iid)


def discard_card(game: BelieveInMe, state: BState, iid: str, holder: int) -> None:
    """A played or spent card to its discard pile; `holder` is the god it came from."""
    kind = game.cards.card(iid).type
    if kind == "truth":
        discard_truth(game, state, iid, holder)
    elif kind == "phenomenon":
        state.phen_discard.append(iid)
    else:
        state.general_discard.append(iid)


def draw_commandments(state: BState, n: int) -> list[str]:
    """RULINGS B24: reshuffle the Commandment discard when the pile runs out; draw what
    there is."""
    got: list[str] = []
    for _ in range(n):
        if not state.commandment_deck and state.commandment_discard:
            state.commandment_deck = state.commandment_discard
            state.commandment_discard = []
            forget_secrets(state, state.commandment_deck)
            state.rng.shuffle(state.commandment_deck)
        if not state.commandment_deck:
            break
        got.append(state.commandment_deck.pop())
    return got


def forget_secrets(state: BState, cards: list[str]) -> None:
    """Face-down discards shuffled into a draw pile are as unknown as the rest of it."""
    gone = set(cards)
    state.secret = [pair for pair in state.secret if pair[0] not in gone]


def resolving(state: BState) -> set[str]:
    """The played cards whose effect is still under way (each waits on a `spent` step)."""
    return {s.data["card"] for s in state.stack if s.kind == "spent"}


def spend_after(state: BState, seat: int, card: str) -> None:
    """Open the step that ends a played card's effect: push it before the effect's ops."""
    state.push(Step("spent", seat, {"card": card, "private": False}))


class Spent(StepHandler[BState]):
    """A played card's effect is over (rulebook: "Afterwards they are placed on the ...
    discard pile"): a triggered Phenomenon leaves its slot now (RULINGS B51), so its effect
    cannot fill the slot it held; a Blessing or Holy Host, already laid on the general
    discard pile, may now be shuffled into a new draw pile."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        card = step.data["card"]
        god = state.gods[step.seat]
        if card in god.phenomena:
            god.phenomena.remove(card)
            state.phen_discard.append(card)
