"""Every Curse does what its text says when drawn in a real turn (one test per card).

Each Curse is put on top of the Spell deck and drawn in step 1 of a real turn
(`start_turn`): it takes effect at once, goes to the discard pile, and the turn ends
(RULINGS R7) -- so once its effect is over only the harness's Halt step is left.
"""

from __future__ import annotations

from collections import Counter

from tests.games.necronomicards.conftest import (
    P,
    build,
    choose,
    done,
    keys,
    seat,
    start_turn,
    turns_played,
)


def draw_curse(game, state, curse: str, drawer: int = 0):
    """`drawer` begins a real turn with `curse` on top of the Spell deck."""
    assert state.spell_deck[0] == curse
    start_turn(game, state, drawer)
    assert curse in state.discard  # discarded, face up
    assert curse not in state.spell_deck
    for zones in state.players:
        assert curse not in zones.spells  # a Curse never reaches a hand
    return state


def test_stopped_clock(game):
    deck = ["stopped-clock", *P[:4]]
    state = build(game, summons=[["kali"], ["set"]], deck=deck)
    draw_curse(game, state, "stopped-clock", drawer=0)
    assert done(game, state)  # no spell hand, no Summon step after a Curse
    assert [z.lost_turns for z in state.players] == [1, 0]
    assert state.players[0].summons == ["kali"]
    # Ben plays, Ann's next turn is skipped, Ben plays again, then Ann
    assert turns_played(game, state, 3) == [1, 1, 0]
    assert state.players[0].spells == [P[2]]


def test_crumbling_pages(game):
    a, b, c, d = P[:4]
    state = build(game, spells=[[a, b, c], [d]], deck=["crumbling-pages"])
    draw_curse(game, state, "crumbling-pages")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{a}", f"discard:{b}", f"discard:{c}"]
    choose(game, state, f"discard:{c}")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{a}", f"discard:{b}"]
    choose(game, state, f"discard:{a}")
    assert done(game, state)
    assert state.players[0].spells == [b]
    assert sorted(state.discard) == sorted(["crumbling-pages", c, a])
    assert state.players[1].spells == [d]


def test_rotting_ink(game):
    a, b, c, d, e = P[:5]
    state = build(game, spells=[[a, b, c, d], [e]], deck=["rotting-ink"])
    draw_curse(game, state, "rotting-ink")
    assert done(game, state)  # at random: nobody chooses
    kept = state.players[0].spells
    assert len(kept) == 2 and set(kept) < {a, b, c, d}
    lost = {a, b, c, d} - set(kept)
    assert sorted(state.discard) == sorted(["rotting-ink", *lost])
    assert state.players[1].spells == [e]


def test_fog_of_madness(game):
    a, b, c, d, e = P[:5]
    state = build(game, spells=[[a, b, c], [e]], deck=["fog-of-madness", d])
    draw_curse(game, state, "fog-of-madness")
    # the 3 cards went into the deck, which was shuffled; 3 were drawn from the 4
    hand = list(state.players[0].spells)
    assert len(hand) == 3 and len(state.spell_deck) == 1
    assert sorted(hand + state.spell_deck) == sorted([a, b, c, d])
    # then 1 discard of Ann's choice, from the new hand
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{x}" for x in hand]
    choose(game, state, f"discard:{hand[1]}")
    assert done(game, state)
    assert state.players[0].spells == [hand[0], hand[2]]
    assert sorted(state.discard) == sorted(["fog-of-madness", hand[1]])
    assert state.players[1].spells == [e]


def test_grasping_hand(game):
    a, b, c, d, e = P[:5]
    # Ben (seat 1) draws it: his left is Cat (seat 2)
    state = build(game, players=3, spells=[[a], [b, c, d], [e]], deck=["grasping-hand"])
    draw_curse(game, state, "grasping-hand", drawer=1)
    assert seat(game, state) == 1  # the drawer picks what to give
    assert keys(game, state) == [f"give:{b}", f"give:{c}", f"give:{d}"]
    choose(game, state, f"give:{d}")
    assert seat(game, state) == 1
    assert keys(game, state) == [f"give:{b}", f"give:{c}"]
    choose(game, state, f"give:{b}")
    assert done(game, state)
    assert state.players[1].spells == [c]
    assert state.players[2].spells == [e, d, b]
    assert state.players[0].spells == [a]
    assert state.discard == ["grasping-hand"]
    # drawn with no Spell card in hand: the log says there is nothing to give
    state = build(game, players=3, spells=[[a], [], [e]], deck=["grasping-hand"])
    draw_curse(game, state, "grasping-hand", drawer=1)
    assert done(game, state)
    assert "Ben has no Spell card to give." in [e.text for e in state.log]


def test_whirling_madness(game):
    a, b, c, d = P[:4]
    state = build(game, players=3, spells=[[a], [b, c], [d]], deck=["whirling-madness"])
    draw_curse(game, state, "whirling-madness", drawer=2)
    assert done(game, state)
    # to the left: Ann -> Ben -> Cat -> Ann
    assert state.players[1].spells == [a]
    assert state.players[2].spells == [b, c]
    assert state.players[0].spells == [d]
    assert state.discard == ["whirling-madness"]


def test_plague_of_whispers(game):
    a, b, c, d, e = P[:5]
    state = build(game, players=3, spells=[[a, b], [c, d, e], []], deck=["plague-of-whispers"])
    draw_curse(game, state, "plague-of-whispers", drawer=0)
    assert done(game, state)
    hands = [set(z.spells) for z in state.players]
    assert len(hands[0]) == 1 and hands[0] < {a, b}  # you included
    assert len(hands[1]) == 2 and hands[1] < {c, d, e}
    assert hands[2] == set()
    lost = ({a, b} - hands[0]) | ({c, d, e} - hands[1])
    assert sorted(state.discard) == sorted(["plague-of-whispers", *lost])


def test_waning_moon(game):
    hand = P[:5]
    state = build(game, spells=[list(hand), [P[5]]], deck=["waning-moon"])
    draw_curse(game, state, "waning-moon")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{x}" for x in hand]
    choose(game, state, f"discard:{hand[4]}")
    assert seat(game, state) == 0
    choose(game, state, f"discard:{hand[0]}")
    assert done(game, state)  # 5 // 2 = 2
    assert state.players[0].spells == hand[1:4]
    assert sorted(state.discard) == sorted(["waning-moon", hand[4], hand[0]])
    assert state.players[1].spells == [P[5]]


def test_withering_touch(game):
    hand = P[:4]
    state = build(game, spells=[list(hand), [P[5]]], deck=["withering-touch"])
    draw_curse(game, state, "withering-touch")
    assert seat(game, state) == 0
    choose(game, state, f"discard:{hand[1]}")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{hand[0]}", f"discard:{hand[2]}", f"discard:{hand[3]}"]
    choose(game, state, f"discard:{hand[3]}")
    assert done(game, state)
    assert state.players[0].spells == [hand[0], hand[2]]
    assert sorted(state.discard) == sorted(["withering-touch", hand[1], hand[3]])


def test_deathless_sleep(game):
    state = build(game, summons=[["kali"], ["set"]], deck=["deathless-sleep", *P[:4]])
    draw_curse(game, state, "deathless-sleep", drawer=0)
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [2, 0]
    # Ann's next 2 turns are skipped
    assert turns_played(game, state, 4) == [1, 1, 1, 0]


def test_broken_pact(game):
    # A random unplayed Summon of the drawer's goes back into the Summon deck.
    state = build(
        game,
        spells=[[P[0]], []],
        summons=[["kali", "set"], ["tiamat"]],
        played=[["cthulhu"], []],
        deck=["broken-pact"],
        summon_deck=["fenrir"],
    )
    draw_curse(game, state, "broken-pact")
    assert done(game, state)
    assert len(state.players[0].summons) == 1
    (returned,) = {"kali", "set"} - set(state.players[0].summons)
    assert sorted(state.summon_deck) == sorted(["fenrir", returned])
    assert state.players[0].played == ["cthulhu"]
    assert state.players[0].lost_turns == 0
    assert state.players[1].summons == ["tiamat"]

    # Otherwise: holding none, skip the next turn.
    state = build(
        game,
        summons=[[], ["tiamat"]],
        played=[["cthulhu"], []],
        deck=["broken-pact"],
        summon_deck=["fenrir"],
    )
    draw_curse(game, state, "broken-pact")
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [1, 0]
    assert state.summon_deck == ["fenrir"]
    assert state.players[0].played == ["cthulhu"]


def test_blood_tithe(game):
    a, b, c, d = P[:4]
    # Ben (seat 1) draws it: his right is Ann (seat 0)
    state = build(game, players=3, spells=[[a], [b, c], [d]], deck=["blood-tithe"])
    draw_curse(game, state, "blood-tithe", drawer=1)
    assert seat(game, state) == 1
    assert keys(game, state) == [f"give:{b}", f"give:{c}"]
    choose(game, state, f"give:{c}")
    assert done(game, state)
    assert state.players[0].spells == [a, c]
    assert state.players[1].spells == [b]
    assert state.players[2].spells == [d]
    assert [z.lost_turns for z in state.players] == [0, 1, 0]


def test_ashes_to_ashes(game):
    a, b, c, d = P[:4]
    state = build(game, spells=[[a, b, c], [d]], deck=["ashes-to-ashes"])
    draw_curse(game, state, "ashes-to-ashes")
    assert done(game, state)
    assert state.players[0].spells == []
    assert sorted(state.discard) == sorted(["ashes-to-ashes", a, b, c])
    assert state.players[1].spells == [d]


def test_forgotten_name(game):
    a, b, c, d, e = P[:5]
    # Holding Summons: the drawer discards one of their choice (Spell cards are kept).
    state = build(
        game, spells=[[a, b], []], summons=[["kali", "set"], ["tiamat"]], deck=["forgotten-name"]
    )
    draw_curse(game, state, "forgotten-name")
    assert seat(game, state) == 0
    assert keys(game, state) == ["summon:kali", "summon:set"]
    choose(game, state, "summon:set")
    assert done(game, state)
    assert state.players[0].summons == ["kali"]
    assert state.summon_discard == ["set"]
    assert state.players[0].spells == [a, b]
    assert state.players[1].summons == ["tiamat"]

    # Otherwise: discard half the Spell cards (rounded down), of the drawer's choice.
    state = build(
        game, spells=[[a, b, c, d, e], []], played=[["kali"], []], deck=["forgotten-name"]
    )
    draw_curse(game, state, "forgotten-name")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{x}" for x in (a, b, c, d, e)]
    choose(game, state, f"discard:{b}")
    assert seat(game, state) == 0
    choose(game, state, f"discard:{e}")
    assert done(game, state)
    assert state.players[0].spells == [a, c, d]
    assert sorted(state.discard) == sorted(["forgotten-name", b, e])
    assert state.players[0].played == ["kali"]


def test_dread_reckoning(game):
    hand = P[:4]
    state = build(game, spells=[list(hand), []], deck=["dread-reckoning"])
    draw_curse(game, state, "dread-reckoning")
    assert seat(game, state) == 0
    choose(game, state, f"discard:{hand[2]}")
    assert seat(game, state) == 0
    choose(game, state, f"discard:{hand[0]}")
    assert done(game, state)  # 4 // 2 = 2
    assert state.players[0].spells == [hand[1], hand[3]]
    assert Counter(state.discard) == Counter(["dread-reckoning", hand[2], hand[0]])
    assert [z.lost_turns for z in state.players] == [1, 0]


def test_final_hour(game):
    hand = P[:3]
    state = build(game, spells=[list(hand), [P[3]]], deck=["final-hour"])
    draw_curse(game, state, "final-hour")
    assert seat(game, state) == 0
    assert keys(game, state) == [f"keep:{x}" for x in hand]
    choose(game, state, f"keep:{hand[1]}")
    assert done(game, state)
    assert state.players[0].spells == [hand[1]]
    assert sorted(state.discard) == sorted(["final-hour", hand[0], hand[2]])
    assert [z.lost_turns for z in state.players] == [1, 0]
    assert state.players[1].spells == [P[3]]


def test_a_curse_goes_to_the_discard_pile_after_its_effect(game):
    """Rulebook step 1: "do what it says, place it in the discard pile": the Curse lies
    on top of the cards its own effect discarded (it lay under them)."""
    hand = [P[0], P[1]]
    state = build(game, spells=[hand, []], deck=["ashes-to-ashes"])
    draw_curse(game, state, "ashes-to-ashes")
    assert set(hand) <= set(state.discard)
    assert state.discard[-1] == "ashes-to-ashes"
    assert game.view(state, 1)["discard"][-1] == "ashes-to-ashes"


def test_a_curse_whose_effect_is_under_way_is_not_shuffled_back(game):
    """The Curse reaches the discard pile after its effect (rulebook step 1): a reshuffle
    during that effect leaves it on the pile, so it cannot be drawn by its own effect (no
    Curse of ours draws, but an edited card folder could make one)."""
    from tabletop_tui.core.state import Step
    from tabletop_tui.games.necronomicards import actions

    state = build(game, deck=[], discard=[P[0], "ashes-to-ashes", P[1]])
    state.push(Step("curse_spent", 0, {"card": "ashes-to-ashes"}))
    assert actions.refill_spell_deck(state)
    assert sorted(state.spell_deck) == sorted([P[0], P[1]])
    assert state.discard == ["ashes-to-ashes"]
    state.spell_deck = []
    assert not actions.refill_spell_deck(state)  # nothing else to shuffle in
