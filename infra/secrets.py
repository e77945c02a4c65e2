"""Secrets read at run time through Powertools' cached parameters (never from plain env vars)."""

from __future__ import annotations

import hashlib
import json

from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities import parameters

CACHE_SECONDS = 300
MIN_SIGNING_KEY_CHARS = 32  # a shorter key could be guessed offline from one signed delivery
logger = Logger(child=True)


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


class WebhookSigningKeys:
    """Each tenant's webhook signing keys, the current one first: configured inline as "tenant:key,…"
    (`serve`, tests; a tenant named twice has two keys) or in the webhook signing secret as JSON
    {"<tenant>": "<key>"} or {"<tenant>": ["<new key>", "<old key>"]} while a key is rotated. A tenant
    without a valid key (or a secret in any other shape) gets none: its webhooks are not sent."""

    def __init__(self, inline: str = "", secret_arn: str = "") -> None:
        self._inline: dict[str, list[str]] = {}
        for tenant, _, key in (pair.strip().partition(":") for pair in inline.split(",") if ":" in pair):
            self._inline.setdefault(tenant, []).append(key)
        self._secret_arn = secret_arn

    def for_tenant(self, tenant_id: str) -> list[bytes]:
        keys = self._inline.get(tenant_id) or self._configured().get(tenant_id) or []
        if isinstance(keys, str):
            keys = [keys]
        if not (isinstance(keys, list) and all(isinstance(key, str) and len(key) >= MIN_SIGNING_KEY_CHARS
                                               for key in keys)):
            logger.warning("webhook signing keys refused", extra={
                "tenant_id": tenant_id, "reason": f"each key must be a string of at least {MIN_SIGNING_KEY_CHARS} "
                                                  "characters, one or a list of them"})
            return []
        return [key.encode() for key in keys]

    def _configured(self) -> dict:
        if not self._secret_arn:
            return {}
        try:
            configured = json.loads(secret_value(self._secret_arn) or "{}")
        except ValueError:
            configured = None
        if not isinstance(configured, dict):
            logger.warning("webhook signing secret refused", extra={
                "reason": 'not JSON {"<tenant>": "<key>" or ["<new key>", "<old key>"]}'})
            return {}
        return configured
