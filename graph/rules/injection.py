"""Text in a document that addresses the model instead of a human reader (prompt injection).

Lines are folded first (NFKC, hidden and filler characters out, look-alike brackets unified) and checked
alone and joined with the next line, so fullwidth letters, a zero-width joiner inside "ignore" or an
instruction wrapped over two lines read as they would to the model. Patterns are families — a verb of
overriding with an object of instructions, a role-play opener, a request for a score, a fake tag — not
single phrases; ordinary lines ("Ignored noisy alerts by tuning thresholds", "지시서(SOP) 12종 작성") stay clean.
"""

from __future__ import annotations

import re

from graph.rules.text import fold

_OVERRIDE_EN = r"ignore|disregard|forget|override|bypass|discard|set aside|pay no attention to|do not follow|" \
               r"don'?t follow|stop following"
# An English override counts as an order where an order stands: at the start of a line or clause, or
# after "please", "now", "you must"… ("to override previous pricing rules" is a description).
_ORDER_START = r"(?:^|[.:;!?,(\-–—*•>\"']\s*|\b(?:please|kindly|now|just|must|should|will|then|and|simply|ai|" \
               r"assistant|model)\s+)"
_RULES_EN = r"instructions?|rules?|guidance|guidelines?|directions?|directives?|prompts?|context|constraints?|" \
            r"polic(y|ies)|orders?|commands?|messages?|system prompt|programming|criteria"
_EARLIER_EN = r"previous|prior|above|earlier|preceding|foregoing|original|initial|system|all|any|your"
_OVERRIDE_KO = r"무시|잊|따르지|따르지\s*마|무효|우회|신경\s*쓰지|버리"
_RULES_KO = r"지시|명령|규칙|프롬프트|지침|가이드라인|instruction|평가\s*기준|내용"
_EARLIER_KO = r"이전|앞의|앞선|앞서|앞에서|위의|위에서|위|기존|상기|지금까지|모든|시스템|먼저"
_IMPERATIVE_KO = r"하고|하세요|하라|해라|해\s|해$|하십시오|하시오|할\s*것|고\s|세요|십시오|어라|으세요|마라|마세요|말고|말\s*것"

_OUTPUT_EN = r"output|respond|answer|rate|score|approve|give|mark|say|print|return"
_GRADE_KO = r"평가|점수|합격|무시|따르|출력|답"
_ORDER_KO = r"하세요|하라|해라|할\s*것|해\s*주세요|주세요|줘|하십시오"

INJECTION_FAMILIES: dict[str, tuple[str, ...]] = {
    # a verb of overriding with an object of instructions: "ignore all previous instructions", "위의 규칙은 잊고"
    "override": (
        rf"{_ORDER_START}({_OVERRIDE_EN})\b[^.\n]{{0,30}}\b({_EARLIER_EN})\b[^.\n]{{0,20}}\b({_RULES_EN})\b",
        rf"{_ORDER_START}({_OVERRIDE_EN})\b[^.\n]{{0,12}}\b({_RULES_EN})\b[^.\n]{{0,12}}\b(above|before|earlier|so far|"
        rf"given)\b",
        rf"{_ORDER_START}({_OVERRIDE_EN})\b[^.\n]{{0,12}}\b(the|all|any|your)\s+[^.\n]{{0,20}}\b({_RULES_EN}|rubric|checks?)"
        rf"\b[^.\n]{{0,12}}\b(and|then)\s+({_OUTPUT_EN})\b",
        rf"({_EARLIER_KO})[^\n]{{0,12}}({_RULES_KO})[^\n]{{0,15}}({_OVERRIDE_KO})\S{{0,3}}({_IMPERATIVE_KO})",
        rf"({_RULES_KO})[^\n]{{0,10}}({_OVERRIDE_KO})[^\n]{{0,6}}({_IMPERATIVE_KO})",
        rf"({_OVERRIDE_KO})[^\n]{{0,6}}(하고|한\s*뒤|한\s*후)[^\n]{{0,20}}(답|출력|평가|점수|합격)",
    ),
    # asking for the hidden prompt
    "reveal": (
        r"(reveal|print|show|repeat|output|leak|출력|공개|보여)[^\n]{0,20}(system prompt|시스템\s*프롬프트|"
        r"your (instructions|prompt|rules))",
        r"(system prompt|시스템\s*프롬프트)\s*[:：]",
        rf"(시스템\s*프롬프트|지시\s*사항|your instructions)[^\n]{{0,20}}(출력|공개|보여|알려)\s*({_ORDER_KO}|해)",
    ),
    # giving the model a new role
    "role_play": (
        r"\byou\s+are\s+now\s+(a|an|the|my|acting|in\s+\w+\s+mode|no\s+longer|free|unrestricted)\b",
        r"\bfrom now on,?\s+(you|respond|answer|reply|act|output)\b",
        r"\b(act|behave|respond) as (an?|the|my) (ai|assistant|model|grader|evaluator|interviewer|hiring manager|"
        r"recruiter|system|judge|reviewer|developer)\b",
        r"\bpretend (to be|you are|you're)\b", r"\broleplay as\b", r"\bnew (instructions|rules|task)\s*[:：]",
        r"\bdeveloper mode\b", r"(지금부터|이제부터|이제)\s*(너|당신|넌)(는|은)?\s", r"(너|당신)(는|은)\s*이제",
    ),
    # asking for a verdict or a score
    "grading": (
        r"(이\s*지원자|this (candidate|applicant|resume|person))[^\n]{0,30}(합격|만점|최고\s*점수|1순위|approve|hire|"
        r"highest score|best candidate|top candidate|100\s*점|perfect score|full marks)",
        r"(점수|평가|score|rating)[^\n]{0,12}(100|만점|최고|perfect|10/10|maximum|highest)[^\n]{0,12}"
        r"(주세요|줘|주어라|주십시오|주라|부여하(세요|라|십시오)|\bgive\b|\bassign\b)",
        _ORDER_START + r"(rate|score|grade|rank|mark|evaluate|approve|recommend|select|pass)\b[^\n]{0,20}\b(candidate|"
        r"applicant|resume|me|him|her|them)\b[^\n]{0,20}\b(best|top|highest|excellent|strong hire|perfect|10/10|100|"
        r"pass|approved)\b",
        _ORDER_START + r"(respond|reply|answer|say|output)\b[^\n]{0,12}\b(only|that|with)\b[^\n]{0,30}\b(approved|"
        r"pass(ed)?|hire|yes|qualified)\b",
        _ORDER_START + r"give\b[^\n]{0,30}\b(maximum|highest|perfect|full|top|10/10|100)\s*(score|marks|rating|points)",
        r"만점을\s*(주|부여)", r"합격\s*(시키|처리\s*하|으로\s*처리)", r"모든\s*검증을\s*통과",
        r"(라고|다고)만?\s*(답|말|출력)(하라|해라|하세요|해)",
    ),
    # speaking to the model by name
    "addressing_model": (
        r"\b(note|message|instructions?|reminder|memo)\s+(to|for)\s+(the\s+|any\s+)?(automated\s+)?(ai|llm|gpt|chatgpt|"
        r"model|assistant|bot|screener|reviewer|grader|evaluator)\b",
        r"\b(dear|hey|hi|attention)\s+(ai|llm|gpt|chatgpt|model|assistant|screener)\b",
        rf"(AI|인공지능|모델|챗봇|평가자|채점자|GPT|LLM)(는|은|에게|야|여)\s[^\n]{{0,30}}({_GRADE_KO})[^\n]{{0,6}}({_ORDER_KO})",
    ),
    # the prompt's own tags, or a chat template's, with look-alike brackets folded to < >
    "fake_tag": (
        r"(?<!\w)<\s*/?\s*(system|assistant|developer|instructions?|im_start|im_end|applicant_documents|documents?|"
        r"task_input|prompt|job|admin|sys)(?![\w-])[^<>\n]{0,20}>",
        r"<\|[a-z_]+\|>", r"\[/?(system|INST|SYS)\]", r"<<\s*/?SYS\s*>>", r"^\s*(system|assistant)\s*[:：]",
    ),
}
_INJECTION = re.compile("|".join(f"(?:{p})" for ps in INJECTION_FAMILIES.values() for p in ps),
                        re.IGNORECASE | re.MULTILINE)
_HTML_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
# Inside a comment a human never sees, an imperative to the reader or a word for the model is enough.
_COMMENT_INSTRUCTION = re.compile(rf"\b({_OVERRIDE_EN}|ai|llm|gpt|model|assistant|grader|evaluator|screener|bot)\b|"
                                  rf"({_OVERRIDE_KO}|{_RULES_KO}|평가|점수|채점|가산점|합격|모델|AI)", re.IGNORECASE)


def is_injected_line(text: str) -> bool:
    """The text, read as the model reads it, addresses the model (in the open or in an HTML comment)."""
    folded = fold(text)
    return bool(_INJECTION.search(folded)) or any(_COMMENT_INSTRUCTION.search(c) for c in _HTML_COMMENT.findall(folded))


def injection_spans(text: str) -> list[str]:
    """Lines of a document that address the model: alone, joined with the next line, or in an HTML comment."""
    lines = text.split("\n")
    flagged = [is_injected_line(line) for line in lines]
    spans = [line.strip()[:160] for line, hit in zip(lines, flagged, strict=True) if hit]
    for index in range(len(lines) - 1):
        if not (flagged[index] or flagged[index + 1]) and is_injected_line(lines[index] + " " + lines[index + 1].strip()):
            spans.append((lines[index].strip() + " " + lines[index + 1].strip())[:160])
    folded = fold(text)
    for comment in _HTML_COMMENT.finditer(folded):
        if "\n" in comment.group(1) and _COMMENT_INSTRUCTION.search(comment.group(1)) and not any(
                s in comment.group(0) for s in spans):
            spans.append(re.sub(r"\s+", " ", comment.group(0))[:160])
    return list(dict.fromkeys(spans))
