"""A player's Round: play one card (or pass), claim a Victim, reveal the Daemon.

Also the small decisions cards and rules open: more Men-at-Arms, losing Victims to keep
possession above Willpower, discarding from hand, giving up Possession cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession import actions, rules
from tabletop_tui.games.possession.cards import Card
from tabletop_tui.games.possession.ops import push_effect
from tabletop_tui.games.possession.state import CARDS_PER_TURN, FREE, Attack, PState
from tabletop_tui.games.possession.words import plural

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


def aims_at_others(card: Card) -> bool:
    """Whether every op of an Event aims at another player or another player's Victim."""
    return bool(card.effect) and all(
        op.get("who") in OTHERS or op.get("target") in OTHERS for op in card.effect
    )


def playable(game: Possession, state: PState, seat: int) -> dict[str, list[str]]:
    """Each playable card in hand -> its targets ([] if none needed)."""
    out: dict[str, list[str]] = {}
    by_design: dict[str, list[str] | None] = {}  # copies of a design go to the same places
    others = [v for v, vic in state.victims.items() if vic.owner != FREE and vic.owner != seat]
    for iid in state.players[seat].hand:
        design = game.cards.card(iid).id
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


# What a Daemon's power touches, so its reveal is offered where that power applies (R22)
FIGHT_POWERS = ("escape", "strength")
BALANCE_POWERS = ("willpower", "possession")


def reveal_helps(game: Possession, state: PState, seat: int, powers: tuple[str, ...]) -> bool:
    """Whether `seat` holds an unrevealed Daemon whose power of one of these kinds would hold
    now (a lasting modifier whose condition holds, or a when-revealed op)."""
    if seat < 0:
        return False
    p = state.players[seat]
    if p.revealed or not p.daemon:
        return False
    daemon = game.cards.card(p.daemon)
    if any(op["op"] in powers for op in daemon.effect):
        return True
    return any(
        rules.holds(game, state, m.get("when"), seat=seat)
        for name in powers
        for m in daemon.mods(name)
    )


def reveal_option(game: Possession, state: PState, seat: int, when: str) -> Option:
    """The option to reveal `seat`'s Daemon, naming the moment."""
    daemon = state.players[seat].daemon
    return Option("reveal", f"Reveal your Daemon, {actions.name(game, daemon)}, {when}", (daemon,))


def reveal_daemon(game: Possession, state: PState, seat: int) -> None:
    """Turn the Daemon face up: its lasting rule holds from now on, its reveal ops happen."""
    p = state.players[seat]
    p.revealed = True
    daemon = game.cards.card(p.daemon)
    state.say(f"{state.name(seat)} reveals the Daemon {daemon.name}: {daemon.text}")
    push_effect(state, daemon.effect, seat, p.daemon)


def plays(opts: list[Option]) -> list[Option]:
    """The options that put a card down."""
    return [o for o in opts if o.key.startswith("play:")]


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
        if not played:
            opts.extend(self.card_options(game, state, seat))
        if not p.revealed and p.daemon:
            opts.append(
                Option("reveal", f"Reveal your Daemon, {actions.name(game, p.daemon)}", (p.daemon,))
            )
        if played:
            if not opts:
                return []
            opts.append(Option("end", "End my round"))
        elif not any(o.key.startswith("play:") for o in opts):
            if not opts:
                return []
            opts.append(Option("pass", "Pass (no card I can play)"))
        elif not state.solitaire and all(o.label.startswith("TRAP! ") for o in plays(opts)):
            # RULINGS.md R11: declining the only playable card, a triggered TRAP!, is cheating
            opts.append(Option("pass", "Pass, leaving your triggered TRAP! unplayed (cheating)"))
        return opts

    def card_options(self, game: Possession, state: PState, seat: int) -> list[Option]:
        p = state.players[seat]
        plays = playable(game, state, seat)
        traps = [c for c in plays if game.cards.card(c).trap is not None]
        if state.solitaire and traps:
            # RULINGS.md R27: in the solitaire no hand is ever passed, so no cheat could be
            # discovered: a triggered TRAP! must be played, before any other card
            plays = {c: t for c, t in plays.items() if c in traps}
        must_event = (
            state.solitaire
            and not p.event_played
            and p.played == CARDS_PER_TURN - 1
            and any(game.cards.card(c).kind == "event" and c not in traps for c in plays)
        )
        order = {"possession": 0, "event": 1, "nemesis": 2, "equipment": 3}
        by_kind: list[list[Option]] = [[], [], [], []]  # the options sorted by kind, stably
        seen = set()
        for iid, targets in plays.items():
            card = game.cards.card(iid)
            if must_event and card.kind != "event" and iid not in traps:
                continue
            opts = by_kind[order[card.kind]]
            for victim in targets or [None]:
                sig = (card.id, victim)
                if sig in seen:
                    continue  # copies of one design are the same move
                seen.add(sig)
                label = _play_label(game, state, seat, iid, victim)
                if iid in traps:
                    label = "TRAP! " + label
                elif traps:
                    label += " (cheating: your TRAP! stays hidden)"
                key = f"play:{iid}" + (f"@{victim}" if victim else "")
                opts.append(Option(key, label, (iid,) + ((victim,) if victim else ())))
        return [o for opts in by_kind for o in opts]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        p = state.players[step.seat]
        if step.data.get("played") or p.played >= CARDS_PER_TURN:
            return "You may still claim a Victim or reveal your Daemon, or end your round."
        traps = triggered_traps(game, state, step.seat)
        if traps and state.solitaire:
            return "A TRAP! in your hand is triggered: you must play it on yourself."
        if traps:
            return (
                "A TRAP! in your hand is triggered: play it on yourself, "
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
        traps = triggered_traps(game, state, seat)
        if traps and iid not in traps:
            p.cheats = sorted(set(p.cheats) | set(traps))
        again.data["played"] = True
        state.push(again)
        play_card(game, state, seat, iid, victim or None)


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
        state.attacks.append(Attack(iid, card.name, victim, seat))
        state.say(f"{name} sends {card.name} against the {actions.name(game, victim)}.")
        if card.squad:
            state.push(Step("squad", seat, {"victim": victim}))
    else:
        state.discard.append(iid)
        if card.trap is None:
            p.event_played = True
        state.say(f"{trap}{name} plays {card.name}: {card.text}")
        push_effect(state, card.effect, seat, iid)


class Squad(StepHandler[PState]):
    """Men-at-Arms and Serjeants-at-Arms may go down together, each counting as a card."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        p, v = state.players[step.seat], step.data["victim"]
        if p.played >= CARDS_PER_TURN or v not in state.victims:
            return []
        opts, seen = [], set()
        for iid in p.hand:
            card = game.cards.card(iid)
            if (
                card.squad
                and card.id not in seen
                and actions.nemesis_fits(game, state, step.seat, card, v)
            ):
                seen.add(card.id)
                opts.append(Option(f"squad:{iid}", f"Also send {card.name}", (iid, v)))
        return opts + [Option("done", "No more")] if opts else []

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        target = actions.name(game, step.data["victim"])
        return f"Send more soldiers against the {target}? (each counts as a card this turn)"

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "done":
            return
        iid = option.key.split(":", 1)[1]
        p = state.players[step.seat]
        p.hand.remove(iid)
        p.played += 1
        state.attacks.append(Attack(iid, game.cards.card(iid).name, step.data["victim"], step.seat))
        state.say(f"{state.name(step.seat)} also sends {actions.name(game, iid)}.")
        state.push(step)


class Balance(StepHandler[PState]):
    """Possession below Willpower: the player chooses Victims to lose until it is restored."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        seat = step.seat
        if not unbalanced(game, state, seat):
            return []
        opts = [
            Option(
                f"lose:{v}",
                f"Lose the {actions.name(game, v)} "
                f"(Willpower {rules.victim_willpower(game, state, v)})",
                (v,),
            )
            for v in state.controlled(seat)
        ]
        if reveal_helps(game, state, seat, BALANCE_POWERS):
            opts.append(reveal_option(game, state, seat, "to restore your possession"))
        return opts

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        s = step.seat
        return (
            f"Your possession ({rules.possession(game, state, s)}) is below your Willpower "
            f"({rules.willpower(game, state, s)}): choose a Victim to lose."
        )

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        if option.key == "reveal":
            reveal_daemon(game, state, step.seat)  # the balance is checked again after it
            return
        actions.lose_victim(game, state, option.key.split(":", 1)[1], " (possession too weak)")


def unbalanced(game: Possession, state: PState, seat: int) -> bool:
    return bool(state.controlled(seat)) and rules.spare(game, state, seat) < 0


class DiscardCards(StepHandler[PState]):
    """Discard cards of your choice from your hand. data: count."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        hand = state.players[step.seat].hand
        if step.data["count"] <= 0 or not hand:
            return []
        seen: dict[str, str] = {}
        for c in hand:
            seen.setdefault(game.cards.card(c).id, c)
        return [
            Option(f"discard:{c}", f"Discard {actions.name(game, c)}", (c,)) for c in seen.values()
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        return f"Discard {plural(step.data['count'], 'card')} from your hand."

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        c = option.key.split(":", 1)[1]
        state.players[step.seat].hand.remove(c)
        state.discard.append(c)
        state.say(f"{state.name(step.seat)} discards {actions.name(game, c)}.")
        if step.data["count"] > 1:
            state.push(Step("discard_cards", step.seat, {"count": step.data["count"] - 1}))


class LosePossession(StepHandler[PState]):
    """Choose which of a player's Possession cards they lose. data: player, count."""

    def options(self, game: Possession, state: PState, step: Step) -> list[Option] | None:
        d: dict[str, Any] = step.data
        cards = state.players[d["player"]].possession_cards
        if d["count"] <= 0 or not cards or step.seat < 0:
            return []
        seen: dict[str, str] = {}
        for c in cards:
            seen.setdefault(game.cards.card(c).id, c)
        return [
            Option(f"lose:{c}", f"{state.name(d['player'])} loses {actions.name(game, c)}", (c,))
            for c in seen.values()
        ]

    def describe(self, game: Possession, state: PState, step: Step) -> str:
        d = step.data
        return (
            f"Choose a Possession card {state.name(d['player'])} loses "
            f"({plural(d['count'], 'card')} to go)."
        )

    def resolve(self, game: Possession, state: PState, step: Step, option: Option) -> None:
        d = dict(step.data)
        actions.discard_possession_card(game, state, d["player"], option.key.split(":", 1)[1])
        d["count"] -= 1
        if d["count"] > 0:
            state.push(Step("lose_possession", step.seat, d))

    def run(self, game: Possession, state: PState, step: Step) -> None:
        """Nobody to choose (the solitaire's Exorcist): shuffled, and taken at random."""
        d = step.data
        cards = list(state.players[d["player"]].possession_cards)
        state.rng.shuffle(cards)
        for c in cards[: d["count"]]:
            actions.discard_possession_card(game, state, d["player"], c)
