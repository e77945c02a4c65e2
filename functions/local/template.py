"""template.yaml's tables, queues and bucket, created in the emulated AWS from their own definitions,
so that the code under test and the template cannot drift apart."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import yaml

TEMPLATE = Path(__file__).resolve().parents[2] / "template.yaml"


class _CfnLoader(yaml.SafeLoader):
    """Reads CloudFormation short forms (!Ref, !GetAtt, !Sub …) as their long forms."""


def _intrinsic(loader: yaml.Loader, suffix: str, node: yaml.Node):
    name = "Ref" if suffix == "Ref" else f"Fn::{suffix}"
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
        if suffix == "GetAtt":
            value = value.split(".", 1)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)
    return {name: value}


_CfnLoader.add_multi_constructor("!", _intrinsic)


def load_template(path: Path = TEMPLATE) -> dict:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_CfnLoader)


def resources_of(template: dict, kind: str) -> dict[str, dict]:
    return {name: r.get("Properties", {}) for name, r in template["Resources"].items() if r["Type"] == kind}


def sqs_event_sources(template: dict) -> list[tuple[str, str]]:
    """(queue logical id, handler) of every function's SQS event source: what `serve` polls."""
    return [(event["Properties"]["Queue"]["Fn::GetAtt"][0], props["Handler"])
            for props in resources_of(template, "AWS::Serverless::Function").values()
            for event in props.get("Events", {}).values() if event["Type"] == "SQS"]


def parameter_defaults(template: dict) -> dict[str, str]:
    return {name: str(p.get("Default", "")) for name, p in template.get("Parameters", {}).items()}


def resolve(value, parameters: dict[str, str]):
    """Resolve Ref and Sub of template parameters (enough for the properties used locally)."""
    if isinstance(value, dict):
        if set(value) == {"Ref"} and value["Ref"] in parameters:
            return parameters[value["Ref"]]
        if set(value) == {"Fn::Sub"} and isinstance(value["Fn::Sub"], str):
            text = value["Fn::Sub"]
            for name, parameter in parameters.items():
                text = text.replace("${" + name + "}", parameter)
            return text
        return {k: resolve(v, parameters) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve(v, parameters) for v in value]
    return value


@dataclass
class LocalResources:
    tables: dict[str, str] = field(default_factory=dict)  # logical id -> table name
    queues: dict[str, str] = field(default_factory=dict)  # logical id -> queue URL
    queue_arns: dict[str, str] = field(default_factory=dict)
    buckets: dict[str, str] = field(default_factory=dict)

    def environment(self, retention_days: int = 90) -> dict[str, str]:
        """The functions' environment, as the template's Globals wire it."""
        return {
            "HR_COPILOT_SESSIONS_TABLE": self.tables["SessionsTable"],
            "HR_COPILOT_CHECKPOINTS_TABLE": self.tables["CheckpointsTable"],
            "HR_COPILOT_IDEMPOTENCY_TABLE": self.tables["IdempotencyTable"],
            "HR_COPILOT_AUDIT_TABLE": self.tables["AuditTable"],
            "HR_COPILOT_DOCUMENTS_BUCKET": self.buckets["DocumentsBucket"],
            "HR_COPILOT_WORK_QUEUE_URL": self.queues["WorkQueue"],
            "HR_COPILOT_RETENTION_DAYS": str(retention_days),
        }


LOCAL_PREFIX = "hr-copilot"


def local_bucket_name(logical_id: str = "DocumentsBucket", prefix: str = LOCAL_PREFIX) -> str:
    """The name `create_resources` gives a bucket of the template (`hr-copilot drop` uploads there)."""
    return f"{prefix}-{logical_id}".lower()


def create_resources(session, prefix: str = LOCAL_PREFIX, template: dict | None = None) -> LocalResources:
    """Create every DynamoDB table, SQS queue and S3 bucket of the template with a boto3 session."""
    template = template or load_template()
    made = LocalResources()
    dynamodb, sqs, s3 = session.client("dynamodb"), session.client("sqs"), session.client("s3")
    for name, props in resources_of(template, "AWS::DynamoDB::Table").items():
        table = f"{prefix}-{name}"
        indexes = props.get("GlobalSecondaryIndexes")
        dynamodb.create_table(TableName=table, KeySchema=props["KeySchema"],
                              AttributeDefinitions=props["AttributeDefinitions"], BillingMode=props["BillingMode"],
                              **({"GlobalSecondaryIndexes": indexes} if indexes else {}))
        ttl = props.get("TimeToLiveSpecification")
        if ttl:
            dynamodb.update_time_to_live(TableName=table, TimeToLiveSpecification=ttl)
        made.tables[name] = table
    queues = resources_of(template, "AWS::SQS::Queue")
    for name in sorted(queues, key=lambda n: "RedrivePolicy" in queues[n]):  # dead-letter queues first
        props = queues[name]
        attributes = {"VisibilityTimeout": str(props.get("VisibilityTimeout", 30))}
        if "MessageRetentionPeriod" in props:
            attributes["MessageRetentionPeriod"] = str(props["MessageRetentionPeriod"])
        if "RedrivePolicy" in props:
            redrive = props["RedrivePolicy"]
            target = redrive["deadLetterTargetArn"]["Fn::GetAtt"][0]
            attributes["RedrivePolicy"] = json.dumps({"deadLetterTargetArn": made.queue_arns[target],
                                                      "maxReceiveCount": str(redrive["maxReceiveCount"])})
        url = sqs.create_queue(QueueName=f"{prefix}-{name}", Attributes=attributes)["QueueUrl"]
        made.queues[name] = url
        made.queue_arns[name] = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])[
            "Attributes"]["QueueArn"]
    for name, props in resources_of(template, "AWS::S3::Bucket").items():
        bucket = local_bucket_name(name, prefix)
        s3.create_bucket(Bucket=bucket)
        if props.get("LifecycleConfiguration"):
            rules = resolve(props["LifecycleConfiguration"], parameter_defaults(template))["Rules"]
            s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": [
                {"ID": r["Id"], "Status": r["Status"], "Filter": {"Prefix": r.get("Prefix", "")},
                 "Expiration": {"Days": int(r["ExpirationInDays"])}} for r in rules]})
        if props.get("VersioningConfiguration"):
            s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=props["VersioningConfiguration"])
        notifications = props.get("NotificationConfiguration", {}).get("QueueConfigurations", [])
        if notifications:
            s3.put_bucket_notification_configuration(Bucket=bucket, NotificationConfiguration={"QueueConfigurations": [
                {"QueueArn": made.queue_arns[n["Queue"]["Fn::GetAtt"][0]], "Events": [n["Event"]],
                 "Filter": {"Key": {"FilterRules": n["Filter"]["S3Key"]["Rules"]}}} for n in notifications]})
        made.buckets[name] = bucket
    return made
