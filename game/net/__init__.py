"""Network play: the protocol, the server that holds the game, and the client seat."""
