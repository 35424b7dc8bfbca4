"""In Nomine card data: the Angel and Demon decks (66 cards each), loaded and validated."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import (
    CardDataError,
    Field,
    IdRegister,
    card_items,
    check_fields,
    check_op,
    instance_ids,
    plain,
    read_card_file,
)

DECK_SIZE = 66  # rulebook: "Each deck has 66 cards."
TYPES_TO_WIN = 7  # rulebook: one Celestial of each of the 7 types in your deck
TYPES = ("human", "angel", "demon", "event", "song", "archangel", "prince", "modifier", "artifact")
PERSONAS = ("human", "angel", "demon")
EVENTS = ("event", "song", "archangel", "prince")
ATTACHMENTS = ("modifier", "artifact")
TIMINGS = ("main", "attack", "defend", "combat", "prince")
MODIFY_TARGETS = (
    "attacker",
    "defender",
    "fighter",
    "own_persona",
    "any_persona",
    "own_all",
    "all",
    "own_angel",
)

OPS: dict[str, list[Field]] = {
    "draw": [Field("count", int)],
    "opponent_discards": [Field("count", int)],
    "look_hand": [],
    "look_deck": [
        Field("count", int),
        Field("deck", str, choices=("own", "opponent", "choose", "both")),
    ],
    "tutor": [],
    "recover": [Field("kind", str, choices=("persona", "demon", "angel"))],
    "destroy": [Field("target", str, choices=("persona", "attacker", "attacker_and_blocker"))],
    "shuffle_back": [Field("target", str, choices=("demon", "angel"))],
    "return_to_hand": [Field("target", str, choices=("demon", "angel"))],
    "control": [
        Field("target", str, choices=("human", "demon", "angel", "persona")),
        Field("duration", str, choices=("permanent", "turn")),
    ],
    "steal_artifact": [],
    "prophecy": [Field("amount", int)],
    "undead": [],
    "modify": [
        Field("target", str, choices=MODIFY_TARGETS),
        Field("stat", str, choices=("atk", "def", "force")),
        Field("amount", int),
        Field("duration", str, choices=("turn",)),
    ],
    "unblockable": [Field("only_vs_deck", bool)],
    "negate_attack": [Field("scope", str, choices=("this", "all"))],
    "negate_block": [],
    "cant_attack_or_block": [],
    "recruit": [Field("count", int)],
    "negate_prince": [],
}


@dataclass(frozen=True)
class Bonus:
    """Static numbers a card gives: Atk/Def/Force, extra Prophecy, unblockable at the deck."""

    atk: int = 0
    defence: int = 0
    force: int = 0
    prophecy: int = 0
    unblockable_vs_deck: bool = False


@dataclass(frozen=True)
class CardDef:
    """One In Nomine card design."""

    id: str
    name: str
    side: str  # angel | demon (whose deck)
    type: str
    listed: str
    count: int
    text: str
    notes: str = ""
    subtitle: str = ""
    source: str = "rulebook"
    choir: str = ""
    bonus: Bonus = Bonus()
    attach_to: str = ""
    attach_side: str = ""
    timing: str = ""
    effect: tuple[dict[str, Any], ...] = ()
    where: str = ""
    force: int = 0

    @cached_property
    def is_persona(self) -> bool:
        """Humans and Celestials (asked at every step: worked out once)."""
        return self.type in PERSONAS

    @property
    def is_celestial(self) -> bool:
        """Angels and Demons."""
        return self.type in ("angel", "demon")

    @property
    def base_force(self) -> int:
        """The persona's printed Force (the rulebook: 2 for Celestials, 1 for Humans)."""
        return self.force


@dataclass
class CardSet:
    """Both decks, one instance id per physical card (`seraphim#2`)."""

    defs: dict[str, CardDef]
    instances: dict[str, CardDef] = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)
    choirs: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for card in self.defs.values():
            for iid in instance_ids(card.id, card.count):
                self.instances[iid] = card
                self.decks.setdefault(card.side, []).append(iid)
        for side in ("angel", "demon"):
            names = sorted({c.choir for c in self.defs.values() if c.side == side and c.choir})
            self.choirs[side] = tuple(names)

    def card(self, iid: str) -> CardDef:
        """The design of a card instance."""
        return self.instances[iid]

    def label(self, iid: str, *, sided: bool = True) -> str:
        """A card's name; copies of a persona are numbered ("Human 3") so that the log and
        the choices tell apart the Humans and Celestials in play. `sided=False` drops the
        side a shared name carries ("Angel Human 3"), for a box that sits in its side's area.
        (Worked out once a card: every option names one.)"""
        key = (iid, sided)
        known = self._labels.get(key)
        if known is None:
            known = self._labels[key] = self._label(iid, sided)
        return known

    @cached_property
    def _labels(self) -> dict[tuple[str, bool], str]:
        return {}

    def _label(self, iid: str, sided: bool) -> str:
        card = self.instances[iid]
        name = card.name
        if sided and card.name in self.shared_names:  # both decks hold Humans: "Angel Human 3"
            name = f"{card.side.capitalize()} {name}"
        if card.is_persona and card.count > 1 and "#" in iid:
            return f"{name} {iid.rsplit('#', 1)[1]}"
        return name

    @cached_property
    def shared_names(self) -> frozenset[str]:
        """Card names that both decks use (the Humans), told apart by side in labels."""
        by_side: dict[str, set[str]] = {}
        for c in self.defs.values():
            by_side.setdefault(c.side, set()).add(c.name)
        sides = list(by_side.values())
        return frozenset(set.intersection(*sides)) if len(sides) > 1 else frozenset()


CARD_FIELDS = [
    Field("id", str),
    Field("name", str),
    Field("subtitle", str, required=False),
    Field("count", int),
    Field("listed", str, choices=tuple("HADESGPMR")),
    Field("type", str, choices=TYPES),
    Field("source", str, choices=("rulebook",)),
    Field("notes", str, required=False),
    Field("text", str),
    Field("choir", str, required=False),
    Field("force", int, required=False),
    Field("bonus", dict, required=False),
    Field("attach", dict, required=False),
    Field("activate", dict, required=False),
    Field("timing", str, required=False, choices=TIMINGS),
    Field("effect", list, required=False),
]
BONUS_FIELDS = [
    Field("atk", int, required=False),
    Field("def", int, required=False),
    Field("force", int, required=False),
    Field("prophecy", int, required=False),
    Field("unblockable_vs_deck", bool, required=False),
]
ATTACH_FIELDS = [
    Field("to", str, choices=("human", "celestial", "angel", "demon", "persona")),
    Field("side", str, choices=("own", "opponent")),
]
FILES = {"angel": "angels.yaml", "demon": "demons.yaml"}


def check_ops(ops: Any, where: str) -> tuple[dict[str, Any], ...]:
    """Validate a list of ops against the vocabulary."""
    if not isinstance(ops, list) or not ops:
        raise CardDataError(f"{where}: 'effect' must be a non-empty list of ops")
    for op in ops:
        check_op(op, OPS, where)
    return tuple(plain(ops))


def _card(item: Any, side: str, where: str) -> CardDef:
    node = check_fields(item, CARD_FIELDS, "card", where)
    if node["count"] < 1:
        raise CardDataError(f"{node.where('count')}: 'count' must be at least 1")
    kind = node["type"]
    bonus = Bonus()
    if "bonus" in node:
        b = check_fields(node["bonus"], BONUS_FIELDS, "bonus", node.where("bonus"))
        bonus = Bonus(
            b.get("atk", 0),
            b.get("def", 0),
            b.get("force", 0),
            b.get("prophecy", 0),
            b.get("unblockable_vs_deck", False),
        )
    attach_to = attach_side = ""
    if kind in ATTACHMENTS:
        if "attach" not in node:
            raise CardDataError(f"{node.where()}: a {kind} needs 'attach' (to, side)")
        a = check_fields(node["attach"], ATTACH_FIELDS, "attach", node.where("attach"))
        attach_to, attach_side = a["to"], a["side"]
    timing, effect = node.get("timing", ""), ()
    if "activate" in node:
        act = check_fields(
            node["activate"],
            [Field("timing", str, choices=TIMINGS), Field("effect", list)],
            "activate",
            node.where("activate"),
        )
        timing, effect = act["timing"], check_ops(act["effect"], act.where("effect"))
    if kind in EVENTS:
        if "effect" not in node or not timing:
            raise CardDataError(f"{node.where()}: an event needs 'timing' and 'effect'")
        effect = check_ops(node["effect"], node.where("effect"))
    if kind in PERSONAS and "force" not in node:
        raise CardDataError(f"{node.where()}: a persona needs its base 'force'")
    if kind not in PERSONAS and "force" in node:
        raise CardDataError(f"{node.where('force')}: only personas have a base 'force'")
    if kind in ("angel", "demon") and not node.get("choir"):
        raise CardDataError(f"{node.where()}: a Celestial needs its 'choir'")
    if kind in ("angel", "demon") and kind != side:
        raise CardDataError(f"{node.where('type')}: a {kind} card cannot be in the {side} deck")
    return CardDef(
        id=node["id"],
        name=node["name"],
        side=side,
        type=kind,
        listed=node["listed"],
        count=node["count"],
        text=node["text"],
        notes=node.get("notes", ""),
        subtitle=node.get("subtitle", ""),
        choir=node.get("choir", ""),
        bonus=bonus,
        attach_to=attach_to,
        attach_side=attach_side,
        timing=timing,
        effect=effect,
        where=node.where(),
        force=node.get("force", 0),
    )


def load_cards(directory: Path) -> CardSet:
    """Read and validate `angels.yaml` and `demons.yaml` (66 cards each, 7 choirs each)."""
    defs: dict[str, CardDef] = {}
    ids = IdRegister()
    for side in ("angel", "demon"):
        top = [
            Field("deck", str, choices=(FILES[side][:-5],)),
            Field("side", str, choices=(side,)),
        ]
        doc = read_card_file(directory / FILES[side], top)
        total = 0
        for item in card_items(doc):
            ids.add(item)
            card = _card(item, side, doc.where("cards"))
            defs[card.id] = card
            total += card.count
        if total != DECK_SIZE:
            raise CardDataError(
                f"{doc.where('cards')}: the {side} deck has {total} cards; "
                f"the rulebook says each deck has {DECK_SIZE}"
            )
        choirs = {c.choir for c in defs.values() if c.side == side and c.choir}
        if len(choirs) != TYPES_TO_WIN:
            raise CardDataError(
                f"{doc.where('cards')}: the {side} deck has {len(choirs)} Celestial types; "
                f"the rulebook's third victory needs {TYPES_TO_WIN}"
            )
    return CardSet(defs)
