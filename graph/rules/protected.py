"""Protected attributes (fair hiring): questions that touch them, and document lines that are personal data.

Coverage follows the law's enumerations, not cases: every ground that 국가인권위원회법 제2조 제3호 (차별 사유),
채용절차법 제4조의3 (what a recruiter may not ask or collect) and the US EEOC list is mapped in `STATUTORY_GROUNDS`
to a topic, and each topic in `QUESTION_PATTERNS` is a lexicon of the direct and indirect phrasings interviewers
and models use for it (childcare arrangements for family plans, 고향 and a first language for origin, years to
retirement for age, a parent's job for family, a credit score for wealth). Military service, union membership
and debt are asked in practice though no list names them, and are covered the same way.

A question may not ask about any of them — nor rest on a document line that states them ("Age: 42", "병역: 육군
병장 만기 제대"). The same words as the subject matter of work are allowed: a wedding planner's "웨딩 박람회", a
paediatric nurse's "보호자(어머니) 상담", a data fix for "국적 표기 오류", a vet's pregnant patient, an underwriter's
applicants and their family history, a loan model's credit scores, workers' fitness on a site. Not when the term
is the addressee's own ("as a Buddhist", "your own family", "여성 매니저로서", "do you have any allergies"): then
work words elsewhere in the clause do not make it the subject of the work.
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
            r"(?<![\d.])[2-6]0\s*대\s*(초반|중반|후반|에\s*들어|에\s*접어|가\s*되|이신|이시|이세요|이라|라서|이니|인데|가\s*많|분들|팀원|"
            r"직원|엔지니어|개발자|크리에이터|사원|신입|동료)", r"(대부분|주로|모두|다들|평균)\s*[2-6]0\s*대", r"나이가\s*(있|많|적)",
            r"\byears your (junior|senior)\b", r"\byounger (than you|lead|manager|boss)\b",
            r"\byour (twenties|thirties|forties|fifties|sixties|[2-6]0s)\b", r"\bin your (twenties|thirties|forties|fifties|sixties)\b",
            r"\bin your (early|mid|late)[\s-](twenties|thirties|forties|fifties|sixties|[2-6]0s)\b",
            # a birth year or decade ("1970년대생이신", "88년생"), a team's age band set against the person
            r"(?<![\d.])(?:19|20)?\d0\s*년대\s*생", r"(?<![\d.])(?:19|20)?\d{2}년생",
            r"연장자", r"(?<![\d.])[2-6]0\s*[~-]\s*[2-6]0\s*대\s*(?:[가-힣]+\s*){0,2}(?:직원|팀원|사원|엔지니어|개발자|동료|친구)",
            r"\b(mostly|mainly|largely|all|much younger|younger|predominantly) (in their )?(twenties|thirties|20s|30s)\b",
            r"\bin their (twenties|20s)\b", r"\bborn in (?:19|20)\d{2}\b",
            r"\bone of the (?:older|oldest|younger|youngest)\b", r"\bat this stage\b.{0,40}\bstill\b",
            # years to retirement, a graduation year or zodiac sign that gives the age away, "looks young for"
            r"정년\s*까지", r"은퇴\s*(까지|계획|시기|전에|하실|하시기)", r"무슨\s*띠", r"(젊으신|어리신|나이\s*드신|연로하신)", r"꼰대",
            r"고등학교\s*(졸업|입학)\s*(연도|년도)", r"\bwhat year did you graduate\b", r"\bhigh school graduation (year|date)\b",
            r"\b(near|nearing|close to|approaching) retirement\b", r"\bretirement (perhaps |probably |likely |maybe )?(\d+|a few|some)\b",
            r"(?:^|[.?!]\s+)at [2-7]\d,\s",  # "At 44, with retirement …": the person's age opening a sentence
            r"\b(baby )?boomers?\b", r"\bmillennials?\b", r"\bgen(eration)? z\b",
            r"\b(?:from|of) the (?:gaming|digital|internet|smartphone|younger|older) generation\b"),
    "marital_status": (r"결혼(?!식|정보|박람회)", r"기혼", r"미혼", r"배우자", r"남편", r"아내", r"와이프", r"애인", r"여자\s*친구", r"남자\s*친구",
                       r"연애", r"신혼", r"혼인", r"\bmarri", r"\bspouse\b", r"\bhusband\b", r"\bwife\b",
                       r"\b(boy|girl)friend\b", r"\bsingle or\b", r"\bsettl(e|ing) down\b", r"\bsignificant other\b",
                       r"\byour wedding\b", r"\bengaged\b(?= (to|yet|soon))",
                       # the statute's list: 기혼·미혼·별거·이혼·사별·재혼·사실혼
                       r"이혼", r"별거", r"사별", r"재혼", r"사실혼", r"동거\s*(중|하시|하고|인)", r"돌싱", r"싱글(이|이신|이세요|인가요)",
                       r"\bdivorc", r"\bwidow(ed|er)?\b(?!s? and orphans)", r"\bremarr", r"\b(are|were) you (legally )?separated\b",
                       r"\bcommon[- ]law (partner|spouse|wife|husband|marriage)\b",
                       r"\b(life|domestic) partner\b", r"\bliving with (your|a) (partner|girlfriend|boyfriend)\b", r"\bmaiden name\b"),
    "pregnancy_children": (r"임신", r"출산", r"자녀", r"아이[가를는]\s*(있|계획|몇|키우|생기)", r"육아", r"아기", r"(2세|둘째)\s*계획",
                           r"가족\s*계획", r"가정을\s*(꾸|이루|이룰)", r"\bpregnan", r"\bmaternity\b", r"\bpaternity\b",
                           r"\b(have|having|plan(ning)? to have|want|any|start(ing)?) (kids|children|a baby)\b",
                           r"\bstart(ing)? a family\b", r"\bfamily plans?\b", r"\bplans? (for|to start) a family\b",
                           r"\bchildcare\b", r"\b(kids|children|(?:a |an )?(?:young |small |little )?child) at home\b",
                           r"\b(?:toddler|newborn|infant|baby|little one|(?:[a-z]+|\d+)[- ](?:year|month)[- ]old)\s+at home\b", r"\byour (own )?(kids|children)\b",
                           r"\b(kids|children) of your own\b", r"\bsingle (mother|father|parent|mom|dad)\b",
                           r"아이를?\s*(맡기|맡길|봐\s*줄|돌봐|돌볼|데리러)", r"(아이|자녀)\s*(돌봄|등하원|하원|픽업)",
                           r"난임", r"시험관\s*(시술|아기)", r"아이를\s*(가질|낳|가지실|더)", r"(어린이집|유치원)\s*(등원|하원|픽업|에\s*맡기|에\s*보내)",
                           r"(애|애기|애들)(가|는|들은|들이)?\s*(있으|몇|어리|아직\s*어리)", r"\bivf\b", r"\bfertility (treatment|plans?)\b",
                           r"\b(expecting|trying for) (a baby|another|a child|kids)\b", r"\bbaby on the way\b",
                           r"\bschool (pick-?ups?|runs?|drop-?offs?)\b", r"\bday ?care\b", r"\bnanny\b", r"\bbabysitter\b",
                           r"\b(plan|planning|intend|expect)\w* (to take )?(parental|family|maternity|paternity) leave\b"),
    "religion": (r"종교", r"신앙", r"교회", r"예배", r"주일\s*(예배|미사|학교)", r"성당", r"불교", r"기독교", r"천주교",
                 r"이슬람", r"무슬림", r"기도\s*(하시|생활|모임)", r"라마단", r"(주일|일요일|주말|새벽|성당)\s*미사|미사\s*(때문|참석|시간|일정|에\s*가|드리)", r"법회", r"신자(?!유)", r"불자", r"신도(?!시)", r"\breligio", r"\bchurch\b",
                 r"\bmosque\b", r"\bsynagogue\b", r"\btemple\b", r"\bpray", r"\byour (own |personal )?(faith|beliefs|religion)\b", r"\bsabbath\b",
                 r"\b(?:as an?|you're|you are|are you|being an?|your)\s+(?:an?\s+)?(?:devout\s+|practi[cs]ing\s+)?(?:buddhist|christian|muslim|"
                 r"catholic|jew|jewish|hindu|sikh|mormon|atheist|protestant|evangelical)\b", r"\bmass\b(?= on| every| at)",
                 r"\bworship\b", r"\bramadan\b", r"\battend (religious )?services\b",
                 r"\b(do|will|would) you (celebrate|observe)\s+(any|a|the|christmas|easter|eid|hanukkah|diwali|passover|ramadan|"
                 r"religious|holidays?|festivals?|sabbath|lent|fasts?)\b", r"\bcelebrate (christmas|easter|eid|hanukkah|diwali|passover|"
                 r"ramadan|lunar new year|chuseok)\b",
                 r"절에\s*(다니|가시|나가)", r"무교(이|세요|신가요|이신)", r"히잡", r"터번", r"\bdo you (eat|keep|need) (halal|kosher)\b",
                 r"\bkeep(ing)? kosher\b", r"\b(hijab|headscarf|turban|yarmulke|kippah)\b", r"\bspiritual (beliefs|practices?|life)\b",
                 r"\bholy days?\b", r"(할랄|코셔)\s*(음식|식품|식단)?\s*(만\s*)?(드시|드세요|챙기|지키)"),
    "origin": (r"고향", r"출신\s*(지역|국가|이신|이세요|인가요)", r"출신이(면|시면|시라면|라면|시니|라서|시라서)", r"토박이", r"어느\s*지역\s*출신", r"어디\s*출신", r"본적", r"국적",
               r"태어나(신|셨)", r"자라(신|셨)", r"억양", r"사투리", r"\bwhere are you (originally )?from\b",
               r"\bwhere did you grow up\b", r"\bwhere were you born\b", r"\byour nationality\b", r"\bethnic",
               r"\bnative (country|language|tongue)\b", r"\bfirst language\b", r"\bmother tongue\b", r"\byour (?:[\w-]+ )?accent\b", r"\b(growing up|grew up|raised) (in|on|near)\b", r"\byour (?:heritage|ethnicity|ethnic background|roots)\b",
               r"\b(?:south|east|southeast|central) asian background\b",
               r"\byour heritage\b", r"\boriginally from\b", r"\bnationality\b",
               r"\bwhere('s| is| does)\s+(your|that|the)\s+(sur|last |family |first )?name\b",
               r"\byour (surname|last name|family name)\b", r"\bgrow up\b.{0,20}\bsomewhere else\b",
               r"(성씨|이름)(가|이|은|는)?\s*(어디|어느\s*나라)",
               r"\b(?:you're|you are|are you|as an?|being an?)\s+(?:an?\s+)?" + _DEMONYMS
               + r"(?=\s*(?:[,.?!;]|$|and\b|or\b|citizen|national|person|woman|man|native|immigrant|yourself))",
               r"\bmove back home\b", r"\b(go|move|head) back to your (country|home)\b", r"\bhome country\b",
               r"\b(is|was) an? " + _DEMONYMS + r"\s+(?:sur|last |family )?name\b", r"해외에서\s*(자라|성장)", r"(한국|외국)\s*사람이(세요|신가요|신지)",
               # 출신 지역 and 출신 국가: a region, a family home, a first language, a citizenship
               r"(경상도|전라도|충청도|강원도|제주도|경상|전라|충청|호남|영남)\s*(분|출신|사람|사투리|이시|이세요)", r"(서울|지방)\s*(토박이|출신)",
               r"본가(가|는|이|가\s*어디)", r"모국어", r"(한국어|한국말)(을|이|를)?\s*(잘\s*하시|유창하시|어디서\s*배우)",
               r"(외국인|교포|재외\s*동포|이민자|귀화)(이시|이세요|이신|이라서|하신)", r"\bhometown\b",
               r"\bwhere you (grew up|were raised|were born|are from|come from)\b", r"\b(which|what) (city|country|region|part of the country) (are you|did you grow up|were you)\b",
               r"\bwhat country\b.{0,20}\b(from|born|grow)\b", r"\byour citizenship\b", r"\bare you an? (u\.?s\.? |american |korean |british )?citizen\b",
               r"\bwhere('s| is) your family from\b", r"\b(did|when did) (you|your family|your parents) (immigrate|emigrate|come to)\b",
               r"\bare you a native (speaker|english speaker|korean speaker)\b"),
    "family": (r"부모님", r"가족\s*(관계|사항|구성|상황)", r"가족(분|분들)?(은|이|께서|들은)", r"가정\s*(환경|형편|사정)",
               r"아버지", r"어머니", r"아빠", r"엄마", r"형제", r"자매", r"남매", r"집안", r"\byour parents?\b",
               r"\bfamily background\b", r"\b(?:with|have|having) (?:a|your) family at home\b", r"\bsiblings?\b", r"\byour (own |immediate )?(father|mother|dad|mom|family|relatives)\b",
               r"\bparents'? (job|occupation)", r"\bfamily (obligations|responsibilities|commitments)\b",
               # 가족 형태·상황, and (채용절차법) the education, work and wealth of parents and siblings
               r"(형|누나|오빠|언니|남동생|여동생)\s*(분)?\s*(은|이|께서)?\s*(무슨\s*일|뭐\s*하|직업|어느\s*회사|어디\s*다니|학교)",
               r"(한부모|조손|편부|편모|이혼|재혼)\s*(가정|가족)", r"(외동|장남|장녀|맏이|차남|외아들|외동딸)(이|이시|이세요|이신|이라|으로)",
               r"(부양\s*가족|모시고\s*사시|모시고\s*살|간병하시|부양하시)", r"\bwhat do(es)? your (parents|father|mother|dad|mom|siblings?|brothers?|sisters?) do\b",
               r"\byour (brothers?|sisters?)\b", r"\bsingle[- ]parent (home|household|family)\b", r"\b(how many|any) dependents\b",
               r"\bwho do you live with\b", r"\b(care|caring|caregiver|carer) (for|of) (your )?(elderly |aging |ageing |sick )?(parents?|mother|father|relatives?)\b",
               r"\belder ?care (responsibilit|duties|commitments)", r"\bare you (an|the) (only child|eldest|oldest)\b"),
    "body_health": (r"키[가는]\s*(몇|어떻게\s*되|크|작)", r"신장(?!\s*(내과|기능|질환|이식|투석))", r"몸무게", r"체중", r"외모", r"건강\s*(상태|문제|이상|하신|은|이)",
                    r"병력", r"지병", r"장애\s*(여부|등급|를\s*가지|가\s*있으신)", r"장애인(이|이신)", r"체력", r"혈액형", r"흡연",
                    r"주량", r"질병이\s*있으", r"\byour (height|weight|appearance|looks|health)\b(?![\s-]*(?:scores?|checks?|index|metrics?|dashboards?))",
                    r"\bhealth (conditions?|issues?|problems?|status)\b", r"\bany disabilit", r"\bdisabilit(y|ies)\b",
                    r"\bmedical (history|condition)\b", r"\bsick days\b", r"\bstamina\b",
                    r"치료를\s*받(아\s*보신|아\s*보셨|으신|으셨)", r"(우울감|우울증|번아웃)(이나\s*[^\s]{1,10})?(으로|로)\s*(치료|상담|진료)",
                    r"\bphysically (fit|able|up to)\b", r"\bphysical condition\b",
                    r"\b(back|knee|joint|heart|mental health) (problems?|issues?|pain|conditions?)\b", r"\b(old|past|previous|prior|any) injur",
                    r"\ballerg", r"\bchronic (pain|illness|conditions?)\b",
                    r"건강\s*상(의)?\s*(문제|이유|사정)", r"건강에\s*(문제|이상)", r"(허리|다리|무릎|어깨|목)(나|와|이나)?\s*(허리|다리|무릎|어깨)?\s*(건강|통증|질환)", r"질환(이|은|이나|\s*이력|\s*여부|\s*같은|이\s*있)", r"알레르기", r"허리\s*(디스크|통증|가)", r"부상\s*(이력|경험이\s*있)",
                    # 장애 and 병력: a condition, a treatment, a medicine, an aid
                    r"장애\s*(인\s*)?판정", r"(휠체어|보청기)\s*(를|을)?\s*(쓰|사용|이\s*필요)",
                    r"(우울증|공황\s*장애|정신\s*질환|adhd)\s*(을|를|이|가)?\s*(앓|겪|치료|진단|있)", r"정신과\s*(에\s*)?(다니|다녀|진료를?\s*받)",
                    r"(복용|드시는)\s*(중인\s*)?약", r"(수술|입원)\s*(이력|하신\s*적|받으신\s*적)", r"병가(를|는)?\s*(며칠|얼마나|자주|많이|쓰신|내신)",
                    r"\b(take|taking|on) (any )?(medications?|meds)\b", r"\bdo you (have|use|need) (a )?(wheelchair|hearing aid)\b",
                    r"\b(do you have|diagnosed with|suffer(ed)? from|treated for|struggled? with) (depression|anxiety|adhd|bipolar|ptsd|cancer|"
                    r"diabetes|a mental illness|an illness|any illness)\b", r"\bhave you (ever )?(had|undergone) (surgery|an operation)\b",
                    r"\b(were|have you been) hospitali[sz]ed\b"),
    "gender_orientation": (r"성별", r"여자라서", r"남자라서", r"여성으로서", r"남성으로서",
                           r"(여성|여자|남성|남자)(분)?\s*(작가|엔지니어|기자|직원|팀장|리더)?\s*혼자", r"성적\s*지향", r"동성애",
                           r"\byour gender\b", r"\bsexual orientation\b", r"\bas a (woman|man|mother|father|female|male)\b",
                           r"(여성|남성|여자|남자)(분)?\s*([가-힣]{1,5}\s*)?(이시라|이시니|이시면|이신|이셔서|이라서|라서|으로서|로서|이라면)",
                           r"\bas a (female|male|woman|lady) [a-z]+\b",
                           r"\b(gay|lesbian|transgender)\b",
                           r"성\s*정체성", r"트랜스젠더", r"성전환", r"(여성|남성|여자|남자)(분)?(이신데|인데|치고|이라도|이지만)",
                           r"\bgender identity\b", r"\bsexual preference\b", r"\b(non-?binary|bisexual|queer)\b", r"\bsex change\b"),
    "politics": (r"정치\s*성향", r"지지\s*(정당|하는 정당)", r"(정당|후보)에?\s*투표", r"노조\s*(?:에\s*)?(가입|활동)", r"(어느|어떤)\s*정당", r"정당의?\s*(입장|정책)에\s*(더\s*)?(공감|동의)", r"\bpolitical (view|party|affiliation|leaning)",
                 r"\bvote for\b", r"(?<!credit )\bunion member", r"\b(member|members) of (the |a |any )?[\w'’ -]{0,25}\bunion\b",
                 # 사상·정치적 의견, and membership of a union
                 r"(지지|선호)\s*(하는|하시는)\s*(정당|후보|대통령)", r"(진보|보수)\s*(성향|이신|이세요|인가요|쪽이)", r"(촛불|태극기)\s*집회",
                 r"(집회|시위)\s*(에\s*)?(참여|참석|나가)", r"노동\s*조합\s*(가입|활동|원)", r"파업\s*(에\s*)?(참여|참가|하신)",
                 r"\bare you (a )?(democrat|republican|liberal|conservative|progressive)\b", r"\bpolitical (opinions?|beliefs?)\b",
                 r"\b(attend|join)(ed)? (a |any )?(protests?|rallies)\b", r"\b(labor|labour|trade) union\b", r"\bunioni[sz]",
                 r"\b(join|joined|support|supported) (a |the )?union\b", r"\b(go|went|gone|been) on strike\b"),
    "military": (r"병역", r"군\s*(복무|필|미필|대)", r"군대", r"미필", r"(만기\s*)?제대(?!로|혈)", r"전역\s*(하셨|하신|후\s*(바로|곧|입사|취업))",
                 r"입대", r"예비군", r"민방위", r"군\s*(경험|생활|시절|출신|경력|간부)", r"(육군|해군|공군|해병대|공병|보병|포병|장교|부사관|병장)\s*(출신|시절|복무|경험|으로|로)", r"\bmilitary service\b", r"\bserved in the (army|military|navy|air force)\b",
                 r"\bnational service\b", r"\bdraft(ed)?\b(?= (into|status))", r"\breservist\b",
                 r"군\s*면제", r"(사회복무요원|공익\s*근무|공익요원)", r"(현역|보충역)\s*(출신|판정|입대|복무)", r"\bveteran status\b",
                 r"\b(were|are) you (ever )?in the (army|military|navy|air force|marines)\b", r"\bmilitary (status|record|discharge)\b",
                 r"\b(type of|honorabl[ey]|dishonorabl[ey]) discharge"),
    # 인종·피부색·출신 민족 (race, color, ethnicity)
    "race_ethnicity": (r"인종", r"피부색", r"피부\s*(색|톤)", r"혼혈", r"(어느|무슨)\s*민족", r"민족적\s*(배경|정체성|뿌리)", r"(흑인|백인|동양인|아시아인|황인)(이|이시|이세요|이라|으로서|이신|분)",
                       r"(조선족|고려인|탈북|북한\s*이탈|새터민)", r"다문화\s*(가정|가족)\s*(출신|이시|이세요|이신|이라)",
                       r"\byour race\b", r"\bwhat race\b", r"\bracial (background|identity|makeup)\b", r"\bskin (color|colour|tone)\b",
                       r"\bcomplexion\b", r"\bmixed[- ]race\b", r"\bbiracial\b"),
    # 사회적 신분 (social status, class, background)
    "social_status": (r"(금수저|흙수저|은수저)", r"(기초\s*생활\s*수급|차상위|수급자)\s*(이|이시|이세요|이셨|가정|출신)", r"(보육원|고아원)\s*(출신|에서\s*자라)",
                      r"(부유한|가난한|넉넉한|넉넉하지\s*않은)\s*(집|집안|가정)\s*(에서|출신)", r"사회적\s*신분", r"사회\s*계층",
                      r"\bsocial class\b", r"\b(working|upper|middle|lower)[- ]class (background|family|upbringing)\b", r"\bcaste\b",
                      r"\b(grew up|raised) (poor|wealthy|rich|in poverty)\b", r"\bon welfare\b",
                      r"\bwhat (kind of )?(background|family) (do you|did you) come from\b"),
    # 학력 as a ground: a school's standing held against the person, not what the degree taught
    "education_background": (r"(지방대|지잡대|인서울|명문대|비명문|학벌)", r"(스카이|sky)\s*(출신|나오)", r"고졸(이|이시|이라|이신|이세요)",
                             r"전문대\s*(출신|나오)", r"검정고시\s*(출신|보)", r"학력\s*(이|을|은)?\s*(부족|낮|콤플렉스|컴플렉스|차별)",
                             r"\b(only|just) (a )?(high school|community college|associate) (diploma|degree|graduate)\b",
                             r"\b(less |non-?)(prestigious|elite|selective) (school|university|college)\b"),
    # 형의 효력이 실효된 전과 — and any criminal record
    "criminal_record": (r"전과(가|는|자|\s*(기록|사실|여부|이력|경력))", r"범죄\s*(경력|이력|기록)", r"(수감|복역|구속|체포|입건|기소)\s*(된|되신|되셨|경력|이력)", r"(교도소|감옥)에\s*(가|간|가신|계신)",
                        r"처벌\s*(받으신|받은\s*적)", r"벌금형", r"\bcriminal (record|history|background|convictions?)\b",
                        r"\bhave you (ever )?(been )?(arrested|convicted|charged|jailed|incarcerated)\b", r"\b(served|spent) time (in )?(jail|prison)\b",
                        r"\bfelon(y|ies)?\b"),
    # 재산 (채용절차법 제4조의3): home, debt, credit
    "wealth_credit": (r"재산(이|은|을|\s*(상태|규모|현황|정도))", r"(자가|자기\s*집|집)\s*(이|을|은)?\s*(있으|소유|보유|마련)", r"(전세|월세)\s*(사시|사세요|살고|이신|이세요|로\s*사)",
                      r"(빚|채무|부채|대출)\s*(이|은|가)?\s*(있으|많으|얼마|갚)", r"신용\s*(등급|점수|불량)", r"(파산|개인\s*회생|신용\s*회복)",
                      r"\bcredit (score|history|rating|report)\b", r"\bdo you (own|rent) (your|a|the) (home|house|apartment|flat|place)\b",
                      r"\b(own|rent) or (own|rent)\b", r"\b(own|rent) your (home|house|apartment|flat)\b",
                      r"\bhomeowner\b", r"\b(personal|student|credit card) (debt|loans?)\b", r"\bin debt\b", r"\b(personal|your) bankruptcy\b",
                      r"\b(have|did) you (ever )?(file|filed|declare|declared|go|gone|been) (for )?bankrupt",
                      r"\bfinancial (situation|difficulties|problems|troubles)\b", r"\bwage garnish", r"\bgarnished wages\b", r"\bnet worth\b"),
    # genetic information (GINA): tests, family medical history
    "genetic": (r"가족력", r"유전\s*(질환|병|적\s*(질환|요인|소인))", r"유전자\s*검사", r"\bgenetic (test|testing|information|conditions?|predisposition|history)\b",
                r"\bfamily (medical )?history\b", r"\bhereditary (conditions?|diseases?|illness)\b", r"\bruns? in your family\b"),
    # 용모·키·체중 (채용절차법 제4조의3) and 용모 등 신체 조건: looks, build, grooming
    "appearance": (r"용모", r"(첫\s*)?인상이\s*(좋으|세시|강하시|차가우|차갑|어두우|부드러우)", r"(잘생기셨|잘생기신|예쁘시|예쁘셔서|미인이|미남이|동안이(?=시|세|신))",
                   r"(날씬|뚱뚱|통통)", r"살이\s*(찌|빠)", r"살을?\s*(빼|뺄|빼실)", r"(체형|몸매)", r"피부(가|도)\s*(좋|하얗|까맣)",
                   r"(문신|타투)(가|이|는)?\s*(있|보이|가리)", r"\byou('re| are) (very |so |quite )?(attractive|pretty|handsome|good[- ]looking|beautiful)\b",
                   r"\b(lose|lost|losing) weight\b", r"\b(are you|you're|you are) (overweight|obese|heavy)\b", r"\bhow tall are you\b",
                   r"\byour (physique|complexion|hair|hairstyle|beard|makeup)\b", r"\bvisible tattoos?\b", r"\btattoos?\b(?=.{0,20}\b(you|your|cover)\b)"),
}
# Work that is about the topic, near the term: then the term names the job's subject, not the person.
WORK_CONTEXT: dict[str, str] = {
    "age": r"고객|사용자|회원|타깃|타겟|연령대별|세그먼트|데이터|환자|학생|시청자|customers?|users?|audience|segment|cohort|"
           r"demographic|patients?|data|students?|pupils?|learners?|viewers?|applicants?|diagnosis|underwrit|mortality|"
           r"insureds?|policyholders?|가입자|피보험자|consumers?|shoppers?|buyers?|market",
    "marital_status": r"웨딩|예식|결혼식|예비\s*(부부|신부|신랑)|고객|박람회|플래너|웨딩홀|상품|서비스|앱|매칭|bridal|wedding|planner|"
                      r"clients?|customers?|couples|venue|fair|expo|apps?(?![a-z])|service|platform|matching|의뢰인|소송|사건|litigation|"
                      r"family law|cases?|통계|데이터|data|statistic",
    "pregnancy_children": r"소아|환자|환아|보호자|학부모|원아|유아|아동|산모|산부인과|분만|병동|고객|학생|수강생|회원|사용자|정책|제도|급여|회계|처리|"
                          r"pediatric|paediatric|patients?|dos(e|ing)|students?|customers?|users?|under \d+|aged \d+|"
                          r"clinic|ward|polic(y|ies)|benefits?|riders?|premiums?|payroll|apps?(?![a-z])|앱|용품|쇼핑몰|브랜드|products?|"
                          # animal patients, insurance applicants and claims, colleagues under safety rules
                          r"dogs?|cats?|animals?|canine|feline|puppies|kittens|litter|mares?|cattle|livestock|herd|"
                          r"veterinar|c-section|반려동물|강아지|고양이|가축|applicants?|applications?|underwrit|claims?|"
                          r"insureds?|policyholders?|pricing|보험|심사|청약|가입자|피보험자|청구|직원|동료|근로자|작업자|"
                          r"employees?|staff|workers?|colleagues?|people|team members|engineers|EHS|보건|안전|"
                          r"부모교육|부모들|내담자|참여자|parenting|parents'",
    "religion": r"홈페이지|앱|웹|시스템|고객|프로젝트|기관|단체|재단|환자|식단|website|apps?(?![a-z])|client|software|platform|nonprofit|"
                r"organi[sz]ation|customers?|patients?|dietary|meals?|guidance|guidelines?|polic(y|ies)|department|"
                r"curriculum|fields?|members'|records?|data|reviews?|symbols?|content|imagery|art|games?|maps?|titles?|"
                r"culturali[sz]ation|locali[sz]|translation|markets?|features?|calendars?|현지화|콘텐츠|번역|기능|달력",
    "origin": r"표기|필드|항목|데이터|입력|오류|양식|정보|코드|검증|여권|비자|서류|고객|회원|사용자|환자|시스템|번역|현지화|field|data|form|"
              r"records?|customers?|users?|patients?|passport|visa|typo|error|label|column|dropdown|locali[sz]ation|"
              r"근로자|작업자|노동자|인력|투숙객|관광객|workers?|employees|staff|guests?|travell?ers|tourists|mix|"
              r"shortlists?|candidates|diversity|representation|선사|선박|항공사|carriers?|vessels?|flagged",
    "family": r"보호자|환자|환아|고객|학부모|상담|소아|병동|회원|사용자|수강생|직원|임직원|출연자|출연진|참가자|시청자|학생|이용자|"
              r"취재원|그\s*가족|그\s*부모|지원|정책|사업|제도|복지|staff|employees|patients?|customers?|"
              r"clients?|users?|guardians?|event|day|festival|program|campaign|audience|travel|holidays?|business",
    "body_health": r"서비스|시스템|클러스터|서버|모니터링|지표|알림|환자|고객|검진|보험|service|system|cluster|server|alert|"
                   r"pipeline|metric|check|endpoint|patients?|customers?|members?|insurance|game|character|앱|apps?(?![a-z])|"
                   r"people|accessibility|접근성|샤드|파티션|정렬|외래|암호|캐시|인덱스|key|"
                   r"근로자|작업자|노동자|workers?|crew|claims?|underwrit|applicants?|applications?|policy|policies|"
                   r"coverage|benefits?|animals?|dogs?|cats?|pets?|심사|청구|가입자|피보험자|반려동물|clients?|residents?|"
                   r"caseload|students?|pupils?|children|guests?|menus?|food|dietary|meals?|site|incidents?|accidents?|"
                   r"알레르겐|유발\s*물질|교차\s*오염|allergens?|cross-conta|"
                   r"수혈|혈액\s*(?:은행|제제|원)|교차\s*시험|transfusion|blood\s*bank|"
                   r"식품|메뉴|성분|표시|원료|식단|급식|투숙객|학생|현장|사고|"
                   r"내담자|아동|청소년|진단\s*(보고서|평가|기준|도구|면접)|심리\s*(평가|검사)|clients'|assessments?",
    "gender_orientation": r"고객|사용자|타깃|비율|분포|데이터|필드|세그먼트|후보자|customers?|users?|audience|data|ratio|segment|"
                          r"mix|shortlists?|candidates|pipeline|diversity|representation",
    "politics": r"선거\s*(캠페인|시스템|방송)|캠페인|고객|시스템|기능|노사|교섭|단체\s*협약|노무|campaign|client|election|system|"
                r"feature|apps?(?![a-z])|labou?r relations|employee relations|industrial relations|collective bargaining|negotiat",
    "military": r"국방|방산|군\s*병원|부대\s*(납품|시스템)|defen[cs]e|military (customers?|clients?|contracts?|logistics|"
                r"software|projects?)|veterans?",
    "race_ethnicity": r"고객|사용자|환자|데이터|필드|통계|인구|조사|화장품|파운데이션|제품|피부과|쉐이드|다양성|customers?|users?|patients?|"
                      r"data|fields?|census|survey|demographic|dermatolog|cosmetic|foundation|shades?|products?|diversity|DEI|"
                      r"inclusion|representation|bias|dataset|model|정책|교육|policy|training",
    "social_status": r"복지|정책|대상자|사업|상담|클라이언트|이용자|수혜|아동|청소년|가정\s*방문|clients?|beneficiar|program|"
                     r"policy|welfare|caseload|students?|pupils?|youth|families",
    "education_background": r"채용\s*(설계|기준|정책|공고)|블라인드|캠퍼스|학생|입학|입시|recruit|campus|students?|admissions?|"
                            r"partner|sourcing|pipeline",
    "criminal_record": r"교정|교도관|재소자|수용자|보호관찰|변호|사건|의뢰인|피의자|피고인|수사|inmates?|offenders?|correctional|"
                       r"probation|clients?|defendants?|cases?|background[- ]check|screening (vendor|process|polic)",
    "wealth_credit": r"고객|회원|심사|모형|모델|포트폴리오|상품|여신|채권|평가|기업|회사|법인|가구|차주|customers?|clients?|"
                     r"borrowers?|portfolio|models?|scorecard|underwrit|loans? (book|portfolio|products?)|compan|issuer|"
                     r"debt (financing|capital|markets?|covenants?)|leverage|balance sheet|credit (risk|analysis|facilit)|"
                     r"applicants?|applications?|households?|tenants?|properties|listings?",
    "genetic": r"환자|검체|시료|샘플|연구|패널|변이|분석|파이프라인|상담|심사|보험|patients?|samples?|variants?|sequencing|panel|assay|"
               r"underwrit|applicants?|insur|policyholders?|mortality|"
               r"pipeline|research|study|cohort|counsel|clients?|data|breeding|herd|cattle|dogs?|cats?",
    "appearance": r"기준|규정|교육|훈련|교안|매뉴얼|승무원|고객|모델|캐릭터|제품|화장품|모발|standards?|polic(y|ies)|training|"
                  r"crew|guide|customers?|clients?|patients?|characters?|avatars?|products?|cosmetic|salon|brand|game|art|"
                  r"dogs?|cats?|pets?|animals?|members?",
}

# The grounds the law enumerates, each with the topic whose phrasings cover it. tests/test_grounding.py holds every
# ground to a topic with patterns and to a question of its own that the topic must catch.
STATUTORY_GROUNDS: dict[str, dict[str, str]] = {
    "국가인권위원회법 제2조 제3호": {
        "성별": "gender_orientation", "종교": "religion", "장애": "body_health", "나이": "age", "사회적 신분": "social_status",
        "출신 지역": "origin", "출신 국가": "origin", "출신 민족": "race_ethnicity", "용모 등 신체 조건": "appearance",
        "혼인 여부": "marital_status", "임신 또는 출산": "pregnancy_children", "가족 형태 또는 가족 상황": "family",
        "인종": "race_ethnicity", "피부색": "race_ethnicity", "사상 또는 정치적 의견": "politics",
        "형의 효력이 실효된 전과": "criminal_record", "성적 지향": "gender_orientation", "학력": "education_background",
        "병력": "body_health"},
    "채용절차법 제4조의3": {
        "용모": "appearance", "키·체중": "body_health", "출신 지역": "origin", "혼인 여부": "marital_status",
        "재산": "wealth_credit", "직계 존비속·형제자매의 학력·직업·재산": "family"},
    "EEOC": {
        "race": "race_ethnicity", "color": "race_ethnicity", "religion": "religion", "sex": "gender_orientation",
        "pregnancy": "pregnancy_children", "sexual orientation": "gender_orientation", "gender identity": "gender_orientation",
        "national origin": "origin", "age": "age", "disability": "body_health", "genetic information": "genetic"},
    "asked in practice": {
        "병역 (not a job requirement)": "military", "union membership": "politics", "credit and debt": "wealth_credit"},
}


def _lowered(pattern: str) -> str:
    """The pattern in lower case, its escapes kept: \\S must not become \\s."""
    return re.sub(r"(?<!\\)[A-Z]", lambda m: m.group().lower(), pattern)


def _one_pass(korean: bool) -> re.Pattern:
    """One regex per script, one named group per topic. Korean terms match only where a Korean word
    starts; English ones where a word starts. Lower case throughout: faster than IGNORECASE."""
    groups = []
    for index, patterns in enumerate(QUESTION_PATTERNS.values()):
        chosen = [_lowered(p).removeprefix(r"\b") for p in patterns if bool(_KOREAN_TERM.match(p)) == korean]
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
                       r"\bavoid(?:ing)? (?:asking|questions)|interview (?:kits?|guides?|questions)|면접\s*(?:가이드|질문지)|"
                       r"학위\s*논문|thesis|dissertation")
# A work word starts a word ("cats" is no work word inside "medications"); it may end inside one ("underwriting").
_WORD_START = r"(?<![A-Za-z])(?:{})"
_SHARED_WORK = re.compile(_WORD_START.format(SHARED_WORK_CONTEXT), re.IGNORECASE)
_WORK = {topic: re.compile(_WORD_START.format(f"{pattern}|{SHARED_WORK_CONTEXT}"), re.IGNORECASE)
         for topic, pattern in WORK_CONTEXT.items()}


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
        if lowered[match.end():match.end() + 1] == "별":
            continue  # "혈액형별 재고", "연령별 분포": a breakdown of data by the attribute, no one's own
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
    "family": r"가족(\s*관계|\s*사항|\s*구성)?|부양\s*가족|부모\s*(직업|학력)|보호자\s*직업|family|children|dependents|spouse|"
              r"(father|mother|parents)'?s? occupation",
    "military": r"병역(\s*사항)?|군\s*복무|군별|military(\s*service)?|national service",
    "religion": r"종교|religion|faith",
    "photo": r"사진|photo(graph)?",
    "body_health": r"신장|체중|몸무게|혈액형|건강(\s*상태)?|장애(\s*여부)?|보훈(\s*대상|\s*여부)?|height|weight|blood\s*type|"
                   r"health|disability",
    "gender": r"성별|gender|sex",
    "wealth_credit": r"재산(\s*(사항|정도|상태))?|주거\s*형태|자가\s*여부|credit score",
    "criminal_record": r"전과(\s*(여부|사항))?|범죄\s*경력|criminal record|convictions",
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


def personal_fact_spans(text: str) -> list[tuple[str, int, int]]:
    """(topic, start, end) of each personal-data statement in a line ("1990년생", "만 34세", "군필"): the
    spans blind input replaces where the rest of the line is work content."""
    return [(list(PERSONAL_FACTS)[int(m.lastgroup[1:])], m.start(), m.end()) for m in _FACT.finditer(text)]
