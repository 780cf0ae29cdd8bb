"""Oct8: build eight-armed octopuses from shared heads and arm cards, for 2 to 4 players."""
