"""Widgets every game's screen is composed from: cards, decision panel, log, status bar."""
