"""Words for the log and the choices: what an op does, and core.words.plural ("1 card",
"2 cards"; issue 12: never "card(s)")."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.words import plural

__all__ = ["describe_op", "plural", "unmet"]

PLAYERS = {
    "you": "you",
    "opponent": "another player",
    "each_opponent": "each other player",
    "each": "every player",
    "leader": "the leader",
    "narrator": "the Narrator",
}


def _whose(op: dict[str, Any]) -> str:
    """Whose Victim or which player an op concerns, in words."""
    if "target" not in op:
        return PLAYERS.get(op.get("who", ""), "")
    target = op["target"]
    return {
        "own_victim": "one of your Victims",
        "opponent_victim": "another player's Victim",
        "free_victim": "a Victim in the playing area",
        "any_victim": "any Victim",
        "controlled_victim": "a possessed Victim",
        "each_own": "each of your Victims",
        "each_opponent": "each other player's Victim",
        "each_free": "each Victim in the playing area",
        "each_victim": "every Victim",
        "each_controlled": "every possessed Victim",
    }.get(target, target.replace("_", " "))


def _does(whose: str, verb: str, what: str) -> str:
    """ "draw 2 cards" for you, "another player draws 2 cards" for someone else."""
    if whose == "you":
        return f"{verb} {what}"
    return f"{whose} {verb}s {what}"


def describe_op(op: dict[str, Any]) -> str:
    """What an op does, in a few words: "draw 2 cards", "another player loses 1 Possession
    card", "one of your Victims: 1 wound"."""
    name = op["op"]
    amount = op.get("amount", 0)
    count = op.get("count", 0)
    whose = _whose(op)
    phrases = {
        "wound": f"{whose}: {plural(amount, 'wound')}",
        "heal": f"{whose}: Life +{amount}",
        "strength": f"{whose}: Strength {amount:+}",
        "escape": f"{whose} may escape",
        "no_escape": f"{whose} cannot escape",
        "free_victim": f"{whose} is freed",
        "discard_equipment": f"{whose} loses an Equipment",
        "nemesis_strength": f"Nemesis Strength {amount:+}",
        "cancel_nemesis": "a Nemesis is sent away",
        "possession": f"{whose}: possession {amount:+}",
        "discard_possession": _does(whose, "lose", f"{plural(count, 'Possession card')}"),
        "willpower": f"{whose}: Willpower {amount:+}",
        "draw": _does(whose, "draw", plural(count, "card")),
        "discard_cards": _does(whose, "discard", plural(count, "card")),
        "hand_cap": f"{whose}: Hand Cap {amount:+}",
        "extra_victims": f"{plural(count, 'more Victim')}",
        "summon_troll": "The Troll fights a possessed Victim",
        "nemesis_attack": f"{op.get('name', 'an attacker')} fights {whose}",
    }
    return phrases.get(name, name.replace("_", " "))


def unmet(op: dict[str, Any]) -> str:
    """What an op's condition asks, as the log says it did not hold ("it acts only in a
    Sanctuary"): A Moment of Clarity played elsewhere did nothing without a word."""
    when = op.get("when") or {}
    where = []
    if "time" in when:
        where.append("at Night" if when["time"] == "night" else "by Day")
    if "refuge" in when:
        where.append(f"in a {str(when['refuge']).capitalize()}")
    if "symbol" in when:
        where.append(f"at a Location with the {when['symbol']} symbol")
    if "victims_at_least" in when:
        where.append(f"while you control at least {when['victims_at_least']} Victims")
    return "it acts only " + " and ".join(where) if where else "its condition does not hold"
