"""The Sneaky Octopuses table room: the board, the pieces and the side panel (draws only the view)."""
