"""The harness works: recruit a persona and end the phase."""

from tests.games.in_nomine.conftest import DEMONS, build, choose, keys, kind, main_phase


def test_recruit_a_human_then_end_the_recruit_phase(game):
    # Kronos stays playable in both main phases, so each waits for "next" (R37: a phase
    # with nothing else to do would end by itself)
    state = build(game, hands=(["demon-human#1", "kronos"], []))
    main_phase(game, state, DEMONS, "recruit")
    assert "play:demon-human#1" in keys(game, state)
    choose(game, state, "play:demon-human#1")
    assert state.in_play("demon-human#1") and state.persona("demon-human#1").essence is False
    assert set(keys(game, state)) == {"play:kronos", "next"}
    choose(game, state, "next")
    assert kind(game, state) == "main" and state.phase == "struggle"
    choose(game, state, "next")
    assert kind(game, state) == "halt" and state.phase == "end"


def test_an_edited_force_in_a_copy_of_the_cards_is_played(tmp_path):
    """Issue: a player edits a card's Force in a copy and plays with --cards."""
    import shutil

    from tabletop_tui.core.cards import packaged_card_dir
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.games.in_nomine.force import force
    from tests.games.in_nomine.conftest import put_in_play

    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("in-nomine"), cards)
    text = (cards / "demons.yaml").read_text()
    start = text.index("id: calabim")
    at = text.index("force: 2", start)
    (cards / "demons.yaml").write_text(text[:at] + "force: 5" + text[at + len("force: 2") :])
    edited = load_game("in-nomine", cards)
    state = build(edited)
    put_in_play(state, "calabim#1", DEMONS)
    assert force(edited, state, "calabim#1") == 6  # 5 printed + Calabim's own Force + 1


def test_a_deck_that_does_not_add_up_to_66_is_refused(tmp_path):
    import shutil

    import pytest

    from tabletop_tui.core.cards import CardDataError, packaged_card_dir
    from tabletop_tui.core.registry import load_game

    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("in-nomine"), cards)
    text = (cards / "angels.yaml").read_text()
    start = text.index("id: seraphim")
    at = text.index("count: 2", start)
    (cards / "angels.yaml").write_text(text[:at] + "count: 3" + text[at + len("count: 2") :])
    with pytest.raises(CardDataError, match=r"angels\.yaml:\d+: the angel deck has 67 cards"):
        load_game("in-nomine", cards)


def test_ending_a_phase_by_choice_is_in_the_log(game):
    """A review: a key meant for the Recruit phase ended the Struggle phase (the Recruit
    phase had ended by itself), giving up an attack, and the log did not say so."""
    state = build(game, hands=(["kronos"], []))
    main_phase(game, state, DEMONS, "struggle")
    choose(game, state, "next")
    assert state.log[-1].text == f"{state.name(DEMONS)} ends the Struggle phase."
