"""Phase 2: claiming a Phenomenon. Face-down cards one at a time with "Amen!", passes, Pure
Wrath, Battle Nuns, the reveal and count, the tie-breaks and the reward."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import piles, rules, sources, twilight
from tabletop_tui.games.believe_in_me.picks import distinct
from tabletop_tui.games.believe_in_me.state import BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe


class Contest(StepHandler[BState]):
    """Reveal the Phenomenon and open the bidding among the gods with a free slot."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        phen = twilight.next_phenomenon(game, state)
        if not phen:
            return
        state.contest_phen = phen
        card = game.cards.card(phen)
        state.say(
            f"{state.name(state.starting_god)} reveals the Phenomenon {card.name} "
            f"({card.alignment.capitalize()})."
        )
        for god in state.gods:
            god.contest, god.passed, god.nun_used = [], False, False
        state.last_card_god = -1
        state.seq = 0
        state.last_seq = [0] * state.num_players
        state.contest_order = [
            g
            for g in state.in_turn_order(state.starting_god)
            if rules.free_slots(game, state, g) > 0 and state.gods[g].hand
        ]
        if not state.contest_order:
            state.say(f"Nobody can take part: {card.name} is discarded.")
            state.phen_discard.append(phen)
            state.contest_phen = ""
            twilight.after_contest(game, state)
            return
        state.push(Step("bid", state.contest_order[0]), Step("after_bids"))


def must_contribute(state: BState, seat: int) -> bool:
    """RULINGS B3: the first eligible god must open with a card; with 2 gods, both must."""
    if state.gods[seat].contest:
        return False
    return seat == state.contest_order[0] or state.num_players == 2


def still_in(state: BState) -> list[int]:
    return [g for g in state.contest_order if not state.gods[g].passed]


class Bid(StepHandler[BState]):
    """Place one card face down ("Amen!") or pass for good."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        opts = [
            Option(f"amen:{c}", f"Amen! Place {game.card_label(c)} face down", (c,))
            for c in sorted(distinct(game, god.hand), key=lambda c: game.card_label(c))
        ]
        if not must_contribute(state, step.seat):
            opts.append(Option("pass", "Pass (you take no further part)"))
        return opts

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        card = game.cards.card(state.contest_phen)
        mine = len(state.gods[step.seat].contest)
        if must_contribute(state, step.seat):
            return f"Contest for {card.name}: you must place a card."
        return f"Contest for {card.name}: you have placed {mine}. Add a card or pass."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        seat = step.seat
        god = state.gods[seat]
        if option.key == "pass":
            god.passed = True
            state.say(f"{state.name(seat)} passes.")
        else:
            iid = option.key.split(":", 1)[1]
            god.hand.remove(iid)
            god.contest.append(iid)
            state.last_card_god = seat
            state.seq += 1
            state.last_seq[seat] = state.seq
            state.say(f'{state.name(seat)} places a card face down: "Amen!" ({len(god.contest)}).')
            state.say(f"You place {game.card_label(iid)}.", (seat,))
        following = next_bidder(state, seat)
        if following >= 0:
            state.push(Step("bid", following))


def next_bidder(state: BState, seat: int) -> int:
    """The next god in turn order still bidding, or -1 once at most one is left (who may
    not add another card). A god with no card left passes by itself (RULINGS B3)."""
    order = state.contest_order
    i = order.index(seat)
    for k in range(1, len(order) + 1):
        if len(still_in(state)) <= 1:
            return -1
        g = order[(i + k) % len(order)]
        if state.gods[g].passed:
            continue
        if not state.gods[g].hand:
            state.gods[g].passed = True
            state.say(f"{state.name(g)} has no card left and passes.")
            continue
        return g
    return -1


class AfterBids(StepHandler[BState]):
    """Pure Wrath's forced discards, then the Nuns, then the reveal."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        later: list[Step] = []
        for g in state.in_turn_order(state.starting_god):
            if rules.pure_is(game, state.gods[g], "wrathful"):
                for f in state.fellows(g):
                    if len(state.gods[f].contest) >= 2:
                        later.append(Step("wrath_discard", f, {"by": g}))
        if state.twilight:
            for g in state.in_turn_order(state.starting_god):
                later.append(Step("nun", g, {"private": True}))
        later.append(Step("reveal"))
        state.push(*later)


class WrathDiscard(StepHandler[BState]):
    """RULINGS B8: the god made to discard chooses which of its face-down cards goes."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        if len(god.contest) < 2:
            return []
        mods = rules.modifiers(game, state, step.seat)

        def worth(c: str) -> int:  # what the card adds to the Contest (a Truth, its value)
            if game.cards.card(c).type != "truth":
                return 0
            return rules.truth_of(game, state, step.seat, c, mods)

        # the card that costs least first: a habitual "1" must not throw the best one away
        return [
            Option(f"wrath:{c}", f"Discard {game.card_label(c)} face down", (c,))
            for c in sorted(distinct(game, god.contest), key=worth)
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return f"Pure Wrath ({state.name(step.data['by'])}): discard one of your Contest cards."

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        god = state.gods[step.seat]
        if len(god.contest) >= 2:
            self._do(game, state, step, god.contest[0])

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._do(game, state, step, option.key.split(":", 1)[1])

    def _do(self, game: BelieveInMe, state: BState, step: Step, iid: str) -> None:
        god = state.gods[step.seat]
        god.contest.remove(iid)
        piles.discard_card(game, state, iid, step.seat)
        state.secret.append([iid, step.seat])
        state.say(f"Pure Wrath: {state.name(step.seat)} discards a Contest card face down.")


def lowest_truth(game: BelieveInMe, state: BState, seat: int, mods: list[Any]) -> str:
    truths = [c for c in state.gods[seat].contest if game.cards.card(c).type == "truth"]
    if not truths:
        return ""
    return min(truths, key=lambda c: rules.truth_of(game, state, seat, c, mods))


class Nun(StepHandler[BState]):
    """Twilight: sacrifice a Nun to double your lowest Truth card (one per Contest)."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        if not god.nuns or not god.contest:
            return []
        mods = rules.modifiers(game, state, step.seat)
        low = lowest_truth(game, state, step.seat, mods)
        if not low:
            return []
        value = rules.truth_of(game, state, step.seat, low, mods)
        return [
            Option("nun:no", "Keep your Nun"),
            Option(
                "nun:yes",
                f"Sacrifice a Nun: your lowest Truth card ({value}) counts double",
                (low,),
            ),
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Battle Nuns: sacrifice one to double your lowest Truth card?"

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        if option.key == "nun:yes":
            god = state.gods[step.seat]
            god.nuns -= 1
            state.pagan += 1
            god.nun_used = True
            state.say(f"{state.name(step.seat)} sacrifices a Nun.")


def count_truth(game: BelieveInMe, state: BState, seat: int) -> tuple[int, list[str]]:
    """A participant's Truth, and the lines that show how it adds up."""
    mods = rules.modifiers(game, state, seat)
    god = state.gods[seat]
    lines, total = [], 0
    for c in god.contest:
        v = rules.truth_of(game, state, seat, c, mods)
        total += v
        label = game.card_label(c)  # "Truth 2" shows its worth; any other card is told it
        lines.append(label if label.endswith(f" {v}") else f"{label} ({v})")
    if god.nun_used:
        low = lowest_truth(game, state, seat, mods)
        if low:
            v = rules.truth_of(game, state, seat, low, mods)
            total += v
            lines.append(f"Nun doubles {game.card_label(low)} +{v}")
    bonus = rules.contest_bonus(game, state, seat, mods)
    torso = 0 if god.parts["torso"] or rules.disabled(mods, "torso_bonus") else rules.TORSO_BONUS
    if torso:
        lines.append(f"torso bonus +{torso} (torso not yet manifested)")
    elif not god.parts["torso"]:  # the bonus a card takes away is named (a play-test saw
        # 7 + 6 = 13 beside another's 7 + 6 + torso bonus +3 = 16, with no word why)
        lines.append(f"no torso bonus ({torso_denied_by(game, state, seat)})")
    lines += bonus_terms(game, state, seat)
    total += bonus
    return max(0, total), lines


def torso_denied_by(game: BelieveInMe, state: BState, seat: int) -> str:
    """The card that takes god `seat`'s torso bonus away (The Flagellant Who Won't Stop
    Talking)."""
    found = (
        game.card_label(cid)
        for cid, m in sources.modifier_sources(game, state, seat)
        if m["op"] == "disable" and m["what"] == "torso_bonus"
    )
    return next(found, "a card")


def bonus_terms(game: BelieveInMe, state: BState, seat: int) -> list[str]:
    """Each card changing god `seat`'s Contest Truth, named with what it adds ("Modesty -2"):
    one term per card (its modifiers added up), even when two cards cancel out."""
    deltas: dict[str, int] = {}
    for cid, m in sources.modifier_sources(game, state, seat):
        if m["op"] == "contest_bonus":
            name = game.card_label(cid)
            deltas[name] = deltas.get(name, 0) + m.get("delta", 0)
    return [f"{name} {delta:+d}" for name, delta in deltas.items()]


class Reveal(StepHandler[BState]):
    """All cards at once; highest Truth claims; ties to fewer Believers, then the last card."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        totals: dict[int, int] = {}
        for g in state.contest_order:
            if not state.gods[g].contest:
                continue
            total, lines = count_truth(game, state, g)
            totals[g] = total
            state.say(f"{state.name(g)} reveals: {' + '.join(lines)} = {total} Truth.")
        state.last_totals = {str(g): t for g, t in totals.items()}
        for g in state.contest_order:
            god = state.gods[g]
            for c in god.contest:
                piles.discard_card(game, state, c, g)
            god.contest = []
        phen = state.contest_phen
        if not totals:
            state.phen_discard.append(phen)
            state.contest_phen = ""
            twilight.after_contest(game, state)
            return
        winner = contest_winner(state, totals)
        state.say(f"{state.name(winner)} claims {game.card_label(phen)}!")
        twilight.reward(game, state, winner, phen)


def contest_winner(state: BState, totals: dict[int, int]) -> int:
    """Highest Truth; then fewer Believers (supply, temples, grenade: RULINGS B38); then
    whoever contributed the last card."""
    best = max(totals.values())
    tied = [g for g, t in totals.items() if t == best]
    if len(tied) > 1:
        fewest = min(state.gods[g].believers for g in tied)
        tied = [g for g in tied if state.gods[g].believers == fewest]
        if len(tied) > 1:
            state.say("Still tied on Believers: the last card decides.")
            return max(tied, key=lambda g: state.last_seq[g])
        state.say(f"A tie on Truth: {state.name(tied[0])} has fewer Believers.")
    return tied[0]
