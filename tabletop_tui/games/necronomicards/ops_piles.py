"""Card-effect ops on the decks and discard piles, and on turns: seed a Curse, look and
take, recover, mill, redraw; lose turns, an extra turn, a ward."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import ordinal, plural
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.opbase import G, OpHandler, spells_in_reach
from tabletop_tui.games.necronomicards.state import NState


def depth_label(depth: int, size: int) -> str:
    """Where a card put at `depth` (1 = top) of a deck of `size` cards ends up."""
    if depth == 1:
        return "On top of the Spell deck"
    if depth == size + 1:
        return "At the bottom of the Spell deck"
    return f"Under the top {plural(depth - 1, 'card')}"


@cache
def depth_options(size: int) -> tuple[Option, ...]:
    """The depths a Curse may go back at in a deck of `size` cards (the same for every
    game: made once a size, the options being tuples no one changes)."""
    return tuple(Option(f"depth:{d}", depth_label(d, size)) for d in range(1, size + 2))


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
        return list(depth_options(len(state.spell_deck)))

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
        found = actions.card_names(game, curses)
        state.say(f"The Curses in the Spell deck: {found}.", (step.seat,))
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
        # copies of one card are told apart by their place among the cards looked at: the
        # rest go back in order, so which copy is taken decides what lies on top
        looked = step.data["_looked"]
        left = [c for c in looked if c in state.spell_deck and game.cards.card(c).deck == "spell"]
        names = Counter(game.cards.card(c).name for c in left)
        opts = []
        for iid in left:
            name = game.cards.card(iid).name
            place = f" (the {ordinal(looked.index(iid) + 1)} card)" if names[name] > 1 else ""
            opts.append(Option(f"take:{iid}", f"Take {name}{place}", (iid,)))
        if not opts:
            return []
        opts.append(Option("done", "Take no more"))
        return opts

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        taken = step.data.get("taken", 0)
        left = step.data["take"] - taken
        more = " more" if taken else ""  # ("up to 1 more" after one taken: a play-test)
        return f"take up to {left}{more} of the Spell cards you look at."

    def act(self, game: G, state: NState, step: Step) -> None:
        if "_looked" in step.data:
            return  # nothing (more) to take
        actions.top_up_spell_deck(state, step.data["look"])
        looked = state.spell_deck[: step.data["look"]]
        state.say(f"{state.name(step.seat)} looks at the next {plural(len(looked), 'Spell card')}.")
        state.say(f"You see: {actions.card_names(game, looked)}.", (step.seat,))
        data = {**step.data, "_looked": looked, "context": looked}
        state.push(Step(step.kind, step.seat, data))

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        if option.key == "done":
            return
        iid = option.cards[0]
        state.spell_deck.remove(iid)
        state.players[step.seat].spells.append(iid)
        state.say(f"{state.name(step.seat)} takes one of them.")
        state.say(f"You take {actions.name_of(game, iid)}.", (step.seat,))
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

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return any(game.cards.card(iid).deck == "spell" for iid in state.discard)

    def act(self, game: G, state: NState, step: Step) -> None:
        if not step.data.get("taken") and not self.possible(game, state, step.seat, {}):
            state.say("There is no Spell card in the discard pile to take.")

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        taken = step.data.get("taken", 0)
        left = step.data["count"] - taken
        more = " more" if taken else ""
        cards = "Spell card" if left == 1 else "Spell cards"
        return f"take up to {left}{more} {cards} from the discard pile."

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
    """Take a discarded Summon of your choice into your hand (anyone's discard)."""

    targeted = False

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        return [
            Option(f"take:{iid}", f"Take {actions.name_of(game, iid)}", (iid,))
            for iid in state.summon_discard
        ]

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return bool(state.summon_discard)

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        return "take a discarded Summon into your hand."

    def act(self, game: G, state: NState, step: Step) -> None:
        state.say("There is no discarded Summon to take.")

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        state.summon_discard.remove(option.cards[0])
        state.players[step.seat].summons.append(option.cards[0])
        state.say(
            f"{state.name(step.seat)} takes the discarded Summon "
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

    def possible(self, game: G, state: NState, actor: int, params: dict[str, Any]) -> bool:
        return spells_in_reach(state, actor, params)

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
