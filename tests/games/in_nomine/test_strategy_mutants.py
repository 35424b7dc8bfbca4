"""The greedy bot's sense of In Nomine, pinned on hand-built tables (issue 14: each mutant
of `strategy` that survived the other tests is killed here or explained).

Forces used here (neutral / Atk / Def): Seraphim 2/2/2, Cherubim 2/2/4, Kyriotate 3/3/3,
Malakim 2/4/2, Calabim 3/3/3, Djinn 2/4/2, Lilim 2/2/2, a Human 1/1/1.

`persona_worth` = 3 + 1.5 Force (+0.8 with Essence), less 1 + 0.75 Force while it may
not attack or block; `side_worth` = deck_worth(deck) + 0.8 a card in hand (7 at most, less
cards about to be discarded) + each persona's worth + 0.6 Prophecy^2 on a Human + 1.2 n^2
/ 7 * 3 for n of the side's own Celestial types in play."""

from __future__ import annotations

import random

import pytest

from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.game import LOSS, WIN
from tabletop_tui.core.state import Step
from tabletop_tui.games.in_nomine import strategy
from tabletop_tui.games.in_nomine.game import InNomine
from tabletop_tui.games.in_nomine.state import Combat, INState
from tests.games.in_nomine.conftest import (
    ANGELS,
    DEMONS,
    attack,
    build,
    choose,
    greedy,
    keys,
    kind,
    put_in_play,
    struggle,
)

TYPES = 1.2 / 7 * 3  # times n^2 for n of the side's own types in play


def deck_of(game: InNomine, side: str, n: int) -> list[str]:
    """The last `n` cards of a side's deck list (no persona used in these tests)."""
    return list(game.cards.decks[side][-n:])


def table(game: InNomine, demons: int = 20, angels: int = 20, **kw) -> INState:
    """A table whose decks hold exactly this many cards."""
    return build(game, decks=(deck_of(game, "demon", demons), deck_of(game, "angel", angels)), **kw)


def hint(game: InNomine, state: INState) -> str | None:
    pending = engine.decision(game, state)
    assert pending is not None
    return game.hint(game.view(state, pending.seat), pending, random.Random(0))


# ---- deck_worth and pending_discards ----------------------------------------------------


def test_deck_worth_is_06_a_card_up_to_40_less_a_square_below_8(game):
    assert strategy.deck_worth(40) == pytest.approx(24.0)
    assert strategy.deck_worth(41) == pytest.approx(24.0)
    assert strategy.deck_worth(55) == pytest.approx(24.0)
    assert strategy.deck_worth(20) == pytest.approx(12.0)
    assert strategy.deck_worth(8) == pytest.approx(4.8)
    assert strategy.deck_worth(7) == pytest.approx(4.2 - 1)
    assert strategy.deck_worth(5) == pytest.approx(3.0 - 9)
    assert strategy.deck_worth(0) == pytest.approx(-64.0)


def test_cards_a_seat_is_handed_to_discard_count_as_gone(game):
    state = table(game)
    state.stack = [
        Step("halt", 0),
        Step("op:opponent_discards", ANGELS, {"count": 2, "handed": True}),
        Step("op:opponent_discards", ANGELS, {"count": 1, "handed": True}),
        Step("op:opponent_discards", ANGELS, {"count": 4}),  # not handed over yet
        Step("op:opponent_discards", DEMONS, {"count": 5, "handed": False}),
        Step("op:draw", ANGELS, {"count": 7, "handed": True}),
    ]
    assert strategy.pending_discards(state, ANGELS) == 3
    assert strategy.pending_discards(state, DEMONS) == 0


# ---- persona_worth ----------------------------------------------------------------------


def test_a_persona_is_worth_3_plus_15_a_point_of_force_and_08_for_essence(game):
    state = table(game)
    calabim = put_in_play(state, "calabim#1", DEMONS)
    human = put_in_play(state, "demon-human#1", DEMONS, essence=False)
    assert strategy.persona_worth(game, state, calabim, False) == pytest.approx(3 + 4.5 + 0.8)
    assert strategy.persona_worth(game, state, human, False) == pytest.approx(3 + 1.5)


def test_a_persona_barred_from_attacking_or_blocking_is_worth_less(game):
    """Kobal or Beleth bars it through this turn (3): 1 + 0.75 Force off; from the last turn
    it is free again."""
    state = table(game)
    calabim = put_in_play(state, "calabim#1", DEMONS)
    calabim.disabled_through = state.turn
    assert strategy.persona_worth(game, state, calabim, False) == pytest.approx(8.3 - 1 - 2.25)
    calabim.disabled_through = state.turn - 1
    assert strategy.persona_worth(game, state, calabim, False) == pytest.approx(8.3)


def test_this_turns_force_effects_count_only_in_a_fight(game):
    state = table(game)
    calabim = put_in_play(state, "calabim#1", DEMONS, essence=False)
    state.effects.append(
        {"target": "calabim#1", "seat": None, "stat": "force", "amount": 2, "source": "test"}
    )
    assert strategy.persona_worth(game, state, calabim, False) == pytest.approx(3 + 4.5)
    assert strategy.persona_worth(game, state, calabim, True) == pytest.approx(3 + 7.5)


# ---- side_worth -------------------------------------------------------------------------


def test_an_empty_side_is_worth_its_deck(game):
    state = table(game, demons=20, angels=5)
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0)
    assert strategy.side_worth(game, state, ANGELS) == pytest.approx(3.0 - 9)


def test_each_card_in_hand_is_worth_08_up_to_seven(game):
    demon = game.cards.decks["demon"]
    state = build(game, hands=(demon[:3], []), decks=(demon[10:30], []))
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0 + 2.4)
    state = build(game, hands=(demon[:9], []), decks=(demon[10:30], []))
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0 + 5.6)


def test_cards_about_to_be_discarded_do_not_count_in_hand(game):
    demon = game.cards.decks["demon"]
    state = build(game, hands=(demon[:3], []), decks=(demon[10:30], []))
    state.stack = [Step("op:opponent_discards", DEMONS, {"count": 2, "handed": True})]
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0 + 0.8)
    state.stack = [Step("op:opponent_discards", DEMONS, {"count": 5, "handed": True})]
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0)  # not below 0


def test_side_worth_adds_personas_prophecy_and_own_types(game):
    """Calabim 8.3, Djinn (no Essence) 6 + 2 for its lasting Atk + 2 (ROLE a point), a
    Human with 2 Prophecy 4.5 + 2.4; two Demon types in play. An Angel the Demons control
    counts as a persona, not as a type."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    put_in_play(state, "demon-human#1", DEMONS, essence=False, prophecy=2)
    expected = 12.0 + 8.3 + 8.0 + 4.5 + 0.6 * 4 + TYPES * 4
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(expected)
    put_in_play(state, "seraphim#1", DEMONS, essence=False, owner=ANGELS)
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(expected + 6.0)
    put_in_play(state, "lilim#1", DEMONS, essence=False)
    three = 12.0 + 8.3 + 8.0 + 4.5 + 2.4 + 6.0 + 6.0 + TYPES * 9
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(three)


def test_two_personas_of_one_type_count_it_once(game):
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    put_in_play(state, "calabim#2", DEMONS, essence=False)
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(12.0 + 7.5 * 2 + TYPES)


def test_side_worth_counts_force_effects_only_during_a_fight(game):
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    state.effects.append(
        {"target": "calabim#1", "seat": None, "stat": "force", "amount": 1, "source": "test"}
    )
    calm = strategy.side_worth(game, state, DEMONS)
    assert calm == pytest.approx(12.0 + 7.5 + TYPES)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    state.combat = Combat("calabim#1", target="seraphim#1")
    assert strategy.side_worth(game, state, DEMONS) == pytest.approx(calm + 1.5)


# ---- fight_outlook ----------------------------------------------------------------------


def test_no_fight_no_change(game):
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    assert strategy.fight_outlook(game, state) == [0.0, 0.0]


def test_a_negated_attack_or_a_gone_attacker_changes_nothing(game):
    state = table(game, angels=3)
    put_in_play(state, "calabim#1", DEMONS)
    state.combat = Combat("calabim#1", negated=True)
    assert strategy.fight_outlook(game, state) == [0.0, 0.0]
    state.combat = Combat("djinn#1")  # not in play
    assert strategy.fight_outlook(game, state) == [0.0, 0.0]


def test_an_unblocked_deck_attack_costs_the_deck_its_cards(game):
    """Calabim (3) at a deck of 10: 6 - (4.2 - 1) = 2.8."""
    state = table(game, angels=10)
    put_in_play(state, "calabim#1", DEMONS)
    state.combat = Combat("calabim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -2.8])


def test_a_deck_attack_that_runs_the_deck_out_costs_200(game):
    state = table(game, angels=3)
    put_in_play(state, "calabim#1", DEMONS)
    state.combat = Combat("calabim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -200.0])
    state = table(game, angels=4)
    put_in_play(state, "calabim#1", DEMONS)
    state.combat = Combat("calabim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -(2.4 - 16 - (0.6 - 49))])


def test_the_angels_attacking_cost_the_demons_deck(game):
    state = table(game, demons=10, current=ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    state.combat = Combat("kyriotate#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([-2.8, 0.0])


def test_a_blocker_that_wins_costs_the_attacker(game):
    """Cherubim blocks at 4 against the Calabim's 3: the Calabim (worth 8.3 with Essence) goes."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    state.combat = Combat("calabim#1", blocker="cherubim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([-8.3, 0.0])


def test_a_blocker_that_loses_is_lost(game):
    """Seraphim blocks at 2 against 3."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    state.combat = Combat("calabim#1", blocker="seraphim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -6.0])


def test_a_tied_fight_loses_both(game):
    """Kyriotate blocks at 3 against 3."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "kyriotate#1", ANGELS, essence=False)
    state.combat = Combat("calabim#1", blocker="kyriotate#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([-8.3, -7.5])


def test_a_persona_attacked_directly_fights_with_its_force_alone(game):
    """The Djinn (Atk 4) attacks the Cherubim: neutral 2, its Def 4 does not count (R9),
    so the Cherubim is lost (it would have tied as a blocker): 6, and 2 for its Def + 2."""
    state = table(game)
    put_in_play(state, "djinn#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS, essence=False)
    state.combat = Combat("djinn#1", target="cherubim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -8.0])


def test_a_blocker_of_a_persona_attack_fights_with_its_def(game):
    """The Djinn attacks the Seraphim; the Cherubim blocks at 4: a tie, both go (each 6,
    and 2 for its lasting Atk or Def + 2)."""
    state = table(game)
    put_in_play(state, "djinn#1", DEMONS, essence=False)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "cherubim#1", ANGELS, essence=False)
    state.combat = Combat("djinn#1", target="seraphim#1", blocker="cherubim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([-8.0, -8.0])


def test_a_human_lost_in_a_fight_takes_its_prophecy_with_it(game):
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=3)
    state.combat = Combat("calabim#1", target="angel-human#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -(4.5 + 0.6 * 9)])


def test_a_fight_counts_this_turns_force_effects(game):
    """+1 Force on the Seraphim this turn: it blocks at 3 against 3, a tie."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS, essence=False)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    state.effects.append(
        {"target": "seraphim#1", "seat": None, "stat": "force", "amount": 1, "source": "test"}
    )
    state.combat = Combat("calabim#1", blocker="seraphim#1")
    assert strategy.fight_outlook(game, state) == pytest.approx([-7.5, -(3 + 4.5)])


def block_to_come(game: InNomine, angels: list[str], deck: int = 10) -> INState:
    """The Calabim (3) attacks the Angels' deck; the Angels' block window is still open."""
    state = table(game, angels=deck)
    put_in_play(state, "calabim#1", DEMONS)
    for card in angels:
        put_in_play(state, card, ANGELS)
    state.combat = Combat("calabim#1")
    state.stack = [Step("halt", 0), Step("defend_window", ANGELS)]
    return state


def test_a_block_to_come_is_taken_to_be_the_strongest_that_wins(game):
    state = block_to_come(game, ["seraphim#1", "cherubim#1"])
    assert strategy.fight_outlook(game, state) == pytest.approx([-8.3, 0.0])


def test_a_block_to_come_that_would_only_trade_is_still_expected(game):
    state = block_to_come(game, ["seraphim#1", "kyriotate#1"])
    assert strategy.fight_outlook(game, state) == pytest.approx([-8.3, -8.3])


def test_no_block_is_expected_from_a_blocker_that_would_lose(game):
    state = block_to_come(game, ["seraphim#1"])
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -2.8])


def test_once_the_block_window_has_passed_no_block_is_expected(game):
    state = block_to_come(game, ["cherubim#1"])
    state.stack = [Step("halt", 0), Step("combat_window", DEMONS)]
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -2.8])


# ---- evaluate ---------------------------------------------------------------------------


def test_a_finished_game_is_a_win_or_a_loss(game):
    state = table(game)
    state.winners = [ANGELS]
    assert strategy.evaluate(game, state, ANGELS) == WIN
    assert strategy.evaluate(game, state, DEMONS) == LOSS


def test_evaluate_is_own_worth_minus_the_opponents_with_the_fight_as_it_stands(game):
    """Demons: deck 20 (12) + Calabim 8.3 + one type; Angels: deck 10 (6) + Cherubim
    (Force 2: 6.8, and 2 for its lasting Def + 2; one type). Once it blocks (Def 4 against
    3) the Calabim is lost: -8.3 for the Demons. In the Demons' turn they count the
    Angels' coming draw (a card in hand 0.8, one fewer in the deck -0.6); the Angels
    count nothing of the Demons' turn, which has begun."""
    state = table(game, angels=10)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    demons = 12.0 + 8.3 + TYPES
    angels = 6.0 + 6.8 + 2.0 + TYPES
    coming = 0.8 - 0.6
    assert state.current == DEMONS
    assert strategy.evaluate(game, state, DEMONS) == pytest.approx(demons - angels - coming)
    assert strategy.evaluate(game, state, ANGELS) == pytest.approx(angels - demons)
    state.combat = Combat("calabim#1", blocker="cherubim#1")
    assert strategy.evaluate(game, state, DEMONS) == pytest.approx(demons - 8.3 - angels - coming)
    assert strategy.evaluate(game, state, ANGELS) == pytest.approx(angels - demons + 8.3)


def test_the_next_dawn_brings_each_human_a_prophecy_token(game):
    """0.6 p^2 becomes 0.6 (p + 1)^2: 0.6 (2p + 1) more; Celestials gain none."""
    state = table(game)
    put_in_play(state, "angel-human#1", ANGELS, prophecy=0)
    put_in_play(state, "angel-human#2", ANGELS, prophecy=3)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "demon-human#1", DEMONS, prophecy=2)
    assert strategy.next_dawn(game, state, ANGELS) == pytest.approx(0.6 + 4.2)
    assert strategy.next_dawn(game, state, DEMONS) == pytest.approx(3.0)


def test_the_coming_turn_brings_essence_and_a_card(game):
    """Essence (0.8) on each persona without it, a card drawn (0.8 in a hand under 7) from
    the deck (deck_worth one card lower); nothing drawn from an empty deck."""
    state = table(game, angels=5, hands=([], ["marc"] * 6))
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "cherubim#1", ANGELS, essence=True)
    put_in_play(state, "angel-human#1", ANGELS, essence=False)
    draw = strategy.deck_worth(4) - strategy.deck_worth(5)
    assert strategy.coming_turn(game, state, ANGELS) == pytest.approx(1.6 + draw + 0.8)
    state.sides[ANGELS].hand.append("david")  # 7 in hand: the card drawn is worth nothing
    assert strategy.coming_turn(game, state, ANGELS) == pytest.approx(1.6 + draw)
    state.sides[ANGELS].deck.clear()
    assert strategy.coming_turn(game, state, ANGELS) == pytest.approx(1.6)


def test_only_the_opponents_coming_turn_counts_and_only_in_ones_own_turn(game):
    state = table(game)
    put_in_play(state, "demon-human#1", DEMONS, essence=False, prophecy=1)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=2)
    bare = strategy.side_worth(game, state, DEMONS) - strategy.side_worth(game, state, ANGELS)
    demons_dawn, angels_dawn = 1.8, 3.0
    angels_turn = strategy.coming_turn(game, state, ANGELS)
    state.current = DEMONS
    assert strategy.evaluate(game, state, DEMONS) == pytest.approx(
        bare + demons_dawn - angels_dawn - angels_turn
    )
    state.current = ANGELS
    assert strategy.evaluate(game, state, DEMONS) == pytest.approx(bare + demons_dawn)


# ---- lethal -----------------------------------------------------------------------------


def test_lethal_when_the_deck_runs_out_and_nobody_can_block(game):
    state = table(game, angels=3)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)  # no Essence: cannot block
    put_in_play(state, "lilim#1", DEMONS)  # our own Essence does not block us
    v = game.view(state, DEMONS)
    assert strategy.lethal(v, DEMONS, 3)
    assert strategy.lethal(v, DEMONS, 4)
    assert not strategy.lethal(v, DEMONS, 2)


def test_not_lethal_while_a_blocker_stands(game):
    state = table(game, angels=3)
    put_in_play(state, "calabim#1", DEMONS)
    blocker = put_in_play(state, "seraphim#1", ANGELS)
    assert not strategy.lethal(game.view(state, DEMONS), DEMONS, 3)
    blocker.disabled_through = state.turn  # barred from blocking this turn
    assert strategy.lethal(game.view(state, DEMONS), DEMONS, 3)


def test_lethal_for_the_angels_reads_the_demons_deck(game):
    state = table(game, demons=2, angels=30, current=ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    v = game.view(state, ANGELS)
    assert strategy.lethal(v, ANGELS, 2)
    assert not strategy.lethal(v, ANGELS, 1)


# ---- unblockable_hint -------------------------------------------------------------------


def song_window(game: InNomine, attacker: str, angels: list[str], target: str | None = None):
    """The Demons hold a Song of Motion (the Lilim pays for it) and attack; the attack
    window is open."""
    state = build(game, hands=(["song-of-motion"], []), current=DEMONS)
    put_in_play(state, attacker, DEMONS)
    put_in_play(state, "lilim#1", DEMONS)
    for card in angels:
        put_in_play(state, card, ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, attacker, target)
    assert kind(game, state) == "attack_window"
    assert "play:song-of-motion" in keys(game, state)
    return state


def test_the_song_is_played_against_a_blocker_that_would_tie(game):
    """Kyriotate would block the Calabim at 3 against 3: a trade the Song avoids."""
    state = song_window(game, "calabim#1", ["kyriotate#1"])
    assert hint(game, state) == "play:song-of-motion"


def test_the_song_is_kept_when_the_only_blocker_lacks_essence_or_is_barred(game):
    state = song_window(game, "calabim#1", ["cherubim#1"])
    state.persona("cherubim#1").essence = False
    assert hint(game, state) is None
    state.persona("cherubim#1").essence = True
    state.persona("cherubim#1").disabled_through = state.turn
    assert hint(game, state) is None


def test_the_song_is_kept_when_the_strong_angel_is_the_target_itself(game):
    """The Djinn attacks the Cherubim directly: the Cherubim cannot block its own fight,
    and the Seraphim (Def 2) would not stop an Atk of 4."""
    state = song_window(game, "djinn#1", ["cherubim#1", "seraphim#1"], target="cherubim#1")
    assert hint(game, state) is None


def test_the_song_is_played_when_another_angel_could_stop_an_attack_on_a_persona(game):
    state = song_window(game, "calabim#1", ["cherubim#1", "seraphim#1"], target="seraphim#1")
    assert hint(game, state) == "play:song-of-motion"


def test_unblockable_hint_ignores_cards_that_do_not_make_the_attack_unblockable(game):
    state = song_window(game, "calabim#1", ["cherubim#1"])
    v = game.view(state, DEMONS)
    personas = {p["card"]: p for p in v["personas"]}
    keys_ = ["continue", "play:song-of-motion"]
    assert strategy.unblockable_hint(game, v, keys_, personas) == "play:song-of-motion"
    assert strategy.unblockable_hint(game, v, ["continue"], personas) is None
    assert strategy.unblockable_hint(game, v, ["play:discord", "continue"], personas) is None


# ---- hint: attacks, blocks, targets -----------------------------------------------------


def test_the_main_hint_attacks_with_the_persona_that_wins_the_game(game):
    """Three cards left in the Angels' deck: the Calabim (3) wins, the Lilim (2) would not."""
    state = table(game, angels=3)
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    assert {"attack:lilim#1", "attack:calabim#1"} <= set(keys(game, state))
    assert hint(game, state) == "attack:calabim#1"
    assert greedy(game, state) == "attack:calabim#1"


def test_the_main_hint_leaves_an_attack_that_does_not_win_to_the_lookahead(game):
    state = table(game, angels=4)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, DEMONS)
    assert hint(game, state) is None


def calabim_at_the_deck(game: InNomine, angels: list[str], deck: int = 20, **prophecy: int):
    state = table(game, angels=deck)
    put_in_play(state, "calabim#1", DEMONS)
    for card in angels:
        put_in_play(state, card, ANGELS, prophecy=prophecy.get(card.split("#")[0], 0))
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    choose(game, state, "deck")
    assert kind(game, state) == "defend_window"
    return state


def test_the_block_hint_takes_the_weakest_blocker_that_still_wins(game):
    """Cherubim (Def 4) and Kyriotate (3) against the Calabim's 3: only the Cherubim wins."""
    state = calabim_at_the_deck(game, ["kyriotate#1", "cherubim#1"])
    assert hint(game, state) == "block:cherubim#1"


def test_the_block_hint_does_not_trade_to_save_a_deck_that_is_not_in_danger(game):
    """Kyriotate would tie the Calabim at 3: a deck of 20 can take 3 cards."""
    state = calabim_at_the_deck(game, ["kyriotate#1"])
    assert hint(game, state) == "no-block"


def test_the_block_hint_sacrifices_a_blocker_when_the_deck_is_within_two_of_the_attack(game):
    """Deck of 5 against 3: within 2; with 6 the deck can take it."""
    state = calabim_at_the_deck(game, ["seraphim#1", "kyriotate#1"], deck=5)
    assert hint(game, state) == "block:seraphim#1"  # the weakest
    state = calabim_at_the_deck(game, ["seraphim#1", "kyriotate#1"], deck=6)
    assert hint(game, state) == "no-block"


def test_the_block_hint_trades_to_save_a_persona_attacked_directly(game):
    """The Calabim (3) attacks the Seraphim (2, a sure loss): the Kyriotate blocks at 3
    and trades; a Cherubim would win (preferred when there)."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1", "seraphim#1")
    assert kind(game, state) == "defend_window"
    assert hint(game, state) == "block:kyriotate#1"


def test_the_block_hint_does_not_trade_for_a_persona_that_holds_its_own(game):
    """The Calabim attacks the Kyriotate (3 against 3 is a tie anyway): no trade offered by
    the hint; the lookahead weighs it."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "kyriotate#1", ANGELS)
    put_in_play(state, "kyriotate#2", ANGELS)
    struggle(game, state, DEMONS)
    attack(game, state, "calabim#1", "kyriotate#1")
    assert kind(game, state) == "defend_window"
    assert hint(game, state) == "no-block"


def test_the_block_hint_leaves_a_playable_answer_to_the_lookahead(game):
    """Nothing wins the block, the deck is in no danger, but Jordi could negate the
    attack: whether to spend it is the lookahead's to weigh."""
    state = table(game)
    state.sides[ANGELS].hand.append("jordi")
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    choose(game, state, "deck")
    assert keys(game, state) == ["play:jordi", "block:seraphim#1", "no-block"]
    assert hint(game, state) is None


def test_the_declare_hint_attacks_the_deck_when_no_persona_would_fall(game):
    """Nothing weaker than the Calabim's 3 to aim at: the deck."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "kyriotate#1", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    assert kind(game, state) == "declare"
    assert hint(game, state) == "deck"


def test_the_declare_hint_counts_prophecy_in_a_targets_worth(game):
    """Both would fall to the Calabim (3): the Seraphim (Force 2, no Prophecy) and a Human
    (Force 1, 2 Prophecy): the Human, 1 + 2, is the richer target."""
    state = table(game)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    put_in_play(state, "angel-human#1", ANGELS, essence=False, prophecy=2)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    assert hint(game, state) == "target:angel-human#1"


def test_the_hint_says_nothing_about_other_decisions(game):
    state = table(game)
    d = Decision(seat=0, prompt="", options=(Option("x", "x"),), kind="recruit_pick")
    assert strategy.hint(game, game.view(state, 0), d, random.Random(0)) is None


def test_no_block_is_expected_when_the_defender_has_nobody_to_block_with(game):
    state = block_to_come(game, [])
    assert strategy.fight_outlook(game, state) == pytest.approx([0.0, -2.8])


def test_the_block_hint_prefers_the_weakest_of_two_winning_blockers(game):
    """The Lilim (2) attacks the deck: the Cherubim (Def 4) and the Kyriotate (3) would both
    win; the Kyriotate is enough, the Cherubim is kept."""
    state = table(game)
    put_in_play(state, "lilim#1", DEMONS)
    put_in_play(state, "cherubim#1", ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:lilim#1")
    choose(game, state, "deck")
    assert kind(game, state) == "defend_window"
    assert keys(game, state).index("block:cherubim#1") < keys(game, state).index(
        "block:kyriotate#1"
    )
    assert hint(game, state) == "block:kyriotate#1"
    assert greedy(game, state) == "block:kyriotate#1"


def test_the_declare_hint_takes_the_winning_deck_attack_over_a_persona_it_could_kill(game):
    """Three cards left in the Angels' deck, nobody with Essence to block, and a Seraphim
    the Calabim (3) would destroy: the deck wins the game."""
    state = table(game, angels=3)
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    assert kind(game, state) == "declare"
    assert {"deck", "target:seraphim#1"} <= set(keys(game, state))
    assert hint(game, state) == "deck"
    state = table(game, angels=4)  # one card too many: the Seraphim
    put_in_play(state, "calabim#1", DEMONS)
    put_in_play(state, "seraphim#1", ANGELS, essence=False)
    struggle(game, state, DEMONS)
    choose(game, state, "attack:calabim#1")
    assert hint(game, state) == "target:seraphim#1"


def test_the_angels_play_janus_when_a_demon_would_stop_their_deck_attack(game):
    """The Kyriotate (3) attacks the Demons' deck; the Calabim (Def 3) would block it."""
    state = build(game, hands=([], ["janus"]), current=ANGELS)
    put_in_play(state, "kyriotate#1", ANGELS)
    put_in_play(state, "seraphim#1", ANGELS)
    put_in_play(state, "calabim#1", DEMONS)
    struggle(game, state, ANGELS)
    attack(game, state, "kyriotate#1")
    assert kind(game, state) == "attack_window"
    assert "play:janus" in keys(game, state)
    assert hint(game, state) == "play:janus"
    state.persona("calabim#1").essence = False  # nobody left to block: keep it
    assert hint(game, state) is None
