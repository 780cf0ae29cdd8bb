"""The Cosmoctopus table room: the Inky Realm, the card row, the seats' boards and the decision under way
(draws only the view)."""
