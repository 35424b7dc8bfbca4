"""The In Nomine table."""
