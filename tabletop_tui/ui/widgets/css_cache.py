"""Each CSS source is parsed once per process, not once per stylesheet.

Textual keeps parsed rules in a cache of each `Stylesheet`. An app's stylesheet is made
afresh by every `reparse` (the theme's variables set at start) and by every new app, so
the same default CSS of every widget class was parsed again each time: twice for each app
started, and again for each app a test or the screenshot command runs. Parsing is a pure
function of the text, where it was read from, its rank and scope, and the CSS variables
substituted into it, so rules parsed once serve every stylesheet that asks with the same
key. Rules are never changed after parsing (Textual's own cache shares them the same way).
Broken CSS is refused every time, as before: a source whose parse raises is not kept, and
rules kept with errors in them are refused again by `Stylesheet.parse`."""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

_textuals_parse = Stylesheet._parse_rules
_parsed: dict[tuple[Any, ...], list[RuleSet]] = {}
_LIMIT = 512  # sources (about 30 in this app); past it the memo starts again


def _parse_rules(
    self: Stylesheet,
    css: str,
    read_from: Any,
    is_default_rules: bool = False,
    tie_breaker: int = 0,
    scope: str = "",
) -> list[RuleSet]:
    variables = _variables_key(self)
    key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
    rules = _parsed.get(key)
    if rules is None:
        rules = _textuals_parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        if len(_parsed) >= _LIMIT:
            _parsed.clear()
        _parsed[key] = rules
    return rules


def _variables_key(sheet: Stylesheet) -> tuple[tuple[str, str], ...]:
    """The stylesheet's variables as a key, made once for each dict of them."""
    made = sheet.__dict__.get("_variables_key")
    if made is None or made[0] is not sheet._variables:
        made = (sheet._variables, tuple(sorted(sheet._variables.items())))
        sheet.__dict__["_variables_key"] = made
    return made[1]


def install() -> None:
    """Parse through the process-wide memo (idempotent)."""
    Stylesheet._parse_rules = _parse_rules  # type: ignore[method-assign]
