"""Believe in Me! (Please): gods compete for Believers by claiming Phenomena."""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import Game, Result, StepHandler
from tabletop_tui.core.log import is_routine_draw
from tabletop_tui.core.state import Step
from tabletop_tui.core.zones import Zone
from tabletop_tui.games.believe_in_me import (
    actions,
    believers,
    choices,
    contest,
    ops,
    picks,
    piles,
    rules,
    strategy,
    turn,
    twilight,
    view,
    zones,
)
from tabletop_tui.games.believe_in_me.cards import ALIGNMENTS, CardSet
from tabletop_tui.games.believe_in_me.info import INFO
from tabletop_tui.games.believe_in_me.state import BState, God

STARTING_SUPPLY = 10
STARTING_TRUTH = 2
STARTING_HEAVENLY = 4


class SetupGrenade(StepHandler[BState]):
    """Setup: keep one of two Holy Hand Grenades, secretly; the other goes back unseen."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        # the card's text is read beside the options (the highlighted one's detail): in the
        # label, two grenades' texts left the second option below the fold at 80x24
        return [
            Option(f"grenade:{g}", f"Keep {game.card_label(g)}", (g,)) for g in step.data["dealt"]
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Setup: keep one of your two Holy Hand Grenades (it stays secret)."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        keep = option.key.split(":", 1)[1]
        god = state.gods[step.seat]
        god.grenade = keep
        state.box_hidden.extend(g for g in step.data["dealt"] if g != keep)
        state.say(f"{state.name(step.seat)} keeps a Holy Hand Grenade face down.")
        state.say(f"You keep {game.card_label(keep)}.", (step.seat,))


class BelieveInMe(Game[BState]):
    """The rules of Believe in Me! (Please) over a loaded CardSet."""

    info = INFO
    # the mcts seat's search (bots/rollout.py): against greedy at mcts:48, 132/200 (seed
    # 11, 100 games each seat order) after 31/40 in screening, where the tree won 27/40
    mcts_search = "rollout"

    def __init__(self, cards: CardSet) -> None:
        super().__init__(cards)
        self.cards: CardSet = cards
        self.body_cache: dict[tuple[str, str, str], tuple[str, bool, frozenset[str]]] = {}
        self.placeholders: dict[str, str] = {}  # each card's hidden stand-in (view.py)
        self.handlers: dict[str, StepHandler[BState]] = {
            "setup_grenade": SetupGrenade(),
            "god_turn": turn.GodTurn(),
            "resolve": turn.Resolve(),
            "actions": actions.Actions(),
            "draw": turn.Draw(),
            "draw_heavenly": turn.DrawHeavenly(),
            "squirrel": turn.Squirrel(),
            "ops": ops.RunOps(),
            "spent": piles.Spent(),
            "pick_god": choices.PickGod(),
            "choose": choices.Choose(),
            "pay": believers.Pay(),
            "overflow_phen": OverflowPhen(),
            "discard": picks.Discard(),
            "take_truth": picks.TakeTruth(),
            "pick": picks.Pick(),
            "detonate": actions.Detonate(),
            "monument": actions.PlaceMonument(),
            "truth2": actions.RemoveTwo(),
            "contest": contest.Contest(),
            "bid": contest.Bid(),
            "after_bids": contest.AfterBids(),
            "wrath_discard": contest.WrathDiscard(),
            "nun": contest.Nun(),
            "reveal": contest.Reveal(),
            "manifest": twilight.Manifest(),
            "after_claim": twilight.AfterClaim(),
            "game_end": twilight.GameEnd(),
            "rumble": twilight.Rumble(),
            "rumble_settle": twilight.RumbleSettle(),
        }

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().check_options(players, options)
        if out["starting_god"] > players:
            raise ValueError(f"option starting_god must be 0 to {players} with {players} gods")
        return out

    def new_state(
        self, players: int, seed: int, options: dict[str, Any], names: list[str] | None = None
    ) -> BState:
        """Setup as the rulebook's "Game Setup & Preparation" says."""
        rng = random.Random(seed)
        opts = self.check_options(players, options)
        state = BState(num_players=players, seed=seed, rng=rng, options=opts)
        state.names = list(names or self.seat_names_default(players))
        cards = self.cards
        state.pagan = believers.TOTAL_BELIEVERS - STARTING_SUPPLY * players
        state.phen_deck = list(cards.by_type["phenomenon"])
        rng.shuffle(state.phen_deck)
        state.general_deck = cards.heavenly
        rng.shuffle(state.general_deck)
        names_all = sorted(cards.monuments)
        rng.shuffle(names_all)
        chosen = sorted(names_all[: players + 1])
        state.monument_names = chosen
        state.monument_pile = [c for n in chosen for c in cards.monuments[n]]
        rng.shuffle(state.monument_pile)
        state.box = [c for n in names_all[players + 1 :] for c in cards.monuments[n]]
        state.commandment_deck = list(cards.by_type["commandment"])
        rng.shuffle(state.commandment_deck)
        for a in ALIGNMENTS:
            pile = [c for c in cards.by_type["trinity"] if cards.card(c).alignment == a]
            rng.shuffle(pile)
            state.trinity[a] = pile
        state.truth_spares = list(cards.spare_truth)
        grenades = list(cards.by_type["grenade"])
        rng.shuffle(grenades)
        setup: list[Step] = []
        for seat in range(players):
            god = God(supply=STARTING_SUPPLY)
            god.truth_draw = list(cards.personal_truth[seat])
            rng.shuffle(god.truth_draw)
            state.gods.append(god)
            dealt = [grenades.pop(), grenades.pop()]
            setup.append(Step("setup_grenade", seat, {"dealt": dealt}))
            setup.append(Step("take_truth", seat, {"n": STARTING_TRUTH, "optional": False}))
        state.box_hidden.extend(grenades)  # RULINGS: the undealt grenades stay unseen
        for seat in range(players):
            piles_draw = [state.general_deck.pop() for _ in range(STARTING_HEAVENLY)]
            state.gods[seat].hand.extend(piles_draw)
        first = int(opts["starting_god"])
        state.starting_god = first - 1 if first else rng.randrange(players)
        state.last_seq = [0] * players
        state.say(
            f"A new game for {players} gods. {state.name(state.starting_god)} receives the "
            f"Start Squirrel. Monuments in play: {', '.join(chosen)}."
        )
        state.push(*setup)
        return state

    def moment(self, state: BState) -> str:
        """The rulebook counts rounds (each god's turn in one), as the status bar does."""
        return f"round {state.round}" if state.round else ""

    def is_header(self, text: str) -> bool:
        return text.startswith("Round ") or text.endswith("'s God turn.")

    def is_routine(self, text: str) -> bool:  # ("Bob's hand is full: no cards are drawn.")
        # (a Truth card taken from the draw pile is a draw: a summary showed two of them
        # and left the Relic and Missionaries the same god gained to its "11 more")
        return (
            is_routine_draw(text)
            or text.endswith((": no cards are drawn.", " takes a Truth card."))
            or text.endswith(" takes no more Truth cards.")
        )

    def begin_turn(self, state: BState) -> None:
        turn.begin_round(state)

    def zones(self, state: BState) -> list[Zone]:
        return zones.zones(state)

    def held(self, state: BState, seat: int) -> int:
        return zones.held_unseen(state, seat)

    def view(self, state: BState, seat: int | None) -> dict[str, Any]:
        return view.view(self, state, seat)

    def determinize(self, v: dict[str, Any], seat: int, rng: random.Random) -> BState:
        return view.determinize(self, v, seat, rng)

    def evaluate(self, state: BState, seat: int) -> float:
        return strategy.evaluate(self, state, seat)

    def hint(self, v: dict[str, Any], decision: Any, rng: random.Random) -> str | None:
        return strategy.hint(self, v, decision, rng)

    def seat_names_default(self, players: int) -> list[str]:
        return ["Hilga", "Ralphi", "Ottokar", "Brunhild"][:players]

    def card_label(self, card_id: str) -> str:
        if card_id not in self.cards.instances:
            return card_id
        return self.cards.card(card_id).name

    def result(self, state: BState) -> Result:
        rows = []
        for g, god in enumerate(state.gods):
            parts = "".join(
                p[0].upper() if god.parts[p] else "·" for p in ("head", "torso", "legs")
            )
            rows.append(
                [
                    state.name(g),
                    str(god.believers),
                    f"{god.supply}/{god.temple}/{god.grenade_charge}",
                    parts,
                    rules.alignment_name(self, god),
                    str(len(god.phenomena)),
                ]
            )
        return Result(
            winners=list(state.winners or []),
            reason=state.end_reason,
            columns=[
                "God",
                "Believers",
                "Supply/Temples/Grenade",
                "Trinity",
                "Alignment",
                "Phenomena",
            ],
            rows=rows,
        )

    def record_extra(self, state: BState, extra: dict[str, list[float]], order: list[int]) -> None:
        """simulate --json: how games end and how long they last."""
        extra.setdefault("rounds", []).append(float(state.round))
        extra.setdefault("twilight_by_completion", []).append(float(state.ended_by == "twilight"))
        extra.setdefault("no_true_god", []).append(float(not state.winners))

    def why_illegal(self, state: BState, key: str) -> str:
        top = state.stack[-1].kind if state.stack else ""
        if top == "bid" and key == "pass":
            return (
                "you must place a card: the Starting god (and, with two gods, each god) "
                "contributes at least one"
            )
        if top == "actions" and key.split(":")[0] in ("bless", "relic", "host", "enl"):
            return (
                "that card cannot be played now (its cost, its target, or a Commandment forbids it)"
            )
        return super().why_illegal(state, key)


class OverflowPhen(StepHandler[BState]):
    """RULINGS B4: more stored Phenomena than slots after losing Wrathful: discard one of
    your choice (`n` in all; a step saved before `n` was kept discards down to the slots)."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        if rules.free_slots(game, state, step.seat) >= 0:
            return []
        return [Option(f"drop:{p}", f"Discard {game.card_label(p)}", (p,)) for p in god.phenomena]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Too many stored Phenomena for your slots: discard one."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        pid = option.key.split(":", 1)[1]
        state.gods[step.seat].phenomena.remove(pid)
        state.phen_discard.append(pid)
        state.say(f"{state.name(step.seat)} discards {game.card_label(pid)}: no slot for it.")
        over = -rules.free_slots(game, state, step.seat)
        left = step.data["n"] - 1 if "n" in step.data else over
        if left > 0 and over > 0:
            state.push(Step("overflow_phen", step.seat, {"private": False, "n": left}))
