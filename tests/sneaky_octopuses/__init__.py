"""Scenario tests of Sneaky Octopuses: one or more per rulebook sentence and per ruling of ours."""
