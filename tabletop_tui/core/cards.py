"""Card data: YAML read with safe semantics only, every value remembering its file and line.

Validation turns any problem into `CardDataError("file:line: what is wrong")`.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

# re-exported: card modules and tests name them from here
from tabletop_tui.core.cardfiles import CardDataError, packaged_card_dir  # noqa: F401


class Node(dict):  # type: ignore[type-arg]
    """A YAML mapping that remembers where it, and each of its keys, came from."""

    path: str = ""
    line: int = 0
    key_lines: dict[str, int]

    def where(self, key: str | None = None) -> str:
        """`file:line` of the mapping, or of one of its keys."""
        line = self.key_lines.get(key, self.line) if key is not None else self.line
        return f"{self.path}:{line}"


class Seq(list):  # type: ignore[type-arg]
    """A YAML sequence that remembers its file and line."""

    path: str = ""
    line: int = 0

    def where(self) -> str:
        """`file:line` of the sequence."""
        return f"{self.path}:{self.line}"


class _Loader(yaml.SafeLoader):
    """SafeLoader building Node/Seq with line numbers (1-based)."""


def _mapping(loader: _Loader, node: yaml.MappingNode) -> Node:
    out = Node()
    out.path = loader.name
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, str | int | float | bool) and key is not None:
            # (`? [a, b]: 1`, a !!set: no card field is named so, and none can be looked up)
            kind = next(
                (
                    w
                    for t, w in ((list, "list"), (dict, "mapping"), (set, "set"))
                    if isinstance(key, t)
                ),
                type(key).__name__,
            )
            raise CardDataError(
                f"{loader.name}:{key_node.start_mark.line + 1}: a key must be a plain word, "
                f"not a {kind}"
            )
        if key in out:
            raise CardDataError(
                f"{loader.name}:{key_node.start_mark.line + 1}: duplicate key '{key}'"
            )
        out[key] = loader.construct_object(value_node, deep=True)
        out.key_lines[str(key)] = key_node.start_mark.line + 1
    return out


def _sequence(loader: _Loader, node: yaml.SequenceNode) -> Seq:
    out = Seq(loader.construct_object(child, deep=True) for child in node.value)
    out.path = loader.name
    out.line = node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _sequence)


def load_yaml(path: Path) -> Any:
    """Parse one YAML file safely; any syntax problem or Python tag becomes a CardDataError."""
    label = display_path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"{label}:0: cannot read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise CardDataError(
            f"{label}:{line}: not UTF-8 text (byte #x{raw[exc.start]:02x})"
        ) from None
    try:
        loader = _Loader(text)  # the reader refuses control characters before any parsing
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        raise CardDataError(
            f"{label}:{line}: invalid YAML: {exc.reason} (character #x{exc.character:04x})"
        ) from None
    loader.name = label
    try:
        return loader.get_single_data()
    except CardDataError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        problem = exc.problem or "invalid YAML"
        if exc.context and exc.context_mark and exc.context_mark.line + 1 != line:
            problem += f" ({exc.context} at line {exc.context_mark.line + 1})"
        if "could not determine a constructor" in problem:
            problem = (
                f"tags that build Python objects are not allowed ({problem.split('tag ')[-1]})"
            )
        raise CardDataError(f"{label}:{line}: {problem}") from None
    except yaml.YAMLError as exc:
        raise CardDataError(f"{label}:0: invalid YAML: {exc}") from None
    except RecursionError:  # (lists in lists, thousands deep: no card is written so)
        raise CardDataError(f"{label}:0: invalid YAML: nested too deep to read") from None
    except ValueError as exc:  # a value YAML reads but Python will not (5,000 digits)
        raise CardDataError(f"{label}:0: invalid YAML: {exc}") from None
    finally:
        loader.dispose()


@dataclass(frozen=True)
class Field:
    """One allowed key of a card mapping: its type, whether it is required, allowed values."""

    name: str
    type: type | tuple[type, ...]
    required: bool = True
    choices: tuple[Any, ...] = ()


def type_name(t: type | tuple[type, ...]) -> str:
    """A readable name for an expected type."""
    names = {int: "an integer", str: "text", bool: "true/false", list: "a list", dict: "a mapping"}
    if isinstance(t, tuple):
        return " or ".join(names.get(x, x.__name__) for x in t)
    return names.get(t, t.__name__)


def check_fields(node: Any, fields: list[Field], what: str, where: str) -> Node:
    """Check a mapping against its fields: unknown keys, missing fields, wrong types, bad values."""
    if not isinstance(node, Node):
        raise CardDataError(f"{where}: {what} must be a mapping, got {type(node).__name__}")
    allowed = {f.name: f for f in fields}
    for key in node:
        if key not in allowed:
            raise CardDataError(
                f"{node.where(key)}: unknown key '{key}' in {what} (allowed: {', '.join(allowed)})"
            )
    for f in fields:
        if f.name not in node:
            if f.required:
                raise CardDataError(f"{node.where()}: {what} is missing the field '{f.name}'")
            continue
        value = node[f.name]
        ok = isinstance(value, f.type) and not (isinstance(value, bool) and f.type in (int, (int,)))
        if not ok:
            raise CardDataError(
                f"{node.where(f.name)}: '{f.name}' must be {type_name(f.type)}, got {value!r}"
            )
        if f.choices and value not in f.choices:
            allowed_values = ", ".join(str(c) for c in f.choices)
            raise CardDataError(
                f"{node.where(f.name)}: '{f.name}' must be one of {allowed_values}, got {value!r}"
            )
    return node


def check_op(
    op: Any, vocabulary: dict[str, list[Field]], where: str, leave_out: tuple[str, ...] = ()
) -> str:
    """Check one effect op (`{op: name, ...params}`) against a game's verb list; its name."""
    if not isinstance(op, Node):
        raise CardDataError(f"{where}: each op must be a mapping with an 'op' key")
    name = op.get("op")
    if not isinstance(name, str) or name not in vocabulary:
        known = ", ".join(sorted(vocabulary))
        raise CardDataError(f"{op.where('op')}: unknown op {name!r} (known ops: {known})")
    params = [p for p in vocabulary[name] if p.name not in leave_out]
    check_fields(op, [Field("op", str), *params], f"op '{name}'", op.where())
    return str(name)


def plain(value: Any) -> Any:
    """Strip the line bookkeeping: Node/Seq -> dict/list, so loaded effects are plain data."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def display_path(path: Path) -> str:
    """A path as a player would type it: relative to the working directory when inside it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if rel.startswith("..") else rel


ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def instance_ids(card_id: str, count: int) -> list[str]:
    """The instance ids of a card design's copies: `id` alone, or `id#1`, `id#2`, ..."""
    if count == 1:
        return [card_id]
    return [f"{card_id}#{n + 1}" for n in range(count)]


def read_card_file(path: Path, top: list[Field] | None = None) -> Node:
    """A card file: a mapping with a `cards:` list (and any other top-level fields `top`
    names), checked like a card's own fields."""
    doc = load_yaml(path)
    if not isinstance(doc, Node):
        raise CardDataError(f"{display_path(path)}:1: the file must be a mapping with 'cards'")
    check_fields(doc, [*(top or []), Field("cards", list)], path.name, doc.where())
    return doc


def card_items(doc: Node) -> list[Node]:
    """A card file's cards: each a mapping with a well-formed id."""
    items: list[Node] = []
    for item in doc["cards"]:
        if not isinstance(item, Node):
            raise CardDataError(f"{doc.where('cards')}: each card must be a mapping")
        card_id = item.get("id")
        if not isinstance(card_id, str) or not ID_PATTERN.match(card_id):
            raise CardDataError(
                f"{item.where('id')}: id {card_id!r} must be lowercase-kebab "
                "(lowercase letters, digits and dashes)"
            )
        items.append(item)
    return items


def read_card_list(path: Path) -> list[Node]:
    """One card file's `cards:` list (a file with no other top-level field).

    Every game's loader builds on these helpers; the per-card fields are the game's to check.
    """
    return card_items(read_card_file(path))


class IdRegister:
    """Refuses a card id seen before, naming where it first appeared."""

    def __init__(self) -> None:
        self.first: dict[str, str] = {}

    def add(self, item: Node) -> None:
        """Record `item`'s id, or raise CardDataError if it is a duplicate."""
        card_id = str(item["id"])
        if card_id in self.first:
            first = self.first[card_id]
            where = item.where("id")
            raise CardDataError(f"{where}: duplicate card id '{card_id}' (first at {first})")
        self.first[card_id] = item.where()
