"""Tuning batch 6, written 2026-12-01 blind to the rules: clean questions the way a strong model writes them, and premise violations phrased the same way.

Each case is a dict, in the same shape as `cases_round4`:
    doc              the resume, named "<folder>/<stem>" (resumes/, resumes2/, resumes3/ or resumes4/)
    jd               None, or the job description passed along with the resume, named "<folder>/<stem>"
    expected         "" for a clean question, else comma-separated codes a correct checker must report
    question         the interview question
    evidence         the generation_basis evidence, an exact substring of `evidence_doc`
    evidence_doc     the document the evidence quotes (the resume, or the job description for job_fit questions)
    category         technical_depth | problem_solving | impact_verification | collaboration | job_fit | growth
    expected_answer  the kit's expected-answer text ("" when the case tests only the question)
    follow_up        one follow-up question ("" when none)
    note             what the case tests

This batch reuses documents of the first four batches (no new documents) and writes the questions the way
gpt-5-mini and GPT-4-class models write interview kits: long compound questions; acronyms and metric names (p95,
p99, SLO, MTTR, idempotency, DLQ, RBAC, A/B test, NPS, GRR/NRR, KPI, OKR, ROI, RevPAR, SOP, GMP, SPC, DOE, 8D);
hypotheticals ("How would you…", "If you joined us and…", "입사 후 …라면 어떻게 접근하시겠어요?"); STAR prompts;
methods (Bayesian testing, root-cause analysis, 5 Whys, blameless postmortem, 칸반, 린, Kirkpatrick, Oaxaca-Blinder);
tools a strong answer COULD mention (Datadog, Grafana, Jira, Tableau, Excel pivot tables, SAP, Figma…); generic
target figures ("e.g. under 200 ms", "around 10% of traffic"); arithmetic derived from the resume's own figures
(420ms → 180ms is "about a 57% cut"); the hiring company's stack from the job description asked forward; and the
resume's own employers, schools and certificates restated, sometimes abbreviated or in the other language's spelling
(SK hynix, LSE, ASU, UT Austin, Naver Cloud). Sensitive words in a work context (fasting guidance for exam season,
halal meals, wheelchair users, women on shortlists, maternity claim experience, parental-leave policy as research)
are clean.

Violations are phrased in the same natural way: mostly FABRICATED_ENTITY (a changed figure, an invented partner,
employer, school, certificate or product, the hiring company's tool asserted as the candidate's past, an unnamed
company given a name, a nomination turned into an award); TEMPORAL (a tool, version, law or standard placed in a
role that ended before it existed); FABRICATED_ENTITY plus TEMPORAL for a stated tenure that contradicts the dated
role; and PROTECTED_ATTRIBUTE (family plans, age, religion, nationality or origin, woven into a work question).
Conventions carried over from batches 2–4: a product or vendor swap outside the cloud ecosystems is
FABRICATED_ENTITY; a product placed before it existed is TEMPORAL only. No case in this batch swaps one cloud
ecosystem for another as past work.
"""

from __future__ import annotations

from tests.grounding_corpus.labelled import FAB, TMP, PA, tuning_case as _c


# --- documents, named "<folder>/<stem>" ---

BE, DS, MLP, FE, RN, SRE = ("resumes/backend_ko", "resumes/data_en", "resumes/mlplatform_en", "resumes/frontend_ko",
                            "resumes/nurse_ko", "resumes/devops_en")
CO, CS, DE, HY, ME, VI = ("resumes2/counsellor_en", "resumes2/csm_en", "resumes2/dataeng_en", "resumes2/hygienist_ko",
                          "resumes2/mech_ko", "resumes2/video_ko")
J_CS, J_DE, J_ME = "resumes2/jd_csm_en", "resumes2/jd_dataeng_en", "resumes2/jd_mech_ko"
CN, FT, HO, LZ, SC, UW, VT = ("resumes3/construction_ko", "resumes3/fintech_ko", "resumes3/hotel_ko",
                              "resumes3/l10n_en", "resumes3/semicon_ko", "resumes3/underwriter_en",
                              "resumes3/vettech_en")
J_FT, J_LZ, J_SC, J_UW = ("resumes3/jd_fintech_ko", "resumes3/jd_l10n_en", "resumes3/jd_semi_ko",
                          "resumes3/jd_underwriter_en")
AN, CA, CR, EM, PO, RE, SO, TW = ("resumes4/analyst_en", "resumes4/cabin_ko", "resumes4/crc_ko", "resumes4/emd_ko",
                                  "resumes4/policy_ko", "resumes4/recruiter_en", "resumes4/solar_en",
                                  "resumes4/techwriter_en")
J_CR, J_SO, J_TW = "resumes4/jd_crc_ko", "resumes4/jd_solar_en", "resumes4/jd_techwriter_en"


# --- 1. Clean: documents of resumes/ ---

CLEAN_1 = [
    # backend_ko
    _c(BE, "", "technical_depth",
       "페이레인에서 결제 승인 API를 Go로 재작성해 p99 지연 시간을 420ms에서 180ms로, 약 57% 줄이셨는데요. 당시 병목을 "
       "어떤 방식으로 프로파일링하셨고, Java/Spring 대신 Go를 택한 근거는 무엇이었으며, 재작성 기간 동안 기존 API와의 "
       "호환성과 롤백 전략은 어떻게 가져가셨는지 설명해 주시겠어요?",
       "결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서 180ms로 단축",
       expected_answer="강한 답변은 pprof 같은 CPU·메모리 프로파일과 분산 트레이싱으로 p50/p95/p99 분포를 비교한 과정, "
       "GC·커넥션 풀 튜닝, 섀도 트래픽 비교와 카나리 배포(예: 트래픽의 5~10%)로 시작해 SLO(예: p99 200ms 이하)를 넘으면 "
       "자동 롤백하는 조건을 언급할 수 있습니다.",
       follow_up="재작성 후 p99가 다시 튄 적이 있다면 어떤 지표로 먼저 감지하셨나요?",
       note="clean: resume figures restated with a derived percentage (240/420 ≈ 57%); pprof, SLO and canary as "
       "could-mention methods"),
    _c(BE, "", "problem_solving",
       "Amazon SQS와 AWS Lambda로 하루 1,200만 건, 평균으로 치면 초당 약 140건을 처리하는 정산 배치 파이프라인을 "
       "설계하셨습니다. SQS가 at-least-once 전달이라 중복 메시지가 생길 수 있는데, 정산 결과의 멱등성(idempotency)을 "
       "어떻게 보장하셨고 처리 실패 건은 DLQ와 재처리 절차로 어떻게 다루셨나요?",
       "Amazon SQS와 AWS Lambda 기반 정산 배치 파이프라인 설계, 일 1,200만 건 처리",
       expected_answer="멱등성 키(예: 거래 ID + 정산일)로 조건부 쓰기를 하는 방식, visibility timeout과 재시도 횟수, "
       "maxReceiveCount를 넘긴 메시지를 DLQ로 보내고 원인 분류 후 재처리하는 런북, 정산 합계 대사(reconciliation) 검증을 "
       "설명하면 좋습니다.",
       follow_up="DLQ에 쌓인 메시지가 갑자기 늘었을 때 어떤 순서로 대응하시겠어요?",
       note="clean: per-second rate derived from the daily figure (12,000,000/86,400 ≈ 139); idempotency, DLQ as "
       "general concepts"),
    _c(BE, "", "impact_verification",
       "DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감하셨다고 했는데, 절감 효과를 어떤 기준 기간과 지표로 "
       "측정하셨는지, 그리고 액세스 패턴 설계(파티션 키·GSI)에서 어떤 트레이드오프를 감수하셨는지 STAR 방식으로 "
       "말씀해 주세요.",
       "DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감",
       expected_answer="AWS Cost Explorer나 CloudWatch 지표로 RCU/WCU 소비량을 전후 비교하고, 트래픽 증가분을 보정한 단위 "
       "비용(예: 1,000건당 비용)으로 제시하는 답이 강합니다. 핫 파티션, GSI 쓰기 증폭, 스키마 변경의 어려움을 트레이드오프로 "
       "들 수 있습니다.",
       follow_up="온디맨드와 프로비저닝 용량 모드 중 어느 쪽을 쓰셨고 이유는 무엇인가요?",
       note="clean: percentage restated exactly; Cost Explorer/CloudWatch as could-mention tools, both on the resume's AWS"),
    _c(BE, "", "problem_solving",
       "결제 장애 대응 온콜 리더로서 연간 장애 시간을 14시간에서 3시간으로, 약 79% 줄이셨습니다. 가장 기억에 남는 장애 "
       "하나를 골라 탐지부터 복구, 비난 없는 포스트모템(blameless postmortem)과 재발 방지 조치까지 어떻게 진행하셨는지 "
       "설명해 주시겠어요?",
       "결제 장애 대응 온콜 리더, 연간 장애 시간을 14시간에서 3시간으로 줄임",
       expected_answer="MTTD·MTTR을 나눠 본 분석, 5 Whys나 타임라인 기반 근본 원인 분석, 런북 정비, 알림 임계값 조정, "
       "액션 아이템의 담당자·기한 추적을 언급하는 답이 좋습니다. Grafana나 PagerDuty 같은 도구를 예로 들 수 있습니다.",
       follow_up="포스트모템에서 나온 액션 아이템이 실제로 완료됐는지는 어떻게 추적하셨나요?",
       note="clean: derived percentage (11/14 ≈ 79%); blameless postmortem, 5 Whys and example tools as could-mention"),
    _c(BE, "", "technical_depth",
       "쇼핑스퀘어에서 Spring Boot 주문 서비스에 MySQL 샤딩을 4개 샤드로 도입하셨는데요. 샤드 키는 무엇으로 정하셨고, "
       "여러 샤드에 걸친 조회나 집계는 어떻게 처리하셨으며, 나중에 샤드를 늘려야 할 때의 리샤딩 계획은 어땠는지 "
       "궁금합니다.",
       "Spring Boot 기반 주문 서비스 개발 및 MySQL 샤딩 도입(4개 샤드)",
       expected_answer="사용자 ID나 주문 ID 해시 기반 샤드 키, 크로스 샤드 쿼리를 피하기 위한 읽기 모델 분리, "
       "일관된 해싱이나 디렉터리 기반 라우팅, 이중 쓰기 후 백필하는 마이그레이션 절차를 설명하면 좋습니다.",
       follow_up="특정 샤드에 트래픽이 몰리는 핫스팟이 생기면 어떻게 대응하시겠어요?",
       note="clean: shard count restated; consistent hashing and backfill as general concepts"),
    _c(BE, "", "impact_verification",
       "Redis 캐시 계층으로 상품 상세 페이지 응답 시간을 45% 개선하셨는데, 캐시 무효화 전략과 TTL은 어떻게 정하셨고 "
       "캐시 스탬피드(동시 만료로 DB에 부하가 몰리는 현상)는 어떻게 막으셨나요? 개선 수치는 p50 기준이었는지 p95 "
       "기준이었는지도 함께 말씀해 주세요.",
       "Redis 캐시 계층 도입으로 상품 상세 페이지 응답 시간 45% 개선",
       expected_answer="cache-aside 패턴, 가격·재고처럼 자주 바뀌는 필드의 분리, TTL 지터, 뮤텍스 락이나 확률적 조기 "
       "갱신으로 스탬피드를 막는 방법, 백분위수별 개선 폭을 구분해 보고하는 태도를 언급할 수 있습니다.",
       follow_up="캐시 적중률은 어느 정도였고, 목표치를 어떻게 정하셨나요?",
       note="clean: percentage restated; cache-aside and TTL jitter as general concepts"),
    _c(BE, "", "growth",
       "Jenkins에서 GitHub Actions로 CI를 옮기며 배포 시간을 25분에서 9분으로 약 64% 줄이신 경험이 있으신데요. 입사 후 "
       "빌드가 20분 넘게 걸리는 레거시 저장소를 맡게 된다면, 어디부터 측정하고 어떤 순서로 개선해 나가시겠어요?",
       "Jenkins에서 GitHub Actions로 CI 이전, 배포 시간 25분 → 9분",
       expected_answer="단계별 소요 시간 측정, 의존성 캐시와 테스트 병렬화, 변경 범위 기반 선택적 빌드, 불안정한 테스트 "
       "격리 같은 순서를 제시하고, 개선 목표를 예를 들어 10분 이내처럼 수치로 잡는 답이 좋습니다.",
       follow_up="속도와 안정성(플래키 테스트) 중 무엇을 먼저 잡으시겠어요?",
       note="clean: hypothetical 'if you joined us' with a generic target; derived percentage (16/25 = 64%)"),
    _c(BE, "", "collaboration",
       "주니어 개발자 4명을 멘토링하면서 코드 리뷰 가이드를 작성하셨다고 했는데, 가이드에 어떤 원칙을 담으셨고 리뷰 "
       "문화가 실제로 바뀌었는지는 리뷰 리드타임이나 재작업 비율 같은 지표로 어떻게 확인하셨나요?",
       "주니어 개발자 4명 멘토링, 코드 리뷰 가이드 작성",
       expected_answer="리뷰 코멘트의 등급 구분(필수/제안), PR 크기 가이드, 리뷰 SLA(예: 24시간 이내), 1:1 피드백 주기, "
       "주니어의 성장 지표를 함께 본 경험을 이야기하면 좋습니다.",
       follow_up="리뷰에서 시니어와 주니어의 의견이 부딪혔던 사례가 있었나요?",
       note="clean: mentoring count restated; review SLA as a generic example figure"),
    # data_en
    _c(DS, "", "technical_depth",
       "At Northwind Retail you led a LightGBM demand-forecasting model with hierarchical reconciliation for 3,400 stores "
       "and cut WAPE from 31% to 22% — nine points, or roughly a 29% relative reduction. Which reconciliation method did "
       "you use (bottom-up, top-down, MinT), how did you backtest it across the hierarchy, and how did you decide WAPE "
       "rather than MAPE or RMSE was the right headline metric for the business?",
       "forecast error (WAPE) from 31% to 22%",
       expected_answer="A strong answer compares bottom-up and MinT reconciliation, describes rolling-origin backtests by "
       "level (store, region, total), explains that WAPE is volume-weighted and robust to low-selling SKUs where MAPE "
       "explodes, and ties the error reduction to stock-outs or waste.",
       follow_up="How did the forecast handle promotions or store openings the model had never seen?",
       note="clean: percentage points and a derived relative reduction (9/31 ≈ 29%); MinT, MAPE, RMSE as general methods"),
    _c(DS, "", "technical_depth",
       "You built the A/B testing platform on BigQuery and Looker that now runs 120+ experiments a year. How does the "
       "platform guard against common pitfalls — sample ratio mismatch, peeking, multiple comparisons — and did you "
       "offer variance reduction such as CUPED or a Bayesian readout alongside the frequentist one?",
       "Built the A/B testing platform on BigQuery and Looker; 120+ experiments a year now use it.",
       expected_answer="Good answers mention an automated SRM chi-square check, pre-registered primary metrics and "
       "minimum detectable effect, sequential testing or fixed horizons to handle peeking, CUPED using pre-period data, "
       "and how results are surfaced to product managers in Looker.",
       follow_up="What would you do if a product team wanted to stop a test early because the result looked great?",
       note="clean: SRM, CUPED, Bayesian as general methods; platform and count restated"),
    _c(DS, "", "problem_solving",
       "Moving the feature pipelines from cron scripts to Vertex AI Pipelines cut training time from 9 h to 2 h, about "
       "4.5 times faster. Walk me through where the time was going before, what you changed beyond the orchestration "
       "itself, and how you made the new pipelines observable and reproducible.",
       "Moved feature pipelines from cron scripts to Vertex AI Pipelines; training time down from 9 h to 2 h.",
       expected_answer="Expect profiling of the old steps, parallelised feature computation, caching of unchanged "
       "components, pushing joins down into BigQuery, pinned container images and parameter logging, and alerting on "
       "failed or slow runs.",
       follow_up="Which single change contributed most of the speed-up?",
       note="clean: derived ratio (9/2 = 4.5x); caching and pinned images as general practice"),
    _c(DS, "", "collaboration",
       "At Fabrikam Analytics your churn model for a telecom client used gradient boosting with SHAP explanations in "
       "retention calls. How did you translate SHAP values into something call-centre agents could act on, and how "
       "did you check that the explanations were not misleading them?",
       "Churn model for a telecom client (gradient boosting, SHAP explanations), used in retention calls.",
       expected_answer="A strong answer describes turning top SHAP contributors into plain-language reason codes, "
       "training agents with examples, monitoring whether offers matched the reasons, and caveats about correlated "
       "features and causal over-interpretation.",
       follow_up="How did you measure whether the model actually reduced churn rather than just predicting it?",
       note="clean: client described generically as in the resume; SHAP caveats as general knowledge"),
    _c(DS, "", "growth",
       "You mentored 3 analysts into data-scientist roles. If you joined a team where analysts want to move into "
       "modelling, how would you structure that path over, say, six to twelve months, and how would you judge when "
       "someone is ready?",
       "Mentored 3 analysts into data-scientist roles.",
       expected_answer="Look for a staged plan (pairing, owning a scoped model, code review, production hand-off), "
       "concrete readiness criteria and examples from the three people mentored.",
       follow_up="What was the hardest skill for those analysts to pick up?",
       note="clean: hypothetical with a generic time frame; count restated"),
    _c(DS, "", "technical_depth",
       "You wrote the team's Python style guide and introduced pytest for analysis code. What does a good test for an "
       "analysis notebook or a feature transformation look like, and how did you get data scientists who were used "
       "to notebooks to actually write them?",
       "Wrote the team's Python style guide and introduced pytest for analysis code.",
       expected_answer="Examples: property-based or fixture-driven tests on small synthetic frames, schema checks, "
       "regression tests on known outputs, CI running tests on pull requests, and lowering friction with templates.",
       follow_up="",
       note="clean: general testing concepts around a resume line"),
    _c(DS, "", "job_fit",
       "At Contoso Foods you built weekly sales dashboards in Tableau with SQL on PostgreSQL. If you joined us and "
       "found that stakeholders trust a Tableau dashboard more than any model output, how would you introduce a "
       "forecast into their weekly routine without losing that trust?",
       "Weekly sales dashboards in Tableau; SQL on PostgreSQL.",
       expected_answer="A strong answer proposes showing the forecast next to actuals with error bands, starting with "
       "one category, agreeing an accuracy KPI with stakeholders and iterating on feedback.",
       follow_up="",
       note="clean: forward-looking hypothetical; Tableau and PostgreSQL are in the resume"),
    # mlplatform_en
    _c(MLP, "", "technical_depth",
       "At Lumen Analytics you built a Redis feature store serving 1.2M lookups per minute — about 20,000 a second. "
       "How did you keep online features consistent with the offline values used in training, and what did you do "
       "about training–serving skew and key expiry?",
       "Built a feature store on Redis serving 1.2M lookups per minute.",
       expected_answer="Expect point-in-time correct offline joins, one transformation code path for both, TTLs tied to "
       "feature freshness, skew monitoring that compares served and logged features, and capacity planning for peaks.",
       follow_up="What happened to predictions when a feature was missing in Redis?",
       note="clean: per-second rate derived (1.2M/60 = 20,000)"),
    _c(MLP, "", "problem_solving",
       "Moving model serving to Kubernetes on GKE brought p95 inference latency down from 340 ms to 120 ms, roughly a "
       "65% cut. Which changes delivered that — autoscaling, request batching, model optimisation, node types — and "
       "how would you set an SLO for inference latency on a new product?",
       "Moved model serving to Kubernetes on GKE; p95 inference latency down from 340 ms to 120 ms.",
       expected_answer="Good answers separate infrastructure (HPA on custom metrics, warm pools, node pools) from model "
       "changes (quantisation, ONNX), and describe an SLO such as 'p95 under 150 ms for 99% of five-minute windows' "
       "with an error budget.",
       follow_up="How did you load-test before switching traffic?",
       note="clean: derived percentage (220/340 ≈ 65%); generic SLO example"),
    _c(MLP, "", "impact_verification",
       "Your fine-tuned Hugging Face Transformers models raised ticket-routing accuracy from 81.5% to 88.3%, a 6.8-point "
       "gain. How was the evaluation set built, was accuracy the right metric given class imbalance across queues, "
       "and how did you watch for drift after launch?",
       "Fine-tuned Hugging Face Transformers models for ticket routing; accuracy up from 81.5% to 88.3%.",
       expected_answer="A strong answer mentions a time-based held-out split, per-class precision/recall or macro-F1, "
       "the business cost of misroutes, and drift monitoring on input distributions and reroute rates.",
       follow_up="",
       note="clean: percentage-point difference derived exactly"),
    _c(MLP, "", "technical_depth",
       "At Tailwind Insurance you trained fraud models with scikit-learn and XGBoost on Hadoop and reached a fraud "
       "recall of 0.72. What precision did that recall come with, how did you choose the operating threshold with "
       "the investigations team, and how would you approach the same problem with today's tooling?",
       "Trained fraud models with scikit-learn and XGBoost on Hadoop; fraud recall up to 0.72.",
       expected_answer="Expect a precision–recall trade-off tied to investigator capacity, cost-sensitive thresholds, "
       "handling label delay, and a forward view that could mention feature stores or managed pipelines.",
       follow_up="",
       note="clean: figure restated; forward-looking part about today's tooling"),
    _c(MLP, "", "growth",
       "You deployed models as Flask services on on-prem VMs managed with Ansible, and later moved serving to GKE. "
       "Looking back, what did the VM-and-Ansible setup do well that Kubernetes made harder, and what would you keep "
       "if you designed a serving platform from scratch today?",
       "Deployed models as Flask services on on-prem VMs managed with Ansible.",
       expected_answer="A reflective answer weighs simplicity and debuggability against autoscaling and declarative "
       "rollouts, and names practices worth keeping (immutable artefacts, health checks, gradual rollout).",
       follow_up="",
       note="clean: compares two of the resume's own setups"),
    # frontend_ko
    _c(FE, "", "technical_depth",
       "사내 디자인 시스템 'Pebble'을 리드하시면서 React + TypeScript로 컴포넌트 62개를 만들고 Storybook으로 문서화하셨는데요. "
       "컴포넌트 API의 하위 호환성을 어떻게 관리하셨고, 브레이킹 체인지가 필요할 때 시맨틱 버저닝과 마이그레이션 "
       "가이드는 어떻게 운영하셨나요?",
       "React + TypeScript로 컴포넌트 62개 구축, Storybook 문서화",
       expected_answer="semver 기반 릴리스, deprecation 경고 기간, codemod 제공, Storybook의 시각적 회귀 테스트(예: "
       "Chromatic), Figma 디자인 토큰과의 동기화를 언급하면 좋습니다.",
       follow_up="각 제품 팀이 컴포넌트를 포크해 버리는 일을 어떻게 막으셨나요?",
       note="clean: component count restated; Chromatic and Figma tokens as could-mention tools"),
    _c(FE, "", "problem_solving",
       "접근성(WCAG 2.1 AA) 자동 검사를 CI에 넣어 접근성 이슈를 70% 줄이셨는데, 자동 검사만으로는 잡히지 않는 이슈도 "
       "많다고 알려져 있습니다. 키보드 내비게이션이나 스크린 리더 사용성처럼 자동화가 어려운 부분은 어떻게 보완하셨나요?",
       "접근성(WCAG 2.1 AA) 자동 검사를 CI에 추가하여 접근성 이슈 70% 감소",
       expected_answer="axe-core 같은 엔진의 한계, 수동 점검 체크리스트, 스크린 리더(VoiceOver, NVDA) 테스트, 포커스 "
       "관리 규칙을 컴포넌트에 내장한 사례를 말하면 좋습니다.",
       follow_up="70%라는 수치는 어떤 기준으로 센 이슈였나요?",
       note="clean: percentage restated; axe-core and screen readers as could-mention tools"),
    _c(FE, "", "impact_verification",
       "모바일 웹 장바구니를 Next.js로 전환하고 이미지 지연 로딩을 적용해 LCP를 4.1초에서 2.3초로, 약 44% 줄이셨습니다. "
       "Core Web Vitals의 'good' 기준인 2.5초 안으로 들어온 셈인데, 이 값은 실험실 측정(Lighthouse)이었나요 아니면 실사용자 "
       "데이터(RUM, p75)였나요? 둘의 차이를 어떻게 다루셨는지도 궁금합니다.",
       "Next.js로 전환하고 이미지 지연 로딩 적용, LCP 4.1초 → 2.3초",
       expected_answer="Lighthouse와 CrUX/RUM의 차이, p75 기준 보고, LCP 요소가 히어로 이미지라면 지연 로딩 대신 우선 "
       "로딩을 해야 한다는 점, 기기·네트워크별 분할 분석을 언급하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (1.8/4.1 ≈ 44%); the public 2.5 s 'good' threshold as general knowledge"),
    _c(FE, "", "impact_verification",
       "같은 프로젝트에서 결제 전환율이 6.2% 상승했다고 적으셨는데(A/B 테스트, 4주), 이것이 상대 상승률인지 절대 "
       "퍼센트포인트인지, 표본 크기와 유의성은 어떻게 확인하셨는지, 그리고 4주 동안 신기 효과(novelty effect)는 어떻게 "
       "배제하셨는지 설명해 주시겠어요?",
       "결제 전환율 6.2% 상승 (A/B 테스트, 4주)",
       expected_answer="상대·절대 상승의 구분, 사전에 정한 MDE와 검정력, 주차별 효과 추이로 신기 효과를 본 방법, "
       "SRM 점검을 이야기하는 답이 강합니다.",
       follow_up="",
       note="clean: figure and test duration restated; MDE and novelty effect as general concepts"),
    _c(FE, "", "collaboration",
       "Pebble을 5개 제품 팀이 도입해 신규 화면 개발 기간을 평균 30% 줄였다고 하셨는데, 처음에 도입을 망설이던 팀을 "
       "어떻게 설득하셨고, 디자이너와 개발자 사이의 합의 과정(예: Figma 컴포넌트와 코드 컴포넌트의 1:1 대응)은 어떻게 "
       "만들어 가셨나요?",
       "5개 제품 팀이 도입, 신규 화면 개발 기간 평균 30% 단축",
       expected_answer="파일럿 팀 선정, 기여 가이드와 오피스 아워, 도입 지표 공유, 디자인-개발 공동 리뷰 같은 사례가 "
       "좋습니다.",
       follow_up="",
       note="clean: counts restated; Figma is in the resume's skills"),
    # nurse_ko
    _c(RN, "", "problem_solving",
       "대한중앙병원 중환자실에서 낙상 예방 프로토콜을 개선해 낙상 사고를 40% 줄이셨는데요. 개선 전 원인 분석은 어떤 "
       "방식(근본원인분석, 5 Whys 등)으로 하셨고, 위험도 평가 도구와 야간 근무 시 관찰 주기는 어떻게 바꾸셨나요?",
       "낙상 예방 프로토콜 개선으로 낙상 사고 40% 감소",
       expected_answer="Morse Fall Scale 같은 위험도 평가, 섬망·진정 환자 관리, 침상 알람과 라운딩 주기, 사건 보고 "
       "데이터 분석을 언급하는 답이 좋습니다.",
       follow_up="40% 감소는 재원일수 1,000일당 낙상 건수 같은 비율 기준이었나요?",
       note="clean: percentage restated; RCA, 5 Whys, Morse Fall Scale as general methods"),
    _c(RN, "", "impact_verification",
       "서울한빛병원에서 감염관리위원회 활동을 하며 손위생 준수율을 72%에서 95%로, 23%p 올리셨습니다. 준수율은 직접 "
       "관찰로 측정하셨나요? 관찰자가 있을 때 행동이 바뀌는 호손 효과는 어떻게 보정하셨는지도 궁금합니다.",
       "감염관리위원회 활동, 손위생 준수율 72%에서 95%로 향상",
       expected_answer="WHO 손위생 5가지 시점 기준 관찰, 비공개 관찰자 순환, 손소독제 사용량 같은 대리 지표 병행, "
       "피드백 게시를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: percentage-point difference derived; Hawthorne effect as a general concept"),
    _c(RN, "", "collaboration",
       "전자의무기록(EMR) 간호 기록 템플릿 표준화를 주도하셨는데, 간호사마다 기록 습관이 다른 상황에서 어떤 이해관계자를 "
       "참여시키셨고 의료정보팀이나 의사 쪽과의 조율은 어떻게 하셨나요?",
       "전자의무기록(EMR) 간호 기록 템플릿 표준화 주도",
       expected_answer="현장 간호사 대표 참여, 파일럿 병동 운영, 기록 누락률이나 기록 시간 같은 지표 비교, 의료정보팀과의 "
       "변경 요청 절차를 언급하면 좋습니다.",
       follow_up="",
       note="clean: stakeholders named generically"),
    _c(RN, "", "growth",
       "중환자실 병상 24개를 운영하며 신규 간호사 6명의 프리셉터를 맡으셨는데요. 입사 후 신규 간호사 교육 체계를 다시 "
       "설계해 달라는 요청을 받는다면, 첫 3개월 동안 무엇을 측정하고 어떤 단계로 독립 근무를 판단하시겠어요?",
       "중환자실 병상 24개 운영, 신규 간호사 6명 프리셉터 교육",
       expected_answer="역량 체크리스트, 단계별 환자 배정, 시뮬레이션 교육, 프리셉터-신규 간호사 정기 면담, 이직률 같은 "
       "지표를 제시하면 좋습니다.",
       follow_up="",
       note="clean: hypothetical with a generic time frame"),
    # devops_en
    _c(SRE, "", "technical_depth",
       "At Umbrella Systems you run 40 Kubernetes clusters on AWS EKS provisioned with Terraform. How do you structure "
       "Terraform state and modules across that many clusters, how do you detect drift, and how do you roll out an EKS "
       "version upgrade without a fleet-wide incident?",
       "Runs 40 Kubernetes clusters on AWS EKS, provisioned with Terraform.",
       expected_answer="Expect per-cluster or per-environment state, versioned modules, plan-on-PR with policy checks, "
       "scheduled drift detection, and canary upgrades of a few non-critical clusters before waves.",
       follow_up="How do you handle RBAC and access for 40 clusters?",
       note="clean: RBAC, drift and canary waves as general concepts"),
    _c(SRE, "", "problem_solving",
       "You cut monthly EC2 spend by 27% with spot instances and rightsizing. How did you protect workloads from spot "
       "interruptions, and how did you decide which services were safe to move to spot?",
       "Cut monthly EC2 spend by 27% with spot instances and rightsizing.",
       expected_answer="A strong answer covers diversified instance pools, interruption handling and pod disruption "
       "budgets, keeping stateful or latency-critical workloads on on-demand, and rightsizing from utilisation data; "
       "tools such as Karpenter or Cluster Autoscaler could come up.",
       follow_up="",
       note="clean: percentage restated; Karpenter as a could-mention tool"),
    _c(SRE, "", "collaboration",
       "You led the incident review process and brought mean time to recovery down from 95 to 38 minutes, a 60% cut. "
       "How did you keep reviews blameless while still holding teams to their action items, and how did SLOs and "
       "error budgets feature in the process?",
       "Led the incident review process; mean time to recovery down from 95 to 38 minutes.",
       expected_answer="Look for a blameless template, timeline reconstruction, contributing-factor analysis, tracked "
       "action items, and error-budget policies that trigger reliability work.",
       follow_up="Which change moved MTTR the most?",
       note="clean: derived percentage (57/95 = 60%)"),
    _c(SRE, "", "growth",
       "Earlier, at Hooli Networks, you maintained 300 Linux servers with Nagios monitoring and Bash scripts; today "
       "your skills list Prometheus and Grafana. What changed in how you think about monitoring and alerting between "
       "those two eras?",
       "Maintained 300 Linux servers with Nagios monitoring and Bash scripts.",
       expected_answer="A reflective answer contrasts host checks with metrics and symptoms-based alerting, alert "
       "fatigue, and SLO-driven pages.",
       follow_up="",
       note="clean: both tools are in the resume and placed correctly"),
]


# --- 2. Clean: documents of resumes2/ ---

CLEAN_2 = [
    # counsellor_en
    _c(CO, "", "problem_solving",
       "At Hollins Park Academy you cut the average wait for a first counselling session from 21 to 6 school days — "
       "roughly a 71% reduction for a service covering 1,350 students. What did you change in triage and scheduling "
       "to get there, and how did you make sure the shorter wait didn't come at the expense of the most urgent cases?",
       "average wait for a first session cut from 21 to 6 school days",
       expected_answer="A strong answer describes a stepped-care or triage model, risk screening at referral, "
       "protected urgent slots, group provision for common needs and tracking waits by priority band.",
       follow_up="How did you communicate waiting times to students and parents?",
       note="clean: derived percentage (15/21 ≈ 71%); stepped care as a general method"),
    _c(CO, "", "impact_verification",
       "Your peer-mentoring scheme trained 40 Year 12 mentors, and referrals for low mood fell 27% over two years. How "
       "confident are you that the scheme caused that fall rather than other changes at the school, and how would "
       "you design the evaluation if you set the scheme up again?",
       "Set up a peer-mentoring scheme with 40 trained Year 12 mentors; referrals for low mood down 27% over two years.",
       expected_answer="Look for awareness of confounders (staffing, policy changes, cohort effects), a comparison "
       "group or staggered rollout, pre/post wellbeing measures and qualitative feedback from mentees.",
       follow_up="",
       note="clean: figures restated; evaluation design as a hypothetical"),
    _c(CO, "", "technical_depth",
       "You ran 8-week CBT-informed anxiety groups for 220 students, and 74% — about 160 students — showed reliable "
       "improvement on the GAD-7. How do you define reliable improvement on that measure, and what did you do for the "
       "students who did not improve?",
       "Ran 8-week anxiety groups (CBT-informed) for 220 students; 74% showed reliable improvement on the GAD-7.",
       expected_answer="A strong answer mentions a reliable change threshold on the GAD-7, baseline and session "
       "measurement, stepping up to individual work or external referral, and routine outcome monitoring.",
       follow_up="",
       note="clean: derived count (0.74 × 220 ≈ 163); GAD-7 restated"),
    _c(CO, "", "collaboration",
       "As deputy DSL you worked with families and the local authority on about 35 child-protection referrals a year. "
       "How do you balance a student's confidentiality in counselling with your safeguarding duties, and how do you "
       "explain those limits to a student at the start of the work?",
       "Worked with families and the local authority on 35 child-protection referrals a year as deputy DSL.",
       expected_answer="Expect clear contracting about confidentiality limits, following the school's safeguarding "
       "policy and statutory guidance, recording, consulting the DSL, and keeping the student informed where safe.",
       follow_up="",
       note="clean: DSL role and count restated"),
    _c(CO, "", "collaboration",
       "You co-wrote the school's religious-festival and fasting guidance for exam season with the RE department. What "
       "did the guidance cover, how did you consult students and families, and how did you work with the exams office "
       "on timetabling and wellbeing support?",
       "Co-wrote the school's religious-festival and fasting guidance for exam season with the RE department.",
       expected_answer="A good answer covers exam scheduling, rest spaces, hydration and energy advice, access "
       "arrangements, consultation with faith communities, and how staff were briefed.",
       follow_up="",
       note="clean: religion appears as the subject of the candidate's work, not as a question about the candidate"),
    _c(CO, "", "problem_solving",
       "You supported 85 newly arrived EAL students from 14 countries with induction plans. If a new arrival with "
       "little English showed signs of distress, how would you assess and support them, and when would you bring in "
       "an interpreter or external services?",
       "Supported 85 newly arrived EAL students from 14 countries with induction plans.",
       expected_answer="Expect trauma-informed practice, interpreters rather than peers for sensitive conversations, "
       "visual and culturally adapted materials, buddy systems and liaison with EAL staff and families.",
       follow_up="",
       note="clean: students' origins as the subject of the work; hypothetical scenario"),
    _c(CO, "", "impact_verification",
       "Persistent absence fell from 18.4% to 11.2% — 7.2 percentage points — after the joint attendance programme with "
       "pastoral leads. What was your part in the programme, and how did you separate the counselling contribution "
       "from the rest of the intervention?",
       "Persistent absence fell from 18.4% to 11.2% after a joint attendance programme with pastoral leads.",
       expected_answer="A strong answer is honest about shared attribution, describes the counselling strand (early "
       "identification, anxiety-related absence) and the data used to track individual students.",
       follow_up="",
       note="clean: percentage-point difference derived exactly"),
    _c(CO, "", "technical_depth",
       "During the 2020–2021 closures you introduced Microsoft Teams drop-in sessions and ran 1,100 remote sessions. "
       "What safeguards did you put in place for online counselling with under-18s, and what would you keep from that "
       "period now that schools are back on site?",
       "Introduced Microsoft Teams drop-in sessions during the 2020–2021 closures; 1,100 remote sessions.",
       expected_answer="Expect consent and parental information, checking the student's privacy and location, "
       "emergency plans, secure platform settings and BACP guidance on online work.",
       follow_up="",
       note="clean: tool and dates match the resume"),
    _c(CO, "", "impact_verification",
       "At Westbrook Comprehensive you built a careers and post-16 guidance programme and the NEET rate for leavers "
       "fell from 7% to 3%. How did you track leavers' destinations, and which part of the programme do you think "
       "made the most difference?",
       "Built a careers and post-16 guidance programme; NEET rate for leavers fell from 7% to 3%.",
       expected_answer="Look for destination tracking with the local authority, targeted support for at-risk "
       "students, and links with colleges and employers.",
       follow_up="",
       note="clean: figures restated"),
    # csm_en (with jd_csm_en for job_fit)
    _c(CS, "", "technical_depth",
       "At Fernway you built health scores in ChurnZero from product usage and Zendesk ticket trends and flagged 70% of "
       "churned accounts 90+ days ahead. How did you choose and weight the inputs, and what was the false-positive rate "
       "— how many healthy accounts did the score flag?",
       "Built health scores in ChurnZero from product usage and Zendesk ticket trends; flagged 70% of churned accounts "
       "90+ days ahead.",
       jd=J_CS,
       expected_answer="A strong answer treats the score as a classifier: back-testing on past churn, recall versus "
       "precision, weighting by correlation with churn, and a review cadence so CSMs trust it.",
       follow_up="",
       note="clean: figures restated; precision/recall framing as general concepts"),
    _c(CS, "", "job_fit",
       "You own 48 mid-market and enterprise accounts worth $6.8M ARR — about $140K per account on average — with 94% "
       "GRR. Brightloop's enterprise book is 20–25 accounts above $150K ARR. How would you change your operating rhythm "
       "for fewer, larger accounts with executive business reviews?",
       "Own a book of 48 mid-market and enterprise accounts worth $6.8M ARR; gross revenue retention 94%.",
       jd=J_CS,
       expected_answer="Expect deeper multi-threading, mutual success plans, account planning with the paired AE and "
       "solutions engineer, and EBRs focused on business outcomes for HR and finance leaders.",
       follow_up="",
       note="clean: derived average (6.8M/48 ≈ $142K); JD figures used forward"),
    _c(CS, "", "impact_verification",
       "You reported $1.2M of expansion revenue in FY2023 and net revenue retention of 112%, from 120+ QBRs a year. How "
       "do you calculate NRR versus GRR, and how much of that expansion would you attribute to the QBRs rather than to "
       "sales-led upsell?",
       "Ran 120+ QBRs a year; expansion revenue of $1.2M in FY2023 (net revenue retention 112%).",
       jd=J_CS,
       expected_answer="A clear answer defines NRR as starting ARR plus expansion minus contraction and churn over "
       "starting ARR, GRR without expansion, and explains attribution with the sales team honestly.",
       follow_up="",
       note="clean: metric definitions as general knowledge"),
    _c(CS, "", "problem_solving",
       "You cut time-to-first-value from 45 to 19 days — about 58% faster — with a templated onboarding plan in "
       "HubSpot. How did you define 'first value' for different customer segments, and what did you do for customers "
       "who stalled in onboarding?",
       "Cut time-to-first-value from 45 to 19 days with a templated onboarding plan in HubSpot.",
       jd=J_CS,
       expected_answer="Expect a concrete value milestone per segment, milestone tracking, automated nudges, escalation "
       "to an executive sponsor and feedback to product on blockers.",
       follow_up="",
       note="clean: derived percentage (26/45 ≈ 58%)"),
    _c(CS, "", "impact_verification",
       "You rolled out Zendesk AI triage in 2024 and first-response time fell 38%. What did you watch to make sure "
       "faster first responses didn't hurt resolution quality or CSAT, and how did you handle misrouted tickets?",
       "Rolled out Zendesk AI triage in 2024; first-response time down 38%.",
       jd=J_CS,
       expected_answer="A strong answer pairs FRT with CSAT, full resolution time and reopen rates, samples misroutes "
       "weekly and tunes intents with the support team.",
       follow_up="",
       note="clean: year and figure restated"),
    _c(CS, "", "job_fit",
       "Brightloop runs health scoring and success plans in Gainsight. If you joined us, how would you approach "
       "rebuilding the kind of health score you built in ChurnZero inside Gainsight during your first 90 days, and "
       "what would you validate before the team relied on it?",
       "Run health scoring and success plans in Gainsight.",
       jd=J_CS, evidence_doc=J_CS,
       expected_answer="Expect a plan to audit existing data, map signals, back-test against past renewals, pilot with "
       "a few CSMs and agree definitions with the VP of Customer Success.",
       follow_up="",
       note="clean: the hiring company's tool asked forward, not as past work"),
    _c(CS, "", "job_fit",
       "The role uses SQL on Snowflake to investigate product adoption, and your tools list Looker and Excel. Walk us "
       "through how you would answer 'which features do our renewing accounts use that churned accounts did not?' — "
       "which tables you'd expect, and what the query would roughly look like.",
       "Use SQL (Snowflake) to investigate product adoption.",
       jd=J_CS, evidence_doc=J_CS,
       expected_answer="A good answer sketches joins between accounts, renewals and usage events, a cohort window "
       "before renewal, grouping by feature and a comparison of adoption rates, with caveats about correlation.",
       follow_up="",
       note="clean: JD requirement asked as a hypothetical exercise"),
    _c(CS, "", "collaboration",
       "You mentored 3 CSMs and wrote the escalation playbook used by the 14-person CS team. Describe an escalation "
       "where you had to coordinate support, product and the customer's executive sponsor — what did the playbook "
       "say, and what did you change afterwards?",
       "Mentored 3 CSMs; wrote the escalation playbook used by the 14-person CS team.",
       jd=J_CS,
       expected_answer="Look for a STAR-shaped story with severity levels, owners, communication cadence and a "
       "post-mortem that fed back into the playbook.",
       follow_up="",
       note="clean: team size and counts restated"),
    _c(CS, "", "impact_verification",
       "At Tallyhouse you built the team's first churn survey — 3,000 responses — and shared the findings with "
       "product. What did the survey change in the product or in how CS worked?",
       "Built the team's first churn survey (3,000 responses) and shared findings with product.",
       jd=J_CS,
       expected_answer="A strong answer names a concrete product or process change, how findings were prioritised, "
       "and how the team closed the loop with customers.",
       follow_up="",
       note="clean: earlier employer and figure restated"),
    _c(CS, "", "job_fit",
       "Brightloop operates in 14 countries. Suppose an enterprise customer wanted to roll payroll out to five of them "
       "in one quarter — how would you plan the rollout with implementation and the account executive, and what risks "
       "would you raise early?",
       "Experience with multi-country rollouts (we operate in 14 countries).",
       jd=J_CS, evidence_doc=J_CS,
       expected_answer="Expect phased country waves, local compliance and payroll calendars, a RAID log, executive "
       "sponsorship and clear success criteria per country.",
       follow_up="",
       note="clean: nice-to-have from the JD as a hypothetical"),
    # dataeng_en (with jd_dataeng_en)
    _c(DE, "", "technical_depth",
       "At Larkspur Health you rebuilt claims ingestion on Amazon Kinesis and AWS Lambda: 3.1 billion events a month — "
       "roughly 1,200 a second on average — with p95 end-to-end latency of 180 ms. How did you handle shard scaling, "
       "back-pressure and duplicate delivery, and what did you alert on?",
       "Rebuilt claims ingestion on Amazon Kinesis and AWS Lambda; 3.1 billion events a month, p95 end-to-end latency "
       "180 ms.",
       jd=J_DE,
       expected_answer="Expect on-demand or resharding strategy, Lambda batch size and parallelisation factor, "
       "idempotent writes keyed on claim IDs, iterator-age and error alarms, and DLQs.",
       follow_up="",
       note="clean: derived rate (3.1e9 / 2.6M s ≈ 1,200/s)"),
    _c(DE, "", "problem_solving",
       "You migrated 140 Airflow DAGs to Amazon MWAA in 2021 and on-call pages fell 62%. Which sources of pages went "
       "away, and how did you migrate that many DAGs without a long dual-running period?",
       "Migrated 140 Airflow DAGs to Amazon MWAA in 2021; on-call pages down 62%.",
       jd=J_DE,
       expected_answer="A strong answer categorises pages (scheduler, workers, flaky tasks), describes waves of DAG "
       "migration, retries and SLAs, and what was fixed in DAG code rather than infrastructure.",
       follow_up="",
       note="clean: year and figures restated"),
    _c(DE, "", "impact_verification",
       "Your S3 + Apache Iceberg lakehouse cut storage cost from $41K to $26K a month — about $15K a month, or roughly "
       "$180K a year. What drove the saving: compaction, snapshot expiry, file formats, lifecycle tiers? And what did "
       "Athena query costs do at the same time?",
       "Designed the S3 + Apache Iceberg lakehouse queried through Athena; storage cost cut from $41K to $26K a month.",
       jd=J_DE,
       expected_answer="Expect compaction of small files, snapshot and orphan-file cleanup, Parquet with ZSTD, "
       "partition evolution, S3 lifecycle rules, and watching bytes scanned in Athena.",
       follow_up="",
       note="clean: derived monthly and yearly saving (15K × 12 = 180K)"),
    _c(DE, "", "technical_depth",
       "Moving the warehouse to Amazon Redshift Serverless in 2023 took dashboard p99 query time from 9.4 s to 2.1 s, "
       "about a 78% cut. How much of that came from the serverless move itself versus modelling changes, and how did "
       "you keep RPU costs predictable?",
       "Moved the warehouse to Amazon Redshift Serverless in 2023; dashboard p99 query time 9.4 s → 2.1 s.",
       jd=J_DE,
       expected_answer="Expect a split between sort/dist keys, materialised views, result caching and base RPU "
       "settings, plus usage limits and cost monitoring.",
       follow_up="",
       note="clean: derived percentage (7.3/9.4 ≈ 78%)"),
    _c(DE, "", "technical_depth",
       "You built 310 dbt models with 1,900 tests and Great Expectations checks on PHI tables. How did you decide what "
       "to test where — dbt tests versus Great Expectations — and how did you keep PHI out of test failure logs and "
       "alerts?",
       "Built dbt models (310 models, 1,900 tests) with Great Expectations checks on PHI tables.",
       jd=J_DE,
       expected_answer="A strong answer separates schema and referential tests in dbt from distributional checks, "
       "masks values in failure output, and mentions HIPAA minimum-necessary access.",
       follow_up="",
       note="clean: counts restated; HIPAA as general context for PHI"),
    _c(DE, "", "problem_solving",
       "You prototyped a schema-documentation assistant on Amazon Bedrock in 2024, used by 45 analysts. How did you "
       "evaluate its answers, prevent hallucinated column descriptions, and make sure no PHI reached the model?",
       "Prototyped a schema-documentation assistant on Amazon Bedrock (2024), used by 45 analysts.",
       jd=J_DE,
       expected_answer="Expect retrieval grounded in dbt docs and catalog metadata, a golden question set, "
       "citations to source docs, guardrails, and metadata-only prompts.",
       follow_up="",
       note="clean: tool and year match the resume"),
    _c(DE, "", "job_fit",
       "Meridian Freight runs streaming ingestion on Kafka (Confluent Cloud) at about 250,000 events per second at "
       "peak — roughly eight times the 30,000 per second your Kafka 0.10 clickstream pipeline handled at Quillon Retail. "
       "How would you approach partitioning, consumer scaling and schema evolution at that volume?",
       "Run streaming ingestion on Kafka (Confluent Cloud), about 250,000 events per second at peak.",
       jd=J_DE, evidence_doc=J_DE,
       expected_answer="Expect partition-count planning from throughput per partition, keyed ordering, consumer "
       "lag SLOs, a schema registry with compatibility rules and load testing before peak season.",
       follow_up="",
       note="clean: JD and resume figures compared (250K/30K ≈ 8x); JD stack asked forward"),
    _c(DE, "", "job_fit",
       "The role asks for hands-on experience operating Kubernetes in production, and our Spark and Airflow workloads "
       "run on Amazon EKS. Your resume centres on managed services such as MWAA and Lambda. How would you get up to "
       "speed on operating EKS, and which parts of your experience carry over?",
       "Hands-on experience operating Kubernetes in production.",
       jd=J_DE, evidence_doc=J_DE,
       expected_answer="An honest answer acknowledges the gap, names transferable skills (on-call, Terraform, capacity "
       "planning) and a concrete learning plan.",
       follow_up="",
       note="clean: a JD requirement the resume lacks, asked openly"),
    _c(DE, "", "job_fit",
       "You'd build the Snowflake metrics layer used by finance and operations. Coming from Redshift Serverless and "
       "Athena, how would you design metric definitions so finance and operations get the same number for the same "
       "question?",
       "Build the Snowflake metrics layer used by finance and operations.",
       jd=J_DE, evidence_doc=J_DE,
       expected_answer="Expect a semantic layer or dbt metrics, one owner per metric, versioned definitions, tests "
       "on metric outputs and a change process with finance.",
       follow_up="",
       note="clean: JD stack asked forward"),
    _c(DE, "", "technical_depth",
       "At Quillon Retail you tuned Hive on Tez and the nightly batch ran 2.5x faster, from 6.5 h to 2.6 h. What were "
       "the biggest levers, and which of those lessons still apply to Spark jobs today?",
       "Tuned Hive on Tez; the nightly batch ran 2.5x faster (6.5 h to 2.6 h).",
       jd=J_DE,
       expected_answer="Expect partition pruning, ORC and vectorisation, join strategies, container sizing and skew "
       "handling, mapped to Spark equivalents.",
       follow_up="",
       note="clean: figures restated"),
    # hygienist_ko
    _c(HY, "", "impact_verification",
       "서울밝은치과병원에서 치주 관리 프로그램을 운영하며 3개월 리콜 내원율을 54%에서 78%로, 24%p 올리셨는데요. 리콜 "
       "대상 환자를 어떻게 분류하셨고, 내원하지 않은 환자에게는 어떤 순서로 연락하셨는지 구체적으로 말씀해 주시겠어요?",
       "치주 관리 프로그램 운영, 3개월 리콜 내원율 54%에서 78%로 향상",
       expected_answer="치주 위험도에 따른 리콜 주기 차등, 예약 시점 사전 확정, 문자·전화 리마인드 순서, 미내원 사유 "
       "기록과 분석을 언급하면 좋습니다.",
       follow_up="",
       note="clean: percentage-point difference derived exactly"),
    _c(HY, "", "growth",
       "구강스캐너(3Shape TRIOS 4) 도입 교육을 맡아 인상 채득 재작업률을 12.5%에서 3.8%로 낮추셨습니다. 새로운 장비를 "
       "익숙하지 않은 동료들에게 교육할 때 어떤 방식으로 설계하셨고, 재작업 원인은 어떻게 분류하셨나요?",
       "구강스캐너(3Shape TRIOS 4) 도입 교육, 인상 채득 재작업률 12.5% → 3.8%",
       expected_answer="실습 중심 교육, 스캔 순서 SOP, 재작업 원인(타액·출혈·마진 누락 등) 분류, 숙련자 페어링을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: device and figures restated; SOP as a general term"),
    _c(HY, "", "problem_solving",
       "카카오톡 채널 예약 알림을 도입해 연 3만 건, 한 달에 약 2,500건을 발송하면서 노쇼율을 월 9%에서 4%로 줄이셨는데요. "
       "알림 시점과 문구는 어떻게 정하셨고, 그래도 노쇼가 반복되는 환자는 어떻게 관리하셨나요?",
       "카카오톡 채널 예약 알림 도입(연 3만 건 발송)으로 노쇼율 월 9%에서 4%로 감소",
       expected_answer="전날·당일 알림 비교, 예약 변경 링크 제공, 반복 노쇼 환자 별도 관리, 빈 시간대 대기 환자 연결 같은 "
       "답이 좋습니다.",
       follow_up="",
       note="clean: derived monthly figure (30,000/12 = 2,500)"),
    _c(HY, "", "collaboration",
       "소아 불소 도포·실런트를 연 3,200건 시행하고 보호자 교육 자료 6종을 제작하셨는데요. 아이가 협조하지 않거나 "
       "보호자가 불소에 대해 우려를 표할 때 어떻게 설명하고 진행하시나요?",
       "소아 불소 도포·실런트 연 3,200건 시행, 보호자 교육 자료 6종 제작",
       expected_answer="Tell-Show-Do 같은 행동 조절 기법, 근거 기반 설명, 보호자 동의 확인, 교육 자료 활용을 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: counts restated; Tell-Show-Do as a general technique"),
    _c(HY, "", "technical_depth",
       "신규 치과위생사 5명을 교육하며 감염관리 체크리스트를 개정하셨는데, 개정 전후로 무엇이 가장 크게 바뀌었고 "
       "체크리스트가 실제로 지켜지는지는 어떻게 점검하셨나요?",
       "신규 치과위생사 5명 교육, 감염관리 체크리스트 개정",
       expected_answer="기구 재처리 단계, 표면 소독 주기, 멸균 확인(생물학적 지표), 정기 점검과 피드백을 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: counts restated"),
    _c(HY, "", "problem_solving",
       "하늘치과의원에서 덴트웹(DentWeb) 전자차트 전환을 지원하며 종이 차트 1만 2천 건을 스캔 정리하셨는데요. 전환 "
       "기간에 진료 공백이나 기록 누락이 생기지 않도록 어떻게 계획하셨나요?",
       "덴트웹(DentWeb) 전자차트 전환 지원, 종이 차트 1만 2천 건 스캔 정리",
       expected_answer="우선순위(최근 내원 환자 먼저) 스캔, 이중 확인, 진료 시간 외 작업, 전환 후 검색 테스트를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: earlier clinic and figure restated"),
    _c(HY, "", "impact_verification",
       "연 진료 수익 중 예방 진료 비중을 21%에서 29%로 키우셨다고 했는데, 이 변화에서 치위생사로서 본인의 기여는 "
       "무엇이었고, 환자 만족이나 재내원 같은 다른 지표는 어떻게 움직였나요?",
       "연 진료 수익 중 예방 진료 비중 21%에서 29%로 확대",
       expected_answer="리콜 프로그램과의 연결, 상담 방식 변화, 기여도를 과장하지 않는 태도가 좋은 답입니다.",
       follow_up="",
       note="clean: figures restated"),
    # mech_ko (with jd_mech_ko)
    _c(ME, "", "technical_depth",
       "대성정밀에서 협동로봇용 하모닉 감속기 3종을 새로 설계하며 백래시를 1 arcmin 이하로 달성하셨는데요. 백래시에 "
       "가장 큰 영향을 준 설계 변수와 공차 배분은 무엇이었고, 양산 산포까지 고려해 어떻게 검증하셨나요?",
       "협동로봇용 하모닉 감속기 3종 신규 설계, 백래시 1 arcmin 이하 달성",
       jd=J_ME,
       expected_answer="치형 설계, 플렉스플라인 강성, 공차 누적 해석(RSS·최악 조건), 측정 장비와 샘플링 계획을 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: figure restated; tolerance stack-up as a general method"),
    _c(ME, "", "technical_depth",
       "SolidWorks Simulation 구조 해석으로 하우징 중량을 18% 줄이셨는데, 경량화하면서 안전율과 피로 수명은 어떻게 "
       "확보하셨고 해석 결과를 실제 시험과 어떻게 대조하셨나요?",
       "SolidWorks Simulation 구조 해석으로 하우징 중량 18% 경량화",
       jd=J_ME,
       expected_answer="메시 수렴 확인, 경계조건 가정, 위상 최적화, 스트레인 게이지 시험 대조, 안전율 기준을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: tool and percentage restated"),
    _c(ME, "", "problem_solving",
       "협력사 금형 변경 관리 체계를 정비해 설계 변경(ECN) 처리 기간을 14일에서 6일로, 절반 이하로 줄이셨습니다. 어느 "
       "단계에서 지연이 가장 컸고, 승인 절차를 줄이면서도 변경 누락을 막은 장치는 무엇이었나요?",
       "협력사 금형 변경 관리 체계 정비, 설계 변경(ECN) 처리 기간 14일 → 6일",
       jd=J_ME,
       expected_answer="변경 등급 분류(경미·중대), 병렬 검토, 영향도 체크리스트, 협력사 회신 기한 관리를 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived comparison (6/14 < half)"),
    _c(ME, "", "impact_verification",
       "FMEA 워크숍을 9회 주관하며 양산 불량률을 2.4%에서 0.7%로, 약 71% 낮추셨는데요. 워크숍에서 우선순위는 RPN으로 "
       "매기셨나요, 아니면 AIAG-VDA의 AP(Action Priority) 방식이었나요? 가장 효과가 컸던 대책 하나를 예로 들어 주세요.",
       "양산 불량률 2.4%에서 0.7%로 개선 (FMEA 워크숍 9회 주관)",
       jd=J_ME,
       expected_answer="RPN과 AP의 차이, 심각도 우선 원칙, 대책 후 재평가, 관리계획서 반영을 설명하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (1.7/2.4 ≈ 71%); RPN/AP as general methods"),
    _c(ME, "", "job_fit",
       "한울모빌리티 설계팀은 배터리팩 하우징·브래킷을 CATIA V5로 설계합니다. 지금까지 SolidWorks와 AutoCAD를 주로 "
       "쓰셨는데, 입사 후 CATIA V5 환경에 적응하기 위해 어떤 계획을 세우시겠어요? 특히 대형 어셈블리 관리 방식의 차이를 "
       "어떻게 보시나요?",
       "배터리팩 하우징·브래킷 기구 설계 (CATIA V5)",
       jd=J_ME, evidence_doc=J_ME,
       expected_answer="두 툴의 모델링 철학 차이, 교육·멘토 활용, 템플릿·표준 파트 라이브러리 학습, 첫 과제 선택 같은 "
       "구체적 계획이 좋습니다.",
       follow_up="",
       note="clean: JD tool asked forward; the resume's own tools named correctly"),
    _c(ME, "", "job_fit",
       "저희는 Ansys Fluent로 배터리팩 열 해석과 냉각 구조 설계를 합니다. Ansys Mechanical로 구조 해석을 해 오신 "
       "경험에서 CFD 기반 열 해석으로 넘어갈 때 무엇이 가장 다를 것 같고, 냉각 채널 설계 검토에 어떻게 기여하실 수 "
       "있을지 말씀해 주세요.",
       "Ansys Fluent를 활용한 배터리팩 열 해석 및 냉각 구조 설계",
       jd=J_ME, evidence_doc=J_ME,
       expected_answer="유동·열전달 경계조건, 메시 품질, 열-구조 연성 해석, 시험 상관 검증 등 차이를 이해하는 답이 "
       "좋습니다.",
       follow_up="",
       note="clean: JD tool asked forward; resume's Ansys Mechanical restated"),
    _c(ME, "", "job_fit",
       "공고에는 IATF 16949 기반 설계 변경 관리가 있습니다. 대성정밀에서 ECN 처리 체계를 정비하신 경험을 자동차 품질 "
       "경영 체계의 설계 변경 관리에 어떻게 연결하시겠어요?",
       "IATF 16949 기반 설계 변경 관리",
       jd=J_ME, evidence_doc=J_ME,
       expected_answer="변경 승인 기록, PPAP 재제출 판단, 고객 승인 절차, 추적성 확보를 언급하면 좋습니다.",
       follow_up="",
       note="clean: JD standard asked forward"),
    _c(ME, "", "impact_verification",
       "한라공조기술 시절 팬 소음을 3.5 dB 낮추는 설계 개선을 하고 무향실 시험으로 검증하셨는데요. 3.5 dB이면 음향 "
       "파워로는 절반 이상 줄어든 셈인데, 어떤 설계 변수를 바꾸셨고 성능(풍량) 손실은 없었나요?",
       "팬 소음 3.5 dB 저감 설계 개선 (무향실 시험 검증)",
       jd=J_ME,
       expected_answer="블레이드 형상, 팁 간극, 하우징 컷오프, 회전수와 풍량의 트레이드오프를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived physics (−3.5 dB ≈ 55% less acoustic power)"),
    _c(ME, "", "growth",
       "진동 시험 데이터를 엑셀 VBA로 자동 집계해 보고서 작성 시간을 주 6시간 줄이셨는데, 지금 같은 일을 다시 한다면 "
       "MATLAB이나 Python 같은 다른 도구를 쓰시겠어요? 선택 기준은 무엇인가요?",
       "진동 시험 데이터를 엑셀 VBA로 자동 집계, 보고서 작성 시간 주 6시간 절감",
       jd=J_ME,
       expected_answer="데이터 규모, 팀의 유지보수 역량, 재현성, 시각화 요구를 기준으로 설명하면 좋습니다.",
       follow_up="",
       note="clean: MATLAB is in the resume; Python as a could-mention alternative"),
    # video_ko
    _c(VI, "", "impact_verification",
       "오로라스튜디오에서 유튜브 브랜드 채널 3개를 운영하며 구독자를 4만 명에서 27만 명으로, 약 6.75배 키우셨는데요. "
       "성장에 가장 크게 기여한 콘텐츠 포맷과 의사결정은 무엇이었고, 구독자 수 외에 어떤 KPI(시청 지속률, 재방문 등)를 "
       "함께 보셨나요?",
       "유튜브 브랜드 채널 3개 운영, 구독자 4만 명에서 27만 명으로 성장",
       expected_answer="평균 시청 지속 시간, CTR, 재방문 시청자 비율, 브랜드 전환 지표를 함께 본 경험을 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived ratio (27/4 = 6.75)"),
    _c(VI, "", "problem_solving",
       "숏폼 시리즈 140편을 만들어 평균 조회수를 2.5배로 늘리셨는데, 같은 소재를 YouTube Shorts와 Instagram Reels에 "
       "올릴 때 편집·길이·후킹을 어떻게 다르게 가져가셨고, 어떤 A/B 테스트를 해 보셨나요?",
       "숏폼(YouTube Shorts·Instagram Reels) 시리즈 140편 제작, 평균 조회수 2.5배 증가",
       expected_answer="첫 3초 후킹, 자막·세로 구도, 플랫폼별 알고리즘 특성, 썸네일·첫 장면 테스트를 언급하면 좋습니다.",
       follow_up="",
       note="clean: platforms and figures restated; A/B test as a general method"),
    _c(VI, "", "problem_solving",
       "원격 편집 워크플로를 도입해 편당 제작비를 1,800만 원에서 1,100만 원으로, 편당 700만 원(약 39%) 줄이셨습니다. "
       "비용을 줄이면서 품질을 유지하기 위해 어떤 리뷰 절차와 파일 관리 규칙을 만드셨나요?",
       "편당 제작비 1,800만 원 → 1,100만 원으로 절감 (원격 편집 워크플로 도입)",
       expected_answer="프록시 편집, 클라우드 리뷰 도구(예: Frame.io), 버전 관리 규칙, 피드백 라운드 제한을 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived saving (700만, 7/18 ≈ 39%); Frame.io as a could-mention tool"),
    _c(VI, "", "technical_depth",
       "Adobe Premiere Pro와 DaVinci Resolve 17로 색보정 파이프라인을 표준화하셨는데요. 편집과 색보정 사이 라운드트립은 "
       "어떻게 하셨고(XML/EDL), 카메라가 여러 대일 때 색 공간 관리는 어떤 방식(예: ACES, LUT)으로 맞추셨나요?",
       "Adobe Premiere Pro와 DaVinci Resolve 17로 색보정 파이프라인 표준화",
       expected_answer="XML 라운드트립, 카메라별 입력 변환, 노드 템플릿, 납품 규격별 출력 프리셋을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: tools and version as in the resume; ACES/LUT as general concepts"),
    _c(VI, "", "collaboration",
       "외주 촬영팀 6곳을 관리하며 연 제작 예산 9억 5천만 원을 집행하셨습니다. 외주사 선정 기준과 일정·품질 문제가 "
       "생겼을 때의 대응을 실제 사례로 말씀해 주시겠어요?",
       "외주 촬영팀 6곳 관리, 연 제작 예산 9억 5천만 원 집행",
       expected_answer="단가·포트폴리오·안정성 기준, 계약서의 수정 횟수 조항, 문제 발생 시 에스컬레이션과 대체 인력 "
       "확보를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: counts and budget restated"),
    _c(VI, "", "growth",
       "2023년에 Runway로 AI 배경 합성 시범 제작 3편을 하셨는데, 브랜드 영상에 생성형 AI를 쓸 때 저작권·초상권·"
       "브랜드 안전 측면에서 어떤 기준을 세우셨나요? 입사 후 AI 도구 도입을 제안한다면 어떤 단계로 하시겠어요?",
       "2023년 Runway로 AI 배경 합성 시범 제작 3편",
       expected_answer="학습 데이터·라이선스 확인, 클라이언트 사전 동의, 사람 검수 단계, 작은 파일럿부터 확대하는 "
       "계획이 좋습니다.",
       follow_up="",
       note="clean: tool and year as in the resume; forward-looking hypothetical"),
    _c(VI, "", "impact_verification",
       "미디어브릿지에서 케이블 예능 2개 시즌 조연출을 하며 회당 시청률이 1.2%에서 2.1%로, 0.9%p 올랐는데요. 조연출로서 "
       "본인이 기여한 부분과 연출·편성 등 다른 요인을 어떻게 구분해 설명하시겠어요?",
       "케이블 예능 프로그램 2개 시즌 조연출, 회당 시청률 1.2% → 2.1%",
       expected_answer="기여를 과장하지 않고 본인의 담당(구성, 편집, 섭외 등)과 팀 성과를 구분하는 답이 좋습니다.",
       follow_up="",
       note="clean: percentage-point difference derived"),
]


# --- 3. Clean: documents of resumes3/ ---

CLEAN_3 = [
    # construction_ko
    _c(CN, "", "problem_solving",
       "김포 한결파크뷰 현장에서 기준층 골조 사이클을 8일에서 6일로 줄여 당초 대비 공기를 47일 단축하셨는데요. 사이클을 "
       "줄이기 위해 어떤 공정을 병행하거나 재배치하셨고, 품질과 안전 리스크는 어떻게 관리하셨는지 STAR 방식으로 말씀해 "
       "주시겠어요?",
       "골조 공정 관리로 당초 대비 공기 47일 단축 (기준층 사이클 8일 → 6일)",
       expected_answer="알폼·갱폼 전용, 철근 선조립, 타설 일정과 양생 관리, 린 건설의 라스트 플래너 같은 공정 협의 "
       "방식, 야간작업 안전 대책을 언급하면 좋습니다.",
       follow_up="",
       note="clean: figures restated; Last Planner / lean construction as general methods"),
    _c(CN, "", "technical_depth",
       "Autodesk Revit·Navisworks 기반 BIM 간섭 검토를 도입해 설계 변경 건수를 35% 줄이셨는데, 간섭 검토는 어느 "
       "단계에서 누가 참여해 진행했고, 검출된 간섭의 우선순위와 해결 책임은 어떻게 정하셨나요?",
       "Autodesk Revit·Navisworks 기반 BIM 간섭 검토 도입, 설계 변경 건수 35% 감소",
       expected_answer="공종별 모델 통합 주기, Clash Detective 규칙과 허용 오차, 설계사·전문업체 합동 회의, 이슈 추적 "
       "방식을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: tools and percentage restated"),
    _c(CN, "", "technical_depth",
       "중대재해처벌법 시행(2022.01)에 맞춰 현장 위험성평가 절차를 개편하고 무재해 1,100일을 달성하셨습니다. 개편 전후로 "
       "위험성평가의 주체와 주기, 협력업체 근로자의 참여 방식이 어떻게 바뀌었는지 구체적으로 설명해 주시겠어요?",
       "중대재해처벌법 시행(2022.01)에 맞춰 현장 위험성평가 절차 개편, 무재해 1,100일 달성",
       expected_answer="상시 위험성평가, TBM(작업 전 안전 점검 회의) 연계, 근로자 참여와 아차사고 반영, 경영책임자 "
       "보고 체계를 언급하면 좋습니다.",
       follow_up="",
       note="clean: law and date as in the resume (the current role)"),
    _c(CN, "", "impact_verification",
       "IoT 개구부 센서와 타워크레인 충돌방지 시스템을 도입한 뒤 아차사고 보고 건수가 월 12건에서 48건으로 4배가 "
       "됐는데요. 보고 건수가 늘어난 것을 안전 수준이 나빠진 것이 아니라 개선 신호로 해석하신 근거는 무엇이고, 보고된 "
       "건은 어떻게 조치로 연결하셨나요?",
       "IoT 개구부 센서·타워크레인 충돌방지 시스템 도입, 아차사고 보고 건수 월 12건 → 48건",
       expected_answer="보고 문화 활성화와 실제 사고율의 구분, 하인리히 법칙 같은 선행지표 관점, 보고 건의 분류·조치 "
       "추적을 설명하는 답이 강합니다.",
       follow_up="",
       note="clean: derived ratio (48/12 = 4x); leading indicators as a general concept"),
    _c(CN, "", "impact_verification",
       "입주 후 1년 하자 접수를 세대당 2.4건에서 0.9건으로, 약 62% 줄이셨습니다. 하자 유형 중 무엇이 가장 많이 줄었고, "
       "시공 단계에서 어떤 품질 관리 절차를 바꾸셨나요?",
       "입주 후 1년 하자 접수 세대당 2.4건 → 0.9건",
       expected_answer="공종별 하자 통계 분석, 사전 점검(프리 입주 점검), 체크리스트와 검측 강화, 협력업체 피드백을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (1.5/2.4 = 62.5%)"),
    _c(CN, "", "collaboration",
       "동진종합건설 시절 외국인 근로자를 위해 중국어·베트남어 안전교육 자료를 만드셨는데요. 언어가 다른 근로자에게 "
       "안전 수칙이 실제로 이해됐는지는 어떻게 확인하셨나요?",
       "외국인 근로자 대상 다국어(중국어·베트남어) 안전교육 자료 제작",
       expected_answer="그림 중심 자료, 통역 가능한 반장 활용, 교육 후 확인 질문이나 시연, 현장 표지판 다국어화를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: workers' languages as the subject of the work, not the candidate's origin"),
    _c(CN, "", "technical_depth",
       "2014년 동절기 콘크리트 양생 관리를 개선해 압축강도 불합격률을 3.1%에서 0.4%로 낮추셨는데, 어떤 보양 방법과 "
       "온도 관리 기준을 적용하셨고, 적산온도나 조기 강도 확인은 어떻게 하셨나요?",
       "동절기 콘크리트 양생 관리 개선 (2014), 압축강도 불합격률 3.1% → 0.4%",
       expected_answer="가열 보양, 단열 거푸집, 온도 센서 모니터링, 적산온도 관리, 현장 양생 공시체 시험을 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: year and figures restated"),
    _c(CN, "", "collaboration",
       "협력업체 42개사, 일 최대 1,150명이 투입되는 현장을 관리하셨는데요. 공종 간 작업 간섭이 생겼을 때 어떤 회의체와 "
       "의사결정 규칙으로 조율하셨나요?",
       "협력업체 42개사, 일 최대 투입 인원 1,150명 관리",
       expected_answer="주간 공정회의, 3주 선행 작업계획, 작업 구역 배분, 갈등 시 우선순위 원칙을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: counts restated"),
    # fintech_ko (with jd_fintech_ko)
    _c(FT, "", "technical_depth",
       "페이브릿지에서 NCP 금융 클라우드 기반 결제 승인 시스템을 일 평균 420만 건, 피크 초당 3,800 TPS로 운영하셨는데요. "
       "피크 대비 용량 계획은 어떻게 세우셨고, 부하 테스트에서는 어느 정도의 여유율(예: 피크의 2배)을 목표로 하셨나요?",
       "NCP 금융 클라우드 기반 결제 승인 시스템 설계·운영, 일 평균 승인 420만 건, 피크 초당 3,800 TPS",
       jd=J_FT,
       expected_answer="이벤트성 피크 예측, nGrinder나 k6 같은 부하 테스트 도구, 오토스케일링 한계, DB 커넥션과 외부 "
       "카드사 연동 병목을 언급하면 좋습니다.",
       follow_up="",
       note="clean: figures restated; generic headroom example; load-test tools as could-mention"),
    _c(FT, "", "technical_depth",
       "Kafka 결제 이벤트 파이프라인을 토픽 64개·파티션 768개 규모로 운영하며 컨슈머 지연 p99를 1.2초 이하로 "
       "유지하셨습니다. 파티션 수는 어떤 기준으로 정하셨고, 리밸런싱이나 특정 파티션 쏠림이 생기면 어떻게 대응하셨나요?",
       "토픽 64개·파티션 768개, 컨슈머 지연 p99 1.2초 이하",
       jd=J_FT,
       expected_answer="처리량 기준 파티션 산정, 키 설계와 순서 보장, cooperative sticky 리밸런싱, 컨슈머 랙 알림을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: figures restated; partition sizing as a general concept"),
    _c(FT, "", "technical_depth",
       "정산 배치를 Spring Batch에서 Kafka Streams 기반 준실시간 정산으로 바꿔 가맹점 정산 확정을 T+2에서 T+1로 "
       "앞당기셨는데요. 정산처럼 금액 정합성이 중요한 처리에서 exactly-once 처리와 상태 저장소 복구는 어떻게 보장하셨고, "
       "배치 시절 결과와의 대사(reconciliation)는 어떻게 하셨나요?",
       "정산 배치를 Spring Batch에서 Kafka Streams 기반 준실시간 정산으로 전환, 가맹점 정산 확정 T+2 → T+1",
       jd=J_FT,
       expected_answer="processing.guarantee=exactly_once_v2, 체인지로그 토픽 기반 상태 복구, 병행 운영 기간의 일별 "
       "대사, 불일치 시 보정 절차를 언급하면 좋습니다.",
       follow_up="",
       note="clean: both frameworks as in the resume; exactly-once as a general concept"),
    _c(FT, "", "problem_solving",
       "Cloud DB for MySQL을 16개 샤드로 나눠 승인 API p99 지연 시간을 320ms에서 95ms로, 약 70% 줄이셨습니다. 샤드 키 "
       "선택, 샤드 간 트랜잭션이 필요한 경우의 처리, 그리고 무중단 전환 절차를 설명해 주시겠어요?",
       "Cloud DB for MySQL 샤딩(16개 샤드) 도입으로 승인 API p99 지연 시간 320ms → 95ms",
       jd=J_FT,
       expected_answer="가맹점 또는 결제 ID 기반 샤드 키, 크로스 샤드 트랜잭션 회피와 사가 패턴, 이중 쓰기와 검증 후 "
       "전환을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (225/320 ≈ 70%); saga as a general concept"),
    _c(FT, "", "impact_verification",
       "온콜 리드로서 연간 장애 시간을 9.5시간에서 2.1시간으로 줄이고 가용성 99.95%를 달성하셨는데요. 99.95%면 연간 "
       "허용 다운타임이 약 4.4시간인데, 이 SLO와 에러 버짓을 팀의 배포 속도와 어떻게 조율하셨나요?",
       "결제 장애 대응 온콜 리드, 연간 장애 시간 9.5시간 → 2.1시간, 가용성 99.95% 달성",
       jd=J_FT,
       expected_answer="에러 버짓 정책(소진 시 기능 배포 동결), 장애 등급 기준, Prometheus·Grafana 기반 SLI 대시보드, "
       "포스트모템 액션 아이템 추적을 언급하면 좋습니다.",
       follow_up="",
       note="clean: derived downtime budget (0.05% × 8,760 h ≈ 4.38 h); tools from the resume"),
    _c(FT, "", "technical_depth",
       "멱등성 키 설계로 중복 승인을 월 평균 27건에서 0건으로 없애셨는데요. 키는 누가 생성하고 얼마 동안 보관하셨으며, "
       "첫 요청이 처리 중일 때 같은 키로 재시도가 들어오면 어떻게 응답하셨나요?",
       "멱등성 키 설계로 중복 승인 월 평균 27건 → 0건",
       jd=J_FT,
       expected_answer="클라이언트 생성 키, Redis 또는 DB 유니크 제약 기반 저장과 TTL, 처리 중 상태의 409/대기 응답, "
       "요청 본문 해시 비교를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: figures restated; Redis is in the resume"),
    _c(FT, "", "technical_depth",
       "NCP Key Management Service로 카드정보 암호화 키 관리 체계를 구축하고 2023년 금융감독원 전자금융 검사에서 지적 "
       "0건을 받으셨습니다. 키 순환(rotation)과 접근 통제(RBAC), 감사 로그는 어떻게 설계하셨나요?",
       "NCP Key Management Service로 카드정보 암호화 키 관리 체계 구축, 2023년 금융감독원 전자금융 검사 지적 0건",
       jd=J_FT,
       expected_answer="봉투 암호화, 주기적 키 순환과 재암호화 전략, 최소 권한 역할 분리, 감사 로그 보관을 언급하면 "
       "좋습니다. PCI DSS 같은 기준을 참고로 들 수 있습니다.",
       follow_up="",
       note="clean: regulator and year restated; RBAC, PCI DSS as general references"),
    _c(FT, "", "job_fit",
       "머니그리드는 Amazon MSK(Kafka) 기반 송금 이벤트 파이프라인을 피크 초당 1만 2천 건으로 운영합니다. 페이브릿지 "
       "피크 3,800 TPS의 약 3배인데, 입사 후 NCP에서 쌓은 Kafka 운영 경험을 MSK 환경에 어떻게 옮기시겠어요?",
       "Amazon MSK(Kafka) 기반 송금 이벤트 파이프라인 운영, 피크 초당 1만 2천 건 처리",
       jd=J_FT, evidence_doc=J_FT,
       expected_answer="관리형 Kafka 간 차이(브로커 설정, 모니터링, 업그레이드), 파티션 재산정, 부하 테스트, 초기 90일 "
       "학습 계획을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: hiring company's AWS stack asked forward; derived ratio (12,000/3,800 ≈ 3.2)"),
    _c(FT, "", "job_fit",
       "저희 팀은 분기마다 정합성 게임데이(장애 주입 훈련)를 하고, 장애 후 비난 없는 포스트모템을 2영업일 안에 "
       "공유합니다. 결제 도메인에서 게임데이 시나리오를 하나 설계한다면 무엇을 주입하고 무엇을 검증하시겠어요?",
       "분기마다 한 번 정합성 게임데이(장애 주입 훈련)를 진행합니다.",
       jd=J_FT, evidence_doc=J_FT,
       expected_answer="컨슈머 중단·메시지 중복·DB 페일오버 주입, 원장 잔액 정합성과 멱등성 검증, 중단 조건과 롤백 "
       "계획을 제시하면 좋습니다.",
       follow_up="",
       note="clean: JD practice asked as a hypothetical"),
    _c(FT, "", "job_fit",
       "우대 사항에 Terraform 기반 IaC 경험이 있습니다. 지금까지 Helm과 Argo CD로 배포를 관리해 오셨는데, 인프라 "
       "자체를 코드로 관리하는 Terraform으로 넘어갈 때 상태 관리와 변경 리뷰를 어떻게 가져가시겠어요?",
       "Terraform 기반 IaC 경험",
       jd=J_FT, evidence_doc=J_FT,
       expected_answer="원격 상태와 잠금, 모듈화, PR 기반 plan 리뷰, 드리프트 탐지, GitOps와의 경계를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: JD preference the resume lacks, asked forward"),
    _c(FT, "", "problem_solving",
       "스마일페이먼츠에서 RabbitMQ 기반 가맹점 결제 결과 통지(웹훅) 재시도 큐를 만들어 통지 실패율을 0.8%에서 0.05%로 "
       "낮추셨는데, 재시도 간격과 최대 횟수는 어떻게 정하셨고 가맹점 서버가 오래 죽어 있을 때는 어떻게 처리하셨나요?",
       "RabbitMQ 기반 가맹점 결제 결과 통지(웹훅) 재시도 큐 구축, 통지 실패율 0.8% → 0.05%",
       jd=J_FT,
       expected_answer="지수 백오프와 지터, DLQ(데드 레터 익스체인지), 가맹점별 서킷 브레이커, 수동 재발송 도구를 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: earlier employer and figures restated"),
    # hotel_ko
    _c(HO, "", "problem_solving",
       "그랜드 하버 호텔 부산에서 Oracle OPERA Cloud PMS 전환 프로젝트의 현업 리드를 맡아 체크인 평균 소요 시간을 6분에서 "
       "3분 30초로, 약 42% 줄이셨는데요. 전환 기간에 데이터 이관과 직원 교육, 컷오버 당일 운영은 어떻게 계획하셨나요?",
       "Oracle OPERA Cloud PMS 전환 프로젝트 현업 리드 (2022), 체크인 평균 소요 시간 6분 → 3분 30초",
       expected_answer="예약·고객 프로필 이관 검증, 교대조별 교육과 슈퍼유저 지정, 컷오버 당일 수기 백업 절차, 전환 후 "
       "KPI 추적을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (2.5/6 ≈ 42%)"),
    _c(HO, "", "impact_verification",
       "노쇼·당일 취소 보증 정책을 개편해 노쇼 손실을 월 1,800만 원에서 650만 원으로, 월 1,150만 원 줄이셨습니다. 정책을 "
       "강화하면서 고객 불만이나 OTA 평점에 미친 영향은 어떻게 관리하셨나요?",
       "노쇼·당일 취소 보증 정책 개편으로 노쇼 손실 월 1,800만 원 → 650만 원",
       expected_answer="카드 보증 시점, 요금 유형별 정책 차등, 예외 승인 기준, 고객 안내 문구, 불만 건수 모니터링을 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: derived monthly saving (1,150만 원)"),
    _c(HO, "", "collaboration",
       "휠체어 이용 고객용 객실 배정·응대 절차를 정비하셨는데(장애인 편의 객실 12실), 예약 단계부터 체크아웃까지 "
       "프런트·하우스키핑·벨 데스크가 어떻게 협업하도록 절차를 만드셨나요?",
       "휠체어 이용 고객용 객실 배정·응대 절차 정비 (장애인 편의 객실 12실)",
       expected_answer="예약 시 필요 사항 확인, 객실 사전 점검, 비상 대피 안내, 부서 간 인계 체크리스트를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: disability as the subject of the candidate's work, not about the candidate"),
    _c(HO, "", "collaboration",
       "외국인 투숙객 비중이 55%인 호텔에서 영어·중국어·일본어 다국어 응대 매뉴얼을 만드셨는데요. 매뉴얼이 실제 응대 "
       "품질로 이어졌는지는 어떤 지표로 확인하셨나요?",
       "외국인 투숙객 비중 55%에 맞춰 다국어 응대 매뉴얼(영어·중국어·일본어) 제작",
       expected_answer="언어별 GSS 점수, 리뷰 키워드 분석, 미스터리 쇼퍼, 직원 롤플레이 평가를 언급하면 좋습니다.",
       follow_up="",
       note="clean: guests' nationality mix as the subject of the work"),
    _c(HO, "", "impact_verification",
       "시티스퀘어 비즈니스 호텔에서 2016년부터 2019년 사이 객실 점유율이 78%에서 86%로, ADR이 11만 2천 원에서 12만 8천 "
       "원으로 올랐습니다. 둘을 곱하면 RevPAR가 약 8만 7천 원에서 11만 원으로 26%가량 오른 셈인데, 점유율과 단가를 동시에 "
       "올릴 수 있었던 이유를 레비뉴 매니지먼트 관점에서 설명해 주시겠어요?",
       "객실 점유율 78% → 86%, ADR 11만 2천 원 → 12만 8천 원 (2016 → 2019)",
       expected_answer="수요 예측과 요금 차등, 채널 믹스 조정, 최소 숙박일 제한, 단체·개별 비중 관리를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: RevPAR derived (112,000 × 0.78 = 87,360 → 128,000 × 0.86 = 110,080, +26%)"),
    _c(HO, "", "technical_depth",
       "2017년에 채널 매니저(SiteMinder)를 도입해 OTA 오버부킹을 월 14건에서 2건으로 줄이셨는데, 남은 2건은 어떤 "
       "원인이었고 오버부킹이 생겼을 때 고객을 다른 호텔로 보내는(walk) 절차는 어떻게 운영하셨나요?",
       "채널 매니저(SiteMinder) 도입 (2017), OTA 오버부킹 월 14건 → 2건",
       expected_answer="재고 동기화 지연, 요금·재고 매핑 오류, walk 대상 선정 기준과 보상 정책을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: tool, year and figures restated"),
    _c(HO, "", "collaboration",
       "프런트·컨시어지·벨 데스크 직원 38명과 3교대 근무표를 운영하고 계신데요. 성수기에 결원이 생기거나 직원 간 근무 "
       "선호가 충돌할 때 어떤 원칙으로 조정하시나요?",
       "프런트·컨시어지·벨 데스크 직원 38명 관리, 3교대 근무표 운영",
       expected_answer="공정한 순환 원칙, 교차 교육으로 대체 인력 확보, 사전 신청 제도, 피로도 관리를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: staffing figures restated"),
    # l10n_en (with jd_l10n_en)
    _c(LZ, "", "problem_solving",
       "At Brightloop Software you moved string management from spreadsheets to Lokalise with a GitHub integration "
       "and cut localization lag after an English release from 12 days to 2 days. What did the branching and sync "
       "workflow look like, and how did you keep developers from shipping untranslated strings?",
       "localization lag after an English release cut from 12 days to 2 days",
       jd=J_LZ,
       expected_answer="Expect automated key sync on merge, pseudo-localization in CI, string freeze rules, context "
       "screenshots and fallback behaviour.",
       follow_up="",
       note="clean: tools and figures restated"),
    _c(LZ, "", "impact_verification",
       "Your MT-first workflow on Google Cloud Translation with AutoML custom models and human post-editing cut cost "
       "per word by 38%, from $0.16 to $0.099. How did you decide which content types went MT-first, and how did you "
       "make sure post-editors weren't under-editing to hit the new rate?",
       "cost per word down 38% (from $0.16 to $0.099)",
       jd=J_LZ,
       expected_answer="Expect content tiering by risk and visibility, edit-distance monitoring, LQA sampling, and "
       "separate rates for light and full post-editing.",
       follow_up="",
       note="clean: figures restated (0.061/0.16 ≈ 38%, consistent)"),
    _c(LZ, "", "technical_depth",
       "You introduced LQA scoring on the MQM framework and the average quality score rose from 88.5 to 96.2. How did "
       "you calibrate reviewers so scores were comparable across languages and vendors, and how would you combine "
       "MQM with an automatic metric such as COMET?",
       "Introduced LQA scoring on the MQM framework; average quality score rose from 88.5 to 96.2.",
       jd=J_LZ,
       expected_answer="Expect error typology and severity weights, calibration rounds, double-review samples, "
       "inter-rater agreement, and using COMET for triage rather than as a sole quality gate.",
       follow_up="",
       note="clean: MQM restated; COMET (named in the JD) as a forward method"),
    _c(LZ, "", "collaboration",
       "You own a €1.9M vendor budget across 4 LSPs and renegotiated rate cards in 2023, saving €260K — about 14% of the "
       "budget. How did you prepare for that negotiation, and how did you keep vendor relationships and quality intact "
       "afterwards?",
       "Own a vendor budget of €1.9M a year across 4 LSPs; renegotiated rate cards in 2023, saving €260K.",
       jd=J_LZ,
       expected_answer="Expect benchmark data, volume commitments, MT discount tiers, quality KPIs in the contract, "
       "and regular business reviews.",
       follow_up="",
       note="clean: derived share (260/1,900 ≈ 13.7%)"),
    _c(LZ, "", "growth",
       "You piloted GPT-4 for glossary extraction in 2023 and cut terminology prep from 5 days to 1.5 days per product "
       "launch. What went wrong in the pilot, and where would you not let a large language model near terminology?",
       "Piloted GPT-4 for glossary extraction in 2023, cutting terminology prep from 5 days to 1.5 days per product "
       "launch.",
       jd=J_LZ,
       expected_answer="Expect candidate-term extraction with human validation, false positives, regulated or brand "
       "terms requiring sign-off, and data-privacy limits.",
       follow_up="",
       note="clean: model and year consistent with the resume"),
    _c(LZ, "", "job_fit",
       "Lumio Health runs Phrase (Phrase TMS and Phrase Strings) integrated with GitHub and Contentful. Having built "
       "the Lokalise workflow at Brightloop, how would you approach your first quarter with our Phrase setup — what "
       "would you audit first, and what would you leave alone?",
       "Run our TMS, Phrase (Phrase TMS and Phrase Strings), and its integrations with GitHub and Contentful.",
       jd=J_LZ, evidence_doc=J_LZ,
       expected_answer="Expect an audit of workflows, TM and termbase health, connector reliability and vendor "
       "access, with quick wins separated from larger changes.",
       follow_up="",
       note="clean: hiring company's TMS asked forward"),
    _c(LZ, "", "job_fit",
       "We ship in 42 languages, including Arabic and Hebrew. Your programmes reached 31 languages. If you were "
       "planning our first right-to-left release on a new screen, what would you check in design, engineering and "
       "linguistic review?",
       "Own localization for the app and portal in 42 languages, including Arabic and Hebrew.",
       jd=J_LZ, evidence_doc=J_LZ,
       expected_answer="Expect mirroring, bidirectional text and numbers, icon direction, font support, pseudo-RTL "
       "testing and in-context review; Figma review is in the resume's skills.",
       follow_up="",
       note="clean: JD languages asked forward; RTL gap asked openly"),
    _c(LZ, "", "job_fit",
       "At Wordbridge you handled linguistic validation for 3 clinical-outcome questionnaires under ISPOR guidelines. "
       "Our clinical team validates patient-reported outcome measures — how would you run that process today, and "
       "what would you do differently from then?",
       "Handled linguistic validation for 3 clinical-outcome questionnaires (ISPOR guidelines).",
       jd=J_LZ,
       expected_answer="Expect forward and back translation, reconciliation, cognitive debriefing with patients, "
       "developer review and documentation for regulators.",
       follow_up="",
       note="clean: resume experience mapped to a JD duty"),
    _c(LZ, "", "problem_solving",
       "At Kestrel Games you ran culturalization reviews for 3 titles ahead of release in Germany, Japan and Brazil. "
       "Give an example of an issue you caught, and how you decided between changing content and accepting a risk.",
       "Ran culturalization reviews for 3 titles ahead of release in Germany, Japan and Brazil.",
       jd=J_LZ,
       expected_answer="Expect concrete examples (symbols, ratings rules, humour), escalation to the producer and a "
       "documented decision.",
       follow_up="",
       note="clean: markets as the subject of the work"),
    _c(LZ, "", "job_fit",
       "You'd evaluate machine translation with DeepL and Amazon Translate and decide where human review is mandatory. "
       "How would you design that evaluation for medical content, and which content would you never ship without "
       "full human review?",
       "Evaluate machine translation with DeepL and Amazon Translate, and decide where human review is mandatory.",
       jd=J_LZ, evidence_doc=J_LZ,
       expected_answer="Expect a blind comparison on representative samples, MQM-based scoring, risk tiers for "
       "patient-facing and regulated text, and a review policy with the clinical team.",
       follow_up="",
       note="clean: JD engines asked forward"),
    # semicon_ko (with jd_semi_ko)
    _c(SC, "", "technical_depth",
       "SK hynix 식각기술팀에서 1a nm DRAM 커패시터 HARC 공정을 셋업하며 종횡비 45:1을 구현하셨는데요(2021). 고종횡비에서 "
       "보잉(bowing)과 ARDE(종횡비 의존 식각)를 어떻게 억제하셨고, 어떤 변수로 DOE를 설계하셨나요?",
       "1a nm DRAM 커패시터 고종횡비 식각(HARC) 공정 셋업, 종횡비 45:1 구현 (2021)",
       jd=J_SC,
       expected_answer="펄스 플라즈마, 가스 조성과 측벽 보호막, 바이어스 전력, 온도 제어 변수와 반응표면법(RSM) DOE를 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: employer in English spelling (SK hynix for SK하이닉스); ARDE, DOE as general terms"),
    _c(SC, "", "impact_verification",
       "식각 CD 산포(3σ)를 2.1 nm에서 1.3 nm로, 약 38% 줄이고 웨이퍼 수율을 4.2%p 올리셨습니다. 수율 향상분 중 CD 산포 "
       "개선의 기여를 다른 공정 변화와 어떻게 분리해서 검증하셨나요?",
       "식각 CD 산포(3σ) 2.1 nm에서 1.3 nm로 개선, 웨이퍼 수율 4.2%p 향상",
       jd=J_SC,
       expected_answer="스플릿 로트 비교, 웨이퍼 맵 상관 분석, 다른 공정 변경 이력 통제, JMP 기반 통계 검정을 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived percentage (0.8/2.1 ≈ 38%)"),
    _c(SC, "", "technical_depth",
       "Lam Research Flex 계열 식각 설비 26대의 챔버 매칭을 맡아 챔버 간 식각률 편차를 ±1.5% 이내로 관리하셨는데요. 매칭 "
       "기준 웨이퍼와 모니터링 주기, 편차가 벗어났을 때의 대응 순서를 설명해 주시겠어요?",
       "Lam Research Flex 계열 식각 설비 26대 챔버 매칭, 챔버 간 식각률 편차 ±1.5% 이내 관리",
       jd=J_SC,
       expected_answer="기준 레시피와 시즈닝, FDC 센서 데이터 비교, PM 후 재검증, 하드웨어 부품 이력 관리를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: vendor and figures restated"),
    _c(SC, "", "problem_solving",
       "Azure Machine Learning 기반 가상 계측(VM) 모델로 계측 샘플링 비율을 30% 줄이셨는데(2022), 계측을 줄이면 이상을 "
       "놓칠 위험이 있습니다. 모델의 예측 신뢰도가 떨어지는 상황을 어떻게 감지하고, 그때 샘플링을 어떻게 되돌리셨나요?",
       "Azure Machine Learning 기반 가상 계측(VM) 모델 개발 (2022), 계측 샘플링 비율 30% 축소",
       jd=J_SC,
       expected_answer="예측 구간과 신뢰도 지표, 실측 대비 잔차 모니터링, PM 이후 재학습, 적응형 샘플링 규칙을 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: platform and year as in the resume"),
    _c(SC, "", "collaboration",
       "파티클 불량 원인 분석 TF(6명)를 리드해 월 평균 스크랩 웨이퍼를 1,200장에서 450장으로, 62.5% 줄이셨는데요. 8D "
       "관점에서 D4(근본 원인)와 D5(영구 대책)를 어떻게 구분하셨고, 설비·공정·소재 부서 간 이견은 어떻게 조율하셨나요?",
       "파티클 불량 원인 분석 TF 리드(6명), 월 평균 스크랩 웨이퍼 1,200장 → 450장",
       jd=J_SC,
       expected_answer="파티클 맵 분류, 피시본·5 Whys, 재현 실험, 대책 효과 검증 기간, 부서 간 데이터 공유 방식을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived percentage (750/1,200 = 62.5%); 8D steps as general method"),
    _c(SC, "", "impact_verification",
       "DB하이텍에서 신규 BCD 공정을 양산 이관하며(2017) 초기 수율 78%에서 6개월 만에 93%를 달성하셨습니다. 수율 램프업 "
       "기간에 어떤 순서로 손실 요인을 제거하셨나요?",
       "신규 BCD 공정 양산 이관 (2017), 초기 수율 78%에서 6개월 만에 93% 달성",
       jd=J_SC,
       expected_answer="파레토 기반 손실 분류, 공정 윈도우 확인, 인라인 계측 강화, 주간 수율 리뷰를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: earlier employer, year and figures restated"),
    _c(SC, "", "job_fit",
       "세온반도체의 HBM TSV 식각 공정은 Tokyo Electron 식각 설비를 기반으로 합니다. 지금까지 Lam Research와 Applied "
       "Materials 설비를 다뤄 오셨는데, 입사 후 다른 제조사 설비로 공정을 이관할 때 무엇부터 확인하시겠어요?",
       "HBM TSV 식각 공정 개발 및 양산 이관 (Tokyo Electron 식각 설비 기반)",
       jd=J_SC, evidence_doc=J_SC,
       expected_answer="하드웨어 구조 차이, 레시피 파라미터 대응표, 챔버 매칭 기준 재정의, 설비사 엔지니어와의 협업 "
       "계획을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: hiring company's equipment asked forward; resume vendors restated"),
    _c(SC, "", "job_fit",
       "저희는 Google Cloud BigQuery와 Vertex AI 기반 공정 데이터 플랫폼에서 이상 탐지 모델을 운영합니다. Azure Machine "
       "Learning 기반 가상 계측 모델 경험과, 기술 스택에 적어 주신 Azure Databricks 활용 경험을 이 환경으로 옮긴다면 어떤 "
       "부분은 그대로 쓰고 어떤 부분은 새로 익혀야 할까요?",
       "공정 데이터 분석 플랫폼(Google Cloud BigQuery·Vertex AI) 기반 이상 탐지 모델 운영",
       jd=J_SC, evidence_doc=J_SC,
       expected_answer="모델링·피처 설계 역량은 이전 가능하고, 데이터 적재와 파이프라인·배포 도구는 새로 익혀야 한다는 "
       "균형 잡힌 답이 좋습니다.",
       follow_up="",
       note="clean: cloud platforms each placed correctly (Azure = past, Google Cloud = forward)"),
    _c(SC, "", "job_fit",
       "우대 사항에 TSV 또는 Bosch 공정(DRIE) 경험이 있습니다. HARC 공정에서 쌓으신 고종횡비 식각 경험 중 DRIE의 식각·"
       "패시베이션 교대 방식에 그대로 적용되는 것과 다른 것은 무엇이라고 보시나요?",
       "TSV 또는 Bosch 공정(DRIE) 경험",
       jd=J_SC, evidence_doc=J_SC,
       expected_answer="스캘럽(scallop) 제어, 측벽 프로파일, 식각 선택비 차이를 이해하고 경험 범위를 과장하지 않는 답이 "
       "좋습니다.",
       follow_up="",
       note="clean: JD preference the resume lacks, asked openly"),
    _c(SC, "", "technical_depth",
       "SPC 관리도를 재설계해 OOC 발생 건수를 월 38건에서 11건으로 줄이셨는데요. 관리 한계를 좁히거나 넓히는 대신 어떤 "
       "방식으로 재설계하셨고(예: 서브그룹 재정의, 웨스턴 일렉트릭 규칙 조정), 놓친 이상이 없었다는 것은 어떻게 "
       "확인하셨나요?",
       "SPC 관리도 재설계로 OOC(관리 이탈) 발생 건수 월 38건 → 11건",
       jd=J_SC,
       expected_answer="합리적 서브그룹, 설비·챔버별 관리도 분리, 런 룰 재검토, 허위 경보와 미탐지의 균형을 설명하면 "
       "좋습니다.",
       follow_up="",
       note="clean: figures restated; Western Electric rules as general SPC knowledge"),
    # underwriter_en (with jd_underwriter_en)
    _c(UW, "", "technical_depth",
       "At Northgate Mutual you co-designed the accelerated underwriting programme: 42% of applicants now skip "
       "paramedical exams and labs, with mortality slippage held under 3%. How is slippage measured in your programme, "
       "and what early indicators would tell you it was creeping up before claims experience matured?",
       "42% of applicants now skip paramedical exams and labs, with mortality slippage held under 3%",
       jd=J_UW,
       expected_answer="Expect random holdout or post-issue audits with full requirements, comparing the accelerated "
       "class to what full underwriting would have given, plus leading indicators such as audit discrepancy rates and "
       "non-disclosure findings.",
       follow_up="",
       note="clean: figures restated; post-issue audit as a general method"),
    _c(UW, "", "technical_depth",
       "You built rules in the Swiss Re Magnum underwriting engine and straight-through processing doubled, from 18% "
       "to 36%. How did you test a rule change before it went live, and how did you stop rule sprawl as the rule base "
       "grew?",
       "Built rules in the Swiss Re Magnum underwriting engine; straight-through processing rose from 18% to 36%.",
       jd=J_UW,
       expected_answer="Expect test case libraries, back-testing on historical applications, version control and "
       "sign-off, and periodic rule reviews to retire redundant rules.",
       follow_up="",
       note="clean: derived ratio (36/18 = 2x)"),
    _c(UW, "", "collaboration",
       "You partnered with IT on a case-triage model in Azure Machine Learning with Power BI reporting, and average "
       "cycle time fell from 24 days to 11 — a bit over half. How did you make sure underwriters trusted the triage, "
       "and what role did you play versus the data scientists?",
       "average cycle time down from 24 days to 11 days",
       jd=J_UW,
       expected_answer="Expect defining the triage labels, reviewing disagreement cases, feedback loops, explainable "
       "features and clear escalation for edge cases.",
       follow_up="",
       note="clean: derived reduction (13/24 ≈ 54%)"),
    _c(UW, "", "impact_verification",
       "Using prescription history (Milliman IntelliScript) and MIB checks as evidence, the placement ratio rose from "
       "61% to 72%. Why would better evidence improve placement, and how did you make sure it wasn't just looser "
       "underwriting?",
       "Use prescription-history (Milliman IntelliScript) and MIB checks as evidence; placement ratio up from 61% to 72%.",
       jd=J_UW,
       expected_answer="A strong answer links faster decisions and fewer requirements to lower not-taken rates, and "
       "checks risk class distribution and audit results to rule out leniency.",
       follow_up="",
       note="clean: percentage points restated"),
    _c(UW, "", "collaboration",
       "As reinsurance liaison on facultative cases with 3 reinsurers, you get 95% of offers back within 10 business "
       "days. How do you prepare a facultative submission so it comes back quickly, and how do you handle a case where "
       "the reinsurers disagree on the rating?",
       "Reinsurance liaison on facultative cases with 3 reinsurers; 95% of facultative offers back within 10 business days.",
       jd=J_UW,
       expected_answer="Expect complete, well-summarised files, a cover note on the key impairments, relationship "
       "management and a reasoned choice between offers.",
       follow_up="",
       note="clean: counts restated"),
    _c(UW, "", "technical_depth",
       "You underwrite about 1,100 cases a year, 14% of them — roughly 150 — jumbo cases of $5M and above. What changes "
       "in your process for a jumbo case, especially on financial underwriting and retention limits?",
       "about 1,100 cases a year, 14% of them jumbo cases of $5M+",
       jd=J_UW,
       expected_answer="Expect financial justification, insurable interest, inspection reports, retention and "
       "facultative placement, and senior sign-off.",
       follow_up="",
       note="clean: derived count (0.14 × 1,100 = 154)"),
    _c(UW, "", "job_fit",
       "Beacon Life's rules live in Munich Re's ALLFINANZ. Coming from Swiss Re Magnum, how would you approach your "
       "first months owning rules in a different engine, and what would you want to review before changing anything?",
       "Own the rules in our underwriting engine, Munich Re's ALLFINANZ, for accelerated and fully underwritten cases.",
       jd=J_UW, evidence_doc=J_UW,
       expected_answer="Expect a rule inventory, understanding of current outcomes and slippage monitoring, "
       "stakeholder interviews, and a test environment before changes.",
       follow_up="",
       note="clean: hiring company's engine asked forward; resume engine restated"),
    _c(UW, "", "job_fit",
       "We want to bring electronic health record evidence into underwriting at scale. How would you decide which EHR "
       "data elements can replace an APS, and how would you test that the change doesn't worsen mortality experience?",
       "Bring electronic health record (EHR) evidence into underwriting decisions at scale.",
       jd=J_UW, evidence_doc=J_UW,
       expected_answer="Expect a mapping of APS content to EHR fields, data completeness checks, pilot with parallel "
       "underwriting, and slippage monitoring; FHIR-based feeds could come up.",
       follow_up="",
       note="clean: JD duty asked forward"),
    _c(UW, "", "impact_verification",
       "At Harborview Insurance Group the loss ratio on your renewal book improved from 84% to 76% over three years, "
       "an 8-point improvement on a $48 million book. How much came from pricing versus case selection or plan design, "
       "and how did you keep renewal retention?",
       "Loss ratio on my renewal book improved from 84% to 76% over three years.",
       jd=J_UW,
       expected_answer="Expect experience rating, credibility weighting, rate actions with broker communication and "
       "retention tracking.",
       follow_up="",
       note="clean: derived points and book size from the same role"),
    _c(UW, "", "technical_depth",
       "You reviewed maternity and disability claim experience for 120 renewal groups each year. How did you adjust "
       "STD pricing for a group whose maternity claims spiked in one year, without overreacting to a small sample?",
       "Reviewed maternity and disability claim experience for 120 renewal groups each year.",
       jd=J_UW,
       expected_answer="Expect credibility theory, multi-year experience, manual rates blended with experience, and "
       "compliance with pregnancy-related anti-discrimination rules in benefits.",
       follow_up="",
       note="clean: maternity as a claims-experience topic of the work, not about the candidate"),
    # vettech_en
    _c(VT, "", "technical_depth",
       "At Cascade Animal Emergency & Specialty you wrote the hospital's anesthesia monitoring protocol and "
       "intra-operative hypotension fell from 22% to 9% of cases — a 13-point drop. What went into the protocol, and "
       "how do you respond when a patient's MAP drops under anesthesia?",
       "Wrote the hospital's anesthesia monitoring protocol; intra-operative hypotension fell from 22% to 9% of cases.",
       expected_answer="Expect defined thresholds (e.g. MAP under 60–70 mmHg), checking depth and the monitor, "
       "reducing inhalant, fluid boluses, and escalating to the veterinarian for vasopressors.",
       follow_up="",
       note="clean: percentage points derived; generic clinical thresholds"),
    _c(VT, "", "problem_solving",
       "You run the in-house lab on IDEXX analyzers with results in under 20 minutes for 95% of ER samples. What "
       "happens to the other 5%, and how do you keep quality control on the analyzers during a busy overnight shift?",
       "results in under 20 minutes for 95% of ER samples",
       expected_answer="Expect reasons such as reruns or send-outs, daily QC, maintenance logs, and prioritisation of "
       "critical samples.",
       follow_up="",
       note="clean: figure restated"),
    _c(VT, "", "collaboration",
       "You led the move from paper treatment sheets to ezyVet in 2021 and missed-treatment incidents fell by 60%. How "
       "did you bring along staff who preferred paper, and what did you do for downtime when the system was "
       "unavailable?",
       "Led the move from paper treatment sheets to ezyVet in 2021; missed-treatment incidents fell by 60%.",
       expected_answer="Expect super-users, phased rollout, training on shifts, a paper downtime kit and incident "
       "tracking.",
       follow_up="",
       note="clean: tool and year restated"),
    _c(VT, "", "technical_depth",
       "You keep the controlled-drug log — about 1,500 entries a month — with zero DEA audit findings in 2022 and 2024. "
       "Walk me through how a discrepancy is investigated, and how you'd set up controls at a new hospital.",
       "Keep the controlled-drug log (about 1,500 entries a month); zero DEA audit findings in 2022 and 2024.",
       expected_answer="Expect double counts, witnessed wastage, reconciliation frequency, access control and "
       "escalation rules.",
       follow_up="",
       note="clean: figures restated; forward hypothetical"),
    _c(VT, "", "technical_depth",
       "You coordinate the blood bank — 40 canine donors and 260 transfusions in 2023. How do you screen donors, and "
       "when do you crossmatch versus type only?",
       "Coordinate the blood bank: 40 canine donors, 260 transfusions in 2023.",
       expected_answer="Expect donor health screening, DEA 1.1 typing, crossmatch for previously transfused patients, "
       "and monitoring for reactions.",
       follow_up="",
       note="clean: counts restated; DEA 1.1 here is the canine blood type, not the agency"),
    _c(VT, "", "growth",
       "You trained 14 new technicians and 6 assistants and cut onboarding from 12 weeks to 8. If you joined us and our "
       "onboarding took twelve weeks, what would you measure first and what would you change?",
       "Trained 14 new technicians and 6 assistants; onboarding time cut from 12 weeks to 8 weeks.",
       expected_answer="Expect a competency checklist, shadowing schedule, sign-offs, and time-to-independence as a "
       "KPI.",
       follow_up="",
       note="clean: hypothetical 'if you joined us'"),
    _c(VT, "", "impact_verification",
       "At Riverside Family Veterinary Clinic, NexGard and Heartgard compliance rose from 41% to 63% through client "
       "education. How did you measure compliance, and which part of the education made the most difference?",
       "Client education on parasite prevention; NexGard and Heartgard compliance up from 41% to 63%.",
       expected_answer="Expect dispensing data versus recommended doses, reminders, and clear client conversations.",
       follow_up="",
       note="clean: products and figures restated"),
]


# --- 4. Clean: documents of resumes4/ ---

CLEAN_4 = [
    # analyst_en
    _c(AN, "", "impact_verification",
       "At Harrowgate Capital, 11 of your 16 long recommendations outperformed the sector index over 12 months in "
       "2021–2024 — a hit rate of about 69%. How do you separate skill from sector or factor exposure in that record, "
       "and what did the five that underperformed have in common?",
       "11 of my 16 long recommendations outperformed the sector index over 12 months (2021–2024)",
       expected_answer="A strong answer discusses attribution versus the benchmark, factor tilts (value, momentum, "
       "size), magnitude of wins and losses rather than hit rate alone, and an honest post-mortem of the misses.",
       follow_up="",
       note="clean: derived hit rate (11/16 = 68.75%)"),
    _c(AN, "", "technical_depth",
       "You led the long thesis on a Nordic elevator-services company, sized at 3.5% of NAV, which returned 62% over 19 "
       "months — roughly a 2.2-point contribution to the fund before hedging. What was the variant view, what did the "
       "DCF hinge on, and how did you decide on the position size and the exit?",
       "Led the long thesis on a Nordic elevator-services company; position sized at 3.5% of NAV, returned 62% over 19 "
       "months.",
       expected_answer="Expect a variant perception on service-contract recurring revenue, WACC and terminal-growth "
       "sensitivities, sizing by conviction and liquidity, and pre-set exit triggers.",
       follow_up="",
       note="clean: derived NAV contribution (3.5% × 62% ≈ 2.2 pts); the company stays unnamed as in the resume"),
    _c(AN, "", "problem_solving",
       "You identified a short in a German auto-parts supplier ahead of a profit warning, and the shares fell 38% in 4 "
       "months. How did you manage the risks specific to shorts — borrow cost, squeeze risk, timing — while you waited "
       "for the catalyst?",
       "Identified a short in a German auto-parts supplier ahead of a profit warning; the shares fell 38% in 4 months.",
       expected_answer="Expect smaller initial sizing, stop-loss or review triggers, borrow availability checks, "
       "short-interest monitoring and pairing against a sector hedge.",
       follow_up="",
       note="clean: figures restated"),
    _c(AN, "", "technical_depth",
       "You built a freight-volume nowcast in Python on Snowflake, and quarterly revenue estimates moved 2.1 percentage "
       "points closer to reported figures on average. Which data fed the nowcast, how did you avoid look-ahead bias in "
       "the backtest, and how did PMs use it?",
       "Built a freight-volume nowcast in Python on Snowflake; quarterly revenue estimates moved closer to reported "
       "figures by 2.1 percentage points on average.",
       expected_answer="Expect point-in-time data vintages, out-of-sample testing, a regression or mixed-frequency "
       "model (statsmodels is in the resume), and clear communication of uncertainty.",
       follow_up="",
       note="clean: figure restated; look-ahead bias as a general concept"),
    _c(AN, "", "collaboration",
       "You integrated MSCI ESG data into the research process and wrote the fund's SFDR Article 8 engagement notes "
       "for 9 holdings in 2022–2023. How did you handle a case where the ESG rating and your own view of the company "
       "disagreed?",
       "Integrated MSCI ESG data into the research process; wrote the fund's SFDR Article 8 engagement notes for 9 "
       "holdings (2022–2023).",
       expected_answer="Expect looking beneath the rating at controversies and data gaps, engagement objectives and "
       "escalation, and documenting the view for compliance.",
       follow_up="",
       note="clean: regulation and years consistent with the current role"),
    _c(AN, "", "impact_verification",
       "At Meridian Securities your team ranked #3 in the 2018 Extel survey for European Capital Goods. What did you "
       "personally contribute to that ranking, and what did clients value most in the team's research?",
       "Team ranked #3 in the 2018 Extel survey for European Capital Goods.",
       expected_answer="Expect an honest split of team and individual contribution: models, channel checks, "
       "initiations and client calls.",
       follow_up="",
       note="clean: ranking and year restated"),
    _c(AN, "", "technical_depth",
       "At Lindell & Co. you supported 6 mid-market M&A deals with a combined enterprise value of about £850 million — "
       "roughly £140 million each on average — and built LBO, DCF and comparable-company analyses. In an LBO, which "
       "assumptions move IRR the most, and how did you present that to clients?",
       "Supported 6 mid-market M&A deals with a combined enterprise value of about £850 million.",
       expected_answer="Expect entry and exit multiples, leverage and debt terms, EBITDA growth and margins, and "
       "sensitivity tables or football-field charts.",
       follow_up="",
       note="clean: derived average (850/6 ≈ 142); LBO/IRR as general concepts"),
    _c(AN, "", "growth",
       "You mentor 2 junior analysts and wrote the team's model-review checklist. What are the three checks on that "
       "list that catch the most errors, and how do you give feedback on a model without rebuilding it yourself?",
       "Mentor 2 junior analysts; wrote the team's model-review checklist.",
       expected_answer="Expect balance-sheet balancing, circularity and sign checks, hard-coded inputs, and coaching "
       "by questions.",
       follow_up="",
       note="clean: counts restated"),
    # cabin_ko
    _c(CA, "", "problem_solving",
       "한빛항공 객실훈련팀에서 비상탈출 실습 평가 기준을 개편해 1차 평가 합격률을 81%에서 93%로, 12%p 올리셨는데요. "
       "합격률이 오르면 기준이 느슨해진 것 아니냐는 질문을 받을 수 있습니다. 평가의 엄격함을 유지하면서 합격률을 올린 "
       "근거를 어떻게 설명하시겠어요?",
       "비상탈출 실습(도어 작동·슬라이드 탈출) 평가 기준 개편, 1차 평가 합격률 81% → 93%",
       expected_answer="평가 항목의 행동 기준 명확화, 사전 연습 구조 개선, 평가자 간 일관성 점검, 실제 운항 중 안전 "
       "지표와의 연결을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: percentage points derived"),
    _c(CA, "", "technical_depth",
       "2021~2023년에 A350-900, B787-9, A321neo 3개 기종의 전환훈련 교안을 개발하셨는데요. 기종별 도어 작동이나 비상 장비 "
       "위치 차이를 교안에 어떻게 반영하셨고, 기존 기종에 익숙한 승무원의 습관적 오류는 어떻게 예방하셨나요?",
       "기종 전환훈련 교안 개발: A350-900, B787-9, A321neo (3개 기종, 2021~2023)",
       expected_answer="기종 간 차이 비교표, 실물 모형 실습, 오류 빈발 항목 강조, 평가 체크리스트를 언급하면 좋습니다.",
       follow_up="",
       note="clean: aircraft types and years restated"),
    _c(CA, "", "technical_depth",
       "기내 난동 승객 대응 훈련 시나리오 12종을 개발하고(2022) 실습 평가표를 표준화하셨습니다. 시나리오를 설계할 때 "
       "단계별 대응(언어적 경고, 제압, 기장 보고)을 어떻게 구성하셨고, 실습 평가에서 무엇을 가장 중요하게 보셨나요?",
       "기내 난동 승객 대응 훈련 시나리오 12종 개발 (2022), 실습 평가표 표준화",
       expected_answer="위협 수준 분류, 팀 간 의사소통과 CRM, 기록·인계 절차, 평가자 보정 방법을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: counts and year restated; CRM as a general aviation term"),
    _c(CA, "", "collaboration",
       "사무장 시절 특별식(할랄·코셔·채식·유아식) 탑재 오류를 월 평균 17건에서 4건으로, 약 76% 줄이시고 케이터링사와 "
       "이중 확인 절차를 도입하셨는데요(2018). 외부 협력사와 절차를 바꾸면서 어떤 저항이 있었고 어떻게 합의하셨나요?",
       "특별식(할랄·코셔·채식·유아식) 탑재 오류 월 평균 17건 → 4건, 케이터링사와 이중 확인 절차 도입 (2018)",
       expected_answer="오류 유형 데이터 공유, 확인 책임 구분, 탑재 체크리스트, 정기 리뷰 회의를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: religious meal types as the subject of the work; derived percentage (13/17 ≈ 76%)"),
    _c(CA, "", "problem_solving",
       "비행 중 응급환자 31건에 대응하셨고 그중 AED를 2번 사용하셨으며 지상 의료 자문(MedLink)과 연계하셨는데요. 가장 "
       "어려웠던 사례 하나를 STAR 방식으로 설명해 주시겠어요? 회항 판단에 필요한 정보를 기장에게 어떻게 전달하셨나요?",
       "기내 응급환자 대응 31건 (AED 사용 2건), 지상 의료 자문(MedLink) 연계",
       expected_answer="기내 의료진 호출, 환자 상태 기록, SBAR 같은 구조화된 보고, MedLink 권고의 전달, 승객 프라이버시 "
       "보호를 언급하면 좋습니다.",
       follow_up="",
       note="clean: counts restated; SBAR as a general method"),
    _c(CA, "", "impact_verification",
       "Articulate Storyline 360으로 객실 안전 이러닝 14개 과정을 2021년부터 제작하셨는데, 교육 효과는 Kirkpatrick 4단계 "
       "중 어디까지 측정하셨나요? 반응·학습 평가를 넘어 실제 행동 변화를 확인한 사례가 있다면 말씀해 주세요.",
       "객실 안전 이러닝 콘텐츠 14개 과정 제작 (Articulate Storyline 360, 2021년부터)",
       expected_answer="LMS 이수율과 사후 평가 점수, 실습 평가와의 연계, 운항 중 안전 보고 지표를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: tool and year as in the resume; Kirkpatrick as a general model"),
    _c(CA, "", "problem_solving",
       "인천–LA 노선 비즈니스 클래스 식사 서비스 절차를 개선해 서비스 소요 시간을 95분에서 70분으로 25분 줄이셨는데, "
       "속도를 올리면서 승객 만족도가 떨어지지 않았다는 것은 어떻게 확인하셨나요?",
       "비즈니스 클래스 식사 서비스 절차 개선, 인천–LA 노선 서비스 소요 시간 95분 → 70분",
       expected_answer="동선 재설계, 갤리 작업 분담, 승객 설문이나 칭송·불만 건수 비교를 언급하면 좋습니다.",
       follow_up="",
       note="clean: derived minutes"),
    _c(CA, "", "job_fit",
       "국토교통부 객실 안전 점검에 대비해 훈련 기록을 전산화하고 2023년 기록 누락 0건을 달성하셨는데요. 입사 후 규제 "
       "기관 점검이 3개월 뒤로 잡혀 있다면 훈련 기록과 교관 자격 관리를 어떤 순서로 점검하시겠어요?",
       "국토교통부 객실 안전 점검 대비 훈련 기록 전산화, 기록 누락 0건 (2023)",
       expected_answer="기록 표본 점검, 만료 예정 자격 목록, 누락 시 시정 계획, 모의 점검 실시를 이야기하면 좋습니다.",
       follow_up="",
       note="clean: hypothetical with a generic time frame"),
    # crc_ko (with jd_crc_ko)
    _c(CR, "", "impact_verification",
       "메디브릿지에서 항암제 제1~3상 임상시험 22건(글로벌 15건, 국내 7건)을 코디네이션하시며 누적 대상자 312명을 "
       "등록하고 목표 대비 등록률 평균 108%를 기록하셨는데요. 등록이 부진했던 과제에서는 어떤 전략을 쓰셨나요?",
       "누적 등록 대상자 312명, 목표 대비 등록률 평균 108%",
       jd=J_CR,
       expected_answer="사전 스크리닝 로그 분석, 선정·제외 기준 병목 파악, 연구자와 주간 후보 검토, 의뢰 경로 확대를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: counts and percentage restated"),
    _c(CR, "", "problem_solving",
       "Medidata Rave EDC에서 쿼리 해결 기간을 평균 9.4일에서 3.2일로, 약 66% 단축하셨습니다. 쿼리가 오래 걸리던 원인을 "
       "어떻게 분석하셨고, 근거문서(source) 확인이 필요한 쿼리는 연구자와 어떻게 조율하셨나요?",
       "Medidata Rave EDC 데이터 입력·쿼리 관리, 쿼리 해결 기간 평균 9.4일 → 3.2일",
       jd=J_CR,
       expected_answer="쿼리 유형 분류, 방문 후 입력 기한 설정, 반복 쿼리 예방용 입력 가이드, 주간 쿼리 리뷰를 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived percentage (6.2/9.4 ≈ 66%)"),
    _c(CR, "", "technical_depth",
       "중대한 이상사례(SAE) 47건을 보고하시면서 24시간 내 보고 준수율 100%를 지키셨는데요. 주말이나 야간에 SAE를 "
       "인지했을 때의 절차, 그리고 인과관계·중대성 판단에서 연구자와 의견이 다를 때 어떻게 하셨나요?",
       "중대한 이상사례(SAE) 47건 보고, 24시간 내 보고 준수율 100%",
       jd=J_CR,
       expected_answer="인지 시점 정의, 초기 보고 후 추적 보고, 판단은 연구자 책임임을 명확히 하고 근거를 정리해 "
       "전달하는 태도, ICH GCP 기준을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: figures restated; ICH GCP as general standard"),
    _c(CR, "", "impact_verification",
       "2022년에 Veeva SiteVault 기반 전자 필수문서(eISF)를 도입해 모니터링 방문당 필수문서 점검 시간을 4시간에서 1.5시간으로 "
       "줄이셨는데요. 전환 과정에서 ALCOA+ 원칙과 전자서명 요건은 어떻게 확인하셨나요?",
       "Veeva SiteVault 기반 전자 필수문서(eISF) 도입 (2022), 모니터링 방문당 필수문서 점검 시간 4시간 → 1.5시간",
       jd=J_CR,
       expected_answer="인증 사본(certified copy) 절차, 감사 추적, 접근 권한, 스폰서·CRA의 원격 열람 합의를 언급하면 "
       "좋습니다.",
       follow_up="",
       note="clean: tool, year and figures restated; ALCOA+ as a general principle"),
    _c(CR, "", "technical_depth",
       "식약처 임상시험 실태조사를 2021년과 2023년 두 차례 대응해 지적사항 0건을 받으셨습니다. 실태조사 준비를 어떤 "
       "체크리스트로 하셨고, 실태조사 당일 조사관 질의에는 어떤 원칙으로 응대하셨나요?",
       "식약처 임상시험 실태조사 2회 대응 (2021, 2023), 지적사항 0건",
       jd=J_CR,
       expected_answer="필수문서 완결성 점검, 동의서 버전 확인, IP 수불 대사, 모의 점검, 요청 문서 기록 관리를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: regulator and years restated"),
    _c(CR, "", "job_fit",
       "한국임상파트너스에서는 CAR-T 세포치료제 제1/2상 과제에서 성분채집과 제조 일정 조율까지 맡게 됩니다. 입사 후 "
       "성분채집일이 제조사 슬롯과 맞지 않아 대상자 일정이 밀린다면 어떻게 접근하시겠어요?",
       "CAR-T 세포치료제 제1/2상 임상시험 코디네이션 (성분채집·제조 일정 조율 포함)",
       jd=J_CR, evidence_doc=J_CR,
       expected_answer="제조사·혈액은행·연구자와의 일정 합의, 브리징 치료 관련 프로토콜 확인, 대상자 안내, 일정 변경 "
       "기록을 언급하면 좋습니다.",
       follow_up="",
       note="clean: JD duty asked forward as a hypothetical"),
    _c(CR, "", "job_fit",
       "저희는 Oracle Clinical One으로 EDC 입력과 쿼리를 관리합니다. Medidata Rave를 주로 쓰셨는데, 새 EDC에 적응할 때 "
       "무엇을 먼저 확인하시겠어요?",
       "Oracle Clinical One 기반 EDC 입력 및 쿼리 관리",
       jd=J_CR, evidence_doc=J_CR,
       expected_answer="eCRF 완성 가이드, 에디트 체크 규칙, 쿼리 워크플로, 역할 권한, 사용자 교육 이수를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: hiring company's EDC asked forward; resume EDC restated"),
    _c(CR, "", "job_fit",
       "자격 요건에 ICH E6(R3) 개정 내용 이해가 있습니다. E6(R2) 교육을 2023년에 갱신하셨는데, R3에서 달라진 점 중 "
       "현장 CRC 업무에 가장 큰 영향을 준다고 보시는 것은 무엇인가요?",
       "ICH E6(R3) 개정 내용 이해",
       jd=J_CR, evidence_doc=J_CR,
       expected_answer="위험 기반 품질관리, 품질 설계(QbD) 관점, 분산형 요소와 전자 시스템에 대한 유연성, 데이터 거버넌스 "
       "강조를 언급하면 좋습니다.",
       follow_up="",
       note="clean: JD requirement asked forward; resume's R2 training restated correctly"),
    _c(CR, "", "job_fit",
       "유전자·세포치료제는 장기 추적 관찰(15년) 대상자 관리가 필요합니다. 대상자가 이사하거나 연락이 끊기는 상황까지 "
       "고려하면, 15년 추적 체계를 어떻게 설계하시겠어요?",
       "장기 추적 관찰(15년) 대상자 관리 체계 운영",
       jd=J_CR, evidence_doc=J_CR,
       expected_answer="연락처 갱신 주기, 대체 연락처 동의, 원격 방문 활용, 이탈 위험 신호 관리, 기관 간 이관 절차를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: JD duty asked as a hypothetical"),
    _c(CR, "", "problem_solving",
       "한마음대학교병원 임상시험센터에서 방문 일정 관리 체계를 개선해 visit window 이탈률을 12%에서 4%로 낮추셨는데요. "
       "구체적으로 어떤 도구나 절차를 바꾸셨나요?",
       "방문 일정 관리 체계 개선으로 방문 허용 범위(visit window) 이탈률 12% → 4%",
       jd=J_CR,
       expected_answer="방문 캘린더 자동 계산, 대상자 리마인드, 공휴일 사전 조정, CTMS 활용(이력서의 사내 CTMS)을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: earlier role and figures restated"),
    # emd_ko
    _c(EM, "", "impact_verification",
       "마켓온 리빙사업부에서 주방·생활가전 카테고리 연 거래액 1,240억 원(2023)을 관리하며 전년 대비 18.5% 성장을 "
       "이끄셨는데요. 전년이 약 1,046억 원이었던 셈인데, 성장분 약 194억 원을 신규 입점, 기존 브랜드 성장, 가격 정책으로 "
       "나눠 본다면 어떻게 분해하시겠어요?",
       "주방·생활가전 카테고리 연 거래액 1,240억 원 관리 (2023), 전년 대비 18.5% 성장",
       expected_answer="브랜드·SKU별 기여 분해, 트래픽·전환율·객단가 분해, 시장 성장률 대비 초과 성장을 설명하면 좋습니다.",
       follow_up="",
       note="clean: derived prior-year value (1,240/1.185 ≈ 1,046) and growth (≈194)"),
    _c(EM, "", "problem_solving",
       "타임딜 기획전을 월 12회 운영하며 평균 구매 전환율을 3.8%에서 5.6%로, 1.8%p(상대적으로 약 47%) 올리셨습니다. "
       "전환율을 올린 요인을 어떻게 검증하셨나요? 가격 할인 폭의 효과와 상세페이지·노출 위치 효과를 분리해 본 적이 "
       "있으신가요?",
       "타임딜 기획전 월 12회 운영, 기획전 평균 구매 전환율 3.8% → 5.6%",
       expected_answer="할인율 구간별 비교, 노출 슬롯 통제, A/B 테스트나 전후 비교의 한계, 마진 영향 확인을 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: percentage points and derived relative lift (1.8/3.8 ≈ 47%)"),
    _c(EM, "", "collaboration",
       "네이버 쇼핑라이브와 협업해 라이브커머스를 27회(2021~2023) 진행하고 회당 평균 매출 8,500만 원, 합계로 약 23억 원을 "
       "만드셨는데요. 브랜드사·쇼호스트·플랫폼과의 역할 분담은 어떻게 하셨고, 라이브 이후 재구매 같은 효과는 어떻게 "
       "측정하셨나요?",
       "네이버 쇼핑라이브 협업 라이브커머스 27회 진행 (2021~2023), 회당 평균 매출 8,500만 원",
       expected_answer="사전 알림·쿠폰 설계, 재고 확보, 방송 후 다시보기 매출, 신규 고객 비중과 재구매율 추적을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived total (27 × 8,500만 ≈ 23억)"),
    _c(EM, "", "technical_depth",
       "재고 회전일수를 42일에서 29일로 13일 줄이고 반품률을 6.1%에서 4.3%로 낮추셨는데요. 재고 회전을 빠르게 하면 결품 "
       "위험이 커질 수 있는데, 안전재고와 발주점은 어떤 기준으로 다시 잡으셨나요?",
       "재고 회전일수 42일 → 29일, 반품률 6.1% → 4.3%",
       expected_answer="판매 속도 기반 ABC 분류, 리드타임과 수요 변동을 반영한 안전재고, 엑셀 피벗이나 BigQuery 기반 "
       "모니터링을 언급하면 좋습니다.",
       follow_up="",
       note="clean: derived days; safety stock as a general concept; Excel pivots in the resume"),
    _c(EM, "", "problem_solving",
       "PB 에어프라이어 '온쿡'을 기획·소싱하시면서 중국 OEM 공장 2곳을 실사하셨고, 출시 6개월 누적 3만 2천 대, 매출 약 "
       "28억 원을 올리셨습니다. 대당 평균 판매가가 약 8만 7천 원인 셈인데, 이 가격대와 원가 구조는 어떻게 설계하셨고 "
       "품질 리스크(KC 인증, 불량률)는 어떻게 관리하셨나요?",
       "PB 에어프라이어 '온쿡' 기획·소싱(중국 OEM 공장 2곳 실사), 출시 6개월 누적 판매 3만 2천 대, 매출 약 28억 원",
       expected_answer="경쟁 제품 가격대 분석, 목표 마진 역산, 공장 실사 체크리스트, 출하 전 검사(AQL), 인증 일정 관리를 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: derived unit price (28억 / 32,000 ≈ 87,500원); KC and AQL as general terms"),
    _c(EM, "", "technical_depth",
       "Google BigQuery와 Looker Studio로 카테고리 대시보드를 만들어(2023) 주간 리포트 작성 시간을 6시간에서 1시간으로 "
       "줄이셨는데, 대시보드의 핵심 KPI는 무엇이었고 SQL 쿼리 비용이나 데이터 신선도는 어떻게 관리하셨나요?",
       "Google BigQuery·Looker Studio로 카테고리 대시보드 구축 (2023), 주간 리포트 작성 시간 6시간 → 1시간",
       expected_answer="거래액·전환율·객단가·재고 지표, 파티션 테이블과 예약 쿼리, 데이터 갱신 시각 표시를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: tools and year as in the resume"),
    _c(EM, "", "impact_verification",
       "Python으로 경쟁사 가격 모니터링을 자동화한 뒤(2022년부터) 최저가 이탈 SKU가 하루 평균 140개에서 35개로, 75% "
       "줄었는데요. 이탈을 발견한 뒤 가격 조정은 어떤 규칙으로 하셨고, 마진 하락은 어떻게 통제하셨나요?",
       "Python 기반 경쟁사 가격 모니터링 자동화 (2022년부터), 최저가 이탈 SKU 하루 평균 140개 → 35개",
       expected_answer="SKU 중요도별 대응 규칙, 최저 마진 하한, 브랜드사와의 가격 협의, 예외 승인 절차를 이야기하면 "
       "좋습니다.",
       follow_up="",
       note="clean: derived percentage (105/140 = 75%)"),
    _c(EM, "", "collaboration",
       "홈앤라이프몰에서 협력사 납기 준수율을 88%에서 96%로 올리고 결품률을 5.2%에서 2.1%로 낮추셨습니다. 협력사와의 "
       "관계를 해치지 않으면서 납기를 개선하기 위해 어떤 KPI 합의와 피드백 방식을 쓰셨나요?",
       "협력사 납기 준수율 88% → 96%, 결품률 5.2% → 2.1%",
       expected_answer="협력사별 스코어카드, 정기 리뷰, 발주 예측 공유, 개선 인센티브를 언급하면 좋습니다.",
       follow_up="",
       note="clean: figures restated"),
    # policy_ko
    _c(PO, "", "technical_depth",
       "한국사회정책연구원에서 육아휴직 급여 소득대체율 인상 효과를 분석하시며 남성 육아휴직자 비중이 2019년 21.2%에서 "
       "2022년 28.9%로 7.7%p 오른 변화를 요인 분해하셨는데요. Oaxaca-Blinder 같은 분해 방법을 쓰셨는지, 그리고 제도 효과와 "
       "인구 구성 변화 효과를 어떻게 구분하셨는지 설명해 주시겠어요?",
       "육아휴직 급여 소득대체율 인상 효과 분석, 남성 육아휴직자 비중 21.2% → 28.9% (2019 → 2022) 변화 요인 분해",
       expected_answer="구성 효과와 계수 효과의 분리, 사업장 규모·소득 분위별 분해, 코로나19 같은 외부 요인 통제, "
       "분해 결과의 정책적 해석 한계를 언급하면 좋습니다.",
       follow_up="",
       note="clean: parental leave as a research topic; percentage points derived; Oaxaca-Blinder as a general method"),
    _c(PO, "", "problem_solving",
       "부모 동시 육아휴직 특례(6+6) 설계에 자문하며(2023) 재정 소요를 연 3,240억 원으로 추계하셨는데요. 추계에서 가장 "
       "불확실했던 가정은 무엇이었고, 민감도 분석은 어떤 시나리오로 하셨나요?",
       "부모 동시 육아휴직 특례(6+6) 설계 자문 (2023), 재정 소요 연 3,240억 원 추계",
       expected_answer="이용률 가정, 급여 상한과 소득 분포, 행동 반응(이용 증가) 시나리오, 상·중·하 범위 제시를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: policy and figure restated"),
    _c(PO, "", "technical_depth",
       "한국복지패널 15~17차 자료로 이중차분(DiD) 분석을 하셔서 보육료 지원 확대가 여성 고용에 미친 효과를 추정하셨는데, "
       "평행 추세 가정은 어떻게 점검하셨고, 처치 시점이 집단마다 다를 때의 추정 편향 문제는 어떻게 다루셨나요?",
       "한국복지패널 15~17차 자료로 이중차분(DiD) 분석, 보육료 지원 확대가 여성 고용에 미친 효과 추정",
       expected_answer="사전 추세 비교와 이벤트 스터디, 시차 처치에서의 TWFE 편향과 대안 추정량, 강건성 검정을 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: women's employment as a research outcome; DiD/TWFE as general methods"),
    _c(PO, "", "technical_depth",
       "2021년 전국 3,000가구 돌봄 실태조사를 설계·수행해 응답률 62.4%, 약 1,870가구의 응답을 얻으셨는데요. 무응답 "
       "편향은 어떻게 점검하셨고 가중치는 어떤 방식으로 보정하셨나요?",
       "전국 3,000가구 대상 돌봄 실태조사 설계·수행 (2021), 응답률 62.4%",
       expected_answer="표본 설계(층화·집락), 무응답 분석, 사후층화나 레이킹 가중치, 가중치 트리밍을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived count (0.624 × 3,000 = 1,872)"),
    _c(PO, "", "technical_depth",
       "네이버 클라우드 플랫폼(공공기관용) 기반 행정데이터 분석 환경 구축에 참여해(2022) 가명정보 1억 2천만 건을 "
       "결합·처리하셨는데요. 가명처리와 결합 과정에서 재식별 위험은 어떻게 평가하셨고, 반출 심사는 어떤 절차를 거쳤나요?",
       "네이버 클라우드 플랫폼(공공기관용) 기반 행정데이터 분석 환경 구축 참여 (2022), 가명정보 결합 1억 2천만 건 처리",
       expected_answer="결합전문기관 절차, k-익명성 같은 재식별 위험 지표, 분석 결과 반출 시 최소 셀 크기 규칙, 접근 "
       "권한 분리를 언급하면 좋습니다.",
       follow_up="",
       note="clean: platform and year as in the resume (Naver Cloud); k-anonymity as a general concept"),
    _c(PO, "", "impact_verification",
       "저출산 대응 예산 48.2조 원(2022)을 사업별로 재분류해 직접 지원 사업 비중을 약 36%, 금액으로는 약 17조 원대로 "
       "산출하셨는데요. '직접 지원'의 분류 기준은 어떻게 정하셨고, 이 결과가 정책 논의에서 어떻게 쓰였나요?",
       "저출산 대응 예산 48.2조 원(2022) 사업별 재분류, 직접 지원 사업 비중 약 36% 산출",
       expected_answer="분류 기준의 투명한 정의, 경계 사례 처리, 국제 비교(예: OECD 가족 지출 분류), 정책 토론에서의 "
       "활용을 이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived amount (48.2조 × 36% ≈ 17.4조)"),
    _c(PO, "", "impact_verification",
       "서울시복지재단 시절 서울시 청년수당 시범사업 효과 평가(2016)에서 참여자 2,831명을 추적 조사하셨는데, 비교집단은 "
       "어떻게 구성하셨고 추적 과정의 표본 이탈은 결과 해석에 어떻게 반영하셨나요?",
       "서울시 청년수당 시범사업 효과 평가 (2016), 참여자 2,831명 추적 조사",
       expected_answer="선정 방식에 따른 비교집단 설계(예: 성향점수 매칭), 이탈 분석과 가중치, 결과 지표의 정의를 "
       "언급하면 좋습니다.",
       follow_up="",
       note="clean: earlier employer, year and count restated"),
    _c(PO, "", "impact_verification",
       "복지사각지대 발굴 지표를 개발해 위기가구 발굴 건수를 연 2,300건에서 5,100건으로 2배 넘게 늘리셨는데요. 발굴 "
       "건수가 늘어난 만큼 실제 지원으로 이어졌는지, 오탐(위기가 아닌 가구) 비율은 어떻게 관리하셨나요?",
       "복지사각지대 발굴 지표 개발, 위기가구 발굴 건수 연 2,300건 → 5,100건",
       expected_answer="발굴 후 상담·지원 연계율, 현장 확인 결과 피드백으로 지표 보정, 정밀도와 재현율의 균형을 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: derived ratio (5,100/2,300 ≈ 2.2)"),
    _c(PO, "", "collaboration",
       "신진 연구원 5명을 지도하며 연구실 내 R 기반 재현 가능 분석 가이드를 만드셨는데요. 코드 리뷰나 버전 관리(Git) "
       "같은 관행을 연구 조직에 정착시키면서 겪은 저항과 해결 방법을 말씀해 주시겠어요?",
       "신진 연구원 5명 지도, 연구실 내 R 기반 재현 가능 분석 가이드 작성",
       expected_answer="작은 템플릿부터 시작, 분석 보고서 자동화(R Markdown), 동료 검토 제도화, 성공 사례 공유를 "
       "이야기하면 좋습니다.",
       follow_up="",
       note="clean: counts restated; Git and R Markdown as could-mention tools"),
    # recruiter_en
    _c(RE, "", "impact_verification",
       "At Quillon Software you cut time to hire from 52 to 34 days — 18 days, about 35% — while offer acceptance rose "
       "from 78% to 91%. Which stages gave back the most time, and how did you make sure speed didn't lower the quality "
       "of hire?",
       "Time to hire cut from 52 days to 34 days; offer acceptance rate up from 78% to 91%.",
       expected_answer="Expect stage-level funnel data from Greenhouse, interview scheduling SLAs, debrief within 24 "
       "hours, and quality-of-hire signals such as probation outcomes and hiring-manager satisfaction.",
       follow_up="",
       note="clean: derived reduction (18/52 ≈ 35%)"),
    _c(RE, "", "technical_depth",
       "You moved the team from Workable to Greenhouse in 2021 and built structured interview kits with scorecards for "
       "22 roles. How did you design a scorecard so interviewers assessed different competencies rather than repeating "
       "each other, and how did you calibrate them?",
       "Moved the team from Workable to Greenhouse (2021) and built structured interview kits with scorecards for 22 roles.",
       expected_answer="Expect competency mapping per interview, behavioural anchors for ratings, independent scoring "
       "before debriefs and calibration sessions.",
       follow_up="",
       note="clean: tools and year restated"),
    _c(RE, "", "problem_solving",
       "The share of women on engineering shortlists rose from 18% to 33% through sourcing changes and job ads checked "
       "with Textio. What sourcing changes made the biggest difference, and how did you make sure the later interview "
       "stages didn't undo the gain?",
       "Share of women on engineering shortlists up from 18% to 33% through sourcing changes and job ads checked with "
       "Textio.",
       expected_answer="Expect broadened talent pools, inclusive job-ad language, stage-by-stage pass-through analysis "
       "and structured interviews to reduce bias, all within equality law.",
       follow_up="",
       note="clean: gender diversity of shortlists as the subject of recruiting work"),
    _c(RE, "", "impact_verification",
       "You cut agency spend by £410,000 a year, from £620K to £210K, and 45% of hires came from outbound sourcing. How "
       "did you decide which roles still justified an agency, and what did the extra sourcing cost in team time?",
       "Cut agency spend by £410,000 a year, from £620K to £210K.",
       expected_answer="Expect criteria such as niche or urgent roles, cost-per-hire comparison including internal "
       "time, and LinkedIn Recruiter and Gem pipelines.",
       follow_up="",
       note="clean: figures restated (620 − 210 = 410, consistent)"),
    _c(RE, "", "impact_verification",
       "Candidate NPS rose from +41 to +63 after you added interview-prep packs and rejection feedback. How did you "
       "collect candidate NPS without biasing it towards successful candidates, and what did rejected candidates say?",
       "Candidate NPS rose from +41 to +63 after adding interview-prep packs and rejection feedback.",
       expected_answer="Expect surveying all candidates at set stages, response-rate tracking, segmenting hired and "
       "rejected, and qualitative themes.",
       follow_up="",
       note="clean: NPS points restated"),
    _c(RE, "", "collaboration",
       "You trained 35 hiring managers in structured interviewing and interviewer calibration. Tell me about a hiring "
       "manager who resisted the process — what did you do, and what was the outcome?",
       "Trained 35 hiring managers in structured interviewing and interviewer calibration.",
       expected_answer="Expect a STAR-shaped story: data on prediction quality, small concessions, shadowing, and a "
       "measurable change.",
       follow_up="",
       note="clean: STAR prompt on a resume line"),
    _c(RE, "", "impact_verification",
       "At Pennant Retail Group you cut the graduate scheme's first-year attrition from 24% to 15% by redesigning the "
       "job previews. What did a realistic job preview include, and how did you rule out a change in the graduate "
       "market as the cause?",
       "Cut the graduate scheme's first-year attrition from 24% to 15% by redesigning the job previews.",
       expected_answer="Expect honest day-in-the-life content, self-selection out, comparison across cohorts and "
       "exit-interview themes.",
       follow_up="",
       note="clean: figures restated; realistic job preview as a general method"),
    _c(RE, "", "job_fit",
       "You made 64 hires in 2023 against a plan of 60, across London, Lisbon and Kraków. If you joined us mid-year "
       "with the plan already behind by a quarter, how would you triage roles and set expectations with hiring "
       "managers?",
       "64 hires in 2023 against a plan of 60",
       expected_answer="Expect capacity modelling per recruiter, prioritisation with leadership, pipeline reviews and "
       "transparent weekly reporting in Looker or a similar dashboard.",
       follow_up="",
       note="clean: hypothetical 'if you joined us'; figures restated"),
    # solar_en (with jd_solar_en)
    _c(SO, "", "technical_depth",
       "At SunHarbor Renewables you run energy yield in PVsyst 7 and write P50/P90 reports for lenders, with P50 "
       "estimates within 2.5% of first-year metered output on 4 operating plants. Which loss assumptions did you find "
       "hardest to get right, and how do you build the P90 uncertainty stack?",
       "Run energy yield assessments in PVsyst 7 and write the P50/P90 reports for lenders; P50 estimates within 2.5% "
       "of first-year metered output on 4 operating plants.",
       jd=J_SO,
       expected_answer="Expect soiling, availability, degradation and irradiance-data uncertainty, combining "
       "independent uncertainties by root-sum-square and one-year versus ten-year P90.",
       follow_up="",
       note="clean: figures restated; P90 method as general knowledge"),
    _c(SO, "", "impact_verification",
       "You moved 2 projects to bifacial modules on single-axis trackers in 2022, modelled a bifacial gain of 6–8% and "
       "measured 7.1% in the first year. How did you model albedo and rear-side shading, and how did you measure the "
       "gain in operation?",
       "modelled bifacial gain of 6–8%, measured 7.1% in the first year",
       jd=J_SO,
       expected_answer="Expect site albedo measurements, view-factor or ray-tracing models, rear mismatch losses, and "
       "a comparison against a monofacial reference or expected model.",
       follow_up="",
       note="clean: measured figure inside the modelled range, restated"),
    _c(SO, "", "problem_solving",
       "Optimising layouts in PVcase on AutoCAD, you raised the DC/AC ratio from 1.25 to 1.32 and cut modelled LCOE by "
       "about 4%. How did you weigh the extra clipping losses against cheaper energy, and how did the interconnection "
       "limit factor in?",
       "raised the DC/AC ratio from 1.25 to 1.32, cutting modelled LCOE by about 4%",
       jd=J_SO,
       expected_answer="Expect clipping loss analysis, module versus inverter costs, PPA shape and POI limits; "
       "storage could recover clipped energy in a hybrid design.",
       follow_up="",
       note="clean: figures restated"),
    _c(SO, "", "technical_depth",
       "Commissioning used IV-curve tracing and drone thermography across 1.2 million modules, catching a defect rate "
       "of 0.4% — roughly 4,800 modules — before handover. How did you decide what counted as a defect, and how did "
       "you hold the EPC contractor to the fix?",
       "Commissioning: IV-curve tracing and drone thermography across 1.2 million modules; defect rate of 0.4% caught "
       "before handover.",
       jd=J_SO,
       expected_answer="Expect IEC-based thermography classes, IV-curve deviation thresholds, punch lists with "
       "acceptance criteria tied to the EPC contract and re-testing.",
       follow_up="",
       note="clean: derived count (0.4% × 1.2M = 4,800)"),
    _c(SO, "", "impact_verification",
       "You stream plant SCADA data to Azure IoT Hub and Azure Data Explorer with Power BI dashboards, and fleet "
       "performance ratio rose from 81.5% to 84.2% — 2.7 points. Which issues did the dashboards surface that drove "
       "the improvement, and how did you temperature-correct PR?",
       "fleet performance ratio up from 81.5% to 84.2%",
       jd=J_SO,
       expected_answer="Expect inverter outages, tracker faults and soiling found through KQL queries, weather-"
       "corrected PR, and a work-order loop with O&M.",
       follow_up="",
       note="clean: percentage points derived; Azure tools as in the resume"),
    _c(SO, "", "collaboration",
       "You negotiated EPC change orders worth $3.6M and recovered 5 weeks of schedule on a 150 MWac project. Tell me "
       "how you approached that negotiation and what you traded to get the schedule back.",
       "Negotiated EPC change orders worth $3.6M and recovered 5 weeks of schedule on a 150 MWac project.",
       jd=J_SO,
       expected_answer="Expect a STAR story with entitlement analysis, schedule fragnets, acceleration costs and "
       "relationship management.",
       follow_up="",
       note="clean: figures restated"),
    _c(SO, "", "job_fit",
       "At Redmesa you would run energy yield in both PVsyst and DNV SolarFarmer and reconcile them for lenders and "
       "tax-equity investors. How would you approach a case where the two tools differ by, say, 2–3% in P50?",
       "Run energy yield in PVsyst and DNV SolarFarmer and reconcile the two for lenders and tax-equity investors.",
       jd=J_SO, evidence_doc=J_SO,
       expected_answer="Expect aligning inputs first (weather file, losses, shading model), isolating modelling "
       "differences step by step, and documenting a reconciled basis.",
       follow_up="",
       note="clean: JD tool asked forward with a generic example gap"),
    _c(SO, "", "job_fit",
       "Redmesa specifies co-located lithium iron phosphate BESS with 4-hour duration, and your resume is PV-only. How "
       "would you get up to speed on sizing and specifying storage, and which parts of your PV experience transfer?",
       "Size and specify battery energy storage systems (lithium iron phosphate, 4-hour duration).",
       jd=J_SO, evidence_doc=J_SO,
       expected_answer="An honest answer names the gap, transferable skills (interconnection, procurement specs, "
       "commissioning) and a learning plan covering augmentation, degradation, NFPA 855 and UL 9540A.",
       follow_up="",
       note="clean: JD requirement the resume lacks, asked openly"),
    _c(SO, "", "job_fit",
       "Our asset-performance team's monitoring platform runs on AWS (IoT SiteWise and Timestream). You've built "
       "SCADA pipelines on Azure. If you joined, how would you work with that team to get the performance analytics you "
       "rely on, without rebuilding what they have?",
       "Work with our asset-performance team, whose monitoring platform runs on AWS (AWS IoT SiteWise and Amazon "
       "Timestream).",
       jd=J_SO, evidence_doc=J_SO,
       expected_answer="Expect defining the KPIs and data needs, learning the data model, and collaborating on "
       "dashboards; Python with pvlib and pandas carries over.",
       follow_up="",
       note="clean: cloud stacks placed correctly (Azure past, AWS forward)"),
    _c(SO, "", "job_fit",
       "You managed interconnection applications with ERCOT and Arizona Public Service for 4 projects. Our role "
       "includes PSS/E model reviews with utilities — how did you work with the utility's studies on those projects, "
       "and where do you expect to need support?",
       "Managed interconnection applications with ERCOT and Arizona Public Service for 4 projects.",
       jd=J_SO,
       expected_answer="Expect familiarity with study phases, plant models and reactive power requirements, and an "
       "honest view of hands-on PSS/E experience.",
       follow_up="",
       note="clean: resume experience linked to a JD duty"),
    # techwriter_en (with jd_techwriter_en)
    _c(TW, "", "technical_depth",
       "At Tessellate Maps you moved the docs to docs-as-code in 2022: Markdown in GitHub, Docusaurus 2, deployed to "
       "Amazon S3 and CloudFront through GitHub Actions. What checks run on a docs pull request, and how do you handle "
       "versioned docs for older API versions?",
       "Moved the docs to docs-as-code in 2022: Markdown in GitHub, built with Docusaurus 2, deployed to Amazon S3 and "
       "CloudFront through GitHub Actions.",
       jd=J_TW,
       expected_answer="Expect link checking, Vale, build previews, spec linting and Docusaurus versioning with "
       "deprecation banners.",
       follow_up="",
       note="clean: stack and year as in the resume"),
    _c(TW, "", "technical_depth",
       "You generate the API reference from OpenAPI 3.0 specs, and Spectral lint rules caught 1,200+ spec issues "
       "before release. Which rules caught the most issues, and how did you get engineers to fix specs rather than "
       "disable rules?",
       "Generate the API reference from OpenAPI 3.0 specs; Spectral lint rules caught 1,200+ spec issues before release.",
       jd=J_TW,
       expected_answer="Expect missing descriptions and examples, inconsistent naming, error schemas, severity levels "
       "and a CI gate with clear messages.",
       follow_up="",
       note="clean: versions and figures restated"),
    _c(TW, "", "impact_verification",
       "You restructured the docs on the Diátaxis framework and docs-tagged support tickets fell from about 310 a month "
       "to 140 — around 55% fewer. How did you rule out other causes, such as product changes, for that fall?",
       'Restructured the docs on the Diátaxis framework; support tickets tagged "docs" fell from about 310 a month to 140.',
       jd=J_TW,
       expected_answer="Expect a timeline comparison, tagging consistency checks, ticket topic analysis and "
       "correlation with page traffic.",
       follow_up="",
       note="clean: derived percentage (170/310 ≈ 55%)"),
    _c(TW, "", "impact_verification",
       "Time to first successful API call for new developers fell from 42 to 11 minutes — roughly a quarter of the "
       "time — in an onboarding study with 25 developers. How was the study designed, and what did the developers "
       "struggle with before the change?",
       "Time to first successful API call for new developers down from 42 minutes to 11 minutes (onboarding study with "
       "25 developers).",
       jd=J_TW,
       expected_answer="Expect task-based sessions, recorded friction points (auth, keys, sample code) and a quickstart "
       "redesign.",
       follow_up="",
       note="clean: derived ratio (11/42 ≈ 26%)"),
    _c(TW, "", "collaboration",
       "You introduced Vale with 85 custom rules, and review rounds per page fell from 3 to 1.5 on average. How did you "
       "decide which style rules belonged in Vale and which stayed in human review, and how did engineers react?",
       "Introduced Vale style linting with a custom set of 85 rules; review rounds per page down from 3 to 1.5 on "
       "average.",
       jd=J_TW,
       expected_answer="Expect mechanical rules in Vale, judgment calls in review, warning versus error levels and "
       "onboarding for contributors.",
       follow_up="",
       note="clean: figures restated; Vale is in both the resume and the JD"),
    _c(TW, "", "problem_solving",
       "You wrote the v2-to-v3 migration guide, and 70% of active accounts migrated within 6 months. What did you do "
       "about the remaining 30%, and how would you structure a migration guide for a breaking change with a 12-month "
       "deprecation window like ours?",
       "Wrote the v2-to-v3 migration guide; 70% of active accounts migrated within 6 months.",
       jd=J_TW,
       expected_answer="Expect change tables, code diffs, timelines, in-product notices, support for laggards and "
       "tracking usage of deprecated endpoints.",
       follow_up="",
       note="clean: resume figure plus the JD's deprecation policy asked forward"),
    _c(TW, "", "impact_verification",
       "Search success rate rose from 58% to 81% after adding Algolia DocSearch. How do you define search success, and "
       "what did zero-result queries teach you about gaps in the docs?",
       "search success rate rose from 58% to 81% after adding Algolia DocSearch",
       jd=J_TW,
       expected_answer="Expect click-through after search, zero-result rates, query analytics and content added in "
       "response.",
       follow_up="",
       note="clean: figures restated"),
    _c(TW, "", "job_fit",
       "We need someone experienced in documenting GraphQL schemas, and your reference work has been REST with OpenAPI. "
       "How would you approach documenting a GraphQL schema — what's different about reference docs when there are no "
       "endpoints?",
       "Experience documenting GraphQL schemas.",
       jd=J_TW, evidence_doc=J_TW,
       expected_answer="Expect type-centric reference, descriptions in the schema itself, query examples, pagination "
       "and error conventions, and an honest view of the gap.",
       follow_up="",
       note="clean: JD requirement the resume lacks, asked openly"),
    _c(TW, "", "job_fit",
       "Our REST reference is generated with Redocly from OpenAPI 3.1 specs, and the portal runs on Mintlify. Coming "
       "from OpenAPI 3.0 with Spectral and Docusaurus, what would you check first when moving specs to 3.1?",
       "Document our GraphQL API and our REST APIs; the REST reference is generated with Redocly from OpenAPI 3.1 specs.",
       jd=J_TW, evidence_doc=J_TW,
       expected_answer="Expect JSON Schema alignment (nullable, examples), webhooks support, tooling compatibility and "
       "lint rule updates.",
       follow_up="",
       note="clean: hiring company's tools and spec version asked forward"),
    _c(TW, "", "job_fit",
       "We'd like docs analytics in Amplitude and a quarterly docs-health report to platform leadership. Which three or "
       "four metrics would you put in that report, and how would you connect them to developer success?",
       "Set up docs analytics with Amplitude and report docs health to the platform leadership every quarter.",
       jd=J_TW, evidence_doc=J_TW,
       expected_answer="Expect time to first call, search success and docs-related tickets — three measures the "
       "candidate already tracked at Tessellate — plus page feedback and their link to activation.",
       follow_up="",
       note="clean: JD tool asked forward"),
    _c(TW, "", "technical_depth",
       "At Corvid Health Systems you documented FHIR R4 and HL7 v2 integration APIs for 40+ hospital customers. How did "
       "you explain the differences between the two standards to integrators, and what did your Postman collections "
       "cover?",
       "Documented FHIR R4 and HL7 v2 integration APIs for 40+ hospital customers.",
       jd=J_TW,
       expected_answer="Expect message versus resource models, example payloads, authentication, and collections with "
       "environments for test systems.",
       follow_up="",
       note="clean: earlier employer and standards restated"),
]


# --- 5. Violations: FABRICATED_ENTITY (a changed figure, an invented partner, employer, school, certificate or
#        product, the hiring company's tool asserted as past work, an unnamed company given a name) ---

FABRICATED = [
    _c(BE, FAB, "technical_depth",
       "페이레인에서 결제 승인 API를 Go로 재작성해 p99 지연 시간을 420ms에서 150ms로 줄이셨는데요. 병목을 어떻게 찾으셨고 "
       "재작성 중 롤백 전략은 무엇이었나요?",
       "결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서 180ms로 단축",
       expected_answer="pprof 프로파일링, 카나리 배포, SLO 기반 롤백 조건을 언급하면 좋습니다.",
       note="FAB: figure changed (180ms → 150ms) in an otherwise natural question"),
    _c(BE, FAB, "collaboration",
       "페이레인에서 토스페이먼츠와 결제 승인 연동을 진행하시면서 장애 대응 온콜 리더로 연간 장애 시간을 14시간에서 "
       "3시간으로 줄이셨는데, 외부 파트너사와 장애 커뮤니케이션 채널은 어떻게 운영하셨나요?",
       "결제 장애 대응 온콜 리더, 연간 장애 시간을 14시간에서 3시간으로 줄임",
       expected_answer="공동 장애 대응 채널, 에스컬레이션 연락망, 사후 공동 포스트모템을 언급하면 좋습니다.",
       note="FAB: invented partner company asserted as the candidate's past"),
    _c(DS, FAB, "technical_depth",
       "Your Northwind demand-forecasting model for 3,400 stores cut WAPE from 31% to 18%. Which reconciliation method "
       "did you use, and how did you backtest it?",
       "forecast error (WAPE) from 31% to 22%",
       expected_answer="MinT versus bottom-up, rolling-origin backtests by level.",
       note="FAB: figure changed (22% → 18%)"),
    _c(DS, FAB, "growth",
       "You moved from a PhD in Statistics at Warwick into retail forecasting. How has your doctoral research shaped "
       "the way you design experiments on the A/B testing platform?",
       "Built the A/B testing platform on BigQuery and Looker; 120+ experiments a year now use it.",
       expected_answer="Links between research training and experiment design.",
       note="FAB: degree changed (MSc → PhD) at the resume's own school"),
    _c(MLP, FAB, "collaboration",
       "When you fine-tuned the Hugging Face Transformers models for ticket routing as part of Lumen's partnership "
       "with Zendesk, how did you agree the evaluation set with their team, given accuracy went from 81.5% to 88.3%?",
       "Fine-tuned Hugging Face Transformers models for ticket routing; accuracy up from 81.5% to 88.3%.",
       expected_answer="Joint evaluation design and a shared held-out set.",
       note="FAB: invented partnership asserted as past work"),
    _c(FE, FAB, "collaboration",
       "사내 디자인 시스템 'Pebble'을 8개 제품 팀이 도입해 신규 화면 개발 기간을 평균 30% 줄이셨는데, 도입을 망설이던 "
       "팀은 어떻게 설득하셨나요?",
       "5개 제품 팀이 도입, 신규 화면 개발 기간 평균 30% 단축",
       expected_answer="파일럿 팀 선정, 기여 가이드, 도입 지표 공유를 이야기하면 좋습니다.",
       note="FAB: count changed (5 → 8 teams)"),
    _c(FE, FAB, "technical_depth",
       "카카오 디자인시스템팀과 공동으로 Pebble 컴포넌트 62개를 만드셨을 때, 두 조직 간 컴포넌트 API 합의는 어떻게 "
       "하셨나요?",
       "React + TypeScript로 컴포넌트 62개 구축, Storybook 문서화",
       expected_answer="API 설계 리뷰와 RFC, semver 정책 합의를 언급하면 좋습니다.",
       note="FAB: invented partner organisation"),
    _c(RN, FAB, "growth",
       "중환자 전문간호사 자격을 취득하신 뒤 대한중앙병원에서 신규 간호사 6명의 프리셉터를 맡으셨는데, 전문간호사로서의 "
       "임상 판단을 교육에 어떻게 녹이셨나요?",
       "중환자실 병상 24개 운영, 신규 간호사 6명 프리셉터 교육",
       expected_answer="사례 기반 교육과 단계별 역량 평가를 이야기하면 좋습니다.",
       note="FAB: invented certificate (the resume lists only 간호사 면허 and BLS Provider)"),
    _c(SRE, FAB, "collaboration",
       "You led the incident review process at Umbrella Systems and brought MTTR down from 95 to 25 minutes. Which "
       "change moved MTTR the most?",
       "Led the incident review process; mean time to recovery down from 95 to 38 minutes.",
       expected_answer="Runbooks, alert tuning, blameless reviews.",
       note="FAB: figure changed (38 → 25 minutes)"),
    _c(SRE, FAB, "technical_depth",
       "Across the 40 EKS clusters you provisioned with Terraform, you rolled out the Istio service mesh for mTLS "
       "between services. How did you handle sidecar upgrades across the fleet?",
       "Runs 40 Kubernetes clusters on AWS EKS, provisioned with Terraform.",
       expected_answer="Canary upgrades of control planes, revision tags.",
       note="FAB: product the resume lacks asserted as past work"),
    _c(CO, FAB, "impact_verification",
       "Your peer-mentoring scheme at Hollins Park trained 40 Year 12 mentors, and referrals for low mood fell 37% over "
       "two years. How confident are you that the scheme caused the fall?",
       "Set up a peer-mentoring scheme with 40 trained Year 12 mentors; referrals for low mood down 27% over two years.",
       expected_answer="Awareness of confounders, a comparison group.",
       note="FAB: figure changed (27% → 37%)"),
    _c(CO, FAB, "collaboration",
       "As deputy DSL you worked with the local authority on 35 child-protection referrals a year, and with your "
       "partners at Oxford Health NHS CAMHS on step-up cases. How did you agree thresholds for CAMHS referral?",
       "Worked with families and the local authority on 35 child-protection referrals a year as deputy DSL.",
       expected_answer="Shared threshold documents and joint case reviews.",
       note="FAB: invented partner organisation"),
    _c(CS, FAB, "technical_depth",
       "At Fernway you ran health scoring and success plans in Gainsight and flagged 70% of churned accounts 90+ days "
       "ahead. How did you weight the inputs in Gainsight's scorecards?",
       "Built health scores in ChurnZero from product usage and Zendesk ticket trends; flagged 70% of churned accounts "
       "90+ days ahead.",
       jd=J_CS,
       expected_answer="Scorecard measures and weighting.",
       note="FAB: the hiring company's tool (Gainsight) asserted as past work in place of ChurnZero"),
    _c(CS, FAB, "job_fit",
       "You own a book of 48 accounts worth $8.6M ARR with 94% GRR. How would you adapt that to Brightloop's 20–25 "
       "enterprise accounts?",
       "Own a book of 48 mid-market and enterprise accounts worth $6.8M ARR; gross revenue retention 94%.",
       jd=J_CS,
       expected_answer="Deeper multi-threading and EBRs.",
       note="FAB: figure changed ($6.8M → $8.6M, transposed digits)"),
    _c(CS, FAB, "growth",
       "You hold the CCSM Level 3 certification from SuccessHACKER. What from the Level 3 curriculum do you use most "
       "in renewal forecasting?",
       "Ran 120+ QBRs a year; expansion revenue of $1.2M in FY2023 (net revenue retention 112%).",
       jd=J_CS,
       expected_answer="Forecasting frameworks and risk reviews.",
       note="FAB: certificate level changed (Level 2 → Level 3)"),
    _c(DE, FAB, "technical_depth",
       "When you ran Kafka on Confluent Cloud for Larkspur's claims ingestion, how did you size partitions for 3.1 "
       "billion events a month?",
       "Rebuilt claims ingestion on Amazon Kinesis and AWS Lambda; 3.1 billion events a month, p95 end-to-end latency "
       "180 ms.",
       jd=J_DE,
       expected_answer="Partition sizing from throughput.",
       note="FAB: the hiring company's product (Confluent Cloud) asserted as past work in place of Kinesis"),
    _c(DE, FAB, "impact_verification",
       "Your S3 + Iceberg lakehouse cut storage cost from $41K to $16K a month. What drove the saving?",
       "Designed the S3 + Apache Iceberg lakehouse queried through Athena; storage cost cut from $41K to $26K a month.",
       jd=J_DE,
       expected_answer="Compaction, snapshot expiry, lifecycle rules.",
       note="FAB: figure changed ($26K → $16K)"),
    _c(DE, FAB, "growth",
       "Your MSc in Computer Science from the University of Washington focused on distributed systems — how did that "
       "shape the way you designed the Kinesis pipeline?",
       "Rebuilt claims ingestion on Amazon Kinesis and AWS Lambda; 3.1 billion events a month, p95 end-to-end latency "
       "180 ms.",
       jd=J_DE,
       expected_answer="Links between coursework and design.",
       note="FAB: degree changed (BSc → MSc)"),
    _c(HY, FAB, "problem_solving",
       "카카오톡 채널 예약 알림을 도입해 노쇼율을 월 9%에서 2%로 줄이셨는데, 알림 시점과 문구는 어떻게 정하셨나요?",
       "카카오톡 채널 예약 알림 도입(연 3만 건 발송)으로 노쇼율 월 9%에서 4%로 감소",
       expected_answer="전날·당일 알림 비교, 예약 변경 링크 제공.",
       note="FAB: figure changed (4% → 2%)"),
    _c(HY, FAB, "growth",
       "오스템임플란트 교육센터의 임플란트 전문 과정을 수료하셨는데, 그 과정에서 배운 내용을 임플란트 수술 보조 연 180건에 "
       "어떻게 적용하셨나요?",
       "임플란트 수술 보조 연 180건, 멸균 절차 표준화",
       expected_answer="멸균 절차와 수술 보조 순서를 이야기하면 좋습니다.",
       note="FAB: course provider swapped (대한치과위생사협회 → an invented vendor course)"),
    _c(ME, FAB, "technical_depth",
       "대성정밀에서 CATIA V5로 협동로봇용 하모닉 감속기 3종을 설계하실 때, 백래시 1 arcmin 이하를 위해 어떤 공차 배분을 "
       "하셨나요?",
       "협동로봇용 하모닉 감속기 3종 신규 설계, 백래시 1 arcmin 이하 달성",
       jd=J_ME,
       expected_answer="치형 설계와 공차 누적 해석을 언급하면 좋습니다.",
       note="FAB: the hiring company's CAD tool asserted as past work (the resume lists SolidWorks and AutoCAD)"),
    _c(ME, FAB, "impact_verification",
       "원가 절감 과제로 연 2억 1천만 원을 절감하셨는데, 절감 항목을 어떻게 발굴하셨나요?",
       "원가 절감 과제로 연 1억 2천만 원 절감",
       jd=J_ME,
       expected_answer="VE 분석, 부품 공용화.",
       note="FAB: figure changed (1억 2천만 → 2억 1천만)"),
    _c(VI, FAB, "impact_verification",
       "2016 한국방송대상에서 작품상을 받으신 다큐멘터리 8부작을 공동 연출하셨는데, 수상으로 이어진 연출상의 선택은 "
       "무엇이었나요?",
       "다큐멘터리 8부작 공동 연출, 2016 한국방송대상 작품상 후보",
       expected_answer="구성과 취재 방식.",
       note="FAB: a nomination turned into an award"),
    _c(VI, FAB, "collaboration",
       "미디어브릿지에서 tvN 예능 프로그램 2개 시즌 조연출을 하시며 회당 시청률을 1.2%에서 2.1%로 올리셨는데, 방송사 CP와의 "
       "협업은 어떻게 하셨나요?",
       "케이블 예능 프로그램 2개 시즌 조연출, 회당 시청률 1.2% → 2.1%",
       expected_answer="편성·구성 회의 방식.",
       note="FAB: invented broadcaster named for an unnamed cable programme"),
    _c(CN, FAB, "technical_depth",
       "중대재해처벌법 시행에 맞춰 위험성평가 절차를 개편하고 무재해 1,500일을 달성하셨는데, 협력업체 근로자의 참여는 "
       "어떻게 이끌어 내셨나요?",
       "중대재해처벌법 시행(2022.01)에 맞춰 현장 위험성평가 절차 개편, 무재해 1,100일 달성",
       expected_answer="TBM, 아차사고 보고 활성화.",
       note="FAB: figure changed (1,100 → 1,500 days)"),
    _c(CN, FAB, "collaboration",
       "김포 한결파크뷰 현장은 GS건설과의 공동도급이었는데, 1,486세대 공정 관리에서 두 시공사 간 의사결정은 어떻게 "
       "나누셨나요?",
       "김포 한결파크뷰 공동주택 신축(지하 2층~지상 29층, 14개 동, 1,486세대) 현장소장, 공사비 3,870억 원, 2023.06 준공",
       expected_answer="공동도급 운영위원회, 공구 분할.",
       note="FAB: invented joint-venture partner"),
    _c(FT, FAB, "technical_depth",
       "페이브릿지에서 일 평균 승인 520만 건, 피크 초당 3,800 TPS를 처리하셨는데 용량 계획은 어떻게 세우셨나요?",
       "NCP 금융 클라우드 기반 결제 승인 시스템 설계·운영, 일 평균 승인 420만 건, 피크 초당 3,800 TPS",
       jd=J_FT,
       expected_answer="피크 예측과 부하 테스트.",
       note="FAB: figure changed (420만 → 520만)"),
    _c(FT, FAB, "problem_solving",
       "결제 장애 대응 온콜 리드로 연간 장애 시간을 9.5시간에서 2.1시간으로 줄이셨는데, 당시 Datadog APM으로 결제 지연 "
       "구간을 추적하셨던 방식을 설명해 주시겠어요?",
       "결제 장애 대응 온콜 리드, 연간 장애 시간 9.5시간 → 2.1시간, 가용성 99.95% 달성",
       jd=J_FT,
       expected_answer="트레이스 기반 병목 분석.",
       note="FAB: the hiring company's preferred APM asserted as past work (resume: Prometheus, Grafana, Pinpoint)"),
    _c(FT, FAB, "collaboration",
       "페이브릿지가 카카오페이와 제휴해 간편결제를 연동할 때 멱등성 키 설계로 중복 승인을 27건에서 0건으로 없애셨는데, "
       "제휴사와 키 규약은 어떻게 합의하셨나요?",
       "멱등성 키 설계로 중복 승인 월 평균 27건 → 0건",
       jd=J_FT,
       expected_answer="API 규약 문서와 공동 테스트.",
       note="FAB: invented partner"),
    _c(HO, FAB, "problem_solving",
       "Oracle OPERA Cloud 전환으로 체크인 평균 소요 시간을 6분에서 2분 30초로 줄이셨는데, 컷오버 당일 운영은 어떻게 "
       "하셨나요?",
       "Oracle OPERA Cloud PMS 전환 프로젝트 현업 리드 (2022), 체크인 평균 소요 시간 6분 → 3분 30초",
       expected_answer="수기 백업 절차와 슈퍼유저.",
       note="FAB: figure changed (3분 30초 → 2분 30초)"),
    _c(HO, FAB, "collaboration",
       "그랜드 하버 호텔 부산이 메리어트 브랜드로 전환될 때 프런트 오피스 매니저로서 브랜드 표준 교육을 어떻게 "
       "진행하셨나요?",
       "프런트·컨시어지·벨 데스크 직원 38명 관리, 3교대 근무표 운영",
       expected_answer="브랜드 표준 SOP 교육.",
       note="FAB: invented brand conversion event"),
    _c(LZ, FAB, "problem_solving",
       "When you moved Brightloop's strings from spreadsheets to Phrase Strings with a GitHub integration, localization "
       "lag fell from 12 days to 2. What did the sync workflow look like?",
       "localization lag after an English release cut from 12 days to 2 days",
       jd=J_LZ,
       expected_answer="Key sync on merge, pseudo-localization.",
       note="FAB: the hiring company's TMS asserted as past work in place of Lokalise"),
    _c(LZ, FAB, "collaboration",
       "You own a €2.9M vendor budget across 4 LSPs and saved €260K in 2023. How did you prepare that negotiation?",
       "Own a vendor budget of €1.9M a year across 4 LSPs; renegotiated rate cards in 2023, saving €260K.",
       jd=J_LZ,
       expected_answer="Benchmarks and volume commitments.",
       note="FAB: figure changed (€1.9M → €2.9M)"),
    _c(SC, FAB, "technical_depth",
       "SK하이닉스에서 Tokyo Electron 식각 설비 26대의 챔버 매칭을 맡아 식각률 편차를 ±1.5% 이내로 관리하셨는데, 매칭 기준은 "
       "어떻게 정하셨나요?",
       "Lam Research Flex 계열 식각 설비 26대 챔버 매칭, 챔버 간 식각률 편차 ±1.5% 이내 관리",
       jd=J_SC,
       expected_answer="기준 레시피와 FDC 비교.",
       note="FAB: equipment vendor swapped to the hiring company's (Lam Research → Tokyo Electron)"),
    _c(SC, FAB, "impact_verification",
       "식각 CD 산포를 2.1 nm에서 1.3 nm로 개선해 웨이퍼 수율을 5.2%p 올리셨는데, 수율 기여를 어떻게 분리하셨나요?",
       "식각 CD 산포(3σ) 2.1 nm에서 1.3 nm로 개선, 웨이퍼 수율 4.2%p 향상",
       jd=J_SC,
       expected_answer="스플릿 로트 비교.",
       note="FAB: figure changed (4.2%p → 5.2%p)"),
    _c(SC, FAB, "growth",
       "삼성전자 메모리사업부에서 DB하이텍으로 옮기신 뒤 PECVD 공정을 맡으셨는데, 두 회사의 공정 관리 문화는 어떻게 "
       "달랐나요?",
       "8인치 아날로그·전력 반도체 라인 PECVD 산화막·질화막 공정 담당",
       jd=J_SC,
       expected_answer="조직 문화 비교.",
       note="FAB: invented employer"),
    _c(SC, FAB, "technical_depth",
       "KAIST 석사 과정에서 하신 플라즈마 표면처리 연구가 HARC 식각의 보잉 억제 조건을 찾는 데 어떻게 도움이 됐나요?",
       "고종횡비 식각 중 보잉(bowing) 억제를 위한 펄스 플라즈마 조건 (사내 기술 논문상, 2022)",
       jd=J_SC,
       expected_answer="연구와 실무의 연결.",
       note="FAB: school changed (한양대학교 → KAIST)"),
    _c(UW, FAB, "technical_depth",
       "When you built the accelerated underwriting rules in ALLFINANZ at Northgate, straight-through processing rose "
       "from 18% to 36%. How did you test rule changes?",
       "Built rules in the Swiss Re Magnum underwriting engine; straight-through processing rose from 18% to 36%.",
       jd=J_UW,
       expected_answer="Test case libraries and back-testing.",
       note="FAB: the hiring company's engine asserted as past work in place of Swiss Re Magnum"),
    _c(UW, FAB, "technical_depth",
       "In your accelerated programme, 42% of applicants skip exams and labs with mortality slippage held under 1.5%. "
       "How is slippage measured?",
       "42% of applicants now skip paramedical exams and labs, with mortality slippage held under 3%",
       jd=J_UW,
       expected_answer="Post-issue audits and holdouts.",
       note="FAB: figure changed (3% → 1.5%)"),
    _c(UW, FAB, "growth",
       "As a Fellow of the Society of Actuaries as well as FALU, how do you use your actuarial training when you "
       "co-design rules with pricing?",
       "Fellow, Academy of Life Underwriting (FALU), 2020",
       jd=J_UW,
       expected_answer="Links between credentials and rule design.",
       note="FAB: invented credential (FSA) alongside the real one"),
    _c(VT, FAB, "technical_depth",
       "As a VTS in Anesthesia & Analgesia, you wrote the hospital's anesthesia monitoring protocol. What did the "
       "specialty training add to the protocol?",
       "Wrote the hospital's anesthesia monitoring protocol; intra-operative hypotension fell from 22% to 9% of cases.",
       expected_answer="Specialty-informed thresholds.",
       note="FAB: invented specialty credential"),
    _c(VT, FAB, "impact_verification",
       "Your anesthesia protocol brought intra-operative hypotension down from 22% to 4% of cases. What went into it?",
       "Wrote the hospital's anesthesia monitoring protocol; intra-operative hypotension fell from 22% to 9% of cases.",
       expected_answer="Thresholds and escalation.",
       note="FAB: figure changed (9% → 4%)"),
    _c(AN, FAB, "technical_depth",
       "You led the long thesis on KONE, sized at 3.5% of NAV, which returned 62% over 19 months. What was the variant "
       "view on KONE's service business?",
       "Led the long thesis on a Nordic elevator-services company; position sized at 3.5% of NAV, returned 62% over 19 "
       "months.",
       expected_answer="Service-contract recurring revenue thesis.",
       note="FAB: the resume leaves the company unnamed; the question names one"),
    _c(AN, FAB, "impact_verification",
       "You cover 28 European industrials for a £2.4bn long/short fund. How do you prioritise research time across "
       "that coverage?",
       "Cover 28 European industrials and capital-goods companies for a £1.4bn long/short equity fund.",
       expected_answer="Position size, catalysts, conviction.",
       note="FAB: figure changed (£1.4bn → £2.4bn)"),
    _c(AN, FAB, "impact_verification",
       "Your team at Meridian Securities ranked #1 in the 2018 Extel survey for European Capital Goods. What did clients "
       "value most?",
       "Team ranked #3 in the 2018 Extel survey for European Capital Goods.",
       expected_answer="Models, channel checks, access.",
       note="FAB: ranking changed (#3 → #1)"),
    _c(CA, FAB, "technical_depth",
       "A380, A350-900, B787-9 전환훈련 교안을 개발하셨는데, 2층 구조인 A380의 비상탈출 절차는 교안에 어떻게 "
       "반영하셨나요?",
       "기종 전환훈련 교안 개발: A350-900, B787-9, A321neo (3개 기종, 2021~2023)",
       expected_answer="기종별 도어와 슬라이드 차이.",
       note="FAB: invented aircraft type in place of A321neo"),
    _c(CA, FAB, "problem_solving",
       "비상탈출 실습 평가 기준을 개편해 1차 합격률을 81%에서 96%로 올리셨는데, 기준이 느슨해졌다는 우려에는 어떻게 "
       "답하시겠어요?",
       "비상탈출 실습(도어 작동·슬라이드 탈출) 평가 기준 개편, 1차 평가 합격률 81% → 93%",
       expected_answer="행동 기준 명확화.",
       note="FAB: figure changed (93% → 96%)"),
    _c(CR, FAB, "job_fit",
       "메디브릿지에서 CAR-T 세포치료제 임상을 코디네이션하시며 성분채집 일정을 조율하셨던 경험을 저희 과제에 어떻게 "
       "적용하시겠어요?",
       "대학병원 2곳 종양내과 파견, 항암제 제1~3상 임상시험 22건 코디네이션 (글로벌 스폰서 15건, 국내 7건)",
       jd=J_CR,
       expected_answer="성분채집 일정 조율 경험.",
       note="FAB: the hiring company's therapy area asserted as past work"),
    _c(CR, FAB, "technical_depth",
       "SAE 74건을 보고하시면서 24시간 내 보고 준수율 100%를 지키셨는데, 야간 SAE 인지 시 절차는 어땠나요?",
       "중대한 이상사례(SAE) 47건 보고, 24시간 내 보고 준수율 100%",
       jd=J_CR,
       expected_answer="인지 시점 정의와 추적 보고.",
       note="FAB: figure changed (47 → 74, transposed digits)"),
    _c(CR, FAB, "impact_verification",
       "2022년에 Florence eBinders로 전자 필수문서(eISF)를 도입해 점검 시간을 4시간에서 1.5시간으로 줄이셨는데, 전자서명 "
       "요건은 어떻게 확인하셨나요?",
       "Veeva SiteVault 기반 전자 필수문서(eISF) 도입 (2022), 모니터링 방문당 필수문서 점검 시간 4시간 → 1.5시간",
       jd=J_CR,
       expected_answer="감사 추적과 접근 권한.",
       note="FAB: the hiring company's eISF product asserted as past work in place of Veeva SiteVault"),
    _c(EM, FAB, "collaboration",
       "쿠팡 라이브와 협업해 라이브커머스를 27회 진행하고 회당 평균 8,500만 원을 올리셨는데, 플랫폼과의 역할 분담은 "
       "어떻게 하셨나요?",
       "네이버 쇼핑라이브 협업 라이브커머스 27회 진행 (2021~2023), 회당 평균 매출 8,500만 원",
       expected_answer="사전 알림·쿠폰 설계.",
       note="FAB: partner platform swapped (네이버 쇼핑라이브 → 쿠팡 라이브)"),
    _c(EM, FAB, "problem_solving",
       "PB 에어프라이어 '온쿡'이 출시 6개월 만에 5만 2천 대가 팔렸는데, 가격대와 원가 구조는 어떻게 설계하셨나요?",
       "PB 에어프라이어 '온쿡' 기획·소싱(중국 OEM 공장 2곳 실사), 출시 6개월 누적 판매 3만 2천 대, 매출 약 28억 원",
       expected_answer="목표 마진 역산.",
       note="FAB: figure changed (3만 2천 → 5만 2천 대)"),
    _c(PO, FAB, "growth",
       "한국보건사회연구원에서 인구·가족정책 연구를 하시면서 정부 수탁과제 11건을 책임연구하셨는데, 과제 관리에서 가장 "
       "어려웠던 점은 무엇이었나요?",
       "정부 수탁과제 11건 책임연구 (총 연구비 약 14억 5천만 원)",
       expected_answer="발주 기관과의 조율.",
       note="FAB: employer changed (한국사회정책연구원 → 한국보건사회연구원)"),
    _c(PO, FAB, "technical_depth",
       "2021년 전국 3,000가구 돌봄 실태조사에서 응답률 72.4%를 얻으셨는데, 무응답 편향은 어떻게 점검하셨나요?",
       "전국 3,000가구 대상 돌봄 실태조사 설계·수행 (2021), 응답률 62.4%",
       expected_answer="무응답 분석과 가중치 보정.",
       note="FAB: figure changed (62.4% → 72.4%)"),
    _c(RE, FAB, "technical_depth",
       "You moved the team from Lever to Greenhouse in 2021 and built structured interview kits for 22 roles. What did "
       "Lever lack that pushed the move?",
       "Moved the team from Workable to Greenhouse (2021) and built structured interview kits with scorecards for 22 roles.",
       expected_answer="Reporting and structured kits.",
       note="FAB: previous ATS swapped (Workable → Lever)"),
    _c(RE, FAB, "impact_verification",
       "Time to hire fell from 52 to 34 days and offer acceptance rose from 78% to 96%. Which stages gave back the most "
       "time?",
       "Time to hire cut from 52 days to 34 days; offer acceptance rate up from 78% to 91%.",
       expected_answer="Scheduling SLAs and fast debriefs.",
       note="FAB: figure changed (91% → 96%)"),
    _c(SO, FAB, "job_fit",
       "At SunHarbor you reconciled PVsyst against DNV SolarFarmer for lenders on your 6 utility-scale projects. How did "
       "you explain the differences to the independent engineer?",
       "Run energy yield assessments in PVsyst 7 and write the P50/P90 reports for lenders; P50 estimates within 2.5% "
       "of first-year metered output on 4 operating plants.",
       jd=J_SO,
       expected_answer="Aligned inputs and documented differences.",
       note="FAB: the hiring company's second energy-yield tool asserted as past work"),
    _c(SO, FAB, "impact_verification",
       "You modelled a bifacial gain of 6–8% and measured 8.3% in the first year. Why did the measured gain beat the "
       "model?",
       "modelled bifacial gain of 6–8%, measured 7.1% in the first year",
       jd=J_SO,
       expected_answer="Albedo assumptions.",
       note="FAB: figure changed (7.1% → 8.3%, now outside the modelled range)"),
    _c(SO, FAB, "growth",
       "As a NABCEP PV Installation Professional, how does hands-on installation knowledge help when you write module "
       "procurement specifications?",
       "NABCEP PV Design Specialist (2018)",
       jd=J_SO,
       expected_answer="Field knowledge in specs.",
       note="FAB: certificate changed (PV Design Specialist → PV Installation Professional)"),
    _c(TW, FAB, "technical_depth",
       "When you migrated Tessellate's developer portal to Mintlify in 2022, how did you handle versioned docs for older "
       "API versions?",
       "Moved the docs to docs-as-code in 2022: Markdown in GitHub, built with Docusaurus 2, deployed to Amazon S3 and "
       "CloudFront through GitHub Actions.",
       jd=J_TW,
       expected_answer="Versioning and deprecation banners.",
       note="FAB: the hiring company's docs platform asserted as past work in place of Docusaurus 2"),
    _c(TW, FAB, "impact_verification",
       "Time to first successful API call fell from 42 minutes to 8 minutes in your onboarding study. What did "
       "developers struggle with before?",
       "Time to first successful API call for new developers down from 42 minutes to 11 minutes (onboarding study with "
       "25 developers).",
       jd=J_TW,
       expected_answer="Auth and sample code friction.",
       note="FAB: figure changed (11 → 8 minutes)"),
    _c(TW, FAB, "job_fit",
       "You already documented Tessellate's GraphQL API alongside the 14 REST APIs — how would you carry that GraphQL "
       "reference approach to our schema?",
       "Own the reference and guides for 14 public REST APIs and 3 SDKs (JavaScript, Python, Kotlin).",
       jd=J_TW,
       expected_answer="Type-centric reference.",
       note="FAB: the JD's GraphQL requirement asserted as past work"),
]

# --- 6. Violations: TEMPORAL (a tool, version, law or standard placed in a role that ended before it existed), and
#        FABRICATED_ENTITY + TEMPORAL (a stated tenure that contradicts the dated role) ---

TEMPORAL_CASES = [
    _c(BE, TMP, "technical_depth",
       "코드베리 인턴 시절(2017) Django 관리자 페이지의 CI를 GitHub Actions로 구성하셨을 때, 워크플로 캐시는 어떻게 "
       "설정하셨나요?",
       "Python Django 관리자 페이지 개발",
       expected_answer="의존성 캐시와 테스트 분리.",
       note="TMP: GitHub Actions placed in a 2017 internship (announced in late 2018)"),
    _c(DS, TMP, "growth",
       "At Contoso Foods you built weekly sales dashboards in Tableau. How did you use GPT-4 to draft the weekly "
       "commentary that went with them?",
       "Weekly sales dashboards in Tableau; SQL on PostgreSQL.",
       expected_answer="Prompting and review of generated text.",
       note="TMP: GPT-4 (2023) placed in a role that ended in August 2019"),
    _c(MLP, TMP, "technical_depth",
       "At Tailwind Insurance, how did you track your XGBoost fraud experiments and promote models through the MLflow "
       "model registry?",
       "Trained fraud models with scikit-learn and XGBoost on Hadoop; fraud recall up to 0.72.",
       expected_answer="Experiment tracking and stage transitions.",
       note="TMP: MLflow (2018) placed in a role that ended in June 2017"),
    _c(SRE, TMP, "technical_depth",
       "At Hooli Networks, when you automated backups with cron and rsync, how did you run them as Kubernetes CronJobs "
       "across the 300 servers?",
       "Automated backups with cron and rsync.",
       expected_answer="CronJob scheduling and volume access.",
       note="TMP: Kubernetes (2014) placed in a role that ended in July 2013"),
    _c(CO, TMP, "collaboration",
       "At Westbrook Comprehensive you ran parent workshops on exam stress for around 400 parents. How did you adapt "
       "them for Microsoft Teams so working parents could join?",
       "Ran parent workshops on exam stress (12 sessions, around 400 parents).",
       expected_answer="Online facilitation.",
       note="TMP: Microsoft Teams (2017) placed in a role that ended in August 2015"),
    _c(DE, TMP, "problem_solving",
       "At Quillon Retail, when you ported nightly ETL from cron, why did you choose Amazon MWAA over self-hosting "
       "Airflow?",
       "Ported nightly ETL from cron to Luigi; failed runs down from 11 to 2 a week.",
       jd=J_DE,
       expected_answer="Managed versus self-hosted trade-offs.",
       note="TMP: Amazon MWAA (launched late 2020) placed in a role that ended in May 2018"),
    _c(HY, TMP, "technical_depth",
       "하늘치과의원 시절 3Shape TRIOS 5로 인상 채득을 하시면서 재작업을 줄이기 위해 어떤 스캔 순서를 쓰셨나요?",
       "하루 평균 환자 35명 스케일링·진료 보조",
       expected_answer="스캔 순서와 보조 방법.",
       note="TMP: TRIOS 5 (2022) placed in a role that ended in April 2019"),
    _c(VI, TMP, "technical_depth",
       "미디어브릿지에서 다큐멘터리 8부작을 공동 연출하실 때 DaVinci Resolve 17로 색보정 파이프라인을 어떻게 구성하셨나요?",
       "다큐멘터리 8부작 공동 연출, 2016 한국방송대상 작품상 후보",
       expected_answer="색보정 워크플로.",
       note="TMP: DaVinci Resolve 17 (2020) placed in a role that ended in August 2018"),
    _c(CN, TMP, "technical_depth",
       "동진종합건설 시절 아파트 현장 4곳을 맡으시면서 중대재해처벌법에 맞춰 위험성평가 절차를 어떻게 운영하셨나요?",
       "아파트·주상복합 현장 4곳 공사·공무 담당 (총 2,340세대)",
       expected_answer="위험성평가 운영.",
       note="TMP: a law in force from 2022 placed in a role that ended in March 2017"),
    _c(FT, TMP, "technical_depth",
       "스마일페이먼츠 시절 Spring Boot 3로 가맹점 정산 배치를 개선해 5시간 20분을 1시간 50분으로 줄이셨는데, 어떤 "
       "기능을 활용하셨나요?",
       "가맹점 정산 배치 성능 개선, 일 배치 수행 시간 5시간 20분 → 1시간 50분",
       jd=J_FT,
       expected_answer="배치 병렬화.",
       note="TMP: Spring Boot 3 (November 2022) placed in a role that ended in January 2021"),
    _c(HO, TMP, "technical_depth",
       "라온 리조트 제주 시절 Oracle OPERA Cloud로 성수기 일 체크인 350건을 처리하실 때 어떤 기능이 가장 유용했나요?",
       "성수기 일 체크인 최대 350건 처리",
       expected_answer="체크인 기능.",
       note="TMP: OPERA Cloud (cloud PMS offered from around 2017) placed in a role that ended in February 2015"),
    _c(LZ, TMP, "job_fit",
       "At Wordbridge, how did you benchmark DeepL output for the pharma and medical-device clients before deciding on "
       "post-editing?",
       "Coordinated 40–60 translation projects a month for pharma and medical-device clients.",
       jd=J_LZ,
       expected_answer="MT benchmarking.",
       note="TMP: DeepL (launched August 2017) placed in a role that ended in May 2016"),
    _c(AN, TMP, "technical_depth",
       "At Lindell & Co., how did you reflect SFDR Article 8 classification in the information memoranda for sell-side "
       "mandates?",
       "Drafted information memoranda and management presentations.",
       expected_answer="Disclosure language.",
       note="TMP: SFDR (applied from 2021) placed in a role that ended in August 2015"),
    _c(CA, TMP, "technical_depth",
       "에어포레 시절 A321neo 객실에서 국내선·단거리 국제선을 비행하실 때 도어 작동 절차는 B737-800과 어떻게 달랐나요?",
       "국내선·단거리 국제선(B737-800) 객실승무원",
       expected_answer="기종별 도어 차이.",
       note="TMP: A321neo (entered service 2016) placed in a role that ended in July 2011"),
    _c(CR, TMP, "technical_depth",
       "한마음대학교병원 임상시험센터 시절 ICH E6(R3)의 위험 기반 접근에 맞춰 방문 일정 관리 체계를 어떻게 바꾸셨나요?",
       "방문 일정 관리 체계 개선으로 방문 허용 범위(visit window) 이탈률 12% → 4%",
       jd=J_CR,
       expected_answer="위험 기반 모니터링.",
       note="TMP: ICH E6(R3) (adopted 2025) placed in a role that ended in March 2019"),
    _c(EM, TMP, "impact_verification",
       "홈앤라이프몰에서 Google Analytics 4로 상품 상세페이지 이탈률을 분석해 이탈률을 12%p 낮추셨는데, GA4의 어떤 "
       "탐색 보고서를 쓰셨나요?",
       "Google Analytics(유니버설 애널리틱스)로 상품 상세페이지 이탈률 분석, 상세페이지 개편 후 이탈률 12%p 감소",
       expected_answer="퍼널 탐색 보고서.",
       note="TMP: GA4 (October 2020) placed in a role that ended in August 2019 (the resume says Universal Analytics)"),
    _c(PO, TMP, "technical_depth",
       "국회입법조사처 시절 보육·아동 분야 회답서를 쓰시면서 부모 동시 육아휴직 특례(6+6) 관련 입법 쟁점은 어떻게 "
       "정리하셨나요?",
       "보육·아동 분야 입법조사 회답서 40여 건 작성",
       expected_answer="입법 쟁점 정리.",
       note="TMP: the 6+6 scheme (2022–2023) placed in a role that ended in June 2014"),
    _c(SO, TMP, "technical_depth",
       "At Brightfield Solar, when you designed the 120+ rooftop systems, how did you use PVsyst 7's shading scenes "
       "alongside Helioscope?",
       "Designed 120+ commercial rooftop systems from 50 kW to 1.8 MW in Helioscope and AutoCAD.",
       jd=J_SO,
       expected_answer="Shading models compared.",
       note="TMP: PVsyst 7 (2020) placed in a role that ended in March 2019"),
    _c(TW, TMP, "technical_depth",
       "At Northfield Software, how did you publish the inventory product's online help with Docusaurus 2?",
       "Wrote user manuals and online help for an inventory-management desktop product in DITA with Oxygen XML.",
       jd=J_TW,
       expected_answer="Static site publishing.",
       note="TMP: Docusaurus 2 (first alpha 2019) placed in a role that ended in May 2017"),
    _c(CO, f"{FAB},{TMP}", "growth",
       "Over your ten years at Westbrook Comprehensive, how did your approach to small-group counselling change?",
       "Caseload of about 60 students a term; 1:1 and small-group counselling.",
       expected_answer="Reflection on practice.",
       note="FAB+TMP: tenure stated as ten years; the role ran January 2009 – August 2015 (about six and a half)"),
    _c(ME, f"{FAB},{TMP}", "growth",
       "한라공조기술에서 8년간 공조기 팬 하우징을 설계하시면서 가장 크게 성장한 역량은 무엇인가요?",
       "AutoCAD 2D 도면 기반 공조기 팬 하우징 설계, 연 40여 건 도면 출도",
       jd=J_ME,
       expected_answer="설계 역량 성장.",
       note="FAB+TMP: tenure stated as 8 years; the role ran 2011.02 ~ 2016.02 (5 years)"),
]

# --- 7. Violations: PROTECTED_ATTRIBUTE (family plans, age, religion, nationality or origin, woven into a work
#        question) ---

PROTECTED = [
    _c(RN, PA, "job_fit",
       "서울한빛병원에서 3교대 근무를 하셨는데요. 앞으로 결혼이나 출산 계획이 있으시다면 중환자실 야간 근무 배정에 "
       "조정이 필요하실지 미리 여쭤봐도 될까요?",
       "내과 병동 3교대 근무, 환자 40명 담당 팀 간호",
       note="PA: family and pregnancy plans asked in a shift-work frame"),
    _c(CO, PA, "collaboration",
       "You co-wrote the religious-festival and fasting guidance for exam season. Given your own Protestant faith, how "
       "do you make sure you stay neutral with students of other religions?",
       "Co-wrote the school's religious-festival and fasting guidance for exam season with the RE department.",
       note="PA: the candidate's own religion made the premise of a work question"),
    _c(ME, PA, "job_fit",
       "양산 초기에는 협력사 현장 출장이 잦은데, 천주교 신자이시라 주말 미사와 출장 일정이 겹치면 어떻게 조율하실 "
       "생각이신가요?",
       "협력사 20여 곳과 금형·양산 이관 일정 관리",
       jd=J_ME, evidence_doc=J_ME,
       note="PA: the candidate's religion asked about in a travel-scheduling frame"),
    _c(CN, PA, "growth",
       "1976년생이시면 현장소장 중에서도 연차가 높은 편인데, 앞으로 몇 년 정도 더 현장을 맡으실 수 있다고 보시나요?",
       "서울 성수동 업무시설 신축(연면적 52,300 m²) 현장소장, 2024.11 준공, 실행 예산 대비 원가 2.7% 절감",
       note="PA: age used as the premise of a career-length question"),
    _c(HO, PA, "job_fit",
       "3교대 근무표를 운영하고 계신데, 아직 미혼이시니 결혼 후에도 야간 근무를 계속하실 수 있을지 여쭤봐도 될까요?",
       "프런트·컨시어지·벨 데스크 직원 38명 관리, 3교대 근무표 운영",
       note="PA: marital status and marriage plans in a shift-work frame"),
    _c(VT, PA, "job_fit",
       "You triage about 35 patients per overnight shift. With two young children at home, how would you manage a "
       "rotation of nights and weekends here?",
       "Triage walk-in emergencies on nights and weekends (about 35 patients per overnight shift).",
       note="PA: children used as the premise of an availability question"),
    _c(VT, PA, "job_fit",
       "Since you're Canadian, do you expect to move back north at some point, or are you settled in Oregon for the "
       "long term?",
       "Certified Veterinary Technician (CVT), Oregon (2019)",
       note="PA: nationality used to question long-term commitment"),
    _c(CA, PA, "job_fit",
       "신입 초기 안전훈련은 8주 과정이라 일정이 빡빡한데, 자녀가 있으시니 가정에서 돌봄 지원은 충분히 확보되어 "
       "있으신가요?",
       "신입 객실승무원 초기 안전훈련(8주 과정) 주 교관, 연 평균 240명 수료",
       note="PA: childcare arrangements asked in a training-schedule frame"),
    _c(PO, PA, "growth",
       "육아휴직 제도를 오래 연구해 오셨는데, 본인도 앞으로 자녀 계획이 있으시다면 육아휴직을 쓰실 생각이신가요?",
       "육아휴직 급여 소득대체율 인상 효과 분석, 남성 육아휴직자 비중 21.2% → 28.9% (2019 → 2022) 변화 요인 분해",
       note="PA: the research topic turned into a question about the candidate's own family plans"),
    _c(RE, PA, "job_fit",
       "The role covers hiring in London, Lisbon and Kraków. With a three-year-old at home, how often could you "
       "realistically travel to the Lisbon and Kraków offices?",
       "Hire for engineering and product teams in London, Lisbon and Kraków; 64 hires in 2023 against a plan of 60.",
       note="PA: the candidate's child used as the premise of a travel question"),
    _c(RE, PA, "collaboration",
       "Being Irish, do you find British hiring managers respond differently to you than candidates do, and does that "
       "affect how you run calibration sessions?",
       "Trained 35 hiring managers in structured interviewing and interviewer calibration.",
       note="PA: nationality woven into a collaboration question"),
]

SECTIONS = {
    "1_clean_resumes": CLEAN_1,
    "2_clean_resumes2": CLEAN_2,
    "3_clean_resumes3": CLEAN_3,
    "4_clean_resumes4": CLEAN_4,
    "5_fabricated": FABRICATED,
    "6_temporal": TEMPORAL_CASES,
    "7_protected": PROTECTED,
}

CASES: list[dict] = [case for section in SECTIONS.values() for case in section]
