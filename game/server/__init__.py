"""The standalone server: ``python -m game.server`` (see ``__main__``)."""
