"""Believe in Me! card data: the packaged cards validate; every kind of mistake a modder can
make is refused with a CardDataError naming `file:line` (one committed bad file per kind
under tests/data/believe-in-me/, plus edits of a copy for the checks that need a whole
deck); an edited copy passed with --cards is what gets played; and every card design has
its test in one of the test_cards_*.py files.

A committed bad file is named `<kind>.<card file>.yaml` and replaces that card file in a
copy of the packaged folder; its first line says `# expect line N: <message words>`.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tabletop_tui.cli import main
from tabletop_tui.core.cards import CardDataError, packaged_card_dir
from tabletop_tui.core.registry import load_game
from tabletop_tui.games.believe_in_me.cards import FILES, TOTALS
from tests.games.believe_in_me.cardplay import act
from tests.games.believe_in_me.conftest import Halt, build, give

HERE = Path(__file__).resolve().parent
BAD = HERE.parents[1] / "data" / "believe-in-me"
BAD_FILES = sorted(BAD.glob("*.yaml"))


def copy_cards(tmp_path: Path) -> Path:
    cards = tmp_path / "cards"
    shutil.copytree(packaged_card_dir("believe-in-me"), cards)
    return cards


def edited(tmp_path: Path, filename: str, old: str, new: str, count: int = 1) -> Path:
    """A copy of the packaged cards with `old` replaced by `new` in one file."""
    cards = copy_cards(tmp_path)
    path = cards / filename
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, count))
    return cards


def line_of(cards: Path, filename: str, needle: str) -> int:
    for n, line in enumerate((cards / filename).read_text().splitlines(), start=1):
        if needle in line:
            return n
    raise AssertionError(needle)


def refusal(cards: Path) -> str:
    with pytest.raises(CardDataError) as err:
        load_game("believe-in-me", cards)
    return str(err.value)


def run(capsys, *argv: str) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, _ = capsys.readouterr()
    return code, out


# ---------------------------------------------------------------- the packaged cards


def test_validate_passes(capsys):
    assert run(capsys, "validate", "believe-in-me") == (0, "ok: believe-in-me (206 cards)\n")


def test_packaged_totals(game):
    count: dict[str, int] = {}
    for card in game.cards.defs.values():
        count[card.type] = count.get(card.type, 0) + card.count
    assert count == {**TOTALS, "truth": 13}
    assert len(game.cards.heavenly) == 69  # the general draw pile
    assert [len(p) for p in game.cards.personal_truth] == [9, 9, 9, 9]


# ---------------------------------------------------------------- committed bad files


def test_every_kind_of_error_has_a_committed_bad_file():
    kinds = {p.name.split(".")[0] for p in BAD_FILES}
    assert kinds == {
        "syntax",
        "python_tag",
        "unknown_key",
        "unknown_op",
        "bad_op_param",
        "bad_number",
        "wrong_type",
        "wrong_kind",
        "cost_range",
        "missing_field",
        "bad_id",
        "bad_alignment",
        "bad_bonus_alignment",
        "bad_attribute",
        "duplicate_id",
        "duplicate_key",
        "set_and_delta",
        "totals",
        "grenade_tiers",
    }
    for p in BAD_FILES:
        assert p.name.split(".", 1)[1] in FILES, p.name


@pytest.mark.parametrize("bad", BAD_FILES, ids=lambda p: p.name.rsplit(".", 1)[0])
def test_bad_file_is_refused_naming_file_and_line(bad: Path, tmp_path: Path, capsys):
    cards = copy_cards(tmp_path)
    target = bad.name.split(".", 1)[1]
    shutil.copy(bad, cards / target)
    expect = re.match(r"# expect line (\d+): (.*)", bad.read_text().splitlines()[0])
    assert expect is not None, bad.name
    line, words = expect.group(1), expect.group(2)
    message = refusal(cards)
    assert re.search(rf"(^|/){re.escape(target)}:{line}: ", message), message
    assert words in message, message
    code, out = run(capsys, "validate", "believe-in-me", "--cards", str(cards))
    assert code == 1 and out.startswith("error: ") and f"{target}:{line}: " in out


def test_python_tag_does_not_run(tmp_path: Path):
    cards = copy_cards(tmp_path)
    marker = tmp_path / "pwned"
    (cards / "relics.yaml").write_text(
        f'cards: !!python/object/apply:os.system ["touch {marker}"]\n'
    )
    message = refusal(cards)
    assert re.search(r"relics.yaml:1: tags that build Python objects are not allowed", message)
    assert not marker.exists()


def test_missing_file_is_named(tmp_path: Path):
    cards = copy_cards(tmp_path)
    (cards / "grenades.yaml").unlink()
    assert re.search(r"grenades.yaml:0: cannot read", refusal(cards))


# ---------------------------------------------------------------- edits of a whole copy


@pytest.mark.parametrize("filename", [f for f in FILES if f != "truth.yaml"])
def test_wrong_total_per_kind(game, tmp_path: Path, filename: str):
    """The last card of any file left out: the rulebook's count for that kind is named."""
    cards = copy_cards(tmp_path)
    path = cards / filename
    text = path.read_text()
    path.write_text(text[: text.rindex("\n  - id:")] + "\n")
    kind = FILES[filename]
    last = [c for c in game.cards.defs.values() if c.type == kind][-1]
    have = TOTALS[kind] - last.count
    message = refusal(cards)
    assert re.search(rf"{filename}:1: {have} {kind} cards; the game has {TOTALS[kind]}$", message)


COMPOSITION = [
    # (file, old, new, replace how many, the message expected at that file's line 1)
    (
        "truth.yaml",
        "{id: truth-7, type: truth, name: Truth 7, value: 7,",
        "{id: truth-7, type: truth, name: Truth 7, value: 6,",
        1,
        "each god's Truth cards are 2,2,2,3,3,4,5,6,7",
    ),
    (
        "trinity.yaml",
        "    part: head\n    attribute: horns\n",
        "    part: head\n    attribute: beard\n",
        1,
        "the 27 Trinity cards are one per Alignment, body part and Attribute; some repeat",
    ),
    (
        "phenomena.yaml",
        '    alignment: gentle\n    text: "Trigger: illuminate 4 Believers."',
        '    alignment: chaotic\n    text: "Trigger: illuminate 4 Believers."',
        1,
        "5 gentle Phenomena; 6 of each",
    ),
    (
        "monuments.yaml",
        "    monument: The Great Pyramid Scheme",
        "    monument: The Leaning Tower of Piety",
        1,
        "the Monuments are 6 names of 3 cards each",
    ),
    (
        "grenades.yaml",
        "    number: 9",
        "    number: 8",
        1,
        "grenades are numbered 1 to 9, found [1, 2, 3, 4, 5, 6, 7, 8, 8]",
    ),
    (
        "enlighteners.yaml",
        "    kind: zealot",
        "    kind: mystic",
        -1,
        "Holy Host favour kinds no Enlightener has: zealot",
    ),
]


@pytest.mark.parametrize("case", COMPOSITION, ids=[c[0].split(".")[0] for c in COMPOSITION])
def test_composition_is_checked(tmp_path: Path, case: tuple):
    filename, old, new, count, words = case
    message = refusal(edited(tmp_path, filename, old, new, count))
    where = "holy_host.yaml" if filename == "enlighteners.yaml" else filename
    assert re.search(rf"{where}:1: ", message), message
    assert words in message, message


def test_duplicate_id_across_files(tmp_path: Path):
    cards = edited(tmp_path, "relics.yaml", "  - id: relic-rosary-rupert", "  - id: bl-smite")
    message = refusal(cards)
    line = line_of(cards, "relics.yaml", "id: bl-smite")
    first = line_of(cards, "blessings.yaml", "id: bl-smite")
    assert re.search(rf"relics.yaml:{line}: duplicate card id 'bl-smite' \(first at ", message)
    assert message.endswith(f"blessings.yaml:{first})"), message


def test_bad_condition_in_a_real_card(tmp_path: Path):
    cards = edited(
        tmp_path, "relics.yaml", "cond: {alignment: [gentle]}", "cond: {alignment: [gentel]}"
    )
    line = line_of(cards, "relics.yaml", "gentel")
    message = refusal(cards)
    assert re.search(rf"relics.yaml:{line}: 'alignment' values must be among", message), message


# ---------------------------------------------------------------- --cards plays the copy


def test_edited_copy_is_played(tmp_path: Path, capsys):
    """A modder copies the folder, makes Loaves and Fishes illuminate 5, and plays it."""
    cards = copy_cards(tmp_path)
    path = cards / "blessings.yaml"
    text = path.read_text()
    start = text.index("  - id: bl-loaves-and-fishes")
    end = text.index("  - id:", start + 1)
    block = text[start:end].replace("Illuminate 3", "Illuminate 5").replace("n: 3}", "n: 5}")
    assert block.count("5") == 2
    path.write_text(text[:start] + block + text[end:])
    modded = load_game("believe-in-me", cards)
    assert modded.cards.card("bl-loaves-and-fishes").effect == ({"op": "illuminate", "n": 5},)
    modded.handlers["halt"] = Halt()
    state = build(modded)
    give(state, 0, "bl-loaves-and-fishes")
    act(modded, state, 0, "bless:bl-loaves-and-fishes")
    assert state.gods[0].supply == 14 and state.pagan == 116  # cost 1, then 5
    packaged = load_game("believe-in-me").cards.card("bl-loaves-and-fishes")
    assert packaged.effect == ({"op": "illuminate", "n": 3},)
    assert run(capsys, "validate", "believe-in-me", "--cards", str(cards))[0] == 0
    code, out = run(
        capsys,
        "simulate", "believe-in-me", "--games", "1", "--seats", "random,random",
        "--cards", str(cards), "--json",
    )  # fmt: skip
    assert code == 0 and json.loads(out)["errors"] == 0


# ---------------------------------------------------------------- every design is tested


def test_every_design_has_its_test(game):
    """Each design id (but the Truth cards and the Trinity, tested as data) appears in a
    test_cards_*.py file."""
    text = "".join(p.read_text() for p in HERE.glob("test_cards_*.py"))
    missing = [
        c.id
        for c in game.cards.defs.values()
        if c.type not in ("truth", "trinity") and c.id not in text
    ]
    assert missing == []
