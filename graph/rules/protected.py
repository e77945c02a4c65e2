"""Protected attributes (fair hiring): questions that touch them, and document lines that are personal data.

A question may not ask about age, marriage, family, pregnancy or family plans, religion, origin, body and
health, gender, politics or military service — nor rest on a document line that states them ("Age: 42",
"병역: 육군 병장 만기 제대"). The same words as the subject matter of work are allowed: a wedding planner's
"웨딩 박람회", a paediatric nurse's "보호자(어머니) 상담", a data fix for "국적 표기 오류", a vet's pregnant patient,
an underwriter's applicants, workers' fitness on a site. Not when the term is the addressee's own ("as a
Buddhist", "your own family", "여성 매니저로서", "do you have any allergies"): then work words elsewhere in the
clause do not make it the subject of the work.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from graph.rules.frames import clause_at, sentence_at

# Nationalities and peoples, general language: "since you're Canadian", "an Irish name".
_DEMONYMS = (r"(?:american|canadian|mexican|british|english|irish|scottish|welsh|french|german|italian|spanish|portuguese|"
             r"dutch|swiss|swedish|norwegian|danish|finnish|polish|russian|ukrainian|greek|turkish|israeli|iranian|indian|"
             r"pakistani|chinese|japanese|korean|vietnamese|thai|filipino|indonesian|malaysian|australian|brazilian|"
             r"argentine|colombian|nigerian|kenyan|egyptian|moroccan|arab|african|asian|latino|latina|hispanic|european)")

# topic → patterns of a question that touches it. Korean terms match only where a word starts, so
# "기본적으로" never reads as "본적".
QUESTION_PATTERNS: dict[str, tuple[str, ...]] = {
    "age": (r"나이(?=[가는를도]|\s|[?,.:]|$)", r"연세(?!대)", r"몇\s*살", r"몇\s*년생", r"출생\s*연도", r"생년", r"\bhow old\b", r"\byour age\b",
            r"\bwhat year were you born\b", r"\bdate of birth\b", r"\btoo (old|young)\b", r"\bat your age\b",
            r"\b(until|before) (you )?retire", r"\bretirement plans?\b", r"(젊은|MZ)\s*(세대|팀원|직원|분들)",
            r"\bkeep up with (a |the )?(young|younger)", r"\bstage (of|in) (your )?(career|life)\b.*\b(energy|stamina|still)\b",
            r"\bstill have the (energy|stamina|drive)\b", r"\bdigital native\b",
            # an age group set against the person: "팀원이 대부분 20대인데", "40대에 들어서셨으니", "ten years your junior"
            r"(?<![\d.])[2-6]0\s*대\s*(초반|중반|후반|에\s*들어|가\s*되|이신|이시|이세요|이라|라서|이니|인데|가\s*많|분들|팀원|"
            r"직원|엔지니어|개발자|크리에이터|사원|신입|동료)", r"(대부분|주로|모두|다들|평균)\s*[2-6]0\s*대", r"나이가\s*(있|많|적)",
            r"\byears your (junior|senior)\b", r"\byounger (than you|lead|manager|boss)\b",
            r"\byour (twenties|thirties|forties|fifties|sixties|[2-6]0s)\b", r"\bin your (twenties|thirties|forties|fifties|sixties)\b",
            # a birth year or decade ("1970년대생이신", "88년생"), a team's age band set against the person
            r"(?<![\d.])(?:19|20)?\d0\s*년대\s*생", r"(?<![\d.])(?:19|20)?\d{2}년생",
            r"연장자", r"(?<![\d.])[2-6]0\s*[~-]\s*[2-6]0\s*대\s*(?:[가-힣]+\s*){0,2}(?:직원|팀원|사원|엔지니어|개발자|동료|친구)",
            r"\b(mostly|mainly|largely|all|much younger|younger|predominantly) (in their )?(twenties|thirties|20s|30s)\b",
            r"\bin their (twenties|20s)\b", r"\bborn in (?:19|20)\d{2}\b",
            r"\bone of the (?:older|oldest|younger|youngest)\b", r"\bat this stage\b.{0,40}\bstill\b"),
    "marital_status": (r"결혼(?!식|정보|박람회)", r"기혼", r"미혼", r"배우자", r"남편", r"아내", r"와이프", r"애인", r"여자\s*친구", r"남자\s*친구",
                       r"연애", r"신혼", r"혼인", r"\bmarri", r"\bspouse\b", r"\bhusband\b", r"\bwife\b",
                       r"\b(boy|girl)friend\b", r"\bsingle or\b", r"\bsettl(e|ing) down\b", r"\bsignificant other\b",
                       r"\byour wedding\b", r"\bengaged\b(?= (to|yet|soon))"),
    "pregnancy_children": (r"임신", r"출산", r"자녀", r"아이[가를는]\s*(있|계획|몇|키우|생기)", r"육아", r"아기", r"(2세|둘째)\s*계획",
                           r"가족\s*계획", r"가정을\s*(꾸|이루|이룰)", r"\bpregnan", r"\bmaternity\b", r"\bpaternity\b",
                           r"\b(have|having|plan(ning)? to have|want|any|start(ing)?) (kids|children|a baby)\b",
                           r"\bstart(ing)? a family\b", r"\bfamily plans?\b", r"\bplans? (for|to start) a family\b",
                           r"\bchildcare\b", r"\bkids at home\b",
                           r"\b(?:toddler|newborn|infant|baby|little one|(?:[a-z]+|\d+)[- ](?:year|month)[- ]old)\s+at home\b", r"\byour (own )?(kids|children)\b",
                           r"\b(kids|children) of your own\b", r"\bsingle (mother|father|parent|mom|dad)\b",
                           r"아이를?\s*(맡기|맡길|봐\s*줄|돌봐|돌볼|데리러)", r"(아이|자녀)\s*(돌봄|등하원|하원|픽업)"),
    "religion": (r"종교", r"신앙", r"교회", r"예배", r"주일\s*(예배|미사|학교)", r"성당", r"불교", r"기독교", r"천주교",
                 r"이슬람", r"무슬림", r"기도\s*(하시|생활|모임)", r"라마단", r"(주일|일요일|주말|새벽|성당)\s*미사|미사\s*(때문|참석|시간|일정|에\s*가|드리)", r"법회", r"신자(?!유)", r"불자", r"신도(?!시)", r"\breligio", r"\bchurch\b",
                 r"\bmosque\b", r"\bsynagogue\b", r"\btemple\b", r"\bpray", r"\byour (own |personal )?(faith|beliefs|religion)\b", r"\bsabbath\b",
                 r"\b(?:as an?|you're|you are|are you|being an?|your)\s+(?:an?\s+)?(?:devout\s+|practi[cs]ing\s+)?(?:buddhist|christian|muslim|"
                 r"catholic|jew|jewish|hindu|sikh|mormon|atheist|protestant|evangelical)\b", r"\bmass\b(?= on| every| at)",
                 r"\bworship\b", r"\bramadan\b", r"\battend (religious )?services\b",
                 r"\b(do|will|would) you (celebrate|observe)\s+(any|a|the|christmas|easter|eid|hanukkah|diwali|passover|ramadan|"
                 r"religious|holidays?|festivals?|sabbath|lent|fasts?)\b", r"\bcelebrate (christmas|easter|eid|hanukkah|diwali|passover|"
                 r"ramadan|lunar new year|chuseok)\b"),
    "origin": (r"고향", r"출신\s*(지역|국가|이신|이세요|인가요)", r"어느\s*지역\s*출신", r"어디\s*출신", r"본적", r"국적",
               r"태어나(신|셨)", r"자라(신|셨)", r"억양", r"사투리", r"\bwhere are you (originally )?from\b",
               r"\bwhere did you grow up\b", r"\bwhere were you born\b", r"\byour nationality\b", r"\bethnic",
               r"\bnative (country|language|tongue)\b", r"\bfirst language\b", r"\bmother tongue\b", r"\byour accent\b",
               r"\byour heritage\b", r"\boriginally from\b", r"\bnationality\b",
               r"\bwhere('s| is| does)\s+(your|that|the)\s+(sur|last |family |first )?name\b",
               r"\byour (surname|last name|family name)\b", r"\bgrow up\b.{0,20}\bsomewhere else\b",
               r"(성씨|이름)(가|이|은|는)?\s*(어디|어느\s*나라)",
               r"\b(?:you're|you are|are you|as an?|being an?)\s+(?:an?\s+)?" + _DEMONYMS
               + r"(?=\s*(?:[,.?!;]|$|and\b|or\b|citizen|national|person|woman|man|native|immigrant|yourself))",
               r"\bmove back home\b", r"\b(go|move|head) back to your (country|home)\b", r"\bhome country\b",
               r"\b(is|was) an? " + _DEMONYMS + r"\s+(?:sur|last |family )?name\b", r"해외에서\s*(자라|성장)", r"(한국|외국)\s*사람이(세요|신가요|신지)"),
    "family": (r"부모님", r"가족\s*(관계|사항|구성|상황)", r"가족(분|분들)?(은|이|께서|들은)", r"가정\s*(환경|형편|사정)",
               r"아버지", r"어머니", r"아빠", r"엄마", r"형제", r"자매", r"남매", r"집안", r"\byour parents?\b",
               r"\bfamily background\b", r"\bsiblings?\b", r"\byour (own |immediate )?(father|mother|dad|mom|family|relatives)\b",
               r"\bparents'? (job|occupation)", r"\bfamily (obligations|responsibilities|commitments)\b"),
    "body_health": (r"키[가는]\s*(몇|어떻게\s*되|크|작)", r"신장(?!\s*(내과|기능|질환|이식|투석))", r"몸무게", r"체중", r"외모", r"건강\s*(상태|문제|이상|하신|은|이)",
                    r"병력", r"지병", r"장애\s*(여부|등급|를\s*가지|가\s*있으신)", r"장애인(이|이신)", r"체력", r"혈액형", r"흡연",
                    r"주량", r"질병이\s*있으", r"\byour (height|weight|appearance|looks|health)\b(?![\s-]*(?:scores?|checks?|index|metrics?|dashboards?))",
                    r"\bhealth (conditions?|issues?|problems?|status)\b", r"\bany disabilit", r"\bdisabilit(y|ies)\b",
                    r"\bmedical (history|condition)\b", r"\bsick days\b", r"\bstamina\b",
                    r"\bphysically (fit|able|up to)\b", r"\bphysical condition\b",
                    r"\b(back|knee|joint|heart|mental health) (problems?|issues?|pain|conditions?)\b", r"\b(old|past|previous|prior|any) injur",
                    r"\ballerg", r"\bchronic (pain|illness|conditions?)\b",
                    r"건강\s*상(의)?\s*(문제|이유|사정)", r"질환(이|은|이나|\s*이력|\s*여부|\s*같은|이\s*있)", r"알레르기", r"허리\s*(디스크|통증|가)", r"부상\s*(이력|경험이\s*있)"),
    "gender_orientation": (r"성별", r"여자라서", r"남자라서", r"여성으로서", r"남성으로서", r"성적\s*지향", r"동성애",
                           r"\byour gender\b", r"\bsexual orientation\b", r"\bas a (woman|man|mother|father|female|male)\b",
                           r"(여성|남성|여자|남자)(분)?\s*([가-힣]{1,5}\s*)?(이시라|이시니|이시면|이신|이셔서|이라서|라서|으로서|로서|이라면)",
                           r"\bas a (female|male|woman|lady) [a-z]+\b",
                           r"\b(gay|lesbian|transgender)\b"),
    "politics": (r"정치\s*성향", r"지지\s*(정당|하는 정당)", r"(정당|후보)에?\s*투표", r"노조\s*(가입|활동)", r"\bpolitical (view|party|affiliation|leaning)",
                 r"\bvote for\b", r"\bunion member"),
    "military": (r"병역", r"군\s*(복무|필|미필|대)", r"군대", r"미필", r"(만기\s*)?제대(?!로|혈)", r"전역\s*(하셨|하신|후\s*(바로|곧|입사|취업))",
                 r"입대", r"예비군", r"민방위", r"군\s*(경험|생활|시절|출신|경력|간부)", r"(육군|해군|공군|해병대|공병|보병|포병|장교|부사관|병장)\s*(출신|시절|복무|경험|으로|로)", r"\bmilitary service\b", r"\bserved in the (army|military|navy|air force)\b",
                 r"\bnational service\b", r"\bdraft(ed)?\b(?= (into|status))", r"\breservist\b"),
}
# Work that is about the topic, near the term: then the term names the job's subject, not the person.
WORK_CONTEXT: dict[str, str] = {
    "age": r"고객|사용자|회원|타깃|타겟|연령대별|세그먼트|데이터|환자|학생|시청자|customers?|users?|audience|segment|cohort|"
           r"demographic|patients?|data|students?|pupils?|learners?|viewers?|applicants?|diagnosis|underwrit|mortality|"
           r"insureds?|policyholders?|가입자|피보험자",
    "marital_status": r"웨딩|예식|결혼식|예비\s*(부부|신부|신랑)|고객|박람회|플래너|웨딩홀|상품|서비스|앱|매칭|bridal|wedding|planner|"
                      r"clients?|customers?|couples|venue|fair|expo|app|service|platform|matching",
    "pregnancy_children": r"소아|환자|환아|보호자|산모|산부인과|분만|병동|고객|학생|수강생|회원|사용자|정책|제도|급여|회계|처리|"
                          r"pediatric|paediatric|patients?|dos(e|ing)|students?|customers?|users?|under \d+|aged \d+|"
                          r"clinic|ward|polic(y|ies)|benefits?|riders?|premiums?|payroll|app|앱|용품|쇼핑몰|브랜드|products?|"
                          # animal patients, insurance applicants and claims, colleagues under safety rules
                          r"dogs?|cats?|animals?|canine|feline|puppies|kittens|litter|mares?|cattle|livestock|herd|"
                          r"veterinar|c-section|반려동물|강아지|고양이|가축|applicants?|applications?|underwrit|claims?|"
                          r"insureds?|policyholders?|pricing|보험|심사|청약|가입자|피보험자|청구|직원|동료|근로자|작업자|"
                          r"employees?|staff|workers?|colleagues?|people|team members|engineers|EHS|보건|안전",
    "religion": r"홈페이지|앱|웹|시스템|고객|프로젝트|기관|단체|재단|환자|식단|website|app|client|software|platform|nonprofit|"
                r"organi[sz]ation|customers?|patients?|dietary|meals?|guidance|guidelines?|polic(y|ies)|department|"
                r"curriculum|fields?|members'|records?|data|reviews?|symbols?|content|imagery|art|games?|maps?|titles?|"
                r"culturali[sz]ation|locali[sz]|translation|markets?|features?|calendars?|현지화|콘텐츠|번역|기능|달력",
    "origin": r"표기|필드|항목|데이터|입력|오류|양식|정보|코드|검증|여권|비자|서류|고객|회원|사용자|환자|시스템|field|data|form|"
              r"records?|customers?|users?|patients?|passport|visa|typo|error|label|column|dropdown|locali[sz]ation|"
              r"근로자|작업자|노동자|인력|투숙객|관광객|workers?|employees|staff|guests?|travell?ers|tourists",
    "family": r"보호자|환자|환아|고객|학부모|상담|소아|병동|회원|사용자|수강생|직원|임직원|출연자|출연진|참가자|시청자|학생|이용자|"
              r"취재원|그\s*가족|그\s*부모|staff|employees|patients?|customers?|"
              r"clients?|users?|guardians?|event|day|festival|program|campaign|audience|travel|holidays?|business",
    "body_health": r"서비스|시스템|클러스터|서버|모니터링|지표|알림|환자|고객|검진|보험|service|system|cluster|server|alert|"
                   r"pipeline|metric|check|endpoint|patients?|customers?|members?|insurance|game|character|앱|app|"
                   r"people|accessibility|접근성|샤드|파티션|정렬|외래|암호|캐시|인덱스|key|"
                   r"근로자|작업자|노동자|workers?|crew|claims?|underwrit|applicants?|applications?|policy|policies|"
                   r"coverage|benefits?|animals?|dogs?|cats?|pets?|심사|청구|가입자|피보험자|반려동물|clients?|residents?|"
                   r"caseload|students?|pupils?|children|guests?|menus?|food|dietary|meals?|site|incidents?|accidents?|"
                   r"식품|메뉴|성분|표시|원료|식단|급식|투숙객|학생|현장|사고",
    "gender_orientation": r"고객|사용자|타깃|비율|분포|데이터|필드|세그먼트|customers?|users?|audience|data|ratio|segment",
    "politics": r"선거\s*(캠페인|시스템|방송)|캠페인|고객|시스템|기능|campaign|client|election|system|feature|app",
    "military": r"국방|방산|군\s*병원|부대\s*(납품|시스템)|defen[cs]e|military (customers?|clients?|contracts?|logistics|"
                r"software|projects?)|veterans?",
}

def _one_pass(korean: bool) -> re.Pattern:
    """One regex per script, one named group per topic. Korean terms match only where a Korean word
    starts; English ones where a word starts. Lower case throughout: faster than IGNORECASE."""
    groups = []
    for index, patterns in enumerate(QUESTION_PATTERNS.values()):
        chosen = [p.lower().removeprefix(r"\b") for p in patterns if bool(_KOREAN_TERM.match(p)) == korean]
        groups.append(f"(?P<t{index}>" + "|".join(chosen) + ")")
    return re.compile((r"(?<![가-힣])(?:" if korean else r"\b(?:") + "|".join(groups) + ")")


_KOREAN_TERM = re.compile(r"\(?[가-힣]")
# The term is the addressee's own: "as a Buddhist", "your own faith", "여성 매니저로서", "공병 출신이시라". Work words
# elsewhere in the clause ("…고객을 응대하실 때") then do not make it the subject of the work.
_OWN_BEFORE = re.compile(r"(?:\bas an?|\byou're|\byou are|\bbeing an?|\byour own|본인의?|귀하의?|"
                         r"\b(?:do|did|have) you (?:have|had|got)(?: any)?)\s+$")
_OWN_END = re.compile(r"(?:이시라|이시니|이시면|이신|이셔서|이라서|으로서|로서|이라면)$")
_OWN_AFTER = re.compile(r"^(?:분)?\s?(?:[가-힣]{1,5}\s?)?(?:이시라|이시니|이시면|이신|이셔서|이라서|으로서|로서|출신이)")
_QUESTION = (_one_pass(korean=True), _one_pass(korean=False))
_TOPICS = list(QUESTION_PATTERNS)
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f"))
# Work about any topic: research and statistics on populations (households, samples, groups, a policy's take-up),
# subjects of a trial or passengers in one's care, and training interviewers to avoid such questions.
SHARED_WORK_CONTEXT = (r"가구|표본|패널|집단|이질성|요인\s*분해|추계|이용률|휴직(?:자|\s*급여|\s*제도|\s*특례)|특례|"
                       r"대상자|피험자|임상\s*시험|프로토콜|승객|특별식|기내식|households?|samples?|cohorts?|"
                       r"participants?|subjects?|passengers?|hiring managers?|interviewers?|면접관|"
                       r"\bavoid(?:ing)? (?:asking|questions)|학위\s*논문|thesis|dissertation")
_SHARED_WORK = re.compile(SHARED_WORK_CONTEXT, re.IGNORECASE)
_WORK = {topic: re.compile(f"{pattern}|{SHARED_WORK_CONTEXT}", re.IGNORECASE) for topic, pattern in WORK_CONTEXT.items()}


def protected_attribute_hits(text: str) -> list[tuple[str, str]]:
    """(topic, matched span) for every protected topic the text touches as the person's own."""
    return list(_hits(text))


@functools.lru_cache(maxsize=4096)
def _hits(text: str) -> tuple[tuple[str, str], ...]:
    text = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH)
    hits: dict[str, str] = {}
    lowered = text.lower()
    for match in (m for pattern in _QUESTION for m in pattern.finditer(lowered)):
        topic = _TOPICS[int(match.lastgroup[1:])]
        if topic in hits:
            continue
        clause = clause_at(text, match.start())
        own = _OWN_BEFORE.search(lowered[max(0, match.start() - 32):match.start()]) or \
            _OWN_AFTER.match(lowered[match.end():match.end() + 12]) or _OWN_END.search(match.group(0))
        if clause is not None and not own and (_WORK[topic].search(clause.text)
                                               or _SHARED_WORK.search(sentence_at(text, match.start()))):
            continue  # the term is the subject of the work ("웨딩 박람회 기획", "보호자(어머니) 상담")
        hits[topic] = text[match.start():match.end()].strip()
    return tuple(hits.items())


# --- document lines that are personal data -------------------------------------------------------

# A label of a personal-data field, at the start of a line or after a separator ("나이: 42 / 성별: 남").
PERSONAL_LABELS: dict[str, str] = {
    "age": r"나이|연령|만\s*나이|age",
    "birth": r"생년월일|생년|출생(일|년도|연도)?|생일|date of birth|d\.?o\.?b\.?|birth\s*(date|day|year)|born",
    "origin": r"본적|고향|출생지|출신지|국적|place of birth|birthplace|hometown|nationality|citizenship|ethnicity",
    "marital_status": r"결혼(\s*여부)?|혼인(\s*여부)?|결혼\s*유무|marital\s*status|married",
    "family": r"가족(\s*관계|\s*사항|\s*구성)?|부양\s*가족|family|children|dependents|spouse",
    "military": r"병역(\s*사항)?|군\s*복무|군별|military(\s*service)?|national service",
    "religion": r"종교|religion|faith",
    "photo": r"사진|photo(graph)?",
    "body_health": r"신장|체중|몸무게|혈액형|건강(\s*상태)?|장애(\s*여부)?|보훈(\s*대상|\s*여부)?|height|weight|blood\s*type|"
                   r"health|disability",
    "gender": r"성별|gender|sex",
}
_LABEL_LINE = re.compile(r"(?:^|[|/·;,]\s*)[-*•]?\s*\**(?:" + "|".join(f"(?P<l{i}>{p})" for i, p in
                                                                      enumerate(PERSONAL_LABELS.values()))
                         + r")\**\s*(?:[:：|]|\s-\s)\s*\S", re.IGNORECASE)
# Statements that are personal data wherever they stand in a line.
PERSONAL_FACTS: dict[str, str] = {
    "birth": r"(?<!\d)(19|20)\d{2}\s*년\s*생|\bborn (in |on )?((19|20)\d{2}|\d{1,2} \w+ (19|20)\d{2})",
    "age": r"(?<![가-힣])만\s*\d{2}\s*세|\b\d{2}\s*years? old\b|\baged \d{2}\b",
    "military": r"(육군|해군|공군|해병대)\s*(병장|상병|일병|이병|하사|중사|상사|소위|중위|대위|소령|만기)|만기\s*제대|"
                r"(?<![가-힣])(군필|미필|병역\s*(필|면제|미필))",
    "marital_status": r"(?<![가-힣])(기혼|미혼)(?![가-힣])(?!\s*(여성|남성|고객|가구|자))|\bmarried with\b",
    "photo": r"!\[[^\]]*(photo|사진|profile|프로필)[^\]]*\]",
    "body_health": r"(?i:height|weight|신장|체중|키)\s*[:：]?\s*\d{2,3}(\.\d)?\s*(cm|kg)",
}
_FACT = re.compile("|".join(f"(?P<f{i}>{p})" for i, p in enumerate(PERSONAL_FACTS.values())), re.IGNORECASE)


def personal_data_line(text: str) -> str | None:
    """The topic when a document line states personal data (age, birth, origin, marriage, family,
    military service, religion, photo, body and health, gender), else None. Such a line is never evidence."""
    line = unicodedata.normalize("NFKC", text).strip()
    match = _LABEL_LINE.search(line)
    if match:
        return list(PERSONAL_LABELS)[int(match.lastgroup[1:])]
    match = _FACT.search(line)
    if match:
        return list(PERSONAL_FACTS)[int(match.lastgroup[1:])]
    return None
