"""What marks a file as a save of this version, and what a saved seat may be: read by the
loader (`saves`) and by the menu's listing (`slots`), which must not load the rules core to
list the saves (and must not call sound a save the loader refuses)."""

FORMAT = "tabletop-tui-save"
VERSION = 1

SEAT_KINDS = ("human", "random", "greedy", "mcts")


def this_version(version: object) -> bool:
    """Whether a save's `version` is this one (JSON's `true` is 1 to Python: not here)."""
    return type(version) is int and version == VERSION


def is_seat_kind(kind: str) -> bool:
    """A seat kind, or `mcts:N` (the search's budget: N iterations, N a whole number > 0)."""
    name, colon, budget = kind.partition(":")
    if name not in SEAT_KINDS:
        return False
    return not colon or (name == "mcts" and budget.isdigit() and int(budget) > 0)


def sound_seat(raw: object) -> bool:
    """A saved seat the loader takes: a mapping with a known kind and a name in words."""
    return (
        isinstance(raw, dict)
        and isinstance(raw.get("kind"), str)
        and is_seat_kind(raw["kind"])
        and isinstance(raw.get("name", "?"), str)
    )
