"""template.yaml is what the code uses: handlers, environment, tables, queues, bucket, routes."""

from __future__ import annotations

import importlib.util

from functions.local.template import load_template, resources_of
from infra.settings import Settings

TEMPLATE = load_template()


def functions():
    return resources_of(TEMPLATE, "AWS::Serverless::Function")


def test_every_handler_exists():
    for name, props in functions().items():
        module, _, attribute = props["Handler"].rpartition(".")
        assert importlib.util.find_spec(module), name
        assert attribute == "handler"


def test_the_environment_the_template_sets_is_the_one_settings_reads():
    env = dict(TEMPLATE["Globals"]["Function"]["Environment"]["Variables"])
    for props in functions().values():
        env.update(props.get("Environment", {}).get("Variables", {}))
    settings_vars = {f"HR_COPILOT_{name.upper()}" for name in Settings.model_fields}
    ours = {k for k in env if k.startswith("HR_COPILOT_")}
    llm_vars = {"HR_COPILOT_LLM", "HR_COPILOT_MODEL", "HR_COPILOT_REASONING_EFFORT", "HR_COPILOT_MAX_SESSION_COST_USD"}
    assert ours - llm_vars <= settings_vars, ours - llm_vars - settings_vars
    assert env["HR_COPILOT_SESSIONS_TABLE"] == {"Ref": "SessionsTable"}
    assert env["HR_COPILOT_CHECKPOINTS_TABLE"] == {"Ref": "CheckpointsTable"}
    assert env["HR_COPILOT_WORK_QUEUE_URL"] == {"Ref": "WorkQueue"}


def test_the_worker_gives_up_when_the_queue_does():
    worker = functions()["WorkerFunction"]
    queue = resources_of(TEMPLATE, "AWS::SQS::Queue")["WorkQueue"]
    assert int(worker["Environment"]["Variables"]["HR_COPILOT_MAX_RECEIVE_COUNT"]) == \
        queue["RedrivePolicy"]["maxReceiveCount"]
    assert queue["VisibilityTimeout"] >= 6 * worker["Timeout"]
    assert worker["Events"]["Work"]["Properties"]["FunctionResponseTypes"] == ["ReportBatchItemFailures"]


def test_the_checkpoint_table_has_the_key_schema_dynamodbsaver_uses():
    table = resources_of(TEMPLATE, "AWS::DynamoDB::Table")["CheckpointsTable"]
    assert {k["AttributeName"]: k["KeyType"] for k in table["KeySchema"]} == {"PK": "HASH", "SK": "RANGE"}
    assert table["TimeToLiveSpecification"] == {"AttributeName": "ttl", "Enabled": True}


def test_the_api_routes_are_the_contract():
    events = functions()["ApiFunction"]["Events"].values()
    routes = {(e["Properties"]["Method"], e["Properties"]["Path"]) for e in events}
    assert routes == {("POST", "/sessions"), ("GET", "/sessions/{session_id}"), ("DELETE", "/sessions/{session_id}"),
                      ("POST", "/sessions/{session_id}/regenerate"), ("GET", "/sessions/{session_id}/usage"),
                      ("GET", "/openapi.json")}


def test_incoming_files_notify_the_ingest_queue():
    bucket = resources_of(TEMPLATE, "AWS::S3::Bucket")["DocumentsBucket"]
    (notification,) = bucket["NotificationConfiguration"]["QueueConfigurations"]
    assert notification["Queue"] == {"Fn::GetAtt": ["IngestQueue", "Arn"]}
    assert notification["Filter"]["S3Key"]["Rules"] == [{"Name": "prefix", "Value": "incoming/"}]
    ingest = functions()["IngestFunction"]["Events"]["Incoming"]["Properties"]
    assert ingest["Queue"] == {"Fn::GetAtt": ["IngestQueue", "Arn"]}


def test_the_checkpoint_lifecycle_rule_is_the_one_dynamodbsaver_looks_for(aws_stack):
    import boto3

    from infra.checkpointer import dynamo_checkpointer
    from infra.settings import Settings

    bucket = aws_stack.resources.buckets["DocumentsBucket"]
    before = boto3.client("s3").get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
    dynamo_checkpointer(Settings.from_env())
    after = boto3.client("s3").get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"]
    assert after == before  # the saver found its rule: it changes nothing at start-up
    assert "checkpoints-ttl-expiration-90d" in {r["ID"] for r in after}
