"""Small moves shared by rules and card effects: drawing, discarding, leaving play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural, possessive
from tabletop_tui.games.in_nomine.state import INState, Persona

if TYPE_CHECKING:
    from tabletop_tui.games.in_nomine.game import InNomine


def name(game: InNomine, card: str) -> str:
    """A card's display name (copies of a persona numbered)."""
    return game.cards.label(card)


def whose(state: INState, seat: int) -> str:
    """A player's name in the possessive: "Ann's", "Demons'" (not "Demons's")."""
    return possessive(state.name(seat))


def draw(game: InNomine, state: INState, seat: int, count: int) -> int:
    """Draw cards from the top of one's deck (as many as there are); returns how many."""
    side = state.sides[seat]
    drawn = side.deck[:count]
    del side.deck[:count]
    side.hand.extend(drawn)
    if drawn:
        state.say(f"{state.name(seat)} draws {plural(len(drawn), 'card')}.")
        state.say("You draw " + ", ".join(name(game, c) for c in drawn) + ".", (seat,))
    return len(drawn)


def mill(game: InNomine, state: INState, seat: int, count: int) -> None:
    """Discard cards from the top of a deck (an unblocked attack on the deck)."""
    side = state.sides[seat]
    gone = side.deck[:count]
    del side.deck[:count]
    side.discard.extend(gone)
    names = ", ".join(name(game, c) for c in gone) or "nothing"
    gone_text = plural(len(gone), "card")
    state.say(f"{state.name(seat)} discards {gone_text} from the top of the deck: {names}.")


def leave_play(game: InNomine, state: INState, persona: Persona, to: str = "discard") -> None:
    """A persona leaves play (destroyed, shuffled back, returned to hand); attachments are
    discarded to their owners' piles."""
    state.personas.remove(persona)
    # this turn's effects on it end with it (and must not follow it into a hidden zone)
    state.effects = [e for e in state.effects if e["target"] != persona.card]
    for attached in persona.attachments:
        owner = 0 if game.cards.card(attached).side == state.sides[0].side else 1
        state.sides[owner].discard.append(attached)
    side = state.sides[persona.owner]
    if to == "discard":
        side.discard.append(persona.card)
    elif to == "hand":
        side.hand.append(persona.card)
    else:
        side.deck.append(persona.card)
        state.rng.shuffle(side.deck)
    combat = state.combat
    if combat is not None and persona.card in (combat.attacker, combat.blocker, combat.target):
        if persona.card == combat.blocker:
            combat.blocker = None
        elif not combat.negated:  # its attacker or its target gone (R36): the attack ends
            combat.negated = True
            if persona.card == combat.target and combat.blocker is not None:
                state.say("The attack ends: its target has left play.")


def leave_fight(state: INState, card: str) -> None:
    """A persona that changes sides during a fight leaves it (R36: with open windows a
    control card may be played mid-fight): an attacker or target that did ends the
    attack; a blocker that did leaves the attack unblocked."""
    combat = state.combat
    if combat is None or combat.negated:
        return
    if card in (combat.attacker, combat.target):
        combat.negated = True
        state.say("The attack ends: its persona changed sides.")
    elif card == combat.blocker:
        combat.blocker = None
        combat.block_negated = True
        state.say("The block ends: the blocker changed sides.")


def destroy(game: InNomine, state: INState, card: str) -> None:
    """A persona is destroyed: discarded with what is attached to it."""
    persona = state.persona(card)
    state.say(f"{name(game, card)} ({state.name(persona.controller)}) is destroyed.")
    leave_play(game, state, persona)


def push_effect(state: INState, effect: tuple[dict, ...], actor: int, source: str) -> None:
    """Open one step per op of an effect, in order."""
    state.push(*[Step(f"op:{op['op']}", actor, {**op, "source": source}) for op in effect])


def owner_of(game: InNomine, state: INState, card: str) -> int:
    """The seat whose deck a card belongs to."""
    return 0 if game.cards.card(card).side == state.sides[0].side else 1


def next_turn_of(state: INState, seat: int) -> int:
    """The number of `seat`'s next turn after this one (turns alternate)."""
    return state.turn + (2 if state.current == seat else 1)


def move_artifact(game: InNomine, state: INState, seat: int, artifact: str, holder: str) -> None:
    """An Artifact taken by `seat` (Valefor) moves onto `holder`, one of its personas."""
    for p in state.personas:
        if artifact in p.attachments:
            p.attachments.remove(artifact)
    state.persona(holder).attachments.append(artifact)
    state.say(f"{state.name(seat)} takes {name(game, artifact)} onto {name(game, holder)}.")
