"""Employers, clients and partners, schools and credentials a text states as the candidate's own past.

"At Globex you…", "당시 협력사였던 한솔로지스와…", "your CKA certification", "삼일회계법인에서 감사하실 때", and with no
marker word at all "현대위아에 납품하신", "넷플릭스와 공동 제작한", "기계기술사 시험", "rolled out CPOMS", "the AWS
Certified Data Engineer – Associate exam", "CCSM Level 3" (a level the documents give otherwise): each names
something the candidate's documents must contain. The same name in a hypothetical, an example or a
sentence about the hiring company is no premise (see `frames`).

Each name has a kind: an organisation (employer, client, brand, school), a credential, or a product or other
name. An expected answer may name the tools a strong answer would use; its organisations and credentials
are still premises. A credential must stand in the documents as a word of its own ("건축사" is not in
"건축사업본부") and with its rank ("마스터 블랙벨트" is not the documents' "블랙벨트"). Not names: a word that
continues a run of capitalised words ("Vertex AI Feature Store"), peoples and languages ("an Irish name"),
mixed-case words of technical language (DevOps, OAuth, HbA1c), a metric read as a lens ("RevPAR로 보면"),
an acronym the documents spell out ("NRR"), a compound of known names ("MQM-based LQA").

Famous names need no marker: "카카오와 공동으로", "SK하이닉스에서 Tokyo Electron 설비를", "the long thesis on KONE"
are organisations because the lexicon (`organisations`) lists them, and the documents name one when they use any
of its spellings ("SK hynix" for "SK하이닉스").

The words names are read by (organisation suffixes and words, credential markers and endings, partner words, the
Korean and English words that are no names) are data: `premises.yaml`, beside this module.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from graph.rules import frames, organisations
from graph.rules.lexicon import read_data
from graph.rules.dates import MONTHS
from graph.rules.text import lines_of, normalise_for_match, particles, squeeze, strip_particle

# The word tables (premises.yaml): read once, joined into patterns in their order.
WORDS = read_data(Path(__file__).with_name("premises.yaml"))
ORG_SUFFIXES_KO = tuple(WORDS["organisation_suffixes"])  # words that end an organisation's or school's name
ORG_WORDS_EN = tuple(WORDS["organisation_words"])
CREDENTIAL_MARKERS_KO = tuple(WORDS["credentials"]["markers"])
PARTNER_WORDS_KO = "|".join(WORDS["partners"]["ko"])
PARTNER_WORDS_EN = "|".join(WORDS["partners"]["en"])
# Korean licences and titles by their endings ("기계기술사", "세무사", "정보처리기능사").
CREDENTIAL_ENDINGS_KO = "|".join(WORDS["credentials"]["endings"])

# Korean words that stand where a name could but name nothing in particular (compounds and settings among them).
_GENERIC_KO = frozenset(word for words in WORDS["generic_ko"].values() for word in words)
# Parties named by their kind, not their name ("고객사에 납품", "완성차 업체와 공동 개발").
_PARTY_KO = re.compile("(" + "|".join(WORDS["parties_ko"]) + ")(들|님|님들)?$")
_HANGUL_WORD = re.compile(r"[가-힣]+")
# A verb before "당시" or "시절" ("…줄이셨는데요. 당시"), not a name: a past or honorific stem and its ending.
_VERB_KO = re.compile(r"(?:셨|었|았|했|였|겠)[가-힣]{0,3}$|[가-힣](?:며|면서|하고|하여|해서)$")  # "…로 바꾸며"
# Endings of Korean nouns for units, settings and stages of work, and for what a party does or wants.
_UNIT_SUFFIX_KO = re.compile("(" + "|".join(WORDS["unit_suffixes_ko"]["units"] + WORDS["unit_suffixes_ko"]["dealings"])
                             + ")$")
# Capitalised words that are not names of organisations (sentence openers, roles, days, eponymous methods).
_NOT_NAMES_EN = frozenset(word for words in WORDS["not_names_en"].values() for word in words)
# Mixed-case words of general technical language, not names: DevOps, FinTech, SaaS, NoSQL, OAuth, HbA1c, SpO2.
_CONCEPT_EN = re.compile(r"^(?:[A-Z][A-Za-z]*(?:Ops|Tech|aaS|SQL)|OAuth[\d.]*|WebSockets?|WebHooks?|HbA1c|"
                         r"[A-Z][a-z][A-Z]+\d+|" + "|".join(WORDS["concepts_en"]) + ")$")
# Laws, regulations and standards, named by their last word: the subject of work, not a party to it.
_STATUTE_EN = re.compile(r"\s(?:" + "|".join(WORDS["statutes_en"]) + ")$")
_DAYS_MONTHS = re.compile(r"^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?$|^(" + "|".join(map(str.capitalize, MONTHS))
                          + ")$")
# Bayesian, Gaussian, Euclidean, Socratic, Marxist; Irish, Japanese, French: peoples and languages
_ADJECTIVE_EN = re.compile(r"^[A-Z][a-z]{2,}(ian|ean|ic|ist|ish|ese)$|^(" + "|".join(WORDS["peoples_en"]) + ")$")

_NAME = r"[A-Z][\w&.'-]*(?:\sof\s[A-Z][\w&.'-]*|\s[A-Z][\w&.'-]*){0,3}"
_KO_NAME = r"[가-힣A-Za-z][가-힣A-Za-z0-9&.]{1,15}"
# Kinds of names: an organisation (employer, client, school), a credential, or a product or other name.
ORG, CREDENTIAL, PRODUCT = "org", "credential", "product"
INLINE = "inline"  # a capitalised word inside a sentence: a product or other name, unless it continues a run
_ORG_SUFFIX = "|".join(re.escape(s) for s in ORG_SUFFIXES_KO)
_MIXED_CASE = r"(?:[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z][A-Za-z0-9]*)(?<=[A-Za-z0-9]{4})"  # BluePearl, IDeaS
# After "인증" or "자격": words of a certification regime a product or a system meets ("CSAP 인증 요건", "인증사본"),
# not a credential a person holds.
_REGIME_AFTER = r"(?!\s?(?:" + "|".join(WORDS["credentials"]["regime_words"]) + "))"
# Goods and systems a certification is for ("전기용품 KC 인증"): the certification is the product's.
_CERTIFIED_THING = re.compile(r"(?:" + "|".join(WORDS["credentials"]["certified_things"]) + r")\s$", re.IGNORECASE)
# The clause speaks to the candidate ("you", "your", "하셨", "하신", "하실").
_ADDRESSES = re.compile(r"\b(?:you|your|you're|you've|yours)\b|셨|(?:신|실|시는|시던|시면|세요)(?![가-힣])",
                        re.IGNORECASE)
_PATTERNS: tuple[tuple[str, str], ...] = (
    # Korean: organisation and school names by their suffix
    (ORG, r"(?P<n>[\w()㈜]{1,20}(?:" + _ORG_SUFFIX + r"))(?![가-힣])|"
          r"(?P<n2>[\w()㈜]{1,20}(?:" + _ORG_SUFFIX + r"))(?=에서|에|의|을|를|이|가|은|는|와|과|으로|로|도)"),
    # Korean: a company by its legal form before the name ("(주)태광정밀과", "㈜세명제약")
    (ORG, r"(?:\(주\)|㈜|주식회사)\s?(?P<n>[가-힣A-Za-z][가-힣A-Za-z0-9&]{1,15})"),
    # Korean: credentials ("CKA 자격을", "세무사 자격증", "PMP를 취득")
    (CREDENTIAL, r"(?P<n>[A-Za-z][A-Za-z0-9+\-]{1,15}\s[A-Z][A-Za-z0-9+\-]{0,10}|[A-Za-z0-9가-힣+\-]{2,20})"
                 r"(?:\([^()]{1,20}\))?(?:\s?(?:국제|국가|민간|공인|전문))?\s?"
                 r"(?:" + "|".join(CREDENTIAL_MARKERS_KO) + r")" + _REGIME_AFTER + "|"
                 r"(?P<n2>[A-Za-z][A-Za-z0-9+\-]{1,15})\s?(?:" + particles("object") + r")?\s?취득"),
    # Korean: a workplace ("X에서 근무하실 때", "X 재직 시절", clause-initial "X에서 …")
    (ORG, r"(?P<n>" + _KO_NAME + r")에서\s*(?:근무|일하|재직|인턴|일한|일했|계실|계셨|근무하)|"
          r"(?P<n2>" + _KO_NAME + r")(?<!에서)(?<!에게)\s?(?:재직|근무|인턴)?\s?(?:시절|당시)|"
          r"(?:^|[.?!,]\s*|(?:당시|이전|예전|과거|전)\s)(?P<n3>" + _KO_NAME + r")에서\s"),
    # Korean: clients and partners ("협력사였던 X와", "X라는 고객사")
    (ORG, r"(?:" + PARTNER_WORDS_KO + r")(?:였던|이던|이었던|인|로|으로|였던\s곳인)?\s+(?P<n>" + _KO_NAME + r")|"
          r"(?P<n2>" + _KO_NAME + r")(?:" + particles("quoting") + r")\s(?:" + PARTNER_WORDS_KO + r")"),
    # Korean: an owner or shipper named as the past party ("주요 선주였던 Maran Gas"); without "였던" 선주 is generic
    (ORG, r"(?:선주|화주|원청사?)(?:였던|이던|이었던|인)\s+(?P<n>" + _KO_NAME + r")"),
    # Korean: a customer, a buyer, an acquirer or a co-producer ("현대위아에 납품하신", "넷플릭스와 공동 제작한")
    (ORG, r"(?P<n>" + _KO_NAME + r")(?:" + particles("locative", "dative") + r")\s*"
          r"(?:납품|공급|수출|판매|납입|입점|인수(?:되|된|합병)|합병)|"
          r"(?P<n2>" + _KO_NAME + r")(?:" + particles("comitative") + r")\s*"
          r"(?:공동\s*으로|공동\s*(?:제작|개발|연구|기획|연출|사업|프로젝트|마케팅|분석|수행|진행|조사)|제휴|파트너십|합작|협약)"),
    # Korean: a brand or chain a business joined ("X 계열로 리브랜딩될 때", "X 브랜드로 전환")
    (ORG, r"(?P<n>" + _KO_NAME + r"(?:\s" + _KO_NAME + r")?)\s?(?:계열|브랜드|체인)"
          r"(?:" + particles("instrument") + r")\s*(?:리브랜딩|편입|가맹|인수|재개장)"),
    # Korean: a licence or title by its ending, before an exam or grade ("기계기술사 시험", "세무사 자격")
    (CREDENTIAL, r"(?P<n>[가-힣]{1,10}(?:" + CREDENTIAL_ENDINGS_KO + r"))"
                 r"(?=\s?(?:시험|자격|면허|합격|취득|공부|준비|과정|\d\s?급))"),
    # Korean: a school by its short form or its initials ("서울대에서 석사", "KAIST 석사 과정")
    (ORG, r"(?P<n>[가-힣]{2,8}대)\s*(?:에서\s*)?(?:석사|학사|박사|졸업|재학|전공|학위)|"
          r"(?P<n2>[A-Z][A-Za-z&]{2,10})\s*(?:에서\s*)?(?:석사|학사|박사|졸업|재학|학위|MBA)"),
    # English: a certification by its full name ("AWS Certified Data Engineer – Associate")
    (CREDENTIAL, r"(?<![\w&.-])(?P<n>(?:[A-Z][\w&.-]*\s){0,2}Certified(?:\s(?:[A-Z][\w&+-]*|[–—-](?=\s[A-Z]))){1,6})"),
    # English: a product the candidate adopted ("rolled out CPOMS", "migrated to Freshdesk")
    (PRODUCT, r"\b(?:rolled out|rolling out|roll out|migrated(?:\s\w+)?\s(?:to|onto)|switched(?:\s\w+)?\s(?:to|from)|"
              r"moved(?:\s\w+)?\s(?:onto|off)|adopted|implemented|introduced|deployed|licensed|purchased|brought in|"
              r"replaced\s\w+\swith)\s+(?:the\s+|a\s+|an\s+)?(?P<n>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){0,2})"),
    # English: organisations and schools by their words, and names after at/for/joined; after from/with a tool too
    # (a possessive ends a name: "Meta's Media Buying Professional" is Meta's credential, no organisation
    # "Meta's Media")
    (ORG, r"(?<![\w&'.-])(?P<n>(?:(?![A-Z][\w&.-]*'s\s)[A-Z][\w&'.-]*\s){0,3}"
          r"(?:" + "|".join(re.escape(w) for w in ORG_WORDS_EN) + r")"
          r"(?:\s(?:of|for)\s(?:[A-Z][\w.-]*\s?){1,3})?)(?![A-Za-z])"),
    (ORG, r"\b(?:at|joined|for)\s+(?:the\s+)?(?P<n>" + _NAME + r")"),
    (PRODUCT, r"\b(?:from|with)\s+(?:the\s+)?(?P<n>" + _NAME + r")"),
    # English: credentials and clients
    (CREDENTIAL, r"\b[Yy]our\s+(?P<n>(?:[A-Z0-9][\w+-]*\s){0,5}[A-Z0-9][\w+-]*)\s+"
                 r"(?:certification|certificate|credential|license|licence|exam|designation|charter)|"
                 r"\b(?P<n2>[A-Z][A-Za-z0-9+-]{1,10})[- ]certified\b"),
    (CREDENTIAL, r"\b(?:hold|holds|held|holding|earned|earning|passed|passing|obtained|got|completed)\s+"
                 r"(?:the\s+|your\s+|an?\s+)?"
                 r"(?P<n>[A-Z][A-Za-z0-9+-]{1,12}(?:/[A-Z]{1,4}\b)?(?:\s[A-Z][A-Za-z0-9+-]{1,12}){0,3})|"
                 r"\b(?:a\s+)?certified\s+(?P<n2>[A-Z][\w-]+(?:\s[A-Z][\w-]+){0,3})"),
    (ORG, r"\b(?:" + PARTNER_WORDS_EN + r")s?\s+(?:called\s+|named\s+)?(?P<n>" + _NAME + r")|"
          r"(?<![\w&.'-])(?P<n2>" + _NAME + r")(?:'s)?\s+(?:account|partnership|deal|contract|engagement)\b"),
    # A Latin name a Korean particle follows ("Zendesk로", "Globex에서"): mixed case, so no acronym; a name with
    # capitals inside ("IDeaS 레버뉴 매니지먼트", "BluePearl") may stand before a Korean noun as well
    (PRODUCT, r"(?<![A-Za-z0-9])(?P<n>[A-Z][a-z][A-Za-z0-9]*(?:\.[a-z]{2,3})?(?:\s[a-z]?[A-Z][A-Za-z0-9]+){0,2})"
              r"(?=[가-힣])|"
              r"(?<![A-Za-z0-9])(?P<n2>" + _MIXED_CASE + r")(?=\s[가-힣])"),
    # "your SHRM-CP", "your DNV SolarFarmer runs": an acronym or a name with inner capitals the candidate had
    (PRODUCT, r"\b[Yy]our\s+(?P<n>[A-Z]{2,}[A-Za-z0-9]*(?:-[A-Z0-9]+)+|[A-Z]{2,6}\s" + _MIXED_CASE + r")"),
    # An acronym a Korean particle follows as the subject or partner of the work ("IQVIA가 대행했던")
    (ORG, r"(?<![A-Za-z0-9&/-])(?P<n>[A-Z]{4,6})(?=가\s|와의\s|과의\s|와\s함께|과\s함께)"),
    # A title a credential gives ("As a PRINCE2 Practitioner", "as an ASQ Certified Quality Engineer")
    (CREDENTIAL, r"\b[Aa]s an? (?P<n>(?:[A-Z][\w+-]*\s){1,3}(?:Practitioner|Professional|Expert|Specialist|Fellow|"
                 r"Auditor|Assessor))\b"),
    # An acronym before the word credential ("CEM and CMVP credentials"); a Korean credential named by its grade
    # ("전산세무 1급과 재경관리사")
    (CREDENTIAL, r"\b(?P<n>[A-Z][A-Z0-9+/-]{1,10})\s+(?:credentials?|certifications?|designations?)\b|"
                 r"(?<![가-힣])(?P<n2>(?!장애)[가-힣]{2,10})\s?\d\s?급(?=과|와|을|를|이|가|은|는|도|으로|로|\s|,|$)"),
    # A Latin name before a Korean word for a tool ("Audatex 견적 시스템으로", "Veeva Vault 모듈")
    (PRODUCT, r"(?<![A-Za-z0-9])(?P<n>[A-Z][a-z][A-Za-z0-9]+(?:\s[A-Z][A-Za-z0-9]+)?)\s(?:[가-힣]{1,6}\s)?"
              r"(?:시스템|솔루션|툴|도구|프로그램|플랫폼|소프트웨어|모듈|장비)"),
    # A credential's abbreviation in brackets after the word certified or 자격 ("certified … (CKA)")
    (CREDENTIAL, r"(?i:certif|자격|licen[cs])[^()\n]{0,40}\((?P<n>[A-Z]{2,6})\)"),
    # English: a capitalised name inside a sentence (not inside a run of capitalised words: "Vertex AI Feature
    # Store" is one name), or opening one with a possessive
    (INLINE, r"(?<=[a-z,] )(?P<n>(?:[A-Z][a-z]+)+(?:\s+(?:[A-Z][a-z]+)+){0,2})(?![A-Za-z\d])|"
             r"^(?P<n2>" + _NAME + r")'s\b"),
)
_ENTITY = [(kind, re.compile(p, re.MULTILINE)) for kind, p in _PATTERNS]


class Name(NamedTuple):
    text: str
    start: int
    opening: bool  # only a clause-initial "X에서": a name where the clause tells the candidate's own past
    kind: str = PRODUCT  # ORG, CREDENTIAL or PRODUCT (a tool, or a name no pattern places)
    organisation: organisations.Organisation | None = None  # the lexicon organisation the name is


def names_in(text: str) -> list[Name]:
    """Candidate names of organisations, schools and credentials in a text, cleaned of particles; a name of the
    lexicon wherever it stands."""
    found = _pattern_names(text)
    for mention in organisations.mentions_in(text):  # a famous name, whatever stands around it
        if text[mention.start - 1:mention.start].isdigit():
            continue  # "900건대": a band of figures, not 건대
        pattern = found.get(mention.start)
        if pattern and len(pattern.text) > mention.end - mention.start:
            if all(word in _NOT_NAMES_EN for word in pattern.text[mention.end - mention.start:].split()):
                # "Samsung SDI IP"팀
                found[mention.start] = pattern._replace(kind=ORG, organisation=mention.organisation)
            continue  # a longer name that opens with it: "NABCEP PV Installation Professional"
        found[mention.start] = Name(text[mention.start:mention.end], mention.start, bool(pattern and pattern.opening),
                                    ORG, mention.organisation)
    return sorted(found.values(), key=lambda n: n.start)


def _pattern_names(text: str) -> dict[int, Name]:
    """The names the patterns find, by start. A name some pattern reads as an organisation or a credential has
    that kind, whichever pattern found it first."""
    found: dict[int, Name] = {}
    kinds: dict[int, set[str]] = {}
    for kind, pattern in _ENTITY:
        for match in pattern.finditer(text):
            name = _pattern_name(text, kind, match)
            if name is not None:
                kinds.setdefault(name.start, set()).add(name.kind)
                found.setdefault(name.start, name)
    for start, name in found.items():
        placed = kinds[start] - {PRODUCT}
        if placed:
            found[start] = name._replace(kind=CREDENTIAL if CREDENTIAL in placed else ORG)
    return found


def _pattern_name(text: str, kind: str, match: re.Match) -> Name | None:
    """The name a pattern's match holds, cleaned; None when it is no name."""
    group = next(g for g in ("n", "n2", "n3") if g in match.re.groupindex and match.group(g))
    name = _clean(match.group(group))
    if not name or kind == INLINE and _inside_a_run(text, match.start(group)):
        return None
    if group == "n3" and _HANGUL_WORD.fullmatch(name):
        # "포스트모템에서", "측면에서": a Korean noun opening a clause is a setting; a famous name is the lexicon's
        return None
    return Name(name, match.start(group), group == "n3", PRODUCT if kind == INLINE else kind)


def _inside_a_run(text: str, start: int) -> bool:
    """"Vertex AI Feature Store", "Airflow 2's TaskFlow API": the word continues a name (after a capitalised
    word or acronym that is not a function word, or after a possessive), so it is no name of its own."""
    before = re.search(r"([A-Z][\w.+#-]*)(?:\s\d[\w.]*)?('s)?\s+$", text[:start])
    return bool(before) and (bool(before.group(2)) or before.group(1) not in _NOT_NAMES_EN)


def _clean(span: str) -> str | None:
    span = re.split(r"[.!?;:]\s", span)[0].strip(" .,'\"–—-")
    span = re.sub(r"^(the|The|a|A|an|An|In|At|For|From|With)\s+", "", span)
    span = re.sub(r"'s$", "", span)
    span = strip_particle(span)
    if _STATUTE_EN.search(span):
        return None  # "Equality Act", "Medical Device Regulation": a law or standard, no one's employer
    if len(span) < 2 or span in _GENERIC_KO or span in _NOT_NAMES_EN or _UNIT_SUFFIX_KO.search(span) \
            or _CONCEPT_EN.match(span) or _VERB_KO.search(span) or _PARTY_KO.search(span) \
            or (re.fullmatch(r"[A-Z]{2,5}s", span) and span[:-1] in _NOT_NAMES_EN):
        return None
    words = span.split()
    if all(w in _NOT_NAMES_EN or _DAYS_MONTHS.match(w) or _ADJECTIVE_EN.match(w) for w in words):
        return None
    return span


class KnownNames(NamedTuple):
    applicant: str  # the applicant's documents in matching form
    applicant_squeezed: str
    initials: str  # initials of the documents' runs of capitalised words: "Solutions Architect Associate" → SAA
    job: str  # the job description (the company's own names)
    credential_words: frozenset[str] = frozenset()  # Korean credential names of the applicant's credential lines
    lines: tuple[frozenset[str], ...] = ()  # the words of each line of the applicant's documents, in matching form
    organisations: frozenset[str] = frozenset()  # spellings of the lexicon organisations the documents name
    job_organisations: frozenset[str] = frozenset()  # spellings of those the job description names


# A heading or line that lists credentials.
_CREDENTIAL_HEADING = re.compile(r"^\s*#+.*(자격|인증|면허|수료|credential|certif|licen)", re.IGNORECASE)
_CREDENTIAL_LINE = re.compile(r"자격|인증|면허|벨트|certified|certificate|licen[cs]e|belt", re.IGNORECASE)
# Words after a name that make it a credential ("건축사 자격을", "세무사 시험").
_AS_CREDENTIAL = re.compile(r"\s?(?:자격|면허|시험)")
# A Korean word that names a credential by its ending ("품질경영기사", "건축시공기술사", "블랙벨트").
_CREDENTIAL_WORD = re.compile(r"(?:" + CREDENTIAL_ENDINGS_KO + r"|벨트|자격증|면허증)$")


def known_names(applicant_texts: list[str], job_texts: list[str]) -> KnownNames:
    applicant = normalise_for_match(" ".join(applicant_texts))
    runs = re.findall(r"(?:[A-Z][\w'&.]*[\s–—-]+)*[A-Z][\w'&.]*", " ".join(applicant_texts))
    initials = " ".join("".join(w[0] for w in re.split(r"[\s–—-]+", run) if w) for run in runs)
    lines = tuple(frozenset(re.findall(r"[a-z0-9]+", normalise_for_match(line))) for text in applicant_texts
                  for line in lines_of(text))
    return KnownNames(applicant, applicant.replace(" ", ""), initials, normalise_for_match(" ".join(job_texts)),
                      frozenset(_credential_words(applicant_texts)), lines, organisations.named_in(applicant_texts),
                      organisations.named_in(job_texts))


def _credential_words(texts: list[str]) -> set[str]:
    words: set[str] = set()
    for text in texts:
        in_section = False
        for line in lines_of(text):  # a blank line neither opens a section nor holds a credential
            if re.match(r"^\s*#", line):
                in_section = bool(_CREDENTIAL_HEADING.match(line))
                continue
            if in_section or _CREDENTIAL_LINE.search(line):
                words.update(w for w in map(strip_particle, re.findall(r"[가-힣][가-힣0-9]+", line))
                             if _CREDENTIAL_WORD.search(w))
    return words


# Ranks put before a credential's name: "마스터 블랙벨트" is another credential than the documents' "블랙벨트".
_RANK_KO = re.compile(r"(?<![가-힣])(" + "|".join(WORDS["credentials"]["ranks"]) + r")\s?([가-힣][가-힣0-9]+)")


def changed_ranks(text: str, known: KnownNames) -> list[tuple[int, str]]:
    """(position, span) of the documents' credentials the text gives a rank they do not have."""
    found = []
    for match in _RANK_KO.finditer(text):
        core = strip_particle(match.group(2))
        if core in known.credential_words and squeeze(match.group(1) + core) not in known.applicant_squeezed:
            found.append((match.start(), match.group(1) + " " + core))
    return found


def _known_credential(name: str, known: KnownNames) -> bool:
    """A Korean credential's name must stand in the documents as a word of its own: "건축사" is not in
    "건축사업본부" (a particle, a bracket, a space or 자격/시험 may follow it)."""
    if not re.fullmatch(r"[가-힣]+", name):
        return is_known(name, known)
    tail = r"(?:[^가-힣]|$|(?:이|가|을|를|은|는|의|도|로|으로|와|과|시험|취득|합격)(?![가-힣])|" \
        + "|".join(CREDENTIAL_MARKERS_KO) + ")"
    return bool(re.search(re.escape(name) + tail, known.applicant))


# "-based", "-driven": a compound of names is known when each name in it is ("MQM-based LQA").
_DESCRIPTOR = re.compile("-(?:" + "|".join(WORDS["descriptors_en"]) + r")\b")
# A metric read as a lens ("RevPAR로 보면", "in terms of NPS"), not a thing the candidate had.
_LENS_AFTER = re.compile(r"^(?:" + particles("instrument") + r")\s*(?:보면|환산|계산|따지면|치면|봤을|보았을)|"
                         r"^\s*기준으로\s*(?:보면|환산|계산)|^\s*관점에서")
_LENS_BEFORE = re.compile(r"\b(?:in terms of|measured (?:by|in|as)|expressed as|as a share of|"
                          r"converted (?:to|into))\s+$", re.IGNORECASE)


# Words that place a known organisation rather than name another ("Globex Seoul office", "쿠팡 물류센터").
_PLACE_WORDS = frozenset(WORDS["place_words"])


def is_known(name: str, known: KnownNames) -> bool:
    aliased = re.fullmatch(r"(.+?)\s?\((.+?)\)?", name)
    if aliased:  # "aSSIST(서울과학종합대학원": a name with its other spelling in brackets, known by either
        return any(is_known(part, known) for part in aliased.groups())
    words = normalise_for_match(name).split()
    if _stands_in(name, known) or _abbreviates(name, known) or _on_one_line(name, words, known):
        return True
    core = [w for w in words if w not in _PLACE_WORDS]
    if 0 < len(core) < len(words) and " ".join(core) in known.applicant:
        return True
    if _DESCRIPTOR.search(name):
        parts = [p for p in re.split(r"\s+", _DESCRIPTOR.sub(" ", name)) if p[:1].isupper()]
        return bool(parts) and all(is_known(p, known) for p in parts)
    acronyms = name.split()
    if 2 <= len(acronyms) <= 3 and all(re.fullmatch(r"[A-Z][A-Z0-9&]+(?:-[A-Z0-9]+)*", a) for a in acronyms):
        return all(is_known(a, known) for a in acronyms)  # "CMU RI", "ISTQB CTAL-TAE": each the documents' own
    return False


def _stands_in(name: str, known: KnownNames) -> bool:
    """The documents hold the name as it is written; a Latin name as a word of its own ("Epic" is not in "epics")."""
    form = normalise_for_match(name)
    if re.fullmatch(r"[a-z][a-z0-9 .&'-]*", form):
        return bool(re.search(r"(?<![a-z0-9])" + re.escape(form) + r"(?![a-z0-9])", known.applicant))
    return form in known.applicant or squeeze(name) in known.applicant_squeezed


def _abbreviates(name: str, known: KnownNames) -> bool:
    """An acronym of the documents' words: "SAA" for "AWS Certified Solutions Architect – Associate" (initials),
    "NRR" for "net revenue retention" (spelled out)."""
    if re.fullmatch(r"[A-Z]{2,6}", name) and name in known.initials:
        return True
    return bool(re.fullmatch(r"[A-Z]{3,5}", name) and re.search(
        r"(?<![a-z0-9])" + r"[a-z0-9]*[\s-]+".join(name.lower()) + r"[a-z0-9]*", known.applicant))


def _on_one_line(name: str, words: list[str], known: KnownNames) -> bool:
    """"Texas PE" for "Professional Engineer (PE), …, Texas": one line of the documents holds each word."""
    return 2 <= len(words) <= 3 and bool(re.search(r"\b[A-Z]{2,6}\b", name)) and all(
        re.fullmatch(r"[a-z0-9]+", w) for w in words) and any(line.issuperset(words) for line in known.lines)


# A credential with its level ("CCSM Level 3", "보건교육사 3급", "드론 1종"): the level is part of the name.
_GRADED = re.compile(r"(?P<n>\b[A-Z][A-Za-z0-9]{1,10}|[가-힣]{2,10})\)?\s?"
                     r"(?:(?:Level|Lv\.?|Tier|Grade)\s?(?P<g>\d{1,2})(?![\dA-Za-z.])|"
                     r"(?P<g2>\d)\s?(?:급|종)(?:을|를|이|은|는|의|도|까지|으로|로|과|와|에)?(?![가-힣]))")


def _grades(name: str, known: KnownNames) -> set[str]:
    """The levels the applicant's documents give a credential of this name."""
    pattern = re.escape(normalise_for_match(name)) + (r"[^\n]{0,40}?(?:(?:level|lv\.?|tier|grade)\s?(\d{1,2})\b|"
                                                      r"(\d)\s?(?:급|종))")
    return {m.group(1) or m.group(2) for m in re.finditer(pattern, known.applicant)}


def changed_grades(text: str, known: KnownNames) -> list[tuple[int, str]]:
    """(position, span) of credentials the text gives another level than the documents do."""
    found = []
    for match in _GRADED.finditer(text):
        grade = match.group("g") or match.group("g2")
        name = strip_particle(match.group("n"))
        if len(name) < 2 or not is_known(name, known):
            continue
        grades = _grades(name, known)
        if grades and grade not in grades:
            found.append((match.start(), match.group(0).strip()))
    return found


# An organisation cited for what it published or is known for names a source the work drew on, not a party to
# it: a public body's dataset, classification or rule ("통계청 장래인구추계", "OECD SOCX", "WHO guidelines"), and
# any organisation's model or method ("the Spotify squad model", "Amazon's leadership principles", "넷플릭스 사례",
# "what Google describes").
_SOURCE_KINDS = ("agency", "association", "institute")
_SOURCE_AFTER = re.compile(r"^(?:'s)?(?:\s[가-힣]{2,6}){0,2}\s?(?:[A-Z][a-z]*[A-Z]|[A-Z][a-z]+\s[A-Z]|"
                           r"자료|통계|데이터|기준|분류|지침|가이드|보고서|추계|장래|"
                           r"사후\s?검증|세무\s?조사|현장\s?점검|심사|실사|"
                           r"조사|지표|규정|고시|권고|매뉴얼|guidance|guidelines?|standards?|data\b|statistics|classification|"
                           r"criteria|database|reports?\b|survey)")
_REFERENCE_AFTER = re.compile(
    r"^(?:'s)?\s(?:[A-Za-z-]+\s)?(?:model|framework|method(?:ology)?|way|principles?|matrix|playbook|book|paper|"
    r"guide|handbook|culture|memo|style|case stud(?:y|ies)|blog|quadrant|hype cycle|index|ranking|survey)(?![A-Za-z])|"
    r"^\s(?:describes?|recommends?|suggests?|publishe[sd]|documents|popularised|popularized)\b|"
    r"^(?:의\s?|\s)?(?:사례|모델|방식|프레임워크|원칙|방법론|가이드|스타일|문화|백서|논문|블로그|식(?![가-힣]))",
    re.IGNORECASE)


# Any name before a model or scale it gave its name to ("Kirkpatrick 4단계 모델", "the Tuckman model"): a method.
_METHOD_AFTER = re.compile(r"^(?:'s|의(?:\s?(?:표준|고전적|원래|기본))?)?\s?(?:\d+\s?단계\s?|\d+[\s-]level\s)?"
                           r"(?-i:[A-Z]{2,5}\s)?(?:모델|척도|프레임워크|방법론|방식|기법|공식|곡선|이론|모형|원칙|프로토콜|인지모델|"
                           r"model|framework|scale|method|equation|curve|theory|protocol|(?-i:DBT|CBT))"
                           r"(?![A-Za-z])", re.IGNORECASE)


_IN_A_TITLE = re.compile(r"^(?:\s(?:etc\.?|and|of|for|the|[A-Z][a-z]+)){0,4}\s(?:Act|Regulations?|Directive|Order)\b")
# Two surnames joined by a dash name a method or a test: "Levenberg–Marquardt", "Mann-Whitney", "Kaplan–Meier".
_EPONYM_AFTER = re.compile(r"^[–-][A-Z][a-z]+(?![\w-])")
_EPONYM_BEFORE = re.compile(r"(?<![\w-])[A-Z][a-z]+[–-]$")


def _cited(organisation: organisations.Organisation, after: str) -> bool:
    return organisation.kind in _SOURCE_KINDS and bool(_SOURCE_AFTER.match(after)) \
        or bool(_REFERENCE_AFTER.match(after))


def _in_job(name: Name, known: KnownNames) -> bool:
    """The job description names it: the hiring company, its stack, its partners."""
    return bool(name.organisation and organisations.is_named(name.organisation, name.text, known.job_organisations)) \
        or normalise_for_match(name.text) in known.job


def unknown_premises(text: str, known: KnownNames, skip: set[tuple[int, int]] = frozenset(), predicts: bool = False,
                     products_judged: tuple[tuple[int, int], ...] = ()) -> list[str]:
    """Names the text states as the candidate's own past that the applicant's documents do not contain.
    `skip` holds character ranges already judged elsewhere (technologies of the catalogue); a name that is
    mostly one of them is left to that judgement. An expected answer (`predicts`) may name the tools a strong
    answer would use; its employers, clients, schools and credentials are still premises. A product name
    inside `products_judged` (a clause that moves the work into another cloud) is judged with that cloud."""
    unknown = [span for start, span in changed_grades(text, known) + changed_ranks(text, known)
               if _premise_clause(text, start)]
    for name in names_in(text):
        clause = _premise_clause(text, name.start)
        if clause is None or _documented(name, text, known):
            continue
        if name.kind == PRODUCT and (predicts or any(s <= name.start < e for s, e in products_judged)):
            continue  # a tool an answer predicts; a product of the other cloud, judged as CROSS_DOMAIN
        # the last: the company's own name, told as the company's
        if not (_no_party(name, text, clause, known) or _judged_elsewhere(name, text, skip)
                or frames.frame_of(clause.text) != frames.OWN_PAST and _in_job(name, known)):
            unknown.append(name.text)
    return list(dict.fromkeys(unknown))


def _premise_clause(text: str, position: int) -> frames.Clause | None:
    """The clause that holds `position`, when it states the candidate's own past (or a past)."""
    clause = frames.clause_at(text, position)
    return clause if clause is not None and clause.frame in frames.PREMISE_FRAMES else None


def _documented(name: Name, text: str, known: KnownNames) -> bool:
    """The applicant's documents hold the name: a lexicon organisation by any spelling, a credential as a word
    of its own, any other name as `is_known` finds it."""
    end = name.start + len(name.text)
    credential = name.kind == CREDENTIAL and bool(_CREDENTIAL_WORD.search(name.text)
                                                  or _AS_CREDENTIAL.match(text[end:end + 6]))
    return bool(name.organisation and organisations.is_named(name.organisation, name.text, known.organisations)) or (
        _known_credential(name.text, known) if credential else is_known(name.text, known))


def _no_party(name: Name, text: str, clause: frames.Clause, known: KnownNames) -> bool:
    """The words around the name make it no party to the candidate's past: a measure, a setting, a source, a
    law, a method, a product's certification, the company's own name."""
    end = name.start + len(name.text)
    if _LENS_AFTER.match(text[end:end + 12]) or _LENS_BEFORE.search(text[max(0, name.start - 24):name.start]):
        return True  # "RevPAR로 보면 얼마나": a measure to read the result by
    if name.opening and (clause.frame != frames.OWN_PAST or _in_job(name, known)):
        return True  # "콜드 스타트에서 가장 오래 걸리던…", the company's "모의점검에서": a setting, not a workplace
    if name.organisation and _cited(name.organisation, text[end:end + 40]):
        return True  # "통계청 장래인구추계", "the Spotify squad model", "넷플릭스 사례": a source, not a party
    if _IN_A_TITLE.match(text[end:end + 30]):
        return True  # "at Work etc. Act 1974": a word of a law's title
    if _METHOD_AFTER.match(text[end:end + 24]) or " " not in name.text and _eponym(text, name.start, end):
        return True  # "Kirkpatrick 4단계 모델", "Levenberg–Marquardt": a method named after its authors
    if name.kind == CREDENTIAL and _CERTIFIED_THING.search(text[max(0, name.start - 12):name.start]):
        return True  # "전기용품 KC 인증": a product's certification
    # "Redmesa's projects include BESS": the company's own name in a clause about the company
    return _in_job(name, known) and not _ADDRESSES.search(clause.text)


def _eponym(text: str, start: int, end: int) -> bool:
    """A surname joined by a dash to another: "Levenberg–Marquardt", "Mann-Whitney"."""
    return bool(_EPONYM_AFTER.match(text[end:end + 24]) or _EPONYM_BEFORE.search(text[max(0, start - 24):start]))


def _judged_elsewhere(name: Name, text: str, skip: set[tuple[int, int]]) -> bool:
    """Mostly a technology of the catalogue, judged there ("AWS Certified …" is not), or an option weighed."""
    end = name.start + len(name.text)
    judged = sum(max(0, min(e, end) - max(s, name.start)) for s, e in skip)
    own = re.search(r"\b[Yy]our\s+$", text[max(0, name.start - 6):name.start])  # "your X runs compare with Y"
    return 2 * judged >= len(name.text) or (frames.is_alternative(text, name.start, end) and not own)
