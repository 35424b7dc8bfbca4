"""Possession card data: Daemons, Victims, Locations, the Game Deck and The Troll.

The vocabulary (every key a card file may use) is defined here; `load_cards` validates
a folder of YAML against it and raises `CardDataError("file:line: ...")` on any problem.

Three kinds of structured rules share one vocabulary of *modifiers* (`MODS`): a Victim's
`rule`, an Equipment's `rule`, a Nemesis's `rule`, a Location's `static` and a Daemon's
`passive`. They hold while their card is in play (a Daemon's once revealed). *Ops*
(`OPS`) happen once: an Event's `effect`, a Location's `effect` when it is drawn, and a
Daemon's `reveal`. Either may carry `when:` (a condition on the turn or the Victim).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import (
    CardDataError,
    Field,
    IdRegister,
    Node,
    card_items,
    check_fields,
    check_op,
    instance_ids,
    plain,
    read_card_file,
)
from tabletop_tui.games.possession.references import check_references

SOURCES = ("authored", "known", "rulebook")
TIMES = ("day", "night")
REFUGES = ("sanctuary", "gloom", "none")
DIRECTIONS = ("left", "right", "opposite", "stay", "reshuffle")
SLOTS = ("weapon", "two_handed", "body", "head", "hand", "trinket")
NEMESIS_KINDS = ("soldier", "priest", "exorcist", "animal", "hero", "monster", "undead")
GENDERS = ("male", "female")
SQUAD = ("man", "serjeant")
POSSESSION_TYPES = ("whisper", "temptation", "nightmare", "obsession", "dominion")

# Victim selectors: who an op may pick (one chosen Victim) or hit (each matching Victim).
ONE_VICTIM = ("own_victim", "opponent_victim", "free_victim", "any_victim", "controlled_victim")
EACH_VICTIM = ("each_own", "each_opponent", "each_free", "each_victim", "each_controlled")
# Player selectors.
WHO = ("you", "opponent", "each_opponent", "each", "leader", "narrator")


def _when() -> Field:
    return Field("when", dict, required=False)


def _filters() -> list[Field]:
    """Which Victims an op or modifier concerns (a type, a gender)."""
    return [
        Field("victim_type", str, required=False),
        Field("gender", str, required=False, choices=GENDERS),
    ]


# Conditions: every key given must hold.
WHEN_FIELDS = [
    Field("time", str, required=False, choices=TIMES),
    Field("symbol", str, required=False),
    Field("refuge", str, required=False, choices=REFUGES),
    Field("victim_type", str, required=False),
    Field("gender", str, required=False, choices=GENDERS),
    Field("victims_at_least", int, required=False),
]

VICTIM_TARGET = Field("target", str, choices=ONE_VICTIM + EACH_VICTIM)

# One-off effects (Events, a Location when drawn, a Daemon when revealed).
OPS: dict[str, list[Field]] = {
    "wound": [VICTIM_TARGET, Field("amount", int), _when(), *_filters()],
    "heal": [VICTIM_TARGET, Field("amount", int), _when(), *_filters()],
    "strength": [VICTIM_TARGET, Field("amount", int), _when(), *_filters()],
    "no_escape": [VICTIM_TARGET, _when(), *_filters()],
    "escape": [VICTIM_TARGET, _when(), *_filters()],
    "free_victim": [VICTIM_TARGET, _when(), *_filters()],
    "discard_equipment": [VICTIM_TARGET, _when(), *_filters()],
    "nemesis_strength": [
        Field("amount", int),
        Field("scope", str, choices=("one", "all")),
        Field("kind", str, required=False, choices=NEMESIS_KINDS),
        _when(),
    ],
    "cancel_nemesis": [Field("scope", str, choices=("own", "any")), _when()],
    "possession": [Field("who", str, choices=WHO), Field("amount", int), _when()],
    "discard_possession": [
        Field("who", str, choices=WHO),
        Field("count", int),
        Field("random", bool, required=False),
        _when(),
    ],
    "willpower": [Field("who", str, choices=WHO), Field("amount", int), _when()],
    "draw": [Field("who", str, choices=WHO), Field("count", int), _when()],
    "discard_cards": [Field("who", str, choices=WHO), Field("count", int), _when()],
    "hand_cap": [Field("who", str, choices=WHO), Field("amount", int), _when()],
    "extra_victims": [Field("count", int), _when()],
    "summon_troll": [_when()],
    "nemesis_attack": [
        Field("target", str, choices=("own_victim", "opponent_victim", "controlled_victim")),
        Field("strength", int),
        Field("name", str),
        Field("wounds", int, required=False),
        Field("kind", str, required=False, choices=NEMESIS_KINDS),
        _when(),
    ],
}

# Lasting modifiers (Victim/Equipment/Nemesis rules, a Location's static, a Daemon's passive).
MODS: dict[str, list[Field]] = {
    "strength": [Field("amount", int), _when(), Field("kind", str, required=False)],
    "escape": [_when(), Field("once", bool, required=False)],
    "no_escape": [_when()],
    "ward": [Field("kind", str, choices=NEMESIS_KINDS), Field("once", bool, required=False)],
    "ward_events": [Field("once", bool, required=False)],
    "hand_cap": [Field("amount", int)],
    "possession": [Field("amount", int), _when()],
    "willpower": [Field("amount", int), _when()],
    "wounds": [Field("amount", int)],
    "exorcise": [],
    "banish": [Field("count", int)],
    "extra_claim": [],
}


@dataclass(frozen=True)
class Card:
    """One card design (a deck may hold `count` copies)."""

    id: str
    name: str
    kind: str  # daemon victim location possession equipment nemesis event
    text: str = ""
    source: str = "authored"
    count: int = 1
    flavour: str = ""
    # numbers
    life: int = 0
    willpower: int = 0
    strength: int = 0
    value: int = 0  # a Possession card's value; a Daemon's starting possession
    # kinds and tags
    ptype: str = ""  # Possession type
    slot: str = ""  # Equipment slot
    nemesis: str = ""  # Nemesis kind
    squad: str = ""  # man | serjeant: may be played together
    victim_type: str = ""
    gender: str = ""
    refuge: str = "none"
    symbols: tuple[str, ...] = ()
    direction: str = ""
    time: str = ""  # an Event playable only by day or by night
    needs_symbol: str = ""  # an Event playable only in a Location with this symbol
    trap: dict[str, Any] | None = None  # TRAP! condition
    effect: tuple[dict[str, Any], ...] = ()  # one-off ops
    rule: tuple[dict[str, Any], ...] = ()  # lasting modifiers
    adventure: bool = False  # The Crooked Tower: only with the option
    aside: bool = False  # The Troll
    solitaire_out: bool = False  # removed from the solitaire's Game Deck
    where: str = ""

    @property
    def hero(self) -> bool:
        return self.nemesis == "hero"

    def mods(self, name: str) -> tuple[dict[str, Any], ...]:
        """This card's lasting modifiers called `name`."""
        return self._mods.get(name, ())

    @cached_property
    def _mods(self) -> dict[str, tuple[dict[str, Any], ...]]:
        out: dict[str, list[dict[str, Any]]] = {}
        for m in self.rule:
            out.setdefault(m["op"], []).append(m)
        return {k: tuple(v) for k, v in out.items()}


@dataclass
class CardSet:
    """Every Possession card, one instance id per physical card (`id` or `id#n`)."""

    defs: dict[str, Card]
    instances: dict[str, Card] = field(default_factory=dict)
    daemons: list[str] = field(default_factory=list)
    victims: list[str] = field(default_factory=list)
    locations: list[str] = field(default_factory=list)
    game_deck: list[str] = field(default_factory=list)
    troll: str = ""
    # modifier name -> the instances whose rule has it (to skip the rest quickly)
    with_mod: dict[str, frozenset[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for card in self.defs.values():
            for iid in instance_ids(card.id, card.count):
                self.instances[iid] = card
                if card.aside:
                    self.troll = iid
                elif card.kind == "daemon":
                    self.daemons.append(iid)
                elif card.kind == "victim":
                    self.victims.append(iid)
                elif card.kind == "location":
                    self.locations.append(iid)
                else:
                    self.game_deck.append(iid)
        names = {m["op"] for c in self.defs.values() for m in c.rule}
        self.with_mod = {
            n: frozenset(i for i, c in self.instances.items() if c.mods(n)) for n in names
        }

    def card(self, iid: str) -> Card:
        """The design of a card instance."""
        return self.instances[iid]


COMMON = [
    Field("id", str),
    Field("name", str),
    Field("count", int, required=False),
    Field("source", str, choices=SOURCES),
    Field("text", str),
    Field("flavour", str, required=False),
]
DECK_KIND = Field("card", str, choices=("possession", "equipment", "nemesis", "event"))
STATS = [Field("life", int), Field("willpower", int), Field("strength", int)]

KIND_FIELDS: dict[str, list[Field]] = {
    "daemon": [
        *COMMON,
        Field("possession", int),
        Field("reveal", list, required=False),
        Field("passive", list, required=False),
    ],
    "victim": [
        *COMMON,
        *STATS,
        Field("gender", str, choices=GENDERS),
        Field("type", str, required=False),
        Field("rule", list, required=False),
    ],
    "location": [
        *COMMON,
        Field("refuge", str, choices=REFUGES),
        Field("symbols", list, required=False),
        Field("direction", str, choices=DIRECTIONS),
        Field("effect", list, required=False),
        Field("static", list, required=False),
        Field("adventure", bool, required=False),
    ],
    "possession": [
        *COMMON,
        DECK_KIND,
        Field("type", str, choices=POSSESSION_TYPES),
        Field("value", int),
        Field("rule", list, required=False),
    ],
    "equipment": [
        *COMMON,
        DECK_KIND,
        Field("slot", str, choices=SLOTS),
        Field("life", int, required=False),
        Field("strength", int, required=False),
        Field("willpower", int, required=False),
        Field("trap", dict, required=False),
        Field("rule", list, required=False),
        Field("solitaire_out", bool, required=False),
    ],
    "nemesis": [
        *COMMON,
        DECK_KIND,
        *STATS,
        Field("kind", str, choices=NEMESIS_KINDS),
        Field("squad", str, required=False, choices=SQUAD),
        Field("rule", list, required=False),
        Field("aside", bool, required=False),
    ],
    "event": [
        *COMMON,
        DECK_KIND,
        Field("time", str, required=False, choices=TIMES),
        Field("symbol", str, required=False),
        Field("trap", dict, required=False),
        Field("effect", list),
        Field("solitaire_out", bool, required=False),
    ],
}

# file -> (top-level deck name, the kinds it may hold)
FILES: dict[str, tuple[str, ...]] = {
    "daemons.yaml": ("daemon",),
    "victims.yaml": ("victim",),
    "locations.yaml": ("location",),
    "game_deck.yaml": ("possession", "equipment", "nemesis", "event"),
}


def _check_when(node: Any, where: str) -> None:
    check_fields(node, WHEN_FIELDS, "condition 'when'", where)


def _check_list(items: list[Any], vocab: dict[str, list[Field]], where: str) -> None:
    for item in items:  # a list: the card's fields were checked first
        name = check_op(item, vocab, where)
        if "when" in item:
            _check_when(item["when"], item.where("when"))
        for key in ("count", "amount"):
            if key in item and key == "count" and item[key] < 1:
                raise CardDataError(f"{item.where(key)}: '{key}' must be at least 1")
        if name in ("wound", "heal", "draw", "extra_victims") and item.get("amount", 1) < 1:
            raise CardDataError(f"{item.where('amount')}: 'amount' must be at least 1")


def _card(item: Any, kind: str, where: str) -> Card:
    node = check_fields(item, KIND_FIELDS[kind], f"{kind} card", where)
    count = node.get("count", 1)
    if count < 1:
        raise CardDataError(f"{node.where('count')}: 'count' must be at least 1")
    for key in ("life", "willpower", "strength", "value", "possession"):
        if key in node and node[key] < 0:
            raise CardDataError(f"{node.where(key)}: '{key}' cannot be negative")
    for key in ("effect", "reveal"):
        if key in node:
            _check_list(node[key], OPS, node.where(key))
    for key in ("rule", "static", "passive"):
        if key in node:
            _check_list(node[key], MODS, node.where(key))
    if "trap" in node:
        _check_when(node["trap"], node.where("trap"))
        if not node["trap"]:
            raise CardDataError(f"{node.where('trap')}: a TRAP! needs a condition")
    if kind == "victim" and node["life"] < 1:
        raise CardDataError(f"{node.where('life')}: a Victim needs at least 1 Life")
    if kind == "possession" and node["value"] < 1:
        raise CardDataError(f"{node.where('value')}: a Possession card is worth at least 1")
    symbols = node.get("symbols", [])
    if not all(isinstance(s, str) for s in symbols):
        raise CardDataError(f"{node.where('symbols')}: symbols must be names")
    rule = node.get("rule", node.get("static", node.get("passive", [])))
    return Card(
        id=node["id"],
        name=node["name"],
        kind=kind,
        text=node["text"],
        source=node["source"],
        count=count,
        flavour=node.get("flavour", ""),
        life=node.get("life", 0),
        willpower=node.get("willpower", 0),
        strength=node.get("strength", 0),
        value=node.get("value", node.get("possession", 0)),
        ptype=node.get("type", "") if kind == "possession" else "",
        slot=node.get("slot", ""),
        nemesis=node.get("kind", "") if kind == "nemesis" else "",
        squad=node.get("squad", ""),
        victim_type=node.get("type", "") if kind == "victim" else "",
        gender=node.get("gender", ""),
        refuge=node.get("refuge", "none"),
        symbols=tuple(symbols),
        direction=node.get("direction", ""),
        time=node.get("time", ""),
        needs_symbol=node.get("symbol", ""),
        trap=plain(node["trap"]) if "trap" in node else None,
        effect=tuple(plain(node.get("effect", node.get("reveal", [])))),
        rule=tuple(plain(rule)),
        adventure=node.get("adventure", False),
        aside=node.get("aside", False),
        solitaire_out=node.get("solitaire_out", False),
        where=node.where(),
    )


def load_cards(directory: Path) -> CardSet:
    """Read and validate the four card files of a Possession card folder."""
    defs: dict[str, Card] = {}
    ids = IdRegister()
    read: list[tuple[Node, str]] = []
    for filename, kinds in FILES.items():
        doc = read_card_file(directory / filename)
        for item in card_items(doc):
            ids.add(item)
            kind = item.get("card", "") if len(kinds) > 1 else kinds[0]
            if kind not in kinds:
                raise CardDataError(
                    f"{item.where('card')}: 'card' must be one of {', '.join(kinds)}, got {kind!r}"
                )
            card = _card(item, kind, doc.where("cards"))
            defs[card.id] = card
            read.append((item, kind))
    cards = CardSet(defs)
    from tabletop_tui.games.possession.sizing import check_totals  # it reads a CardSet

    check_totals(cards, directory)
    check_references(read)
    return cards
