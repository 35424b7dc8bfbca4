"""What a seat may know (`view`) and a full state sampled consistently with it (`determinize`)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step, copy_data
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import pending_of, settle
from tabletop_tui.core.zones import Sight, deal_holes, holes, unseen
from tabletop_tui.games.necronomicards.cards import CURSES_PER_GAME
from tabletop_tui.games.necronomicards.state import NState, Zones
from tabletop_tui.games.necronomicards.zones import zones as table_zones

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards


def private_key(key: str) -> bool:
    """Step data only the step's deciding seat may see (what it looked at, what it holds)."""
    return key.startswith("_") or key == "context"


def view(game: NecronomiCards, state: NState, seat: int | None) -> dict[str, Any]:
    """Own hand, public zones, counts of hidden ones, and the pending decision if it is ours
    (which zones a seat sees: necronomicards.zones)."""
    sight = Sight(table_zones(state), seat)
    players = []
    for i, z in enumerate(state.players):
        players.append(
            {
                "name": state.name(i),
                "spells": sight.cards(f"spells:{i}"),
                "spell_count": sight.count(f"spells:{i}"),
                "summons": sight.cards(f"summons:{i}"),
                "summon_count": sight.count(f"summons:{i}"),
                "played": sight.cards(f"played:{i}"),
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
        "spell_deck": sight.count("spell_deck"),
        "discard": sight.cards("discard"),
        "summon_deck": sight.count("summon_deck"),
        "summon_discard": sight.cards("summon_discard"),
        "curses_in_deck": curses_lurking(game, state),
        "revealed_curses": sight.cards("revealed_curses"),
        "extra_turns": state.extra_turns,
        "stack": stack,
        "deciding": pending.seat if pending is not None else None,
        "decision": decision,
    }


def curses_lurking(game: NecronomiCards, state: NState) -> int:
    """The Curses in the Spell deck, as everyone may count them: the game's seven less
    those in the discard pile and one lifted out by a search (op:seed_curse) while its
    player chooses where it goes back."""
    gone = sum(game.cards.card(c).deck == "curse" for c in state.discard)
    return CURSES_PER_GAME - gone - len(lifted_curses(state))


def lifted_curses(state: NState) -> list[str]:
    """The Curse a search holds out of the Spell deck (op:seed_curse's `_curse`)."""
    return [s.data["_curse"] for s in state.stack if "_curse" in s.data]


def determinize(game: NecronomiCards, v: dict[str, Any], seat: int, rng: random.Random) -> NState:
    """Deal the cards `seat` cannot see at random, consistently with everything it can
    (dealt again until the world waits at the decision the view shows: core.worlds)."""
    expect = pending_of(v["stack"], v["decision"])
    # Every question waits on what is open on the table (the cast too: R27), so a world
    # dealt at random already waits where the view does; no hand needs dealing again.
    return settle(game, lambda r: deal(game, v, seat, r), expect, rng)  # type: ignore[return-value]


def deal(game: NecronomiCards, v: dict[str, Any], seat: int, rng: random.Random) -> NState:
    """One world consistent with the view: every card it does not show (a hole) dealt from
    the unseen cards of the same deck (core.zones.deal_holes). The Spell deck's places are
    known to hold so many Curses (seven are in play; those not in the discard nor held are
    in the deck), the Curses revealed and reshuffled among them by name.

    What another seat's pending step holds privately is dealt too: the Curse it lifted
    out of the Spell deck (op:seed_curse), the Curses it looks through, the cards it looks
    at (op:look_take, the top of the Spell deck)."""
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
    for p in v["players"]:
        z = Zones(played=list(p["played"]), lost_turns=p["lost_turns"], wards=p["wards"])
        z.spells = (
            list(p["spells"]) if p["spells"] is not None else holes(p["spell_count"], "spell")
        )
        z.summons = (
            list(p["summons"]) if p["summons"] is not None else holes(p["summon_count"], "summon")
        )
        state.players.append(z)
    state.summon_deck = holes(v["summon_deck"], "summon")
    state.spell_deck = _spell_deck(game, state, v, lifted, rng)
    curse_holes = state.spell_deck.count(holes(1, "curse")[0])
    state.curses_aside = holes(len(unseen(table_zones(state), cards.curses)) - curse_holes, "curse")
    deal_holes(table_zones(state), seat, cards.instances, rng, lambda c: cards.card(c).deck)
    deck_curses = [c for c in state.spell_deck if cards.card(c).deck == "curse"]
    if searching and top is not None:
        top.data["_found"] = deck_curses
    if lifted and top is not None and deck_curses:
        curse = deck_curses[rng.randrange(len(deck_curses))]
        state.spell_deck.remove(curse)
        top.data["_curse"] = curse
    if peeking and top is not None:
        shown = state.spell_deck[: max(top.data["look"] - top.data.get("taken", 0), 0)]
        top.data["_looked"] = list(shown)
        top.data["context"] = list(shown)
    return state


def _spell_deck(
    game: NecronomiCards, state: NState, v: dict[str, Any], lifted: bool, rng: random.Random
) -> list[str]:
    """The Spell deck's places: the cards the seat looked at and left on top, then, in a
    random order, the Curses it knows are in the deck (found in a search of its own,
    revealed and reshuffled), holes for the other Curses in it and holes for Spell cards.
    With `lifted`, one more Curse place: another seat holds it out of the deck."""
    cards = game.cards
    is_curse = [c for c in state.discard if cards.card(c).deck == "curse"]
    held = lifted_curses(state)
    looked = next((s.data["_looked"] for s in state.stack if "_looked" in s.data), [])
    table = {c for z in table_zones(state) if z.counted for c in z.cards}
    rest = [c for c in looked if c not in table]  # looked at, still on top of the deck
    found = next((list(s.data["_found"]) for s in state.stack if "_found" in s.data), [])
    placed = table | set(rest) | set(found)
    known = [c for c in state.revealed_curses if c not in placed]  # reshuffled: in the deck
    in_deck = CURSES_PER_GAME - len(is_curse) - len(held) - len(found)
    in_deck -= sum(cards.card(c).deck == "curse" for c in rest)
    unknown = max(in_deck - len(known), 0)
    size = v["spell_deck"] + lifted - len(rest)
    spells = size - len(found) - len(known) - unknown
    places = found + known + holes(unknown, "curse") + holes(spells, "spell")
    rng.shuffle(places)
    return rest + places
