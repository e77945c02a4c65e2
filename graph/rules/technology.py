"""The technology catalogue applied to text: which technologies a text names, their clouds, their ages.

One lookup serves TEMPORAL (a technology placed in a role that ended before its release), CROSS_DOMAIN
(a cloud the applicant's documents never show) and the product part of FABRICATED_ENTITY. A spelling
that is also an ordinary word ("Lambda", "Spark", "Go") must be written exactly as the catalogue spells
it, and it names a cloud only beside a second name from the same cloud ("AWS Lambda", "Lambda with SQS").
Release months count where the catalogue gives one (Java 17 in September 2021 falls after a role that
ended in January 2021), and a version named by a year ("Revit 2020") is as old as that year allows. Roles
and their periods come from `timeline`, which also checks years and durations that need no catalogue.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Sequence
from typing import NamedTuple

from graph.rules import frames, timeline
from graph.rules.catalogue import Technology, load_catalogue
from graph.rules.scanner import Found, Lexicon, Policy, Spelling, Word
from graph.rules.text import blank_before, compact, is_hangul, normalise_for_match, strip_particle
from graph.rules.timeline import Timeline

# A word starts only where a run of its characters starts: tried inside a run with no letter or digit to end on
# (a line of quotes or dots), it would read the rest of the run at every character, the square of the run.
_TOKEN = re.compile(r"(?<![A-Za-z0-9.+#/@'’-])[A-Za-z0-9.+#/@'’-]*[A-Za-z0-9+#]|[가-힣]+|\.[A-Za-z]+")
_POSSESSIVE = re.compile(r"(?<=[A-Za-z0-9])['’]s$")
_MAJOR_VERSION = re.compile(r"^(\d+)(?:\.(?:x|0))+$")
_AFTER_A_NAME = re.compile(r"(?:같은|기반)$")  # "Kafka기반", "Spark같은": words glued to a name
_ENDS_A_NAME = re.compile(r"[,;:()\n]")  # no name runs across it


class Mention(NamedTuple):
    tech: Technology
    start: int
    end: int
    weak: bool  # an ordinary word as well: needs its exact spelling, and a second signal for its cloud
    korean: bool  # spelled in Hangul


def _words(text: str) -> list[Word]:
    """The words of the text; a possessive is read without its 's ("Zendesk's AI triage", "Airflow 2's")."""
    words = []
    for match in _TOKEN.finditer(text):
        word = _POSSESSIVE.sub("", match.group(0))
        words.append(Word(word, compact(word), match.start(), match.start() + len(word)))
    return words


def _ends(gap: str, previous: Word) -> bool:
    """Punctuation between two words ends a name, but a revision in parentheses right after a version
    ("ICH E6(R3)") goes on."""
    return bool(_ENDS_A_NAME.search(gap)) and not (gap == "(" and previous.text[-1:].isdigit())


def _readings(word: Word) -> list[tuple[str, int]]:
    """The word; a Korean one without its particle or a word glued to it ("Kafka기반"); a major version as its
    number ("TensorFlow 2.x" is TensorFlow 2)."""
    readings = [(word.key, word.end)]
    stem = word.text
    if is_hangul(stem[-1:]):
        trimmed = _AFTER_A_NAME.sub("", stem)
        stem = trimmed if trimmed != stem else strip_particle(stem)
    if stem != word.text and stem:
        readings.append((compact(stem), word.start + len(stem)))
    major = _MAJOR_VERSION.sub(r"\1", word.key)
    if major != word.key:
        readings.append((major, word.end))
    return readings


def _accepts(found: Found, text: str) -> bool:
    return _spelled_as(found.spelling, text[found.start:found.end]) and not _inside_a_name(found, text)


def _spelled_as(spelling: Spelling, written: str) -> bool:
    """Case rules: an ordinary-word spelling must be written exactly; a capitalised plain word
    ("Teams", "Threads", "Kafka") must be capitalised; other spellings match in any case."""
    if is_hangul(spelling.text[:1]):
        return True
    if spelling.weak:
        return written.replace("-", " ") == spelling.text.replace("-", " ")
    if re.fullmatch(r"[A-Z][a-z]+", spelling.text):
        return written[:1].isupper()
    return True


def _inside_a_name(found: Found, text: str) -> bool:
    """"Black Friday", "Spring Festival", "Teams across…" at a sentence start: an ordinary-word spelling
    next to another capitalised word, or capitalised only because a sentence starts there."""
    if not found.spelling.weak:
        return False
    # The text around the spelling, as far as the checks read: a copy of all that precedes it would make the scan
    # quadratic in a text of such spellings.
    written_to = blank_before(text, found.start)
    before, end = text[max(0, written_to - _PHRASE_CHARS):written_to], found.last.end
    if _defines_another(found.spelling, before, text[end:end + 2]):
        return True
    after = text[end:end + 1]
    if (not before or before[-1] in ".?!\n") and not is_hangul(after):
        return True  # "Teams across the org…": capitalised because the sentence starts there
    words, first, count = found.words, found.first, found.count
    neighbours = words[first - 1:first] + words[first + count:first + count + 1]
    return any(w.text[:1].isupper() and w.text not in ("AWS", "Amazon", "Google", "Azure", "Microsoft", "Apache")
               and w.key not in lexicon().spellings for w in neighbours)


_PHRASE_CHARS = 200  # how far before "(GCP)" the phrase it may abbreviate is read


def _defines_another(spelling: Spelling, before: str, after: str) -> bool:
    """"지상 기준점(GCP)", "Good Clinical Practice (GCP)": an acronym in parentheses right after a phrase
    abbreviates that phrase; it names the product only after one of the product's own spellings
    ("Google Cloud Platform (GCP)")."""
    if not (spelling.text.isupper() and before.endswith("(") and re.match(r"s?\)", after)):
        return False
    phrase = compact(before[-_PHRASE_CHARS:-1])
    return bool(phrase) and not any(phrase.endswith(compact(s)) for s in spelling.entry.spellings)


def _weak(tech: Technology, text: str) -> bool:
    """One word of an ordinary-word entry ("Lambda", not "AWS Lambda")."""
    return tech.ambiguous and len(text.split()) == 1


# What stands between the words of a name adds nothing to its compact form ("Node . js" is Node.js); "C" names a
# language and a grade, a plan, a series: spellings of one character are left out.
POLICY = Policy(words=_words, key=compact, gap_key=lambda gap: "", ends=_ends, readings=_readings, accepts=_accepts,
                weak=_weak, shortest=2)


@functools.cache
def lexicon() -> Lexicon:
    return Lexicon(load_catalogue(), POLICY)


# Kept, bounded, for the callers outside the rules' technology part that ask again for a text's mentions: the figure
# policy and the grounding of a question read the same text, the output node every document line for every point.
@functools.lru_cache(maxsize=512)
def mentions_in(text: str) -> tuple[Mention, ...]:
    """Every catalogue technology the text names, longest spelling first, with its position."""
    return tuple(Mention(f.spelling.entry, f.start, f.end, f.spelling.weak, is_hangul(f.spelling.text[:1]))
                 for f in lexicon().find(text))


# A cloud's or its vendor's name inside a service's spelling ("AWS KMS", "Google Cloud Functions").
_VENDOR_WORDS = re.compile(r"(?<![A-Za-z])(?:AWS|Amazon|Google|GCP|Azure|Microsoft|Naver|NCP|Ncloud|Firebase)(?![a-z])|"
                           r"아마존|구글|애저|마이크로소프트|네이버", re.IGNORECASE)


def clouds_of(mentions: Sequence[Mention], text: str = "") -> tuple[str | None, ...]:
    """The cloud each mention names. A service name written without its vendor ("Application Load Balancer",
    "Cloud Functions", "Object Storage") is sold under that name by more than one cloud: on a line that names
    another cloud's platform and not its own ("Naver Cloud Platform(NKS, Application Load Balancer)"), it
    is that platform's. Each line's platforms are gathered once: a text of many mentions on one line costs
    their number, not its square."""
    newlines = [m.start() for m in re.finditer("\n", text)]
    lines = [bisect.bisect_left(newlines, m.start) for m in mentions]  # a mention never spans a line
    platforms: dict[int, set[str]] = {}
    for mention, line in zip(mentions, lines, strict=True):
        if mention.tech.ecosystem and mention.tech.ecosystem in mention.tech.spellings:
            platforms.setdefault(line, set()).add(mention.tech.ecosystem)
    return tuple(_cloud_on_line(mention, text, platforms.get(line, set()))
                 for mention, line in zip(mentions, lines, strict=True))


def _cloud_on_line(mention: Mention, text: str, platforms: set[str]) -> str | None:
    cloud = mention.tech.ecosystem
    if not cloud or not text or _VENDOR_WORDS.search(text[mention.start:mention.end]):
        return cloud
    return cloud if not platforms or cloud in platforms else sorted(platforms)[0]


class Reading(NamedTuple):
    """The catalogue's reading of one text, made once for the checks that share it: the technologies it names,
    the cloud each names, and the clouds the text names."""

    text: str
    mentions: tuple[Mention, ...]
    clouds: tuple[str | None, ...]
    ecosystems: set[str]


def read(text: str) -> Reading:
    mentions = mentions_in(text)
    clouds = clouds_of(mentions, text)
    return Reading(text, mentions, clouds, _clouds_named(mentions, clouds))


def ecosystems_of(mentions: Sequence[Mention], text: str = "") -> set[str]:
    """Clouds the mentions (of `text`, when given) name; a weak spelling counts only beside another name of
    its cloud."""
    return _clouds_named(mentions, clouds_of(mentions, text))


def _clouds_named(mentions: Sequence[Mention], clouds: Sequence[str | None]) -> set[str]:
    by_cloud: dict[str, list[Mention]] = {}
    for mention, cloud in zip(mentions, clouds, strict=True):
        if cloud:
            by_cloud.setdefault(cloud, []).append(mention)
    return {cloud for cloud, found in by_cloud.items()
            if any(not m.weak for m in found) or len({m.tech.name for m in found}) >= 2}


def ecosystems_in(text: str) -> set[str]:
    """Ecosystems a text names; an ambiguous name counts only beside another name of its ecosystem."""
    return read(text).ecosystems


# --- what a question says about technologies --------------------------------------------------------


class TechnologyFacts(NamedTuple):
    used: set[str]  # catalogue names the applicant's documents mention
    ecosystems: set[str]  # clouds the applicant's documents show
    other_senses: frozenset[str] = frozenset()  # ordinary-word names the documents write in another sense


def _other_senses(applicant_texts: list[str], used: set[str]) -> frozenset[str]:
    """Catalogue names with an ordinary-word spelling ("GCP", "Glue") the documents write exactly, yet never
    as the product ("ICH E6(R2) GCP 교육": Good Clinical Practice): a question that repeats the word alone
    means what the documents meant."""
    spellings = lexicon().spellings
    found = set()
    for text in applicant_texts:
        for match in _TOKEN.finditer(text):
            spelling = spellings.get(compact(match.group(0)))
            if spelling and spelling.weak and match.group(0) == spelling.text and spelling.entry.name not in used:
                found.add(spelling.entry.name)
    return frozenset(found)


def technology_facts(applicant_texts: list[str]) -> TechnologyFacts:
    readings = [read(text) for text in applicant_texts]
    used = {m.tech.name for reading in readings for m in reading.mentions}
    return TechnologyFacts(
        used=used,
        ecosystems=set().union(*(reading.ecosystems for reading in readings)),
        other_senses=_other_senses(applicant_texts, used),
    )


class TechnologyFinding(NamedTuple):
    code: str  # TEMPORAL, CROSS_DOMAIN or FABRICATED_ENTITY
    span: str
    message: str


def technology_findings(reading: Reading, cited: list[int], facts: TechnologyFacts, dates: Timeline,
                        in_question: bool, job_text: str) -> list[TechnologyFinding]:
    """One finding per technology the text states as the candidate's past and the documents contradict:
    placed before its release (TEMPORAL), in a cloud the documents never show (CROSS_DOMAIN), or simply
    never named by them (FABRICATED_ENTITY). The most specific code wins."""
    text, clouds_named = reading.text, reading.ecosystems
    findings: dict[str, tuple[TechnologyFinding, str]] = {}
    for mention, cloud in zip(reading.mentions, reading.clouds, strict=True):
        clause = frames.clause_at(text, mention.start)
        if mention.tech.name in findings or clause is None or not _claims_the_product(mention, reading, facts):
            continue
        # A role named in the sentence anchors it in the past even without a past tense ("At Hooli: …?").
        anchored = clause.frame in frames.PREMISE_FRAMES or (in_question and clause.frame == frames.NEUTRAL)
        sentence = frames.sentence_at(text, mention.start)
        conflict = _temporal(mention, text, sentence, cited, dates) if anchored else None
        finding = TechnologyFinding("TEMPORAL", mention.tech.name, conflict) if conflict else None
        if finding is None and clause.frame in frames.PREMISE_FRAMES:
            if mention.tech.name in facts.used and not _VENDOR_WORDS.search(text[mention.start:mention.end]):
                cloud = None  # a service name the documents use themselves, under whichever cloud they meant
            # the clause's own words decide whether the job description's stack is the candidate's: "Lindqvist runs
            # Veeva Vault Safety, and your systems are Argus" tells the company's
            finding = _unshown(mention, cloud, frames.frame_of(clause.text), clouds_named, facts, job_text)
        if finding:
            findings[mention.tech.name] = (finding, sentence)
    # A product the documents lack, in a sentence already set before its products existed ("KRaft 모드 Kafka
    # … ZooKeeper 없이", "Spring Boot 3 … Jakarta EE"), belongs to that anachronism: TEMPORAL says it.
    anachronistic = {sentence for finding, sentence in findings.values() if finding.code == "TEMPORAL"}
    return [finding for finding, sentence in findings.values()
            if not (finding.code == "FABRICATED_ENTITY" and sentence in anachronistic)]


def _claims_the_product(mention: Mention, reading: Reading, facts: TechnologyFacts) -> bool:
    """The mention names the product, not one of alternatives ("X or Y"), nor a weak spelling unconfirmed, nor the
    documents' own word in their own sense with no other name of its cloud beside it."""
    tech = mention.tech
    own_sense = mention.weak and tech.name in facts.other_senses and (
        not tech.ecosystem or tech.ecosystem not in reading.ecosystems)
    return not own_sense and _weak_confirmed(mention, reading.mentions) and not frames.is_alternative(
        reading.text, mention.start, mention.end)


def _unshown(mention: Mention, cloud: str | None, frame: str, clouds_named: set[str], facts: TechnologyFacts,
             job_text: str) -> TechnologyFinding | None:
    """A technology stated as the candidate's past from a cloud, or simply a product, the documents lack."""
    if mention.tech.dated_only:
        return None  # dated for TEMPORAL; the names check judges the name
    # A weak spelling written exactly, mid-sentence, was already taken as the product: its cloud counts.
    if cloud and (cloud in clouds_named or not mention.korean) and cloud not in facts.ecosystems:
        return TechnologyFinding("CROSS_DOMAIN", cloud, f"attributes {cloud} experience the documents do not show")
    if mention.tech.name in facts.used or (frame != frames.OWN_PAST and _spelled_in(mention.tech, job_text)):
        return None  # the applicant's own, or the company's stack told as the company's
    if mention.tech.ecosystem in facts.ecosystems and mention.tech.ecosystem in mention.tech.spellings:
        return None  # the cloud itself ("Google Cloud의 BigQuery"), where the documents use its services
    return TechnologyFinding("FABRICATED_ENTITY", mention.tech.name,
                             f"'{mention.tech.name}' does not occur in the documents")


def _weak_confirmed(mention: Mention, mentions: tuple[Mention, ...]) -> bool:
    """A weak Korean spelling ("람다", "스파크") names the product only beside another name of its cloud or
    vendor; a weak Latin spelling already had to be written exactly."""
    if not (mention.weak and mention.korean):
        return True
    return any(other is not mention and (mention.tech.ecosystem and other.tech.ecosystem == mention.tech.ecosystem
                                         or other.tech.vendor == mention.tech.vendor) for other in mentions)


def _spelled_in(tech: Technology, matching_text: str) -> bool:
    return any(normalise_for_match(s) in matching_text for s in tech.spellings if len(s) > 2)


# "Revit 2020", "Trados Studio 2021", "Office 2019": a version named by a year ships that year or the one before.
_YEAR_VERSION = re.compile(r"^ ((?:19|20)\d{2})(?![\d.,]|\s*(?:년|[~–—-]|to\b|until\b))")


# "지금은 X를 쓰시는데", "and now you use X": what follows is the candidate's present, not the role named before.
_NOW = re.compile(r"(?<![가-힣])(?:지금은|현재는|요즘은|요즘|지금)(?=\s)"
                  r"|\b(?:now|currently|nowadays|these days|today)\b", re.IGNORECASE)


def _set_now(text: str, position: int, dates: Timeline) -> bool:
    """Whether a word for the present stands between the sentence's start (or the last role it names) and
    the position, so that what stands there is told of today."""
    before = text[max(0, position - 300):position]
    before = re.split(r"[.?!\n]\s", before)[-1]
    marks = list(_NOW.finditer(before))
    if not marks:
        return False
    return not timeline.roles_named(before[marks[-1].end():], dates.role_names)


def _temporal(mention: Mention, text: str, sentence: str, cited: list[int], dates: Timeline) -> str | None:
    """The technology placed in a role (named in the sentence, cited by the evidence, or "your first job")
    or in a year before it existed — unless the applicant's own document places it in that role. A role
    that ended in the month the product came out is given the benefit of the doubt."""
    released, month, spelled = mention.tech.released, mention.tech.month, mention.tech.spellings
    name = mention.tech.name
    version = _YEAR_VERSION.match(text[mention.end:mention.end + 16])
    if version and int(version.group(1)) - 1 > released:
        released, month = int(version.group(1)) - 1, None
        spelled = (text[mention.start:mention.end + len(version.group(0))],)
        name = spelled[0]
    meant = set() if _set_now(text, mention.start, dates) else \
        timeline.roles_meant(sentence, cited, dates.roles, dates.role_names)
    for index in sorted(meant):
        role = dates.roles[index]
        if timeline.ended_before(role, released, month) and not any(
                normalise_for_match(s) in dates.role_bodies[index] for s in spelled if len(s) > 2):
            return f"{name} ({released}) in a role that ended in {role.end}"
    for year in timeline.years_pointed_at(sentence):
        if released > year:
            return f"{name} ({released}) in {year}"
    return None
