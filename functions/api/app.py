"""The HTTP API (DESIGN.md §6): validate, store, enqueue. Imports neither LangChain nor LangGraph."""

from __future__ import annotations

import hashlib
import json
from typing import Annotated

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.event_handler.openapi.models import APIKey, APIKeyIn, Server
from aws_lambda_powertools.event_handler.openapi.params import Body
from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
from aws_lambda_powertools.utilities.idempotency.exceptions import (
    IdempotencyAlreadyInProgressError,
    IdempotencyValidationError,
)

from functions.bootstrap import dependencies
from functions.sessions import usecases
from functions.sessions.domain import ApiError, CreateSessionRequest, ErrorBody, RegenerateRequest

# No Powertools Tracer here: the X-Ray SDK costs ~100 ms of cold start on every new container, and
# this function only validates, stores and enqueues. Lambda's active tracing still records it.
logger = Logger()
app = APIGatewayRestResolver(enable_validation=True, response_validation_error_http_code=500)
app.configure_openapi(
    title="HR Copilot API", version="1.0.0", servers=[Server(url="/v1")],
    description="Interview kits from an applicant's documents. Authenticate with the x-api-key header.",
    security_schemes={"apiKey": APIKey(name="x-api-key", in_=APIKeyIn.header)}, security=[{"apiKey": []}],
)
idempotency = IdempotencyConfig(event_key_jmespath="[tenant_id, key]", payload_validation_jmespath="body_sha256",
                                expires_after_seconds=24 * 3600)


def errors(*statuses: int) -> dict:
    """OpenAPI entries for the error answers a route gives, all of one shape."""
    return {status: {"description": ERROR_DESCRIPTIONS[status], "content": {"application/json": {"model": ErrorBody}}}
            for status in (400, 401, *statuses)}


ERROR_DESCRIPTIONS = {400: "invalid request: the message names the field", 401: "missing or unknown x-api-key",
                      403: "a document outside the tenant's prefix", 404: "no such session for this tenant",
                      409: "a run is active, or the idempotency key is in use", 422: "idempotency key reused",
                      429: "the tenant's daily LLM budget is spent"}


def json_response(status: int, body: dict) -> Response:
    return Response(status_code=status, content_type="application/json", body=body)


def error_response(status: int, code: str, message: str) -> Response:
    return json_response(status, {"error": {"code": code, "message": message}})


PUBLIC_PATHS = ("/openapi.json",)
UNAUTHORIZED = {"statusCode": 401, "headers": {"Content-Type": "application/json"},
                "body": json.dumps({"error": {"code": "UNAUTHORIZED", "message": "a valid x-api-key header is required"}})}


def tenant_of(event: dict) -> str | None:
    """The tenant comes from the API key, never from the body."""
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    api_key = headers.get("x-api-key", "")
    return dependencies().keyring.tenant_for(api_key) if api_key else None


def tenant() -> str:
    return app.context["tenant_id"]


def services() -> usecases.Services:
    return dependencies().services


@app.post("/sessions", status_code=202, responses={202: {"description": "accepted: the session is queued"},
                                                   **errors(403, 409, 422, 429)})
def create_session(request: Annotated[CreateSessionRequest, Body()]) -> Response[dict]:
    tenant_id = tenant()
    key = app.current_event.headers.get("idempotency-key", "")
    if not key:
        return json_response(202, _create(call={"tenant_id": tenant_id}, request=request))
    body_sha256 = hashlib.sha256(request.model_dump_json().encode()).hexdigest()
    # One session per (tenant, Idempotency-Key): a repeat gets the first answer back.
    create_once = idempotent_function(_create, data_keyword_argument="call", config=idempotency,
                                      persistence_store=dependencies().idempotency_store)
    answer = create_once(call={"tenant_id": tenant_id, "key": key[:200], "body_sha256": body_sha256},
                         request=request)
    return json_response(202, answer)


def _create(call: dict, request: CreateSessionRequest) -> dict:
    record = usecases.create_session(services(), call["tenant_id"], request)
    return {"session_id": record.session_id, "status": record.status}


@app.get("/sessions/<session_id>", responses={200: {"description": "the session"}, **errors(404)})
def get_session(session_id: str) -> Response[dict]:
    return json_response(200, usecases.session_view(usecases.get_session(services(), tenant(), session_id)))


@app.post("/sessions/<session_id>/regenerate", status_code=202,
          responses={202: {"description": "accepted: a new version is queued"}, **errors(404, 409, 429)})
def regenerate(session_id: str, request: Annotated[RegenerateRequest, Body()]) -> Response[dict]:
    record = usecases.request_regeneration(services(), tenant(), session_id, request)
    return json_response(202, {"session_id": record.session_id, "status": record.status,
                               "version": record.version})


@app.get("/sessions/<session_id>/usage", responses={200: {"description": "usage records and totals"},
                                                    **errors(404)})
def usage(session_id: str) -> Response[dict]:
    return json_response(200, usecases.usage_view(services(), tenant(), session_id))


@app.delete("/sessions/<session_id>", status_code=204, responses={204: {"description": "erased"}, **errors(404)})
def delete(session_id: str) -> Response[None]:
    usecases.delete_session(services(), tenant(), session_id)
    return Response(status_code=204)


@app.get("/openapi.json", security=[], include_in_schema=False)
def openapi() -> Response[dict]:
    return json_response(200, json.loads(app.get_openapi_json_schema()))


@app.exception_handler(ApiError)
def api_error(error: ApiError) -> Response[dict]:
    return error_response(error.status, error.code, error.message)


@app.exception_handler(RequestValidationError)
def invalid_request(error: RequestValidationError) -> Response[dict]:
    first = error.errors()[0]
    field = ".".join(str(part) for part in first["loc"] if part != "body") or "body"
    return error_response(400, "INVALID_REQUEST", f"{field}: {first['msg']}")


@app.exception_handler(IdempotencyAlreadyInProgressError)
def in_progress(_: Exception) -> Response[dict]:
    return error_response(409, "IN_PROGRESS", "a request with this Idempotency-Key is still being processed")


@app.exception_handler(IdempotencyValidationError)
def key_reused(_: Exception) -> Response[dict]:
    return error_response(422, "IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different body")


@logger.inject_lambda_context(log_event=False)
def handler(event: dict, context) -> dict:
    # Authentication comes before validation: a request without a valid key learns nothing but 401.
    tenant_id = tenant_of(event)
    if tenant_id is None and event.get("path") not in PUBLIC_PATHS:
        return UNAUTHORIZED
    idempotency.register_lambda_context(context)
    app.append_context(tenant_id=tenant_id)
    return app.resolve(event, context)
