"""The Rainbow Pirates table room: layout, pictures and panels (draws only the view)."""
