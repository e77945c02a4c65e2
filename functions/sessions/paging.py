"""Page tokens of the API's listings: opaque to the caller, they only say where the last page ended (the
tenant comes from the API key, never from a token)."""

from __future__ import annotations

import base64
import binascii
import re

from functions.sessions.domain import ApiError

MAX_LIST_LIMIT = 100
TOKEN_PREFIX = "v1:"


def page_token(listing_key: str) -> str:
    return base64.urlsafe_b64encode(f"{TOKEN_PREFIX}{listing_key}".encode()).decode().rstrip("=")


def token_key(token: str, listing_key: str) -> str:
    """The listing key a page token holds, when it is one this API gave for that listing (a regex)."""
    try:
        text = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)).decode("ascii")
    except (binascii.Error, ValueError):
        text = ""
    key = text.removeprefix(TOKEN_PREFIX)
    if not text.startswith(TOKEN_PREFIX) or not re.match(listing_key, key):
        raise ApiError(400, "INVALID_REQUEST", "next_token: not a token this API gave; pass the previous "
                                               "page's next_token as it is")
    return key
