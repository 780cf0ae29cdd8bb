"""Learn to play: a game's guided first game, read from its tutorial.yaml, played by the table controller."""
