"""The AWS part of the technology catalogue against botocore's own list of services (shipped with boto3).

botocore names every service it has a client for; the catalogue (graph/rules/technologies.yaml) is what the checks
know of AWS. The services the catalogue lacks are listed in tests/aws_services_not_in_catalogue.txt, names only —
botocore's API versions are no release dates, so no date is taken from it; a catalogue entry gets its year from the
vendor's announcement. A name that is also an ordinary word (Config, Batch, Shield) is marked `(ambiguous)`: added
to the catalogue, its bare spelling needs `ambiguous: true` or no alias at all. When botocore or the catalogue
changes, regenerate the list:

    .venv/bin/python -m tests.test_aws_catalogue > tests/aws_services_not_in_catalogue.txt
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import botocore.session
import pytest

from graph.rules.catalogue import load_catalogue
from graph.rules.text import normalise_alias
from graph.rules.technology import mentions_in

LISTED = Path(__file__).with_name("aws_services_not_in_catalogue.txt")
PREFIX = re.compile(r"^(?:Amazon|AWS)\s+")
# Words that name an API of a product rather than another product: "SageMaker Runtime" is SageMaker.
API_WORDS = {"service", "services", "runtime", "api", "apis", "data", "plane", "control", "public", "events", "edge",
             "admin", "management", "v2", "2", "for", "and", "the", "client", "portal", "user", "users", "metrics",
             "runtime v2", "sessions", "featurestore", "a2i", "geospatial", "connections"}
# AWS's one-word names that are also ordinary words of a resume or a job description (a dictionary word, or "config"):
# written alone they may mean the word, not the service. Chosen by hand from botocore's one-word names; a brand
# word (Fargate, Cognito, Textract) is none.
ORDINARY_WORDS = frozenset("Account Amplify Artifact Athena Aurora Backup Batch Beanstalk Bedrock Billing Budgets "
                           "Chatbot Chime Comprehend Config Continuum Detective Firehose Glacier Glue Inspector "
                           "Interconnect Invoicing Lambda Neptune Organizations Outposts Payments Personalize "
                           "Pinpoint Polly Proton Redshift Schemas Shield Signer Snowball Support Sustainability "
                           "Synthetics Translate".split())


@functools.cache
def botocore_services() -> dict[str, str]:
    """botocore's service name → the service's full name without its Amazon/AWS prefix."""
    session = botocore.session.get_session()
    loader = session.get_component("data_loader")
    names = {}
    for service in session.get_available_services():
        metadata = loader.load_service_model(service, "service-2")["metadata"]
        names[service] = PREFIX.sub("", metadata.get("serviceFullName") or metadata.get("serviceId") or service)
    return names


@functools.cache
def catalogue_spellings() -> frozenset[str]:
    aws = [t for t in load_catalogue() if t.ecosystem == "AWS"]
    return frozenset(normalise_alias(PREFIX.sub("", s)) for t in aws for s in (t.name, *t.aliases))


def in_catalogue(service: str, name: str) -> bool:
    """The catalogue spells the service, or names the product whose API it is ("SageMaker Runtime")."""
    if {normalise_alias(service), normalise_alias(name)} & catalogue_spellings():
        return True
    for mention in mentions_in(name):
        if mention.tech.ecosystem == "AWS":
            rest = (name[:mention.start] + " " + name[mention.end:]).lower().split()
            if all(word.strip("()-,") in API_WORDS for word in rest):
                return True
    return False


def marked(name: str) -> str:
    return f"{name} (ambiguous)" if name in ORDINARY_WORDS else name


def lacking() -> list[str]:
    return sorted({marked(name) for service, name in botocore_services().items() if not in_catalogue(service, name)},
                  key=str.lower)


@pytest.mark.slow  # botocore's 400-odd service models are read, a dozen seconds
def test_the_aws_services_the_catalogue_lacks_are_listed_names_only():
    listed = LISTED.read_text(encoding="utf-8").splitlines()
    assert listed == lacking(), f"botocore or the catalogue changed; regenerate: {__doc__.rsplit(':', 1)[-1].strip()}"
    assert not any(re.search(r"\b(?:19|20)\d{2}\b", line) for line in listed), "names only: no date from botocore"


@pytest.mark.slow
def test_the_catalogue_knows_the_common_services_and_marks_ordinary_words():
    services = botocore_services()
    for common in ("s3", "lambda", "dynamodb", "glue", "sqs", "ec2", "sagemaker", "sagemaker-runtime"):
        assert in_catalogue(common, services[common]), common
    assert marked("Config") == "Config (ambiguous)" and marked("Shield") == "Shield (ambiguous)"
    assert marked("CloudWatch") == "CloudWatch" and marked("Elastic Beanstalk") == "Elastic Beanstalk"
    # The catalogue's own entries whose bare spelling is an ordinary word are marked so, or have no such alias.
    for technology in (t for t in load_catalogue() if t.ecosystem == "AWS"):
        bare = [s for s in (technology.name, *technology.aliases) if s in ORDINARY_WORDS]
        assert not bare or technology.ambiguous, (technology.name, bare)


if __name__ == "__main__":
    sys.stdout.write("".join(f"{line}\n" for line in lacking()))
