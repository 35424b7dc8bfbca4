"""Who or what a card may target, and whether it may be played in a window at all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.games.in_nomine import force
from tabletop_tui.games.in_nomine.cards import ATTACHMENTS, EVENTS
from tabletop_tui.games.in_nomine.moves import next_turn_of
from tabletop_tui.games.in_nomine.state import INState, Persona

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine

# ops that pick a persona (or an artifact) before they act
TARGETED = {
    "destroy": ("persona",),
    "shuffle_back": ("demon", "angel"),
    "return_to_hand": ("demon", "angel"),
    "control": ("human", "demon", "angel", "persona"),
    "prophecy": (),
    "undead": (),
    "cant_attack_or_block": (),
    "modify": ("any_persona", "own_persona", "own_angel"),
}


def kind_of(game: InNomine, card: str) -> str:
    """human, angel or demon."""
    return game.cards.card(card).type


def is_kind(game: InNomine, card: str, kind: str) -> bool:
    """Whether a persona card is of a kind ('persona' and 'celestial' match groups)."""
    actual = kind_of(game, card)
    if kind == "persona":
        return True
    if kind == "celestial":
        return actual in ("angel", "demon")
    return actual == kind


def fighters(state: INState) -> list[str]:
    """The personas in the current fight (attacker, then blocker or targeted persona)."""
    combat = state.combat
    if combat is None or combat.negated:
        return []
    out = [combat.attacker]
    defender = defending_persona(state)
    if defender:
        out.append(defender)
    return [c for c in out if state.in_play(c)]


def blocking_persona(state: INState) -> str | None:
    """The blocker of the attack in progress, if one blocks (Def counts for it alone, R9)."""
    combat = state.combat
    if combat is None or combat.negated or not combat.blocker:
        return None
    return combat.blocker if state.in_play(combat.blocker) else None


def defending_persona(state: INState) -> str | None:
    """The persona fighting the attacker: the blocker, else the targeted persona."""
    combat = state.combat
    if combat is None:
        return None
    if combat.blocker and state.in_play(combat.blocker):
        return combat.blocker
    if combat.target and state.in_play(combat.target):
        return combat.target
    return None


def gives_def(op: dict[str, Any]) -> bool:
    """A Def bonus (Attunement, Song of Shields, Tether to Heaven): it counts on a block only
    (R9)."""
    return op["op"] == "modify" and op["stat"] == "def" and op["amount"] > 0


def may_block_with(game: InNomine, state: INState, seat: int, p: Persona) -> bool:
    """R9: a Def bonus counts for a blocker alone: the persona of `seat` blocking now, or
    one that may still block an attack this turn (an Essence counter, not barred, and an
    attack to come that it may block)."""
    if p.controller != seat:
        return False
    if p.card == blocking_persona(state):
        return True
    return ready(state, p) and attack_to_come(game, state, p.card)


def attack_to_come(game: InNomine, state: INState, card: str) -> bool:
    """Whether `card` may yet be asked to block this turn: the attack in progress, its block
    still to be chosen and open to a blocker, is not on it; or a later attack may come
    (before the End phase, the attacking side has a persona ready to attack: Essence is
    gained only as a turn starts)."""
    combat = state.combat
    if combat is not None and combat.target != card and block_open(game, state):
        return True
    return state.phase != "end" and any(
        ready(state, q) for q in state.personas if q.controller == state.current
    )


def block_open(game: InNomine, state: INState) -> bool:
    """Whether the attack in progress may still be blocked: its block is still to be chosen
    (the defend window to come), and neither it nor its block is barred."""
    combat = state.combat
    return (
        combat is not None
        and not combat.negated
        and not combat.block_negated
        and combat.blocker is None
        and any(s.kind == "defend_window" for s in state.stack)
        and not force.unblockable(game, state, combat.attacker, combat.target is None)
    )


def blockers_at_hand(state: INState) -> bool:
    """Whether the defender of the attack in progress has a persona that could block it."""
    combat = state.combat
    foe = state.opponent(state.current)
    return combat is not None and any(
        ready(state, q) and q.card != combat.target for q in state.controlled_by(foe)
    )


def ready(state: INState, p: Persona) -> bool:
    """A persona that may attack or block now: an Essence counter, and not barred (R10)."""
    return bool(p.essence) and p.disabled_through < state.turn


def op_targets(game: InNomine, state: INState, seat: int, op: dict[str, Any]) -> list[str] | None:
    """The cards an op may target (None: it takes no target)."""
    name = op["op"]
    foe = state.opponent(seat)
    personas = state.personas
    if name == "destroy" and op["target"] == "persona":
        return [p.card for p in personas if p.controller == foe]
    if name in ("shuffle_back", "return_to_hand"):
        return [
            p.card for p in personas if p.controller == foe and is_kind(game, p.card, op["target"])
        ]
    if name == "control":
        return [
            p.card for p in personas if p.controller == foe and is_kind(game, p.card, op["target"])
        ]
    if name in ("prophecy", "undead"):  # (tokens are taken only off a human that has some)
        less = name == "prophecy" and op["amount"] < 0
        return [
            p.card
            for p in personas
            if is_kind(game, p.card, "human") and (p.prophecy > 0 or not less)
        ]
    if name == "cant_attack_or_block":  # (not on one barred through that turn already)
        return [
            p.card
            for p in personas
            if p.controller == foe and p.disabled_through < next_turn_of(state, p.controller)
        ]
    if name == "modify":
        target = op["target"]
        if gives_def(op):  # R9: only where a block may use it
            personas = [p for p in personas if may_block_with(game, state, seat, p)]
        if target == "any_persona":
            return [p.card for p in personas]
        if target == "own_persona":
            return [p.card for p in personas if p.controller == seat]
        if target == "own_angel":
            return [
                p.card for p in personas if p.controller == seat and is_kind(game, p.card, "angel")
            ]
    if name == "steal_artifact":
        return [
            a
            for p in personas
            if p.controller == foe
            for a in p.attachments
            if game.cards.card(a).type == "artifact" and holders(game, state, seat, a)
        ]
    if name == "recover":
        return [c for c in state.sides[seat].discard if is_recoverable(game, c, op["kind"])]
    return None


def is_recoverable(game: InNomine, card: str, kind: str) -> bool:
    """A discarded card that `recover` may return: a persona of the kind asked."""
    info = game.cards.card(card)
    return info.is_persona and (kind == "persona" or info.type == kind)


def holders(game: InNomine, state: INState, seat: int, attachment: str) -> list[str]:
    """The personas of `seat`'s side (own or opponent's, as the card says) it may attach to."""
    info = game.cards.card(attachment)
    whose = seat if info.attach_side == "own" else state.opponent(seat)
    return [
        p.card
        for p in state.personas
        if p.controller == whose and is_kind(game, p.card, info.attach_to)
    ]


def op_possible(game: InNomine, state: INState, seat: int, op: dict[str, Any]) -> bool:
    """Whether an op can do its job now (a target exists, a fight is on, ...)."""
    name = op["op"]
    combat = state.combat
    live = combat is not None and not combat.negated
    attacking = live and state.persona(combat.attacker).controller == seat  # type: ignore[union-attr]
    if state.phase == "end" and op.get("duration") == "turn":
        return False  # it would last for a turn that is ending (the Respond window, R36)
    if name == "negate_attack":
        return live and not attacking
    if name == "destroy" and op["target"] == "attacker":
        return live and not attacking
    if name == "destroy" and op["target"] == "attacker_and_blocker":
        return live and combat.blocker is not None  # type: ignore[union-attr]
    if name == "negate_block":
        return live and attacking and combat.blocker is not None  # type: ignore[union-attr]
    if name == "unblockable":  # only while a block is still to be chosen, and could be made
        vs_deck = combat is not None and combat.target is None
        return (
            live
            and attacking
            and (vs_deck or not op["only_vs_deck"])
            and block_open(game, state)
            and blockers_at_hand(state)
        )
    if name == "modify":
        target = op["target"]
        if target == "attacker":
            return live and attacking
        if target == "defender":
            return live and not attacking and blocking_persona(state) is not None
        if target == "fighter":
            return any(state.persona(c).controller == seat for c in fighters(state))
        if gives_def(op) and state.current == seat:
            return False  # R9: Def counts on a block, and nobody blocks in their own turn
        if target in ("own_all", "all"):
            return sweep_helps(state, seat, op, live, attacking)
    if name == "tutor":
        return bool(state.sides[seat].deck)
    if name == "recruit":
        return state.current == seat  # recruits are made in your own turn (R14)
    if name == "negate_prince":
        return False  # only through the Prince window
    targets = op_targets(game, state, seat, op)
    return targets is None or bool(targets)


def sweep_helps(state: INState, seat: int, op: dict[str, Any], live: bool, attacking: bool) -> bool:
    """A bonus to every persona is only offered when it changes this fight for the better
    for its player (RULINGS.md R12): Atk while attacking; Def while your persona blocks; a
    Def malus while you attack and are blocked. Outside a fight (main timing), while a fight
    may still come this turn: a persona of the side whose turn it is has Essence to attack."""
    if op.get("duration") != "turn":
        return True
    if state.combat is None:
        return state.phase != "end" and any(
            ready(state, q) for q in state.personas if q.controller == state.current
        )
    if not live:
        return False
    defending = blocking_persona(state) is not None
    stat, gain = op["stat"], op["amount"] > 0
    if stat == "atk":
        return attacking == gain
    if stat == "def":
        return defending and (not attacking if gain else attacking)
    return True  # Force affects both sides of any fight


def song_payers(game: InNomine, state: INState, seat: int, exclude: str = "") -> list[Persona]:
    """Celestials of `seat` with an Essence counter to pay for a Song."""
    return [
        p
        for p in state.controlled_by(seat)
        if p.essence and game.cards.card(p.card).is_celestial and p.card != exclude
    ]


def recruits_open(state: INState) -> bool:
    """Whether a persona may be recruited now: the Recruit phase's one, or a card's bonus."""
    return (state.phase == "recruit" and state.recruits_left > 0) or state.bonus_recruits > 0


# with the 'events: open' option an event may be played in any of these (RULINGS R36)
OPEN_WINDOWS = ("main", "attack", "defend", "combat", "respond")


def fits(state: INState, timing: str, window: str) -> bool:
    """Whether an event of this timing may be played in this window: its own window only
    (R12), or with the 'events: open' option any window but the Prince one (R36)."""
    if timing == window:
        return True
    return state.open_events and timing != "prince" and window in OPEN_WINDOWS


def may_recruit(state: INState, seat: int, window: str) -> bool:
    """Whether `seat` may recruit a persona from hand now: its own main phase, a recruit
    left (R14)."""
    return window == "main" and state.current == seat and recruits_open(state)


def may_attach(state: INState, seat: int, window: str) -> bool:
    """Whether `seat` may attach a Modifier or Artifact now: its own Recruit phase."""
    return window == "main" and state.phase == "recruit" and state.current == seat


def card_playable(game: InNomine, state: INState, seat: int, card: str, window: str) -> bool:
    """Whether `seat` may play this card from hand in this window."""
    info = game.cards.instances[card]
    if info.is_persona:
        return may_recruit(state, seat, window)
    if info.type in ATTACHMENTS:
        return may_attach(state, seat, window) and bool(holders(game, state, seat, card))
    return info.type in EVENTS and event_playable(game, state, seat, card, window)


def event_playable(game: InNomine, state: INState, seat: int, card: str, window: str) -> bool:
    """Whether `seat` may play this event (a Song paid for) from hand in this window."""
    info = game.cards.instances[card]
    if not fits(state, info.timing, window):
        return False
    if info.type == "song" and not paying(game, state, seat, card):
        return False
    if (
        any(op["op"] in HAND_OPS for op in info.effect)
        and not state.sides[state.opponent(seat)].hand
    ):
        return False  # (an event, unlike an Activation (R35), is not spent on an empty hand)
    return all(op_possible(game, state, seat, op) for op in info.effect)


# ops that act on the opponent's hand: an event of them does nothing against an empty one
HAND_OPS = ("look_hand", "opponent_discards")


def paying(game: InNomine, state: INState, seat: int, card: str) -> list[Persona]:
    """The Celestials that may pay for the Song `card`: any of `seat`'s with Essence, but
    for a Song giving Def (Song of Shields) none whose paying would leave it nobody to help:
    the Essence spent is the one a block needs (R9)."""
    payers = song_payers(game, state, seat)
    for op in game.cards.card(card).effect:
        if gives_def(op):
            targets = op_targets(game, state, seat, op) or []
            payers = [q for q in payers if any(t != q.card for t in targets)]
    return payers


def can_activate(game: InNomine, state: INState, seat: int, persona: Persona, window: str) -> bool:
    """Whether a persona's Activation power may be used now (it costs its Essence)."""
    info = game.cards.card(persona.card)
    return (
        persona.controller == seat
        and persona.essence
        and bool(info.effect)
        and info.is_persona
        and info.timing == window
        and all(op_possible(game, state, seat, op) for op in info.effect)
    )


def target_option(game: InNomine, state: INState, card: str) -> Option:
    """An option naming a card in play (a persona, or an attached artifact)."""
    label = game.cards.label(card)
    if state.in_play(card):
        label += f" ({state.name(state.persona(card).controller)})"
    return Option(f"target:{card}", label, (card,))


def sole_target(game: InNomine, state: INState, seat: int, card: str) -> str:
    """ " on Demon Human 9 (Bob)" when the first op of an event in `seat`'s hand that takes
    a target has one only, a persona in play, which it takes without asking (R38); else
    "" (a card brought back from a discard pile, an artifact: not "on" anyone). A newcomer
    chose "Play Complete Task" and gave the opponent's human a Prophecy token unasked."""
    for op in game.cards.card(card).effect:
        targets = op_targets(game, state, seat, op)
        if targets is None:
            continue
        if len(targets) == 1 and state.in_play(targets[0]):
            return f" on {target_option(game, state, targets[0]).label}"
        return ""
    return ""


def idle_recruit(game: InNomine, state: INState, seat: int, effect: Any) -> str:
    """ " (no persona in your hand now)" for an effect that only lets `seat` recruit more
    (Eli, a Mercurian) while its hand holds no persona: it may still be played (a card
    drawn later this turn may use it), and a newcomer wondered why it was offered."""
    if not effect or any(op["op"] != "recruit" for op in effect):
        return ""
    cards = game.cards.instances
    held = any(cards[c].is_persona for c in state.sides[seat].hand)
    return "" if held else " (no persona in your hand now)"
