"""What each function's code asks of AWS, against what template.yaml lets it do.

moto grants every call, so a missing IAM right shows only once deployed (the dead-letter function's
Query on the sessions table did). `recording(function)` notes every AWS API call the code makes while a
test drives that function's handler; `refusals(function, calls)` lists those the template's policies for
that function would refuse (IAM's action per operation, the resource it names, the S3 listing prefix).
"""

from __future__ import annotations

import contextvars
import fnmatch
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from botocore.client import BaseClient

from functions.local.template import LocalResources, load_template, resources_of

TEMPLATE = load_template()


@dataclass(frozen=True)
class Request:
    """One IAM authorisation an API call needs: the action, the resource (as the template names it:
    "${SessionsTable.Arn}", "${DocumentsBucket.Arn}/incoming/t/cv.md") and the S3 listing prefix, if any."""

    action: str
    resource: str
    prefix: str | None = None


@dataclass(frozen=True)
class Call:
    service: str
    operation: str
    params: dict


_function: contextvars.ContextVar[str | None] = contextvars.ContextVar("function", default=None)


def record_api_calls(monkeypatch) -> dict[str, list[Call]]:
    """Every AWS API call made while `recording(function)` is on, by function (the `aws_calls` fixture);
    a spy around botocore's one entry point for API calls, so that clients made anywhere (boto3
    sessions of the checkpointer, Powertools' secrets provider) are seen."""
    calls: dict[str, list[Call]] = {}
    make_api_call = BaseClient._make_api_call

    def spy(client, operation_name, api_params):
        function = _function.get()
        if function is not None:
            calls.setdefault(function, []).append(
                Call(client.meta.service_model.service_name, operation_name, dict(api_params)))
        return make_api_call(client, operation_name, api_params)

    monkeypatch.setattr(BaseClient, "_make_api_call", spy)
    return calls


@contextmanager
def recording(function: str) -> Iterator[None]:
    token = _function.set(function)
    try:
        yield
    finally:
        _function.reset(token)


# --- the calls as IAM sees them ------------------------------------------------------------------

DYNAMODB_ITEM_ACTIONS = {"Put": "PutItem", "Update": "UpdateItem", "Delete": "DeleteItem",
                         "ConditionCheck": "ConditionCheckItem"}


def iam_requests(call: Call, names: dict[str, str]) -> list[Request]:
    """The authorisations `call` needs. `names` maps the emulated resources' names and URLs to the
    template's logical ids; a resource is named as the template's Sub strings name it, "${Logical.Arn}"."""
    def arn(name: str) -> str:
        return "${" + names[name] + ".Arn}"

    if call.service == "dynamodb":
        return _dynamodb_requests(call.operation, call.params, arn)
    if call.service == "s3":
        return _s3_requests(call.operation, call.params, arn(call.params["Bucket"]))
    if call.service == "sqs":
        return [Request(f"sqs:{call.operation}", arn(call.params["QueueUrl"]))]
    if call.service == "secretsmanager":
        return [Request(f"secretsmanager:{call.operation}", arn(call.params["SecretId"]))]
    raise AssertionError(f"no IAM mapping for {call.service}.{call.operation}: add it to tests/aws_grants.py")


def _dynamodb_requests(operation: str, params: dict, arn) -> list[Request]:
    if operation == "TransactWriteItems":  # IAM checks each item's own action
        return [Request(f"dynamodb:{DYNAMODB_ITEM_ACTIONS[kind]}", arn(item[kind]["TableName"]))
                for item in params["TransactItems"] for kind in item]
    if operation in ("BatchWriteItem", "BatchGetItem"):
        return [Request(f"dynamodb:{operation}", arn(table)) for table in params["RequestItems"]]
    table = arn(params["TableName"])
    index = params.get("IndexName")
    return [Request(f"dynamodb:{operation}", f"{table}/index/{index}" if index else table)]


S3_LISTINGS = {"ListObjectsV2": "s3:ListBucket", "ListObjects": "s3:ListBucket",
               "ListObjectVersions": "s3:ListBucketVersions"}
S3_BUCKET_ACTIONS = {"GetBucketLifecycleConfiguration": "s3:GetLifecycleConfiguration",
                     "PutBucketLifecycleConfiguration": "s3:PutLifecycleConfiguration"}


def _s3_requests(operation: str, params: dict, bucket: str) -> list[Request]:
    versioned = "Version" if params.get("VersionId") else ""
    if operation in ("GetObject", "HeadObject"):
        return [Request(f"s3:GetObject{versioned}", f"{bucket}/{params['Key']}")]
    if operation == "PutObject":
        tagging = [Request("s3:PutObjectTagging", f"{bucket}/{params['Key']}")] if params.get("Tagging") else []
        return [Request("s3:PutObject", f"{bucket}/{params['Key']}"), *tagging]
    if operation in ("DeleteObject", "PutObjectTagging"):
        return [Request(f"s3:{operation}{versioned}", f"{bucket}/{params['Key']}")]
    if operation == "DeleteObjects":
        return [Request("s3:DeleteObjectVersion" if entry.get("VersionId") else "s3:DeleteObject",
                        f"{bucket}/{entry['Key']}") for entry in params["Delete"]["Objects"]]
    if operation in S3_LISTINGS:
        return [Request(S3_LISTINGS[operation], bucket, params.get("Prefix", ""))]
    return [Request(S3_BUCKET_ACTIONS[operation], bucket)]


def resource_names(resources: LocalResources, secrets: dict[str, str] | None = None) -> dict[str, str]:
    """Emulated name or URL -> the template's logical id."""
    return {**{name: logical for logical, name in resources.tables.items()},
            **{url: logical for logical, url in resources.queues.items()},
            **{name: logical for logical, name in resources.buckets.items()},
            **{arn: logical for logical, arn in (secrets or {}).items()}}


# --- what the template grants ----------------------------------------------------------------------

# SAM's policy templates, as https://github.com/aws/serverless-application-model expands them.
DYNAMODB_CRUD = ["dynamodb:GetItem", "dynamodb:DeleteItem", "dynamodb:PutItem", "dynamodb:Scan", "dynamodb:Query",
                 "dynamodb:UpdateItem", "dynamodb:BatchWriteItem", "dynamodb:BatchGetItem", "dynamodb:DescribeTable",
                 "dynamodb:ConditionCheckItem"]
SQS_SEND = ["sqs:SendMessage*"]


def _resource_text(resource) -> str:
    """A template resource as a pattern in the names `iam_requests` uses ("${Logical.Arn}"; a secret's
    Ref is its ARN)."""
    if isinstance(resource, dict) and "Fn::GetAtt" in resource:
        return "${" + ".".join(resource["Fn::GetAtt"]) + "}"
    if isinstance(resource, dict) and "Ref" in resource:
        return "${" + resource["Ref"] + ".Arn}"
    if isinstance(resource, dict) and "Fn::Sub" in resource:
        return resource["Fn::Sub"]
    return resource


def statements(function: str) -> list[dict]:
    """The function's Allow statements, SAM's policy templates expanded."""
    expanded = []
    for policy in resources_of(TEMPLATE, "AWS::Serverless::Function")[function].get("Policies", []):
        if "DynamoDBCrudPolicy" in policy:
            table = "${" + policy["DynamoDBCrudPolicy"]["TableName"]["Ref"] + ".Arn}"
            expanded.append({"Effect": "Allow", "Action": DYNAMODB_CRUD, "Resource": [table, f"{table}/index/*"]})
        elif "SQSSendMessagePolicy" in policy:
            queue = "${" + policy["SQSSendMessagePolicy"]["QueueName"]["Fn::GetAtt"][0] + ".Arn}"
            expanded.append({"Effect": "Allow", "Action": SQS_SEND, "Resource": [queue]})
        elif "Statement" in policy:
            expanded += policy["Statement"]
        else:
            raise AssertionError(f"{function}: policy {sorted(policy)} is not expanded by tests/aws_grants.py")
    return expanded


def _listed(value) -> list:
    return value if isinstance(value, list) else [value]


def _condition_holds(condition: dict | None, request: Request) -> bool:
    for operator, tests in (condition or {}).items():
        for key, patterns in tests.items():
            if operator != "StringLike" or key != "s3:prefix":
                raise AssertionError(f"condition {operator} {key} is not evaluated by tests/aws_grants.py")
            if request.prefix is None or not any(fnmatch.fnmatchcase(request.prefix, p) for p in _listed(patterns)):
                return False
    return True


def granted(function: str, request: Request) -> bool:
    return any(statement["Effect"] == "Allow"
               and any(fnmatch.fnmatchcase(request.action, a) for a in _listed(statement["Action"]))
               and any(fnmatch.fnmatchcase(request.resource, _resource_text(r)) for r in _listed(statement["Resource"]))
               and _condition_holds(statement.get("Condition"), request)
               for statement in statements(function))


def refusals(function: str, calls: list[Call], names: dict[str, str]) -> list[str]:
    """Each distinct call of `function` the template would refuse, as "Service.Operation: action on resource"."""
    refused = {f"{c.service}.{c.operation}: {r.action} on {r.resource}" + (f" (prefix {r.prefix})" if r.prefix else "")
               for c in calls for r in iam_requests(c, names) if not granted(function, r)}
    return sorted(refused)
