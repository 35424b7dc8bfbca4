"""The greedy bot's sense of a position: points held, fights to come, possession to spend."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from tabletop_tui.core import engine
from tabletop_tui.core.game import outcome_value
from tabletop_tui.games.possession import fights, rules
from tabletop_tui.games.possession.passing import CHEAT_PENALTY
from tabletop_tui.games.possession.rules import REFUGE_WILLPOWER
from tabletop_tui.games.possession.state import CARDS_PER_TURN, FREE, TURNS, PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession

NO_PASS = ("stay", "reshuffle")  # Locations whose hands are not passed on
GUARD = 0.1  # a ward or an escape on a Victim: this share of its points
GUARD_MODS = ("ward", "ward_events", "escape")
LAST_SPARE = 0.1  # a point of possession to spare in the fifth turn (the tie-break, a buffer)
SANCTUARY = 4 / 13  # the chance that a Location is a Sanctuary (4 of the 13 in play)
SOFT = 0.6  # how unsettled a fight's Strength gap is while cards may still be played
AIM_HAIR = 0.002  # a card waiting for its Victim, against the card put down (`aimed`)


def guards(game: Possession, state: PState, victim: str) -> int:
    """The protections a Victim's Equipment gives beyond Life and Strength: wards against a
    kind of Nemesis or against Events, and escapes. Each is worth a share of the Victim's
    points (`GUARD`), so a Blessed Veil or a Hooded Cloak is not handed to an opponent's
    Victim as if it changed nothing."""
    return sum(
        1
        for e in state.victims[victim].equipment
        for name in GUARD_MODS
        for _ in game.cards.card(e).mods(name)
    )


def expected_points(game: Possession, state: PState, seat: int) -> float:
    """Life + Strength held, less what this turn's fights are likely to cost, plus what
    protective Equipment is worth on a Victim that lives (`guards`). Before the fifth turn
    this turn's Strength from Events (a Fury, Cheered by the Crowd) is not a point: it
    lapses at the turn's end, long before the score is counted; it counts in the fights."""
    total = 0.0
    open_ = unsettled(state)
    lasting = state.turn < TURNS
    for v in state.controlled(seat):
        vic = state.victims[v]
        points = vic.life + rules.victim_strength(game, state, v)
        if lasting:
            points -= vic.temp_strength
        if vic.equipment:
            points *= 1 + GUARD * guards(game, state, v)
        attackers = fights.fighting(game, state, v)
        if attackers and not rules.can_escape(game, state, v):
            nem, mine = fights.forecast(game, state, v)
            lose = loss_chance(nem - mine, open_)
            if lose > 0:
                exorcised = any(
                    rules.attack_mods(game, a, "exorcise") or rules.attack_mods(game, a, "banish")
                    for a in attackers
                )
                wounds = sum(rules.attack_wounds(game, a) for a in attackers)
                after = 0 if exorcised or wounds >= vic.life else points - wounds
                points = lose * after + (1 - lose) * points
        total += points
    return total


def loss_chance(gap: int, unsettled: bool) -> float:
    """How likely a Victim is to lose its fight, the Nemeses' Strength `gap` above its own
    (a tie is lost). Settled (no card left to play this turn): 1 or 0. While cards may
    still be played, either side may yet tip it (a Fury, a Cutlass, another Man-at-Arms):
    a logistic over the gap, 0.7 at a tie, 0.3 a point short of it, 0.92 a point over."""
    if not unsettled:
        return 1.0 if gap >= 0 else 0.0
    return 1.0 / (1.0 + math.exp(-(gap + 0.5) / SOFT))


def unsettled(state: PState) -> bool:
    """Whether cards may still be played this turn (the Rounds, someone with cards to go)."""
    return state.phase == "rounds" and any(p.played < CARDS_PER_TURN for p in state.players)


def hands_pass(game: Possession, state: PState) -> bool:
    """Whether hands pass at this turn's end (LEFT, RIGHT, OPPOSITE): the only moment a
    TRAP! left unplayed is discovered (R12). Not on STAY or RESHUFFLE, nor after the fifth
    turn, when the game ends instead; with no Location yet, assume they do."""
    if state.turn >= TURNS:
        return False
    loc = rules.location(game, state)
    return loc is None or loc.direction not in NO_PASS


def spare_worth(state: PState) -> float:
    """What a point of possession to spare is worth: less as the game goes on, and next to
    nothing in the fifth turn, when no Victim comes any more (what it can still claim this
    turn is the claim's own worth, and `evaluate`'s count of free Victims in reach)."""
    if state.turn >= TURNS:
        return LAST_SPARE
    return 1.2 - 0.8 * state.turn / TURNS


def cheat_risk(game: Possession, state: PState, seat: int) -> float:
    """What a TRAP! left unplayed and still in hand is likely to cost at the hand pass: the
    receiver finds it and takes the two Possession cards worth most (R: TRAP!s), and a
    possession pushed below Willpower costs Victims too. Less while Rounds remain in which
    it could still be played; nothing when no hand will pass this turn (`hands_pass`)."""
    p = state.players[seat]
    if not p.possession_cards or not any(c in p.hand for c in p.cheats):
        return 0.0
    if not hands_pass(game, state):
        return 0.0
    values = sorted(
        (rules.possession_card_value(game, state, c, seat) for c in p.possession_cards),
        reverse=True,
    )
    lost = sum(values[:CHEAT_PENALTY])
    risk = spare_worth(state) * lost
    held = state.controlled(seat)
    if held and rules.spare(game, state, seat) < lost:  # a Balance would take a Victim too
        risk += min(state.victims[v].life + rules.victim_strength(game, state, v) for v in held)
    later = CARDS_PER_TURN - p.played  # Rounds left to play it in
    return risk * (1.0 if later <= 0 else 0.7)


def next_spare(game: Possession, state: PState, seat: int) -> int:
    """The spare once this turn's Location (its Sanctuary or Gloom, its symbols), Time and
    Events have lapsed, by Day (the worse case for Night Terrors): the next turn's, with a
    Location of neither kind in place of this one (R3, R25)."""
    p = state.players[seat]
    saved = state.location, state.time, p.willpower_turn
    state.location, state.time, p.willpower_turn = "", "day", 0
    try:
        return rules.spare(game, state, seat)
    finally:
        state.location, state.time, p.willpower_turn = saved


def drop_cost(game: Possession, state: PState, seat: int, deficit: int, worth: float) -> float:
    """What the Victims lost to cover `deficit` Willpower cost (R4): the cheapest single
    Victim that covers it, else the cheapest ones in turn; each is its points less the
    possession it gives back (`worth` a point)."""
    if deficit <= 0:
        return 0.0
    held = [
        (
            max(
                0.0,
                state.victims[v].life
                + rules.victim_strength(game, state, v)
                - worth * rules.victim_willpower(game, state, v),
            ),
            rules.victim_willpower(game, state, v),
        )
        for v in state.controlled(seat)
    ]
    singles = [cost for cost, will in held if will >= deficit]
    if singles:
        return min(singles)
    total, covered = 0.0, 0
    for cost, will in sorted(held):
        total, covered = total + cost, covered + will
        if covered >= deficit:
            break
    return total


def balance_risk(game: Possession, state: PState, seat: int) -> float:
    """Victims likely lost when the next turn begins: this turn's Location and Events lapse
    (a Gloom's -1 Willpower goes, so a spare of 0 loses a Victim at the turn's end), and the
    next Location may be a Sanctuary (+2 Willpower). Nothing after the fifth turn."""
    if state.turn >= TURNS or state.solitaire or not state.controlled(seat):
        return 0.0
    after = next_spare(game, state, seat)
    if after >= REFUGE_WILLPOWER["sanctuary"]:
        return 0.0
    worth = 1.2 - 0.8 * (state.turn + 1) / TURNS
    sure = drop_cost(game, state, seat, -after, worth)
    worse = drop_cost(game, state, seat, REFUGE_WILLPOWER["sanctuary"] - after, worth)
    return (1 - SANCTUARY) * sure + SANCTUARY * worse


def aimed(game: Possession, state: PState, seat: int) -> float:
    """A card waiting for its Victim (the `aim` step) is judged where its player would put
    it: on the Victim this evaluation finds best for that player. Judged as it stands, the
    card would do nothing yet, and a search (greedy's one step, a play-out's movers) would
    prefer any card that did something to one that asks for its Victim. For its player it
    is a hair (`AIM_HAIR`) below the card put down: the hair bots add for a card still in
    hand (0.001) must not make the card waiting for its Victim look better than the same
    card played."""
    aimer = state.stack[-1].seat
    best, best_value = state, -math.inf
    for option in engine.options(game, state):
        if option.key == "back":
            continue
        trial = state.clone()
        engine.apply(game, trial, option.key)
        score = evaluate(game, trial, aimer)
        if score > best_value:
            best, best_value = trial, score
    if best is state:  # (nothing to aim at: judged as it stands)
        return judge(game, state, seat)
    return best_value - AIM_HAIR if aimer == seat else evaluate(game, best, seat)


def evaluate(game: Possession, state: PState, seat: int) -> float:
    done = outcome_value(state, seat)
    if done is not None:
        return done
    if state.stack and state.stack[-1].kind == "aim":
        return aimed(game, state, seat)
    return judge(game, state, seat)


def judge(game: Possession, state: PState, seat: int) -> float:
    """The position's worth to `seat` (`evaluate` once the game is on and no card waits
    for its Victim): its expected points and spare possession against the others'."""
    worth = spare_worth(state)
    room = rules.spare(game, state, seat)
    spare = max(0, room)
    hand = len(state.players[seat].hand)
    mine = expected_points(game, state, seat) + worth * spare + 0.05 * hand
    mine -= cheat_risk(game, state, seat) + balance_risk(game, state, seat)
    if state.solitaire:
        held = len(state.controlled(0))
        goal = state.solitaire_goal
        return 10 * min(held, goal) + 2 * max(0, held - goal) + mine
    others = [
        expected_points(game, state, s)
        + worth * max(0, rules.spare(game, state, s))
        - balance_risk(game, state, s)
        for s in range(state.num_players)
        if s != seat
    ]
    best_other = max(others)
    mean_other = sum(others) / len(others)
    free_ok = sum(  # rules.can_claim, with the spare reckoned once
        1
        for v, vic in state.victims.items()
        if vic.owner == FREE and room >= rules.victim_willpower(game, state, v)
    )
    return mine - 0.6 * best_other - 0.4 * mean_other + 0.3 * free_ok
