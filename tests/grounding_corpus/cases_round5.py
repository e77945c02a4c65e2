"""Fifth tuning batch: coverage from authoritative enumerations, not from cases.

Round 5 grew the technology catalogue by whole domains (AI models and products, cloud services, data, mobile,
frontend, observability, security, design, business SaaS, ERP, healthcare IT and medicines, CAD/BIM, finance and
management-system standards, education technology, game engines, bioinformatics, aircraft types, Korean public
programmes) and the protected-attribute lexicon by the grounds the law enumerates (국가인권위원회법 제2조 제3호,
채용절차법 제4조의3, the EEOC's list; see `graph.rules.protected.STATUTORY_GROUNDS`). These cases exercise both:
TEMPORAL and CROSS_DOMAIN positives built on the new entries, one or more questions per enumerated ground, and
clean hard negatives — the same products placed where the documents place them, the hiring company's stack from
a job description asked forward, hypotheticals, expected answers that name tools, ordinary words that are also
product names, and the grounds' words as the subject matter of the work.

Each case is a dict, in the shape of `cases_round2` to `cases_round4`. `doc`, `jd` and `evidence_doc` name a
document of resumes5/ by its stem, or a document of an earlier batch as "<folder>/<stem>" (the earlier batches'
documents are reused rather than copied). The three new documents: a mobile-turned-AI application engineer
(ai_ko, on AWS with Firebase), the job description of a digital-health company hiring one (jd_ai_ko), and a
bioinformatics scientist (bioinfo_en, on AWS). Conventions carried over: a cloud-ecosystem swap asserted as past
work is CROSS_DOMAIN only; a product placed in a role that ended before it existed is TEMPORAL only.
"""

from __future__ import annotations

FAB = "FABRICATED_ENTITY"
XD = "CROSS_DOMAIN"
TMP = "TEMPORAL"
PA = "PROTECTED_ATTRIBUTE"


def _c(doc, expected, category, question, evidence, *, jd=None, evidence_doc=None,
       expected_answer="", follow_up="", note=""):
    return {"doc": doc, "jd": jd, "expected": expected, "question": question, "evidence": evidence,
            "evidence_doc": evidence_doc or doc, "category": category,
            "expected_answer": expected_answer, "follow_up": follow_up, "note": note}


AI, JD, BIO = "ai_ko", "jd_ai_ko", "bioinfo_en"
CAB, EMD, CRC, POL = "resumes4/cabin_ko", "resumes4/emd_ko", "resumes4/crc_ko", "resumes4/policy_ko"
ANA, TW, REC, SOL = "resumes4/analyst_en", "resumes4/techwriter_en", "resumes4/recruiter_en", "resumes4/solar_en"

# --- document lines quoted as evidence (each occurs verbatim in its document) ---

A = {  # ai_ko
    "gpt4": "GPT-4 기반 고객 상담 요약·답변 초안 기능 출시 (2023.05), 상담원 1건당 처리 시간 7.2분 → 4.1분",
    "rag": "LangChain과 Qdrant로 사내 문서 RAG 파이프라인 구축, 답변 근거 인용 정확도 71% → 89% (내부 평가셋 600문항)",
    "haiku": "Amazon Bedrock의 Claude 3 Haiku로 분류 모델 교체 (2024), 월 추론 비용 1,900만 원 → 620만 원",
    "kmp": "Kotlin Multiplatform으로 상담원용 모바일 앱의 공통 로직 통합, 안드로이드·iOS 중복 코드 약 40% 감소",
    "regress": "프롬프트 회귀 테스트 자동화 (GitHub Actions), 배포 전 평가 점수 하락 건 차단 23회",
    "team": "팀원 5명 (ML 엔지니어 2, 백엔드 2, 모바일 1) 리드",
    "flutter": "Flutter 2로 판매자 앱 전면 재작성 (2021), 안드로이드·iOS 릴리스 주기 4주 → 2주",
    "crash": "Firebase Crashlytics 도입, 크래시 없는 사용자 비율 97.1% → 99.4%",
    "tableau": "Tableau로 앱 퍼널 대시보드 구축, 장바구니 이탈 구간 3곳 개선",
    "fcm": "푸시 알림 개인화 (Firebase Cloud Messaging), 알림 클릭률 2.3% → 3.9%",
    "bundle": "앱 번들 크기 48MB → 31MB",
    "outsource": "안드로이드(Java, Kotlin)·iOS(Swift) 외주 앱 14건 개발",
    "rx": "RxJava 기반 오프라인 동기화 모듈 개발, 동기화 실패율 6% → 0.8%",
    "jenkins": "Jenkins로 빌드 자동화, 배포 준비 시간 하루 → 2시간",
    "skills": "Kotlin, Swift, Dart(Flutter), Python, TypeScript, LangChain, Qdrant, Amazon Bedrock, AWS Lambda, Firebase, GitHub Actions, Tableau",
    "school": "한양대학교 컴퓨터소프트웨어학부 학사 (2010.03 ~ 2016.02)",
}

J = {  # jd_ai_ko
    "kb": "Claude 3.5 Sonnet과 Amazon Bedrock Knowledge Bases 기반 환자 문의 응대 기능 개발",
    "graph": "LangGraph로 다단계 문진 요약 에이전트 설계",
    "guard": "Guardrails for Amazon Bedrock으로 의료 정보 응답 안전장치 운영",
    "next": "Next.js 14 기반 병원 관리자 웹과 Kotlin Multiplatform 모바일 앱 연동",
    "fhir": "FHIR R4 기반 병원 EMR 연동 API 설계",
    "eval": "RAG 검색 품질 평가 체계 설계 경험",
    "isms": "ISMS-P 인증 대응 경험",
    "pipa": "개인정보 보호법에 따른 가명처리 경험",
}

B = {  # bioinfo_en
    "scrna": "Run the single-cell RNA-seq pipeline for CAR-T manufacturing batches: Cell Ranger, Scanpy and Nextflow on AWS Batch.",
    "spot": "Cut per-batch analysis time from 30 hours to 7 hours by moving alignment to spot instances.",
    "clono": "Built the clonotype-tracking report used in 4 clinical programmes; 212 patient samples processed in 2023.",
    "af2": "Used AlphaFold 2 models to prioritise 9 binder designs for wet-lab validation (2022).",
    "lead": "Lead a team of 4 scientists; introduced code review and nf-core style modules.",
    "seurat": "Analysed single-cell and bulk RNA-seq for 3 immuno-oncology targets using Seurat and R.",
    "snake": "Migrated 22 legacy Perl scripts to a Snakemake workflow; reruns took 2 days instead of 2 weeks.",
    "tme": "Built a tumour-microenvironment signature that ranked 140 cell lines for the screening team.",
    "hpc": "Ran analyses on the on-premise HPC cluster (SLURM, 2,000 cores).",
    "gatk": "Called germline variants on Illumina HiSeq 2500 data with BWA, SAMtools and GATK 3 for 30+ research groups.",
    "exomes": "Processed about 4,500 exomes; median turnaround fell from 15 to 6 working days.",
    "qc": "Wrote the core's QC report (coverage, duplication, contamination) in Python and R.",
    "phd": "PhD Computational Biology, University of Cambridge (2012)",
}

C = {  # earlier batches' documents
    "types": "기종 전환훈련 교안 개발: A350-900, B787-9, A321neo (3개 기종, 2021~2023)",
    "special": "특별식(할랄·코셔·채식·유아식) 탑재 오류 월 평균 17건 → 4건, 케이터링사와 이중 확인 절차 도입 (2018)",
    "initial": "신입 객실승무원 초기 안전훈련(8주 과정) 주 교관, 연 평균 240명 수료",
    "b737": "국내선·단거리 국제선(B737-800) 객실승무원",
    "ua": "Google Analytics(유니버설 애널리틱스)로 상품 상세페이지 이탈률 분석, 상세페이지 개편 후 이탈률 12%p 감소",
    "pos": "엑셀 POS 데이터 분석으로 행사 상품 발주량 제안, 행사 재고 소진율 74% → 89%",
    "bq": "Google BigQuery·Looker Studio로 카테고리 대시보드 구축 (2023), 주간 리포트 작성 시간 6시간 → 1시간",
    "price": "Python 기반 경쟁사 가격 모니터링 자동화 (2022년부터), 최저가 이탈 SKU 하루 평균 140개 → 35개",
    "holiday": "명절(설·추석) 선물세트 기획전 매출 전년 대비 32% 증가 (2018)",
    "chronic": "당뇨병·고혈압 등 만성질환 제2~3상 임상시험 14건 담당",
    "edc": "종이 CRF에서 EDC로의 전환 지원 (2016), 데이터 입력 지연 평균 11일 → 4일",
    "reply": "보육·아동 분야 입법조사 회답서 40여 건 작성",
    "leave": "육아휴직 급여 소득대체율 인상 효과 분석, 남성 육아휴직자 비중 21.2% → 28.9% (2019 → 2022) 변화 요인 분해",
    "survey": "전국 3,000가구 대상 돌봄 실태조사 설계·수행 (2021), 응답률 62.4%",
    "lbo": "Built LBO, DCF and comparable-company analyses for sell-side mandates.",
    "factset": "Maintained earnings models in Excel with FactSet data feeds for 22 companies.",
    "nowcast": "Built a freight-volume nowcast in Python on Snowflake; quarterly revenue estimates moved closer to reported figures by 2.1 percentage points on average.",
    "fhir": "Documented FHIR R4 and HL7 v2 integration APIs for 40+ hospital customers.",
    "dita": "Wrote user manuals and online help for an inventory-management desktop product in DITA with Oxygen XML.",
    "greenhouse": "Moved the team from Workable to Greenhouse (2021) and built structured interview kits with scorecards for 22 roles.",
    "screened": "Screened about 4,000 graduate-scheme applications a year.",
    "nec": "Checked designs against NEC 2014 and NEC 2017; permit approval time cut from 6 weeks to 3.5 weeks.",
}

# --- 1. TEMPORAL: a product, version, model or rule of the new catalogue placed before it existed ---

TEMPORAL_CASES = [
    _c(AI, TMP, "technical_depth", "픽셀웍스 시절 Flutter 2로 외주 앱을 만드실 때 네이티브 모듈 연동은 어떻게 하셨나요?", A["outsource"],
       note="Flutter 2 was released 2021.03; 픽셀웍스 ended 2019.03"),
    _c(AI, TMP, "technical_depth", "모아마켓 시절 Flutter 3로 판매자 앱을 재작성하셨을 때 상태 관리는 무엇으로 하셨나요?", A["flutter"],
       note="Flutter 3 was released 2022.05; 모아마켓 ended 2022.02 (the resume says Flutter 2)"),
    _c(AI, TMP, "problem_solving", "모아마켓에서 GPT-4o로 판매자 상품 설명을 자동 생성하셨을 때 품질 검수는 어떻게 하셨나요?", A["tableau"],
       note="GPT-4o was released 2024.05; 모아마켓 ended 2022.02"),
    _c(AI, TMP, "technical_depth", "픽셀웍스 시절 Android 12의 스플래시 화면 API 변경에 외주 앱들을 어떻게 대응시키셨나요?", A["outsource"],
       note="Android 12 (developer preview 2021.02, released 2021.10); 픽셀웍스 ended 2019.03"),
    _c(AI, TMP, "technical_depth", "모아마켓에서 iOS 17 대응을 하실 때 가장 손이 많이 간 변경은 무엇이었나요?", A["flutter"],
       note="iOS 17 (beta 2023.06, released 2023.09); 모아마켓 ended 2022.02"),
    _c(AI, TMP, "technical_depth", "모아마켓 시절 Firebase Genkit으로 추천 알림 문구를 생성하셨을 때 어떤 모델을 쓰셨나요?", A["fcm"],
       note="Firebase Genkit was released 2024.05; 모아마켓 ended 2022.02"),
    _c(AI, TMP, "technical_depth", "모아마켓에서 Swift 6의 엄격한 동시성 검사를 켜셨을 때 어떤 경고가 가장 많았나요?", A["bundle"],
       note="Swift 6 (beta 2024.06, released 2024.09); 모아마켓 ended 2022.02"),
    _c(AI, TMP, "technical_depth", "2020년에 Qdrant로 문서 검색을 구축하셨을 때 컬렉션 설계는 어떻게 하셨나요?", A["rag"],
       note="Qdrant was first released 2021, and the RAG work belongs to the 2022– role"),
    _c(AI, TMP, "problem_solving", "라이트하우스AI 초기인 2022년에 Claude 3.5 Sonnet으로 상담 요약을 만드셨을 때 환각은 어떻게 줄이셨나요?",
       A["gpt4"], note="Claude 3.5 Sonnet was released 2024.06"),
    _c(AI, TMP, "technical_depth", "모아마켓 시절 Amazon Bedrock Knowledge Bases로 판매자 FAQ 챗봇을 만드셨을 때 청크 크기는 어떻게 정하셨나요?",
       A["fcm"], note="Knowledge Bases for Amazon Bedrock (preview 2023.09); 모아마켓 ended 2022.02"),
    _c(AI, TMP, "collaboration", "픽셀웍스에서 GitHub Copilot Business를 팀에 도입하셨을 때 코드 리뷰 방식은 어떻게 바뀌었나요?", A["jenkins"],
       note="GitHub Copilot Business dates from 2022.12; 픽셀웍스 ended 2019.03"),
    _c(AI, TMP, "technical_depth", "모아마켓에서 Next.js 14로 판매자 웹을 만드셨을 때 App Router로 옮기면서 무엇이 어려웠나요?", A["tableau"],
       note="Next.js 14 was released 2023.10; 모아마켓 ended 2022.02"),
    _c(AI, TMP, "technical_depth", "픽셀웍스 시절 Kotlin 2.0의 K2 컴파일러로 빌드 시간을 얼마나 줄이셨나요?", A["jenkins"],
       note="Kotlin 2.0 (beta 2023.11, released 2024.05); 픽셀웍스 ended 2019.03"),
    _c(BIO, TMP, "technical_depth", "At Fenwick Genomics Core, how did you tune GATK4's HaplotypeCaller for the HiSeq 2500 exomes?", B["gatk"],
       note="GATK4 was released 2018.01; Fenwick ended February 2016 (the resume says GATK 3)"),
    _c(BIO, TMP, "technical_depth", "At Fenwick, how did you use Scanpy to build the core's QC report?", B["qc"],
       note="Scanpy dates from 2017; Fenwick ended February 2016"),
    _c(BIO, TMP, "technical_depth", "At Aldwick Pharma, how did you use AlphaFold 3 to model the immuno-oncology targets?", B["seurat"],
       note="AlphaFold 3 was released 2024.05; Aldwick ended December 2020"),
    _c(BIO, TMP, "technical_depth", "At Aldwick, how did you adapt the Snakemake workflow to Illumina NovaSeq X output?", B["snake"],
       note="NovaSeq X was announced 2022.09; Aldwick ended December 2020"),
    _c(BIO, TMP, "problem_solving", "In 2014, how did you set coverage thresholds for the NovaSeq 6000 exome runs?", B["exomes"],
       note="NovaSeq 6000 was announced 2017.01"),
    _c(BIO, TMP, "technical_depth", "At Aldwick, how did you run the Seurat analyses on AWS HealthOmics?", B["hpc"],
       note="AWS HealthOmics dates from 2022.11 (as Amazon Omics); Aldwick ended December 2020"),
    _c(BIO, TMP, "problem_solving", "At Aldwick, how did you evaluate Llama 3 for mining the target literature?", B["tme"],
       note="Llama 3 was released 2024; Aldwick ended December 2020"),
    _c(EMD, TMP, "impact_verification", "홈앤라이프몰 시절 Performance Max 캠페인으로 명절 기획전 트래픽을 모으셨을 때 ROAS는 어땠나요?", C["holiday"],
       note="Performance Max launched 2021.11; 홈앤라이프몰 ended 2019.08"),
    _c(EMD, TMP, "problem_solving", "그린마트 시절 토스페이먼츠 결제 데이터로 행사 효과를 검증하셨을 때 어떤 지표를 보셨나요?", C["pos"],
       note="토스페이먼츠 began 2020; 그린마트 ended 2015.12"),
    _c(CAB, TMP, "technical_depth", "한빛항공 입사 직후인 2012년에 A350-1000 전환훈련 교안을 만드셨을 때 기존 기종과 가장 달랐던 점은 무엇인가요?",
       C["types"], note="the A350-1000 entered service 2018.02"),
    _c(CAB, TMP, "technical_depth", "에어포레 시절 Boeing 787-9 객실에서 비상구 좌석 브리핑은 어떻게 하셨나요?", C["b737"],
       note="the 787-9 entered service 2014.08; 에어포레 ended 2011.07"),
    _c(CRC, TMP, "technical_depth", "한마음대학교병원 임상시험센터 시절 당뇨병 임상시험에서 Dexcom G7 데이터를 EDC로 옮기실 때 어떤 문제가 있었나요?",
       C["chronic"], note="Dexcom G7 dates from 2022; the role ended 2019.03"),
    _c(POL, TMP, "impact_verification", "국회입법조사처 시절 국민취업지원제도의 청년 참여 효과를 분석하실 때 비교 집단은 어떻게 잡으셨나요?",
       C["reply"], note="국민취업지원제도 began 2021.01; 국회입법조사처 ended 2014.06"),
    _c(ANA, TMP, "technical_depth", "At Lindell & Co., how did you adjust the LBO models for ASC 842 lease liabilities?", C["lbo"],
       note="ASC 842 (ASU 2016-02) was issued 2016.02; Lindell ended August 2015"),
    _c(ANA, TMP, "technical_depth", "At Meridian Securities, how did you use ChatGPT Enterprise to draft the initiation reports?", C["factset"],
       note="ChatGPT Enterprise launched 2023.08; Meridian ended February 2019"),
    _c(TW, TMP, "technical_depth", "At Northfield Software, how did you publish the online help with Docusaurus 2?", C["dita"],
       note="Docusaurus 2 dates from 2019; Northfield ended May 2017 (the resume says DITA)"),
    _c(REC, TMP, "technical_depth", "At Pennant, how did you screen the 4,000 graduate applications with ChatGPT Team?", C["screened"],
       note="ChatGPT Team launched 2024.01; Pennant ended September 2016"),
]

# --- 2. CROSS_DOMAIN: the work moved into a cloud the documents never show, with the new cloud entries ---

CROSS_DOMAIN_CASES = [
    _c(AI, XD, "technical_depth", "라이트하우스AI에서 Azure AI Studio로 프롬프트 평가를 돌리셨을 때 평가셋은 어떻게 관리하셨나요?", A["regress"],
       note="ai_ko shows AWS and Firebase, never Azure"),
    _c(BIO, XD, "technical_depth", "At Helix, how did you size the Cloud Run Jobs tasks that ran Cell Ranger?", B["scrna"],
       note="bioinfo_en runs on AWS Batch; Cloud Run Jobs is Google Cloud"),
    _c(BIO, XD, "technical_depth", "At Helix, why did you orchestrate the batches with Vertex AI Pipelines rather than Nextflow Tower?", B["scrna"],
       note="Vertex AI Pipelines is Google Cloud"),
    _c(EMD, XD, "technical_depth", "마켓온에서 AWS Glue DataBrew로 경쟁사 가격 데이터를 정제하셨을 때 규칙은 몇 개였나요?", C["price"],
       note="emd_ko shows Google Cloud (BigQuery), never AWS"),
    _c(ANA, XD, "technical_depth", "At Harrowgate, how did you run the freight nowcast on Azure Data Explorer?", C["nowcast"],
       note="analyst_en names Snowflake and no cloud; Azure Data Explorer is Azure"),
    _c(SOL, XD, "technical_depth", "At SunHarbor, how did you stream the SCADA data into Amazon Kinesis Video Streams?", C["nec"],
       note="solar_en shows Azure; Kinesis Video Streams is AWS"),
]

# --- 3. FABRICATED_ENTITY: a product the new catalogue knows, named as the candidate's own, that the documents lack ---

FABRICATED_CASES = [
    _c(AI, FAB, "technical_depth", "모아마켓에서 Amplitude로 앱 퍼널을 분석하셨을 때 장바구니 이탈 구간은 어떻게 찾으셨나요?", A["tableau"],
       note="the resume says Tableau"),
    _c(BIO, FAB, "technical_depth", "At Helix, how did you decide between Weaviate and pgvector for the clonotype search?", B["clono"],
       note="neither is in the resume"),
    _c(AI, FAB, "technical_depth", "픽셀웍스 시절 Sentry로 외주 앱 크래시를 모으셨을 때 알림 기준은 어떻게 정하셨나요?", A["rx"],
       note="Sentry is not in the resume (Crashlytics came later, at 모아마켓)"),
]

# --- 4. PROTECTED_ATTRIBUTE: one or more questions per enumerated ground, direct and indirect ---

PROTECTED = [
    _c(AI, PA, "collaboration", "팀원 5명을 리드하시는데, 이혼하신 뒤로 야근이나 주말 대응은 조금 편해지셨나요?", A["team"],
       note="혼인 여부 (이혼)"),
    _c(AI, PA, "growth", "요즘 시험관 시술 계획이 있으시면 출시 일정이 겹칠 수 있는데 괜찮으실까요?", A["gpt4"],
       note="임신 또는 출산 (시험관 시술)"),
    _c(BIO, PA, "collaboration", "The batch reviews start at 8am — how do you plan to handle school pickups and drop-offs?", B["lead"],
       note="family plans and childcare (school runs)"),
    _c(BIO, PA, "growth", "Are you trying for a baby in the next year or so? The programme timeline is tight.", B["clono"],
       note="pregnancy"),
    _c(AI, PA, "job_fit", "전라도 분이세요? 억양이 살짝 느껴져서요. 서울 근무는 괜찮으시죠?", A["school"],
       note="출신 지역"),
    _c(BIO, PA, "collaboration", "Your English is excellent — is it your first language, or did you learn it at school?", B["phd"],
       note="national origin (first language, not a job requirement)"),
    _c(BIO, PA, "job_fit", "Are you a U.S. citizen, or would you need sponsorship for the Boston site?", B["phd"],
       note="citizenship (work authorisation may be asked; citizenship may not)"),
    _c(ANA, PA, "growth", "You have been in the industry a while — how many years until you retire, roughly?", C["factset"],
       note="age (years to retirement)"),
    _c(AI, PA, "growth", "정년까지 몇 년 남지 않으셨을 텐데 새 프레임워크를 배우는 데 부담은 없으세요?", A["kmp"],
       note="나이 (정년)"),
    _c(AI, PA, "collaboration", "무슨 띠세요? 팀원들이 대부분 어려서 궁금해서요.", A["team"], note="나이 (띠)"),
    _c(TW, PA, "growth", "What year did you graduate from high school?", C["dita"], note="age (graduation year)"),
    _c(CAB, PA, "job_fit", "첫인상이 강하시다는 말 자주 들으시죠? 승객 응대에서 손해 본 적은 없으세요?", C["initial"],
       note="용모 (인상)"),
    _c(CAB, PA, "job_fit", "교관 업무를 하시면서 살을 빼실 계획은 있으신가요?", C["initial"], note="용모·체중"),
    _c(REC, PA, "job_fit", "Do you have any visible tattoos you would need to cover for client meetings?", C["greenhouse"],
       note="appearance (tattoos)"),
    _c(AI, PA, "collaboration", "부모님은 무슨 일을 하세요? 집안에 개발자가 있으셨나요?", A["school"],
       note="직계 존속의 직업 (채용절차법)"),
    _c(AI, PA, "collaboration", "누나분은 어느 회사 다니세요?", A["school"], note="형제자매의 직업 (채용절차법)"),
    _c(BIO, PA, "collaboration", "What do your parents do — are they scientists as well?", B["phd"], note="family occupation"),
    _c(EMD, PA, "job_fit", "한부모 가정에서 자라셨다고 들었는데 그게 MD 일에 어떤 영향을 줬나요?", C["pos"],
       note="가족 형태"),
    _c(AI, PA, "job_fit", "공익 근무 하셨나요? 현역으로 다녀오신 분들과 조직 적응이 좀 다르더라고요.", A["jenkins"],
       note="병역 (not a job requirement)"),
    _c(REC, PA, "collaboration", "Have you ever joined a union, or supported one at Harcourt?", C["greenhouse"],
       note="union membership"),
    _c(AI, PA, "growth", "진보 성향이세요, 보수 성향이세요? 팀 분위기랑 맞는지 보려고요.", A["team"], note="정치적 의견"),
    _c(ANA, PA, "job_fit", "What's your credit score? We check it for anyone handling positions.", C["factset"],
       note="credit (not a legal requirement of the role)"),
    _c(AI, PA, "job_fit", "전세 사세요, 월세 사세요? 회사 근처로 이사하실 여력이 있으신지 궁금해서요.", A["team"], note="재산 (채용절차법)"),
    _c(ANA, PA, "job_fit", "Do you own your home or rent? Relocation support depends on it.", C["factset"], note="wealth"),
    _c(EMD, PA, "job_fit", "전과 기록이 있으신가요? 협력사 출입 때 필요해서요.", C["pos"], note="형의 효력이 실효된 전과"),
    _c(REC, PA, "job_fit", "Have you ever been arrested, even if nothing came of it?", C["screened"], note="criminal record"),
    _c(BIO, PA, "job_fit", "Does heart disease run in your family? The role involves some long lab shifts.", B["hpc"],
       note="genetic information (family medical history)"),
    _c(CRC, PA, "job_fit", "가족력이 있는 질환이 있으신가요? 야간 모니터링 방문이 많아서요.", C["chronic"], note="병력·유전 정보"),
    _c(AI, PA, "job_fit", "혹시 조선족이세요? 중국어를 하시는지 궁금해서요.", A["outsource"], note="출신 민족"),
    _c(REC, PA, "collaboration", "What is your racial background? We like to know who we're bringing in.", C["greenhouse"],
       note="race"),
    _c(CAB, PA, "job_fit", "피부색 때문에 차별을 겪으신 적이 있나요?", C["initial"], note="피부색"),
    _c(CAB, PA, "job_fit", "할랄 음식만 드시나요? 장거리 비행 중 식사가 걱정돼서요.", C["special"],
       note="종교 (dietary practice as a proxy); the halal meals of the document are the passengers'"),
    _c(BIO, PA, "job_fit", "Do you keep kosher? The team dinners are usually at a steakhouse.", B["lead"], note="religion"),
    _c(AI, PA, "growth", "지방대 출신이라 처음 취업하실 때 힘드셨죠?", A["school"], note="학력 (school standing)"),
    _c(AI, PA, "job_fit", "금수저라는 말 들어보셨죠? 창업 자금은 집에서 도와주셨나요?", A["team"], note="사회적 신분"),
    _c(BIO, PA, "job_fit", "What's your gender identity? We want the team to feel balanced.", B["lead"], note="gender identity"),
    _c(AI, PA, "growth", "우울증 치료를 받으신 적이 있나요? 출시 직전에는 압박이 심해서요.", A["gpt4"], note="병력"),
    _c(TW, PA, "job_fit", "Do you take any medications that might affect your focus on long writing days?", C["dita"],
       note="disability and medical history"),
    _c(REC, PA, "collaboration", "Who do you live with? Some of our recruiters find the evening calls hard at home.", C["greenhouse"],
       note="family situation"),
    _c(AI, PA, "collaboration", "외동이세요? 형제 많은 집에서 자란 분들이 협업을 더 잘하시더라고요.", A["team"], note="가족 상황"),
    _c(AI, PA, "collaboration", "지금 동거 중이신가요? 야간 장애 대응 때 집에서 불편해하지 않을까 해서요.", A["gpt4"],
       note="혼인 여부 (사실혼·동거)"),
    _c(BIO, PA, "job_fit", "Have you ever been on strike, or would you join one if the site unionised?", B["hpc"], note="union activity"),
    _c(CAB, PA, "job_fit", "혹시 성적 지향 때문에 팀에서 불편을 겪으신 적이 있나요?", C["initial"], note="성적 지향"),
]

# --- 5. Clean: the new entries where the documents place them, and the hiring company's stack asked forward ---

CATALOGUE_CLEAN = [
    _c(AI, "", "technical_depth", "모아마켓 시절 Flutter 2로 판매자 앱을 재작성하셨는데, 릴리스 주기를 4주에서 2주로 줄인 핵심은 무엇이었나요?",
       A["flutter"], note="Flutter 2 (2021.03) in 2021, within the role"),
    _c(AI, "", "technical_depth", "Amazon Bedrock의 Claude 3 Haiku로 분류 모델을 교체하셨을 때 정확도는 어떻게 검증하셨나요?", A["haiku"],
       note="Claude 3 (2024) in 2024, as stated"),
    _c(AI, "", "technical_depth", "Kotlin Multiplatform으로 공통 로직을 통합하실 때 iOS 쪽 빌드 문제는 어떻게 푸셨나요?", A["kmp"],
       note="as stated"),
    _c(AI, "", "technical_depth", "Firebase Crashlytics를 도입하신 뒤 크래시 없는 사용자 비율을 99.4%까지 올리기 위해 가장 먼저 고친 것은 무엇인가요?",
       A["crash"], note="as stated"),
    _c(AI, "", "technical_depth", "LangChain과 Qdrant로 RAG 파이프라인을 만드셨는데, 근거 인용 정확도를 71%에서 89%로 올린 변경은 무엇이었나요?",
       A["rag"], note="as stated"),
    _c(AI, "", "impact_verification", "GPT-4 기반 상담 요약 기능을 2023년 5월에 출시하셨는데, 처리 시간 7.2분 → 4.1분은 어떻게 측정하셨나요?",
       A["gpt4"], note="GPT-4 (2023.03) in 2023.05"),
    _c(AI, "", "technical_depth", "Tableau로 앱 퍼널 대시보드를 만드셨을 때 이벤트 데이터는 어디서 가져오셨나요?", A["tableau"],
       note="as stated"),
    _c(AI, "", "technical_depth", "RxJava로 오프라인 동기화 모듈을 만드셨는데, 지금 다시 만든다면 Kotlin Flow를 고려하시겠어요?", A["rx"],
       note="a hypothetical: Kotlin Flow as a choice today"),
    _c(AI, "", "technical_depth", "만약 분류 모델을 GPT-4o mini로 바꾼다면 비용과 지연 시간은 어떻게 비교하시겠어요?", A["haiku"],
       note="a hypothetical"),
    _c(AI, "", "problem_solving", "프롬프트 회귀 테스트를 GitHub Actions로 자동화하셨는데, 평가 점수 하락은 어떤 기준으로 판정하셨나요?",
       A["regress"], expected_answer="LangSmith나 Ragas 같은 평가 도구, 기준선 대비 허용 오차, 표본 크기를 설명하면 좋다.",
       note="an expected answer may name tools"),
    _c(AI, "", "technical_depth", "푸시 알림 개인화에 Firebase Cloud Messaging을 쓰셨는데 발송 시점은 어떻게 정하셨나요?", A["fcm"],
       note="as stated"),
    _c(BIO, "", "technical_depth", "At Fenwick you called variants with BWA, SAMtools and GATK 3. How did you decide the base-quality recalibration settings?",
       B["gatk"], note="as stated"),
    _c(BIO, "", "technical_depth", "At Helix you run Cell Ranger, Scanpy and Nextflow on AWS Batch. How do you handle failed tasks?", B["scrna"],
       note="as stated"),
    _c(BIO, "", "technical_depth", "In 2022 you used AlphaFold 2 models to prioritise 9 binder designs. How did you judge the confidence scores?",
       B["af2"], note="AlphaFold 2 (2020) in 2022"),
    _c(BIO, "", "problem_solving", "If the core upgraded to NovaSeq X tomorrow, what in your exome QC report would you change first?", B["qc"],
       note="a hypothetical"),
    _c(BIO, "", "technical_depth", "How did moving the Perl scripts to Snakemake at Aldwick cut reruns from 2 weeks to 2 days?", B["snake"],
       note="as stated"),
    _c(BIO, "", "technical_depth", "Seurat or Scanpy — which would you choose for a new CAR-T batch atlas today, and why?", B["scrna"],
       note="a choice asked forward; both are in the resume"),
    _c(BIO, "", "technical_depth", "How did you decide between a linear model and a random forest for the tumour-microenvironment signature?",
       B["tme"], note="'linear' is an ordinary word here, not the Linear app"),
    _c(BIO, "", "impact_verification", "How did you check that the spot-instance move really cut analysis time from 30 hours to 7?", B["spot"],
       expected_answer="Expect per-stage timings from the Nextflow trace and AWS Batch job history, before and after.",
       note="as stated"),
    _c(EMD, "", "technical_depth", "Google BigQuery와 Looker Studio로 대시보드를 만드셨는데, Looker로 옮긴다면 무엇이 달라질까요?", C["bq"],
       note="a hypothetical; Looker as a choice"),
    _c(EMD, "", "impact_verification", "유니버설 애널리틱스로 상세페이지 이탈률을 분석하셨는데, 12%p 감소는 어떤 기간을 비교한 값인가요?", C["ua"],
       note="Universal Analytics (2012) in 2016–2019"),
    _c(CAB, "", "technical_depth", "A350-900, B787-9, A321neo 전환훈련 교안을 만드실 때 기종별 도어 작동 차이는 어떻게 정리하셨나요?", C["types"],
       note="B787-9 (2014.08) in 2021–2023"),
    _c(CAB, "", "technical_depth", "에어포레에서 B737-800 객실승무원으로 일하실 때 단거리 국제선 서비스 절차에서 가장 중요했던 점은 무엇인가요?",
       C["b737"], note="the 737-800 entered service 1998"),
    _c(SOL, "", "technical_depth", "At Brightfield you checked designs against NEC 2014 and NEC 2017. Which change between them affected rooftop designs most?",
       C["nec"], note="as stated"),
    _c(TW, "", "technical_depth", "You documented FHIR R4 and HL7 v2 APIs at Corvid. How did you explain the mapping between them?", C["fhir"],
       note="FHIR R4 (2018.12) and HL7 v2 within the 2017–2021 role"),
    _c(REC, "", "technical_depth", "When you moved the team from Workable to Greenhouse in 2021, what did you change in the scorecards?", C["greenhouse"],
       note="Greenhouse and Workable as stated"),
    _c(ANA, "", "technical_depth", "If you rebuilt the nowcast today, would you keep it on Snowflake or move it to DuckDB, and why?", C["nowcast"],
       note="a hypothetical"),
]

JOB_FIT_CLEAN = [
    _c(AI, "", "job_fit", "저희는 Claude 3.5 Sonnet과 Amazon Bedrock Knowledge Bases로 환자 문의 응대를 만듭니다. LangChain과 Qdrant로 RAG를 만드신 "
       "경험을 이 환경에 어떻게 옮기시겠어요?", J["kb"], jd=JD, evidence_doc=JD, note="the company's stack asked forward"),
    _c(AI, "", "job_fit", "LangGraph로 다단계 문진 요약 에이전트를 설계하게 되신다면, 상태와 분기는 어떻게 나누시겠어요?", J["graph"], jd=JD,
       evidence_doc=JD, note="the company's tool asked forward"),
    _c(AI, "", "job_fit", "Guardrails for Amazon Bedrock으로 의료 정보 응답 안전장치를 운영하게 되신다면 어떤 정책부터 거시겠어요?", J["guard"],
       jd=JD, evidence_doc=JD, note="the company's tool asked forward"),
    _c(AI, "", "job_fit", "저희 관리자 웹은 Next.js 14이고 모바일 앱은 Kotlin Multiplatform입니다. 두 클라이언트의 인증 흐름은 어떻게 맞추시겠어요?",
       J["next"], jd=JD, evidence_doc=JD, note="the company's stack asked forward; KMP is also in the resume"),
    _c(AI, "", "job_fit", "FHIR R4 기반 EMR 연동 API를 설계하게 되신다면 어떤 리소스부터 다루시겠어요?", J["fhir"], jd=JD, evidence_doc=JD,
       note="the company's standard asked forward"),
    _c(AI, "", "job_fit", "우대 사항에 ISMS-P 인증 대응 경험이 있는데, 인증 심사에서 LLM 기능은 어떤 통제 항목에 걸릴 것 같으세요?", J["isms"],
       jd=JD, evidence_doc=JD, note="a requirement asked forward"),
    _c(AI, "", "job_fit", "개인정보 보호법에 따른 가명처리를 상담 로그에 적용한다면 어떤 항목부터 처리하시겠어요?", J["pipa"], jd=JD,
       evidence_doc=JD, note="a law asked forward"),
    _c(AI, "", "job_fit", "RAG 검색 품질 평가 체계를 설계하신다면, 내부 평가셋 600문항을 만드신 경험을 어떻게 활용하시겠어요?", J["eval"], jd=JD,
       evidence_doc=JD, expected_answer="Ragas나 LangSmith 같은 도구, 정답 근거 라벨링, 회귀 테스트를 언급하면 좋다.",
       note="the company's requirement asked forward"),
    _c(AI, "", "job_fit", "Claude 3 Haiku로 분류를 옮기신 경험이 있으신데, 저희가 쓰는 Claude 3.5 Sonnet과는 비용·품질 균형을 어떻게 보시나요?",
       J["kb"], jd=JD, evidence_doc=JD, note="the candidate's model and the company's model, each in its place"),
]

# --- 6. Clean: the enumerated grounds as the subject matter of the work ---

PROTECTED_CLEAN = [
    _c(POL, "", "technical_depth", "남성 육아휴직자 비중 변화를 요인 분해하실 때 한부모 가정은 따로 보셨나요?", C["leave"],
       note="family forms as a research population"),
    _c(POL, "", "technical_depth", "돌봄 실태조사에서 시험관 시술이나 난임 치료를 받는 가구는 어떻게 식별하셨나요?", C["survey"],
       note="households as survey subjects"),
    _c(POL, "", "technical_depth", "돌봄 실태조사 표본에서 기초생활수급자 가구의 응답률은 어땠나요?", C["survey"],
       note="a survey population"),
    _c(CAB, "", "technical_depth", "할랄·코셔 특별식 탑재 오류를 줄이실 때 케이터링사와 어떤 확인 절차를 만드셨나요?", C["special"],
       note="passengers' religious meals as the work"),
    _c(CAB, "", "technical_depth", "신입 승무원 안전훈련에서 용모 복장 기준 교육은 어떻게 구성하셨나요?", C["initial"],
       note="grooming standards as training content"),
    _c(CRC, "", "technical_depth", "만성질환 임상시험 대상자 선정 때 가족력은 어떻게 확인하셨나요?", C["chronic"],
       note="subjects' family history as trial screening"),
    _c(BIO, "", "technical_depth", "How did you flag germline variants that suggested a hereditary condition in the research groups' samples?",
       B["gatk"], note="samples' genetics as the work"),
    _c(BIO, "", "technical_depth", "How did you protect patients' genetic information in the clonotype-tracking report?", B["clono"],
       note="patients' data as the work"),
    _c(ANA, "", "technical_depth", "How did you treat a company's credit rating in the DCF models' discount rate?", C["factset"],
       note="a company's credit rating as the work"),
    _c(ANA, "", "technical_depth", "In the LBO models, how did you test how much debt the targets could carry before bankruptcy risk rose?",
       C["lbo"], note="companies' debt as the work"),
    _c(REC, "", "technical_depth", "How did you keep questions about age, family plans and religion out of the structured interview kits?",
       C["greenhouse"], note="training interviewers to avoid protected questions"),
    _c(REC, "", "technical_depth", "How did you report the gender and ethnicity mix of shortlists to the engineering directors?", C["greenhouse"],
       note="diversity data as recruiting work"),
    _c(REC, "", "technical_depth", "How did you run background checks for criminal records only after an offer, as the policy required?",
       C["screened"], note="the background-check process as the work"),
    _c(EMD, "", "technical_depth", "명절 선물세트 기획전에서 MZ세대 고객과 중장년 고객의 구매 패턴은 어떻게 다르게 보셨나요?", C["holiday"],
       note="customer age segments as the work"),
    _c(TW, "", "technical_depth", "When you managed translation of the help into 6 languages, how did you check the native speakers' reviews?",
       C["dita"], note="translators' languages as the work"),
    _c(AI, "", "technical_depth", "상담 요약 기능에서 고객이 남긴 병력이나 가족력 같은 민감정보는 어떻게 마스킹하셨나요?", A["gpt4"],
       note="customers' sensitive data as the work"),
    _c(AI, "", "technical_depth", "RAG 파이프라인 평가셋을 만들 때 장애 유형별로 실패 사례를 어떻게 나누셨나요?", A["rag"],
       note="장애 is an outage type here"),
    _c(AI, "", "technical_depth", "오프라인 동기화 모듈에서 캐시 계층은 어떻게 나누셨나요?", A["rx"], note="계층 is a cache layer"),
    _c(AI, "", "technical_depth", "Jenkins 빌드를 자동화하실 때 예약 빌드 하루 전과 당일 알림은 어떻게 나누셨나요?", A["jenkins"],
       note="'전과' here is 전 + 과"),
    _c(EMD, "", "technical_depth", "Python 가격 모니터링에서 최저가 기준을 재산정하는 주기는 어떻게 정하셨나요?", C["price"],
       note="재산정 is a recalculation"),
    _c(AI, "", "technical_depth", "앱 번들 크기를 48MB에서 31MB로 줄이실 때 이미지 리소스는 어떻게 정리하셨나요?", A["bundle"],
       note="no protected term; '몸매' and '체형' are not about a bundle's size"),
    _c(BIO, "", "technical_depth", "How did you keep contamination estimates comparable across research groups with different sequencing depths?",
       B["qc"], note="as stated"),
    _c(BIO, "", "collaboration", "How did you bring code review into a team of 4 scientists who had never used it?", B["lead"],
       note="as stated; 'team' and 'review' are no protected terms"),
    _c(ANA, "", "impact_verification", "How did you test whether the nowcast's 2.1 percentage-point improvement held in recessions?",
       C["nowcast"], note="figure as stated"),
    _c(REC, "", "technical_depth", "How did you design the structured interview kits so that every candidate, whatever their age or "
       "background, was scored on the same evidence?", C["greenhouse"], note="fair-hiring design as the work"),
    _c(POL, "", "technical_depth", "보육·아동 분야 회답서에서 다문화 가정이나 조손 가정 아동의 보육료 지원은 어떻게 다루셨나요?", C["reply"],
       note="family forms as a policy population"),
]

SECTIONS = {
    "1_temporal": TEMPORAL_CASES,
    "2_cross_domain": CROSS_DOMAIN_CASES,
    "3_fabricated": FABRICATED_CASES,
    "4_protected": PROTECTED,
    "5_catalogue_clean": CATALOGUE_CLEAN,
    "5_job_fit_clean": JOB_FIT_CLEAN,
    "6_protected_clean": PROTECTED_CLEAN,
}

CASES = [case for section in SECTIONS.values() for case in section]
