"""A game may name its card loader and rules factory as "module:attribute": the registry
imports them when the game is first loaded, not when the menu lists it."""

from __future__ import annotations

import subprocess
import sys

from tabletop_tui.core.registry import GameEntry, entry, load_game
from tabletop_tui.games.necronomicards.game import NecronomiCards
from tabletop_tui.games.necronomicards.info import INFO


def test_named_loaders_resolve_to_the_callables_they_name() -> None:
    named = GameEntry(
        INFO,
        load_cards="tabletop_tui.games.necronomicards.cards:load_cards",
        make="tabletop_tui.games.necronomicards.game:NecronomiCards",
    )
    load_cards, make = named.loaders()
    assert make is NecronomiCards and load_cards.__name__ == "load_cards"
    assert named.rules_module == "tabletop_tui.games.necronomicards.game"
    assert isinstance(load_game("necronomicards"), NecronomiCards)
    # a save's rules fingerprint still covers the rules' module, named or not
    assert entry("necronomicards").rules_module == NecronomiCards.__module__


def test_listing_the_games_imports_no_games_rules() -> None:
    probe = (
        "import sys\n"
        "from tabletop_tui.core.registry import games\n"
        "assert len(games()) >= 4\n"
        "print(sorted(m for m in sys.modules if m.startswith('tabletop_tui.games.')"
        " and m.endswith(('.game', '.cards'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
