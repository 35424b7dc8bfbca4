"""One-off effects (Events, Locations when drawn, Daemons when revealed), as stack steps.

An `op` step is chosen by `step.seat` (the card's player; the Narrator for a Location or
where the rulebook leaves a choice to the Narrator). It asks, in order and only when there
is more than one candidate, for a player, a Victim or a Nemesis, then acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.cards import EACH_VICTIM
from tabletop_tui.games.possession.state import FREE, Attack, PState
from tabletop_tui.games.possession.words import describe_op, plural, unmet

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession

VICTIM_OPS = (
    "wound",
    "heal",
    "strength",
    "no_escape",
    "escape",
    "free_victim",
    "discard_equipment",
)
PLAYER_OPS = ("possession", "discard_possession", "willpower", "draw", "discard_cards", "hand_cap")
TURN_KEYS = ("time", "symbol", "refuge")
VICTIM_KEYS = ("victim_type", "gender")


def push_effect(
    state: PState,
    ops: tuple[dict[str, Any], ...] | list[dict[str, Any]],
    actor: int,
    source: str,
    chooser: int | None = None,
) -> None:
    """Open one step per op, the first on top; `actor` is "you"."""
    state.push(
        *[
            Step(
                "op",
                actor if chooser is None else chooser,
                {"op": op, "actor": actor, "source": source},
            )
            for op in ops
        ]
    )


def attack_key(a: Attack) -> str:
    return f"{a.victim}|{a.card or a.name}"


def _gate(game: Possession, state: PState, op: dict[str, Any], actor: int) -> bool:
    when = op.get("when") or {}
    turn_part = {k: v for k, v in when.items() if k in TURN_KEYS}
    if not rules.holds(game, state, turn_part):
        return False
    if "victims_at_least" in when:
        return len(state.controlled(actor)) >= when["victims_at_least"]
    return True


def victim_candidates(game: Possession, state: PState, op: dict[str, Any], actor: int) -> list[str]:
    """The Victims an op's `target` (and its filters) may concern."""
    target = op["target"]
    base = target.replace("each_", "") if target in EACH_VICTIM else target.replace("_victim", "")
    out = []
    for v, vic in state.victims.items():
        owner = vic.owner
        ok = {
            "own": owner == actor,
            "opponent": owner not in (FREE, actor),
            "free": owner == FREE,
            "controlled": owner != FREE,
            "any": True,
            "victim": True,
        }[base]
        if not ok:
            continue
        when = dict(op.get("when") or {})
        for key in VICTIM_KEYS:
            if key in op:
                when[key] = op[key]
        victim_part = {k: v for k, v in when.items() if k in VICTIM_KEYS}
        if victim_part and not rules.holds(game, state, victim_part, v):
            continue
        out.append(v)
    return out


def player_candidates(
    game: Possession, state: PState, who: str, actor: int
) -> tuple[list[int], bool]:
    """(the players concerned, whether one of them must be chosen)."""
    everyone = list(range(state.num_players))
    if who == "you":
        return [actor], False
    if who == "narrator":
        return [state.narrator], False
    if who == "each":
        return everyone, False
    others = [s for s in everyone if s != actor]
    if who == "each_opponent":
        return others, False
    if who == "opponent":
        return others, True
    # leader: the best score now; a tie is the Narrator's to break (rulebook: uncertainty)
    best = max(rules.score(game, state, s) for s in everyone)
    return [s for s in everyone if rules.score(game, state, s) == best], True


def _needs_victim(op: dict[str, Any]) -> bool:
    name = op["op"]
    if name in VICTIM_OPS:
        return op["target"] not in EACH_VICTIM
    return name in ("summon_troll", "nemesis_attack")


def _attack_candidates(
    game: Possession, state: PState, op: dict[str, Any], actor: int
) -> list[Attack]:
    if op["op"] == "cancel_nemesis":
        if op["scope"] == "own":
            return [a for a in state.attacks if state.victims[a.victim].owner == actor]
        return list(state.attacks)
    kind = op.get("kind")
    return [a for a in state.attacks if not kind or rules.attack_kind(game, a) == kind]


class OpStep(StepHandler[PState]):
    """Ask what must be asked (player, Victim, Nemesis), then carry out one op."""

    def _stage(self, game: Possession, state: PState, step: Step) -> tuple[str, list[Any]] | None:
        d = step.data
        op, actor = d["op"], d["actor"]
        if "players" not in d and "who" in op:
            players, choose = player_candidates(game, state, op["who"], actor)
            if choose:
                return "player", players
        if "victim" not in d and _needs_victim(op):
            if op["op"] == "summon_troll":
                if not state.troll:
                    return None
                cands = [v for v, vic in state.victims.items() if vic.owner != FREE]
            else:
                cands = victim_candidates(game, state, op, actor)
            return "victim", cands
        if "attack" not in d and (
            op["op"] == "cancel_nemesis"
            or (op["op"] == "nemesis_strength" and op["scope"] == "one")
        ):
            return "attack", [attack_key(a) for a in _attack_candidates(game, state, op, actor)]
        return None

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        if not _gate(game, state, step.data["op"], step.data["actor"]):
            return []
        stage = self._stage(game, state, step)
        if stage is None or len(stage[1]) <= 1:
            return []
        kind, cands = stage
        if self._narrators(step, kind) and step.seat != state.narrator:
            return []  # `run` hands the choice to the Narrator
        if kind == "player":
            return [Option(f"player:{s}", state.name(s)) for s in cands]
        if kind == "victim":
            return [Option(f"victim:{v}", self._victim_label(game, state, v), (v,)) for v in cands]
        return [
            Option(
                f"attack:{k}",
                self._attack_label(game, state, k),
                (k.split("|")[0],),
            )
            for k in cands
        ]

    @staticmethod
    def _narrators(step: Step, kind: str) -> bool:
        """Choices the rulebook leaves to the Narrator: a tie for the lead, The Troll's victim."""
        op = step.data["op"]
        return (kind == "player" and op.get("who") == "leader") or (
            kind == "victim" and op["op"] == "summon_troll"
        )

    @staticmethod
    def _victim_label(game: Possession, state: PState, v: str) -> str:
        vic = state.victims[v]
        whose = "free" if vic.owner == FREE else state.name(vic.owner)
        return (
            f"{actions.name(game, v)} ({whose}; Life {vic.life}, "
            f"Strength {rules.victim_strength(game, state, v)})"
        )

    @staticmethod
    def _attack_label(game: Possession, state: PState, key: str) -> str:
        victim, who = key.split("|", 1)
        a = next(a for a in state.attacks if attack_key(a) == key)
        strength = rules.nemesis_strength(game, state, a)
        return f"{a.name} (Strength {strength}) against the {actions.name(game, victim)}"

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        stage = self._stage(game, state, step)
        src = actions.name(game, step.data["source"]) if step.data.get("source") else "Effect"
        what = {"player": "which player", "victim": "which Victim", "attack": "which Nemesis"}
        asked = what.get(stage[0], "") if stage else ""
        return f"{src}: choose {asked} ({describe_op(step.data['op'])})."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        d = dict(step.data)
        kind, _, value = option.key.partition(":")
        if kind == "player":
            d["players"] = [int(value)]
        elif kind == "victim":
            d["victim"] = value
        else:
            d["attack"] = value
        state.push(Step("op", step.seat, d))

    def run(self, game: Possession, state: PState, step: Step) -> None:
        d = dict(step.data)
        op, actor = d["op"], d["actor"]
        if not _gate(game, state, op, actor):
            card = game.cards.card(d["source"]) if d.get("source") else None
            if card is not None and card.kind == "event" and len(card.effect) == 1:
                # the whole Event came to nothing: the log says so (R17)
                state.say(f"{card.name} does nothing: {unmet(op)}.")
            return
        stage = self._stage(game, state, step)
        if stage is not None:
            kind, cands = stage
            if not cands:  # (R17: it may be played so; the log says it came to nothing, a
                # play-test could not tell whether roaming undead with no Victim to find
                # were still to fight)
                src = actions.name(game, d["source"]) if d.get("source") else "The effect"
                what = {"player": "player", "victim": "Victim", "attack": "Nemesis"}[kind]
                state.say(f"{src} finds no {what} to aim at: it does nothing.")
                return
            if len(cands) > 1 and self._narrators(step, kind):
                state.push(Step("op", state.narrator, d))
                return
            d[{"player": "players", "victim": "victim", "attack": "attack"}[kind]] = (
                [cands[0]] if kind == "player" else cands[0]
            )
            state.push(Step("op", step.seat, d))
            return
        apply_op(game, state, d, step.seat)


def apply_op(game: Possession, state: PState, d: dict[str, Any], chooser: int) -> None:
    """Carry out an op whose choices are all made."""
    op, actor, source = d["op"], d["actor"], d.get("source", "")
    name = op["op"]
    if name in VICTIM_OPS:
        targets = [d["victim"]] if "victim" in d else victim_candidates(game, state, op, actor)
        for v in targets:
            aimed = "victim" in d  # ward_events turns away Events aimed at one Victim only
            if v in state.victims and not (aimed and _warded(game, state, v, actor, source)):
                _victim_op(game, state, name, op, v)
        return
    if name in PLAYER_OPS:
        players = d.get("players") or player_candidates(game, state, op["who"], actor)[0]
        for seat in players:
            _player_op(game, state, name, op, seat, actor)
        return
    if name == "extra_victims":
        for _ in range(op["count"]):
            v = actions.draw_victim(game, state)
            if v:
                state.say(f"One more Victim comes: the {actions.name(game, v)}.")
    elif name == "summon_troll":
        v = d.get("victim", "")
        if not state.troll or v not in state.victims or _warded(game, state, v, actor, source):
            return  # (the Event is aimed at one Victim, by the Narrator for its player: R13)
        state.attacks.append(Attack(state.troll, actions.name(game, state.troll), v, -1))
        state.say(f"The Troll lumbers out to fight the {actions.name(game, v)}!")
        state.troll = ""
    elif name == "nemesis_attack":
        v = d.get("victim", "")
        if v not in state.victims:
            return
        state.attacks.append(
            Attack(
                "",
                op["name"],
                v,
                -1,
                strength=op["strength"],
                wounds=op.get("wounds", 2),
                kind=op.get("kind", "monster"),
            )
        )
        state.say(
            f"{op['name']} (Strength {op['strength']}) will fight the {actions.name(game, v)}."
        )
    elif name == "nemesis_strength":
        if op["scope"] == "all":
            key = op.get("kind", "")
            state.nemesis_bonus[key] = state.nemesis_bonus.get(key, 0) + op["amount"]
            state.say(
                f"Nemeses{' (' + key + ')' if key else ''} get {op['amount']:+} Strength this turn."
            )
        else:
            a = _find_attack(state, d.get("attack"))
            if a is not None:
                a.bonus += op["amount"]
                state.say(f"{a.name} gets {op['amount']:+} Strength this turn.")
    elif name == "cancel_nemesis":
        a = _find_attack(state, d.get("attack"))
        if a is not None:
            actions.discard_attack(game, state, a)
            state.say(f"{a.name} is sent away before the fight.")


def _find_attack(state: PState, key: str | None) -> Attack | None:
    return next((a for a in state.attacks if attack_key(a) == key), None)


def _warded(game: Possession, state: PState, victim: str, actor: int, source: str) -> bool:
    """ward_events: an Event aimed at this Victim alone by another player does nothing."""
    if not source or game.cards.card(source).kind != "event":
        return False
    vic = state.victims[victim]
    if vic.owner == actor:
        return False
    for e in list(vic.equipment):
        if game.cards.card(e).mods("ward_events"):
            if any(m.get("once") for m in game.cards.card(e).mods("ward_events")):
                vic.equipment.remove(e)
                state.discard.append(e)
            state.say(f"The {actions.name(game, e)} shields the {actions.name(game, victim)}.")
            return True
    if game.cards.card(victim).mods("ward_events"):
        state.say(f"The {actions.name(game, victim)} shrugs it off.")
        return True
    return False


def _victim_op(game: Possession, state: PState, name: str, op: dict[str, Any], v: str) -> None:
    vic = state.victims[v]
    label = actions.name(game, v)
    if name == "wound":
        state.say(f"The {label} loses {op['amount']} Life.")
        actions.wound(game, state, v, op["amount"])
    elif name == "heal":
        vic.life += op["amount"]
        state.say(f"The {label} gains {op['amount']} Life.")
    elif name == "strength":
        vic.temp_strength += op["amount"]
        state.say(f"The {label} gets {op['amount']:+} Strength this turn.")
    elif name == "escape":
        vic.may_escape = True
        if rules.escape_barred(game, state, v):  # (anything stopping escape wins)
            state.say(f"The {label} may not escape this turn all the same: it does nothing.")
        else:
            state.say(f"The {label} may escape this turn.")
    elif name == "no_escape":
        vic.no_escape = True
        state.say(f"The {label} cannot escape this turn.")
    elif name == "free_victim":
        if vic.owner != FREE:
            actions.lose_victim(game, state, v, " to the playing area")
    elif name == "discard_equipment" and vic.equipment:
        # RULINGS.md: the most recently equipped item goes (no extra choice)
        e = vic.equipment.pop()
        state.discard.append(e)
        state.say(f"The {label}'s {actions.name(game, e)} is discarded.")


def _player_op(
    game: Possession, state: PState, name: str, op: dict[str, Any], seat: int, actor: int
) -> None:
    p = state.players[seat]
    who = state.name(seat)
    if name == "possession":
        p.tokens += op["amount"]
        state.say(f"{who}'s possession value changes by {op['amount']:+}.")
    elif name == "willpower":
        p.willpower_turn += op["amount"]
        state.say(f"{who}'s Willpower changes by {op['amount']:+} this turn.")
    elif name == "draw":
        n = actions.draw_into_hand(state, seat, op["count"])
        state.say(f"{who} draws {plural(n, 'card')}.")
    elif name == "hand_cap":
        p.next_cap += op["amount"]
        state.say(f"{who}'s Hand Cap is {op['amount']:+} at the next deal.")
    elif name == "discard_cards":
        if p.hand:
            state.push(Step("discard_cards", seat, {"count": min(op["count"], len(p.hand))}))
        else:
            state.say(f"{state.name(seat)} has no card to discard.")
    elif name == "discard_possession":
        count = min(op["count"], len(p.possession_cards))
        if not count:
            state.say(f"{state.name(seat)} has no Possession card to lose.")
            return
        if op.get("random"):
            picks = list(p.possession_cards)
            state.rng.shuffle(picks)
            for c in picks[:count]:
                actions.discard_possession_card(game, state, seat, c)
        else:
            state.push(Step("lose_possession", actor, {"player": seat, "count": count}))
