"""Card-effect ops: each In Nomine verb implemented once (cards.py lists them)."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.in_nomine import moves
from tabletop_tui.games.in_nomine.moves import name, whose
from tabletop_tui.games.in_nomine.state import INState
from tabletop_tui.games.in_nomine.targets import (
    blocking_persona,
    fighters,
    holders,
    op_targets,
    target_option,
)

G = Any  # the InNomine game (game.py imports this module)


class Op(StepHandler[INState]):
    """Picks a target first when the op takes one, then acts."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if "target_card" not in step.data:
            targets = op_targets(game, state, step.seat, step.data)
            if targets is not None and len(targets) != 1:  # one: taken at once (run, R38)
                return [target_option(game, state, c) for c in targets]
            if targets:
                return None
        return self.choices(game, state, step)

    def describe(self, game: G, state: INState, step: Step) -> str:
        source = name(game, step.data["source"])
        if "target_card" not in step.data and op_targets(game, state, step.seat, step.data):
            return f"{source}: choose a target."
        return f"{source}: {self.prompt}"

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if "target_card" not in step.data and option.key.startswith("target:"):
            state.push(Step(step.kind, step.seat, {**step.data, "target_card": option.cards[0]}))
            return
        self.chosen(game, state, step, option)

    def run(self, game: G, state: INState, step: Step) -> None:
        data = step.data
        targets = None if "target_card" in data else op_targets(game, state, step.seat, data)
        if targets == []:
            state.say(f"{name(game, data['source'])} has no target left: it does nothing.")
            return
        if targets:  # its only target (RULINGS.md R38): no question
            only = target_option(game, state, targets[0]).label
            state.say(f"{name(game, data['source'])} targets {only}: the only one it may.")
            state.push(Step(step.kind, step.seat, {**data, "target_card": targets[0]}))
            return
        self.act(game, state, step)

    def choices(self, game: G, state: INState, step: Step) -> list[Option] | None:
        """Options once the target is known (None: act by itself)."""
        return None

    def chosen(self, game: G, state: INState, step: Step, option: Option) -> None:
        """Carry out a choice made once the target is known."""

    def act(self, game: G, state: INState, step: Step) -> None:
        """Carry out the op."""


class Draw(Op):
    """Draw cards."""

    def act(self, game: G, state: INState, step: Step) -> None:
        moves.draw(game, state, step.seat, step.data["count"])


class OpponentDiscards(Op):
    """The opponent discards cards of their choice from hand, one decision each."""

    prompt = "discard a card from your hand."

    def choices(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if not step.data.get("handed"):
            return None
        hand = state.sides[step.seat].hand
        if step.data["count"] <= 0 or not hand:
            return []
        return [Option(f"discard:{c}", f"Discard {name(game, c)}", (c,)) for c in hand]

    def act(self, game: G, state: INState, step: Step) -> None:
        if not step.data.get("handed"):
            foe = state.opponent(step.seat)
            state.push(Step(step.kind, foe, {**step.data, "handed": True}))
        elif step.data["count"] > 0:  # (the hand is empty)
            state.say(f"{state.name(step.seat)} has no card left to discard.")

    def chosen(self, game: G, state: INState, step: Step, option: Option) -> None:
        card = option.cards[0]
        state.sides[step.seat].hand.remove(card)
        state.sides[step.seat].discard.append(card)
        state.say(f"{state.name(step.seat)} discards {name(game, card)}.")
        state.push(Step(step.kind, step.seat, {**step.data, "count": step.data["count"] - 1}))


class Look(Op):
    """Look at hidden cards: the opponent's hand or the top of a deck (only you see them)."""

    prompt = "you look at these cards."

    def choices(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if "context" in step.data:
            return [Option("ok", "Done looking")]
        if step.data["op"] == "look_deck" and step.data["deck"] == "choose":
            return [
                Option(f"deck:{s}", f"{whose(state, s)} deck ({state.sides[s].side}s)")
                for s in (step.seat, state.opponent(step.seat))
            ]
        return None

    def chosen(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key.startswith("deck:"):
            self.show(game, state, step, [int(option.key.split(":")[1])])

    def act(self, game: G, state: INState, step: Step) -> None:
        foe = state.opponent(step.seat)
        if step.data["op"] == "look_hand":
            cards = list(state.sides[foe].hand)
            state.say(f"{state.name(step.seat)} looks at {whose(state, foe)} hand.")
            self.reveal(game, state, step, cards)
            return
        which = {"own": [step.seat], "opponent": [foe], "both": [step.seat, foe]}
        self.show(game, state, step, which[step.data["deck"]])

    def describe(self, game: G, state: INState, step: Step) -> str:
        seen, source = step.data.get("_seen"), name(game, step.data["source"])
        if "context" in step.data and seen:  # which deck each card is the top of
            return f"{source}: {seen}"
        if "context" not in step.data and step.data.get("deck") == "choose":
            return f"{source}: look at the top {step.data['count']} cards of which deck?"
        return super().describe(game, state, step)

    def show(self, game: G, state: INState, step: Step, seats: list[int]) -> None:
        """The top cards of these decks, each deck's told apart, first to last (a review
        saw Asmodeus's six cards with no word of which deck each topped)."""
        cards: list[str] = []
        count = step.data["count"]
        decks = []
        for s in seats:
            top = state.sides[s].deck[:count]
            cards += top
            deck = "your deck" if s == step.seat else f"{whose(state, s)} deck"
            state.say(
                f"{state.name(step.seat)} looks at the next {count} cards "
                f"of {whose(state, s)} deck."
            )
            names = ", ".join(name(game, c) for c in top) or "nothing"
            decks.append(f"{deck}: {names}")
            state.say(f"The top of {deck}, first to last: {names}.", (step.seat,))
        # each deck's cards named under it (a play-test read the cards of two decks, shown
        # as boxes in rows, across and not down); private, as the cards are ("_")
        order = "each first to last" if len(decks) > 1 else "first to last"
        seen = f"the top {count} of {'; of '.join(decks)} ({order})."
        state.push(Step(step.kind, step.seat, {**step.data, "context": cards, "_seen": seen}))

    @staticmethod
    def reveal(game: G, state: INState, step: Step, cards: list[str]) -> None:
        names = ", ".join(name(game, c) for c in cards) or "nothing"
        state.say(f"You see: {names}.", (step.seat,))
        state.push(Step(step.kind, step.seat, {**step.data, "context": cards}))


class Tutor(Op):
    """Take any card from your deck into your hand, then shuffle the deck."""

    prompt = "take a card from your deck."

    def choices(self, game: G, state: INState, step: Step) -> list[Option] | None:
        seen: dict[str, str] = {}
        for card in state.sides[step.seat].deck:
            seen.setdefault(game.cards.card(card).id, card)
        # keyed by design: which copy is taken does not matter (and keys stay stable); listed
        # by name, so about fifty cards are found as in an index, not in the deck's order
        named = sorted(seen.items(), key=lambda dc: (name(game, dc[1]), dc[0]))
        return [Option(f"take:{d}", f"Take {name(game, c)}", (c,)) for d, c in named]

    def chosen(self, game: G, state: INState, step: Step, option: Option) -> None:
        side = state.sides[step.seat]
        design = option.key.split(":", 1)[1]
        card = next(c for c in side.deck if game.cards.card(c).id == design)
        side.deck.remove(card)
        side.hand.append(card)
        state.rng.shuffle(side.deck)
        state.say(f"{state.name(step.seat)} takes a card from the deck and shuffles it.")
        state.say(f"You take {name(game, card)}.", (step.seat,))


class Recover(Op):
    """Put a persona of the kind asked from your discard pile into your hand."""

    def act(self, game: G, state: INState, step: Step) -> None:
        card = step.data["target_card"]
        side = state.sides[step.seat]
        side.discard.remove(card)
        side.hand.append(card)
        state.say(f"{state.name(step.seat)} returns {name(game, card)} from the discard to hand.")


class Destroy(Op):
    """Destroy a persona, the attacker, or the attacker and the blocker."""

    def act(self, game: G, state: INState, step: Step) -> None:
        which = step.data["target"]
        combat = state.combat
        if which == "persona":
            moves.destroy(game, state, step.data["target_card"])
        elif combat is not None:
            doomed = [combat.attacker]
            if which == "attacker_and_blocker" and combat.blocker:
                doomed.append(combat.blocker)
            for card in doomed:
                if state.in_play(card):
                    moves.destroy(game, state, card)
            combat.negated = True


class LeavePlay(Op):
    """Shuffle a persona back into its owner's deck, or return it to its owner's hand."""

    def act(self, game: G, state: INState, step: Step) -> None:
        card = step.data["target_card"]
        persona = state.persona(card)
        to = "deck" if step.data["op"] == "shuffle_back" else "hand"
        where = "shuffled back into" if to == "deck" else "returned to"
        state.say(f"{name(game, card)} is {where} {whose(state, persona.owner)} {to}.")
        moves.leave_play(game, state, persona, to)


class Control(Op):
    """Take control of a persona, for good or for this turn (RULINGS.md)."""

    def act(self, game: G, state: INState, step: Step) -> None:
        persona = state.persona(step.data["target_card"])
        was = persona.controller
        persona.controller = step.seat
        if step.data["duration"] == "turn":
            persona.returns_to = was if persona.returns_to is None else persona.returns_to
            span = "until the end of the turn"
        else:
            persona.returns_to = None
            span = "for good"
        state.say(f"{state.name(step.seat)} takes control of {name(game, persona.card)} {span}.")
        moves.leave_fight(state, persona.card)


class StealArtifact(Op):
    """Take an opponent's Artifact onto one of your own personas."""

    prompt = "choose which of your personas takes the Artifact."

    def choices(self, game: G, state: INState, step: Step) -> list[Option] | None:
        found = holders(game, state, step.seat, step.data["target_card"])
        # one persona may hold it: it goes there unasked (act; R39)
        return [target_option(game, state, c) for c in found] if len(found) > 1 else None

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if "target_card" not in step.data:
            super().resolve(game, state, step, option)
        else:
            self.act(game, state, step, option.cards[0])

    def act(self, game: G, state: INState, step: Step, holder: str = "") -> None:
        artifact = step.data["target_card"]
        holder = holder or next(iter(holders(game, state, step.seat, artifact)), "")
        if holder:
            moves.move_artifact(game, state, step.seat, artifact, holder)


class Prophecy(Op):
    """Add (or remove) Prophecy tokens on a human; never below 0."""

    def act(self, game: G, state: INState, step: Step) -> None:
        persona = state.persona(step.data["target_card"])
        persona.prophecy = max(0, persona.prophecy + step.data["amount"])
        state.say(
            f"{name(game, persona.card)} ({state.name(persona.controller)}) now has "
            f"{plural(persona.prophecy, 'Prophecy token')}."
        )


class Undead(Op):
    """A human becomes Undead: Force +1 for good."""

    def act(self, game: G, state: INState, step: Step) -> None:
        persona = state.persona(step.data["target_card"])
        persona.undead = True
        state.say(f"{name(game, persona.card)} becomes Undead (Force +1).")


class Modify(Op):
    """A Force, Atk or Def change for the rest of the turn."""

    def act(self, game: G, state: INState, step: Step) -> None:
        data = step.data
        seat: int | None = None
        target: str | None = data.get("target_card")
        if data["target"] == "attacker" and state.combat:
            target = state.combat.attacker
        elif data["target"] == "defender":  # Def + X: the blocker (R9, R29)
            target = blocking_persona(state)
        elif data["target"] == "fighter":
            mine = [c for c in fighters(state) if state.persona(c).controller == step.seat]
            target = mine[0] if mine else None
        elif data["target"] == "own_all":
            seat = step.seat
        effect = {
            "target": target,
            "seat": seat,
            "stat": data["stat"],
            "amount": data["amount"],
            "source": name(game, data["source"]),
        }
        state.effects.append(effect)
        if target:
            who, verb = name(game, target), "gets"
        elif seat is not None:  # the log is read by both players: say whose
            who, verb = f"all {whose(state, seat)} personas", "get"
        else:
            who, verb = "every persona", "gets"
        sign = "+" if data["amount"] >= 0 else ""
        label = {"atk": "Atk", "def": "Def", "force": "Force"}[data["stat"]]
        said = f"{who} {verb} {label} {sign}{data['amount']} this turn."
        state.say(said[:1].upper() + said[1:])  # "Every persona ...", "All Ann's personas ..."


class Unblockable(Op):
    """The attacking persona cannot be blocked."""

    def act(self, game: G, state: INState, step: Step) -> None:
        if state.combat:
            state.combat.unblockable = True
            state.say(f"{name(game, state.combat.attacker)} cannot be blocked.")


class NegateAttack(Op):
    """Negate this attack, or every attack for the rest of the turn."""

    def act(self, game: G, state: INState, step: Step) -> None:
        if state.combat:
            state.combat.negated = True
        if step.data["scope"] == "all":
            state.attacks_negated = True
            state.say("All attacks this turn are negated.")
        else:
            state.say("The attack is negated.")


class NegateBlock(Op):
    """Negate the block: the attack goes on unblocked, and cannot be blocked again."""

    def act(self, game: G, state: INState, step: Step) -> None:
        if state.combat and state.combat.blocker:
            state.say(f"The block by {name(game, state.combat.blocker)} is negated.")
            state.combat.blocker = None
            state.combat.block_negated = True


class CantAttackOrBlock(Op):
    """A persona cannot attack or block until the end of its controller's next turn."""

    def act(self, game: G, state: INState, step: Step) -> None:
        persona = state.persona(step.data["target_card"])
        persona.disabled_through = moves.next_turn_of(state, persona.controller)
        state.say(
            f"{name(game, persona.card)} cannot attack or block until the end of "
            f"{whose(state, persona.controller)} next turn."
        )


class Recruit(Op):
    """Recruit more personas this turn (at once, in either main phase: RULINGS.md)."""

    def act(self, game: G, state: INState, step: Step) -> None:
        state.bonus_recruits += step.data["count"]
        count = step.data["count"]
        more = "any number of personas" if count >= 99 else plural(count, "more persona")
        state.say(f"{state.name(step.seat)} may recruit {more} this turn.")


class NegatePrince(Op):
    """Only used through the Prince window (see turn.PrinceWindow)."""


OP_HANDLERS: dict[str, Op] = {
    "draw": Draw(),
    "opponent_discards": OpponentDiscards(),
    "look_hand": Look(),
    "look_deck": Look(),
    "tutor": Tutor(),
    "recover": Recover(),
    "destroy": Destroy(),
    "shuffle_back": LeavePlay(),
    "return_to_hand": LeavePlay(),
    "control": Control(),
    "steal_artifact": StealArtifact(),
    "prophecy": Prophecy(),
    "undead": Undead(),
    "modify": Modify(),
    "unblockable": Unblockable(),
    "negate_attack": NegateAttack(),
    "negate_block": NegateBlock(),
    "cant_attack_or_block": CantAttackOrBlock(),
    "recruit": Recruit(),
    "negate_prince": NegatePrince(),
}
