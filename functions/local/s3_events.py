"""S3 event notifications as AWS sends them, from moto: moto's records name the object's key, size and
ETag, and leave out the version id and sequencer that S3 puts in every record of a versioned bucket.
Ingest takes an upload's identity from the version id, so the local stack and the tests must see it."""

from __future__ import annotations

import itertools
import threading

_sequence = itertools.count(1)
_lock = threading.Lock()


def emit_version_ids() -> None:
    """Make moto's S3 notifications carry `versionId` (versioned buckets) and `sequencer`, as S3's do.
    Idempotent; moto is patched in this process only."""
    from moto.s3 import notifications

    if getattr(notifications._get_s3_event, "emits_version_ids", False):
        return
    moto_event = notifications._get_s3_event

    def s3_event(event_name, bucket, key, notification_id):
        event = moto_event(event_name, bucket, key, notification_id)
        with _lock:
            sequencer = f"{next(_sequence):016X}"
        for record in event["Records"]:
            record["s3"]["object"]["sequencer"] = sequencer
            if key.version_id != "null":  # moto's name for "no version": an unversioned bucket
                record["s3"]["object"]["versionId"] = key.version_id
        return event

    s3_event.emits_version_ids = True
    notifications._get_s3_event = s3_event
