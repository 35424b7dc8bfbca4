"""One fight: summed Nemesis Strength against the Victim's; Nemeses win ties."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.reveal import (
    may_reveal,
    reveal_daemon,
    reveal_option,
)
from tabletop_tui.games.possession.state import FREE, Attack, PState
from tabletop_tui.games.possession.words import plural

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def warded(game: Possession, state: PState, victim: str) -> list[tuple[str, Attack]]:
    """The one-time Equipment (a Boar Spear, a Blessed Veil) that will turn a Nemesis away
    as the fight begins, each with the Nemesis it turns: the first of its kind not already
    turned by another."""
    turned: list[tuple[str, Attack]] = []
    for e in state.victims[victim].equipment:
        for m in game.cards.card(e).mods("ward"):
            if not m.get("once"):
                continue
            taken = [a for _, a in turned]
            hit = next(
                (
                    a
                    for a in state.attackers(victim)
                    if rules.attack_kind(game, a) == m["kind"] and not any(a is t for t in taken)
                ),
                None,
            )
            if hit is not None:
                turned.append((e, hit))
                break
    return turned


def fighting(game: Possession, state: PState, victim: str) -> list[Attack]:
    """The Nemeses that will fight the Victim if it stands: one-time wards' Nemeses go."""
    attackers = state.attackers(victim)
    turned = warded(game, state, victim) if attackers else []
    return [a for a in attackers if not any(a is t for _, t in turned)]


def forecast(game: Possession, state: PState, victim: str) -> tuple[int, int]:
    """(Nemeses' total Strength, the Victim's Strength) as the fight stands now: a Nemesis
    a one-time ward turns away does not fight, and the ward, spent first, adds nothing."""
    turned = warded(game, state, victim) if state.attacks else []
    gone = {id(a) for _, a in turned}
    total = sum(
        rules.nemesis_strength(game, state, a) for a in state.attackers(victim) if id(a) not in gone
    )
    mine = rules.victim_strength(game, state, victim)
    for e, _ in turned:
        mine -= rules.equipment_strength(game, state, victim, e)
    return total, max(0, mine)


class Fight(StepHandler[PState]):
    """The Victim's controller may escape if allowed; otherwise the fight is resolved."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        v = step.data["victim"]
        if v not in state.victims or not state.attackers(v) or step.seat < 0:
            return []
        reveal = may_reveal(state, step.seat)
        escape = rules.can_escape(game, state, v)
        if not escape and not reveal:
            return []
        nem, vic = forecast(game, state, v)
        opts = [Option("escape", "Escape (the Nemeses are discarded; no fight)", (v,))]
        opts = opts if escape else []
        turned = warded(game, state, v)
        stand = f"Stand and fight ({vic} against {nem})"
        if turned and len(turned) == len(state.attackers(v)):  # nobody is left to fight
            stand = "Stand: " + "; ".join(
                f"the {actions.name(game, e)} turns {a.name} away" for e, a in turned
            )
        elif turned:
            stand += ", " + "; ".join(f"{a.name} turned away" for _, a in turned)
        opts.append(Option("fight", stand, (v,)))
        if reveal:  # RULINGS.md R22: offered before every fight while the Daemon is face down
            opts.append(reveal_option(game, state, step.seat, "before this fight"))
        return opts

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        name = actions.name(game, step.data["victim"])
        if rules.can_escape(game, state, step.data["victim"]):
            return f"The {name} may escape this fight."
        return f"The {name} must fight: reveal your Daemon first?"

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "reveal":
            state.push(step)  # the same fight, asked again with the Daemon face up
            reveal_daemon(game, state, step.seat)
            return
        fight(game, state, step.data["victim"], escape=option.key == "escape")

    def run(self, game: Possession, state: PState, step: Step) -> None:
        if step.data["victim"] in state.victims:
            fight(game, state, step.data["victim"], escape=False)


def _once_wards(game: Possession, state: PState, victim: str) -> None:
    """One-time Equipment that turns away a kind of Nemesis: the first such one, then it goes."""
    for e, hit in warded(game, state, victim):
        actions.discard_attack(game, state, hit)
        state.victims[victim].equipment.remove(e)
        state.discard.append(e)
        state.say(f"The {actions.name(game, e)} turns {hit.name} away, and is spent.")


def fight(game: Possession, state: PState, victim: str, escape: bool) -> None:
    label = actions.name(game, victim)
    if not escape:  # an escaped fight is avoided whole: one-time wards stay unspent
        _once_wards(game, state, victim)
    attackers = state.attackers(victim)
    if not attackers:
        return
    if escape:
        state.say(f"The {label} escapes the fight.")
        lasting, once = rules.escape_sources(game, state, victim)
        if not lasting and once:  # R24: one-time escape Equipment is spent
            state.victims[victim].equipment.remove(once[0])
            state.discard.append(once[0])
            state.say(f"The {actions.name(game, once[0])} is spent, and discarded.")
        for a in attackers:
            actions.discard_attack(game, state, a)
        return
    nem, vic_strength = forecast(game, state, victim)
    names = " + ".join(a.name for a in attackers)
    if nem < vic_strength:
        state.say(
            f"Fight: {names} ({nem}) against the {label} ({vic_strength}): the {label} survives."
        )
        for a in attackers:
            actions.discard_attack(game, state, a)
        return
    state.say(f"Fight: {names} ({nem}) against the {label} ({vic_strength}): the Nemeses win.")
    owner = state.victims[victim].owner
    banish = [a for a in attackers if rules.attack_mods(game, a, "banish")]
    exorcise = [a for a in attackers if rules.attack_mods(game, a, "exorcise")]
    wounds = sum(
        rules.attack_wounds(game, a) for a in attackers if a not in banish and a not in exorcise
    )
    for a in list(attackers):
        actions.discard_attack(game, state, a)
    # the Exorcist's price is paid even if wounds dealt alongside it kill the Victim
    for a in banish:
        count = rules.attack_mods(game, a, "banish")[0]["count"]
        if owner != FREE:
            state.push(Step("lose_possession", a.by, {"player": owner, "count": count}))
    if wounds:
        state.say(f"The {label} suffers {plural(wounds, 'wound')}.")
        actions.wound(game, state, victim, wounds)
    if victim not in state.victims:
        return
    if (banish or exorcise) and state.victims[victim].owner != FREE:
        actions.lose_victim(game, state, victim, f" to {(banish or exorcise)[0].name}'s rite")
