"""The table's logic, pygame-free: who looks, what the table shows and offers, the computer seats' pace,
and the controller that turns a player's input into effects for the table scene to carry out."""
