"""The HTTP API (DESIGN.md §6): validate, store, enqueue. Imports neither LangChain nor LangGraph."""

from __future__ import annotations

import hashlib
import json
import logging
import re
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.openapi.exceptions import (
    RequestUnsupportedContentType,
    RequestValidationError,
)
from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
from aws_lambda_powertools.utilities.idempotency.exceptions import (
    IdempotencyAlreadyInProgressError,
    IdempotencyValidationError,
)

from functions.api.guards import body_refusal, proxy_error
from functions.bootstrap import dependencies
from functions.sessions import job_usecases, oversight, usecases
from functions.sessions.domain import (
    ApiError,
    AuditView,
    CreateSessionRequest,
    ErrorBody,
    FairnessAuditAccepted,
    FairnessAuditRequest,
    FairnessAuditView,
    KitAnswer,
    RegenerateRequest,
    RegenerationAccepted,
    ScorecardList,
    ScorecardStored,
    SessionAccepted,
    SessionList,
    SessionStatus,
    SessionView,
    UsageView,
    error_body,
)
from functions.sessions.jobs import ApprovePlanRequest, CreateJobRequest, JobAccepted, JobList, JobView
from functions.sessions.kits import ApproveRequest, EditQuestionRequest, NewDraftRequest
from functions.sessions.scorecards import ScorecardRequest
from functions.sessions.ports import PortError
from functions.sessions.paging import MAX_LIST_LIMIT
from functions.sessions.services import Services
from graph import pipeline

# No Powertools Tracer here: the X-Ray SDK costs ~100 ms of cold start on every new container, and
# this function only validates, stores and enqueues. Lambda's active tracing still records it.
logger = Logger()
# The event handler's debug log prints each route's validated request — documents, personal data.
logging.getLogger("aws_lambda_powertools.event_handler").setLevel(logging.INFO)
app = APIGatewayRestResolver(enable_validation=True, response_validation_error_http_code=500)


def query_parameters_checked(resolver: APIGatewayRestResolver, next_middleware) -> Response:
    """A query parameter the route does not declare is a 400 naming it, as an unknown body field is (a
    misspelt `?stauts=completed` would otherwise list every session); so is one sent empty (`?status=`):
    every parameter the API takes is either left out or has a value, never read as absent."""
    given = resolver.current_event.query_string_parameters or {}
    declared = {parameter.alias for parameter in resolver.context["_route"].dependant.query_params}
    unknown = sorted(set(given) - declared)
    if unknown:
        return error_response(400, "INVALID_REQUEST", f"{unknown[0]!r}: this route takes no such query parameter")
    empty = sorted(name for name, value in given.items() if value == "")
    if empty:
        return error_response(400, "INVALID_REQUEST", f"{empty[0]}: the query parameter is empty; leave it out or "
                                                      "give a value")
    return next_middleware(resolver)


app.use(middlewares=[query_parameters_checked])


@cache
def openapi_schema() -> dict:
    """The OpenAPI document, with the kit's schema among its components. Its models (~50 ms of imports)
    load when it is first asked for, not at cold start: request validation needs only the routes' models."""
    from aws_lambda_powertools.event_handler.openapi.models import APIKey, APIKeyIn, Server

    app.configure_openapi(
        title="HR Copilot API", version="1.0.0", servers=[Server(url="/v1")],
        description="Interview kits from an applicant's documents. Authenticate with the x-api-key header.",
        security_schemes={"apiKey": APIKey(name="x-api-key", in_=APIKeyIn.header)}, security=[{"apiKey": []}],
    )
    document = json.loads(app.get_openapi_schema().model_dump_json(by_alias=True, exclude_none=True))
    components = document.setdefault("components", {}).setdefault("schemas", {})
    # Powertools gives every operation its own 422 (HTTPValidationError) and 500 (ResponseValidationError);
    # this API answers a validation error 400 and every error in the ErrorBody shape, and 422 only to
    # an Idempotency-Key reused with another body. A 204 has no body (Powertools types it from the
    # route's `Response[None]`).
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            operation["responses"].pop("422", None)
            operation["responses"].get("204", {}).pop("content", None)
            operation["responses"].update(json_errors(500, *([422] if (method, path) in IDEMPOTENT else [])))
    for powertools_only in ("HTTPValidationError", "ValidationError", "ResponseValidationError"):
        components.pop(powertools_only, None)
    kit = kit_schemas("interview_kit.schema.json")
    clashes = sorted(set(kit) & set(components))
    if clashes:
        raise ValueError(f"the kit's schemas {clashes} have the names of the API's own")
    components.update(kit)
    plan = kit_schemas("plans/job_plan.schema.json")
    clashes = sorted(name for name in set(plan) & set(components) if plan[name] != components[name])
    if clashes:
        raise ValueError(f"the plan's schemas {clashes} have the names of other schemas")
    components.update(plan)
    return document


def kit_schemas(file: str) -> dict[str, dict]:
    """A schema file of graph/pipeline (the kit's, the plan's) as OpenAPI components: the model and its
    definitions."""
    text = (Path(pipeline.__file__).parent / file).read_text(encoding="utf-8")
    kit = json.loads(text.replace('"#/$defs/', '"#/components/schemas/'))
    return {**kit.pop("$defs"), kit["title"]: kit}


idempotency = IdempotencyConfig(event_key_jmespath="[tenant_id, key]", payload_validation_jmespath="body_sha256",
                                expires_after_seconds=24 * 3600)


def answer(description: str, model: type | None = None) -> dict:
    """An OpenAPI response entry: a JSON body of `model`, or none."""
    return {"description": description, **({"content": {"application/json": {"model": model}}} if model else {})}


def errors(*statuses: int) -> dict:
    """OpenAPI entries for the error answers a route gives, all of one shape: those of `statuses` and
    those any request may get (a bad or deeply nested body, no key, a body over 6 MB or not JSON, a store
    out of reach; a fault of ours, 500, is added to the finished document)."""
    return {status: answer(ERROR_DESCRIPTIONS[status], ErrorBody) for status in sorted({400, 401, 413, 415, 503,
                                                                                       *statuses})}


def json_errors(*statuses: int) -> dict:
    """The same entries as they stand in the finished document (JSON Schema, string keys)."""
    return {str(status): {"description": ERROR_DESCRIPTIONS[status], "content": {"application/json": {
        "schema": {"$ref": "#/components/schemas/ErrorBody"}}}} for status in statuses}


# The operations that take an Idempotency-Key header (create_session reads it).
IDEMPOTENT = {("post", "/sessions"), ("post", "/jobs")}


ERROR_DESCRIPTIONS = {400: "invalid request: the message names the field", 401: "missing or unknown x-api-key",
                      403: "a document outside the tenant's prefix", 404: "no such session or job for this tenant",
                      409: "a run is active, the kit is locked (approved) or not approved, the job's plan is not "
                           "approved, or the idempotency key is in use", 413: "the body is over 6 MB",
                      415: "the body is not sent as application/json",
                      422: "idempotency key reused, or an edit the checks refuse (the code names the finding)",
                      429: "the tenant's daily LLM budget has no room for this run's worst case",
                      500: "a fault on our side", 503: "a store or queue could not be reached; try again"}


def json_response(status: int, body: dict, headers: dict[str, str] | None = None) -> Response:
    return Response(status_code=status, content_type="application/json", body=body, headers=headers)


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> Response:
    return json_response(status, error_body(code, message), headers)


PUBLIC_PATHS = ("/openapi.json",)
UNAUTHORIZED = proxy_error(ApiError(401, "UNAUTHORIZED", "a valid x-api-key header is required"))


def header(event: dict, name: str) -> str:
    """A request header by its lower-case name (API Gateway passes names as the client spelt them)."""
    return next((value or "" for key, value in (event.get("headers") or {}).items() if key.lower() == name), "")


def tenant_of(event: dict) -> str | None:
    """The tenant comes from the API key, never from the body."""
    api_key = header(event, "x-api-key")
    return dependencies().keyring.tenant_for(api_key) if api_key else None


def tenant() -> str:
    return app.context["tenant_id"]


def services() -> Services:
    return dependencies().services


@app.post("/sessions", status_code=202, responses={202: answer("accepted: the session is queued", SessionAccepted),
                                                   **errors(403, 409, 429)})
def create_session(request: Annotated[CreateSessionRequest, Body()]) -> Response[dict]:
    return json_response(202, idempotent(_create, request))


def _create(call: dict, request: CreateSessionRequest) -> dict:
    record = usecases.create_session(services(), call["tenant_id"], request)
    return {"session_id": record.session_id, "status": record.status}


def idempotent(create, request) -> dict:
    """`create(call=…, request=…)` once per (tenant, Idempotency-Key): a repeat gets the first answer back.
    The key is kept as its hash, whole: distinct keys of any length never collide."""
    tenant_id = tenant()
    key = app.current_event.headers.get("idempotency-key", "")
    if not key:
        return create(call={"tenant_id": tenant_id}, request=request)
    body_sha256 = hashlib.sha256(request.model_dump_json().encode()).hexdigest()
    create_once = idempotent_function(create, data_keyword_argument="call", config=idempotency,
                                      persistence_store=dependencies().idempotency_store)
    return create_once(call={"tenant_id": tenant_id, "key": hashlib.sha256(key.encode()).hexdigest(),
                             "body_sha256": body_sha256}, request=request)


# --- jobs and their plans ------------------------------------------------------------------------------


@app.post("/jobs", status_code=202, responses={202: answer("accepted: the job's plan is queued", JobAccepted),
                                               **errors(403, 409, 429)})
def create_job(request: Annotated[CreateJobRequest, Body()]) -> Response[dict]:
    return json_response(202, idempotent(_create_job, request))


def _create_job(call: dict, request: CreateJobRequest) -> dict:
    record = job_usecases.create_job(services(), call["tenant_id"], request)
    return JobAccepted(job_id=record.job_id, status=record.status, version=record.version).model_dump()


@app.get("/jobs", responses={200: answer("the tenant's jobs, newest first", JobList), **errors()})
def list_jobs(
    limit: Annotated[int, Query(ge=1, le=MAX_LIST_LIMIT, description="at most this many jobs")] = 20,
    next_token: Annotated[str | None, Query(max_length=200, description="the next_token of the previous page")] = None,
) -> Response[dict]:
    return json_response(200, job_usecases.list_jobs(services(), tenant(), limit, next_token))


PlanVersion = Annotated[int | None, Query(ge=1, description="an earlier version of the plan (default: the latest)")]


@app.get("/jobs/<job_id>", responses={200: answer("the job, with its plan once built", JobView), **errors(404)})
def get_job(job_id: str, version: PlanVersion = None) -> Response[dict]:
    return json_response(200, job_usecases.view_job(services(), tenant(), job_id, version))


@app.post("/jobs/<job_id>/approve", responses={200: answer("the version approved: sessions with this job use it",
                                                           JobView), **errors(404, 409)})
def approve_plan(job_id: str, request: Annotated[ApprovePlanRequest, Body()]) -> Response[dict]:
    return json_response(200, job_usecases.approve_plan(services(), tenant(), job_id, request))


@app.post("/jobs/<job_id>/regenerate", status_code=202,
          responses={202: answer("accepted: a new version of the plan is queued", JobAccepted),
                     **errors(404, 409, 429)})
def regenerate_plan(job_id: str) -> Response[dict]:
    record = job_usecases.regenerate_plan(services(), tenant(), job_id)
    return json_response(202, JobAccepted(job_id=job_id, status=record.status, version=record.version).model_dump())


@app.delete("/jobs/<job_id>", status_code=204, responses={204: answer("erased"), **errors(404)})
def delete_job(job_id: str) -> Response[None]:
    job_usecases.delete_job(services(), tenant(), job_id)
    return Response(status_code=204)


@app.get("/sessions", responses={200: answer("the tenant's sessions, newest first", SessionList), **errors()})
def list_sessions(
    limit: Annotated[int, Query(ge=1, le=MAX_LIST_LIMIT, description="at most this many sessions")] = 20,
    next_token: Annotated[str | None, Query(max_length=200, description="the next_token of the previous page")] = None,
    status: Annotated[SessionStatus | None, Query(description="only sessions with this status")] = None,
    source_key: Annotated[str | None, Query(max_length=500, description=(
        "only the session an S3 drop made from this object key (incoming/{tenant}/…)"))] = None,
) -> Response[dict]:
    return json_response(200, usecases.list_sessions(services(), tenant(), limit, next_token, status, source_key))


KitVersion = Annotated[int | None, Query(ge=1, description="an earlier version of the kit (default: the latest)")]


@app.get("/sessions/<session_id>", responses={200: answer("the session, with its kit once stored", SessionView),
                                              **errors(404)})
def get_session(session_id: str, version: KitVersion = None) -> Response[dict]:
    return json_response(200, oversight.session(services(), tenant(), session_id, version))


@app.get("/sessions/<session_id>/kit",
         responses={200: answer("the kit: JSON, a printable HTML page or Markdown", KitAnswer), **errors(404, 409)})
def printed_kit(session_id: str, version: KitVersion = None,
                format: Annotated[Literal["json", "html", "markdown"], Query(description=(
                    "html: a self-contained page to print (one question per page, a scorecard sheet)"))] = "json",
                ) -> Response[str]:
    from graph.pipeline.printed import kit_to_html
    from graph.pipeline.render import kit_to_markdown

    kit = oversight.kit(services(), tenant(), session_id, version)
    rendered, media = {"json": (lambda: json.dumps(kit, ensure_ascii=False), "application/json"),
                       "html": (lambda: kit_to_html(kit), "text/html; charset=utf-8"),
                       "markdown": (lambda: kit_to_markdown(kit), "text/markdown; charset=utf-8")}[format]
    return Response(status_code=200, content_type=media, body=rendered())


@app.patch("/sessions/<session_id>/questions/<question_id>",
           responses={200: answer("the kit's new version, the question written_by human", KitAnswer),
                      **errors(404, 409, 422)})
def edit_question(session_id: str, question_id: str, request: Annotated[EditQuestionRequest, Body()]) -> Response[dict]:
    return json_response(200, oversight.edit_question(services(), tenant(), session_id, question_id, request))


@app.post("/sessions/<session_id>/approve", responses={200: answer("the version, approved and locked", KitAnswer),
                                                       **errors(404, 409)})
def approve(session_id: str, request: Annotated[ApproveRequest, Body()]) -> Response[dict]:
    return json_response(200, oversight.approve(services(), tenant(), session_id, request))


@app.post("/sessions/<session_id>/drafts", status_code=201,
          responses={201: answer("a new, unlocked version copied from the approved one", KitAnswer),
                     **errors(404, 409)})
def new_draft(session_id: str, request: Annotated[NewDraftRequest, Body()]) -> Response[dict]:
    return json_response(201, oversight.start_draft(services(), tenant(), session_id, request))


@app.post("/sessions/<session_id>/scorecards", status_code=201,
          responses={201: answer("the scorecard is stored", ScorecardStored), **errors(404, 409)})
def submit_scorecard(session_id: str, request: Annotated[ScorecardRequest, Body()]) -> Response[dict]:
    return json_response(201, oversight.submit_scorecard(services(), tenant(), session_id, request))


@app.get("/sessions/<session_id>/scorecards",
         responses={200: answer("the scorecards and their aggregate", ScorecardList), **errors(404)})
def scorecards(session_id: str) -> Response[dict]:
    return json_response(200, oversight.scorecards(services(), tenant(), session_id))


@app.get("/sessions/<session_id>/audit", responses={200: answer("the audit record (no personal data)", AuditView),
                                                    **errors(404)})
def audit(session_id: str) -> Response[dict]:
    return json_response(200, oversight.audit_record(services(), tenant(), session_id))


@app.post("/sessions/<session_id>/regenerate", status_code=202,
          responses={202: answer("accepted: a new version is queued", RegenerationAccepted), **errors(404, 409, 429)})
def regenerate(session_id: str, request: Annotated[RegenerateRequest, Body()]) -> Response[dict]:
    record = usecases.request_regeneration(services(), tenant(), session_id, request)
    return json_response(202, {"session_id": record.session_id, "status": record.status,
                               "version": record.version})


@app.post("/sessions/<session_id>/fairness-audit", status_code=202,
          responses={202: answer("accepted: the audit is queued", FairnessAuditAccepted), **errors(404, 409, 429)})
def request_fairness_audit(session_id: str, request: Annotated[FairnessAuditRequest, Body()]) -> Response[dict]:
    audit = usecases.request_fairness_audit(services(), tenant(), session_id, request)
    return json_response(202, FairnessAuditAccepted(session_id=session_id, status=audit.status,
                                                    variants=audit.variants).model_dump())


@app.get("/sessions/<session_id>/fairness-audit",
         responses={200: answer("the last fairness audit: queued, or its report", FairnessAuditView), **errors(404)})
def fairness_audit(session_id: str) -> Response[dict]:
    return json_response(200, usecases.fairness_audit_view(services(), tenant(), session_id))


@app.get("/sessions/<session_id>/usage", responses={200: answer("usage records and totals", UsageView),
                                                    **errors(404)})
def usage(session_id: str) -> Response[dict]:
    return json_response(200, usecases.usage_view(services(), tenant(), session_id))


@app.delete("/sessions/<session_id>", status_code=204, responses={204: answer("erased"), **errors(404)})
def delete(session_id: str) -> Response[None]:
    usecases.delete_session(services(), tenant(), session_id)
    return Response(status_code=204)


@app.get("/openapi.json", security=[], include_in_schema=False)
def openapi() -> Response[dict]:
    return json_response(200, openapi_schema())


@cache
def route_methods() -> tuple[tuple[re.Pattern, tuple[str, ...]], ...]:
    """Each route's path as a pattern, with the methods it answers (from the OpenAPI document: the
    routes declared above, nothing kept by hand)."""
    paths = dict(openapi_schema()["paths"])
    paths.update({path: {"get": {}} for path in PUBLIC_PATHS})  # served, but not part of the document
    return tuple((re.compile("^" + re.sub(r"\{[^/}]+\}", "[^/]+", path) + "$"),
                  tuple(sorted(method.upper() for method in operations)))
                 for path, operations in paths.items())


@app.not_found
def no_route(_: NotFoundError) -> Response[dict]:
    path = app.current_event.path
    allowed = next((methods for pattern, methods in route_methods() if pattern.match(path)), ())
    if allowed:
        return error_response(405, "METHOD_NOT_ALLOWED", f"this path answers {', '.join(allowed)}",
                              headers={"Allow": ", ".join(allowed)})
    return error_response(404, "NOT_FOUND", "no route has this path")


@app.exception_handler(ApiError)
def api_error(error: ApiError) -> Response[dict]:
    return error_response(error.status, error.code, error.message)


@app.exception_handler(RequestValidationError)
def invalid_request(error: RequestValidationError) -> Response[dict]:
    first = error.errors()[0]
    if first["type"] == "json_invalid":
        return error_response(400, "INVALID_REQUEST", f"body: the body is not JSON ({first['ctx']['error']} at "
                                                      f"character {first['loc'][-1]})")
    field = ".".join(str(part) for part in first["loc"] if part != "body") or "body"
    if first["type"] == "extra_forbidden":
        return error_response(400, "INVALID_REQUEST", f"{field}: not a field of this request")
    return error_response(400, "INVALID_REQUEST", f"{field}: {first['msg']}")


@app.exception_handler(IdempotencyAlreadyInProgressError)
def in_progress(_: Exception) -> Response[dict]:
    return error_response(409, "IN_PROGRESS", "a request with this Idempotency-Key is still being processed")


@app.exception_handler(IdempotencyValidationError)
def key_reused(_: Exception) -> Response[dict]:
    return error_response(422, "IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different body")


@app.exception_handler(RequestUnsupportedContentType)
def unsupported_content_type(_: Exception) -> Response[dict]:
    return error_response(415, "UNSUPPORTED_MEDIA_TYPE", "content-type: send the body as application/json")


@app.exception_handler(PortError)
def store_unavailable(error: PortError) -> Response[dict]:
    logger.warning("a store or queue failed", extra={"error": str(error)})
    return error_response(503, "SERVICE_UNAVAILABLE", "a store or queue could not be reached; try again")


@app.exception_handler(Exception)
def internal_error(_: Exception) -> Response[dict]:
    logger.exception("unhandled error")
    return error_response(500, "INTERNAL_ERROR", "the request failed on our side")


@logger.inject_lambda_context(log_event=False)
def handler(event: dict, context) -> dict:
    # Authentication comes before validation: a request without a valid key learns nothing but 401.
    tenant_id = tenant_of(event)
    if tenant_id is None and event.get("path") not in PUBLIC_PATHS:
        return UNAUTHORIZED
    refusal = body_refusal(event.get("httpMethod", ""), header(event, "content-type"), event.get("body"))
    if refusal is not None:
        return proxy_error(refusal)
    idempotency.register_lambda_context(context)
    app.append_context(tenant_id=tenant_id)
    return app.resolve(event, context)
