"""The combat panel: who attacks what, who blocks, both Forces, and the likely result."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.core.words import possessive
from tabletop_tui.games.in_nomine.cards import CardSet
from tabletop_tui.ui.widgets.repaint import put, set_class, set_title

# Steps that, while open, mean the block is still to be decided.
BEFORE_BLOCKS = ("attack_window", "defend_window")


def persona_of(view: dict[str, Any], card: str | None) -> dict[str, Any] | None:
    """The persona in play with this card id, if it still is in play."""
    return next((p for p in view["personas"] if p["card"] == card), None) if card else None


def fight_result(att: tuple[str, str], a: int, dfn: tuple[str, str], d: int) -> str:
    """ "Djinn 1 (Force 4) vs Cherubim 2 (Force 4): both destroyed" (the smaller Force is
    destroyed); each fighter is (name, controller)."""
    if a == d:
        outcome = "both destroyed"
    else:
        name, whose = dfn if a > d else att
        outcome = f"{possessive(whose)} {name} destroyed"
    return f"{att[0]} (Force {a}) vs {dfn[0]} (Force {d}): {outcome}"


def combat_lines(cards: CardSet, view: dict[str, Any]) -> list[tuple[str, str]]:
    """The panel's rows, (label, text), read from the view alone."""
    combat = view["combat"]
    names = [s["name"] for s in view["sides"]]
    attacker = persona_of(view, combat["attacker"])
    if attacker is None or combat["negated"]:
        return [("Attack", "negated: it comes to nothing")]

    def who(p: dict[str, Any]) -> str:
        return f"{cards.label(p['card'])} ({names[p['controller']]})"

    def fighter(p: dict[str, Any]) -> tuple[str, str]:
        return cards.label(p["card"]), names[p["controller"]]

    foe = 1 - attacker["controller"]
    att = attacker["attack"]
    target = persona_of(view, combat["target"])
    rows = [("Attacker", f"{who(attacker)}, Force {att}")]
    if combat["target"] is None:
        rows.append(("Target", f"{names[foe]}'s deck"))
    elif target is None:
        rows.append(("Target", "gone from play"))
    blocker = persona_of(view, combat["blocker"])
    if target is not None and blocker is not None:
        rows.append(("Target", who(target)))
    elif target is not None:
        rows.append(("Target", f"{who(target)}, defends itself with Force {target['force']}"))
    deciding = any(step["kind"] in BEFORE_BLOCKS for step in view["stack"])
    unblockable = combat["unblockable"] or (
        combat["target"] is None and cards.card(attacker["card"]).bonus.unblockable_vs_deck
    )
    if blocker is not None:
        rows.append(("Blocker", f"{who(blocker)}, Force {blocker['defend']}"))
    elif unblockable:
        rows.append(("Blocker", "none: it cannot be blocked"))
    elif combat["block_negated"]:
        rows.append(("Blocker", "none: the block was negated"))
    elif deciding and may_block(view, foe, combat["target"]):
        rows.append(("Blocker", f"not chosen yet: {names[foe]} may block"))
    elif deciding:
        rows.append(("Blocker", f"none: {names[foe]} has no persona that can block"))
    else:
        rows.append(("Blocker", "none"))
    defender = blocker or target
    # a blocker fights with its Def bonuses, a persona attacked directly without (R9)
    defence = 0
    if blocker is not None:
        defence = blocker["defend"]
    elif target is not None:
        defence = target["force"]
    # cards may still change the Forces before the fight: the result is only likely
    likely = "If unblocked" if deciding and not unblockable else "Likely result"
    if defender is not None:
        rows.append((likely, fight_result(fighter(attacker), att, fighter(defender), defence)))
    elif combat["target"] is None:
        unblocked = "" if likely == "If unblocked" else "unblocked: "
        cards = f"{att} card{'s' if att != 1 else ''}"
        rows.append((likely, f"{unblocked}{cards} off the top of {names[foe]}'s deck"))
    else:
        rows.append(("Result", "nothing to fight: the attack comes to nothing"))
    return rows


class CombatPanel(Static):
    """Shown while an attack is on (view["combat"]); hidden otherwise."""

    def show(self, cards: CardSet, view: dict[str, Any]) -> None:
        """Draw the attack in progress, or hide."""
        set_class(self, view["combat"] is None, "-hidden")
        if view["combat"] is None:
            return
        set_title(self, "Combat")
        rows = combat_lines(cards, view)
        width = max(len(label) for label, _ in rows) + 2
        last = len(rows) - 1
        lines = [
            Text.assemble((label.ljust(width), "bold"), (text, "" if n < last else "bold"))
            for n, (label, text) in enumerate(rows)
        ]
        put(self, Text("\n").join(lines))


def may_block(view: dict[str, Any], seat: int, target: str | None) -> bool:
    """Whether `seat` has a persona that may block: with Essence, not held back by a card
    ("cannot attack or block"), and not the target (it defends itself)."""
    return any(
        p["controller"] == seat and p["essence"] and not p["disabled"] and p["card"] != target
        for p in view["personas"]
    )
