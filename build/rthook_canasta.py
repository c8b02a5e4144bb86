"""PyInstaller runtime hook (``build/canasta.spec``): runs inside the binary before the game.

A player who double-clicks the game has no use for pygame's greeting on stdout.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
