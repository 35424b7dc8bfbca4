"""Every Summon card does what its text says, on a hand-built table (one test per card)."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop_tui.core import engine
from tabletop_tui.games.necronomicards import actions
from tests.games.necronomicards.conftest import (
    P,
    build,
    choose,
    done,
    keys,
    run_effect,
    seat,
    turns_played,
)


def everything(state) -> Counter:
    """Every card on the table (all zones), to check that nothing appears or vanishes."""
    zones = [state.spell_deck, state.discard, state.summon_deck, state.summon_discard]
    for z in state.players:
        zones += [z.spells, z.summons, z.played]
    return Counter(c for zone in zones for c in zone)


# ---- Known Summons ---------------------------------------------------------------------------


def test_cthulhu(game):
    # A chosen player holding Summons: they (not the actor) pick which one to discard.
    a, b, c, d = P[:4]
    state = build(game, players=3, spells=[[a], [b, c], [d]], summons=[[], ["dagon", "medusa"]])
    run_effect(game, state, "cthulhu", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:1", "player:2"]  # only the other players
    choose(game, state, "player:1")
    assert seat(game, state) == 1
    assert keys(game, state) == ["summon:dagon", "summon:medusa"]
    choose(game, state, "summon:medusa")
    assert done(game, state)
    assert state.players[1].summons == ["dagon"]
    assert state.summon_discard == ["medusa"]
    assert state.players[1].spells == [b, c]  # no Spell card lost when a Summon was discarded
    assert state.discard == []

    # Otherwise: the chosen player holds no unplayed Summon -> they discard all their Spells.
    state = build(game, players=3, spells=[[a], [b, c], [d]], played=[[], ["kali"]])
    run_effect(game, state, "cthulhu", actor=0)
    choose(game, state, "player:1")
    assert done(game, state)
    assert state.players[1].spells == []
    assert state.discard == [b, c]
    assert state.players[1].played == ["kali"]  # played Summons are never lost
    assert state.players[0].spells == [a] and state.players[2].spells == [d]


def test_dagon(game):
    state = build(game, players=3, summons=[["kali"], ["cthulhu", "medusa"], ["set"]])
    run_effect(game, state, "dagon", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert seat(game, state) == 1  # the chosen player picks which Summon to hand over
    assert keys(game, state) == ["summon:cthulhu", "summon:medusa"]
    choose(game, state, "summon:medusa")
    assert done(game, state)
    assert state.players[0].summons == ["kali", "medusa"]
    assert state.players[1].summons == ["cthulhu"]
    assert state.players[2].summons == ["set"]
    assert state.summon_discard == []

    # A chosen player with no unplayed Summon hands over nothing.
    state = build(game, players=2, summons=[["kali"], []])
    run_effect(game, state, "dagon", actor=0)
    assert done(game, state)
    assert state.players[0].summons == ["kali"]


def test_damballa(game):
    a, b, c, d = P[:4]
    state = build(game, deck=[a, b, "stopped-clock", c, d])
    before = everything(state)
    run_effect(game, state, "damballa", actor=0)
    assert seat(game, state) == 0
    # the 4 other cards reshuffled; the Curse can go anywhere from the top to the bottom
    assert keys(game, state) == [f"depth:{n}" for n in range(1, 6)]
    assert sorted(state.spell_deck) == sorted([a, b, c, d])
    choose(game, state, "depth:2")
    assert done(game, state)
    assert state.spell_deck[1] == "stopped-clock"
    assert len(state.spell_deck) == 5
    assert everything(state) == before
    assert state.players[0].lost_turns == 0  # the Curse is hidden, not triggered


def test_golem(game):
    a, b, c, d, e, f, g = P[:7]
    # Draw 3 Spell cards.
    state = build(game, players=3, spells=[[a], [b, c]], deck=[d, e, f, g])
    run_effect(game, state, "golem", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")
    assert done(game, state)
    assert state.players[0].spells == [a, d, e, f]
    assert state.spell_deck == [g]
    assert state.players[1].spells == [b, c]

    # Take 3 at random from a chosen player (who holds 4).
    state = build(game, players=3, spells=[[a], [b, c, d, e], [f]], deck=[g])
    run_effect(game, state, "golem", actor=0)
    choose(game, state, "option:1")
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    taken = state.players[0].spells[1:]
    assert state.players[0].spells[0] == a
    assert len(taken) == 3 and set(taken) <= {b, c, d, e}
    assert len(state.players[1].spells) == 1
    assert set(taken) | set(state.players[1].spells) == {b, c, d, e}
    assert state.spell_deck == [g] and state.discard == []
    assert state.players[2].spells == [f]


def test_beelzebub(game):
    a, b, c, d, e, f = P[:6]
    # Two other players swap.
    state = build(game, players=3, spells=[[a], [b, c], [d, e, f]])
    run_effect(game, state, "beelzebub", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:0", "player:1", "player:2"]  # you may be one of them
    choose(game, state, "player:1")
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:0", "player:2"]
    choose(game, state, "player:2")
    assert done(game, state)
    assert state.players[0].spells == [a]
    assert state.players[1].spells == [d, e, f]
    assert state.players[2].spells == [b, c]

    # The actor is one of the two.
    state = build(game, players=3, spells=[[a], [b, c], [d, e, f]])
    run_effect(game, state, "beelzebub", actor=0)
    choose(game, state, "player:2")
    choose(game, state, "player:0")
    assert done(game, state)
    assert state.players[0].spells == [d, e, f]
    assert state.players[1].spells == [b, c]
    assert state.players[2].spells == [a]


def test_lucifer(game):
    a, b, c, d, e = P[:5]
    # 3 players: the player on Ann's right is Cat (seat 2).
    state = build(game, players=3, spells=[[a], [b], [c, d, e]])
    run_effect(game, state, "lucifer", actor=0)
    assert seat(game, state) == 2  # the giver picks the card
    assert keys(game, state) == [f"give:{c}", f"give:{d}", f"give:{e}"]
    choose(game, state, f"give:{d}")
    assert done(game, state)
    assert state.players[0].spells == [a, d]
    assert state.players[2].spells == []
    assert state.discard == [c, e]
    assert state.players[1].spells == [b]  # the player on the left is untouched


@pytest.mark.parametrize("horseman", ["death", "pestilence", "war", "famine"])
def test_four_horsemen(game, horseman):
    a, b, c, d, e, f = P[:6]
    assert game.cards.card(horseman).horseman
    # 4 players; Ben (seat 1) plays it. Everyone, Ben included, keeps one card of their choice.
    # Cat (seat 2) already holds exactly one and Dee none: nothing is asked of them.
    state = build(game, players=4, spells=[[a, b], [c, d, e], [f], []])
    run_effect(game, state, horseman, actor=1)
    # Ben first (turn order from the player who played it), choosing his own discards
    assert seat(game, state) == 1
    # (one question: which card to keep; a play-test answered one discard at a time)
    assert keys(game, state) == [f"keep:{c}", f"keep:{d}", f"keep:{e}"]
    choose(game, state, f"keep:{d}")
    # then Cat (holds 1: nothing), Dee (holds 0: nothing), then Ann chooses her own
    assert seat(game, state) == 0
    assert keys(game, state) == [f"keep:{a}", f"keep:{b}"]
    choose(game, state, f"keep:{b}")
    assert done(game, state)
    assert state.players[0].spells == [b]
    assert state.players[1].spells == [d]
    assert state.players[2].spells == [f]
    assert state.players[3].spells == []
    assert state.discard == [c, e, a]


def test_quetzalcoatl(game):
    a, b, c, d, e, f, g = P[:7]
    state = build(
        game,
        players=3,
        spells=[[a, b], [c, d], [e, f, g]],
        summons=[["kali"], ["dagon", "medusa"], []],
    )
    run_effect(game, state, "quetzalcoatl", actor=0)
    # Ben holds Summons: he picks which to discard
    assert seat(game, state) == 1
    assert keys(game, state) == ["summon:dagon", "summon:medusa"]
    choose(game, state, "summon:dagon")
    # Cat holds none: she discards down to one Spell card, of her choice
    assert seat(game, state) == 2
    assert keys(game, state) == [f"keep:{e}", f"keep:{f}", f"keep:{g}"]
    choose(game, state, f"keep:{f}")
    assert done(game, state)
    assert state.players[1].summons == ["medusa"]
    assert state.summon_discard == ["dagon"]
    assert state.players[1].spells == [c, d]  # Ben discarded a Summon, so keeps his Spells
    assert state.players[2].spells == [f]
    assert state.discard == [e, g]
    assert state.players[0].spells == [a, b] and state.players[0].summons == ["kali"]


def test_astaroth(game):
    a, b, c, d, e, f = P[:6]
    state = build(game, players=3, spells=[[a], [b, c, d, e, f], []])
    run_effect(game, state, "astaroth", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert seat(game, state) == 1  # the chosen player picks which
    assert keys(game, state) == [f"discard:{x}" for x in (b, c, d, e, f)]
    choose(game, state, f"discard:{d}")
    assert seat(game, state) == 1
    choose(game, state, f"discard:{b}")
    assert done(game, state)  # 5 // 2 = 2 discarded
    assert state.players[1].spells == [c, e, f]
    assert state.discard == [d, b]
    assert state.players[0].spells == [a]


def test_mothman(game):
    a, b, c, d, e, f, g = P[:7]
    deck = [a, "rotting-ink", b, c, d, e, f, g]
    state = build(game, spells=[[], [g]], deck=deck[:7])
    run_effect(game, state, "mothman", actor=0)
    assert seat(game, state) == 0
    # the next 6: a, Curse, b, c, d, e -- the Curse is not offered
    assert keys(game, state) == [f"take:{x}" for x in (a, b, c, d, e)] + ["done"]
    choose(game, state, f"take:{c}")
    assert keys(game, state) == [f"take:{x}" for x in (a, b, d, e)] + ["done"]
    choose(game, state, f"take:{a}")
    choose(game, state, f"take:{e}")
    assert done(game, state)  # up to 3
    assert state.players[0].spells == [c, a, e]
    assert state.spell_deck == ["rotting-ink", b, d, f]  # the rest stay on top, in order
    assert state.discard == []

    # "up to 3": one may stop early
    state = build(game, deck=[a, b, c])
    run_effect(game, state, "mothman", actor=0)
    choose(game, state, f"take:{b}")
    # the table reads that a card was taken; the taker reads which (a review read only
    # "Ann takes one of them." on their own screen)
    said = state.log[-2:]
    assert [e.text for e in said] == [
        "Ann takes one of them.",
        f"You take {actions.name_of(game, b)}.",
    ]
    assert said[0].seats is None and said[1].seats == (0,)
    choose(game, state, "done")
    assert done(game, state)
    assert state.players[0].spells == [b]
    assert state.spell_deck == [a, c]


def test_baphomet(game):
    a, b, c, d = P[:4]
    state = build(game, players=3, spells=[[a], [b, c], [d]])
    run_effect(game, state, "baphomet", actor=0)
    assert seat(game, state) == 1
    assert keys(game, state) == [f"give:{b}", f"give:{c}"]
    choose(game, state, f"give:{c}")
    assert done(game, state)  # the third player gives their only card unasked (R10)
    assert state.players[0].spells == [a, c, d]
    assert state.players[1].spells == [b]
    assert state.players[2].spells == []
    assert state.discard == []


def test_cerberus(game):
    a, b, c, d, e = P[:5]
    state = build(game, spells=[[e], []], deck=[a, b, c, d])
    run_effect(game, state, "cerberus", actor=0)
    assert done(game, state)
    assert state.players[0].spells == [e, a, b, c]
    assert state.spell_deck == [d]
    assert state.players[1].spells == []


# ---- Named in the game, effect authored ------------------------------------------------------


def test_necronomicon(game):
    a, b, c, d = P[:4]
    # Raise a discarded Summon of your choice.
    state = build(game, summons=[["set"], []], discard=[a])
    state.summon_discard = ["medusa", "kali"]
    run_effect(game, state, "necronomicon", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")
    assert keys(game, state) == ["take:medusa", "take:kali"]
    choose(game, state, "take:kali")
    assert done(game, state)
    assert state.players[0].summons == ["set", "kali"]
    assert state.summon_discard == ["medusa"]

    # Recover up to 3 Spell cards of your choice from the discard pile (never a Curse);
    # with no discarded Summon to raise, that is the only choice that does anything, and
    # it is made without a question (R24).
    state = build(game, discard=[a, "stopped-clock", b, c, d])
    run_effect(game, state, "necronomicon", actor=0)
    assert "take:stopped-clock" not in keys(game, state)
    assert sorted(keys(game, state)) == sorted([f"take:{x}" for x in (a, b, c, d)] + ["done"])
    choose(game, state, f"take:{b}")
    choose(game, state, f"take:{d}")
    choose(game, state, f"take:{a}")
    assert done(game, state)
    assert state.players[0].spells == [b, d, a]
    assert state.discard == ["stopped-clock", c]


def test_r24_a_choose_one_card_asks_only_between_options_that_do_something(game):
    """R24: The Necronomicon with a Summon discarded but no Spell card in the discard pile
    raises the Summon without asking; with neither, it says it finds nothing."""
    state = build(game, summons=[[], []], discard=["stopped-clock"])
    state.summon_discard = ["kali"]
    run_effect(game, state, "necronomicon", actor=0)
    assert done(game, state) and state.players[0].summons == ["kali"]  # the only one (R26)
    state = build(game, discard=["stopped-clock"])
    run_effect(game, state, "necronomicon", actor=0)
    assert done(game, state)
    assert any("no discarded Summon" in e.text for e in state.log)


def test_r24_kitsune_with_every_hand_empty_draws_without_asking(game):
    """R24: Kitsune's swap of two empty hands does nothing, so with no Spell card in any
    hand it draws 2 unasked (an audit found the pointless question); one hand holding
    cards, both are offered."""
    state = build(game, spells=[[], []], deck=[P[1], P[2], P[3]])
    run_effect(game, state, "kitsune", 0)
    assert done(game, state) and len(state.players[0].spells) == 2
    state = build(game, spells=[[], [P[0]]], deck=[P[1], P[2], P[3]])
    run_effect(game, state, "kitsune", 0)
    assert keys(game, state) == ["option:0", "option:1"]


def test_r24_an_option_aimed_at_other_players_needs_what_it_takes(game):
    """R24: an option that takes, discards or redraws another player's cards is offered
    only when a player it may aim at holds some. Krampus with no unplayed Summon held by
    another player makes a player skip a turn without asking (a Summon the actor holds
    does not count: it takes from a player they choose, never from themselves)."""
    state = build(game, players=3, summons=[["kali"], [], []], played=[[], ["set"], []])
    state.spell_deck = P[20:22]
    run_effect(game, state, "krampus", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]  # whom to skip: no choose-one
    choose(game, state, "player:1")
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [0, 1, 0]
    assert state.players[0].summons == ["kali"]

    # The Golem with nobody else holding a Spell card draws 3 without asking; Baba Yaga
    # looks at 4 without asking; Nyarlathotep, all of whose options aim at a hand, does
    # the first and says it finds nothing.
    a, b, c, d = P[:4]
    state = build(game, spells=[[a], []], deck=[b, c, d])
    run_effect(game, state, "golem", actor=0)
    assert done(game, state)
    assert state.players[0].spells == [a, b, c, d]
    state = build(game, spells=[[a], []], deck=[b, c, d])
    run_effect(game, state, "baba-yaga", actor=0)
    assert keys(game, state) == [f"take:{x}" for x in (b, c, d)] + ["done"]
    state = build(game, spells=[[a], []])
    run_effect(game, state, "nyarlathotep", actor=0)
    assert done(game, state)
    assert state.players[0].spells == [a] and state.discard == []

    # A Spell card held by the one other player is enough to offer the choice again.
    state = build(game, spells=[[], [a]], deck=[b, c, d])
    run_effect(game, state, "golem", actor=0)
    assert keys(game, state) == ["option:0", "option:1"]


def test_baba_yaga(game):
    a, b, c, d, e, f, g = P[:7]
    # Look at the next 4 and keep up to 2 non-Curses (Ben holds a card: both options live).
    state = build(game, spells=[[], [e]], deck=["ashes-to-ashes", a, b, c, d])
    run_effect(game, state, "baba-yaga", actor=0)
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")
    assert keys(game, state) == [f"take:{x}" for x in (a, b, c)] + ["done"]
    assert engine.decision(game, state).prompt.endswith(
        "take up to 2 of the Spell cards you look at."
    )
    choose(game, state, f"take:{c}")
    # (after one: "up to 1 more", not "up to 1": a play-test)
    assert engine.decision(game, state).prompt.endswith(
        "take up to 1 more of the Spell cards you look at."
    )
    choose(game, state, f"take:{a}")
    assert done(game, state)
    assert state.players[0].spells == [c, a]
    assert state.spell_deck == ["ashes-to-ashes", b, d]

    # A chosen player discards 3 Spell cards, picking which.
    state = build(game, players=3, spells=[[a], [b, c, d, e, f], [g]])
    run_effect(game, state, "baba-yaga", actor=0)
    choose(game, state, "option:1")
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    for card in (f, b, d):
        assert seat(game, state) == 1
        choose(game, state, f"discard:{card}")
    assert done(game, state)
    assert state.players[1].spells == [c, e]
    assert state.discard == [f, b, d]


def test_medusa(game):
    deck = P[:6]
    state = build(game, players=3, summons=[["kali"], ["set"], ["tiamat"]], deck=deck)
    state.summon_deck = ["fenrir"]
    run_effect(game, state, "medusa", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert state.players[1].lost_turns == 2
    assert state.players[0].lost_turns == 0 and state.players[2].lost_turns == 0
    assert state.players[0].summons == ["kali", "fenrir"]  # then draw 1 Summon card
    assert state.summon_deck == [] and state.players[0].spells == []
    # the draw is told first, then (to Ann alone) the card it brought
    lines = [(e.text, e.seats) for e in state.log]
    told = lines.index(("Ann draws 1 Summon card.", None))
    assert lines[told + 1] == ("You draw the Summon Fenrir.", (0,))
    # Ben's next 2 turns are skipped: Cat, Ann, Cat, Ann, then Ben plays again
    assert turns_played(game, state, 5) == [2, 0, 2, 0, 1]
    assert state.players[1].spells == [deck[4]]  # Ben drew only in the turn he played


def test_bloody_mary(game):
    a, b, c, d, e, f, g = P[:7]
    state = build(game, players=3, spells=[[a], [b, c, d], [e]], deck=[f, g])
    run_effect(game, state, "bloody-mary", actor=0)
    assert done(game, state)  # nobody chooses anything
    lost = [x for x in (b, c, d) if x not in state.players[1].spells]
    assert len(lost) == 1 and len(state.players[1].spells) == 2
    assert state.players[2].spells == []
    assert sorted(state.discard) == sorted([*lost, e])
    assert state.players[0].spells == [a, f]  # Ann discards nothing, then draws 1
    assert state.spell_deck == [g]


def test_dybbuk(game):
    # The chosen player's random unplayed Summon goes back into the Summon deck.
    state = build(game, players=3, summons=[["kali"], ["set", "tiamat"], []], deck=P[20:22])
    state.summon_deck = ["fenrir", "anubis", "lilith"]
    before = everything(state)
    run_effect(game, state, "dybbuk", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].summons) == 1
    (returned,) = {"set", "tiamat"} - set(state.players[1].summons)
    assert sorted(state.summon_deck) == sorted(["fenrir", "anubis", "lilith", returned])
    assert state.summon_discard == []
    assert state.players[1].lost_turns == 0
    assert state.players[0].summons == ["kali"]
    assert state.players[0].spells == P[20:22]  # then you draw 2 Spell cards
    assert everything(state) == before

    # Otherwise: holding none, they skip their next turn.
    state = build(
        game,
        players=3,
        summons=[["kali"], ["set"], []],
        played=[[], [], ["cthulhu"]],
        summon_deck=[],
        deck=P[20:22],
    )
    run_effect(game, state, "dybbuk", actor=0)
    choose(game, state, "player:2")
    assert done(game, state)
    assert state.players[2].lost_turns == 1
    assert state.players[0].spells == P[20:22]
    assert state.players[2].played == ["cthulhu"]
    assert state.summon_deck == []


# ---- Invented Summons -----------------------------------------------------------------------


def test_nyarlathotep(game):
    a, b, c, d, e, f, g = P[:7]
    # They discard 2 at random.
    state = build(game, players=3, spells=[[a], [b, c, d], [e]])
    run_effect(game, state, "nyarlathotep", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["option:0", "option:1", "option:2"]
    choose(game, state, "option:0")
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].spells) == 1
    assert sorted(state.discard) == sorted({b, c, d} - set(state.players[1].spells))
    assert state.players[0].spells == [a] and state.players[2].spells == [e]

    # You take 2 of theirs at random.
    state = build(game, players=3, spells=[[a], [b, c, d], [e]])
    run_effect(game, state, "nyarlathotep", actor=0)
    choose(game, state, "option:1")
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].spells) == 1
    assert state.players[0].spells[0] == a
    assert sorted(state.players[0].spells[1:]) == sorted({b, c, d} - set(state.players[1].spells))
    assert state.discard == []

    # They reshuffle their hand into the Spell deck and draw as many.
    state = build(game, players=3, spells=[[a], [b, c, d], [e]], deck=[f, g])
    run_effect(game, state, "nyarlathotep", actor=0)
    choose(game, state, "option:2")
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].spells) == 3
    assert len(state.spell_deck) == 2
    assert sorted(state.players[1].spells + state.spell_deck) == sorted([b, c, d, f, g])
    assert state.players[0].spells == [a] and state.players[2].spells == [e]


def test_hastur(game):
    a, b, c, d, e = P[:5]
    state = build(game, players=3, spells=[[a, b], [c, d, e], [P[5]]], summon_deck=["fenrir"])
    run_effect(game, state, "hastur", actor=0)
    assert seat(game, state) == 1
    assert keys(game, state) == [f"discard:{c}", f"discard:{d}", f"discard:{e}"]
    choose(game, state, f"discard:{e}")
    assert seat(game, state) == 1
    choose(game, state, f"discard:{c}")
    # Cat holds only one: she discards it (all, if fewer), with no question (R26)
    assert done(game, state)
    assert any(e.text.startswith("Cat discards ") for e in state.log[-3:])
    assert state.players[0].spells == [a, b]  # not you
    assert state.players[0].summons == ["fenrir"]  # then draw 1 Summon card
    assert state.players[1].spells == [d]
    assert state.players[2].spells == []
    assert state.discard == [e, c, P[5]]


def test_shub_niggurath(game):
    a, b, c = P[:3]
    state = build(game, spells=[[a, b, c], []])
    state.summon_deck = ["kali", "set"]
    run_effect(game, state, "shub-niggurath", actor=0)
    assert state.players[0].summons == ["kali"]
    assert state.summon_deck == ["set"]
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{a}", f"discard:{b}", f"discard:{c}"]
    choose(game, state, f"discard:{b}")
    choose(game, state, f"discard:{c}")
    assert done(game, state)
    assert state.players[0].spells == [a]
    assert state.discard == [b, c]


def test_azathoth(game):
    a, b, c, d, e, f = P[:6]
    state = build(game, players=3, spells=[[a, b], [c], []], deck=[d, e, f])
    run_effect(game, state, "azathoth", actor=0)
    assert done(game, state)
    assert len(state.players[0].spells) == 3  # 2 redrawn, then 1 more
    assert len(state.players[1].spells) == 1
    assert state.players[2].spells == []
    assert len(state.spell_deck) == 2
    table = state.players[0].spells + state.players[1].spells + state.spell_deck
    assert sorted(table) == sorted([a, b, c, d, e, f])
    assert state.discard == []


def test_yog_sothoth(game):
    state = build(game, summons=[["kali"], ["set"]], deck=P[:4])
    state.summon_deck = ["fenrir"]
    run_effect(game, state, "yog-sothoth", actor=0)
    assert done(game, state)
    assert state.extra_turns == 1
    # Ann plays again straight away, then Ben
    assert turns_played(game, state, 3) == [0, 1, 0]
    assert state.extra_turns == 0


def test_lilith(game):
    a, b, c = P[:3]
    state = build(
        game,
        players=3,
        spells=[[a], [b], [c, P[3]]],
        summons=[["kali"], ["set", "tiamat"], []],
        deck=P[20:22],
    )
    state.summon_deck = ["fenrir"]
    run_effect(game, state, "lilith", actor=0)
    # Ben's random Summon goes back; Cat, holding none, discards 1 of her choice
    assert seat(game, state) == 2
    assert keys(game, state) == [f"discard:{c}", f"discard:{P[3]}"]
    choose(game, state, f"discard:{P[3]}")
    assert done(game, state)
    assert len(state.players[1].summons) == 1
    (returned,) = {"set", "tiamat"} - set(state.players[1].summons)
    assert sorted(state.summon_deck) == sorted(["fenrir", returned])
    assert state.players[1].spells == [b]
    assert state.players[2].spells == [c]
    assert state.discard == [P[3]]
    assert state.players[0].summons == ["kali"] and state.players[0].spells == [a, *P[20:22]]


def test_mammon(game):
    a, b, c, d, e = P[:5]
    state = build(game, players=3, spells=[[a], [b, c, d], []], deck=[e])
    run_effect(game, state, "mammon", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert seat(game, state) == 1  # the giver picks
    assert keys(game, state) == [f"give:{b}", f"give:{c}", f"give:{d}"]
    choose(game, state, f"give:{d}")
    assert seat(game, state) == 1
    choose(game, state, f"give:{b}")
    assert done(game, state)
    assert state.players[0].spells == [a, d, b, e]
    assert state.players[1].spells == [c]
    assert state.spell_deck == []


def test_wendigo(game):
    a, b, c, d, e = P[:5]
    state = build(game, players=3, spells=[[a], [b, c, d, e], []], summon_deck=["kali"])
    run_effect(game, state, "wendigo", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert seat(game, state) == 1
    choose(game, state, f"discard:{c}")
    assert seat(game, state) == 1
    assert keys(game, state) == [f"discard:{b}", f"discard:{d}", f"discard:{e}"]
    choose(game, state, f"discard:{e}")
    assert done(game, state)
    assert state.players[1].spells == [b, d]
    assert state.discard == [c, e]
    assert state.players[0].spells == [a] and state.players[0].summons == ["kali"]


def test_banshee(game):
    state = build(game, players=3, summons=[["kali"], ["set"], ["tiamat"]], deck=P[:6])
    state.summon_deck = ["fenrir", "anubis"]
    run_effect(game, state, "banshee", actor=0)
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [0, 1, 1]
    assert state.players[0].summons == ["kali", "fenrir"]  # then draw 1 Summon card
    assert state.summon_deck == ["anubis"] and state.players[0].spells == []
    # Ben and Cat skip: Ann plays again, then Ben, Cat as usual
    assert turns_played(game, state, 3) == [0, 1, 2]


def test_krampus(game):
    # Snatch a random unplayed Summon from a chosen player.
    state = build(
        game, players=3, summons=[["kali"], ["set", "tiamat"], []], summon_deck=[], deck=P[20:22]
    )
    run_effect(game, state, "krampus", actor=0)
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].summons) == 1
    (stolen,) = {"set", "tiamat"} - set(state.players[1].summons)
    assert state.players[0].summons == ["kali", stolen]
    assert state.summon_discard == [] and state.summon_deck == []
    assert state.players[0].spells == P[20:22]  # either way, then you draw 2 Spell cards

    # A chosen player skips their next turn.
    state = build(game, players=3, summons=[[], ["set"], []], deck=P[20:22])
    run_effect(game, state, "krampus", actor=0)
    choose(game, state, "option:1")
    choose(game, state, "player:2")
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [0, 0, 1]
    assert state.players[0].spells == P[20:22]


def test_jersey_devil(game):
    a, b, c, d, e = P[:5]
    # Ann's left is Ben (seat 1, next in turn order)
    state = build(game, players=3, spells=[[a], [b, c, d], [e]], deck=P[20:22])
    run_effect(game, state, "jersey-devil", actor=0)
    assert done(game, state)
    assert len(state.players[1].spells) == 1
    assert sorted(state.discard) == sorted({b, c, d} - set(state.players[1].spells))
    assert [z.lost_turns for z in state.players] == [0, 1, 0]
    assert state.players[0].spells == [a, *P[20:22]] and state.players[2].spells == [e]


def test_chupacabra(game):
    a, b, c, d, e = P[:5]
    # Ann's right is Cat (seat 2)
    state = build(game, players=3, spells=[[], [a], [b, c, d, e]])
    run_effect(game, state, "chupacabra", actor=0)
    assert seat(game, state) == 2  # Cat picks the card she discards
    left = state.players[2].spells
    assert len(left) == 2
    taken = state.players[0].spells
    assert len(taken) == 2 and sorted(taken + left) == sorted([b, c, d, e])
    assert keys(game, state) == [f"discard:{x}" for x in left]
    kept, dropped = left
    choose(game, state, f"discard:{dropped}")
    assert done(game, state)
    assert state.players[2].spells == [kept]
    assert state.discard == [dropped]
    assert state.players[1].spells == [a]


def test_kitsune(game):
    a, b, c, d, e = P[:5]
    # Two players swap their whole hands (the actor may be one).
    state = build(game, players=3, spells=[[a], [b, c], [d]])
    run_effect(game, state, "kitsune", actor=0)
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")
    assert keys(game, state) == ["player:0", "player:1", "player:2"]
    choose(game, state, "player:0")
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert state.players[0].spells == [b, c]
    assert state.players[1].spells == [a]
    assert state.players[2].spells == [d]

    # Draw 2 Spell cards.
    state = build(game, players=3, spells=[[a]], deck=[b, c, e])
    run_effect(game, state, "kitsune", actor=0)
    choose(game, state, "option:1")
    assert done(game, state)
    assert state.players[0].spells == [a, b, c]
    assert state.spell_deck == [e]


def test_anubis(game):
    a, b, c = P[:3]
    state = build(game, discard=[a, "deathless-sleep", b, c], deck=["stopped-clock", P[3]])
    run_effect(game, state, "anubis", actor=0)
    assert seat(game, state) == 0
    assert sorted(keys(game, state)) == sorted([f"take:{x}" for x in (a, b, c)] + ["done"])
    choose(game, state, f"take:{c}")
    assert "take:deathless-sleep" not in keys(game, state)
    choose(game, state, "done")  # up to 2
    assert done(game, state)
    assert state.players[0].spells == [c]
    assert state.discard == [a, "deathless-sleep", b]
    assert state.players[0].wards == 1
    # The next Curse Ann draws has no effect; it is still discarded.
    actions.draw_spell_card(game, state, 0)
    engine.advance(game, state)
    assert done(game, state)
    assert state.players[0].lost_turns == 0
    assert state.players[0].wards == 0
    assert state.discard[-1] == "stopped-clock"


def test_set(game):
    a, b, c, d = P[:4]
    for option, expected in (("option:0", [[d], [a], [b, c]]), ("option:1", [[b, c], [d], [a]])):
        state = build(game, players=3, spells=[[a], [b, c], [d]])
        run_effect(game, state, "set", actor=0)
        assert seat(game, state) == 0
        assert keys(game, state) == ["option:0", "option:1"]
        choose(game, state, option)
        assert done(game, state)
        # left: to the next in turn order (Ann -> Ben -> Cat -> Ann); right: the other way
        assert [z.spells for z in state.players] == expected


def test_kali(game):
    a, b, c, d, e, f, g = P[:7]
    state = build(game, players=3, spells=[[a, b], [c], [d]], deck=[e, f, g, P[7]])
    run_effect(game, state, "kali", actor=0)
    assert done(game, state)
    assert state.players[0].spells == [e, f, g]
    assert state.players[1].spells == [] and state.players[2].spells == []
    assert sorted(state.discard) == sorted([a, b, c, d])
    assert state.spell_deck == [P[7]]


def test_tiamat(game):
    state = build(game, players=3, summons=[["kali"], ["set", "dagon"], []], summon_deck=["fenrir"])
    run_effect(game, state, "tiamat", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert seat(game, state) == 1
    assert keys(game, state) == ["summon:set", "summon:dagon"]
    choose(game, state, "summon:set")
    assert done(game, state)
    assert state.players[1].summons == ["dagon"]
    assert state.summon_discard == ["set"]
    assert state.players[1].lost_turns == 0
    assert state.players[0].summons == ["kali", "fenrir"]  # then draw 1 Summon card

    # Otherwise: holding none, they skip their next 2 turns.
    state = build(game, players=3, summons=[["kali"], ["set"], []], summon_deck=["fenrir"])
    run_effect(game, state, "tiamat", actor=0)
    choose(game, state, "player:2")
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [0, 0, 2]
    assert state.players[0].summons == ["kali", "fenrir"]
    assert state.summon_discard == []


def test_fenrir(game):
    a, b, c, d, e, f = P[:6]
    state = build(game, players=3, spells=[[a], [b, c, d, e, f], []], summon_deck=["kali"])
    run_effect(game, state, "fenrir", actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert len(state.players[1].spells) == 2
    assert len(state.discard) == 3
    assert sorted(state.discard + state.players[1].spells) == sorted([b, c, d, e, f])
    assert state.players[0].spells == [a] and state.players[0].summons == ["kali"]


def test_jormungandr(game):
    spells = P[:5], P[5:10], P[10:13]
    state = build(game, players=3, spells=[list(s) for s in spells], summon_deck=["kali"])
    run_effect(game, state, "jormungandr", actor=0)
    assert seat(game, state) == 1
    assert keys(game, state) == [f"discard:{x}" for x in spells[1]]
    choose(game, state, f"discard:{P[6]}")
    assert seat(game, state) == 1
    choose(game, state, f"discard:{P[9]}")
    # Cat already holds 3: nothing asked, and the log says so (a play-tester saw no line)
    assert done(game, state)
    said = [e.text for e in state.log]
    assert "Cat holds 3 Spell cards, no more than 3: nothing to discard." in said
    assert not any("Ben holds" in t for t in said)  # Ben discarded: no such line for him
    assert state.players[0].spells == list(spells[0])  # not you
    assert state.players[0].summons == ["kali"]  # then draw 1 Summon card
    assert state.players[1].spells == [P[5], P[7], P[8]]
    assert state.players[2].spells == list(spells[2])
    assert state.discard == [P[6], P[9]]


def test_behemoth(game):
    a, b, c, d, e, f, g = P[:7]
    state = build(game, spells=[[], []], deck=[a, "deathless-sleep", b, c, d, e, f, g])
    run_effect(game, state, "behemoth", actor=0)
    assert done(game, state)
    assert state.discard == [a, "deathless-sleep", b, c, d]
    assert state.players[0].lost_turns == 0  # the Curse did nothing
    assert state.players[0].spells == [e, f]
    assert state.spell_deck == [g]


def test_pazuzu(game):
    state = build(game, players=3, summon_deck=["fenrir", "anubis"])
    run_effect(game, state, "pazuzu", actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert state.players[0].wards == 2
    assert [z.lost_turns for z in state.players] == [0, 1, 0]
    assert state.players[0].summons == ["fenrir"]  # then draw 1 Summon card
    assert state.summon_deck == ["anubis"]
