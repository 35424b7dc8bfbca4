"""The greedy bot's blind spots found by the balance check (issue 12): one ply ends at the
opponent's answer, so cards whose worth shows only after it looked worth nothing. Most
were the Demons' cards (Discord, Imps & Gremlins, Shedim; Beleth, Haagenti, Kobal, Song
of Projection; Songs of Motion and Entropy), and an attack or a fight card looked worthless
whenever the opponent could still answer it (the Angels hold most of the answers)."""

from __future__ import annotations

from tabletop_tui.games.in_nomine.strategy import evaluate
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    decision,
    greedy,
    keys,
    kind,
    put_in_play,
    struggle,
)

ANGEL_HAND = ["remnant", "marc", "dominic", "banish", "reviver"]


def test_greedy_makes_the_opponent_discard(game):
    state = build(game, hands=(["discord"], list(ANGEL_HAND)), current=DEMONS)
    struggle(game, state, DEMONS)  # the last main phase: 'later' is not an option
    assert greedy(game, state) == "play:discord"
    choose(game, state, "play:discord")
    # the Angels choose what goes; until they have, the two cards count as gone
    assert decision(game, state).seat == ANGELS
    before = evaluate(game, state, DEMONS)
    state.stack[-1].data["count"] = 0
    assert evaluate(game, state, DEMONS) < before


def test_greedy_bars_the_opponents_strongest_persona_from_attacking(game):
    state = build(game, hands=(["kobal"], []), current=DEMONS)
    put_in_play(state, "demon-human#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    struggle(game, state, DEMONS)
    assert greedy(game, state) == "play:kobal"
    choose(game, state, "play:kobal")
    assert greedy(game, state) == "target:kyriotate#1"


def test_greedy_attacks_though_the_opponent_could_block(game):
    """The Angels' Seraphim (2) could block the Calabim (3) and would lose: the attack's
    worth is what it does, not the Essence it spends before the block is known."""
    state = build(game, current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    assert greedy(game, state) == "attack:calabim#1"


def test_greedy_plays_an_atk_card_that_wins_a_fight_the_opponent_may_still_answer(game):
    state = build(game, hands=(["kiss-of-death"], ["smite"]), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)  # Force 3
    put_in_play(state, "cherubim#1", ANGELS)  # blocks with 4
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    choose(game, state, "block:cherubim#1")
    assert kind(game, state) == "combat_window" and decision(game, state).seat == DEMONS
    assert greedy(game, state) == "play:kiss-of-death"


def test_greedy_makes_its_attack_unblockable_when_a_blocker_would_stop_it(game):
    state = build(game, hands=(["song-of-motion"], []), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "lilim#1", DEMONS)  # pays for the Song
    put_in_play(state, "cherubim#1", ANGELS)  # would block with 4 against 3
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert set(keys(game, state)) == {"play:song-of-motion", "continue"}
    assert greedy(game, state) == "play:song-of-motion"


def test_greedy_keeps_the_unblockable_song_when_nothing_could_block(game):
    state = build(game, hands=(["song-of-motion"], []), current=DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)  # would lose to the Calabim
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert greedy(game, state) == "continue"
