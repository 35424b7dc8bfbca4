"""Moves of cards between zones. Every card is always in exactly one zone."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from tabletop_tui.games.possession import rules
from tabletop_tui.games.possession.cards import Card
from tabletop_tui.games.possession.state import FREE, Attack, PState, Victim

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def name(game: Possession, iid: str) -> str:
    return game.cards.card(iid).name


def one_of_each(game: Possession, cards: list[str]) -> list[str]:
    """One copy of each design among `cards`, the first met: two copies make one option
    (which copy goes does not matter)."""
    seen: dict[str, str] = {}
    for c in cards:
        seen.setdefault(game.cards.card(c).id, c)
    return list(seen.values())


def copy_counts(game: Possession, hand: list[str]) -> Counter[str]:
    """How many copies of each design a hand holds."""
    return Counter(game.cards.card(c).id for c in hand)


def copies_note(
    game: Possession, hand: list[str], iid: str, counts: Counter[str] | None = None
) -> str:
    """ " (one of 3)" after an option for a card with copies in the chooser's hand (the
    copies make one option; a review read one "Discard Man-at-Arms" with two in hand).
    `counts`: the hand's `copy_counts`, when the caller notes several options."""
    n = (counts or copy_counts(game, hand))[game.cards.card(iid).id]
    return f" (one of {n})" if n > 1 else ""


def draw_card(state: PState) -> str | None:
    """The top Game Deck card; an empty deck takes the shuffled discard pile (RULINGS.md)."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        state.say("The Game Deck ran out: its discard pile is shuffled into a new deck.")
    return state.deck.pop(0) if state.deck else None


def draw_into_hand(state: PState, seat: int, count: int) -> int:
    """Draw up to `count` cards into a hand; how many were drawn."""
    drawn = 0
    for _ in range(count):
        card = draw_card(state)
        if card is None:
            break
        p = state.players[seat]
        p.hand.append(card)
        p.seen_by.pop(card, None)  # (a card back from the deck: nobody knows it is here)
        drawn += 1
    return drawn


def draw_victim(game: Possession, state: PState) -> str | None:
    """The Narrator draws a Victim face up into the playing area."""
    if not state.victim_deck and state.victim_discard:
        state.victim_deck = state.victim_discard
        state.victim_discard = []
        state.rng.shuffle(state.victim_deck)
        state.say("The Victims deck ran out: the dead are shuffled back in (RULINGS.md).")
    if not state.victim_deck:
        return None
    iid = state.victim_deck.pop(0)
    state.victims[iid] = Victim(iid, game.cards.card(iid).life)
    return iid


def claim(game: Possession, state: PState, seat: int, victim: str) -> None:
    state.victims[victim].owner = seat
    p = state.players[seat]
    if p.claimed and not p.extra_claim_used and rules.daemon_mods(game, state, seat, "extra_claim"):
        p.extra_claim_used = True
    p.claimed = True
    state.say(f"{state.name(seat)} takes control of the {name(game, victim)}.")


def lose_victim(game: Possession, state: PState, victim: str, why: str = "") -> None:
    """The Victim goes back to the playing area with its Equipment and Life tokens."""
    vic = state.victims[victim]
    owner = vic.owner
    vic.owner = FREE
    # Nemeses were played against a controlled Victim; a free one fights nobody (R15).
    waiting = state.attackers(victim)
    for a in waiting:
        discard_attack(game, state, a)
    if owner != FREE:
        state.say(f"{state.name(owner)} loses the {name(game, victim)}{why}.")
    if waiting:
        sent = " + ".join(a.name for a in waiting)
        state.say(f"{sent}, sent against the {name(game, victim)}, fights nobody: discarded.")


def kill_victim(game: Possession, state: PState, victim: str) -> None:
    """A dead Victim is discarded with its Equipment; its Nemeses too."""
    vic = state.victims.pop(victim)
    state.discard.extend(vic.equipment)
    state.victim_discard.append(victim)
    for a in [a for a in state.attacks if a.victim == victim]:
        discard_attack(game, state, a)
    owner = f"{state.name(vic.owner)}'s " if vic.owner != FREE else "the free "
    state.say(f"{owner}{name(game, victim)} dies.")


def wound(game: Possession, state: PState, victim: str, amount: int) -> None:
    vic = state.victims[victim]
    vic.life -= amount
    if vic.life <= 0:
        kill_victim(game, state, victim)


def send(game: Possession, state: PState, iid: str, victim: str, seat: int) -> None:
    """A player's Nemesis sent against a Victim: it waits to fight, and counts for the
    same-name rule all turn, even once discarded (R7)."""
    state.attacks.append(Attack(iid, game.cards.card(iid).name, victim, seat))
    state.sent.append((victim, iid))


def discard_attack(game: Possession, state: PState, attack: Attack) -> None:
    """A Nemesis leaves the fight: to the discard pile (solitaire: its own), The Troll aside."""
    state.attacks.remove(attack)
    if not attack.card:
        return
    if attack.card == game.cards.troll:
        state.troll = attack.card
    elif state.solitaire:
        state.nemesis_discard.append(attack.card)
    else:
        state.discard.append(attack.card)


def discard_possession_card(game: Possession, state: PState, seat: int, card: str) -> None:
    state.players[seat].possession_cards.remove(card)
    state.discard.append(card)
    state.say(f"{state.name(seat)} loses {name(game, card)} (a Possession card).")


def trap_triggered(game: Possession, state: PState, card: Card, seat: int) -> bool:
    """Whether a TRAP! card's condition holds for its holder now."""
    return card.trap is not None and rules.holds(game, state, card.trap, seat=seat)


def slot_free(game: Possession, state: PState, victim: str, card: Card) -> bool:
    """One Weapon; one Armour each for body, head, hand; two hands exclude hand Armour.
    Trinkets (a ring, a charm, a bottle) are neither, so the rulebook sets them no limit
    (RULINGS.md R31)."""
    equipment = state.victims[victim].equipment
    if card.slot == "trinket" or not equipment:
        return True
    slots = [game.cards.card(e).slot for e in equipment]
    weapons = {"weapon", "two_handed"}
    if card.slot in weapons:
        return not (weapons & set(slots)) and not (card.slot == "two_handed" and "hand" in slots)
    if card.slot == "hand" and "two_handed" in slots:
        return False
    return card.slot not in slots


def nemesis_fits(game: Possession, state: PState, seat: int, card: Card, victim: str) -> bool:
    """Against another player's Victim, not warded, and the same-name rule (Serjeant joins)."""
    vic = state.victims.get(victim)
    if vic is None or vic.owner in (FREE, seat):
        return False
    wards = rules.victim_mods(game, state, victim, "ward")
    if wards and any(m["kind"] == card.nemesis and not m.get("once") for m in wards):
        return False
    if not state.sent:
        return True
    played = [game.cards.card(c) for v, c in state.sent if v == victim]
    for other in played:
        if other.name == card.name:
            continue
        if card.squad and other.squad:
            continue
        return False
    return True


def attach(game: Possession, state: PState, card: str, victim: str) -> None:
    c = game.cards.card(card)
    vic = state.victims[victim]
    vic.equipment.append(card)
    vic.life += c.life
