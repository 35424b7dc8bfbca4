"""The shared rules core. Nothing under here may import Textual (tested)."""
