"""The technology catalogue applied to text: which technologies a text names, their clouds, their ages.

One lookup serves TEMPORAL (a technology placed in a role that ended before its release), CROSS_DOMAIN
(a cloud the applicant's documents never show) and the product part of FABRICATED_ENTITY. A spelling
that is also an ordinary word ("Lambda", "Spark", "Go") must be written exactly as the catalogue spells
it, and it names a cloud only beside a second name from the same cloud ("AWS Lambda", "Lambda with SQS").
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from pydantic import BaseModel

from graph.rules import frames
from graph.rules.catalogue import Technology, load_catalogue, normalise_alias
from graph.rules.text import is_hangul, normalise_for_match

_TOKEN = re.compile(r"[A-Za-z0-9.+#/@'’-]*[A-Za-z0-9+#]|[가-힣]+|\.[A-Za-z]+")
_MAJOR_VERSION = re.compile(r"^(\d+)(?:\.(?:x|0))+$")
_KOREAN_PARTICLE = re.compile(r"(에서의|에서|에게|으로|로|에|의|을|를|이|가|은|는|와|과|도|만|처럼|같은|기반|랑|이랑)$")


class Spelling(NamedTuple):
    tech: Technology
    text: str
    weak: bool  # an ordinary word as well: needs its exact spelling, and a second signal for its cloud


class Mention(NamedTuple):
    tech: Technology
    start: int
    end: int
    weak: bool
    korean: bool  # spelled in Hangul


def _compact(text: str) -> str:
    return normalise_alias(text).replace(" ", "")


class _Index(NamedTuple):
    spellings: dict[str, Spelling]  # compact spelling → spelling
    prefixes: set[str]  # compact forms of every leading run of a spelling's tokens: where to keep reading


@functools.cache
def _index() -> _Index:
    spellings, prefixes = {}, set()
    for tech in load_catalogue():
        for text in tech.spellings:
            if len(text) < 2:
                continue  # "C" names a language and a grade, a plan, a series
            weak = tech.ambiguous and len(text.split()) == 1
            spellings[_compact(text)] = Spelling(tech, text, weak)
            tokens = [_compact(t) for t in _TOKEN.findall(text)]
            prefixes.update("".join(tokens[:n]) for n in range(1, len(tokens) + 1))
    return _Index(spellings, prefixes)


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


class _Token(NamedTuple):
    text: str
    key: str  # compact form
    start: int
    end: int


def _token(match: re.Match) -> _Token:
    """A word of the text; a possessive is read without its 's ("Zendesk's AI triage", "Airflow 2's")."""
    text = _POSSESSIVE.sub("", match.group(0))
    return _Token(text, _compact(text), match.start(), match.start() + len(text))


_POSSESSIVE = re.compile(r"(?<=[A-Za-z0-9])['’]s$")


@functools.lru_cache(maxsize=4096)
def mentions_in(text: str) -> tuple[Mention, ...]:
    """Every catalogue technology the text names, longest spelling first, with its position."""
    tokens = [_token(m) for m in _TOKEN.finditer(text)]
    found: list[Mention] = []
    position = 0
    while position < len(tokens):
        match = _longest(tokens, position, text)
        if match is None:
            position += 1
            continue
        spelling, count, end = match
        found.append(Mention(spelling.tech, tokens[position].start, end, spelling.weak, is_hangul(spelling.text[:1])))
        position += count
    return tuple(found)


def _longest(tokens: list[_Token], position: int, text: str) -> tuple[Spelling, int, int] | None:
    """The longest spelling that starts at the token, read token by token while a spelling may go on."""
    index = _index()
    best, key = None, ""
    for count, token in enumerate(tokens[position:], start=1):
        if count > 1 and re.search(r"[,;:()\n]", text[tokens[position + count - 2].end:token.start]):
            break
        candidates = [(key + token.key, token.end)]
        stem = _KOREAN_PARTICLE.sub("", token.text) if is_hangul(token.text[-1:]) else token.text
        if stem != token.text and stem:
            candidates.append((key + _compact(stem), token.start + len(stem)))
        major = _MAJOR_VERSION.sub(r"\1", token.key)
        if major != token.key:
            candidates.append((key + major, token.end))  # "TensorFlow 2.x" is TensorFlow 2
        for candidate, end in candidates:
            spelling = index.spellings.get(candidate)
            if spelling and _spelled_as(spelling, text[tokens[position].start:end]) and not _inside_a_name(
                    spelling, tokens, position, count, text):
                best = (spelling, count, end)
        key += token.key
        if key not in index.prefixes:
            break
    return best


def _inside_a_name(spelling: Spelling, tokens: list, position: int, count: int, text: str) -> bool:
    """"Black Friday", "Spring Festival", "Teams across…" at a sentence start: an ordinary-word spelling
    next to another capitalised word, or capitalised only because a sentence starts there."""
    if not spelling.weak:
        return False
    before = text[:tokens[position].start].rstrip()
    after = text[tokens[position + count - 1].end:][:1]
    if (not before or before[-1] in ".?!\n") and not is_hangul(after):
        return True  # "Teams across the org…": capitalised because the sentence starts there
    neighbours = tokens[position - 1:position] + tokens[position + count:position + count + 1]
    return any(t.text[:1].isupper() and t.text not in ("AWS", "Amazon", "Google", "Azure", "Microsoft", "Apache")
               and t.key not in _index().spellings for t in neighbours)


def ecosystems_of(mentions: tuple[Mention, ...] | list[Mention]) -> set[str]:
    """Clouds the mentions name; a weak spelling counts only beside another name of its cloud."""
    by_cloud: dict[str, list[Mention]] = {}
    for mention in mentions:
        if mention.tech.ecosystem:
            by_cloud.setdefault(mention.tech.ecosystem, []).append(mention)
    return {cloud for cloud, found in by_cloud.items()
            if any(not m.weak for m in found) or len({m.tech.name for m in found}) >= 2}


def ecosystems_in(text: str) -> set[str]:
    """Ecosystems a text names; an ambiguous name counts only beside another name of its ecosystem."""
    return ecosystems_of(mentions_in(text))


# --- roles and their periods ----------------------------------------------------------------------

_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_YEAR = r"((?:19|20)\d{2})"
_PRESENT = r"(present|now|current|today|현재|재직\s*중|근무\s*중)"
_RANGE = re.compile(
    _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?\s*(?:~|–|-|—|to|부터|until)\s*(?:(?:" + _MONTHS + r")[a-z]*\.?\s*)?"
    r"(?:\d{1,2}[./]\s*)?(?:" + _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?|" + _PRESENT + ")", re.IGNORECASE)
_RANGE_EN = re.compile(r"(?:(?:" + _MONTHS + r")[a-z]*\.?\s+|\d{1,2}[./])" + _YEAR + r"\s*(?:–|-|—|~|to|until)\s*"
                       r"(?:(?:(?:" + _MONTHS + r")[a-z]*\.?\s+|\d{1,2}[./])?" + _YEAR + "|" + _PRESENT + ")",
                       re.IGNORECASE)
_SINGLE_YEAR = re.compile(r"\(\s*" + _YEAR + r"\s*[,)]")
_HEADING = re.compile(r"^\s*(#{3,}|\*\*)")
_SECTION = re.compile(r"^\s*#{1,2}\s")
_RANGE_FIRST = re.compile(r"\[?\(?\s*(?:19|20)\d{2}")
# Positions that single a role out when no other role holds them ("인턴 시절 …").
_POSITIONS = {"인턴", "intern", "internship", "trainee", "수습", "신입", "apprentice", "co-op", "계약직", "프리랜서", "freelancer"}
# "your first job", "이전 회사": the earliest role, the last one that ended.
_FIRST_ROLE = re.compile(r"\b(first|earliest) (job|role|position|company|employer)\b|\bearly in your career\b|"
                         r"첫\s*(직장|회사|직무|커리어)|커리어\s*초반|사회\s*초년생", re.IGNORECASE)
_PREVIOUS_ROLE = re.compile(r"\b(previous|prior|last|former) (job|role|position|company|employer)\b|"
                            r"(이전|직전|예전)\s*(회사|직장|직무)|전\s*(회사|직장)", re.IGNORECASE)
# Words of a role heading that do not single the role out (titles, levels, generic nouns).
_GENERIC_ROLE_WORDS = {
    "senior", "junior", "lead", "head", "staff", "principal", "chief", "manager", "engineer", "developer",
    "designer", "analyst", "scientist", "intern", "associate", "consultant", "architect", "administrator",
    "director", "officer", "specialist", "representative", "executive", "account", "data", "software", "backend",
    "frontend", "full", "stack", "product", "project", "team", "networks", "systems", "group", "technologies",
    "the", "and", "present", "current", "시니어", "주니어", "리드", "개발자", "엔지니어", "디자이너", "매니저", "인턴",
    "사원", "대리", "과장", "차장", "부장", "팀장", "팀원", "백엔드", "프론트엔드", "개발", "담당", "담당자", "현재",
    "프로젝트", "리더", "책임", "선임", "수석", "연구원", "간호사", "책임간호사", "기획자", "스타트업", "재직", "근무",
    "experience", "work", "career", "경력", "개인", "사내", "inc", "corp", "co", "ltd", "llc", "enterprises", "industries",
    "company", "주식회사", "기간", "analytics", "labs", "insurance", "retail", "foods", "health", "hospital", "dates",
    "period", "role", "machine", "learning", "ml", "ai", "site", "reliability", "qa", "devops", "cloud", "platform",
    "infrastructure", "security", "mobile", "web", "ios", "android", "ux", "ui", "research", "sales", "marketing",
}


class Role(BaseModel):
    title: str
    start: int
    end: int  # 9999 while current
    body: str  # the lines under the role's heading


def parse_roles(text: str) -> list[Role]:
    """Roles with their periods: a line holding a date range opens a role (a bullet too, when the range
    leads it) until the next heading; a heading with one year ("(2020)") opens a one-year role; a company
    heading just above the dates joins the title."""
    roles: list[Role] = []
    previous, open_role = "", False
    for line in text.split("\n"):
        stripped = line.strip()
        period = _period(stripped)
        bullet = re.match(r"[-*•]\s+", stripped)
        if period and (not bullet or _RANGE_FIRST.match(stripped[bullet.end():])):
            line_title = re.sub(r"^[-*•]\s+", "", stripped)
            title = previous + " " + line_title if _HEADING.match(previous) and not _period(previous) else line_title
            roles.append(Role(title=title, start=period[0], end=period[1], body=""))
            open_role = True
        elif _SECTION.match(stripped) or _HEADING.match(stripped) and not bullet:
            open_role = False  # "## Skills" or the next company's heading ends the last role's lines
        elif open_role and stripped:
            roles[-1].body += stripped + "\n"
        if stripped:
            previous = stripped
    return roles


def _period(line: str) -> tuple[int, int] | None:
    match = _RANGE_EN.search(line) or _RANGE.search(line)
    if match:
        present = match.group(3)
        return int(match.group(1)), 9999 if present else int(match.group(2))
    single = _SINGLE_YEAR.search(line) if _HEADING.match(line) else None
    return (int(single.group(1)), int(single.group(1))) if single else None


def role_names(role: Role, others: list[Role]) -> list[str]:
    """The parts of a role's heading that single it out among the roles: the company, a project name,
    a title of several words ("Data Analyst"), or a position like "인턴" that no other role holds."""
    title = re.sub(r"[#*\"“”\[\]]", " ", _RANGE.sub(" ", _RANGE_EN.sub(" ", role.title)))
    parts = [p.strip() for p in re.split(r"\s*(?:—|–|\||,|:|/|·|\(|\)|\s-\s|\sat\s)\s*", title) if p.strip()]
    other_titles = " ".join(r.title for r in others).lower()
    words = [w for p in parts if " " in p for w in p.split() if len(w) >= 3]  # a word alone needs some length
    return [n for n in dict.fromkeys(parts + words) if len(n) >= 2 and n.lower() not in other_titles
            and not re.match(r"[\d.~\s-]+$|\d", n)
            and (len(n.split()) > 1 or n.lower() in _POSITIONS or n.lower().strip(".") not in _GENERIC_ROLE_WORDS)]


# --- what a question says about technologies --------------------------------------------------------


class TechnologyFacts(NamedTuple):
    used: set[str]  # catalogue names the applicant's documents mention
    ecosystems: set[str]  # clouds the applicant's documents show
    roles: list[Role]
    role_names: list[list[str]]  # per role, the words that single it out
    role_bodies: list[str]  # per role, title and body in matching form


def technology_facts(applicant_texts: list[str]) -> TechnologyFacts:
    mentions = [m for text in applicant_texts for m in mentions_in(text)]
    roles = [role for text in applicant_texts for role in parse_roles(text)]
    return TechnologyFacts(
        used={m.tech.name for m in mentions},
        ecosystems=ecosystems_of(mentions),
        roles=roles,
        role_names=[role_names(r, [o for o in roles if o is not r]) for r in roles],
        role_bodies=[normalise_for_match(r.title + "\n" + r.body) for r in roles],
    )


# "in 2016", "2016년 당시", "your 2014–2017 role": the latest year the sentence places the technology at.
_YEAR_POINT = re.compile(r"\b(?:in|during|around|back in)\s+((?:19|20)\d{2})\b|((?:19|20)\d{2})\s*년\s*(?:에|당시|도에|쯤|경)|"
                         r"(?:19|20)\d{2}\s*(?:~|-|–|to)\s*((?:19|20)\d{2})", re.IGNORECASE)


class TechnologyFinding(NamedTuple):
    code: str  # TEMPORAL, CROSS_DOMAIN or FABRICATED_ENTITY
    span: str
    message: str


def roles_cited(evidence: str, facts: TechnologyFacts) -> list[int]:
    """The roles whose lines hold the quoted evidence: a question built on it is about that role."""
    needle = normalise_for_match(evidence) if evidence else ""
    return [i for i, body in enumerate(facts.role_bodies) if needle and needle in body]


def technology_findings(text: str, cited: list[int], facts: TechnologyFacts, in_question: bool,
                        job_text: str) -> list[TechnologyFinding]:
    """One finding per technology the text states as the candidate's past and the documents contradict:
    placed before its release (TEMPORAL), in a cloud the documents never show (CROSS_DOMAIN), or simply
    never named by them (FABRICATED_ENTITY). The most specific code wins."""
    mentions = mentions_in(text)
    clouds_named = ecosystems_of(mentions)
    findings: dict[str, TechnologyFinding] = {}
    for mention in mentions:
        clause = frames.clause_at(text, mention.start)
        if mention.tech.name in findings or clause is None or not _weak_confirmed(mention, mentions) \
                or frames.is_alternative(text, mention.start, mention.end):
            continue
        # A role named in the sentence anchors it in the past even without a past tense ("At Hooli: …?").
        anchored = clause.frame in frames.PREMISE_FRAMES or (in_question and clause.frame == frames.NEUTRAL)
        conflict = _temporal(mention, frames.sentence_at(text, mention.start), cited, facts) if anchored else None
        finding = TechnologyFinding("TEMPORAL", mention.tech.name, conflict) if conflict else None
        if finding is None and clause.frame in frames.PREMISE_FRAMES:
            finding = _unshown(mention, clause.frame, clouds_named, facts, job_text)
        if finding:
            findings[mention.tech.name] = finding
    return list(findings.values())


def _unshown(mention: Mention, frame: str, clouds_named: set[str], facts: TechnologyFacts,
             job_text: str) -> TechnologyFinding | None:
    """A technology stated as the candidate's past from a cloud, or simply a product, the documents lack."""
    cloud = mention.tech.ecosystem
    # A weak spelling written exactly, mid-sentence, was already taken as the product: its cloud counts.
    if cloud and (cloud in clouds_named or not mention.korean) and cloud not in facts.ecosystems:
        return TechnologyFinding("CROSS_DOMAIN", cloud, f"attributes {cloud} experience the documents do not show")
    if mention.tech.name in facts.used or (frame != frames.OWN_PAST and _spelled_in(mention.tech, job_text)):
        return None  # the applicant's own, or the company's stack told as the company's
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


def _temporal(mention: Mention, sentence: str, cited: list[int], facts: TechnologyFacts) -> str | None:
    """The technology placed in a role (named in the sentence, cited by the evidence, or "your first job")
    or in a year before it existed — unless the applicant's own document places it in that role."""
    released = mention.tech.released
    for index in sorted(_roles_meant(sentence, cited, facts)):
        role = facts.roles[index]
        if released > role.end and not _spelled_in(mention.tech, facts.role_bodies[index]):
            return f"{mention.tech.name} ({released}) in a role that ended in {role.end}"
    for match in _YEAR_POINT.finditer(sentence):
        year = int(match.group(1) or match.group(2) or match.group(3))
        if released > year:
            return f"{mention.tech.name} ({released}) in {year}"
    return None


def _roles_meant(sentence: str, cited: list[int], facts: TechnologyFacts) -> set[int]:
    lowered = sentence.lower()
    meant = set(cited) | {i for i, names in enumerate(facts.role_names)
                          if any((n in sentence) if " " not in n else (n.lower() in lowered) for n in names)}
    ended = [i for i, role in enumerate(facts.roles) if role.end != 9999]
    if facts.roles and _FIRST_ROLE.search(sentence):
        meant.add(min(range(len(facts.roles)), key=lambda i: facts.roles[i].start))
    if ended and _PREVIOUS_ROLE.search(sentence):
        meant.add(max(ended, key=lambda i: facts.roles[i].end))
    return meant
