"""Edge cases of the card-effect ops that no single card exercises on its own.

Each test pushes hand-written ops (the same vocabulary the YAML cards use) for an actor
above a Halt step, on a hand-built table.
"""

from __future__ import annotations

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.necronomicards import actions
from tests.games.necronomicards.conftest import (
    P,
    build,
    choose,
    done,
    keys,
    pending_kind,
    seat,
    start_turn,
)


def run_ops(game, state, ops: list[dict], actor: int, source: str = "kali"):
    """Push `ops` for `actor` (as if card `source` did them) above a Halt; run to a decision."""
    state.stack.append(Step("halt", actor))
    actions.push_effect(state, ops, actor=actor, source=source)
    engine.advance(game, state)
    return state


# ---- discards --------------------------------------------------------------------------------


def test_discard_half_rounds_down_and_is_fixed_when_it_begins(game):
    hand = P[:7]
    state = build(game, spells=[list(hand), [P[7]]])
    run_ops(game, state, [{"op": "discard_half", "who": "you"}], actor=0)
    # 7 // 2 = 3, and still 3 after the first discards (6 // 2 would ask for a 4th)
    for card in (hand[6], hand[0], hand[3]):
        assert seat(game, state) == 0
        assert f"discard:{card}" in keys(game, state)
        choose(game, state, f"discard:{card}")
    assert done(game, state)
    assert state.players[0].spells == [hand[1], hand[2], hand[4], hand[5]]
    assert state.discard == [hand[6], hand[0], hand[3]]

    # one card: half of it rounds down to nothing, and nobody is asked
    state = build(game, spells=[[P[0]], []])
    run_ops(game, state, [{"op": "discard_half", "who": "you"}], actor=0)
    assert done(game, state)
    assert state.players[0].spells == [P[0]] and state.discard == []


def test_discard_down_to_when_already_at_or_under(game):
    a, b, c = P[:3]
    state = build(game, players=3, spells=[[a, b], [c], []])
    run_ops(game, state, [{"op": "discard_down_to", "who": "each", "count": 2}], actor=0)
    assert done(game, state)  # nobody is asked anything
    assert [z.spells for z in state.players] == [[a, b], [c], []]
    assert state.discard == []


def test_discard_random_spells_more_than_held_discards_all(game):
    a, b = P[:2]
    state = build(game, spells=[[], [a, b]])
    run_ops(game, state, [{"op": "discard_random_spells", "who": "left", "count": 5}], actor=0)
    assert done(game, state)
    assert state.players[1].spells == []
    assert sorted(state.discard) == sorted([a, b])


# ---- giving and taking -----------------------------------------------------------------------


def test_give_summon_to_oneself_does_nothing(game):
    state = build(game, summons=[["kali", "set"], ["tiamat"]])
    run_ops(game, state, [{"op": "give_summon", "who": "you"}], actor=0)
    assert done(game, state)  # nothing to decide: giving a card to oneself changes nothing
    assert state.players[0].summons == ["kali", "set"]
    assert state.players[1].summons == ["tiamat"]


def test_give_summon_to_a_neighbour(game):
    # `to: right` of Ann, with 3 players, is Cat; Ann picks which of her Summons
    state = build(game, players=3, summons=[["kali", "set"], [], ["tiamat"]])
    run_ops(game, state, [{"op": "give_summon", "who": "you", "to": "right"}], actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == ["summon:kali", "summon:set"]
    choose(game, state, "summon:set")
    assert done(game, state)
    assert state.players[0].summons == ["kali"]
    assert state.players[2].summons == ["tiamat", "set"]
    assert state.players[1].summons == []


def test_give_spells_to_oneself_does_nothing(game):
    a, b = P[:2]
    state = build(game, spells=[[a, b], []])
    run_ops(game, state, [{"op": "give_spells", "who": "you", "count": 1}], actor=0)
    assert done(game, state)
    assert state.players[0].spells == [a, b]


def test_give_spells_with_fewer_than_count_gives_all(game):
    a, b = P[:2]
    state = build(game, players=3, spells=[[b], [a], []])
    run_ops(game, state, [{"op": "give_spells", "who": "chosen", "count": 3}], actor=0)
    choose(game, state, "player:1")
    assert done(game, state)  # one card to give three of: given unasked (R10)
    assert state.players[0].spells == [b, a]
    assert state.players[1].spells == []


def test_discard_all_spells_from_an_empty_hand_says_so(game):
    """A review read "Normal Bot 2 discards all 0 Spell cards." """
    a = P[0]
    state = build(game, players=2, spells=[[a], []])
    run_ops(game, state, [{"op": "discard_all_spells", "who": "left"}], actor=0)
    assert done(game, state)
    assert state.log[-1].text == f"{state.name(1)} has no Spell card to discard."


def test_take_spells_from_an_empty_hand(game):
    a = P[0]
    state = build(game, players=3, spells=[[a], [], []])
    run_ops(game, state, [{"op": "take_spells", "who": "chosen", "count": 2}], actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert [z.spells for z in state.players] == [[a], [], []]
    assert state.discard == []


def test_steal_summon_from_a_player_holding_none(game):
    state = build(game, summons=[["kali"], []], played=[[], ["set"]], summon_deck=[])
    run_ops(game, state, [{"op": "steal_summon", "who": "chosen"}], actor=0)
    assert done(game, state)
    assert state.players[0].summons == ["kali"]
    assert state.players[1].played == ["set"]  # a played Summon is never taken


def test_swap_spells_with_the_actor_as_one_of_the_two(game):
    a, b, c, d = P[:4]
    state = build(game, players=3, spells=[[a], [b, c], [d]])
    run_ops(game, state, [{"op": "swap_spells"}], actor=1)
    assert seat(game, state) == 1
    assert keys(game, state) == ["player:1", "player:2", "player:0"]  # turn order from Ben
    choose(game, state, "player:1")
    assert seat(game, state) == 1
    assert keys(game, state) == ["player:2", "player:0"]
    choose(game, state, "player:0")
    assert done(game, state)
    assert state.players[0].spells == [b, c]
    assert state.players[1].spells == [a]
    assert state.players[2].spells == [d]


@pytest.mark.parametrize(
    ("direction", "expected"),
    [("left", [[4], [0], [1, 2, 3]]), ("right", [[1, 2, 3], [4], [0]])],
)
def test_pass_spells_left_and_right_with_three_players(game, direction, expected):
    state = build(game, players=3, spells=[[P[0]], [P[1], P[2], P[3]], [P[4]]])
    run_ops(game, state, [{"op": "pass_spells", "direction": direction}], actor=1)
    assert done(game, state)
    # left is the next player in turn order (RULINGS R1): Ann -> Ben -> Cat -> Ann
    assert [z.spells for z in state.players] == [[P[i] for i in hand] for hand in expected]


# ---- drawing ---------------------------------------------------------------------------------


def test_draw_spells_that_draws_a_curse_midway(game):
    a, b, c, x, y = P[:5]
    state = build(game, spells=[[x, y], []], deck=[a, "crumbling-pages", b, c])
    run_ops(game, state, [{"op": "draw_spells", "who": "you", "count": 3}], actor=0)
    # a is drawn, then the Curse resolves at once -- before the remaining draw
    assert state.spell_deck == [b, c]
    assert "crumbling-pages" in state.discard
    assert seat(game, state) == 0
    assert keys(game, state) == [f"discard:{x}", f"discard:{y}", f"discard:{a}"]
    choose(game, state, f"discard:{x}")
    choose(game, state, f"discard:{a}")
    # the Curse counted as one of the 3: only b is drawn after it
    assert done(game, state)
    assert state.players[0].spells == [y, b]
    assert state.spell_deck == [c]
    assert sorted(state.discard) == sorted(["crumbling-pages", x, a])


def test_draw_spells_reuses_the_discard_pile_curses_included(game):
    a, b = P[:2]
    state = build(game, deck=[a], discard=[b, "stopped-clock"])
    run_ops(game, state, [{"op": "draw_spells", "who": "you", "count": 3}], actor=0)
    assert done(game, state)
    # the discard pile (Curse included, RULINGS R15) became the deck; the Curse struck
    assert sorted(state.players[0].spells) == sorted([a, b])
    assert state.players[0].lost_turns == 1
    assert state.discard == ["stopped-clock"]
    assert state.spell_deck == []
    assert state.reshuffles == 1


def test_a_warded_players_curse_is_discarded_with_no_effect(game):
    a, b, x = P[:3]
    state = build(game, spells=[[x], []], deck=["stopped-clock", a, "ashes-to-ashes", b])
    state.players[0].wards = 1
    run_ops(game, state, [{"op": "draw_spells", "who": "you", "count": 3}], actor=0)
    assert done(game, state)
    # the first Curse is stopped by the ward (and counts as drawn) ...
    assert state.players[0].lost_turns == 0
    assert state.players[0].wards == 0
    # ... the second one strikes: Ashes to Ashes discards the hand (x and a)
    assert state.players[0].spells == []
    assert sorted(state.discard) == sorted(["stopped-clock", "ashes-to-ashes", x, a])
    assert state.spell_deck == [b]

    # drawn in step 1 of a real turn, a warded Curse likewise does nothing
    state = build(game, spells=[[x], []], deck=["ashes-to-ashes", a])
    state.players[0].wards = 1
    start_turn(game, state, 0)
    assert state.players[0].wards == 0
    assert state.players[0].spells == [x]
    assert state.discard == ["ashes-to-ashes"]


def test_ward_stacks(game):
    state = build(game, deck=["stopped-clock", "deathless-sleep", P[0]])
    run_ops(game, state, [{"op": "ward", "count": 1}, {"op": "ward", "count": 1}], actor=0)
    assert state.players[0].wards == 2
    state.stack.clear()
    run_ops(game, state, [{"op": "draw_spells", "who": "you", "count": 3}], actor=0)
    assert done(game, state)
    assert state.players[0].lost_turns == 0 and state.players[0].wards == 0
    assert state.players[0].spells == [P[0]]


def test_draw_summons_rebuilds_the_summon_deck_from_its_discard(game):
    state = build(game, summon_deck=["kali"])
    state.summon_discard = ["set"]
    run_ops(game, state, [{"op": "draw_summons", "who": "you", "count": 3}], actor=0)
    assert done(game, state)
    # kali, then the discard is reshuffled into a new deck (set), then there is none left
    assert state.players[0].summons == ["kali", "set"]
    assert state.summon_deck == [] and state.summon_discard == []


def test_redraw_spells_with_an_empty_hand_draws_nothing(game):
    a = P[0]
    state = build(game, spells=[[], [P[1]]], deck=[a])
    run_ops(game, state, [{"op": "redraw_spells", "who": "you"}], actor=0)
    assert done(game, state)
    assert state.players[0].spells == []
    assert state.spell_deck == [a]


# ---- the Spell deck --------------------------------------------------------------------------


def test_seed_curse_without_a_curse_just_reshuffles(game):
    deck = P[:6]
    state = build(game, deck=list(deck), discard=["stopped-clock"])
    run_ops(game, state, [{"op": "seed_curse"}], actor=0)
    assert done(game, state)  # nothing to place, nothing asked
    assert sorted(state.spell_deck) == sorted(deck)
    assert state.discard == ["stopped-clock"]  # the discard pile is not searched


def test_seed_curse_puts_the_curse_at_exactly_the_chosen_depth(game):
    spells = P[:4]
    for depth in range(1, 6):
        state = build(game, players=3, deck=[spells[0], spells[1], "final-hour", *spells[2:]])
        run_ops(game, state, [{"op": "seed_curse"}], actor=1)
        assert seat(game, state) == 1  # the player of the card places it
        assert keys(game, state) == [f"depth:{n}" for n in range(1, 6)]
        choose(game, state, f"depth:{depth}")
        assert done(game, state)
        assert len(state.spell_deck) == 5
        assert state.spell_deck.index("final-hour") == depth - 1
        assert sorted(c for c in state.spell_deck if c != "final-hour") == sorted(spells)
        assert [z.spells for z in state.players] == [[], [], []]


def test_look_take_never_offers_a_curse_and_keeps_the_rest_in_order(game):
    a, b, c, d = P[:4]
    deck = ["stopped-clock", a, "final-hour", b, c, d]
    state = build(game, deck=list(deck))
    run_ops(game, state, [{"op": "look_take", "look": 5, "take": 2}], actor=0)
    assert seat(game, state) == 0
    assert keys(game, state) == [f"take:{a}", f"take:{b}", f"take:{c}", "done"]
    choose(game, state, f"take:{b}")
    assert keys(game, state) == [f"take:{a}", f"take:{c}", "done"]
    choose(game, state, "done")
    assert done(game, state)
    assert state.players[0].spells == [b]
    assert state.spell_deck == ["stopped-clock", a, "final-hour", c, d]
    assert state.players[0].lost_turns == 0

    # only Curses in view: nothing can be taken, nothing is asked, the deck is untouched
    state = build(game, deck=["stopped-clock", "final-hour", a])
    run_ops(game, state, [{"op": "look_take", "look": 2, "take": 2}], actor=0)
    assert done(game, state)
    assert state.spell_deck == ["stopped-clock", "final-hour", a]
    assert state.players[0].spells == []


def test_recover_spells_never_offers_a_curse(game):
    a, b = P[:2]
    state = build(game, discard=["stopped-clock", a, "final-hour", b])
    run_ops(game, state, [{"op": "recover_spells", "count": 3}], actor=0)
    assert seat(game, state) == 0
    assert sorted(keys(game, state)) == sorted([f"take:{a}", f"take:{b}", "done"])
    choose(game, state, f"take:{a}")
    assert keys(game, state) == [f"take:{b}", "done"]
    choose(game, state, f"take:{b}")
    assert done(game, state)  # only Curses left: nothing more is offered
    assert state.players[0].spells == [a, b]
    assert state.discard == ["stopped-clock", "final-hour"]

    # only Curses in the discard pile: nothing is asked
    state = build(game, discard=["stopped-clock"])
    run_ops(game, state, [{"op": "recover_spells", "count": 1}], actor=0)
    assert done(game, state)
    assert state.discard == ["stopped-clock"] and state.players[0].spells == []


def test_mill_spells_discards_curses_without_effect(game):
    a, b = P[:2]
    state = build(game, deck=[a, "deathless-sleep", b])
    run_ops(game, state, [{"op": "mill_spells", "count": 2}], actor=0)
    assert done(game, state)
    assert state.discard == [a, "deathless-sleep"]
    assert state.spell_deck == [b]
    assert state.players[0].lost_turns == 0


def test_mill_spells_tells_what_it_discarded_before_the_deck_is_reshuffled(game):
    """The log follows the cards: those milled before the deck runs out are named before the
    reshuffle takes them back, the rest after it."""
    a, b = P[:2]
    state = build(game, deck=[a], discard=[b])
    start = len(state.log)
    run_ops(game, state, [{"op": "mill_spells", "count": 2}], actor=0)
    lines = [e.text for e in state.log[start:]]
    (second,) = state.discard  # a and b were shuffled into the new deck; one was milled
    assert sorted([second, *state.spell_deck]) == sorted([a, b])
    assert lines == [
        f"The top of the Spell deck is discarded: {game.cards.card(a).name}.",
        "The Spell deck ran out: the discard pile is shuffled into a new Spell deck.",
        f"The top of the Spell deck is discarded: {game.cards.card(second).name}.",
    ]


def test_a_summon_shuffled_back_from_hand_is_named_to_its_holder_only(game):
    """A random unplayed Summon goes face down into the deck: the others learn that one
    went back, not which."""
    state = build(game, players=3, summons=[[], ["set"], []])
    run_ops(game, state, [{"op": "return_summon", "who": "left"}], actor=0)
    assert done(game, state)
    assert "set" in state.summon_deck and state.players[1].summons == []
    said = {e.text: e.seats for e in state.log}
    assert said["One of Ben's unplayed Summons is shuffled back into the Summon deck."] is None
    assert said["Your unplayed Summon Set is shuffled back into the Summon deck."] == (1,)
    assert not any("Set" in text for text, seats in said.items() if seats != (1,))


# ---- players and turns -----------------------------------------------------------------------


def test_chosen_any_offers_every_player_the_actor_included(game):
    state = build(game, players=3)
    run_ops(game, state, [{"op": "lose_turns", "who": "chosen_any", "count": 1}], actor=1)
    assert seat(game, state) == 1
    assert keys(game, state) == ["player:1", "player:2", "player:0"]
    choose(game, state, "player:1")
    assert done(game, state)
    assert [z.lost_turns for z in state.players] == [0, 1, 0]


def test_lose_turns_then_the_turn_is_actually_skipped(game):
    ben_hand = [P[10]]
    state = build(
        game,
        players=3,
        spells=[[], list(ben_hand), []],
        summons=[["kali"], ["set"], ["tiamat"]],
        deck=P[:6],
    )
    ops = [{"op": "lose_turns", "who": "left", "count": 1}] * 2
    run_ops(game, state, ops, actor=0)
    assert done(game, state)
    assert state.players[1].lost_turns == 2  # lost turns add up
    choose(game, state, "halt")  # Ann's turn ends; the real turn flow takes over
    played = []
    for _ in range(5):
        decision = engine.decision(game, state)
        assert decision is not None and decision.kind == "summon"
        played.append(decision.seat)
        if len(played) < 5:
            choose(game, state, "keep")
    # Ben's next two turns are skipped whole: Cat, Ann, Cat, Ann, then Ben
    assert played == [2, 0, 2, 0, 1]
    assert state.players[1].lost_turns == 0
    assert state.players[2].spells == [P[0], P[2]]
    assert state.players[0].spells == [P[1], P[3]]
    assert state.players[1].spells == [*ben_hand, P[4]]  # no draw in a lost turn


def test_extra_turn_then_the_same_player_goes_again(game):
    state = build(game, summons=[["kali"], ["set"]], deck=P[:3])
    run_ops(game, state, [{"op": "extra_turn"}], actor=0)
    assert done(game, state)
    choose(game, state, "halt")
    assert seat(game, state) == 0 and pending_kind(game, state) == "summon"
    assert state.turn == 2 and state.current == 0
    choose(game, state, "keep")
    assert seat(game, state) == 1 and state.current == 1


def test_a_chosen_player_is_asked_for_only_when_there_is_a_choice(game):
    """With two players the only other player is the one chosen: no question is asked
    (Nyarlathotep, Dagon); with three the actor picks, as before."""
    a, b = P[:2]
    state = build(game, players=2, spells=[[], [a, b]])
    run_ops(game, state, [{"op": "take_spells", "who": "chosen", "count": 1}], actor=0)
    assert not any(k.startswith("player:") for k in keys(game, state))
    assert done(game, state) or seat(game, state) in (0, 1)
    assert len(state.players[0].spells) == 1 and len(state.players[1].spells) == 1

    state = build(game, players=3, spells=[[], [a], [b]])
    run_ops(game, state, [{"op": "take_spells", "who": "chosen", "count": 1}], actor=0)
    assert keys(game, state) == ["player:1", "player:2"]
