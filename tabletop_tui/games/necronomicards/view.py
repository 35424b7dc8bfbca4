"""What a seat may know (`view`) and a full state sampled consistently with it (`determinize`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step, copy_data
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import pending_of, settle
from tabletop_tui.games.necronomicards.cards import CURSES_PER_GAME
from tabletop_tui.games.necronomicards.state import NState, Zones

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards


def private_key(key: str) -> bool:
    """Step data only the step's deciding seat may see (what it looked at, what it holds)."""
    return key.startswith("_") or key == "context"


def view(game: NecronomiCards, state: NState, seat: int | None) -> dict[str, Any]:
    """Own hand, public zones, counts of hidden ones, and the pending decision if it is ours."""
    players = []
    for i, z in enumerate(state.players):
        mine = seat == i
        players.append(
            {
                "name": state.name(i),
                "spells": list(z.spells) if mine else None,
                "spell_count": len(z.spells),
                "summons": list(z.summons) if mine else None,
                "summon_count": len(z.summons),
                "played": list(z.played),
                "lost_turns": z.lost_turns,
                "wards": z.wards,
            }
        )
    stack = stack_view(state.stack, seat, private_key)
    pending = engine.decision(game, state)
    decision = decision_view(pending, seat)
    return {
        "game": game.info.id,
        "seat": seat,
        "turn": state.turn,
        "current": state.current,
        "target": state.target,
        "over": state.over,
        "winners": state.winners,
        "players": players,
        "spell_deck": len(state.spell_deck),
        "discard": list(state.discard),
        "summon_deck": len(state.summon_deck),
        "summon_discard": list(state.summon_discard),
        "curses_in_deck": CURSES_PER_GAME
        - sum(game.cards.card(c).deck == "curse" for c in state.discard),
        "revealed_curses": list(state.revealed_curses),
        "extra_turns": state.extra_turns,
        "stack": stack,
        "deciding": pending.seat if pending is not None else None,
        "decision": decision,
    }


REDEALS = 400  # how many times a deciding seat's hidden hand may be dealt again


def determinize(game: NecronomiCards, v: dict[str, Any], seat: int, rng: random.Random) -> NState:
    """Deal the cards `seat` cannot see at random, consistently with everything it can
    (dealt again until the world waits at the decision the view shows: core.worlds)."""
    expect = pending_of(v["stack"], v["decision"])
    looked = {c for s in v["stack"] for c in s["data"].get("_looked", [])}

    def repair(world: Any, ok: Any) -> bool:
        """Another seat is asked to cast, so its hidden hand holds a spell hand: deal that
        hand again from itself and the unseen Spell cards of the deck (never a Curse, which
        no hand holds, nor a card a look left on top) until it does. A late deck can make
        castable hands rare enough that dealing the whole world again finds none."""
        deciding = world.stack[-1].seat if world.stack else -1
        if deciding in (seat, -1) or v["players"][deciding]["spells"] is not None:
            return False
        hand, deck = world.players[deciding].spells, world.spell_deck
        places = [
            i for i, c in enumerate(deck) if c not in looked and game.cards.card(c).deck != "curse"
        ]
        cards = hand + [deck[i] for i in places]
        was = list(cards)
        for attempt in range(REDEALS + 1):
            if attempt == REDEALS:
                cards = was  # none fitted: the world as it was dealt
            else:
                rng.shuffle(cards)
            hand[:] = cards[: len(hand)]
            for i, card in zip(places, cards[len(hand) :], strict=True):
                deck[i] = card
            world.pending = None  # the engine's memo of the decision: the hand changed
            if attempt < REDEALS and ok(world):
                return True
        return False

    return settle(game, lambda r: deal(game, v, r), expect, rng, repair=repair)  # type: ignore[return-value]


def deal(game: NecronomiCards, v: dict[str, Any], rng: random.Random) -> NState:
    """One world consistent with the view: the unseen cards shuffled into the unseen places.

    What another seat's pending step holds privately is dealt too: the Curse it lifted
    out of the Spell deck (op:seed_curse), the cards it looks at (op:look_take, the top of
    the Spell deck)."""
    cards = game.cards
    state = NState(num_players=len(v["players"]), seed=0, rng=random.Random(rng.random()))
    state.names = [p["name"] for p in v["players"]]
    state.turn, state.current, state.target = v["turn"], v["current"], v["target"]
    state.extra_turns = v["extra_turns"]
    state.discard = list(v["discard"])
    state.summon_discard = list(v["summon_discard"])
    state.revealed_curses = list(v["revealed_curses"])
    state.stack = [Step(s["kind"], s["seat"], copy_data(s["data"])) for s in v["stack"]]
    top = state.stack[-1] if state.stack else None
    # another seat's pending step whose private part the view leaves out
    stage = top.data.get("stage") if top is not None and top.kind == "op:seed_curse" else None
    lifted = stage == "depth" and top is not None and "_curse" not in top.data
    searching = stage == "pick" and top is not None and "_found" not in top.data
    peeking = top is not None and top.kind == "op:look_take" and "_looked" not in top.data
    seen: set[str] = set(state.discard) | set(state.summon_discard)
    held_private: list[str] = []
    for step in state.stack:
        held_private += [step.data["_curse"]] if "_curse" in step.data else []
    looked = next((s.data["_looked"] for s in state.stack if "_looked" in s.data), [])
    for p in v["players"]:
        seen |= set(p["played"]) | set(p["spells"] or []) | set(p["summons"] or [])
    rest = [c for c in looked if c not in seen]  # looked at, still on top of the deck
    # the Curses a searcher (op:seed_curse) saw are in the Spell deck, by name
    found = list(top.data.get("_found", [])) if stage == "pick" and top is not None else []
    seen |= set(held_private) | set(looked)
    spells = [i for i in cards.spells if i not in seen]
    summons = [i for i in cards.summons if i not in seen]
    rng.shuffle(spells)
    rng.shuffle(summons)
    for p in v["players"]:
        z = Zones(played=list(p["played"]), lost_turns=p["lost_turns"], wards=p["wards"])
        z.spells = (
            list(p["spells"])
            if p["spells"] is not None
            else [spells.pop() for _ in range(p["spell_count"])]
        )
        z.summons = (
            list(p["summons"])
            if p["summons"] is not None
            else [summons.pop() for _ in range(p["summon_count"])]
        )
        state.players.append(z)
    state.summon_deck = summons
    # Curses in play: 7, those in the discard, held by a step, or in the Spell deck (a
    # Curse looked at and left on top is in the deck already, by name).
    in_deck = CURSES_PER_GAME - sum(cards.card(c).deck == "curse" for c in state.discard)
    in_deck -= len(held_private) + sum(cards.card(c).deck == "curse" for c in rest)
    in_deck -= len(found)
    seen |= set(found)
    known = [c for c in state.revealed_curses if c not in seen]  # reshuffled: in the deck
    unknown = [c for c in cards.curses if c not in seen and c not in state.revealed_curses]
    rng.shuffle(unknown)
    deck_curses = found + (known + unknown)[: max(in_deck, 0)]
    if searching and top is not None:
        top.data["_found"] = list(deck_curses)
    if lifted and top is not None and deck_curses:
        curse = deck_curses.pop(rng.randrange(len(deck_curses)))
        top.data["_curse"] = curse
        seen.add(curse)
    state.curses_aside = [c for c in cards.curses if c not in seen and c not in deck_curses]
    deck = spells + deck_curses
    rng.shuffle(deck)
    state.spell_deck = rest + deck
    if peeking and top is not None:
        shown = state.spell_deck[: max(top.data["look"] - top.data.get("taken", 0), 0)]
        top.data["_looked"] = list(shown)
        top.data["context"] = list(shown)
    return state
