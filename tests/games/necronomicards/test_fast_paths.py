"""The speed-ups of random play change nothing: the quick spell-hand test never turns away a
castable hand, and a quiet game (no log, as `simulate` keeps for bots that read no view)
plays exactly as a logged one."""

from __future__ import annotations

import random
from itertools import combinations

from tabletop_tui.core import engine
from tabletop_tui.core.match import Match, Seat
from tabletop_tui.core.simulate import new_stats, play_game
from tabletop_tui.games.necronomicards import spellhands


def test_the_quick_test_passes_every_hand_with_a_castable_six(game):
    masks_of = spellhands._masks_of(game.symbols_of)
    spells = list(game.cards.spells)
    rng = random.Random(3)
    for _ in range(3000):
        hand = rng.sample(spells, rng.choice([6, 7, 8]))
        masks = tuple(masks_of[c] for c in hand)
        castable = any(
            spellhands._best_shape(tuple(masks[i] for i in six))
            for six in combinations(range(len(hand)), 6)
        )
        if castable:
            assert spellhands._may_cast(masks), hand


def play_out(game, seed: int, quiet: bool) -> tuple[list[str], list[int] | None, int]:
    """Random choices to the end: the keys chosen, the winners, the lines logged in play."""
    match = Match(game, [Seat("random", "A"), Seat("random", "B")], seed, {})
    match.state.quiet = quiet
    rng, keys, setup = random.Random(seed), [], len(match.state.log)
    while not match.over:
        key = rng.choice(engine.options(game, match.state)).key
        match.choose(key)
        keys.append(key)
    return keys, match.state.winners, len(match.state.log) - setup


def test_a_quiet_game_plays_as_a_logged_one_and_logs_nothing_more(game):
    for seed in range(5):
        keys, winners, logged = play_out(game, seed, quiet=False)
        quiet_keys, quiet_winners, quiet_logged = play_out(game, seed, quiet=True)
        assert (quiet_keys, quiet_winners) == (keys, winners)
        assert quiet_logged == 0 < logged


def test_simulate_keeps_no_log_only_when_no_seat_reads_a_view(game, monkeypatch):
    made: list[Match] = []
    real_init = Match.__init__

    def keep(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Match, "__init__", keep)
    for seats, quiet in ((["random", "random"], True), (["greedy", "random"], False)):
        stats = new_stats("necronomicards", seats, 1)
        play_game(game, stats, 0, None, None)
        assert made[-1].state.quiet is quiet
        assert stats.errors == 0


def reference_spell_hands(hand: list[str], game) -> list[spellhands.SpellHand]:
    """Spell hands the plain way: every six-card group of the sorted hand, best shape each."""
    found = []
    for combo in combinations(sorted(hand), 6):
        best = spellhands.best_shape(tuple(game.symbols_of[c] for c in combo))
        if best is not None:
            summons, shape, groups = best
            named = tuple((sym, tuple(combo[i] for i in at)) for sym, at in groups)
            found.append(spellhands.SpellHand(combo, summons, shape, named))
    return sorted(found, key=lambda h: (-h.summons, h.cards))


def test_the_castable_six_test_agrees_with_finding_the_shape(game):
    """`can_cast` (asked once per multiset of symbols) is `_best_shape(...) is not None`,
    for real Spell cards and for made-up masks (three-symbol and blank cards too)."""
    masks_of = spellhands._masks_of(game.symbols_of)
    spells = list(game.cards.spells)
    rng = random.Random(5)
    for _ in range(4000):
        six = tuple(masks_of[c] for c in rng.sample(spells, 6))
        assert spellhands.can_cast(six) == (spellhands._best_shape(six) is not None), six
    for _ in range(4000):
        six = tuple(rng.randrange(16) for _ in range(6))
        assert spellhands.can_cast(six) == (spellhands._best_shape(six) is not None), six


def test_spell_hands_name_the_same_groups_as_the_plain_enumeration(game):
    spells = list(game.cards.spells)
    rng = random.Random(8)
    for _ in range(1500):
        hand = rng.sample(spells, rng.choice([6, 7, 7, 7, 8, 9]))
        assert spellhands.spell_hands(hand, game.symbols_of) == reference_spell_hands(hand, game)


def test_cast_options_are_the_same_with_their_labels_known_or_not(game):
    """Cast options (labels cached by their six cards) read as when worked out afresh."""
    from tabletop_tui.core.state import Step
    from tabletop_tui.games.necronomicards.turn import Cast
    from tests.games.necronomicards.conftest import build

    spells = list(game.cards.spells)
    rng = random.Random(2)
    for _ in range(300):
        hand = rng.sample(spells, rng.choice([6, 7, 8]))
        state = build(game, spells=[hand, []])
        step = Step("cast", 0)
        game.cast_options.clear()
        fresh = Cast().options(game, state, step)
        assert Cast().options(game, state, step) == fresh
        hands = reference_spell_hands(hand, game)
        if not hands:  # asked all the same (R27), with the one answer
            assert [(o.key, o.label) for o in fresh] == [
                ("no-cast", "Keep my Spell cards (no spell hand among them)")
            ]
            continue
        expected, labels = [], set()
        for h in hands:
            label = game.describe_spell_hand(h)
            kept = sorted(game.card_label(c) for c in hand if c not in h.cards)
            if kept and len(hands) > 1:
                label += f"; keep {', '.join(kept)}"
            if label not in labels:  # one hand per set of names (R25)
                labels.add(label)
                expected.append((f"cast:{'+'.join(h.cards)}", label, h.cards, h.shape))
        assert fresh[:-1] == expected
        assert [o.key for o in fresh[len(expected) :]] == ["no-cast"]


def test_random_play_in_simulate_chooses_as_with_whole_decisions(game):
    """simulate hands a random seat a bare decision (no prompt): the same options, in the
    same order, as the whole one, so the same choices are made."""
    match = Match(game, [Seat("random", "A"), Seat("random", "B")], 4, {})
    match.state.quiet = True
    rng = random.Random(4)
    while not match.over:
        bare = engine.bare_decision(game, match.state)
        whole = match.decision()
        assert bare is not None and whole is not None
        assert (bare.seat, bare.kind, bare.options) == (whole.seat, whole.kind, whole.options)
        match.choose(rng.choice(bare.options).key)
    assert engine.bare_decision(game, match.state) is None


def test_a_quiet_match_keeps_no_log_from_its_first_turn(game):
    """simulate's games start quiet: the turns played before the first decision log
    nothing past the setup line, and play the same as a logged game's."""
    loud = Match(game, [Seat("random", "A"), Seat("random", "B")], 6, {})
    quiet = Match(game, [Seat("random", "A"), Seat("random", "B")], 6, {}, quiet=True)
    assert quiet.state.quiet and len(quiet.state.log) == 1 < len(loud.state.log)
    assert quiet.decision() == loud.decision()
    assert quiet.state.turn == loud.state.turn > 1


def test_the_summons_count_agrees_with_finding_the_shape(game):
    """`summons_of` (the bots' evaluation asks it of every six of a hand) is the count
    `_best_shape` gives, for real Spell cards, made-up masks, and every order of six."""
    masks_of = spellhands._masks_of(game.symbols_of)
    spells = list(game.cards.spells)
    rng = random.Random(6)
    sixes = [tuple(masks_of[c] for c in rng.sample(spells, 6)) for _ in range(4000)]
    sixes += [tuple(rng.randrange(16) for _ in range(6)) for _ in range(4000)]
    for six in sixes:
        found = spellhands._best_shape(six)
        assert spellhands.summons_of(six) == (found[0] if found else 0), six
        shuffled = list(six)
        rng.shuffle(shuffled)
        assert spellhands.summons_of(tuple(shuffled)) == (found[0] if found else 0), six
