"""The Oct8 table room: layout, pictures and panels (draws only the view)."""
