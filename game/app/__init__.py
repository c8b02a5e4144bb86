"""The table's back office: everything the program keeps from one run to the next and every
word the player reads, without drawing anything (no pygame, no AI).

- ``paths``: the per-user data folder (``CANASTA_DATA_DIR`` overrides it).
- ``saves``: the autosave after every action, export and import of game records.
- ``settings``: the player's settings as JSON.
- ``i18n``: translations (English, German, Dutch) and the engine's refusals in words.
- ``stats``: statistics in SQLite, every finished deal kept for replay.
"""
