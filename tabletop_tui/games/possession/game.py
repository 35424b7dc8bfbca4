"""Possession: A Daemonic Card Game. Daemons possess the folk of Ninebridges over five turns."""

from __future__ import annotations

import random
from typing import Any

from tabletop_tui.core.game import Game, Result, StepHandler
from tabletop_tui.core.log import is_routine_draw
from tabletop_tui.core.state import Step
from tabletop_tui.core.zones import Zone
from tabletop_tui.games.possession import (
    aim,
    choices,
    fights,
    passing,
    play,
    rules,
    solitaire,
    strategy,
    turn,
    view,
)
from tabletop_tui.games.possession.cards import POSSESSION_TYPES, CardSet
from tabletop_tui.games.possession.info import INFO
from tabletop_tui.games.possession.ops import OpStep
from tabletop_tui.games.possession.state import TURNS, Daemon, PState
from tabletop_tui.games.possession.words import plural
from tabletop_tui.games.possession.zones import held_unseen
from tabletop_tui.games.possession.zones import zones as table_zones

SOLITAIRE_WIN = 2  # Victims possessed at the bottom of the fifth turn (the rulebook's goal)


class Possession(Game[PState]):
    """The rules of Possession over a loaded CardSet."""

    info = INFO
    # The mcts seat's search (bots/rollout.py): 8 worlds, greedy's 6 best options played
    # out through four changes of deciding seat (up to 40 decisions), as a Turn's fights
    # come after both daemons' cards. Against greedy (seats rotating, 100 games a process):
    # 122/200 at mcts:48 (seed 71), 125/200 under the default 1 s cap (seed 81); the tree
    # won 53%, rollouts through two changes of seat (16 worlds, 3 played out) 106/200.
    # Not kept: 16 worlds (112/200 capped, seed 111); movers judging through greedy's
    # chain (`mcts_look`: 26/40 at seed 61, as without it, at three times the time).
    # With the evaluation of branch poss-strength (strategy.py; greedy's too, which then beat
    # the old greedy 164-135 over 300 games, seed 7000): 55/100 against the new greedy
    # (seed 9300, 1 s cap, machine shared; 630-660 ms a decision, up to 2.2 s) and 32/56
    # against the old greedy (seed 9500): Hard not shown stronger. Settings unchanged.
    # With R34 (worlds hold the cards a seat passed on) and an Event's Strength left out of
    # the points before turn 5: 61/100 against greedy under the 1 s cap (32/50 seed 41001,
    # 29/50 seed 41101 with greedy first; 643-651 ms a decision, up to 2.1 s, machine shared).
    # The same code, seed 52001: 57/100 (692 ms, up to 2.0 s), so 118/200 (59%) in all; on
    # the same deals play-outs through eight changes of seat (80 plies) won 50/100. On a
    # faster machine (360 ms a decision): 117/200 (seeds 57001, 57101); a measuring-only
    # search of the true state (hands, deck, TRAP! marks known) 128/200 (2 shared) likewise.
    # Play-outs to the end of the Turn under way (`mcts_horizon = "turn"`, 80 plies): 31/40
    # (seed 61) and 63/100 (seed 71) at mcts:48, but under the 1 s cap 59/100 (seed 81,
    # where these settings won 57/100 on the same deals) and 32/60 (seed 181): 403 ms a
    # decision, 954 ms at most. No better: not set.
    # Duplicate deals (`simulate --duplicate`, each deal from both seats, 1 s cap): 75/120
    # (seed 91) and 101/160 (seed 191), 176/280 (63%; 368-381 ms a decision, 950 ms at
    # most). Of the 140 deals the same seat won both games of 88 whichever bot held it;
    # mcts won both of 44, greedy 8. 65% asks for 47 of those 52 contested deals, or
    # deals these two lose from the same seat. A third seed, 291: 111/200 (368 ms a decision,
    # 952 ms at most; mcts won both games of 21 deals, greedy 10), so 287/480 (60%) in all.
    mcts_search = "rollout"
    mcts_switches = 4
    mcts_plies = 40
    # Bots never go back from the question of a card's Victim (bots/greedy.py `forward`):
    # their Round judged the card by its best Victim already (strategy.aimed, greedy's chain).
    takes_back = ("back",)

    def __init__(self, cards: CardSet) -> None:
        super().__init__(cards)
        self.cards: CardSet = cards
        self.handlers: dict[str, StepHandler[PState]] = {
            "turn_setup": turn.TurnSetup(),
            "location_effect": turn.LocationEffect(),
            "deal": turn.Deal(),
            "first_player": turn.FirstPlayer(),
            "round_begin": turn.RoundBegin(),
            "play": play.Play(),
            "aim": aim.Aim(),
            "squad": choices.Squad(),
            "balance": choices.Balance(),
            "discard_cards": choices.DiscardCards(),
            "lose_possession": choices.LosePossession(),
            "op": OpStep(),
            "fights_begin": turn.FightsBegin(),
            "fights": turn.Fights(),
            "fight": fights.Fight(),
            "turn_end": turn.TurnEnd(),
            "pass_hands": passing.PassHands(),
            "keep": passing.Keep(),
            "cleanup": turn.Cleanup(),
            "engage": solitaire.Engage(),
            "place_nemesis": solitaire.PlaceNemesis(),
        }

    def check_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        out = super().check_options(players, options)
        if out["narrator"] > players:
            raise ValueError(f"option narrator must be 0 to {players} with {players} players")
        return out

    def new_state(
        self, players: int, seed: int, options: dict[str, Any], names: list[str] | None = None
    ) -> PState:
        """The Set Up: secret Daemons, the Game Deck for the player count, the Narrator."""
        rng = random.Random(seed)
        state = PState(num_players=players, seed=seed, rng=rng)
        state.names = list(names or self.seat_names_default(players))
        state.solitaire = players == 1
        state.crooked_tower = options.get("crooked_tower", "no") == "yes"
        state.solitaire_goal = int(options.get("solitaire_goal", SOLITAIRE_WIN))
        cards = self.cards
        daemons = list(cards.daemons)
        rng.shuffle(daemons)
        state.players = [Daemon(daemon=daemons.pop()) for _ in range(players)]
        state.daemons_aside = daemons
        deck = list(cards.game_deck)
        rng.shuffle(deck)
        if players == 2:
            self._remove(state, deck, lambda c: c.hero, 2)
            self._remove(state, deck, lambda c: c.kind == "possession", 6)
        if state.solitaire:
            state.set_aside.extend(c for c in deck if cards.card(c).solitaire_out)
            state.nemesis_deck = [c for c in deck if cards.card(c).kind == "nemesis"]
            deck = [c for c in deck if c not in state.set_aside and c not in state.nemesis_deck]
            for ptype in POSSESSION_TYPES:
                self._remove(state, deck, lambda c, t=ptype: c.ptype == t, 1)
        state.deck = deck
        state.troll = cards.troll
        locations = list(cards.locations)
        tower = [c for c in locations if cards.card(c).adventure]
        if not state.crooked_tower:
            state.set_aside.extend(tower)
            locations = [c for c in locations if c not in tower]
        rng.shuffle(locations)
        state.location_deck = locations
        state.victim_deck = list(cards.victims)
        rng.shuffle(state.victim_deck)
        chosen = int(options.get("narrator", 0))
        state.narrator = chosen - 1 if chosen else rng.randrange(players)
        if state.solitaire:
            goal = ("two", "three", "four", "five")[state.solitaire_goal - 2]
            state.say(
                f"The solitaire: survive the defenders of Ninebridges and hold {goal} Victims "
                "after five turns."
            )
        else:
            state.say(
                f"A game for {players} daemons over {TURNS} turns. "
                f"{state.name(state.narrator)} is the first Narrator."
            )
        return state

    def _remove(self, state: PState, deck: list[str], pick: Any, count: int) -> None:
        """Take `count` random cards matching `pick` out of the game, unseen."""
        game_cards = [c for c in deck if pick(self.cards.card(c))]
        for c in game_cards[:count]:  # the deck is already shuffled: the first are random
            deck.remove(c)
            state.out_of_game.append(c)

    def begin_turn(self, state: PState) -> None:
        state.turn += 1
        state.round = 0
        state.phase = "setup"  # (a frame shown between turns is not taken for the last one's end)
        state.current = state.narrator
        state.say(f"Turn {state.turn} of {TURNS}.")
        state.push(Step("turn_setup", state.narrator))

    def check_end(self, state: PState) -> None:
        """Possession must never fall below Willpower: open a Balance step for whoever is short."""
        if state.over:
            return
        if state.location and self.cards.card(state.location).refuge == "gloom":
            spare_the_floor(self, state)
        top = state.stack[-1] if state.stack else None
        if top is not None and top.kind in ("balance", "op"):
            return  # asked again once the effect being resolved is over (a Daemon's reveal)
        # Each holder's spare is asked again only when something it depends on has moved
        # (its Victims and their Equipment, its cards and tokens, the Location, the time):
        # `balanced_at` remembers, per seat, what it was when it last held, and the spare.
        owned: dict[int, list[tuple[str, ...]]] = {}
        for v, vic in state.victims.items():
            owner = vic.owner
            if owner >= 0:
                held = (v, *vic.equipment) if vic.equipment else (v,)
                if owner in owned:
                    owned[owner].append(held)
                else:
                    owned[owner] = [held]
        fine = state.balanced_at or {}
        if not owned:  # nobody holds a Victim: nobody can be short
            state.balanced_at = fine
            return
        n, first = state.num_players, state.narrator
        for i in range(n):
            seat = (first + i) % n
            mine = owned.get(seat)
            if not mine:
                continue
            key = self._spare_key(state, seat, mine)
            known = fine.get(seat)
            if known is not None and known[0] == key:
                continue
            spare = rules.spare(self, state, seat, [held[0] for held in mine])
            if spare < 0:
                state.push(Step("balance", seat))
                return
            fine = {**fine, seat: (key, spare)}  # a copy: clones share the old one
        state.balanced_at = fine

    @staticmethod
    def _spare_key(state: PState, seat: int, mine: list[tuple[str, ...]]) -> tuple[Any, ...]:
        """Everything a seat's spare depends on (its Victims with their Equipment)."""
        p = state.players[seat]
        where = (state.location, state.time)
        turn = (p.tokens, p.willpower_turn, p.gloom_spared, p.revealed)
        return (where, mine, *p.possession_cards, *turn)

    def spare(self, state: PState, seat: int) -> int:
        """`rules.spare` now, from the balance check's memory when nothing it depends on
        has moved since (the Round's claim options ask for it at every decision)."""
        known = (state.balanced_at or {}).get(seat)
        if known is not None:
            mine = [(v, *vic.equipment) for v, vic in state.victims.items() if vic.owner == seat]
            if mine and known[0] == self._spare_key(state, seat, mine):
                return known[1]
        return rules.spare(self, state, seat)

    def finish(self, state: PState) -> None:
        """The bottom of the fifth turn: Life + Strength, then possession, then lower Willpower."""
        state.final_scores = [rules.score(self, state, s) for s in range(state.num_players)]
        if state.solitaire:
            held = len(state.controlled(0))
            if held >= state.solitaire_goal:
                won = f"possesses {plural(held, 'Victim')} after five turns: a win."
                state.end([0], f"{state.name(0)} {won}")
            else:
                state.end(
                    [],
                    f"{state.name(0)} possesses {plural(held, 'Victim')} after five turns: "
                    "the defenders of Ninebridges win.",
                )
            return
        keys = {s: rules.tie_key(self, state, s) for s in range(state.num_players)}
        best = max(keys.values())
        winners = [s for s in keys if keys[s] == best]
        names = " and ".join(state.name(s) for s in winners)
        top = state.final_scores[winners[0]]
        tied = [s for s in keys if state.final_scores[s] == top]
        if len(winners) > 1:
            why = f"{names} tie on score, possession and Willpower ({top} points): a shared win."
        elif len(tied) > 1:
            runner_up = max(keys[s][1] for s in tied if s not in winners)
            on = "higher possession" if keys[winners[0]][1] > runner_up else "lower Willpower"
            why = f"{names} wins the tie at {top} points on {on}."
        else:
            why = f"{names} wins with {top} points of Life and Strength."
        state.end(winners, why)

    def is_loss(self, state: PState) -> bool:
        """A lost solitaire (no winner, not a draw)."""
        return state.solitaire and state.over and not state.winners

    def record_extra(self, state: PState, extra: dict[str, list[float]], order: list[int]) -> None:
        """The spread of final scores, for tuning (simulate --json)."""
        scores = state.final_scores
        if not scores:
            return
        extra.setdefault("final_score", []).extend(scores)
        if state.solitaire:  # what decides the solitaire (issue 12)
            extra.setdefault("victims_held", []).append(len(state.controlled(0)))
        if len(scores) > 1:
            ranked = sorted(scores, reverse=True)
            extra.setdefault("winning_margin", []).append(ranked[0] - ranked[1])
            extra.setdefault("score_spread", []).append(ranked[0] - ranked[-1])

    def zones(self, state: PState) -> list[Zone]:
        return table_zones(state)

    def held(self, state: PState, seat: int) -> int:
        return held_unseen(state, seat)

    def view(self, state: PState, seat: int | None) -> dict[str, Any]:
        return view.view(self, state, seat)

    def determinize(self, v: dict[str, Any], seat: int, rng: random.Random) -> PState:
        return view.determinize(self, v, seat, rng)

    def evaluate(self, state: PState, seat: int) -> float:
        return strategy.evaluate(self, state, seat)

    def result(self, state: PState) -> Result:
        rows = []
        for s in range(state.num_players):
            rows.append(
                [
                    state.name(s),
                    str(
                        state.final_scores[s] if state.final_scores else rules.score(self, state, s)
                    ),
                    str(len(state.controlled(s))),
                    str(rules.possession(self, state, s)),
                    str(rules.willpower(self, state, s)),
                    self.cards.card(state.players[s].daemon).name,
                ]
            )
        return Result(
            winners=list(state.winners or []),
            reason=state.end_reason,
            columns=[
                "Player",
                "Life + Strength",
                "Victims",
                "Possession",
                "Willpower",
                "Daemon card",
            ],
            rows=rows,
        )

    def card_label(self, card_id: str) -> str:
        return self.cards.card(card_id).name

    def is_routine(self, text: str) -> bool:  # a draw, the scores at a turn's end
        return is_routine_draw(text) or text.startswith("End of turn ")

    def names_of(self, state: PState, seat: int) -> list[str]:
        """The Victims `seat` controls: an attack on one of them touches that seat."""
        return [self.cards.card(v).name for v in state.controlled(seat)]


def spare_the_floor(game: Possession, state: PState) -> None:
    """RULINGS R3: the Gloom's -1 is taken as it comes, to a minimum of 0: once a player's
    score would go below 0 with it (at the draw, or after losing Victims), it has nothing
    to take, and takes nothing more this turn. Asked after every step under a Gloom."""
    for seat, p in enumerate(state.players):
        if not p.gloom_spared and rules.willpower_sum(game, state, seat) < 0:
            p.gloom_spared = True
