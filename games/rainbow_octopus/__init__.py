"""Rainbow Octopus: race to a rainbow of tentacles while the tides change the rules."""
