"""The Believe in Me! (Please) table."""
