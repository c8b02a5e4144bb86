"""The parts the table scene (``game.ui.table``) is composed of, one module for each thing
it shows: the hand, the melds, the piles, the seats' plates, the buttons, the mouse and
keys (drag and drop), tips and hints, and the table's time."""
