"""Card-effect ops: the fixed verb list Summons and Curses are built from, each implemented once.

An op step carries its YAML parameters plus `actor` (who played the Summon or drew the
Curse) and, once known, `target` (the player it applies to). `who: each` and
`who: each_other` fan out into one step per player, in turn order from the actor.
"""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.state import NState

G = Any  # the NecronomiCards game (kept loose: game.py imports this module)


def player_option(state: NState, seat: int) -> Option:
    """An option naming a player."""
    return Option(f"player:{seat}", state.name(seat))


class OpHandler(StepHandler[NState]):
    """Resolves `who`, then does the op: automatically, or through the target's choices."""

    # Whether the op needs a target player (ops acting only on the actor set this False).
    targeted = True

    def options(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if self.targeted and "target" not in step.data:
            who = step.data["who"]
            if who in ("chosen", "chosen_any"):
                seats = state.in_turn_order(step.seat)
                if who == "chosen":
                    seats = seats[1:]
                if len(seats) == 1:  # one player to choose: no question (run() aims at them)
                    return None
                return [player_option(state, s) for s in seats]
            return None
        return self.choices(game, state, step)

    def describe(self, game: G, state: NState, step: Step) -> str:
        source = actions.name_of(game, step.data["source"])
        if self.targeted and "target" not in step.data:
            return f"{source}: choose a player."
        return f"{source}: {self.prompt_for(game, state, step)}"

    def resolve(self, game: G, state: NState, step: Step, option: Option) -> None:
        if self.targeted and "target" not in step.data:
            target = int(option.key.split(":")[1])
            if not state.quiet:
                state.say(
                    f"{state.name(step.seat)} chooses {state.name(target)} "
                    f"for {actions.name_of(game, step.data['source'])}."
                )
            self.retarget(state, step, target)
            return
        self.chosen(game, state, step, option)

    def run(self, game: G, state: NState, step: Step) -> None:
        if self.targeted and "target" not in step.data:
            who, actor = step.data["who"], step.data["actor"]
            if who == "you":
                seats = [actor]
            elif who == "left":
                seats = [state.left_of(actor)]
            elif who == "right":
                seats = [state.right_of(actor)]
            elif who == "each":
                seats = state.in_turn_order(actor)
            elif who == "chosen":  # one player to choose from (options() asked nothing)
                seats = state.in_turn_order(step.seat)[1:]
            else:  # each_other
                seats = state.in_turn_order(actor)[1:]
            steps = [Step(step.kind, step.seat, {**step.data, "target": s}) for s in seats]
            state.push(*steps)
            return
        self.act(game, state, step)

    @staticmethod
    def retarget(state: NState, step: Step, target: int) -> None:
        """Re-open the step with its target fixed."""
        state.push(Step(step.kind, step.seat, {**step.data, "target": target}))

    # What each op defines:
    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        """The options once the target is known (None: the op runs by itself)."""
        return None

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        """The prompt once the target is known."""
        return self.prompt

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        """Carry out a choice made once the target is known."""

    def act(self, game: G, state: NState, step: Step) -> None:
        """Carry out the op when nobody has anything to choose."""

    def possible(self, game: G, state: NState) -> bool:
        """Whether the op could do anything now (a "choose one" card offers only the
        options that can, RULINGS R24)."""
        return True


def decide_as(step: Step, seat: int) -> Step:
    """The same step, with the decision passed to `seat`."""
    return Step(step.kind, seat, dict(step.data))


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


class DrawSummons(OpHandler):
    """Draw Summons into hand."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        got = sum(
            actions.draw_summon_card(game, state, target) is not None
            for _ in range(step.data["count"])
        )
        state.say(f"{state.name(target)} draws {plural(got, 'Summon card')}.")


class DiscardSpells(OpHandler):
    """The target discards `count` Spell cards of their own choice (all if fewer), one
    decision per card; the variants below differ only in how many are still to go."""

    def remaining(self, state: NState, step: Step) -> int:
        """How many cards are still to go."""
        return step.data["count"] - step.data.get("done", 0)

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        target = step.data["target"]
        spells = state.players[target].spells
        if self.remaining(state, step) <= 0 or not spells:
            return []
        discard = game.discard_options
        return [discard[iid] for iid in spells]

    def options(self, game: G, state: NState, step: Step) -> list[Option] | None:
        opts = super().options(game, state, step)
        if "target" in step.data and opts and step.seat != step.data["target"]:
            # the target makes their own choice: hand the step over to them
            return None
        return opts

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        if step.seat != target and self.remaining(state, step) > 0 and state.players[target].spells:
            state.push(decide_as(step, target))

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
    """Discard Spell cards of your choice until holding `count`."""

    def remaining(self, state: NState, step: Step) -> int:
        return len(state.players[step.data["target"]].spells) - step.data["count"]


class DiscardHalf(DiscardSpells):
    """Discard half your Spell cards, rounded down, of your choice (fixed when it begins)."""

    def remaining(self, state: NState, step: Step) -> int:
        if "total" in step.data:
            return step.data["total"] - step.data.get("done", 0)
        return len(state.players[step.data["target"]].spells) // 2

    def options(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if "target" in step.data and "total" not in step.data:
            return None
        return super().options(game, state, step)

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

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        spells = state.players[target].spells
        picked = state.rng.sample(spells, min(step.data["count"], len(spells)))
        for iid in picked:
            actions.discard_spell(state, target, iid)
        names = ", ".join(actions.name_of(game, i) for i in picked) or "nothing"
        state.say(f"{state.name(target)} discards at random: {names}.")


class DiscardAllSpells(OpHandler):
    """Discard every Spell card in hand."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        count = len(state.players[target].spells)
        for iid in list(state.players[target].spells):
            actions.discard_spell(state, target, iid)
        state.say(f"{state.name(target)} discards all {plural(count, 'Spell card')}.")


def run_otherwise(state: NState, step: Step) -> None:
    """Do the op's `otherwise` to the same target (they held no unplayed Summon)."""
    fallback = step.data.get("otherwise")
    if fallback:
        data = {**fallback, "actor": step.data["actor"], "source": step.data["source"]}
        data["target"] = step.data["target"]
        state.push(Step(f"op:{fallback['op']}", step.seat, data))


class _SummonChoice(OpHandler):
    """The target picks one of their unplayed Summons (fallback `otherwise` if they hold none)."""

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        held = state.players[step.data["target"]].summons
        if step.seat != step.data["target"] or not held:
            return None
        return [Option(f"summon:{iid}", actions.name_of(game, iid), (iid,)) for iid in held]

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        if not state.players[target].summons:
            state.say(f"{state.name(target)} holds no unplayed Summon.")
            run_otherwise(state, step)
        elif step.seat != target:
            state.push(decide_as(step, target))


class DiscardSummon(_SummonChoice):
    """Discard one unplayed Summon of your choice."""

    prompt = "choose an unplayed Summon to discard."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        actions.discard_summon(state, step.seat, option.cards[0])
        state.say(
            f"{state.name(step.seat)} discards the unplayed Summon "
            f"{actions.name_of(game, option.cards[0])}."
        )


def recipient(state: NState, step: Step) -> int:
    """Who receives: `to` (you/left/right of the actor), by default the actor."""
    actor = step.data["actor"]
    to = step.data.get("to", "you")
    return {"left": state.left_of(actor), "right": state.right_of(actor)}.get(to, actor)


class GiveSummon(_SummonChoice):
    """Give one unplayed Summon of your choice to the recipient."""

    prompt = "choose an unplayed Summon to give away."

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if step.data["target"] == recipient(state, step):
            return None  # giving a card to oneself changes nothing: nothing to ask
        return super().choices(game, state, step)

    def act(self, game: G, state: NState, step: Step) -> None:
        if step.data["target"] == recipient(state, step):
            return  # giving a card to oneself changes nothing
        super().act(game, state, step)

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        to = recipient(state, step)
        state.players[step.seat].summons.remove(option.cards[0])
        state.players[to].summons.append(option.cards[0])
        state.say(f"{state.name(step.seat)} gives an unplayed Summon to {state.name(to)}.")
        state.say(f"The Summon is {actions.name_of(game, option.cards[0])}.", (step.seat, to))


class ReturnSummon(OpHandler):
    """A random unplayed Summon of the target's is shuffled back into the Summon deck."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        held = state.players[target].summons
        if not held:
            state.say(f"{state.name(target)} holds no unplayed Summon.")
            run_otherwise(state, step)
            return
        iid = state.rng.choice(held)
        held.remove(iid)
        state.summon_deck.append(iid)
        state.rng.shuffle(state.summon_deck)
        # Face down from hand to deck: only its holder knows which Summon it was.
        state.say(f"One of {state.name(target)}'s unplayed Summons is shuffled back into the deck.")
        state.say(
            f"Your unplayed Summon {actions.name_of(game, iid)} is shuffled back into the deck.",
            (target,),
        )


class StealSummon(OpHandler):
    """Take one of the target's unplayed Summons at random."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target, actor = step.data["target"], step.data["actor"]
        held = state.players[target].summons
        if not held or target == actor:
            state.say(f"{state.name(target)} has no unplayed Summon to take.")
            return
        iid = state.rng.choice(held)
        held.remove(iid)
        state.players[actor].summons.append(iid)
        state.say(f"{state.name(actor)} takes an unplayed Summon from {state.name(target)}.")
        state.say(f"The Summon is {actions.name_of(game, iid)}.", (actor, target))


class GiveSpells(OpHandler):
    """Give Spell cards of your choice to the recipient, one decision per card."""

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        target = step.data["target"]
        left = step.data["count"] - step.data.get("done", 0)
        spells = state.players[target].spells
        if step.seat != target or left <= 0 or not spells or target == recipient(state, step):
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
        if target == recipient(state, step) or left <= 0 or not state.players[target].spells:
            return
        state.push(decide_as(step, target))

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        to = recipient(state, step)
        state.players[step.seat].spells.remove(option.cards[0])
        state.players[to].spells.append(option.cards[0])
        state.say(f"{state.name(step.seat)} gives a Spell card to {state.name(to)}.")
        state.say(f"The card is {actions.name_of(game, option.cards[0])}.", (step.seat, to))
        state.push(Step(step.kind, step.seat, {**step.data, "done": step.data.get("done", 0) + 1}))


class TakeSpells(OpHandler):
    """Take Spell cards at random from the target."""

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
            names = ", ".join(actions.name_of(game, i) for i in picked)
            state.say(f"The cards taken: {names}.", (actor, target))


class SwapSpells(OpHandler):
    """Choose two players (you may be one) who swap all their Spell cards."""

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        first = step.data.get("first")
        return [player_option(state, s) for s in state.in_turn_order(step.seat) if s != first]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        if "first" in step.data:
            return f"choose who swaps Spell cards with {state.name(step.data['first'])}."
        return "choose the first of two players to swap all their Spell cards."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        seat = int(option.key.split(":")[1])
        if "first" not in step.data:
            state.push(Step(step.kind, step.seat, {**step.data, "first": seat}))
            return
        a, b = state.players[step.data["first"]], state.players[seat]
        a.spells, b.spells = b.spells, a.spells
        state.say(
            f"{state.name(step.data['first'])} and {state.name(seat)} swap all their Spell cards."
        )


class PassSpells(OpHandler):
    """Every player passes all their Spell cards to the neighbour on that side."""

    targeted = False

    def act(self, game: G, state: NState, step: Step) -> None:
        hands = [z.spells for z in state.players]
        for seat in range(state.num_players):
            if step.data["direction"] == "left":
                receiver = state.left_of(seat)
            else:
                receiver = state.right_of(seat)
            state.players[receiver].spells = hands[seat]
        state.say(f"Every player passes their Spell cards to the {step.data['direction']}.")


def depth_label(depth: int, size: int) -> str:
    """Where a card put at `depth` (1 = top) of a deck of `size` cards ends up."""
    if depth == 1:
        return "On top of the Spell deck"
    if depth == size + 1:
        return "At the bottom of the Spell deck"
    return f"Under the top {plural(depth - 1, 'card')}"


class SeedCurse(OpHandler):
    """Search the Spell deck for a Curse of your choice, reshuffle, and put the Curse back
    at the depth you choose (RULINGS.md R18). Public `stage`: "pick" while the searcher
    looks through the deck's Curses (private `_found`), "depth" once one is lifted (`_curse`).
    """

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        stage = step.data.get("stage")
        if stage == "pick":
            return [
                Option(f"curse:{iid}", f"Take {actions.name_of(game, iid)}", (iid,))
                for iid in step.data["_found"]
            ]
        if stage != "depth":
            return None
        size = len(state.spell_deck)
        return [Option(f"depth:{d}", depth_label(d, size)) for d in range(1, size + 2)]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        if step.data.get("stage") == "pick":
            return "which Curse do you take out of the Spell deck?"
        curse = actions.name_of(game, step.data["_curse"])
        return f"where in the Spell deck should the Curse {curse} go?"

    def act(self, game: G, state: NState, step: Step) -> None:
        curses = [i for i in state.spell_deck if game.cards.card(i).deck == "curse"]
        if not curses:
            state.rng.shuffle(state.spell_deck)
            state.say(f"{state.name(step.seat)} finds no Curse; the Spell deck is reshuffled.")
            return
        state.say(f"{state.name(step.seat)} searches the Spell deck for a Curse.")
        names = ", ".join(actions.name_of(game, i) for i in curses)
        state.say(f"The Curses in the Spell deck: {names}.", (step.seat,))
        if len(curses) == 1:
            self.lift(game, state, step, curses[0])
            return
        state.push(Step(step.kind, step.seat, {**step.data, "stage": "pick", "_found": curses}))

    def lift(self, game: G, state: NState, step: Step, curse: str) -> None:
        """Take the Curse out, reshuffle, and ask where it goes."""
        state.spell_deck.remove(curse)
        state.rng.shuffle(state.spell_deck)
        state.say(f"{state.name(step.seat)} takes a Curse from the Spell deck and reshuffles.")
        state.say(f"The Curse is {actions.name_of(game, curse)}.", (step.seat,))
        data = {k: v for k, v in step.data.items() if k != "_found"}
        state.push(Step(step.kind, step.seat, {**data, "stage": "depth", "_curse": curse}))

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        if step.data["stage"] == "pick":
            self.lift(game, state, step, option.cards[0])
            return
        depth = int(option.key.split(":")[1])
        state.spell_deck.insert(depth - 1, step.data["_curse"])
        state.say(f"{state.name(step.seat)} hides the Curse in the Spell deck.")
        state.say(f"It lies at position {depth} from the top.", (step.seat,))


class LookTake(OpHandler):
    """Look at the next Spell cards and take some; Curses cannot be taken (RULINGS.md)."""

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if "_looked" not in step.data:
            return None
        if step.data.get("taken", 0) >= step.data["take"]:
            return []
        opts = [
            Option(f"take:{iid}", f"Take {actions.name_of(game, iid)}", (iid,))
            for iid in step.data["_looked"]
            if iid in state.spell_deck and game.cards.card(iid).deck == "spell"
        ]
        if not opts:
            return []
        opts.append(Option("done", "Take no more"))
        return opts

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        left = step.data["take"] - step.data.get("taken", 0)
        return f"take up to {left} of the Spell cards you look at."

    def act(self, game: G, state: NState, step: Step) -> None:
        if "_looked" in step.data:
            return  # nothing (more) to take
        actions.top_up_spell_deck(state, step.data["look"])
        looked = state.spell_deck[: step.data["look"]]
        state.say(f"{state.name(step.seat)} looks at the next {plural(len(looked), 'Spell card')}.")
        names = ", ".join(actions.name_of(game, i) for i in looked)
        state.say(f"You see: {names}.", (step.seat,))
        data = {**step.data, "_looked": looked, "context": looked}
        state.push(Step(step.kind, step.seat, data))

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        if option.key == "done":
            return
        iid = option.cards[0]
        state.spell_deck.remove(iid)
        state.players[step.seat].spells.append(iid)
        state.say(f"{state.name(step.seat)} takes one of them.")
        state.push(
            Step(step.kind, step.seat, {**step.data, "taken": step.data.get("taken", 0) + 1})
        )


class RecoverSpells(OpHandler):
    """Take Spell cards of your choice from the discard pile (Curses stay)."""

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        if step.data.get("taken", 0) >= step.data["count"]:
            return []
        seen: set[str] = set()
        opts = []
        for iid in reversed(state.discard):
            card = game.cards.card(iid)
            if card.deck == "spell" and card.id not in seen:
                seen.add(card.id)
                opts.append(Option(f"take:{iid}", f"Take {card.name}", (iid,)))
        if not opts:
            return []
        return [*opts, Option("done", "Take no more")]

    def possible(self, game: G, state: NState) -> bool:
        return any(game.cards.card(iid).deck == "spell" for iid in state.discard)

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        left = step.data["count"] - step.data.get("taken", 0)
        return f"take up to {plural(left, 'Spell card')} from the discard pile."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        if option.key == "done":
            return
        state.discard.remove(option.cards[0])
        state.players[step.seat].spells.append(option.cards[0])
        state.say(
            f"{state.name(step.seat)} takes {actions.name_of(game, option.cards[0])} "
            "from the discard pile."
        )
        state.push(
            Step(step.kind, step.seat, {**step.data, "taken": step.data.get("taken", 0) + 1})
        )


class RecoverSummon(OpHandler):
    """Take a discarded Summon of your choice back into your hand."""

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        return [
            Option(f"take:{iid}", f"Take back {actions.name_of(game, iid)}", (iid,))
            for iid in state.summon_discard
        ]

    def possible(self, game: G, state: NState) -> bool:
        return bool(state.summon_discard)

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        return "take a discarded Summon back into your hand."

    def act(self, game: G, state: NState, step: Step) -> None:
        state.say("There is no discarded Summon to take back.")

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        state.summon_discard.remove(option.cards[0])
        state.players[step.seat].summons.append(option.cards[0])
        state.say(
            f"{state.name(step.seat)} takes back the discarded Summon "
            f"{actions.name_of(game, option.cards[0])}."
        )


class MillSpells(OpHandler):
    """Discard the top cards of the Spell deck; Curses discarded so have no effect."""

    targeted = False

    def act(self, game: G, state: NState, step: Step) -> None:
        milled: list[str] = []
        told = False
        for _ in range(step.data["count"]):
            if not state.spell_deck and milled:
                # the deck runs out midway: the cards discarded so far are told before the
                # discard pile (them included) is shuffled into a new deck
                state.say(f"The top of the Spell deck is discarded: {', '.join(milled)}.")
                milled, told = [], True
            if not actions.refill_spell_deck(state):
                break
            iid = state.spell_deck.pop(0)
            state.discard.append(iid)
            milled.append(actions.name_of(game, iid))
        if milled or not told:
            state.say(f"The top of the Spell deck is discarded: {', '.join(milled) or 'nothing'}.")


class RedrawSpells(OpHandler):
    """Shuffle all your Spell cards into the Spell deck and draw as many."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        count = len(state.players[target].spells)
        state.spell_deck.extend(state.players[target].spells)
        state.players[target].spells = []
        state.rng.shuffle(state.spell_deck)
        state.say(
            f"{state.name(target)} shuffles {plural(count, 'Spell card')} into the Spell deck."
        )
        if count:
            data = {
                "who": "you",
                "count": count,
                "target": target,
                "actor": step.data["actor"],
                "source": step.data["source"],
            }
            state.push(Step("op:draw_spells", step.seat, data))


class LoseTurns(OpHandler):
    """The target skips their next turns entirely."""

    def act(self, game: G, state: NState, step: Step) -> None:
        target = step.data["target"]
        state.players[target].lost_turns += step.data["count"]
        state.say(f"{state.name(target)} will lose {plural(step.data['count'], 'turn')}.")


class ExtraTurn(OpHandler):
    """You take another turn right after this one."""

    targeted = False

    def act(self, game: G, state: NState, step: Step) -> None:
        state.extra_turns += 1
        state.say(f"{state.name(step.seat)} will take another turn after this one.")


class Ward(OpHandler):
    """Your next Curses have no effect."""

    targeted = False

    def act(self, game: G, state: NState, step: Step) -> None:
        state.players[step.seat].wards += step.data["count"]
        state.say(
            f"{state.name(step.seat)} is warded against {plural(step.data['count'], 'Curse')}."
        )


class Choice(OpHandler):
    """Choose one of the card's options and do it."""

    targeted = False

    @staticmethod
    def open(game: G, state: NState, step: Step) -> list[int]:
        """The options that can do something now, by their first op (the first alone
        when none can: it is carried out, and says it finds nothing, R24)."""
        items = step.data["options"]
        able = [
            n
            for n, item in enumerate(items)
            if not item["effect"] or OP_HANDLERS[item["effect"][0]["op"]].possible(game, state)
        ]
        return able or [0]

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        able = self.open(game, state, step)
        if len(able) == 1:
            return None  # one option does anything: no question (act() takes it)
        return [Option(f"option:{n}", step.data["options"][n]["label"]) for n in able]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        return "choose one."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        self._do(state, step, int(option.key.split(":")[1]))

    def act(self, game: G, state: NState, step: Step) -> None:
        self._do(state, step, self.open(game, state, step)[0])

    @staticmethod
    def _do(state: NState, step: Step, n: int) -> None:
        picked = step.data["options"][n]
        state.say(f"{state.name(step.seat)} chooses: {picked['label']}.")
        actions.push_effect(state, picked["effect"], step.data["actor"], step.data["source"])


OP_HANDLERS: dict[str, OpHandler] = {
    "draw_spells": DrawSpells(),
    "draw_summons": DrawSummons(),
    "discard_spells": DiscardSpells(),
    "discard_random_spells": DiscardRandomSpells(),
    "discard_down_to": DiscardDownTo(),
    "discard_half": DiscardHalf(),
    "discard_all_spells": DiscardAllSpells(),
    "discard_summon": DiscardSummon(),
    "return_summon": ReturnSummon(),
    "give_summon": GiveSummon(),
    "steal_summon": StealSummon(),
    "give_spells": GiveSpells(),
    "take_spells": TakeSpells(),
    "swap_spells": SwapSpells(),
    "pass_spells": PassSpells(),
    "seed_curse": SeedCurse(),
    "look_take": LookTake(),
    "recover_spells": RecoverSpells(),
    "recover_summon": RecoverSummon(),
    "mill_spells": MillSpells(),
    "redraw_spells": RedrawSpells(),
    "lose_turns": LoseTurns(),
    "extra_turn": ExtraTurn(),
    "ward": Ward(),
    "choice": Choice(),
}
