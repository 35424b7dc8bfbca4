"""The Struggle: declaring an attack, the answer windows, blocks, and the fight."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine import moves
from tabletop_tui.games.in_nomine.force import ATTACK, DEFEND, fight_role, force, unblockable
from tabletop_tui.games.in_nomine.moves import name, whose
from tabletop_tui.games.in_nomine.offers import window_options
from tabletop_tui.games.in_nomine.state import Combat, INState
from tabletop_tui.games.in_nomine.targets import defending_persona, ready
from tabletop_tui.games.in_nomine.turn import EVERY_HAND, ask_anyway, nothing_for, use

G = Any


class Declare(StepHandler[INState]):
    """Choose what the persona attacks: the opponent's deck or one of their personas."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        foe = state.opponent(step.seat)
        personas = state.controlled_by(foe)
        if not personas:
            return None  # the deck is all it may attack: `run` attacks it (RULINGS.md R39)
        opts = [Option("deck", f"Attack {whose(state, foe)} deck")]
        opts += [
            Option(f"target:{p.card}", f"Attack {name(game, p.card)}", (p.card,)) for p in personas
        ]
        return [*opts, Option("back", "Do not attack")]

    def describe(self, game: G, state: INState, step: Step) -> str:
        return f"What does {name(game, step.data['attacker'])} attack?"

    def run(self, game: G, state: INState, step: Step) -> None:
        self.declare(game, state, step, None)

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key != "back":
            self.declare(game, state, step, option.cards[0] if option.cards else None)

    @staticmethod
    def declare(game: G, state: INState, step: Step, target: str | None) -> None:
        """The attack on `target` (None: the opponent's deck) begins, and its windows open."""
        attacker = step.data["attacker"]
        seat, foe = step.seat, state.opponent(step.seat)
        state.persona(attacker).essence = False
        state.combat = Combat(attacker=attacker, target=target)
        what = f"{whose(state, foe)} deck" if target is None else name(game, target)
        state.say(
            f"{state.name(seat)} attacks {what} with {name(game, attacker)} "
            f"(Force {force(game, state, attacker, ATTACK)})."
        )
        state.push(
            Step("attack_window", seat),
            Step("defend_window", foe),
            Step("combat_window", seat, {"passes": 0}),
            Step("fight", seat),
        )


def live(state: INState) -> bool:
    """Whether an attack is still going on."""
    return state.combat is not None and not state.combat.negated


class AttackWindow(StepHandler[INState]):
    """Right after declaring, the attacker may play cards such as 'cannot be blocked'."""

    prompt = "Play a card on your attack before blocks?"

    def describe(self, game: G, state: INState, step: Step) -> str:
        if nothing_for(game, state, step.seat, "attack"):
            return f"Nothing to play on your attack: go on. {EVERY_HAND}"
        return self.prompt

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if not live(state):
            return []
        opts = window_options(game, state, step.seat, "attack")
        ask = opts or ask_anyway(state, step.seat)
        return [*opts, Option("continue", "Go on with the attack")] if ask else []

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key != "continue":
            state.push(step)
            use(game, state, step.seat, option)


def blockers(game: G, state: INState, seat: int) -> list[str]:
    """`seat`'s personas that may block the attack in progress."""
    combat = state.combat
    if combat is None or combat.block_negated or combat.negated:
        return []
    if unblockable(game, state, combat.attacker, vs_deck=combat.target is None):
        return []
    return [
        p.card for p in state.controlled_by(seat) if ready(state, p) and p.card != combat.target
    ]


class DefendWindow(StepHandler[INState]):
    """The defender may answer the attack (negate it...), then block or not."""

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if not live(state):
            return []
        opts = window_options(game, state, step.seat, "defend")
        attacker_force = force(game, state, state.combat.attacker, ATTACK)  # type: ignore[union-attr]
        for card in blockers(game, state, step.seat):
            mine = force(game, state, card, DEFEND)
            opts.append(
                Option(
                    f"block:{card}",
                    f"Block with {name(game, card)} (Force {mine} vs {attacker_force})",
                    (card,),
                )
            )
        if not opts and not ask_anyway(state, step.seat):
            return []
        let = "Do not block"
        if not any(o.key.startswith("block:") for o in opts):
            # nothing could block: "Do not block" read as if something could (a play-test)
            target = state.combat.target  # type: ignore[union-attr]
            let = "Let it through" if target is None else f"Let {name(game, target)} fight it"
        opts.append(Option("no-block", let))
        if state.every_window:  # people sharing a screen: pass the fight now (R40)
            who = state.name(state.opponent(step.seat))
            label = f"{let}, and pass in the fight unless {who} plays a card on it"
            opts.append(Option("no-block-pass", label))
        return opts

    def describe(self, game: G, state: INState, step: Step) -> str:
        combat = state.combat
        assert combat is not None
        what = "your deck" if combat.target is None else name(game, combat.target)
        said = f"{name(game, combat.attacker)} attacks {what}."
        # unblocked, an attack on a persona is fought by it (R8): nothing goes "through"
        let = "let it through" if combat.target is None else f"let {what} fight it"
        if blockers(game, state, step.seat):
            return f"{said} Answer, block, or {let}?"
        if window_options(game, state, step.seat, "defend"):
            return f"{said} Nothing of yours can block it: answer with a card, or {let}?"
        return f"{said} Nothing of yours can block it or answer it: {let}. {EVERY_HAND}"

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        combat = state.combat
        assert combat is not None
        if option.key in ("no-block", "no-block-pass"):
            # with no persona able to block, said as when the window never opened: the
            # words must not tell that a card was held and kept
            able = blockers(game, state, step.seat)
            said = f"{state.name(step.seat)} {'does not' if able else 'cannot'} block"
            if option.key == "no-block-pass":
                combat.defender_passes = True
                attacker = state.name(state.opponent(step.seat))
                said += f", and passes in the fight unless {attacker} plays a card on it"
            state.say(f"{said}.")
        elif option.key.startswith("block:"):
            blocker = option.cards[0]
            state.persona(blocker).essence = False
            combat.blocker = blocker
            state.say(f"{state.name(step.seat)} blocks with {name(game, blocker)}.")
        else:
            state.push(step)
            use(game, state, step.seat, option)

    def run(self, game: G, state: INState, step: Step) -> None:
        if live(state) and not blockers(game, state, step.seat):
            state.say(f"{state.name(step.seat)} cannot block.")


class CombatWindow(StepHandler[INState]):
    """Before the fight, each side in turn may play Atk/Def/Force cards; two passes end it."""

    prompt = "Play a card on this fight?"

    def options(self, game: G, state: INState, step: Step) -> list[Option] | None:
        if not live(state) or passed_ahead(state, step.seat):
            return []
        opts = window_options(game, state, step.seat, "combat")
        ask = opts or ask_anyway(state, step.seat)
        return [*opts, Option("pass", "Pass")] if ask else []

    def describe(self, game: G, state: INState, step: Step) -> str:
        combat = state.combat
        assert combat is not None
        att = force(game, state, combat.attacker, ATTACK)
        defender = defending_persona(state)
        vs = "the deck"
        if defender:
            dfn = force(game, state, defender, fight_role(state, defender))
            vs = f"{name(game, defender)} (Force {dfn})"
        fight = f"Fight: {name(game, combat.attacker)} (Force {att}) against {vs}."
        if nothing_for(game, state, step.seat, "combat"):
            return f"{fight} Nothing to play on it: pass. {EVERY_HAND}"
        return f"{fight} Play a card?"

    def resolve(self, game: G, state: INState, step: Step, option: Option) -> None:
        if option.key == "pass":
            self.passed(state, step)
            return
        # after a card, the other side may answer again (a pass given ahead lapses)
        state.push(Step(step.kind, state.opponent(step.seat), {"passes": 0}))
        if state.combat is not None:
            state.combat.defender_passes = False
        use(game, state, step.seat, option)

    def run(self, game: G, state: INState, step: Step) -> None:
        if live(state):
            self.passed(state, step)

    @staticmethod
    def passed(state: INState, step: Step) -> None:
        passes = step.data["passes"] + 1
        if passes < 2:
            state.push(Step(step.kind, state.opponent(step.seat), {"passes": passes}))


def passed_ahead(state: INState, seat: int) -> bool:
    """`seat` defends and passed the fight ahead when it let the attack through (R40), and
    the attacker has played no card in it since."""
    combat = state.combat
    return combat is not None and combat.defender_passes and seat != state.current


class Fight(StepHandler[INState]):
    """Compare Forces: the smaller is destroyed, a tie destroys both; unblocked at the deck,
    the defender discards that many cards from the top of the deck."""

    def run(self, game: G, state: INState, step: Step) -> None:
        combat = state.combat
        state.combat = None
        if combat is None or combat.negated or not state.in_play(combat.attacker):
            state.say("The attack comes to nothing.")
            return
        state.combat = combat  # forces below read the combat (Atk/Def roles)
        attacker = combat.attacker
        att = force(game, state, attacker, ATTACK)
        defender = defending_persona(state)
        foe = state.opponent(step.seat)
        if defender is None:
            if combat.target is not None:
                state.say("The targeted persona is gone: the attack comes to nothing.")
            else:
                moves.mill(game, state, foe, att)
            state.combat = None
            return
        dfn = force(game, state, defender, fight_role(state, defender))
        state.say(
            f"{name(game, attacker)} (Force {att}) fights {name(game, defender)} (Force {dfn})."
        )
        losers = [attacker, defender] if att == dfn else [attacker if att < dfn else defender]
        for card in losers:
            moves.destroy(game, state, card)
        state.combat = None
