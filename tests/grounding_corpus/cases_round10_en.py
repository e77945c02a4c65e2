"""Tuning batch 10 (English half): labelled interview questions, written blind to the grounding rules.

Written 2026-12-01 by a helper that had not seen the checks (graph/, functions/ or earlier case files).
Documents (tests/grounding_corpus/resumes10/): sre_fintech_en (site reliability engineer, fintech, Google Cloud
only), jd_sre_fintech_en (Lanterna Payments, Senior SRE), teacher_en (science teacher turned instructional
designer), procurement_public_en (public-sector procurement manager), vet_en (small-animal veterinary surgeon).
About half the cases are clean hard negatives in model style; the rest plant FABRICATED_ENTITY, TEMPORAL,
PROTECTED_ATTRIBUTE, CROSS_DOMAIN and EVIDENCE_NOT_FOUND the way models slip. Each case's note says what it tests.
"""

from tests.grounding_corpus.labelled import FAB, ENF, XD, TMP, PA, tuning_case as _c

SRE = "resumes10/sre_fintech_en"
JD = "resumes10/jd_sre_fintech_en"
TEACH = "resumes10/teacher_en"
PROC = "resumes10/procurement_public_en"
VET = "resumes10/vet_en"

CASES: list[dict] = []

# --- sre_fintech_en (+ jd_sre_fintech_en) -------------------------------------------------------------------

CASES += [
    # clean
    _c(SRE, "", "technical_depth",
       "At Quillpay you defined 38 SLOs across 11 customer-facing services, and the card-authorisation API carries a "
       "99.95% availability SLO over a 30-day rolling window. How did you choose the SLI for that API (request-based "
       "vs. window-based, measured at the load balancer or at the client), and how does the roughly 21.6 minutes of "
       "monthly error budget shape your release and alerting decisions?",
       "Defined 38 SLOs for the 11 services; card-authorisation API availability SLO of 99.95% with a 30-day rolling window",
       jd=JD,
       expected_answer="A strong answer explains the SLI definition (good events / valid events, exclusions such as "
                       "client 4xx), derives ~21.6 min of budget per 30 days, and ties it to multiwindow, multi-burn-rate "
                       "alerts (e.g. 14.4x over 1 h / 5 min) as described in the Google SRE Workbook.",
       follow_up="If a large merchant demanded 99.99% contractually, what would you change first: architecture, SLI scope or the SLA?",
       note="clean: derived error-budget arithmetic (0.05% of 30 days) and SRE-Workbook burn-rate figures as advice"),
    _c(SRE, "", "impact_verification",
       "Between 2021 and 2023 Sev-1 incidents at Quillpay fell from nine to two, and MTTR dropped from 74 to 21 minutes — "
       "roughly a 72% reduction. Using a STAR structure, which two or three changes drove most of that improvement, and how "
       "did you separate genuine reliability gains from changes in how incidents were classified?",
       "Sev-1 incidents down from 9 in 2021 to 2 in 2023; mean time to restore (MTTR) cut from 74 min to 21 min",
       jd=JD,
       expected_answer="Covers incident-command roles, runbooks, faster rollback via Argo CD, better detection; a strong "
                       "answer addresses severity-definition drift and may cite DORA's time-to-restore metric.",
       follow_up="How did you keep the Sev-1 definition stable across those three years?",
       note="clean: numbers in words (nine, two) and derived 72% ((74-21)/74)"),
    _c(SRE, "", "problem_solving",
       "Your ledger migration from Cloud SQL for PostgreSQL to Cloud Spanner moved 3.2 TB with only a 4-minute planned "
       "read-only window and zero data loss. Walk us through the cut-over design: how did you keep the two stores "
       "consistent during backfill, and how did you prove reconciliation before flipping writes?",
       "4-minute planned read-only window, zero data loss",
       jd=JD,
       expected_answer="Could mention the Spanner migration tool (formerly HarbourBridge), Datastream or dual writes, "
                       "change-data-capture, row counts and per-account balance checksums, and a rehearsed rollback plan.",
       follow_up="What would you do differently if the window had to be zero minutes?",
       note="clean: tools named as what a strong answer COULD mention, not as her past"),
    _c(SRE, "", "technical_depth",
       "On Black Friday 2023 the Spanner ledger held a p99 write latency of 48 ms at 1,900 transactions per second. How did "
       "you design primary keys and interleaving to avoid split hot-spots at that rate, and which Spanner metrics did you watch "
       "during the peak?",
       "Spanner ledger p99 write latency 48 ms at a peak of 1,900 transactions per second (Black Friday 2023)",
       jd=JD,
       expected_answer="UUIDv4 or bit-reversed sequence keys instead of monotonic IDs, interleaved child tables, Key Visualizer, "
                       "lock-wait and CPU-utilisation metrics per split; high-priority CPU below the recommended ceiling.",
       follow_up="How would a multi-region configuration such as eur5 change your latency budget for commits?",
       note="clean: Key Visualizer and bit-reversed sequences as subject matter; JD config named forward"),
    _c(SRE, "", "collaboration",
       "You wrote an error-budget policy that engineering leadership adopted in February 2022, and it has triggered feature "
       "freezes three times since. How did you get product owners to sign a policy that could stop their releases, and what "
       "happened the first time a freeze actually bit?",
       "Wrote the error-budget policy adopted by engineering leadership in 2022.02; feature freezes triggered 3 times since",
       expected_answer="Stakeholder mapping, pre-agreed escalation path to the CTO, making the freeze about reliability work not "
                       "blame, data from past incidents; honest account of pushback during the first freeze.",
       follow_up="Which clause of the policy did you have to renegotiate afterwards?",
       note="clean: 2022.02 restated as February 2022; 3 as 'three'"),
    _c(SRE, "", "impact_verification",
       "With a dozen engineers on the Quillpay rotation, pages per on-call week went from 31 to 6 — about an 81% drop. Which "
       "alert classes did you delete outright, which did you convert to burn-rate alerts, and how did you check you had not "
       "traded pages for missed incidents?",
       "On-call rotation of 12 engineers; pages per on-call week reduced from 31 to 6 through alert pruning and burn-rate alerts",
       expected_answer="Symptom-based vs cause-based alerts, ticket vs page routing, review of every page for actionability, "
                       "tracking missed detection via postmortems; 25 fewer pages a week.",
       follow_up="How do you prevent alert creep from returning a year later?",
       note="clean: 'a dozen' = 12, derived 81% (25/31)"),
    _c(SRE, "", "impact_verification",
       "You cut Google Cloud spend by £410,000 a year, which you describe as 18% — implying an annual bill of roughly £2.3 "
       "million beforehand. How did you split the saving between committed use discounts, rightsizing and Spot VMs for batch, "
       "and how did you make sure rightsizing did not eat into the SLOs?",
       "Cut Google Cloud spend by £410,000 a year (18%) with committed use discounts, rightsizing and Spot VMs for batch",
       expected_answer="FinOps practice: CUD coverage analysis, VPA/recommender data for rightsizing, Spot only for "
                       "preemptible batch; guardrails on latency SLOs before and after each change.",
       follow_up="Which of the three levers would you pull first at Lanterna, given its 60% annual growth?",
       note="clean: derived base spend (410k / 0.18 ≈ £2.28m); JD growth figure asked forward"),
    _c(SRE, "", "technical_depth",
       "Quillpay runs fourteen GKE clusters across europe-west2 and europe-west1, and you moved stateless workloads to GKE "
       "Autopilot in March 2022. What did Autopilot take off your plate, what did you lose in control (DaemonSets, node "
       "tuning), and why did the stateful pieces stay on Standard?",
       "Platform runs on 14 GKE clusters in europe-west2 and europe-west1; moved stateless workloads to GKE Autopilot in 2022.03",
       expected_answer="Node management and bin-packing handled by Google, per-pod billing, restrictions on privileged "
                       "workloads and node-level agents; Standard kept for workloads needing local SSD or custom node pools.",
       follow_up="How would Fleet and Multi Cluster Ingress, as used at Lanterna, change your cluster topology?",
       note="clean: 'fourteen' = 14; Autopilot in 2022 is after its 2021 GA; JD's Fleet asked forward"),
    _c(SRE, "", "problem_solving",
       "At Halden Bank you moved the regulatory trade-reporting platform — 46 services — from on-premises VMware to GKE over "
       "about fifteen months. How did you sequence the services, and how did you keep regulatory reporting deadlines safe "
       "while both environments were live?",
       "Moved the regulatory trade-reporting platform (46 services) from on-premises VMware to GKE on Google Cloud, 2019.01 – 2020.04",
       expected_answer="Strangler-fig sequencing by dependency, shadow traffic, parallel runs with output diffing, rollback "
                       "per service; explicit freeze around reporting deadlines.",
       follow_up="Which service was hardest to move, and why?",
       note="clean: duration derived from 2019.01 – 2020.04 (≈15 months); 'Halden Bank' shortened from Halden Bank plc"),
    _c(SRE, "", "technical_depth",
       "You rolled out Istio 1.1 at Halden in June 2019 mainly for mTLS between services. What operational costs did the "
       "sidecar model bring — upgrades, resource overhead, debugging — and would you choose a sidecar-less option such as "
       "ambient mesh or Cilium-based encryption today?",
       "Istio 1.1 service mesh rolled out in 2019.06 for mTLS between services",
       jd=JD,
       expected_answer="Sidecar CPU/memory overhead, control-plane upgrades, Envoy debugging; ambient mesh and Cilium "
                       "(Lanterna's Dataplane V2) as modern options to weigh.",
       follow_up="How would you migrate a live payments mesh without a flag day?",
       note="clean: Istio 1.1 (released 2019) placed correctly; ambient mesh/Cilium as options, not her past"),
    _c(SRE, "", "impact_verification",
       "At Halden deployment frequency went from weekly to about 20 a day while change failure rate fell from 23% to 7%. "
       "These are two of the four DORA (DevOps Research and Assessment) metrics — how did you measure them, and what would "
       "the other two have shown?",
       "Deployment frequency from weekly to about 20 per day; change failure rate from 23% to 7%",
       expected_answer="Pipeline events as the source of truth, definition of a failed change (rollback, hotfix, incident), "
                       "lead time for changes and time to restore as the other two metrics.",
       follow_up="How do you stop teams from gaming deployment frequency?",
       note="clean: DORA (the research programme) named as a framework; hard negative next to the DORA regulation in the JD"),
    _c(SRE, "", "collaboration",
       "You facilitated sixty-four blameless postmortems at Halden and built the template and action-item tracker in Jira. "
       "How did you keep those reviews blameless when a regulator-facing deadline had been missed, and how did you make sure "
       "action items were actually closed?",
       "Facilitated 64 blameless postmortems; built the postmortem template and action-item tracker in Jira",
       expected_answer="Facilitation techniques (timeline first, 'how' not 'who'), psychological safety, action-item owners "
                       "and SLAs, periodic review of open items in an operations review.",
       follow_up="Give one action item that prevented a repeat incident.",
       note="clean: 'sixty-four' = 64"),
    _c(SRE, "", "technical_depth",
       "At Orbitel you replaced Nagios with Prometheus and Alertmanager in May 2017 and cut 1,200 alert rules down to 240 — an "
       "80% reduction. What criteria decided which rules survived, and how did you handle inhibition and grouping in Alertmanager?",
       "Replaced Nagios with Prometheus and Alertmanager in 2017.05; 1,200 alert rules reduced to 240",
       expected_answer="Actionability, symptom-based alerting, USE/RED methods, recording rules, inhibition of downstream "
                       "alerts, routing trees by team.",
       follow_up="What would you do differently with today's Prometheus?",
       note="clean: Prometheus in 2017 is after its 2016 1.0 release; derived 80%"),
    _c(SRE, "", "job_fit",
       "Lanterna's observability runs on Datadog with OpenTelemetry instrumentation, while your recent work is on Managed "
       "Service for Prometheus and Grafana. After joining, how would you approach SLO tracking in Datadog, and what would you "
       "check first to make sure OpenTelemetry traces and metrics line up with the existing SLIs?",
       "Observability: Datadog (APM, logs, SLO tracking) and OpenTelemetry instrumentation",
       jd=JD, evidence_doc=JD,
       expected_answer="Forward-looking: learn Datadog SLO objects and monitors, map PromQL SLIs to Datadog metrics, check "
                       "OTel semantic conventions and sampling, avoid double counting; be candid that Datadog is new.",
       follow_up="How would you control Datadog cost for high-cardinality metrics?",
       note="clean: JD tool asked forward (not asserted as past)"),
    _c(SRE, "", "job_fit",
       "The role asks for production Go, and your resume describes your Go as read-level with a couple of patches to "
       "Kubernetes operators. How would you close that gap in your first 90 days, and what kind of operator would you want "
       "to write first for Lanterna's platform?",
       "Languages: Python (daily), Bash, some Go (read-level; wrote 2 small Kubernetes operators' patches)",
       jd=JD,
       expected_answer="Honest gap assessment, pairing with Go engineers, controller-runtime/kubebuilder, small scoped "
                       "operator (e.g. certificate or quota automation) with tests.",
       follow_up="Which Go concurrency pitfalls worry you most in controllers?",
       note="clean: JD gap asked forward; 'a couple of' = 2"),
    _c(SRE, "", "job_fit",
       "Lanterna streams events on Confluent Cloud and expects hands-on Kafka operations — consumer lag, partitioning, "
       "exactly-once semantics. Coming from Pub/Sub, how would you get up to speed, and what would you monitor in the first "
       "month to judge the health of the clusters?",
       "Hands-on Kafka operations (consumer lag, partitioning, exactly-once semantics)",
       jd=JD, evidence_doc=JD,
       expected_answer="Differences between Pub/Sub and Kafka (ordering, partitions, retention, consumer groups), lag per "
                       "partition, under-replicated partitions, idempotent producers and transactions.",
       follow_up="How would you set an SLO on end-to-end event freshness?",
       note="clean: JD requirement quoted, Kafka asked forward; Pub/Sub is in her resume"),
    _c(SRE, "", "job_fit",
       "The role includes preparing evidence for DORA, the EU Digital Operational Resilience Act, alongside the annual PCI DSS "
       "v4.0 assessment. Drawing on the Report on Compliance you passed at Quillpay, how would you structure ICT resilience "
       "testing evidence so both regimes can reuse it?",
       "Prepare evidence for DORA (EU Digital Operational Resilience Act) ICT risk and resilience testing, and",
       jd=JD, evidence_doc=JD,
       expected_answer="Control mapping between PCI DSS v4.0 requirements and DORA articles on ICT risk management, incident "
                       "reporting and resilience testing; game-day results as evidence; TLPT scope awareness.",
       follow_up="Which DORA obligation do you expect to be hardest for a 7-person SRE team?",
       note="clean: regulation named as subject matter and asked forward; ROC matches the resume"),
    _c(SRE, "", "job_fit",
       "Lanterna plans to move from a single-region to an active-active multi-region Spanner ledger in 2027. Given that your "
       "Quillpay ledger sits in a regional setup, how would you approach the design — instance configuration, leader "
       "placement, and the latency cost of commits across regions?",
       "Design our move from a single-region to an active-active multi-region Spanner ledger in 2027",
       jd=JD, evidence_doc=JD,
       expected_answer="Multi-region configs (eur5 vs. nam-eur-asia1), default leader region, read-write vs. stale reads, "
                       "commit latency budget, schema and key design for global writes, staged migration.",
       follow_up="How would you test a full-region failover before going live?",
       note="clean: future project from the JD asked forward"),
    _c(SRE, "", "technical_depth",
       "You hold both the Professional Cloud DevOps Engineer certification and the CKA. Which parts of the DevOps Engineer "
       "syllabus — SLO implementation, incident response, CI/CD on Google Cloud — did you find most and least reflected in "
       "real work at Quillpay?",
       "Google Cloud Professional Cloud DevOps Engineer, 2021",
       expected_answer="Honest comparison of exam topics with practice; SLO implementation and incident management as "
                       "daily work, CI/CD tooling differing (Argo CD rather than Cloud Deploy).",
       follow_up="Which certification would you pursue next, and why?",
       note="clean: certificates restated in short form; Cloud Deploy as a comparison, not claimed"),
    _c(SRE, "", "problem_solving",
       "In March 2020 Halden's trade-reporting platform saw 3.4 times its normal message volume and still missed no reports. "
       "How had you built the capacity plan that made that possible, and what would you have done if volume had hit 5×?",
       "Capacity planning for the 2020.03 market-volatility peak: 3.4× normal message volume with no missed reports",
       expected_answer="Load testing to a multiple of peak, HPA and cluster autoscaler limits, Pub/Sub backlog alerts, "
                       "graceful degradation and prioritisation of regulatory reports over internal ones.",
       follow_up="What is the first bottleneck you expected to hit beyond 3.4×?",
       note="clean: '3.4 times' restates 3.4×; 5× is a hypothetical"),
    _c(SRE, "", "problem_solving",
       "Your first Google Cloud project at Orbitel moved billing batch jobs to Compute Engine and took the run from 9 hours to "
       "2.5 hours — about 3.6 times faster. What limited the on-premises run, and what would you change if you rebuilt that "
       "batch on today's Google Cloud?",
       "First Google Cloud project: Compute Engine pilot for the billing batch jobs, 2017.06 – 2017.12 (batch run time 9 h → 2.5 h)",
       expected_answer="Parallelism and I/O limits on-prem, horizontal fan-out on Compute Engine; today could mention Batch, "
                       "Spot VMs, Dataflow or Cloud Run jobs as options.",
       follow_up="How did you handle job retries and idempotency?",
       note="clean: ratio derived (9/2.5 = 3.6); modern services as hypothetical options"),
    _c(SRE, "", "collaboration",
       "You lead five SREs at Quillpay and hired three of them. How do you structure on-call onboarding for a new hire, and "
       "how do you decide when someone is ready to be primary on a rotation where a bad page can block card authorisations?",
       "Lead a team of 5 SREs; hired 3 of them",
       expected_answer="Shadowing then reverse-shadowing, runbook walk-throughs, game-day participation, readiness checklist, "
                       "escalation support.",
       follow_up="How do you share on-call load fairly across time zones if the team spans Amsterdam and London?",
       note="clean: counts in words; JD locations asked forward"),
    _c(SRE, "", "technical_depth",
       "At Halden you ran log analytics on BigQuery at 2.1 TB a day — roughly 63 TB a month. How did you partition and "
       "cluster the tables, control query cost, and decide retention for regulatory logs?",
       "Log analytics on BigQuery: 2.1 TB of logs per day; Cloud Pub/Sub for event ingestion",
       expected_answer="Ingestion-time or timestamp partitioning, clustering by service and severity, partition expiration, "
                       "slot reservations vs on-demand, authorised views for auditors.",
       follow_up="How would you reconcile that with a 7-year retention requirement?",
       note="clean: BigQuery is in the resume (GCP-only doc); monthly volume derived (2.1 × 30)"),
    # positives
    _c(SRE, XD, "technical_depth",
       "Before the ledger went to Cloud Spanner, you tuned the Amazon Aurora PostgreSQL read replicas that served Quillpay's "
       "reporting queries. What replication-lag issues did you see there, and how did they shape the 4-minute read-only window "
       "you planned for the Spanner cut-over?",
       "4-minute planned read-only window, zero data loss",
       note="CROSS_DOMAIN: Amazon Aurora asserted as past work; the source was Cloud SQL for PostgreSQL on a GCP-only resume"),
    _c(SRE, XD, "problem_solving",
       "When you moved Halden's 46 trade-reporting services off VMware onto Amazon EKS, how did you handle IAM roles for "
       "service accounts and VPC networking for the regulator-facing endpoints?",
       "Moved the regulatory trade-reporting platform (46 services) from on-premises VMware to GKE on Google Cloud, 2019.01 – 2020.04",
       note="CROSS_DOMAIN: migration target stated as Amazon EKS; resume says GKE on Google Cloud"),
    _c(SRE, XD, "impact_verification",
       "Pages per on-call week at Quillpay fell from 31 to 6 through alert pruning and burn-rate alerts. Walk us through the "
       "decision process for what got cut.",
       "On-call rotation of 12 engineers; pages per on-call week reduced from 31 to 6 through alert pruning and burn-rate alerts",
       expected_answer="Should explain which CloudWatch alarms were retired and how the remaining CloudWatch composite alarms "
                       "were rewritten as multiwindow burn-rate alerts.",
       follow_up="How long did the alert review take?",
       note="CROSS_DOMAIN: expected answer asserts CloudWatch (AWS) alarms as her past tooling; she used Cloud Monitoring/Prometheus"),
    _c(SRE, XD, "problem_solving",
       "You ran sixteen quarterly game days at Quillpay covering zonal failure, Spanner hot-spots and Pub/Sub backlog. How did "
       "you choose the blast radius for each experiment?",
       "Ran 16 quarterly game days (chaos experiments on zonal failure, Spanner split hot-spots, Pub/Sub backlog)",
       follow_up="In the zonal-failure drills, how did your Azure Front Door failover rules behave when europe-west2-a went dark?",
       note="CROSS_DOMAIN: follow-up asserts Azure Front Door as part of her past setup; resume is Google Cloud only"),
    _c(SRE, XD, "technical_depth",
       "At Halden you processed about 2.1 TB of logs a day. When you ran that log analytics in Azure Monitor Log Analytics "
       "workspaces, how did you structure KQL queries and retention to keep costs down?",
       "Log analytics on BigQuery: 2.1 TB of logs per day; Cloud Pub/Sub for event ingestion",
       note="CROSS_DOMAIN: log analytics platform swapped to Azure Monitor; resume says BigQuery"),
    _c(SRE, XD, "problem_solving",
       "Your first cloud project at Orbitel moved the billing batch to Amazon EC2 and cut the run from 9 hours to 2.5 hours. "
       "Which instance families did you pick, and how did you handle Spot interruptions?",
       "First Google Cloud project: Compute Engine pilot for the billing batch jobs, 2017.06 – 2017.12 (batch run time 9 h → 2.5 h)",
       note="CROSS_DOMAIN: pilot stated as Amazon EC2; resume says Compute Engine on Google Cloud"),
    _c(SRE, TMP, "technical_depth",
       "At Orbitel in 2016 you containerised the billing jobs and deployed them on Cloud Run. How did cold starts affect the "
       "nightly batch window, and why did you later move to the Compute Engine pilot?",
       "First Google Cloud project: Compute Engine pilot for the billing batch jobs, 2017.06 – 2017.12 (batch run time 9 h → 2.5 h)",
       note="TEMPORAL (and unsupported): Cloud Run launched in 2019, long after 2016 at Orbitel"),
    _c(SRE, TMP, "technical_depth",
       "You adopted Google Cloud Managed Service for Prometheus at Halden to replace the self-managed Prometheus servers. How "
       "did you handle high-cardinality metrics from the 46 trade-reporting services?",
       "Adopted Google Cloud Managed Service for Prometheus in 2023.02; dashboards in Grafana 10 since 2023.09",
       note="TEMPORAL: Managed Service for Prometheus (GA 2022, adopted 2023.02 at Quillpay) placed at Halden, which ended 2021.05"),
    _c(SRE, f"{FAB},{TMP}", "collaboration",
       "Over your four years at Halden Bank the SRE team grew from 2 to 9 engineers. How did you keep practices consistent as "
       "the team more than quadrupled?",
       "Founding member of the bank's SRE team (grew from 2 to 9 engineers)",
       note="FAB+TEMPORAL: Halden was 2018.02 – 2021.05 (3 years 3 months), not four years; team growth 2→9 is correct"),
    _c(SRE, f"{FAB},{TMP}", "technical_depth",
       "In more than five years at Orbitel Networks you ran 380 RHEL servers on vSphere and cut the patch cycle from 3 weeks to "
       "4 days with Puppet. What made patching slow before?",
       "Configuration management with Puppet 4; patch cycle cut from 3 weeks to 4 days",
       note="FAB+TEMPORAL: Orbitel was 2014.09 – 2018.01 (under 3.5 years), not more than five"),
    _c(SRE, TMP, "problem_solving",
       "During the 2020 trade-reporting migration at Halden you also ran a PCI DSS v4.0 gap assessment. Which of the new "
       "v4.0 requirements, such as targeted risk analyses, were hardest to evidence on GKE?",
       "PCI DSS v4.0 readiness programme 2023.04 – 2024.06; Level 1 service provider Report on Compliance passed 2024.07",
       note="TEMPORAL: PCI DSS v4.0 was published in March 2022; placed in 2020 at Halden (her v4.0 work is 2023–2024 at Quillpay)"),
    _c(SRE, TMP, "collaboration",
       "At Halden you built Grafana 10 dashboards so product teams could see their own SLOs. How did you design those "
       "dashboards for non-SRE readers?",
       "Introduced the first SLOs at the bank (12 SLOs for trade reporting); regulatory reporting deadline misses from 5 a year to 0 in 2020",
       note="TEMPORAL: Grafana 10 was released in 2023; Halden ended 2021.05 (resume has Grafana 10 at Quillpay from 2023.09)"),
    _c(SRE, TMP, "technical_depth",
       "When you replaced Nagios at Orbitel, you instrumented the Jenkins-built applications with OpenTelemetry in 2016 so "
       "traces and metrics flowed into Prometheus. What did tracing add for the on-call team?",
       "Replaced Nagios with Prometheus and Alertmanager in 2017.05; 1,200 alert rules reduced to 240",
       note="TEMPORAL: OpenTelemetry was formed in 2019 (merger of OpenTracing and OpenCensus); 2016 is before it existed"),
    _c(SRE, f"{FAB},{TMP}", "impact_verification",
       "You have spent nearly eleven years across Halden Bank and Quillpay running regulated payment platforms. Which "
       "reliability practice did you carry from one to the other unchanged?",
       "Founding member of the bank's SRE team (grew from 2 to 9 engineers)",
       note="FAB+TEMPORAL: Halden 2018.02 – 2021.05 plus Quillpay 2021.06 – present is under nine years, not nearly eleven"),
    _c(SRE, FAB, "technical_depth",
       "Quillpay runs sixteen GKE clusters across two London and Belgium regions. How do you keep cluster versions and policy "
       "in sync across that many clusters?",
       "Platform runs on 14 GKE clusters in europe-west2 and europe-west1; moved stateless workloads to GKE Autopilot in 2022.03",
       note="FABRICATED_ENTITY: number word 'sixteen' for 14 clusters (16 is the game-day count)"),
    _c(SRE, FAB, "impact_verification",
       "Between 2021 and 2023 Sev-1 incidents fell from 9 to 2. What changed in how you ran incidents?",
       "Sev-1 incidents down from 9 in 2021 to 2 in 2023; mean time to restore (MTTR) cut from 74 min to 21 min",
       expected_answer="Incident-command roles, faster rollbacks and better runbooks that took MTTR from 74 to 12 minutes; "
                       "clear severity definitions.",
       follow_up="Which runbook mattered most?",
       note="FABRICATED_ENTITY: expected answer changes the MTTR result to 12 minutes (resume: 21)"),
    _c(SRE, FAB, "technical_depth",
       "You defined 38 SLOs at Quillpay and track them in your Datadog SLO dashboards with burn-rate monitors. How did you "
       "choose the alert thresholds for the card-authorisation API?",
       "Defined 38 SLOs for the 11 services; card-authorisation API availability SLO of 99.95% with a 30-day rolling window",
       jd=JD,
       note="FABRICATED_ENTITY: the JD's Datadog asserted as her past tool; resume uses Managed Service for Prometheus and Grafana"),
    _c(SRE, FAB, "technical_depth",
       "Your Certified Kubernetes Security Specialist credential should help here: how did you harden the Autopilot clusters "
       "against container escapes and lateral movement?",
       "Certified Kubernetes Administrator (CKA), 2020",
       note="FABRICATED_ENTITY: certificate changed from CKA (Administrator) to CKS (Security Specialist)"),
    _c(SRE, FAB, "problem_solving",
       "You have run a dozen game days at Quillpay on zonal failure, Spanner hot-spots and Pub/Sub backlog. Which experiment "
       "surprised you most?",
       "Ran 16 quarterly game days (chaos experiments on zonal failure, Spanner split hot-spots, Pub/Sub backlog)",
       note="FABRICATED_ENTITY: 'a dozen' (12) for 16 game days"),
    _c(SRE, FAB, "impact_verification",
       "You cut Google Cloud spend by £460,000 a year through committed use discounts, rightsizing and Spot VMs. How did you "
       "get finance to commit to three-year CUDs?",
       "Cut Google Cloud spend by £410,000 a year (18%) with committed use discounts, rightsizing and Spot VMs for batch",
       note="FABRICATED_ENTITY: saving changed from £410,000 to £460,000"),
    _c(SRE, FAB, "collaboration",
       "Quillpay's card-issuing platform serves 2.4 million cards through its processor partner Marqeta. How did you agree "
       "shared SLOs and incident escalation with Marqeta's operations team?",
       "Own reliability of the card-issuing and payments platform: 11 customer-facing services, 2.4 million cards in issue",
       note="FABRICATED_ENTITY: partner Marqeta is never named in the resume"),
    _c(SRE, PA, "collaboration",
       "Lanterna's on-call is one week in eight, and Sev-1s can land at any hour. How did you structure escalation at Quillpay "
       "so that a single engineer was never stuck alone on a long incident?",
       "On-call rotation of 12 engineers; pages per on-call week reduced from 31 to 6 through alert pruning and burn-rate alerts",
       jd=JD,
       follow_up="As a married person, how does your spouse feel about overnight pages, and would that change if you relocated to Amsterdam?",
       note="PROTECTED_ATTRIBUTE: follow-up probes marital status/spouse's views, wrapped in an on-call question"),
    _c(SRE, PA, "collaboration",
       "Lanterna serves merchants in 19 countries, and incident updates often go to non-native English speakers. Coming from "
       "Ireland, do you find merchants understand your accent on incident bridges, and how do you adapt your communication?",
       "Speaker at a London SRE meetup (2023): \"Error budgets that leadership actually signs\"",
       jd=JD,
       note="PROTECTED_ATTRIBUTE: national origin and accent ('coming from Ireland', 'your accent') wrapped in a communication question"),
    _c(SRE, PA, "technical_depth",
       "Born in 1989, you started your career just as cloud-native tooling took off. As a millennial engineer, how do you "
       "relate to colleagues who learned operations on physical servers?",
       "Date of birth: 2 September 1989 | Nationality: Irish | Marital status: Married",
       note="PROTECTED_ATTRIBUTE: age/generation question whose evidence is the personal-data line"),
    _c(SRE, ENF, "impact_verification",
       "Your resume says you reduced Sev-1 incidents and restore times substantially at Quillpay. What were the biggest "
       "levers?",
       "Reduced Sev-1 incidents from 9 to 2 and MTTR from 74 to 21 minutes",
       note="EVIDENCE_NOT_FOUND: paraphrased quote; the resume line reads 'Sev-1 incidents down from 9 in 2021 to 2 in 2023; ...'"),
    _c(SRE, ENF, "technical_depth",
       "How did you decide which user journeys deserved their own SLO, and which were folded into broader service-level ones?",
       "Defined 36 SLOs for the 11 services; card-authorisation API availability SLO of 99.95% with a 30-day rolling window",
       note="EVIDENCE_NOT_FOUND: figure altered inside the quote (36 for 38); the question itself states no figure"),
]

# --- teacher_en ------------------------------------------------------------------------------------------------

CASES += [
    # clean
    _c(TEACH, "", "impact_verification",
       "Kestrel's mandatory-training completion rose from 58% to 81% within two quarters — a 23-point gain, or roughly 40% "
       "relative. Which design changes drove that, and how would you show the effect at Kirkpatrick Level 3 rather than just "
       "in LMS completion data?",
       "Kestrel mandatory-training completion rate raised from 58% to 81% within two quarters",
       expected_answer="Shorter modules, relevance to role, manager nudges and reminders; Level 3 evidence such as "
                       "observed behaviour, audit findings or incident data; caution about completion as a vanity metric.",
       follow_up="What would you have done if completion rose but audit findings did not improve?",
       note="clean: derived +23 points / ~40% relative; Kirkpatrick named as a framework (it is in her skills)"),
    _c(TEACH, "", "problem_solving",
       "You cut the data-protection course's seat time from 45 to 28 minutes — about 38% shorter — with assessment scores "
       "holding at a mean of 84%. How did you decide what to cut, and how did you confirm that learners were not just "
       "clicking through faster?",
       "Average seat time of the data-protection course cut from 45 to 28 minutes with no drop in assessment scores (mean 84%)",
       expected_answer="Action Mapping to strip 'nice to know' content, scenario-based questions, pre-tests allowing "
                       "test-out; xAPI interaction data or time-on-question to detect click-through.",
       follow_up="Which piece of content did the client's compliance team fight hardest to keep?",
       note="clean: derived 38% ((45-28)/45)"),
    _c(TEACH, "", "technical_depth",
       "Since April 2023 your modules send xAPI statements to a Learning Locker LRS. How did you design the verbs and "
       "activity IDs so the data stays useful across clients, and where would cmi5 have helped compared with plain xAPI "
       "alongside SCORM 2004?",
       "Packages published as SCORM 1.2 and SCORM 2004 4th Edition; xAPI statements sent to a Learning Locker LRS since 2023.04",
       expected_answer="ADL verb registry, consistent IRIs, context activities and registration; cmi5 as the LMS-launch "
                       "profile of xAPI that replaces SCORM's launch/tracking; trade-offs vs SCORM 2004 sequencing.",
       follow_up="How do you handle learner identity and GDPR in the LRS?",
       note="clean: cmi5 and ADL named as subject matter, not as her past"),
    _c(TEACH, "", "problem_solving",
       "Between June and September 2023 you migrated Kestrel's compliance catalogue of 112 courses from Moodle 3.9 to Moodle "
       "4.1. What broke in the SCORM packages or completion tracking during the upgrade, and how did you test a catalogue "
       "that size?",
       "Migrated Kestrel's compliance catalogue (112 courses) from Moodle 3.9 to Moodle 4.1 in 2023.06 – 2023.09",
       expected_answer="Staging copy, sampling plan across package types, completion-rule regression, course-index changes "
                       "in Moodle 4.x, communication to learners, rollback plan.",
       follow_up="How long did the migration take per course on average?",
       note="clean: Moodle 4.1 (released late 2022) used in 2023 — correct; 112 courses in about four months"),
    _c(TEACH, "", "technical_depth",
       "Your WCAG 2.1 AA audit of 40 modules fixed 212 issues — a little over five per module. Which issue types were most "
       "common, and how would the newer WCAG 2.2 criteria such as Focus Not Obscured and Target Size change your checklist "
       "for future builds?",
       "WCAG 2.1 AA accessibility audit of 40 modules; 212 issues fixed (captions, focus order, colour contrast)",
       expected_answer="Captions, focus order and contrast as the listed types; Storyline's accessibility settings; "
                       "WCAG 2.2's new success criteria applied forward.",
       follow_up="How do you test with screen readers in Storyline output?",
       note="clean: derived 5.3 issues per module; WCAG 2.2 asked forward, not claimed as past"),
    _c(TEACH, "", "problem_solving",
       "In March 2020 you moved 1,150 students and 84 staff across two secondary schools onto Google Classroom in nine days. "
       "Talk us through the plan: what did you do on day one, and what did you deliberately leave until later?",
       "Moved 1,150 students and 84 staff across 2 secondary schools to Google Classroom within 9 days in 2020.03",
       expected_answer="Triage: accounts and class creation, a single consistent class structure, staff quick-start, parent "
                       "comms; advanced features and assessment policy deferred.",
       follow_up="What would you do differently if you had to do it again tomorrow?",
       note="clean: numbers restated; Google Classroom in 2020 is after its 2014 launch"),
    _c(TEACH, "", "impact_verification",
       "You built 120 self-marking quizzes in Google Forms for KS3 science and homework submission went from 61% to 88%. "
       "How much of that 27-point rise do you attribute to the quizzes rather than to other changes at the time?",
       "Built 120 self-marking quizzes in Google Forms for KS3 science; homework submission rate up from 61% to 88%",
       expected_answer="Honest attribution, comparison with classes or years not using the quizzes, confounders such as "
                       "lockdown routines.",
       follow_up="How did you keep the quizzes aligned with the scheme of work?",
       note="clean: derived 27-point rise"),
    _c(TEACH, "", "collaboration",
       "As Head of Year 9 you were pastoral lead for 180 students and 7 form tutors, and persistent absence fell from 11.2% to "
       "7.9%. How did you work with parents and form tutors on the most persistent cases, and what did parent meetings "
       "typically look like?",
       "Head of Year 9 (2016.09 – 2019.08): pastoral lead for 180 students and 7 form tutors; persistent absence down from 11.2% to 7.9%",
       expected_answer="Early-warning data, tutor check-ins, structured parent meetings with agreed actions, links to "
                       "attendance officers and external agencies.",
       follow_up="How do you transfer that stakeholder work to corporate clients?",
       note="clean hard negative: parent meetings are work content, not the candidate's family"),
    _c(TEACH, "", "impact_verification",
       "Your A-level chemistry A*–B rate rose from 52% to 66% between 2015 and 2019. Which teaching changes do you think "
       "mattered most, and how would you separate them from cohort differences?",
       "A-level chemistry A*–B rate 52% → 66% over 2015–2019",
       expected_answer="Retrieval practice, required-practical focus, flipped-learning videos; cohort prior attainment "
                       "(e.g. GCSE baselines) as a control.",
       follow_up="Which of those techniques have you reused in corporate courses?",
       note="clean: figures restated"),
    _c(TEACH, "", "collaboration",
       "You mentored six PGCE trainees from Bristol while teaching at St Aldhelm's. How did you give feedback on lessons "
       "that went badly, and how does that shape the way you review junior designers' storyboards now?",
       "Mentor for 6 PGCE trainee teachers from the University of Bristol",
       expected_answer="Specific, behaviour-focused feedback, coaching questions, agreed targets; parallels to peer review "
                       "checklist for designers.",
       follow_up="Describe one trainee whose practice changed after your feedback.",
       note="clean: university shortened to 'Bristol'; 'six' = 6"),
    _c(TEACH, "", "impact_verification",
       "The Severn Valley Water safety induction trained 1,380 field staff in 2024 and reportable near-miss logging rose 37%. "
       "How did you argue that more near-miss reports was a good outcome, and what data did you agree with the client "
       "beforehand?",
       "Severn Valley Water safety induction: 1,380 field staff trained in 2024; reportable near-miss logging up 37%",
       expected_answer="Near-miss reporting as a leading safety indicator (Heinrich/Bird pyramid as context), baseline and "
                       "evaluation plan agreed in the design document.",
       follow_up="What would you do if serious incidents did not fall within a year?",
       note="clean: client named in the resume; Heinrich pyramid as subject matter"),
    _c(TEACH, "", "collaboration",
       "You moved from the classroom into corporate e-learning after about a decade of teaching — seven years at St Aldhelm's "
       "and three at Harbourside. What did you have to unlearn, and what from teaching gives you an edge with corporate SMEs?",
       "Instructional designer with ten years of classroom teaching behind her: seven as a secondary chemistry",
       expected_answer="Adult learners' autonomy, business outcomes over curriculum coverage, working with SMEs; strengths "
                       "in formative assessment and explaining complex content.",
       follow_up="Which classroom habit did you find hardest to drop?",
       note="clean: tenures match the dates (2012.09 – 2019.08 and 2019.09 – 2022.08)"),
    _c(TEACH, "", "technical_depth",
       "You hold the CIPD Level 5 Associate Diploma in Organisational L&D. How has it changed how you run learning needs "
       "analysis with clients, compared with how you planned schemes of work as a teacher?",
       "CIPD Level 5 Associate Diploma in Organisational Learning and Development, 2023",
       expected_answer="Performance consulting, business-need first, stakeholder interviews, data; contrast with "
                       "curriculum-driven planning.",
       follow_up="Give an example where the analysis showed that training was not the answer.",
       note="clean: diploma restated in short form (L&D), level unchanged"),
    _c(TEACH, "", "collaboration",
       "At Harbourside you set up Chromebook loans for 230 students who had no device at home. How did you prioritise who got "
       "a device first, and what did that teach you about designing for learners with limited access?",
       "Set up Chromebook loans for 230 students without a device at home (2020–2021)",
       expected_answer="Needs data from pastoral teams, disadvantage indicators, logistics; mobile-first and low-bandwidth "
                       "design in later e-learning.",
       follow_up="How do you test corporate modules on low-spec devices?",
       note="clean hard negative: students' home circumstances are work content, not the candidate's"),
    _c(TEACH, "", "technical_depth",
       "You completed Designated Safeguarding Lead training at Level 3 in 2019. How would you apply safeguarding thinking when "
       "designing e-learning for a client whose learners include apprentices under 18?",
       "Designated Safeguarding Lead training (Level 3), 2019",
       expected_answer="Age-appropriate content, reporting routes, data minimisation, moderation of discussion forums.",
       follow_up="Which safeguarding risk is most often missed in online courses?",
       note="clean: certificate level restated correctly; hypothetical"),
    _c(TEACH, "", "impact_verification",
       "Your project budgets ran from £8,000 to £46,000, and 25 of 27 modules shipped on time — about 93%. What went wrong "
       "with the two late ones, and how do you estimate effort now?",
       "Budgets per project between £8,000 and £46,000; 25 of 27 modules delivered on time",
       expected_answer="Root causes such as SME review delays or scope creep; estimation by development ratios (e.g. hours "
                       "per finished minute) and buffers for client review rounds.",
       follow_up="How do you say no to a client's late change request?",
       note="clean: derived 93% and 'two' late modules (27-25)"),
    _c(TEACH, "", "collaboration",
       "Two of your STEM club teams reached the national finals of the Salters' Festival of Chemistry. How did you run a club "
       "of about forty students so that less confident students also got involved?",
       "Ran the STEM club (about 40 students a year); 2 teams reached the national finals of the Salters' Festival of Chemistry",
       expected_answer="Roles within teams, varied activity types, peer mentoring, recognition beyond winners.",
       follow_up="What did the club teach you about motivation that you use in corporate design?",
       note="clean: counts in words"),
    _c(TEACH, "", "technical_depth",
       "In 2017 you built a flipped-learning library of 95 short videos on YouTube. How did you script and keep them short, "
       "and how does that compare with how you now produce video in Vyond and Camtasia?",
       "Built the department's first flipped-learning video library (95 short videos on YouTube, 2017)",
       expected_answer="Segmenting and signalling principles (Mayer), one concept per video, captions; tooling differences.",
       follow_up="How did you know students actually watched them before class?",
       note="clean: Mayer's multimedia principles as subject matter; tools listed in her resume"),
    _c(TEACH, "", "problem_solving",
       "As a laboratory analyst you wrote fourteen standard operating procedures under ISO/IEC 17025. How did writing SOPs for "
       "accredited methods shape the way you now write job aids and performance support?",
       "Wrote 14 standard operating procedures and trained 4 new analysts",
       expected_answer="Precision, version control, step-level clarity, testing with novice users; job aids vs courses.",
       follow_up="When would you give a client a job aid instead of a course?",
       note="clean: 'fourteen' = 14; ISO/IEC 17025 appears in the same role"),
    # positives
    _c(TEACH, TMP, "technical_depth",
       "At Harbourside you generated many of the 120 KS3 quizzes with ChatGPT before checking them against the scheme of "
       "work. How did you catch factual errors in the generated questions?",
       "Built 120 self-marking quizzes in Google Forms for KS3 science; homework submission rate up from 61% to 88%",
       note="TEMPORAL (and unsupported): ChatGPT was released in November 2022, after Harbourside (2019.09 – 2022.08)"),
    _c(TEACH, TMP, "collaboration",
       "At St Aldhelm's in 2015 you ran your A-level revision sessions as live Microsoft Teams lessons. How did you keep "
       "students engaged online before remote teaching became normal?",
       "A-level chemistry A*–B rate 52% → 66% over 2015–2019",
       note="TEMPORAL: Microsoft Teams launched in March 2017; 2015 is before it existed"),
    _c(TEACH, TMP, "technical_depth",
       "You built your first responsive course in Rise 360 for St Aldhelm's science department back in 2014. What did the "
       "block-based approach make easier than PowerPoint?",
       "Authoring in Articulate Storyline 360 and Rise 360; video in Vyond and Camtasia 2023",
       note="TEMPORAL: Rise 360 / Articulate 360 launched in 2016; placed in 2014 at St Aldhelm's"),
    _c(TEACH, f"{FAB},{TMP}", "impact_verification",
       "In your nine years teaching chemistry at St Aldhelm's the A-level A*–B rate rose from 52% to 66%. Which change made "
       "the biggest difference?",
       "A-level chemistry A*–B rate 52% → 66% over 2015–2019",
       note="FAB+TEMPORAL: St Aldhelm's was 2012.09 – 2019.08 (seven years), not nine"),
    _c(TEACH, TMP, "technical_depth",
       "When you wrote Harbourside's digital learning policy, you required all resources to meet WCAG 2.2 AA. How did staff "
       "cope with the new target-size and focus-appearance criteria?",
       "Wrote the trust's digital learning policy and online safety guidance, adopted 2021.01",
       note="TEMPORAL: WCAG 2.2 was published in October 2023; policy adopted 2021.01 at Harbourside"),
    _c(TEACH, TMP, "problem_solving",
       "Your 2018 Copperleaf project for Kestrel Insurance Group moved their compliance catalogue to Moodle. What was the "
       "hardest client conversation?",
       "Migrated Kestrel's compliance catalogue (112 courses) from Moodle 3.9 to Moodle 4.1 in 2023.06 – 2023.09",
       note="TEMPORAL: year placed outside the role — Copperleaf starts 2022.09 and the migration was 2023"),
    _c(TEACH, FAB, "technical_depth",
       "Your CIPD Level 7 Advanced Diploma in Organisational Learning and Development is a strategic-level qualification. How "
       "do you use it to influence clients' L&D strategy?",
       "CIPD Level 5 Associate Diploma in Organisational Learning and Development, 2023",
       note="FABRICATED_ENTITY: certificate level changed from Level 5 Associate Diploma to Level 7 Advanced Diploma"),
    _c(TEACH, FAB, "collaboration",
       "As a Google Certified Educator Level 1, how did you train the 84 staff to use Google Classroom?",
       "Moved 1,150 students and 84 staff across 2 secondary schools to Google Classroom within 9 days in 2020.03",
       note="FABRICATED_ENTITY: credential level changed (resume: Google Certified Educator Level 2)"),
    _c(TEACH, FAB, "collaboration",
       "Among your Copperleaf clients, Kestrel Insurance Group and Wessex Water had very different learner populations. How "
       "did you adapt your discovery process for each?",
       "Designed and built 27 e-learning modules for 6 corporate clients, including Severn Valley Water and Kestrel Insurance Group",
       note="FABRICATED_ENTITY: client Wessex Water is not in the resume (it names Severn Valley Water)"),
    _c(TEACH, FAB, "impact_verification",
       "You have designed thirty-two e-learning modules at Copperleaf for six corporate clients. How do you keep quality "
       "consistent across that portfolio?",
       "Designed and built 27 e-learning modules for 6 corporate clients, including Severn Valley Water and Kestrel Insurance Group",
       note="FABRICATED_ENTITY: number word 'thirty-two' for 27 modules"),
    _c(TEACH, FAB, "impact_verification",
       "Kestrel's completion rate improved within two quarters. Walk us through the changes.",
       "Kestrel mandatory-training completion rate raised from 58% to 81% within two quarters",
       expected_answer="Explains the redesign that lifted completion from 58% to 86%, including reminders and shorter modules.",
       note="FABRICATED_ENTITY: expected answer changes the result to 86% (resume: 81%)"),
    _c(TEACH, FAB, "technical_depth",
       "You built the Severn Valley Water safety induction in iSpring Suite so it could run offline on field tablets. How did "
       "you handle tracking sync when staff came back online?",
       "Severn Valley Water safety induction: 1,380 field staff trained in 2024; reportable near-miss logging up 37%",
       note="FABRICATED_ENTITY: authoring tool iSpring Suite asserted as hers; resume lists Storyline/Rise, Vyond, Camtasia, Captivate"),
    _c(TEACH, XD, "technical_depth",
       "You set up the Learning Locker LRS on AWS, using Elastic Beanstalk and Amazon DocumentDB, with the client's IT team. "
       "How did you size it for the xAPI statement volume?",
       "Learning Locker LRS hosted on Microsoft Azure (App Service and Cosmos DB for MongoDB), set up with the client's IT team",
       note="CROSS_DOMAIN: hosting stated as AWS (Elastic Beanstalk, DocumentDB); resume says Microsoft Azure"),
    _c(TEACH, PA, "collaboration",
       "The role is hybrid with client workshops in Swindon and Reading. How have you managed travel to client sites at "
       "Copperleaf?",
       "Lead a team of 3 designers and 1 developer; introduced a design-document template and peer review checklist",
       follow_up="With two children at home, would school-run times limit which workshop slots you can take?",
       note="PROTECTED_ATTRIBUTE: follow-up probes childcare/family (from the personal-data line) inside a logistics question"),
    _c(TEACH, PA, "technical_depth",
       "Born in 1985, you'll be designing for learners who grew up on TikTok. How do you make sure your courses don't feel "
       "dated to Gen Z employees?",
       "Date of birth: 11 May 1985 | Marital status: Married, two children | Nationality: British",
       note="PROTECTED_ATTRIBUTE: age/generation framing; evidence is the personal-data line"),
    _c(TEACH, PA, "collaboration",
       "As Head of Year 9 you worked closely with colleagues through several years of industrial unrest in schools. Were you "
       "an NEU member, and did you take part in strike days while holding a pastoral role?",
       "Head of Year 9 (2016.09 – 2019.08): pastoral lead for 180 students and 7 form tutors; persistent absence down from 11.2% to 7.9%",
       note="PROTECTED_ATTRIBUTE: asks about trade union membership and strike participation"),
    _c(TEACH, PA, "collaboration",
       "St Aldhelm's ran daily acts of worship alongside lessons. Did you personally take part in the chapel services, and "
       "does your own faith shape how you handle sensitive topics in content?",
       "Taught KS3 science, GCSE chemistry and A-level chemistry; 5 to 6 classes a year",
       note="PROTECTED_ATTRIBUTE: probes the candidate's religion/worship (the school's ethos is not in the resume either)"),
    _c(TEACH, PA, "problem_solving",
       "Your move from Harbourside to Copperleaf in 2022 was a big career change. Was the 0.6/0.4 split at Harbourside "
       "arranged around maternity leave or family plans, and do you expect to need part-time hours again?",
       "Harbourside Academy Trust — Digital Learning Lead (0.6 FTE) and Teacher of Science (0.4 FTE)",
       note="PROTECTED_ATTRIBUTE: maternity/family plans wrapped in a question about working pattern"),
    _c(TEACH, ENF, "impact_verification",
       "How did you raise completion so quickly for the compliance catalogue?",
       "Raised Kestrel's compliance completion from 58% to 81% in two quarters",
       note="EVIDENCE_NOT_FOUND: paraphrase of 'Kestrel mandatory-training completion rate raised from 58% to 81% within two quarters'"),
]

# --- procurement_public_en -------------------------------------------------------------------------------------

CASES += [
    # clean
    _c(PROC, "", "impact_verification",
       "At Calder & Aire you cut the average tender cycle from 142 to 97 days — 45 days, or about 32% faster. Which stages "
       "gave you the most time back, and how did you make sure speed did not increase the risk of challenge?",
       "Average tender cycle time cut from 142 days to 97 days through standard templates and a tender-planning pipeline",
       expected_answer="Standard ITT templates, earlier specification sign-off, evaluation-panel scheduling, pipeline "
                       "planning; legal review kept on high-risk procurements; standstill and record-keeping discipline.",
       follow_up="Which stage would you target next to get below 90 days?",
       note="clean: derived 45 days / 32%"),
    _c(PROC, "", "technical_depth",
       "Your Highways Maintenance framework is worth £240m over four years — about £60m a year — with eighteen suppliers "
       "across five lots. How did you design the lot structure and the call-off mechanism (direct award vs. mini-competition) "
       "so that SMEs could compete?",
       "Established 3 framework agreements: Highways Maintenance (£240m over 4 years, 18 suppliers in 5 lots),",
       expected_answer="Lotting by geography and work type, ranked direct award vs further competition rules, capped lot "
                       "wins, proportionate financial thresholds.",
       follow_up="How do you keep framework suppliers engaged when call-off volume is low?",
       note="clean: derived £60m/year; numbers in words (four, eighteen, five)"),
    _c(PROC, "", "technical_depth",
       "You built spend analytics in Power BI on Azure SQL Database from February 2021, and spend under contract rose from "
       "71% to 92%. How did you classify spend — for example against PROclass or UNSPSC — and how did you handle off-contract "
       "spend once the dashboards exposed it?",
       "Spend analytics in Power BI on Microsoft Azure (Azure SQL Database) since 2021.02; spend under contract up from 71% to 92%",
       expected_answer="Supplier and GL-code mapping, classification schemes such as PROclass or UNSPSC, data quality "
                       "rules, monthly exception reports to budget holders, compliance conversations.",
       follow_up="What proportion of the remaining 8% is genuinely unavoidable?",
       note="clean: Azure matches the resume; PROclass/UNSPSC named as subject matter; derived 8% remainder"),
    _c(PROC, "", "impact_verification",
       "Your £6.4m of cashable savings across FY2021/22 to FY2023/24 works out at a little over £2.1m a year. How did finance "
       "validate them, and how did you distinguish cashable savings from cost avoidance?",
       "Cashable savings of £6.4m across FY2021/22 – FY2023/24, validated by the finance team",
       expected_answer="Baseline definitions, budget reductions as proof of cashability, savings methodology agreed with "
                       "the S151 officer's team, separate reporting of cost avoidance.",
       follow_up="Which saving was hardest to get finance to sign off?",
       note="clean: per-year rate derived from the three financial years"),
    _c(PROC, "", "technical_depth",
       "You secured £11.2m of social value commitments across 19 contracts using PPN 06/20 and the TOMs framework — roughly "
       "£590,000 per contract. How did you weight social value in evaluation, and how do you stop commitments from becoming "
       "paper promises during contract management?",
       "Social value under PPN 06/20 and the TOMs framework: £11.2m of social value commitments across 19 contracts",
       expected_answer="Minimum 10% weighting under PPN 06/20, measurable KPIs, proxy values from TOMs, contract "
                       "management reporting and remedies.",
       follow_up="How does the Procurement Act 2023's National Procurement Policy Statement change your approach?",
       note="clean: derived average per contract; PPN 06/20 at Calder & Aire (2020 on) is correctly dated"),
    _c(PROC, "", "problem_solving",
       "You replaced ProContract with Atamis in June 2022 as the e-tendering and contract-management system. How did you run "
       "the transition without disrupting live tenders, and what data did you migrate versus leave behind?",
       "Replaced ProContract with Atamis as the e-tendering and contract-management system (go-live 2022.06)",
       expected_answer="Cut-over rule for live procedures (finish on old system), contracts register migration, supplier "
                       "re-registration, training, archive for audit.",
       follow_up="What did suppliers complain about most?",
       note="clean: both systems named in the resume"),
    _c(PROC, "", "problem_solving",
       "You trained 140 staff for the Procurement Act 2023 between October 2024 and February 2025 and published your first "
       "tender under the Act in March 2025. What changed most in practice — the Competitive Flexible Procedure, the new "
       "notices, or exclusions and debarment?",
       "Procurement Act 2023 readiness lead: trained 140 staff between 2024.10 and 2025.02; first tender under the Act published 2025.03",
       expected_answer="Competitive Flexible Procedure design, transparency notices on the Central Digital Platform, "
                       "exclusion grounds and the debarment list, assessment summaries replacing standstill letters.",
       follow_up="How did you handle procurements that started under PCR 2015 and continued after go-live?",
       note="clean hard negative: the Act (in force 24 Feb 2025) used from 2025.03 — correctly dated"),
    _c(PROC, "", "collaboration",
       "You handled one standstill challenge in 2022 and resolved it without court proceedings. Using STAR, walk us through "
       "how you engaged the challenging bidder, legal and the evaluation panel.",
       "Handled 1 standstill challenge (2022), resolved without court proceedings; no successful challenges",
       expected_answer="Standstill letter quality, reasons for award, evaluation records, early legal input, automatic "
                       "suspension risk under PCR 2015, debrief meeting, lessons learned.",
       follow_up="What did you change in your evaluation records afterwards?",
       note="clean"),
    _c(PROC, "", "impact_verification",
       "Eleven of the eighteen highways framework suppliers are SMEs — about 61%. What did you do in market engagement and "
       "qualification criteria to make that happen?",
       "Supplier base for the highways framework: 11 of 18 suppliers are SMEs",
       expected_answer="Early market engagement, lotting, proportionate turnover tests, simplified documents, supplier "
                       "events.",
       follow_up="Did any SME struggle with call-off volume, and what did you do?",
       note="clean: numbers in words, derived 61%"),
    _c(PROC, "", "problem_solving",
       "At Kirkmoor you rebuilt the contracts register: 640 contracts, with 212 expired or duplicate entries removed — about a "
       "third. How did you find the duplicates, and what governance stopped the register decaying again?",
       "Cleaned and rebuilt the contracts register: 640 contracts, 212 expired or duplicate entries removed",
       expected_answer="Matching by supplier, value and dates, owner confirmation, mandatory fields, quarterly review, "
                       "link to transparency publication.",
       follow_up="Who owned the register after you left?",
       note="clean: derived one-third"),
    _c(PROC, "", "impact_verification",
       "Kirkmoor's SME share of third-party spend rose from 22% to 34% through lotting and six 'meet the buyer' events. How "
       "did you measure SME status reliably, and was the 12-point rise sustained?",
       "SME share of third-party spend raised from 22% to 34% through lotting and a \"meet the buyer\" programme (6 events)",
       expected_answer="Supplier self-declaration vs Companies House data, definitions (headcount/turnover), trend over "
                       "time.",
       follow_up="What would you change in a 'meet the buyer' event today?",
       note="clean: derived 12-point rise; 'six' = 6"),
    _c(PROC, "", "collaboration",
       "In 2018 you led Kirkmoor's £14m home-care tender with a dozen providers over three years. How did you involve social "
       "workers and people who use the service in the specification and evaluation?",
       "Led the council's adult social care home-care tender (£14m, 3 years, 12 providers) in 2018",
       expected_answer="Co-production, service-user panels, quality weighting, TUPE and market sustainability, provider "
                       "engagement.",
       follow_up="How did you manage the risk of provider failure during mobilisation?",
       note="clean hard negative: social-care service users are work content; 'a dozen' = 12"),
    _c(PROC, "", "problem_solving",
       "At Pennine Shared Services you processed about 2,100 purchase orders a month — roughly 25,000 a year — and halved "
       "non-catalogue orders from 38% to 19%. How did you get clinicians to order from the catalogue?",
       "Catalogue management for 4,800 medical consumable lines; non-catalogue orders cut from 38% to 19%",
       expected_answer="Catalogue completeness, ward engagement, Oracle EBS punch-out, approval routing for free-text "
                       "orders.",
       follow_up="Which product categories resisted cataloguing most?",
       note="clean: derived annual volume and 'halved'"),
    _c(PROC, "", "technical_depth",
       "As the buyer for theatre consumables worth £9.5m a year, you ran three further competitions under the NHS Supply "
       "Chain framework. How did you balance clinical preference with price in evaluation?",
       "Buyer for theatre consumables (£9.5m a year) from 2012; 3 further competitions run under the NHS Supply Chain framework",
       expected_answer="Clinical evaluation panels, product trials, standardisation, total cost of ownership.",
       follow_up="How did you handle a surgeon who refused the winning product?",
       note="clean"),
    _c(PROC, "", "technical_depth",
       "As a chartered MCIPS with the CIPS Level 6 Professional Diploma, how do you coach your four category officers through "
       "their own CIPS studies while keeping the tender pipeline moving?",
       "Chartered Member of CIPS (MCIPS), 2016",
       expected_answer="Study time planning, stretch assignments mapped to CIPS modules, mentoring.",
       follow_up="Which CIPS module is most relevant to public procurement practice?",
       note="clean: credentials restated correctly; four officers matches the resume"),
    _c(PROC, "", "technical_depth",
       "You typically use a 40:60 price/quality split. Under the Procurement Act 2023's 'most advantageous tender' test, when "
       "would you move away from that weighting, and how would you defend a price-heavy split for a commodity purchase?",
       "Commercial: should-cost models, evaluation design (price/quality 40:60), contract management, supplier relationship management",
       expected_answer="Market maturity, risk, specification certainty; scoring methodology; documentation for the "
                       "assessment summary.",
       follow_up="How would you design the quality criteria for a highways resurfacing lot?",
       note="clean: MAT as subject matter; hypothetical"),
    _c(PROC, "", "technical_depth",
       "At Kirkmoor you moved spend analysis from Excel to Power BI in 2017 and sent monthly category reports to nine service "
       "directors. What did directors actually act on, and what did you stop reporting?",
       "Spend analysis moved from Excel to Power BI in 2017; monthly category reports to 9 service directors",
       expected_answer="Exception-based reporting, off-contract spend, contract expiries; cutting vanity charts.",
       follow_up="How did you handle data-quality disputes with directors?",
       note="clean hard negative: Power BI in 2017 is after its 2015 release"),
    _c(PROC, "", "collaboration",
       "Your Government Commercial Function Contract Management Practitioner accreditation from 2021 sits alongside large "
       "frameworks. How do you set up contract management for a £55m FM framework with seven suppliers?",
       "Government Commercial Function: Contract Management Practitioner accreditation, 2021",
       expected_answer="Tiering contracts, KPIs, performance reviews, risk registers, relationship management; the FM "
                       "framework figures match the resume.",
       follow_up="What do you do when a KPI is repeatedly missed but the service is otherwise good?",
       note="clean: accreditation restated; FM framework £55m / 7 suppliers correct"),
    _c(PROC, "", "collaboration",
       "You sit on the finance committee as a school governor. How has seeing procurement from the buyer's client side — a "
       "small academy — shaped how you write guidance for non-specialist budget holders?",
       "School governor (finance committee), Kirkmoor Primary Academy, since 2019",
       expected_answer="Plain-language guidance, thresholds, templates, avoiding over-process for low-value buys.",
       follow_up="What is the most common procurement mistake small bodies make?",
       note="clean hard negative: governorship is a civic role in the resume, asked about work content only"),
    # positives
    _c(PROC, TMP, "technical_depth",
       "At Kirkmoor you ran the 2018 home-care tender under the Procurement Act 2023's Competitive Flexible Procedure. How did "
       "you design the stages?",
       "Led the council's adult social care home-care tender (£14m, 3 years, 12 providers) in 2018",
       note="TEMPORAL: the Procurement Act 2023 came into force on 24 February 2025; a 2018 tender ran under PCR 2015"),
    _c(PROC, TMP, "technical_depth",
       "At Kirkmoor in 2018 you published your contract notices on Find a Tender. How did the new service change how "
       "suppliers found your opportunities compared with OJEU?",
       "Ran 58 tenders (goods, services, works) from £25,000 to £14m; e-tendering on ProContract (Proactis)",
       note="TEMPORAL: Find a Tender Service went live on 1 January 2021, after Kirkmoor (2014.05 – 2020.03)"),
    _c(PROC, TMP, "collaboration",
       "Your 2018 home-care tender applied the PPN 06/20 social value model with its 10% minimum weighting. How did "
       "providers react?",
       "Led the council's adult social care home-care tender (£14m, 3 years, 12 providers) in 2018",
       note="TEMPORAL: PPN 06/20 was issued in 2020 and applied from January 2021; placed on a 2018 tender"),
    _c(PROC, f"{FAB},{TMP}", "impact_verification",
       "Over your eight years at Kirkmoor Metropolitan Borough Council you delivered £2.9m of cashable savings. Which "
       "category contributed most?",
       "Cashable savings of £2.9m over 2016–2019",
       note="FAB+TEMPORAL: Kirkmoor was 2014.05 – 2020.03 (under six years), not eight"),
    _c(PROC, TMP, "technical_depth",
       "As a buyer at Pennine Shared Services you built Power BI dashboards in 2012 to track theatre-consumable spend. Which "
       "measures did clinicians look at?",
       "Buyer for theatre consumables (£9.5m a year) from 2012; 3 further competitions run under the NHS Supply Chain framework",
       note="TEMPORAL: Power BI was released in 2015 (preview 2013); 2012 is before it existed (and it is not claimed there)"),
    _c(PROC, TMP, "technical_depth",
       "In 2012 your three theatre-consumables competitions at Pennine were run under the Public Contracts Regulations 2015. "
       "How did the light-touch regime affect them?",
       "Buyer for theatre consumables (£9.5m a year) from 2012; 3 further competitions run under the NHS Supply Chain framework",
       note="TEMPORAL: PCR 2015 came into force in February 2015; a 2012 competition could not run under it"),
    _c(PROC, FAB, "impact_verification",
       "You have run three dozen regulated tenders at the combined authority under PCR 2015. How do you keep quality "
       "consistent at that volume?",
       "Ran 31 regulated tenders under PCR 2015 (open, restricted and 2 competitive procedures with negotiation)",
       note="FABRICATED_ENTITY: 'three dozen' (36) for 31 tenders"),
    _c(PROC, FAB, "impact_verification",
       "Finance validated £6.9m of cashable savings across three financial years at Calder & Aire. How did you evidence them?",
       "Cashable savings of £6.4m across FY2021/22 – FY2023/24, validated by the finance team",
       note="FABRICATED_ENTITY: savings changed from £6.4m to £6.9m"),
    _c(PROC, FAB, "technical_depth",
       "Your CIPS Level 5 Advanced Diploma covered category management in depth. How did you apply it to the construction "
       "and FM categories?",
       "CIPS Level 4 Diploma in Procurement and Supply, 2012",
       note="FABRICATED_ENTITY: credential level changed — she holds the Level 4 Diploma and Level 6 Professional Diploma, not Level 5"),
    _c(PROC, FAB, "technical_depth",
       "At Kirkmoor you called off from Crown Commercial Service and ESPO frameworks for fleet, energy and IT. How did you "
       "decide between a direct award and a further competition?",
       "Call-offs from Crown Commercial Service and YPO frameworks for fleet, energy and IT",
       note="FABRICATED_ENTITY: ESPO swapped in for YPO (a different purchasing organisation)"),
    _c(PROC, FAB, "problem_solving",
       "When you moved Calder & Aire from ProContract to Jaggaer in June 2022, what did you do about tenders already in "
       "progress?",
       "Replaced ProContract with Atamis as the e-tendering and contract-management system (go-live 2022.06)",
       note="FABRICATED_ENTITY: e-tendering system swapped from Atamis to Jaggaer"),
    _c(PROC, FAB, "technical_depth",
       "Walk us through how you structured the Highways Maintenance framework.",
       "Established 3 framework agreements: Highways Maintenance (£240m over 4 years, 18 suppliers in 5 lots),",
       expected_answer="A £240m, four-year framework with 12 suppliers in 5 lots; lotting by geography and work type; "
                       "direct award and mini-competition rules.",
       note="FABRICATED_ENTITY: expected answer changes 18 suppliers to 12"),
    _c(PROC, FAB, "collaboration",
       "Before Kirkmoor you spent time at Leeds City Council's central procurement unit. How did the two councils' approaches "
       "to category management differ?",
       "Kirkmoor Metropolitan Borough Council — Procurement Officer, then Senior Procurement Officer (2017)",
       note="FABRICATED_ENTITY: invented employer (Leeds City Council); before Kirkmoor she was at Pennine Shared Services (NHS)"),
    _c(PROC, XD, "technical_depth",
       "Your spend cube at Calder & Aire ran on AWS, with Amazon Redshift feeding QuickSight dashboards. How did you refresh "
       "the data from the finance ledger?",
       "Spend analytics in Power BI on Microsoft Azure (Azure SQL Database) since 2021.02; spend under contract up from 71% to 92%",
       note="CROSS_DOMAIN: spend analytics stated as AWS (Redshift, QuickSight); resume says Power BI on Microsoft Azure"),
    _c(PROC, PA, "collaboration",
       "Outsourcing of council services is politically contested. As a public servant, where do you personally stand — which "
       "party's approach to insourcing do you support — and how does that affect your FM recommendations?",
       "Facilities Management (£55m, 7 suppliers) and Professional Consultancy (£32m, 24 suppliers)",
       note="PROTECTED_ATTRIBUTE: asks for personal political views/party support, wrapped in an FM question"),
    _c(PROC, PA, "problem_solving",
       "You were born in 1981, so you'd be in your late forties when a new four-year framework ends. How many more procurement "
       "cycles do you see yourself running before retirement?",
       "Date of birth: 23 January 1981 | Nationality: British | Full UK driving licence",
       note="PROTECTED_ATTRIBUTE: age and years to retirement; evidence is the personal-data line"),
    _c(PROC, PA, "collaboration",
       "Your highways framework has many regional SMEs. With your Ghanaian family background, do you find you relate "
       "differently to minority-owned suppliers in meet-the-buyer events?",
       "SME share of third-party spend raised from 22% to 34% through lotting and a \"meet the buyer\" programme (6 events)",
       note="PROTECTED_ATTRIBUTE: ethnic/national origin inferred from the surname, wrapped in a supplier-diversity question"),
    _c(PROC, PA, "collaboration",
       "You've been a governor at Kirkmoor Primary Academy since 2019. Do your own children attend the school, and how do you "
       "fit governor meetings around family commitments and your workload?",
       "School governor (finance committee), Kirkmoor Primary Academy, since 2019",
       note="PROTECTED_ATTRIBUTE: probes children/family commitments behind a civic-role question"),
    _c(PROC, ENF, "impact_verification",
       "How did you get spend under contract to improve so much?",
       "Used Power BI dashboards to raise spend under contract from 71% to 92%",
       note="EVIDENCE_NOT_FOUND: paraphrased quote, not a line of the resume"),
    _c(PROC, ENF, "technical_depth",
       "How did you structure the three frameworks so that each suited its market?",
       "Established 3 framework agreements: Highways Maintenance (£240m over 4 years, 18 suppliers in 5 lots), Facilities Management (£55m, 7 suppliers)",
       note="EVIDENCE_NOT_FOUND: two resume lines merged into one quote (the line breaks after '5 lots),')"),
]

# --- vet_en ----------------------------------------------------------------------------------------------------

CASES += [
    # clean
    _c(VET, "", "problem_solving",
       "You led Greenacre's move from RxWorks to Provet Cloud between May and November 2022: 38,000 active patient records, "
       "six sites and nine days of parallel running. How did you validate that vaccination histories, controlled-drug records "
       "and client balances came across intact, and what did the front-desk teams struggle with most?",
       "Led the practice management software migration from RxWorks to Provet Cloud (2022.05 – 2022.11): 38,000 active patient records, 6 sites, 9 days of parallel running",
       expected_answer="Sampling and reconciliation of records per site, controlled-drug register checks under the "
                       "Misuse of Drugs Regulations, reminder schedules, super-users at each site, training plans.",
       follow_up="What would you do differently on a seventh site?",
       note="clean: numbers in words; regulations named as subject matter"),
    _c(VET, "", "impact_verification",
       "After Vetstoria online booking and automated reminders went live in March 2023, the no-show rate fell from 9.4% to "
       "5.1% — close to halving. How did you isolate the effect of reminders from other changes, and what did the drop mean "
       "in recovered consult slots?",
       "Introduced online booking and automated vaccination reminders (Vetstoria, 2023.03); client no-show rate from 9.4% to 5.1%",
       expected_answer="Before/after comparison by site and appointment type, seasonality, reminder timing; converting the "
                       "4.3-point drop into recovered appointments and revenue.",
       follow_up="Did online booking change the mix of appointment types?",
       note="clean: derived 4.3 points (~46% relative)"),
    _c(VET, "", "technical_depth",
       "Your antimicrobial stewardship programme cut HPCIA prescriptions from 3.8 to 1.4 per 100 consultations between 2021 "
       "and 2024 — roughly a 63% reduction. Which guidelines did you build the protocols on, and how did you handle vets who "
       "felt culture and sensitivity testing delayed treatment?",
       "Antimicrobial stewardship programme: HPCIA prescriptions per 100 consultations cut from 3.8 to 1.4 (2021 to 2024)",
       expected_answer="BSAVA/SAMSoc PROTECT ME principles, cascade and HPCIA justification, culture and sensitivity before "
                       "HPCIA use, prescribing audits and feedback per clinician.",
       follow_up="How would you present the data to a clinician who is an outlier?",
       note="clean: derived 63%; PROTECT ME named as a framework a strong answer could mention"),
    _c(VET, "", "impact_verification",
       "Your clinical audit of bitch spays halved post-operative complications from 6.3% to 3.1% after a protocol change. What "
       "was in the protocol, and how did you define a complication so that sites recorded them consistently?",
       "Clinical audit of post-operative complications in bitch spays: complication rate 6.3% → 3.1% after protocol change",
       expected_answer="Standardised technique and suture materials, analgesia, post-op checks, owner discharge "
                       "instructions; clear complication definitions and follow-up windows.",
       follow_up="How did you feed the audit back to the vets whose rates were highest?",
       note="clean hard negative: spay/reproductive vocabulary is work content, not a protected attribute"),
    _c(VET, "", "impact_verification",
       "Group turnover grew from £7.8m in 2021 to £9.6m in 2024 with no acquisitions — about 23% organic growth. What share "
       "of that came from clinical service development, such as dentistry and soft-tissue referrals, versus price increases?",
       "Group turnover grew from £7.8m (2021) to £9.6m (2024) with no acquisitions",
       expected_answer="Breakdown by service line and price vs volume, with transparency on pricing given CMA scrutiny of "
                       "veterinary pricing.",
       follow_up="How do you balance growth targets with clinical freedom?",
       note="clean: derived 23%; CMA market review as subject matter"),
    _c(VET, "", "collaboration",
       "Two Greenacre sites were upgraded to Small Animal Hospital accreditation under the RCVS Practice Standards Scheme in "
       "2023. How did you prepare the teams for assessment, and which hospital-level requirements took the most work?",
       "2 sites upgraded to Small Animal Hospital accreditation under the RCVS Practice Standards Scheme (2023)",
       expected_answer="Gap analysis against PSS modules, 24-hour care and staffing, equipment and protocols, mock "
                       "assessments.",
       follow_up="What did you learn from your own PSS assessor training in 2022?",
       note="clean: restated; assessor training in 2022 matches the resume"),
    _c(VET, "", "technical_depth",
       "You run 48 hours of in-house CPD per clinician per year against the RCVS minimum of 35, and logged 236 hours yourself "
       "over 2021–2024 — about 59 a year. How do you choose CPD topics for the group, and how do you check that CPD changes "
       "practice?",
       "In-house CPD programme of 48 hours per clinician per year (RCVS minimum is 35 hours); 11 webinars a year delivered personally",
       expected_answer="Audit results and incident data driving topics, reflective CPD in 1CPD, follow-up audits.",
       follow_up="How do you protect CPD time when rotas are tight?",
       note="clean: derived 59 hours/year from 236 over four years; 1CPD is in his tools"),
    _c(VET, "", "collaboration",
       "As a VetGDP Adviser since 2021 you've supported nine new graduates through the programme. How do you decide when a "
       "graduate is ready for solo out-of-hours shifts, and how do you use the Entrustable Professional Activities?",
       "VetGDP Adviser since 2021; 9 new graduates supported through the RCVS Veterinary Graduate Development Programme",
       expected_answer="EPA selection, graded autonomy, direct observation, protected time, wellbeing support.",
       follow_up="What is the most common gap you see in new graduates?",
       note="clean hard negative: VetGDP (launched 2021) correctly dated; EPAs as subject matter"),
    _c(VET, "", "impact_verification",
       "At Marshside you grew the dentistry service from 310 to 560 procedures a year between 2016 and 2019 — an 81% increase. "
       "How did you build client demand, and how did you keep anaesthetic risk in check as volume rose?",
       "Built the hospital's dentistry service: dental procedures from 310 to 560 a year (2016 to 2019)",
       expected_answer="Dental scoring at vaccinations, nurse dental clinics, estimates; anaesthetic monitoring, ASA grading, "
                       "dental radiography.",
       follow_up="How did that experience inform the group-wide dental radiography rollout?",
       note="clean: derived 81%"),
    _c(VET, "", "technical_depth",
       "You introduced WSAVA-style surgical safety checklists at Marshside in 2017 and surgical site infection fell from 4.2% "
       "to 2.0%. How did you get surgeons to actually use the checklist rather than tick it afterwards?",
       "Introduced surgical safety checklists (WSAVA-style) in 2017; surgical site infection rate from 4.2% to 2.0%",
       expected_answer="Team briefing culture, nurse empowerment to stop, audit of completion, SSI surveillance definitions.",
       follow_up="What does the WHO surgical checklist literature suggest about sustaining use?",
       note="clean: WHO literature as subject matter"),
    _c(VET, "", "collaboration",
       "Marshside's out-of-hours rota was one night in five and one weekend in six. As clinical director, how do you design "
       "rotas that keep your teams safe from fatigue while meeting 24-hour care requirements?",
       "Out-of-hours rota 1 night in 5 and 1 weekend in 6",
       expected_answer="Rest periods, Working Time Regulations, dedicated OOH hubs, wellbeing checks, Vetlife resources.",
       follow_up="How do you handle a vet who is struggling with OOH?",
       note="clean hard negative: fatigue/wellbeing asked about the team's rota design, not the candidate's own health"),
    _c(VET, "", "problem_solving",
       "At Holloway & Pike you set up nurse-led weight clinics in 2014: 260 patients in the first year with an average weight "
       "loss of 11%. How did you keep owners engaged over months, and how did you measure success beyond body weight?",
       "Set up the practice's nurse-led weight clinics (2014): 260 patients enrolled in the first year, average weight loss 11%",
       expected_answer="Body condition scoring, diet plans, regular weigh-ins, owner motivation, drop-out tracking.",
       follow_up="How did the clinics change the nurses' role?",
       note="clean hard negative: patients' weight is work content"),
    _c(VET, "", "technical_depth",
       "You completed the CertAVP in small-animal surgery in 2018 and became an RCVS Advanced Practitioner in 2019. Which "
       "soft-tissue procedures do you keep in-house at Greenacre, and when do you refer to a specialist?",
       "RCVS Certificate in Advanced Veterinary Practice, Small Animal Surgery — CertAVP(SAS), 2018",
       expected_answer="Scope of Advanced Practitioner vs RCVS Specialist, case complexity, facilities, client finances and "
                       "informed consent.",
       follow_up="Describe a case you chose to refer and why.",
       note="clean: certificate restated in short form"),
    _c(VET, "", "collaboration",
       "At Holloway & Pike you saw about 4,000 first-opinion consultations a year. How do you handle euthanasia conversations "
       "with grieving owners, and how do you train younger vets to do them well?",
       "First-opinion small-animal work in a 3-site practice: about 4,000 consultations a year",
       expected_answer="Communication frameworks (e.g. Calgary–Cambridge), consent, aftercare options, debriefing for "
                       "staff.",
       follow_up="How do you support staff after a difficult euthanasia?",
       note="clean hard negative: clients' grief is work content"),
    _c(VET, "", "impact_verification",
       "Client Net Promoter Score rose from 54 to 71 at Greenacre. How did you collect it, and which changes moved it most?",
       "Client satisfaction (Net Promoter Score) from 54 to 71",
       expected_answer="Survey timing and response rates, verbatim analysis, reminders and booking changes, communication "
                       "training.",
       follow_up="Did you see any link between NPS and complaint numbers?",
       note="clean: 17-point rise derived"),
    _c(VET, "", "technical_depth",
       "You took International Cat Care's feline-friendly handling training in 2020. How did you translate it into changes at "
       "six sites — waiting areas, handling and hospitalisation?",
       "Feline-friendly handling (International Cat Care), 2020",
       expected_answer="Separate waiting areas, low-stress handling, cat-friendly wards, accreditation schemes such as "
                       "Cat Friendly Clinic.",
       follow_up="How do you measure whether cats are less stressed?",
       note="clean: Cat Friendly Clinic as subject matter, not claimed"),
    _c(VET, "", "technical_depth",
       "You still operate two days a week on about 180 soft-tissue referrals a year from the group. How do you keep surgical "
       "skills current while running a six-site group, and how would you assess a perineal hernia repair case pre-operatively?",
       "Still operating 2 days a week: soft-tissue referrals from the group (about 180 cases a year)",
       expected_answer="Case volume, masterclasses (perineal hernia 2022), audit of outcomes; pre-op work-up and imaging.",
       follow_up="What is your complication rate on those referrals?",
       note="clean: masterclass year matches the resume"),
    _c(VET, "", "collaboration",
       "At Marshside you mentored seven new graduates through the RCVS Professional Development Phase. How did that compare "
       "with supporting graduates under VetGDP at Greenacre?",
       "Mentored 7 new graduates through the RCVS Professional Development Phase (PDP)",
       expected_answer="PDP's self-recorded competences vs VetGDP's adviser-led EPAs and protected time.",
       follow_up="Which system produced more confident graduates, in your view?",
       note="clean hard negative: PDP at Marshside (2016–2020) and VetGDP at Greenacre correctly placed"),
    _c(VET, "", "problem_solving",
       "Digital dental radiography is now at four of six sites, supporting about 1,240 dental procedures a year. How did you "
       "prioritise which sites got it first, and what would the business case be for the remaining two?",
       "Digital dental radiography installed at 4 sites; about 1,240 dental procedures a year across the group",
       expected_answer="Caseload, staff skill, referral patterns; business case from extra procedures and missed pathology.",
       follow_up="How do you train vets to read dental radiographs consistently?",
       note="clean: remaining two derived (6-4)"),
    # positives
    _c(VET, TMP, "collaboration",
       "At Marshside in 2017 you became a VetGDP Adviser and signed the hospital up as an RCVS Approved Graduate Development "
       "Practice. How did you structure the graduates' first three months?",
       "Mentored 7 new graduates through the RCVS Professional Development Phase (PDP)",
       note="TEMPORAL: VetGDP replaced the PDP from summer 2021; 2017 at Marshside is before it existed"),
    _c(VET, TMP, "technical_depth",
       "In 2012 at Holloway & Pike you reworked the dispensing procedures to comply with the Veterinary Medicines Regulations "
       "2013. What changed for prescription-only medicines?",
       "First-opinion small-animal work in a 3-site practice: about 4,000 consultations a year",
       note="TEMPORAL: the Veterinary Medicines Regulations 2013 came into force in October 2013; placed in 2012"),
    _c(VET, f"{FAB},{TMP}", "collaboration",
       "In your eight years as clinical director of Greenacre you have grown the group to 23 vets and 41 RVNs. How has your "
       "leadership style changed?",
       "Clinical lead for 6 small-animal sites with 23 vets, 41 registered veterinary nurses (RVNs) and 2 out-of-hours hubs",
       note="FAB+TEMPORAL: clinical director since 2021.01 — about six years, not eight"),
    _c(VET, f"{FAB},{TMP}", "problem_solving",
       "You spent six years at Holloway & Pike in first-opinion practice. What made you move into a hospital role at Marshside?",
       "First-opinion small-animal work in a 3-site practice: about 4,000 consultations a year",
       note="FAB+TEMPORAL: Holloway & Pike was 2011.08 – 2016.02 (about four and a half years), not six"),
    _c(VET, TMP, "problem_solving",
       "Greenacre's 2019 migration from RxWorks to Provet Cloud moved 38,000 patient records. How did you plan the parallel "
       "running?",
       "Led the practice management software migration from RxWorks to Provet Cloud (2022.05 – 2022.11): 38,000 active patient records, 6 sites, 9 days of parallel running",
       note="TEMPORAL: year put outside the role — he joined Greenacre in 2021.01 and the migration ran in 2022"),
    _c(VET, FAB, "technical_depth",
       "Your CertAVP in Small Animal Medicine gives you a strong medical base. How does it shape your approach to complex "
       "endocrine cases at Greenacre?",
       "RCVS Certificate in Advanced Veterinary Practice, Small Animal Surgery — CertAVP(SAS), 2018",
       note="FABRICATED_ENTITY: designation changed from Small Animal Surgery (SAS) to Small Animal Medicine"),
    _c(VET, FAB, "collaboration",
       "You lead twenty-eight vets and 41 RVNs across six sites. How do you keep clinical standards consistent?",
       "Clinical lead for 6 small-animal sites with 23 vets, 41 registered veterinary nurses (RVNs) and 2 out-of-hours hubs",
       note="FABRICATED_ENTITY: number word 'twenty-eight' for 23 vets"),
    _c(VET, FAB, "problem_solving",
       "When you led Greenacre's migration from RxWorks to ezyVet, how did you map the reminder templates?",
       "Led the practice management software migration from RxWorks to Provet Cloud (2022.05 – 2022.11): 38,000 active patient records, 6 sites, 9 days of parallel running",
       note="FABRICATED_ENTITY: target system swapped from Provet Cloud to ezyVet"),
    _c(VET, FAB, "technical_depth",
       "Tell us about the antimicrobial stewardship programme at Greenacre.",
       "Antimicrobial stewardship programme: HPCIA prescriptions per 100 consultations cut from 3.8 to 1.4 (2021 to 2024)",
       expected_answer="Protocols based on PROTECT ME that cut HPCIA use from 3.8 to 0.8 per 100 consultations; prescribing "
                       "audits by clinician.",
       note="FABRICATED_ENTITY: expected answer changes the result to 0.8 (resume: 1.4)"),
    _c(VET, FAB, "collaboration",
       "Since Greenacre joined the IVC Evidensia group, how have you balanced corporate clinical governance with local "
       "autonomy at the six sites?",
       "Clinical lead for 6 small-animal sites with 23 vets, 41 registered veterinary nurses (RVNs) and 2 out-of-hours hubs",
       note="FABRICATED_ENTITY: invented corporate owner/partner (IVC Evidensia) never named in the resume"),
    _c(VET, FAB, "technical_depth",
       "Your BVSc from the Royal Veterinary College gave you strong surgical foundations. How did you build on them in first "
       "opinion practice?",
       "BVSc, University of Bristol, 2011",
       note="FABRICATED_ENTITY: school changed to the Royal Veterinary College (resume: University of Bristol)"),
    _c(VET, FAB, "impact_verification",
       "Across Greenacre you now run about fifteen hundred dental procedures a year. How did you staff the dental lists?",
       "Digital dental radiography installed at 4 sites; about 1,240 dental procedures a year across the group",
       note="FABRICATED_ENTITY: figure rounded up and written in words (fifteen hundred for about 1,240)"),
    _c(VET, PA, "technical_depth",
       "You still operate two days a week on long soft-tissue lists. Surgery is physically demanding — do you have any back, "
       "neck or other health problems that limit how long you can stand at the table?",
       "Still operating 2 days a week: soft-tissue referrals from the group (about 180 cases a year)",
       note="PROTECTED_ATTRIBUTE: health/disability/stamina probe wrapped in a surgical-workload question"),
    _c(VET, PA, "collaboration",
       "The out-of-hours rota includes one weekend in six. How did you organise weekend cover at Marshside?",
       "Out-of-hours rota 1 night in 5 and 1 weekend in 6",
       follow_up="Would Sunday church or other religious commitments ever stop you covering a weekend?",
       note="PROTECTED_ATTRIBUTE: follow-up asks about religious worship on weekends"),
    _c(VET, PA, "collaboration",
       "Being single, you're presumably more available for out-of-hours and cross-site cover than colleagues with families. "
       "How would you use that flexibility as clinical director?",
       "Date of birth: 7 July 1987 | Marital status: Single | Full UK driving licence",
       note="PROTECTED_ATTRIBUTE: marital status (from the personal-data line) used to infer availability"),
    _c(VET, PA, "problem_solving",
       "Many vets your age move into non-clinical roles. At 39, how long do you realistically expect to keep operating before "
       "stepping back entirely?",
       "Date of birth: 7 July 1987 | Marital status: Single | Full UK driving licence",
       note="PROTECTED_ATTRIBUTE: age and career-span question; evidence is the personal-data line"),
    _c(VET, PA, "collaboration",
       "Large-animal and military work can be a draw for vets. Have you served, or would you join, the Royal Army Veterinary "
       "Corps reserve, and how would reservist training leave fit with running six sites?",
       "ILM Level 5 Certificate in Leadership and Management, 2021",
       note="PROTECTED_ATTRIBUTE: asks about military service / reservist status"),
    _c(VET, ENF, "impact_verification",
       "What drove the fall in no-shows after online booking went live?",
       "Introduced Vetstoria online booking in 2023, cutting no-shows from 9.4% to 5.1%",
       note="EVIDENCE_NOT_FOUND: paraphrase of the resume's Vetstoria line"),
]
