"""Textual's footer, rebuilt only when the keys it shows change.

Textual's `Footer` removes and mounts all its keys again whenever the screen's bindings
may have changed: at every change of focus, though the keys shown are mostly the same.
Each new key was then restyled twice more as it mounted: a `FooterKey` starts compact and
is set to the footer's style (not compact) only once mounted, and each change of its
class restyles it at once (about 3 ms a key on a table). This footer keeps what its keys
showed and rebuilds only when one of them would read or act differently, and makes each
key in the footer's style from the start. It looks and works as Textual's does."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """A `Footer` that recomposes only when what it would show differs."""

    def __init__(self, *, show_command_palette: bool = True) -> None:
        super().__init__(show_command_palette=show_command_palette)
        self._shown: tuple[Any, ...] | None = None

    def shows(self) -> tuple[Any, ...] | None:
        """Everything a key of the footer is made from, now (None until bindings are ready)."""
        if not self._bindings_ready:
            return None
        app = self.app
        keys = tuple(
            (
                binding.key,
                app.get_key_display(binding),
                binding.description,
                binding.action,
                binding.group,
                enabled,
                tooltip,
            )
            for (_, binding, enabled, tooltip) in self.screen.active_bindings.values()
            if binding.show
        )
        return (keys, self.show_command_palette and app.ENABLE_COMMAND_PALETTE, self.compact)

    def compose(self) -> ComposeResult:
        self._shown = self.shows()
        for widget in super().compose():
            # a key bound to the footer's style has it from the start (Textual leaves the
            # command palette's key compact)
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                widget.set_reactive(FooterKey.compact, self.compact)
                widget.set_class(self.compact, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if self.is_attached and self.shows() != self._shown:
            await self.recompose()
