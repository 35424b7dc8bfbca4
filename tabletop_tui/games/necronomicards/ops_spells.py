"""Card-effect ops on Spell cards in hand: draw, discard, give, take, swap and pass."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.actions import card_names
from tabletop_tui.games.necronomicards.opbase import (
    G,
    OpHandler,
    decide_as,
    player_option,
    recipient,
    spells_in_reach,
)
from tabletop_tui.games.necronomicards.state import NState


class DrawSpells(OpHandler):
    """Draw Spell cards; a Curse drawn takes effect at once and counts as drawn (RULINGS.md)."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target, count = step.data["target"], step.data["count"]
        base = len(state.stack)
        actions.draw_spell_card(game, state, target)
        if count > 1:
            # a drawn Curse's ops (if any) are on top; the remaining draws wait beneath them
            later = Step(step.kind, step.seat, {**step.data, "count": count - 1})
            state.stack.insert(base, later)


class DiscardSpells(OpHandler):
    """The target discards `count` Spell cards of their own choice (all if fewer), one
    decision per card; the variants below differ only in how many are still to go."""

    def remaining(self, state: NState, step: Step) -> int:
        """How many cards are still to go."""
        return step.data["count"] - step.data.get("done", 0)

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return spells_in_reach(state, actor, params)

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        target = step.data["target"]
        spells = state.players[target].spells
        left = self.remaining(state, step)
        if left <= 0 or not spells:
            return []
        if len(spells) <= left:
            return None  # the whole hand goes: no question (RULINGS R26); act() does it
        discard = game.discard_options
        return [discard[iid] for iid in spells]

    def asked(self, game: G, state: NState, step: Step) -> list[Option] | None:
        opts = super().asked(game, state, step)
        if "target" in step.data and opts and step.seat != step.data["target"]:
            # the target makes their own choice: hand the step over to them
            return None
        return opts

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        spells = state.players[target].spells
        if self.remaining(state, step) > 0 and spells:
            if len(spells) <= self.remaining(state, step):  # R26: all of them, unasked
                for iid in list(spells):
                    actions.discard_spell(state, target, iid)
                    if not state.quiet:
                        state.say(f"{state.name(target)} discards {actions.name_of(game, iid)}.")
            elif step.seat != target:
                state.push(decide_as(step, target))
        elif "done" not in step.data and not state.quiet:  # nothing to do from the start
            state.say(self.nothing(state, step))

    def nothing(self, state: NState, step: Step) -> str:
        """The log's line when the target has nothing to discard."""
        return f"{state.name(step.data['target'])} has no Spell card to discard."

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        return f"discard {plural(self.remaining(state, step), 'Spell card')} of your choice."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        actions.discard_spell(state, step.seat, option.cards[0])
        if not state.quiet:
            state.say(f"{state.name(step.seat)} discards {actions.name_of(game, option.cards[0])}.")
        data = dict(step.data)
        data["done"] = data.get("done", 0) + 1
        state.push(Step(step.kind, step.seat, data))


class DiscardDownTo(DiscardSpells):
    """Discard Spell cards of your choice until holding `count`. Down to one (Death,
    Famine), the one question is which card to keep: a play-test answered four in a row,
    the options moving up a row after each."""

    def remaining(self, state: NState, step: Step) -> int:
        return len(state.players[step.data["target"]].spells) - step.data["count"]

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        opts = super().choices(game, state, step)
        if not opts or step.data["count"] != 1:
            return opts
        return [
            Option(f"keep:{o.cards[0]}", f"Keep {actions.name_of(game, o.cards[0])}", o.cards)
            for o in opts
        ]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        if step.data["count"] == 1:
            return "keep one Spell card of your choice; the others are discarded."
        return super().prompt_for(game, state, step)

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        if not option.key.startswith("keep:"):
            super().chosen(game, state, step, option)
            return
        for iid in [c for c in state.players[step.seat].spells if c != option.cards[0]]:
            actions.discard_spell(state, step.seat, iid)
            if not state.quiet:
                state.say(f"{state.name(step.seat)} discards {actions.name_of(game, iid)}.")

    def nothing(self, state: NState, step: Step) -> str:
        held = len(state.players[step.data["target"]].spells)
        return (
            f"{state.name(step.data['target'])} holds {plural(held, 'Spell card')}, "
            f"no more than {step.data['count']}: nothing to discard."
        )


class DiscardHalf(DiscardSpells):
    """Discard half your Spell cards, rounded down, of your choice (fixed when it begins)."""

    def remaining(self, state: NState, step: Step) -> int:
        if "total" in step.data:
            return step.data["total"] - step.data.get("done", 0)
        return len(state.players[step.data["target"]].spells) // 2

    def asked(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if "target" in step.data and "total" not in step.data:
            return None
        return super().asked(game, state, step)

    def act(self, game: G, state: NState, step: Step) -> None:
        if "total" not in step.data:
            target = step.data["target"]
            held = len(state.players[target].spells)
            total = held // 2
            if total == 0:  # RULINGS.md R10: half of 1 rounds down to nothing
                state.say(f"{state.name(target)} holds {plural(held, 'Spell card')}: half is none.")
                return
            state.push(Step(step.kind, target, {**step.data, "total": total}))
            return
        super().act(game, state, step)


class DiscardRandomSpells(OpHandler):
    """Discard Spell cards at random."""

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return spells_in_reach(state, actor, params)

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        spells = state.players[target].spells
        picked = state.rng.sample(spells, min(step.data["count"], len(spells)))
        for iid in picked:
            actions.discard_spell(state, target, iid)
        state.say(f"{state.name(target)} discards at random: {card_names(game, picked)}.")


class DiscardAllSpells(OpHandler):
    """Discard every Spell card in hand."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        count = len(state.players[target].spells)
        for iid in list(state.players[target].spells):
            actions.discard_spell(state, target, iid)
        if count == 1:
            state.say(f"{state.name(target)} discards their one Spell card.")
        elif count:
            state.say(f"{state.name(target)} discards all {plural(count, 'Spell card')}.")
        else:
            state.say(f"{state.name(target)} has no Spell card to discard.")


class GiveSpells(OpHandler):
    """Give Spell cards of your choice to the recipient, one decision per card."""

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        target = step.data["target"]
        left = step.data["count"] - step.data.get("done", 0)
        spells = state.players[target].spells
        if step.seat != target or left <= 0 or len(spells) <= left:
            return None  # someone else's to make, or no choice left (act gives them: R10)
        if target == recipient(state, step):
            return None
        return [
            Option(f"give:{iid}", f"Give {actions.name_of(game, iid)}", (iid,)) for iid in spells
        ]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        to = state.name(recipient(state, step))
        left = step.data["count"] - step.data.get("done", 0)
        return f"choose {plural(left, 'Spell card')} to give to {to}."

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        left = step.data["count"] - step.data.get("done", 0)
        spells = state.players[target].spells
        if target == recipient(state, step) or left <= 0 or not spells:
            if not spells and "done" not in step.data and not state.quiet:
                state.say(f"{state.name(target)} has no Spell card to give.")
            return
        # No more cards than must go: no choice, so no question (RULINGS R10). A hand of
        # copies of one card is asked about all the same: skipping the question would tell
        # the table what the hidden hand holds.
        if len(spells) <= left:
            for iid in list(spells):
                give(game, state, target, recipient(state, step), iid)
            return
        state.push(decide_as(step, target))

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        give(game, state, step.seat, recipient(state, step), option.cards[0])
        state.push(Step(step.kind, step.seat, {**step.data, "done": step.data.get("done", 0) + 1}))


def give(game: G, state: NState, giver: int, to: int, iid: str) -> None:
    """One Spell card from `giver`'s hand to `to`'s, the card named to the two of them."""
    state.players[giver].spells.remove(iid)
    state.players[to].spells.append(iid)
    state.say(f"{state.name(giver)} gives a Spell card to {state.name(to)}.")
    state.say(f"The card is {actions.name_of(game, iid)}.", (giver, to))


class TakeSpells(OpHandler):
    """Take Spell cards at random from the target."""

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return spells_in_reach(state, actor, params, others=True)

    def act(self, game: G, state: NState, step: Step) -> None:
        target, actor = step.data["target"], step.data["actor"]
        if target == actor:
            return
        spells = state.players[target].spells
        picked = state.rng.sample(spells, min(step.data["count"], len(spells)))
        for iid in picked:
            spells.remove(iid)
            state.players[actor].spells.append(iid)
        state.say(
            f"{state.name(actor)} takes {plural(len(picked), 'Spell card')} at random "
            f"from {state.name(target)}."
        )
        if picked:
            state.say(f"The cards taken: {card_names(game, picked)}.", (actor, target))


class SwapSpells(OpHandler):
    """Choose two players (you may be one) who swap all their Spell cards."""

    targeted = False

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        # empty hands swapped change nothing (R24: hand sizes are open to all)
        return any(z.spells for z in state.players)

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        first = step.data.get("first")
        if first is None and state.num_players == 2:
            return None  # the two players are the only pair: `act` names them (R26)
        return [player_option(state, s) for s in state.in_turn_order(step.seat) if s != first]

    def act(self, game: G, state: NState, step: Step) -> None:
        first = state.in_turn_order(step.seat)[0]
        state.push(Step(step.kind, step.seat, {**step.data, "first": first}))

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        if "first" in step.data:
            return f"choose who swaps Spell cards with {state.name(step.data['first'])}."
        return "choose the first of two players to swap all their Spell cards."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        seat = int(option.key.split(":")[1])
        if "first" not in step.data:
            state.push(Step(step.kind, step.seat, {**step.data, "first": seat}))
            return
        first = step.data["first"]
        a, b = state.players[first], state.players[seat]
        a.spells, b.spells = b.spells, a.spells
        state.say(f"{state.name(first)} and {state.name(seat)} swap all their Spell cards.")
        for one, other in ((first, seat), (seat, first)):
            got, gave = state.players[one].spells, state.players[other].spells
            state.say(
                f"You give {card_names(game, gave)} to {state.name(other)} and receive "
                f"{card_names(game, got)}.",
                (one,),
            )


class PassSpells(OpHandler):
    """Every player passes all their Spell cards to the neighbour on that side."""

    targeted = False

    def act(self, game: G, state: NState, step: Step) -> None:
        hands = [z.spells for z in state.players]
        left = step.data["direction"] == "left"
        for seat in range(state.num_players):
            receiver = state.left_of(seat) if left else state.right_of(seat)
            state.players[receiver].spells = hands[seat]
        state.say(f"Every player passes their Spell cards to the {step.data['direction']}.")
        for seat in range(state.num_players):  # each told what went and came (a play-test
            # saw only the hand change)
            to, came_from = (state.left_of(seat), state.right_of(seat))
            if not left:
                to, came_from = came_from, to
            gave, got = card_names(game, hands[seat]), card_names(game, state.players[seat].spells)
            state.say(
                f"You pass {gave} to {state.name(to)} and receive {got} "
                f"from {state.name(came_from)}.",
                (seat,),
            )
