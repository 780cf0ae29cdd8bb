"""Rainbow Pirates: build rainbows and sets on your island, attack with black cards, 2 to 5 players."""
