"""Fourth tuning batch for the grounding checks: clean questions as a strong model writes them, and the slips it makes.

Each case is a dict, in the same shape as `cases_round2` and `cases_round3`:
    doc              stem of a resume under resumes4/
    jd               None, or the stem of a job description under resumes4/ passed along with the resume
    expected         "" for a clean question, else comma-separated codes a correct checker must report
    question         the interview question
    evidence         the generation_basis evidence quoted from `evidence_doc`
    evidence_doc     the stem the evidence quotes (the resume, or the job description for job_fit gaps)
    category         technical_depth | problem_solving | impact_verification | collaboration | job_fit | growth
    expected_answer  the kit's expected-answer text ("" when the case tests only the question)
    follow_up        one follow-up question ("" when none)
    note             why the case is labelled as it is

The batch leans on CLEAN questions (hard negatives): long compound questions that quote real lines, figures
restated in other units, spellings and derived forms (1억 2천만 = 120,000,000; 42 → 11 minutes is "roughly a
quarter of the time"), percentage points, ranges and approximations; methods, standards, regulations and metrics
with capitalised names (GCP = Good Clinical Practice, ICH E6, SAE, DCF, EBITDA, SFDR, OpenAPI, Diátaxis,
IEC 61215, P50/P90, STAR, NPS); hypotheticals and the hiring company's stack asked forward; expected answers that
name tools a strong answer could include; sensitive words in a work context (elderly passengers, halal meals,
pregnant trial participants as a protocol population, parental-leave policy as research, gender diversity of a
shortlist as recruiting work); Korean honorific frames about the candidate's own past (~하셨을 때, ~하신 경험,
~하시면서); and years, durations and product versions that agree with the resume's dates.

Documents are professions no earlier batch used: a social-policy researcher (policy_ko, on Naver Cloud's public
sector platform), a cabin-crew safety and service instructor (cabin_ko), an e-commerce category merchandiser
(emd_ko, on Google BigQuery) and a clinical research coordinator (crc_ko); an equity investment analyst
(analyst_en), an API technical writer (techwriter_en, on AWS), a utility-scale solar project engineer (solar_en,
on Azure) and a talent acquisition partner (recruiter_en). Three job descriptions name a stack and requirements
the resume partly lacks: jd_crc_ko (CAR-T, Oracle Clinical One, Florence eBinders, ICH E6(R3)), jd_techwriter_en
(Mintlify, GraphQL, Redocly, OpenAPI 3.1, Google Cloud) and jd_solar_en (BESS, DNV SolarFarmer, PSS/E, AWS).
Two resumes (cabin_ko, recruiter_en) carry personal-data lines, which must never be the basis of a question.

Conventions carried over from batches 2 and 3: a cloud-ecosystem swap (AWS / Google Cloud / Azure / Naver Cloud)
asserted as past work is CROSS_DOMAIN only; a product, version, standard edition or programme placed in a role
that ended before it existed is TEMPORAL only; a product or vendor swap outside the cloud ecosystems is
FABRICATED_ENTITY; a stated duration that contradicts the resume's dates is both FABRICATED_ENTITY (a figure) and
TEMPORAL. Written blind to the rules' implementation.
"""

from __future__ import annotations

from tests.grounding_corpus.labelled import FAB, ENF, XD, TMP, PA, tuning_case as _c


# --- document lines quoted as evidence (each occurs verbatim in its document) ---

POL = {  # policy_ko
    "leave": "육아휴직 급여 소득대체율 인상 효과 분석, 남성 육아휴직자 비중 21.2% → 28.9% (2019 → 2022) 변화 요인 분해",
    "sixsix": "부모 동시 육아휴직 특례(6+6) 설계 자문 (2023), 재정 소요 연 3,240억 원 추계",
    "budget": "저출산 대응 예산 48.2조 원(2022) 사업별 재분류, 직접 지원 사업 비중 약 36% 산출",
    "did": "한국복지패널 15~17차 자료로 이중차분(DiD) 분석, 보육료 지원 확대가 여성 고용에 미친 효과 추정",
    "survey": "전국 3,000가구 대상 돌봄 실태조사 설계·수행 (2021), 응답률 62.4%",
    "ncp": "네이버 클라우드 플랫폼(공공기관용) 기반 행정데이터 분석 환경 구축 참여 (2022), 가명정보 결합 1억 2천만 건 처리",
    "grants": "정부 수탁과제 11건 책임연구 (총 연구비 약 14억 5천만 원)",
    "forum": "국회 정책토론회 발제 6회, 정책 브리프 24편 발간",
    "mentor": "신진 연구원 5명 지도, 연구실 내 R 기반 재현 가능 분석 가이드 작성",
    "youth": "서울시 청년수당 시범사업 효과 평가 (2016), 참여자 2,831명 추적 조사",
    "blind": "복지사각지대 발굴 지표 개발, 위기가구 발굴 건수 연 2,300건 → 5,100건",
    "panel": "서울형 기초보장제도 수급 가구 패널 설계 (1,200가구, 3개 년도)",
    "gu": "25개 자치구 돌봄 서비스 공급 실태 비교 보고서 작성 (2017)",
    "reply": "보육·아동 분야 입법조사 회답서 40여 건 작성",
    "free": "무상보육 전면 확대(2013) 관련 지방재정 부담 분석 보고서 공동 집필",
    "audit": "국정감사 대비 보육료 지원 현황 자료 정리",
    "phd": "서울대학교 사회복지학과 박사 (2010.03 ~ 2014.08), 학위논문: 육아휴직 제도와 여성의 노동시장 복귀",
    "ba": "연세대학교 행정학과 학사 (2003.03 ~ 2007.02)",
    "papers": "KCI 등재지 논문 17편 (제1저자 9편), SSCI 논문 2편",
    "award": "한국사회정책학회 우수논문상 (2020)",
    "cert": "사회조사분석사 1급 (2011)",
    "tools": "분석: Stata 17, R(2012년부터), Python(pandas, 2019년부터), SAS, NVivo(질적 분석)",
    "data": "데이터: 한국복지패널, 가계동향조사 원자료, 사회보장정보시스템(행복e음) 연계 자료",
}

CAB = {  # cabin_ko
    "initial": "신입 객실승무원 초기 안전훈련(8주 과정) 주 교관, 연 평균 240명 수료",
    "evac": "비상탈출 실습(도어 작동·슬라이드 탈출) 평가 기준 개편, 1차 평가 합격률 81% → 93%",
    "types": "기종 전환훈련 교안 개발: A350-900, B787-9, A321neo (3개 기종, 2021~2023)",
    "elearn": "객실 안전 이러닝 콘텐츠 14개 과정 제작 (Articulate Storyline 360, 2021년부터)",
    "unruly": "기내 난동 승객 대응 훈련 시나리오 12종 개발 (2022), 실습 평가표 표준화",
    "sat": "교관 강의 만족도 4.31점 → 4.72점 (5점 만점)",
    "records": "국토교통부 객실 안전 점검 대비 훈련 기록 전산화, 기록 누락 0건 (2023)",
    "purser": "2017.01부터 사무장으로 장거리 노선(인천–프랑크푸르트, 인천–LA) 객실 책임, 팀원 최대 16명",
    "meal": "비즈니스 클래스 식사 서비스 절차 개선, 인천–LA 노선 서비스 소요 시간 95분 → 70분",
    "special": "특별식(할랄·코셔·채식·유아식) 탑재 오류 월 평균 17건 → 4건, 케이터링사와 이중 확인 절차 도입 (2018)",
    "medical": "기내 응급환자 대응 31건 (AED 사용 2건), 지상 의료 자문(MedLink) 연계",
    "praise": "고객 칭송 48건 접수, 2019년 사내 서비스 우수 사무장 선정",
    "dutyfree": "면세품 기내 판매 목표 대비 달성률 평균 112%",
    "b737": "국내선·단거리 국제선(B737-800) 객실승무원",
    "sales": "기내 판매 매출 월 평균 1,450만 원, 팀 내 1위 5회",
    "pa": "신규 취항 노선(김포–제주 증편) 안내 방송 스크립트 작성",
    "instructor": "항공 객실 안전 교관 자격 (사내 인증, 2020)",
    "bls": "대한심폐소생협회 BLS Provider (2019, 2023 갱신)",
    "lang": "TOEIC 945 (2023), HSK 5급 (2015)",
    "wset": "WSET Level 2 Award in Wines (2017)",
    "knou": "한국방송통신대학교 교육학과 학사 (2014.03 ~ 2018.02)",
    "inha": "인하공업전문대학 항공운항과 (2008.03 ~ 2010.02)",
    "skills": "Articulate Storyline 360, Microsoft PowerPoint, 사내 LMS 운영, 기내 방송(한·영·중)",
    "hours": "신입·경력 승무원의 안전훈련과 서비스 교육을 맡고 있습니다. 누적 비행시간 약 9,800시간입니다.",
    "dob": "생년월일: 1989년 4월 12일",
    "height": "신장: 168 cm",
    "marital": "결혼 여부: 기혼",
    "children": "자녀: 1명",
    "photo": "사진: 첨부",
}

EMD = {  # emd_ko
    "gmv": "주방·생활가전 카테고리 연 거래액 1,240억 원 관리 (2023), 전년 대비 18.5% 성장",
    "brands": "브랜드사 86곳 입점·운영, 신규 입점 연 24곳 유치",
    "timedeal": "타임딜 기획전 월 12회 운영, 기획전 평균 구매 전환율 3.8% → 5.6%",
    "live": "네이버 쇼핑라이브 협업 라이브커머스 27회 진행 (2021~2023), 회당 평균 매출 8,500만 원",
    "turn": "재고 회전일수 42일 → 29일, 반품률 6.1% → 4.3%",
    "pb": "PB 에어프라이어 '온쿡' 기획·소싱(중국 OEM 공장 2곳 실사), 출시 6개월 누적 판매 3만 2천 대, 매출 약 28억 원",
    "bq": "Google BigQuery·Looker Studio로 카테고리 대시보드 구축 (2023), 주간 리포트 작성 시간 6시간 → 1시간",
    "price": "Python 기반 경쟁사 가격 모니터링 자동화 (2022년부터), 최저가 이탈 SKU 하루 평균 140개 → 35개",
    "team": "파트원 MD 4명 관리, 신입 MD 온보딩 체크리스트 작성",
    "sku": "생활용품 SKU 1,800개 운영, 연 매출 210억 원 (2018)",
    "kakao": "카카오톡 선물하기 입점 운영 (2017), 선물하기 채널 매출 월 3억 원 돌파",
    "holiday": "명절(설·추석) 선물세트 기획전 매출 전년 대비 32% 증가 (2018)",
    "supply": "협력사 납기 준수율 88% → 96%, 결품률 5.2% → 2.1%",
    "ua": "Google Analytics(유니버설 애널리틱스)로 상품 상세페이지 이탈률 분석, 상세페이지 개편 후 이탈률 12%p 감소",
    "mart": "가공식품 발주·진열 관리, 매장 12곳 재고 점검",
    "pos": "엑셀 POS 데이터 분석으로 행사 상품 발주량 제안, 행사 재고 소진율 74% → 89%",
    "dist": "유통관리사 2급 (2014)",
    "adsp": "데이터분석 준전문가(ADsP) (2021)",
    "school": "건국대학교 경영학과 학사 (2008.03 ~ 2013.08)",
    "skills": "Excel(피벗·파워쿼리, 10년 이상), Google BigQuery(SQL), Looker Studio, Python(pandas, 2022년부터),",
}

CRC = {  # crc_ko
    "trials": "대학병원 2곳 종양내과 파견, 항암제 제1~3상 임상시험 22건 코디네이션 (글로벌 스폰서 15건, 국내 7건)",
    "enrol": "누적 등록 대상자 312명, 목표 대비 등록률 평균 108%",
    "rave": "Medidata Rave EDC 데이터 입력·쿼리 관리, 쿼리 해결 기간 평균 9.4일 → 3.2일",
    "sdv": "모니터링 방문(SDV) 연 60여 회 대응, 중대한 프로토콜 이탈 0건 (2022~2024)",
    "sae": "중대한 이상사례(SAE) 47건 보고, 24시간 내 보고 준수율 100%",
    "eisf": "Veeva SiteVault 기반 전자 필수문서(eISF) 도입 (2022), 모니터링 방문당 필수문서 점검 시간 4시간 → 1.5시간",
    "covid": "COVID-19 백신 제3상 임상시험 대상자 84명 등록 (2021)",
    "mfds": "식약처 임상시험 실태조사 2회 대응 (2021, 2023), 지적사항 0건",
    "train": "신규 CRC 9명 교육, 독립 업무 투입까지 기간 3개월 → 6주",
    "chronic": "당뇨병·고혈압 등 만성질환 제2~3상 임상시험 14건 담당",
    "edc": "종이 CRF에서 EDC로의 전환 지원 (2016), 데이터 입력 지연 평균 11일 → 4일",
    "window": "방문 일정 관리 체계 개선으로 방문 허용 범위(visit window) 이탈률 12% → 4%",
    "irb": "IRB 심의 서류 준비 연 35건, 동의서 개정본 재동의 절차 운영",
    "ip": "임상시험용 의약품(IP) 수불 기록 관리, 반납 불일치 0건",
    "ward": "혈액종양내과 병동, 항암화학요법 투여 및 중심정맥관 관리",
    "med_err": "병동 투약 오류 예방 체크리스트 개정 참여",
    "rn": "간호사 면허 (2012)",
    "ccrc": "ACRP Certified Clinical Research Coordinator (CCRC, 2020)",
    "mfds_edu": "식약처 지정 임상시험 종사자 교육 이수 (CRC 기본·심화 과정, 2015 / 2018)",
    "gcp": "ICH E6(R2) GCP 교육 이수 (2023 갱신)",
    "ms": "성균관대학교 임상약학대학원 제약산업학 석사 (2017.03 ~ 2019.02)",
    "bsn": "가톨릭대학교 간호학과 학사 (2008.03 ~ 2012.02)",
    "skills": "Medidata Rave EDC, Veeva SiteVault, IWRS/IXRS, 사내 CTMS, Excel, 영어 의사소통(스폰서·CRA 회의, 이메일)",
}

ANA = {  # analyst_en
    "cover": "Cover 28 European industrials and capital-goods companies for a £1.4bn long/short equity fund.",
    "dcf": "Built three-statement and DCF models for every name; 11 of my 16 long recommendations outperformed the sector index over 12 months (2021–2024).",
    "elevator": "Led the long thesis on a Nordic elevator-services company; position sized at 3.5% of NAV, returned 62% over 19 months.",
    "short": "Identified a short in a German auto-parts supplier ahead of a profit warning; the shares fell 38% in 4 months.",
    "nowcast": "Built a freight-volume nowcast in Python on Snowflake; quarterly revenue estimates moved closer to reported figures by 2.1 percentage points on average.",
    "esg": "Integrated MSCI ESG data into the research process; wrote the fund's SFDR Article 8 engagement notes for 9 holdings (2022–2023).",
    "meetings": "Hold about 180 management and expert-network meetings a year.",
    "mentor": "Mentor 2 junior analysts; wrote the team's model-review checklist.",
    "init": "Co-authored initiation reports on 12 companies; published 140+ notes.",
    "extel": "Team ranked #3 in the 2018 Extel survey for European Capital Goods.",
    "factset": "Maintained earnings models in Excel with FactSet data feeds for 22 companies.",
    "channel": "Ran the team's quarterly channel checks with about 40 distributors.",
    "ma": "Supported 6 mid-market M&A deals with a combined enterprise value of about £850 million.",
    "lbo": "Built LBO, DCF and comparable-company analyses for sell-side mandates.",
    "im": "Drafted information memoranda and management presentations.",
    "msc": "MSc Finance, London School of Economics (2013)",
    "bsc": "BSc Economics, University of Warwick (2012)",
    "cfa": "CFA Charterholder (2017)",
    "esgcert": "CFA Institute Certificate in ESG Investing (2021)",
    "imc": "Investment Management Certificate (IMC), CFA UK (2014)",
    "skills": "Excel (advanced), FactSet, Bloomberg Terminal, Visible Alpha, Python (pandas, statsmodels; since 2018), Snowflake, SQL",
}

TW = {  # techwriter_en
    "own": "Own the reference and guides for 14 public REST APIs and 3 SDKs (JavaScript, Python, Kotlin).",
    "dac": "Moved the docs to docs-as-code in 2022: Markdown in GitHub, built with Docusaurus 2, deployed to Amazon S3 and CloudFront through GitHub Actions.",
    "oas": "Generate the API reference from OpenAPI 3.0 specs; Spectral lint rules caught 1,200+ spec issues before release.",
    "diataxis": "Restructured the docs on the Diátaxis framework; support tickets tagged \"docs\" fell from about 310 a month to 140.",
    "ttfc": "Time to first successful API call for new developers down from 42 minutes to 11 minutes (onboarding study with 25 developers).",
    "vale": "Introduced Vale style linting with a custom set of 85 rules; review rounds per page down from 3 to 1.5 on average.",
    "migration": "Wrote the v2-to-v3 migration guide; 70% of active accounts migrated within 6 months.",
    "search": "Docs site serves about 1.1 million page views a month; search success rate rose from 58% to 81% after adding Algolia DocSearch.",
    "guild": "Lead a docs guild of 9 engineers who contribute reference content.",
    "fhir": "Documented FHIR R4 and HL7 v2 integration APIs for 40+ hospital customers.",
    "guides": "Wrote 60 integration guides and Postman collections for the interface team.",
    "flare": "Single-sourced the doc set in MadCap Flare (about 2,400 topics).",
    "impl": "Average customer implementation time fell from 16 weeks to 10 weeks after the guide rewrite (2019).",
    "survey": "Ran a quarterly docs feedback survey with a response rate of about 30%.",
    "dita": "Wrote user manuals and online help for an inventory-management desktop product in DITA with Oxygen XML.",
    "l10n": "Managed translation of the help into 6 languages with an outside agency.",
    "relnotes": "Wrote release notes for 22 releases.",
    "ba": "BA in English and Linguistics, University of Texas at Austin (2013)",
    "ucb": "Certificate in Technical Communication, UC Berkeley Extension (2016)",
    "cptc": "Certified Professional Technical Communicator (CPTC) Foundation, Society for Technical Communication (2018)",
    "awscp": "AWS Certified Cloud Practitioner (2022)",
    "skills": "OpenAPI, Spectral, Docusaurus, Markdown, Git and GitHub, GitHub Actions, Vale, Postman, Algolia DocSearch,",
}

SOL = {  # solar_en
    "lead": "Engineering lead on 6 utility-scale PV projects in Texas and Arizona, 740 MWdc in total (largest 210 MWdc / 165 MWac).",
    "pvsyst": "Run energy yield assessments in PVsyst 7 and write the P50/P90 reports for lenders; P50 estimates within 2.5% of first-year metered output on 4 operating plants.",
    "bifacial": "Moved 2 projects to bifacial modules on single-axis trackers (2022); modelled bifacial gain of 6–8%, measured 7.1% in the first year.",
    "pvcase": "Optimise layouts in PVcase on AutoCAD; raised the DC/AC ratio from 1.25 to 1.32, cutting modelled LCOE by about 4%.",
    "iec": "Wrote module procurement specifications requiring IEC 61215 and IEC 61730 certification; ran factory audits at 3 suppliers in Vietnam and Malaysia.",
    "comm": "Commissioning: IV-curve tracing and drone thermography across 1.2 million modules; defect rate of 0.4% caught before handover.",
    "scada": "Stream plant SCADA data to Azure (IoT Hub and Azure Data Explorer) with Power BI dashboards; fleet performance ratio up from 81.5% to 84.2%.",
    "ic": "Managed interconnection applications with ERCOT and Arizona Public Service for 4 projects.",
    "co": "Negotiated EPC change orders worth $3.6M and recovered 5 weeks of schedule on a 150 MWac project.",
    "rooftop": "Designed 120+ commercial rooftop systems from 50 kW to 1.8 MW in Helioscope and AutoCAD.",
    "nec": "Checked designs against NEC 2014 and NEC 2017; permit approval time cut from 6 weeks to 3.5 weeks.",
    "struct": "Coordinated structural reviews for ballasted and attached racking with outside structural engineers.",
    "string": "Wrote the company's string-sizing spreadsheet, used on about 300 projects.",
    "community": "Supported 2 community-solar projects of 5 MWac each through utility review.",
    "bsc": "BSc in Electrical Engineering, Arizona State University (2015)",
    "pe": "Professional Engineer (PE), Electrical and Computer: Power, Texas (2020)",
    "nabcep": "NABCEP PV Design Specialist (2018)",
    "osha": "OSHA 30-Hour Construction (2016)",
    "skills": "PVsyst, PVcase, Helioscope, AutoCAD, Python (pvlib, pandas), Power BI, Azure Data Explorer (KQL), SCADA data,",
}

REC = {  # recruiter_en
    "hires": "Hire for engineering and product teams in London, Lisbon and Kraków; 64 hires in 2023 against a plan of 60.",
    "tth": "Time to hire cut from 52 days to 34 days; offer acceptance rate up from 78% to 91%.",
    "greenhouse": "Moved the team from Workable to Greenhouse (2021) and built structured interview kits with scorecards for 22 roles.",
    "women": "Share of women on engineering shortlists up from 18% to 33% through sourcing changes and job ads checked with Textio.",
    "sourcing": "Source with LinkedIn Recruiter and Gem; 45% of hires came from outbound sourcing, the rest from inbound and referrals.",
    "agency": "Cut agency spend by £410,000 a year, from £620K to £210K.",
    "train": "Trained 35 hiring managers in structured interviewing and interviewer calibration.",
    "nps": "Candidate NPS rose from +41 to +63 after adding interview-prep packs and rejection feedback.",
    "looker": "Built the hiring dashboard in Looker on Greenhouse data; weekly pipeline reviews with 6 engineering directors.",
    "agency360": "Full-cycle agency recruitment for technology and e-commerce clients in London.",
    "billed": "Placed about 38 candidates a year; billed £310,000 in 2019, top biller in the London office.",
    "retained": "Managed 14 retained searches for engineering leadership roles.",
    "community": "Built a candidate community of 2,500 engineers through meetups and a monthly newsletter.",
    "screen": "Screened about 4,000 graduate-scheme applications a year.",
    "ac": "Ran assessment centres for 120 graduates a year with the HR business partners.",
    "attrition": "Cut the graduate scheme's first-year attrition from 24% to 15% by redesigning the job previews.",
    "ba": "BA (Hons) Psychology, University of Leeds (2014)",
    "cipd": "CIPD Level 5 Associate Diploma in People Management (2019)",
    "li": "LinkedIn Certified Professional – Recruiter (2020)",
    "skills": "Greenhouse, Workable, LinkedIn Recruiter, Gem, Textio, Looker, Google Sheets, structured interviewing, sourcing (Boolean, GitHub)",
    "dob": "Date of birth: 14 March 1986",
    "marital": "Marital status: Married",
    "children": "Children: one daughter (age 3)",
    "nationality": "Nationality: Irish",
}

JCR = {  # jd_crc_ko
    "cart": "CAR-T 세포치료제 제1/2상 임상시험 코디네이션 (성분채집·제조 일정 조율 포함)",
    "c1": "Oracle Clinical One 기반 EDC 입력 및 쿼리 관리",
    "florence": "Florence eBinders 기반 전자 필수문서 관리",
    "dct": "전자동의(eConsent) 및 원격 방문을 포함한 분산형 임상시험(DCT) 요소 운영",
    "ltfu": "장기 추적 관찰(15년) 대상자 관리 체계 운영",
    "r3": "ICH E6(R3) 개정 내용 이해",
    "english": "영어로 스폰서·CRA와 원활한 소통 가능",
    "cgt": "세포·유전자치료제 임상시험 경험",
    "rare": "희귀질환 임상시험 경험",
    "early": "성분채집 일정에 따라 월 1~2회 조기 출근",
    "mock": "분기마다 실태조사 모의점검(mock inspection)을 합니다.",
    "team": "종양·혈액 CRC 14명, 품질보증(QA) 담당 2명, 교육 담당 1명",
}

JTW = {  # jd_techwriter_en
    "mintlify": "Own the developer portal, built on Mintlify, and its information architecture.",
    "graphql": "Document our GraphQL API and our REST APIs; the REST reference is generated with Redocly from OpenAPI 3.1 specs.",
    "sdk": "Write SDK guides and code samples in Go, Python and TypeScript.",
    "amplitude": "Set up docs analytics with Amplitude and report docs health to the platform leadership every quarter.",
    "team": "Lead a team of 3 technical writers and coordinate docs contributions from about 40 engineers.",
    "ai": "Document our AI features, including the natural-language query assistant built on large language models.",
    "gql_req": "Experience documenting GraphQL schemas.",
    "gcp": "Experience with Google Cloud (our platform runs on Google Cloud: GKE, Pub/Sub, BigQuery).",
    "llm": "Experience writing docs for LLM-powered features, including prompt examples and safety guidance.",
    "review": "Docs ship with code: every API pull request needs a docs review before merge.",
    "style": "Style is enforced with Vale and the Google developer documentation style guide.",
    "deprecation": "Docs releases every week; breaking API changes get a migration guide and 12 months of deprecation notice.",
}

JSL = {  # jd_solar_en
    "bess": "Lead engineering for solar + storage projects from 100 MWac to 400 MWac, including co-located BESS.",
    "farmer": "Run energy yield in PVsyst and DNV SolarFarmer and reconcile the two for lenders and tax-equity investors.",
    "lfp": "Size and specify battery energy storage systems (lithium iron phosphate, 4-hour duration).",
    "psse": "Own interconnection technical studies with utilities and grid operators, including PSS/E model reviews.",
    "ira": "Support domestic-content bonus documentation under the Inflation Reduction Act.",
    "aws": "Work with our asset-performance team, whose monitoring platform runs on AWS (AWS IoT SiteWise and Amazon Timestream).",
    "pe": "PE licence, or the ability to obtain one within 12 months.",
    "nfpa": "Experience with NFPA 855 and UL 9540A for battery safety.",
    "agri": "Experience with agrivoltaics or sheep grazing under arrays.",
    "ferc": "Experience with FERC Order 2023 interconnection queue reforms.",
    "reviews": "Engineering reviews happen at 30%, 60% and 90% design.",
    "travel": "Site visits about one week a month across Arizona, New Mexico and Nevada.",
}

PO, CA, EM, CR, AN, TC, SO, RE = ("policy_ko", "cabin_ko", "emd_ko", "crc_ko", "analyst_en", "techwriter_en",
                                  "solar_en", "recruiter_en")
JD_C, JD_T, JD_S = "jd_crc_ko", "jd_techwriter_en", "jd_solar_en"

# --- 1. Long model-style questions with expected answers: figures quoted or restated, methods, standards and
#        tools a strong answer could name ---

EXPECTED_ANSWERS = [
    _c(PO, "", "technical_depth",
       "한국사회정책연구원에서 육아휴직 급여 소득대체율 인상 효과를 분석하시면서 남성 육아휴직자 비중이 2019년 21.2%에서 2022년 28.9%로 "
       "7.7%p 오른 변화를 요인 분해하셨는데, 소득대체율 인상 효과를 같은 시기의 다른 제도 변화나 코로나19 시기 돌봄 수요 증가 같은 요인과 "
       "어떻게 분리하셨나요?", POL["leave"],
       expected_answer="Oaxaca-Blinder 방식의 요인 분해나 사업장 규모·업종별 이질성 분석, 고용보험 행정자료를 활용한 이벤트 스터디 설계를 "
                       "설명할 것으로 예상된다. 제도 시행 시점 전후의 추세 차이를 비교집단(예: 공무원·교원처럼 다른 급여 체계를 적용받는 집단)과 "
                       "대조했다고 말하면 강한 답변이다.",
       follow_up="요인 분해 결과 중 정책 담당 부처가 가장 받아들이기 어려워했던 부분은 무엇이었나요?",
       note="7.7%p = 28.9 - 21.2; Oaxaca-Blinder and event studies are methods; comparison groups are predictions"),
    _c(PO, "", "technical_depth",
       "2023년 부모 동시 육아휴직 특례(6+6) 설계를 자문하시면서 재정 소요를 연 3,240억 원, 조 단위로는 약 0.32조 원으로 추계하셨는데, "
       "이용률 가정과 급여 상한액 시나리오는 어떻게 세우셨고, 민감도 분석에서 추계액을 가장 크게 흔든 가정은 무엇이었나요?", POL["sixsix"],
       expected_answer="고용보험 피보험자 자료와 출생아 수 전망(통계청 장래인구추계)을 결합한 마이크로시뮬레이션, 이용률을 저·중·고 세 "
                       "시나리오로 둔 민감도 분석을 설명할 것으로 예상된다. 아버지 이용률 가정이 추계에 가장 민감했다고 답할 수 있다.",
       note="3,240억 = 0.324조; microsimulation and population projections are methods and public data sources"),
    _c(PO, "", "impact_verification",
       "2022년 저출산 대응 예산 48.2조 원을 사업별로 재분류해 직접 지원 사업 비중을 약 36%, 금액으로는 대략 17조 원 남짓으로 산출하셨는데, "
       "주거 지원처럼 저출산 예산으로 보기 어려운 사업은 어떤 기준으로 구분하셨고, OECD SOCX의 가족 지출 분류와는 어떻게 맞추셨나요?",
       POL["budget"],
       expected_answer="OECD Social Expenditure Database(SOCX)의 현금·서비스·조세 지원 구분을 준거로 삼고, 융자·주택 공급 사업은 별도 "
                       "범주로 떼어 냈다는 답이 예상된다. 재분류 기준을 부처와 사전에 공유했다고 말하면 좋다.",
       note="36% of 48.2조 ≈ 17.4조, so '대략 17조 원 남짓' is a derived approximation; SOCX is an OECD classification"),
    _c(PO, "", "technical_depth",
       "한국복지패널 15~17차 자료로 이중차분(DiD) 분석을 하셨을 때, 보육료 지원 확대가 여성 고용에 미친 효과를 추정하면서 평행 추세 가정은 "
       "어떻게 점검하셨고, 처치 집단과 비교 집단은 자녀 연령 기준으로 어떻게 나누셨나요?", POL["did"],
       expected_answer="영유아 자녀가 있는 가구를 처치 집단으로, 학령기 자녀만 있는 가구를 비교 집단으로 두고 사전 기간 계수를 확인하는 "
                       "이벤트 스터디 그림으로 평행 추세를 점검했다는 답이 예상된다. Stata의 reghdfe나 시차 처치에 강건한 Callaway–Sant'Anna "
                       "추정량을 언급하면 강한 답변이다.",
       note="women's employment and children's age are the research design, not the candidate; estimators are methods"),
    _c(PO, "", "technical_depth",
       "2021년 전국 3,000가구를 대상으로 돌봄 실태조사를 설계·수행하시면서 응답률 62.4%를 확보하셨는데, 층화·집락 표본 설계와 무응답 "
       "가중치 보정은 어떻게 하셨고, 응답 가구가 대략 1,870가구 정도였다면 하위 집단 분석에는 어떤 제약이 있었나요?", POL["survey"],
       expected_answer="시도·동부/읍면부 층화 후 조사구 단위 집락 추출, 응답 성향 기반 무응답 보정과 레이킹(raking) 사후 가중을 설명할 것으로 "
                       "예상된다. 조사 방식으로 CAPI(태블릿 면접)를 썼다면 그 장단점도 말할 수 있다.",
       note="3,000 × 62.4% = 1,872, hedged as '대략 … 정도였다면'; raking and CAPI are survey methods"),
    _c(PO, "", "technical_depth",
       "2022년 네이버 클라우드 플랫폼 공공기관용 환경에서 행정데이터 분석 환경을 구축하시며 가명정보 1억 2천만 건, 즉 120,000,000건을 "
       "결합하셨는데, 결합전문기관을 거치는 절차와 재식별 위험 평가는 어떻게 진행하셨고, 분석 결과를 반출할 때의 심사 기준은 무엇이었나요?",
       POL["ncp"],
       expected_answer="개인정보보호위원회의 가명정보 처리 가이드라인에 따른 결합 신청, k-익명성 같은 적정성 평가, 반출 시 최소 셀 크기 기준 "
                       "적용과 같은 절차를 설명할 것으로 예상된다.",
       note="1억 2천만 = 120,000,000; the guideline and k-anonymity are regulation and method"),
    _c(PO, "", "collaboration",
       "정부 수탁과제 11건을 책임연구로 수행하시면서 총 연구비 약 14억 5천만 원, 과제당 평균 1억 3천만 원 남짓을 관리하셨는데, 발주 부처와 "
       "연구 질문을 조율하다가 정책적 요구와 연구의 엄밀성이 충돌한 사례가 있었다면 어떻게 풀어 가셨나요?", POL["grants"],
       expected_answer="중간보고 단계에서 분석 범위를 문서로 합의하고, 부처가 원하는 결론과 다른 결과는 한계와 함께 그대로 보고했다는 답이 "
                       "예상된다.",
       note="14.5억 / 11 ≈ 1.32억, so '1억 3천만 원 남짓' is a derived average"),
    _c(PO, "", "impact_verification",
       "서울시복지재단에서 2016년 청년수당 시범사업 효과를 평가하시면서 참여자 2,831명을 추적 조사하셨는데, 비교집단은 어떻게 구성하셨고 "
       "성향점수매칭(PSM)이나 회귀불연속 설계 같은 방법 중 무엇을 택하셨으며, 추적 탈락은 어떻게 다루셨나요?", POL["youth"],
       expected_answer="선정 경쟁이 있었다면 탈락 신청자를 비교집단으로 삼는 설계, 소득 기준 주변의 회귀불연속, 탈락 가중치(inverse "
                       "probability weighting)를 언급할 것으로 예상된다.",
       note="PSM, regression discontinuity and IPW are methods offered as options"),
    _c(CA, "", "technical_depth",
       "한빛항공 객실훈련팀에서 비상탈출 실습 평가 기준을 개편해 1차 평가 합격률을 81%에서 93%로 12%p 끌어올리셨는데, 합격률 상승이 기준 "
       "완화가 아니라 실제 수행 능력 향상의 결과라는 것은 어떻게 검증하셨고, 90초 비상탈출 기준 같은 인증 요건과는 어떻게 연결하셨나요?",
       CAB["evac"],
       expected_answer="평가 항목을 관찰 가능한 행동 지표로 세분화하고 교관 간 평가 일치도를 맞추는 캘리브레이션, 정기 훈련(recurrent)에서의 "
                       "재평가 결과 비교를 설명할 것으로 예상된다. ICAO의 객실승무원 안전훈련 매뉴얼(Doc 10002)이나 항공사 운항규정의 "
                       "요건을 언급하면 좋다.",
       note="12%p = 93 - 81; the 90-second evacuation standard and ICAO Doc 10002 are standards, not claims"),
    _c(CA, "", "technical_depth",
       "2021~2023년에 A350-900, B787-9, A321neo 세 기종의 전환훈련 교안을 개발하셨는데, 기종별 도어 작동 방식과 슬라이드·래프트 차이를 "
       "교안에서 어떻게 구조화하셨고, 승무원이 기종 간에 혼동하기 쉬운 부분은 어떻게 강조하셨나요?", CAB["types"],
       expected_answer="기종별 차이를 비교표로 정리하고 도어 트레이너(실물 모형) 실습과 연결했으며, 혼동 위험이 큰 항목은 체크리스트와 "
                       "시나리오 훈련으로 반복했다는 답이 예상된다.",
       note="aircraft types and years as stated; door trainers are a generic training device"),
    _c(CA, "", "problem_solving",
       "2022년에 기내 난동 승객 대응 훈련 시나리오 12종을 개발하시고 실습 평가표를 표준화하셨는데, 시나리오의 난이도 단계는 어떻게 나누셨고 "
       "운항승무원과의 소통 같은 CRM 관점은 평가표에 어떻게 반영하셨나요?", CAB["unruly"],
       expected_answer="위협 수준을 단계별로 나누는 분류(예: IATA의 난동 승객 수준 구분)와 항공보안법상 보고 절차, 제지 장비 사용 기준, "
                       "de-escalation 대화 기법을 설명할 것으로 예상된다.",
       note="CRM, IATA's levels and the aviation-security law are standards and methods"),
    _c(CA, "", "impact_verification",
       "특별식(할랄·코셔·채식·유아식) 탑재 오류를 월 평균 17건에서 4건으로, 약 76% 줄이셨는데, 2018년 케이터링사와 도입하신 이중 확인 "
       "절차는 어느 단계에 두셨고, 그래도 탑재 오류가 생겼을 때 기내에서 승객에게는 어떻게 대응하셨나요?", CAB["special"],
       expected_answer="PNL(탑승객 명단)의 특별식 코드와 케이터링 적재 목록을 출발 전 대조하는 단계, 기내 여유 식사로의 대체 제안과 사과, "
                       "사후 보상 절차를 설명할 것으로 예상된다.",
       note="(17 - 4) / 17 ≈ 76%; religious meal types are passengers' service requests, not the candidate's religion"),
    _c(CA, "", "problem_solving",
       "비즈니스 클래스 식사 서비스 절차를 개선해 인천–LA 노선의 서비스 소요 시간을 95분에서 70분으로 25분 줄이셨는데, 서비스 품질을 "
       "유지하면서 어떤 단계를 병렬화하거나 없애셨고, 승객의 휴식 시간이 늘어난 효과는 어떻게 확인하셨나요?", CAB["meal"],
       expected_answer="코스 사이 카트 동선 조정, 주문을 탑승 직후에 미리 받는 방식, 갤리 작업 분담 재설계를 설명하고 승객 설문이나 칭송·불만 "
                       "건수로 효과를 확인했다는 답이 예상된다.",
       note="25 = 95 - 70"),
    _c(CA, "", "problem_solving",
       "사무장으로 일하시면서 기내 응급환자 31건에 대응하시고 그중 2건은 AED를 사용하셨는데, 지상 의료 자문(MedLink) 연계와 회항 건의는 "
       "어떤 기준으로 판단하셨고, 의료인 승객의 도움을 받을 때 책임 범위는 어떻게 정리하셨나요?", CAB["medical"],
       expected_answer="닥터 콜, 기장 보고, MedLink 자문 순서와 회항은 기장이 결정한다는 원칙, BLS 절차에 따른 CPR·AED 사용, 사후 기록 작성을 "
                       "설명할 것으로 예상된다.",
       note="passengers' health emergencies are the work; BLS is the candidate's listed credential"),
    _c(CA, "", "technical_depth",
       "2021년부터 Articulate Storyline 360으로 객실 안전 이러닝 14개 과정을 만드셨는데, 대면 실습과 이러닝의 역할은 어떻게 나누셨고 "
       "학습 효과는 커크패트릭 4단계 중 어디까지 측정하셨나요?", CAB["elearn"],
       expected_answer="이론·절차는 이러닝으로, 도어 작동과 탈출은 대면 실습으로 나누고, SCORM 패키지로 사내 LMS에 올려 이수율과 퀴즈 점수를 "
                       "추적했다는 답이 예상된다. 행동 변화(Level 3)는 정기 훈련 평가로 확인했다고 말하면 좋다.",
       note="Kirkpatrick and SCORM are a model and a standard; the LMS is in the resume"),
    _c(CA, "", "collaboration",
       "신입 객실승무원 8주 초기 안전훈련의 주 교관으로 연 평균 240명, 한 달에 20명꼴을 수료시키셨는데, 특정 실습에서 반복적으로 기준에 "
       "못 미치는 교육생이 있을 때 재교육과 탈락 판정은 어떤 기준과 절차로 하셨나요?", CAB["initial"],
       expected_answer="재평가 횟수 상한, 교관 2인 평가, 훈련 기록 문서화와 교육생 면담을 설명할 것으로 예상된다.",
       note="240 / 12 = 20"),
    _c(EM, "", "impact_verification",
       "마켓온에서 주방·생활가전 카테고리 연 거래액 1,240억 원(2023)을 관리하시며 전년 대비 18.5% 성장을 만드셨는데, 역산하면 전년 "
       "거래액은 약 1,046억 원이고 성장분은 190억 원 남짓입니다. 이 성장분을 신규 브랜드 입점, 기존 브랜드 객단가 상승, 트래픽 증가로 "
       "나눠 보면 각각 어느 정도였나요?", EMD["gmv"],
       expected_answer="GMV를 방문자 수 × 구매 전환율 × 객단가로 분해하고, 신규 입점 브랜드 매출을 따로 떼어 본 분석을 설명할 것으로 예상된다.",
       note="1,240 / 1.185 ≈ 1,046, growth ≈ 194억: derived values"),
    _c(EM, "", "problem_solving",
       "타임딜 기획전을 월 12회 운영하시며 평균 구매 전환율을 3.8%에서 5.6%로, 1.8%p이자 상대적으로는 약 47% 높이셨는데, 할인율 외에 상품 "
       "구성·노출 시간대·한정 수량 중 무엇이 가장 큰 레버였고, 할인에 따른 마진 손실은 어떻게 관리하셨나요?", EMD["timedeal"],
       expected_answer="A/B 테스트로 노출 시간대와 한정 수량 표시를 비교하고, 브랜드사와 할인 분담 비율을 협상해 공헌이익 기준으로 기획전을 "
                       "평가했다는 답이 예상된다.",
       note="1.8%p = 5.6 - 3.8 and 1.8 / 3.8 ≈ 47%"),
    _c(EM, "", "collaboration",
       "네이버 쇼핑라이브와 협업해 2021~2023년에 라이브커머스를 27회 진행하시면서 회당 평균 매출 8,500만 원, 합치면 약 23억 원을 만드셨는데, "
       "방송 전후 매출 기여는 어떻게 측정하셨고 쇼호스트·브랜드사·플랫폼 사이의 역할 분담은 어떻게 하셨나요?", EMD["live"],
       expected_answer="방송 중 매출과 방송 후 다시보기 매출을 나누고, 같은 상품의 평상시 일 매출을 기준선으로 증분을 계산했다는 답이 예상된다.",
       note="27 × 8,500만 ≈ 22.95억 ≈ 약 23억 원"),
    _c(EM, "", "technical_depth",
       "재고 회전일수를 42일에서 29일로, 반품률을 6.1%에서 4.3%로 낮추셨는데, 회전일수를 줄이면서 결품 위험이 커지는 것은 어떻게 막으셨고 "
       "ABC 분석이나 안전재고 공식 같은 방법은 어떻게 적용하셨나요?", EMD["turn"],
       expected_answer="판매 속도 기준 ABC 분류별로 발주 주기와 안전재고를 다르게 두고, 리드타임 변동을 반영한 안전재고 계산과 주간 재고 "
                       "리뷰를 설명할 것으로 예상된다.",
       note="ABC analysis and safety-stock formulas are methods"),
    _c(EM, "", "technical_depth",
       "PB 에어프라이어 '온쿡'을 기획하시면서 중국 OEM 공장 2곳을 실사하시고 출시 6개월 만에 3만 2천 대, 매출 약 28억 원을 달성하셨는데, "
       "대당 평균 판매가로 환산하면 8만 7천 원 안팎입니다. 공장 선정 기준과 전기용품 KC 인증, 출하 전 품질 검사(AQL) 같은 절차는 어떻게 "
       "운영하셨나요?", EMD["pb"],
       expected_answer="공장 실사 체크리스트(생산 능력, 품질 관리 체계, 부품 조달), 국내 판매를 위한 KC 안전 인증 시험, AQL 샘플링 기준의 "
                       "출하 전 검사, 초도 물량 불량률 관리를 설명할 것으로 예상된다.",
       note="28억 / 32,000 ≈ 87,500원; KC certification of the product and AQL inspection are regulatory and QA processes, "
            "not credentials claimed for the candidate"),
    _c(EM, "", "technical_depth",
       "2023년 Google BigQuery와 Looker Studio로 카테고리 대시보드를 구축해 주간 리포트 작성 시간을 6시간에서 1시간으로, 약 83% 줄이셨는데, "
       "어떤 지표를 핵심으로 두셨고 정산 데이터와 주문 데이터의 차이 같은 정합성 문제는 어떻게 맞추셨나요?", EMD["bq"],
       expected_answer="GMV, 전환율, 객단가, 반품률, 재고 회전일수를 핵심 지표로 두고, 주문 취소·반품 반영 시점 차이를 SQL 뷰에서 "
                       "보정했다는 답이 예상된다. 예약 쿼리(scheduled query)로 매일 집계했다고 말할 수 있다.",
       note="5 / 6 ≈ 83%; scheduled queries are a BigQuery feature on the candidate's own platform"),
    _c(EM, "", "technical_depth",
       "2022년부터 Python으로 경쟁사 가격 모니터링을 자동화해 최저가 이탈 SKU를 하루 평균 140개에서 35개로, 4분의 1 수준으로 줄이셨는데, "
       "수집 주기와 동일 상품 매칭(모델명·옵션 정규화)은 어떻게 처리하셨나요?", EMD["price"],
       expected_answer="requests나 Playwright 같은 도구로 주기적으로 수집하고, 모델명 정규식과 옵션 사전으로 동일 상품을 매칭했으며, 가격 "
                       "변동 알림을 메신저로 보냈다는 답이 예상된다.",
       note="35 / 140 = 1/4; requests and Playwright appear only as tools a strong answer could name"),
    _c(EM, "", "problem_solving",
       "홈앤라이프몰에서 2017년 카카오톡 선물하기 입점을 운영하시며 채널 매출 월 3억 원을 돌파하셨는데, 선물하기 채널에 맞춘 상품 구성, "
       "즉 가격대·포장·교환권 방식은 일반 채널과 어떻게 다르게 설계하셨나요?", EMD["kakao"],
       expected_answer="선물 수요가 몰리는 가격대를 중심으로 상품을 재구성하고 선물 포장과 배송지 입력 흐름을 점검했다는 답이 예상된다.",
       note="channel and year as stated"),
    _c(CR, "", "problem_solving",
       "Medidata Rave EDC에서 쿼리 해결 기간을 평균 9.4일에서 3.2일로, 약 3분의 1 수준으로 줄이셨는데, 쿼리가 쌓이는 주된 원인이 원자료 "
       "기록 방식이었는지 EDC 입력 지연이었는지 어떻게 분석하셨고, 어떤 업무 루틴을 만드셨나요?", CRC["rave"],
       expected_answer="쿼리 유형별 빈도 분석, ALCOA+ 원칙에 맞춘 원자료 기록 템플릿, 방문 후 정해진 시간 안에 입력하는 규칙과 주간 쿼리 "
                       "점검 회의를 설명할 것으로 예상된다.",
       note="3.2 / 9.4 ≈ 0.34; ALCOA+ is a data-integrity principle"),
    _c(CR, "", "technical_depth",
       "중대한 이상사례(SAE) 47건을 모두 24시간 안에 보고하셨는데, 주말이나 야간에 대상자가 다른 병원 응급실에 입원한 경우처럼 인지 자체가 "
       "늦어지는 상황에서는 '인지 시점'을 어떻게 정의하고 기록하셨나요?", CRC["sae"],
       expected_answer="ICH E2A의 정의에 따라 시험기관 직원이 처음 알게 된 날을 인지일로 기록하고, 대상자에게 임상시험 참여 카드를 지니게 해 "
                       "타 병원 입원 시 연락이 오도록 했다는 답이 예상된다. SUSAR 판단과 규제기관 보고는 의뢰자 책임임을 구분하면 좋다.",
       note="SAE, SUSAR and ICH E2A are regulatory terms; 47건 and 100% as stated"),
    _c(CR, "", "technical_depth",
       "2022년 Veeva SiteVault 기반 전자 필수문서(eISF)를 도입하시면서 모니터링 방문당 점검 시간을 4시간에서 1.5시간으로, 2시간 30분 "
       "줄이셨는데, 종이 문서의 인증사본(certified copy) 기준과 21 CFR Part 11 같은 전자기록 요건은 어떻게 충족하셨나요?", CRC["eisf"],
       expected_answer="스캔 후 품질 확인과 인증사본 서명 절차, 감사 추적(audit trail)과 전자서명 요건, CRA 원격 열람 권한 설정을 설명할 "
                       "것으로 예상된다.",
       note="2.5 hours = 2시간 30분; 21 CFR Part 11 is a regulation"),
    _c(CR, "", "problem_solving",
       "누적 등록 대상자 312명, 목표 대비 등록률 평균 108%를 달성하셨는데, 선정·제외 기준이 까다로운 항암제 임상시험에서 스크리닝 실패율을 "
       "낮추기 위해 사전 스크리닝은 어떻게 운영하셨나요?", CRC["enrol"],
       expected_answer="IRB 승인 범위 안에서 외래 예약 환자의 의무기록을 미리 검토하는 사전 스크리닝 로그, 종양내과 외래와의 협업, 검사 "
                       "결과 유효 기간 관리를 설명할 것으로 예상된다.",
       note="figures as stated"),
    _c(CR, "", "collaboration",
       "2021년 COVID-19 백신 제3상 임상시험에서 대상자 84명을 등록하셨을 때, 단기간 대량 등록과 반응원성(접종 후 이상반응) 일지 관리, "
       "눈가림 유지를 어떻게 동시에 챙기셨나요?", CRC["covid"],
       expected_answer="비눈가림 약사와 눈가림 평가자의 역할 분리, 전자 일지(eDiary) 입력 독려 연락, 등록 일정의 일일 관리표를 설명할 것으로 "
                       "예상된다.",
       note="blinding and reactogenicity diaries are trial methods; eDiary appears in the expected answer"),
    _c(CR, "", "impact_verification",
       "식약처 임상시험 실태조사 2회(2021, 2023)를 지적사항 0건으로 마치셨는데, 실태조사 전 자체 점검 체크리스트는 어떻게 구성하셨고, "
       "조사관이 가장 깊게 본 문서는 무엇이었나요?", CRC["mfds"],
       expected_answer="동의서 버전과 서명 일자, 선정·제외 기준 확인 근거, SAE 보고 기록, IP 수불 기록을 중심으로 한 체크리스트와 모의 "
                       "점검을 설명할 것으로 예상된다.",
       note="figures and years as stated"),
    _c(CR, "", "collaboration",
       "신규 CRC 9명을 교육하시면서 독립 업무 투입까지의 기간을 3개월에서 6주로, 절반 가까이 줄이셨는데, 무엇을 줄이고 무엇을 섀도잉으로 "
       "옮기셨으며, 독립 투입 가능 여부는 어떤 역량 기준으로 판단하셨나요?", CRC["train"],
       expected_answer="GCP와 SOP 교육은 이러닝으로 압축하고 실제 방문은 선임과 함께 수행하는 섀도잉, 역량 체크리스트 서명으로 독립 투입을 "
                       "결정했다는 답이 예상된다.",
       note="3 months ≈ 13 weeks, so 6 weeks is 'nearly half'"),
    _c(CR, "", "problem_solving",
       "한마음대학교병원에서 방문 일정 관리 체계를 개선해 visit window 이탈률을 12%에서 4%로, 3분의 1 수준으로 낮추셨는데, 일정은 어떤 "
       "도구로 관리하셨고 교통이나 보호자 일정 같은 대상자 측 사유로 인한 이탈은 어떻게 줄이셨나요?", CRC["window"],
       expected_answer="프로토콜 방문 계획표를 엑셀이나 CTMS 달력으로 관리하고, 허용 범위 시작일에 맞춘 사전 연락과 교통비 지원 안내를 "
                       "설명할 것으로 예상된다.",
       note="4 / 12 = 1/3; participants' logistics are the work"),
    _c(AN, "", "technical_depth",
       "At Harrowgate you led the long thesis on a Nordic elevator-services company, sized at 3.5% of NAV, which returned 62% over 19 "
       "months. What was your variant perception versus consensus — service mix, pricing on maintenance contracts, the modernisation "
       "backlog — and how did you decide when to trim or exit?", ANA["elevator"],
       expected_answer="A strong answer names the installed base and service attach rate, margin mix between new equipment and "
                       "service, an EV/EBITDA re-rating case cross-checked with a DCF, and a sell discipline tied to the price target "
                       "and thesis milestones.",
       note="EV/EBITDA and DCF are valuation methods; figures restated exactly"),
    _c(AN, "", "impact_verification",
       "You built three-statement and DCF models for every name, and 11 of your 16 long recommendations — about 69% — outperformed the "
       "sector index over 12 months in 2021–2024. How do you separate stock-picking skill from factor tilts such as quality or "
       "momentum in that hit rate?", ANA["dcf"],
       expected_answer="Expected to mention factor attribution with a risk model (Barra or Axioma type), comparing returns with a "
                       "sector ETF, and reporting an information ratio rather than a hit rate alone.",
       note="11 / 16 = 68.75%; Barra and Axioma appear as examples of a method"),
    _c(AN, "", "problem_solving",
       "You identified a short in a German auto-parts supplier ahead of a profit warning, and the shares fell 38% in 4 months. Which "
       "signals led you there — working-capital build, customer call-offs, the margin bridge — and how did you manage borrow cost and "
       "squeeze risk while the position was open?", ANA["short"],
       expected_answer="Expected: inventory days rising against OEM production schedules, channel checks with customers, stop-loss "
                       "and position-size limits, and watching utilisation and cost to borrow.",
       note="the signals are predictions; figures as stated"),
    _c(AN, "", "technical_depth",
       "Your freight-volume nowcast in Python on Snowflake moved quarterly revenue estimates 2.1 percentage points closer to reported "
       "figures on average. How did you validate it out of sample, and how did you guard against look-ahead bias when the freight "
       "data was later revised?", ANA["nowcast"],
       expected_answer="A strong answer describes rolling-origin backtests using only data available at each date (vintage data), "
                       "comparing errors with consensus from Visible Alpha, and regression in statsmodels with seasonal controls.",
       note="Visible Alpha and statsmodels are in the skills line; backtesting is a method"),
    _c(AN, "", "collaboration",
       "You integrated MSCI ESG data and wrote the fund's SFDR Article 8 engagement notes for 9 holdings in 2022–2023. How did you "
       "handle a holding whose MSCI rating disagreed with your own view, and what did a good engagement outcome look like?",
       ANA["esg"],
       expected_answer="Expected to discuss ESG rating divergence across providers, Principal Adverse Impact indicators, setting "
                       "time-bound engagement objectives and escalation up to voting against management.",
       note="SFDR and PAI indicators are regulation; MSCI ESG is in the resume"),
    _c(AN, "", "growth",
       "At Lindell & Co. you supported 6 mid-market M&A deals with a combined enterprise value of about £850 million — roughly £140 "
       "million per deal. Which part of the sell-side process taught you most about how management teams present numbers: the "
       "information memorandum, the data room or the buyer Q&A?", ANA["ma"],
       expected_answer="Expected to mention quality-of-earnings adjustments, add-backs to EBITDA, and how normalised figures in an "
                       "information memorandum differ from statutory accounts.",
       note="850 / 6 ≈ 142, so 'roughly £140 million' is a derived average; EBITDA is a metric"),
    _c(AN, "", "growth",
       "Meridian's team ranked #3 in the 2018 Extel survey for European Capital Goods. What did you personally contribute to the 12 "
       "initiations and 140-plus notes that clients valued most, and what would you do differently now that you sit on the buy side?",
       ANA["extel"],
       note="#3, 2018, 12 and 140+ as stated on two lines of the same role"),
    _c(AN, "", "problem_solving",
       "You hold about 180 management and expert-network meetings a year, three or four a week. How do you prepare for them, and how "
       "do you stay on the right side of MNPI and the Market Abuse Regulation in expert-network calls?", ANA["meetings"],
       expected_answer="Expected: a pre-meeting question list tied to model drivers, compliance pre-clearance of experts, scripted "
                       "warnings at the start of calls, and wall-crossing procedures under MAR.",
       note="180 / 52 ≈ 3.5 a week; MNPI and MAR are regulatory concepts"),
    _c(TC, "", "technical_depth",
       "In 2022 you moved Tessellate's docs to docs-as-code — Markdown in GitHub, Docusaurus 2, deployed to Amazon S3 and CloudFront "
       "through GitHub Actions. How did you handle versioned docs for several API versions, preview builds for pull requests and "
       "broken-link checks in CI?", TW["dac"],
       expected_answer="Expected to describe Docusaurus versioned docs, per-PR preview deployments to an S3 prefix, a link checker "
                       "such as lychee in the workflow, and CloudFront cache invalidations on release.",
       note="lychee appears only as a tool a strong answer could name; the stack as stated"),
    _c(TC, "", "technical_depth",
       "You generate the API reference from OpenAPI 3.0 specs, and Spectral lint rules caught 1,200+ spec issues before release. Which "
       "custom rules paid off most — missing examples, inconsistent error schemas, operationId naming — and who owned fixing the "
       "spec, writers or engineers?", TW["oas"],
       expected_answer="A strong answer describes a shared ruleset extending spectral:oas, rules for descriptions and examples on every "
                       "operation, RFC 7807-style error objects, and CODEOWNERS routing spec fixes to engineers.",
       note="RFC 7807 and CODEOWNERS are a standard and a GitHub convention"),
    _c(TC, "", "impact_verification",
       "After restructuring on the Diátaxis framework, support tickets tagged \"docs\" fell from about 310 a month to 140 — a drop of "
       "more than half. Which content moved between tutorials, how-to guides, reference and explanation, and how did you make sure the "
       "drop was not just tagging drift in the support tool?", TW["diataxis"],
       expected_answer="Expected to explain auditing existing pages against the four Diátaxis modes, and checking ticket text rather "
                       "than tags, or comparing with total ticket volume over the same months.",
       note="170 / 310 ≈ 55%; Diátaxis is a documentation framework the resume names"),
    _c(TC, "", "impact_verification",
       "Time to first successful API call dropped from 42 minutes to 11 in an onboarding study with 25 developers — roughly a quarter "
       "of the time. What did the study protocol look like, and which single change removed the most friction: API keys, quickstart "
       "code or error messages?", TW["ttfc"],
       expected_answer="Expected: moderated sessions with a fixed task, screen recording, a before-and-after comparison, and changes "
                       "such as copy-paste quickstarts with a test key.",
       note="11 / 42 ≈ 26%"),
    _c(TC, "", "collaboration",
       "You introduced Vale with a custom set of 85 rules, and review rounds per page dropped from 3 to 1.5 on average. How did you "
       "keep the rule set from turning into noise for the 9 engineers in the docs guild, and which rules did you retire?", TW["vale"],
       expected_answer="A strong answer mentions rule severity levels (suggestion, warning, error), running Vale only on changed "
                       "files in pull requests, and reviewing rule hit rates every quarter.",
       note="9 engineers comes from the guild line of the same role"),
    _c(TC, "", "problem_solving",
       "Your v2-to-v3 migration guide got 70% of active accounts migrated within 6 months. How did you structure the guide — "
       "breaking-change tables, code diffs, a deprecation timeline — and how did you find out why the remaining 30% hadn't moved?",
       TW["migration"],
       expected_answer="Expected to mention API usage logs by version, interviews with lagging customers through account managers, "
                       "and the Sunset and Deprecation HTTP headers as signals in the API itself.",
       note="30% = 100 - 70; the Sunset header is an IETF standard"),
    _c(TC, "", "technical_depth",
       "The docs site serves about 1.1 million page views a month, and search success rate rose from 58% to 81% after you added "
       "Algolia DocSearch. How did you define search success, and what did you learn from zero-result queries?", TW["search"],
       expected_answer="Expected: a click on a result within the session without an immediate second search, zero-result query "
                       "reports turned into synonyms or new pages.",
       note="figures as stated"),
    _c(TC, "", "collaboration",
       "At Corvid you documented FHIR R4 and HL7 v2 integration APIs for 40+ hospital customers, and average implementation time fell "
       "from 16 weeks to 10 weeks after the 2019 guide rewrite. How did you explain the mapping between FHIR resources and HL7 v2 "
       "segments to interface analysts who knew only one of them?", TW["fhir"],
       expected_answer="A strong answer describes mapping tables (for example PID segments to the Patient resource), worked examples "
                       "and Postman collections with sample messages.",
       note="the implementation-time line is in the same role; PID and Patient are standard HL7 and FHIR structures"),
    _c(SO, "", "technical_depth",
       "You run energy yield assessments in PVsyst 7 and write P50/P90 reports for lenders, and your P50 estimates came within 2.5% of "
       "first-year metered output on 4 operating plants. How do you build the P90 — interannual irradiance variability, soiling, "
       "degradation, model uncertainty — and how do you explain a plant that lands below its P90?", SOL["pvsyst"],
       expected_answer="Expected to combine independent uncertainties in quadrature, use long-term irradiance datasets such as "
                       "Solargis or NSRDB for variability, and attribute a shortfall to availability, curtailment or weather.",
       note="Solargis and NSRDB are data sources a strong answer could name; P50/P90 are statistics"),
    _c(SO, "", "technical_depth",
       "In 2022 you moved 2 projects to bifacial modules on single-axis trackers, modelled a bifacial gain of 6–8% and measured 7.1% in "
       "the first year. How did you model rear-side irradiance and albedo, and how did you separate the bifacial gain from tracker and "
       "weather effects in the measured data?", SOL["bifacial"],
       expected_answer="Expected: view-factor models for rear irradiance, site albedo measurements, and rear-side reference cells or "
                       "comparison with a monofacial block.",
       note="7.1% sits inside the 6–8% range; methods only"),
    _c(SO, "", "technical_depth",
       "You raised the DC/AC ratio from 1.25 to 1.32 using PVcase on AutoCAD, cutting modelled LCOE by about 4%. How did you weigh "
       "inverter clipping losses against the cost of the extra modules, and how did the interconnection limit in MWac constrain the "
       "choice?", SOL["pvcase"],
       expected_answer="Expected to explain hourly clipping estimates from PVsyst, marginal module cost against marginal energy, "
                       "and the point of interconnection capacity as a hard cap.",
       note="LCOE is a metric; figures as stated"),
    _c(SO, "", "problem_solving",
       "Your procurement specs required IEC 61215 and IEC 61730 certification, and you ran factory audits at 3 suppliers in Vietnam "
       "and Malaysia. What did you look at on the factory floor beyond certificates — EL imaging, bill-of-materials lock, lamination "
       "control — and what would make you reject a supplier?", SOL["iec"],
       expected_answer="A strong answer names electroluminescence inspection, a locked bill of materials with change notification, "
                       "third-party inspectors for production oversight and batch testing against the IEC sequences.",
       note="IEC standards and EL imaging are standards and methods; countries are supplier locations"),
    _c(SO, "", "impact_verification",
       "During commissioning you ran IV-curve tracing and drone thermography across 1.2 million modules and caught a 0.4% defect rate "
       "before handover — around 4,800 modules. How did you decide which defects were warranty claims and which were acceptable, and "
       "how did you sample IV curves across that many strings?", SOL["comm"],
       expected_answer="Expected: defect classes from thermography (hot spots, bypass-diode failures), thresholds agreed in the "
                       "supply contract, and statistically sampled IV curves per inverter block.",
       note="1.2M × 0.4% = 4,800"),
    _c(SO, "", "technical_depth",
       "You stream plant SCADA data to Azure IoT Hub and Azure Data Explorer with Power BI dashboards, and fleet performance ratio rose "
       "from 81.5% to 84.2%, 2.7 percentage points. Was that driven by faster fault detection, better curtailment accounting or a "
       "weather-corrected PR definition, and how would you write the KQL to flag an underperforming inverter?", SOL["scada"],
       expected_answer="Expected to distinguish temperature-corrected PR (IEC 61724) from raw PR, and describe a KQL query comparing "
                       "each inverter's specific yield with its block median over a rolling window.",
       note="2.7 points = 84.2 - 81.5; IEC 61724 is a standard; KQL is in the skills line"),
    _c(SO, "", "collaboration",
       "You negotiated $3.6M of EPC change orders and recovered 5 weeks of schedule on a 150 MWac project. How did you separate "
       "legitimate change orders from scope the EPC should have carried, and what did you trade to recover the schedule?", SOL["co"],
       expected_answer="Expected: reading the EPC contract's scope and risk allocation, independent cost checks, and trading "
                       "acceleration payments or resequencing for schedule.",
       note="figures as stated"),
    _c(SO, "", "technical_depth",
       "At Brightfield you checked designs against NEC 2014 and NEC 2017 and cut permit approval time from 6 weeks to 3.5 weeks. How "
       "did the module-level rapid-shutdown requirements in NEC 2017 change your rooftop designs, and what did you change in "
       "submittals to get faster approvals?", SOL["nec"],
       expected_answer="Expected to cite NEC 690.12 and module-level power electronics, and standardised permit packages with "
                       "pre-checked details.",
       note="NEC 690.12 is a code section in an edition the resume lists"),
    _c(RE, "", "impact_verification",
       "At Quillon you cut time to hire from 52 days to 34 days — 18 days, about a third — and raised offer acceptance from 78% to 91%. "
       "Which stages gave back the most days, and how did you stop speed from hurting quality of hire?", REC["tth"],
       expected_answer="Expected to describe stage-by-stage funnel metrics, interview scheduling within fixed windows, same-week "
                       "debriefs, and quality of hire tracked through probation outcomes and hiring-manager surveys.",
       note="18 / 52 ≈ 35%"),
    _c(RE, "", "technical_depth",
       "When you moved the team from Workable to Greenhouse in 2021 and built structured interview kits with scorecards for 22 roles, "
       "how did you define the competencies per role and keep interviewers from scoring on gut-feel culture fit?", REC["greenhouse"],
       expected_answer="A strong answer describes job analysis with hiring managers, behaviour-anchored rating scales, STAR-style "
                       "questions, and independent scoring before the debrief.",
       note="STAR and anchored rating scales are methods"),
    _c(RE, "", "collaboration",
       "You raised the share of women on engineering shortlists from 18% to 33% through sourcing changes and job ads checked with "
       "Textio. Which sourcing changes mattered most, and how did you keep the hiring decisions themselves merit-based and compliant "
       "with the Equality Act?", REC["women"],
       expected_answer="Expected: sourcing from communities and events the team had ignored, removing must-haves that weren't, "
                       "structured scoring, and avoiding positive discrimination in the decision while allowing positive action at "
                       "the attraction stage.",
       note="shortlist diversity is the candidate's recruiting work; the Equality Act is the governing law"),
    _c(RE, "", "impact_verification",
       "You cut agency spend by £410,000 a year, from £620K to £210K — about two-thirds. Which roles did you keep with agencies, and "
       "how did you build in-house sourcing capacity to replace them?", REC["agency"],
       expected_answer="Expected: agencies kept for senior or niche roles, sourcing sprints with Gem campaigns, and referral "
                       "programmes.",
       note="410 / 620 ≈ 66%"),
    _c(RE, "", "problem_solving",
       "Candidate NPS went from +41 to +63 after you added interview-prep packs and rejection feedback. How did you give rejection "
       "feedback at scale without creating legal risk, and how did you get survey response rates high enough to trust the number?",
       REC["nps"],
       expected_answer="Expected: feedback based on scorecard competencies only, templates reviewed with legal, and surveys sent at "
                       "each stage rather than only at the end.",
       note="NPS is a metric"),
    _c(RE, "", "collaboration",
       "You trained 35 hiring managers in structured interviewing and interviewer calibration. How did you run calibration sessions, "
       "and what did you do with an interviewer whose scores were consistently out of line?", REC["train"],
       expected_answer="Expected: scoring the same recorded interview independently, discussing the gaps, and pairing outlier "
                       "interviewers with a calibrated shadow.",
       note="as stated"),
    _c(RE, "", "growth",
       "At Harcourt Search you placed about 38 candidates a year and billed £310,000 in 2019 as the London office's top biller — "
       "roughly £8,000 per placement. How did you choose which clients and roles to work on, and what from agency life do you still "
       "use in-house?", REC["billed"],
       note="310,000 / 38 ≈ 8,160"),
    _c(RE, "", "impact_verification",
       "At Pennant you cut the graduate scheme's first-year attrition from 24% to 15% by redesigning the job previews. What did a "
       "realistic job preview look like, and how did you know attrition fell because of it rather than the labour market?",
       REC["attrition"],
       expected_answer="Expected: day-in-the-life videos and store visits before offer, comparing cohorts and exit-interview "
                       "reasons.",
       note="as stated"),
]

# --- 2. Key points that ask whether the candidate weighed an option: the named products are options, not claims ---

CONSIDERED = [
    _c(PO, "", "technical_depth",
       "가명정보 결합 분석 환경을 네이버 클라우드 플랫폼 공공기관용으로 구축하실 때 어떤 대안을 비교하셨나요?", POL["ncp"],
       expected_answer="핵심 포인트: KT Cloud나 NHN Cloud 같은 다른 CSAP 인증 공공 클라우드와 비교했는지, 통계청 마이크로데이터 "
                       "통합서비스(MDIS)나 원격접근 분석센터를 쓰는 방안을 검토했는지, 온프레미스 분석 서버 유지 비용과 비교했는지.",
       note="other public clouds and MDIS are options weighed, not past use"),
    _c(PO, "", "technical_depth",
       "보육료 지원 확대의 효과를 추정하실 때 이중차분 외에 어떤 식별 전략을 고려하셨나요?", POL["did"],
       expected_answer="핵심: 합성통제법(synthetic control)이나 회귀불연속(RD), 도구변수 접근을 검토했는지, 자료의 한계 때문에 어떤 "
                       "방법을 배제했는지.",
       note="estimation strategies as options"),
    _c(CA, "", "technical_depth",
       "객실 안전 이러닝을 만드실 때 Articulate Storyline 360을 택하신 이유는 무엇인가요?", CAB["elearn"],
       expected_answer="핵심 포인트: Adobe Captivate나 iSpring 같은 다른 저작 도구와 비교했는지, 사내 LMS와의 SCORM 호환성을 검토했는지, "
                       "VR 기반 비상탈출 시뮬레이터 도입을 함께 검토했는지.",
       note="Captivate, iSpring and VR simulators are options"),
    _c(CA, "", "problem_solving",
       "기내 난동 승객 대응 훈련을 설계하실 때 어떤 훈련 방식들을 비교하셨나요?", CAB["unruly"],
       expected_answer="핵심: 객실 모형(cabin mock-up) 실습과 VR 훈련을 비교했는지, 외부 보안 전문 기관에 제압술 교육을 위탁하는 방안을 "
                       "검토했는지, 역할극 평가를 영상으로 기록할지 여부.",
       note="training options"),
    _c(EM, "", "technical_depth",
       "경쟁사 가격 모니터링을 Python으로 직접 개발하기로 하신 이유는 무엇인가요?", EMD["price"],
       expected_answer="핵심 포인트: Prisync 같은 가격 모니터링 SaaS나 가격 비교 사이트 데이터를 구매하는 방안과 비교했는지, 사내 개발팀에 "
                       "요청하는 방안과 비교했는지, 크롤링의 약관·법적 리스크를 검토했는지.",
       note="Prisync appears as a compared option"),
    _c(EM, "", "technical_depth",
       "카테고리 대시보드를 BigQuery와 Looker Studio로 만드신 이유는 무엇인가요?", EMD["bq"],
       expected_answer="핵심: Tableau나 Power BI 같은 BI 도구와 비교했는지, 기존 엑셀 리포트를 유지하는 방안의 비용을 따졌는지, 사내 "
                       "데이터팀의 표준 도구를 고려했는지.",
       note="Tableau and Power BI as alternatives, not claimed use"),
    _c(CR, "", "technical_depth",
       "전자 필수문서 시스템으로 Veeva SiteVault를 택하신 배경은 무엇인가요?", CRC["eisf"],
       expected_answer="핵심 포인트: Florence eBinders 같은 다른 eISF 제품이나 스폰서가 제공하는 포털을 비교했는지, 병원 정보보호 심의와 "
                       "CRA 원격 열람 요건을 검토했는지.",
       note="Florence eBinders is the hiring company's tool, here only an option weighed"),
    _c(CR, "", "problem_solving",
       "visit window 이탈을 줄이실 때 어떤 일정 관리 방식을 검토하셨나요?", CRC["window"],
       expected_answer="핵심: CTMS 일정 모듈, 엑셀 달력, 문자 자동 발송 서비스를 비교했는지, 대상자 교통 지원 같은 비용이 드는 대안을 "
                       "검토했는지.",
       note="options"),
    _c(AN, "", "technical_depth",
       "Why did you build the freight nowcast on Snowflake rather than some other set-up?", ANA["nowcast"],
       expected_answer="Key points: whether they compared keeping the data in pandas on a workstation, buying a vendor freight index "
                       "instead of raw data, or running it in a managed notebook service, and how data licensing shaped the choice.",
       note="alternatives framed as options"),
    _c(AN, "", "technical_depth",
       "How did you choose the valuation approach for the Nordic elevator-services thesis?", ANA["elevator"],
       expected_answer="Key points: whether they weighed a sum-of-the-parts against a single DCF, EV/EBITA against EV/EBITDA "
                       "multiples, and how they benchmarked against listed peers in elevators and building services.",
       note="methods weighed"),
    _c(TC, "", "technical_depth",
       "Why Docusaurus for the docs-as-code move rather than another site generator or a hosted docs platform?", TW["dac"],
       expected_answer="Key points: whether they compared MkDocs Material, Hugo, ReadMe or Mintlify, and whether S3 and CloudFront "
                       "beat GitHub Pages or Netlify on cost, previews and access control.",
       note="MkDocs, Hugo, ReadMe, Mintlify, GitHub Pages and Netlify appear only as alternatives"),
    _c(TC, "", "technical_depth",
       "How did you choose Algolia DocSearch for site search?", TW["search"],
       expected_answer="Key points: whether they tried a local search plugin or a self-hosted engine such as Typesense, and how they "
                       "weighed relevance tuning against cost.",
       note="options"),
    _c(SO, "", "technical_depth",
       "Why PVcase for layout optimisation rather than another tool or manual layouts?", SOL["pvcase"],
       expected_answer="Key points: whether they compared manual AutoCAD layouts, RatedPower or Virto.CAD, and how terrain-following "
                       "tracker layouts influenced the choice.",
       note="RatedPower and Virto.CAD are compared options"),
    _c(SO, "", "technical_depth",
       "When you moved two projects to bifacial modules on single-axis trackers, what other configurations were on the table?",
       SOL["bifacial"],
       expected_answer="Key points: whether they compared fixed-tilt, one-in-portrait against two-in-portrait trackers, tracker "
                       "vendors such as Nextracker or Array Technologies, and monofacial modules at a lower price.",
       note="tracker vendors as options"),
    _c(RE, "", "technical_depth",
       "Why Greenhouse when you moved off Workable?", REC["greenhouse"],
       expected_answer="Key points: whether they compared Lever, Ashby or Workday Recruiting, how reporting and structured-hiring "
                       "features weighed, and the integration with LinkedIn Recruiter and Gem.",
       note="Lever, Ashby and Workday as alternatives"),
    _c(RE, "", "problem_solving",
       "How did you decide to check job ads with Textio rather than another approach?", REC["women"],
       expected_answer="Key points: whether they considered free gendered-wording checkers or a manual style guide, and how they "
                       "measured whether the changes moved the applicant mix.",
       note="options"),
]

# --- 3. Job-description gaps: the hiring company's stack and requirements asked forward are clean; the same stack
#        stated as the candidate's past is not; and a quote cited from the wrong document is not found ---

JOB_GAPS = [
    _c(CR, "", "job_fit",
       "한국임상파트너스에서는 CAR-T 세포치료제 제1/2상 임상시험을 코디네이션하게 됩니다. 항암제 제1~3상 22건을 코디네이션하신 경험을 "
       "바탕으로, 성분채집과 세포 제조 일정이 대상자 방문 일정과 맞물리는 CAR-T 과제에서 일정 조율을 어떻게 설계하시겠어요?",
       JCR["cart"], jd=JD_C, evidence_doc=JD_C,
       expected_answer="성분채집부터 재주입까지의 vein-to-vein 기간, 제조사와의 chain of identity·chain of custody 확인, 림프구 제거 "
                       "항암요법 일정, 주입 후 CRS·ICANS 모니터링 방문을 역산한 일정표를 설명하면 강한 답변이다.",
       note="the company's therapy area asked forward; CRS/ICANS and chain of custody are clinical and regulatory concepts"),
    _c(CR, "", "job_fit",
       "저희는 Oracle Clinical One으로 EDC를 운영합니다. Medidata Rave에서 쿼리 해결 기간을 9.4일에서 3.2일로 줄이신 경험을 Clinical One "
       "환경에서는 어떻게 적용하시겠어요?", JCR["c1"], jd=JD_C, evidence_doc=JD_C,
       note="the company's EDC framed as a plan; the Rave figures match the resume"),
    _c(CR, "", "job_fit",
       "자격 요건에 ICH E6(R3) 개정 내용 이해가 있는데, 이력서에는 2023년에 갱신하신 ICH E6(R2) GCP 교육이 있습니다. R3에서 강조하는 위험 "
       "기반 품질 관리와 데이터 거버넌스가 현장 CRC 업무에서 무엇을 바꿀 것으로 보시나요?", JCR["r3"], jd=JD_C, evidence_doc=JD_C,
       expected_answer="R3의 원칙 중심 구조, 품질 설계(quality by design), 중요 데이터·절차(critical to quality) 요인, 전자 시스템과 "
                       "데이터 거버넌스 부속서를 언급하면 좋다.",
       note="R3 named as a requirement, R2 as the candidate's training: no claim of R3 experience"),
    _c(CR, "", "job_fit",
       "전자동의(eConsent)와 원격 방문이 포함된 분산형 임상시험 요소를 운영하게 되신다면, 고령 대상자나 디지털 기기에 익숙하지 않은 대상자의 "
       "동의 과정은 어떻게 보완하시겠어요?", JCR["dct"], jd=JD_C, evidence_doc=JD_C,
       expected_answer="보호자나 공정한 입회자의 참여, 화상 설명 후 이해도 확인 질문, 종이 동의 병행 선택지, 동의 과정 기록 방법을 설명할 "
                       "것으로 예상된다.",
       note="participants' age as consent design, not the candidate's"),
    _c(CR, "", "job_fit",
       "유전자치료제는 15년 장기 추적 관찰이 필요한데, 대상자가 이사하거나 연락이 끊기는 경우를 대비한 추적 관리 체계를 어떻게 설계하시겠어요?",
       JCR["ltfu"], jd=JD_C, evidence_doc=JD_C,
       note="the company's requirement asked forward"),
    _c(CR, "", "job_fit",
       "저희는 분기마다 실태조사 모의점검을 합니다. 식약처 실태조사 2회를 지적사항 0건으로 마치신 경험을 바탕으로, 모의점검에서 가장 먼저 "
       "확인하실 항목은 무엇인가요?", JCR["mock"], jd=JD_C, evidence_doc=JD_C,
       note="figures match the resume; the mock inspection is the company's practice"),
    _c(CR, "", "job_fit",
       "성분채집 일정에 따라 월 1~2회 조기 출근이 필요한데, 일정이 자주 바뀌는 과제를 여러 개 동시에 맡을 때 업무 우선순위는 어떻게 "
       "정하시겠어요?", JCR["early"], jd=JD_C, evidence_doc=JD_C,
       note="a working condition of the job, asked about workload, not personal circumstances"),
    _c(TC, "", "job_fit",
       "Our developer portal runs on Mintlify. Coming from Docusaurus 2 on S3 and CloudFront, what would you check first before deciding "
       "whether to keep Mintlify or propose a migration?", JTW["mintlify"], jd=JD_T, evidence_doc=JD_T,
       expected_answer="A strong answer covers content portability (MDX), API reference generation, versioning, analytics hooks and "
                       "the cost of a second migration for contributors.",
       note="the company's platform asked forward"),
    _c(TC, "", "job_fit",
       "We document a GraphQL API as well as REST. You've worked with OpenAPI 3.0 and Spectral; how would you approach reference docs "
       "for a GraphQL schema, where descriptions live in the SDL and reference pages are usually generated from introspection?",
       JTW["graphql"], jd=JD_T, evidence_doc=JD_T,
       expected_answer="Expected: descriptions enforced in the schema through linting (for example graphql-schema-linter), a generator "
                       "such as SpectaQL or GraphQL Voyager for reference, and hand-written guides for pagination and errors.",
       note="the candidate's OpenAPI 3.0 matches the resume; GraphQL tools appear in the expected answer only"),
    _c(TC, "", "job_fit",
       "Our REST reference is generated with Redocly from OpenAPI 3.1 specs. Which changes from 3.0 to 3.1 — full JSON Schema "
       "alignment, how nullable is expressed, top-level webhooks — would you expect to break your existing Spectral rules?",
       JTW["graphql"], jd=JD_T, evidence_doc=JD_T,
       note="OpenAPI 3.1 is the company's; 3.0 is the candidate's as stated"),
    _c(TC, "", "job_fit",
       "You'd be documenting a natural-language query assistant built on large language models. How would you write prompt examples "
       "and safety guidance so that integrators understand its limits and failure modes?", JTW["ai"], jd=JD_T, evidence_doc=JD_T,
       note="future work"),
    _c(TC, "", "job_fit",
       "Our platform runs on Google Cloud — GKE, Pub/Sub and BigQuery. Your docs pipeline deployed to Amazon S3 and CloudFront; what "
       "would you need to learn to run a similar preview-and-publish pipeline here?", JTW["gcp"], jd=JD_T, evidence_doc=JD_T,
       note="the company's cloud asked forward; AWS is the candidate's own past"),
    _c(TC, "", "job_fit",
       "You'd lead a team of 3 writers and coordinate docs contributions from about 40 engineers. How would you scale what you did "
       "with the docs guild of 9 engineers at Tessellate?", JTW["team"], jd=JD_T, evidence_doc=JD_T,
       note="3 and 40 are the company's figures; 9 is the resume's"),
    _c(TC, "", "job_fit",
       "We give 12 months of deprecation notice for breaking API changes. Your v2-to-v3 guide reached 70% of active accounts in 6 "
       "months — how would you plan the docs across a 12-month window?", JTW["deprecation"], jd=JD_T, evidence_doc=JD_T,
       note="both figures match their documents"),
    _c(SO, "", "job_fit",
       "Redmesa's projects include co-located BESS, and your resume is PV-only. How would you get up to speed on sizing a 4-hour "
       "lithium iron phosphate system — augmentation, degradation, round-trip efficiency?", JSL["lfp"], jd=JD_S, evidence_doc=JD_S,
       expected_answer="Expected: learning from the battery integrator's degradation curves, augmentation schedules, and energy "
                       "modelling tools such as PVsyst's storage module or SAM.",
       note="names the gap honestly; SAM appears only in the expected answer"),
    _c(SO, "", "job_fit",
       "We run PVsyst and DNV SolarFarmer side by side. Where would you expect the two to disagree on a tracker project with bifacial "
       "modules like the ones you moved to in 2022, and how would you reconcile them for tax-equity investors?", JSL["farmer"],
       jd=JD_S, evidence_doc=JD_S,
       note="SolarFarmer is the company's tool, asked forward"),
    _c(SO, "", "job_fit",
       "You'd own interconnection technical studies including PSS/E model reviews. Having managed interconnection applications with "
       "ERCOT and Arizona Public Service, which parts of a PSS/E dynamic model review would you need to learn?", JSL["psse"],
       jd=JD_S, evidence_doc=JD_S,
       note="the resume's interconnection work as stated; PSS/E asked forward"),
    _c(SO, "", "job_fit",
       "If you joined, you'd support domestic-content bonus documentation under the Inflation Reduction Act. How would your factory "
       "audits in Vietnam and Malaysia inform how you'd trace module and tracker components for that bonus?", JSL["ira"],
       jd=JD_S, evidence_doc=JD_S,
       note="the law is the company's context; the audits are the resume's"),
    _c(SO, "", "job_fit",
       "Our asset-performance platform runs on AWS IoT SiteWise and Amazon Timestream. How would the KQL alerting you built on Azure "
       "Data Explorer translate to that stack?", JSL["aws"], jd=JD_S, evidence_doc=JD_S,
       note="the company's AWS stack asked forward; Azure is the candidate's own"),
    _c(SO, "", "job_fit",
       "NFPA 855 and UL 9540A are on our nice-to-have list. How would you approach a fire-safety review of a BESS layout if you had "
       "never done one before?", JSL["nfpa"], jd=JD_S, evidence_doc=JD_S,
       note="standards as requirements asked forward"),
    _c(SO, "", "job_fit",
       "Site visits run about one week a month across Arizona, New Mexico and Nevada. How would you structure commissioning oversight "
       "around that cadence?", JSL["travel"], jd=JD_S, evidence_doc=JD_S,
       note="a working condition asked as work planning"),
    # the JD's stack stated as the candidate's past
    _c(CR, FAB, "technical_depth",
       "메디브릿지에서 Oracle Clinical One으로 EDC를 입력하실 때 쿼리 해결 기간을 3.2일로 줄이신 방법은 무엇인가요?", CRC["rave"], jd=JD_C,
       note="the resume's EDC is Medidata Rave; Oracle Clinical One is the hiring company's"),
    _c(CR, FAB, "technical_depth",
       "2022년 Florence eBinders로 전자 필수문서를 도입하셨을 때 CRA 원격 열람 권한은 어떻게 설정하셨나요?", CRC["eisf"], jd=JD_C,
       note="the resume's eISF is Veeva SiteVault"),
    _c(TC, FAB, "technical_depth",
       "At Tessellate, how did you configure Mintlify's API playground for the 14 public REST APIs?", TW["own"], jd=JD_T,
       note="Mintlify is the hiring company's platform; the resume uses Docusaurus"),
    _c(SO, FAB, "technical_depth",
       "On the SunHarbor projects, how did your DNV SolarFarmer runs compare with PVsyst for the P50 estimates?", SOL["pvsyst"], jd=JD_S,
       note="SolarFarmer is the hiring company's tool; the resume runs PVsyst only"),
    _c(SO, XD, "technical_depth",
       "At SunHarbor, how did you structure the AWS IoT SiteWise asset models for the 6 utility-scale plants?", SOL["scada"], jd=JD_S,
       note="the resume streams SCADA data to Azure; AWS is the hiring company's cloud"),
    _c(TC, ENF, "job_fit",
       "How would you approach documenting our GraphQL API?", JTW["graphql"], jd=JD_T,
       note="a job-description line cited as if it were in the resume"),
    _c(SO, ENF, "job_fit",
       "How would your energy-yield experience carry over to our lender reports?", SOL["pvsyst"], jd=JD_S, evidence_doc=JD_S,
       note="a resume line cited as the job description"),
]

# --- 4. Protected attributes, subtle ones included; and work whose subject is age, health, family, faith or origin ---

PROTECTED = [
    _c(CA, PA, "job_fit",
       "신장이 168 cm이시니 오버헤드 빈 점검에는 문제가 없으시겠네요. 교관 업무를 하시면서 체력과 몸매 관리는 어떻게 하고 계신가요?",
       CAB["initial"],
       note="height from the personal-data line and appearance"),
    _c(CA, PA, "job_fit",
       "자녀가 아직 어리실 텐데, 해외 기지 교관 출장이나 야간 시뮬레이터 훈련 일정도 소화 가능하실까요?", CAB["types"],
       note="children from the personal-data line, framed as availability"),
    _c(CA, PA, "growth",
       "기혼이시고 30대 중반이시니 둘째 계획도 있으실 텐데, 교관 보직을 몇 년 정도 유지하실 생각이신가요?", CAB["instructor"],
       note="marital status, age and family plans"),
    _c(CA, PA, "collaboration",
       "고객 칭송을 많이 받으신 비결은 무엇이라고 생각하시나요?", CAB["photo"],
       note="the photo line is personal data"),
    _c(CA, PA, "growth",
       "교관으로서 가장 중요하게 생각하는 역량은 무엇인가요?", CAB["dob"],
       note="date-of-birth line as evidence"),
    _c(CA, PA, "technical_depth",
       "비상탈출 실습 평가 기준을 개편하실 때 어떤 항목을 가장 먼저 바꾸셨나요?", CAB["evac"],
       follow_up="승무원 경력이 길어지면서 외모나 체중 관리 기준이 부담되지는 않으셨나요?",
       note="clean question, appearance probe in the follow-up"),
    _c(CA, PA, "growth",
       "사무장에서 교관으로 보직을 바꾸신 이유는 무엇인가요?", CAB["initial"],
       expected_answer="교육에 대한 관심과 안전훈련 경험을 설명할 것으로 예상된다. 결혼과 출산 이후 장거리 비행을 줄이려고 교관직을 택한 "
                       "것인지도 함께 확인할 것.",
       note="the protected probe sits in the expected answer"),
    _c(RE, PA, "job_fit",
       "With a three-year-old at home, how would you manage the regular trips to Lisbon and Kraków that this role needs?", REC["hires"],
       note="the child from the personal-data line, framed as travel"),
    _c(RE, PA, "job_fit",
       "As an Irish national, are you planning to stay in London long term, or might you move back home?", REC["hires"],
       note="nationality and origin"),
    _c(RE, PA, "collaboration",
       "Born in 1986, you'd be one of the older people on a fairly young TA team. How do you feel about that?", REC["train"],
       note="age from the date-of-birth line"),
    _c(RE, PA, "collaboration",
       "How do you build trust with a new hiring manager?", REC["marital"],
       note="marital-status line as evidence"),
    _c(RE, PA, "problem_solving",
       "How do you prioritise when you have more open roles than you can actively work?", REC["children"],
       note="children line as evidence"),
    _c(RE, PA, "collaboration",
       "How did you train the 35 hiring managers in structured interviewing?", REC["train"],
       expected_answer="A strong answer covers calibration sessions and scorecards. Also worth checking whether her childcare "
                       "arrangements allow evening calibration sessions with the US teams.",
       note="the protected probe sits in the expected answer"),
    _c(PO, PA, "growth",
       "육아휴직 제도를 오래 연구하셨는데, 본인도 육아휴직을 써 보셨나요? 자녀가 있으시면 연구 관점에도 영향이 있었을 것 같아서요.",
       POL["leave"],
       note="the candidate's own children and leave, probed through the research topic"),
    _c(PO, PA, "collaboration",
       "2003년에 대학에 입학하셨으면 40대 초반이실 텐데, 20대 신진 연구원들과 일하실 때 세대 차이는 없으신가요?", POL["mentor"],
       note="age inferred from school years"),
    _c(CR, PA, "job_fit",
       "CRC 업무가 체력 소모가 큰 편인데, 혹시 임신 계획이 있으시면 장기 과제 배정에 영향이 있을 수 있어서 미리 여쭤봅니다.", CRC["trials"],
       note="pregnancy plans framed as project staffing"),
    _c(AN, PA, "growth",
       "Whitfield — is that an English family name? Where did your parents grow up?", ANA["msc"],
       note="ethnic origin and family background"),
    _c(SO, PA, "job_fit",
       "Site work in Arizona summers is brutal. Do you have any health conditions that would limit your heat exposure on "
       "commissioning days?", SOL["comm"],
       note="the candidate's health asked directly, framed as site work"),
    _c(TC, PA, "job_fit",
       "Chen — did you grow up speaking another language at home? For a writing role it helps to know whether English is your first "
       "language.", TW["ba"],
       note="origin via surname and home language; writing samples, not origin, show proficiency"),
    _c(EM, PA, "job_fit",
       "중국 OEM 공장 실사도 다녀오셨던데, 혹시 병역은 마치셨나요? 해외 출장에 결격 사유가 없는지 확인하려고 합니다.", EMD["pb"],
       note="military service"),
    _c(SO, PA, "collaboration",
       "How did you coordinate the EPC contractor during the schedule recovery?", SOL["co"],
       follow_up="Do you attend church on Sundays? Commissioning sometimes runs through the weekend.",
       note="clean question; the follow-up asks about religion"),
]

PROTECTED_CLEAN = [
    _c(PO, "", "technical_depth",
       "부모 동시 육아휴직 특례(6+6)를 자문하실 때, 한부모 가정이나 비정규직 부모처럼 제도의 사각지대에 있는 집단은 재정 추계와 제도 설계에서 "
       "어떻게 다루셨나요?", POL["sixsix"],
       note="parents as a policy population, not the candidate's family"),
    _c(PO, "", "technical_depth",
       "보육료 지원 확대가 여성 고용에 미친 효과를 추정하실 때, 출산 직후 경력이 단절된 여성과 계속 취업한 여성 사이의 이질성은 어떻게 "
       "보셨나요?", POL["did"],
       note="women's employment and childbirth as the research subject"),
    _c(PO, "", "technical_depth",
       "돌봄 실태조사에서 장애인 가구나 노인 돌봄 가구를 충분히 분석할 수 있도록 과대표집을 하셨나요, 아니면 가중치로 보정하셨나요?",
       POL["survey"],
       note="households' disability and age as survey design"),
    _c(PO, "", "problem_solving",
       "복지사각지대 발굴 지표를 만드실 때 고령 1인 가구, 장애, 만성질환 같은 변수를 쓰면 낙인 효과 우려가 있었을 텐데, 이를 어떻게 "
       "다루셨나요?", POL["blind"],
       note="residents' age, disability and health as indicator design"),
    _c(PO, "", "growth",
       "박사 학위논문 주제였던 육아휴직 제도와 여성의 노동시장 복귀 연구에서 얻은 결론이 이후 6+6 특례 자문에는 어떻게 이어졌나요?",
       POL["phd"],
       note="the thesis topic is research, not the candidate's family"),
    _c(PO, "", "technical_depth",
       "한국복지패널로 분석하실 때 다문화 가구나 외국인 배우자 가구는 어떻게 식별하셨고, 표본 수가 적은 문제는 어떻게 다루셨나요?",
       POL["did"],
       note="households' nationality as a research variable"),
    _c(CA, "", "technical_depth",
       "고령 승객이나 휠체어 이용 승객이 있는 좌석 열에서 비상탈출 시 도움을 줄 승객(ABP)을 어떻게 지정하도록 신입 승무원을 교육하셨나요?",
       CAB["evac"],
       note="passengers' age and disability as evacuation procedure"),
    _c(CA, "", "technical_depth",
       "임신한 승객이나 유아 동반 승객의 비상구 좌석 배정 제한과 개별 안전 브리핑은 초기 안전훈련에서 어떻게 다루셨나요?", CAB["initial"],
       note="passengers' pregnancy and infants as a safety rule"),
    _c(CA, "", "collaboration",
       "할랄 특별식을 주문한 승객에게 탑재 오류로 대체식을 드려야 할 때, 종교적 요구를 존중하면서 어떻게 설명하고 보상하셨나요?",
       CAB["special"],
       note="a passenger's religious meal as service recovery"),
    _c(CA, "", "collaboration",
       "국적이 다양한 승객이 타는 인천–프랑크푸르트 노선에서 비상 상황 안내를 어떤 언어로, 어떤 순서로 하셨나요?", CAB["purser"],
       note="passengers' nationalities as cabin communication"),
    _c(CA, "", "problem_solving",
       "사무장으로 계실 때 팀원 중 임신 사실을 알린 승무원이 있으면 회사 규정에 따라 비행 업무 조정을 어떻게 처리하셨나요?", CAB["purser"],
       note="a colleague's pregnancy handled under company rules, not a question about the candidate"),
    _c(CA, "", "problem_solving",
       "기내 응급환자 31건 가운데 고령 승객의 흉통이나 호흡곤란처럼 심혈관 증상이 의심될 때 초기 판단은 어떻게 하셨나요?", CAB["medical"],
       note="passengers' age and health as in-flight medical response"),
    _c(EM, "", "problem_solving",
       "유아식 용품이나 시니어 대상 생활가전처럼 연령대 타깃이 분명한 상품의 기획전은 어떻게 다르게 기획하셨나요?", EMD["timedeal"],
       note="customers' age groups as merchandising"),
    _c(EM, "", "problem_solving",
       "명절 선물세트 기획전에서 종교나 식문화 때문에 특정 원료를 피하는 고객을 위한 상품 구성도 고려하셨나요?", EMD["holiday"],
       note="customers' religion as assortment design"),
    _c(CR, "", "technical_depth",
       "항암제 임상시험에서 가임기 대상자의 임신 검사와 피임 교육은 어떻게 운영하셨고, 시험 중 임신이 확인되면 어떤 보고 절차를 따르셨나요?",
       CRC["trials"],
       note="participants' pregnancy as protocol procedure"),
    _c(CR, "", "technical_depth",
       "고령 대상자나 인지 기능이 떨어진 대상자의 동의는 법정대리인 동의와 공정한 입회자 참여를 포함해 어떻게 받으셨나요?", CRC["irb"],
       note="participants' age and capacity as consent procedure"),
    _c(CR, "", "collaboration",
       "외국인 대상자를 등록할 때 동의서 번역본과 의료 통역은 어떻게 준비하셨나요?", CRC["irb"],
       note="participants' nationality as consent logistics"),
    _c(CR, "", "problem_solving",
       "종교적 이유로 수혈을 거부하는 대상자가 수혈 가능성이 있는 프로토콜에 관심을 보일 때 어떻게 안내하셨나요?", CRC["trials"],
       note="a participant's religion as an eligibility and consent issue"),
    _c(AN, "", "collaboration",
       "How do you read a company's gender pay gap disclosures as part of your ESG engagement, and when does it become an engagement "
       "topic?", ANA["esg"],
       note="a holding's pay-gap data is ESG analysis"),
    _c(AN, "", "technical_depth",
       "For the Nordic elevator-services thesis, how did an ageing population in Nordic cities figure in the demand case for "
       "modernisation and accessibility upgrades?", ANA["elevator"],
       note="demographics as an investment driver"),
    _c(TC, "", "technical_depth",
       "How did you make the docs usable for developers who rely on screen readers — WCAG 2.1 AA, alt text, accessible code blocks?",
       TW["diataxis"],
       note="users' disability as accessibility work; WCAG is a standard"),
    _c(TC, "", "collaboration",
       "How did you handle inclusive-language rules in Vale — terms like master/slave or whitelist — when engineers pushed back?",
       TW["vale"],
       note="inclusive language as a style rule"),
    _c(SO, "", "problem_solving",
       "How did you plan heat-illness prevention for commissioning crews during Arizona summers — work-rest cycles, water, shade?",
       SOL["comm"],
       note="workers' health as site safety, not the candidate's"),
    _c(RE, "", "collaboration",
       "How did you handle reasonable-adjustment requests from disabled candidates in Quillon's interview process?", REC["greenhouse"],
       note="candidates' disability as accessible hiring process"),
    _c(RE, "", "collaboration",
       "When you trained hiring managers, how did you teach them to avoid questions about age, family plans or nationality, and what "
       "did you do when one asked anyway?", REC["train"],
       note="protected attributes as interviewer-training content"),
    _c(RE, "", "problem_solving",
       "For the Lisbon and Kraków hires, how did you handle right-to-work checks and visa sponsorship without treating candidates "
       "differently by nationality?", REC["hires"],
       note="candidates' nationality as compliance process"),
    _c(RE, "", "problem_solving",
       "When a strong candidate asked about parental-leave policy late in the process, how did you answer, and did it feed into the "
       "offer-acceptance rate you improved from 78% to 91%?", REC["tth"],
       note="the company's benefits policy asked by a candidate; no question about the applicant's family"),
]

# --- 5. Products, programmes and standard editions placed in a role that ended before they existed, and dates
#        that contradict the timeline; the same things in later roles, hindsight hypotheticals and correct dates
#        and durations are fine ---

TEMPORAL_CASES = [
    _c(PO, TMP, "technical_depth",
       "국회입법조사처 시절 아동수당 지급 실적을 분석하실 때 자치단체별 집행률 차이는 어떻게 설명하셨나요?", POL["reply"],
       note="아동수당 started 2018.09; 국회입법조사처 ended 2014.06"),
    _c(PO, TMP, "impact_verification",
       "서울시복지재단에서 부모급여 도입이 영아 가구의 돌봄 선택에 미친 효과를 평가하실 때 어떤 자료를 쓰셨나요?", POL["gu"],
       note="부모급여 was introduced 2023.01; 서울시복지재단 ended 2018.02"),
    _c(PO, TMP, "technical_depth",
       "서울시복지재단에 계실 때 가명정보 결합으로 위기가구 발굴 지표를 고도화하셨는데, 결합 절차에서 가장 오래 걸린 단계는 무엇이었나요?",
       POL["blind"],
       note="pseudonymised-data linkage became lawful with the 2020.08 amendments; the role ended 2018.02"),
    _c(PO, TMP, "technical_depth",
       "국회입법조사처에서 네이버 클라우드 플랫폼에 보육료 지원 자료를 올려 분석하셨을 때 보안 요건은 어떻게 맞추셨나요?", POL["audit"],
       note="Naver Cloud Platform launched 2017.04; the role ended 2014.06"),
    _c(PO, TMP, "impact_verification",
       "2016년에 한국사회정책연구원에서 청년수당 시범사업을 평가하셨을 때 추적 조사 설계는 어떻게 하셨나요?", POL["youth"],
       note="the 2016 evaluation belongs to 서울시복지재단; the institute role starts 2018.03"),
    _c(CA, TMP, "technical_depth",
       "에어포레에서 A350 객실승무원으로 비행하실 때 도어 작동 절차에서 가장 주의하셨던 점은 무엇인가요?", CAB["b737"],
       note="the A350 entered service in 2015; 에어포레 (B737-800) ended 2011.07"),
    _c(CA, TMP, "technical_depth",
       "2012년에 Articulate Storyline 360으로 기내 안전 이러닝을 처음 만드셨을 때 어떤 어려움이 있었나요?", CAB["elearn"],
       note="Storyline 360 was released in 2016, and the resume dates the e-learning work from 2021"),
    _c(CA, TMP, "technical_depth",
       "한빛항공 입사 직후인 2012년에 B787-9 기종 교육을 받으셨을 때 기존 기종과 가장 달랐던 점은 무엇인가요?", CAB["types"],
       note="the first B787-9 was delivered in 2014"),
    _c(CA, TMP, "collaboration",
       "2015년부터 사무장으로 장거리 노선 객실을 책임지시면서 팀원 16명을 어떻게 이끄셨나요?", CAB["purser"],
       note="the resume dates the purser role from 2017.01"),
    _c(EM, TMP, "collaboration",
       "홈앤라이프몰 시절 네이버 쇼핑라이브로 명절 선물세트 라이브 방송을 진행하셨을 때 방송 대본은 누가 쓰셨나요?", EMD["holiday"],
       note="네이버 쇼핑라이브 launched 2020; 홈앤라이프몰 ended 2019.08"),
    _c(EM, TMP, "technical_depth",
       "홈앤라이프몰에서 Google Analytics 4로 상세페이지 이탈률을 분석하셨을 때 이벤트 설계는 어떻게 하셨나요?", EMD["ua"],
       note="GA4 launched October 2020; the role ended 2019.08 and the resume says 유니버설 애널리틱스"),
    _c(EM, TMP, "problem_solving",
       "그린마트 시절 ChatGPT로 행사 상품 발주량을 예측하셨을 때 예측 오차는 어느 정도였나요?", EMD["pos"],
       note="ChatGPT (November 2022) placed in a role that ended 2015.12"),
    _c(CR, TMP, "technical_depth",
       "한마음대학교병원 시절 ICH E6(R3) 기준에 맞춰 IRB 심의 서류를 준비하실 때 가장 달라진 점은 무엇이었나요?", CRC["irb"],
       note="ICH E6(R3) was adopted in January 2025; the role ended 2019.03"),
    _c(CR, TMP, "problem_solving",
       "2018년 COVID-19 백신 제3상 임상시험에서 대상자 84명을 등록하실 때 가장 큰 병목은 무엇이었나요?", CRC["covid"],
       note="COVID-19 emerged in late 2019; the resume dates the trial to 2021"),
    _c(AN, TMP, "collaboration",
       "At Meridian, how did you write the SFDR Article 8 disclosures for the capital-goods companies you covered?", ANA["init"],
       note="SFDR applied from March 2021; Meridian ended February 2019"),
    _c(AN, TMP, "technical_depth",
       "At Lindell & Co., how did you treat IFRS 16 lease liabilities in the LBO models for the sell-side mandates?", ANA["lbo"],
       note="IFRS 16 was issued in January 2016 (effective 2019); Lindell ended August 2015"),
    _c(AN, TMP, "growth",
       "At Meridian, how did you use ChatGPT to draft first versions of your 140+ notes?", ANA["init"],
       note="ChatGPT (November 2022) placed in a role that ended February 2019"),
    _c(TC, TMP, "technical_depth",
       "At Northfield, how did you set up GitHub Actions to build the DITA output for the inventory product's help?", TW["dita"],
       note="GitHub Actions became generally available in November 2019; Northfield ended May 2017"),
    _c(TC, TMP, "technical_depth",
       "At Corvid, how did you document the FHIR R5 subscription resources for hospital customers?", TW["fhir"],
       note="FHIR R5 was published in March 2023; Corvid ended February 2021 and the resume says R4"),
    _c(TC, TMP, "technical_depth",
       "At Northfield in 2015, how did you generate reference pages from OpenAPI 3.0 specs?", TW["relnotes"],
       note="OpenAPI 3.0.0 was released in July 2017"),
    _c(SO, TMP, "technical_depth",
       "At Brightfield, how did you design rooftop systems to the rapid-shutdown rules in NEC 2023?", SOL["nec"],
       note="NEC 2023 was published in 2022; Brightfield ended March 2019 and the resume lists NEC 2014 and 2017"),
    _c(SO, TMP, "technical_depth",
       "When you modelled Brightfield's rooftop systems in PVsyst 7, how did you handle near shading from parapets?", SOL["rooftop"],
       note="PVsyst 7 was released in 2020; Brightfield ended March 2019"),
    _c(SO, TMP, "problem_solving",
       "How did the Inflation Reduction Act's domestic-content bonus shape module sourcing for the community-solar projects at "
       "Brightfield?", SOL["community"],
       note="the IRA was signed in August 2022; Brightfield ended March 2019"),
    _c(RE, TMP, "growth",
       "At Harcourt Search, how did ChatGPT change the way you wrote outreach messages to engineers?", REC["community"],
       note="ChatGPT (November 2022) placed in a role that ended January 2021"),
    _c(RE, TMP, "technical_depth",
       "At Pennant, how did you use Gem to run sourcing campaigns for the graduate scheme?", REC["screen"],
       note="Gem was founded in 2017 (as ZenHire); Pennant ended September 2016"),
    _c(RE, TMP, "technical_depth",
       "Since you moved Harcourt Search onto Greenhouse in 2019, how have the structured interview kits evolved?", REC["greenhouse"],
       note="the Greenhouse move was at Quillon in 2021"),
    # stated durations that contradict the dates: a wrong figure and a wrong timeline at once
    _c(CA, FAB + "," + TMP, "growth",
       "한빛항공 객실훈련팀에서 8년 동안 교관으로 일하시면서 신입 훈련 과정은 어떻게 달라졌나요?", CAB["initial"],
       note="the instructor role starts 2020.03, so 8년 is impossible"),
    _c(PO, FAB + "," + TMP, "growth",
       "서울시복지재단에서 7년간 연구원으로 일하시며 가장 기억에 남는 과제는 무엇인가요?", POL["panel"],
       note="2014.07 – 2018.02 is three years and seven months"),
    _c(AN, FAB + "," + TMP, "growth",
       "Over your six years at Meridian Securities, how did your coverage of European capital goods change?", ANA["factset"],
       note="September 2015 – February 2019 is three and a half years"),
    _c(SO, FAB + "," + TMP, "growth",
       "In your five years at Brightfield Solar, how did the rooftop design process change?", SOL["rooftop"],
       note="July 2015 – March 2019 is under four years"),
]

TEMPORAL_CLEAN = [
    _c(PO, "", "technical_depth",
       "2013년 무상보육 전면 확대 당시 국회입법조사처에서 지방재정 부담 분석 보고서를 공동 집필하셨을 때, 국고 보조율을 둘러싼 중앙·지방 "
       "간 쟁점은 어떻게 정리하셨나요?", POL["free"],
       note="2013 falls in the 2012.09 – 2014.06 role"),
    _c(PO, "", "technical_depth",
       "R은 2012년부터, Python은 2019년부터 쓰셨는데, 서울시복지재단 시절과 한국사회정책연구원에 오신 뒤 분석 도구 구성은 어떻게 "
       "달라졌나요?", POL["tools"],
       note="Python from 2019 falls in the institute role"),
    _c(PO, "", "growth",
       "지금 청년수당 평가를 다시 설계하신다면, 2020년 이후 가능해진 가명정보 결합으로 고용보험 자료와 연계하는 방안을 쓰시겠어요?",
       POL["youth"],
       note="a later legal tool asked as a hindsight hypothetical"),
    _c(PO, "", "growth",
       "2020년 한국사회정책학회 우수논문상을 받으신 연구는 이후 정부 수탁과제에 어떻게 이어졌나요?", POL["award"],
       note="dated as in the resume"),
    _c(PO, "", "growth",
       "서울시복지재단에서 3년 반 남짓 일하시면서 자치구 돌봄 서비스 비교 보고서를 쓰신 경험이 지금의 연구에 어떤 영향을 주었나요?",
       POL["gu"],
       note="2014.07 – 2018.02 ≈ 3년 7개월, so '3년 반 남짓' matches"),
    _c(CA, "", "technical_depth",
       "2021~2023년에 A350-900 전환훈련 교안을 만드실 때 기존 B787-9 교안과 구조를 어떻게 맞추셨나요?", CAB["types"],
       note="aircraft and years as stated"),
    _c(CA, "", "growth",
       "2017년에 WSET Level 2를 취득하신 것이 사무장으로서 비즈니스 클래스 와인 서비스를 운영하시는 데 어떻게 도움이 되었나요?", CAB["wset"],
       note="2017 falls in the purser period (from 2017.01)"),
    _c(CA, "", "growth",
       "에어포레에서 B737-800으로 단거리 노선을 비행하신 경험이 지금 A321neo 전환훈련 교안을 만드시는 데 어떻게 쓰이나요?", CAB["b737"],
       note="each aircraft in its own role"),
    _c(CA, "", "technical_depth",
       "2021년부터 Storyline 360으로 만드신 이러닝 과정은 2023년 국토교통부 점검 대비 훈련 기록 전산화와 어떻게 연결되었나요?",
       CAB["records"],
       note="dates as in the resume"),
    _c(CA, "", "growth",
       "2011년 한빛항공에 객실승무원으로 입사하셔서 2017년 사무장이 되기까지 약 5년 반 동안 가장 크게 성장한 부분은 무엇이었나요?",
       CAB["purser"],
       note="2011.08 → 2017.01 is about five and a half years"),
    _c(EM, "", "growth",
       "홈앤라이프몰 시절에는 유니버설 애널리틱스를 쓰셨고 지금은 Google Analytics 4를 쓰시는데, 이벤트 기반 측정으로 바뀌면서 상세페이지 "
       "분석 방식은 어떻게 달라졌나요?", EMD["ua"],
       note="UA in the earlier role, GA4 as a current skill"),
    _c(EM, "", "problem_solving",
       "2021년 네이버 쇼핑라이브 첫 방송을 준비하실 때 브랜드사와 가장 많이 조율한 부분은 무엇이었나요?", EMD["live"],
       note="2021 falls inside the stated 2021~2023 range"),
    _c(EM, "", "growth",
       "2014년 유통관리사 2급을 취득하시고 그린마트에서 바이어 보조로 일하셨던 경험이 지금의 카테고리 MD 업무에 어떻게 이어지나요?",
       EMD["dist"],
       note="dated as in the resume"),
    _c(CR, "", "technical_depth",
       "2016년 종이 CRF에서 EDC로 전환을 지원하실 때 데이터 입력 지연을 11일에서 4일로 줄인 핵심 변화는 무엇이었나요?", CRC["edc"],
       note="dated as in the resume"),
    _c(CR, "", "growth",
       "2023년에 ICH E6(R2) GCP 교육을 갱신하셨는데, 이후 R3 개정 내용 중 현장 업무에 가장 영향이 크다고 보시는 부분은 무엇인가요?",
       CRC["gcp"],
       note="R2 training dated as stated; R3 asked as a forward-looking question"),
    _c(CR, "", "growth",
       "한마음대학교병원 임상시험센터에서 4년간 만성질환 임상시험 14건을 담당하신 경험이 종양 임상으로 옮긴 뒤 어떻게 쓰였나요?",
       CRC["chronic"],
       note="2015.03 – 2019.03 is four years"),
    _c(CR, "", "growth",
       "2020년 ACRP CCRC를 취득하신 뒤 SMO 팀장으로서 교육 방식은 어떻게 바뀌었나요?", CRC["ccrc"],
       note="2020 falls in the SMO role"),
    _c(AN, "", "collaboration",
       "In 2022–2023 you wrote SFDR Article 8 engagement notes for 9 holdings. How did the regulation's disclosure requirements change "
       "the way you documented engagement outcomes?", ANA["esg"],
       note="SFDR dated after its 2021 application"),
    _c(AN, "", "growth",
       "Looking back at Lindell & Co., would IFRS 16 have changed the leverage metrics in your LBO models for lease-heavy targets?",
       ANA["lbo"],
       note="a later standard asked as a hindsight hypothetical"),
    _c(AN, "", "growth",
       "You have used Python since 2018, at the end of your Meridian years. How did it change the way you built models once you "
       "joined Harrowgate in 2019?", ANA["skills"],
       note="2018 falls in the Meridian role; Harrowgate starts March 2019"),
    _c(AN, "", "growth",
       "Over three and a half years at Meridian, how did your role on initiation reports change?", ANA["init"],
       note="September 2015 – February 2019 is three and a half years"),
    _c(TC, "", "technical_depth",
       "When you moved to Docusaurus 2 in 2022, how did its versioning and i18n features fit Tessellate's API versions?", TW["dac"],
       note="Docusaurus 2 in 2022, as stated"),
    _c(TC, "", "technical_depth",
       "At Corvid, how did the move from HL7 v2 interfaces to FHIR R4 APIs change the integration guides you wrote?", TW["fhir"],
       note="FHIR R4 (published 2019) inside the June 2017 – February 2021 role"),
    _c(TC, "", "growth",
       "If you were back at Northfield today, would you move the DITA help to docs-as-code with GitHub Actions, or keep the DITA "
       "toolchain?", TW["dita"],
       note="a later tool asked as a hypothetical"),
    _c(SO, "", "technical_depth",
       "How did PVsyst 7's bifacial and tracker modelling help when you moved 2 projects to bifacial modules in 2022?", SOL["bifacial"],
       note="PVsyst 7 (2020) at SunHarbor in 2022"),
    _c(SO, "", "technical_depth",
       "At Brightfield, what did NEC 2017's module-level rapid-shutdown rule change compared with NEC 2014?", SOL["nec"],
       note="both editions in the role, as stated"),
    _c(SO, "", "growth",
       "Looking back at Brightfield's rooftop designs, what would NEC 2023 change if you had to permit them today?", SOL["nec"],
       note="a later code edition asked as a hypothetical"),
    _c(SO, "", "growth",
       "You earned your Texas PE in 2020, a year after joining SunHarbor. How did stamping drawings change your role on the utility-"
       "scale projects?", SOL["pe"],
       note="PE 2020; SunHarbor from April 2019"),
    _c(RE, "", "growth",
       "You earned the LinkedIn Certified Professional – Recruiter credential in 2020 while at Harcourt Search. How did it change "
       "your sourcing?", REC["li"],
       note="2020 falls in the October 2016 – January 2021 role"),
    _c(RE, "", "growth",
       "Over more than four years at Harcourt Search, how did agency work prepare you for owning the whole process in-house?",
       REC["retained"],
       note="October 2016 – January 2021 is four years and three months"),
    _c(RE, "", "problem_solving",
       "If you ran Pennant's graduate screening today, would you use AI-assisted screening tools for 4,000 applications, and how "
       "would you test them for bias?", REC["screen"],
       note="a later tool asked as a hypothetical"),
]

# --- 6. Employers, clients, partners, schools, certificates and products the documents never name ---

PARTNERS = [
    _c(PO, FAB, "collaboration",
       "KDI와 공동으로 육아휴직 급여 소득대체율 인상 효과를 분석하셨을 때 두 기관의 역할은 어떻게 나누셨나요?", POL["leave"],
       note="a partner institution the resume never names"),
    _c(PO, FAB, "growth",
       "고려대학교 사회복지학 박사 과정에서 쓰신 육아휴직 학위논문이 이후 연구에 어떻게 이어졌나요?", POL["phd"],
       note="the doctorate is from 서울대학교"),
    _c(PO, FAB, "technical_depth",
       "사회조사분석사 2급을 취득하신 뒤 표본 설계 역량이 실태조사에 어떻게 쓰였나요?", POL["cert"],
       note="the resume has 사회조사분석사 1급"),
    _c(CA, FAB, "collaboration",
       "대한항공에서 사무장으로 장거리 노선을 맡으셨을 때 팀원 평가는 어떻게 하셨나요?", CAB["purser"],
       note="the employer is 한빛항공"),
    _c(CA, FAB, "growth",
       "WSET Level 3까지 취득하신 와인 지식을 비즈니스 클래스 서비스 교육에 어떻게 녹이셨나요?", CAB["wset"],
       note="the resume has WSET Level 2"),
    _c(EM, FAB, "collaboration",
       "마켓온에서 쿠팡과의 단독 공급 조건 경쟁 때문에 브랜드사와 재협상하셨던 사례를 말씀해 주세요.", EMD["brands"],
       note="a competitor relationship the resume never names"),
    _c(EM, FAB, "technical_depth",
       "카테고리 대시보드를 Tableau로 만드셨을 때 주간 리포트 자동화는 어떻게 하셨나요?", EMD["bq"],
       note="the dashboards are in Looker Studio; Tableau asserted as used"),
    _c(EM, FAB, "growth",
       "유통관리사 1급을 준비하시면서 배운 내용 중 MD 실무에 가장 도움이 된 것은 무엇인가요?", EMD["dist"],
       note="the resume has 유통관리사 2급"),
    _c(CR, FAB, "collaboration",
       "IQVIA가 스폰서 업무를 대행했던 글로벌 과제에서 CRA와의 쿼리 협업은 어떻게 하셨나요?", CRC["trials"],
       note="a CRO the resume never names"),
    _c(CR, FAB, "growth",
       "SOCRA CCRP 자격을 취득하신 것이 팀장 업무에 어떤 도움이 되었나요?", CRC["ccrc"],
       note="the resume has ACRP CCRC, not SOCRA CCRP"),
    _c(AN, FAB, "technical_depth",
       "Your long thesis on KONE returned 62% — what did the market miss about its service business?", ANA["elevator"],
       note="the resume never names the company; naming it asserts an entity the document lacks"),
    _c(AN, FAB, "technical_depth",
       "At Lindell & Co., how did you pull comparable-company data from S&P Capital IQ for the sell-side mandates?", ANA["lbo"],
       note="the resume's data tools are FactSet and Bloomberg"),
    _c(AN, FAB, "growth",
       "How has holding the CAIA charter alongside the CFA shaped how you think about long/short risk?", ANA["cfa"],
       note="no CAIA in the resume"),
    _c(TC, FAB, "technical_depth",
       "At Tessellate, how did ReadMe's API metrics help you prioritise which reference pages to rewrite?", TW["own"],
       note="the docs platform is Docusaurus; ReadMe asserted as used"),
    _c(TC, FAB, "collaboration",
       "At Corvid, how did you work with Epic's integration team on the FHIR R4 guides?", TW["fhir"],
       note="a partner the resume never names"),
    _c(SO, FAB, "problem_solving",
       "During your factory audit at First Solar, what did you find in their lamination process?", SOL["iec"],
       note="the suppliers are never named"),
    _c(SO, FAB, "growth",
       "How did your NABCEP PV Installation Professional certification help on commissioning?", SOL["nabcep"],
       note="the resume has the PV Design Specialist credential"),
    _c(RE, FAB, "technical_depth",
       "When you moved Quillon from Lever to Greenhouse in 2021, what did you lose in the migration?", REC["greenhouse"],
       note="the previous system was Workable"),
    _c(RE, FAB, "growth",
       "How has your SHRM-CP shaped the way you advise hiring managers?", REC["cipd"],
       note="the resume has CIPD Level 5, not SHRM-CP"),
]

PARTNERS_CLEAN = [
    _c(PO, "", "technical_depth",
       "한국복지패널과 가계동향조사 원자료, 행복e음 연계 자료를 함께 쓰실 때 자료 간 가구 정의의 차이는 어떻게 맞추셨나요?", POL["data"],
       note="data sources as named"),
    _c(PO, "", "growth",
       "사회조사분석사 1급에서 익힌 표본 이론이 2021년 돌봄 실태조사 설계에 어떻게 쓰였나요?", POL["cert"],
       note="certificate as named"),
    _c(PO, "", "collaboration",
       "만약 KDI나 한국노동연구원 같은 다른 국책연구기관과 공동 과제를 하게 된다면 자료 공유와 저작권은 어떻게 정하시겠어요?",
       POL["grants"],
       note="institutions named in a hypothetical"),
    _c(CA, "", "collaboration",
       "기내 응급환자 대응 때 지상 의료 자문(MedLink)과 연결하시는 절차에서 기장과 사무장의 역할은 어떻게 나뉘었나요?", CAB["medical"],
       note="the service as named"),
    _c(CA, "", "growth",
       "대한심폐소생협회 BLS Provider를 2023년에 갱신하시면서 바뀐 가이드라인을 신입 훈련에 어떻게 반영하셨나요?", CAB["bls"],
       note="credential and year as named"),
    _c(CA, "", "growth",
       "인하공업전문대학 항공운항과와 한국방송통신대학교 교육학과에서 배우신 내용이 교관 업무에 각각 어떻게 쓰이나요?", CAB["knou"],
       note="schools as named"),
    _c(EM, "", "problem_solving",
       "만약 쿠팡 같은 대형 오픈마켓이 브랜드사에 단독 공급을 요구해 마켓온 입점 브랜드가 이탈하려 한다면 어떻게 대응하시겠어요?",
       EMD["brands"],
       note="a competitor named in a hypothetical"),
    _c(EM, "", "growth",
       "2021년에 ADsP를 취득하신 것이 이후 BigQuery로 대시보드를 만드실 때 어떤 도움이 되었나요?", EMD["adsp"],
       note="certificate as named"),
    _c(CR, "", "technical_depth",
       "Medidata Rave EDC와 IWRS/IXRS를 함께 쓰실 때 무작위 배정 정보와 EDC 입력이 어긋나는 경우는 어떻게 처리하셨나요?", CRC["skills"],
       note="tools from the skills line"),
    _c(CR, "", "collaboration",
       "만약 IQVIA 같은 CRO가 스폰서를 대행하는 과제에서 CRA가 자주 바뀐다면, 과제 이력을 어떻게 인계받고 관리하시겠어요?", CRC["trials"],
       note="a CRO named in a hypothetical"),
    _c(CR, "", "growth",
       "2020년 ACRP CCRC를 취득하실 때 준비한 내용 중 신규 CRC 교육에 그대로 쓰시는 것은 무엇인가요?", CRC["ccrc"],
       note="credential as named"),
    _c(AN, "", "technical_depth",
       "How do you combine FactSet consensus with Visible Alpha's line-item estimates when you build a margin bridge?", ANA["skills"],
       note="tools from the skills line"),
    _c(AN, "", "problem_solving",
       "If you pitched a listed elevator name such as KONE or Schindler today, what would be your first diligence question?",
       ANA["elevator"],
       note="companies named in a hypothetical, not as the resume's holding"),
    _c(TC, "", "collaboration",
       "How did you keep the Postman collections and the MadCap Flare guides in sync at Corvid?", TW["guides"],
       note="tools as named in the role"),
    _c(TC, "", "growth",
       "What did the CPTC Foundation certification from the Society for Technical Communication add to what you learned at UC Berkeley "
       "Extension?", TW["cptc"],
       note="credentials as named"),
    _c(SO, "", "collaboration",
       "How did interconnection applications with ERCOT differ from those with Arizona Public Service on your 4 projects?", SOL["ic"],
       note="counterparties as named"),
    _c(SO, "", "problem_solving",
       "If a thin-film supplier such as First Solar were an option on your next project, how would your procurement specification "
       "change?", SOL["iec"],
       note="a supplier named in a hypothetical"),
    _c(RE, "", "technical_depth",
       "How do you split outbound sourcing between LinkedIn Recruiter and Gem, and what does each do better?", REC["sourcing"],
       note="tools as named"),
    _c(RE, "", "growth",
       "How did the CIPD Level 5 diploma and your psychology degree from Leeds shape how you design interview scorecards?",
       REC["cipd"],
       note="credentials and school as named"),
]

# --- 7. Figures: other notations, units and derived values are clean; a changed value buried in a long question is not ---

FIGURES = [
    _c(PO, "", "impact_verification",
       "6+6 특례의 재정 소요를 연 3,240억 원, 원 단위로 324,000,000,000원으로 추계하셨는데, 이 숫자가 국회 예산 심의 과정에서 어떻게 "
       "쓰였나요?", POL["sixsix"],
       note="3,240억 = 324,000,000,000"),
    _c(PO, "", "impact_verification",
       "복지사각지대 발굴 지표로 위기가구 발굴 건수를 연 2,300건에서 5,100건으로 2.2배 넘게 늘리셨는데, 늘어난 발굴 가운데 실제 지원으로 "
       "이어진 비율은 어떻게 확인하셨나요?", POL["blind"],
       note="5,100 / 2,300 ≈ 2.22"),
    _c(PO, "", "collaboration",
       "수탁과제 11건의 총 연구비가 약 14.5억 원이었는데, 공동연구진에게 연구비를 배분하실 때 어떤 원칙을 두셨나요?", POL["grants"],
       note="14.5억 = 14억 5천만"),
    _c(PO, "", "growth",
       "KCI 등재지 논문 17편 중 절반이 넘는 9편을 제1저자로 쓰셨는데, 정책 보고서와 학술 논문을 병행하시는 요령은 무엇인가요?",
       POL["papers"],
       note="9 / 17 ≈ 53%"),
    _c(PO, "", "technical_depth",
       "가명정보 1.2억 건을 결합하실 때 결합키 생성과 중복 제거에 걸린 처리 시간은 어느 정도였나요?", POL["ncp"],
       note="1.2억 = 1억 2천만"),
    _c(CA, "", "growth",
       "누적 비행시간이 약 9,800시간, 1만 시간 가까이 되시는데, 그 경험이 교관으로서 신입 승무원에게 전하는 메시지에 어떻게 녹아 있나요?",
       CAB["hours"],
       note="9,800 ≈ 1만 시간 가까이"),
    _c(CA, "", "impact_verification",
       "강의 만족도를 4.31점에서 4.72점으로 0.41점 올리셨는데, 교육생 피드백 중 어떤 항목이 가장 많이 개선되었나요?", CAB["sat"],
       note="4.72 - 4.31 = 0.41"),
    _c(CA, "", "impact_verification",
       "특별식 탑재 오류를 월 17건에서 4건으로, 4분의 1 이하로 줄이신 뒤에도 남은 오류는 주로 어떤 유형이었나요?", CAB["special"],
       note="4 / 17 ≈ 0.24"),
    _c(CA, "", "problem_solving",
       "인천–LA 노선의 비즈니스 클래스 식사 서비스를 1시간 35분에서 1시간 10분으로 줄이신 뒤, 승무원 휴식 배정은 어떻게 바꾸셨나요?",
       CAB["meal"],
       note="95분 = 1시간 35분, 70분 = 1시간 10분"),
    _c(CA, "", "impact_verification",
       "비상탈출 실습의 1차 불합격률이 19%에서 7%로 줄었는데, 재평가까지 간 교육생들은 주로 어떤 동작에서 막혔나요?", CAB["evac"],
       note="100 - 81 = 19, 100 - 93 = 7"),
    _c(EM, "", "impact_verification",
       "연 거래액 1천억 원대 초반, 정확히는 1,240억 원 규모의 카테고리에서 상위 10개 브랜드의 비중은 어느 정도였나요?", EMD["gmv"],
       note="1,240억 is 1천억 원대 초반"),
    _c(EM, "", "impact_verification",
       "온쿡 에어프라이어의 출시 6개월 매출 약 2,800,000,000원 가운데 타임딜과 라이브 방송이 차지한 비중은 어느 정도였나요?", EMD["pb"],
       note="약 28억 = 2,800,000,000원"),
    _c(EM, "", "collaboration",
       "라이브커머스 회당 평균 매출이 0.85억 원이었는데, 방송 한 회에 브랜드사가 부담한 비용과 비교하면 효율은 어땠나요?", EMD["live"],
       note="8,500만 = 0.85억"),
    _c(EM, "", "technical_depth",
       "재고 회전일수를 42일에서 29일로, 2주 가까이 줄이시면서 반품률도 1.8%p 낮추셨는데, 두 지표가 함께 좋아진 이유는 무엇이었나요?",
       EMD["turn"],
       note="42 - 29 = 13 days ≈ 2주 가까이; 6.1 - 4.3 = 1.8%p"),
    _c(EM, "", "collaboration",
       "협력사 결품률을 5.2%에서 2.1%로 절반 이하로 낮추실 때 납기를 못 맞춘 협력사에는 어떻게 대응하셨나요?", EMD["supply"],
       note="2.1 < 5.2 / 2"),
    _c(CR, "", "impact_verification",
       "쿼리 해결 기간을 6.2일 단축하신 뒤 데이터베이스 잠금(DB lock) 일정에는 어떤 영향이 있었나요?", CRC["rave"],
       note="9.4 - 3.2 = 6.2"),
    _c(CR, "", "impact_verification",
       "필수문서 점검이 방문당 4시간에서 90분으로 줄면서 CRA의 모니터링 방문 구성은 어떻게 바뀌었나요?", CRC["eisf"],
       note="1.5시간 = 90분"),
    _c(CR, "", "impact_verification",
       "목표 대비 등록률 평균 108%, 즉 목표를 평균 8% 초과하셨는데, 초과 등록이 스폰서의 경쟁 등록(competitive enrollment) 방식에서 "
       "어떤 의미가 있었나요?", CRC["enrol"],
       note="108% = target + 8%"),
    _c(CR, "", "collaboration",
       "22건 중 글로벌 스폰서 과제가 15건, 약 3분의 2인데, 글로벌 과제와 국내 과제의 코디네이션 방식은 어떻게 달랐나요?", CRC["trials"],
       note="15 / 22 ≈ 68%"),
    _c(CR, "", "problem_solving",
       "visit window 이탈률을 8%p 낮추신 뒤에도 이탈이 반복된 대상자 유형은 무엇이었나요?", CRC["window"],
       note="12 - 4 = 8"),
    _c(AN, "", "problem_solving",
       "A 3.5% position on a £1.4bn fund is roughly £49 million. How did liquidity in a Nordic mid-cap shape how fast you could build "
       "and exit it?", ANA["elevator"],
       note="3.5% × £1.4bn ≈ £49m, a derived and hedged value from two lines of the same role"),
    _c(AN, "", "impact_verification",
       "The elevator position returned 62% over a little more than a year and a half. How much of that came from earnings upgrades "
       "versus multiple expansion?", ANA["elevator"],
       note="19 months is a little more than a year and a half"),
    _c(AN, "", "technical_depth",
       "The nowcast brought your revenue estimates 2.1pp closer to reported numbers. Was the gain concentrated in certain quarters "
       "or companies?", ANA["nowcast"],
       note="2.1 percentage points = 2.1pp"),
    _c(AN, "", "growth",
       "The six Lindell deals had a combined enterprise value of roughly £0.85bn. Which one taught you most about valuation?",
       ANA["ma"],
       note="about £850 million = £0.85bn"),
    _c(TC, "", "impact_verification",
       "Spectral flagged more than twelve hundred spec issues before release. Which category surprised the engineering teams most?",
       TW["oas"],
       note="1,200+ in words"),
    _c(TC, "", "impact_verification",
       "Implementation time at Corvid went from 16 weeks to 10, six weeks or 37.5% shorter. Which part of the rewritten guides did "
       "implementation teams credit most?", TW["impl"],
       note="16 - 10 = 6, 6 / 16 = 37.5%"),
    _c(TC, "", "collaboration",
       "Review rounds per page halved, from 3 to 1.5. Did engineers start reviewing docs faster as well, or did writers just catch more "
       "issues earlier?", TW["vale"],
       note="1.5 = 3 / 2"),
    _c(TC, "", "technical_depth",
       "With about 2,400 topics single-sourced in Flare, how did you manage conditional text across customer-specific builds?",
       TW["flare"],
       note="as stated"),
    _c(SO, "", "technical_depth",
       "Across 0.74 GWdc of projects, how did you standardise design reviews so each project didn't start from scratch?", SOL["lead"],
       note="740 MWdc = 0.74 GWdc"),
    _c(SO, "", "technical_depth",
       "Your largest project was 210 MWdc on 165 MWac, a DC/AC ratio of about 1.27. Why did that site end up below the 1.32 you used "
       "elsewhere?", SOL["lead"],
       note="210 / 165 ≈ 1.27; 1.32 comes from the PVcase line"),
    _c(SO, "", "impact_verification",
       "Permit approval time went from 6 weeks to 3.5 weeks, roughly 40% faster. Which jurisdictions were slowest to change?",
       SOL["nec"],
       note="2.5 / 6 ≈ 42%"),
    _c(SO, "", "collaboration",
       "Your rooftop systems ranged from 50 kW to 1,800 kW. How did the design process differ at the two ends of that range?",
       SOL["rooftop"],
       note="1.8 MW = 1,800 kW"),
    _c(RE, "", "impact_verification",
       "You made 64 hires in 2023 against a plan of 60, about 107% of plan. Which teams were over plan, and was that deliberate?",
       REC["hires"],
       note="64 / 60 ≈ 1.07"),
    _c(RE, "", "impact_verification",
       "Offer acceptance rose 13 points, from 78% to 91%. Which offer-stage change did the most?", REC["tth"],
       note="91 - 78 = 13"),
    _c(RE, "", "problem_solving",
       "Agency spend went from £0.62m to £0.21m a year. How did hiring managers react when you said no to agencies?", REC["agency"],
       note="£620K = £0.62m, £210K = £0.21m"),
    _c(RE, "", "impact_verification",
       "Candidate NPS gained 22 points, from +41 to +63. Which touchpoint moved it most?", REC["nps"],
       note="63 - 41 = 22"),
    _c(RE, "", "collaboration",
       "The share of women on engineering shortlists rose 15 percentage points, from 18% to 33%. How did hiring managers respond to "
       "the change in the shortlists?", REC["women"],
       note="33 - 18 = 15; shortlist diversity is recruiting work"),
    # a changed figure inside an otherwise well-formed question
    _c(PO, FAB, "impact_verification",
       "남성 육아휴직자 비중이 2019년 21.2%에서 2022년 32.9%로 오른 변화를 요인 분해하셨는데, 소득대체율 인상의 기여분은 어느 정도였나요?",
       POL["leave"],
       note="28.9% in the resume"),
    _c(PO, FAB, "technical_depth",
       "전국 3,000가구 돌봄 실태조사에서 응답률 64.2%를 확보하신 비결은 무엇이었나요?", POL["survey"],
       note="62.4% in the resume (digits swapped)"),
    _c(CA, FAB, "collaboration",
       "신입 객실승무원 초기 안전훈련에서 연 평균 420명을 수료시키시면서 교관 간 평가 편차는 어떻게 관리하셨나요?", CAB["initial"],
       note="240명 in the resume"),
    _c(CA, FAB, "problem_solving",
       "사무장 시절 기내 응급환자 13건에 대응하시면서 가장 판단이 어려웠던 사례는 무엇인가요?", CAB["medical"],
       note="31건 in the resume (digits swapped)"),
    _c(EM, FAB, "impact_verification",
       "주방·생활가전 카테고리 연 거래액 2,140억 원을 관리하시면서 18.5% 성장을 만든 핵심 브랜드는 어디였나요?", EMD["gmv"],
       note="1,240억 원 in the resume"),
    _c(EM, FAB, "collaboration",
       "라이브커머스 회당 평균 매출 8억 5천만 원을 내실 때 쇼호스트 섭외 비용은 어떻게 협상하셨나요?", EMD["live"],
       note="8,500만 원 is 0.85억, not 8억 5천만: the unit changed the value"),
    _c(CR, FAB, "problem_solving",
       "누적 등록 대상자 321명을 모으시면서 스크리닝 실패율은 어느 정도였나요?", CRC["enrol"],
       note="312명 in the resume (digits swapped)"),
    _c(CR, FAB, "technical_depth",
       "SAE 74건을 모두 24시간 안에 보고하시면서 야간 보고는 어떻게 처리하셨나요?", CRC["sae"],
       note="47건 in the resume (digits swapped)"),
    _c(AN, FAB, "technical_depth",
       "Covering 28 European industrials for a £4.1bn long/short fund, how do you decide which names get a full model refresh each "
       "quarter?", ANA["cover"],
       note="£1.4bn in the resume (digits swapped)"),
    _c(AN, FAB, "impact_verification",
       "11 of your 14 long recommendations outperformed the sector index. What went wrong with the other three?", ANA["dcf"],
       note="11 of 16 in the resume"),
    _c(TC, FAB, "impact_verification",
       "You cut time to first successful API call from 42 minutes to 4. Which change delivered most of that?", TW["ttfc"],
       note="11 minutes in the resume"),
    _c(TC, FAB, "technical_depth",
       "Your Spectral rules caught 12,000+ spec issues before release. How did you triage that many findings?", TW["oas"],
       note="1,200+ in the resume"),
    _c(SO, FAB, "technical_depth",
       "Leading 940 MWdc across 6 projects in Texas and Arizona, how did you keep design standards consistent?", SOL["lead"],
       note="740 MWdc in the resume"),
    _c(SO, FAB, "impact_verification",
       "Fleet performance ratio rose from 81.5% to 86.2% after the Azure dashboards went live. Which fault type did you catch "
       "fastest?", SOL["scada"],
       note="84.2% in the resume"),
    _c(RE, FAB, "impact_verification",
       "You cut time to hire from 52 days to 24. Which stage did you compress most?", REC["tth"],
       note="34 days in the resume"),
    _c(RE, FAB, "problem_solving",
       "When you cut agency spend by £610,000 a year, which agencies did you drop first?", REC["agency"],
       note="£410,000 in the resume"),
]

# --- 8. Another cloud ecosystem asserted as the candidate's past; comparisons and hypotheticals are fine ---

CROSS_DOMAIN_CASES = [
    _c(PO, XD, "technical_depth",
       "2022년 AWS 서울 리전에 가명정보 결합 분석 환경을 구축하실 때 접근 통제는 어떻게 설계하셨나요?", POL["ncp"],
       note="the resume's environment is Naver Cloud Platform (public sector)"),
    _c(PO, XD, "technical_depth",
       "행정데이터 분석 환경을 Azure Synapse Analytics 위에 구축하셨을 때 1억 2천만 건 결합 작업은 어떻게 병렬화하셨나요?", POL["ncp"],
       note="Azure asserted for a Naver Cloud user; the record count is right"),
    _c(EM, XD, "technical_depth",
       "카테고리 대시보드를 Amazon Redshift와 QuickSight로 구축하셨을 때 주간 리포트 자동화는 어떻게 하셨나요?", EMD["bq"],
       note="the dashboards are on Google BigQuery and Looker Studio"),
    _c(EM, XD, "technical_depth",
       "Azure Synapse에 주문·정산 데이터를 적재해 카테고리 지표를 만드셨을 때 정합성 검증은 어떻게 하셨나요?", EMD["bq"],
       note="Azure asserted for a Google Cloud user"),
    _c(TC, XD, "technical_depth",
       "When you deployed Tessellate's Docusaurus site to Azure Static Web Apps through GitHub Actions, how did you handle preview "
       "environments?", TW["dac"],
       note="the site is deployed to Amazon S3 and CloudFront"),
    _c(TC, XD, "technical_depth",
       "How did you configure Cloud CDN in front of the Google Cloud Storage bucket that hosts Tessellate's docs?", TW["dac"],
       note="Google Cloud asserted for an AWS-hosted site"),
    _c(TC, XD, "technical_depth",
       "How did the docs-as-code move go at Tessellate?", TW["dac"],
       follow_up="When you moved the docs off Azure Blob Storage onto S3, what broke first?",
       note="clean question; the follow-up asserts an Azure past the resume does not have"),
    _c(SO, XD, "technical_depth",
       "When you streamed SunHarbor's SCADA data into AWS IoT Core and Amazon Timestream, how did you handle late-arriving data?",
       SOL["scada"],
       note="the resume streams SCADA data to Azure IoT Hub and Azure Data Explorer"),
    _c(SO, XD, "impact_verification",
       "Which BigQuery views behind your performance-ratio dashboards did the asset managers use most?", SOL["scada"],
       note="Google Cloud asserted for an Azure user; dashboards are in Power BI"),
    _c(SO, XD, "technical_depth",
       "How did you set up alerting for underperforming inverters?", SOL["scada"],
       expected_answer="She built the alerts in Google Cloud Monitoring on top of the plant data in BigQuery; expect her to explain "
                       "the thresholds and how false alarms were tuned.",
       note="the expected answer states a Google Cloud set-up as fact, not as an option"),
    _c(PO, XD, "technical_depth",
       "공공기관용 클라우드에서 분석 환경을 운영하실 때 Google Cloud의 Vertex AI Workbench에서 R 노트북을 어떻게 관리하셨나요?", POL["tools"],
       note="Google Cloud asserted for a Naver Cloud user"),
]

CROSS_DOMAIN_CLEAN = [
    _c(PO, "", "technical_depth",
       "네이버 클라우드 플랫폼 공공기관용 환경은 민간 리전과 어떻게 분리되어 있었고, CSAP 인증 요건이 분석 환경 설계에 어떤 제약을 주었나요?",
       POL["ncp"],
       note="the candidate's own platform; CSAP is a certification scheme"),
    _c(PO, "", "growth",
       "만약 기관이 AWS나 Azure 같은 글로벌 클라우드의 공공 부문 서비스로 옮긴다면, 가명정보 결합 환경에서 무엇이 가장 달라질까요?",
       POL["ncp"],
       note="other clouds as a hypothetical"),
    _c(EM, "", "technical_depth",
       "BigQuery는 스캔한 데이터 양으로 과금되는데, 카테고리 대시보드의 쿼리 비용은 파티션이나 클러스터링으로 어떻게 관리하셨나요?",
       EMD["bq"],
       note="the candidate's own platform"),
    _c(EM, "", "growth",
       "만약 회사가 데이터 플랫폼을 AWS로 옮겨 Redshift와 QuickSight를 쓰게 된다면, Looker Studio 대시보드를 어떤 순서로 옮기시겠어요?",
       EMD["bq"],
       note="AWS as a hypothetical migration"),
    _c(TC, "", "technical_depth",
       "How did you handle CloudFront cache invalidation and S3 object versioning so readers never saw a half-deployed docs site?",
       TW["dac"],
       note="the candidate's own stack"),
    _c(TC, "", "growth",
       "You earned the AWS Certified Cloud Practitioner in 2022, the year you moved the docs onto S3 and CloudFront. What did it "
       "change in how you worked with the platform team?", TW["awscp"],
       note="certificate and year as stated"),
    _c(TC, "", "growth",
       "If Tessellate moved to Azure, would you keep the docs on S3 and CloudFront or move them too, and what would decide it?",
       TW["dac"],
       note="another cloud as a hypothetical"),
    _c(SO, "", "technical_depth",
       "How did you design the Azure Data Explorer tables for one-minute SCADA data — retention policies, update policies, "
       "materialised views?", SOL["scada"],
       note="the candidate's own platform"),
    _c(SO, "", "technical_depth",
       "Compared with a plant historian such as OSIsoft PI, what did Azure Data Explorer do better for fleet analysis, and what did "
       "it do worse?", SOL["scada"],
       note="a historian as a comparator"),
    _c(SO, "", "growth",
       "If your next employer ran monitoring on AWS, which parts of your Azure IoT Hub pipeline would map to AWS IoT Core, and which "
       "would need a redesign?", SOL["scada"],
       note="AWS as a hypothetical"),
]

# --- 9. Evidence that is not in the cited document: paraphrases, changed figures or characters, lines stitched
#        together, translations, and lines from another document ---

EVIDENCE = [
    _c(PO, ENF, "impact_verification",
       "남성 육아휴직자 비중 변화를 어떻게 분해하셨나요?", "남성 육아휴직자 비중 21.2%에서 28.9%로 증가 (2019~2022)",
       note="a paraphrase of the leave line"),
    _c(CA, ENF, "impact_verification",
       "기내 판매에서 팀 1위를 하신 비결은 무엇인가요?", "기내 판매 매출 월 평균 1450만 원, 팀 내 1위 5회",
       note="the thousands separator was dropped (1,450 → 1450)"),
    _c(EM, ENF, "problem_solving",
       "재고와 납기를 함께 관리하신 방법은 무엇인가요?", "재고 회전일수 42일 → 29일, 협력사 납기 준수율 88% → 96%",
       note="two lines from two roles stitched together"),
    _c(CR, ENF, "technical_depth",
       "How did you keep SAE reporting within 24 hours?", "Reported 47 SAEs, 100% within 24 hours.",
       note="an English translation of a Korean resume line"),
    _c(CR, ENF, "problem_solving",
       "쿼리 해결 기간을 줄이신 방법은 무엇인가요?", "Medidata Rave EDC 데이터 입력·쿼리 관리, 쿼리 해결 기간 평균 9.4일→3.2일",
       note="the spaces around the arrow were dropped, so the quote is not verbatim"),
    _c(AN, ENF, "technical_depth",
       "How do you prioritise coverage across 28 names?",
       "Cover 28 European industrials and capital-goods companies for a £1.5bn long/short equity fund.",
       note="a figure changed inside the quote (£1.4bn → £1.5bn)"),
    _c(TC, ENF, "technical_depth",
       "How did you restructure the docs?",
       "Restructured the docs on the Diataxis framework; support tickets tagged \"docs\" fell from about 310 a month to 140.",
       note="the accent was dropped (Diátaxis → Diataxis), so the quote is not verbatim"),
    _c(SO, ENF, "collaboration",
       "How do you train stakeholders in a new process?",
       "Trained 35 hiring managers in structured interviewing and interviewer calibration.",
       note="a line from another applicant's document (recruiter_en)"),
    _c(RE, ENF, "impact_verification",
       "How did you speed up hiring?", "Reduced time-to-hire from 52 to 34 days and raised offer acceptance to 91%.",
       note="a paraphrase of the time-to-hire line"),
]

# --- 10. More clean questions: honorific frames about the candidate's own past, methods and standards by name,
#         hypotheticals naming tools the candidate never used, and expected answers naming tools ---

MORE_CLEAN = [
    _c(PO, "", "collaboration",
       "국회 정책토론회에서 6회 발제하시면서 반대 입장의 의원실이나 단체가 연구 결과를 반박했을 때, 어떻게 대응하셨나요?", POL["forum"],
       follow_up="그때 반론 중 결국 연구에 반영하신 것이 있었나요?",
       note="figures as stated"),
    _c(PO, "", "growth",
       "신진 연구원 5명을 지도하시면서 R 기반 재현 가능 분석 가이드를 작성하셨는데, 가이드에는 어떤 도구와 규칙을 담으셨나요?",
       POL["mentor"],
       expected_answer="패키지 버전 고정(renv), 보고서 자동 생성(Quarto나 R Markdown), Git으로 코드 이력 관리, 원자료와 가공 자료의 "
                       "폴더 분리 같은 규칙을 설명할 것으로 예상된다.",
       note="renv, Quarto and Git appear only as what a strong answer could include"),
    _c(PO, "", "problem_solving",
       "저희 기관은 분석 환경을 SAS에서 R과 Python으로 전환하는 중인데, 기존 SAS 코드 자산을 옮기는 작업을 맡으신다면 어떻게 접근하시겠어요?",
       POL["tools"],
       note="the hiring side's plan asked forward; all three tools are in the resume"),
    _c(PO, "", "technical_depth",
       "2017년에 25개 자치구의 돌봄 서비스 공급 실태를 비교하실 때 자치구 간 인구 규모와 수요 차이는 어떻게 표준화하셨나요?", POL["gu"],
       expected_answer="인구 1만 명당 공급량이나 돌봄 필요 인구 대비 이용 정원 같은 표준화 지표, 지니계수나 변이계수로 격차를 요약하는 "
                       "방법을 설명할 것으로 예상된다.",
       note="standardisation metrics are methods"),
    _c(PO, "", "collaboration",
       "정책 브리프 24편을 발간하시면서, 정책 결정자처럼 통계에 익숙하지 않은 독자에게 이중차분 같은 분석 결과를 전달하실 때 어떤 원칙을 "
       "두셨나요?", POL["forum"],
       note="as stated; DiD is a method"),
    _c(PO, "", "technical_depth",
       "서울형 기초보장제도 수급 가구 패널을 1,200가구, 3개 년도로 설계하셨을 때 패널 마모(attrition)에 대비한 표본 보충 규칙은 어떻게 "
       "정하셨나요?", POL["panel"],
       note="figures as stated"),
    _c(CA, "", "technical_depth",
       "교관 강의 만족도를 높이시면서 ADDIE 같은 교수설계 모형을 교안 개발에 어떻게 적용하셨나요?", CAB["sat"],
       note="ADDIE is a general instructional-design method, not a product or credential"),
    _c(CA, "", "problem_solving",
       "2023년에 국토교통부 객실 안전 점검에 대비해 훈련 기록을 전산화하시면서 기록 누락 0건을 유지하셨는데, 전산화 전에는 어떤 누락이 "
       "주로 있었나요?", CAB["records"],
       note="figures and year as stated"),
    _c(CA, "", "problem_solving",
       "만약 저희 항공사가 VR 기반 비상탈출 훈련 장비를 도입한다면, 지금의 실습 평가표는 어떻게 바꾸시겠어요?", CAB["evac"],
       note="a hypothetical"),
    _c(CA, "", "impact_verification",
       "사무장으로 계실 때 면세품 기내 판매를 목표 대비 평균 112% 달성하셨는데, 서비스 부담을 늘리지 않으면서 판매를 올린 방법은 무엇이었나요?",
       CAB["dutyfree"],
       note="figure as stated"),
    _c(CA, "", "collaboration",
       "한국어·영어·중국어로 기내 방송을 하시는데, HSK 5급을 취득하신 뒤 중국어 방송 스크립트의 표준화는 어떻게 하셨나요?", CAB["skills"],
       note="language certificate and skills as named"),
    _c(CA, "", "collaboration",
       "에어포레에서 김포–제주 증편 노선의 안내 방송 스크립트를 작성하셨을 때, 짧은 비행 시간 안에 안전 안내와 서비스 안내의 우선순위를 "
       "어떻게 정하셨나요?", CAB["pa"],
       note="as stated"),
    _c(EM, "", "collaboration",
       "파트원 MD 4명을 관리하시면서 신입 MD 온보딩 체크리스트를 만드셨는데, 체크리스트에서 가장 중요하다고 보신 항목은 무엇인가요?",
       EMD["team"],
       note="figures as stated"),
    _c(EM, "", "job_fit",
       "저희는 Amplitude로 상품 퍼널을 분석합니다. 입사하시면 BigQuery와 Looker Studio로 하시던 분석 방식을 어떻게 옮겨 오시겠어요?",
       EMD["bq"],
       note="the hiring side's tool asked forward"),
    _c(EM, "", "collaboration",
       "브랜드사 86곳을 운영하시면서 해마다 24곳을 새로 유치하셨는데, 입점 심사 기준과 퇴점 기준은 어떻게 운영하셨나요?", EMD["brands"],
       note="figures as stated"),
    _c(EM, "", "problem_solving",
       "그린마트에서 엑셀 POS 데이터로 행사 상품 발주량을 제안해 재고 소진율을 74%에서 89%로 올리셨는데, 그 경험이 지금 온라인 재고 관리에 "
       "어떻게 쓰이나요?", EMD["pos"],
       note="figures as stated"),
    _c(EM, "", "problem_solving",
       "온쿡 에어프라이어 출시 후 고객 문의와 불량 접수는 어떻게 관리하셨나요?", EMD["pb"],
       expected_answer="불량 유형 분류와 OEM 공장으로의 피드백 주기, 고객 상담 도구(예: Zendesk나 채널톡)의 태그 분석, 리콜 기준을 "
                       "설명하면 좋다.",
       note="Zendesk and 채널톡 appear only as examples in the expected answer"),
    _c(EM, "", "technical_depth",
       "상세페이지를 개편해 이탈률을 12%p 낮추셨을 때, 개편 효과를 계절성이나 광고 유입 변화와 어떻게 구분하셨나요?", EMD["ua"],
       expected_answer="개편 전후 같은 기간 비교, 유입 채널별 분리 분석, 가능하다면 A/B 테스트를 설명할 것으로 예상된다.",
       note="percentage points as stated"),
    _c(CR, "", "technical_depth",
       "임상시험용 의약품 수불 기록을 관리하시면서 반납 불일치 0건을 유지하셨는데, 보관 온도 이탈(temperature excursion)이 생기면 어떤 "
       "절차를 따르셨나요?", CRC["ip"],
       expected_answer="온도 기록계 확인, 해당 IP 격리, 의뢰자 보고와 사용 가능 여부 판단 대기, 일탈 기록 작성을 설명할 것으로 예상된다.",
       note="temperature excursion is a GCP procedure"),
    _c(CR, "", "growth",
       "혈액종양내과 병동에서 항암화학요법을 투여하시던 간호사 경험이 CRC로서 이상사례의 인과관계를 판단하실 때 어떻게 도움이 되었나요?",
       CRC["ward"],
       note="the candidate's own past as stated"),
    _c(CR, "", "collaboration",
       "병동 투약 오류 예방 체크리스트 개정에 참여하셨던 경험을 임상시험 프로토콜 이탈 예방에는 어떻게 적용하셨나요?", CRC["med_err"],
       note="as stated"),
    _c(CR, "", "technical_depth",
       "IRB 심의 서류를 연 35건 준비하시면서 동의서 개정본 재동의 절차를 운영하셨는데, 재동의가 필요한 변경과 필요 없는 변경은 어떻게 "
       "구분하셨나요?", CRC["irb"],
       note="figures as stated"),
    _c(CR, "", "collaboration",
       "영어로 스폰서·CRA 회의를 하시면서 프로토콜 해석이 엇갈렸을 때, 어떻게 합의에 이르셨나요?", CRC["skills"],
       note="as stated"),
    _c(CR, "", "technical_depth",
       "Good Clinical Practice(GCP)에서 말하는 원자료(source document)의 범위를 현장에서는 어떻게 정하셨고, 전자의무기록을 원자료로 쓸 때 "
       "CRA의 열람 권한은 어떻게 관리하셨나요?", CRC["sdv"],
       note="GCP here is Good Clinical Practice, not Google Cloud"),
    _c(AN, "", "collaboration",
       "You mentor 2 junior analysts and wrote the team's model-review checklist. What's on it — circularity, sign conventions, a "
       "balance sheet that balances — and which error did it catch most often?", ANA["mentor"],
       note="figures as stated"),
    _c(AN, "", "technical_depth",
       "Walk me through how you would build a DCF for a capital-goods company with a large aftermarket business: WACC, terminal "
       "growth, and working-capital seasonality.", ANA["dcf"],
       expected_answer="Expected: segment-level forecasts for original equipment and aftermarket, a WACC from CAPM with a sensible "
                       "equity risk premium, terminal growth tied to GDP, and normalised working capital.",
       note="DCF, WACC and CAPM are methods"),
    _c(AN, "", "problem_solving",
       "If our fund moved its screening from FactSet to Bloomberg's query language, how would you rebuild your screens?",
       ANA["factset"],
       note="a hypothetical; both vendors appear in the resume's skills"),
    _c(AN, "", "technical_depth",
       "At Meridian you ran the quarterly channel checks with about 40 distributors. How did you design the questions so they were "
       "not leading, and how did you weight small distributors against large ones?", ANA["channel"],
       note="as stated"),
    _c(AN, "", "growth",
       "Using the STAR structure, tell me about a time one of your models was wrong and you had to reverse a recommendation.",
       ANA["dcf"],
       note="STAR is an interview method"),
    _c(TC, "", "technical_depth",
       "How do you document errors so each one maps to an HTTP status code, a machine-readable problem-details object and a fix the "
       "developer can act on?", TW["own"],
       expected_answer="A strong answer mentions RFC 9457 (problem details), an error catalogue generated from the spec, and "
                       "examples in each SDK.",
       note="RFC 9457 is a standard"),
    _c(TC, "", "job_fit",
       "If we asked you to adopt the Google developer documentation style guide in place of your custom Vale rules, what would you keep "
       "from your own rule set?", TW["vale"],
       note="a hypothetical"),
    _c(TC, "", "collaboration",
       "You lead a docs guild of 9 engineers who contribute reference content. How do you get engineers to write willingly, and how do "
       "you review what they write without becoming a bottleneck?", TW["guild"],
       note="as stated"),
    _c(TC, "", "technical_depth",
       "At Northfield you managed translation of the help into 6 languages with an outside agency. How did DITA's content reuse affect "
       "translation cost and turnaround?", TW["l10n"],
       note="as stated"),
    _c(TC, "", "growth",
       "If you set OKRs for a developer portal, what objectives and key results would you choose, and which of your Tessellate metrics "
       "would carry over?", TW["ttfc"],
       note="OKRs are a method"),
    _c(SO, "", "technical_depth",
       "How did you coordinate structural reviews for ballasted racking with outside structural engineers — ASCE 7 wind loads, roof "
       "capacity, wind-tunnel data from the racking vendor?", SOL["struct"],
       note="ASCE 7 is a standard; the vendor data is a generic input"),
    _c(SO, "", "technical_depth",
       "Your string-sizing spreadsheet was used on about 300 projects. How did you validate its temperature corrections against NEC "
       "690.7 and the module datasheets?", SOL["string"],
       note="NEC 690.7 is a code section"),
    _c(SO, "", "collaboration",
       "How do you apply what you learned in the OSHA 30-Hour Construction course when you walk a site during commissioning?",
       SOL["osha"],
       note="credential as named"),
    _c(SO, "", "problem_solving",
       "If a project sat near an airport and needed a glare study, how would you approach it, and who would you involve?", SOL["lead"],
       expected_answer="Expected: an FAA-accepted glare analysis tool such as ForgeSolar, early contact with the airport, and "
                       "adjusting tracker stow or layout.",
       note="a hypothetical; ForgeSolar appears only in the expected answer"),
    _c(SO, "", "technical_depth",
       "How did you use pvlib in Python to cross-check PVsyst results on the operating plants?", SOL["skills"],
       note="pvlib and PVsyst are both in the resume"),
    _c(RE, "", "collaboration",
       "How do you build a hiring plan with finance — headcount, expected attrition and time-to-fill assumptions — and how did that "
       "work for the 64 hires in 2023?", REC["hires"],
       note="figure as stated"),
    _c(RE, "", "impact_verification",
       "You built the hiring dashboard in Looker on Greenhouse data. Which metrics did the 6 engineering directors actually use in the "
       "weekly pipeline reviews?", REC["looker"],
       note="as stated"),
    _c(RE, "", "technical_depth",
       "At Harcourt you managed 14 retained searches for engineering leadership roles. How did you assess leadership when you "
       "couldn't verify a track record directly?", REC["retained"],
       expected_answer="Expected: structured referencing, work-sample discussions of past org design decisions, and "
                       "competency-based interviews.",
       note="as stated"),
    _c(RE, "", "job_fit",
       "If we used Ashby instead of Greenhouse, what would you need to rebuild first?", REC["greenhouse"],
       note="a hypothetical"),
    _c(RE, "", "impact_verification",
       "You ran assessment centres for 120 graduates a year at Pennant. How did you check that the exercises predicted first-year "
       "performance?", REC["ac"],
       note="as stated"),
]

SECTIONS = {
    "1_expected_answers": EXPECTED_ANSWERS,
    "2_considered_options": CONSIDERED,
    "3_job_description_gaps": JOB_GAPS,
    "4_protected": PROTECTED,
    "4_protected_clean": PROTECTED_CLEAN,
    "5_temporal": TEMPORAL_CASES,
    "5_temporal_clean": TEMPORAL_CLEAN,
    "6_partners_products": PARTNERS,
    "6_partners_products_clean": PARTNERS_CLEAN,
    "7_figures": FIGURES,
    "8_cross_domain": CROSS_DOMAIN_CASES,
    "8_cross_domain_clean": CROSS_DOMAIN_CLEAN,
    "9_evidence_not_found": EVIDENCE,
    "10_more_clean": MORE_CLEAN,
}

CASES = [case for section in SECTIONS.values() for case in section]
