"""What a seat may know (`view`) and a full state sampled consistently with it (`determinize`).

Hidden: other players' hands and unrevealed Daemons, the order of every deck, the cards
taken out unseen at setup, and which TRAP!s a player is hiding.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.log import LogEntry, log_for
from tabletop_tui.core.state import Step, copy_data
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import pending_of, settle
from tabletop_tui.games.possession import actions, fights, rules
from tabletop_tui.games.possession.state import Attack, Daemon, PState, Victim

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def private_key(key: str) -> bool:
    return key.startswith("_") or key == "context"


def _victim(game: Possession, state: PState, v: str) -> dict[str, Any]:
    vic = state.victims[v]
    nem, _ = fights.forecast(game, state, v)
    return {
        "id": v,
        "owner": vic.owner,
        "life": vic.life,
        "equipment": list(vic.equipment),
        "temp_strength": vic.temp_strength,
        "may_escape": vic.may_escape,
        "no_escape": vic.no_escape,
        "strength": rules.victim_strength(game, state, v),
        "willpower": rules.victim_willpower(game, state, v),
        "can_escape": rules.can_escape(game, state, v),
        "attack_strength": nem,
    }


def _player(game: Possession, state: PState, s: int, seat: int | None) -> dict[str, Any]:
    p = state.players[s]
    mine = seat == s
    return {
        "name": state.name(s),
        "daemon": p.daemon if (mine or p.revealed) else None,
        "revealed": p.revealed,
        "hand": list(p.hand) if mine else None,
        "hand_count": len(p.hand),
        "possession_cards": list(p.possession_cards),
        "possession_values": [
            rules.possession_card_value(game, state, c, s) for c in p.possession_cards
        ],
        "tokens": p.tokens,
        "willpower_turn": p.willpower_turn,
        "next_cap": p.next_cap,
        "played": p.played,
        "claimed": p.claimed,
        "extra_claim_used": p.extra_claim_used,
        "cheats": list(p.cheats) if mine else None,
        "event_played": p.event_played,
        "possession": rules.possession(game, state, s),  # on the public board
        "willpower": rules.willpower(game, state, s),
        "score": rules.score(game, state, s),
        "hand_cap": rules.hand_cap(game, state, s),
    }


def view(game: Possession, state: PState, seat: int | None) -> dict[str, Any]:
    """Own hand and Daemon, every public zone, counts of hidden ones, our pending decision."""
    pending = engine.decision(game, state)
    # an unrevealed Daemon's rule never applies, so every score here is public knowledge
    players = [_player(game, state, s, seat) for s in range(state.num_players)]
    return {
        "game": game.info.id,
        "seat": seat,
        "turn": state.turn,
        "round": state.round,
        "phase": state.phase,
        "time": state.time,
        "narrator": state.narrator,
        "first_player": state.first_player,
        "solitaire": state.solitaire,
        "crooked_tower": state.crooked_tower,
        "solitaire_goal": state.solitaire_goal,
        "over": state.over,
        "winners": state.winners,
        "end_reason": state.end_reason,
        "location": state.location,
        "location_deck": len(state.location_deck),
        "location_discard": list(state.location_discard),
        "victim_deck": len(state.victim_deck),
        "victim_discard": list(state.victim_discard),
        "deck": len(state.deck),
        "discard": list(state.discard),
        "out_of_game": len(state.out_of_game),
        "set_aside": list(state.set_aside),
        "daemons_aside": len(state.daemons_aside),
        "troll": state.troll,
        "victims": [_victim(game, state, v) for v in state.victims],
        "attacks": [
            {
                "card": a.card,
                "name": a.name,
                "victim": a.victim,
                "by": a.by,
                "bonus": a.bonus,
                "base": a.strength,
                "wounds": a.wounds,
                "kind": a.kind,
                "deals": rules.attack_wounds(game, a),
                "frees": bool(
                    rules.attack_mods(game, a, "exorcise") or rules.attack_mods(game, a, "banish")
                ),
                "strength": rules.nemesis_strength(game, state, a),
            }
            for a in state.attacks
        ],
        "nemesis_deck": len(state.nemesis_deck),
        "nemesis_discard": list(state.nemesis_discard),
        "ascendancy": list(state.ascendancy),
        "nemesis_bonus": dict(state.nemesis_bonus),
        "final_scores": list(state.final_scores),
        "players": players,
        "stack": stack_view(state.stack, seat, private_key),
        "decision": decision_view(pending, seat),
        "log": [{"text": e.text, "turn": e.turn} for e in log_for(state.log, seat)],
        "choices_made": state.choices_made,
        "names": list(state.names),
    }


def determinize(game: Possession, v: dict[str, Any], seat: int, rng: random.Random) -> PState:
    """A state matching the view, hidden cards dealt at random from what the seat has not
    seen (dealt again until the world waits at the decision the view shows: core.worlds)."""
    expect = pending_of(v["stack"], v["decision"])
    return settle(game, lambda r: deal(game, v, seat, r), expect, rng)  # type: ignore[return-value]


def deal(game: Possession, v: dict[str, Any], seat: int, rng: random.Random) -> PState:
    """One world matching the view. Another player's hidden TRAP! marks are dealt too: a
    TRAP! dealt into its hand counts as cheated when its condition holds now and that
    player has played a card this turn (when it would have had to play it). The seat's
    log is kept, as lines only it reads."""
    cards = game.cards
    n = len(v["players"])
    state = PState(num_players=n, seed=0, rng=random.Random(rng.random()))
    state.names = list(v["names"])
    for key in (
        "turn",
        "round",
        "phase",
        "time",
        "narrator",
        "first_player",
        "solitaire",
        "crooked_tower",
        "solitaire_goal",
        "location",
        "troll",
    ):
        setattr(state, key, v[key])
    state.location_discard = list(v["location_discard"])
    state.victim_discard = list(v["victim_discard"])
    state.discard = list(v["discard"])
    state.set_aside = list(v["set_aside"])
    state.nemesis_discard = list(v["nemesis_discard"])
    state.ascendancy = list(v["ascendancy"])
    state.nemesis_bonus = dict(v["nemesis_bonus"])
    state.final_scores = list(v["final_scores"])
    state.choices_made = v["choices_made"]
    for item in v["victims"]:
        vic = Victim(
            item["id"],
            item["life"],
            item["owner"],
            list(item["equipment"]),
            item["temp_strength"],
            item["may_escape"],
            item["no_escape"],
        )
        state.victims[item["id"]] = vic
    state.attacks = [
        Attack(
            a["card"],
            a["name"],
            a["victim"],
            a["by"],
            a["bonus"],
            a["base"],
            a["wounds"],
            a["kind"],
        )
        for a in v["attacks"]
    ]
    seen: set[str] = set(state.discard) | set(state.set_aside) | set(state.nemesis_discard)
    seen |= {a.card for a in state.attacks if a.card} | {state.troll} - {""}
    # a Nemesis drawn in the solitaire and waiting to be placed (public: it was announced)
    seen |= {st["data"]["card"] for st in v["stack"] if st["kind"] == "place_nemesis"}
    for vic in state.victims.values():
        seen |= set(vic.equipment)
    # Daemons: ours and the revealed ones are known; the rest are dealt from the unseen.
    daemon_pool = [d for d in cards.daemons if d not in {p["daemon"] for p in v["players"]}]
    rng.shuffle(daemon_pool)
    for pv in v["players"]:
        p = Daemon(
            daemon=pv["daemon"] or daemon_pool.pop(),
            revealed=pv["revealed"],
            hand=list(pv["hand"]) if pv["hand"] is not None else [],
            possession_cards=list(pv["possession_cards"]),
            tokens=pv["tokens"],
            willpower_turn=pv["willpower_turn"],
            next_cap=pv["next_cap"],
            played=pv["played"],
            claimed=pv["claimed"],
            extra_claim_used=pv["extra_claim_used"],
            cheats=list(pv["cheats"]) if pv["cheats"] is not None else [],
            event_played=pv["event_played"],
        )
        state.players.append(p)
        seen |= set(p.hand) | set(p.possession_cards)
    state.daemons_aside = daemon_pool
    # Game Deck cards not seen: other hands, the deck, the cards taken out unseen.
    pool = [c for c in cards.game_deck if c not in seen]
    if state.solitaire:
        nem_pool = [c for c in pool if cards.card(c).kind == "nemesis"]
        pool = [c for c in pool if cards.card(c).kind != "nemesis"]
        rng.shuffle(nem_pool)
        state.nemesis_deck = nem_pool
    rng.shuffle(pool)
    for s, pv in enumerate(v["players"]):
        if pv["hand"] is None:
            state.players[s].hand = [pool.pop() for _ in range(pv["hand_count"])]
    state.out_of_game = [pool.pop() for _ in range(min(v["out_of_game"], len(pool)))]
    state.deck = pool
    victims_seen = set(state.victims) | set(state.victim_discard)
    state.victim_deck = [c for c in cards.victims if c not in victims_seen]
    rng.shuffle(state.victim_deck)
    locations_seen = set(state.location_discard) | set(state.set_aside) | {state.location}
    state.location_deck = [c for c in cards.locations if c not in locations_seen]
    rng.shuffle(state.location_deck)
    state.stack = [Step(st["kind"], st["seat"], copy_data(st["data"])) for st in v["stack"]]
    for s, pv in enumerate(v["players"]):
        p = state.players[s]
        if pv["cheats"] is None and p.played:
            p.cheats = sorted(
                c for c in p.hand if actions.trap_triggered(game, state, cards.card(c), s)
            )
    state.log = [LogEntry(e["text"], (seat,), e["turn"]) for e in v["log"]]
    return state
