"""Choices of one card (or place) at a time: discards, Truth picks, Enlighteners to drive out,
Phenomena to destroy or take, Commandments to shatter or engrave."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import piles, rules
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

ROMAN = ("I", "II", "III", "IV", "V")


def distinct(game: BelieveInMe, ids: list[str]) -> list[str]:
    """One card per name (identical cards make the same choice), in first-seen order."""
    seen: dict[str, str] = {}
    for iid in ids:
        seen.setdefault(game.cards.card(iid).name, iid)
    return list(seen.values())


# a discard that finds nothing of its kind in the hand (`what`)
NONE_HELD = {"heavenly": "no Heavenly Realm card", "truth": "no Truth card", "any": "no card"}


class Discard(StepHandler[BState]):
    """A card makes a god discard: that god chooses, one card at a time."""

    def _cards(self, game: BelieveInMe, state: BState, step: Step) -> list[str]:
        what = step.data["what"]
        return [c for c in state.gods[step.seat].hand if rules.card_class_is(game, c, what)]

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        # asked whenever two cards or more could go, even copies of one card (one option):
        # how many a hand holds of a kind is open (the backs, B33), which ones are not, and a
        # discard done unasked would tell the table they were all alike
        held = self._cards(game, state, step)
        if len(held) <= 1:
            return []
        found = distinct(game, held)
        return [Option(f"discard:{c}", f"Discard {game.card_label(c)}", (c,)) for c in found]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return f"Discard a card ({step.data['n']} to go)."

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        found = self._cards(game, state, step)
        if found:
            self._do(game, state, step, found[0])
        else:  # (what a hand holds of each kind is open: B33)
            kind = NONE_HELD[step.data["what"]]
            state.say(f"{state.name(step.seat)} holds {kind} to discard.")

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._do(game, state, step, option.key.split(":", 1)[1])

    def _do(self, game: BelieveInMe, state: BState, step: Step, iid: str) -> None:
        state.gods[step.seat].hand.remove(iid)
        piles.discard_card(game, state, iid, step.seat)
        if game.cards.card(iid).type == "truth":  # to the personal pile, which is secret
            state.say(f"{state.name(step.seat)} discards a Truth card.")
            state.say(f"You discard {game.card_label(iid)}.", (step.seat,))
        else:  # the general and Phenomenon piles are open (B33)
            state.say(f"{state.name(step.seat)} discards {game.card_label(iid)}.")
        if step.data["n"] > 1 and self._cards(game, state, step):
            state.push(Step("discard", step.seat, {**step.data, "n": step.data["n"] - 1}))


class TakeTruth(StepHandler[BState]):
    """Truth cards are chosen from the personal draw pile, never drawn blind."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        piles.refill_truth(state, step.seat)
        god = state.gods[step.seat]
        opts = [
            Option(f"truth:{c}", f"Take {game.card_label(c)}", (c,))
            for c in sorted(distinct(game, god.truth_draw), key=lambda c: game.cards.card(c).value)
        ]
        if step.data.get("optional"):
            opts.append(Option("truth:stop", "Take no more Truth cards"))
        if len(god.truth_draw) <= 1 and not step.data.get("optional"):
            return []  # one card left (the pile's size is open): it is taken unasked
        return opts

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        n, source = step.data["n"], step.data.get("source")
        what = "a Truth card from your personal draw pile"
        if n > 1:  # (n counts this one: "2 more" at the first of two read as three)
            upto = "up to " if step.data.get("optional") else ""
            what += f" ({upto}{n} to take, one at a time)"
        what += "."
        if source:  # (named: a play-test read a Phenomenon's take as the draw step's)
            return f"{game.card_label(source)}: choose {what}"
        return f"Choose {what}"

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        god = state.gods[step.seat]
        if god.truth_draw:
            self._take(game, state, step, god.truth_draw[0])
        else:
            state.say(f"{state.name(step.seat)} has no Truth card left to take.")

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        key = option.key.split(":", 1)[1]
        if key == "stop":
            state.say(f"{state.name(step.seat)} takes no more Truth cards.")
            return
        self._take(game, state, step, key)

    def _take(self, game: BelieveInMe, state: BState, step: Step, iid: str) -> None:
        god = state.gods[step.seat]
        god.truth_draw.remove(iid)
        god.hand.append(iid)
        state.say(f"{state.name(step.seat)} takes a Truth card.")
        state.say(f"You take {game.card_label(iid)}.", (step.seat,))
        piles.refill_truth(state, step.seat)
        more = step.data["n"] - 1
        if more > 0 and god.truth_draw and self._room(game, state, step):
            state.push(Step("take_truth", step.seat, {**step.data, "n": more}))

    @staticmethod
    def _room(game: BelieveInMe, state: BState, step: Step) -> bool:
        if not step.data.get("draw_step"):
            return True
        return len(state.gods[step.seat].hand) < rules.hand_limit(game, state, step.seat)


class Pick(StepHandler[BState]):
    """A god picks one of several cards or places: what is picked depends on `what`."""

    def _choices(self, game: BelieveInMe, state: BState, step: Step) -> list[tuple[str, str]]:
        what, god = step.data["what"], step.data.get("god", -1)
        if what == "remove_enlightener":
            return [(e, f"Drive out {game.card_label(e)}") for e in state.gods[god].enlighteners]
        if what in ("destroy_phenomenon", "steal_phenomenon"):
            verb = "Destroy" if what == "destroy_phenomenon" else "Take"
            return [(p, f"{verb} {game.card_label(p)}") for p in state.gods[god].phenomena]
        if what == "shatter":
            return [
                (str(i), f"Shatter {game.card_label(c)} ({ROMAN[i]})")
                for i, c in enumerate(state.mountain)
                if c
            ]
        if what == "engrave":
            return [(c, f"Engrave {game.card_label(c)}") for c in step.data["drawn"]]
        raise KeyError(what)

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        found = self._choices(game, state, step)
        if len(found) <= 1 and step.data["what"] != "engrave":
            return []
        if not found:
            return []
        shatter = step.data["what"] == "shatter"  # a Mountain slot: its Commandment is named
        return [
            Option(
                f"pick:{k}",
                label,
                (state.mountain[int(k)],) if shatter else (k,) if k in game.cards.instances else (),
            )
            for k, label in found
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return {
            "remove_enlightener": "Which Enlightener is driven out?",
            "destroy_phenomenon": "Which stored Phenomenon is destroyed?",
            "steal_phenomenon": "Which stored Phenomenon do you take?",
            "shatter": "Which Commandment shatters?",
            "engrave": "Which Commandment do you engrave on the Mountain?",
        }[step.data["what"]]

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        found = self._choices(game, state, step)
        if found:
            self._do(game, state, step, found[0][0])

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._do(game, state, step, option.key.split(":", 1)[1])

    def _do(self, game: BelieveInMe, state: BState, step: Step, key: str) -> None:
        what, me, god = step.data["what"], step.seat, step.data.get("god", -1)
        if what == "remove_enlightener":
            remove_enlightener(game, state, god, key, me)
        elif what == "destroy_phenomenon":
            state.gods[god].phenomena.remove(key)
            state.phen_discard.append(key)
            state.say(f"{state.name(me)} destroys {state.name(god)}'s {game.card_label(key)}.")
        elif what == "steal_phenomenon":
            state.gods[god].phenomena.remove(key)
            state.gods[me].phenomena.append(key)
            state.say(f"{state.name(me)} takes {game.card_label(key)} from {state.name(god)}.")
        elif what == "shatter":
            i = int(key)
            cid = state.mountain[i]
            state.mountain[i] = ""
            state.commandment_discard.append(cid)
            state.say(f"{state.name(me)} shatters {game.card_label(cid)} ({ROMAN[i]}).")
        elif what == "engrave":
            engrave_chosen(game, state, me, key, step.data["drawn"])
            return
        n = step.data["n"] - 1
        if n > 0 and self._choices(game, state, step):
            state.push(Step("pick", me, {**step.data, "n": n}))


def remove_enlightener(game: BelieveInMe, state: BState, god: int, eid: str, by: int) -> None:
    """An Enlightener leaves a tableau for the general discard pile (only Holy Host do this)."""
    g = state.gods[god]
    i = g.enlighteners.index(eid)
    g.enlighteners.pop(i)
    g.placers.pop(i)
    state.general_discard.append(eid)
    state.say(f"{state.name(by)} drives {game.card_label(eid)} out of {state.name(god)}'s tableau.")


def engrave_chosen(game: BelieveInMe, state: BState, seat: int, cid: str, drawn: list[str]) -> None:
    """The chosen Commandment goes to the lowest free place; the others face down to the
    discard (RULINGS B22, B34)."""
    i = state.mountain.index("")
    state.mountain[i] = cid
    for other in drawn:
        if other != cid:
            state.commandment_discard.append(other)
            state.secret.append([other, seat])  # RULINGS B34: discarded face down
    card = game.cards.card(cid)
    state.say(f'{state.name(seat)} engraves {card.name} in place {ROMAN[i]}: "{card.quote}"')
    targets = rules.commandment_targets(game, state, i)
    if targets:
        # (the Commandment named: a summary showing this line alone read "It applies to")
        names = ", ".join(state.name(t) for t in targets)
        state.say(f"The Commandment {card.name} applies to {names}.")
