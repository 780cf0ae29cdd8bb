"""The Rainbow Octopus rules room: pure Python (never pygame): state, moves, refusals, scoring, words."""
