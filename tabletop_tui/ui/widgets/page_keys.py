"""PageUp/PageDown on any OptionList are safe while it has no lines laid out.

Textual's OptionList pages by looking the highlight's line up (`_move_page`), and a list
with no lines laid out, hidden under "make the terminal bigger", has none: the lookup
raised a KeyError that ended the app (its scroll_to_highlight checks the same lookup; its
page keys do not). Seen on the decision panel's options, on the menu's list of games, and
on the setup screen's open Select (its overlay is an OptionList of Textual's own): so the
guard is put on OptionList itself, for every list, ours and Textual's alike."""

from __future__ import annotations

from typing import Literal

from textual.widgets import OptionList

_textuals_move_page = OptionList._move_page


def _move_page(self: OptionList, direction: Literal[-1, 1]) -> None:
    if (self.highlighted or 0) in self._index_to_line:
        _textuals_move_page(self, direction)


def install() -> None:
    """Page keys do nothing on a list with no lines laid out (idempotent)."""
    OptionList._move_page = _move_page  # type: ignore[method-assign]
