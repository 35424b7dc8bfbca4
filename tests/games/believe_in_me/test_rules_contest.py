"""Rules R13 (the Contest) and R14 (the winner's reward), with the Battle Nuns of R6.5, of the
spec's checklist (shared/specs/believe-in-me.md §2), one test per rule, on hand-built
tables with the cards of card_data/believe-in-me."""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.state import BState
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


def on_top(pile: list[str], iid: str) -> None:
    if iid in pile:
        pile.remove(iid)
    pile.append(iid)


def open_contest(game, s: BState, phen: str = "ph-double-rainbow"):
    """Reveal `phen` (put on top of the Phenomena pile) and open the bidding."""
    on_top(s.phen_deck, phen)
    return settle(game, s, Step("contest"))


def bid(game, s: BState, *moves: tuple[int, str]):
    """Answer the bidding decisions in order: (seat, key); the decision after."""
    d = engine.decision(game, s)
    for seat, key in moves:
        assert d is not None and d.kind == "bid" and d.seat == seat, (seat, key, d)
        assert key in keys(d), (key, keys(d))
        d = choose(game, s, key)
    return d


def fill_slots(s: BState, seat: int, *phen: str) -> None:
    for p in phen:
        s.gods[seat].phenomena.append(take(s, p))


# ---------------------------------------------------------------- R13 the Contest


def test_r13_1_the_starting_god_reveals_the_top_phenomenon(game):
    """R13.1: after the God turns the Starting god reveals the top Phenomenon; in the
    Twilight, the next face-down final one."""
    s = build(game)
    give(s, 0, "g1-truth-2-1")
    give(s, 1, "g2-truth-2-1")
    top = s.phen_deck[-1]
    settle(game, s, Step("contest"))
    assert s.contest_phen == top and len(s.phen_deck) == 17
    s.stack = [Step("halt", -1)]
    s.twilight, s.twilight_phen = True, [take(s, "ph-tsunami"), take(s, "ph-frog-storm")]
    settle(game, s, Step("contest"))
    assert s.contest_phen == "ph-frog-storm" and s.twilight_phen == ["ph-tsunami"]
    assert len(s.phen_deck) == 15


def test_r13_2_only_gods_with_a_free_slot_take_part(game):
    """R13.2 (RULINGS B1, B3): only gods with a free Phenomenon slot (2, a Wrathful god 3)
    and a card in hand take part."""
    s = build(game, 3)
    for seat in range(3):
        give(s, seat, f"g{seat + 1}-truth-4-1")
    fill_slots(s, 1, "ph-tsunami", "ph-frog-storm")
    fill_slots(s, 2, "ph-lunar-eclipse", "ph-pointed-earthquake")
    manifest_part(game, s, 2, "tr-wrathful-legs-tail")
    open_contest(game, s)
    assert s.contest_order == [0, 2]
    s.stack = [Step("halt", -1)]
    s.gods[0].hand = []
    open_contest(game, s, "ph-rain-of-fire")
    assert s.contest_order == [2]


def test_r13_3_r21_16_cards_go_down_one_at_a_time_in_turn_order(game):
    """R13.3, R21.16: from the Starting god, in turn order, each god places 1 card face
    down ("Amen!", a log line) or passes."""
    s = build(game, 3)
    s.starting_god = 1
    for seat in range(3):
        give(s, seat, f"g{seat + 1}-truth-4-1", f"g{seat + 1}-truth-5-1")
    open_contest(game, s)
    bid(game, s, (1, "amen:g2-truth-4-1"), (2, "amen:g3-truth-5-1"), (0, "amen:g1-truth-4-1"))
    assert [len(g.contest) for g in s.gods] == [1, 1, 1]
    assert sum('"Amen!"' in e.text for e in s.log) == 3
    d = choose(game, s, "pass")  # god 1 passes
    assert d is not None and d.seat == 2


def test_r13_4_the_starting_god_must_contribute_or_the_next_eligible(game):
    """R13.4 (RULINGS B3): the Starting god must place a card; if the Starting god may not
    take part, the next eligible god must instead."""
    s = build(game, 3)
    for seat in range(3):
        give(s, seat, f"g{seat + 1}-truth-4-1")
    d = open_contest(game, s)
    assert d is not None and d.seat == 0 and "pass" not in keys(d)
    s.stack = [Step("halt", -1)]
    for g in s.gods:
        g.hand = []
    fill_slots(s, 0, "ph-tsunami", "ph-frog-storm")
    give(s, 0, "g1-truth-5-1")
    give(s, 1, "g2-truth-5-1")
    give(s, 2, "g3-truth-5-1")
    d = open_contest(game, s, "ph-rain-of-fire")
    assert d is not None and d.seat == 1 and "pass" not in keys(d)
    d = choose(game, s, "amen:g2-truth-5-1")
    assert d is not None and d.seat == 2 and "pass" in keys(d)


def test_r13_5_a_god_who_passed_is_out_and_one_without_cards_passes(game):
    """R13.5 (RULINGS B3): a god who passes takes no further part; a god with no card left
    passes by itself."""
    s = build(game, 3)
    give(s, 0, "g1-truth-2-1", "g1-truth-3-1", "g1-truth-4-1")
    give(s, 1, "g2-truth-2-1", "g2-truth-3-1", "g2-truth-4-1")
    give(s, 2, "g3-truth-6-1")
    open_contest(game, s)
    bid(game, s, (0, "amen:g1-truth-2-1"), (1, "pass"), (2, "amen:g3-truth-6-1"))
    d = bid(game, s, (0, "amen:g1-truth-3-1"))  # god 1, passed, is skipped
    # God 2, out of cards, passes by itself: god 0 is the last one in and may not add.
    assert s.gods[1].passed and s.gods[2].passed and len(s.gods[0].hand) == 1
    assert s.last_totals == {"0": 2 + 3 + 3, "2": 6 + 3}
    assert d is not None and d.kind == "manifest" and d.seat == 2


def test_r13_6_the_last_god_left_may_not_add_a_card(game):
    """R13.6: bidding goes round until all but one god have passed; that god may not add
    another card."""
    s = build(game, 3)
    for seat in range(3):  # (a third card each: the last god could still add one)
        give(s, seat, f"g{seat + 1}-truth-2-1", f"g{seat + 1}-truth-3-1", f"g{seat + 1}-truth-4-1")
    open_contest(game, s)
    d = bid(
        game,
        s,
        (0, "amen:g1-truth-2-1"),
        (1, "amen:g2-truth-2-1"),
        (2, "pass"),
        (0, "amen:g1-truth-3-1"),
        (1, "pass"),
    )
    assert d is not None and d.kind == "manifest" and d.seat == 0  # not asked to bid again
    assert len(s.gods[0].hand) == 1 and len(s.gods[1].hand) == 2
    assert s.last_totals == {"0": 5 + 3, "1": 2 + 3}


def test_r13_7_with_two_gods_both_must_contribute(game):
    """R13.7 (RULINGS B3): with 2 gods each must place at least 1 card; with 3, the second
    god may pass at once."""
    s = build(game)
    give(s, 0, "g1-truth-2-1")
    give(s, 1, "g2-truth-2-1", "g2-truth-3-1")
    open_contest(game, s)
    d = bid(game, s, (0, "amen:g1-truth-2-1"))
    assert d is not None and d.seat == 1 and "pass" not in keys(d)
    d = choose(game, s, "amen:g2-truth-2-1")
    # Both have contributed; god 0 has no card left and passes: god 1 may not add.
    assert d is not None and d.kind == "manifest"
    s3 = build(game, 3)
    for seat in range(3):
        give(s3, seat, f"g{seat + 1}-truth-2-1")
    open_contest(game, s3)
    d = bid(game, s3, (0, "amen:g1-truth-2-1"))
    assert d is not None and "pass" in keys(d)


def test_r13_8_r6_5_r18_6_a_nun_doubles_the_lowest_truth_card(game):
    """R13.8, R6.5, R18.6 (RULINGS B36): in the Twilight, before the reveal and in turn
    order, each god may sacrifice one Nun (one per Contest, even with two) to double its
    lowest played Truth card (not a Heavenly Realm card); the Nun goes to the Pagan pile."""
    s = build(game)
    s.twilight, s.twilight_phen = True, [take(s, "ph-tsunami"), take(s, "ph-double-rainbow")]
    s.gods[0].nuns, s.gods[1].nuns, s.pagan = 2, 1, s.pagan - 3
    give(s, 0, "g1-truth-5-1", "g1-truth-3-1", "bl-smite#1")
    give(s, 1, "bl-smite#2", "g2-truth-7-1")
    settle(game, s, Step("contest"))
    d = bid(
        game,
        s,
        (0, "amen:g1-truth-5-1"),
        (1, "amen:bl-smite#2"),
        (0, "amen:g1-truth-3-1"),
        (1, "amen:g2-truth-7-1"),
        (0, "amen:bl-smite#1"),
    )
    assert d is not None and d.kind == "nun" and d.seat == 0
    assert keys(d) == ["nun:no", "nun:yes"]
    pagan = s.pagan
    d = choose(game, s, "nun:yes")
    assert d is not None and d.kind == "nun" and d.seat == 1
    choose(game, s, "nun:no")
    # God 0: 5 + 3 + 3 (the Nun doubles the 3) + 1 + 3 = 15; god 1: 1 + 7 + 3 = 11.
    assert s.last_totals == {"0": 15, "1": 11}
    assert (s.gods[0].nuns, s.gods[1].nuns, s.pagan) == (1, 1, pagan + 1 - 3)
    # Only Heavenly Realm cards played: no Nun may be sacrificed.
    s2 = build(game)
    s2.twilight, s2.twilight_phen = True, [take(s2, "ph-tsunami")]
    s2.gods[0].nuns, s2.pagan = 1, s2.pagan - 1
    give(s2, 0, "bl-smite#1")
    give(s2, 1, "g2-truth-2-1")
    settle(game, s2, Step("contest"))
    d = bid(game, s2, (0, "amen:bl-smite#1"), (1, "amen:g2-truth-2-1"))
    assert d is None or d.kind != "nun"
    assert s2.gods[0].nuns == 1


def test_r13_9_truth_values_of_the_cards(game):
    """R13.9: a Truth card counts its printed value, a Heavenly Realm card 1, a Holy Host 3
    (1 with legs)."""
    s = build(game)
    give(s, 0, "g1-truth-7-1", "bl-smite#1", "relic-lance-lorenz", "hh-sister-agatha")
    give(s, 1, "g2-truth-2-1", "en-wilma-the-wise")
    open_contest(game, s)
    bid(
        game,
        s,
        (0, "amen:g1-truth-7-1"),
        (1, "amen:g2-truth-2-1"),
        (0, "amen:bl-smite#1"),
        (1, "amen:en-wilma-the-wise"),
        (0, "amen:relic-lance-lorenz"),
    )
    # God 1 is out of cards: the bidding ends.
    # god 0: 7 + 1 + 1 + 3 (no torso); god 1: 2 + 1 + 3. The Holy Host stays in hand.
    assert s.last_totals == {"0": 12, "1": 6}
    # the log tells a Truth card once by its worth, any other card with its worth after it
    # (a play-test read "Truth 2 2 + ... + no torso +3")
    (line,) = [e.text for e in s.log if e.text.startswith(f"{s.name(1)} reveals")]
    assert ": Truth 2 + " in line and "Truth 2 2" not in line
    assert "(1)" in line and "torso bonus +3 (torso not yet manifested) = 6 Truth." in line


def test_r13_10_modifiers_and_the_torso_bonus(game):
    """R13.10 (RULINGS B35, B37): the Truth is modified by Commandments, Relics and
    Enlighteners, and +3 while the torso is not manifested (participants only)."""
    s = build(game, 3)
    manifest_part(game, s, 0, "tr-gentle-torso-finery")  # no +3; Finery
    s.mountain[0] = take(s, "cmd-covfefe")  # Finery: Heavenly Realm cards count 0
    place_enlightener(s, 1, "en-professor-pedantius", 0)  # -2 for god 1
    s.gods[1].relics[0] = take(s, "relic-lance-lorenz")  # +1 for god 1
    give(s, 0, "g1-truth-6-1", "bl-smite#1")
    give(s, 1, "g2-truth-6-1", "bl-smite#2")
    give(s, 2, "g3-truth-2-1")
    open_contest(game, s)
    bid(
        game,
        s,
        (0, "amen:g1-truth-6-1"),
        (1, "amen:g2-truth-6-1"),
        (2, "pass"),
        (0, "amen:bl-smite#1"),
        (1, "amen:bl-smite#2"),
    )
    # god 0: 6 + 0; god 1: 6 + 1 + 3 - 2 + 1 = 9; god 2 placed nothing: no +3, no total.
    assert s.last_totals == {"0": 6, "1": 9}


def test_r13_11_highest_truth_then_fewer_believers_then_the_last_card(game):
    """R13.11 (RULINGS B38): the highest Truth wins; on a tie the god with fewer Believers
    (supply, temples and grenade) wins; still tied, the god who placed the last card."""
    s = build(game)
    give(s, 0, "g1-truth-5-1")
    give(s, 1, "g2-truth-5-1")
    s.gods[0].grenade_charge, s.pagan = 1, s.pagan - 1  # god 0: 11 Believers
    open_contest(game, s)
    d = bid(game, s, (0, "amen:g1-truth-5-1"), (1, "amen:g2-truth-5-1"))
    assert d is not None and d.kind == "manifest" and d.seat == 1
    s = build(game)
    give(s, 0, "g1-truth-5-1", "g1-truth-2-1")
    give(s, 1, "g2-truth-4-1", "g2-truth-3-1")
    open_contest(game, s)
    d = bid(
        game,
        s,
        (0, "amen:g1-truth-5-1"),
        (1, "amen:g2-truth-4-1"),
        (0, "amen:g1-truth-2-1"),
        (1, "amen:g2-truth-3-1"),
    )
    assert s.last_totals == {"0": 10, "1": 10}
    assert d is not None and d.kind == "manifest" and d.seat == 1  # placed the last card
    s = build(game)
    give(s, 0, "g1-truth-6-1")
    give(s, 1, "g2-truth-2-1")
    open_contest(game, s)
    d = bid(game, s, (0, "amen:g1-truth-6-1"), (1, "amen:g2-truth-2-1"))
    assert d is not None and d.seat == 0


def test_r13_12_played_cards_go_to_their_discard_piles(game):
    """R13.12: afterwards each god's Truth cards go to its personal discard pile, Heavenly
    Realm cards to the general discard pile."""
    s = build(game)
    give(s, 0, "g1-truth-6-1", "bl-smite#1")
    give(s, 1, "g2-truth-2-1")
    open_contest(game, s)
    bid(game, s, (0, "amen:g1-truth-6-1"), (1, "amen:g2-truth-2-1"), (0, "amen:bl-smite#1"))
    assert s.gods[0].truth_discard == ["g1-truth-6-1"]
    assert s.gods[1].truth_discard == ["g2-truth-2-1"]
    assert s.general_discard == ["bl-smite#1"]
    assert s.gods[0].contest == [] and s.gods[1].contest == []


def test_r13_13_a_lone_god_wins_and_nobody_means_discarded(game):
    """R13.13 (RULINGS B3): a sole eligible god places its one card and wins at once; if
    nobody can take part, the Phenomenon is discarded."""
    s = build(game)
    give(s, 0, "g1-truth-2-1", "g1-truth-3-1")
    d = open_contest(game, s)
    assert s.contest_order == [0] and keys(d) == ["amen:g1-truth-2-1", "amen:g1-truth-3-1"]
    d = choose(game, s, "amen:g1-truth-2-1")
    assert d is not None and d.kind == "manifest" and d.seat == 0
    assert s.gods[0].supply == 13 and s.gods[0].hand == ["g1-truth-3-1"]
    s = build(game)
    assert open_contest(game, s, "ph-tsunami") is None
    assert s.phen_discard == ["ph-tsunami"] and s.contest_phen == "" and s.claims == 0


def test_r13_14_pure_wrath_makes_each_fellow_discard_one_contest_card(game):
    """R13.14 (RULINGS B8): after the last card, a Pure Wrath god makes each fellow god
    who played at least 2 cards discard 1 of them face down (that god chooses); it does
    not count."""
    s = build(game, 3)
    for part in ("head-beard", "torso-weapon", "legs-tail"):
        manifest_part(game, s, 2, f"tr-wrathful-{part}")
    assert rules.alignment_name(game, s.gods[2]) == "Pure Wrath"
    give(s, 0, "g1-truth-6-1", "g1-truth-2-1")
    give(s, 1, "g2-truth-5-1")
    open_contest(game, s)
    d = bid(game, s, (0, "amen:g1-truth-6-1"), (1, "amen:g2-truth-5-1"), (0, "amen:g1-truth-2-1"))
    # God 2 (no cards) does not take part; god 1 has no card left: bidding ends. God 0
    # played 2: it discards one, its choice.
    assert s.contest_order == [0, 1]
    assert d is not None and d.kind == "wrath_discard" and d.seat == 0
    assert sorted(keys(d)) == ["wrath:g1-truth-2-1", "wrath:g1-truth-6-1"]
    choose(game, s, "wrath:g1-truth-6-1")
    assert s.last_totals == {"0": 2 + 3, "1": 5 + 3}
    assert ["g1-truth-6-1", 0] in s.secret and "g1-truth-6-1" in s.gods[0].truth_discard


def test_pure_wrath_offers_the_card_that_costs_least_first(game):
    """The discard Pure Wrath forces is listed lowest Truth first, so the first option (the
    key a player presses from habit) never throws the best card away (a newcomer
    play-test lost a Contest to it)."""
    s = build(game, 3)
    for part in ("head-beard", "torso-weapon", "legs-tail"):
        manifest_part(game, s, 2, f"tr-wrathful-{part}")
    give(s, 0, "g1-truth-6-1", "g1-truth-2-1")
    give(s, 1, "g2-truth-5-1")
    open_contest(game, s)
    d = bid(game, s, (0, "amen:g1-truth-6-1"), (1, "amen:g2-truth-5-1"), (0, "amen:g1-truth-2-1"))
    assert d is not None and d.kind == "wrath_discard"
    assert keys(d) == ["wrath:g1-truth-2-1", "wrath:g1-truth-6-1"]


# ---------------------------------------------------------------- R14 the reward


def win(game, s: BState, phen: str, seat: int = 0):
    """God `seat` alone has a card: it claims `phen`; the manifest decision."""
    for g in s.gods:
        g.hand = []
    give(s, seat, f"g{seat + 1}-truth-2-1")
    open_contest(game, s, phen)
    return choose(game, s, f"amen:g{seat + 1}-truth-2-1")


def test_r14_1_r21_8_the_reward_in_order(game):
    """R14.1, R21.8 (RULINGS B4, B52): illuminate, store the Phenomenon, may manifest a
    part, then (first claim) the False Prophet enters."""
    s = build(game)
    d = win(game, s, "ph-frog-storm")
    assert s.gods[0].supply == 13 and s.gods[0].phenomena == ["ph-frog-storm"]
    assert d is not None and d.kind == "manifest" and not s.fp_active
    choose(game, s, "manifest:head")
    assert s.gods[0].parts["head"].startswith("tr-chaotic-head")
    assert (s.fp_active, s.fp_holder) == (True, 0)


def test_the_log_names_the_god_that_illuminates_in_plain_words(game):
    """ "as a Gentle god", "as an Unfathomable god", "as the pure Unfathomable god" (never
    "as a the ..." nor "as a Unfathomable")."""
    pure = ("tr-gentle-head-beard", "tr-wrathful-torso-weapon", "tr-chaotic-legs-toes")
    for parts, words in (
        ((), "as an Unfathomable god"),
        (("tr-gentle-head-beard",), "as a Gentle god"),
        (pure, "as the pure Unfathomable god"),
    ):
        s = build(game)
        for iid in parts:
            manifest_part(game, s, 0, iid)
        s.claims = 1
        win(game, s, "ph-tsunami")
        said = [e.text for e in s.log if "illuminates" in e.text]
        assert any(words in t for t in said) and not any("a the" in t for t in said), said


def test_r14_1_illumination_by_alignment(game):
    """R14.1 (RULINGS B21): 8 if the Alignment differs from the Phenomenon's, 5 if it is the
    same (a Gentle god claiming Lunar Eclipse: 5), 3 Unfathomable, 10 the pure
    Unfathomable; Pure Wrath/Gentleness/Chaos as their base Alignment."""
    cases = [
        ((), "ph-lunar-eclipse", 3),
        (("tr-gentle-head-beard",), "ph-lunar-eclipse", 5),
        (("tr-gentle-head-beard",), "ph-tsunami", 8),
        (
            ("tr-gentle-head-beard", "tr-wrathful-torso-weapon", "tr-chaotic-legs-toes"),
            "ph-tsunami",
            10,
        ),
        (
            ("tr-gentle-head-beard", "tr-gentle-torso-weapon", "tr-gentle-legs-toes"),
            "ph-lunar-eclipse",
            5,
        ),
        (
            ("tr-gentle-head-beard", "tr-gentle-torso-weapon", "tr-gentle-legs-toes"),
            "ph-frog-storm",
            8,
        ),
    ]
    for parts, phen, gain in cases:
        s = build(game)
        for iid in parts:
            manifest_part(game, s, 0, iid)
        s.claims = 1
        win(game, s, phen)
        assert s.gods[0].supply == 10 + gain + (3 if len(parts) == 3 else 0), (parts, phen)


def test_r14_2_a_complete_god_may_claim_but_manifests_nothing(game):
    """R14.2: a god with a complete Trinity may take part if a slot is free; winning, it
    illuminates and stores the Phenomenon, but draws no Trinity card."""
    s = build(game)
    for part in ("head-beard", "torso-weapon", "legs-toes"):
        manifest_part(game, s, 0, f"tr-gentle-{part}")
    s.gods[0].revealed, s.claims, s.twilight = True, 1, True
    s.twilight_phen = [take(s, "ph-tsunami"), take(s, "ph-lunar-eclipse")]
    give(s, 0, "g1-truth-2-1")
    d = settle(game, s, Step("contest"))
    assert d is not None and d.kind == "bid"
    assert choose(game, s, "amen:g1-truth-2-1") is None
    assert s.gods[0].supply == 15 and s.gods[0].phenomena == ["ph-lunar-eclipse"]
    assert len(s.trinity["gentle"]) == 6


def test_r14_3_the_first_complete_trinity_triggers_the_twilight(game):
    """R14.3: a claim that makes a god fully manifested for the first time begins the
    Twilight (and so the end of the game)."""
    s = build(game)
    manifest_part(game, s, 0, "tr-gentle-head-beard")
    manifest_part(game, s, 0, "tr-gentle-torso-weapon")
    s.claims = 2
    d = win(game, s, "ph-tsunami")
    assert d is not None and keys(d) == ["manifest:legs", "manifest:none"]
    assert not s.twilight
    choose(game, s, "manifest:legs")
    assert s.twilight and s.first_complete == 0 and len(s.twilight_phen) == 3


def test_r14_4_r21_9_the_reward_uses_the_alignment_before_manifesting(game):
    """R14.4, R21.9: the Believers are counted with the Alignment the god had before the
    new part (an Unfathomable god claiming a Chaotic Phenomenon: 3, then Chaotic)."""
    s = build(game)
    s.claims = 1
    d = win(game, s, "ph-frog-storm")
    assert s.gods[0].supply == 13
    choose(game, s, "manifest:torso")
    assert rules.alignment(game, s.gods[0]) == "chaotic" and s.gods[0].supply == 13
    assert d is not None and believers(s) == 140
