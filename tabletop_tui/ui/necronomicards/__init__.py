"""The NecronomiCards table."""
