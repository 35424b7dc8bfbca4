"""What the table is told when a card finds less than its text hopes for (a card-by-card
audit): a cast with fewer Summons left than it draws, a draw of Summons from an empty
deck, Anubis with no Spell card to raise, "all" of one card, a Summon taken from the
discard that was never its taker's, and copies among cards looked at told by their place."""

from __future__ import annotations

from tabletop_tui.core import engine
from tabletop_tui.games.necronomicards.state import NState
from tests.games.necronomicards.conftest import build, run_effect, spell, start_turn

HAND = [spell("eye", copy=1), spell("eye", copy=2), spell("eye", copy=3)]
HAND += [spell("moon", copy=1), spell("moon", copy=2)]


def said(state: NState) -> list[str]:
    return [e.text for e in state.log if e.seats is None]


def table(game, ann: list[str] | None = None, **kwargs) -> NState:
    """Ann and Ben, Ann holding `ann` (a Lone Eye by default) and Ben a Lone Star, a Lone
    Flame on the Spell deck unless `deck` says otherwise."""
    kwargs.setdefault("deck", [spell("flame")])
    return build(game, players=2, spells=[ann or [spell("eye")], [spell("star")]], **kwargs)


def cast_table(game, summon_deck: list[str]) -> NState:
    """Ann draws the sixth card of two triplets; Ben holds Set, so the game goes on when
    the Summon deck and its discard hold fewer than the two Summons the hand draws."""
    state = build(
        game,
        players=2,
        spells=[HAND, [spell("star")]],
        summons=[[], ["set"]],
        deck=[spell("moon", copy=3)],
        summon_deck=summon_deck,
    )
    start_turn(game, state, 0)
    return state


def cast(game, state: NState) -> str:
    d = engine.decision(game, state)
    assert d is not None and d.kind == "cast"
    option = next(o for o in d.options if o.key.startswith("cast:"))
    engine.apply(game, state, option.key)
    return option.label


def test_a_cast_with_one_summon_left_promises_and_draws_one(game) -> None:
    state = cast_table(game, ["cerberus"])
    assert cast(game, state) == "Cast two triplets (Eye, Moon): draw 1 Summon, the last left"
    assert any(line.endswith("and draws 1 Summon, the last left.") for line in said(state))
    assert not any("cannot draw" in line for line in said(state))
    assert state.players[0].summons == ["cerberus"]


def test_a_cast_with_no_summon_left_says_so(game) -> None:
    state = cast_table(game, [])
    assert cast(game, state) == "Cast two triplets (Eye, Moon): no Summon is left to draw"
    assert any(line.endswith(", but no Summon is left to draw.") for line in said(state))
    assert not any("draws 2 Summons" in line for line in said(state))


def test_a_cast_with_summons_to_spare_is_as_before(game) -> None:
    state = cast_table(game, ["cerberus", "kali", "anubis"])
    assert cast(game, state) == "Cast two triplets (Eye, Moon): draw 2 Summons"
    assert any(line.endswith("and draws 2 Summons.") for line in said(state))


def test_a_summon_draw_from_nothing_is_told_once(game) -> None:
    """Medusa's "then draw 1 Summon card" with none left: one line, not "draws 0"."""
    state = table(game, summon_deck=[])
    run_effect(game, state, "medusa", 0)
    assert "Ann cannot draw a Summon: none are left." in said(state)
    assert not any("draws 0" in line for line in said(state))


def test_anubis_with_no_spell_in_the_discard_says_it_found_none(game) -> None:
    state = table(game, discard=["stopped-clock"])
    run_effect(game, state, "anubis", 0)
    assert "There is no Spell card in the discard pile to take." in said(state)


def test_discarding_all_of_one_card(game) -> None:
    """Kali: "Ben discards their one Spell card", not "all 1 Spell card"."""
    two = [spell("eye", copy=1), spell("eye", copy=2)]
    state = table(game, two, deck=[spell("flame", copy=i) for i in range(1, 5)])
    run_effect(game, state, "kali", 0)
    assert "Ann discards all 2 Spell cards." in said(state)
    assert "Ben discards their one Spell card." in said(state)


def test_the_necronomicon_takes_a_summon_it_never_held(game) -> None:
    """'Take any discarded Summon into your hand': not 'back', it may be another's."""
    state = table(game, discard=[spell("moon")])
    state.summon_discard = ["tiamat", "fenrir"]
    run_effect(game, state, "necronomicon", 0)
    d = engine.decision(game, state)
    assert d is not None and d.kind == "op:choice"
    raise_key = next(o.key for o in d.options if "discarded Summon" in o.label)
    engine.apply(game, state, raise_key)
    d = engine.decision(game, state)
    assert d is not None and d.kind == "op:recover_summon"
    assert "take a discarded Summon into your hand" in d.prompt
    assert sorted(o.label for o in d.options) == ["Take Fenrir", "Take Tiamat"]
    engine.apply(game, state, "take:tiamat")
    assert "Ann takes the discarded Summon Tiamat." in said(state)


def test_copies_looked_at_are_told_apart_by_their_place(game) -> None:
    """The Mothman looks at Flame, Eye, Flame: the rest go back in order, so which Flame is
    taken decides what lies on top (a review: one option a design took that choice away).
    Each copy is offered, named by its place; a card with no copy by its name alone."""
    deck = [spell("flame", copy=1), spell("eye"), spell("flame", copy=2), spell("moon")]
    state = table(game, deck=deck)
    run_effect(game, state, "mothman", 0)
    d = engine.decision(game, state)
    assert d is not None and d.kind == "op:look_take"
    assert [o.label for o in d.options] == [
        "Take Lone Flame (the 1st card)",
        "Take Lone Eye",
        "Take Lone Flame (the 3rd card)",
        "Take Lone Moon",
        "Take no more",
    ]
    engine.apply(game, state, f"take:{spell('flame', copy=2)}")
    assert state.spell_deck[:1] == [spell("flame", copy=1)]
