"""The match below the table: the runner that owns a game and its seats' players, and
the seat connections through which a table (here, or on another computer) plays one
seat. Imports the engine and never pygame."""
