"""The Rainbow Octopus rules the scenario tests play with: the registry's, built from components.yaml."""

from __future__ import annotations

from tabletop.registry import load_rules

RULES = load_rules("rainbow_octopus")
