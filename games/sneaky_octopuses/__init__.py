"""Sneaky Octopuses: teams of four specialist octopuses steal fish past the keepers, for 2 to 4 players."""
