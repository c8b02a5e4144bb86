"""Entry script of the frozen binary (``build/canasta.spec``): runs ``python -m game``.

PyInstaller runs its entry script as ``__main__``. Pointing it at this small file rather
than at ``game/__main__.py`` keeps the game's own module importable under its real name
``game.__main__``, exactly as with ``python -m game``.

``multiprocessing.freeze_support()`` comes first: the computer players think in a
separate process, and a frozen program starts such helpers (and multiprocessing's
resource tracker) by running this same binary with special arguments. Without the call
each helper would start the whole game again and fail on arguments it does not know.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from game.__main__ import run

    raise SystemExit(run())
