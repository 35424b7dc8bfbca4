"""The reward for the winner, the Trinity, the Revelation, the Twilight of the Gods, the end
and Relic Rumble."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_tui.core.decision import Option
from tabletop_tui.core.game import StepHandler
from tabletop_tui.core.sealed import seal, unseal
from tabletop_tui.core.state import Step
from tabletop_tui.core.words import a_or_an
from tabletop_tui.games.believe_in_me import believers, rules
from tabletop_tui.games.believe_in_me.state import PARTS, BState

if TYPE_CHECKING:
    from tabletop_tui.games.believe_in_me.game import BelieveInMe

REVELATION_BELIEVERS = 3
SIGNS = ("stone", "lance", "feather", "falafel", "foreskin")
BEATS = {
    "stone": ("falafel", "feather"),
    "lance": ("stone", "feather"),
    "feather": ("falafel", "foreskin"),
    "falafel": ("foreskin", "lance"),
    "foreskin": ("stone", "lance"),
}


def final_count(state: BState) -> int:
    """Twilight Phenomena: 3 with 2-3 gods, 4 with 4."""
    return 4 if state.num_players >= 4 else 3


def next_phenomenon(game: BelieveInMe, state: BState) -> str:
    """The Phenomenon this round's Contest is for ('' when the game has just ended)."""
    if not state.twilight and not state.phen_deck:
        state.say("The Phenomena have run out: the Twilight of the Gods falls at once.")
        begin_twilight(game, state, -1)
    if state.twilight:
        if not state.twilight_phen:
            end_game(game, state)
            return ""
        return state.twilight_phen.pop()
    return state.phen_deck.pop()


def after_contest(game: BelieveInMe, state: BState) -> None:
    """RULINGS B20: once the last Twilight Phenomenon is resolved, the game ends."""
    if state.twilight and not state.twilight_phen and not state.over:
        state.push(Step("game_end"))


class GameEnd(StepHandler[BState]):
    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        end_game(game, state)


def reward(game: BelieveInMe, state: BState, seat: int, phen: str) -> None:
    """RULINGS B4: illuminate (Alignment before manifesting), store the Phenomenon, maybe
    manifest a part, the False Prophet's entrance, then the Revelation and Twilight."""
    god = state.gods[seat]
    n = rules.claim_reward(game, state, seat, phen)
    name = rules.alignment_name(game, god)  # "Pure Wrath", "the pure Unfathomable"
    named = name if name.startswith("the ") else a_or_an(name)
    believers.illuminate(state, seat, n, f" as {named} god")
    god.phenomena.append(phen)
    state.contest_phen = ""
    first_claim = state.claims == 0
    state.claims += 1
    state.push(
        Step("manifest", seat, {"alignment": game.cards.card(phen).alignment, "private": False}),
        Step("after_claim", seat, {"first": first_claim}),
    )


class Manifest(StepHandler[BState]):
    """May manifest one body part from the Phenomenon's Trinity pile (RULINGS B25)."""

    def _parts(self, game: BelieveInMe, state: BState, step: Step) -> list[str]:
        god = state.gods[step.seat]
        pile = state.trinity[step.data["alignment"]]
        have = {game.cards.card(c).part for c in pile}
        return [p for p in PARTS if not god.parts[p] and p in have]

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        parts = self._parts(game, state, step)
        if not parts:
            return []
        a = step.data["alignment"].capitalize()
        opts = [  # "a Chaotic torso", "Chaotic legs"
            Option(f"manifest:{p}", f"Manifest {a if p == 'legs' else a_or_an(a)} {p}")
            for p in parts
        ]
        return [*opts, Option("manifest:none", "Manifest nothing this time")]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return f"Manifest a body part from the {step.data['alignment'].capitalize()} Trinity pile?"

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        part = option.key.split(":")[1]
        if part == "none":
            state.say(f"{state.name(step.seat)} manifests nothing.")
            return
        manifest(game, state, step.seat, step.data["alignment"], part)


def manifest(game: BelieveInMe, state: BState, seat: int, alignment: str, part: str) -> None:
    """Draw from the pile until the first card of that part; the others are shuffled back."""
    god = state.gods[seat]
    pile = state.trinity[alignment]
    before = rules.alignment_name(game, god)
    was_wrathful = rules.alignment(game, god) == "wrathful"
    passed: list[str] = []
    while pile:
        c = pile.pop()
        if game.cards.card(c).part == part:
            god.parts[part] = c
            break
        passed.append(c)
    pile.extend(passed)
    state.rng.shuffle(pile)
    card = game.cards.card(god.parts[part])
    attribute = card.attribute.replace("_", " ")
    state.say(f"{state.name(seat)} manifests {card.name} ({card.alignment}, {attribute}).")
    if part == "head":
        remove_seven(game, state, seat)
    after = rules.alignment_name(game, god)
    if after != before:
        state.say(f"{state.name(seat)} is now {after}.")
    believers.overflow(game, state, seat, was_wrathful)


def remove_seven(game: BelieveInMe, state: BState, seat: int) -> None:
    """RULINGS B28: manifesting the head removes the god's Truth 7 from wherever it is."""
    god = state.gods[seat]
    for pile in (god.hand, god.truth_draw, god.truth_discard):
        for c in pile:
            card = game.cards.card(c)
            if card.type == "truth" and card.value == 7 and card.marked:
                pile.remove(c)
                state.box.append(c)
                limit = rules.hand_limit(game, state, seat)
                state.say(
                    f"{state.name(seat)}'s Truth 7 leaves the game; the hand limit is now {limit}."
                )
                return


class AfterClaim(StepHandler[BState]):
    """The False Prophet enters with the first claim; a completed Trinity is revealed."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        seat = step.seat
        god = state.gods[seat]
        if step.data["first"]:
            state.fp_active = True
            state.fp_holder = seat
            state.say(f"The False Prophet appears, on {state.name(seat)}'s tableau.")
        if god.complete and not god.revealed:
            every = state.options.get("revelation", "every") == "every"
            # RULINGS B5: `first` is the first god ever to complete the Trinity (the
            # Twilight may already have fallen because the Phenomena ran out, B19)
            if every or not any(g.revealed for g in state.gods):
                revelation(game, state, seat)
            if not state.twilight:
                begin_twilight(game, state, seat)
        after_contest(game, state)


def proclamation(game: BelieveInMe, god_parts: dict[str, str], goddess: bool = False) -> str:
    """ "[Head], [Torso] [Legs]! The one true god!" from the three name fragments."""
    head, torso, legs = (game.cards.card(god_parts[p]).title for p in PARTS)
    return (
        f"BEHOLD! IT IS I! {head}, {torso} {legs}! The one true {'goddess' if goddess else 'god'}!"
    )


def revelation(game: BelieveInMe, state: BState, seat: int) -> None:
    """RULINGS B16: the proclamation is always fervent enough: illuminate 3."""
    god = state.gods[seat]
    god.revealed = True
    state.say(f'{state.name(seat)} stands up: "{proclamation(game, god.parts)}"')
    believers.illuminate(state, seat, REVELATION_BELIEVERS, " for the Revelation")


def begin_twilight(game: BelieveInMe, state: BState, seat: int) -> None:
    """Nun Temples open; the next 3 (4) Phenomena are laid face down; the rest leave."""
    state.twilight = True
    state.first_complete = seat
    state.ended_by = "twilight" if seat >= 0 else "exhausted"
    state.say("The Twilight of the Gods begins! The Nun Temples open.")
    need = final_count(state)
    if len(state.phen_deck) < need and state.phen_discard:
        state.phen_deck = state.phen_discard + state.phen_deck
        state.phen_discard = []
        state.rng.shuffle(state.phen_deck)  # RULINGS B20: the discard fills a short deck
    take = min(need, len(state.phen_deck))
    state.twilight_phen = [state.phen_deck.pop() for _ in range(take)][::-1]
    state.box_hidden.extend(state.phen_deck)
    state.phen_deck = []
    state.say(f"{take} final Phenomena lie face down.")


def end_game(game: BelieveInMe, state: BState) -> None:
    """The fully manifested god with the most Believers wins; a tie goes to Relic Rumble;
    nobody complete: no true god (RULINGS B19)."""
    complete = [g for g, god in enumerate(state.gods) if god.complete]
    if not complete:
        state.end([], "No god completed the Trinity: there is no true god.")
        return
    best = max(state.gods[g].believers for g in complete)
    tied = [g for g in complete if state.gods[g].believers == best]
    if len(tied) == 1:
        state.end(tied, f"{state.name(tied[0])} is the one true god, with {best} Believers.")
        return
    state.say(f"A tie at {best} Believers: Relic Rumble!")
    start_rumble(state, tied)


def start_rumble(state: BState, tied: list[int]) -> None:
    """Each tied god seals a sign (core.sealed keeps them secret until all have chosen)."""
    state.push(
        *[Step("rumble", g, {"tied": tied}) for g in tied],
        Step("rumble_settle", -1, {"tied": tied}),
    )


class Rumble(StepHandler[BState]):
    """A sign chosen in secret; nobody sees it until every tied god has chosen."""

    def options(self, game: BelieveInMe, state: BState, step: Step) -> list[Option] | None:
        return [
            Option(f"sign:{s}", f"{s.capitalize()} (beats {' and '.join(BEATS[s])})") for s in SIGNS
        ]

    def describe(self, game: BelieveInMe, state: BState, step: Step) -> str:
        return "Relic Rumble: choose your sign in secret."

    def resolve(self, game: BelieveInMe, state: BState, step: Step, option: Option) -> None:
        seal(state, step.seat, option.key.split(":")[1])


class RumbleSettle(StepHandler[BState]):
    """RULINGS B17: a god beaten by any sign is out; repeat among the rest."""

    def run(self, game: BelieveInMe, state: BState, step: Step) -> None:
        tied = step.data["tied"]
        answers = unseal(state)
        signs = {g: answers[g] for g in tied}
        state.say(
            "Relic Rumble: " + ", ".join(f"{state.name(g)} {s}" for g, s in signs.items()) + "."
        )
        beaten = {g for g in tied if any(signs[g] in BEATS[signs[o]] for o in tied if o != g)}
        left = [g for g in tied if g not in beaten]
        if len(left) == 1:
            state.end(left, f"{state.name(left[0])} wins Relic Rumble and is the one true god.")
            return
        again = left if len(left) >= 2 else tied
        state.say("Nobody is the one true god yet: Relic Rumble again.")
        start_rumble(state, again)
