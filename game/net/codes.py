"""Table codes and seat tokens, from the operating system's source for secrets.

A table code is six characters from an alphabet without look-alikes (no 0/O, 1/I/L,
2/Z, 5/S, 8/B, U/V): 23 symbols, about 1.5 x 10^8 codes, read in either case. A seat's
token is 32 random bytes in URL-safe text: whoever holds it plays that seat, so it is
never derived from anything a guest could know (a name, a seat number).
"""

from __future__ import annotations

import secrets

ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
CODE_LENGTH = 6


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A fresh table code not among ``taken``."""
    while True:
        code = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: str) -> str | None:
    """The code a player typed, in capitals without spaces or dashes; None when it cannot be one."""
    code = "".join(ch for ch in text.upper() if ch not in " -")
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


def new_token() -> str:
    return secrets.token_urlsafe(32)


def same_token(a: str, b: str) -> bool:
    """Tokens compared in constant time (no timing hint about how much of one matched)."""
    return secrets.compare_digest(a.encode(), b.encode())
