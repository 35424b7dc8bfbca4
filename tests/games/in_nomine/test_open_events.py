"""The 'events: open' option (RULINGS R36): events in any window where they can act, and a
Respond window for the other player before the End phase; off by default (R12 windows).
The greedy bot uses the new windows: it saves a lethal attack with a main-timed card,
draws at the end of the opponent's turn, and keeps a Force card that would lapse unused."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    decision,
    ended_by_itself,
    finish,
    greedy,
    keys,
    kind,
    put_in_play,
    run_steps,
    struggle,
    take_target,
)


def opened(state):
    state.open_events = True
    return state


def test_the_option_is_declared_off_by_default_and_sets_the_state(game):
    spec = next(s for s in game.info.options if s.key == "events")
    assert spec.default == "fixed" and spec.choices == ("fixed", "open")
    assert game.check_options(2, {}) == {"events": "fixed", "windows": "playable"}
    assert not game.new_state(2, 1, game.check_options(2, {})).open_events
    state = game.new_state(2, 1, game.check_options(2, {"events": "open"}))
    assert state.open_events and game.view(state, 0)["open_events"]
    world = game.determinize(game.view(state, 0), 0, random.Random(1))
    assert world.open_events
    with pytest.raises(ValueError):
        game.check_options(2, {"events": "always"})


@pytest.mark.parametrize("is_open", [False, True])
def test_a_main_card_is_offered_against_an_attack_only_with_open_windows(game, is_open):
    state = build(game, hands=([], ["jean", "remnant"]))
    state.open_events = is_open
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    if not is_open:  # no blocker and no defend card: the attack goes straight through,
        # and the Demons' Struggle phase, with nothing left to do, ends by itself (R37)
        assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")
        return
    assert decision(game, state).seat == ANGELS and kind(game, state) == "defend_window"
    assert {"play:jean", "play:remnant"} <= set(keys(game, state))
    choose(game, state, "play:jean")
    take_target(game, state, "calabim#1")
    finish(game, state)
    assert not state.in_play("calabim#1")
    assert kind(game, state) == "halt" and ended_by_itself(state, DEMONS, "struggle")


def test_a_defend_card_may_wait_for_the_combat_window(game):
    """Song of Light (negate target attack) after the block is known."""
    state = opened(build(game, hands=(["kiss-of-death"], ["song-of-light"])))
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "angel-human#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    # a combat card opens the attack window too now; the attacker waits
    assert set(keys(game, state)) == {"play:kiss-of-death", "continue"}
    choose(game, state, "continue")
    choose(game, state, "block:angel-human#1")
    choose(game, state, "play:kiss-of-death")
    assert decision(game, state).seat == ANGELS and "play:song-of-light" in keys(game, state)
    choose(game, state, "play:song-of-light")
    finish(game, state)
    assert state.in_play("angel-human#1") and state.in_play("calabim#1")


def turn_of(game, state, seat):
    """Run `seat`'s turn from its Recruit phase, the Respond window and End phase after (a
    main phase with nothing to do but end ends by itself: R37)."""
    foe = state.opponent(seat)
    steps = [Step("main", seat, {"phase": "recruit"})]
    if state.open_events:
        steps.append(Step("respond", foe))
    return run_steps(game, state, *steps, Step("end", seat), Step("cleanup", seat))


@pytest.mark.parametrize("is_open", [False, True])
def test_the_respond_window_opens_for_the_other_player_before_the_end_phase(game, is_open):
    state = build(game, hands=([], ["remnant", "angel-human#1", "relic", "eli"]))
    state.open_events = is_open
    put_in_play(state, "seraphim#1", ANGELS)
    turn_of(game, state, DEMONS)
    assert ended_by_itself(state, DEMONS, "recruit", "struggle")  # the Demons hold nothing
    if not is_open:
        assert kind(game, state) == "halt"
        return
    assert kind(game, state) == "respond" and decision(game, state).seat == ANGELS
    # events only: no persona, no attachment, and no extra recruits in another's turn
    assert set(keys(game, state)) == {"play:remnant", "pass"}
    choose(game, state, "play:remnant")
    assert len(state.sides[ANGELS].hand) == 5
    assert kind(game, state) == "halt"  # nothing more to play: the window closes itself


def test_the_respond_window_is_not_offered_with_nothing_to_play(game):
    state = opened(build(game, hands=([], ["angel-human#1", "smite"])))
    turn_of(game, state, DEMONS)
    assert kind(game, state) == "halt"
    assert ended_by_itself(state, DEMONS, "recruit", "struggle")  # no Respond line after


def test_new_games_open_the_respond_window_every_turn(game):
    # (seed 1: the Angels hold a card for it; seed 4's was a sweep with no fight to come)
    state = game.new_state(2, 1, {"events": "open"})
    engine.advance(game, state)
    assert [s.kind for s in state.stack][:3] == ["cleanup", "end", "respond"]
    assert state.stack[2].seat == ANGELS


def test_a_persona_taken_mid_fight_leaves_it(game):
    """Song of Possession on the attacker in the defend window ends the attack."""
    state = opened(build(game, hands=([], ["see-the-light"])))
    put_in_play(state, "demon-human#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "demon-human#1")
    deck = len(state.sides[ANGELS].deck)
    choose(game, state, "play:see-the-light")
    take_target(game, state, "demon-human#1")
    finish(game, state)
    assert state.persona("demon-human#1").controller == ANGELS
    assert len(state.sides[ANGELS].deck) == deck  # nothing milled


# ---- the greedy bot in the new windows ---------------------------------------------


def test_greedy_destroys_a_lethal_attacker_with_a_main_card(game):
    angel_deck = list(game.cards.decks["angel"][-3:])
    state = opened(build(game, hands=([], ["jean", "remnant"]), decks=(None, angel_deck)))
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1")
    assert greedy(game, state) == "play:jean"


def test_greedy_draws_at_the_end_of_the_opponents_turn(game):
    state = opened(build(game, hands=([], ["remnant"])))
    turn_of(game, state, DEMONS)
    assert ended_by_itself(state, DEMONS, "recruit", "struggle")
    assert kind(game, state) == "respond"
    assert greedy(game, state) == "play:remnant"


@pytest.mark.parametrize(
    "card", ["song-of-form", "numinous-corpus", "imbroglio", "baal", "song-of-possession"]
)
def test_a_card_for_this_turn_is_not_offered_as_the_turn_ends(game, card):
    """A Force, Atk or Def change or a control 'for 1 turn' would lapse at once in the
    Respond window: it is not offered there, so the window does not open for it."""
    state = opened(build(game, hands=([card], []), current=ANGELS))
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS)
    turn_of(game, state, ANGELS)
    assert ended_by_itself(state, ANGELS, "recruit")  # nothing to recruit or play
    assert set(keys(game, state)) == {"attack:angel-human#1", "next"}
    choose(game, state, "next")
    assert kind(game, state) == "halt"


def test_greedy_keeps_song_of_form_when_no_fight_can_follow(game):
    """Force + 1 for the turn with no attack left to make: it would only lapse (with a hand
    over the limit, where one card less costs nothing, the evaluation took it for a gain)."""
    humans = [f"demon-human#{i}" for i in range(1, 9)]
    state = opened(build(game, hands=(["song-of-form", *humans], []), current=DEMONS))
    state.attacks_negated = True
    put_in_play(state, "calabim#1", DEMONS)
    state.recruits_left = 0
    struggle(game, state, DEMONS)
    assert set(keys(game, state)) == {"play:song-of-form", "next"}
    assert greedy(game, state) == "next"


@pytest.mark.parametrize("card", ["song-of-motion", "janus"])
def test_cannot_be_blocked_is_offered_only_while_the_block_is_to_be_chosen(game, card):
    """'Target cannot be blocked' acts only before the block is chosen: with open windows
    it is offered in the attack window, not after the defender let the attack through
    (a card-by-card audit saw Song of Motion played there, spending the Lilim's Essence,
    for nothing)."""
    demons = card == "song-of-motion"
    seat, foe = (DEMONS, ANGELS) if demons else (ANGELS, DEMONS)
    hand = [card]
    state = opened(build(game, hands=(hand, []) if demons else ([], hand), current=seat))
    put_in_play(state, "djinn#1" if demons else "seraphim#1", seat)
    if demons:
        put_in_play(state, "lilim#1", DEMONS)  # pays for the Song
    put_in_play(state, "cherubim#1" if demons else "calabim#1", foe)
    struggle(game, state, seat)
    attack(game, state, "djinn#1" if demons else "seraphim#1")
    assert f"play:{card}" in keys(game, state)  # the attack window: the block is to come
    choose(game, state, "continue")
    choose(game, state, "no-block")
    while kind(game, state) == "combat_window":  # (none opens for the card alone)
        assert f"play:{card}" not in keys(game, state)
        choose(game, state, "pass")
    assert state.combat is None  # fought, the card never offered
    assert not any("cannot be blocked" in e.text for e in state.log)


def test_cannot_be_blocked_is_not_offered_for_an_attacker_that_cannot_be(game):
    """Janus on the Ofanim attacking the deck, which it may not be blocked at already:
    nothing to play, so the attack window does not open (its opening told the table the
    hand held a card)."""
    state = build(game, hands=(["demon-human#1"], ["janus", "smite"]), current=ANGELS)
    put_in_play(state, "ofanim#1", ANGELS)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, ANGELS)
    attack(game, state, "ofanim#1")
    assert kind(game, state) != "attack_window"
    assert "play:janus" not in keys(game, state)


def test_an_activation_names_the_copy_and_a_discard_from_nothing_is_told(game):
    """Two Habbalahs: the log names the one that spent its Essence. Shedim on an empty
    hand: the log says nothing was there to discard."""
    state = build(game, hands=(["demon-human#5"], ["angel-human#5"]), current=DEMONS)
    for card in ("djinn#1", "habbalah#1", "habbalah#2"):
        put_in_play(state, card, DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "djinn#1")
    choose(game, state, "block:cherubim#1")
    start = len(state.log)
    choose(game, state, "activate:habbalah#2")
    dana = state.name(DEMONS)
    assert any(e.text.startswith(f"{dana} activates Habbalah 2:") for e in state.log[start:])
    state = build(game, hands=(["demon-human#5"], []), current=DEMONS)
    put_in_play(state, "shedim#1", DEMONS)
    struggle(game, state, DEMONS)
    start = len(state.log)
    choose(game, state, "activate:shedim#1")
    said = f"{state.name(ANGELS)} has no card left to discard."
    assert said in [e.text for e in state.log[start:]]
