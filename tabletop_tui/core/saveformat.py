"""What marks a file as a save of this version: read by the loader (`saves`) and by the
menu's listing (`slots`), which must not load the rules core to list the saves."""

FORMAT = "tabletop-tui-save"
VERSION = 1
