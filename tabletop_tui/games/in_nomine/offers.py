"""What a player may play or use from the hand and the table in a window, as options: the
card plays, Activations and attacks (turn.Main), made once where the label never changes."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.games.in_nomine.cards import ATTACHMENTS, EVENTS
from tabletop_tui.games.in_nomine.moves import name
from tabletop_tui.games.in_nomine.state import INState, Persona
from tabletop_tui.games.in_nomine.targets import (
    can_activate,
    event_playable,
    holders,
    idle_recruit,
    may_attach,
    may_recruit,
    sole_target,
)

G = Any


def play_label(game: G, card: str) -> str:
    """How a hand card's play option reads."""
    info = game.cards.card(card)
    if info.is_persona:
        return f"Recruit {info.name}"
    if info.type in ATTACHMENTS:
        return f"Attach {info.name}"
    return f"Play {info.name}"


def window_options(
    game: G, state: INState, seat: int, window: str, mine: list[Persona] | None = None
) -> list[Option]:
    """Cards in hand and Activation powers `seat` may use in this window (`mine`: the
    personas `seat` controls, when the caller has them already)."""
    seen: set[str] = set()  # (copies of a design: one answer, one option)
    opts = []
    cards = game.cards.instances
    recruits = may_recruit(state, seat, window)  # (targets.card_playable, once a window)
    attaches = may_attach(state, seat, window)
    opened = state.open_events  # (targets.fits decides then)
    for card in state.sides[seat].hand:
        info = cards[card]
        if info.id in seen:
            continue
        seen.add(info.id)
        more = ""
        if info.is_persona:
            if not recruits:
                continue
        elif info.type in ATTACHMENTS:
            only = holders(game, state, seat, card) if attaches else []
            if not only:
                continue
            if len(only) == 1:  # it goes on the one persona it may, without asking (R39)
                more = f" to {onto(game, state, only[0])}"
        elif info.type not in EVENTS or (info.timing != window and not opened):
            continue  # (not its window: most events in a hand, most of the time)
        elif not event_playable(game, state, seat, card, window):
            continue
        elif info.effect:
            more = sole_target(game, state, seat, card)  # (R38: taken without asking)
            more += idle_recruit(game, state, seat, info.effect)
        if more:
            opts.append(Option(f"play:{card}", play_label(game, card) + more, (card,)))
        else:
            opts.append(plain(game, "play", card))
    for p in state.controlled_by(seat) if mine is None else mine:
        if p.essence and can_activate(game, state, seat, p, window):
            more = idle_recruit(game, state, seat, game.cards.card(p.card).effect)
            if more:
                label = f"Activate {name(game, p.card)}{more}"
                opts.append(Option(f"activate:{p.card}", label, (p.card,)))
            else:
                opts.append(plain(game, "activate", p.card))
    return opts


def plain(game: G, verb: str, card: str, at: str = "") -> Option:
    """The option to play, activate or attack with a card when its label says no more than
    that: the same every time, so made once (options are built at every decision of random
    play and of search)."""
    made = game.options_made
    key = (verb, card, at)
    option = made.get(key)
    if option is None:
        if verb == "play":
            label = play_label(game, card)
        elif verb == "activate":
            label = f"Activate {name(game, card)}"
        else:
            label = f"Attack{at} with {name(game, card)}"
        option = made[key] = Option(f"{verb}:{card}", label, (card,))
    return option


def onto(game: G, state: INState, persona: str) -> str:
    """A persona an attachment may go on, and whose it is: "Ofanim 2 (Bob)"."""
    return f"{name(game, persona)} ({state.name(state.persona(persona).controller)})"
