"""Small moves every rule and card effect shares: drawing, discarding, reshuffling."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards.state import NState

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards


def name_of(game: NecronomiCards, iid: str) -> str:
    """A card's display name."""
    return game.names[iid]


def card_names(game: NecronomiCards, cards: list[str]) -> str:
    """ "Lone Eye, Skull Serpent" ("nothing" for none)."""
    return ", ".join(game.names[c] for c in cards) or "nothing"


def reusable(state: NState) -> list[str]:
    """The discard pile as it may be shuffled into the Spell deck: all of it but a Curse
    whose effect is under way (it waits on a curse_spent step), which reaches the pile
    only afterwards (rulebook step 1) and so is not drawn again by its own effect."""
    resolving = {s.data["card"] for s in state.stack if s.kind == "curse_spent"}
    return [c for c in state.discard if c not in resolving] if resolving else state.discard


def take_discard(state: NState) -> list[str]:
    """The discard pile, shuffled, to refill the Spell deck; a resolving Curse stays."""
    pile = list(reusable(state))
    taken = set(pile)
    state.discard = [c for c in state.discard if c not in taken]
    state.rng.shuffle(pile)
    state.reshuffles += 1
    return pile


def refill_spell_deck(state: NState) -> bool:
    """Rulebook: when the Spell deck runs out, shuffle and reuse the discard pile."""
    if state.spell_deck or not reusable(state):
        return bool(state.spell_deck)
    state.spell_deck = take_discard(state)
    state.say("The Spell deck ran out: the discard pile is shuffled into a new Spell deck.")
    return True


def top_up_spell_deck(state: NState, needed: int) -> None:
    """Before looking at the next `needed` cards: if fewer are left, the discard pile is
    shuffled in beneath them, as drawing them one by one would do (RULINGS.md R16)."""
    if len(state.spell_deck) >= needed or not reusable(state):
        return
    state.spell_deck.extend(take_discard(state))
    state.say(
        "The Spell deck is running out: the discard pile is shuffled in beneath its last cards."
    )


def draw_spell_card(game: NecronomiCards, state: NState, seat: int) -> str | None:
    """Draw the top card of the Spell deck; a Curse takes effect at once. Returns what was
    drawn (None when both the deck and the discard pile are empty)."""
    if not state.spell_deck and not refill_spell_deck(state):
        state.say(f"{state.name(seat)} cannot draw: the Spell deck and discard are empty.")
        return None
    iid = state.spell_deck.pop(0)
    if iid in game.curse_ids:
        strike_curse(game, state, seat, iid)
        return iid
    state.players[seat].spells.append(iid)
    if not state.quiet:
        state.say(f"{state.name(seat)} draws a Spell card.")
        state.say(f"You draw {game.names[iid]}.", (seat,))
    return iid


def strike_curse(game: NecronomiCards, state: NState, seat: int, iid: str) -> None:
    """A drawn Curse is shown, discarded, and its effect pushed (unless a ward stops it)."""
    card = game.cards.card(iid)
    if iid not in state.revealed_curses:
        state.revealed_curses.append(iid)
    state.discard.append(iid)
    zones = state.players[seat]
    if zones.wards > 0:
        zones.wards -= 1
        state.say(f"{state.name(seat)} draws the Curse {card.name}, but a ward stops it.")
        return
    state.say(f"{state.name(seat)} draws the Curse {card.name}: {card.text}")
    # "do what it says, place it in the discard pile": it waits there (so no card is ever
    # out of every zone), and comes to the top once its effect is done
    state.push(Step("curse_spent", seat, {"card": iid}))
    push_effect(state, card.effect, actor=seat, source=iid)


def push_effect(
    state: NState, effect: tuple[dict, ...] | list[dict], actor: int, source: str
) -> None:
    """Open one step per op of an effect, to run in order."""
    steps = [
        Step(f"op:{op['op']}", actor, {**op, "actor": actor, "source": source}) for op in effect
    ]
    state.push(*steps)


def summons_left(state: NState) -> int:
    """Summons still to be drawn: the Summon deck and its discard pile (RULINGS R13)."""
    return len(state.summon_deck) + len(state.summon_discard)


def drawn_words(n: int, wanted: int) -> str:
    """What a draw of `wanted` Summons that finds only `n` gets, for the log and labels."""
    if n <= 0:
        return "no Summon is left to draw"
    got = plural(n, "Summon")
    return f"draw {got}" if n >= wanted else f"draw {got}, the last left"


def draw_summon_card(game: NecronomiCards, state: NState, seat: int) -> str | None:
    """Draw a Summon; an empty Summon deck is rebuilt from the Summon discard (RULINGS.md)."""
    if not state.summon_deck and state.summon_discard:
        state.summon_deck = state.summon_discard
        state.summon_discard = []
        state.rng.shuffle(state.summon_deck)
        state.say("The Summon deck ran out: discarded Summons are shuffled into a new one.")
    if not state.summon_deck:
        state.say(f"{state.name(seat)} cannot draw a Summon: none are left.")
        return None
    iid = state.summon_deck.pop(0)
    state.players[seat].summons.append(iid)
    if not state.quiet:
        state.say(f"You draw the Summon {name_of(game, iid)}.", (seat,))
    return iid


def discard_spell(state: NState, seat: int, iid: str) -> None:
    """Move a Spell card from a hand to the discard pile."""
    state.players[seat].spells.remove(iid)
    state.discard.append(iid)


def discard_summon(state: NState, seat: int, iid: str) -> None:
    """Move an unplayed Summon from a hand to the Summon discard pile."""
    state.players[seat].summons.remove(iid)
    state.summon_discard.append(iid)
