"""The turn's end: hands passed as the Location says, TRAP!s discovered, the Narrator's Token."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions
from tabletop_tui.games.possession.state import PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession

CHEAT_PENALTY = 2
SOLITAIRE_KEEP = 4


def give_hands(game: Possession, state: PState, moves: dict[int, int]) -> None:
    """Hands go giver -> receiver; a receiver who finds a hidden TRAP! makes the giver pay."""
    hands = {s: state.players[s].hand for s in moves}
    named: dict[int, str] = {}  # giver -> the TRAP! the log names: the whole table saw it
    for giver, receiver in moves.items():
        p = state.players[giver]
        found = [c for c in p.cheats if c in hands[giver]]
        if found and receiver != giver:
            named[giver] = found[0]
            held = len(state.players[giver].possession_cards)
            if held == 0:
                price = "has no Possession card to lose"
            elif held < CHEAT_PENALTY:
                price = "loses their only Possession card"
            else:
                price = f"loses {CHEAT_PENALTY} Possession cards, chosen by {state.name(receiver)}"
            state.say(
                f"{state.name(receiver)} finds {actions.name(game, found[0])} in the hand "
                f"{state.name(giver)} passed: a TRAP! left unplayed! {state.name(giver)} "
                f"{price}."
            )
            if held:
                state.push(
                    Step("lose_possession", receiver, {"player": giver, "count": CHEAT_PENALTY})
                )
    seen = {s: known_after_pass(state, s, r, hands[s]) for s, r in moves.items()}
    everyone = range(state.num_players)
    for giver, card in named.items():  # found and named aloud: all know where it is (R34)
        seen[giver][card] = tuple(s for s in everyone if s != moves[giver])
    for giver, receiver in moves.items():
        state.players[receiver].hand = hands[giver]
        state.players[receiver].seen_by = seen[giver]
        state.players[giver].cheats = []  # the hand is gone: so is the secret


def known_after_pass(
    state: PState, giver: int, receiver: int, hand: list[str]
) -> dict[str, tuple[int, ...]]:
    """Who knows each card of a hand once it is passed (R34): the giver, who held it, and
    whoever knew it was in the giver's hand; the receiver holds it and needs no memory."""
    before = state.players[giver].seen_by
    out: dict[str, tuple[int, ...]] = {}
    for c in hand:
        knowers = tuple(sorted((set(before.get(c, ())) | {giver}) - {receiver}))
        if knowers:
            out[c] = knowers
    return out


class PassHands(StepHandler[PState]):
    """RIGHT / LEFT / OPPOSITE / STAY / RESHUFFLE; data: direction. Seat: the Narrator."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        if step.data["direction"] != "opposite" or state.num_players != 3:
            return []
        others = [s for s in range(state.num_players) if s != state.narrator]
        return [
            Option(
                f"swap:{s}",
                f"Exchange hands with {state.name(s)}; "
                f"{state.name(next(o for o in others if o != s))} takes the Narrator's Token",
            )
            for s in others
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return "OPPOSITE with three players: as Narrator, choose whom you exchange hands with."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        partner = int(option.key.split(":")[1])
        third = next(s for s in range(3) if s not in (partner, state.narrator))
        give_hands(game, state, {state.narrator: partner, partner: state.narrator})
        state.say(
            f"{state.name(state.narrator)} and {state.name(partner)} exchange hands; "
            f"{state.name(third)} becomes the Narrator."
        )
        state.narrator = third

    def run(self, game: Possession, state: PState, step: Step) -> None:
        direction, n = step.data["direction"], state.num_players
        if state.solitaire:
            if direction in ("left", "right", "opposite"):
                state.push(Step("keep", 0))
            elif direction == "reshuffle":
                self._reshuffle(state)
            return
        if direction == "left":
            give_hands(game, state, {s: state.left_of(s) for s in range(n)})
            state.narrator = state.left_of(state.narrator)
            state.say("Hands pass to the left, and the Narrator's Token with them.")
        elif direction == "right":
            give_hands(game, state, {s: state.right_of(s) for s in range(n)})
            state.narrator = state.right_of(state.narrator)
            state.say("Hands pass to the right, and the Narrator's Token with them.")
        elif direction == "opposite":
            give_hands(game, state, {s: (s + n // 2) % n for s in range(n)})
            state.narrator = (state.narrator + n // 2) % n
            state.say("Hands pass to the player opposite, and the Narrator's Token with them.")
        elif direction == "stay":
            state.say("STAY: everyone keeps their hand; the Narrator keeps the Token.")
        else:
            self._reshuffle(state)
        if state.num_players > 1:
            state.say(f"{state.name(state.narrator)} is the Narrator.")

    @staticmethod
    def _reshuffle(state: PState) -> None:
        for p in state.players:
            state.deck.extend(p.hand)
            p.hand = []
            p.seen_by = {}  # shuffled away: nobody knows where those cards go
        state.rng.shuffle(state.deck)
        state.say("RESHUFFLE: every hand goes back into the Game Deck.")


class Keep(StepHandler[PState]):
    """Solitaire, LEFT/RIGHT/OPPOSITE: keep at least 4 cards (discard any beyond that)."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        hand = state.players[step.seat].hand
        if len(hand) <= SOLITAIRE_KEEP:
            return []
        return [Option("keep", f"Keep these {len(hand)} cards")] + [
            Option(
                f"discard:{c}",
                f"Discard {actions.name(game, c)}{actions.copies_note(game, hand, c)}",
                (c,),
            )
            for c in actions.one_of_each(game, hand)
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return (
            f"Keep at least {SOLITAIRE_KEEP} cards for the next turn: discard any you don't want."
        )

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "keep":
            return
        c = option.key.split(":", 1)[1]
        state.players[step.seat].hand.remove(c)
        state.discard.append(c)
        state.push(step)
