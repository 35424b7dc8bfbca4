"""The built-in games. Each package declares its `ENTRY`; the core discovers them through
the `tabletop_tui.games` entry point group (pyproject.toml), never by importing this."""
