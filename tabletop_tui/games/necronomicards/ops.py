"""Card-effect ops: the fixed verb list Summons and Curses are built from, each implemented once.

An op step carries its YAML parameters plus `actor` (who played the Summon or drew the
Curse) and, once known, `target` (the player it applies to). `who: each` and
`who: each_other` fan out into one step per player, in turn order from the actor.
"""

from __future__ import annotations

import json
from typing import Any

from tabletop_tui.core.decision import Option
from tabletop_tui.core.state import Step
from tabletop_tui.games.necronomicards import actions
from tabletop_tui.games.necronomicards.opbase import G, OpHandler
from tabletop_tui.games.necronomicards.ops_piles import (
    ExtraTurn,
    LookTake,
    LoseTurns,
    MillSpells,
    RecoverSpells,
    RecoverSummon,
    RedrawSpells,
    SeedCurse,
    Ward,
)
from tabletop_tui.games.necronomicards.ops_spells import (
    DiscardAllSpells,
    DiscardDownTo,
    DiscardHalf,
    DiscardRandomSpells,
    DiscardSpells,
    DrawSpells,
    GiveSpells,
    PassSpells,
    SwapSpells,
    TakeSpells,
)
from tabletop_tui.games.necronomicards.ops_summons import (
    DiscardSummon,
    DrawSummons,
    GiveSummon,
    ReturnSummon,
    StealSummon,
)
from tabletop_tui.games.necronomicards.state import NState


def one_way(effect: list[dict[str, Any]]) -> str:
    """An effect as it plays out at a table of two, where the left and the right
    neighbour are the same player: a pass either way is a pass to the left."""
    ops = [{**op, "direction": "left"} if op["op"] == "pass_spells" else op for op in effect]
    return json.dumps(ops, sort_keys=True)


class Choice(OpHandler):
    """Choose one of the card's options and do it."""

    targeted = False

    @staticmethod
    def open(game: G, state: NState, step: Step) -> list[int]:
        """The options that can do something now, by their first op (the first alone
        when none can: it is carried out, and says it finds nothing, R24)."""
        items, actor = step.data["options"], step.data["actor"]
        able = [
            n
            for n, item in enumerate(items)
            if not (first := item["effect"])
            or OP_HANDLERS[first[0]["op"]].possible(game, state, actor, first[0])
        ]
        if state.num_players == 2:  # one neighbour both ways: Set's left and right are one
            # answer (R26; a play-test was asked to choose between them)
            alike: dict[str, int] = {}
            for n in able:
                alike.setdefault(one_way(items[n]["effect"]), n)
            able = sorted(alike.values())
        return able or [0]

    def choices(self, game: G, state: NState, step: Step) -> list[Option] | None:
        able = self.open(game, state, step)
        if len(able) == 1:
            return None  # one option does anything: no question (act() takes it)
        return [Option(f"option:{n}", step.data["options"][n]["label"]) for n in able]

    def prompt_for(self, game: G, state: NState, step: Step) -> str:
        return "choose one."

    def chosen(self, game: G, state: NState, step: Step, option: Option) -> None:
        self._do(state, step, int(option.key.split(":")[1]))

    def act(self, game: G, state: NState, step: Step) -> None:
        self._do(state, step, self.open(game, state, step)[0])

    @staticmethod
    def _do(state: NState, step: Step, n: int) -> None:
        picked = step.data["options"][n]
        state.say(f"{state.name(step.seat)} chooses: {picked['label']}.")
        actions.push_effect(state, picked["effect"], step.data["actor"], step.data["source"])


OP_HANDLERS: dict[str, OpHandler] = {
    "draw_spells": DrawSpells(),
    "draw_summons": DrawSummons(),
    "discard_spells": DiscardSpells(),
    "discard_random_spells": DiscardRandomSpells(),
    "discard_down_to": DiscardDownTo(),
    "discard_half": DiscardHalf(),
    "discard_all_spells": DiscardAllSpells(),
    "discard_summon": DiscardSummon(),
    "return_summon": ReturnSummon(),
    "give_summon": GiveSummon(),
    "steal_summon": StealSummon(),
    "give_spells": GiveSpells(),
    "take_spells": TakeSpells(),
    "swap_spells": SwapSpells(),
    "pass_spells": PassSpells(),
    "seed_curse": SeedCurse(),
    "look_take": LookTake(),
    "recover_spells": RecoverSpells(),
    "recover_summon": RecoverSummon(),
    "mill_spells": MillSpells(),
    "redraw_spells": RedrawSpells(),
    "lose_turns": LoseTurns(),
    "extra_turn": ExtraTurn(),
    "ward": Ward(),
    "choice": Choice(),
}
