"""The core's card reader on small files written here: each refusal names the line of the
key at fault (not only of the card that holds it) and says what was expected in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_tui.core.cards import (
    CardDataError,
    Field,
    IdRegister,
    check_fields,
    check_op,
    display_path,
    instance_ids,
    load_yaml,
    packaged_card_dir,
    plain,
    read_card_file,
    read_card_list,
    type_name,
)


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Work in the files' folder, so messages name them as a player would type them."""
    monkeypatch.chdir(tmp_path)


def write(tmp_path: Path, text: str, name: str = "cards.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def refusal(call, *args) -> str:
    with pytest.raises(CardDataError) as err:
        call(*args)
    return str(err.value)


def test_expected_types_are_named_in_words() -> None:
    assert type_name(int) == "an integer" and type_name(str) == "text"
    assert type_name(bool) == "true/false" and type_name(list) == "a list"
    assert type_name(dict) == "a mapping" and type_name(float) == "float"
    assert type_name((int, str)) == "an integer or text"
    assert type_name((list, Path)) == "a list or Path"


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        (Field("name", str), "3", "'name' must be text, got 3"),
        (Field("name", bool), "yes please", "'name' must be true/false, got 'yes please'"),
        (Field("name", list), "x", "'name' must be a list, got 'x'"),
        (Field("name", dict), "[1]", "'name' must be a mapping, got [1]"),
        (Field("name", int), "true", "'name' must be an integer, got True"),
        (Field("name", (int, list)), "x", "'name' must be an integer or a list, got 'x'"),
    ],
)
def test_a_wrong_type_is_refused_at_the_line_of_its_key(
    tmp_path: Path, field: Field, value: str, words: str
) -> None:
    doc = load_yaml(write(tmp_path, f"id: a\nother: 1\nname: {value}\n"))
    fields = [Field("id", str), Field("other", int), field]
    assert refusal(check_fields, doc, fields, "card 'a'", "here") == f"cards.yaml:3: {words}"


def test_a_key_of_a_mapping_that_is_not_there_points_at_the_mapping(tmp_path: Path) -> None:
    doc = load_yaml(write(tmp_path, "top: 1\ncards:\n  - name: A\n    id: a\n"))
    card = doc["cards"][0]
    assert card.where("id") == "cards.yaml:4" and card.where() == "cards.yaml:3"
    assert card.where("missing") == "cards.yaml:3"


def test_an_unknown_op_names_its_line_and_the_known_ops(tmp_path: Path) -> None:
    doc = load_yaml(write(tmp_path, "effect:\n  - amount: 2\n    op: fly\n"))
    vocabulary = {"gain": [Field("amount", int)], "draw": [Field("amount", int)]}
    message = refusal(check_op, doc["effect"][0], vocabulary, "here")
    assert message == "cards.yaml:3: unknown op 'fly' (known ops: draw, gain)"
    doc = load_yaml(write(tmp_path, "effect:\n  - op: [gain]\n"))  # (not a word: a TypeError)
    message = refusal(check_op, doc["effect"][0], vocabulary, "here")
    assert message == "cards.yaml:2: unknown op ['gain'] (known ops: draw, gain)"


def test_an_ops_parameters_are_checked_under_its_name(tmp_path: Path) -> None:
    doc = load_yaml(write(tmp_path, "effect:\n  - op: gain\n    amount: lots\n    to: me\n"))
    vocabulary = {"gain": [Field("amount", int), Field("to", str)]}
    message = refusal(check_op, doc["effect"][0], vocabulary, "here")
    assert message == "cards.yaml:3: 'amount' must be an integer, got 'lots'"
    doc = load_yaml(write(tmp_path, "effect:\n  - op: gain\n    to: me\n"))
    message = refusal(check_op, doc["effect"][0], vocabulary, "here")
    assert message == "cards.yaml:2: op 'gain' is missing the field 'amount'"
    # a parameter the game fills in itself may be left out of the file
    assert check_op(doc["effect"][0], vocabulary, "here", leave_out=("amount",)) == "gain"
    assert refusal(check_op, "gain", vocabulary, "spells.yaml:7") == (
        "spells.yaml:7: each op must be a mapping with an 'op' key"
    )


def test_a_bad_card_id_is_refused_at_the_line_of_the_id(tmp_path: Path) -> None:
    path = write(tmp_path, "cards:\n  - name: Bad\n    cost: 1\n    id: Bad_Id\n")
    assert refusal(read_card_list, path) == (
        "cards.yaml:4: id 'Bad_Id' must be lowercase-kebab (lowercase letters, digits and dashes)"
    )


def test_a_duplicate_card_id_names_both_places(tmp_path: Path) -> None:
    path = write(tmp_path, "cards:\n  - name: A\n    id: a\n  - name: B\n    id: a\n")
    register = IdRegister()
    items = read_card_list(path)
    register.add(items[0])
    assert refusal(register.add, items[1]) == (
        "cards.yaml:5: duplicate card id 'a' (first at cards.yaml:2)"
    )


def test_yaml_problems_name_the_file_and_line(tmp_path: Path) -> None:
    assert refusal(load_yaml, write(tmp_path, "a: 1\na: 2\n")) == "cards.yaml:2: duplicate key 'a'"
    unclosed = write(tmp_path, "cards:\n  - [a, b\n  - c\n")
    assert refusal(load_yaml, unclosed) == (
        "cards.yaml:4: expected ',' or ']', but got '<stream end>' "
        "(while parsing a flow sequence at line 2)"
    )
    same_line = write(tmp_path, "a: {b: 1 c: 2}\n")  # the context is on the line named
    assert refusal(load_yaml, same_line) == ("cards.yaml:1: expected ',' or '}', but got ':'")
    tagged = write(tmp_path, "a: !!python/object/apply:os.system ['true']\n")
    assert refusal(load_yaml, tagged) == (
        "cards.yaml:1: tags that build Python objects are not allowed "
        "('tag:yaml.org,2002:python/object/apply:os.system')"
    )
    write(tmp_path, "\nb: \x07\n")  # the line counts every newline before, the first too
    assert refusal(load_yaml, tmp_path / "cards.yaml") == (
        "cards.yaml:2: invalid YAML: special characters are not allowed (character #x0007)"
    )
    (tmp_path / "latin.yaml").write_bytes(b"a: 1\nb: caf\xe9\n")  # the line of the bad byte
    assert refusal(load_yaml, tmp_path / "latin.yaml") == "latin.yaml:2: not UTF-8 text (byte #xe9)"
    # from a bad-input audit, each a traceback before: a list as a key, a list as an op's
    # name, nesting thousands deep
    assert refusal(load_yaml, write(tmp_path, "a: 1\n? [b, c]\n: 2\n")) == (
        "cards.yaml:2: a key must be a plain word, not a list"
    )
    assert refusal(load_yaml, write(tmp_path, "a: " + "[" * 20_000 + "]" * 20_000 + "\n")) == (
        "cards.yaml:0: invalid YAML: nested too deep to read"
    )
    assert refusal(load_yaml, write(tmp_path, "a: 1\n? !!set {b}\n: 2\n")) == (
        "cards.yaml:2: a key must be a plain word, not a set"
    )
    huge = refusal(load_yaml, write(tmp_path, "count: " + "9" * 5000 + "\n"))
    assert huge.startswith("cards.yaml:0: invalid YAML: Exceeds the limit")
    assert refusal(load_yaml, tmp_path / "none.yaml") == (
        "none.yaml:0: cannot read: No such file or directory"
    )


def test_loaded_yaml_remembers_lines_and_strips_to_plain_data(tmp_path: Path) -> None:
    doc = load_yaml(write(tmp_path, "# a card file\ncards:\n  - id: a\n    tags: [x, y]\n"))
    assert (doc.path, doc.line, doc.where("cards")) == ("cards.yaml", 2, "cards.yaml:2")
    assert doc["cards"].where() == "cards.yaml:3" and doc["cards"][0]["tags"].line == 4
    plain_doc = plain(doc)
    assert plain_doc == {"cards": [{"id": "a", "tags": ["x", "y"]}]}
    assert type(plain_doc) is dict and type(plain_doc["cards"]) is list
    assert type(plain_doc["cards"][0]["tags"]) is list


def test_a_card_file_must_be_a_mapping_with_its_cards(tmp_path: Path) -> None:
    assert refusal(read_card_list, write(tmp_path, "- a\n- b\n")) == (
        "cards.yaml:1: the file must be a mapping with 'cards'"
    )
    assert refusal(read_card_list, write(tmp_path, "name: x\ncards: []\n")) == (
        "cards.yaml:1: unknown key 'name' in cards.yaml (allowed: cards)"
    )
    assert refusal(read_card_list, write(tmp_path, "cards:\n  - just-a-name\n")) == (
        "cards.yaml:1: each card must be a mapping"
    )
    assert refusal(read_card_list, write(tmp_path, "cards:\n  - name: A\n")) == (
        "cards.yaml:2: id None must be lowercase-kebab (lowercase letters, digits and dashes)"
    )
    top = [Field("version", int)]
    doc = read_card_file(write(tmp_path, "version: 2\ncards: []\n"), top)
    assert doc["version"] == 2
    assert refusal(read_card_file, write(tmp_path, "cards: []\nname: x\n"), top) == (
        "cards.yaml:2: unknown key 'name' in cards.yaml (allowed: version, cards)"
    )
    assert refusal(check_fields, [], top, "the file", "x.yaml:4") == (
        "x.yaml:4: the file must be a mapping, got list"
    )


def test_paths_ids_and_the_packaged_folder(tmp_path: Path) -> None:
    assert display_path(tmp_path / "a" / "b.yaml") == str(Path("a") / "b.yaml")
    outside = tmp_path.parent / "elsewhere.yaml"
    assert display_path(outside) == str(outside)
    assert instance_ids("imp", 1) == ["imp"]
    assert instance_ids("imp", 3) == ["imp#1", "imp#2", "imp#3"]
    folder = packaged_card_dir("possession")
    assert folder.name == "possession" and folder.is_dir() and list(folder.glob("*.yaml"))
