"""The 27 Trinity cards (card_data/believe-in-me/trinity.yaml), checked together: three
piles of nine, one card per Alignment, body part and Attribute; the Attribute fits the
part; every title is distinct and reads as its part of the Revelation; the text states
the card's fields. Then the rulebook's own Revelation, met in play: Hilga (Chaotic head
and torso) claims Volcanic Eruption and manifests the legs "of inane Giggling".
"""

from __future__ import annotations

import re
from itertools import product

from tabletop_tui.games.believe_in_me import rules
from tabletop_tui.games.believe_in_me.cards import ALIGNMENTS, ATTRIBUTES, PARTS
from tests.games.believe_in_me.cardplay import reveal, truth
from tests.games.believe_in_me.conftest import build, choose, give, manifest_part, trinity


def designs(game) -> list:
    return [c for c in game.cards.defs.values() if c.type == "trinity"]


def test_composition(game):
    cards = designs(game)
    assert len(cards) == 27 and all(c.count == 1 for c in cards)
    found = sorted((c.alignment, c.part, c.attribute) for c in cards)
    want = sorted((a, p, attr) for a, p in product(ALIGNMENTS, PARTS) for attr in ATTRIBUTES[p])
    assert found == want
    for a, p in product(ALIGNMENTS, PARTS):
        assert len(trinity(game, a, p)) == 3
    assert ATTRIBUTES == {
        "head": ("beard", "horns", "headwear"),
        "torso": ("chest_hair", "weapon", "finery"),
        "legs": ("toes", "socks", "tail"),
    }


def test_ids_and_texts_state_the_fields(game):
    for c in designs(game):
        assert c.id == f"tr-{c.alignment}-{c.part}-{c.attribute.replace('_', '-')}"
        attribute = c.attribute.replace("_", " ").capitalize()
        assert c.text == (
            f"{c.alignment.capitalize()} {c.part}. Attribute: {attribute}. "
            f"In the Revelation: {c.title}."
        )
        assert c.name and c.flavour


def test_titles(game):
    cards = designs(game)
    titles = [c.title for c in cards]
    assert len(set(titles)) == 27
    for c in cards:
        if c.part == "head":
            assert re.fullmatch(r"[A-Z][a-z]+", c.title), c.title  # a given name
        elif c.part == "torso":
            assert c.title.startswith("the "), c.title
        else:
            assert c.title.startswith("of "), c.title
    sources = {c.id: c.source for c in cards if c.source != "authored"}
    assert sources == {
        "tr-chaotic-head-headwear": "rulebook-example",
        "tr-chaotic-torso-chest-hair": "rulebook-example",
        "tr-wrathful-legs-toes": "rulebook-example",
    }


def test_each_card_gives_its_alignment_and_attribute(game):
    for c in designs(game):
        state = build(game)
        manifest_part(game, state, 0, c.id)
        god = state.gods[0]
        assert god.parts == {p: (c.id if p == c.part else "") for p in PARTS}
        assert rules.alignment(game, god) == c.alignment
        assert rules.attributes(game, god) == {c.attribute}


def test_the_rulebook_revelation(game):
    state = build(game)
    manifest_part(game, state, 0, "tr-chaotic-head-headwear")
    manifest_part(game, state, 0, "tr-chaotic-torso-chest-hair")
    pile = state.trinity["wrathful"]
    pile.remove("tr-wrathful-legs-toes")
    pile.append("tr-wrathful-legs-toes")  # the first legs drawn from the Wrathful pile
    give(state, 0, truth(0, 6))
    give(state, 1, truth(1, 2))
    reveal(game, state, "ph-volcanic-eruption", {0: [truth(0, 6)], 1: [truth(1, 2)]})
    assert state.gods[0].supply == 18  # Chaotic claims Wrathful: 8
    assert choose(game, state, "manifest:legs") is None
    god = state.gods[0]
    assert god.parts["legs"] == "tr-wrathful-legs-toes" and god.complete
    assert rules.alignment(game, god) == "chaotic"  # most parts are still Chaotic
    said = [e.text for e in state.log if "BEHOLD" in e.text]
    assert said == [
        'Hilga stands up: "BEHOLD! IT IS I! Clembert, the forgetful preserver of inane '
        'Giggling! The one true god!"'
    ]
    assert god.supply == 21 and state.twilight  # the Revelation's 3
