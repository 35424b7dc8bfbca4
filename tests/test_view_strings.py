"""The property tests' leak check reads every string of a view (tests.views.strings)."""

from __future__ import annotations

from enum import StrEnum

from tests.views import card_ids_in, strings


class Kind(StrEnum):
    TRAP = "trap"


def test_every_string_is_found_keys_included_and_cut_where_asked() -> None:
    view = {
        "hand": ["c1", ("c2", 3)],
        "c3": {"nested": [{"deep": "c4@v1"}], 7: None},
        "kind": Kind.TRAP,
        "seat": 0,
    }
    assert strings(view, set()) == {
        "hand",
        "c1",
        "c2",
        "c3",
        "nested",
        "deep",
        "c4@v1",
        "kind",
        "seat",
    } | {Kind.TRAP}
    cut = strings(view, set(), "@:")
    assert {"c4", "v1", "c4@v1"} <= cut
    assert strings("a:b@c", set(), "@:") == {"a:b@c", "a:b", "c", "a", "b@c"}


def test_card_ids_are_found_in_values_not_keys() -> None:
    view = {"c1": ["c2", ("c3", {"x": "c4"})], "seat": "c5", "other": "zz"}
    assert card_ids_in(view, {"c1", "c2", "c3", "c4", "c5"}) == {"c2", "c3", "c4", "c5"}
