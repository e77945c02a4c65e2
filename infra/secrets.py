"""Secrets read at run time through Powertools' cached parameters (never from plain env vars)."""

from __future__ import annotations

import hashlib
import json

from aws_lambda_powertools.utilities import parameters

CACHE_SECONDS = 300


def secret_value(arn: str) -> str:
    return parameters.get_secret(arn, max_age=CACHE_SECONDS)


def hash_api_key(api_key: str) -> str:
    return hashlib.sha256(api_key.encode("utf-8")).hexdigest()


class TenantKeyring:
    """Resolves an `x-api-key` to its tenant: keys configured inline (`serve`, tests) or the hashes
    kept in the API-keys secret as {"<sha256 of key>": "<tenant>"}."""

    def __init__(self, inline: str = "", secret_arn: str = "") -> None:
        self._inline = {hash_api_key(key): tenant for key, _, tenant in
                        (pair.strip().partition(":") for pair in inline.split(",") if ":" in pair)}
        self._secret_arn = secret_arn

    def tenant_for(self, api_key: str) -> str | None:
        digest = hash_api_key(api_key)
        return self._inline.get(digest) or self._configured().get(digest)

    def is_tenant(self, tenant_id: str) -> bool:
        """The tenants are those the keys name: ingest takes no drop for any other."""
        return tenant_id in self._inline.values() or tenant_id in self._configured().values()

    def _configured(self) -> dict[str, str]:
        return json.loads(secret_value(self._secret_arn) or "{}") if self._secret_arn else {}
