"""Textual's OptionList whose page keys are safe while it has no lines laid out."""

from __future__ import annotations

from typing import Literal

from textual.widgets import OptionList


class PagedOptionList(OptionList):
    """An OptionList that ignores PageUp/PageDown while it has no lines laid out (hidden
    under "make the terminal bigger"): Textual's page keys look the highlight's line up
    and ended the app with a KeyError (its scroll_to_highlight checks the same lookup).
    The menu's list of games and the decision panel's options are both of this kind."""

    def _move_page(self, direction: Literal[-1, 1]) -> None:
        if (self.highlighted or 0) in self._index_to_line:
            super()._move_page(direction)
