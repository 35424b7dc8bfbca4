"""Step 2 of a God turn: the Divine Actions (rulebook, Divine Actions), each legal one an option."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import believers, ops, picks, piles, rules
from tabletop_tui.games.believe_in_me.believers import plural
from tabletop_tui.games.believe_in_me.state import TEMPLE_ATTR, BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

HANDS = ("left", "right")
BANISH_SACRIFICE = 3


def card_options(game: BelieveInMe, state: BState, seat: int) -> list[Option]:
    """Every Heavenly Realm card the god may play now, with each of its legal targets."""
    god = state.gods[seat]
    out: list[Option] = []
    held = [c for c in god.hand if game.cards.card(c).heavenly]
    if not held:
        return out
    mods = rules.modifiers(game, state, seat)  # once for every card and target below
    hosts: list[int] | None = None  # the fellows an Enlightener may go to, found when asked
    for iid in picks.distinct(game, held):
        card = game.cards.card(iid)
        name = card.name
        if not rules.may_play_type(game, state, seat, card.type, mods):
            continue
        if card.type == "blessing":
            cost = rules.cost_of(game, state, seat, iid, mods=mods)
            if rules.can_pay(god, cost):
                out.append(Option(f"bless:{iid}", f"Play {name} (cost {cost})", (iid,)))
        elif card.type == "relic":
            cost = rules.cost_of(game, state, seat, iid, mods=mods)
            if not rules.can_pay(god, cost):
                continue
            for h, hand in enumerate(HANDS):
                if h == 1 and not god.parts["torso"]:
                    continue  # the right hand is locked until the torso
                old = god.relics[h]
                what = f", replacing {game.card_label(old)}" if old else ""
                out.append(
                    Option(
                        f"relic:{iid}:{h}",
                        f"Play {name} on your {hand} hand (cost {cost}{what})",
                        (iid,),
                    )
                )
        elif card.type == "holy_host":
            for eid in god.enlighteners:  # RULINGS B10: only Enlighteners on your own tableau
                cost = rules.cost_of(game, state, seat, iid, eid, mods)
                if rules.can_pay(god, cost):
                    label = f"Play {name} to drive out {game.card_label(eid)} (cost {cost})"
                    out.append(Option(f"host:{iid}:{eid}", label, (iid, eid)))
        elif card.type == "enlightener":
            cost = rules.cost_of(game, state, seat, iid, mods=mods)
            if not rules.can_pay(god, cost):
                continue
            if hosts is None:
                hosts = [
                    g
                    for g in state.fellows(seat)
                    if len(state.gods[g].enlighteners) < 2
                    and not rules.is_immune(game, state, g, "enlighteners")
                ]
            for g in hosts:
                label = f"Place {name} on {state.name(g)}'s tableau (cost {cost})"
                out.append(Option(f"enl:{iid}:{g}", label, (iid,)))
    return out


def other_options(game: BelieveInMe, state: BState, seat: int) -> list[Option]:
    """Temple Service, Monuments, the grenade, stored Phenomena, the False Prophet."""
    god = state.gods[seat]
    out: list[Option] = []
    if god.supply >= 1 and god.monks < rules.monk_cap(game, god):
        out.append(Option("monk", "Temple Service: a Believer becomes a Monk"))
    room = rules.MISSIONARY_CAP - god.missionaries
    for n in (1, 2):
        if n <= room and god.supply >= n:
            out.append(
                Option(
                    f"missionary:{n}",
                    f"Temple Service: {n} {'Missionary' if n == 1 else 'Missionaries'}",
                )
            )
    if state.twilight:
        room = rules.nun_cap(game, god) - god.nuns
        for n in (1, 2):
            if n <= room and god.supply >= n:
                out.append(Option(f"nun:{n}", f"Temple Service: {n} Nun{'s' * (n > 1)}"))
    if len(god.monument) < 3 and state.monument_pile:
        k = min(rules.monument_draw(game, state, seat), len(state.monument_pile))
        what = f"draw {k} Monument cards, place one" if k > 1 else "draw the last Monument card"
        out.append(Option("build", f"Build Monuments: {what}"))
    if god.grenade and not god.detonated and god.supply >= 1:
        out.append(
            Option("grenade", f"Charge the Holy Hand Grenade ({god.grenade_charge + 1} of 3)")
        )
    for pid in picks.distinct(game, god.phenomena):
        out.append(Option(f"trigger:{pid}", f"Trigger {game.card_label(pid)}", (pid,)))
    if fp_can_act(state, seat):
        for g in state.fellows(seat):
            out.append(Option(f"banish:{g}", f"Banish the False Prophet to {state.name(g)}"))
    return out


def fp_can_act(state: BState, seat: int) -> bool:
    return state.fp_active and state.fp_holder == seat and not rules.fp_resting(state)


class Actions(StepHandler[BState]):
    """Choose a Divine Action, or end the turn (RULINGS B30: Actions may be left unused)."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        if state.actions_left <= 0:
            return []
        seat = step.seat
        found = card_options(game, state, seat) + other_options(game, state, seat)
        return [*found, Option("end", "End your Actions")]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return f"Divine Actions: {plural(state.actions_left, 'Action')} left."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        seat = step.seat
        if option.key == "end":
            state.say(f"{state.name(seat)} ends the Actions.")
            state.actions_left = 0
            return
        state.actions_left -= 1
        state.push(Step("actions", seat, {"private": True}))
        do_action(game, state, seat, option.key)


def do_action(game: BelieveInMe, state: BState, seat: int, key: str) -> None:
    """Carry out one Action chosen by its key."""
    name, _, rest = key.partition(":")
    god = state.gods[seat]
    if name in ("bless", "relic", "host", "enl"):
        play_card(game, state, seat, name, rest)
    elif name == "monk":
        god.supply -= 1
        god.monks += 1
        state.say(f"{state.name(seat)} places a Monk in the Monk Temple.")
    elif name in ("missionary", "nun"):
        n = int(rest)
        god.supply -= n
        setattr(god, TEMPLE_ATTR[name], getattr(god, TEMPLE_ATTR[name]) + n)
        word = {"missionary": ("Missionary", "Missionaries"), "nun": ("Nun", "Nuns")}[name]
        state.say(f"{state.name(seat)} places {n} {word[n > 1]} in the {word[0]} Temple.")
    elif name == "build":
        build_monument(game, state, seat)
    elif name == "grenade":
        charge_grenade(game, state, seat)
    elif name == "trigger":  # it holds its slot till its effect is done (B51)
        state.say(f"{state.name(seat)} triggers {game.card_label(rest)}.")
        piles.spend_after(state, seat, rest)
        ops.run_ops(state, game.cards.card(rest).effect, {"self": seat, "card": rest})
    elif name == "banish":
        banish(game, state, seat, int(rest))


def play_card(game: BelieveInMe, state: BState, seat: int, kind: str, rest: str) -> None:
    """Pay the Sacrifice cost and put the card where it goes (rulebook, The Different Types)."""
    god = state.gods[seat]
    parts = rest.split(":")
    iid = parts[0]
    card = game.cards.card(iid)
    god.hand.remove(iid)
    ctx = {"self": seat, "card": iid}
    if kind == "bless":
        cost = rules.cost_of(game, state, seat, iid)
        state.general_discard.append(iid)
        piles.spend_after(state, seat, iid)
        state.say(f"{state.name(seat)} plays the Blessing {card.name}.")
        effects = list(card.effect)
        bonus = card.bonus
        if bonus and rules.alignment(game, god) in bonus["alignment"]:
            state.say(f"{card.name}'s Alignment bonus applies.")
            effects += bonus["effect"]
        ops.run_ops(state, effects, ctx)
    elif kind == "relic":
        cost = rules.cost_of(game, state, seat, iid)
        h = int(parts[1])
        old = god.relics[h]
        if old:
            state.general_discard.append(old)
            state.say(f"{state.name(seat)} discards the Relic {game.card_label(old)}.")
        god.relics[h] = iid
        state.say(f"{state.name(seat)} places the Relic {card.name} on the {HANDS[h]} hand.")
    elif kind == "host":
        eid = parts[1]
        cost = rules.cost_of(game, state, seat, iid, eid)
        state.general_discard.append(iid)
        piles.spend_after(state, seat, iid)
        state.say(f"{state.name(seat)} plays the Holy Host {card.name}.")
        ops.run_ops(state, card.effect, ctx)
        picks.remove_enlightener(game, state, seat, eid, seat)
    else:
        target = int(parts[1])
        cost = rules.cost_of(game, state, seat, iid)
        other = state.gods[target]
        other.enlighteners.append(iid)
        other.placers.append(seat)
        state.say(f"{state.name(seat)} places the Enlightener {card.name} on {state.name(target)}.")
        ops.run_ops(state, card.on_place, {**ctx, "host": target})
    believers.pay_own(state, seat, cost, f" to pay for {card.name}")


def banish(game: BelieveInMe, state: BState, seat: int, target: int) -> None:
    """Send the False Prophet on: the named god sacrifices 3 at once, then the banisher
    draws 3 Commandments and engraves one (rulebook, The False Prophet; Example of Play)."""
    state.fp_holder = target
    state.say(f"{state.name(seat)} banishes the False Prophet to {state.name(target)}.")
    believers.sacrifice(game, state, target, BANISH_SACRIFICE, seat)  # a fellow's: done now
    ops.engrave(game, state, seat)


def charge_grenade(game: BelieveInMe, state: BState, seat: int) -> None:
    """RULINGS B14: one Believer from the supply; at the third it detonates by itself."""
    god = state.gods[seat]
    god.supply -= 1
    god.grenade_charge += 1
    state.say(f"{state.name(seat)} charges the Holy Hand Grenade ({god.grenade_charge} of 3).")
    if god.grenade_charge >= 3:
        detonate(game, state, seat)
    else:
        state.push(Step("detonate", seat, {"private": True}))


def detonate(game: BelieveInMe, state: BState, seat: int) -> None:
    god = state.gods[seat]
    god.detonated = True
    card = game.cards.card(god.grenade)
    tier = min(3, god.grenade_charge)
    state.say(f"{state.name(seat)} detonates the {card.name} with {plural(tier)}!")
    ops.run_ops(state, card.tiers[tier], {"self": seat, "card": god.grenade})


class Detonate(StepHandler[BState]):
    """After a charge below three: detonate now, or wait for more Believers."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        card = game.cards.card(god.grenade)
        return [
            Option("detonate:no", "Keep it charging"),
            Option(
                "detonate:yes",
                f"Detonate the {card.name} now, with {plural(god.grenade_charge)}",
                (god.grenade,),
            ),
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Detonate the Holy Hand Grenade?"

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        if option.key == "detonate:yes":
            detonate(game, state, step.seat)


def build_monument(game: BelieveInMe, state: BState, seat: int) -> None:
    """Draw 3 (4 if Chaotic) Monument cards; place one that fits (RULINGS B12)."""
    god = state.gods[seat]
    k = rules.monument_draw(game, state, seat)
    drawn = [state.monument_pile.pop() for _ in range(min(k, len(state.monument_pile)))]
    state.say(f"{state.name(seat)} draws {plural(len(drawn), 'Monument card')}.")
    state.say(f"You draw {', '.join(game.card_label(c) for c in drawn)}.", (seat,))
    fits = [
        c
        for c in drawn
        if not god.monument
        or game.cards.card(c).monument == game.cards.card(god.monument[0]).monument
    ]
    if not fits:
        state.say(f"None fits {state.name(seat)}'s Monument: they go back.")
        return_monuments(state, drawn)
        return
    state.push(Step("monument", seat, {"drawn": drawn}))


def return_monuments(state: BState, cards: list[str]) -> None:
    state.monument_pile.extend(cards)
    state.rng.shuffle(state.monument_pile)


class PlaceMonument(StepHandler[BState]):
    """Choose which drawn Monument card to place (the rest are shuffled back)."""

    def _fits(self, game: BelieveInMe, state: BState, step: Step) -> list[str]:
        god = state.gods[step.seat]
        drawn = step.data["drawn"]
        if god.monument:
            name = game.cards.card(god.monument[0]).monument
            drawn = [c for c in drawn if game.cards.card(c).monument == name]
        return picks.distinct(game, drawn)

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        fits = self._fits(game, state, step)
        # a first build is asked even with one Monument drawn: whether it is asked must not
        # tell the table what the hidden draw held (B61); later builds fit one name
        if not fits or (len(fits) == 1 and state.gods[step.seat].monument):
            return []
        return [Option(f"monument:{c}", f"Place {game.card_label(c)}", (c,)) for c in fits]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Which Monument card do you place?"

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        self._place(game, state, step, self._fits(game, state, step)[0])

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._place(game, state, step, option.key.split(":", 1)[1])

    def _place(self, game: BelieveInMe, state: BState, step: Step, iid: str) -> None:
        seat = step.seat
        god = state.gods[seat]
        god.monument.append(iid)
        return_monuments(state, [c for c in step.data["drawn"] if c != iid])
        card = game.cards.card(iid)
        level = len(god.monument)
        state.say(f"{state.name(seat)} builds part {level} of {card.monument}.")
        if level == 3:
            state.say(f"{state.name(seat)} completes {card.monument}!")
            ops.run_ops(state, card.on_complete, {"self": seat, "card": iid})
            take_spare_six(state, seat)
        else:
            state.push(Step("truth2", seat, {"private": True}))


def take_spare_six(state: BState, seat: int) -> None:
    """The third Monument card: an unmarked Truth 6 straight into the hand, for good."""
    if not state.truth_spares:
        state.say("No unmarked Truth 6 is left to take.")
        return
    iid = state.truth_spares.pop()
    state.gods[seat].hand.append(iid)
    state.say(f"{state.name(seat)} takes an unmarked Truth 6 into their hand.")


WHERE = {"hand": "your hand", "draw": "your personal draw pile", "discard": "your discard pile"}


def truth_twos(game: BelieveInMe, state: BState, seat: int) -> dict[str, str]:
    """Where this god still has a Truth 2: place -> one such card."""
    god = state.gods[seat]
    found: dict[str, str] = {}
    for place, pile in (
        ("hand", god.hand),
        ("draw", god.truth_draw),
        ("discard", god.truth_discard),
    ):
        for c in pile:
            card = game.cards.card(c)
            if card.type == "truth" and card.value == 2:
                found[place] = c
                break
    return found


class RemoveTwo(StepHandler[BState]):
    """RULINGS B29: a Monument card's step removes a Truth 2; its owner picks which."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        found = truth_twos(game, state, step.seat)
        if not found:
            return []  # asked with one place too: where the Truth 2s lie is not open
        return [
            Option(f"two:{p}", f"Remove a Truth 2 from {WHERE[p]}", (c,)) for p, c in found.items()
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Your Monument removes a Truth 2: from where?"

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        found = truth_twos(game, state, step.seat)
        if not found:
            state.say(f"{state.name(step.seat)} has no Truth 2 left to remove.")
            return
        self._remove(game, state, step, next(iter(found)))

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._remove(game, state, step, option.key.split(":")[1])

    def _remove(self, game: BelieveInMe, state: BState, step: Step, place: str) -> None:
        god = state.gods[step.seat]
        iid = truth_twos(game, state, step.seat)[place]
        {"hand": god.hand, "draw": god.truth_draw, "discard": god.truth_discard}[place].remove(iid)
        state.box.append(iid)
        state.say(f"{state.name(step.seat)} removes a Truth 2 from the game.")
