"""CloudWatch metrics as EMF (Powertools), namespace HRCopilot, LLM metrics by node and model."""

from __future__ import annotations

from collections import defaultdict

from aws_lambda_powertools.metrics import EphemeralMetrics, MetricUnit

NAMESPACE = "HRCopilot"
SESSION_METRIC = {"completed": "SessionsCompleted", "partial_completed": "SessionsPartiallyCompleted",
                  "failed": "SessionsFailed"}


def publish_llm_usage(records: list[dict]) -> None:
    """One EMF blob per (node, model): calls, failures, tokens, cost and latency."""
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for record in records:
        groups[(record["node"], record["model"])].append(record)
    for (node, model), group in groups.items():
        metrics = EphemeralMetrics(namespace=NAMESPACE)
        metrics.add_dimension(name="node", value=node)
        metrics.add_dimension(name="model", value=model)
        metrics.add_metric(name="LLMCalls", unit=MetricUnit.Count, value=len(group))
        metrics.add_metric(name="LLMFailures", unit=MetricUnit.Count,
                           value=sum(1 for r in group if r["status"] != "ok"))
        for name, key in (("LLMInputTokens", "input_tokens"), ("LLMCachedInputTokens", "cached_input_tokens"),
                          ("LLMOutputTokens", "output_tokens")):
            metrics.add_metric(name=name, unit=MetricUnit.Count, value=sum(int(r.get(key) or 0) for r in group))
        metrics.add_metric(name="LLMCostUSD", unit=MetricUnit.NoUnit,
                           value=round(sum(float(r.get("cost_usd") or 0) for r in group), 8))
        for record in group:
            metrics.add_metric(name="LLMLatencyMs", unit=MetricUnit.Milliseconds, value=int(record["latency_ms"]))
        metrics.flush_metrics()


def publish_session(status: str, cost_usd: float) -> None:
    metrics = EphemeralMetrics(namespace=NAMESPACE)
    metrics.add_metric(name=SESSION_METRIC[status], unit=MetricUnit.Count, value=1)
    metrics.add_metric(name="SessionCostUSD", unit=MetricUnit.NoUnit, value=round(cost_usd, 8))
    metrics.flush_metrics()
