"""The five steps of a turn (rulebook "Taking Your Turn"), each an open sequence on the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.spellhands import HAND_SIZE, SpellHand, spell_hands
from tabletop_tui.games.necronomicards.state import NState

if TYPE_CHECKING:
    from tabletop_tui.games.necronomicards.game import NecronomiCards

HAND_LIMIT = 6
SHAPE_WORDS = {"pairs": "three pairs", "triplets": "two triplets", "six": "six of a kind"}
NO_CAST = Option("no-cast", "Keep my Spell cards (cast nothing this turn)")
NO_HAND = Option("no-cast", "Keep my Spell cards (no spell hand among them)")
KEEP = Option("keep", "Play no Summon this turn")
CAST_OPTIONS_KEPT = 16_000


class TurnStart(StepHandler[NState]):
    """A lost turn is skipped whole (RULINGS.md R6); otherwise the turn's steps open. Either
    way the hand limit is checked for every player when the turn ends (R22)."""

    def run(self, game: NecronomiCards, state: NState, step: Step) -> None:
        start_turn(game, state, step.seat)


def start_turn(game: NecronomiCards, state: NState, seat: int) -> None:
    """What the turn_start step does, run at once: `begin_turn` calls it directly rather
    than pushing a step that nothing could answer or come before."""
    stack = state.stack
    base = len(stack)  # where the turn_end step goes: under whatever the turn opens
    zones = state.players[seat]
    if zones.lost_turns > 0:
        zones.lost_turns -= 1
        if not state.quiet:
            more = f" ({zones.lost_turns} more to lose)" if zones.lost_turns else ""
            state.say(f"{state.name(seat)} loses this turn{more}.")
    else:
        draw(game, state, seat)  # the draw step, run at once for the same reason
    if len(stack) > base:
        stack.insert(base, Step("turn_end", seat))
    elif not state.over:  # nothing to do before the turn ends: end it now, as the engine
        end_turn(state, seat)  # would (no decision could come in between)


class Draw(StepHandler[NState]):
    """Step 1: draw a Spell card (run by `start_turn` itself; the step stays for tests)."""

    def run(self, game: NecronomiCards, state: NState, step: Step) -> None:
        draw(game, state, step.seat)


def draw(game: NecronomiCards, state: NState, seat: int) -> None:
    """Step 1: draw a Spell card; a Curse resolves at once and the turn skips to its end."""
    drawn = actions.draw_spell_card(game, state, seat)
    if drawn in game.curse_ids:
        return  # A Curse's effect is already on the stack; rulebook: "skip to #5".
    zones = state.players[seat]
    # The cast is asked of every player holding six Spell cards or more, a spell hand among
    # them or not (RULINGS R27): asked only when one is there, the question would tell the
    # table what the hidden hand holds. No summon step without a Summon in hand unless a
    # cast may draw one.
    cast = len(zones.spells) >= HAND_SIZE
    if cast or zones.summons:
        state.stack.append(Step("summon", seat))
        if cast:
            state.stack.append(Step("cast", seat))


def hand_key(hand: SpellHand) -> str:
    """The choice-log key of a spell hand: its cards."""
    return "cast:" + "+".join(hand.cards)


class Cast(StepHandler[NState]):
    """Step 2: show a matching spell hand, discard it, draw 1-3 Summons (or don't)."""

    def options(self, game: NecronomiCards, state: NState, step: Step) -> list[Option] | None:
        held = state.players[step.seat].spells
        if len(held) < HAND_SIZE:
            return []
        hands = spell_hands(held, game.symbols_of)
        if not hands:
            return [NO_HAND]
        known = game.cast_options
        if len(known) > CAST_OPTIONS_KEPT:
            known.clear()
        opts = []
        labels: set[str] = set()
        left = actions.summons_left(state)
        for h in hands:
            opt = known.get(h.cards)
            if opt is None:
                opt = known[h.cards] = Option(
                    hand_key(h), game.describe_spell_hand(h), h.cards, h.shape
                )
            if h.summons > left:  # (R13: the Summons run out while one is still held)
                opt = opt._replace(label=game.describe_spell_hand(h, left))
            if len(hands) > 1 and len(held) > HAND_SIZE:
                # tell apart groups that differ by the cards kept
                kept = sorted(game.names[c] for c in held if c not in h.cards)
                opt = opt._replace(label=f"{opt.label}; keep {', '.join(kept)}")
            if opt.label in labels:
                continue  # the same cards by name: which copy goes changes nothing (R25)
            labels.add(opt.label)
            opts.append(opt)
        opts.append(NO_CAST)
        return opts

    def describe(self, game: NecronomiCards, state: NState, step: Step) -> str:
        if not spell_hands(state.players[step.seat].spells, game.symbols_of):
            # the one answer is no secret to its player, but why it is asked would be (R27)
            return (
                "No spell hand among your Spell cards: keep them. (Asked of every hand of six: "
                "nobody learns what yours holds.)"
            )
        return "Cast a spell hand? Its six cards are discarded and you draw Summons."

    def resolve(self, game: NecronomiCards, state: NState, step: Step, option: Option) -> None:
        if option.key == "no-cast":
            if not state.quiet:
                state.say(f"{state.name(step.seat)} casts no spell hand.")
            return
        found = next(
            h
            for h in spell_hands(state.players[step.seat].spells, game.symbols_of)
            if hand_key(h) == option.key
        )
        for iid in found.cards:
            actions.discard_spell(state, step.seat, iid)
        n = min(found.summons, actions.summons_left(state))
        if not state.quiet:
            names = actions.card_names(game, found.cards)
            drawn = (
                f" and draws {plural(n, 'Summon')}{'' if n >= found.summons else ', the last left'}"
                if n
                else ", but no Summon is left to draw"
            )
            state.say(f"{state.name(step.seat)} casts {SHAPE_WORDS[found.shape]} ({names}){drawn}.")
        for _ in range(n):
            actions.draw_summon_card(game, state, step.seat)


class Summon(StepHandler[NState]):
    """Step 3: play at most one Summon, doing what it says; or keep them for later."""

    def options(self, game: NecronomiCards, state: NState, step: Step) -> list[Option] | None:
        held = state.players[step.seat].summons
        if not held:
            return []
        play = game.play_options
        opts = [play[iid] for iid in held]
        opts.append(KEEP)
        return opts

    def describe(self, game: NecronomiCards, state: NState, step: Step) -> str:
        return "Play a Summon? (one per turn; once played it counts and can never be lost)"

    def resolve(self, game: NecronomiCards, state: NState, step: Step, option: Option) -> None:
        seat = step.seat
        if option.key == "keep":
            if not state.quiet:
                state.say(f"{state.name(seat)} keeps their Summons for later.")
            return
        iid = option.cards[0]
        zones = state.players[seat]
        zones.summons.remove(iid)
        zones.played.append(iid)
        card = game.cards.card(iid)
        if not state.quiet:
            state.say(f"{state.name(seat)} summons {card.name}: {card.text}")
        state.push(Step("summoned", seat, {"card": iid}))
        actions.push_effect(state, card.effect, actor=seat, source=iid)


class Summoned(StepHandler[NState]):
    """After a Summon's action is performed it counts: check both ways of winning."""

    def run(self, game: NecronomiCards, state: NState, step: Step) -> None:
        zones = state.players[step.seat]
        name = state.name(step.seat)
        horsemen = [i for i in zones.played if game.cards.card(i).horseman]
        if len(horsemen) == 4:
            state.end([step.seat], f"{name} played all Four Horsemen of the Apocalypse.")
        elif len(zones.played) >= state.target:
            state.end([step.seat], f"{name} played {state.target} Summons.")


class CurseSpent(StepHandler[NState]):
    """A drawn Curse's effect is done: the Curse goes to the top of the discard pile
    (rulebook step 1, "do what it says, place it in the discard pile")."""

    def run(self, game: NecronomiCards, state: NState, step: Step) -> None:
        iid = step.data["card"]
        if iid in state.discard:
            state.discard.remove(iid)
            state.discard.append(iid)


class TurnEnd(StepHandler[NState]):
    """Steps 4-5: "you can't have more than 6 at the end of a turn" holds for every player
    (RULINGS.md R22): each holding more discards down to 6, in turn order from the active
    player, each choosing their own cards."""

    def run(self, game: NecronomiCards, state: NState, step: Step) -> None:
        end_turn(state, step.seat)


def end_turn(state: NState, seat: int) -> None:
    """What the turn_end step does: open a hand_limit step for each player over the limit."""
    players = state.players
    for zones in players:
        if len(zones.spells) > HAND_LIMIT:
            break
    else:
        return  # nobody is over the limit (the usual end of a turn)
    over = [s for s in state.in_turn_order(seat) if len(players[s].spells) > HAND_LIMIT]
    state.push(*(Step("hand_limit", s) for s in over))


class HandLimit(StepHandler[NState]):
    """More than 6 Spell cards at the end of a turn: the player chooses what to discard."""

    def options(self, game: NecronomiCards, state: NState, step: Step) -> list[Option] | None:
        spells = state.players[step.seat].spells
        if len(spells) <= HAND_LIMIT:
            return []
        discard = game.discard_options
        return [discard[iid] for iid in spells]

    def describe(self, game: NecronomiCards, state: NState, step: Step) -> str:
        extra = len(state.players[step.seat].spells) - HAND_LIMIT
        return f"Hand limit is {HAND_LIMIT}: discard {plural(extra, 'more Spell card')}."

    def resolve(self, game: NecronomiCards, state: NState, step: Step, option: Option) -> None:
        actions.discard_spell(state, step.seat, option.cards[0])
        if not state.quiet:
            state.say(f"{state.name(step.seat)} discards {actions.name_of(game, option.cards[0])}.")
        state.stack.append(step)
