"""The greedy bot's sense of NecronomiCards, pinned on hand-built tables (issue 14: each
mutant of `strategy` that survived the other tests is killed here or explained).

`strength` is a sum of plain terms (10 per played Summon, 5 per unplayed one, 3/4 of the
square of the Horsemen played, -4 per lost turn, +1.5 per Ward, plus the Spell hand's
potential), so most tests here pin one term exactly: the same table with and without it."""

from __future__ import annotations

import gc
import random
from itertools import combinations

import pytest

from tabletop_tui.bots import GreedyBot
from tabletop_tui.core import engine
from tabletop_tui.core.game import LOSS, WIN
from tabletop_tui.core.state import Step
from tabletop_tui.games.necronomicards import spellhands, strategy
from tabletop_tui.games.necronomicards.game import NecronomiCards
from tabletop_tui.games.necronomicards.state import NState, Zones
from tests.games.necronomicards.conftest import build, keys, run_effect, spell, start_turn

DECK = [spell("moon", "star"), spell("star", "skull"), spell("skull", "serpent")]
TRIPLETS = [  # two triplets: eye x3, flame x3 (casts 2 Summons)
    spell("eye"),
    spell("eye", "star"),
    spell("eye", "skull"),
    spell("flame"),
    spell("serpent", "flame"),
    spell("moon", "flame"),
]


def strength(game: NecronomiCards, **zones) -> float:
    """One player's strength, on an otherwise empty two-player table."""
    state = build(game)
    return strategy.strength(game, state, Zones(**zones))


def greedy(game: NecronomiCards, state: NState, seed: int = 0) -> str:
    pending = engine.decision(game, state)
    assert pending is not None
    return GreedyBot().choose(game, game.view(state, pending.seat), pending, random.Random(seed))


# ---- strength: one term at a time -------------------------------------------------------


def test_an_empty_position_is_worth_nothing(game):
    assert strength(game) == 0.0


def test_each_played_summon_is_worth_ten(game):
    assert strength(game, played=["cerberus"]) == pytest.approx(10.0)
    assert strength(game, played=["cerberus", "kali"]) == pytest.approx(20.0)


def test_each_unplayed_summon_in_hand_is_worth_five(game):
    assert strength(game, summons=["cerberus"]) == pytest.approx(5.0)
    assert strength(game, summons=["cerberus", "kali", "set"]) == pytest.approx(15.0)


def test_a_summon_played_counts_above_one_kept_in_hand(game):
    assert strength(game, played=["kali"]) > strength(game, summons=["kali"])


def test_horsemen_played_add_three_quarters_of_their_number_squared(game):
    """1 Horseman: +0.75; 2: +3; 3: +6.75; 4: +12 (above the 10 each is worth as a Summon)."""
    assert strength(game, played=["death"]) == pytest.approx(10.75)
    assert strength(game, played=["death", "war"]) == pytest.approx(23.0)
    assert strength(game, played=["death", "war", "famine"]) == pytest.approx(36.75)
    assert strength(game, played=["death", "war", "famine", "pestilence"]) == pytest.approx(52.0)


def test_a_horseman_played_is_worth_more_than_another_summon_played(game):
    assert strength(game, played=["war"]) > strength(game, played=["cerberus"])
    assert strength(game, played=["war", "death"]) > strength(game, played=["war", "cerberus"])


def test_each_lost_turn_costs_four(game):
    assert strength(game, lost_turns=1) == pytest.approx(-4.0)
    assert strength(game, played=["kali"], lost_turns=2) == pytest.approx(2.0)


def test_each_ward_is_worth_one_and_a_half(game):
    assert strength(game, wards=1) == pytest.approx(1.5)
    assert strength(game, played=["kali"], wards=2) == pytest.approx(13.0)


def test_spell_cards_in_hand_add_their_potential(game):
    """A Spell hand only adds: its potential is counted on top of the Summons."""
    spells = [spell("eye"), spell("eye", "moon")]
    alone = strategy.symbol_potential(game, spells)
    assert alone > 0
    assert strength(game, spells=spells) == pytest.approx(alone)
    assert strength(game, summons=["kali"], spells=spells) == pytest.approx(5.0 + alone)


# ---- symbol_potential and its helpers ---------------------------------------------------


def test_the_potential_of_a_small_hand_is_its_repeats_and_its_size(game):
    """Fewer than five cards have no outlook yet: 0.05 * sum(count ** 1.5) + 0.15 per card."""
    assert strategy.symbol_potential(game, []) == 0.0
    assert strategy.symbol_potential(game, [spell("eye")]) == pytest.approx(0.05 + 0.15)
    two_eyes = [spell("eye"), spell("eye", copy=2)]
    assert strategy.symbol_potential(game, two_eyes) == pytest.approx(0.05 * 2**1.5 + 0.3)


def test_repeating_symbols_are_worth_more_than_scattered_ones(game):
    same = [spell("eye"), spell("eye", copy=2), spell("eye", copy=3)]
    scattered = [spell("eye"), spell("moon"), spell("star")]
    assert strategy.symbol_potential(game, same) > strategy.symbol_potential(game, scattered)


def test_a_hand_one_draw_from_triplets_looks_better_than_a_scattered_one(game):
    near = TRIPLETS[:5]
    scattered = [spell("eye"), spell("moon"), spell("star"), spell("skull"), spell("serpent")]
    assert strategy.symbol_potential(game, near) > strategy.symbol_potential(game, scattered)


def test_most_summons_reads_the_best_six(game):
    table = strategy.masks_of(game)
    triplets = tuple(sorted(table[c] for c in TRIPLETS))
    assert strategy.most_summons(triplets) == 2
    six_eyes = tuple(sorted(table[spell("eye", copy=n)] for n in range(1, 7)))
    assert strategy.most_summons(six_eyes) == 3
    scattered = [spell(s) for s in ["eye", "moon", "star", "skull", "serpent", "flame"]]
    assert strategy.most_summons(tuple(sorted(table[c] for c in scattered))) == 0


def test_outlook_needs_five_cards_and_grows_with_a_ready_hand(game):
    table = strategy.masks_of(game)
    four = tuple(sorted(table[c] for c in TRIPLETS[:4]))
    assert strategy.outlook(four, game) == 0.0
    ready = tuple(sorted(table[c] for c in TRIPLETS))
    # six cards that already cast 2 keep at least 2 whatever is drawn
    assert strategy.outlook(ready, game) >= 2.0


def test_outlook_is_the_plain_best_keep_after_each_draw(game):
    """The outlook (cached by multiset sums) is, for hands of five to ten Spells, the best
    six kept of the hand's expected most Summons after one draw, worked out plainly."""
    table = strategy.masks_of(game)
    odds = strategy.draw_odds(game)

    def plain(masks: tuple[int, ...]) -> float:
        keeps = combinations(masks, 6) if len(masks) > 6 else [masks]
        return max(sum(p * best_of(sorted((*kept, s))) for s, p in odds) for kept in keeps)

    def best_of(cards: list[int]) -> int:
        found = [spellhands._best_shape(six) for six in combinations(cards, 6)]
        return max((f[0] for f in found if f), default=0)

    spells = list(game.cards.spells)
    rng = random.Random(4)
    for _ in range(60):
        masks = tuple(sorted(table[c] for c in rng.sample(spells, rng.randint(5, 10))))
        assert strategy.outlook(masks, game) == pytest.approx(plain(masks)), masks


def test_hand_potentials_are_kept_where_the_collector_never_looks(game, monkeypatch):
    """The potentials met are a dict the cyclic garbage collector does not track (a
    tournament fills it: walking its tuples cost full collections 0.3-0.4 s), emptied
    when it outgrows its bound, and a figure from it is the figure worked out afresh."""
    known = strategy._potentials(game)
    known.clear()
    first = strategy.symbol_potential(game, TRIPLETS)
    assert known and not gc.is_tracked(known)
    assert strategy.symbol_potential(game, list(reversed(TRIPLETS))) == first
    table = strategy.masks_of(game)
    masks = tuple(sorted(table[c] for c in TRIPLETS))
    assert first == strategy._potential(masks, game)
    monkeypatch.setattr(strategy, "POTENTIALS_KEPT", 2)
    for n in range(2, 7):
        strategy.symbol_potential(game, TRIPLETS[:n])
    assert 0 < len(known) <= 3


def test_a_hands_key_is_a_string_unless_a_mask_is_too_big_for_one():
    assert strategy._key((1, 2, 2, 48)) == "\x01\x02\x020"
    assert strategy._key((3, 1 << 21)) == (3, 1 << 21)  # a card set of over 20 symbols


# ---- evaluate ---------------------------------------------------------------------------


def test_a_finished_game_is_a_win_or_a_loss_whatever_the_table(game):
    state = build(game, played=[[], ["kali", "set", "tiamat"]])
    state.winners = [0]
    assert strategy.evaluate(game, state, 0) == WIN
    assert strategy.evaluate(game, state, 1) == LOSS


def test_evaluate_is_own_strength_minus_the_strongest_opponent(game):
    state = build(
        game,
        players=3,
        summons=[["kali"], [], ["set"]],
        played=[["cerberus"], ["tiamat", "anubis"], []],
    )
    # Ann 10 + 5, Ben 20, Cat 5: Ann is 5 behind Ben; Cat is 15 behind
    assert strategy.evaluate(game, state, 0) == pytest.approx(-5.0)
    assert strategy.evaluate(game, state, 1) == pytest.approx(5.0)
    assert strategy.evaluate(game, state, 2) == pytest.approx(-15.0)


# ---- hint -------------------------------------------------------------------------------


def test_the_hint_has_nothing_to_say_once_the_game_is_over(game):
    """A finished game (no stack left, no decision) and a seat not asked anything."""
    state = build(game, played=[["kali"], []])
    state.winners = [0]
    assert strategy.hint(game, game.view(state, 0), None, random.Random(0)) is None
    state = build(game, players=3, played=[[], ["kali"], []])
    run_effect(game, state, "cthulhu", actor=0)
    assert strategy.hint(game, game.view(state, 1), None, random.Random(0)) is None


def test_the_hint_leaves_a_spell_swap_to_the_lookahead(game):
    """Beelzebub asks for players too, but whom to swap with is not "hit the leader"."""
    state = build(
        game,
        players=3,
        spells=[[spell("eye")], [spell("moon")], [spell("star")]],
        played=[[], ["kali", "set"], []],
        deck=list(DECK),
    )
    run_effect(game, state, "beelzebub", actor=0)
    assert all(k.startswith("player:") for k in keys(game, state))
    pending = engine.decision(game, state)
    assert strategy.hint(game, game.view(state, 0), pending, random.Random(0)) is None


def test_the_hint_breaks_a_tie_on_played_summons_by_spell_cards(game):
    """Ben and Cat have played as many Summons and hold as many: Cat holds more Spells."""
    state = build(
        game,
        players=3,
        spells=[[], [spell("eye")], [spell("moon"), spell("star")]],
        summons=[[], ["set"], ["tiamat"]],
        played=[[], ["kali"], ["anubis"]],
        deck=list(DECK),
    )
    run_effect(game, state, "cthulhu", actor=0)
    pending = engine.decision(game, state)
    assert strategy.hint(game, game.view(state, 0), pending, random.Random(0)) == "player:2"


def test_the_hint_prefers_more_unplayed_summons_over_more_spell_cards(game):
    state = build(
        game,
        players=3,
        spells=[[], [spell("eye"), spell("moon"), spell("star")], []],
        summons=[[], [], ["set", "tiamat"]],
        played=[[], ["kali"], ["anubis"]],
        deck=list(DECK),
    )
    run_effect(game, state, "cthulhu", actor=0)
    pending = engine.decision(game, state)
    assert strategy.hint(game, game.view(state, 0), pending, random.Random(0)) == "player:2"


def test_the_hint_hits_the_first_seat_listed_when_it_leads(game):
    """Ben (first offered) leads on played Summons: the hint names him."""
    state = build(game, players=3, played=[[], ["kali", "set"], ["anubis"]], deck=list(DECK))
    run_effect(game, state, "cthulhu", actor=0)
    pending = engine.decision(game, state)
    assert strategy.hint(game, game.view(state, 0), pending, random.Random(0)) == "player:1"


# ---- plain right moves ------------------------------------------------------------------


def test_greedy_plays_a_summon_rather_than_keep_it(game):
    """Playing a Summon moves 5 points (in hand) to 10 (played): plain gain."""
    state = build(game, summons=[["cerberus"], []], played=[["kali"], []], deck=list(DECK))
    start_turn(game, state)
    assert set(keys(game, state)) == {"play:cerberus", "keep"}
    # the test's Halt, where the turn stops, is put before the next player: greedy's chain
    # of its own decisions stops there as at a real turn's end (not past it, at the end of
    # a test game, judged won whatever was played)
    state.stack[0] = Step("halt", 1)
    assert greedy(game, state) == "play:cerberus"


def test_greedy_aims_cthulhu_at_the_leader_in_a_real_turn(game):
    """Cthulhu played in a turn: the question sits on top of the turn's steps; the hint
    and the bot read that top step and hit Cat (two Summons played)."""
    state = build(
        game,
        players=3,
        summons=[["cthulhu"], ["kali"], []],
        played=[[], ["set"], ["anubis", "tiamat"]],
        deck=list(DECK),
    )
    start_turn(game, state)
    engine.apply(game, state, "play:cthulhu")
    assert keys(game, state) == ["player:1", "player:2"] and len(state.stack) > 2
    pending = engine.decision(game, state)
    assert strategy.hint(game, game.view(state, 0), pending, random.Random(0)) == "player:2"
    assert greedy(game, state) == "player:2"
