"""The Rainbow Octopus table room: layout, pictures and panels (draws only the view)."""
