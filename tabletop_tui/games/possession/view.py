"""What a seat may know (`view`) and a full state sampled consistently with it (`determinize`).

Hidden: other players' hands (but for the cards a seat passed on itself, R34) and unrevealed
Daemons, the order of every deck, the cards taken out unseen at setup, and which TRAP!s a
player is hiding.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tabletop_tui.core import engine
from tabletop_tui.core.log import LogEntry, log_for
from tabletop_tui.core.state import Step, copy_data
from tabletop_tui.core.view import decision_view, stack_view
from tabletop_tui.core.worlds import pending_of, settle
from tabletop_tui.core.zones import Sight, deal_holes, holes
from tabletop_tui.games.possession import actions, fights, rules
from tabletop_tui.games.possession.play import aim_targets
from tabletop_tui.games.possession.state import Attack, Daemon, PState, Victim
from tabletop_tui.games.possession.zones import known_cards
from tabletop_tui.games.possession.zones import zones as table_zones

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def private_key(key: str) -> bool:
    return key.startswith("_") or key == "context"


def _victim(game: Possession, state: PState, v: str) -> dict[str, Any]:
    vic = state.victims[v]
    nem, mine = fights.forecast(game, state, v)
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
        "fight_strength": mine,  # without a one-time ward spent as the fight begins
    }


def _player(game: Possession, state: PState, s: int, sight: Sight) -> dict[str, Any]:
    p = state.players[s]
    return {
        "name": state.name(s),
        "daemon": sight.card(f"daemon:{s}"),
        "revealed": p.revealed,
        "hand": sight.cards(f"hand:{s}"),
        "hand_count": sight.count(f"hand:{s}"),
        "possession_cards": sight.cards(f"possession:{s}"),
        "possession_values": [
            rules.possession_card_value(game, state, c, s) for c in p.possession_cards
        ],
        "tokens": p.tokens,
        "willpower_turn": p.willpower_turn,
        "gloom_spared": p.gloom_spared,
        "next_cap": p.next_cap,
        "played": p.played,
        "claimed": p.claimed,
        "extra_claim_used": p.extra_claim_used,
        # the marked TRAP!s still in its hand (one played since can no longer be found, R12)
        "cheats": [c for c in p.cheats if c in p.hand] if sight.sees(f"hand:{s}") else None,
        "event_played": p.event_played,
        "seen_by": seen_by(state, s, sight),
        "possession": rules.possession(game, state, s),  # on the public board
        "willpower": rules.willpower(game, state, s),
        "score": rules.score(game, state, s),
        "hand_cap": rules.hand_cap(game, state, s),
    }


def seen_by(state: PState, holder: int, sight: Sight) -> dict[str, list[int]]:
    """Cards of `holder`'s hand that other seats know are there (R34), with who knows each,
    as far as the viewing seat knows: all of them in a hand it sees, else the cards it
    knows itself."""
    p = state.players[holder]
    if sight.sees(f"hand:{holder}"):
        return {c: list(p.seen_by[c]) for c in p.hand if c in p.seen_by}
    if sight.seat is None:
        return {}
    # the glimpse the zones declare for this seat (zones.known_cards), with who else knows
    return {c: list(p.seen_by[c]) for c in known_cards(state, holder).get(sight.seat, [])}


def view(game: Possession, state: PState, seat: int | None) -> dict[str, Any]:
    """Own hand and Daemon, every public zone, counts of hidden ones, our pending decision
    (which zones a seat sees: possession.zones)."""
    pending = engine.decision(game, state)
    sight = Sight(table_zones(state), seat)
    # an unrevealed Daemon's rule never applies, so every score here is public knowledge
    players = [_player(game, state, s, sight) for s in range(state.num_players)]
    turned = {id(a): e for v in state.victims for e, a in fights.warded(game, state, v)}
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
        "location_deck": sight.count("location_deck"),
        "location_discard": sight.cards("location_discard"),
        "victim_deck": sight.count("victim_deck"),
        "victim_discard": sight.cards("victim_discard"),
        "deck": sight.count("deck"),
        "discard": sight.cards("discard"),
        "out_of_game": sight.count("out_of_game"),
        "set_aside": sight.cards("set_aside"),
        "daemons_aside": sight.count("daemons_aside"),
        "troll": state.troll,
        "victims": [_victim(game, state, v) for v in state.victims],
        "attacks": [
            {
                "turned_by": turned.get(id(a), ""),  # a one-time ward sends it away
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
        "nemesis_deck": sight.count("nemesis_deck"),
        "nemesis_discard": sight.cards("nemesis_discard"),
        "ascendancy": list(state.ascendancy),
        "nemesis_bonus": dict(state.nemesis_bonus),
        "sent": [list(s) for s in state.sent],
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
    """One world matching the view: every card it does not show (a hole) dealt from the
    unseen cards of the same kind (core.zones.deal_holes). Another player's hidden TRAP!
    marks are dealt too: a TRAP! dealt into its hand counts as cheated when its condition
    holds now and that player has played a card this turn (when it would have had to play
    it). The seat's log is kept, as lines only it reads."""
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
    state.sent = [(s[0], s[1]) for s in v["sent"]]
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
    for pv in v["players"]:
        p = Daemon(
            daemon=pv["daemon"] if pv["daemon"] is not None else holes(1, "daemon")[0],
            revealed=pv["revealed"],
            hand=list(pv["hand"])
            if pv["hand"] is not None
            else list(pv["seen_by"]) + holes(pv["hand_count"] - len(pv["seen_by"])),
            possession_cards=list(pv["possession_cards"]),
            tokens=pv["tokens"],
            willpower_turn=pv["willpower_turn"],
            gloom_spared=pv["gloom_spared"],
            next_cap=pv["next_cap"],
            played=pv["played"],
            claimed=pv["claimed"],
            extra_claim_used=pv["extra_claim_used"],
            cheats=list(pv["cheats"]) if pv["cheats"] is not None else [],
            event_played=pv["event_played"],
            seen_by={c: tuple(k) for c, k in pv["seen_by"].items()},
        )
        state.players.append(p)
    state.deck, state.out_of_game = holes(v["deck"]), holes(v["out_of_game"])
    state.daemons_aside = holes(v["daemons_aside"], "daemon")
    state.victim_deck = holes(v["victim_deck"], "victim")
    state.location_deck = holes(v["location_deck"], "location")
    state.nemesis_deck = holes(v["nemesis_deck"], "nemesis")
    state.stack = [Step(st["kind"], st["seat"], copy_data(st["data"])) for st in v["stack"]]
    dealt = deal_holes(
        table_zones(state), seat, cards.instances, rng, lambda c: _back(game, state, c)
    )
    for s, p in enumerate(state.players):  # a Daemon is not a list of the state's own
        p.daemon = dealt.get(f"daemon:{s}", [p.daemon])[0]
    for s, pv in enumerate(v["players"]):
        p = state.players[s]
        if pv["cheats"] is None and p.played:
            p.cheats = sorted(
                c for c in p.hand if actions.trap_triggered(game, state, cards.card(c), s)
            )
    top = state.stack[-1] if state.stack else None
    if top is not None and top.kind == "aim" and top.seat != seat:
        _deal_aim(game, state, top, rng)
    state.log = [LogEntry(e["text"], (seat,), e["turn"]) for e in v["log"]]
    return state


def _deal_aim(game: Possession, state: PState, top: Step, rng: random.Random) -> None:
    """Another seat is choosing where a card from its hand goes: which card (`_card`, its
    own to see) is dealt too, one of its dealt hand's with two or more Victims to go on
    (the Round asks the Victim only then). With none, the world is dealt again."""
    seat = top.seat
    aimed = [c for c in state.players[seat].hand if len(aim_targets(game, state, seat, c)) > 1]
    if aimed:
        top.data["_card"] = rng.choice(aimed)


def _back(game: Possession, state: PState, card: str) -> str:
    """Which hidden places a card may be dealt to: a Daemon's, a Victim's, a Location's,
    the solitaire's Nemesis deck; every other card to the Game Deck's (its hands, its
    deck, the cards taken out unseen)."""
    kind = game.cards.card(card).kind
    if kind in ("daemon", "victim", "location") or (kind == "nemesis" and state.solitaire):
        return kind
    return ""
