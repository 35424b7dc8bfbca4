"""Tiny: a two-player card game defined in the tests, small enough to read at a glance, so
the engine's contract is pinned without any real game's rules in the way.

Ten cards, "a1".."a5" and "b1".."b5", each worth its number. Each turn the player to move
draws a card (chance: the deck was shuffled by the state's RNG; hidden: only they are told
which), then plays one card from hand (its worth is scored) or passes. The other player may
then answer a play by discarding a "1" from hand to block the bonus (a window that is
skipped when they hold no "1"). The bonus (an automatic step) adds 1 to a turn in which a
card was played and not blocked. The first to TARGET points wins; when the deck and both
hands are empty nobody has won: a draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import Game, GameInfo, Result, StepHandler, outcome_value
from tabletop_tui.core.registry import GameEntry
from tabletop_tui.core.state import CONTEXT, PRIVATE, BaseState, Step
from tabletop_tui.core.view import decision_view, stack_view

CARDS = tuple(f"{suit}{n}" for suit in "ab" for n in range(1, 6))
TARGET = 9
INFO = GameInfo("tiny", "Tiny", 2, 2, "A test game: play your best card.")


def worth(card: str) -> int:
    """What a card scores."""
    return int(card[1:])


@dataclass
class TinyState(BaseState):
    """The deck, both hands, the cards played, the scores, and this turn's progress."""

    deck: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=lambda: [[], []])
    table: list[str] = field(default_factory=list)
    score: list[int] = field(default_factory=lambda: [0, 0])
    played: bool = False
    blocked: bool = False

    @property
    def other(self) -> int:
        """The seat not to move."""
        return 1 - self.current


class Draw(StepHandler[TinyState]):
    """Automatic: the player to move draws the top card, told only to them."""

    def run(self, game: Any, state: TinyState, step: Step) -> None:
        if not state.deck:
            return
        card = state.deck.pop(0)
        state.hands[step.seat].append(card)
        state.say(f"{state.name(step.seat)} draws a card.")
        state.say(f"You draw {card}.", (step.seat,))


class Play(StepHandler[TinyState]):
    """Play a card from hand (scored at once) or pass."""

    prompt = "Play a card or pass."

    def options(self, game: Any, state: TinyState, step: Step) -> list[Option] | None:
        game.options_asked += 1
        hand = state.hands[step.seat]
        if not hand:
            return None  # nothing to play: the turn goes on by itself
        plays = [Option(f"play:{c}", f"Play {c}", (c,)) for c in hand]
        return [*plays, Option("pass", "Pass")]

    def resolve(self, game: Any, state: TinyState, step: Step, option: Option) -> None:
        if option.key == "pass":
            state.say(f"{state.name(step.seat)} passes.")
            return
        (card,) = option.cards
        state.hands[step.seat].remove(card)
        state.table.append(card)
        state.score[step.seat] += worth(card)
        state.played = True
        state.say(f"{state.name(step.seat)} plays {card}.")


class Block(StepHandler[TinyState]):
    """The other player may discard a "1" to block the bonus of the card just played."""

    prompt = "Block the bonus?"

    def options(self, game: Any, state: TinyState, step: Step) -> list[Option] | None:
        ones = [c for c in state.hands[step.seat] if worth(c) == 1]
        if not state.played or not ones:
            return None
        return [Option(f"block:{ones[0]}", f"Discard {ones[0]} to block", (ones[0],))] + [
            Option("let", "Let it be")
        ]

    def resolve(self, game: Any, state: TinyState, step: Step, option: Option) -> None:
        if option.key != "let":
            state.hands[step.seat].remove(option.cards[0])
            state.table.append(option.cards[0])
            state.blocked = True
            state.say(f"{state.name(step.seat)} blocks the bonus.")


class Bonus(StepHandler[TinyState]):
    """Automatic: a card played and not blocked earns 1 more."""

    def run(self, game: Any, state: TinyState, step: Step) -> None:
        if state.played and not state.blocked:
            state.score[step.seat] += 1
            state.say(f"{state.name(step.seat)} earns the bonus.")


class EndTurn(StepHandler[TinyState]):
    """Automatic: the other player moves next; an exhausted game is a draw."""

    def run(self, game: Any, state: TinyState, step: Step) -> None:
        state.current = state.other
        state.played = state.blocked = False
        if not state.deck and not any(state.hands):
            state.end([], "the cards ran out")


class Spin(StepHandler[TinyState]):
    """A broken handler for the engine's guard: it reopens itself and never asks anyone."""

    def run(self, game: Any, state: TinyState, step: Step) -> None:
        state.push(Step("spin", step.seat))


class Tiny(Game[TinyState]):
    """The rules of Tiny."""

    info = INFO

    def __init__(self, cards: Any = None) -> None:
        super().__init__(cards if cards is not None else Cards())
        self.handlers = {
            "draw": Draw(),
            "play": Play(),
            "block": Block(),
            "bonus": Bonus(),
            "end_turn": EndTurn(),
            "spin": Spin(),
        }
        self.options_asked = 0  # how often the play step's options were worked out

    def new_state(
        self, players: int, seed: int, options: dict[str, Any], names: list[str] | None = None
    ) -> TinyState:
        state = TinyState(num_players=players, seed=seed, rng=random.Random(seed))
        state.names = list(names or self.seat_names_default(players))
        state.deck = list(CARDS)
        state.rng.shuffle(state.deck)
        return state

    def begin_turn(self, state: TinyState) -> None:
        state.turn += 1
        seat, other = state.current, state.other
        state.push(
            Step("draw", seat),
            # The play shows the last card played beside it; "_hand" (the mover's hand as the
            # turn began) is a private note only the mover may see.
            Step("play", seat, {CONTEXT: list(state.table[-1:]), "_hand": list(state.hands[seat])}),
            Step("block", other, {PRIVATE: False}),  # answering shows nothing hidden
            Step("bonus", seat),
            Step("end_turn", seat),
        )

    def check_end(self, state: TinyState) -> None:
        for seat, points in enumerate(state.score):
            if points >= TARGET and not state.over:
                state.end([seat], f"{state.name(seat)} reached {TARGET} points")

    def view(self, state: TinyState, seat: int | None) -> dict[str, Any]:
        from tabletop_tui.core import engine

        return {
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in state.hands],
            "deck": len(state.deck),
            "table": list(state.table),
            "score": list(state.score),
            "current": state.current,
            "turn": state.turn,
            "played": state.played,
            "blocked": state.blocked,
            "decision": decision_view(engine.decision(self, state), seat),
            "stack": stack_view(state.stack, seat, lambda key: key.startswith("_")),
        }

    def determinize(self, view: dict[str, Any], seat: int, rng: random.Random) -> TinyState:
        state = TinyState(num_players=2, seed=0, rng=random.Random(rng.random()))
        unseen = [c for c in CARDS if c not in view["hand"] and c not in view["table"]]
        rng.shuffle(unseen)
        other = view["hand_counts"][1 - seat]
        state.hands[seat] = list(view["hand"])
        state.hands[1 - seat], state.deck = unseen[:other], unseen[other:]
        state.table, state.score = list(view["table"]), list(view["score"])
        state.current, state.turn = view["current"], view["turn"]
        state.played, state.blocked = view["played"], view["blocked"]
        state.stack = [Step(s["kind"], s["seat"], dict(s["data"])) for s in view["stack"]]
        return state

    def evaluate(self, state: TinyState, seat: int) -> float:
        decided = outcome_value(state, seat)
        if decided is not None:
            return decided
        return float(state.score[seat] - state.score[1 - seat])

    def result(self, state: TinyState) -> Result:
        return Result(list(state.winners or []), state.end_reason)


@dataclass
class Cards:
    """Tiny's card data: every card, for the core's card count."""

    instances: dict[str, str] = field(default_factory=lambda: {c: c for c in CARDS})


ENTRY = GameEntry(INFO, load_cards=lambda directory: Cards(), make=Tiny)
