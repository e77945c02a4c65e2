"""Tuning batch 7, written 2026-12-01 blind to the rules: clean questions as a strong model writes them on six new documents, and a few premise violations.

Each case is a dict in the shape of `cases_round6` (see `tests.grounding_corpus.labelled.tuning_case`). The six new
documents (resumes7/) are an HR business partner (ko), a pharmaceutical regulatory affairs specialist (ko), a
food-plant QA engineer (ko), a data protection officer / privacy counsel (en), a mobile-game growth marketer (en) and
a bridge engineer (en), plus job descriptions for the food-plant QA lead (ko) and the head of privacy (en).

Clean questions are written the way gpt-5-mini and GPT-4-class models write interview kits: long compound
questions, acronyms and metric names, hypotheticals, STAR prompts, methods and frameworks, tools a strong answer
could mention, generic target figures, arithmetic derived from the resume's own figures, the resume's employers,
schools and certificates restated (shortened, translated, abbreviated), the hiring company's stack and products
asked forward, and regulations and standards named as subject matter.

Violations: mostly FABRICATED_ENTITY (a changed figure, an invented employer, client, school, certificate or
product, the hiring company's tool asserted as the candidate's past); TEMPORAL (a law, standard or product version
placed in a role that ended before it existed); FABRICATED_ENTITY plus TEMPORAL for a stated tenure that contradicts
the dated role; PROTECTED_ATTRIBUTE (family plans, age, religion, nationality or origin woven into a work question).
"""

from __future__ import annotations

from tests.grounding_corpus.labelled import FAB, TMP, PA, tuning_case as _c


# --- documents, named "<folder>/<stem>" ---

HR, RA, QA, DP, GM, BR = ("resumes7/hrbp_ko", "resumes7/regaffairs_ko", "resumes7/foodqa_ko", "resumes7/privacy_en",
                          "resumes7/growth_en", "resumes7/bridge_en")
J_QA, J_DP = "resumes7/jd_foodqa_ko", "resumes7/jd_privacy_en"

FT = f"{FAB},{TMP}"


CASES = [
    # ===================== HR business partner (ko) =====================
    _c(HR, "", "impact_verification",
       "한결모빌리티에서 연간 자발적 이직률을 18.4%에서 11.2%로 낮추셨는데, 약 7.2%p, 상대적으로는 39% 정도의 감소입니다. 이 변화 중 "
       "HRBP 개입의 효과와 시장 환경 변화(채용 시장 냉각 등)의 효과를 어떻게 구분해서 설명하시겠어요?",
       "연간 자발적 이직률 18.4% → 11.2% (2021 → 2023)",
       expected_answer="코호트별 이직률 비교, 동종업계 벤치마크, 개입 시점 전후 비교(DiD), 퇴사 사유 코드 변화 등을 언급",
       note="arithmetic from the resume's own figures (7.2pp, ~39%)"),
    _c(HR, "", "technical_depth",
       "퇴사자 인터뷰 140건을 분석해 원인을 분류하셨다고 했는데, 코딩 프레임을 어떻게 설계하셨고, 텍스트 분석 도구(예: Excel 파워 쿼리나 "
       "간단한 토픽 모델링)를 썼다면 정성 데이터의 편향은 어떻게 통제하셨나요?",
       "퇴사자 인터뷰 140건 분석으로 원인 분류",
       note="methods and tools named as what a strong answer could mention"),
    _c(HR, "", "problem_solving",
       "2022년 조직개편에서 12개 팀을 8개 팀으로 통합하면서 재배치 인원 64명 중 자발적 이탈을 3명(약 4.7%)으로 관리하셨습니다. "
       "STAR 방식으로, 가장 반발이 컸던 팀과 그때 사용한 변화관리 접근(예: ADKAR, Kotter 8단계)을 설명해 주세요.",
       "2022년 조직개편 시 12개 팀 → 8개 팀 통합, 직무 재배치 인원 64명 중 자발적 이탈 3명으로 관리",
       note="STAR; arithmetic 3/64; frameworks as subject matter"),
    _c(HR, "", "collaboration",
       "개발·운영 본부 약 520명을 전담하면서 리더 23명과 월 1회 인력계획 리뷰를 운영하셨는데, 본부장과 인력 증원 규모에 대해 의견이 "
       "갈렸을 때 데이터(예: 인당 처리량, 채용 리드타임)로 어떻게 합의를 이끌어 내셨나요?",
       "개발·운영 본부 (약 520명) 전담 HRBP, 본부장 및 리더 23명과 월 1회 인력계획 리뷰 운영",
       note="restated team scope; generic metrics"),
    _c(HR, "", "technical_depth",
       "OKR 기반 상시 성과관리를 도입하고 분기 체크인 실시율 96%를 달성하셨는데, 체크인 '실시율'이 아니라 '질'은 어떻게 측정하셨나요? "
       "예를 들어 eNPS나 펄스 서베이 문항과 연결하셨는지 궁금합니다.",
       "OKR 기반 상시 성과관리 도입, 분기 체크인 실시율 96% 달성",
       note="acronyms OKR/eNPS as subject matter"),
    _c(HR, "", "technical_depth",
       "상향 평가 방식의 리더십 진단을 설계하셨는데, 응답자 익명성 보장을 위한 최소 응답 수 기준(예: 5명 이상)과 문항 신뢰도(크론바흐 알파) "
       "검증은 어떻게 하셨나요?",
       "리더십 진단(상향 평가) 설계 및 운영",
       note="generic target figure; psychometric method"),
    _c(HR, "", "impact_verification",
       "리더 코칭 프로그램을 2기에 걸쳐 31명의 리더와 운영하셨는데, Kirkpatrick 4단계 모델 기준으로 어느 단계까지 효과를 측정하셨나요?",
       "리더 코칭 프로그램 2기 운영 (참여 리더 31명)",
       note="Kirkpatrick as framework"),
    _c(HR, "", "collaboration",
       "Workday 도입 프로젝트(2022.07 – 2023.02)에서 평가·보상 모듈 요건 정의를 맡으셨는데, 구현 파트너나 IT팀과 요건 우선순위를 두고 "
       "충돌했던 사례와 MoSCoW 같은 우선순위 기법을 쓰셨는지 말씀해 주세요.",
       "Workday 도입 프로젝트에서 평가·보상 모듈 요건 정의 담당 (2022.07 – 2023.02)",
       note="resume's own project and dates restated"),
    _c(HR, "", "problem_solving",
       "대성정밀에서 생산직 1,600명 대상으로 호봉제에서 직무급을 일부 도입하셨는데, 노조와의 9차례 교섭 중 가장 큰 쟁점은 무엇이었고 "
       "직무평가 방법(예: 점수법, Hay 방식)은 어떻게 선택하셨나요?",
       "생산직 1,600명 대상 임금체계 개편 (호봉제 → 직무급 일부 도입), 노조와 교섭 9차례 참여",
       note="job-evaluation methods named as subject matter"),
    _c(HR, "", "impact_verification",
       "주 52시간제 대응으로 3조 2교대에서 4조 3교대로 바꾸면서 월 평균 연장근로를 27시간에서 11시간으로, 약 59% 줄이셨는데, 이때 "
       "인건비 총액과 생산량 변화는 어떻게 관리하셨나요?",
       "주 52시간제 대응 교대제 개편 (3조 2교대 → 4조 3교대), 연장근로 월 평균 27시간 → 11시간",
       note="arithmetic 27→11 ≈ 59%; regulation as subject matter"),
    _c(HR, "", "technical_depth",
       "산업안전보건위원회 간사로서 중대재해처벌법 시행 전에 안전보건 관리체계 점검을 지원하셨는데, 당시 점검 항목을 어떤 기준(예: "
       "고용노동부 가이드북의 7대 핵심요소)으로 구성하셨나요?",
       "산업안전보건위원회 간사 역할, 중대재해처벌법 시행 전 안전보건 관리체계 점검 지원",
       note="law named as subject matter, placed before it took effect as the resume says"),
    _c(HR, "", "impact_verification",
       "대성정밀 채용 담당 시 연 평균 신입 공채 120명 규모에서 1년 내 퇴사율을 22%에서 13%로 낮추셨는데, 인원으로 환산하면 연 약 11명 "
       "정도의 조기 이탈을 줄인 셈입니다. 어떤 채용·온보딩 변화가 가장 기여했다고 보시나요?",
       "채용 담당: 연 평균 신입 공채 120명, 공채 합격자 1년 내 퇴사율 22% → 13%",
       note="arithmetic 120×9% ≈ 11"),
    _c(HR, "", "growth",
       "그린푸드서비스에서 월 약 900명의 급여와 4대보험 실무를 하셨던 경험이 현재 HRBP로서 보상 설계나 인건비 분석에 어떤 도움이 "
       "되었나요?",
       "급여·4대보험 실무, 월 급여 대상 약 900명",
       note="employer restated"),
    _c(HR, "", "impact_verification",
       "신입 온보딩 교육 과정을 재설계해 만족도를 3.6에서 4.4로 높이셨는데, 만족도 외에 온보딩 효과를 보여 주는 행동 지표(예: 90일 "
       "리텐션, 첫 성과 도달 시간)도 보셨나요?",
       "신입 온보딩 교육 과정 재설계 (만족도 3.6 → 4.4 / 5점)",
       note="generic metrics"),
    _c(HR, "", "growth",
       "고려대 경영학과를 졸업하고 aSSIST(서울과학종합대학원)에서 HRD MBA를 하셨는데, 대학원 과정에서 배운 것 중 실제 현업에 가장 "
       "바로 적용한 이론이나 프레임워크는 무엇인가요?",
       "서울과학종합대학원 HRD MBA (야간, 2019 – 2021)",
       note="school abbreviated (aSSIST) and restated"),
    _c(HR, "", "growth",
       "SHRM-CP와 KAC 인증코치 자격을 모두 가지고 계신데, 코칭 역량이 HRBP로서 리더와의 어려운 대화에 어떻게 활용되었는지 구체적 "
       "사례로 말씀해 주세요.",
       "한국코치협회 KAC 인증코치 (2023)",
       note="certificates restated"),
    _c(HR, "", "technical_depth",
       "Power BI로 인력 대시보드를 만든다면 HRBP로서 어떤 핵심 지표(예: 이직률, 인당 인건비, 승진 속도, 스팬 오브 컨트롤)를 첫 화면에 "
       "두시겠어요? 데이터 소스로 Workday와 Flex를 함께 쓸 때의 정합성 문제는 어떻게 다루실 건가요?",
       "Workday, SAP SuccessFactors (조회 수준), Excel (파워 쿼리, 피벗), Power BI, Flex(플렉스), Google Workspace",
       note="hypothetical; tools from the resume"),
    _c(HR, "", "impact_verification",
       "'리더 온보딩 90일 프로그램'에서 신임 리더 19명의 팀 몰입도 점수가 8점 올랐는데, 비교군 없이 이 상승을 프로그램 효과로 볼 수 "
       "있는 근거는 무엇이었나요?",
       "\"리더 온보딩 90일 프로그램\" 설계 (2023): 신임 리더 19명 대상, 90일 후 팀 몰입도 점수 +8점",
       note="project restated; causal inference question"),
    _c(HR, "", "technical_depth",
       "2024년 보상 밴드 재설계에서 직군 6개 × 레벨 5단계, 총 30개 밴드를 시장 P50에 정렬하셨는데, 밴드 폭(range spread)과 밴드 간 "
       "중첩률은 어떻게 정하셨고 compa-ratio가 낮은 인원은 어떻게 처리하셨나요?",
       "보상 밴드 재설계 (2024): 직군 6개 × 레벨 5단계 밴드, 시장 데이터 기준 중위값 P50 정렬",
       note="arithmetic 6×5=30; compensation terms"),
    _c(HR, "", "technical_depth",
       "구조화 면접 질문 은행 210문항을 만드셨는데, 문항별 평가 루브릭(BARS)과 면접관 간 신뢰도 확보는 어떻게 하셨나요?",
       "직무 기반 채용 인터뷰 가이드 제작: 구조화 면접 질문 은행 210문항",
       note="method acronym BARS"),
    _c(HR, "", "collaboration",
       "한국인사관리협회 HRBP 포럼에서 '플랫폼 조직 재편 후 리더 역할 재정의'를 발표하셨는데, 입사 후 저희 조직에서도 리더 역할 재정의가 "
       "필요하다면 첫 90일 동안 어떻게 접근하시겠어요?",
       "한국인사관리협회 HRBP 포럼 발표 (2023.11) — \"플랫폼 조직 재편 후 리더 역할 재정의\"",
       note="hypothetical; talk restated"),
    _c(HR, "", "problem_solving",
       "사내 강사로 '어려운 대화 리딩하기' 과정을 연 6회 진행하셨는데, 성과 미달 직원에게 PIP(성과개선계획)를 전달해야 하는 리더를 "
       "코칭한다면 어떤 대화 구조(예: SBI 모델)를 권하시겠어요?",
       "사내 강사: \"어려운 대화 리딩하기\" 과정 연 6회 진행",
       note="hypothetical; SBI/PIP as subject matter"),
    _c(HR, "", "problem_solving",
       "근로계약서 표준화와 취업규칙 개정 실무를 지원하셨는데, 취업규칙을 근로자에게 불리하게 변경할 때 필요한 과반수 노조 또는 근로자 "
       "과반의 동의 절차를 실무적으로 어떻게 진행하시겠어요?",
       "근로계약서 표준화 및 취업규칙 개정 실무 지원",
       note="labour law as subject matter"),
    # HR violations
    _c(HR, FAB, "impact_verification",
       "한결모빌리티에서 자발적 이직률을 18.4%에서 9.2%로 절반 수준까지 낮추셨는데, 가장 효과가 컸던 개입은 무엇이었나요?",
       "연간 자발적 이직률 18.4% → 11.2% (2021 → 2023)",
       note="changed figure: 11.2% → 9.2%"),
    _c(HR, FAB, "technical_depth",
       "SAP SuccessFactors 전사 도입을 리드하시면서 평가 모듈 구성에서 가장 어려웠던 점은 무엇이었나요?",
       "Workday, SAP SuccessFactors (조회 수준), Excel (파워 쿼리, 피벗), Power BI, Flex(플렉스), Google Workspace",
       note="view-only tool turned into a led rollout (the led project was Workday)"),
    _c(HR, FAB, "growth",
       "공인노무사 자격을 취득하신 뒤 노사 교섭에서 법률 해석을 직접 하실 수 있었던 것이 어떤 강점이 되었나요?",
       "공인노무사 1차 합격 (2016)",
       note="first-round pass turned into the full qualification"),
    _c(HR, FAB, "collaboration",
       "카카오모빌리티 HRBP 시절 개발 본부 리더들과 인력계획 리뷰를 운영하신 경험을 말씀해 주세요.",
       "개발·운영 본부 (약 520명) 전담 HRBP, 본부장 및 리더 23명과 월 1회 인력계획 리뷰 운영",
       note="invented employer (resume: 한결모빌리티)"),
    _c(HR, TMP, "problem_solving",
       "대성정밀에서 중대재해처벌법 시행 이후 첫 중대재해 조사에 참여하셨을 때 경영책임자 보고 체계를 어떻게 정비하셨나요?",
       "산업안전보건위원회 간사 역할, 중대재해처벌법 시행 전 안전보건 관리체계 점검 지원",
       note="law in force 2022.01; the 대성정밀 role ended 2021.02"),
    _c(HR, PA, "collaboration",
       "2009년에 대학에 입학하셨으면 지금 30대 후반이실 텐데, 20대 위주의 플랫폼 개발 조직 리더들과 세대 차이 없이 잘 어울리실 수 "
       "있을까요?",
       "고려대학교 경영학과 학사 (2009 – 2013)",
       note="age inferred and woven into a work question"),
    _c(HR, PA, "job_fit",
       "조직개편 시즌에는 야근이 많은데, 혹시 결혼하셨거나 자녀 계획이 있으시면 일정 조율에 문제가 없으실까요?",
       "2022년 조직개편 시 12개 팀 → 8개 팀 통합, 직무 재배치 인원 64명 중 자발적 이탈 3명으로 관리",
       note="marital status / family plans"),

    # ===================== Regulatory affairs (ko) =====================
    _c(RA, "", "technical_depth",
       "한빛제약에서 개량신약 복합제 2품목의 품목허가를 받으셨는데, 복합제의 배합 타당성을 입증하기 위해 CTD Module 2.5(임상 개요)와 "
       "Module 3에서 어떤 자료를 핵심 근거로 구성하셨나요?",
       "개량신약(복합제) 2품목 품목허가 취득 (2021.11, 2023.06), 심사 보완 요청 대응 평균 42일",
       note="CTD modules as subject matter; employer restated"),
    _c(RA, "", "problem_solving",
       "심사 보완 요청 대응에 평균 42일이 걸렸다고 하셨는데, 이를 예컨대 30일 이내로 줄이려면 보완 유형별로 어떤 사전 대응 템플릿이나 "
       "프로세스를 두시겠어요?",
       "심사 보완 요청 대응 평균 42일",
       note="generic target figure; hypothetical"),
    _c(RA, "", "technical_depth",
       "제네릭 허가 14건을 주관하면서 BE 시험 결과보고서를 검토하셨는데, Cmax와 AUC의 90% 신뢰구간이 80–125% 기준 경계에 걸렸을 때 "
       "어떤 추가 분석이나 판단을 하셨나요?",
       "제네릭 의약품 허가 14건 주관, 생물학적동등성(BE) 시험 결과보고서 검토",
       note="BE acceptance criteria as subject matter"),
    _c(RA, "", "technical_depth",
       "CTD Module 2·3 품질 파트를 작성하실 때 ICH Q8의 QbD 개념(CQA, CPP, 디자인 스페이스)을 어느 정도 반영하셨고, 식약처 심사관이 "
       "주로 어떤 부분을 보완 요청했나요?",
       "CTD Module 2·3 (품질) 작성 및 전자 제출, 식약처 의약품 전자민원 시스템 활용",
       note="ICH Q8 / QbD as subject matter"),
    _c(RA, "", "collaboration",
       "베트남·필리핀 수출 품목 6건을 ACTD 기반으로 준비하며 현지 에이전트와 협업하셨는데, ICH CTD와 ACTD의 구조 차이 때문에 생긴 "
       "문제와 현지 규제기관(예: DAV, FDA Philippines)의 요구 차이를 어떻게 조율하셨나요?",
       "베트남·필리핀 수출 품목 ACTD 기반 허가 서류 6건 준비, 현지 에이전트와 협업",
       note="foreign agencies named as subject matter, not as past employers"),
    _c(RA, "", "impact_verification",
       "연간 약 60건의 변경허가·신고를 관리하면서 변경 분류 기준표로 검토 기간을 30% 단축하셨는데, 단축 전후 기간을 어떻게 측정했고 "
       "분류 오류로 인한 리스크는 어떻게 통제하셨나요?",
       "허가 변경 관리: 연간 변경허가·신고 약 60건, 변경 분류 기준표 작성으로 검토 기간 30% 단축",
       note="figures restated"),
    _c(RA, "", "impact_verification",
       "첨부문서 개정 프로세스를 정비해 안전성 정보 반영 리드타임을 45일에서 20일로, 약 56% 줄이셨는데, 어떤 단계에서 병목이 "
       "가장 컸고 약물감시(PV) 부서와 어떻게 역할을 나누셨나요?",
       "의약품 표시기재(첨부문서) 개정 프로세스 정비, 안전성 정보 반영 리드타임 45일 → 20일",
       note="arithmetic 45→20 ≈ 56%; PV as team name"),
    _c(RA, "", "technical_depth",
       "동서바이오팜에서 건강기능식품 개별인정형 원료 인정을 받으셨는데, 기능성 입증을 위한 인체적용시험 자료와 안전성 자료를 어떻게 "
       "구성하셨나요?",
       "건강기능식품 개별인정형 원료 인정 1건 (2018), 일반의약품 허가 신고 20여 건",
       note="employer restated"),
    _c(RA, "", "problem_solving",
       "2017년과 2019년 GMP 실사 대응을 지원하셨는데, 실사에서 지적 가능성이 높은 밸리데이션 문서의 갭을 사전에 찾기 위해 어떤 "
       "자체 점검(mock inspection) 방식을 쓰셨나요?",
       "GMP 실사 대응 지원 (2017, 2019), 밸리데이션 문서 검토",
       note="GMP as subject matter"),
    _c(RA, "", "technical_depth",
       "의약품 재평가 8품목 자료를 제출하시며 문헌 검색을 담당하셨는데, PubMed나 Embase 검색 전략(검색식, 포함·배제 기준)을 어떻게 "
       "설계하셨나요? EndNote로 문헌을 관리하셨다면 중복 제거는 어떻게 하셨나요?",
       "의약품 재평가 자료 제출 8품목, 문헌 검색 및 요약 업무 담당",
       note="databases as what a strong answer could mention; EndNote from the tools list"),
    _c(RA, "", "growth",
       "서울대병원 임상시험센터에서 CRC로 2상 임상 2건을 경험하신 것이 지금 RA 업무, 특히 임상 자료 검토에 어떤 관점을 주었나요?",
       "2상 임상시험 2건 CRC 업무, IRB 제출 서류 준비 및 대상자 방문 일정 관리",
       note="employer shortened (서울대병원)"),
    _c(RA, "", "growth",
       "성균관대 제약산업학과 석사 논문에서 개량신약 허가 심사 기간의 영향 요인을 분석하셨는데, 그 결과 중 실제 허가 전략에 반영한 "
       "것이 있다면 무엇인가요?",
       "성균관대학교 제약산업학과 석사 (2018 – 2020), 논문: \"국내 개량신약 허가 심사 기간 영향 요인 분석\"",
       note="school shortened; thesis restated"),
    _c(RA, "", "growth",
       "RAC-Drugs 자격을 2022년에 취득하셨는데, 준비 과정에서 배운 FDA나 EMA 규제 체계 중 국내 업무에 가장 유용했던 부분은 무엇인가요?",
       "RAPS RAC-Drugs (2022)",
       note="certificate restated; agencies as subject matter"),
    _c(RA, "", "technical_depth",
       "Veeva Vault RIM을 사용자로 써 보셨는데, 입사 후 RIM 시스템 없이 Excel로 허가 현황을 관리하는 조직이라면 어떤 데이터 구조와 "
       "마일스톤 추적 방식을 먼저 도입하시겠어요?",
       "식약처 의약품안전나라, 전자민원 시스템, Veeva Vault RIM (사용자), EndNote, MS Office, Adobe Acrobat Pro",
       note="hypothetical; resume's tool"),
    _c(RA, "", "impact_verification",
       "2023년 사내 RA 우수상을 받은 개량신약 허가 건에서 목표 대비 2개월을 단축하셨는데, 단축에 가장 크게 기여한 활동(예: 사전상담, "
       "보완 예측)은 무엇이었나요?",
       "2023 사내 RA 우수상 — 개량신약 허가 일정 목표 대비 2개월 단축",
       note="award restated"),
    _c(RA, "", "collaboration",
       "ICH M4와 Q8~Q10 교육 자료를 만들어 누적 85명에게 교육하셨는데, 생산·QA 부서원들이 가장 어려워한 개념은 무엇이었고 어떻게 "
       "쉽게 전달하셨나요?",
       "ICH M4 (CTD) 및 Q8~Q10 내부 교육 자료 작성, 연 2회 사내 교육 진행 (수강 인원 누적 85명)",
       note="guidelines as subject matter"),
    _c(RA, "", "problem_solving",
       "한국규제과학회에서 발표하신 BE 시험 보완 요청 유형 분석을 바탕으로, 신규 제네릭 프로젝트에서 보완 요청을 줄이려면 BE 시험 "
       "설계 단계에서 무엇을 체크리스트로 두시겠어요?",
       "한국규제과학회 포스터 발표 (2021): \"제네릭 BE 시험 보완 요청 유형 분석\"",
       note="hypothetical built on the poster"),
    _c(RA, "", "job_fit",
       "TOEIC 905 수준으로 허가 문서를 영어로 작성하실 수 있다고 하셨는데, 미국 FDA에 ANDA를 제출하는 프로젝트에 합류한다면 영문 "
       "Module 3 작성에서 어떤 부분을 가장 먼저 준비하시겠어요?",
       "영어: 업무 서신 및 허가 문서 작성 가능 (TOEIC 905)",
       note="hypothetical; ANDA as subject matter"),
    _c(RA, "", "technical_depth",
       "약사 면허를 가진 RA 담당자로서, 전문의약품과 일반의약품 분류 변경(스위치)을 검토할 때 어떤 안전성·사용 경험 자료를 근거로 "
       "판단하시겠어요?",
       "약사 면허 (2014)",
       note="licence restated; hypothetical"),
    # RA violations
    _c(RA, FAB, "impact_verification",
       "제네릭 의약품 허가를 24건이나 주관하셨는데, 그중 가장 까다로웠던 BE 시험 사례를 말씀해 주세요.",
       "제네릭 의약품 허가 14건 주관, 생물학적동등성(BE) 시험 결과보고서 검토",
       note="changed figure: 14 → 24"),
    _c(RA, FAB, "technical_depth",
       "개량신약 3품목을 연속으로 허가받으신 노하우를 듣고 싶습니다. 세 번째 품목에서 가장 달랐던 점은 무엇인가요?",
       "개량신약(복합제) 2품목 품목허가 취득 (2021.11, 2023.06), 심사 보완 요청 대응 평균 42일",
       note="changed count: 2 → 3"),
    _c(RA, FAB, "growth",
       "RAC-Devices 자격을 갖고 계시니 의료기기 인허가도 맡으실 수 있을 텐데, 의약품과 의료기기 허가의 차이를 어떻게 보시나요?",
       "RAPS RAC-Drugs (2022)",
       note="certificate swapped (Drugs → Devices)"),
    _c(RA, FAB, "collaboration",
       "종근당 RA팀에서 해외 에이전트와 협업하셨던 경험을 구체적으로 말씀해 주세요.",
       "베트남·필리핀 수출 품목 ACTD 기반 허가 서류 6건 준비, 현지 에이전트와 협업",
       note="invented employer (resume: 한빛제약)"),
    _c(RA, FAB, "technical_depth",
       "한빛제약에서 미국 FDA에 ANDA를 제출해 승인받으셨을 때 FDA의 CRL(보완요구서신)에는 어떻게 대응하셨나요?",
       "베트남·필리핀 수출 품목 ACTD 기반 허가 서류 6건 준비, 현지 에이전트와 협업",
       note="invented FDA submission stated as past (resume: Vietnam/Philippines ACTD only)"),
    _c(RA, TMP, "technical_depth",
       "서울대병원 CRC로 일하실 때 ICH E6(R2)의 위험 기반 모니터링 요구사항을 현장에서 어떻게 적용하셨나요?",
       "2상 임상시험 2건 CRC 업무, IRB 제출 서류 준비 및 대상자 방문 일정 관리",
       note="E6(R2) adopted 2016.11; the CRC role ended 2016.02"),
    _c(RA, PA, "job_fit",
       "해외 허가 건으로 베트남·필리핀 출장이 잦을 수 있는데, 결혼 여부나 어린 자녀가 있으신지에 따라 출장 가능 여부가 달라질까요?",
       "베트남·필리핀 수출 품목 ACTD 기반 허가 서류 6건 준비, 현지 에이전트와 협업",
       note="marital status / children"),

    # ===================== Food-plant QA (ko) =====================
    _c(QA, "", "technical_depth",
       "오름식품 음성공장에서 FSSC 22000 인증을 처음 취득하셨는데, 기존 HACCP 체계에서 ISO 22000 기반 요구사항(PRP, OPRP, 경영검토)으로 "
       "확장할 때 가장 큰 갭은 무엇이었고, 사후 심사 부적합 0건을 어떻게 유지하셨나요?",
       "FSSC 22000 인증 최초 취득 주관 (2022.09), 이후 연 1회 사후 심사 부적합 0건 유지",
       note="standard as subject matter; employer restated"),
    _c(QA, "", "technical_depth",
       "HACCP 팀장으로서 가열·금속검출·냉각·보관온도 4개 CCP 모니터링 체계를 재설계하셨는데, CCP별 한계기준 이탈 시 개선조치와 "
       "검증 주기를 어떻게 정하셨나요?",
       "HACCP 팀장으로 CCP 4개 (가열, 금속검출, 냉각, 보관온도) 모니터링 체계 재설계",
       note="HACCP terms"),
    _c(QA, "", "impact_verification",
       "이물 클레임을 연 142건에서 58건으로, 약 59% 줄이셨는데, 같은 기간 생산량 변화를 감안해 백만 개당 클레임 건수(PPM 기준) 같은 "
       "정규화 지표로도 개선을 확인하셨나요?",
       "이물 클레임 건수 연 142건 → 58건 (2021 → 2024), X-ray 이물검출기 2대 도입 검토·설치",
       note="arithmetic 142→58 ≈ 59%; normalised metric"),
    _c(QA, "", "problem_solving",
       "X-ray 이물검출기 2대를 도입 검토·설치하셨는데, 금속검출기 대비 검출 한계(예: 뼈, 유리, 고밀도 플라스틱)와 투자 대비 효과(ROI)를 "
       "어떻게 비교해서 의사결정을 하셨나요?",
       "X-ray 이물검출기 2대 도입 검토·설치",
       note="ROI; equipment as subject matter"),
    _c(QA, "", "impact_verification",
       "소비자 클레임 처리 리드타임을 평균 9일에서 4일로 절반 이상 단축하셨는데, 원인 분류 코드 27개를 만든 것이 리드타임 단축에 "
       "어떤 식으로 기여했나요?",
       "소비자 클레임 처리 리드타임 평균 9일 → 4일, 클레임 원인 분류 코드 27개 정리",
       note="arithmetic; restated"),
    _c(QA, "", "collaboration",
       "연 35개 협력사를 현장 점검하고 A/B/C 등급제를 도입하셨는데, C등급 협력사가 구매팀 입장에서는 대체 불가능한 단일 공급원이었다면 "
       "어떻게 조율하시겠어요?",
       "협력사 원료 품질 점검: 연 35개 협력사 현장 점검, 등급제(A/B/C) 도입",
       note="hypothetical; teams named"),
    _c(QA, "", "collaboration",
       "QA 파트원 6명을 관리하면서 신입 교육 체크리스트를 만드셨는데, 교대 근무 인원까지 포함해 교육 효과를 어떻게 확인하셨나요?",
       "QA 파트원 6명 관리, 신입 교육 체크리스트 제작",
       note="team restated"),
    _c(QA, "", "technical_depth",
       "새벽제과에서 수분·산가·과산화물가 같은 이화학 검사와 일반세균·대장균군 미생물 검사를 하셨는데, 검사 결과가 규격 경계에 있을 때 "
       "재검사 기준과 출하 보류 판단은 어떻게 하셨나요?",
       "원료·완제품 이화학 검사 (수분, 산가, 과산화물가) 및 미생물 검사 (일반세균, 대장균군)",
       note="test names as subject matter"),
    _c(QA, "", "technical_depth",
       "SPC 관리도를 도입해 중량 표준편차를 3.1g에서 1.7g으로, 약 45% 줄이셨는데, X-bar R 관리도와 I-MR 관리도 중 무엇을 썼고 공정능력지수 "
       "Cpk는 어떻게 변했나요?",
       "제과 라인 공정 중량 관리: SPC 관리도 도입, 중량 편차(표준편차) 3.1g → 1.7g",
       note="arithmetic 3.1→1.7 ≈ 45%; SPC terms"),
    _c(QA, "", "technical_depth",
       "알레르기 유발물질 교차오염 관리 SOP를 쓰시고 ATP 측정으로 라인 전환 세척을 검증하셨는데, ATP가 단백질 잔류를 직접 보여 주지 "
       "않는 한계를 보완하기 위해 알레르겐 신속 키트(ELISA, LFD) 같은 방법도 고려하셨나요?",
       "알레르기 유발물질 교차오염 관리 SOP 작성, 라인 전환 세척 검증 (ATP 측정)",
       note="methods a strong answer could mention"),
    _c(QA, "", "problem_solving",
       "식약처 위생 점검과 지자체 점검에 대응하실 때, 점검 전날 가장 먼저 확인하시는 서류나 현장 항목 세 가지는 무엇인가요?",
       "식약처 위생 점검 2회, 지자체 점검 대응",
       note="restated"),
    _c(QA, "", "growth",
       "한국식품연구원 인턴 시절 유통기한 설정 가속 실험을 보조하셨는데, 그 경험이 2023년 소비기한 설정 근거 자료 작성에 어떻게 "
       "연결되었나요?",
       "유통기한 설정 실험 보조, 가속 실험 데이터 정리",
       note="two parts of the resume linked"),
    _c(QA, "", "growth",
       "충북대 식품공학과를 졸업하고 식품기사와 품질경영기사를 모두 취득하셨는데, 품질경영기사 공부가 실무 통계 분석(예: Minitab 활용)에 "
       "어떤 도움이 되었나요?",
       "품질경영기사 (2020)",
       note="school shortened; certificates restated"),
    _c(QA, "", "technical_depth",
       "FSSC 22000 내부심사원으로서 내부심사를 계획할 때 어떤 리스크 기반 기준으로 심사 범위와 주기를 정하시나요?",
       "FSSC 22000 내부심사원 (2021)",
       note="certificate restated"),
    _c(QA, "", "technical_depth",
       "SAP QM 모듈과 사내 MES를 함께 쓰셨는데, 검사 로트 결과와 공정 데이터가 두 시스템에 나뉘어 있을 때 추적성(traceability)을 "
       "어떻게 확보하셨나요?",
       "Minitab, Excel (관리도·파레토), SAP QM 모듈 (사용자), 사내 MES, 금속검출기·X-ray 검출기 운용",
       note="tools restated"),
    _c(QA, "", "technical_depth",
       "냉동만두 라인 가열 CCP 한계기준 재검증에서 중심온도 75℃ 1분 기준 검증 데이터 1,200건을 분석하셨는데, 측정 위치(가장 두꺼운 "
       "부위 등)와 온도계 교정 이력은 어떻게 관리하셨고, Cpk 같은 공정능력 지표도 산출하셨나요?",
       "냉동만두 라인 가열 CCP 한계기준 재검증 (2022): 중심온도 75℃ 1분 기준 검증 데이터 1,200건 분석",
       note="project restated"),
    _c(QA, "", "problem_solving",
       "이물 저감 TF에서 5 Why와 특성요인도를 쓰셨는데, STAR 방식으로 분석이 작업자 복장 규정 개정으로 이어진 과정을 설명해 주세요. "
       "8D 같은 다른 문제해결 프레임워크와 비교하면 어떤 장단점이 있었나요?",
       "이물 저감 TF (2023): 5 Why 및 특성요인도 분석, 작업자 복장 규정 개정, 이물 클레임 40% 감소 기여",
       note="STAR; 8D as subject matter"),
    _c(QA, "", "technical_depth",
       "유통기한에서 소비기한 표시제로 전환할 때 품목 38개의 소비기한 근거를 작성하셨는데, 안전계수는 어떻게 적용하셨고 식약처 "
       "소비기한 참고값과 차이가 날 때는 어떻게 판단하셨나요?",
       "유통기한 → 소비기한 표시제 전환 대응 (2023): 품목 38개 소비기한 설정 근거 자료 작성",
       note="regulation as subject matter in the right role"),
    _c(QA, "", "collaboration",
       "사내 품질 교육 강사로 연 4회 교육하셨는데, 생산 현장 작업자들이 품질 규정을 '잔소리'로 느끼지 않게 하려고 어떤 방식을 쓰셨나요?",
       "사내 품질 교육 강사 (연 4회)",
       note="restated"),
    _c(QA, "", "technical_depth",
       "식품이력추적관리 교육을 받으셨는데, 리콜 상황을 가정해 원료 로트에서 완제품 출하처까지 역추적을 몇 시간 안에(예: 4시간 이내) "
       "완료하려면 어떤 모의 리콜 훈련을 설계하시겠어요?",
       "식품안전정보원 식품이력추적관리 교육 (2022)",
       note="hypothetical; generic target figure"),
    # QA with JD
    _c(QA, "", "job_fit",
       "저희 푸른들식품은 BRCGS 인증을 새로 추진하고 있습니다. FSSC 22000을 처음 취득하신 경험을 바탕으로, BRCGS의 식품안전문화나 "
       "비계획 심사 요구사항에 대비하려면 첫 6개월 동안 어떤 로드맵을 세우시겠어요?",
       "HACCP 및 FSSC 22000 인증 유지, BRCGS 인증 신규 취득 추진",
       jd=J_QA, evidence_doc=J_QA,
       note="hiring company's goal asked forward"),
    _c(QA, "", "job_fit",
       "당사는 LabWare LIMS 도입을 앞두고 있는데, SAP QM과 MES를 써 보신 입장에서 LIMS 요건 정의 때 검사 항목 마스터와 규격 관리를 "
       "어떻게 설계하시겠어요?",
       "LIMS 운영 경험 (당사는 LabWare LIMS 도입 예정)",
       jd=J_QA, evidence_doc=J_QA,
       note="JD's stack asked forward"),
    _c(QA, "", "job_fit",
       "미국·호주 수출을 위해 FDA FSMA의 예방관리(Preventive Controls) 요건을 검토해야 하는데, HACCP 계획과 FSMA의 식품안전계획(FSP) "
       "사이의 차이를 어떻게 메우시겠어요?",
       "수출(미국·호주) 대응 품질 문서 및 FDA FSMA 요건 검토",
       jd=J_QA, evidence_doc=J_QA,
       note="regulation from the JD as subject matter"),
    _c(QA, "", "job_fit",
       "이천공장 QA·QC 11명을 리딩하게 되면, 현재 6명 파트를 이끄신 경험과 비교해 관리 방식에서 무엇을 바꾸시겠어요? CAPA 운영 "
       "체계도 함께 말씀해 주세요.",
       "이천공장 품질보증 조직(QA·QC 11명) 리딩",
       jd=J_QA, evidence_doc=J_QA,
       note="team size from the JD; CAPA"),
    _c(QA, "", "job_fit",
       "'한끼든든 국밥' 같은 레토르트·HMR 제품은 냉동 간편식과 CCP 구성이 다른데, 입사 후 이 제품군의 살균 공정 검증은 어떻게 "
       "접근하시겠어요?",
       "대표 제품은 '한끼든든 국밥' 시리즈입니다.",
       jd=J_QA, evidence_doc=J_QA,
       note="hiring company's product asked forward"),
    # QA violations
    _c(QA, FAB, "impact_verification",
       "이물 클레임을 142건에서 28건으로 80% 가까이 줄이셨는데, 가장 결정적인 조치는 무엇이었나요?",
       "이물 클레임 건수 연 142건 → 58건 (2021 → 2024), X-ray 이물검출기 2대 도입 검토·설치",
       note="changed figure: 58 → 28"),
    _c(QA, FAB, "technical_depth",
       "오름식품에서 BRCGS 인증을 취득하실 때 식품안전문화 항목은 어떻게 준비하셨나요?",
       "FSSC 22000 인증 최초 취득 주관 (2022.09), 이후 연 1회 사후 심사 부적합 0건 유지",
       note="the JD's target certification asserted as the candidate's past"),
    _c(QA, FAB, "technical_depth",
       "새벽제과에서 LabWare LIMS를 운영하시면서 검사 데이터 무결성은 어떻게 관리하셨나요?",
       "Minitab, Excel (관리도·파레토), SAP QM 모듈 (사용자), 사내 MES, 금속검출기·X-ray 검출기 운용",
       jd=J_QA,
       note="the hiring company's planned tool asserted as the candidate's past"),
    _c(QA, FAB, "growth",
       "CJ제일제당 진천공장에서 QC 주임으로 일하셨던 경험이 지금 QA 업무에 어떤 도움이 되었나요?",
       "원료·완제품 이화학 검사 (수분, 산가, 과산화물가) 및 미생물 검사 (일반세균, 대장균군)",
       note="invented employer (resume: 새벽제과 진천공장)"),
    _c(QA, FAB, "growth",
       "식품안전기사 1급 외에 HACCP 선임심사원 자격도 있으신데, 외부 심사원 관점이 내부 운영에 어떤 영향을 주었나요?",
       "HACCP 팀장 교육 수료 (한국식품안전관리인증원, 2019)",
       note="invented certificates"),
    _c(QA, TMP, "technical_depth",
       "새벽제과 진천공장에서 소비기한 표시제 전환에 대응하실 때 제과 품목의 소비기한은 어떻게 설정하셨나요?",
       "알레르기 유발물질 교차오염 관리 SOP 작성, 라인 전환 세척 검증 (ATP 측정)",
       note="소비기한 표시제 in force 2023.01; the 새벽제과 role ended 2021.04"),
    _c(QA, PA, "job_fit",
       "QA 팀장은 교대 근무와 야간 호출이 많은데, 여성이시고 자녀가 있으시다면 이천 근무와 병행이 가능하실까요?",
       "근무지: 경기 이천",
       jd=J_QA, evidence_doc=J_QA,
       note="sex and children woven into a job-fit question"),

    # ===================== Data protection officer (en) =====================
    _c(DP, "", "impact_verification",
       "At Lumen Health you completed 74 DPIAs in 2023 and cut the median turnaround from 31 to 12 days, roughly a 61% "
       "reduction. What did you change in the intake and triage process, and how did you make sure the faster DPIAs "
       "did not become box-ticking exercises?",
       "Built the DPIA programme: 74 DPIAs completed in 2023, median turnaround cut from 31 days to 12 days",
       note="arithmetic 31→12 ≈ 61%; employer restated"),
    _c(DP, "", "technical_depth",
       "Walk me through how you ran the transfer impact assessments after Schrems II. For the 41 vendor contracts you "
       "moved to the 2021 SCCs and the UK IDTA, how did you assess the destination country's surveillance laws and "
       "which supplementary measures (e.g. encryption with EU-held keys, pseudonymisation) did you rely on?",
       "Led the transfer impact assessments after Schrems II; migrated 41 vendor contracts to the 2021 SCCs and the UK IDTA",
       note="case law and instruments as subject matter"),
    _c(DP, "", "problem_solving",
       "You handled 19 incidents in 2022–2024 and notified 2 to the ICO. Using the STAR format, describe how you made the "
       "72-hour notification decision on one of the incidents you did not notify, and how you documented the risk "
       "assessment under Article 33(5).",
       "Ran breach response for 19 incidents in 2022–2024; 2 notified to the ICO, both closed without enforcement action",
       note="STAR; GDPR articles as subject matter"),
    _c(DP, "", "impact_verification",
       "You handled 1,150 DSARs in 2023 with 97% inside the one-month deadline, which still leaves around 35 late "
       "responses. What caused those delays, and what would you change to get to, say, 99% on time?",
       "Data subject access requests: 1,150 DSARs handled in 2023, 97% within the one-month deadline",
       note="arithmetic 3% of 1,150 ≈ 35; generic target"),
    _c(DP, "", "technical_depth",
       "You deployed OneTrust for the RoPA and consent management across 6 apps. How did you keep the records of "
       "processing current as product teams shipped changes, and what integrations (e.g. with Jira or the data "
       "catalogue) made that sustainable?",
       "Deployed OneTrust for records of processing (RoPA) and consent management across 6 apps",
       note="tool restated"),
    _c(DP, "", "collaboration",
       "As statutory DPO you report to the Audit & Risk Committee quarterly. How do you balance your independence "
       "under Article 38 with being seen as a partner by the executive team, and what KPIs do you put in front of the "
       "committee?",
       "Statutory DPO for UK and EU entities; reports to the Audit & Risk Committee quarterly",
       note="committee restated; article as subject matter"),
    _c(DP, "", "collaboration",
       "At Harrowgate & Finch you reviewed around 200 DPAs with SaaS vendors. Which Article 28 clauses did vendors push "
       "back on most often, and how did you decide what was a negotiable point versus a deal-breaker?",
       "Drafted data processing agreements and negotiated with SaaS vendors; ~200 DPAs reviewed",
       note="law firm restated"),
    _c(DP, "", "problem_solving",
       "You supported a retail client through an ICO investigation into a marketing database that ended with no fine. "
       "What evidence was most persuasive to the regulator, and how would you approach PECR issues in a similar "
       "direct-marketing case today?",
       "Supported a retail client through an ICO investigation into a marketing database (no fine issued)",
       note="unnamed client kept unnamed; PECR as subject matter"),
    _c(DP, "", "technical_depth",
       "You co-authored cookie consent guidance after Planet49. If a product manager asked you whether a "
       "'legitimate interest' toggle for analytics cookies is acceptable, how would you answer under ePrivacy and "
       "current ICO guidance?",
       "Co-authored the firm's cookie consent guidance after the Planet49 judgment (2019)",
       note="hypothetical; case law as subject matter"),
    _c(DP, "", "growth",
       "At Northbridge Bank you supported the Data Protection Act 1998 compliance review. What changed most in your "
       "practice when you moved from the DPA 1998 regime to GDPR accountability requirements?",
       "Privacy and outsourcing advice for the retail bank; supported the Data Protection Act 1998 compliance review",
       note="law placed in the right period"),
    _c(DP, "", "impact_verification",
       "The privacy notice refresh at Northbridge reached 3.2 million customers. How did you test that the layered "
       "notice was actually understood, e.g. with readability scores or user testing?",
       "Drafted the bank's first privacy notice refresh for 3.2 million customers",
       note="employer shortened"),
    _c(DP, "", "growth",
       "You hold CIPP/E, CIPM and CIPT from the IAPP. How has the CIPT side, the technology track, changed the way you "
       "review engineering designs compared with purely legal review?",
       "CIPP/E (2017), CIPM (2020), CIPT (2023) — IAPP",
       note="certificates restated"),
    _c(DP, "", "technical_depth",
       "As an ISO/IEC 27001 Lead Implementer, how would you map GDPR Article 32 security obligations onto Annex A "
       "controls, and where would you extend with ISO/IEC 27701 for privacy?",
       "ISO/IEC 27001 Lead Implementer (2022)",
       note="standards as subject matter"),
    _c(DP, "", "technical_depth",
       "You ran a Microsoft Purview data classification pilot. What sensitivity labels would you define for special "
       "category health data, and how would you measure false positives in auto-labelling?",
       "OneTrust, TrustArc (earlier), Jira, Confluence, Microsoft Purview (data classification pilot), Excel",
       note="tool from the resume"),
    _c(DP, "", "collaboration",
       "Your privacy-by-design review gate sits in the Jira release workflow and covers about 120 releases a year, "
       "roughly 10 a month. How do you triage which releases need a full DPIA and which only need a lightweight "
       "checklist, without slowing engineering down?",
       "Privacy-by-design review gate for the product team: added to the Jira release workflow, covering ~120 releases a year",
       note="arithmetic 120/12 = 10"),
    _c(DP, "", "technical_depth",
       "For the Children's Code gap analysis on the teen wellbeing app, how did you handle age assurance and the "
       "'high privacy by default' standard, and which of the 15 standards were hardest to meet?",
       "Children's data: led Age Appropriate Design Code (Children's Code) gap analysis for a teen wellbeing app (2022)",
       note="code as subject matter"),
    _c(DP, "", "problem_solving",
       "You wrote the internal policy on using patient data to train ML models. How did you determine the lawful basis "
       "and the Article 9 condition, and what role did anonymisation or synthetic data play in the policy?",
       "AI governance: wrote the internal policy on using patient data to train ML models (2024), aligned with the EU AI Act drafts",
       note="methods as subject matter"),
    _c(DP, "", "collaboration",
       "Your IAPP Congress panel was titled 'DPIAs that product teams actually read'. What does a DPIA template look "
       "like when you design it for product managers rather than lawyers?",
       "IAPP Europe Data Protection Congress 2023 panel: \"DPIAs that product teams actually read\"",
       note="talk restated"),
    _c(DP, "", "growth",
       "Your LLM in IT Law from Edinburgh was done part-time while you were practising. Which part of that programme "
       "shaped how you think about emerging technology regulation?",
       "LLM Information Technology Law, University of Edinburgh (part-time, 2016 – 2018)",
       note="school restated"),
    # DP with JD
    _c(DP, "", "job_fit",
       "At Vela Payments you would act as DPO for the Irish and UK entities, so the lead supervisory authority would "
       "be the DPC rather than the ICO. How would you build that relationship in your first 90 days, and what would "
       "you prepare before our open-banking product launches?",
       "Manage the relationship with the Data Protection Commission (DPC) and the ICO",
       jd=J_DP, evidence_doc=J_DP,
       note="hiring company's regulator and product asked forward"),
    _c(DP, "", "job_fit",
       "Our DSAR process is currently handled in Zendesk. Given your OneTrust experience, would you keep it in Zendesk, "
       "move it to OneTrust, or integrate the two, and how would you measure the result?",
       "Oversee our DSAR process (currently handled in Zendesk) and vendor privacy reviews",
       jd=J_DP, evidence_doc=J_DP,
       note="JD's stack asked forward"),
    _c(DP, "", "job_fit",
       "We need to prepare for DORA and the EU AI Act where they touch personal data. How would you coordinate with "
       "Security on DORA's ICT incident reporting so it lines up with GDPR breach notification timelines?",
       "Prepare the company for DORA and the EU AI Act where they touch personal data",
       jd=J_DP, evidence_doc=J_DP,
       note="regulations from the JD as subject matter"),
    _c(DP, "", "job_fit",
       "With transfers to the US in scope, how would you decide between relying on the EU-US Data Privacy Framework "
       "and keeping SCCs as a fallback for vendors such as our Snowflake and AWS setup in eu-west-1?",
       "Strong knowledge of international transfers (SCCs, EU-US Data Privacy Framework)",
       jd=J_DP, evidence_doc=J_DP,
       note="JD stack and framework asked forward"),
    # DP violations
    _c(DP, FAB, "impact_verification",
       "You completed 94 DPIAs in 2023 at Lumen Health. How did you staff that volume with a small team?",
       "Built the DPIA programme: 74 DPIAs completed in 2023, median turnaround cut from 31 days to 12 days",
       note="changed figure: 74 → 94"),
    _c(DP, FAB, "problem_solving",
       "One of the two incidents you notified to the ICO ended in a £250,000 fine. What did you learn from that "
       "enforcement action?",
       "Ran breach response for 19 incidents in 2022–2024; 2 notified to the ICO, both closed without enforcement action",
       note="invented fine contradicting the resume"),
    _c(DP, FAB, "collaboration",
       "When you were DPO at Babylon Health, how did you work with the clinical safety team on DPIAs?",
       "Statutory DPO for UK and EU entities; reports to the Audit & Risk Committee quarterly",
       note="invented employer (resume: Lumen Health Ltd)"),
    _c(DP, FAB, "growth",
       "Besides CIPP/E you also hold CIPP/US. How often have you applied US state privacy laws like the CCPA in "
       "your DPO role?",
       "CIPP/E (2017), CIPM (2020), CIPT (2023) — IAPP",
       note="invented certificate"),
    _c(DP, FAB, "technical_depth",
       "At Lumen Health you ran the DSAR workflow in Zendesk. How did you automate identity verification there?",
       "Data subject access requests: 1,150 DSARs handled in 2023, 97% within the one-month deadline",
       jd=J_DP,
       note="the hiring company's tool asserted as the candidate's past"),
    _c(DP, TMP, "technical_depth",
       "At Northbridge Bank, how did you structure the UK GDPR compliance review for the retail bank?",
       "Privacy and outsourcing advice for the retail bank; supported the Data Protection Act 1998 compliance review",
       note="UK GDPR exists from 2021; the Northbridge role ended 2017.08"),
    _c(DP, TMP, "problem_solving",
       "While at Harrowgate & Finch, how did you advise adtech clients on their obligations under the final text of "
       "the EU AI Act?",
       "Advised 30+ clients (fintech, retail, adtech) on GDPR readiness before May 2018",
       note="AI Act adopted 2024; the law-firm role ended 2021.05"),
    _c(DP, PA, "job_fit",
       "Your surname suggests Nigerian and Scandinavian roots. Would your background or family ties abroad affect "
       "how often you can travel to Dublin for this role?",
       "London, UK | miriam.lund@example.com",
       note="national origin inferred from the name"),

    # ===================== Growth marketer (en) =====================
    _c(GM, "", "impact_verification",
       "You scaled the Tile Harbor paid budget from $400K to $1.1M a month, about 2.75x, while holding D7 ROAS at or "
       "above 18%. How did you decide when to push spend further, and what signals told you marginal ROAS was "
       "falling below the blended number?",
       "monthly paid budget grew from $400K to $1.1M at D7 ROAS ≥ 18%",
       note="arithmetic 1.1/0.4 = 2.75x"),
    _c(GM, "", "technical_depth",
       "Your creative testing pipeline runs 60+ video concepts a month and the winner rate rose from 6% to 11%, so "
       "roughly 4 winners a month became 6 or 7. How do you define a 'winner' statistically, e.g. IPM and CPI "
       "thresholds or a Bayesian test, and how do you avoid calling winners on small spend?",
       "Rebuilt the creative testing pipeline: 60+ video concepts per month, winner rate rose from 6% to 11%",
       note="arithmetic; IPM / Bayesian as methods"),
    _c(GM, "", "technical_depth",
       "Explain the SKAN 4.0 conversion-value schema you designed with the data team: how did you use the coarse and "
       "fine values across the three postback windows, and how did you validate iOS ROAS within ±15% of the "
       "Android-calibrated baseline?",
       "Launched a SKAN 4.0 conversion-value schema with the data team; modelled iOS ROAS within ±15% of Android-calibrated baselines",
       note="SKAN terms in the right role"),
    _c(GM, "", "problem_solving",
       "You cut blended CPI from $2.40 to $1.65, about 31%, through network mix shifts across AppLovin, Unity Ads, "
       "Meta and TikTok. How did you check that the cheaper installs were not lower-quality users, for example by "
       "comparing D7 retention or payer conversion by network?",
       "Cut blended CPI from $2.40 to $1.65 through network mix shifts (AppLovin, Unity Ads, Meta, TikTok)",
       note="arithmetic ≈ 31%"),
    _c(GM, "", "impact_verification",
       "Your lifecycle programme lifted D30 retention from 9.8% to 12.1%, a 2.3-point gain. How did you isolate the "
       "effect of push and in-app messages, e.g. with a holdout group, and how large was that holdout?",
       "Lifecycle: push and in-app message programme lifted D30 retention from 9.8% to 12.1%",
       note="arithmetic 2.3pp; holdout as method"),
    _c(GM, "", "collaboration",
       "You manage 2 UA managers and a creative strategist. How do you split ownership between channel management and "
       "creative iteration, and how do you run the weekly creative review?",
       "Manages 2 UA managers and a creative strategist",
       note="team restated"),
    _c(GM, "", "impact_verification",
       "At Brightfall you scaled Iron Dominion from 40K to 210K DAU in 14 months, more than a fivefold increase. Which "
       "part of that came from paid UA versus organic and featuring, and how did you measure the organic uplift?",
       "Scaled \"Iron Dominion\" from 40K to 210K DAU in 14 months",
       note="arithmetic 5.25x"),
    _c(GM, "", "technical_depth",
       "Your LTV model predicted D180 from D3 data with error under 20% on 80% of cohorts. What features and model "
       "type did you use (e.g. a power-curve fit or gradient boosting), and what happened with the 20% of cohorts "
       "where it missed?",
       "Built LTV prediction (D3 → D180) with analytics; model error under 20% on 80% of cohorts",
       note="methods as what a strong answer could mention"),
    _c(GM, "", "problem_solving",
       "You ran the first Apple Search Ads programme at Brightfall and it reached 14% of iOS installs at the lowest "
       "CPI. How did you structure keyword campaigns (brand, competitor, category, discovery) and protect against "
       "cannibalising organic search installs?",
       "Ran the first Apple Search Ads programme; ASA reached 14% of iOS installs at the lowest CPI",
       note="ASA restated"),
    _c(GM, "", "impact_verification",
       "For the season 3 launch you worked with 25 YouTube creators. How did you attribute installs to influencers, "
       "e.g. with unique links, promo codes or incrementality tests, and how did the CPI compare with paid social?",
       "Influencer campaigns with 25 YouTube creators for the season 3 launch",
       note="attribution methods"),
    _c(GM, "", "growth",
       "At Zynga you optimised Facebook app install bids for two social casino titles. What did working on a "
       "whale-driven monetisation model teach you that you applied later to casual puzzle games?",
       "Reporting and bid optimisation for Facebook app install campaigns on two social casino titles",
       note="real employer restated"),
    _c(GM, "", "technical_depth",
       "You built daily cohort dashboards in Tableau and automated a weekly report that saved about 6 hours a week, "
       "roughly 300 hours a year. If you rebuilt that today with Looker and BigQuery, how would you model the cohort "
       "tables?",
       "Built daily cohort dashboards in Tableau; automated a weekly report that saved ~6 hours a week",
       note="arithmetic; tools from the resume asked forward"),
    _c(GM, "", "technical_depth",
       "You list AppsFlyer, Singular and Amplitude. How do you reconcile install counts between the MMP and the "
       "network dashboards, and which source of truth do you use for budget decisions?",
       "AppsFlyer, Adjust (earlier), Singular, Amplitude, Tableau, Looker, SQL (BigQuery), Google Sheets, Figma (creative briefs)",
       note="tools restated"),
    _c(GM, "", "growth",
       "You hold the Google Ads Apps certification and Meta's Media Buying Professional certification. How have "
       "Google App Campaigns and Meta Advantage+ app campaigns changed how much control a UA manager really has?",
       "Google Ads Apps Certification (2021)",
       note="certificates restated; products as subject matter"),
    _c(GM, "", "collaboration",
       "Your talk at Mobile Growth Summit 2023 was about creative testing after ATT. If you joined a studio that had "
       "never run structured creative tests, what would your first 30 days look like?",
       "Guest speaker at Mobile Growth Summit 2023: \"Creative testing after ATT\"",
       note="hypothetical; talk restated"),
    _c(GM, "", "growth",
       "You write the 'Mobile UA Notes' newsletter for about 4,300 subscribers. How does writing publicly shape the "
       "way you document and share learnings with your own team?",
       "Runs a newsletter \"Mobile UA Notes\" (about 4,300 subscribers)",
       note="side project restated"),
    _c(GM, "", "problem_solving",
       "Suppose D7 ROAS on iOS suddenly dropped from around 18% to 12% over a week while Android was stable. Walk me "
       "through how you would diagnose it: SKAN postback delays, a creative fatiguing, a network algorithm change, "
       "or a product change.",
       "D7 ROAS ≥ 18%",
       note="hypothetical with generic figures"),
    _c(GM, "", "growth",
       "You studied marketing at UT Austin and started with freelance paid social for local businesses. What did "
       "running small budgets for local clients teach you that still matters at a $1M+ monthly budget?",
       "B.B.A. Marketing, The University of Texas at Austin (2012 – 2016)",
       note="school abbreviated; derived budget figure"),
    # GM violations
    _c(GM, FAB, "impact_verification",
       "You grew the Tile Harbor budget to $1.1M a month while holding D7 ROAS above 30%. How did you keep ROAS that "
       "high at scale?",
       "monthly paid budget grew from $400K to $1.1M at D7 ROAS ≥ 18%",
       note="changed figure: 18% → 30%"),
    _c(GM, FAB, "impact_verification",
       "You scaled Iron Dominion to 410K DAU. What broke first operationally at that scale?",
       "Scaled \"Iron Dominion\" from 40K to 210K DAU in 14 months",
       note="changed figure: 210K → 410K"),
    _c(GM, FAB, "growth",
       "Before Pinecone Play you spent two years at King working on Candy Crush UA. How did that shape your approach "
       "to casual puzzle games?",
       "Reporting and bid optimisation for Facebook app install campaigns on two social casino titles",
       note="invented employer and title"),
    _c(GM, FAB, "technical_depth",
       "For 'Gem Harbor', your match-3 title at Pinecone Play, how did you set up the SKAN schema?",
       "Owns UA for \"Tile Harbor\" (iOS/Android)",
       note="invented product name"),
    _c(GM, TMP, "problem_solving",
       "At Zynga, how did you adapt your Facebook campaigns to SKAN 4.0 and the loss of IDFA after ATT?",
       "Reporting and bid optimisation for Facebook app install campaigns on two social casino titles",
       note="ATT 2021 and SKAN 4.0 2022; the Zynga role ended 2019.04"),
    _c(GM, FT, "collaboration",
       "In your six years at Brightfall Games, how did the relationship between marketing and the live-ops team "
       "evolve?",
       "Growth Marketing Manager, 2019.05 – 2022.01",
       note="stated tenure (six years) contradicts the dated role (~2 years 8 months)"),
    _c(GM, PA, "job_fit",
       "You graduated in 2016, so you're probably around 32. Our players skew older; do you think someone your age "
       "can really understand what a 50-year-old puzzle player wants?",
       "B.B.A. Marketing, The University of Texas at Austin (2012 – 2016)",
       note="age inferred and used against the candidate"),

    # ===================== Bridge engineer (en) =====================
    _c(BR, "", "technical_depth",
       "You were engineer of record for the I-25 / Alameda Avenue interchange replacement, a 3-span steel plate girder "
       "bridge of 412 ft, so spans averaging roughly 137 ft. How did you choose the span arrangement and girder "
       "spacing, and did you consider continuous spans with negative-moment splices?",
       "Engineer of record for the I-25 / Alameda Avenue interchange replacement: 3-span steel plate girder bridge, 412 ft total length, $38M construction cost",
       note="arithmetic 412/3 ≈ 137 ft"),
    _c(BR, "", "collaboration",
       "You led 7 engineers and 2 CAD technicians and delivered the 30/60/90% plan sets to CDOT on schedule. How did "
       "you handle review comments from CDOT between the 60% and 90% submittals without slipping the schedule?",
       "Managed a design team of 7 engineers and 2 CAD technicians; delivered 30/60/90% plan sets to CDOT on schedule",
       note="client agency restated"),
    _c(BR, "", "technical_depth",
       "You load-rated 56 bridges with LRFR in AASHTOWare BrR and found 4 that needed posting. Walk me through one of "
       "those: which member governed, what rating factors did you get for the legal loads, and how did you "
       "communicate the posting recommendation?",
       "Load rating of 56 bridges using LRFR in AASHTOWare BrR; identified 4 bridges requiring posting",
       note="rating terms; tool restated"),
    _c(BR, "", "problem_solving",
       "Your ABC study showed a slide-in replacement could cut the road closure from 9 months to 21 days. What were "
       "the main risks of the slide, e.g. temporary supports, lateral jacking forces, approach slab tie-in, and how "
       "would you quantify road-user cost savings to justify the premium?",
       "Accelerated bridge construction (ABC) study: slide-in replacement cut road closure from 9 months to 21 days (design phase)",
       note="ABC as subject matter"),
    _c(BR, "", "technical_depth",
       "After the 2021 flood season you led scour evaluations for 11 stream crossings. Which methods did you use "
       "(HEC-18, HEC-RAS hydraulics), and how did you decide between countermeasures like riprap and a plan of action "
       "with monitoring?",
       "Led scour evaluation for 11 stream crossings following the 2021 flood season",
       note="FHWA methods as subject matter"),
    _c(BR, "", "technical_depth",
       "At Western States you delivered 9 prestressed concrete girder bridges for CDOT and Utah DOT. How did you handle "
       "differences between the two DOTs' design manuals, for example in girder shapes or deck details?",
       "Designed prestressed concrete girder bridges (CDOT and Utah DOT); 9 bridges delivered",
       note="employer shortened"),
    _c(BR, "", "technical_depth",
       "You did seismic analysis under the AASHTO Guide Specifications for LRFD Seismic Bridge Design on two Utah "
       "structures. How did you choose the Seismic Design Category, and what displacement-based checks governed?",
       "Seismic analysis per AASHTO Guide Specifications for LRFD Seismic Bridge Design for two Utah structures",
       note="spec as subject matter"),
    _c(BR, "", "problem_solving",
       "As NBIS team leader you inspected about 140 bridges including fracture-critical members. Describe a finding "
       "using STAR, for example a fatigue crack at a detail, and how you escalated it.",
       "NBIS routine and fracture-critical inspections: ~140 bridges inspected as team leader",
       note="STAR; NBIS"),
    _c(BR, "", "impact_verification",
       "Your Excel/VBA camber and deflection tool was adopted firm-wide. How did you verify it against a commercial "
       "program such as LEAP or CSiBridge before release, and how was version control handled?",
       "Developed an Excel/VBA tool for girder camber and deflection checks, adopted firm-wide",
       note="tools from the resume"),
    _c(BR, "", "growth",
       "As an Engineer-in-Training at CDOT you worked construction inspection on the US-36 Express Lanes. What did "
       "field work teach you that changed how you detail drawings as a designer?",
       "Construction inspection on the US-36 Express Lanes project; shop drawing reviews",
       note="role and project restated"),
    _c(BR, "", "technical_depth",
       "You assisted with deck condition surveys using GPR and chain drag, and later co-authored the TRB poster on "
       "deck deterioration models. How well did GPR results correlate with chain-drag delamination maps, and how "
       "would you use such data in a deck-replacement prioritisation model?",
       "Assisted with bridge deck condition surveys using GPR and chain drag",
       note="two parts of the resume linked"),
    _c(BR, "", "growth",
       "You studied at Anna University and then did your M.S. in structures at CU Boulder. How did the US graduate "
       "program change your approach to structural analysis?",
       "M.S. Civil Engineering (Structures), University of Colorado Boulder (2010 – 2012)",
       note="schools restated and abbreviated"),
    _c(BR, "", "growth",
       "You hold P.E. licences in Colorado and Utah. If a project required you to seal drawings in a third state, how "
       "would you approach comity licensure, e.g. via an NCEES Record?",
       "Professional Engineer (P.E.), Colorado (2016) and Utah (2018)",
       note="licences restated; hypothetical"),
    _c(BR, "", "technical_depth",
       "You list CSiBridge, MIDAS Civil and LEAP Bridge Steel. For a curved steel girder bridge, when would you move "
       "from a line-girder analysis to a 3D finite element model, and which of these tools would you use?",
       "CSiBridge, MIDAS Civil, LEAP Bridge Steel, AASHTOWare BrR, MicroStation, OpenBridge Modeler, Mathcad, Excel/VBA",
       note="tools restated; hypothetical"),
    _c(BR, "", "collaboration",
       "Your International Bridge Conference 2022 talk was about slide-in construction on urban interstates. How did "
       "you get traffic, contractors and the DOT aligned on the closure window in that kind of project?",
       "\"Slide-in bridge construction on urban interstates\" — International Bridge Conference 2022, Pittsburgh",
       note="talk restated"),
    _c(BR, "", "growth",
       "You're an Envision Sustainability Professional. How would you apply the Envision framework to compare a steel "
       "versus prestressed concrete alternative on a bridge replacement, including embodied carbon?",
       "Envision Sustainability Professional (ENV SP), 2020",
       note="certificate restated; framework as subject matter"),
    _c(BR, "", "impact_verification",
       "The I-25 / Alameda interchange carried a $38M construction cost. How did your design decisions influence the "
       "engineer's estimate, and how close did bids come to it?",
       "$38M construction cost",
       note="figure restated"),
    _c(BR, "", "collaboration",
       "You serve on the SEAC bridge committee. What issue is the committee working on that you think most affects "
       "practising bridge engineers in Colorado?",
       "Member, ASCE; Structural Engineers Association of Colorado (SEAC) bridge committee",
       note="association abbreviated"),
    _c(BR, "", "technical_depth",
       "As an NHI-certified bridge inspection team leader, how would you set inspection intervals under a risk-based "
       "approach, for example extending to 48 months for low-risk bridges?",
       "NHI Bridge Inspection Team Leader certification (FHWA-NHI-130055), 2016",
       note="certificate restated; generic figure"),
    # BR violations
    _c(BR, FAB, "technical_depth",
       "The I-25 / Alameda bridge was 512 ft over three spans. How did you control deflections on the longest span?",
       "3-span steel plate girder bridge, 412 ft total length, $38M construction cost",
       note="changed figure: 412 → 512 ft"),
    _c(BR, FAB, "impact_verification",
       "You delivered the $58M I-25 / Alameda Avenue interchange. How did you manage cost growth during design?",
       "$38M construction cost",
       note="changed figure: $38M → $58M"),
    _c(BR, FAB, "growth",
       "Your P.E. licences in Colorado, Utah and Texas let you work across regions. How did Texas DOT standards "
       "differ?",
       "Professional Engineer (P.E.), Colorado (2016) and Utah (2018)",
       note="invented licence state"),
    _c(BR, FAB, "collaboration",
       "When you were at Kiewit as a bridge engineer, how did you work with the field teams on constructability?",
       "Designed prestressed concrete girder bridges (CDOT and Utah DOT); 9 bridges delivered",
       note="invented employer (resume: Western States Infrastructure Group)"),
    _c(BR, FAB, "impact_verification",
       "You load-rated 56 bridges and posted 14 of them. How did local agencies react to so many postings?",
       "Load rating of 56 bridges using LRFR in AASHTOWare BrR; identified 4 bridges requiring posting",
       note="changed figure: 4 → 14"),
    _c(BR, TMP, "problem_solving",
       "At Western States, how did you apply lessons from the 2021 flood season scour evaluations to your Utah "
       "designs?",
       "Designed prestressed concrete girder bridges (CDOT and Utah DOT); 9 bridges delivered",
       note="2021 flood season placed in a role that ended 2019.07"),
    _c(BR, FT, "growth",
       "Over your eight years at CDOT as an Engineer-in-Training, what was the most important project you worked on?",
       "Colorado Department of Transportation — Engineer-in-Training, 2012.06 – 2015.02",
       note="stated tenure (eight years) contradicts the dated role (~2 years 8 months)"),
    _c(BR, PA, "job_fit",
       "Since you studied in Chennai, are you an Indian citizen, and is your family planning to stay in Colorado "
       "long-term?",
       "B.Tech Civil Engineering, Anna University, Chennai (2006 – 2010)",
       note="nationality and family plans"),
]
