"""The Oct8 rules room: pure Python (never pygame): state, moves, refusals, scoring, words."""
