"""The Possession table."""
