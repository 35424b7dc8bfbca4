"""Believe in Me! (Please) card data: every game piece as YAML, checked against one vocabulary.

`card_data/believe-in-me/FORMAT.md` documents the vocabulary for modders; this module is
its executable form. Ops (`OPS`) happen once; modifiers (`MODS`) hold while their card is
in place; conditions (`COND`) pick the gods they concern. Any problem is a
`CardDataError("file:line: ...")`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import (
    CardDataError,
    Field,
    IdRegister,
    Node,
    check_fields,
    display_path,
    instance_ids,
    plain,
    read_card_list,
)
from tabletop_tui.games.believe_in_me.vocabulary import (
    ALIGNMENTS,
    ALL_ALIGNMENTS,
    ALL_ATTRIBUTES,
    ATTRIBUTES,
    HEAVENLY,
    KINDS,
    PARTS,
    SOURCES,
    check_cond,
    check_mods,
    check_ops,
)

__all__ = ["ALIGNMENTS", "ATTRIBUTES", "PARTS", "Card", "CardSet", "load_cards"]

COMMON = [
    Field("id", str),
    Field("name", str),
    Field("type", str),
    Field("source", str, choices=SOURCES),
    Field("text", str),
    Field("flavour", str, required=False),
    Field("count", int, required=False),
]
KIND_FIELDS: dict[str, list[Field]] = {
    "truth": [Field("value", int), Field("marked", bool)],
    "blessing": [Field("cost", int), Field("effect", list), Field("bonus", dict, required=False)],
    "relic": [
        Field("cost", int),
        Field("on_resolve", list, required=False),
        Field("static", list, required=False),
    ],
    "holy_host": [
        Field("cost", int),
        Field("favoured", str, choices=KINDS),
        Field("effect", list, required=False),
    ],
    "enlightener": [
        Field("cost", int),
        Field("kind", str, choices=KINDS),
        Field("on_place", list, required=False),
        Field("on_resolve", list, required=False),
        Field("static", list, required=False),
    ],
    "phenomenon": [Field("alignment", str, choices=ALIGNMENTS), Field("trigger", list)],
    "monument": [
        Field("monument", str),
        Field("completion", list, required=False),
        Field("on_complete", list, required=False),
    ],
    "grenade": [Field("number", int), Field("tiers", dict)],
    "trinity": [
        Field("alignment", str, choices=ALIGNMENTS),
        Field("part", str, choices=PARTS),
        Field("attribute", str, choices=ALL_ATTRIBUTES),
        Field("title", str),
    ],
    "commandment": [
        Field("quote", str),
        Field("applies_to", dict),
        Field("rule", list),
        Field("negative", bool),
    ],
}

FILES: dict[str, str] = {
    "truth.yaml": "truth",
    "blessings.yaml": "blessing",
    "relics.yaml": "relic",
    "holy_host.yaml": "holy_host",
    "enlighteners.yaml": "enlightener",
    "phenomena.yaml": "phenomenon",
    "monuments.yaml": "monument",
    "grenades.yaml": "grenade",
    "trinity.yaml": "trinity",
    "commandments.yaml": "commandment",
}
# The rulebook's component counts (Game Components), per kind.
TOTALS = {
    "blessing": 21,
    "relic": 18,
    "holy_host": 16,
    "enlightener": 14,
    "phenomenon": 18,
    "monument": 18,
    "grenade": 9,
    "trinity": 27,
    "commandment": 25,
}
PERSONAL_TRUTH = (2, 2, 2, 3, 3, 4, 5, 6, 7)  # each god's eye-marked Truth cards
SPARE_TRUTH = (6, 6, 6, 6)  # the unmarked 6s set aside for completed Monuments
MAX_COST = 6


@dataclass(frozen=True)
class Card:
    """One card design; a deck may hold `count` copies."""

    id: str
    name: str
    type: str
    text: str
    source: str
    count: int = 1
    flavour: str = ""
    value: int = 0  # Truth value
    marked: bool = True  # Truth: eye-marked (personal) or one of the unmarked spare 6s
    cost: int = 0
    kind: str = ""  # Enlightener kind
    favoured: str = ""  # Holy Host's favoured Enlightener kind
    alignment: str = ""  # Phenomenon / Trinity
    part: str = ""  # Trinity body part
    attribute: str = ""
    title: str = ""  # Trinity name fragment
    monument: str = ""  # Monument name
    number: int = 0  # Grenade number
    quote: str = ""
    negative: bool = False
    applies_to: dict[str, Any] = field(default_factory=dict)
    effect: tuple[dict[str, Any], ...] = ()  # Blessing/Holy Host ops; Phenomenon trigger
    bonus: dict[str, Any] = field(default_factory=dict)  # Blessing Alignment bonus
    on_place: tuple[dict[str, Any], ...] = ()
    on_resolve: tuple[dict[str, Any], ...] = ()
    on_complete: tuple[dict[str, Any], ...] = ()
    static: tuple[dict[str, Any], ...] = ()  # modifiers (a Commandment's rule, completion)
    tiers: dict[int, tuple[dict[str, Any], ...]] = field(default_factory=dict)
    where: str = ""

    @property
    def heavenly(self) -> bool:
        """A Heavenly Realm card (Blessing, Relic, Holy Host, Enlightener)."""
        return self.type in HEAVENLY


@dataclass
class CardSet:
    """Every card design, and one instance id per physical card (Truth cards per god)."""

    defs: dict[str, Card]
    instances: dict[str, Card] = field(default_factory=dict)
    by_type: dict[str, list[str]] = field(default_factory=dict)
    # Truth cards: seat -> that god's personal instance ids; the spares.
    personal_truth: list[list[str]] = field(default_factory=list)
    spare_truth: list[str] = field(default_factory=list)
    # Monument name -> its instance ids.
    monuments: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        truth = [c for c in self.defs.values() if c.type == "truth"]
        for seat in range(4):
            mine: list[str] = []
            for card in truth:
                if card.marked:
                    for k in range(card.count):
                        mine.append(f"g{seat + 1}-{card.id}-{k + 1}")
            self.personal_truth.append(mine)
            for iid in mine:
                self.instances[iid] = self._truth_card(iid)
        for card in truth:
            if not card.marked:
                for k in range(card.count):
                    iid = f"{card.id}-{k + 1}"
                    self.spare_truth.append(iid)
                    self.instances[iid] = card
        for card in self.defs.values():
            if card.type == "truth":
                continue
            for iid in instance_ids(card.id, card.count):
                self.instances[iid] = card
                self.by_type.setdefault(card.type, []).append(iid)
                if card.type == "monument":
                    self.monuments.setdefault(card.monument, []).append(iid)
        self.by_type["truth"] = [i for i, c in self.instances.items() if c.type == "truth"]

    def _truth_card(self, iid: str) -> Card:
        design = iid.split("-", 1)[1].rsplit("-", 1)[0]
        return self.defs[design]

    def card(self, iid: str) -> Card:
        """The design of a card instance."""
        return self.instances[iid]

    @property
    def heavenly(self) -> list[str]:
        """The general draw pile's 69 cards."""
        return [i for t in HEAVENLY for i in self.by_type.get(t, [])]

    def truth_owner(self, iid: str) -> int:
        """The seat whose eye marking a personal Truth card bears (-1 for a spare 6)."""
        return int(iid[1]) - 1 if iid.startswith("g") and iid[1].isdigit() else -1


# ---------------------------------------------------------------- loading


def _card(item: Node, kind: str) -> Card:
    node = check_fields(item, [*COMMON, *KIND_FIELDS[kind]], f"{kind} card", item.where())
    if node["type"] != kind:
        raise CardDataError(
            f"{node.where('type')}: this file holds {kind} cards, not {node['type']!r}"
        )
    count = node.get("count", 1)
    if count < 1:
        raise CardDataError(f"{node.where('count')}: 'count' must be at least 1")
    cost = node.get("cost", 0)
    if not 0 <= cost <= MAX_COST:
        raise CardDataError(f"{node.where('cost')}: 'cost' must be 0 to {MAX_COST}, got {cost}")
    for key in ("effect", "on_place", "on_resolve", "on_complete", "trigger"):
        if key in node:
            check_ops(node[key], node.where(key))
    for key in ("static", "completion", "rule"):
        if key in node:
            check_mods(node[key], node.where(key))
    bonus: dict[str, Any] = {}
    if "bonus" in node:
        b = check_fields(
            node["bonus"],
            [Field("alignment", list), Field("effect", list)],
            "Alignment bonus",
            node.where("bonus"),
        )
        for a in b["alignment"]:
            if a not in ALL_ALIGNMENTS:
                raise CardDataError(f"{b.where('alignment')}: unknown Alignment {a!r}")
        check_ops(b["effect"], b.where("effect"))
        bonus = plain(b)
    if "applies_to" in node:
        check_cond(node["applies_to"], node.where("applies_to"))
    tiers: dict[int, tuple[dict[str, Any], ...]] = {}
    if kind == "grenade":
        raw = node["tiers"]
        if sorted(k for k in raw if isinstance(k, int)) != [1, 2, 3] or len(raw) != 3:
            raise CardDataError(f"{node.where('tiers')}: a grenade needs tiers 1, 2 and 3")
        for k in (1, 2, 3):
            check_ops(raw[k], node.where("tiers"))
            tiers[k] = tuple(plain(raw[k]))
    if kind == "trinity" and node["attribute"] not in ATTRIBUTES[node["part"]]:
        raise CardDataError(
            f"{node.where('attribute')}: a {node['part']} has one of "
            f"{', '.join(ATTRIBUTES[node['part']])}, not {node['attribute']!r}"
        )
    if kind == "truth" and not 2 <= node["value"] <= 7:
        raise CardDataError(f"{node.where('value')}: Truth values run from 2 to 7")
    effect = node.get("effect", node.get("trigger", []))
    static = node.get("static", node.get("completion", node.get("rule", [])))
    return Card(
        id=node["id"],
        name=node["name"],
        type=kind,
        text=node["text"],
        source=node["source"],
        count=count,
        flavour=node.get("flavour", ""),
        value=node.get("value", 0),
        marked=node.get("marked", True),
        cost=cost,
        kind=node.get("kind", ""),
        favoured=node.get("favoured", ""),
        alignment=node.get("alignment", ""),
        part=node.get("part", ""),
        attribute=node.get("attribute", ""),
        title=node.get("title", ""),
        monument=node.get("monument", ""),
        number=node.get("number", 0),
        quote=node.get("quote", ""),
        negative=node.get("negative", False),
        applies_to=plain(node.get("applies_to", {})),
        effect=tuple(plain(effect)),
        bonus=bonus,
        on_place=tuple(plain(node.get("on_place", []))),
        on_resolve=tuple(plain(node.get("on_resolve", []))),
        on_complete=tuple(plain(node.get("on_complete", []))),
        static=tuple(plain(static)),
        tiers=tiers,
        where=node.where(),
    )


def load_cards(directory: Path) -> CardSet:
    """Read and validate every card file of a Believe in Me! card folder."""
    defs: dict[str, Card] = {}
    ids = IdRegister()
    for filename, kind in FILES.items():
        for item in read_card_list(directory / filename):
            ids.add(item)
            card = _card(item, kind)
            defs[card.id] = card
    _check_totals(defs, directory)
    return CardSet(defs)


def _check_totals(defs: dict[str, Card], directory: Path) -> None:
    """The rulebook's component counts and compositions."""

    def at(kind: str) -> str:
        name = next(f for f, k in FILES.items() if k == kind)
        return f"{display_path(directory / name)}:1"

    count: dict[str, int] = {}
    for card in defs.values():
        count[card.type] = count.get(card.type, 0) + card.count
    for kind, need in TOTALS.items():
        if count.get(kind, 0) != need:
            raise CardDataError(
                f"{at(kind)}: {count.get(kind, 0)} {kind} cards; the game has {need}"
            )
    personal = sorted(
        v for c in defs.values() if c.type == "truth" and c.marked for v in [c.value] * c.count
    )
    spare = sorted(
        v for c in defs.values() if c.type == "truth" and not c.marked for v in [c.value] * c.count
    )
    if tuple(personal) != PERSONAL_TRUTH or tuple(spare) != SPARE_TRUTH:
        raise CardDataError(
            f"{at('truth')}: each god's Truth cards are 2,2,2,3,3,4,5,6,7 and the spares four "
            f"unmarked 6s; found {personal} and {spare}"
        )
    trinity = {(c.alignment, c.part, c.attribute) for c in defs.values() if c.type == "trinity"}
    if len(trinity) != 27:
        raise CardDataError(
            f"{at('trinity')}: the 27 Trinity cards are one per Alignment, body part and "
            "Attribute; some repeat"
        )
    phen = [c.alignment for c in defs.values() if c.type == "phenomenon" for _ in range(c.count)]
    for a in ALIGNMENTS:
        if phen.count(a) != 6:
            raise CardDataError(f"{at('phenomenon')}: {phen.count(a)} {a} Phenomena; 6 of each")
    names: dict[str, int] = {}
    for c in defs.values():
        if c.type == "monument":
            names[c.monument] = names.get(c.monument, 0) + c.count
    if len(names) != 6 or any(n != 3 for n in names.values()):
        raise CardDataError(f"{at('monument')}: the Monuments are 6 names of 3 cards each")
    numbers = sorted(c.number for c in defs.values() if c.type == "grenade")
    if numbers != list(range(1, 10)):
        raise CardDataError(f"{at('grenade')}: grenades are numbered 1 to 9, found {numbers}")
    kinds = {c.kind for c in defs.values() if c.type == "enlightener"}
    favoured = {c.favoured for c in defs.values() if c.type == "holy_host"}
    if favoured - kinds:
        raise CardDataError(
            f"{at('holy_host')}: Holy Host favour kinds no Enlightener has: "
            f"{', '.join(sorted(favoured - kinds))}"
        )
