"""Join codes and seat tokens (no pygame).

A **join code** admits a player to a table (a second one, the watch code, admits spectators):
nine characters of Crockford's base32 in three groups, ``K7Q-M2X-WP9``, 45 random bits. It is
read aloud or typed: :func:`read_code` takes it in any case, with or without the dashes and
spaces, and reads the letters people confuse with digits as those digits (``O`` as 0, ``I`` and
``L`` as 1). Crockford's alphabet has no ``U``, so no code spells a rude word by accident.

A **seat token** keeps a seat: 128 random bits as 32 hex digits, given in the welcome, kept by
the client in its user folder and sent as a message (never in an address) to rejoin.

Codes and tokens come from :mod:`secrets` and are compared in constant time
(:func:`hmac.compare_digest`), so the time a refusal takes tells nothing about how near a guess
came. Guessing is also slowed and then refused per address (:mod:`.guard`).
"""

from __future__ import annotations

import hmac
import secrets

#: Crockford's base32: digits and letters but I, L, O and U
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: the letters read as another character when a code is typed
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
GROUP, GROUPS = 3, 3
#: characters in a code (without its dashes) and the random bits they hold
CODE_LENGTH = GROUP * GROUPS
CODE_BITS = CODE_LENGTH * 5
TOKEN_BITS = 128


def new_code() -> str:
    """A fresh join code, ``K7Q-M2X-WP9``."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(chars[i:i + GROUP] for i in range(0, CODE_LENGTH, GROUP))


def read_code(text: str) -> str | None:
    """The code a player typed or read, as :func:`new_code` writes it; None when it cannot be one
    (a wrong length, a character outside the alphabet). Case, spaces and dashes do not matter."""
    if not isinstance(text, str) or len(text) > 64:
        return None
    chars = "".join(text.split()).replace("-", "").upper().translate(_READ_AS)
    if len(chars) != CODE_LENGTH or any(c not in ALPHABET for c in chars):
        return None
    return "-".join(chars[i:i + GROUP] for i in range(0, CODE_LENGTH, GROUP))


def same_code(typed: str, code: str) -> bool:
    """Whether ``typed`` (as a player wrote it) is ``code``, compared in constant time."""
    read = read_code(typed)
    return read is not None and hmac.compare_digest(read.encode("ascii"), code.encode("ascii"))


def new_token() -> str:
    """A fresh seat token: 128 random bits, 32 hex digits."""
    return secrets.token_hex(TOKEN_BITS // 8)


def same_token(given: str, token: str) -> bool:
    """Whether ``given`` is ``token``, compared in constant time (any text may be given)."""
    if not isinstance(given, str) or not isinstance(token, str):
        return False
    return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), token.encode("utf-8", "surrogatepass"))
