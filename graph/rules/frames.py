"""Which clauses of a text state the candidate's own past, and which are hypothetical or about the company.

A name or figure is a premise only where the text states it as the candidate's experience ("at X you…",
"~하셨을 때"); the same words in "if traffic doubled…", "e.g. Datadog", "our stack runs on…" are not.
Each clause gets one frame; a clause with no marker of its own ("At Oracle,") takes the frame of the
clause it introduces, else of the one before it. "Whether they compared X with Y", "X를 검토했는지" weigh
options and are hypothetical, and so is a gap named against the documents ("your resume doesn't show a
right-to-left launch", "이력서에는 … 보이지 않는데"): it states what the candidate has not done. "You'd lead"
is would; "Your MQM scores rose", "한결건설에서 일하시면서" state the candidate's own past. In an expected
answer, the words that frame the answer itself ("a strong answer would explain…", "…라고 설명하면 좋다") are
set aside first (`answer_text`).

The word lists the frames are read by are data (`frames.yaml`); sentences and clauses are split by the text layer
(`text.sentences`, `text.CLAUSE_END`).
"""

from __future__ import annotations

import bisect
import functools
import re
from pathlib import Path
from typing import NamedTuple

from graph.rules.lexicon import read_data
from graph.rules.text import CLAUSE_END, final_consonant, is_hangul, particles, sentences, spans

HYPOTHETICAL = "hypothetical"  # if…, would…, e.g. …, ~다면, ~하시겠어요, 계획
OWN_PAST = "own_past"  # addressed to the candidate: you did…, your role at…, ~하셨을 때, ~하신
COMPANY = "company"  # the hiring company: our stack…, 이 직무는…, 저희 팀은…
PAST = "past"  # past tense with no addressee: was…, ~했던, 당시
NEUTRAL = "neutral"
PREMISE_FRAMES = (OWN_PAST, PAST)


class Clause(NamedTuple):
    text: str
    start: int  # offset in the whole text
    frame: str


# The word tables (frames.yaml): read once, joined into patterns in their order.
WORDS = read_data(Path(__file__).with_name("frames.yaml"))
_IRREGULAR_PAST = "|".join(WORDS["irregular_past"])
_PRESENT_OWN = "|".join(WORDS["present_own"])
_OWN_NOUNS = "|".join(WORDS["own_nouns"])
_EN_OWN_PAST = (
    rf"\b(you|they|he|she|the (candidate|applicant))\s+(\w+ly\s+|ever\s+|also\s+|first\s+|once\s+|still\s+)?"
    rf"(?!need\b)(?:co-|re-)?(\w+ed|{_IRREGULAR_PAST})\b",
    r"\b(did|have|had|were)\s+you\b", r"\byou\s+(have|had|were|'ve)\b|\byou've\b", r"\b(did|had|were|was)\s+your\b",
    r"\b(?:has|have)\s+(?:your|holding|having|earning|getting|completing)\b",  # "How has holding the X shaped…"
    rf"\b(your|their)\s+([\w'+&/-]+\s+){{0,4}}({_OWN_NOUNS})\b",
    r"\b(when|while|after|before|since)\s+(you|they)\b|\bwhere\s+you\b", r"\bduring (your|their)\b",
    r"\b(in|at) (your|their) (previous|last|former|current|prior|old|first)\b",
    rf"\byour\s+(?:[\w'-]+\s+){{1,3}}(?:\w+ed|{_IRREGULAR_PAST}|rose|grew|fell)\b"
    r"(?!\s+(?:by|to|for)\s+(?:the|a|an|our|us)\b)",
    rf"\byou\s+(currently\s+|also\s+|still\s+)?({_PRESENT_OWN})s?\b",
    r"\byou\s+(mention|say|said|wr[io]te|note|list|cite|state)",
    # what the candidate is: "You are a CDCE", "As a PRINCE2 Practitioner, how do you…"
    r"\byou(?:'re| are) (?:a|an) (?-i:[A-Z])",
    r"^\s*as (?:a|an) (?-i:[A-Z][\w+-]*)(?![^,]*\b(?:our|we|here|this role|the role|joining)\b)",
)
_KO_OWN_PAST = (
    r"셨", r"시던", r"실\s*때", r"본인|지원자\s*님|귀하", r"(말씀|언급|기재|적으|쓰)신",
    r"(?<=[가-힣])시(면서|며)(?=\s|,|$)",
    r"경험(?:을|에\s*대해)\s*(?:구체적으로\s*)?(?:말씀|설명|이야기|소개|공유)",
    # "자격을 갖고 계시니": what the candidate holds now
    r"(?:갖고|가지고|보유하고|소지하고|갖추고)\s*계(?:시|셔|신)|갖추(?:셨|신)",
)
_EN_PAST = (r"\b(did|was|were|had)\b", r"\b(" + "|".join(WORDS["past_of_change"]) + r")\b",
            r"\bago\b|\blast (year|quarter|month)\b|\bpreviously\b|\bat the time\b|\bback (then|in|at|when)\b|"
            r"\bformer(ly)?\b")
_KO_PAST = (r"던", r"당시|시절|재직\s*(중|때|시)|근무\s*(중|때|시)|이전\s*(회사|직장|팀|직무)|전\s*직장|과거",)
_EXPERIENCE_NOUNS = "|".join(WORDS["experience_nouns"])

# "decide if", "check if": a whether-question, not a condition.
_WHETHER = re.compile(r"\b(" + "|".join(WORDS["whether_verbs"]) + r")\w*\s+if\b", re.IGNORECASE)
_POLITE_REQUEST = re.compile(r"\b(could|would|can|will)\s+you\s+(please\s+)?(" + "|".join(WORDS["request_verbs"])
                             + r")\b", re.IGNORECASE)
_EN_HYPOTHETICAL = (
    r"\bif\b|\bwould\b|\bcould\b|\bmight\b|\bsuppos(e|ing)\b|\bimagine\b|\bassum(e|ing)\b|\bhypothetical",
    # "you'd lead", "we'd expect": 'd before a plain verb is "would" ("you'd led", "you'd been" are "had")
    r"\b(you|we|they|i|he|she|it|that)'d\s+(?!been\b|had\b|done\b|gone\b|seen\b|\w+ed\b|\w+en\b|already\b|never\b|just\b)",
    r"\bwill\b|\bgoing to\b|\bplan(s|ning)? (to|for)\b|\bin the future\b|\bnext (time|year|quarter)\b|"
    r"\bonce you join|\bwhen you join|\bafter joining\b|\bon the job\b|\bwere to\b",
    r"\be\.g\.|\bi\.e\.|\bfor (example|instance)\b|\bsuch as\b|\bsay,|\bor (something )?similar\b|"
    r"\b(tools?|things?|platforms?|services?|methods?|techniques?|approaches|metrics?|libraries|frameworks?|"
    r"options?|something|systems?|databases?|products?|vendors?|solutions?)\s+like\b|,\s*like\b",
    r"\bmay (mention|include|cite|name)\b|\bperhaps\b|\bmaybe\b|\bpossibly\b",
    # a gap named honestly: "your resume doesn't show a right-to-left launch", "…shows X but not EHRs"
    r"\byou(?: have|'ve)? (?:not|never) (?:yet )?(?:worked|used|run|led|managed|built|been|had|done|held)\b|"
    r"\byou haven't (?:yet )?(?:worked|used|run|led|managed|built|been|had|done|held)\b",
    r"\b(your|the) (resume|résumé|cv|profile|application|portfolio|background)\b[^.?!]{0,60}?"
    r"\b(doesn't|does not|don't|didn't|isn't|is not|not|no|without|never|lacks?)\b",
    # "whether they compared X with Y": the options a candidate may have weighed, not what they used
    r"\bwhether\s+(or\s+not\s+)?(they|you|he|she|the (candidate|applicant))\s+(\w+ly\s+)?"
    r"(had\s+|have\s+|ever\s+|also\s+)?"
    r"(consider|compar|weigh|look(ed)?\s+(at|into)|evaluat|explor|tri(ed|al)|test|review|assess|benchmark|"
    r"th(ink|ought)\s+about|investigat|prototyp|pilot|research|shortlist)",
)
_KO_HYPOTHETICAL = (
    r"다면|라면|려면|더라도|겠", r"(?<=[하되이으지오가나내주리기우서시르러])면(?=\s|[,?.!]|$)",
    r"만약|만일|가령|가정(?!생활|환경|형편|사정)|예를\s*들어|예컨대|예시|예:|이를테면|예로",
    r"(?:[할볼갈될일울줄]\s*|앞으로의?\s*|향후\s*)계획|"
    r"계획(?=이\s*(?:있으|있나|있으세|신가|세요|십니까|이신|신지)|이신|인가|이세요|\s*중이)|"
    r"예정|앞으로|향후|장차|입사\s*(후|하시면|하게)|합류\s*(후|하시면|하게)|맡게\s*(되|된)",
    r"(?<=[가-힣])까요",
    r"(?<=[가-힣])실\s*(?:항목|부분|방법|것은|것이|건가요|거예요)",  # "먼저 확인하실 항목": what one would do
    r"(검토|비교|고려|평가|시도|테스트|조사|벤치마크)(를\s*)?(했|하였|하셨|해\s*봤|해\s*보셨)는지",
    r"(이력서|경력\s*기술서|지원서|포트폴리오)[^.?!]{0,40}?(없|않|빠져|보이지|확인되지)",
    r"경험(?:은|이)\s*(?:아직\s*)?(?:없|부족|드물)",
)
_EN_COMPANY = (r"\b(our|we|we're|we've|(?-i:us)|here)\b|\b(the|this) (role|position|job|company|opening)\b|"
               r"\bthis team\b|\bthe hiring (team|company)\b",)
_KO_COMPANY = (r"저희|우리\s*(회사|팀|서비스|플랫폼|조직|시스템|는|의)|당사|"
               r"(?<![가-힣])(이|해당|본)\s*(직무|포지션|자리|역할|팀|회사)|공고|우대|자격\s*요건|주요\s*업무",)


def _compile(*patterns: str) -> re.Pattern:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)


_OWN_PAST = _compile(*_EN_OWN_PAST, *_KO_OWN_PAST)
_PAST = _compile(*_EN_PAST, *_KO_PAST)
_HYP = _compile(*_EN_HYPOTHETICAL, *_KO_HYPOTHETICAL)
_COMPANY_RE = _compile(*_EN_COMPANY, *_KO_COMPANY)
# Korean nouns that end in the syllable 신 but are not an honorific past ("하신").
_NOT_HONORIFIC = frozenset(WORDS["not_honorific"])
# Words in -한/-은/-ㄴ that describe or relate rather than narrate: "중요한 이유", "대한 생각" are no past.
_ADJECTIVES = frozenset(WORDS["adjectives"])
# Native verbs in their past adnominal form ("겪은 병목", "이끈 팀", "줄인 비용").
_NATIVE_PAST = frozenset(WORDS["native_past"])

def _own_korean_past(text: str) -> bool:
    """A Korean honorific past ("줄이신 과정", "하신 일") or a past told as experience ("처리한 경험")."""
    for match in re.finditer(r"([가-힣]{1,6})신(?=\s|$|[,.?!'\"])", text):
        if match.group(1)[-1:] + "신" not in _NOT_HONORIFIC:
            return True
    return any(noun and _past_adnominal(word) for word, noun in _adnominals(text))


def _adnominals(text: str) -> list[tuple[str, bool]]:
    """(word, followed by an experience noun) for each Korean word that stands before another."""
    return [(m.group(1), bool(m.group(2))) for m in
            re.finditer(r"([가-힣]{2,})\s+(?=[가-힣])((?:" + _EXPERIENCE_NOUNS + r")(?![가-힣]{2}))?", text)]


def _past_adnominal(word: str) -> bool:
    """"도입한", "처리한", "겪은", "만든": a verb's past relative form, not an adjective."""
    if word in _ADJECTIVES:
        return False
    return word.endswith("한") or word in _NATIVE_PAST or word.endswith("던")


def _korean_past_tense(text: str) -> bool:
    """A syllable closed by ㅆ is a past tense (했, 였, 줄었), except 있 (to be), 겠 (future) and an indirect
    question ("측정했는지": whether they measured)."""
    return any(final_consonant(c) == 20 and c not in "있겠" and not text.startswith("는지", i + 1)
               for i, c in enumerate(text) if is_hangul(c))


def frame_of(text: str) -> str:
    """The frame a clause sets by its own markers (NEUTRAL when it has none)."""
    plain = _WHETHER.sub(" whether", _POLITE_REQUEST.sub(" ", text))
    if _HYP.search(plain):
        return HYPOTHETICAL
    if _OWN_PAST.search(plain) or _own_korean_past(plain):
        return OWN_PAST
    if _COMPANY_RE.search(plain):
        return COMPANY
    if _PAST.search(plain) or _korean_past_tense(plain) or any(_past_adnominal(w) for w, _ in _adnominals(plain)):
        return PAST
    return NEUTRAL


# "(예: 주간 리뷰, Jira 티켓)", "(e.g. Datadog, Grafana)": examples, one clause whatever commas they hold.
_EXAMPLES = re.compile(r"\((?:예\s*:|예를\s*들어|예컨대|e\.g\.|eg[.:]|for example|such as)[^()]*\)", re.IGNORECASE)


# A clause that turns to another subject: what stands before it belongs to the clause before.
_CONTRAST = re.compile(r"\s*(?:" + "|".join(WORDS["contrast"]) + r")\b", re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def clauses(text: str) -> tuple[Clause, ...]:
    """The text's clauses with their frames."""
    found: list[Clause] = []
    for sentence_start, sentence in sentences(text):
        parts = _parts(sentence, sentence_start)
        later = _next_framed(parts)
        earlier = NEUTRAL  # the frame of the last clause before with a frame of its own
        for index, (start, part, frame) in enumerate(parts):
            own = frame
            if frame == NEUTRAL:
                if later[index] and not _CONTRAST.match(later[index][0]):
                    frame = later[index][1]
                else:  # "Our stack runs on X — GKE, BigQuery — whereas your resume shows…": the list is the stack's
                    frame = earlier
            earlier = own if own != NEUTRAL else earlier
            found.append(Clause(part, start, frame))
    return tuple(found)


def _next_framed(parts: list[tuple[int, str, str]]) -> list[tuple[str, str] | None]:
    """Per clause, the first clause after it with a frame of its own (text, frame), found in one pass from the end."""
    found: list[tuple[str, str] | None] = [None] * len(parts)
    following = None
    for index in range(len(parts) - 1, -1, -1):
        found[index] = following
        if parts[index][2] != NEUTRAL:
            following = parts[index][1:]
    return found


def _parts(sentence: str, offset: int) -> list[tuple[int, str, str]]:
    """A sentence's clauses as (start, text, frame); a parenthesis of examples is one hypothetical clause."""
    parts, start = [], 0
    for example in _EXAMPLES.finditer(sentence):
        parts += [(s, part, frame_of(part)) for s, part in spans(sentence[start:example.start()], CLAUSE_END,
                                                                  offset + start)]
        parts.append((offset + example.start(), example.group(0), HYPOTHETICAL))
        start = example.end()
    return parts + [(s, part, frame_of(part)) for s, part in spans(sentence[start:], CLAUSE_END, offset + start)]


def clause_at(text: str, position: int) -> Clause | None:
    """The clause of `text` that holds the character at `position`."""
    found = clauses(text)
    index = bisect.bisect_right(_clause_starts(text), position) - 1
    if index >= 0 and position < found[index].start + len(found[index].text):
        return found[index]
    return None


@functools.lru_cache(maxsize=64)
def _clause_starts(text: str) -> list[int]:
    return [clause.start for clause in clauses(text)]


# --- options weighed, not used ---------------------------------------------------------------------

_ALTERNATIVE_BEFORE = re.compile(r"(?:\b(instead of|rather than|over|versus|vs\.?|compared (to|with)|than|between|"
                                 r"without|consider(ed|ing)?( using)?|or|not)|"
                                 r"(?<=[\w.)])(" + particles("disjunctive") + r")|\b(또는|혹은))\s+(the\s+)?$",
                                 re.IGNORECASE)
_ALTERNATIVE_AFTER = re.compile(r"^(?:-style|-like|-based|\s?(?:를|을|도|는|은|와|과|가|이)?\s?"
                                r"(?:대신|보다|대비|와\s?비교|과\s?비교|같은|처럼|류|스타일|검토|고려|아니라|아닌|없이|없는|빼고|제외하고)|\s+or\s|\s?중\s?(?:어떤|무엇|어느)|"
                                r"\s?(?:와|과|이나|나)\s?[\w.\- ]{1,30}?\s?"
                                r"(?:중\s?(?:어떤|무엇|어느)|같은|등(?:을|의|에서|에|이|은|도|과|으로)?(?![가-힣])|처럼))|"
                                r"^[\w-]*(?:\s+\w+){0,2}\s+(?:compare[sd]?|stacks?\s+up|versus|vs\.?)\b", re.IGNORECASE)


# "PubMed나 Embase", "FDA 또는 EMA": one name or the other (after a figure, "24건이나" stresses it instead).
_OR_KO_AFTER = re.compile(r"^(?:이나|나|\s또는|\s혹은)\s")
_CHOICE = re.compile(r"\b(cho(o)?s|chose|pick|prefer|select|favou?r|opt|went with|go with|recommend|justif)\w*\b|"
                     r"\bwhy\s+(?:[\w.+#-]+\s+){1,3}over\s+$", re.IGNORECASE)


def is_alternative(text: str, start: int, end: int) -> bool:
    """"instead of X", "X 대신", "X 같은": the name is an option weighed, not something the candidate used.
    Before a figure, "over" and "than" mean "more than" and leave it a claim; "over" is a choice ("chose
    Kafka over Kinesis") only after a verb of choosing ("sessions over Teams" is a means)."""
    figure = text[start:start + 1].isdigit()
    before = _ALTERNATIVE_BEFORE.search(text[max(0, start - 24):start])
    word = re.sub(r"\s+(?:the\s+)?$", "", before.group(0)).lower() if before else ""
    if before and figure and word in ("over", "than", "이나", "나"):
        before = None
    if before and word == "over" and not _CHOICE.search(text[max(0, start - 60):start]):
        before = None
    return bool(before or _ALTERNATIVE_AFTER.match(text[end:end + 40])
                or not figure and _OR_KO_AFTER.match(text[end:end + 4]))


# --- what an expected answer says about the answer itself ----------------------------------------------

# "A strong answer would explain how they cut…", "…라고 설명하면 강한 답변이다": the modal or condition frames
# the answer, not the work; what the answer is expected to tell keeps its own frame.
_ANSWER_META = re.compile(
    # blanks within the line only after its start: "^\s*" at every line of a run of empty lines reads the run to its end
    r"(?:\b(?:answer|response|candidate|candidates|they|it)\s+|^[^\S\n]*|(?<=[.;:]\s))(would|should|could|might|may|will|can)\b"
    r"(?!\s+(?:have|be)\b)(?=\s+(?:explain|describe|cover|mention|discuss|walk|show|name|list|say|talk|tie|connect|"
    r"include|give|outline|detail|point|expect|note|refer|touch|address|attribute|reference|cite|highlight|"
    r"compare|acknowledge|admit|quantify|break|lay)\b)"
    r"|(?<=[하말명급시답기])면(?=\s*(?:좋|강한|좋은|충분|훌륭|더\s*좋|가산|플러스|우수|높은|인정|설득))"
    r"|(?<=한다|했다|된다|이다)면(?=\s*(?:좋|강한|좋은|충분|훌륭|더\s*좋|가산|플러스|우수|높은|인정|설득))"
    r"|(?<=좋)겠(?=다|습니다)", re.IGNORECASE | re.MULTILINE)


def answer_text(text: str) -> str:
    """The expected answer with the words that frame the answer itself blanked (offsets kept), so that the
    frames read what the answer is expected to tell."""
    return _ANSWER_META.sub(lambda m: " " * len(m.group(0)) if m.group(1) is None else
                            m.group(0)[:m.start(1) - m.start()] + " " * len(m.group(1)), text)


def sentence_at(text: str, position: int) -> str:
    """The sentence of `text` that holds the character at `position`."""
    found = sentences(text)
    index = bisect.bisect_right([start for start, _ in found], position) - 1
    if index >= 0 and position < found[index][0] + len(found[index][1]):
        return found[index][1]
    return text
