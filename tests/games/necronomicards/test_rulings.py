"""One test per ruling in card_data/necronomicards/RULINGS.md (cited by number)."""

from __future__ import annotations

import random
from collections import Counter

from tabletop_tui.core import engine
from tabletop_tui.core.log import log_for
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.games.necronomicards.game import TURN_LIMIT
from tabletop_tui.games.necronomicards.spellhands import spell_hands
from tests.games.necronomicards.conftest import (
    P,
    build,
    choose,
    done,
    keys,
    pending_kind,
    run_effect,
    spell,
    start_turn,
)


def name(game, card: str) -> str:
    """A Spell card as the log names it."""
    return str(game.card_label(card))


def test_r1_left_is_the_next_player_in_turn_order(game):
    state = build(game, players=3)
    assert state.left_of(0) == 1 and state.right_of(0) == 2
    state = build(game, players=3, spells=[[spell("eye", "moon"), spell("eye", "star")], [], []])
    run_effect(game, state, "lucifer", actor=1)  # Lucifer: the player on your RIGHT gives
    assert engine.decision(game, state).seat == 0
    choose(game, state, f"give:{spell('eye', 'moon')}")
    assert state.players[1].spells == [spell("eye", "moon")]


def test_r10_a_player_who_must_give_all_they_hold_is_not_asked(game):
    # "choose 1 Spell card to give" with one card in hand asked nothing worth asking
    state = build(game, players=3, spells=[[spell("eye", "moon")], [], []])
    run_effect(game, state, "lucifer", actor=1)
    assert done(game, state)
    assert state.players[1].spells == [spell("eye", "moon")] and state.players[0].spells == []
    assert any(e.text == "The card is " + game.names[spell("eye", "moon")] + "." for e in state.log)


def test_r10_the_grasping_hand_drawn_with_two_cards_gives_both_unasked(game):
    """The drawer of The Grasping Hand ("give 2 of your choice") holding exactly two: no
    question (an audit found the drawer asked which of the two to give first)."""
    two = [spell("moon"), spell("star")]
    state = build(game, players=3, spells=[two, [spell("eye")], []], deck=["grasping-hand"])
    start_turn(game, state, seat=0)
    assert state.players[0].spells == []
    assert sorted(state.players[1].spells) == sorted([spell("eye"), *two])
    assert pending_kind(game, state) == "halt"


def test_r2_the_first_seat_goes_first():
    match = Match.start("necronomicards", [Seat("human", "Zed"), Seat("human", "Amy")], 1)
    assert any(e.text == "Turn 1: Zed." for e in match.state.log)


def test_r3_pairs_may_share_a_symbol(game):
    hand = [
        spell("eye"),
        spell("eye", copy=2),
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("flame"),
        spell("serpent", "flame"),
    ]
    hands = spell_hands(hand, game.symbols_of)
    assert hands and hands[0].shape == "pairs"
    assert [sym for sym, _ in hands[0].groups].count("eye") == 2


def test_r4_triplets_need_two_different_symbols(game):
    # three Eye and three more Eye (all six share Eye): six of a kind, not two triplets
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")] + [spell("eye")]
    assert spell_hands(hand, game.symbols_of)[0].shape == "six"


def test_r5_one_spell_hand_a_turn(game):
    twelve = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")] + [
        spell("eye")
    ]
    twelve += [spell("moon", s) for s in ("star", "skull", "serpent", "flame")]
    twelve += [spell("moon"), spell("moon", copy=2)]
    state = build(game, spells=[twelve, []], deck=[spell("star")])
    start_turn(game, state)
    choose(game, state, keys(game, state)[0])
    assert pending_kind(game, state) != "cast"  # no second cast, though six cards remain


def test_r6_a_lost_turn_is_skipped_whole(game):
    state = build(game, spells=[[spell("eye", "moon")], []], deck=[spell("eye", "star")])
    state.players[0].lost_turns = 2
    start_turn(game, state)
    assert state.players[0].spells == [spell("eye", "moon")]  # no draw
    assert state.players[0].lost_turns == 1 and pending_kind(game, state) == "halt"


def test_r7_a_curse_in_step1_ends_the_turn(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    state = build(game, spells=[hand, []], summons=[["cerberus"], []], deck=["stopped-clock"])
    start_turn(game, state)  # five cards and a Summon: nothing asked, the turn is over
    assert pending_kind(game, state) == "halt" and state.players[0].lost_turns == 1
    assert state.players[0].spells == hand and state.players[0].summons == ["cerberus"]


def test_r8_a_curse_drawn_by_an_effect_counts_and_the_draws_go_on(game):
    deck = [spell("eye", "moon"), "stopped-clock", spell("eye", "star"), spell("eye", "flame")]
    state = build(game, deck=deck)
    run_effect(game, state, "cerberus", actor=0)  # draw 3
    assert state.players[0].spells == [spell("eye", "moon"), spell("eye", "star")]
    assert state.players[0].lost_turns == 1 and "stopped-clock" in state.discard
    assert state.spell_deck == [spell("eye", "flame")]


def test_r9_chosen_means_another_player_and_many_resolve_in_turn_order(game):
    state = build(game, players=3, summons=[["dagon"], ["medusa"], ["hastur"]])
    run_effect(game, state, "cthulhu", actor=1)
    assert keys(game, state) == ["player:2", "player:0"]
    summons = [["dagon", "kali"], ["medusa", "set"], ["hastur"]]  # two each: a choice
    state = build(game, players=3, summons=summons)
    run_effect(game, state, "quetzalcoatl", actor=2)  # each other player, from the actor on
    assert engine.decision(game, state).seat == 0


def test_r10_half_of_one_card_is_nothing_and_the_log_says_so(game):
    state = build(game, spells=[[], [spell("eye")]])
    run_effect(game, state, "astaroth", actor=0)
    assert pending_kind(game, state) == "halt" and state.players[1].spells == [spell("eye")]
    assert state.log[-1].text == "Ben holds 1 Spell card: half is none."


def test_r10_the_player_discarding_chooses_and_half_rounds_down(game):
    hand = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    state = build(game, spells=[[], hand])
    run_effect(game, state, "astaroth", actor=0)
    assert engine.decision(game, state).seat == 1  # the target picks
    choose(game, state, f"discard:{hand[4]}")
    choose(game, state, f"discard:{hand[0]}")
    assert pending_kind(game, state) == "halt" and len(state.players[1].spells) == 3


def test_r11_hand_limit_counts_spell_cards_only(game):
    six = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    state = build(
        game,
        spells=[six, []],
        summons=[["dagon", "medusa", "hastur"], []],
        deck=[spell("moon")],
    )
    start_turn(game, state)
    while pending_kind(game, state) != "halt":
        assert pending_kind(game, state) != "hand_limit"
        choose(game, state, keys(game, state)[-1])


def test_r12_a_summon_counts_once_its_action_is_done(game):
    six = ["dagon", "medusa", "hastur", "lilith", "mammon", "banshee"]
    state = build(
        game,
        summons=[["astaroth"], []],
        played=[six, []],
        spells=[[], [spell("eye", "moon"), spell("eye", "star")]],
        deck=[spell("star")],
    )
    start_turn(game, state)
    choose(game, state, "play:astaroth")
    assert state.winners is None  # the discard is still being made
    choose(game, state, keys(game, state)[0])
    assert state.winners == [0]


def test_r13_discarded_summons_are_reshuffled_when_the_summon_deck_runs_out(game):
    state = build(
        game,
        spells=[
            PAIRS := [
                spell("eye", "moon"),
                spell("eye", "star"),
                spell("skull", "serpent"),
                spell("skull", "flame"),
                spell("star"),
            ],
            [],
        ],
        deck=[spell("star", copy=2)],
        summon_deck=[],
    )
    state.summon_discard = ["dagon"]
    start_turn(game, state)
    choose(game, state, keys(game, state)[0])
    assert state.players[0].summons == ["dagon"] and state.summon_discard == []
    assert len(PAIRS) == 5


def test_r14_no_summons_left_ends_the_game_by_count(game):
    state = build(game, played=[["dagon", "medusa"], ["hastur"]], summon_deck=[])
    state.stack = []
    engine.advance(game, state)
    assert state.winners == [0] and "No Summons are left" in state.end_reason
    tie = build(game, played=[["dagon"], ["hastur"]], summon_deck=[])
    engine.advance(game, tie)
    assert tie.winners == [] and "draw" in tie.end_reason
    capped = build(game, played=[["dagon"], []])
    capped.turn = TURN_LIMIT
    engine.advance(game, capped)
    assert capped.winners == [0]
    assert capped.end_reason.startswith("The turn limit is reached")  # Summons are left


def test_r15_the_reshuffle_includes_curses(game):
    state = build(game, deck=[], discard=["stopped-clock"])
    start_turn(game, state)
    assert state.players[0].lost_turns == 1 and state.reshuffles == 1


def test_r16_curses_cannot_be_taken_and_the_rest_stay_in_order(game):
    deck = [
        spell("eye", "moon"),
        "stopped-clock",
        spell("eye", "star"),
        spell("eye"),
        spell("moon", "star"),
        spell("moon"),
        spell("star"),
    ]
    state = build(game, deck=deck)
    run_effect(game, state, "mothman", actor=0)
    assert "take:stopped-clock" not in keys(game, state)
    choose(game, state, f"take:{deck[2]}")
    choose(game, state, "done")
    assert state.spell_deck == [d for d in deck if d != deck[2]]


def test_r17_milled_curses_do_nothing(game):
    deck = ["stopped-clock", "deathless-sleep"] + [
        spell("eye", s) for s in ("moon", "star", "skull", "flame")
    ]
    state = build(game, deck=deck + [spell("moon", "star"), spell("moon")])
    run_effect(game, state, "behemoth", actor=0)  # mill 5, draw 2
    assert state.players[0].lost_turns == 0 and "deathless-sleep" in state.discard


def test_r18_damballa_owner_alone_learns_the_curse_and_picks_its_depth(game):
    deck = [spell("eye", "moon"), "stopped-clock", spell("eye", "star")]
    state = build(game, deck=deck)
    run_effect(game, state, "damballa", actor=1)
    decision = engine.decision(game, state)
    assert decision.seat == 1 and len(decision.options) == 3  # top, under 1, bottom
    choose(game, state, "depth:3")
    assert state.spell_deck[-1] == "stopped-clock"
    private = [e for e in state.log if "Stopped Clock" in e.text]
    assert private and all(e.seats == (1,) for e in private)


def test_r18_a_lifted_curse_is_not_counted_as_lurking(game):
    """While Damballa's player chooses the depth, the Curse is out of the deck: the table's
    'Curses lurking' leaves it out (it read one too many)."""
    deck = [spell("eye", "moon"), "stopped-clock", spell("eye", "star")]
    state = build(game, deck=deck, discard=["final-hour"])
    assert game.view(state, 0)["curses_in_deck"] == 6
    run_effect(game, state, "damballa", actor=1)
    assert engine.decision(game, state).kind == "op:seed_curse"
    assert game.view(state, 0)["curses_in_deck"] == 5
    choose(game, state, "depth:1")
    assert game.view(state, 0)["curses_in_deck"] == 6


def test_r18_damballa_searches_for_the_curse_of_its_players_choice(game):
    deck = ["stopped-clock", spell("eye", "moon"), "final-hour", spell("eye"), "ashes-to-ashes"]
    state = build(game, deck=deck)
    run_effect(game, state, "damballa", actor=0)
    decision = engine.decision(game, state)
    assert decision.seat == 0 and decision.kind == "op:seed_curse"
    assert keys(game, state) == [
        "curse:stopped-clock",
        "curse:final-hour",
        "curse:ashes-to-ashes",
    ]
    seen = [e for e in state.log if "The Curses in the Spell deck" in e.text]
    assert len(seen) == 1 and seen[0].seats == (0,)
    assert "Final Hour" not in game.view(state, 1)["decision"].__repr__()
    choose(game, state, "curse:final-hour")
    assert "final-hour" not in state.spell_deck and len(state.spell_deck) == 4
    choose(game, state, "depth:1")
    assert state.spell_deck[0] == "final-hour" and sorted(state.spell_deck) == sorted(deck)


def test_r19_a_ward_stops_the_next_curse(game):
    state = build(game, deck=["stopped-clock", spell("eye", "moon")])
    state.players[0].wards = 1
    start_turn(game, state)
    assert state.players[0].lost_turns == 0 and state.players[0].wards == 0


def test_r20_spell_deck_design(game):
    spells = [game.cards.card(c) for c in game.cards.spells]
    assert len(spells) == 102 and len(game.cards.symbols) == 6
    assert Counter(len(c.symbols) for c in spells) == {1: 72, 2: 30}
    per_symbol = Counter(sym for c in spells for sym in c.symbols)
    assert set(per_symbol.values()) == {22}  # every symbol on 22 cards: 12 alone, 10 paired
    pairs = {c.id: c for c in spells if len(c.symbols) == 2}.values()
    assert len(pairs) == 15 and {c.count for c in pairs} == {2}  # every pair of symbols, twice
    assert game.cards.defs["eye"].name == "Lone Eye"


def test_r20_a_random_seven_card_holding_casts_about_half_the_time(game):
    """The design's aim (issue 12): 25-65% of random seven-card holdings hold a castable
    six (measured about 60%), most of them as three pairs."""
    rng = random.Random(12)
    shapes = Counter()
    for _ in range(1500):
        found = spell_hands(rng.sample(game.cards.spells, 7), game.symbols_of)
        shapes[found[0].shape if found else "none"] += 1
    castable = 1 - shapes["none"] / 1500
    assert 0.50 < castable < 0.65, shapes
    assert shapes["pairs"] > shapes["triplets"] > shapes["six"]


def test_r21_known_cards_are_marked_and_the_rest_authored(game):
    known = {c.id for c in game.cards.defs.values() if c.source == "known"}
    assert {
        "cthulhu",
        "dagon",
        "damballa",
        "golem",
        "beelzebub",
        "lucifer",
        "quetzalcoatl",
        "astaroth",
        "mothman",
        "baphomet",
        "cerberus",
        "death",
        "war",
        "famine",
        "pestilence",
    } <= known
    for card_id in ("necronomicon", "baba-yaga", "medusa", "bloody-mary", "dybbuk"):
        assert game.cards.defs[card_id].source == "authored"
    assert all(game.cards.card(c).source == "authored" for c in game.cards.curses)


def test_r16_looking_past_the_end_of_the_deck_reshuffles_the_discard_beneath(game):
    """The Mothman looks at 6 with 2 left: the discard pile is shuffled in beneath them."""
    left = [spell("eye"), spell("moon")]
    pile = [spell("star"), spell("skull"), spell("serpent"), spell("flame"), "final-hour"]
    state = build(game, deck=list(left), discard=list(pile))
    run_effect(game, state, "mothman", actor=0)
    looked = state.stack[-1].data["_looked"]
    assert len(looked) == 6 and looked[:2] == left
    assert set(looked[2:]) < set(pile) and state.discard == [] and state.reshuffles == 1
    assert any("shuffled in beneath" in e.text for e in state.log)
    choose(game, state, "done")
    assert state.spell_deck[:2] == left and sorted(state.spell_deck) == sorted(left + pile)


def test_r23_authored_summons_that_harm_a_rival_also_help_their_player(game):
    summon_draw = {"medusa", "hastur", "wendigo", "banshee", "tiamat", "fenrir", "jormungandr"}
    summon_draw |= {"pazuzu"}
    spell_draw = {"dybbuk", "lilith", "krampus", "jersey-devil"}
    for cid in summon_draw | spell_draw:
        card = game.cards.defs[cid]
        assert card.source == "authored", cid  # a known card's printed effect is not ours
        last = card.effect[-1]
        if cid in summon_draw:
            assert (last["op"], last["who"], last["count"]) == ("draw_summons", "you", 1), cid
            assert card.text.endswith("Then draw 1 Summon card."), cid
        else:
            assert (last["op"], last["who"], last["count"]) == ("draw_spells", "you", 2), cid
            assert card.text.endswith("Then you draw 2 Spell cards."), cid
    # the Summons the rulebook's facts describe keep their effects as written
    cerberus = game.cards.defs["cerberus"]
    assert cerberus.source == "known" and [op["op"] for op in cerberus.effect] == ["draw_spells"]


def test_r22_every_player_is_held_to_six_at_the_end_of_any_turn(game):
    """The Grasping Hand gives the drawer's left neighbour two cards: that neighbour ends
    the drawer's turn holding 8 and discards down to 6, choosing which."""
    six = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")] + [spell("eye")]
    two = [spell("moon"), spell("star")]
    state = build(game, players=3, spells=[two, six, []], deck=["grasping-hand"])
    start_turn(game, state, seat=0)  # Ann holds the two she must give: both go unasked (R10)
    assert state.players[0].spells == []
    decision = engine.decision(game, state)
    assert decision.kind == "hand_limit" and decision.seat == 1
    assert len(state.players[1].spells) == 8
    choose(game, state, f"discard:{six[0]}")
    choose(game, state, f"discard:{two[0]}")
    assert pending_kind(game, state) == "halt"
    assert sorted(state.players[1].spells) == sorted(six[1:] + two[1:])


def test_r22_a_lost_turn_still_ends_with_the_hand_limit(game):
    """Over the limit when a lost turn ends (held over from a hand-built table): trimmed."""
    seven = [spell("eye", s) for s in ("moon", "star", "skull", "serpent", "flame")]
    seven += [spell("eye"), spell("moon")]
    state = build(game, spells=[seven, []], deck=[spell("star")])
    state.players[0].lost_turns = 1
    start_turn(game, state)
    assert pending_kind(game, state) == "hand_limit"
    choose(game, state, f"discard:{seven[0]}")
    assert pending_kind(game, state) == "halt" and len(state.players[0].spells) == 6
    assert state.spell_deck == [spell("star")]  # no draw in a lost turn


def test_r26_a_question_with_only_one_answer_is_not_asked(game):
    """R26: one Spell card to discard of two asked for, one unplayed Summon to hand over,
    Beelzebub with two players: done at once, and the log says what was done. With a real
    choice, the question is asked."""
    a, b, c = P[:3]
    state = build(game, spells=[[a], []])
    run_effect(game, state, "crumbling-pages", actor=0)  # discard 2: Ann holds 1
    assert done(game, state) and state.players[0].spells == [] and a in state.discard
    assert state.log[-1].text.startswith("Ann discards ")
    state = build(game, spells=[[a, b], [c]])  # two to discard, two held: both go unasked
    run_effect(game, state, "crumbling-pages", actor=0)
    assert done(game, state) and state.players[0].spells == [] and {a, b} <= set(state.discard)
    assert [e.text.startswith("Ann discards ") for e in state.log[-2:]] == [True, True]
    state = build(game, spells=[[a, b, c], []])
    run_effect(game, state, "crumbling-pages", actor=0)
    assert keys(game, state) == [f"discard:{a}", f"discard:{b}", f"discard:{c}"]
    choose(game, state, f"discard:{b}")
    assert len(keys(game, state)) == 2  # still a choice between the two left
    state = build(game, spells=[[], [a, b]])
    run_effect(game, state, "hastur", actor=0)  # Ben discards 2 of the 2 he holds
    assert done(game, state) and state.players[1].spells == []
    # Dagon: Ben hands over his only unplayed Summon
    state = build(game, summons=[[], ["kali"]])
    run_effect(game, state, "dagon", actor=0)
    assert done(game, state) and state.players[0].summons == ["kali"]
    assert [e.text for e in state.log[-2:]] == [
        "Ben gives an unplayed Summon to Ann.",
        "The Summon is Kali.",
    ]
    state = build(game, summons=[[], ["kali", "set"]])
    run_effect(game, state, "dagon", actor=0)
    assert keys(game, state) == ["summon:kali", "summon:set"]
    # Beelzebub: with two players the pair is the two of them
    state = build(game, spells=[[a], [b, c]])
    run_effect(game, state, "beelzebub", actor=0)
    assert done(game, state) and state.players[0].spells == [b, c]
    public = [e.text for e in state.log if e.seats is None]
    assert public[-1] == "Ann and Ben swap all their Spell cards."
    # each told what went and came (a play-test saw only the hand change)
    told = {e.seats: e.text for e in state.log[-2:]}
    ann, ben = name(game, a), f"{name(game, b)}, {name(game, c)}"
    assert told[(0,)] == f"You give {ann} to Ben and receive {ben}."
    assert told[(1,)] == f"You give {ben} to Ann and receive {ann}."
    # Set: with two players left and right are one neighbour, one answer (not asked)
    state = build(game, spells=[[a], [b, c]])
    run_effect(game, state, "set", actor=0)
    assert done(game, state) and state.players[0].spells == [b, c]
    state = build(game, players=3, spells=[[a], [b], [c]])
    run_effect(game, state, "set", actor=0)
    assert keys(game, state) == ["option:0", "option:1"]
    choose(game, state, "option:0")  # to the left: each gets its right neighbour's
    assert [p.spells for p in state.players] == [[c], [a], [b]]
    mine = next(e.text for e in state.log if e.seats == (0,))
    assert mine == f"You pass {name(game, a)} to Ben and receive {name(game, c)} from Cat."
    state = build(game, players=3, spells=[[a], [b], [c]])
    run_effect(game, state, "beelzebub", actor=0)
    assert keys(game, state) == ["player:0", "player:1", "player:2"]
    choose(game, state, "player:2")
    assert keys(game, state) == ["player:0", "player:1"]


def test_r27_every_hand_of_six_is_asked_to_cast(game):
    """R27: after the draw, a player holding six Spell cards is asked whether to cast with
    a spell hand among them or not, and declining reads the same: the other seat cannot
    tell the two hands apart."""
    s = spell
    castable = [s("eye", copy=1), s("eye", copy=2), s("moon", copy=1), s("moon", copy=2)]
    castable.append(s("star", copy=1))
    plain = [s(sym, copy=1) for sym in ("eye", "moon", "star", "skull", "serpent")]
    seen, prompts = [], []
    for hand in (castable, plain):
        state = build(
            game,
            spells=[list(hand), [s("flame", copy=i) for i in range(1, 6)]],
            deck=[s("star", copy=2)] + [s("skull", copy=i) for i in range(2, 9)],
        )
        start_turn(game, state, 0)
        d = engine.decision(game, state)
        assert d is not None and d.seat == 0 and d.kind == "cast"
        prompts.append(d.prompt)
        choose(game, state, "no-cast")
        lines = [e.text for e in log_for(state.log, 1)][-3:]
        seen.append((lines, state.choices_made, game.view(state, 1)["stack"]))
    assert seen[0] == seen[1]
    assert "Ann casts no spell hand." in seen[0][0]
    # its player is told why a question with one answer is asked
    assert prompts == [
        "Cast a spell hand? Its six cards are discarded and you draw Summons.",
        "No spell hand among your Spell cards: keep them. (Asked of every hand of six: nobody "
        "learns what yours holds.)",
    ]
