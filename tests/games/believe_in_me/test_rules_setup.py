"""Rules R1 (components and setup), R2 (the round) and R20 (hidden information) of the spec's
checklist (shared/specs/believe-in-me.md §2), one test per rule, on real setups and
hand-built tables with the cards of card_data/believe-in-me."""

from __future__ import annotations

from collections import Counter

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules, turn, twilight
from tabletop_tui.games.believe_in_me.state import BState
from tabletop_tui.games.believe_in_me.view import view, visible_ids
from tests.games.believe_in_me.conftest import (
    believers,
    build,
    choose,
    give,
    keys,
    manifest_part,
    place_enlightener,
    settle,
    take,
)
from tests.games.believe_in_me.ruledrive import actions


def fresh(game, players: int = 2, seed: int = 7, **options) -> BState:
    """A real setup, run to its first decision (the first god's grenade)."""
    s = game.new_state(players, seed, options)
    engine.advance(game, s)
    return s


def finish_setup(game, s: BState) -> None:
    """Keep the first grenade and take the two lowest Truth cards, for every god."""
    while s.round == 0:
        d = engine.decision(game, s)
        assert d is not None
        engine.apply(game, s, d.options[0].key)


def ids_of(game, kind: str) -> list[str]:
    return sorted(game.cards.by_type[kind])


# ---------------------------------------------------------------- R1 setup


def test_r1_1_two_to_four_gods_and_the_player_count_table(game):
    """R1.1: 2 to 4 gods; Monument pile 9/12/15 cards (gods + 1 decks of 3); Twilight
    Phenomena 3/3/4; Pagan pile 120/110/100 after setup."""
    assert (game.info.min_players, game.info.max_players) == (2, 4)
    for players, monuments, final, pagan in ((2, 9, 3, 120), (3, 12, 3, 110), (4, 15, 4, 100)):
        s = fresh(game, players)
        assert len(s.monument_pile) == monuments
        assert len(s.monument_names) == players + 1
        assert twilight.final_count(s) == final
        assert s.pagan == pagan


def test_r1_2_phenomena_draw_pile_is_all_18_shuffled(game):
    """R1.2: shuffle all 18 Phenomena face down: the Phenomena draw pile."""
    a, b = fresh(game, seed=1), fresh(game, seed=2)
    assert sorted(a.phen_deck) == ids_of(game, "phenomenon") and len(a.phen_deck) == 18
    assert sorted(b.phen_deck) == sorted(a.phen_deck)
    assert a.phen_deck != b.phen_deck


def test_r1_3_general_draw_pile_holds_the_69_heavenly_realm_cards(game):
    """R1.3: all 69 Heavenly Realm cards (Blessings, Enlighteners, Holy Host, Relics)
    shuffled into the general draw pile (after setup, 4 of them in each hand)."""
    s = fresh(game, 3)
    held = [c for god in s.gods for c in god.hand]
    assert len(s.general_deck) == 69 - 12 and len(held) == 12
    kinds = Counter(game.cards.card(c).type for c in s.general_deck + held)
    assert kinds == {"blessing": 21, "relic": 18, "holy_host": 16, "enlightener": 14}
    assert s.general_deck != fresh(game, 3, seed=8).general_deck


def test_r1_4_monument_pile_is_gods_plus_one_whole_decks(game):
    """R1.4: the 18 Monument cards sorted into 6 decks of 3 by name; (gods + 1) decks at
    random shuffled into the Monument pile, the others to the box; the names in play are
    public (RULINGS B12)."""
    s = fresh(game, 2)
    names = Counter(game.cards.card(c).monument for c in s.monument_pile)
    assert sorted(names) == s.monument_names and set(names.values()) == {3}
    boxed = Counter(game.cards.card(c).monument for c in s.box)
    assert len(boxed) == 3 and set(boxed.values()) == {3}
    assert not set(boxed) & set(names)
    assert view(game, s, None)["state"]["monument_names"] == s.monument_names


def test_r1_5_commandment_pile_and_an_empty_mountain(game):
    """R1.5: the 25 Commandments shuffled face down; the Mountain's 5 places I-V start
    empty."""
    s = fresh(game)
    assert (
        sorted(s.commandment_deck) == ids_of(game, "commandment") and len(s.commandment_deck) == 25
    )
    assert s.mountain == ["", "", "", "", ""] and s.commandment_discard == []


def test_r1_6_the_false_prophet_waits_beside_the_pile(game):
    """R1.6: the False Prophet is not in play at the start: nobody holds him, nobody may
    banish him."""
    s = build(game)
    assert (s.fp_active, s.fp_holder) == (False, -1)
    d = actions(game, s)
    assert not [k for k in keys(d) if k.startswith("banish")]


def test_r1_7_three_trinity_piles_of_nine(game):
    """R1.7 (RULINGS B26): the 27 Trinity cards sorted by Alignment into 3 shuffled piles of
    9: 3 heads, 3 torsos, 3 legs each, one per Attribute."""
    s = fresh(game)
    assert sorted(s.trinity) == ["chaotic", "gentle", "wrathful"]
    for a, pile in s.trinity.items():
        cards = [game.cards.card(c) for c in pile]
        assert {c.alignment for c in cards} == {a}
        assert Counter(c.part for c in cards) == {"head": 3, "torso": 3, "legs": 3}
        assert len({c.attribute for c in cards}) == 9


def test_r1_8_r1_11_every_god_starts_unfathomable(game):
    """R1.8, R1.11: each god receives the Unfathomable Alignment token (the start state);
    the token is derived from the body parts (none yet)."""
    s = fresh(game, 4)
    for god in s.gods:
        assert rules.alignment(game, god) == "unfathomable"
        assert rules.alignment_name(game, god) == "Unfathomable" and not rules.is_pure(game, god)


def test_r1_9_pagan_pile_and_ten_believers_each(game):
    """R1.9: all 140 Believers form the Pagan pile; each god takes 10 into the supply."""
    s = fresh(game, 4)
    assert [g.supply for g in s.gods] == [10, 10, 10, 10]
    assert all(g.temple == 0 and g.grenade_charge == 0 for g in s.gods)
    assert s.pagan == 100 and believers(s) == 140


def test_r1_10_nine_personal_truth_cards_and_four_spare_sixes(game):
    """R1.10: each god's 9 eye-marked Truth cards 2,2,2,3,3,4,5,6,7 form the personal draw
    pile; the 4 unmarked 6s are set aside."""
    s = build(game, 3)
    for seat, god in enumerate(s.gods):
        values = sorted(game.cards.card(c).value for c in god.truth_draw)
        assert values == [2, 2, 2, 3, 3, 4, 5, 6, 7]
        assert {game.cards.truth_owner(c) for c in god.truth_draw} == {seat}
        assert all(game.cards.card(c).marked for c in god.truth_draw)
    spares = [game.cards.card(c) for c in s.truth_spares]
    assert [c.value for c in spares] == [6, 6, 6, 6] and not any(c.marked for c in spares)


def test_r1_12_two_grenades_dealt_one_kept_secretly(game):
    """R1.12: each god gets 2 random Holy Hand Grenades, keeps one face down (the owner may
    look) and returns the other to the box unseen."""
    s = fresh(game)
    d = engine.decision(game, s)
    assert d is not None and d.kind == "setup_grenade" and d.seat == 0
    dealt = [k.split(":")[1] for k in keys(d)]
    assert len(dealt) == 2
    choose(game, s, f"grenade:{dealt[1]}")
    assert s.gods[0].grenade == dealt[1]
    assert dealt[0] in s.box_hidden
    assert dealt[1] in visible_ids(game, s, 0)
    assert dealt[1] not in visible_ids(game, s, 1) and dealt[0] not in visible_ids(game, s, 1)
    finish_setup(game, s)
    assert len(s.box_hidden) == 9 - 2  # 2 gods keep one each; 7 stay unseen


def test_r1_13_starting_hand_two_chosen_truth_and_four_heavenly(game):
    """R1.13 (RULINGS B41): the starting hand is 2 Truth cards chosen from all 9 of one's
    own (one at a time, no stopping) and 4 random Heavenly Realm cards."""
    s = fresh(game)
    assert all(
        len(g.hand) == 4 and all(game.cards.card(c).heavenly for c in g.hand) for g in s.gods
    )
    d = choose(game, s, keys(engine.decision(game, s))[0])
    assert d is not None and d.kind == "take_truth" and d.seat == 0
    values = [game.cards.card(k.split(":")[1]).value for k in keys(d)]
    assert values == [2, 3, 4, 5, 6, 7]
    d = choose(game, s, "truth:g1-truth-7-1")
    assert d is not None and d.kind == "take_truth" and "truth:stop" not in keys(d)
    choose(game, s, "truth:g1-truth-6-1")
    hand = s.gods[0].hand
    assert len(hand) == 6 and {"g1-truth-7-1", "g1-truth-6-1"} <= set(hand)
    assert len(s.gods[0].truth_draw) == 7


def test_r1_15_start_squirrel_from_the_option_or_the_seed(game):
    """R1.15 (RULINGS B15): the Start Squirrel goes to the seat the option names, else to a
    seat drawn from the game seed (the same seed, the same god)."""
    assert fresh(game, 3, starting_god=2).starting_god == 1
    seats = {fresh(game, 3, seed=n).starting_god for n in range(12)}
    assert seats == {0, 1, 2}
    assert fresh(game, 3, seed=5).starting_god == fresh(game, 3, seed=5).starting_god


def test_r1_16_prophet_tokens_and_nun_temples_start_inactive(game):
    """R1.16: the False Prophet tokens and the Nun Temple tokens start on their inactive
    side: no Prophet sacrifice at resolution, no Nun placement before the Twilight."""
    s = build(game)
    settle(game, s, Step("resolve", 0, {"i": 0}))
    d = actions(game, s)
    assert s.gods[0].supply == 10
    assert not s.twilight and not [k for k in keys(d) if k.startswith("nun")]


def test_r1_17_the_tableau_spaces_and_their_sizes(game):
    """R1.17: 2 Enlightener slots, a grenade with 3 places, head/torso/legs, 3 Monument
    slots, 2 Relic hands, Phenomenon slots (2: RULINGS B1), Monk Temple 3 (+1 Gentle),
    Missionary Temple 2, Nun Temple 1 (+1 Unfathomable: RULINGS B6)."""
    s = build(game)
    god = s.gods[0]
    assert god.relics == ["", ""] and list(god.parts) == ["head", "torso", "legs"]
    assert rules.phenomenon_slots(game, s, 0) == 2
    assert (rules.monk_cap(game, god), rules.MISSIONARY_CAP, rules.nun_cap(game, god)) == (3, 2, 2)
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    assert (rules.monk_cap(game, god), rules.nun_cap(game, god)) == (4, 1)
    # Two Enlighteners fill a tableau: a third cannot be placed there.
    give(s, 0, "en-persistent-toddler")
    place_enlightener(s, 1, "en-wilma-the-wise", 0)
    assert "enl:en-persistent-toddler:1" in keys(actions(game, s))
    s.stack = [Step("halt", -1)]
    place_enlightener(s, 1, "en-sandwich-board", 0)
    assert not [k for k in keys(actions(game, s)) if k.startswith("enl:")]


# ---------------------------------------------------------------- R2 the round


def test_r2_1_a_round_is_god_turns_then_the_contest_then_the_squirrel(game):
    """R2.1: Phase 1 every god in turn from the Start Squirrel holder clockwise; Phase 2
    one Contest; Phase 3 the Squirrel passes to the left."""
    s = build(game, 3)
    s.stack, s.round, s.starting_god = [], 4, 1
    turn.begin_round(s)
    assert s.round == 5
    assert [(st.kind, st.seat) for st in reversed(s.stack)] == [
        ("god_turn", 1),
        ("god_turn", 2),
        ("god_turn", 0),
        ("contest", -1),
        ("squirrel", -1),
    ]
    s.stack = [Step("halt", -1)]
    settle(game, s, Step("squirrel"))
    assert s.starting_god == 2
    settle(game, s, Step("squirrel"))
    settle(game, s, Step("squirrel"))
    assert s.starting_god == 1


def test_r2_2_the_squirrel_holder_is_the_starting_god_of_the_contest(game):
    """R2.2: the Start Squirrel holder is the Starting god of the round's Contest: the
    bidding opens with them and goes round in turn order."""
    s = build(game, 3)
    s.starting_god = 2
    for seat in range(3):
        give(s, seat, f"g{seat + 1}-truth-4-1")
    d = settle(game, s, Step("contest"))
    assert s.contest_order == [2, 0, 1]
    assert d is not None and d.kind == "bid" and d.seat == 2 and "pass" not in keys(d)


def test_r2_3_goal_a_complete_trinity_begins_the_end_most_believers_wins(game):
    """R2.3: when a god has head, torso and legs the Twilight begins; at the end the fully
    manifested god with the most Believers wins."""
    s = build(game)
    for iid in ("tr-gentle-head-beard", "tr-gentle-torso-finery", "tr-gentle-legs-socks"):
        manifest_part(game, s, 0, iid)
    s.gods[1].supply = 30  # more Believers, but no Trinity
    s.claims = 1
    s.push(Step("after_claim", 0, {"first": False}))
    settle(game, s)
    assert s.twilight and s.first_complete == 0
    s.twilight_phen = []
    twilight.end_game(game, s)
    assert s.winners == [0]


def test_r2_4_a_god_turn_has_three_steps(game):
    """R2.4: a God turn is resolve the tableau, then 2 Divine Actions, then draw."""
    s = build(game)
    s.stack = []
    s.push(Step("god_turn", 1))
    step = s.stack.pop()
    game.handlers["god_turn"].run(game, s, step)
    assert [(st.kind, st.seat) for st in reversed(s.stack)] == [
        ("resolve", 1),
        ("actions", 1),
        ("draw", 1),
    ]
    assert s.actions_left == 2 and s.current == 1


# ---------------------------------------------------------------- R20 hidden information


def test_r20_1_hands_are_secret_their_sizes_public(game):
    """R20.1: a god's hand is secret; its size is public."""
    s = build(game)
    give(s, 0, "bl-smite#1", "g1-truth-5-1")
    other = view(game, s, 1)
    assert other["state"]["gods"][0]["hand"] == ["?heavenly", "?truth-g1"]
    assert (other["gods"][0]["hand_heavenly"], other["gods"][0]["hand_truth"]) == (1, 1)
    assert view(game, s, 0)["state"]["gods"][0]["hand"] == ["bl-smite#1", "g1-truth-5-1"]


def test_r20_2_the_personal_draw_pile_is_known_to_its_owner(game):
    """R20.2: the personal Truth pile is face down but its owner chooses from it: the owner
    sees it, others see only its size."""
    s = build(game)
    mine = view(game, s, 0)["state"]["gods"][0]["truth_draw"]
    theirs = view(game, s, 1)["state"]["gods"][0]["truth_draw"]
    assert sorted(mine) == sorted(s.gods[0].truth_draw)
    assert theirs == ["?truth-g1"] * 9


def test_r5_6_r20_3_only_your_own_discard_pile_may_be_searched(game):
    """R5.6, R20.3 (RULINGS B33): a god sees its own personal discard pile; others only
    its size."""
    s = build(game)
    s.gods[0].truth_discard.append(take(s, "g1-truth-6-1"))
    assert view(game, s, 0)["state"]["gods"][0]["truth_discard"] == ["g1-truth-6-1"]
    assert view(game, s, 1)["state"]["gods"][0]["truth_discard"] == ["?truth-g1"]
    assert view(game, s, 1)["gods"][0]["truth_discard"] == 1


def test_r20_4_the_grenade_is_secret_until_it_detonates(game):
    """R20.4: the kept grenade is seen only by its owner until detonated; the unused ones
    are never seen."""
    s = build(game)
    grenade = s.gods[0].grenade
    assert grenade in visible_ids(game, s, 0) and grenade not in visible_ids(game, s, 1)
    assert not set(s.box_hidden) & visible_ids(game, s, 0)
    s.gods[0].detonated = True
    assert grenade in visible_ids(game, s, 1)


def test_r20_5_contest_cards_are_face_down_until_the_reveal(game):
    """R20.5: Contest cards lie face down until the reveal (their number is public); a
    Pure Wrath discard stays face down."""
    s = build(game)
    give(s, 0, "g1-truth-6-1", "g1-truth-5-1")
    give(s, 1, "g2-truth-2-1")
    d = settle(game, s, Step("contest"))
    choose(game, s, "amen:g1-truth-6-1")
    v = view(game, s, 1)
    assert v["state"]["gods"][0]["contest"] == ["?truth-g1"] and v["gods"][0]["contest_cards"] == 1
    assert d is not None
    # A face-down discard (as Pure Wrath makes) stays unknown to the others.
    s.secret.append(["g1-truth-6-1", 0])
    s.gods[0].contest.remove("g1-truth-6-1")
    s.gods[0].truth_discard.append("g1-truth-6-1")
    assert "g1-truth-6-1" not in visible_ids(game, s, 1)


def test_r20_6_monument_cards_drawn_are_seen_by_the_builder_only(game):
    """R20.6: the Monument cards drawn in a Build action are seen only by the builder."""
    s = build(game)
    actions(game, s)
    d = choose(game, s, "build")
    assert d is not None and d.kind == "monument"
    drawn = s.stack[-1].data["drawn"]
    assert set(drawn) <= visible_ids(game, s, 0)
    assert not set(drawn) & visible_ids(game, s, 1)


def test_r20_7_the_banisher_alone_sees_the_three_commandments(game):
    """R20.7 (RULINGS B34): the banisher sees the 3 Commandments drawn; the chosen one is
    public, the other two are discarded face down."""
    s = build(game)
    s.fp_active, s.fp_holder = True, 0
    actions(game, s)
    choose(game, s, "banish:1")
    drawn = s.stack[-1].data["drawn"]
    assert set(drawn) <= visible_ids(game, s, 0) and not set(drawn) & visible_ids(game, s, 1)
    choose(game, s, f"pick:{drawn[0]}")
    assert drawn[0] in visible_ids(game, s, 1)
    assert not set(drawn[1:]) & visible_ids(game, s, 1)
    assert set(drawn[1:]) <= visible_ids(game, s, 0)


def test_r20_8_draw_pile_orders_are_unknown_to_all(game):
    """R20.8: the orders of the Phenomena, general, Commandment, Monument and Trinity piles
    and the face-down Twilight Phenomena are unknown to every god."""
    s = build(game)
    s.twilight_phen = [s.phen_deck.pop() for _ in range(3)]
    for seat in (0, 1, None):
        seen = visible_ids(game, s, seat)
        for pile in (
            s.phen_deck,
            s.general_deck,
            s.commandment_deck,
            s.monument_pile,
            s.twilight_phen,
            *s.trinity.values(),
        ):
            assert not set(pile) & seen


def test_r20_9_tableaus_supplies_and_the_mountain_are_public(game):
    """R20.9: Alignment, parts, Attributes, temples, Relics, Enlighteners, Monuments,
    stored Phenomena, grenade charges, supplies and the Mountain are public."""
    s = build(game)
    god = s.gods[0]
    manifest_part(game, s, 0, "tr-wrathful-torso-weapon")
    place_enlightener(s, 0, "en-wilma-the-wise", 1)
    god.relics[0] = take(s, "relic-lance-lorenz")
    god.monument.append(take(s, s.monument_pile[-1]))
    god.phenomena.append(take(s, "ph-tsunami"))
    god.monks, god.grenade_charge = 2, 1
    s.mountain[0] = take(s, "cmd-beep")
    public = {
        "tr-wrathful-torso-weapon",
        "en-wilma-the-wise",
        "relic-lance-lorenz",
        god.monument[0],
        "ph-tsunami",
        "cmd-beep",
    }
    assert public <= visible_ids(game, s, None)
    seen = view(game, s, None)
    assert seen["gods"][0]["alignment"] == "wrathful" and seen["gods"][0]["attributes"] == [
        "weapon"
    ]
    assert (seen["state"]["gods"][0]["monks"], seen["state"]["gods"][0]["grenade_charge"]) == (2, 1)
    assert seen["state"]["gods"][0]["supply"] == 10
    assert seen["gods"][0]["commandments"] == [0]
