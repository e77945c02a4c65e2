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
    llm_vars = {"HR_COPILOT_LLM", "HR_COPILOT_MODEL", "HR_COPILOT_REASONING_EFFORT", "HR_COPILOT_MAX_SESSION_COST_USD",
                "HR_COPILOT_OFFLINE_FALLBACK"}
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


def test_the_erase_waits_until_a_run_going_at_delete_has_ended():
    delay = int(functions()["ApiFunction"]["Environment"]["Variables"]["HR_COPILOT_ERASE_DELAY_SECONDS"])
    assert delay >= functions()["WorkerFunction"]["Timeout"]


def test_the_checkpoint_table_has_the_key_schema_dynamodbsaver_uses():
    table = resources_of(TEMPLATE, "AWS::DynamoDB::Table")["CheckpointsTable"]
    assert {k["AttributeName"]: k["KeyType"] for k in table["KeySchema"]} == {"PK": "HASH", "SK": "RANGE"}
    assert table["TimeToLiveSpecification"] == {"AttributeName": "ttl", "Enabled": True}


def test_the_api_routes_are_the_contract():
    events = functions()["ApiFunction"]["Events"].values()
    routes = {(e["Properties"]["Method"], e["Properties"]["Path"]) for e in events}
    assert routes == {("POST", "/sessions"), ("GET", "/sessions"), ("GET", "/sessions/{session_id}"),
                      ("DELETE", "/sessions/{session_id}"),
                      ("POST", "/sessions/{session_id}/regenerate"), ("GET", "/sessions/{session_id}/usage"),
                      ("PATCH", "/sessions/{session_id}/questions/{question_id}"),
                      ("POST", "/sessions/{session_id}/approve"), ("POST", "/sessions/{session_id}/drafts"),
                      ("POST", "/sessions/{session_id}/scorecards"), ("GET", "/sessions/{session_id}/scorecards"),
                      ("GET", "/sessions/{session_id}/audit"), ("GET", "/sessions/{session_id}/kit"),
                      ("POST", "/jobs"), ("GET", "/jobs"), ("GET", "/jobs/{job_id}"), ("DELETE", "/jobs/{job_id}"),
                      ("POST", "/jobs/{job_id}/approve"), ("POST", "/jobs/{job_id}/regenerate"),
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


# --- least privilege, dead letters, throttling --------------------------------------------------------

MANAGED_S3_POLICIES = {"S3CrudPolicy", "S3ReadPolicy", "S3WritePolicy", "S3FullAccessPolicy"}
BUCKET = "${DocumentsBucket.Arn}"


def statements(function: str) -> list[dict]:
    return [statement for policy in functions()[function]["Policies"] if isinstance(policy, dict)
            for statement in policy.get("Statement", [])]


def as_text(resource) -> str:
    if isinstance(resource, dict) and "Fn::GetAtt" in resource:
        return "${" + ".".join(resource["Fn::GetAtt"]) + "}"
    return resource["Fn::Sub"] if isinstance(resource, dict) else resource


def s3_rights(function: str) -> dict[str, set[str]]:
    """Each S3 resource a function's own statements name, with the S3 actions granted on it."""
    rights: dict[str, set[str]] = {}
    for statement in statements(function):
        actions = {a for a in ([statement["Action"]] if isinstance(statement["Action"], str) else statement["Action"])
                   if a.startswith("s3:")}
        resources = statement["Resource"] if isinstance(statement["Resource"], list) else [statement["Resource"]]
        for resource in resources if actions else []:
            rights.setdefault(as_text(resource), set()).update(actions)
    return rights


def test_no_function_has_rights_on_the_whole_bucket():
    for name, props in functions().items():
        templates = {key for policy in props["Policies"] if isinstance(policy, dict) for key in policy}
        assert not templates & MANAGED_S3_POLICIES, name
        assert f"{BUCKET}/*" not in s3_rights(name), name


def test_each_function_has_exactly_the_s3_rights_it_uses_by_prefix():
    delete = {"s3:DeleteObject", "s3:DeleteObjectVersion"}
    kits = f"{BUCKET}/kits/*"  # kits too large for their session's item (infra/sessions.py)
    # stores inline documents; reads them to check an HR edit and hash them for the audit; erases exactly
    assert s3_rights("ApiFunction") == {
        f"{BUCKET}/tenants/*": {"s3:PutObject", "s3:GetObject", *delete},
        f"{BUCKET}/incoming/*": {"s3:GetObject", *delete},
        kits: {"s3:GetObject", *delete}, BUCKET: {"s3:ListBucket", "s3:ListBucketVersions"}}
    assert s3_rights("IngestFunction") == {f"{BUCKET}/incoming/*": {"s3:GetObject", "s3:GetObjectVersion"},
                                           kits: {"s3:GetObject"}}
    assert s3_rights("WorkerFunction") == {
        f"{BUCKET}/tenants/*": {"s3:GetObject"}, f"{BUCKET}/incoming/*": {"s3:GetObject", "s3:GetObjectVersion"},
        f"{BUCKET}/checkpoints/*": {"s3:GetObject", "s3:PutObject", "s3:PutObjectTagging", "s3:DeleteObject"},
        kits: {"s3:GetObject", "s3:PutObject", *delete}, BUCKET: {"s3:GetLifecycleConfiguration",
                                                                   "s3:ListBucketVersions"}}
    assert s3_rights("DeadLetterFunction") == {
        f"{BUCKET}/checkpoints/*": {"s3:GetObject", "s3:DeleteObject"}, kits: {"s3:GetObject", *delete},
        BUCKET: {"s3:GetLifecycleConfiguration", "s3:ListBucketVersions"}}


def test_the_api_lists_only_the_tenant_prefixes_and_kits():
    [listing] = [s for s in statements("ApiFunction") if "s3:ListBucketVersions" in s["Action"]]
    assert listing["Condition"] == {"StringLike": {"s3:prefix": ["tenants/*", "incoming/*", "kits/*"]}}


def test_the_worker_and_dead_letters_list_only_kits():
    for function in ("WorkerFunction", "DeadLetterFunction"):
        [listing] = [s for s in statements(function) if "s3:ListBucketVersions" in s["Action"]]
        assert listing["Condition"] == {"StringLike": {"s3:prefix": "kits/*"}}, function


def test_the_worker_may_hand_a_run_on_to_its_own_queue():
    assert {"SQSSendMessagePolicy": {"QueueName": {"Fn::GetAtt": ["WorkQueue", "QueueName"]}}} in \
        functions()["WorkerFunction"]["Policies"]


def test_every_dead_letter_queue_is_drained_by_the_dead_letter_function():
    queues = resources_of(TEMPLATE, "AWS::SQS::Queue")
    dead = {q["RedrivePolicy"]["deadLetterTargetArn"]["Fn::GetAtt"][0] for q in queues.values() if "RedrivePolicy" in q}
    consumer = functions()["DeadLetterFunction"]
    drained = {e["Properties"]["Queue"]["Fn::GetAtt"][0] for e in consumer["Events"].values() if e["Type"] == "SQS"}
    assert drained == dead == {"WorkDeadLetterQueue", "IngestDeadLetterQueue"}
    assert consumer["Handler"] == "functions.deadletter.app.handler"


def test_every_queue_hides_a_message_longer_than_its_function_runs():
    queues = resources_of(TEMPLATE, "AWS::SQS::Queue")
    for name, props in functions().items():
        for event in props.get("Events", {}).values():
            if event["Type"] == "SQS":
                queue = event["Properties"]["Queue"]["Fn::GetAtt"][0]
                assert queues[queue].get("VisibilityTimeout", 30) >= props["Timeout"], (name, queue)


def test_serve_polls_every_sqs_event_source_of_the_template():
    from functions.local.template import sqs_event_sources

    assert set(sqs_event_sources(TEMPLATE)) == {
        ("WorkQueue", "functions.worker.app.handler"), ("IngestQueue", "functions.ingest.app.handler"),
        ("WorkDeadLetterQueue", "functions.deadletter.app.handler"),
        ("IngestDeadLetterQueue", "functions.deadletter.app.handler")}


def test_each_tenant_key_is_throttled_by_a_usage_plan():
    api = resources_of(TEMPLATE, "AWS::Serverless::Api")["Api"]
    assert api["Auth"]["ApiKeyRequired"] is True
    [plan] = resources_of(TEMPLATE, "AWS::ApiGateway::UsagePlan").values()
    assert plan["ApiStages"] == [{"ApiId": {"Ref": "Api"}, "Stage": {"Ref": "Api.Stage"}}]
    assert set(plan["Throttle"]) == {"RateLimit", "BurstLimit"}
    assert functions()["ApiFunction"]["Events"]["OpenApi"]["Properties"]["Auth"] == {"ApiKeyRequired": False}


def test_api_gateways_own_answers_have_the_error_shape():
    import json

    responses = resources_of(TEMPLATE, "AWS::Serverless::Api")["Api"]["GatewayResponses"]
    assert {"DEFAULT_4XX", "DEFAULT_5XX"} <= set(responses)
    for kind, response in responses.items():
        body = response["ResponseTemplates"]["application/json"]
        filled = body.replace("$context.error.messageString", '"a message"').replace(
            "$context.error.responseType", "A_TYPE")
        assert set(json.loads(filled)["error"]) == {"code", "message"}, kind


def test_the_worker_resumes_from_a_snapshot_of_its_published_version():
    worker = functions()["WorkerFunction"]
    assert worker["SnapStart"] == {"ApplyOn": "PublishedVersions"}
    # SnapStart needs a published version; with AutoPublishAlias, SAM points the SQS event source at the alias.
    assert worker["AutoPublishAlias"]
    runtime = worker.get("Runtime", TEMPLATE["Globals"]["Function"]["Runtime"])
    assert tuple(map(int, runtime.removeprefix("python").split("."))) >= (3, 12)  # Python's SnapStart
    assert [e["Type"] for e in worker["Events"].values()] == ["SQS"]
    assert worker.get("EphemeralStorage", {"Size": 512})["Size"] <= 512 and "FileSystemConfigs" not in worker
    assert "ProvisionedConcurrencyConfig" not in worker


def test_every_log_group_expires_and_every_function_has_one():
    groups = resources_of(TEMPLATE, "AWS::Logs::LogGroup")
    assert all(group["RetentionInDays"] == {"Ref": "LogRetentionDays"} for group in groups.values()), groups
    named = {group["LogGroupName"]["Fn::Sub"] for group in groups.values() if "LogGroupName" in group}
    assert named == {f"/aws/lambda/${{{function}}}" for function in functions()}
    access_logs = resources_of(TEMPLATE, "AWS::Serverless::Api")["Api"]["AccessLogSetting"]["DestinationArn"]
    assert access_logs["Fn::GetAtt"][0] in groups
