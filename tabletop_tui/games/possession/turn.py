"""The shape of a turn: Victims, the Time Coin, the Location, the deal, the First Player,
four Rounds, the fights, and the turn's end (Ascendancy, hands passed, the Narrator's Token).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.state import CARDS_PER_TURN, FREE, TURNS, PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def victims_per_turn(state: PState) -> int:
    if state.solitaire:
        return 1
    return 3 if state.num_players == 4 else 2


class TurnSetup(StepHandler[PState]):
    """The Narrator draws Victims, tosses the Time Coin, draws and resolves a Location."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        state.phase = "setup"
        drawn = [actions.draw_victim(game, state) for _ in range(victims_per_turn(state))]
        state.time = state.rng.choice(("day", "night"))
        coin = "the Sun: Day (Nemeses +1, Heroes +2)" if state.time == "day" else "the Moon: Night"
        state.say(f"The Time Coin shows {coin}.")
        if state.time == "night":
            drawn.append(actions.draw_victim(game, state))
        names = ", ".join(actions.name(game, v) for v in drawn if v)
        if names:
            state.say(f"Victims enter the playing area: {names}.")
        # the new Location takes the last one's place (R3): till then, its Sanctuary or
        # Gloom still holds (a player balanced under a Gloom loses nothing in between)
        old, state.location = state.location, ""
        if not state.location_deck:
            state.location_deck, state.location_discard = state.location_discard, []
            state.rng.shuffle(state.location_deck)
        if old:
            state.location_discard.append(old)
        for p in state.players:
            p.gloom_spared = False
        if state.location_deck:
            state.location = state.location_deck.pop(0)
            loc = game.cards.card(state.location)
            refuge = {
                "sanctuary": " Sanctuary: Willpower +2 for every player.",
                "gloom": " Gloom: Willpower -1 for every player (none below 0).",
                "none": "",
            }[loc.refuge]
            # the card's text opens with its refuge word ("Sanctuary. ..."): said once
            text = loc.text.removeprefix(f"{loc.refuge.capitalize()}.").strip()
            state.say(f"The Location is {loc.name} ({loc.direction.upper()}).{refuge} {text}")
        state.push(Step("location_effect"), Step("deal"), Step("first_player", state.narrator))

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return ""


class LocationEffect(StepHandler[PState]):
    """The Location's effects, the Narrator choosing where a choice is needed."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        if state.location:
            loc = game.cards.card(state.location)
            push_effect(state, loc.effect, state.narrator, state.location)


class Deal(StepHandler[PState]):
    """Hands filled to the Hand Cap, dealt clockwise from the Narrator's left."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        for seat in state.clockwise(state.left_of(state.narrator)):
            p = state.players[seat]
            need = rules.hand_cap(game, state, seat) - len(p.hand)
            if need > 0:
                actions.draw_into_hand(state, seat, need)
            p.next_cap = 0
        state.say("Hands are filled to the Hand Cap.")


def first_from(state: PState, direction: str, narrator: int) -> int | None:
    """The First Player by the Location's direction (None: the Narrator must choose)."""
    n = state.num_players
    if direction in ("stay", "reshuffle") or n == 1:
        return narrator
    if direction == "left":
        return state.left_of(narrator)
    if direction == "right":
        return state.right_of(narrator)
    if n == 3:
        return None
    return (narrator + n // 2) % n


class FirstPlayer(StepHandler[PState]):
    """The Location names the First Player; in a 3-player game the Narrator says who is opposite."""

    def _direction(self, game: Possession, state: PState) -> str:
        return game.cards.card(state.location).direction if state.location else "stay"

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        if first_from(state, self._direction(game, state), state.narrator) is not None:
            return []
        others = [s for s in range(state.num_players) if s != state.narrator]
        return [
            Option(f"first:{s}", f"{state.name(s)} is opposite me and plays first") for s in others
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return "OPPOSITE with three players: as Narrator, choose who sits opposite you (first)."

    def _start(self, state: PState, first: int) -> None:
        state.first_player = first
        state.phase = "rounds"
        state.say(f"{state.name(first)} is the First Player.")
        rounds = [Step("round_begin", -1, {"round": r}) for r in range(1, CARDS_PER_TURN + 1)]
        pre = [Step("engage", 0, {"victims": state.controlled(0)})] if state.solitaire else []
        state.push(
            *pre, *rounds, Step("fights_begin"), Step("fights", state.narrator), Step("turn_end")
        )

    def run(self, game: Possession, state: PState, step: Step) -> None:
        first = first_from(state, self._direction(game, state), state.narrator)
        self._start(state, state.narrator if first is None else first)

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        self._start(state, int(option.key.split(":")[1]))


class RoundBegin(StepHandler[PState]):
    """A Round: each player in turn, clockwise from the First Player, plays one card."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        state.round = step.data["round"]
        for p in state.players:
            p.claimed = False
        state.push(*[Step("play", s) for s in state.clockwise(state.first_player)])


class FightsBegin(StepHandler[PState]):
    """The four Rounds are over: the fights begin (before the Narrator picks the first)."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        state.phase = "fights"


class Fights(StepHandler[PState]):
    """After the four Rounds, the fights, in the order the Narrator decides."""

    def _pending(self, state: PState) -> list[str]:
        seen: list[str] = []
        for a in state.attacks:
            if a.victim not in seen:
                seen.append(a.victim)
        return seen

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        pending = self._pending(state)
        if len(pending) <= 1:
            return []
        return [Option(f"fight:{v}", self._label(game, state, v), (v,)) for v in pending]

    @staticmethod
    def _label(game: Possession, state: PState, v: str) -> str:
        nem = " + ".join(a.name for a in state.attackers(v))
        owner = state.victims[v].owner
        whose = state.name(owner) if owner != FREE else "free"
        return f"The {actions.name(game, v)} ({whose}) against {nem}"

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return "As Narrator, choose the next fight."

    def run(self, game: Possession, state: PState, step: Step) -> None:
        state.phase = "fights"
        pending = self._pending(state)
        if pending:
            state.push(Step("fight", state.victims[pending[0]].owner, {"victim": pending[0]}))

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        v = option.key.split(":", 1)[1]
        # the fight first, then the Narrator picks the next one
        state.push(Step("fight", state.victims[v].owner, {"victim": v}), Step("fights", step.seat))


class TurnEnd(StepHandler[PState]):
    """Ascendancy; after the fifth turn the game ends; otherwise hands are passed."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        state.phase = "end"
        state.ascendancy = rules.ranking(game, state)
        scores = ", ".join(
            f"{state.name(s)} {rules.score(game, state, s)}" for s in state.ascendancy
        )
        state.say(f"End of turn {state.turn}. Scores (Life + Strength): {scores}.")
        if state.turn >= TURNS:
            game.finish(state)
            return
        direction = game.cards.card(state.location).direction if state.location else "stay"
        state.push(Step("pass_hands", state.narrator, {"direction": direction}), Step("cleanup"))


class Cleanup(StepHandler[PState]):
    """This turn's bonuses lapse (the Location stays till the next is drawn: R3)."""

    def run(self, game: Possession, state: PState, step: Step) -> None:
        for vic in state.victims.values():
            vic.temp_strength = 0
            vic.may_escape = vic.no_escape = False
        for p in state.players:
            p.willpower_turn = 0
            p.played = 0
            p.cheats = []
            p.extra_claim_used = False
            p.event_played = False
        state.nemesis_bonus = {}
        state.sent = []
        state.round = 0
