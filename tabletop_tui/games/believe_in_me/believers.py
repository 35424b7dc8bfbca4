"""Believers on the move: illuminate (gold), sacrifice (red), convert (green).

RULINGS B2: a sacrifice a god causes itself is paid from its supply, then its temples;
one a fellow god causes comes from the supply only and is ignored whole when the supply
cannot pay it (the `fellow_sacrifice=partial` option takes what is there instead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural as counted
from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.state import TEMPLE_ATTR, BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

TOTAL_BELIEVERS = 140


def plural(n: int, word: str = "Believer") -> str:
    """ "1 Believer", "3 Believers", or another word counted (core.words)."""
    return counted(n, word)


def illuminate(state: BState, seat: int, n: int, why: str = "") -> None:
    """Pagan pile -> supply (the Pagan pile never runs out: RULINGS B18)."""
    if n <= 0:
        return
    state.gods[seat].supply += n
    state.pagan -= n
    state.say(f"{state.name(seat)} illuminates {plural(n)}{why}.")


def pay_own(state: BState, seat: int, n: int, why: str = "") -> None:
    """An own cost: from the supply, then (the payer choosing) from the temples."""
    god = state.gods[seat]
    from_supply = min(god.supply, n)
    god.supply -= from_supply
    state.pagan += from_supply
    rest = n - from_supply
    if from_supply:
        state.say(f"{state.name(seat)} sacrifices {plural(from_supply)}{why}.")
    if rest > 0 and god.temple > 0:
        state.push(Step("pay", seat, {"n": min(rest, god.temple), "private": False}))


def fellow_sacrifice(game: BelieveInMe, state: BState, seat: int, n: int, by: int) -> None:
    """A sacrifice god `by` forces on god `seat`: from the supply only, all or nothing."""
    god = state.gods[seat]
    if n <= 0:
        return
    if rules.is_immune(game, state, seat, "fellow_sacrifice"):
        state.say(f"{state.name(seat)} is immune and sacrifices nothing.")
        return
    if god.supply < n:
        if state.options.get("fellow_sacrifice") == "partial" and god.supply:
            n = god.supply
        else:
            state.say(
                f"{state.name(seat)} cannot pay {plural(n)} from the supply: the sacrifice is "
                "ignored."
            )
            return
    god.supply -= n
    state.pagan += n
    state.say(f"{state.name(seat)} sacrifices {plural(n)} ({state.name(by)}'s doing).")


def sacrifice(game: BelieveInMe, state: BState, seat: int, n: int, by: int, why: str = "") -> None:
    """Own-caused when `by` is `seat`, else fellow-caused."""
    if by == seat:
        pay_own(state, seat, n, why)
    else:
        fellow_sacrifice(game, state, seat, n, by)


def convert(game: BelieveInMe, state: BState, source: int, to: int, n: int) -> None:
    """Supply -> supply, as many as the source has (up to n); Pure Gentleness is immune."""
    if source == to or n <= 0:
        return
    if rules.is_immune(game, state, source, "convert"):
        state.say(f"{state.name(source)} is immune to conversion.")
        return
    k = min(n, state.gods[source].supply)
    if k == 0:
        state.say(f"{state.name(source)} has no Believer in supply to convert.")
        return
    state.gods[source].supply -= k
    state.gods[to].supply += k
    state.say(f"{state.name(to)} converts {k} of {state.name(source)}'s Believers.")


class Pay(StepHandler[BState]):
    """The part of an own cost the supply could not pay: one temple Believer at a time."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        god = state.gods[step.seat]
        have = [
            (k, label)
            for k, label in (("monk", "a Monk"), ("missionary", "a Missionary"), ("nun", "a Nun"))
            if getattr(god, TEMPLE_ATTR[k]) > 0
        ]
        if len(have) < 2:
            return []
        return [Option(f"pay:{k}", f"Sacrifice {label}") for k, label in have]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return f"Your supply is empty: pay {plural(step.data['n'])} more from your temples."

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        god = state.gods[step.seat]
        for k in ("monk", "missionary", "nun"):
            if getattr(god, TEMPLE_ATTR[k]) > 0:
                self._take(state, step, k)
                return

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        self._take(state, step, option.key.split(":")[1])

    @staticmethod
    def _take(state: BState, step: Step, kind: str) -> None:
        god = state.gods[step.seat]
        setattr(god, TEMPLE_ATTR[kind], getattr(god, TEMPLE_ATTR[kind]) - 1)
        state.pagan += 1
        state.say(f"{state.name(step.seat)} sacrifices a {kind.capitalize()}.")
        if step.data["n"] > 1 and god.temple > 0:
            state.push(Step("pay", step.seat, {"n": step.data["n"] - 1, "private": False}))


def overflow(game: BelieveInMe, state: BState, seat: int, was_wrathful: bool = False) -> None:
    """RULINGS B39: a god who lost Gentle or Unfathomable takes the extra Monk or Nun back;
    one who lost Wrathful's extra slot discards a Phenomenon if it no longer fits (B4). A
    slot lost another way (Tails) forces no discard."""
    god = state.gods[seat]
    cap = rules.monk_cap(game, god)
    if god.monks > cap:
        god.supply += god.monks - cap
        state.say(f"{state.name(seat)} is no longer Gentle: the fourth Monk returns to the supply.")
        god.monks = cap
    cap = rules.nun_cap(game, god)
    if god.nuns > cap:
        god.supply += god.nuns - cap
        state.say(f"{state.name(seat)} is no longer Unfathomable: the second Nun returns.")
        god.nuns = cap
    lost = was_wrathful and rules.alignment(game, god) != "wrathful"
    owed = min(int(lost), -rules.free_slots(game, state, seat))
    if owed > 0:
        state.push(Step("overflow_phen", seat, {"private": False, "n": owed}))
