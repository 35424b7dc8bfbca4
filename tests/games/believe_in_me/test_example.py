"""The rulebook's Example of Play (lines 646-694; spec §9 scenario 1) as one scripted round.

Hilga (seat 0) holds the Start Squirrel and faces Ralphi (seat 1). Every number the
example gives is asserted on the way: the eight resolution steps, the two Actions, the
draw to 7, the 16-16 Contest won on fewer Believers, the reward of 8, the Wrathful legs
that leave her Chaotic, the Revelation's 3, the Twilight's 3 final Phenomena and the
Squirrel passing to Ralphi.
"""

from __future__ import annotations

from tabletop_tui.core.state import Step
from tabletop_tui.games.believe_in_me import ops, rules
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

HILGA, RALPHI = 0, 1


def on_top(pile: list[str], *iids: str) -> None:
    """Put these cards on top of a draw pile (the end of the list), the first on top."""
    for iid in reversed(iids):
        if iid in pile:
            pile.remove(iid)
        pile.append(iid)


def table(game) -> BState:
    """The table as the example finds it at the start of Hilga's God turn."""
    s = build(game)
    hilga, ralphi = s.gods
    s.claims = 2  # Hilga has two body parts, Ralphi one: the Prophet appeared long ago
    s.fp_active, s.fp_holder = True, HILGA

    # Hilga: a chaotic head ("Clembert") and torso ("the forgetful preserver"), so her
    # Truth 7 is gone; Wilma the Wise (placed by Ralphi), 1 Monk, 1 Missionary, the
    # Slingshot in her left hand. 4 Believers in supply, so Henry's 4th must come from a
    # temple (she has 3 left by then).
    manifest_part(game, s, HILGA, "tr-chaotic-head-headwear")
    manifest_part(game, s, HILGA, "tr-chaotic-torso-chest-hair")
    s.box.append(take(s, "g1-truth-7-1"))
    place_enlightener(s, HILGA, "en-wilma-the-wise", RALPHI)
    hilga.relics[0] = take(s, "relic-slingshot-selma")
    hilga.supply, hilga.monks, hilga.missionaries = 4, 1, 1
    s.pagan += 10 - hilga.believers
    give(s, HILGA, "hh-henry-high-priest", "hh-sister-agatha", "bl-loaves-and-fishes", "bl-smite#1")

    # Ralphi: Wrathful (a Wrathful head, so still +3 for the missing torso); the Lance
    # (+1 Truth while active) in his left hand; Truth 3, 3, 5, two Heavenly Realm cards
    # and the Blessing he will lose to the Slingshot.
    manifest_part(game, s, RALPHI, "tr-wrathful-head-beard")
    s.box.append(take(s, "g2-truth-7-1"))
    ralphi.relics[0] = take(s, "relic-lance-lorenz")
    give(s, RALPHI, "g2-truth-3-1", "g2-truth-3-2", "g2-truth-5-1")
    give(s, RALPHI, "bl-manna-from-heaven#1", "relic-feather-ferdinand", "en-sandwich-board")

    # The piles: a Commandment already in place I (Food: nobody has a Monument, so it
    # touches no number here), Beep among the next 3 Commandments, the 2 Heavenly Realm
    # cards Hilga will draw, Volcanic Eruption on the Phenomena pile, and the Wrathful
    # Trinity pile with a head above the legs "of inane Giggling".
    s.mountain[0] = take(s, "cmd-food")
    on_top(s.commandment_deck, "cmd-crumbs", "cmd-beep", "cmd-dice")
    on_top(s.general_deck, "hh-brother-cornelius", "relic-rosary-rupert")
    on_top(s.phen_deck, "ph-volcanic-eruption")
    on_top(s.trinity["wrathful"], "tr-wrathful-head-horns", "tr-wrathful-legs-toes")
    return s


def test_example_of_play_hilga_and_ralphi(game, monkeypatch):
    """Rulebook lines 646-694 (R21.1-R21.9, spec §9.1): one God turn of Hilga's, Ralphi's
    turn skipped, the Contest for Volcanic Eruption, the reward, the Revelation and the
    Twilight, then the Start Squirrel. The Cube of Chaos is forced to green (convert 1)."""
    monkeypatch.setattr(ops, "CUBE", ("convert",) * 6)
    s = table(game)
    hilga, ralphi = s.gods
    assert (hilga.believers, ralphi.believers, believers(s)) == (6, 10, 140)
    assert rules.alignment(game, hilga) == "chaotic"
    assert rules.alignment(game, ralphi) == "wrathful"
    assert rules.hand_limit(game, s, HILGA) == 7

    # ---- Step 1: resolve the God tableau -------------------------------------------
    d = settle(game, s, Step("god_turn", HILGA))
    # 1. False Prophet: Hilga sacrifices 1 (4 -> 3).
    # 2. Wilma the Wise: Ralphi, the host's left fellow god, converts 2 (3 -> 1; 10 -> 12).
    # 3. No second Enlightener.
    # 4. Chaotic: the Cube shows green, Hilga converts 1 of Ralphi's (1 -> 2; 12 -> 11).
    # 5. One Monk illuminates 1 (2 -> 3).
    # 6. Half a Missionary Temple does nothing.
    # 7. The Slingshot: Ralphi chooses to discard a Heavenly Realm card...
    assert d is not None and d.kind == "choose" and d.seat == RALPHI
    assert (hilga.supply, ralphi.supply) == (3, 11)
    assert s.pagan == 124 + 1 - 1  # the Prophet's 1 back, the Monk's 1 out
    assert keys(d) == ["choice:0", "choice:1"]
    d = choose(game, s, "choice:0")
    # ... and picks which: the Blessing.
    assert d is not None and d.kind == "discard" and d.seat == RALPHI
    d = choose(game, s, "discard:bl-manna-from-heaven#1")
    assert s.general_discard == ["bl-manna-from-heaven#1"]
    assert hilga.supply == 3  # she did not illuminate 2
    # 8. No second Relic (the right hand is empty).

    # ---- Step 2: two Divine Actions -------------------------------------------------
    assert d is not None and d.kind == "actions" and s.actions_left == 2
    assert "banish:1" in keys(d)
    d = choose(game, s, "banish:1")
    # Ralphi takes the Prophet and sacrifices 3 at once (11 -> 8), then Hilga draws 3.
    assert (s.fp_holder, ralphi.supply) == (RALPHI, 8)
    assert d is not None and d.kind == "pick"
    assert sorted(keys(d)) == ["pick:cmd-beep", "pick:cmd-crumbs", "pick:cmd-dice"]
    d = choose(game, s, "pick:cmd-beep")
    # Beep goes to place II (place I is taken); Ralphi, Wrathful, is its target and his
    # Relics are face down; the other two go to the discard pile.
    assert s.mountain == ["cmd-food", "cmd-beep", "", "", ""]
    assert rules.commandment_targets(game, s, 1) == [RALPHI]
    assert rules.relics_disabled(game, s, RALPHI) and not rules.relics_disabled(game, s, HILGA)
    assert sorted(s.commandment_discard) == ["cmd-crumbs", "cmd-dice"]

    assert d is not None and d.kind == "actions" and s.actions_left == 1
    henry = "host:hh-henry-high-priest:en-wilma-the-wise"
    assert henry in keys(d)
    assert rules.cost_of(game, s, HILGA, "hh-henry-high-priest", "en-wilma-the-wise") == 4
    d = choose(game, s, henry)
    # 3 from the supply; the 4th from a temple of her choice: the Missionary.
    assert hilga.supply == 0
    assert d is not None and d.kind == "pay" and keys(d) == ["pay:monk", "pay:missionary"]
    d = choose(game, s, "pay:missionary")
    assert (hilga.supply, hilga.monks, hilga.missionaries) == (0, 1, 0)
    assert hilga.enlighteners == [] and hilga.placers == []
    assert s.general_discard[-2:] == ["hh-henry-high-priest", "en-wilma-the-wise"]

    # ---- Step 3: draw to 7 (head manifested): 2 Truth cards, then 2 Heavenly Realm --
    assert sorted(hilga.hand) == ["bl-loaves-and-fishes", "bl-smite#1", "hh-sister-agatha"]
    assert d is not None and d.kind == "take_truth"
    d = choose(game, s, "truth:g1-truth-5-1")
    assert d is not None and d.kind == "take_truth"
    d = choose(game, s, "truth:g1-truth-4-1")
    assert d is None  # the Heavenly Realm cards fill the rest by themselves
    assert len(hilga.hand) == 7
    assert hilga.hand[-2:] == ["hh-brother-cornelius", "relic-rosary-rupert"]
    assert (hilga.believers, ralphi.believers, believers(s)) == (1, 8, 140)

    # ---- Ralphi's turn is skipped. Phase 2: the Contest ------------------------------
    unseen = len(s.box_hidden)
    d = settle(game, s, Step("contest"), Step("squirrel"))
    assert s.contest_phen == "ph-volcanic-eruption"
    assert game.cards.card(s.contest_phen).alignment == "wrathful"
    assert d is not None and d.kind == "bid" and d.seat == HILGA
    assert "pass" not in keys(d)  # the Starting god must contribute
    plan = [
        (HILGA, "amen:hh-sister-agatha"),
        (RALPHI, "amen:g2-truth-3-1"),  # with 2 gods Ralphi must contribute too
        (HILGA, "amen:hh-brother-cornelius"),
        (RALPHI, "amen:g2-truth-3-2"),
        (HILGA, "amen:g1-truth-5-1"),
        (RALPHI, "amen:g2-truth-5-1"),
        (HILGA, "amen:g1-truth-4-1"),
        (RALPHI, "amen:relic-feather-ferdinand"),
        (HILGA, "amen:bl-loaves-and-fishes"),
        (RALPHI, "amen:en-sandwich-board"),
    ]
    for seat, key in plan:
        assert d is not None and d.kind == "bid" and d.seat == seat
        d = choose(game, s, key)
    assert (len(hilga.contest), len(ralphi.contest)) == (5, 5)
    # Strict turn order makes the next move Hilga's: she stops, and Ralphi, now the last
    # god in, may not add a card (the bidding ends without asking him).
    assert d is not None and d.kind == "bid" and d.seat == HILGA
    d = choose(game, s, "pass")

    # Reveal: Hilga 3+3+5+4+1 = 16 (torso: no +3); Ralphi 3+3+5+1+1 +3 = 16 (Beep keeps
    # his Lance's +1 face down). Tie: Hilga has fewer Believers (1 against 8) and wins.
    assert s.last_totals == {"0": 16, "1": 16}
    # Reward: 8 Believers (Chaotic against a Wrathful Phenomenon), the Phenomenon stored,
    # then she may manifest: only the legs are missing.
    assert hilga.supply == 8
    assert hilga.phenomena == ["ph-volcanic-eruption"]
    assert d is not None and d.kind == "manifest" and d.seat == HILGA
    assert keys(d) == ["manifest:legs", "manifest:none"]
    assert d.options[0].label == "Manifest Wrathful legs"  # (not "a Wrathful legs")
    d = choose(game, s, "manifest:legs")
    assert hilga.parts["legs"] == "tr-wrathful-legs-toes"
    assert game.cards.card(hilga.parts["legs"]).title == "of inane Giggling"
    assert "tr-wrathful-head-horns" in s.trinity["wrathful"]  # drawn past, shuffled back
    assert len(s.trinity["wrathful"]) == 7
    assert rules.alignment(game, hilga) == "chaotic" and not rules.is_pure(game, hilga)
    # The Revelation: +3; the Twilight begins: Nun Temples open, 3 final Phenomena lie
    # face down and the rest of the deck leaves the game.
    assert any("Clembert, the forgetful preserver of inane Giggling!" in e.text for e in s.log)
    assert hilga.revealed and hilga.supply == 11
    assert s.twilight and s.first_complete == HILGA
    assert len(s.twilight_phen) == 3 and s.phen_deck == []
    assert len(s.box_hidden) == unseen + 18 - 1 - 3
    # Phase 3: the Start Squirrel passes to Ralphi.
    assert d is None
    assert s.starting_god == RALPHI and not s.over
    # Every card played in the Contest went to its discard pile.
    assert sorted(hilga.truth_discard) == ["g1-truth-4-1", "g1-truth-5-1"]
    assert sorted(ralphi.truth_discard) == ["g2-truth-3-1", "g2-truth-3-2", "g2-truth-5-1"]
    assert {
        "hh-sister-agatha",
        "hh-brother-cornelius",
        "bl-loaves-and-fishes",
        "relic-feather-ferdinand",
        "en-sandwich-board",
    } <= set(s.general_discard)
    assert (hilga.believers, ralphi.believers, believers(s)) == (12, 8, 140)
