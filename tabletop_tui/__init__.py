"""tabletop-tui: four card games in the terminal, played faithfully to their rulebooks."""

__version__ = "0.1.0"
