"""Rainbow Pirates: the rules room (pure Python, never pygame)."""
