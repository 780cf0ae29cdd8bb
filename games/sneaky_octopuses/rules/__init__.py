"""The rules room of Sneaky Octopuses: pure Python, no pygame."""
