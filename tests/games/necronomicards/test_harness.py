"""The hand-built table harness itself works (so card tests can trust it)."""

from tests.games.necronomicards.conftest import build, pending_kind, run_effect, spell


def test_cerberus_draws_three(game):
    deck = [
        spell("eye", "moon"),
        spell("eye", "star"),
        spell("eye", "skull"),
        spell("eye", "flame"),
    ]
    state = build(game, deck=deck)
    run_effect(game, state, "cerberus", actor=0)
    assert state.players[0].spells == deck[:3]
    assert state.spell_deck == deck[3:]
    assert pending_kind(game, state) == "halt"
