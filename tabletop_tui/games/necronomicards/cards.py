"""NecronomiCards card data: the Spell deck (symbols), Summons, Curses; loaded and validated."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_tui.core.cards import (
    CardDataError,
    Field,
    IdRegister,
    Node,
    Seq,
    card_items,
    check_fields,
    check_op,
    display_path,
    instance_ids,
    plain,
    read_card_file,
)

WHO = ("you", "chosen", "chosen_any", "left", "right", "each", "each_other")
ONE_PLAYER = ("you", "chosen", "chosen_any", "left", "right")
HORSEMEN = ("death", "pestilence", "war", "famine")
CURSES_PER_GAME = 7


def _count() -> Field:
    return Field("count", int)


# op name -> its parameters (every op may carry `op`; `who` is listed where it applies)
OPS: dict[str, list[Field]] = {
    "draw_spells": [Field("who", str, choices=WHO), _count()],
    "draw_summons": [Field("who", str, choices=WHO), _count()],
    "discard_spells": [Field("who", str, choices=WHO), _count()],
    "discard_random_spells": [Field("who", str, choices=WHO), _count()],
    "discard_down_to": [Field("who", str, choices=WHO), Field("count", int)],
    "discard_half": [Field("who", str, choices=WHO)],
    "discard_all_spells": [Field("who", str, choices=WHO)],
    "discard_summon": [Field("who", str, choices=WHO), Field("otherwise", dict, required=False)],
    "return_summon": [Field("who", str, choices=WHO), Field("otherwise", dict, required=False)],
    "give_summon": [
        Field("who", str, choices=WHO),
        Field("to", str, required=False, choices=ONE_PLAYER),
    ],
    "steal_summon": [Field("who", str, choices=WHO)],
    "give_spells": [
        Field("who", str, choices=WHO),
        _count(),
        Field("to", str, required=False, choices=ONE_PLAYER),
    ],
    "take_spells": [Field("who", str, choices=WHO), _count()],
    "swap_spells": [],
    "pass_spells": [Field("direction", str, choices=("left", "right"))],
    "seed_curse": [],
    "look_take": [Field("look", int), Field("take", int)],
    "recover_spells": [_count()],
    "recover_summon": [],
    "mill_spells": [_count()],
    "redraw_spells": [Field("who", str, choices=WHO)],
    "lose_turns": [Field("who", str, choices=WHO), _count()],
    "extra_turn": [],
    "ward": [_count()],
    "choice": [Field("options", list)],
}


@dataclass(frozen=True)
class Symbol:
    """A Spell symbol: id, name, a glyph and a colour, drawn so symbols tell apart at a glance."""

    id: str
    name: str
    glyph: str
    color: str


@dataclass(frozen=True)
class CardDef:
    """One card design (a deck holds `count` copies)."""

    id: str
    name: str
    deck: str  # spell | summon | curse
    text: str = ""
    source: str = "authored"
    count: int = 1
    symbols: tuple[str, ...] = ()
    horseman: bool = False
    effect: tuple[dict[str, Any], ...] = ()
    where: str = ""


@dataclass
class CardSet:
    """All NecronomiCards card data, with one instance id per physical card."""

    symbols: dict[str, Symbol]
    defs: dict[str, CardDef]
    instances: dict[str, CardDef] = field(default_factory=dict)
    spells: list[str] = field(default_factory=list)
    summons: list[str] = field(default_factory=list)
    curses: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        for card in self.defs.values():
            for iid in instance_ids(card.id, card.count):
                self.instances[iid] = card
                {"spell": self.spells, "summon": self.summons, "curse": self.curses}[
                    card.deck
                ].append(iid)

    def card(self, iid: str) -> CardDef:
        """The design of a card instance."""
        return self.instances[iid]


def check_effect(effect: Any, where: str, fallback: bool = False) -> None:
    """Validate a list of ops (or, with `fallback`, a single op mapping without `who`)."""
    ops = [effect] if fallback else effect  # a list: its fields were checked as one
    for op in ops:
        name = check_op(op, OPS, where, leave_out=("who",) if fallback else ())
        for key in ("count", "look", "take"):
            if key in op and op[key] < (0 if name == "discard_down_to" else 1):
                raise CardDataError(f"{op.where(key)}: '{key}' must be at least 1")
        if "otherwise" in op:
            check_effect(op["otherwise"], op.where("otherwise"), fallback=True)
        if name == "choice":
            options = op["options"]
            if len(options) < 2:
                raise CardDataError(f"{op.where('options')}: a choice needs at least 2 options")
            for item in options:
                check_fields(
                    item, [Field("label", str), Field("effect", list)], "choice option", where
                )
                check_effect(item["effect"], item.where("effect"))


CARD_FIELDS = {
    "spell": [
        Field("id", str),
        Field("name", str, required=False),
        Field("count", int, required=False),
        Field("symbols", list),
        Field("source", str, required=False, choices=("authored", "known", "rulebook")),
    ],
    "summon": [
        Field("id", str),
        Field("name", str),
        Field("count", int, required=False),
        Field("source", str, choices=("authored", "known", "rulebook")),
        Field("horseman", bool, required=False),
        Field("text", str),
        Field("effect", list),
    ],
    "curse": [
        Field("id", str),
        Field("name", str),
        Field("count", int, required=False),
        Field("source", str, choices=("authored", "known", "rulebook")),
        Field("text", str),
        Field("effect", list),
    ],
}

FILES = {"spell": "spells.yaml", "summon": "summons.yaml", "curse": "curses.yaml"}


def _symbols(doc: Node) -> dict[str, Symbol]:
    raw = doc.get("symbols")
    if not isinstance(raw, Seq) or not raw:
        raise CardDataError(f"{doc.where('symbols')}: the Spell file needs a list of 'symbols'")
    out: dict[str, Symbol] = {}
    fields = [Field("id", str), Field("name", str), Field("glyph", str), Field("color", str)]
    for item in raw:
        check_fields(item, fields, "symbol", raw.where())
        if item["id"] in out:
            raise CardDataError(f"{item.where('id')}: duplicate symbol id '{item['id']}'")
        out[item["id"]] = Symbol(item["id"], item["name"], item["glyph"], item["color"])
    return out


def _card(item: Any, deck: str, symbols: dict[str, Symbol], where: str) -> CardDef:
    node = check_fields(item, CARD_FIELDS[deck], f"{deck} card", where)
    count = node.get("count", 1)
    if count < 1:
        raise CardDataError(f"{node.where('count')}: 'count' must be at least 1")
    card_symbols: tuple[str, ...] = ()
    if deck == "spell":
        for sym in node["symbols"]:
            if not isinstance(sym, str) or sym not in symbols:
                raise CardDataError(f"{node.where('symbols')}: unknown symbol {sym!r}")
        card_symbols = tuple(node["symbols"])
        if len(set(card_symbols)) != len(card_symbols) or not card_symbols:
            raise CardDataError(f"{node.where('symbols')}: symbols must be distinct, at least 1")
    else:
        check_effect(node["effect"], node.where("effect"))
    return CardDef(
        id=node["id"],
        name=node.get("name", " ".join(symbols[s].name for s in card_symbols)),
        deck=deck,
        text=node.get("text", ""),
        source=node.get("source", "authored"),
        count=count,
        symbols=card_symbols,
        horseman=node.get("horseman", False),
        effect=tuple(plain(node.get("effect", []))),
        where=node.where(),
    )


def load_cards(directory: Path) -> CardSet:
    """Read and validate `spells.yaml`, `summons.yaml`, `curses.yaml` from a directory."""
    defs: dict[str, CardDef] = {}
    symbols: dict[str, Symbol] = {}
    ids = IdRegister()
    for deck in ("spell", "summon", "curse"):
        top = [Field("deck", str, choices=(deck,))]
        if deck == "spell":
            top.append(Field("symbols", list))
        doc = read_card_file(directory / FILES[deck], top)
        if deck == "spell":
            symbols = _symbols(doc)
        for item in card_items(doc):
            ids.add(item)
            card = _card(item, deck, symbols, doc.where("cards"))
            defs[card.id] = card
    cards = CardSet(symbols, defs)
    _check_totals(cards, directory)
    return cards


def _check_totals(cards: CardSet, directory: Path) -> None:
    """Deck totals the rulebook fixes: 7 Curses per game, the Four Horsemen, enough Spells."""

    def at(deck: str) -> str:
        return f"{display_path(directory / FILES[deck])}:1"

    if len(cards.curses) < CURSES_PER_GAME:
        raise CardDataError(
            f"{at('curse')}: the Curse deck has {len(cards.curses)} cards; "
            f"the rulebook shuffles {CURSES_PER_GAME} into every game"
        )
    horsemen = sorted(c.id for c in cards.defs.values() if c.horseman)
    if horsemen != sorted(HORSEMEN) or any(cards.defs[h].count != 1 for h in horsemen):
        raise CardDataError(
            f"{at('summon')}: the Summon deck needs exactly the Four "
            f"Horsemen (death, pestilence, war, famine) marked horseman, one copy each; "
            f"found {horsemen or 'none'}"
        )
    if len(cards.summons) < 20:
        raise CardDataError(
            f"{at('summon')}: the Summon deck has {len(cards.summons)} "
            "cards; at least 20 are needed"
        )
    if len(cards.spells) < 40:
        raise CardDataError(
            f"{at('spell')}: the Spell deck has {len(cards.spells)} "
            "cards; at least 40 are needed for four players"
        )
