"""Computer players: they see a seat's view of the game, never the whole game."""
