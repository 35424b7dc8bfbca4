"""The Believe in Me! card vocabulary: every op, modifier, condition and god selector a card
may use (FORMAT.md documents it for modders), and the checks that hold a card to it."""

from __future__ import annotations

from typing import Any

from tabletop_tui.core.cards import CardDataError, Field, check_fields, check_op

ALIGNMENTS = ("gentle", "wrathful", "chaotic")
ALL_ALIGNMENTS = (*ALIGNMENTS, "unfathomable")
PARTS = ("head", "torso", "legs")
ATTRIBUTES = {
    "head": ("beard", "horns", "headwear"),
    "torso": ("chest_hair", "weapon", "finery"),
    "legs": ("toes", "socks", "tail"),
}
ALL_ATTRIBUTES = tuple(a for part in PARTS for a in ATTRIBUTES[part])
KINDS = ("scholar", "prophet", "mystic", "zealot")  # Enlightener kinds
HEAVENLY = ("blessing", "relic", "holy_host", "enlightener")
SOURCES = ("rulebook", "rulebook-example", "authored")
GODS = (
    "self",
    "host",
    "host_left",
    "left",
    "right",
    "target",
    "choose_fellow",
    "each_fellow",
    "each_god",
    "most_believers",
    "fewest_believers",
    "fp_holder",
)
COUNTABLE = (
    "monks",
    "missionaries",
    "nuns",
    "phenomena",
    "relics",
    "enlighteners",
    "parts",
    "commandments",
    "hand",
)
TEMPLES = ("monk", "missionary", "nun")
CARD_CLASSES = ("truth", "heavenly", "holy_host", "blessing", "relic", "enlightener")

NUM = (int, dict)


def _who(name: str = "who", required: bool = False) -> Field:
    return Field(name, str, required=required, choices=GODS)


OPS: dict[str, list[Field]] = {
    "illuminate": [_who(), Field("n", NUM)],
    "sacrifice": [_who(), Field("n", NUM)],
    "convert": [_who("from", True), _who("to"), Field("n", NUM)],
    "draw_heavenly": [_who(), Field("n", NUM)],
    "take_truth": [_who(), Field("n", NUM)],
    "discard": [_who(), Field("n", NUM), Field("what", str, choices=("heavenly", "truth", "any"))],
    "steal_card": [_who("from", True), Field("n", NUM)],
    "gain_actions": [Field("n", NUM)],
    "roll_cube": [],
    "remove_enlightener": [_who("from")],
    # then_another: the same again at another fellow god (Evil Laughter's third tier: B13)
    "destroy_phenomenon": [
        _who("from", True),
        Field("n", NUM),
        Field("then_another", bool, required=False),
    ],
    "steal_phenomenon": [_who("from", True)],
    "shatter_commandment": [],
    "engrave_commandment": [],
    "move_false_prophet": [_who("to", True), Field("sacrifice", NUM, required=False)],
    "temple_add": [Field("temple", str, choices=TEMPLES), Field("n", NUM), _who()],
    "charge_grenade": [Field("n", NUM)],
    "peek_phenomena": [Field("n", NUM)],
    "choose": [_who("chooser"), Field("options", list)],
    "if": [Field("cond", dict), Field("then", list), Field("else", list, required=False)],
    "for_each": [_who("who", True), Field("do", list)],
}

MODS: dict[str, list[Field]] = {
    "truth_value": [
        Field("card", str, choices=CARD_CLASSES),
        Field("set", int, required=False),
        Field("delta", int, required=False),
    ],
    "contest_bonus": [Field("delta", int)],
    "hand_limit": [Field("delta", int)],
    "actions": [Field("delta", int)],
    "monk_yield": [Field("set", int, required=False), Field("delta", int, required=False)],
    "monk_temple_bonus": [Field("delta", int)],
    "missionary_yield": [Field("delta", int)],
    "disable": [
        Field(
            "what",
            str,
            choices=("monks", "missionaries", "alignment", "relics", "torso_bonus"),
        )
    ],
    "forbid_play": [Field("card", str, choices=HEAVENLY)],
    "cost": [Field("card", str, choices=(*HEAVENLY, "any")), Field("delta", int)],
    "immune": [Field("to", str, choices=("convert", "fellow_sacrifice", "enlighteners"))],
    "phenomenon_slots": [Field("delta", int)],
    "claim_reward": [Field("delta", int)],
    "monument_draw": [Field("delta", int)],
    "truth_draw": [Field("delta", int)],
}
MOD_COMMON = [
    Field("when", dict, required=False),
    Field("for", str, required=False, choices=("holder", "fellows")),
]

MOD_VOCAB = {name: [*params, *MOD_COMMON] for name, params in MODS.items()}

COND: list[Field] = [
    _who("of"),
    Field("alignment", list, required=False),
    Field("pure", bool, required=False),
    Field("attribute", list, required=False),
    Field("has_part", str, required=False, choices=PARTS),
    Field("missing_part", str, required=False, choices=PARTS),
    Field("complete", bool, required=False),
    Field("has_enlightener", bool, required=False),
    Field("monument_complete", bool, required=False),
    Field("holds_fp", bool, required=False),
    Field("twilight", bool, required=False),
    Field("supply_at_least", int, required=False),
    Field("believers_at_least", int, required=False),
    Field("phenomena_at_least", int, required=False),
    Field("hand_at_least", int, required=False),
    Field("hand_has", str, required=False, choices=("heavenly", "truth", *HEAVENLY)),
    Field("most_believers", bool, required=False),
    Field("not", dict, required=False),
    Field("any", list, required=False),
]


def _check_number(value: Any, where: str) -> None:
    if isinstance(value, bool):
        raise CardDataError(f"{where}: a number must be an integer, got {value!r}")
    if isinstance(value, int):
        if value < 0:
            raise CardDataError(f"{where}: a number cannot be negative, got {value}")
        return
    node = check_fields(
        value,
        [
            Field("count", str, choices=COUNTABLE),
            _who("of"),
            Field("max", int, required=False),
            Field("plus", int, required=False),
        ],
        "number",
        where,
    )
    del node


def check_cond(node: Any, where: str) -> None:
    """A condition: known keys only, Alignments and Attributes from the fixed lists."""
    cond = check_fields(node, COND, "condition", where)
    for key, allowed in (("alignment", ALL_ALIGNMENTS), ("attribute", ALL_ATTRIBUTES)):
        for value in cond.get(key, []):
            if value not in allowed:
                raise CardDataError(
                    f"{cond.where(key)}: '{key}' values must be among {', '.join(allowed)}, "
                    f"got {value!r}"
                )
    if "not" in cond:
        check_cond(cond["not"], cond.where("not"))
    for sub in cond.get("any", []):
        check_cond(sub, cond.where("any"))


def check_ops(items: Any, where: str) -> None:
    """A list of ops, recursively (choose options, if branches, for_each bodies)."""
    if not isinstance(items, list):
        raise CardDataError(f"{where}: effects must be a list of ops")
    for op in items:
        name = check_op(op, OPS, where)
        for key in ("n", "sacrifice"):
            if key in op:
                _check_number(op[key], op.where(key))
        if name == "if":
            check_cond(op["cond"], op.where("cond"))
            check_ops(op["then"], op.where("then"))
            if "else" in op:
                check_ops(op["else"], op.where("else"))
        elif name == "for_each":
            check_ops(op["do"], op.where("do"))
        elif name == "choose":
            if not op["options"]:
                raise CardDataError(f"{op.where('options')}: a choice needs options")
            for opt in op["options"]:
                o = check_fields(
                    opt,
                    [Field("label", str), Field("if", dict, required=False), Field("do", list)],
                    "choice option",
                    op.where("options"),
                )
                if "if" in o:
                    check_cond(o["if"], o.where("if"))
                check_ops(o["do"], o.where("do"))


def check_mods(items: Any, where: str) -> None:
    """A list of modifiers."""
    if not isinstance(items, list):
        raise CardDataError(f"{where}: modifiers must be a list")
    for mod in items:
        name = check_op(mod, MOD_VOCAB, where)
        if "when" in mod:
            check_cond(mod["when"], mod.where("when"))
        if name in ("truth_value", "monk_yield") and ("set" in mod) == ("delta" in mod):
            raise CardDataError(f"{mod.where()}: '{name}' needs exactly one of 'set' or 'delta'")
