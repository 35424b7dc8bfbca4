"""A player's Round: play one card (or pass), claim a Victim, reveal the Daemon."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.cards import Card
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.reveal import reveal_daemon
from tabletop_tui.games.possession.state import CARDS_PER_TURN, FREE, PState

if TYPE_CHECKING:
    from tabletop_tui.games.possession.game import Possession


def card_targets(
    game: Possession, state: PState, seat: int, iid: str, others: list[str] | None = None
) -> list[str] | None:
    """Where a card may go now: Victims (Equipment, Nemesis), [] for no target, None: unplayable.
    `others`: the Victims other players control, when the caller has them at hand."""
    card = game.cards.card(iid)
    trapped = card.trap is not None
    if trapped and not actions.trap_triggered(game, state, card, seat):
        return None  # TRAP! cards are played only when triggered
    if card.kind == "possession":
        return []
    if card.kind == "event":
        if card.time and card.time != state.time:
            return None
        if card.needs_symbol and not rules.holds(game, state, {"symbol": card.needs_symbol}):
            return None
        return []
    if card.kind == "equipment":
        pool = state.controlled(seat) if trapped else list(state.victims)
        fits = [v for v in pool if actions.slot_free(game, state, v, card)]
        return fits or None
    if card.kind == "nemesis":
        pool = state.victims if others is None else others  # a Nemesis goes on no other
        fits = [v for v in pool if actions.nemesis_fits(game, state, seat, card, v)]
        return fits or None
    return None


OTHERS = ("opponent", "each_opponent", "opponent_victim")
AIMED = ("nemesis", "equipment")  # the kinds of card that go on a Victim


def aims_at_others(card: Card) -> bool:
    """Whether every op of an Event aims at another player or another player's Victim."""
    return bool(card.effect) and all(
        op.get("who") in OTHERS or op.get("target") in OTHERS for op in card.effect
    )


def others_victims(state: PState, seat: int) -> list[str]:
    """The Victims other players control: the only ones a Nemesis may be sent against."""
    return [v for v, vic in state.victims.items() if vic.owner != FREE and vic.owner != seat]


def playable(game: Possession, state: PState, seat: int) -> dict[str, list[str]]:
    """Each playable card in hand -> its targets ([] if none needed)."""
    out: dict[str, list[str]] = {}
    by_design: dict[str, list[str] | None] = {}  # copies of a design go to the same places
    others = others_victims(state, seat)
    cards = game.cards.instances
    for iid in state.players[seat].hand:
        design = cards[iid].id
        if design not in by_design:
            by_design[design] = card_targets(game, state, seat, iid, others)
        t = by_design[design]
        if t is not None:
            out[iid] = list(t)
    return out


def triggered_traps(game: Possession, state: PState, seat: int) -> list[str]:
    """The TRAP!s in a hand that are triggered and can be played now."""
    return [
        c
        for c in state.players[seat].hand
        if game.cards.card(c).trap is not None and card_targets(game, state, seat, c) is not None
    ]


def _play_label(game: Possession, state: PState, seat: int, iid: str, victim: str | None) -> str:
    card = game.cards.card(iid)
    if card.kind == "possession":
        value = rules.possession_card_value(game, state, iid, seat)
        return f"Play {card.name} (Possession +{value})"
    if card.kind == "event":
        if state.solitaire and aims_at_others(card):  # RULINGS.md R27: no one to aim it at
            return f"Play {card.name} (Event: no other player, so it does nothing)"
        return f"Play {card.name} (Event)"
    assert victim is not None
    vic = state.victims[victim]
    whose = "free" if vic.owner == FREE else state.name(vic.owner)
    verb = "Equip" if card.kind == "equipment" else "Send"
    prep = "on" if card.kind == "equipment" else "against"
    return f"{verb} {card.name} {prep} the {actions.name(game, victim)} ({whose})"


def _aim_label(card: Card, count: int) -> str:
    """A card with several Victims to go on: which one is asked next (the `aim` step)."""
    if card.kind == "equipment":
        return f"Equip {card.name} on a Victim ({count} fit)"
    return f"Send {card.name} against a Victim ({count} may be targeted)"


def _dressed(label: str, iid: str, traps: list[str]) -> str:
    """A card's label as a hand with triggered TRAP!s reads it: the TRAP! itself marked,
    any other card marked as the cheat it is (RULINGS.md R11)."""
    if iid in traps:
        return "TRAP! " + label
    if traps:
        return label + " (a cheat)"
    return label


def card_option(
    game: Possession, state: PState, seat: int, iid: str, victim: str | None, traps: list[str]
) -> Option:
    """Playing a card, on `victim` if it goes on one: the Round's option, or the `aim`
    step's once the card has several Victims to choose from."""
    label = _dressed(_play_label(game, state, seat, iid, victim), iid, traps)
    if victim is None:
        return Option(f"play:{iid}", label, (iid,))
    return Option(f"play:{iid}@{victim}", label, (iid, victim))


def aim_targets(game: Possession, state: PState, seat: int, iid: str) -> list[str]:
    """The Victims a Nemesis or Equipment card in hand may go on now (none: unplayable), in
    the table's order: the free Victims, then each player's in seat order (a play-test
    pressed 3 for the third Victim in sight and sent a Serjeant-at-Arms at another)."""
    fits = card_targets(game, state, seat, iid, others_victims(state, seat)) or []
    return sorted(fits, key=lambda v: state.victims[v].owner)  # (FREE is -1; stable)


def can_claim_now(game: Possession, state: PState, seat: int) -> bool:
    p = state.players[seat]
    if not p.claimed:
        return True
    return not p.extra_claim_used and bool(rules.daemon_mods(game, state, seat, "extra_claim"))


class Play(StepHandler[PState]):
    """One player's Round. data: played (the card is down)."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        seat, p = step.seat, state.players[step.seat]
        played = step.data.get("played", False) or p.played >= CARDS_PER_TURN
        # claims first (few, and easy to miss), then the cards, then the Daemon
        opts: list[Option] = []
        free = state.free()
        if free and can_claim_now(game, state, seat):
            budget = game.spare(state, seat)
            for v in free:
                w = rules.victim_willpower(game, state, v)
                if budget >= w:
                    opts.append(
                        Option(
                            f"claim:{v}", f"Claim the {actions.name(game, v)} (Willpower {w})", (v,)
                        )
                    )
        card_opts = [] if played else self.card_options(game, state, seat)
        opts.extend(card_opts)
        if not p.revealed and p.daemon:
            opts.append(
                Option("reveal", f"Reveal your Daemon, {actions.name(game, p.daemon)}", (p.daemon,))
            )
        if played:
            if not opts:
                return []
            opts.append(Option("end", "End my round"))
        elif not card_opts:
            # Asked even with nothing to do but pass while the hand holds cards: a player
            # holding only a triggered TRAP! is asked (R11), and a pause for them alone
            # would show the table who is cheating. Only an empty hand passes unasked.
            if not opts and not p.hand:
                return []
            opts.append(Option("pass", "Pass (no card I can play)"))
        elif not state.solitaire and all(o.label.startswith("TRAP! ") for o in card_opts):
            # RULINGS.md R11: declining the only playable card, a triggered TRAP!, is cheating
            opts.append(Option("pass", "Pass, leaving your triggered TRAP! unplayed (cheating)"))
        return opts

    def card_options(self, game: Possession, state: PState, seat: int) -> list[Option]:
        p = state.players[seat]
        plays = playable(game, state, seat)
        cards = game.cards.instances
        traps = [c for c in plays if cards[c].trap is not None]
        if state.solitaire and traps:
            # RULINGS.md R27: in the solitaire no hand is ever passed, so no cheat could be
            # discovered: a triggered TRAP! must be played, before any other card
            plays = {c: t for c, t in plays.items() if c in traps}
        must_event = (
            state.solitaire
            and not p.event_played
            # its last card: the fourth, or the last Round's after a pass in an earlier one
            and (p.played == CARDS_PER_TURN - 1 or state.round == CARDS_PER_TURN)
            and any(cards[c].kind == "event" and c not in traps for c in plays)
        )
        order = {"possession": 0, "event": 1, "nemesis": 2, "equipment": 3}
        by_kind: list[list[Option]] = [[], [], [], []]  # the options sorted by kind, stably
        seen = set()
        for iid, targets in plays.items():
            card = cards[iid]
            if must_event and card.kind != "event" and iid not in traps:
                continue
            if card.id in seen:
                continue  # copies of one design are the same move (they go to the same places)
            seen.add(card.id)
            opts = by_kind[order[card.kind]]
            if len(targets) > 1:  # one option, the Victim asked next: a Round fits the screen
                label = _dressed(_aim_label(card, len(targets)), iid, traps)
                opts.append(Option(f"play:{iid}", label, (iid, *targets)))
                continue
            opts.append(card_option(game, state, seat, iid, targets[0] if targets else None, traps))
        counts = actions.copy_counts(game, p.hand)
        found = []
        for opts in by_kind:
            for o in opts:
                note = actions.copies_note(game, p.hand, o.cards[0], counts)
                found.append(o._replace(label=o.label + note) if note else o)
        return found

    def run(self, game: Possession, state: PState, step: Step) -> None:
        """A Round with nothing to choose: no card to play (said, as a pass is: a fifth
        review saw a rival stay at "played 2/4" for two Rounds with no word in the log),
        or a card played and nothing left to do."""
        p = state.players[step.seat]
        if not step.data.get("played") and p.played < CARDS_PER_TURN:
            state.say(f"{state.name(step.seat)} has no card to play this Round.")

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        p = state.players[step.seat]
        if step.data.get("played") or p.played >= CARDS_PER_TURN:
            return "You may still claim a Victim or reveal your Daemon, or end your round."
        traps = triggered_traps(game, state, step.seat)
        named = ", ".join(dict.fromkeys(actions.name(game, c) for c in traps))
        if traps and state.solitaire:
            return f"Your TRAP! {named} is triggered: you must play it on yourself."
        if traps:
            return (
                f"Your TRAP! {named} is triggered: play it on yourself, "
                "or cheat and hope nobody finds out."
            )
        return f"Round {state.round}: play a card ({CARDS_PER_TURN - p.played} left this turn)."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        seat, p = step.seat, state.players[step.seat]
        key = option.key
        again = Step("play", seat, dict(step.data))
        if key == "end":
            return
        if key == "pass":
            traps = triggered_traps(game, state, seat)
            if traps:  # the only playable cards were TRAP!s: passing is cheating (R11)
                p.cheats = sorted(set(p.cheats) | set(traps))
            state.say(f"{state.name(seat)} passes.")
            return
        if key.startswith("claim:"):
            v = key.split(":", 1)[1]
            actions.claim(game, state, seat, v)
            state.push(again)
            if state.solitaire:
                state.push(Step("engage", seat, {"victims": [v]}))
            return
        if key == "reveal":
            state.push(again)
            reveal_daemon(game, state, seat)
            return
        body = key.split(":", 1)[1]
        iid, _, victim = body.partition("@")
        if not victim and game.cards.card(iid).kind in AIMED:  # which Victim is asked next
            state.push(Step("aim", seat, {"_card": iid, "round": dict(step.data)}))
            return
        put_down(game, state, seat, step.data, iid, victim or None)


def put_down(
    game: Possession,
    state: PState,
    seat: int,
    round_data: dict[str, Any],
    iid: str,
    victim: str | None,
) -> None:
    """The card chosen in a Round goes down (on `victim`), from the Round itself or from
    its `aim` step: a triggered TRAP! passed over for it is a cheat (R11), and the Round
    (`round_data`, its step's data) is taken up again with its card played."""
    p = state.players[seat]
    traps = triggered_traps(game, state, seat)
    if traps and iid not in traps:
        p.cheats = sorted(set(p.cheats) | set(traps))
    state.push(Step("play", seat, {**round_data, "played": True}))
    play_card(game, state, seat, iid, victim)


def play_card(game: Possession, state: PState, seat: int, iid: str, victim: str | None) -> None:
    """Put a card down and do what it does (pushing its effect steps)."""
    p = state.players[seat]
    card = game.cards.card(iid)
    p.hand.remove(iid)
    p.played += 1
    name = state.name(seat)
    trap = "TRAP! " if card.trap is not None else ""
    if card.kind == "possession":
        p.possession_cards.append(iid)
        value = rules.possession_card_value(game, state, iid, seat)
        state.say(f"{name} plays {card.name}: possession +{value}.")
    elif card.kind == "equipment":
        assert victim is not None
        actions.attach(game, state, iid, victim)
        state.say(f"{trap}{name} equips the {actions.name(game, victim)} with {card.name}.")
    elif card.kind == "nemesis":
        assert victim is not None
        actions.send(game, state, iid, victim, seat)
        state.say(f"{name} sends {card.name} against the {actions.name(game, victim)}.")
        if card.squad:
            state.push(Step("squad", seat, {"victim": victim}))
    else:
        state.discard.append(iid)
        if card.trap is None:
            p.event_played = True
        state.say(f"{trap}{name} plays {card.name}: {card.text}")
        push_effect(state, card.effect, seat, iid)
