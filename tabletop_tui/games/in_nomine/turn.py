"""The five phases of a turn (Essence, Fates, Recruit, Struggle, End) and playing cards."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.in_nomine import moves
from tabletop_tui.games.in_nomine.cards import ATTACHMENTS
from tabletop_tui.games.in_nomine.moves import name, whose
from tabletop_tui.games.in_nomine.offers import onto, plain, window_options
from tabletop_tui.games.in_nomine.state import INState, Persona
from tabletop_tui.games.in_nomine.targets import (
    holders,
    paying,
    ready,
)

G = Any
HAND_LIMIT = 7


class EssencePhase(StepHandler[INState]):
    """Dawn/Dusk: an Essence counter on each of your personas without one; a Prophecy token
    on each of your humans (plus any extra a modifier gives)."""

    def run(self, game: G, state: INState, step: Step) -> None:
        state.phase = "essence"
        for p in state.controlled_by(step.seat):
            p.essence = True
            if game.cards.card(p.card).type == "human":
                p.prophecy += 1 + sum(game.cards.card(a).bonus.prophecy for a in p.attachments)
        dawn = "Dawn" if state.sides[step.seat].side == "angel" else "Dusk"
        state.say(
            f"{dawn}: {whose(state, step.seat)} personas gain Essence; their humans gain Prophecy."
        )


class FatesPhase(StepHandler[INState]):
    """Draw 1 card."""

    def run(self, game: G, state: INState, step: Step) -> None:
        state.phase = "fates"
        moves.draw(game, state, step.seat, 1)
        state.phase = "recruit"  # the Recruit phase opens next


def can_attack(state: INState, p: Persona) -> bool:
    """A persona with Essence, not barred from attacking, while attacks are not negated."""
    return ready(state, p) and not state.attacks_negated


def ask_anyway(state: INState, seat: int) -> bool:
    """The 'windows: always' option (RULINGS R40): a window is put to a player holding any
    card, something playable in it or not, so its opening tells nobody what the hand holds
    (an empty hand is open to all: nothing to ask)."""
    return state.every_window and bool(state.sides[seat].hand)


# Said with a question that 'windows: always' puts to a hand holding nothing for it (R40):
# the one answer is no secret to its player, but why it is asked at all would be
EVERY_HAND = "(Asked of every hand: nobody learns what yours holds.)"


def nothing_for(game: G, state: INState, seat: int, window: str) -> bool:
    """The window is put to `seat` by 'windows: always' only: nothing in it can be played."""
    return state.every_window and not window_options(game, state, seat, window)


def play_from_hand(game: G, state: INState, seat: int, card: str) -> None:
    """Play a card: recruit a persona, start attaching a modifier, or play an event."""
    info = game.cards.card(card)
    side = state.sides[seat]
    if info.is_persona:
        side.hand.remove(card)
        state.personas.append(Persona(card, owner=seat, controller=seat))
        if state.phase == "recruit" and state.recruits_left > 0:
            state.recruits_left -= 1
        else:
            state.bonus_recruits -= 1
        state.say(f"{state.name(seat)} recruits {name(game, card)}.")
        return
    if info.type in ATTACHMENTS:
        state.push(Step("attach", seat, {"_card": card}))
        return
    side.hand.remove(card)
    side.discard.append(card)  # events are discarded as soon as they are played
    state.say(f"{state.name(seat)} plays {info.name}: {info.text}")
    steps = []
    if info.type == "song":
        steps.append(Step("pay_song", seat, {"card": card}))
    foe = state.opponent(seat)
    if info.type == "prince" and state.sides[foe].hand and deck_negates(game, state, foe):
        # asked whether or not the hand holds the negation (R12): a window opened only when
        # it does would tell the table that the one Divine Intervention is in that hand
        steps.append(Step("prince_window", foe, {"card": card}))
    steps.append(Step("event", seat, {"card": card}))
    state.push(*steps)


def activate(game: G, state: INState, seat: int, card: str) -> None:
    """Spend a persona's Essence to use its Activation power."""
    persona = state.persona(card)
    persona.essence = False
    info = game.cards.card(card)
    state.say(f"{state.name(seat)} activates {name(game, card)}: {info.text}")
    moves.push_effect(state, info.effect, seat, card)


def use(game: G, state: INState, seat: int, option: Option) -> bool:
    """Carry out a play:/activate: option; False if the option is something else."""
    kind, _, card = option.key.partition(":")
    if kind == "play":
        play_from_hand(game, state, seat, card)
    elif kind == "activate":
        activate(game, state, seat, card)
    else:
        return False
    return True


# Why a main phase with nothing to do ends by itself (RULINGS.md R37), for the log.
NOTHING_TO_DO = {
    "recruit": "nothing can be recruited, attached, played or activated",
    "struggle": "no persona can attack, and nothing can be played or activated",
}


class Main(StepHandler[INState]):
    """Your Recruit or Struggle phase: recruit, attach, play events, activate, attack, move on.
    A phase where ending it is the only thing to do ends by itself (RULINGS.md R37), unless
    'windows: always' asks a player holding cards all the same (R40)."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        seat, phase = step.seat, step.data["phase"]
        mine = state.controlled_by(seat)
        opts = window_options(game, state, seat, "main", mine)
        if phase == "struggle":
            foe = state.opponent(seat)
            # with no persona to aim at, the attack goes at the deck without asking (R39)
            # (two players: a persona that is not this seat's is the foe's)
            at = None
            for p in mine:
                if can_attack(state, p):
                    if at is None:
                        at = "" if len(mine) < len(state.personas) else f" {whose(state, foe)} deck"
                    opts.append(plain(game, "attack", p.card, at))
        if not opts and not ask_anyway(state, seat):
            # only "next": `run` ends the phase without asking (R37); under 'windows: always'
            # a hand is asked even so, or the phase ending by itself would tell the table
            # that nothing in it could be played (R40)
            return None
        end = "End the Recruit phase" if phase == "recruit" else "End the Struggle phase"
        opts.append(Option("next", end))
        return opts

    def run(self, game: G, state: INState, step: Step) -> None:
        phase = step.data["phase"]
        state.say(f"{whose(state, step.seat)} {phase.title()} phase ends: {NOTHING_TO_DO[phase]}.")
        self.end(state, step)

    @staticmethod
    def end(state: INState, step: Step) -> None:
        """The phase ends: the Recruit phase's unused recruit lapses and the Struggle opens;
        after the Struggle, the End phase."""
        if step.data["phase"] == "recruit":
            state.phase = "struggle"
            state.recruits_left = 0
            state.push(Step("main", step.seat, {"phase": "struggle"}))
        else:
            state.phase = "end"

    def describe(self, game: G, state: INState, step: Step) -> str:
        recruit = step.data["phase"] == "recruit"
        if state.every_window and [o.key for o in self.options(game, state, step) or []] == [
            "next"
        ]:  # asked only to keep the hand's secret (R37, R40)
            what = "recruit, attach, play or activate" if recruit else "attack with or play"
            return f"Nothing to {what}: end the phase. {EVERY_HAND}"
        if recruit:
            return "Recruit phase: recruit, attach, play cards."  # (80x24: two rows)
        return "Struggle phase: attack, play cards, or end."

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        seat = step.seat
        if option.key == "next":  # said in the log: it gives up what the phase still offered
            state.say(f"{state.name(seat)} ends the {step.data['phase'].title()} phase.")
            self.end(state, step)
            return
        state.push(step)
        if option.key.startswith("attack:"):
            state.push(Step("declare", seat, {"attacker": option.cards[0]}))
            return
        use(game, state, seat, option)


class Attach(StepHandler[INState]):
    """Put a Modifier or Artifact onto a legal persona (or change your mind). With only one
    persona it may go on, it goes there without asking (RULINGS.md R39)."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        personas = holders(game, state, step.seat, step.data["_card"])
        if len(personas) == 1:
            return None
        opts = [Option(f"onto:{p}", f"Onto {onto(game, state, p)}", (p,)) for p in personas]
        return [*opts, Option("back", "Keep it in hand")]

    def describe(self, game: G, state: INState, step: Step) -> str:
        return f"Attach {name(game, step.data['_card'])} to which persona?"

    def run(self, game: G, state: INState, step: Step) -> None:
        self.attach(game, state, step, holders(game, state, step.seat, step.data["_card"])[0])

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key != "back":
            self.attach(game, state, step, option.cards[0])

    @staticmethod
    def attach(game: G, state: INState, step: Step, holder: str) -> None:
        """The card leaves the hand for `holder`."""
        card = step.data["_card"]
        state.sides[step.seat].hand.remove(card)
        state.persona(holder).attachments.append(card)
        mine = state.persona(holder).controller == step.seat
        to = (
            name(game, holder)
            if mine
            else f"{whose(state, state.opponent(step.seat))} {name(game, holder)}"
        )
        state.say(f"{state.name(step.seat)} attaches {name(game, card)} to {to}.")


class PaySong(StepHandler[INState]):
    """A Song costs an Essence counter from one of your Celestials."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        payers = paying(game, state, step.seat, step.data["card"])
        if len(payers) <= 1:
            return None
        return [
            Option(f"pay:{p.card}", f"Spend {name(game, p.card)}'s Essence", (p.card,))
            for p in payers
        ]

    def describe(self, game: G, state: INState, step: Step) -> str:
        return f"Which Celestial pays for {name(game, step.data['card'])}?"

    def run(self, game: G, state: INState, step: Step) -> None:
        payers = paying(game, state, step.seat, step.data["card"])
        if payers:
            self.pay(game, state, payers[0].card)

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        self.pay(game, state, option.cards[0])

    @staticmethod
    def pay(game: G, state: INState, card: str) -> None:
        state.persona(card).essence = False
        state.say(f"{name(game, card)} spends its Essence on the Song.")


def deck_negates(game: G, state: INState, seat: int) -> bool:
    """Whether `seat`'s deck holds a card that negates a Prince (public: the deck lists)."""
    side = state.sides[seat].side
    return any(
        c.side == side and any(op["op"] == "negate_prince" for op in c.effect)
        for c in game.cards.defs.values()
    )


class PrinceWindow(StepHandler[INState]):
    """The Angel player may answer a Prince card as it is played (Divine Intervention)."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        hand = state.sides[step.seat].hand
        negators = [
            c for c in hand if any(op["op"] == "negate_prince" for op in game.cards.card(c).effect)
        ]
        if not hand:
            return []
        opts = [Option(f"negate:{c}", f"Play {name(game, c)}: negate it", (c,)) for c in negators]
        allow = "Let it happen" if negators else "Let it happen (nothing in hand negates it)"
        return [*opts, Option("allow", allow)]

    def describe(self, game: G, state: INState, step: Step) -> str:
        return f"{name(game, step.data['card'])} is being played. Negate it?"

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key == "allow":  # told to the table: the Demon player saw no sign that
            # the chance of a Divine Intervention had come and gone (a play-test)
            prince = name(game, step.data["card"])
            state.say(f"{state.name(step.seat)} does not negate {prince}.")
            return
        card = option.cards[0]
        state.sides[step.seat].hand.remove(card)
        state.sides[step.seat].discard.append(card)
        state.say(
            f"{state.name(step.seat)} plays {name(game, card)}: "
            f"{name(game, step.data['card'])} is negated."
        )
        # the Prince card's effect waits directly beneath: cancel it
        if state.stack and state.stack[-1].kind == "event":
            state.stack.pop()


class Event(StepHandler[INState]):
    """An event's effect takes place (unless negated first)."""

    def run(self, game: G, state: INState, step: Step) -> None:
        card = step.data["card"]
        moves.push_effect(state, game.cards.card(card).effect, step.seat, card)


class Respond(StepHandler[INState]):
    """With the 'events: open' option (R36): before the End phase, the player whose turn it
    is not may play events (offered only when they hold one they can play)."""

    prompt = "Play a card before the turn ends?"

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        opts = window_options(game, state, step.seat, "respond")
        ask = opts or ask_anyway(state, step.seat)
        return [*opts, Option("pass", "Let the turn end")] if ask else []

    def describe(self, game: G, state: INState, step: Step) -> str:
        ending = f"{whose(state, state.current)} turn is ending."
        if nothing_for(game, state, step.seat, "respond"):
            return f"{ending} Nothing to play: let it end. {EVERY_HAND}"
        return f"{ending} Play a card before it does?"

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key != "pass":
            state.push(step)
            use(game, state, step.seat, option)


class EndPhase(StepHandler[INState]):
    """Maximum hand size 7: discard the excess, your choice."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        hand = state.sides[step.seat].hand
        if len(hand) <= HAND_LIMIT:
            return []
        return [Option(f"discard:{c}", f"Discard {name(game, c)}", (c,)) for c in hand]

    def describe(self, game: G, state: INState, step: Step) -> str:
        extra = len(state.sides[step.seat].hand) - HAND_LIMIT
        return f"End phase: the hand limit is {HAND_LIMIT}; discard {plural(extra, 'card')}."

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        card = option.cards[0]
        state.sides[step.seat].hand.remove(card)
        state.sides[step.seat].discard.append(card)
        state.say(f"{state.name(step.seat)} discards {name(game, card)}.")
        state.push(step)


class Cleanup(StepHandler[INState]):
    """The turn ends: this turn's effects lapse; control taken for one turn goes back."""

    def run(self, game: G, state: INState, step: Step) -> None:
        state.effects.clear()
        state.attacks_negated = False
        state.combat = None
        for p in state.personas:
            if p.returns_to is not None:
                p.controller, p.returns_to = p.returns_to, None
                state.say(f"{name(game, p.card)} returns to {whose(state, p.controller)} control.")
