"""Tuning batch 8 (Korean half): labelled interview-question cases for the grounding checks.

Written blind to the checking rules on 2026-12-01. Documents (tests/grounding_corpus/resumes8/):
- sap_ko.md — 한도윤, SAP FI/CO 컨설턴트 (ECC → S/4HANA 전환, 2012년부터), with the job description jd_sap_ko.md
  ((주)한울에너지솔루션 SAP FI/CO 시니어 담당자, S/4HANA 2023 RISE / Azure / BlackLine / TRM)
- labtech_ko.md — 윤서진, 임상병리사 (대학병원 진단검사의학과, LIS, 장비, 인증)
- interior_ko.md — 정하람, 상업 공간 인테리어 디자이너 (시공 관리, 스케치업·오토캐드·V-Ray)
- claims_ko.md — 박준혁, 손해사정사 (자동차·재물, 제1종/제3종)

`expected` is "" for a clean case or the comma-separated codes a correct checker must report. About half the
cases are clean hard negatives in model style; the positives concentrate on TEMPORAL, PROTECTED_ATTRIBUTE,
FABRICATED_ENTITY, CROSS_DOMAIN (cloud only) and EVIDENCE_NOT_FOUND. No injection lines in this file.
"""

from __future__ import annotations

from tests.grounding_corpus.labelled import ENF, FAB, PA, TMP, XD, tuning_case as _c

_SAP = "resumes8/sap_ko"
_JD = "resumes8/jd_sap_ko"
_LAB = "resumes8/labtech_ko"
_INT = "resumes8/interior_ko"
_CLM = "resumes8/claims_ko"

CASES: list[dict] = []

# --------------------------------------------------------------------------------------------------------------
# sap_ko (with jd_sap_ko)
# --------------------------------------------------------------------------------------------------------------
CASES += [
    # ---- clean ----
    _c(_SAP, "", "technical_depth",
       "세진모빌리티 S/4HANA 2022 그린필드 구축에서 9개 법인, 사용자 640명 규모의 FI/CO 리드를 맡으셨습니다. "
       "회사코드·통제범위·원가요소 구조를 처음부터 설계할 때 어떤 원칙으로 표준화 범위를 정하셨고, 현업의 예외 요구는 "
       "어떻게 걸러내셨는지 STAR 방식으로 설명해 주시겠습니까?",
       "세진모빌리티 S/4HANA 2022 그린필드 구축(2023.03 – 2024.06) FI/CO 리드, 9개 법인·사용자 640명, 프로젝트 예산 38억 원",
       jd=_JD,
       expected_answer="SAP Activate 방법론의 Explore 단계, Fit-to-Standard 워크숍, 조직 구조(회사코드·통제범위·수익센터) "
                       "설계 기준, 예외 요구의 Gap 목록화와 승인 절차를 언급하면 좋음. 약 15개월 일정과 38억 원 예산 안에서의 "
                       "우선순위 판단을 구체적으로 설명.",
       follow_up="법인 9곳 중 회계 정책이 가장 달랐던 곳은 어디였고, 그 차이를 표준 설계에 어떻게 흡수하셨나요?",
       note="clean: SAP Activate / Fit-to-Standard named as what a strong answer could mention; figures restated exactly"),
    _c(_SAP, "", "impact_verification",
       "SAP S/4HANA Group Reporting 도입으로 연결 결산 기간을 10영업일에서 6영업일로, 즉 약 40% 줄이셨습니다. "
       "단축된 4영업일이 어느 단계(내부거래 대사, 연결 조정, 보고서 작성)에서 나왔는지 구분해서 말씀해 주시겠습니까?",
       "연결 결산 기간 10영업일 → 6영업일 단축 (SAP S/4HANA Group Reporting 도입, 2024.04 가동)",
       jd=_JD,
       expected_answer="Data Monitor·Consolidation Monitor 태스크, 내부거래 자동 대사(Intercompany Matching), 연결 "
                       "조정 전표 자동화 등을 예로 들 수 있음. 4일 단축(40%)의 측정 기준과 2024.04 가동 전후 비교 방법을 설명.",
       follow_up="가동 후 첫 분기 결산에서 예상과 달리 시간이 더 걸린 태스크가 있었다면 무엇이었나요?",
       note="clean: 40% derived correctly from 10 -> 6 working days; Group Reporting monitors as subject matter"),
    _c(_SAP, "", "technical_depth",
       "세진모빌리티 환경은 EC2 인스턴스 위에 HANA DB를 올리고 아카이빙 문서를 Amazon S3에 보관하는 구조였습니다. "
       "이 구성에서 FI/CO 리드로서 백업·복구 시간(RPO/RTO) 요구를 인프라 팀과 어떻게 합의하셨는지 설명해 주세요.",
       "인프라: AWS 기반 호스팅 (EC2 인스턴스 위 HANA DB, 아카이빙 문서는 Amazon S3에 보관)",
       jd=_JD,
       expected_answer="결산 기간 중 다운타임 허용 범위, HANA System Replication이나 AWS Backint Agent 같은 백업 방식을 "
                       "예로 들 수 있음. 아카이빙 객체(FI_DOCUMNT 등)와 보존 기간 같은 재무 요구를 인프라 요구로 번역한 방식.",
       follow_up="결산 마감일에 인프라 장애가 났다고 가정하면, 재무 측에서 가장 먼저 확인할 항목은 무엇입니까?",
       note="clean: AWS/EC2/S3 are in the resume; Backint / HSR offered as what an answer could mention"),
    _c(_SAP, "", "problem_solving",
       "S/4HANA 2023 업그레이드(2025.02 – 2025.05)에서 회귀 테스트 시나리오 412건을 작성하셨습니다. 4개월 동안이면 "
       "한 달에 약 100건 꼴인데, 어떤 기준으로 시나리오의 우선순위를 매기고 실패한 시나리오는 어떻게 추적하셨습니까?",
       "세진모빌리티 S/4HANA 2023 업그레이드(2025.02 – 2025.05) 총괄, 회귀 테스트 시나리오 412건 작성",
       jd=_JD,
       expected_answer="업무 위험도 기반 테스트(결산·세금·지급 우선), SAP Solution Manager 테스트 관리나 Tricentis 같은 "
                       "자동화 도구는 선택지로 언급 가능. 412건의 월평균(약 103건) 계산은 자료에서 도출.",
       follow_up="업그레이드 후 운영에서 발견된 결함 중 회귀 테스트가 놓친 것이 있었다면 원인은 무엇이었나요?",
       note="clean: per-month arithmetic from resume figures; Tricentis only as a possible tool, not asserted"),
    _c(_SAP, "", "impact_verification",
       "SAP Analytics Cloud로 경영 대시보드 14종을 만들고 월간 경영 보고 작성 시간을 3일에서 0.5일로 줄이셨습니다. "
       "83% 가량의 단축 효과를 경영진이 실제로 체감했다는 근거와, 대시보드 데이터의 신뢰성을 어떻게 검증했는지 말씀해 주세요.",
       "SAP Analytics Cloud 경영 대시보드 14종 구축 (2024.09), 월간 경영 보고 작성 시간 3일 → 0.5일",
       jd=_JD,
       expected_answer="Live connection vs import, ACDOCA 기준 숫자와 대시보드 대사 절차, 사용률 같은 채택 지표를 설명. "
                       "3일 → 0.5일은 약 83% 감소.",
       follow_up="14종 중 가장 적게 쓰인 대시보드는 무엇이었고 그 이유는 무엇이었다고 보십니까?",
       note="clean: percentage derived correctly (2.5/3 ≈ 83%)"),
    _c(_SAP, "", "technical_depth",
       "금강식품 브라운필드 전환에서 거래처 마스터 38,000건을 비즈니스 파트너로 바꾸며 이관 오류율을 2.4%에서 0.3%로 "
       "낮추셨습니다. 건수로 치면 약 900건대에서 110여 건 수준으로 줄어든 셈인데, CVI(Customer Vendor Integration) "
       "사전 점검에서 어떤 유형의 오류가 가장 많았습니까?",
       "거래처 마스터 38,000건을 비즈니스 파트너(BP)로 전환, 이관 오류율 2.4% → 0.3%",
       jd=_JD,
       expected_answer="CVI 설정, 번호 범위·BP 그룹 매핑, 중복 거래처 정리, 주소·세금번호 정합성 검사 등. 38,000 × 2.4% ≈ "
                       "912건, × 0.3% ≈ 114건이라는 계산은 자료에서 도출 가능.",
       follow_up="전환 후 남은 0.3%의 오류는 운영 단계에서 어떻게 처리하셨나요?",
       note="clean: counts derived from resume percentages; CVI named as subject matter"),
    _c(_SAP, "", "technical_depth",
       "Universal Journal(ACDOCA)로 원장을 통합하면서 월 결산을 5영업일에서 3영업일로 줄이셨습니다. ECC 시절의 "
       "FI·CO 대사 작업 중 무엇이 사라졌고, 새로 생긴 통제 포인트는 무엇이었는지 구체적으로 설명해 주시겠습니까?",
       "Universal Journal(ACDOCA) 기반 원장 통합으로 월 결산 5영업일 → 3영업일",
       jd=_JD,
       expected_answer="FI-CO 조정 원장 불필요, 실시간 CO 전기, 원가요소의 GL 계정화, 확장 원장 등. 40% 단축 근거 제시.",
       follow_up="ACDOCA로 바뀐 뒤 현업 보고서 중 재작성이 필요했던 것은 무엇이었나요?",
       note="clean: technical depth on stated ACDOCA work"),
    _c(_SAP, "", "impact_verification",
       "휴먼브릿지컨설팅 시절 Fiori 앱 22개를 도입해 전표 승인 리드타임을 2.6일에서 0.9일로, 65% 정도 줄이셨습니다. "
       "승인 흐름에 SAP Workflow나 Flexible Workflow를 어떤 방식으로 적용했는지, 그리고 사용자 정착을 어떻게 관리하셨는지 말씀해 주세요.",
       "SAP Fiori 앱 22개 도입 (2020.10), 전표 승인 리드타임 평균 2.6일 → 0.9일",
       jd=_JD,
       expected_answer="Manage Journal Entries, Approve Supplier Invoices 같은 표준 앱, Flexible Workflow 구성, 모바일 승인, "
                       "리드타임 측정 방법(전기일-승인일). (2.6-0.9)/2.6 ≈ 65%.",
       follow_up="도입한 22개 앱 중 사용률이 낮아 철회하거나 교체한 앱이 있었나요?",
       note="clean: employer restated in short form; percentage derived; workflow options as question subject"),
    _c(_SAP, "", "collaboration",
       "금강식품 AMS 계약을 2년간 수행하며 월 평균 95건의 SR을 처리하고 SLA 준수율 98.2%를 유지하셨습니다. "
       "2년이면 대략 2,280건 규모인데, 긴급 결산 이슈와 일반 개선 요청이 겹칠 때 고객과 우선순위를 어떻게 조정하셨습니까?",
       "금강식품 운영 지원(AMS) 계약 2년 수행, SR 처리 건수 월 평균 95건, SLA 준수율 98.2%",
       jd=_JD,
       expected_answer="ITIL 기반 우선순위 매트릭스(영향도×긴급도), 결산 기간 동결(freeze) 정책, 월간 서비스 리뷰 등. "
                       "SLA 미준수 1.8%의 원인 분석.",
       follow_up="SLA를 놓친 1.8%의 사례 중 하나를 골라 원인과 재발 방지책을 설명해 주세요.",
       note="clean: 95 x 24 ≈ 2,280 derived; ITIL as framework"),
    _c(_SAP, "", "technical_depth",
       "2019.11부터 2020.02까지 K-IFRS 1116 리스 기준서 대응으로 리스 자산 관리 기능을 개선하셨습니다. 사용권자산과 "
       "리스부채의 최초 측정, 재평가 로직을 시스템에 어떻게 반영하셨는지, 그리고 할인율 관리는 누가 책임졌는지 설명해 주시겠습니까?",
       "신규 리스 기준서(K-IFRS 1116) 대응 리스 자산 관리 기능 개선 (2019.11 – 2020.02)",
       jd=_JD,
       expected_answer="RE-FX 계약 관리나 별도 애드온 중 어떤 방식이었는지, 증분차입이자율 테이블, 리스 변경 시 재측정, "
                       "단기·소액 리스 면제 처리 등을 설명하면 좋음.",
       follow_up="감사인이 리스 관련 통제에서 가장 많이 물었던 점은 무엇이었나요?",
       note="clean: standard named as subject matter in the right role/dates; RE-FX offered as an option"),
    _c(_SAP, "", "technical_depth",
       "LG CNS에서 대성케미칼 CO-PC·CO-PA 고도화를 맡아 원가 마감 소요를 4일에서 1.5일로 줄이셨습니다. "
       "제품원가 계산 순서와 CO-PA 배부 사이클 중 병목이 어디에 있었는지, 그리고 어떻게 해소하셨는지 설명해 주세요.",
       "대성케미칼 ECC 6.0 EHP7 CO-PC·CO-PA 고도화(2016.03 – 2017.02): 원가 마감 소요 4일 → 1.5일",
       jd=_JD,
       expected_answer="원가 추정 → 재공품 → 차이 계산 → 정산 순서, 배부 사이클 병렬 처리, 백그라운드 잡 스케줄링 등. "
                       "2.5일(약 62%) 단축 근거.",
       follow_up="화학 업종의 연산품(co-product) 원가 배부는 어떤 방식으로 처리하셨나요?",
       note="clean: correct role and figures; co-product as subject"),
    _c(_SAP, "", "technical_depth",
       "14개 법인의 New GL 전환과 K-IFRS·세무 병렬 원장 설계를 2017.05부터 2018.03까지 진행하셨습니다. 원장 접근법"
       "(Ledger approach)과 계정 접근법(Account approach) 중 무엇을 택했고, 그 이유는 무엇이었습니까?",
       "14개 법인 New GL 전환 및 병렬 원장(K-IFRS / 세무) 설계 (2017.05 – 2018.03)",
       jd=_JD,
       expected_answer="선도 원장(0L)과 비선도 원장, 세무 조정 항목(감가상각 등) 처리 방식, 14개 법인 공통 COA 설계.",
       follow_up="그때의 병렬 원장 설계가 이후 S/4HANA 전환 때 어떤 영향을 주었다고 보십니까?",
       note="clean: accounting concepts as subject; dates correct"),
    _c(_SAP, "", "impact_verification",
       "한솔물산 AR/AP 자동 반제 로직을 개선해 미결 항목을 11,500건에서 2,300건으로, 80% 줄이셨습니다. 반제 규칙을 "
       "어떻게 정의했고, 자동 반제가 잘못 매칭되는 위험은 어떻게 통제하셨습니까?",
       "한솔물산 AR/AP 자동 반제 로직 개선, 미결 항목 11,500건 → 2,300건 (2018.08)",
       jd=_JD,
       expected_answer="F.13 자동 반제 규칙(참조번호·금액·거래처 조합), 허용 차이 설정, 예외 큐 검토, 샘플링 검증. "
                       "(11,500-2,300)/11,500 = 80%.",
       follow_up="남은 2,300건은 어떤 성격의 항목이었나요?",
       note="clean: 80% derived exactly; transaction code as subject matter"),
    _c(_SAP, "", "problem_solving",
       "한빛제지 운영 지원 때 전자세금계산서 인터페이스를 구축해 월 12,000건, 연간으로는 약 14만 4천 건을 자동 "
       "전송하셨습니다. 국세청 전송 실패나 수정세금계산서가 발생했을 때의 처리 흐름을 설명해 주시겠습니까?",
       "전자세금계산서 인터페이스 구축, 월 12,000건 자동 전송 (2013.04 가동)",
       jd=_JD,
       expected_answer="ASP 사업자 연계, 전송 상태 코드 모니터링, 재전송 배치, 수정 사유별 처리, 부가세 신고 대사.",
       follow_up="가동 첫 달에 가장 많이 발생한 오류 유형은 무엇이었나요?",
       note="clean: 12,000 x 12 = 144,000 written in Korean number words"),
    _c(_SAP, "", "problem_solving",
       "에이치앤비솔루션즈 시절 결산 체크리스트 62개 항목을 표준화해 월 결산을 7영업일에서 5영업일로 줄이셨습니다. "
       "체크리스트를 만들 때 어떤 항목을 빼고 어떤 항목을 필수로 남겼는지, 주니어 시절에 현업을 어떻게 설득하셨는지 말씀해 주세요.",
       "월 결산 7영업일 → 5영업일 단축 (결산 체크리스트 62개 항목 표준화)",
       jd=_JD,
       expected_answer="결산 캘린더, 선후행 관계, 책임자 지정(RACI), 통제 증빙. 이후 SAP Financial Closing cockpit 같은 "
                       "도구로 발전시킬 수 있음을 언급 가능.",
       follow_up="그 체크리스트를 지금 다시 만든다면 무엇을 바꾸시겠습니까?",
       note="clean: employer shortened (에이치앤비솔루션즈); closing cockpit only as a possible tool"),
    _c(_SAP, "", "job_fit",
       "저희는 BlackLine 계정 조정 솔루션을 S/4HANA와 연계해 결산을 자동화하려고 합니다. 입사 후 이 연계를 설계한다면 "
       "어떤 계정군부터 적용하고, 조정 결과를 SAP 전표와 어떻게 맞추시겠습니까?",
       "BlackLine 계정 조정(Account Reconciliation) 솔루션 연계 및 결산 자동화",
       jd=_JD, evidence_doc=_JD,
       expected_answer="고위험·대량 계정(은행, 내부거래, 가수금) 우선, 잔액 추출 커넥터, 자동 매칭 규칙, 예외 승인 흐름. "
                       "지원자의 Group Reporting·자동 반제 경험을 근거로 연결.",
       follow_up="BlackLine 경험이 없는 상태에서 첫 3개월 동안 어떻게 학습하시겠습니까?",
       note="clean JD-gap: BlackLine asked forward, quoting the JD"),
    _c(_SAP, "", "job_fit",
       "채용 공고의 SAP Treasury and Risk Management(TRM) 구축은 이력서에 직접 경험이 보이지 않습니다. 베트남·독일 "
       "법인의 외환 노출을 관리하는 체계를 TRM으로 만든다면, FI 컨설턴트로서의 어떤 경험을 출발점으로 삼으시겠습니까?",
       "SAP Treasury and Risk Management(TRM) 기반 자금·외환 관리 체계 구축",
       jd=_JD, evidence_doc=_JD,
       expected_answer="은행 계정 관리(Bank Account Management), 외화 평가, 헤지 회계 개념, In-House Cash 구조 등을 "
                       "학습 대상으로 제시. 과거 AR/AP·GL 경험과의 연결.",
       follow_up="TRM 도입 시 자금팀과 회계팀의 역할 분담은 어떻게 가져가야 한다고 보십니까?",
       note="clean JD-gap: TRM explicitly flagged as not yet done, asked forward"),
    _c(_SAP, "", "job_fit",
       "저희 인프라는 Microsoft Azure 한국 중부 리전입니다. 지금까지 AWS 위에서 HANA를 운영해 오셨는데, 입사 후 Azure "
       "Data Factory와 Power BI로 재무 데이터 파이프라인을 만든다면 AWS 경험 중 무엇이 그대로 통하고 무엇을 새로 익혀야 할까요?",
       "Azure Data Factory 및 Power BI를 활용한 재무 데이터 파이프라인·경영 보고 고도화",
       jd=_JD, evidence_doc=_JD,
       expected_answer="데이터 추출(CDS View, ODP), 증분 적재, 권한·마스킹 같은 공통 원리와 Azure 전용 서비스(ADF, "
                       "Synapse)의 차이를 구분. SAC 대시보드 경험을 Power BI로 옮기는 방법.",
       follow_up="SAC와 Power BI를 병행해야 한다면 어떤 기준으로 역할을 나누시겠습니까?",
       note="clean hard negative: Azure is the hiring company's stack, asked forward; AWS correctly attributed"),
    _c(_SAP, "", "job_fit",
       "공고는 실제원가/Material Ledger 경험을 우대합니다. 대성케미칼에서 표준원가 차이 분석 리포트를 만들어 분석 시간을 "
       "월 40시간에서 12시간으로 줄이셨는데, 이 경험을 태양광·ESS 제조 원가에 Material Ledger로 확장한다면 어떻게 접근하시겠습니까?",
       "대성케미칼 제품원가 표준원가 차이 분석 리포트 개발, 차이 분석 시간 월 40시간 → 12시간",
       jd=_JD,
       expected_answer="S/4HANA에서 Material Ledger 필수화, 실제원가 계산(CKMLCP) 단계, 다단계 차이 배분, 통화·평가 뷰. "
                       "70% 단축 근거.",
       follow_up="실제원가 도입 시 월 결산 일정에 어떤 영향이 생길지 예상해 보시겠습니까?",
       note="clean: JD preference asked forward; 40 -> 12 hours exact"),
    _c(_SAP, "", "collaboration",
       "다온ERP파트너스에서 주니어 컨설턴트 4명을 멘토링하고 사내 S/4HANA FI 교육을 8회 운영하셨습니다. 공고의 '현업 "
       "사용자 교육 및 변경 관리' 요건과 연결해, 교육 효과를 어떻게 측정했고 어떤 피드백으로 과정을 바꾸셨는지 설명해 주세요.",
       "주니어 컨설턴트 4명 멘토링, 사내 S/4HANA FI 교육 과정 8회 운영",
       jd=_JD,
       expected_answer="Kirkpatrick 4단계 평가, 실습 중심 커리큘럼, ADKAR 같은 변경 관리 모델을 언급할 수 있음.",
       follow_up="현업 사용자 대상 교육이라면 컨설턴트 대상 교육과 무엇을 다르게 하시겠습니까?",
       note="clean: frameworks as what an answer could mention; employer shortened"),
    _c(_SAP, "", "job_fit",
       "SAP 공인 S/4HANA 재무회계 어소시에이트(1909 버전)를 2020년에 취득하셨습니다. 저희가 전환할 S/4HANA 2023 기준으로 "
       "보면 1909 이후 재무 영역에서 가장 크게 달라진 기능은 무엇이라고 보시고, 어떻게 따라잡고 계십니까?",
       "SAP Certified Application Associate – SAP S/4HANA for Financial Accounting (1909) (2020)",
       jd=_JD,
       expected_answer="2023 업그레이드 총괄 경험, Group Reporting·Fiori 앱 변화, SAP Learning Hub의 델타 과정 등.",
       follow_up="자격을 최신 버전으로 갱신할 계획이 있으신가요?",
       note="clean: certificate restated in translated/short form"),
    _c(_SAP, "", "collaboration",
       "PMP를 2023년에 취득하셨고 공고의 역할은 S/4HANA 전환의 현업 측 PM입니다. 컨설팅사 입장에서 일하던 분이 고객사 PM이 "
       "되면 범위 변경 요청과 일정 압박을 어떻게 다르게 다뤄야 한다고 보십니까?",
       "PMP (PMI, 2023)",
       jd=_JD,
       expected_answer="변경 통제 위원회(CCB), RAID 로그, 벤더 관리, 사내 이해관계자 지도, 일정 대비 품질 게이트.",
       follow_up="과거 프로젝트에서 고객사 PM의 어떤 행동이 가장 도움이 되었나요?",
       note="clean: certificate as-is, role transition asked forward"),
    _c(_SAP, "", "technical_depth",
       "금강식품 ECC 6.0 EHP7에서 S/4HANA 1909로의 브라운필드 전환에서 FI 파트를 리드하셨습니다. SUM의 DMO 옵션이나 "
       "결산 잔액 검증 같은 절차 중 FI 파트가 직접 책임진 컷오버 활동은 무엇이었고, 다운타임은 어떻게 줄이셨습니까?",
       "금강식품 ECC 6.0 EHP7 → S/4HANA 1909 브라운필드 전환(2020.01 – 2021.04) FI 파트 리드",
       jd=_JD,
       expected_answer="Simplification Item Check, 재무 데이터 이관(FIN 마이그레이션 단계), 컷오버 전후 잔액 대사, "
                       "리허설 횟수, 다운타임 단축 방법.",
       follow_up="FI 데이터 이관 중 불일치가 발생했을 때 롤백 기준은 무엇이었나요?",
       note="clean: tools/procedures named as subject matter of a correct-dated project"),
]

CASES += [
    # ---- sap_ko violations ----
    _c(_SAP, TMP, "technical_depth",
       "대성케미칼 CO-PC·CO-PA 고도화(2016.03 – 2017.02)를 S/4HANA 1909 환경에서 진행하시며 원가 마감을 4일에서 1.5일로 "
       "줄이셨습니다. 당시 Material Ledger 필수화가 원가 마감 절차에 어떤 영향을 주었습니까?",
       "대성케미칼 ECC 6.0 EHP7 CO-PC·CO-PA 고도화(2016.03 – 2017.02): 원가 마감 소요 4일 → 1.5일",
       jd=_JD,
       expected_answer="1909 기준 ML 실제원가 계산 단계와 원가 마감 일정의 관계를 설명.",
       follow_up="그 프로젝트의 원가 계산 배치를 어떻게 스케줄링하셨나요?",
       note="TEMPORAL: S/4HANA 1909 (released 2019-09) placed in a 2016–2017 project (resume: ECC 6.0 EHP7)"),
    _c(_SAP, TMP, "impact_verification",
       "에이치앤비솔루션즈 시절 한빛제지 운영 지원을 하면서 2014년에 SAP Analytics Cloud로 결산 현황 대시보드를 만들어 "
       "월 결산을 7영업일에서 5영업일로 줄이셨다고 이해했습니다. 대시보드가 결산 단축에 기여한 몫은 어느 정도였습니까?",
       "월 결산 7영업일 → 5영업일 단축 (결산 체크리스트 62개 항목 표준화)",
       jd=_JD,
       expected_answer="체크리스트 표준화와 대시보드 모니터링의 기여도 구분.",
       follow_up="대시보드 데이터는 어떤 방식으로 ECC에서 가져오셨나요?",
       note="TEMPORAL: SAP Analytics Cloud (launched as Cloud for Analytics in late 2015) placed in 2014; resume puts SAC in 2024"),
    _c(_SAP, TMP, "technical_depth",
       "2014년 한빛제지에서 K-IFRS 1116 리스 회계 대응을 위해 고정자산(FI-AA)에 사용권자산 클래스를 추가하셨을 때, "
       "리스부채 상각 스케줄은 어떻게 관리하셨습니까?",
       "한빛제지 ECC 6.0 EHP6 운영 지원: GL, AP/AR, 고정자산(FI-AA) 담당",
       jd=_JD,
       expected_answer="사용권자산 자산 클래스, 리스부채 유효이자율 상각, 재측정 처리.",
       follow_up="그 대응이 이후 휴먼브릿지 시절 리스 프로젝트와 어떻게 이어졌나요?",
       note="TEMPORAL: K-IFRS 1116 (in force 2019-01-01) placed in 2014; resume has it at 2019.11 – 2020.02"),
    _c(_SAP, TMP, "technical_depth",
       "2021년 금강식품 전환 때 타깃 버전을 S/4HANA 2022로 잡으셨던 배경과, 1909 대비 재무 영역에서 어떤 기능 차이를 "
       "근거로 고객을 설득하셨는지 설명해 주세요.",
       "금강식품 ECC 6.0 EHP7 → S/4HANA 1909 브라운필드 전환(2020.01 – 2021.04) FI 파트 리드",
       jd=_JD,
       expected_answer="릴리스별 재무 신기능 비교와 지원 기간 고려.",
       follow_up="버전 결정에 고객 IT 부서는 어떤 의견을 냈나요?",
       note="TEMPORAL: S/4HANA 2022 (released 2022-10) placed as a 2021 target; resume says 1909"),
    _c(_SAP, TMP, "impact_verification",
       "휴먼브릿지컨설팅에서 2023년에 Fiori 앱 22개를 도입해 승인 리드타임을 2.6일에서 0.9일로 줄이셨습니다. 도입 순서는 "
       "어떻게 정하셨습니까?",
       "SAP Fiori 앱 22개 도입 (2020.10), 전표 승인 리드타임 평균 2.6일 → 0.9일",
       jd=_JD,
       expected_answer="업무 빈도·위험 기반 도입 순서, 파일럿 부서 선정.",
       follow_up="가장 먼저 도입한 앱 세 가지는 무엇이었나요?",
       note="TEMPORAL: 2023 placed on the Humanbridge role (2019.07 – 2022.12); resume dates the rollout 2020.10"),
    _c(_SAP, f"{FAB},{TMP}", "collaboration",
       "LG CNS에서 5년 넘게 근무하시며 대성케미칼과 한솔물산 프로젝트를 하셨습니다. 그 기간 동안 대형 SI 조직에서 "
       "PM과 현업 사이를 조율했던 가장 어려운 사례를 말씀해 주세요.",
       "LG CNS — SAP FI/CO 컨설턴트 (2015.09 – 2019.06)",
       jd=_JD,
       expected_answer="대형 SI 조직의 역할 분담, 에스컬레이션 경로, 고객 만족도 4.6/5.0의 근거.",
       follow_up="LG CNS에서 배운 프로젝트 관리 방식 중 지금도 쓰는 것은 무엇입니까?",
       note="FAB+TEMPORAL: '5년 넘게' at LG CNS, whose dates (2015.09 – 2019.06) allow under 4 years"),
    _c(_SAP, f"{FAB},{TMP}", "collaboration",
       "휴먼브릿지컨설팅에서 다섯 해 동안 금강식품 AMS를 맡으시면서 월 95건의 SR을 처리하셨습니다. 장기 운영 계약에서 "
       "고객과의 신뢰를 유지한 방법은 무엇이었습니까?",
       "금강식품 운영 지원(AMS) 계약 2년 수행, SR 처리 건수 월 평균 95건, SLA 준수율 98.2%",
       jd=_JD,
       expected_answer="정기 서비스 리뷰, 개선 제안, SLA 보고.",
       follow_up="계약 갱신 협상 때 어떤 지표를 근거로 제시하셨나요?",
       note="FAB+TEMPORAL: 'five years' of AMS; the contract was 2 years and the role lasted 2019.07 – 2022.12"),
    _c(_SAP, f"{FAB},{TMP}", "job_fit",
       "LG CNS와 휴먼브릿지컨설팅 두 곳에서 합쳐 9년 동안 책임급 이상으로 일하신 경험이 공고의 '경력 10년 이상' 요건의 "
       "핵심이라고 보입니다. 두 회사에서의 역할 차이를 설명해 주시겠습니까?",
       "휴먼브릿지컨설팅(주) — FI/CO 책임 컨설턴트 (2019.07 – 2022.12)",
       jd=_JD,
       expected_answer="SI 대기업과 전문 컨설팅사의 역할 차이, 리드 경험의 확장.",
       follow_up="두 회사 중 어느 쪽에서 더 많이 성장했다고 보십니까?",
       note="FAB+TEMPORAL: the two roles sum to about 7 years 4 months (2015.09 – 2022.12), not 9"),
    _c(_SAP, PA, "collaboration",
       "육군 병장 만기 전역 경험이 있으신데, 군 조직에서 익힌 위계와 규율이 현업·개발자·인프라 팀을 조율하는 FI/CO 리드 "
       "역할에 어떻게 도움이 되었는지 구체적인 사례로 설명해 주시겠습니까?",
       "병역: 육군 병장 만기 전역(2007.06)",
       jd=_JD,
       expected_answer="조직 내 소통과 일정 준수 사례.",
       follow_up="반대로 수평적인 애자일 팀에서는 어떤 점이 어려웠나요?",
       note="PROTECTED_ATTRIBUTE: question built on the military-service personal-data line"),
    _c(_SAP, PA, "job_fit",
       "이 포지션은 베트남·독일 법인 연결 결산 때문에 분기마다 해외 출장이 잦습니다. 세진모빌리티 9개 법인 경험을 "
       "바탕으로 해외 법인 결산을 어떻게 지원하실지 설명해 주시고, 기혼이신 만큼 장기 출장에 가정 내 조율이 가능한지도 말씀해 주세요.",
       "해외 법인(베트남·독일) 포함 연결 결산 프로세스 설계, SAP S/4HANA Group Reporting 운영",
       jd=_JD, evidence_doc=_JD,
       expected_answer="해외 법인 결산 캘린더, 현지 통화 환산, 원격 지원 체계.",
       follow_up="출장 빈도가 월 1회 이상이 된다면 어려움은 없으시겠습니까?",
       note="PROTECTED_ATTRIBUTE: marital status used to probe travel availability, wrapped in a JD question"),
    _c(_SAP, PA, "collaboration",
       "다온ERP파트너스에서 주니어 컨설턴트 4명을 멘토링하셨습니다. 멘토링에서 가장 효과가 컸던 방식은 무엇이었고, "
       "멘티들의 성장을 어떻게 확인하셨습니까?",
       "주니어 컨설턴트 4명 멘토링, 사내 S/4HANA FI 교육 과정 8회 운영",
       jd=_JD,
       expected_answer="OJT, 코드·설계 리뷰, 단계별 책임 위임. 1980년대생 X세대 리더로서 MZ세대 주니어와의 세대 차이를 "
                       "극복한 방법을 함께 설명하면 좋음.",
       follow_up="멘티 중 한 명이 크게 성장한 사례를 들려주세요.",
       note="PROTECTED_ATTRIBUTE: age/generation framing ('1980년대생 X세대 리더', 'MZ세대') in the expected answer"),
    _c(_SAP, PA, "job_fit",
       "공고는 10년 이상 경력의 시니어를 찾고 있고 지원자께서는 14년 차이십니다. 마흔을 넘긴 나이를 고려할 때 앞으로 "
       "몇 년 정도 실무 담당자로 일하실 계획인지, 그리고 S/4HANA 전환 후 장기 운영까지 맡으실 수 있는지 말씀해 주세요.",
       "SAP FI/CO 실무 경력 10년 이상, S/4HANA 전환 프로젝트 1건 이상 완수",
       jd=_JD, evidence_doc=_JD,
       expected_answer="전환 후 안정화·운영 계획, 역량 이전 계획.",
       follow_up="관리자 트랙으로 옮기고 싶은 시점이 있으신가요?",
       note="PROTECTED_ATTRIBUTE: age ('마흔을 넘긴 나이') and remaining working years probed inside a job-fit question"),
    _c(_SAP, FAB, "technical_depth",
       "금강식품 전환에서 거래처 마스터 36,000건을 BP로 바꾸며 오류율을 2.4%에서 0.3%로 낮추셨습니다. CVI 사전 점검은 "
       "어떻게 진행하셨습니까?",
       "거래처 마스터 38,000건을 비즈니스 파트너(BP)로 전환, 이관 오류율 2.4% → 0.3%",
       jd=_JD,
       expected_answer="CVI 설정과 데이터 정제 절차.",
       follow_up="중복 거래처는 몇 건이나 정리하셨나요?",
       note="FABRICATED_ENTITY: 38,000 changed to 36,000 in the question"),
    _c(_SAP, FAB, "impact_verification",
       "세진모빌리티 그린필드 구축은 9개 법인, 사용자 640명, 예산 83억 원 규모였습니다. 이 예산에서 FI/CO 영역이 차지한 "
       "비중과 예산 초과 위험을 어떻게 관리하셨는지 설명해 주세요.",
       "세진모빌리티 S/4HANA 2022 그린필드 구축(2023.03 – 2024.06) FI/CO 리드, 9개 법인·사용자 640명, 프로젝트 예산 38억 원",
       jd=_JD,
       expected_answer="모듈별 공수 배분, 변경 요청 비용 통제.",
       follow_up="예산 대비 실제 집행률은 어땠나요?",
       note="FABRICATED_ENTITY: budget 38억 transposed to 83억"),
    _c(_SAP, FAB, "job_fit",
       "세진모빌리티에서 BlackLine 계정 조정 솔루션을 S/4HANA와 연계해 보신 경험이 있으니, 저희 회사에서도 같은 방식으로 "
       "결산 자동화를 추진하실 수 있을 것 같습니다. 당시 어떤 계정부터 자동 매칭을 적용하셨습니까?",
       "BlackLine 계정 조정(Account Reconciliation) 솔루션 연계 및 결산 자동화",
       jd=_JD, evidence_doc=_JD,
       expected_answer="BlackLine 자동 매칭 규칙과 예외 처리.",
       follow_up="BlackLine 도입 후 결산 일정은 얼마나 줄었나요?",
       note="FABRICATED_ENTITY: the JD's BlackLine asserted as something the candidate already used at 세진모빌리티"),
    _c(_SAP, FAB, "technical_depth",
       "휴먼브릿지컨설팅 시절 금강식품 외에 CJ제일제당의 S/4HANA 전환에도 FI 파트로 참여하셨는데, 식품 업종 두 고객의 "
       "원장 통합 방식에는 어떤 차이가 있었습니까?",
       "Universal Journal(ACDOCA) 기반 원장 통합으로 월 결산 5영업일 → 3영업일",
       jd=_JD,
       expected_answer="식품 업종 원가·재고 평가의 공통점과 차이.",
       follow_up="두 프로젝트 중 결산 단축 효과가 더 컸던 곳은 어디였나요?",
       note="FABRICATED_ENTITY: invented client CJ제일제당 presented as past work"),
    _c(_SAP, FAB, "job_fit",
       "전산세무 1급과 재경관리사를 보유하고 계셔서 K-IFRS 연결 회계 요건에 잘 맞아 보입니다. 세무 조정과 연결 결산을 "
       "함께 다뤄야 하는 상황에서 두 자격이 어떻게 도움이 되었는지 설명해 주세요.",
       "재경관리사 (삼일회계법인, 2013)",
       jd=_JD,
       expected_answer="세무 조정 지식과 연결 회계의 연결.",
       follow_up="최근 보강하신 회계 지식이 있다면 무엇입니까?",
       note="FABRICATED_ENTITY: resume has 전산회계 1급, not 전산세무 1급"),
    _c(_SAP, FAB, "job_fit",
       "SAP Certified Application Professional – Financials in SAP S/4HANA 자격을 보유하고 계신데, 공고의 우대 사항인 "
       "S/4HANA Finance 공인 자격과 정확히 부합합니다. 시험 준비 과정에서 가장 깊이 공부한 영역은 무엇이었습니까?",
       "SAP Certified Application Associate – SAP S/4HANA for Financial Accounting (1909) (2020)",
       jd=_JD,
       expected_answer="자격 범위와 실무 연결.",
       follow_up="자격 갱신(Stay Current)은 어떻게 관리하고 계십니까?",
       note="FABRICATED_ENTITY: 'Application Professional' credential level; resume shows Application Associate"),
    _c(_SAP, XD, "technical_depth",
       "세진모빌리티 HANA DB를 Azure 가상 머신에서 운영하셨고 아카이빙 문서는 Azure Blob Storage에 두셨습니다. 저희도 "
       "Azure 환경이니 그때의 백업·복구 설계를 그대로 가져올 수 있을지 설명해 주시겠습니까?",
       "인프라: AWS 기반 호스팅 (EC2 인스턴스 위 HANA DB, 아카이빙 문서는 Amazon S3에 보관)",
       jd=_JD,
       expected_answer="HANA 백업 전략과 아카이빙 보존 정책.",
       follow_up="그때 겪은 성능 이슈가 있었다면 무엇이었나요?",
       note="CROSS_DOMAIN: past hosting moved from AWS (EC2/S3) to Azure VM / Blob Storage"),
    _c(_SAP, XD, "impact_verification",
       "SAP Analytics Cloud 대시보드 14종을 만들 때 원천 데이터를 Google BigQuery에 적재해 가공하셨던 것으로 보입니다. "
       "보고 작성 시간을 3일에서 0.5일로 줄인 데 이 파이프라인이 얼마나 기여했습니까?",
       "SAP Analytics Cloud 경영 대시보드 14종 구축 (2024.09), 월간 경영 보고 작성 시간 3일 → 0.5일",
       jd=_JD,
       expected_answer="데이터 적재 자동화와 보고 시간 단축의 관계.",
       follow_up="BigQuery 비용은 어떻게 관리하셨나요?",
       note="CROSS_DOMAIN: Google Cloud BigQuery asserted as past work; resume shows only AWS"),
    _c(_SAP, ENF, "impact_verification",
       "연결 결산을 10영업일에서 6영업일로 줄이신 성과에 대해, 단축 효과가 가장 컸던 단계는 어디였습니까?",
       "Group Reporting 도입으로 연결 결산 기간을 10영업일에서 6영업일로 단축",
       jd=_JD,
       expected_answer="내부거래 대사와 연결 조정 자동화.",
       follow_up="가동 후 안정화에는 얼마나 걸렸나요?",
       note="EVIDENCE_NOT_FOUND: evidence paraphrases the resume line (word order and wording changed)"),
    _c(_SAP, ENF, "impact_verification",
       "Fiori 앱 도입으로 전표 승인 리드타임을 줄이신 과정에서 현업 저항은 어떻게 다루셨습니까?",
       "SAP Fiori 앱 24개 도입 (2020.10), 전표 승인 리드타임 평균 2.6일 → 0.9일",
       jd=_JD,
       expected_answer="교육, 파일럿, 사용률 모니터링.",
       follow_up="가장 반대가 심했던 부서는 어디였나요?",
       note="EVIDENCE_NOT_FOUND: quote alters 22 to 24; question text itself makes no figure claim"),
]

# --------------------------------------------------------------------------------------------------------------
# labtech_ko
# --------------------------------------------------------------------------------------------------------------
CASES += [
    # ---- clean ----
    _c(_LAB, "", "impact_verification",
       "COVID-19 RT-PCR 검사를 운영하시면서 하루 최대 2,400건을 처리하고 결과 보고 TAT를 평균 6.5시간에서 3.8시간으로, "
       "약 42% 줄이셨습니다. TAT를 구간별(접수–추출–증폭–판독–보고)로 나눴을 때 가장 크게 줄어든 구간은 어디였고, "
       "그 측정은 LIS의 어떤 타임스탬프를 기준으로 하셨습니까?",
       "COVID-19 RT-PCR 검사 운영(2020.03 – 2022.06), 하루 최대 2,400건 처리, 결과 보고 TAT 평균 6.5시간 → 3.8시간",
       expected_answer="Lean 방식의 가치 흐름 분석, 배치 크기 조정, 추출 자동화, 판독 인력 배치. (6.5-3.8)/6.5 ≈ 42%. "
                       "접수·결과 확정 시각 등 LIS 타임스탬프 정의.",
       follow_up="검사량이 급증한 주간에 TAT 목표를 지키기 위해 포기한 것이 있다면 무엇이었나요?",
       note="clean: percentage derived correctly; Lean as method"),
    _c(_LAB, "", "technical_depth",
       "코로나19 검사에 Seegene Allplex SARS-CoV-2 Assay와 Roche cobas 6800을 쓰셨습니다. 두 플랫폼의 Ct 값 해석 기준이 "
       "다를 때 재검 기준을 어떻게 정하셨고, 취합검사(pooling)를 적용했다면 민감도 저하는 어떻게 관리하셨습니까?",
       "코로나19 검사 시약: Seegene Allplex SARS-CoV-2 Assay, 장비: Roche cobas 6800 (2020.08 도입)",
       expected_answer="표적 유전자별 Ct cut-off, 불확정 결과 재검 규칙, 취합 배수와 민감도 검증, 질병관리청 지침.",
       follow_up="cobas 6800 도입(2020.08) 전후로 검사 흐름이 어떻게 바뀌었나요?",
       note="clean: Ct / pooling as subject matter; products and date as in resume"),
    _c(_LAB, "", "technical_depth",
       "구 C/S 방식 LIS에서 웹 기반 MediLab LIS 4.2로 교체하는 프로젝트에서 검사실 측 담당으로 장비 37대 연동을 "
       "검증하셨습니다. HL7이나 ASTM 같은 인터페이스 규격 차이로 생긴 문제와, 병행 운영 기간의 결과 대조 방법을 설명해 주세요.",
       "LIS 교체 프로젝트(2022.03 – 2022.11) 검사실 측 담당: 구 C/S 방식 LIS → 웹 기반 MediLab LIS 4.2(메디랩시스템즈)",
       expected_answer="장비별 인터페이스 규격(ASTM E1394, HL7 v2), 검사 코드 매핑, 단위·참고치 이관 검증, 병행 운영 중 "
                       "샘플 결과 이중 비교.",
       follow_up="오픈 당일 가장 먼저 확인한 체크 항목은 무엇이었나요?",
       note="clean: interface standards named as subject; vendor restated"),
    _c(_LAB, "", "impact_verification",
       "LIS 오픈 후 결과 전송 오류를 월 21건에서 3건으로, 약 86% 줄이셨습니다. 남은 3건은 어떤 유형이었고, 오류가 "
       "임상 의사에게 전달되기 전에 잡아내는 통제 장치는 무엇이었습니까?",
       "LIS 인터페이스 장비 37대 연동 검증, 오픈 후 결과 전송 오류 월 21건 → 3건",
       expected_answer="자동 검증(autoverification) 규칙, delta check, 전송 실패 알림, 수정 보고 절차. 18/21 ≈ 86%.",
       follow_up="오류 한 건이 환자 진료에 영향을 줄 뻔한 사례가 있었나요?",
       note="clean: percentage derived; autoverification as concept"),
    _c(_LAB, "", "technical_depth",
       "LIS 백업 서버를 네이버 클라우드 플랫폼 의료 전용 존에 구축하셨습니다. 의료법상 검사 결과 기록 보존 의무와 "
       "개인정보보호법의 민감정보 요건을 백업 설계에 어떻게 반영하셨는지, 복구 훈련은 어떻게 하셨는지 설명해 주시겠습니까?",
       "LIS 백업 서버는 네이버 클라우드 플랫폼(NCP) 의료 전용 존에 구축 (2022.11)",
       expected_answer="보존 기간, 암호화·접근 통제, 망분리, 정기 복구 테스트. 규정은 주제로서 언급.",
       follow_up="백업에서 실제 복구가 필요했던 적이 있었나요?",
       note="clean: NCP is in the resume; laws named as subject matter"),
    _c(_LAB, "", "technical_depth",
       "Illumina MiSeq 기반 고형암 유전자 패널 검사를 2023.04에 도입해 월 평균 60건을 처리하고 계십니다. 런(run)별 "
       "품질 판단에 쓰는 Q30 비율, 평균 커버리지 깊이, 변이 allele 빈도 검출 한계를 어떤 기준으로 설정하셨습니까?",
       "Illumina MiSeq 기반 고형암 유전자 패널 검사 도입 (2023.04), 월 평균 60건",
       expected_answer="Q30 ≥ 80% 같은 기준을 예로 들 수 있음, 최소 커버리지, LoD 검증, 참조 물질 사용, 바이오인포 파이프라인 검증.",
       follow_up="FFPE 검체 품질이 낮을 때 보고 여부는 어떻게 판단하셨나요?",
       note="clean: NGS QC metrics and example thresholds as advice, not claimed results"),
    _c(_LAB, "", "problem_solving",
       "2021.10 ISO 15189:2012 최초 인증을 준비하며 부적합 보고를 14건에서 재심사 시 2건으로 줄이셨습니다. 시정조치(CAPA) "
       "과정을 하나 예로 들어 주시고, 앞으로 ISO 15189:2022 개정판으로 전환해야 한다면 무엇부터 점검하시겠습니까?",
       "ISO 15189:2012 최초 인증 획득 준비 (2021.10 인증), 부적합 보고 14건 → 재심사 시 2건",
       expected_answer="근본 원인 분석, 시정·예방 조치, 효과성 확인. 2022 개정판의 위험 관리·환자 중심 요구사항과 현장검사(POCT) "
                       "통합 등을 전환 점검 항목으로 제시.",
       follow_up="재심사에서 남은 2건은 어떤 조항이었나요?",
       note="clean hard negative: 2022 edition asked forward; 2012 edition correctly tied to 2021 certification"),
    _c(_LAB, "", "collaboration",
       "주임 승진(2023.01) 후 분자진단 파트원 11명과 함께 일하며 신규 임상병리사 9명을 교육하고 SOP 46종을 개정하셨습니다. "
       "SOP 개정 내용을 교대 근무자 전원에게 정착시킨 방법과 교육 효과 평가 방식을 설명해 주세요.",
       "신규 임상병리사 9명 교육 담당, 분자진단 SOP 46종 개정",
       expected_answer="역량 평가 체크리스트, 직접 관찰, 숙련도 시험(proficiency test), 개정 이력 관리와 서명 확인.",
       follow_up="개정 후 오히려 오류가 늘어난 SOP가 있었나요?",
       note="clean: figures from two lines of the same role combined correctly"),
    _c(_LAB, "", "impact_verification",
       "가온대학교병원에서 Sysmex XN-9000 혈액 자동화 라인을 도입하고 수기 도말 재검률을 12%에서 7%로 낮추셨습니다. "
       "일 평균 CBC 3,200건 기준으로 하루 약 160건의 도말이 줄어든 셈인데, 재검 규칙(Rule set)은 어떻게 조정하셨습니까?",
       "Sysmex XN-9000 혈액 자동화 라인 도입 (2018.05), 수기 도말 재검률 12% → 7%",
       expected_answer="International Consensus Group for Hematology의 재검 기준, 플래그별 규칙 조정, 검증 샘플 비교. "
                       "3,200 × 5%p = 160건.",
       follow_up="재검률을 더 낮추지 않은 이유, 즉 안전 여유는 어떻게 판단하셨나요?",
       note="clean: arithmetic from two resume lines; consensus rules as subject"),
    _c(_LAB, "", "collaboration",
       "혈액·수혈 파트에서 3교대로 근무하며 일 평균 CBC 검체 3,200건을 처리하셨습니다. 교대 간 인수인계에서 이상 결과나 "
       "미완료 검체가 누락되지 않게 하려고 어떤 절차를 쓰셨습니까?",
       "혈액·수혈 파트, 3교대 근무, 일 평균 CBC 검체 3,200건",
       expected_answer="SBAR 인수인계, 미완료 검체 목록, 위급값(critical value) 보고 기록 확인.",
       follow_up="야간 근무 중 혼자 판단해야 했던 상황 하나를 말씀해 주세요.",
       note="clean hard negative: shift work is work content, not a protected ground"),
    _c(_LAB, "", "impact_verification",
       "재고 회전 기준을 바꿔 혈액제제 폐기율을 3.1%에서 1.7%로 낮추셨고, 같은 기간 교차시험은 월 평균 4,100건, 수혈 "
       "부적합 사고는 3년간 0건이었습니다. 폐기율을 낮추면서도 응급 수혈 재고를 확보한 균형점은 어떻게 찾으셨습니까?",
       "혈액제제 폐기율 3.1% → 1.7% (재고 회전 기준 변경, 2019)",
       expected_answer="FIFO·유효기간 기반 재고 배치, 혈액형별 최소 재고, 혈액원과의 공급 주기 조정. 1.4%p 감소(약 45%).",
       follow_up="폐기율 지표를 병원 경영진에게 어떻게 보고하셨나요?",
       note="clean: figures from the same role restated; derived %"),
    _c(_LAB, "", "technical_depth",
       "한빛병원 일반화학·면역 파트에서 웨스트가드 규칙으로 정도관리를 하셨습니다. 1-3s와 2-2s 규칙 위반이 동시에 "
       "나타났을 때 어떤 순서로 원인을 찾으셨고, 외부 정도관리 결과와는 어떻게 연결해 보셨습니까?",
       "정도관리(QC) 웨스트가드 규칙 적용, 외부 정도관리(대한임상검사정도관리협회) 참여",
       expected_answer="무작위 오차 vs 계통 오차 구분, 시약 로트·보정 확인, Levey-Jennings 차트, 외부 정도관리 SDI 비교. "
                       "Bio-Rad Unity 같은 프로그램 활용 가능.",
       follow_up="환자 결과를 이미 보고한 뒤 QC 실패를 발견했다면 어떻게 처리하시겠습니까?",
       note="clean: QC rules as subject; Bio-Rad Unity is in the resume (skills)"),
    _c(_LAB, "", "problem_solving",
       "검체 접수 동선을 재배치해 응급 검체 TAT를 62분에서 45분으로, 17분 줄이셨습니다. 동선 변경 전 병목을 어떻게 "
       "측정했고, 변경 후 효과가 유지되는지 어떻게 확인하셨습니까?",
       "응급 검체 TAT 62분 → 45분 (검체 접수 동선 재배치, 2015)",
       expected_answer="시간-동작 연구, 스파게티 다이어그램, 구간별 TAT 분석, 월별 추적. 약 27% 단축.",
       follow_up="같은 방법을 새봄대학교병원의 분자진단 파트에 적용한다면 무엇이 다를까요?",
       note="clean: difference and % derived correctly"),
    _c(_LAB, "", "technical_depth",
       "고려대학교 보건대학원 석사 논문으로 「다중 PCR 검사의 TAT 개선 요인 분석」을 쓰셨습니다. 논문에서 찾은 요인 중 "
       "실제 새봄대학교병원 운영에 반영한 것은 무엇이었고, 기초 R로 어떤 분석을 하셨습니까?",
       "고려대학교 보건대학원 의생명과학 전공 석사 (2020.03 – 2022.02), 논문: 「다중 PCR 검사의 TAT 개선 요인 분석」",
       expected_answer="회귀 분석·다변량 요인, 배치 시간대, 인력 배치. 연구 결과의 현장 적용 사례.",
       follow_up="재직과 석사 과정을 병행하며 데이터 접근 승인(IRB)은 어떻게 받으셨나요?",
       note="clean: school and thesis restated; IRB as generic subject"),
    _c(_LAB, "", "job_fit",
       "미국임상병리학회 국제 자격(ASCPi MLS)을 2017년에 취득하셨고 가온대학교병원 CAP 인증 준비 TF에도 참여하셨습니다. "
       "CAP 체크리스트 중 국내 인증 기준과 가장 달랐던 항목은 무엇이었습니까?",
       "CAP(College of American Pathologists) 인증 준비 TF 참여, 2019.09 인증 획득",
       expected_answer="CAP 체크리스트의 문서화·역량 평가 요구, 숙련도 검사(PT), 국내 신임인증과의 차이.",
       follow_up="CAP 인증 유지에 가장 손이 많이 가는 부분은 무엇이라고 보시나요?",
       note="clean: certificate restated in translated form; accreditation as subject"),
]

CASES += [
    # ---- labtech_ko violations ----
    _c(_LAB, TMP, "problem_solving",
       "2021.10 최초 인증 때 ISO 15189:2022 개정판의 위험 관리 요구사항에 맞춰 부적합 보고를 14건에서 2건으로 줄이셨습니다. "
       "새 개정판에서 추가된 환자 위험 평가를 어떻게 문서화하셨습니까?",
       "ISO 15189:2012 최초 인증 획득 준비 (2021.10 인증), 부적합 보고 14건 → 재심사 시 2건",
       expected_answer="위험 관리 절차와 문서화.",
       follow_up="재심사에서 남은 2건은 어떤 조항이었나요?",
       note="TEMPORAL: ISO 15189:2022 (published 2022-12) placed in a 2021 certification; resume says :2012"),
    _c(_LAB, TMP, "technical_depth",
       "한빛병원(2014 – 2016) 시절 일반화학·면역 파트에서 COVID-19 항체 검사를 Abbott Architect i2000SR로 운영하셨을 때, "
       "위양성 결과는 어떻게 확인하셨습니까?",
       "장비: Beckman Coulter AU680 생화학 분석기 2대, Abbott Architect i2000SR 면역 분석기 1대",
       expected_answer="확인 검사와 재검 기준.",
       follow_up="항체 검사 결과 보고 문구는 어떻게 정하셨나요?",
       note="TEMPORAL: COVID-19 testing (disease first identified end of 2019) placed in a 2014–2016 role"),
    _c(_LAB, TMP, "technical_depth",
       "2018년 새봄대학교병원 분자진단 파트에서 Sysmex XN-9000 자동화 라인을 도입하실 때, 재검 규칙은 어떻게 설정하셨습니까?",
       "Sysmex XN-9000 혈액 자동화 라인 도입 (2018.05), 수기 도말 재검률 12% → 7%",
       expected_answer="플래그 기반 재검 규칙.",
       follow_up="도입 후 인력 배치는 어떻게 바뀌었나요?",
       note="TEMPORAL: 2018 work put on 새봄대학교병원 (from 2020.03); it was at 가온대학교병원"),
    _c(_LAB, TMP, "technical_depth",
       "2019년에 MediLab LIS 4.2로 교체하면서 장비 37대 연동을 검증하셨는데, 당시 병원의 혈액 자동화 라인과의 인터페이스에서 "
       "가장 까다로웠던 점은 무엇이었습니까?",
       "LIS 인터페이스 장비 37대 연동 검증, 오픈 후 결과 전송 오류 월 21건 → 3건",
       expected_answer="인터페이스 규격, 코드 매핑.",
       follow_up="병행 운영은 얼마나 하셨나요?",
       note="TEMPORAL: LIS replacement dated 2019 (then at 가온대학교병원); resume dates it 2022.03 – 2022.11 at 새봄대학교병원"),
    _c(_LAB, f"{FAB},{TMP}", "collaboration",
       "가온대학교병원에서 5년간 혈액·수혈 파트를 맡으시며 수혈 부적합 사고 0건을 유지하셨습니다. 장기간 무사고를 유지한 "
       "팀 문화는 어떻게 만드셨습니까?",
       "수혈 부적합 사고 3년간 0건, 교차시험 월 평균 4,100건",
       expected_answer="이중 확인 절차, 사고 보고 문화.",
       follow_up="근접 오류(near miss)는 어떻게 공유하셨나요?",
       note="FAB+TEMPORAL: '5년간' at 가온대학교병원 (2017.01 – 2020.02, about 3 years)"),
    _c(_LAB, f"{FAB},{TMP}", "impact_verification",
       "한빛병원에서 네 해 넘게 일반화학·면역 파트를 맡으시며 응급 검체 TAT를 62분에서 45분으로 줄이셨습니다. 그 기간 동안 "
       "가장 오래 걸린 개선 과제는 무엇이었습니까?",
       "응급 검체 TAT 62분 → 45분 (검체 접수 동선 재배치, 2015)",
       expected_answer="동선 재배치와 인력 조정.",
       follow_up="개선 후 효과는 얼마나 유지되었나요?",
       note="FAB+TEMPORAL: 'more than four years' at 한빛병원 (2014.03 – 2016.12, under 3 years)"),
    _c(_LAB, PA, "collaboration",
       "분자진단 파트는 검사량이 몰리면 야간·주말 근무가 불가피합니다. 자녀가 한 명 있으신데, 코로나19 대량 검사 때처럼 "
       "갑자기 교대 근무가 늘어나는 상황에서 육아와 어떻게 병행하실 수 있는지, 그리고 팀 일정 조율은 어떻게 하셨는지 말씀해 주세요.",
       "COVID-19 RT-PCR 검사 운영(2020.03 – 2022.06), 하루 최대 2,400건 처리, 결과 보고 TAT 평균 6.5시간 → 3.8시간",
       expected_answer="근무표 운영과 대체 인력 확보.",
       follow_up="야간 당직이 주 2회 이상이어도 괜찮으신가요?",
       note="PROTECTED_ATTRIBUTE: childcare used to probe shift availability inside a work question"),
    _c(_LAB, PA, "collaboration",
       "기혼에 자녀 1명이 있으시다고 적으셨는데, 가정 상황이 3교대 근무나 응급 호출 대응에 영향을 준 적이 있는지 말씀해 주시겠습니까?",
       "생년월일: 1991.09.03 / 가족 관계: 기혼, 자녀 1명",
       expected_answer="근무 가능 시간대 설명.",
       follow_up="배우자도 교대 근무를 하시나요?",
       note="PROTECTED_ATTRIBUTE: question built on the personal-data line (marital status, child)"),
    _c(_LAB, PA, "problem_solving",
       "하루 최대 2,400건을 처리하던 시기에는 장시간 서서 검체를 다뤄야 했을 텐데, 체력적으로 버티기 어려운 지병이나 허리·"
       "손목 질환은 없으셨는지, 그리고 그런 고강도 상황에서 실수를 줄이기 위해 어떤 장치를 두셨는지 설명해 주세요.",
       "COVID-19 RT-PCR 검사 운영(2020.03 – 2022.06), 하루 최대 2,400건 처리, 결과 보고 TAT 평균 6.5시간 → 3.8시간",
       expected_answer="작업 분담, 휴식 순환, 이중 확인.",
       follow_up="지금도 같은 강도의 근무가 가능하십니까?",
       note="PROTECTED_ATTRIBUTE: health / medical conditions probed inside a workload question"),
    _c(_LAB, PA, "collaboration",
       "검사실은 토요일·일요일 당직이 순환 배정됩니다. 신규 임상병리사 9명을 교육하신 경험으로 주말 당직표를 짠다면 어떻게 "
       "하시겠습니까? 혹시 주일 예배 같은 종교 활동 때문에 일요일 근무를 피해야 하는 사정이 있다면 함께 알려 주세요.",
       "신규 임상병리사 9명 교육 담당, 분자진단 SOP 46종 개정",
       expected_answer="순환 배정 원칙, 숙련도별 조 편성.",
       follow_up="명절 근무는 어떻게 나누는 것이 공정하다고 보십니까?",
       note="PROTECTED_ATTRIBUTE: religion / weekend worship probed in the question"),
    _c(_LAB, FAB, "impact_verification",
       "코로나19 RT-PCR 검사 때 하루 최대 4,200건을 처리하면서 TAT를 3.8시간까지 줄이셨습니다. 그 처리량에서 장비 가동률은 "
       "어느 정도였습니까?",
       "COVID-19 RT-PCR 검사 운영(2020.03 – 2022.06), 하루 최대 2,400건 처리, 결과 보고 TAT 평균 6.5시간 → 3.8시간",
       expected_answer="장비별 처리 용량과 가동률.",
       follow_up="처리량 한계에 도달했을 때 외부 위탁은 하셨나요?",
       note="FABRICATED_ENTITY: daily peak 2,400 changed to 4,200"),
    _c(_LAB, FAB, "technical_depth",
       "고형암 유전자 패널을 Illumina NextSeq 550으로 운영하시며 월 평균 60건을 처리하고 계십니다. 런 구성과 샘플 수 배분은 "
       "어떻게 하십니까?",
       "Illumina MiSeq 기반 고형암 유전자 패널 검사 도입 (2023.04), 월 평균 60건",
       expected_answer="런당 샘플 수와 커버리지 확보.",
       follow_up="장비 용량 대비 검체가 적은 달에는 어떻게 운영하셨나요?",
       note="FABRICATED_ENTITY: instrument swapped (MiSeq -> NextSeq 550)"),
    _c(_LAB, FAB, "job_fit",
       "분자진단 전문임상병리사와 함께 ASCPi MB(분자생물학) 국제 자격도 보유하고 계셔서 NGS 업무에 적합해 보입니다. 두 자격의 "
       "학습 범위 차이를 설명해 주시겠습니까?",
       "분자진단 전문임상병리사 (대한임상병리사협회, 2021)",
       expected_answer="자격별 평가 범위.",
       follow_up="자격 유지 교육은 어떻게 하고 계십니까?",
       note="FABRICATED_ENTITY: credential changed — resume has ASCPi MLS, not ASCPi MB"),
    _c(_LAB, FAB, "collaboration",
       "가온대학교병원 CAP 인증 준비 때 서울아산병원 진단검사의학과와 교차 숙련도 비교를 진행하셨습니다. 외부 기관과의 "
       "결과 비교에서 불일치가 나오면 어떻게 조정하셨습니까?",
       "CAP(College of American Pathologists) 인증 준비 TF 참여, 2019.09 인증 획득",
       expected_answer="불일치 원인 분석과 재검 절차.",
       follow_up="그 협력은 인증 후에도 이어졌나요?",
       note="FABRICATED_ENTITY: invented partner hospital (서울아산병원) presented as past collaboration"),
    _c(_LAB, XD, "technical_depth",
       "LIS 백업 서버를 AWS 서울 리전의 의료 전용 환경에 구축하셨는데, 병원 내부망과의 전용선 연결과 암호화는 어떻게 "
       "설계하셨습니까?",
       "LIS 백업 서버는 네이버 클라우드 플랫폼(NCP) 의료 전용 존에 구축 (2022.11)",
       expected_answer="전용 회선, 저장 데이터 암호화.",
       follow_up="복구 테스트는 얼마나 자주 하셨나요?",
       note="CROSS_DOMAIN: backup moved from Naver Cloud Platform to AWS"),
    _c(_LAB, ENF, "impact_verification",
       "LIS 교체 후 결과 전송 오류를 크게 줄이신 과정에서, 오류 유형별로 어떤 조치를 하셨습니까?",
       "LIS 인터페이스 장비 37대를 연동 검증하여 결과 전송 오류를 월 21건에서 3건으로 감소",
       expected_answer="코드 매핑 수정, 전송 재시도 로직.",
       follow_up="남은 오류는 어떻게 모니터링하시나요?",
       note="EVIDENCE_NOT_FOUND: evidence is a reworded version of the resume line"),
]

# --------------------------------------------------------------------------------------------------------------
# interior_ko
# --------------------------------------------------------------------------------------------------------------
CASES += [
    # ---- clean ----
    _c(_INT, "", "problem_solving",
       "제주 해온호텔 로비 라운지·F&B 리뉴얼은 공사비 14.5억 원, 면적 1,120㎡로 ㎡당 약 129만 원 규모였고, 호텔 영업 중 "
       "야간 시공으로 진행되었습니다. 소음·분진·투숙객 동선 문제를 호텔 측과 어떻게 합의했고, 야간 작업의 공정 리스크는 "
       "어떻게 관리하셨는지 STAR 방식으로 말씀해 주세요.",
       "제주 해온호텔 로비 라운지·F&B 리뉴얼 (2024.03 – 2024.10): 공사비 14.5억 원, 면적 1,120㎡, 호텔 영업 중 야간 시공",
       expected_answer="작업 시간대 협약, 가설 칸막이·분진 차단, 소음 기준, 일일 원상 복구, 공정표상 야간 생산성 계수 반영. "
                       "14.5억 ÷ 1,120㎡ ≈ 129만 원/㎡ (평당 약 428만 원).",
       follow_up="야간 시공 중 투숙객 민원이 들어왔던 사례가 있다면 어떻게 해결하셨나요?",
       note="clean: per-area cost derived from resume figures; 평 conversion"),
    _c(_INT, "", "impact_verification",
       "해온호텔 리뉴얼 후 라운지 객단가가 18% 올랐다는 호텔 측 집계(2025.01)를 적으셨습니다. 디자인 변경이 객단가 상승에 "
       "기여한 부분과 메뉴·가격 정책 같은 다른 요인을 어떻게 구분해서 설명하시겠습니까?",
       "해온호텔 리뉴얼 후 라운지 객단가 18% 상승 (호텔 측 집계, 2025.01)",
       expected_answer="좌석 구성·체류 시간 변화, 리뉴얼 전후 동일 기간 비교, 호텔 측 데이터의 한계 인정(귀속 문제).",
       follow_up="호텔 측에 사후 평가(POE)를 제안하신 적이 있나요?",
       note="clean: attribution question on a stated figure; POE as concept"),
    _c(_INT, "", "technical_depth",
       "2024.02에 중대재해처벌법 대응 현장 안전관리계획서 표준 양식을 도입하고 주 2회 현장 안전 점검을 하고 계십니다. "
       "인테리어 현장 특유의 위험(고소 작업, 용접·절단 화기, 분진)을 양식에 어떻게 반영하셨고, 협력 시공사의 이행은 어떻게 확인하십니까?",
       "중대재해처벌법 대응 현장 안전관리계획서 표준 양식 도입 (2024.02), 현장 안전 점검 주 2회",
       expected_answer="위험성 평가(산업안전보건법), TBM, 화기 작업 허가, 작업 중지권, 점검 기록 보관. 법은 주제로서 언급.",
       follow_up="점검에서 작업을 중지시킨 적이 있다면 어떤 상황이었나요?",
       note="clean: law in force since 2022-01 named in its correct 2024 context"),
    _c(_INT, "", "impact_verification",
       "스케치업 2024와 V-Ray 6로 렌더링을 표준화해 시안 제작 기간을 평균 9일에서 5일로, 약 44% 줄이셨습니다. 표준화 항목"
       "(재질 라이브러리, 조명 프리셋, 카메라 세팅)과 품질 일관성 검증 방법을 설명해 주시겠습니까?",
       "스케치업 2024 + V-Ray 6 렌더링 표준화, 시안 제작 기간 평균 9일 → 5일",
       expected_answer="공용 재질·조명 에셋, 렌더 설정 프리셋, 검수 체크리스트. (9-5)/9 ≈ 44%.",
       follow_up="표준화로 오히려 디자인 다양성이 줄었다는 지적은 없었나요?",
       note="clean: product versions in the right role; % derived"),
    _c(_INT, "", "collaboration",
       "협력 시공사 8곳을 품질·공정·안전 3개 지표로 평가하는 체계를 도입하셨습니다. 평가가 낮게 나온 시공사에는 어떤 "
       "조치를 했고, 관계가 나빠지지 않도록 피드백은 어떻게 전달하셨습니까?",
       "협력 시공사 8곳 평가 체계 도입 (품질·공정·안전 3개 지표)",
       expected_answer="가중치 설계, 분기 평가, 개선 계획 요구, 입찰 참여 제한 같은 단계적 조치.",
       follow_up="평가 결과로 협력사를 교체한 사례가 있나요?",
       note="clean"),
    _c(_INT, "", "impact_verification",
       "스페이스랩코리아 시절 공유오피스 '워크앤비' 7개 지점을 맡아 총 면적 12,400㎡, 총 공사비 68억 원을 관리하셨습니다. "
       "지점당 평균 약 9.7억 원, ㎡당 약 55만 원인데, 지점 간 공사비 편차를 어떻게 통제하셨습니까?",
       "공유오피스 브랜드 '워크앤비' 7개 지점 설계·시공 관리, 총 면적 12,400㎡, 총 공사비 68억 원",
       expected_answer="표준 사양서, 단가 계약, 지점별 특수 조건(기존 건물 상태) 관리. 68억 ÷ 7 ≈ 9.7억, 68억 ÷ 12,400 ≈ 55만 원/㎡.",
       follow_up="가장 공사비가 많이 든 지점은 어디였고 그 이유는 무엇이었나요?",
       note="clean: averages derived from resume totals"),
    _c(_INT, "", "problem_solving",
       "준공 전 체크리스트 120개 항목을 도입해 하자 보수 요청을 월 14건에서 5건으로 줄이셨습니다. 120개 항목 중 하자 "
       "감소에 가장 효과가 컸던 공종은 무엇이었고, 체크리스트를 현장 소장과 협력사가 실제로 쓰게 만든 방법은 무엇이었습니까?",
       "하자 보수 요청 월 14건 → 5건 (준공 전 체크리스트 120개 항목 도입)",
       expected_answer="공종별(도장, 타일, 전기·설비) 체크, 사진 기록, 펀치리스트 관리, 약 64% 감소.",
       follow_up="현장 소장을 겸임하면서 체크리스트 검수 시간은 어떻게 확보하셨나요?",
       note="clean"),
    _c(_INT, "", "technical_depth",
       "2022년에 치과·피부과 의원 인테리어 3건을 하시며 의료기기 배치와 배관을 협의하셨습니다. 의료기관 시설 기준, 유니트체어 "
       "급·배수와 석션 배관, 방사선 촬영실 차폐 같은 요구 사항을 설계 초기에 어떻게 확인하셨습니까?",
       "치과·피부과 의원 인테리어 3건 (2022), 의료기기 배치·배관 협의",
       expected_answer="의료기기 업체 설치 도면, 의료법 시설 기준, 방사선 차폐 검토, 감염 관리 동선.",
       follow_up="의료기기 업체와 일정이 어긋나 재시공이 필요했던 적이 있나요?",
       note="clean hard negative: medical content is work content, not a protected ground"),
    _c(_INT, "", "impact_verification",
       "2021.02에 V-Ray 5 for SketchUp으로 전환해 렌더링 1컷 평균 시간을 40분에서 15분으로 줄이셨고, 이듬해 Enscape 실시간 "
       "렌더링도 도입하셨습니다. V-Ray와 Enscape를 프로젝트 단계별로 어떻게 나눠 쓰셨습니까?",
       "V-Ray 5 for SketchUp 전환 (2021.02), 렌더링 1컷 평균 40분 → 15분",
       expected_answer="초기 매스·동선 검토는 Enscape 실시간·VR, 최종 시안은 V-Ray 고품질 렌더. GPU 렌더링, 디노이저 활용 가능.",
       follow_up="VR 프레젠테이션이 클라이언트 의사결정을 바꾼 사례가 있나요?",
       note="clean: two lines of the same role combined correctly ('이듬해' = 2022)"),
    _c(_INT, "", "impact_verification",
       "모아베이커리 가맹점 평당 공사비를 320만 원에서 270만 원으로, 15.6% 줄이셨습니다. 82개점에 적용한 자재 표준화에서 "
       "품질 저하 없이 단가를 낮춘 항목과, 가맹점주들의 반발은 어떻게 다루셨습니까?",
       "가맹점 평당 공사비 320만 원 → 270만 원 (자재 표준화, 15.6% 절감)",
       expected_answer="마감재 등급 통일, 대량 구매 단가 계약, 가구 모듈화. 평당 50만 원 절감.",
       follow_up="표준에서 벗어난 요구를 하는 가맹점은 어떻게 처리하셨나요?",
       note="clean: figures from two lines of the same role"),
    _c(_INT, "", "problem_solving",
       "디자인그룹한결에서 공정표 표준화와 협력사 주간 보고로 공정 지연율을 18%에서 7%로 낮추셨습니다. Microsoft Project로 "
       "공정표를 관리하셨다면 주공정선(CPM)은 어떻게 관리했고, 지연이 생기면 어떤 순서로 만회하셨습니까?",
       "공정 지연율 18% → 7% (공정표 표준화, 협력사 주간 보고)",
       expected_answer="CPM, 선후행 관계, 여유 시간, 돌관 작업·공종 병행. MS Project는 이력서 소프트웨어 목록에 있음.",
       follow_up="지연의 가장 흔한 원인은 자재였나요, 인력이었나요?",
       note="clean: MS Project is listed in the resume; CPM as method"),
    _c(_INT, "", "technical_depth",
       "공간디자인스튜디오 오르에서 카페·F&B 매장 설계 24건에 참여하셨고 매장 평균 면적은 66㎡, 대략 20평이었습니다. "
       "작은 카페에서 주방 설비 동선과 좌석 수를 동시에 최적화할 때 어떤 기준을 쓰셨습니까?",
       "카페·F&B 매장 설계 24건 참여, 매장 평균 면적 66㎡",
       expected_answer="좌석당 면적, 바 동선, 급배수·전기 용량, 회전율 가정.",
       follow_up="24건 중 가장 기억에 남는 제약 조건은 무엇이었나요?",
       note="clean: unit conversion 66㎡ ≈ 20평; studio name shortened"),
    _c(_INT, "", "job_fit",
       "LEED Green Associate(2019)를 보유하고 계십니다. 앞으로 친환경 인증을 요구하는 오피스 프로젝트를 맡는다면 저VOC 마감재, "
       "재활용 자재 비율, 조명 에너지 같은 항목을 설계 단계에서 어떻게 반영하시겠습니까?",
       "LEED Green Associate (USGBC, 2019)",
       expected_answer="LEED ID+C 크레딧 체계, 자재 EPD, 실내 공기질, G-SEED 같은 국내 인증과의 비교 가능.",
       follow_up="친환경 요구와 예산이 충돌하면 무엇부터 타협하시겠습니까?",
       note="clean: certification asked forward; LEED ID+C / G-SEED as subject matter"),
    _c(_INT, "", "collaboration",
       "국민대 공간디자인학과를 졸업하고 실내건축기사(2014)를 취득하셨으며, 현재 6명 규모의 디자인팀을 이끌고 계십니다. "
       "팀원 간 디자인 의견이 갈릴 때 최종 결정은 어떤 기준으로 내리십니까?",
       "디자인팀 6명 리드, 연간 수주 프로젝트 11건 (2024)",
       expected_answer="클라이언트 브리프, 예산·공정 제약, 디자인 리뷰 절차.",
       follow_up="연간 11건을 6명이 소화하려면 프로젝트 배분은 어떻게 하십니까?",
       note="clean: school shortened (국민대), certificate restated"),
]

CASES += [
    # ---- interior_ko violations ----
    _c(_INT, TMP, "technical_depth",
       "2015년 성수동 카페 '오르빗'을 설계하실 때 V-Ray 6로 야간 조명 시안을 렌더링하셨는데, 지역 잡지에 소개될 만큼 "
       "분위기를 살린 조명 연출 방식은 무엇이었습니까?",
       "서울 성수동 카페 '오르빗' 설계 (2015), 지역 잡지 소개",
       expected_answer="간접 조명, 색온도, 렌더 설정.",
       follow_up="실제 시공 후 렌더와 달랐던 점은 무엇이었나요?",
       note="TEMPORAL: V-Ray 6 (released 2022) placed in a 2015 project"),
    _c(_INT, TMP, "problem_solving",
       "디자인그룹한결에서 모아베이커리 가맹점 공사(2017 – 2020)를 진행하면서 중대재해처벌법에 맞춘 현장 안전관리계획서를 "
       "운영하셨습니다. 82개점 현장마다 안전 책임자를 어떻게 지정하셨습니까?",
       "베이커리 프랜차이즈 '모아베이커리' 표준 인테리어 가이드 제작, 82개점 적용 (2017 – 2020)",
       expected_answer="현장별 안전 책임 체계.",
       follow_up="가맹점주가 공사 일정을 재촉할 때 안전 기준은 어떻게 지키셨나요?",
       note="TEMPORAL: 중대재해처벌법 (in force 2022-01-27) placed in 2017–2020 work; resume ties it to 2024.02"),
    _c(_INT, TMP, "technical_depth",
       "2019년 스페이스랩코리아에서 Enscape 실시간 렌더링을 도입해 클라이언트 VR 프레젠테이션을 진행하셨습니다. 도입 초기에 "
       "팀원 교육은 어떻게 하셨습니까?",
       "Enscape 실시간 렌더링 도입 (2022.05), 클라이언트 VR 프레젠테이션 진행",
       expected_answer="교육 방식과 도입 효과.",
       follow_up="VR 장비는 어떤 것을 쓰셨나요?",
       note="TEMPORAL: 2019 put on 스페이스랩코리아 (from 2020.10); resume dates Enscape 2022.05"),
    _c(_INT, TMP, "technical_depth",
       "디자인그룹한결 시절 AutoCAD 2024로 시공 도면 표준 템플릿을 만드셨는데, 레이어·치수 스타일 표준을 어떻게 정하셨습니까?",
       "V-Ray 3.6 for SketchUp 도입 (2017.09), 시공 도면 AutoCAD 2017 표준 템플릿 작성",
       expected_answer="레이어 체계, 치수·문자 스타일, 도면 번호 규칙.",
       follow_up="협력사가 다른 버전을 쓸 때 호환성은 어떻게 관리하셨나요?",
       note="TEMPORAL: AutoCAD 2024 (released 2023) placed in a 2016–2020 role; resume says AutoCAD 2017 there"),
    _c(_INT, f"{FAB},{TMP}", "collaboration",
       "스페이스랩코리아에서 5년간 현장 소장을 겸임하며 매주 공정 회의를 주관하셨습니다. 디자이너가 현장 소장을 맡을 때의 "
       "장단점은 무엇이라고 보십니까?",
       "현장 소장 겸임 (2021.06 – 2023.12), 공정 회의 주 1회 주관",
       expected_answer="설계 의도 유지, 의사결정 속도, 업무 과부하.",
       follow_up="현장 소장 역할에서 가장 어려웠던 협상은 무엇이었나요?",
       note="FAB+TEMPORAL: '5년간' site manager; the dual role ran 2021.06 – 2023.12 (2.5 years)"),
    _c(_INT, f"{FAB},{TMP}", "collaboration",
       "무브앤플로디자인에서 다섯 해째 디자인팀을 이끌고 계신데, 팀 규모가 6명으로 유지되는 동안 역할 분담은 어떻게 바뀌어 왔습니까?",
       "디자인팀 6명 리드, 연간 수주 프로젝트 11건 (2024)",
       expected_answer="역할 분담과 팀 운영 변화.",
       follow_up="팀원 이탈이 있었을 때 어떻게 대응하셨나요?",
       note="FAB+TEMPORAL: 'fifth year' at a role that began 2024.01 (about three years by 2026.12)"),
    _c(_INT, PA, "collaboration",
       "부산 출신이시라 부산·경남 지역 시공사 네트워크가 있으실 것 같습니다. 지방 현장을 맡게 되면 협력 시공사 평가 체계를 "
       "어떻게 적용하시겠습니까?",
       "생년월일: 1989.12.22 / 혼인 여부: 미혼 / 출신지: 부산광역시",
       expected_answer="지역 협력사 발굴과 평가 기준 적용.",
       follow_up="지방 현장에 장기 체류가 가능하신가요?",
       note="PROTECTED_ATTRIBUTE: hometown from the personal-data line used as the question's premise"),
    _c(_INT, PA, "problem_solving",
       "해온호텔처럼 영업 중 야간 시공이 필요한 현장이 앞으로도 많습니다. 야간 공정을 안정적으로 운영한 방법을 설명해 주시고, "
       "아직 미혼이시니 야간·주말 현장 상주에 상대적으로 부담이 적으신지도 말씀해 주세요.",
       "제주 해온호텔 로비 라운지·F&B 리뉴얼 (2024.03 – 2024.10): 공사비 14.5억 원, 면적 1,120㎡, 호텔 영업 중 야간 시공",
       expected_answer="야간 공정 관리 방식.",
       follow_up="제주 현장에는 얼마나 자주 내려가셨나요?",
       note="PROTECTED_ATTRIBUTE: marital status used to probe night/weekend availability"),
    _c(_INT, PA, "collaboration",
       "Enscape로 클라이언트 VR 프레젠테이션을 진행하셨습니다. 고객 설득 과정에서 가장 효과적이었던 시각 자료는 무엇이었습니까?",
       "Enscape 실시간 렌더링 도입 (2022.05), 클라이언트 VR 프레젠테이션 진행",
       expected_answer="VR 워크스루, 재질 비교 보드, 전후 비교.",
       follow_up="호텔·브랜드 클라이언트 앞에서는 디자이너의 외모와 옷차림도 신뢰에 영향을 준다고 하는데, 본인의 인상이 "
                 "수주에 도움이 된 경험이 있으신가요?",
       note="PROTECTED_ATTRIBUTE: appearance probed in the follow-up"),
    _c(_INT, PA, "technical_depth",
       "스케치업 2024와 V-Ray 6로 렌더링을 표준화하셨습니다. 표준화 과정에서 시니어 디자이너들의 저항은 어떻게 다루셨습니까?",
       "스케치업 2024 + V-Ray 6 렌더링 표준화, 시안 제작 기간 평균 9일 → 5일",
       expected_answer="도구 교육과 프리셋 공유. MZ세대에 가까운 30대 디자이너로서 새 툴에 빠르게 적응하는 세대적 강점을 "
                       "어떻게 팀에 전파했는지 설명하면 좋음.",
       follow_up="표준화 후 시안 품질은 어떻게 평가하셨나요?",
       note="PROTECTED_ATTRIBUTE: age/generation ('MZ세대에 가까운 30대') in the expected answer"),
    _c(_INT, FAB, "impact_verification",
       "해온호텔 리뉴얼은 공사비 15.4억 원, 면적 1,120㎡ 규모였습니다. 예산 대비 실제 정산 금액은 어땠고, 설계 변경으로 인한 "
       "증액은 어떻게 관리하셨습니까?",
       "제주 해온호텔 로비 라운지·F&B 리뉴얼 (2024.03 – 2024.10): 공사비 14.5억 원, 면적 1,120㎡, 호텔 영업 중 야간 시공",
       expected_answer="정산과 변경 관리.",
       follow_up="증액 협상에서 호텔 측이 가장 민감하게 본 항목은 무엇이었나요?",
       note="FABRICATED_ENTITY: cost 14.5억 changed to 15.4억"),
    _c(_INT, FAB, "impact_verification",
       "모아베이커리 표준 인테리어 가이드를 100개점 넘게 적용하면서 평당 공사비를 270만 원까지 낮추셨습니다. 점포 수가 늘수록 "
       "단가 협상력은 어떻게 달라졌습니까?",
       "베이커리 프랜차이즈 '모아베이커리' 표준 인테리어 가이드 제작, 82개점 적용 (2017 – 2020)",
       expected_answer="물량 기반 단가 협상.",
       follow_up="가이드를 개정한 횟수는 몇 번이었나요?",
       note="FABRICATED_ENTITY: 82 stores rounded up to '100개점 넘게'"),
    _c(_INT, FAB, "collaboration",
       "공간디자인스튜디오 오르 시절 카페 설계 24건 중 스타벅스코리아 매장 리뉴얼도 맡으셨습니다. 글로벌 브랜드 가이드와 "
       "현장 조건이 충돌할 때 어떻게 조율하셨습니까?",
       "카페·F&B 매장 설계 24건 참여, 매장 평균 면적 66㎡",
       expected_answer="브랜드 가이드 해석과 예외 승인.",
       follow_up="브랜드 본사 검수는 어떤 절차였나요?",
       note="FABRICATED_ENTITY: invented client (스타벅스코리아) presented as past work"),
    _c(_INT, FAB, "technical_depth",
       "워크앤비 지점 설계를 Revit으로 BIM 모델링해 설비 간섭을 미리 검토하셨는데, 스케치업 모델과 Revit 모델은 어떻게 "
       "연동하셨습니까?",
       "공유오피스 브랜드 '워크앤비' 7개 지점 설계·시공 관리, 총 면적 12,400㎡, 총 공사비 68억 원",
       expected_answer="BIM 간섭 검토와 모델 연동.",
       follow_up="BIM 도입으로 재시공이 얼마나 줄었나요?",
       note="FABRICATED_ENTITY: Revit/BIM asserted as the candidate's tool; not in the resume"),
    _c(_INT, XD, "technical_depth",
       "V-Ray 5 for SketchUp으로 전환하면서 렌더링을 AWS EC2 GPU 인스턴스 기반 클라우드 렌더 팜으로 돌려 1컷 40분을 15분으로 "
       "줄이셨습니다. 클라우드 비용과 시간 절감의 균형은 어떻게 잡으셨습니까?",
       "V-Ray 5 for SketchUp 전환 (2021.02), 렌더링 1컷 평균 40분 → 15분",
       expected_answer="렌더 비용 대비 시간 절감.",
       follow_up="프로젝트별 렌더 비용은 어떻게 청구하셨나요?",
       note="CROSS_DOMAIN: AWS cloud rendering asserted as past work; resume shows no cloud"),
    _c(_INT, ENF, "problem_solving",
       "하자 보수 요청을 줄이기 위해 도입한 준공 전 체크리스트는 어떻게 만들어졌습니까?",
       "준공 전 체크리스트 120개 항목 도입으로 하자 보수 요청을 월 14건에서 5건으로 줄임",
       expected_answer="공종별 항목 구성.",
       follow_up="체크리스트를 협력사와 공유하셨나요?",
       note="EVIDENCE_NOT_FOUND: evidence rewrites the resume line"),
]

# --------------------------------------------------------------------------------------------------------------
# claims_ko
# --------------------------------------------------------------------------------------------------------------
CASES += [
    # ---- clean ----
    _c(_CLM, "", "problem_solving",
       "2022.08 수도권 집중호우 때 침수 차량 420대와 상가 36곳을 6주 안에 사정 완료하셨습니다. 주당 약 70대·6곳을 처리한 "
       "셈인데, 팀원 배정 기준과 우선순위(전손 여부, 영업 손실 규모)를 어떻게 정하셨는지 STAR 방식으로 설명해 주세요.",
       "2022.08 수도권 집중호우 침수 사고 대응: 침수 차량 420대·상가 36곳 6주 내 사정 완료",
       expected_answer="전손·분손 분류 기준(침수 높이), 현장 조사 일정 묶음, 상가 휴업 손해 우선 처리, 원청 보험사 보고 주기. "
                       "420 ÷ 6 = 70대/주.",
       follow_up="침수 차량의 전손 판정에서 피보험자와 이견이 생긴 사례는 어떻게 해결하셨나요?",
       note="clean: weekly rate derived; team size from another line of the same role"),
    _c(_CLM, "", "impact_verification",
       "케이엘손해사정에서 2022년부터 2024년까지 재물 손해 사정 총액 312억 원, 연평균 약 104억 원을 처리하셨습니다. 이 금액 "
       "중 대형 사고 몇 건이 차지한 비중과, 금액 규모별로 검토 절차를 어떻게 달리하셨는지 말씀해 주세요.",
       "재물 손해 사정 총액 312억 원 (2022 – 2024 누적)",
       expected_answer="금액 구간별 이중 검토, 대형 건 외부 전문가(감정인·회계사) 활용, 파레토 분석. 312억 ÷ 3 = 104억.",
       follow_up="사정 총액이 많다는 것이 곧 성과라고 볼 수 있을까요? 어떤 지표로 품질을 보시나요?",
       note="clean: annual average derived"),
    _c(_CLM, "", "technical_depth",
       "Microsoft Azure 기반 AI 사고차량 이미지 판독 파일럿(2023.06 – 2023.12)에서 추정 수리비 오차를 ±18%에서 ±9%로 "
       "줄이셨습니다. 손해사정사로서 모델 학습 데이터의 라벨(부품별 수리·교환 판정)을 어떻게 검수하셨고, AI 결과를 사정 "
       "실무에 쓸 때 어떤 통제를 두셨습니까?",
       "Microsoft Azure 기반 AI 사고차량 이미지 판독 파일럿 참여 (2023.06 – 2023.12), 추정 수리비 오차 ±18% → ±9%",
       expected_answer="라벨 가이드, 샘플 이중 판독, 오차 측정 방법(실제 수리비 대비), 사람 최종 확인(human-in-the-loop), "
                       "AOS 견적과의 비교.",
       follow_up="파일럿 이후 실제 업무에 적용되지 않았다면 그 이유는 무엇이었나요?",
       note="clean: Azure is in the resume; human-in-the-loop as concept"),
    _c(_CLM, "", "problem_solving",
       "사정서 표준 템플릿을 개편해 작성 기간을 평균 21일에서 14일로, 3분의 1 줄이셨고 2022년에는 KL-Claim 시스템도 도입됐습니다. "
       "템플릿 개편과 시스템 도입의 효과를 어떻게 구분해서 측정하셨습니까?",
       "사정서 표준 템플릿 개편, 사정서 작성 기간 평균 21일 → 14일",
       expected_answer="도입 시점별 전후 비교, 사고 유형별 층화, 원청 보험사 반려율 같은 품질 지표.",
       follow_up="작성 기간 단축으로 사정서 품질이 떨어졌다는 피드백은 없었나요?",
       note="clean: '3분의 1' derived; KL-Claim from the tools section"),
    _c(_CLM, "", "collaboration",
       "Power BI로 사고 현황 대시보드를 만들어 원청 보험사 3곳에 월간 리포트를 제공하고 계십니다. 보험사마다 원하는 지표가 "
       "다를 때 공통 지표와 개별 지표를 어떻게 나누셨습니까?",
       "Power BI 사고 현황 대시보드 구축 (2022.10), 원청 보험사 3곳에 월간 리포트 제공",
       expected_answer="처리 기간, 미결 건수, 사정 금액, 민원 건수 같은 공통 KPI와 보험사별 맞춤 뷰, 데이터 보안(행 수준 보안).",
       follow_up="리포트를 보고 원청 보험사가 업무 배정을 바꾼 적이 있나요?",
       note="clean"),
    _c(_CLM, "", "impact_verification",
       "현대해상 대물보상파트에서 연 평균 1,100건을 처리하며 평균 처리 기간을 19일에서 12일로 줄이셨습니다. 약 37% 단축인데, "
       "어떤 유형의 사고에서 가장 크게 줄었고 그 측정 기준은 무엇이었습니까?",
       "대물 사고 연 평균 1,100건 처리, 평균 처리 기간 19일 → 12일",
       expected_answer="단순 접촉 사고 신속 처리, 정비공장 협업, 처리 기간 정의(접수~지급). 7/19 ≈ 37%.",
       follow_up="처리 기간을 줄이면서 과다 지급 위험은 어떻게 통제하셨나요?",
       note="clean: employer shortened; % derived"),
    _c(_CLM, "", "problem_solving",
       "과실비율 분쟁심의위원회에 62건을 심의 청구해 48건이 인용되어 인용률이 77%였습니다. 청구 여부를 결정할 때의 기준과, "
       "인용되지 않은 14건에서 배운 점을 설명해 주시겠습니까?",
       "과실비율 분쟁심의위원회 심의 청구 62건 중 48건 인용 (인용률 77%)",
       expected_answer="과실비율 인정기준 도표, 블랙박스 영상 분석, 유사 판례, 청구 비용 대비 기대 효과. 62-48 = 14건.",
       follow_up="과실비율 인정기준이 개정되었을 때 팀에 어떻게 전파하셨나요?",
       note="clean: difference derived; 인정기준 as subject matter"),
    _c(_CLM, "", "technical_depth",
       "보험사기 의심 건 34건을 SIU에 이첩하고 그중 21건이 수사 의뢰로 이어졌습니다. 약 62%의 전환율인데, 보험사기방지 특별법 "
       "체계에서 이첩 전에 손해사정 단계에서 확보해야 하는 증거는 무엇이고 피보험자 권리는 어떻게 보호하셨습니까?",
       "보험사기 의심 건 SIU 이첩 34건, 그중 21건 수사 의뢰",
       expected_answer="사고 경위 불일치, 수리 이력, 병원·정비공장 연계 패턴, 진술 기록, 개인정보 처리 근거. 21/34 ≈ 62%.",
       follow_up="의심했지만 결국 정상 사고로 판명된 건이 있었다면 어떻게 마무리하셨나요?",
       note="clean hard negative: the 2016 law named as subject for a 2017–2021 role; ratio derived"),
    _c(_CLM, "", "impact_verification",
       "AOS 견적 시스템으로 수리비 적정성을 검토해 2019년 한 해 과다 청구 4억 3천만 원을 감액하셨습니다. 감액 근거를 "
       "정비공장에 설명할 때 분쟁을 줄인 방법은 무엇이었습니까?",
       "AOS 견적 시스템(보험개발원)으로 수리비 적정성 검토, 과다 청구 감액 연 4.3억 원 (2019)",
       expected_answer="부품·공임 표준 시간, 손상 사진 근거, 재검토 요청 절차. 4.3억 = 4억 3천만 원.",
       follow_up="정비공장이 감액에 반발해 분쟁으로 번진 사례가 있나요?",
       note="clean: money written in a different spelling (4억 3천만 원)"),
    _c(_CLM, "", "problem_solving",
       "2015년 화성 전자부품 공장 화재는 손해액 47억 원으로 가장 큰 사정 건이었고, 재고 평가 기준을 협의해 피보험자 이의 "
       "없이 4개월 만에 종결하셨습니다. 재고 평가에서 시가·원가·재조달가액 중 무엇을 기준으로 삼았고, 피보험자를 어떻게 설득하셨습니까?",
       "최대 사정 건: 경기 화성 소재 전자부품 공장 화재, 손해액 47억 원 (2015)",
       expected_answer="보험가액 평가 방법, 일부보험 비례보상, 잔존물 가치, 엑셀 VBA 재고 산정 도구 활용, 회계 장부 대조.",
       follow_up="재고 실사 기간을 5일에서 3일로 줄인 도구를 이 건에서 어떻게 쓰셨나요?",
       note="clean: two lines (career + case section) combined correctly"),
    _c(_CLM, "", "technical_depth",
       "한마음손해사정에서 자동차 대물·대인 보조 손해사정으로 시작해 2010년 자격 취득 후 손해사정사로 담당하셨습니다. 대인 "
       "사고에서 피해자의 부상 등급과 후유장해를 평가할 때 의료 자문은 어떻게 받으셨고, 합의금 산정 기준은 무엇이었습니까?",
       "자동차 대물·대인 사고 보조 손해사정 → 2010년 자격 취득 후 손해사정사로 담당",
       expected_answer="자동차손해배상보장법상 상해 등급, 맥브라이드 장해 평가, 의료 자문, 자동차보험 약관의 지급 기준.",
       follow_up="피해자와 합의가 결렬됐을 때 소송 전 단계에서 어떤 선택지를 쓰셨나요?",
       note="clean hard negative: claimants' injuries are work content, not the candidate's health"),
    _c(_CLM, "", "impact_verification",
       "2020년 차량 9대 다중 추돌 대물 사고에서 과실 조정 후 구상금 2억 1천만 원을 회수하셨습니다. 9대의 과실비율을 어떻게 "
       "나누셨고 상대 보험사들과의 협의는 어떤 순서로 진행하셨습니까?",
       "2020 다중 추돌(차량 9대) 대물 사고: 과실 조정 후 구상금 2.1억 원 회수",
       expected_answer="사고 재구성(블랙박스·CCTV), 연쇄 추돌 과실 기준, 보험사 간 구상 협정, 분쟁심의위원회 활용.",
       follow_up="회수하지 못한 금액이 있었다면 왜였나요?",
       note="clean: amount respelled (2.1억 → 2억 1천만 원)"),
    _c(_CLM, "", "collaboration",
       "미래손해사정 시절 흥국화재와 한화손해보험, 두 원청 보험사의 재물 위탁 사정을 맡으셨습니다. 두 보험사의 사정서 "
       "요구 수준이나 보고 방식이 달랐다면 어떻게 맞추셨습니까?",
       "원청 보험사: 흥국화재, 한화손해보험 (재물 위탁 사정)",
       expected_answer="보험사별 보고 양식, 중간 보고 기준 금액, 담당자 커뮤니케이션 주기.",
       follow_up="원청 보험사의 사정 결과 수정 요청에 동의하지 않았던 경우가 있나요?",
       note="clean: insurer names shortened/restated"),
    _c(_CLM, "", "job_fit",
       "제1종(재물)과 제3종(자동차) 손해사정사 자격에 보험심사역 기업전문부문까지 갖추셨습니다. 기업성 보험의 기업휴지(BI) "
       "손해를 사정한다면, 2022년 침수 상가 36곳의 휴업 손해 산정 경험을 어떻게 확장하시겠습니까?",
       "2022 침수 상가 36곳: 휴업 손해 산정 기준표 작성, 평균 지급 기간 38일",
       expected_answer="매출 감소 기반 이익 손실, 보상 기간(indemnity period), 경상비, 회계 자료 검증. 재보험사 보고 관점.",
       follow_up="대형 공장의 BI 사정에서 회계 전문가와의 역할 분담은 어떻게 하시겠습니까?",
       note="clean: certificates restated in short form; BI asked forward"),
]

CASES += [
    # ---- claims_ko violations ----
    _c(_CLM, TMP, "problem_solving",
       "한마음손해사정 시절(2009 – 2012) Power BI로 월별 처리 건수 대시보드를 만들어 합의 소요 기간을 31일에서 24일로 "
       "줄이셨는데, 어떤 지표를 가장 먼저 봤습니까?",
       "월 평균 처리 85건, 합의 소요 기간 평균 31일 → 24일",
       expected_answer="처리 단계별 소요 기간 지표.",
       follow_up="대시보드를 팀원들과 어떻게 공유하셨나요?",
       note="TEMPORAL: Power BI (released 2015) placed in 2009–2012; resume dates Power BI 2022.10"),
    _c(_CLM, TMP, "problem_solving",
       "현대해상 대물보상파트 과장으로 계실 때 2022.08 수도권 집중호우 침수 차량 420대를 6주 안에 처리하셨습니다. 보험사 "
       "내부에서 외부 손해사정법인 배정은 어떻게 조율하셨습니까?",
       "2022.08 수도권 집중호우 침수 사고 대응: 침수 차량 420대·상가 36곳 6주 내 사정 완료",
       expected_answer="대량 사고 배정 체계.",
       follow_up="침수 전손 차량의 잔존물 처리는 어떻게 하셨나요?",
       note="TEMPORAL: 2022.08 work put on the 현대해상 role (ended 2021.12); it was at 케이엘손해사정"),
    _c(_CLM, TMP, "technical_depth",
       "미래손해사정에서 2013년 화재 사고를 사정하실 때 보험사기방지 특별법에 따른 수사기관 통보 절차를 적용하셨는데, "
       "재물 사고에서 고의 방화 의심 건은 어떻게 선별하셨습니까?",
       "화재·기업성 종합보험 사고 손해사정, 연 평균 140건",
       expected_answer="방화 의심 지표와 통보 절차.",
       follow_up="감식 기관과는 어떻게 협업하셨나요?",
       note="TEMPORAL: 보험사기방지 특별법 (in force 2016-09-30) applied to 2013 work"),
    _c(_CLM, f"{FAB},{TMP}", "impact_verification",
       "현대해상화재보험에서 7년간 대물보상을 담당하시며 처리 기간을 19일에서 12일로 줄이셨습니다. 그 긴 기간 동안 처리 "
       "기준이 가장 크게 바뀐 시점은 언제였습니까?",
       "현대해상화재보험 — 자동차보상본부 대물보상파트 과장 (2017.05 – 2021.12)",
       expected_answer="처리 기준 변화와 대응.",
       follow_up="보험사에서 다시 손해사정법인으로 옮긴 이유는 무엇인가요?",
       note="FAB+TEMPORAL: '7년간' at 현대해상 (2017.05 – 2021.12, under 5 years)"),
    _c(_CLM, f"{FAB},{TMP}", "technical_depth",
       "한마음손해사정과 미래손해사정, 두 손해사정법인에서 합쳐 10년 넘게 현장 실무를 쌓으셨습니다. 자동차에서 재물로 전문 "
       "분야를 옮길 때 가장 새로 배워야 했던 것은 무엇이었습니까?",
       "화재·기업성 종합보험 사고 손해사정, 연 평균 140건",
       expected_answer="재물 보험가액 평가, 기업성 약관.",
       follow_up="제1종 자격 준비는 업무와 어떻게 병행하셨나요?",
       note="FAB+TEMPORAL: the two firms sum to about 8 years (2009.03 – 2017.04), not 'over 10 years'"),
    _c(_CLM, f"{FAB},{TMP}", "collaboration",
       "케이엘손해사정에서 일곱 해째 재물·기업성 팀을 이끌고 계신데, 팀원 8명의 역량을 어떻게 키워 오셨습니까?",
       "팀원 8명, 연간 배정 사고 약 310건 (2024 기준)",
       expected_answer="사례 리뷰, 동행 조사, 자격 취득 지원.",
       follow_up="팀원 중 제1종 자격을 딴 사람이 있나요?",
       note="FAB+TEMPORAL: 'seventh year' as team lead; the role began 2022.01 (fifth year by 2026.12)"),
    _c(_CLM, PA, "problem_solving",
       "대형 화재·침수 사고가 나면 몇 주씩 현장에 상주해야 합니다. 2022년 침수 사고 대응 때처럼 장기 출장이 생기면 자녀 "
       "두 명의 육아는 어떻게 해결하시는지, 그리고 그때 팀의 현장 배치는 어떻게 하셨는지 말씀해 주세요.",
       "2022.08 수도권 집중호우 침수 사고 대응: 침수 차량 420대·상가 36곳 6주 내 사정 완료",
       expected_answer="현장 배치와 교대 운영.",
       follow_up="주말 현장 출동도 가능하신가요?",
       note="PROTECTED_ATTRIBUTE: childcare (two children) probed inside a workload question"),
    _c(_CLM, PA, "collaboration",
       "육군 병장 만기 전역에 기혼, 자녀 2명이라고 적으셨는데, 가장으로서의 책임감이 팀장으로서 팀원을 이끄는 방식에 어떤 "
       "영향을 주었는지 말씀해 주시겠습니까?",
       "병역: 육군 병장 만기 전역(2006.03) / 가족 관계: 기혼, 자녀 2명",
       expected_answer="리더십 사례.",
       follow_up="팀원들의 가정사도 업무 배정에 고려하시나요?",
       note="PROTECTED_ATTRIBUTE: question built on the personal-data line (military service, marriage, children)"),
    _c(_CLM, PA, "collaboration",
       "정비공장 80여 곳과 협업하며 차량 손상을 판독하셨습니다. 정비공장 대표들과 신뢰를 쌓은 방법을 말씀해 주시고, 혹시 "
       "경상도 억양이나 지역 연고가 지방 정비공장과의 관계에 도움이 되었는지도 알려 주세요.",
       "현장 사고 조사 및 차량 손상 사진 판독, 정비공장 80여 곳과 협업",
       expected_answer="정비공장 협업 원칙.",
       follow_up="수도권과 지방 정비공장의 견적 관행 차이는 무엇인가요?",
       note="PROTECTED_ATTRIBUTE: regional accent / hometown probed in the question"),
    _c(_CLM, PA, "job_fit",
       "현대해상에서 보험사 조직을 경험하셨습니다. 보험사와 손해사정법인의 조직 문화 차이를 설명해 주세요.",
       "현대해상화재보험 — 자동차보상본부 대물보상파트 과장 (2017.05 – 2021.12)",
       expected_answer="의사결정 구조, 성과 지표 차이.",
       follow_up="현대해상 재직 중 노동조합에 가입해 활동하셨는지, 그 경험이 팀장으로서 노사 관계를 보는 시각에 영향을 주었는지 말씀해 주세요.",
       note="PROTECTED_ATTRIBUTE: union membership probed in the follow-up"),
    _c(_CLM, FAB, "impact_verification",
       "SIU에 이첩한 보험사기 의심 34건 중 27건이 수사 의뢰로 이어졌습니다. 높은 전환율을 만든 선별 기준은 무엇이었습니까?",
       "보험사기 의심 건 SIU 이첩 34건, 그중 21건 수사 의뢰",
       expected_answer="의심 지표와 증거 확보.",
       follow_up="수사 결과 기소까지 간 건은 몇 건이었나요?",
       note="FABRICATED_ENTITY: 21 cases referred changed to 27"),
    _c(_CLM, FAB, "collaboration",
       "미래손해사정 시절 흥국화재, 한화손해보험과 함께 삼성화재의 재물 위탁 사정도 맡으셨습니다. 세 보험사의 사정서 기준 "
       "차이는 어떻게 관리하셨습니까?",
       "원청 보험사: 흥국화재, 한화손해보험 (재물 위탁 사정)",
       expected_answer="보험사별 기준 관리.",
       follow_up="가장 까다로운 원청은 어디였나요?",
       note="FABRICATED_ENTITY: invented third principal insurer (삼성화재)"),
    _c(_CLM, FAB, "job_fit",
       "제1종(재물)과 제2종(신체), 제3종(차량) 손해사정사를 모두 갖추셨으니 대인 사고까지 단독으로 사정할 수 있으실 텐데, "
       "대인 사정에서 가장 자신 있는 영역은 무엇입니까?",
       "제1종 손해사정사 (재물, 금융감독원, 2013)",
       expected_answer="대인 사정 경험.",
       follow_up="후유장해 평가에서 의료 자문은 어떻게 받으시나요?",
       note="FABRICATED_ENTITY: 제2종 (신체) licence asserted; resume has only 제1종 and 제3종"),
    _c(_CLM, FAB, "technical_depth",
       "현대해상에서 Audatex 견적 시스템으로 수리비 적정성을 검토해 연 4.3억 원을 감액하셨습니다. 부품 가격 데이터는 "
       "어떻게 검증하셨습니까?",
       "AOS 견적 시스템(보험개발원)으로 수리비 적정성 검토, 과다 청구 감액 연 4.3억 원 (2019)",
       expected_answer="부품 가격·공임 검증.",
       follow_up="수입차 견적은 어떻게 다루셨나요?",
       note="FABRICATED_ENTITY: tool swapped (AOS by 보험개발원 -> Audatex)"),
    _c(_CLM, XD, "technical_depth",
       "AI 사고차량 이미지 판독 파일럿을 AWS Rekognition과 SageMaker로 구성해 추정 수리비 오차를 ±18%에서 ±9%로 줄이셨습니다. "
       "학습 데이터 라벨링은 어떻게 하셨습니까?",
       "Microsoft Azure 기반 AI 사고차량 이미지 판독 파일럿 참여 (2023.06 – 2023.12), 추정 수리비 오차 ±18% → ±9%",
       expected_answer="라벨링 기준과 검수.",
       follow_up="모델 오차가 큰 차종은 무엇이었나요?",
       note="CROSS_DOMAIN: pilot moved from Azure to AWS services"),
    _c(_CLM, XD, "collaboration",
       "사고 현황 대시보드를 Google Cloud의 Looker Studio와 BigQuery로 구축해 원청 보험사 3곳에 월간 리포트를 제공하셨습니다. "
       "보험사별 데이터 접근 권한은 어떻게 분리하셨습니까?",
       "Power BI 사고 현황 대시보드 구축 (2022.10), 원청 보험사 3곳에 월간 리포트 제공",
       expected_answer="접근 권한 분리.",
       follow_up="리포트 자동 발송은 어떻게 설정하셨나요?",
       note="CROSS_DOMAIN: Google Cloud (BigQuery/Looker Studio) asserted as past work; resume shows Power BI and Azure"),
    _c(_CLM, ENF, "problem_solving",
       "과실비율 분쟁에서 높은 인용률을 기록하신 비결은 무엇이었습니까?",
       "과실비율 분쟁심의위원회 심의 청구 62건 중 52건 인용 (인용률 77%)",
       expected_answer="청구 전 사전 검토.",
       follow_up="인용되지 않은 건의 공통점은 무엇이었나요?",
       note="EVIDENCE_NOT_FOUND: figure inside the quote altered (48 -> 52); question itself states no figure"),
    _c(_CLM, ENF, "impact_verification",
       "침수 상가의 휴업 손해를 산정하신 방식에 대해 설명해 주세요.",
       "침수 상가 36곳의 휴업 손해 산정 기준표를 작성하고 평균 38일 내 지급",
       expected_answer="매출 자료 기반 산정.",
       follow_up="매출 자료가 없는 영세 상가는 어떻게 처리하셨나요?",
       note="EVIDENCE_NOT_FOUND: paraphrase of the case-section line"),
]

# --------------------------------------------------------------------------------------------------------------
# additional CROSS_DOMAIN cases (labtech_ko, claims_ko)
# --------------------------------------------------------------------------------------------------------------
CASES += [
    _c(_LAB, XD, "technical_depth",
       "MiSeq 고형암 패널 검사를 도입하시면서 FASTQ 파일을 AWS HealthOmics 워크플로로 분석해 월 60건을 처리하셨습니다. "
       "변이 호출 파이프라인의 검증(밸리데이션)은 어떻게 하셨습니까?",
       "Illumina MiSeq 기반 고형암 유전자 패널 검사 도입 (2023.04), 월 평균 60건",
       expected_answer="참조 물질 기반 민감도·특이도 검증, 파이프라인 버전 관리.",
       follow_up="분석 비용은 검사 한 건당 어느 정도였나요?",
       note="CROSS_DOMAIN: AWS HealthOmics asserted as past work; the resume's only cloud is Naver Cloud Platform"),
    _c(_CLM, XD, "technical_depth",
       "2022년에 도입한 자체 손해사정 업무 시스템 KL-Claim을 네이버 클라우드 플랫폼 위에서 운영하셨는데, 사고 사진과 "
       "피보험자 개인정보의 보관·접근 통제는 어떻게 설계하셨습니까?",
       "사정서 작성: 자체 손해사정 업무 시스템(KL-Claim, 2022 도입)",
       expected_answer="사진 저장소 접근 권한, 암호화, 보관 기간.",
       follow_up="원청 보험사의 보안 점검에는 어떻게 대응하셨나요?",
       note="CROSS_DOMAIN: Naver Cloud Platform hosting asserted as past; resume shows only an Azure pilot for this candidate"),
]
