"""The Textual screens: menu, setup, one table per game, help, hot-seat handoff, game over."""
