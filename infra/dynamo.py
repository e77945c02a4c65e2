"""The DynamoDB mechanics both stores of the sessions table share (infra/sessions.py, infra/jobs.py):
conditional writes and what their failures mean, a query read to its last page, and the tenant's spend
day that a run's end settles in the same transaction."""

from __future__ import annotations

import time
from collections.abc import Iterator

from botocore.exceptions import ClientError

from functions.sessions.domain import Settlement, now_iso
from infra.aws import error_code

SPEND_KEPT_SECONDS = 3 * 86_400
# Attribute names that are DynamoDB reserved words, as the stores' expressions write them.
RESERVED_NAMES = ("#status", "#run", "#error", "#plan")


def conditional(error: ClientError) -> bool:
    return error_code(error) == "ConditionalCheckFailedException"


def first_condition_failed(error: ClientError) -> bool:
    """A transaction cancelled because its first item's condition did not hold."""
    reasons = error.response.get("CancellationReasons") or [{}]
    return error_code(error) == "TransactionCanceledException" and reasons[0].get("Code") == "ConditionalCheckFailed"


def any_condition_failed(error: ClientError) -> bool:
    """A transaction cancelled because one of its conditions did not hold."""
    reasons = error.response.get("CancellationReasons") or []
    return error_code(error) == "TransactionCanceledException" and any(
        reason.get("Code") == "ConditionalCheckFailed" for reason in reasons)


def put_new(table, item: dict) -> bool:
    """Write an item whose key is new; False (nothing written) when the key is taken."""
    try:
        table.put_item(Item=item, ConditionExpression="attribute_not_exists(PK)")
        return True
    except ClientError as error:
        if conditional(error):
            return False
        raise


def query_all(table, **query) -> Iterator[dict]:
    """Every item a query matches, page after page."""
    start = None
    while True:
        page = table.query(**query, **({"ExclusiveStartKey": start} if start else {}))
        yield from page["Items"]
        start = page.get("LastEvaluatedKey")
        if not start:
            return


def update_params(key: dict, update: str, condition: str, values: dict) -> dict:
    """An update_item's (or a transaction Update's) parameters; `:now` is the time of the write."""
    names = {name: name[1:] for name in RESERVED_NAMES if name in update or name in condition}
    return {"Key": key, "UpdateExpression": update, "ConditionExpression": condition,
            "ExpressionAttributeValues": {":now": now_iso(), **values},
            **({"ExpressionAttributeNames": names} if names else {})}


def spend_key(tenant_id: str, day: str) -> dict:
    return {"PK": f"TENANT#{tenant_id}#SPEND", "SK": f"DAY#{day}"}


def micro(usd: float) -> int:
    return int(round(usd * 1_000_000))


def settlement_update(tenant_id: str, settlement: Settlement) -> dict:
    """The tenant's day after a run's end: what it paid is spent, its reservation released."""
    return {"Key": spend_key(tenant_id, settlement.day),
            "UpdateExpression": "ADD micro_usd :spent, committed_micro_usd :change SET expires_at = :expires",
            "ExpressionAttributeValues": {
                ":spent": micro(settlement.spent_usd),
                ":change": micro(settlement.spent_usd) - micro(settlement.released_usd),
                ":expires": int(time.time()) + SPEND_KEPT_SECONDS}}


def reservation_release(tenant_id: str, day: str, micro_usd: int) -> dict:
    """The tenant's day after an erase: a reservation of a run that never ended, given back."""
    return {"Key": spend_key(tenant_id, day),
            "UpdateExpression": "ADD committed_micro_usd :released SET expires_at = :expires",
            "ExpressionAttributeValues": {":released": -micro_usd, ":expires": int(time.time()) + SPEND_KEPT_SECONDS}}
