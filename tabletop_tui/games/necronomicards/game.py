"""NecronomiCards: match Spell symbols, summon horrors, first to the target number wins."""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import Game, Result, StepHandler
from tabletop_tui.core.zones import Zone
from tabletop_tui.games.necronomicards import actions, strategy, turn, view
from tabletop_tui.games.necronomicards.cards import CURSES_PER_GAME, CardSet
from tabletop_tui.games.necronomicards.info import INFO
from tabletop_tui.games.necronomicards.ops import OP_HANDLERS
from tabletop_tui.games.necronomicards.spellhands import SpellHand
from tabletop_tui.games.necronomicards.state import NState, Zones
from tabletop_tui.games.necronomicards.zones import held_unseen
from tabletop_tui.games.necronomicards.zones import zones as table_zones

STARTING_SPELLS = 2
# RULINGS.md "Endless games": a safety net no real game reaches.
TURN_LIMIT = 2000


def max_target(players: int) -> int:
    """Rulebook: play to up to 10 Summons with 4 players, 13 with 3 or fewer."""
    return 10 if players >= 4 else 13


class NecronomiCards(Game[NState]):
    """The rules of NecronomiCards over a loaded CardSet."""

    info = INFO
    # the mcts seat answers a discard as greedy does (bots/mcts.py): a search of the
    # discards measured no better, and a chain of them took about 0.7 s a card
    # Duplicate deals (`simulate --duplicate`, each deal from both seats, 1 s cap): 100/200
    # on seed 5000 and on seed 7000; the same seat won both games of 128 of the 200 deals
    # whichever bot held it, and each bot won both games of 36. With the evaluation's
    # caches out of the garbage collector's way (strategy.py): 102/200 (seed 5000) and
    # 101/200 (seed 7000), 108-109 ms a decision, 942 ms at most (was 1199).
    mcts_greedy = ("hand_limit", "op:discard_down_to", "op:discard_spells", "op:discard_half")

    def __init__(self, cards: CardSet) -> None:
        super().__init__(cards)
        self.cards: CardSet = cards
        self.symbols_of = {iid: frozenset(card.symbols) for iid, card in cards.instances.items()}
        # Worked out once per card set for the rules' inner loops (random play and search
        # ask for these options and names tens of thousands of times a second).
        self.names = {iid: card.name for iid, card in cards.instances.items()}
        self.curse_ids = frozenset(cards.curses)
        self.discard_options = {
            iid: Option(f"discard:{iid}", f"Discard {name}", (iid,))
            for iid, name in self.names.items()
        }
        self.play_options = {
            iid: Option(f"play:{iid}", f"Summon {name}", (iid,)) for iid, name in self.names.items()
        }
        # A castable six's option before any "keep" suffix, by its cards (bounded: cleared
        # when it grows past CAST_OPTIONS_KEPT).
        self.cast_options: dict[tuple[str, ...], Option] = {}
        self.handlers: dict[str, StepHandler[NState]] = {
            "turn_start": turn.TurnStart(),
            "draw": turn.Draw(),
            "cast": turn.Cast(),
            "summon": turn.Summon(),
            "summoned": turn.Summoned(),
            "curse_spent": turn.CurseSpent(),
            "turn_end": turn.TurnEnd(),
            "hand_limit": turn.HandLimit(),
            **{f"op:{name}": handler for name, handler in OP_HANDLERS.items()},
        }

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().check_options(players, options)
        if out["target"] > max_target(players):
            raise ValueError(
                f"option target can be at most {max_target(players)} with {players} players"
            )
        return out

    def new_state(
        self, players: int, seed: int, options: dict[str, Any], names: list[str] | None = None
    ) -> NState:
        """Setup as the rulebook's "Starting a New Game" says; the first seat goes first."""
        rng = random.Random(seed)
        state = NState(num_players=players, seed=seed, rng=rng)
        state.names = list(names or self.seat_names_default(players))
        state.target = int(options.get("target", 7))
        state.players = [Zones() for _ in range(players)]
        curses, spells, summons = (
            list(self.cards.curses),
            list(self.cards.spells),
            list(self.cards.summons),
        )
        rng.shuffle(curses)
        rng.shuffle(spells)
        rng.shuffle(summons)
        for zones in state.players:
            zones.spells = [spells.pop(0) for _ in range(STARTING_SPELLS)]
        in_play, state.curses_aside = curses[:CURSES_PER_GAME], curses[CURSES_PER_GAME:]
        state.spell_deck = spells + in_play
        rng.shuffle(state.spell_deck)
        state.summon_deck = summons
        state.say(
            f"A new game for {players} players: first to {state.target} Summons wins "
            f"(or to play all Four Horsemen). {CURSES_PER_GAME} Curses lurk in the Spell deck."
        )
        return state

    def begin_turn(self, state: NState) -> None:
        if self._exhausted(state) or state.turn >= TURN_LIMIT:
            self._end_by_count(state)
            return
        if state.turn > 0:
            if state.extra_turns:
                state.extra_turns -= 1
            else:
                state.current = state.left_of(state.current)
        state.turn += 1
        if not state.quiet:
            state.say(f"Turn {state.turn}: {state.name(state.current)}.")
        turn.start_turn(self, state, state.current)

    @staticmethod
    def _exhausted(state: NState) -> bool:
        """No Summon left to draw or play: nobody can score again (RULINGS.md)."""
        return (
            not state.summon_deck
            and not state.summon_discard
            and not any(z.summons for z in state.players)
        )

    def _end_by_count(self, state: NState) -> None:
        best = max(len(z.played) for z in state.players)
        leaders = [i for i, z in enumerate(state.players) if len(z.played) == best]
        why = "No Summons are left" if self._exhausted(state) else "The turn limit is reached"
        if len(leaders) == 1:
            state.end(leaders, f"{why}; {state.name(leaders[0])} played the most.")
        else:
            state.end([], f"{why} and the lead is shared: a draw.")

    def zones(self, state: NState) -> list[Zone]:
        return table_zones(state)

    def held(self, state: NState, seat: int) -> int:
        return held_unseen(state, seat)

    def view(self, state: NState, seat: int | None) -> dict[str, Any]:
        return view.view(self, state, seat)

    def determinize(self, v: dict[str, Any], seat: int, rng: random.Random) -> NState:
        return view.determinize(self, v, seat, rng)

    def evaluate(self, state: NState, seat: int) -> float:
        return strategy.evaluate(self, state, seat)

    def hint(self, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
        return strategy.hint(self, v, decision, rng)

    def result(self, state: NState) -> Result:
        rows = [
            [
                state.name(i),
                str(len(z.played)),
                str(sum(self.cards.card(c).horseman for c in z.played)),
                str(len(z.summons)),
                str(len(z.spells)),
            ]
            for i, z in enumerate(state.players)
        ]
        return Result(
            winners=list(state.winners or []),
            reason=state.end_reason,
            columns=["Player", "Summons played", "Horsemen", "Unplayed", "Spell cards"],
            rows=rows,
        )

    def card_label(self, card_id: str) -> str:
        return self.cards.card(card_id).name

    def describe_spell_hand(self, hand: SpellHand, left: int | None = None) -> str:
        """A one-line label of a spell hand: shape, the symbols matched, Summons drawn (of
        the `left` still to be drawn, when fewer than the hand's)."""
        symbols = ", ".join(self.cards.symbols[sym].name for sym, _ in hand.groups)
        word = turn.SHAPE_WORDS[hand.shape]
        n = hand.summons if left is None else min(left, hand.summons)
        return f"Cast {word} ({symbols}): {actions.drawn_words(n, hand.summons)}"

    def why_illegal(self, state: NState, key: str) -> str:
        if state.stack and state.stack[-1].kind == "summon" and key.startswith("play:"):
            return "that Summon is not in your hand"
        if key.startswith("cast:"):
            return "those cards do not make a spell hand (three pairs, two triplets or six alike)"
        return super().why_illegal(state, key)
