"""Tuning batch 8 (English half): labelled grounding cases written blind to the checking rules.

Date: 2026-12-01. Written without reading the grounding checks, their tests or earlier case files; the labels
follow the written label definitions only. Documents (all fiction, contacts at example.com):

- resumes8/robotics_en — Daniel Okafor-Reyes, robotics software engineer (ROS/ROS 2, SLAM, Jetson/Isaac, warehouse AMRs, AWS)
- resumes8/jd_robotics_en — Tessellate Robotics, Senior Robotics Software Engineer (ROS 2 Jazzy, Rust, Open-RMF, VDA 5050, Google Cloud)
- resumes8/qa_en — Siobhan Marr-Adeyemi, test automation lead (Playwright, Cypress, Selenium, Appium, Azure DevOps)
- resumes8/devrel_en — Aurelia Vance, senior developer advocate at an API company (docs, SDKs, talks, community, Google Cloud)
- resumes8/hvac_en — Colm Brannigan, P.E., LEED AP BD+C, HVAC / building services engineer (ASHRAE, BMS, retrofits, Azure)

About half the cases are clean hard negatives in model style; the positives concentrate on TEMPORAL,
PROTECTED_ATTRIBUTE, FABRICATED_ENTITY, CROSS_DOMAIN and EVIDENCE_NOT_FOUND. No injection lines.
"""

from __future__ import annotations

from tests.grounding_corpus.labelled import ENF, FAB, PA, TMP, XD, tuning_case as _c

R = "resumes8/robotics_en"
JD = "resumes8/jd_robotics_en"
Q = "resumes8/qa_en"
D = "resumes8/devrel_en"
H = "resumes8/hvac_en"

CASES: list[dict] = [
    # ------------------------------------------------------------------ robotics_en (+ jd_robotics_en)
    # clean
    _c(R, "", "technical_depth",
       "You migrated the navigation stack from ROS Noetic to ROS 2 Humble between September 2022 and June 2023, "
       "porting 41 packages. How did you sequence the port so the fleet kept running, and how did you validate QoS "
       "profiles and DDS discovery before rolling Humble out to customer sites?",
       "Migrated the navigation stack from ROS Noetic to ROS 2 Humble (2022.09 – 2023.06): 41 packages ported, Nav2 with a custom MPPI controller plugin",
       jd=JD,
       expected_answer="A strong answer covers a dependency graph to order the port, a dual-stack period (e.g. ros1_bridge) "
                       "or a hard cutover per site, QoS choices for sensor vs. command topics, DDS vendor selection "
                       "(Cyclone DDS vs. Fast DDS), launch-file conversion, and simulation gating before field rollout.",
       follow_up="Why did you write a custom MPPI controller plugin rather than tune Nav2's default DWB or Regulated Pure Pursuit controllers?",
       note="clean: migration dates and package count restated; ros1_bridge, DDS vendors, DWB/RPP are subject matter, not claims"),
    _c(R, "", "impact_verification",
       "Localization failures per 1,000 km fell from 9.4 to 1.3 after you moved to lidar plus visual-inertial fusion — "
       "roughly an 86% reduction, or about a sevenfold improvement. How did you define a 'localization failure', and "
       "how did you make sure the denominator (kilometres driven) was measured consistently across sites?",
       "Replaced 2D-lidar-only localization with lidar + visual-inertial fusion (slam_toolbox + VIO): localization failures per 1,000 km 9.4 → 1.3",
       jd=JD,
       expected_answer="Covers an operational definition (e.g. covariance or scan-match score thresholds, relocalization "
                       "events, operator interventions), odometry-based distance logging, normalising by site and "
                       "season, and controlling for fleet growth during the measurement window.",
       follow_up="Which failure modes remained in the last 1.3 per 1,000 km?",
       note="clean: 86% and ~7x are correct arithmetic from 9.4 → 1.3"),
    _c(R, "", "technical_depth",
       "Moving from Jetson AGX Xavier to Jetson AGX Orin cut perception latency from 142 ms to 58 ms — 84 ms, or "
       "about 59% — while you held the power budget at 40 W. Which parts of the pipeline gave you the largest share "
       "of that gain, and how did you profile them?",
       "Moved onboard compute from Jetson AGX Xavier to Jetson AGX Orin (2023.04): perception latency 142 ms → 58 ms, power budget held at 40 W",
       jd=JD,
       expected_answer="A strong answer could mention Nsight Systems traces, TensorRT engine rebuilds with INT8/FP16, "
                       "DLA offload, zero-copy (NITROS-style) transport between nodes, and nvpmodel power modes to stay "
                       "within 40 W.",
       follow_up="How would that experience transfer to the Jetson Orin NX we use on the Weft robot?",
       note="clean: derived 84 ms / 59%; Nsight, DLA, nvpmodel as what an answer could mention; JD platform asked forward"),
    _c(R, "", "impact_verification",
       "At Ridgeline the RL-400 fleet grew from 120 to 870 robots across 14 customer sites — more than a sevenfold "
       "increase, averaging roughly 62 robots per site. What broke first in your navigation software as the fleet "
       "scaled, and what did you change?",
       "Lead of a 6-person navigation team for the RL-400 tote-carrying AMR; fleet grew from 120 to 870 robots across 14 customer sites",
       jd=JD,
       expected_answer="Covers map management at scale, configuration drift between sites, release rings/canary robots, "
                       "telemetry volume, and per-site tuning versus shared defaults.",
       follow_up="How did your six-person team split ownership between localization, planning and site support?",
       note="clean: 7.25x and ~62 per site derived correctly; team size restated in words"),
    _c(R, "", "job_fit",
       "Our target for the Weft fleet is fewer than one intervention per 20 robot-hours. Your MTBI at Ridgeline went "
       "from 3.1 h to 11.8 h, so there would still be a gap of about 8 hours. How would you approach closing that "
       "gap in your first year with us?",
       "Own localization and navigation performance for the Weft fleet (target: fewer than 1 intervention per 20 robot-hours)",
       jd=JD, evidence_doc=JD,
       expected_answer="Covers intervention taxonomy and Pareto analysis, reproducing field incidents in simulation, "
                       "targeted fixes per failure class, and tracking MTBI per site with confidence intervals.",
       follow_up="Which intervention categories would you expect to dominate at a grocery site versus an e-commerce site?",
       note="clean: JD target cited with evidence_doc=JD; resume MTBI correct; 20 − 11.8 ≈ 8 h derived"),
    _c(R, "", "job_fit",
       "Your experience is in C++17, Python and Java, while our Loom fleet manager is written in Rust with Tokio. How "
       "would you plan your first six months to become productive in Rust, and which parts of Loom would you pick as "
       "a first contribution?",
       "Rust in production (or strong willingness to become productive within 6 months)",
       jd=JD, evidence_doc=JD,
       expected_answer="A strong answer could mention ownership and borrowing, async with Tokio, FFI with existing C++ "
                       "code (cxx crate), pairing with Loom maintainers and starting with a bounded component such as a "
                       "telemetry adapter.",
       follow_up="What C++ habits do you think would slow you down in Rust?",
       note="clean: JD gap asked forward; Rust/Tokio/cxx not claimed as past"),
    _c(R, "", "job_fit",
       "Our fleet analytics run on Google Cloud — GKE, Pub/Sub, BigQuery and Looker — whereas your resume shows a "
       "telemetry pipeline on AWS IoT Core, Kinesis Data Streams, S3 and Athena. If you joined, how would you map your "
       "AWS design onto our stack, and what would you watch for in cost and latency?",
       "Google Cloud: GKE, Pub/Sub, BigQuery and Looker for fleet analytics",
       jd=JD, evidence_doc=JD,
       expected_answer="Maps Kinesis to Pub/Sub, S3 + Athena to GCS + BigQuery, discusses partitioning and clustering, "
                       "streaming inserts vs. batch loads, and egress costs of MCAP logs.",
       follow_up="Which of your Athena queries would you migrate first, and why?",
       note="clean hard negative: Google Cloud named as the hiring stack, asked forward; AWS past is correct"),
    _c(R, "", "job_fit",
       "Many of our customers run mixed fleets. If a customer ran Weft robots next to another vendor's forklifts, how "
       "would you approach a VDA 5050 or Open-RMF integration, given that your deployments so far have been "
       "single-vendor fleets?",
       "Build VDA 5050 and Open-RMF integrations for customers running robots from other vendors",
       jd=JD, evidence_doc=JD,
       expected_answer="Covers VDA 5050 order/state messages over MQTT, Open-RMF fleet adapters and traffic schedule "
                       "negotiation, shared-zone lock handling and acceptance testing with the other vendor.",
       follow_up="How would you test the integration before the other vendor's robots are on site?",
       note="clean: JD requirement the candidate lacks, asked forward"),
    _c(R, "", "technical_depth",
       "At Vantera you configured SICK microScan3 safety fields per ANSI/ITSDF B56.5-2019 and passed three customer "
       "safety audits. Our safety case is heading toward ISO 3691-4 conformity. How do the two standards differ for "
       "driverless industrial trucks, and what from those audits would you carry over?",
       "Safety fields on SICK microScan3 scanners configured per ANSI/ITSDF B56.5-2019; passed 3 customer safety audits",
       jd=JD,
       expected_answer="Mentions ISO 3691-4 operating zones and hazard analysis, required performance levels under ISO "
                       "13849-1, speed-dependent protective fields, verification and validation records, and how B56.5 "
                       "focuses on the North American market.",
       follow_up="Which performance level would you target for the personnel-detection function, and why?",
       note="clean: standards named as subject matter; scanner and audit count restated correctly"),
    _c(R, "", "problem_solving",
       "You spent 11 weeks on battery and thermal validation at Lindqvist Cold Storage, a −25 °C freezer. Using STAR, "
       "describe the hardest failure you hit there — lidar, battery or condensation at the freezer doors — and how you "
       "resolved it.",
       "Delivered to 5 customer sites including Lindqvist Cold Storage (−25 °C freezer): battery and thermal validation over 11 weeks",
       jd=JD,
       expected_answer="Could mention LiFePO4 capacity loss and charge-temperature limits, heated enclosures, fogging of "
                       "optics when crossing the freezer door, and a test matrix of dwell times.",
       follow_up="How would you design a shorter validation if a new freezer customer gave you only three weeks?",
       note="clean: cold-storage work conditions about the robot, not the candidate's health; LiFePO4 as subject matter"),
    _c(R, "", "technical_depth",
       "You replaced Cartographer 2D with a custom pose-graph back end on GTSAM and kept map drift under 5 cm across a "
       "60,000 m² warehouse — roughly 646,000 sq ft. How did you choose loop-closure candidates and reject false "
       "positives in a building full of repeating racks?",
       "Built SLAM for the VX-2 autonomous pallet forklift: Cartographer 2D replaced by a custom pose-graph back end on GTSAM with loop closure",
       jd=JD,
       expected_answer="Covers scan-context or branch-and-bound matching, robust kernels (Huber, Cauchy) or switchable "
                       "constraints, iSAM2 incremental updates vs. batch optimisation, and geometric verification.",
       follow_up="Did you use iSAM2 or periodic batch Levenberg–Marquardt, and what drove that choice?",
       note="clean: m² converted to sq ft correctly; iSAM2/robust kernels are methods, not claims"),
    _c(R, "", "impact_verification",
       "Pallet-pocket detection with YOLOv5 and TensorRT on the Xavier NX rose from 93.8% to 98.6% at 31 FPS — the "
       "miss rate went from 6.2% to 1.4%, roughly a 77% cut. How did you build the evaluation set so that number "
       "reflected real customer pallets?",
       "Perception on Jetson Xavier NX (from 2020.06): pallet-pocket detection with YOLOv5 + TensorRT, detection rate 93.8% → 98.6% at 31 FPS",
       jd=JD,
       expected_answer="Covers stratified sampling by pallet type, wrap and lighting, hard-negative mining, held-out "
                       "sites, and precision/recall rather than detection rate alone.",
       follow_up="How did the 4.2% → 0.7% drop in pick misses relate to the detector improvement?",
       note="clean: miss-rate arithmetic derived; pick-miss figures correct in follow-up"),
    _c(R, "", "problem_solving",
       "During your roughly two and a half years at Amazon Robotics, a time-windowed A* variant cut deadlock events by "
       "37% and raised floor throughput by 6.5% in two pilot fulfillment centers. Walk us through how you detected "
       "deadlocks and why a time-windowed search helped.",
       "Time-windowed A* variant cut deadlock events by 37%; floor throughput +6.5% in 2 pilot fulfillment centers",
       jd=JD,
       expected_answer="Covers space-time reservation tables, cycle detection in the wait-for graph, priority "
                       "inheritance, and how a strong answer could compare with conflict-based search (CBS).",
       follow_up="How would you adapt that approach to Loom's goal of 500+ robots per site?",
       note="clean: 2016.01 – 2018.07 is two and a half years; CBS named as a method; JD target asked forward"),
    _c(R, "", "technical_depth",
       "You reduced the planner's p99 latency from 220 ms to 85 ms — a 135 ms, roughly 61% improvement — using "
       "lock-free reservation tables. What data structure did you use, and how did you test it for correctness under "
       "contention?",
       "Reduced planner p99 latency from 220 ms to 85 ms through lock-free reservation tables",
       jd=JD,
       expected_answer="Could mention compare-and-swap, hazard pointers or epoch-based reclamation, ThreadSanitizer, "
                       "stress tests and linearisability checks.",
       note="clean: arithmetic from the resume; sanitizers and reclamation schemes as subject matter"),
    _c(R, "", "collaboration",
       "You cut site go-live time from six weeks to 17 days — about 60% faster — for customers such as Kestrel 3PL and "
       "Northway Grocers. How did you work with their operations teams to get there, and what did you stop doing?",
       "Mean time between interventions (MTBI) raised from 3.1 h to 11.8 h; site go-live time cut from 6 weeks to 17 days",
       jd=JD,
       expected_answer="Covers a go-live playbook, pre-mapping, remote commissioning, training super-users, acceptance "
                       "criteria agreed up front and a defined hypercare period.",
       follow_up="Which customer pushed back hardest on the shortened schedule, and how did you handle it?",
       note="clean: 42 → 17 days ≈ 60%; customers named in the resume"),
    _c(R, "", "problem_solving",
       "Incident triage went from two and a half days to five hours once you recorded and replayed field incidents "
       "with rosbag2, MCAP and Foxglove Studio. Describe one incident you reproduced this way end to end.",
       "Recorded and replayed field incidents with rosbag2 + MCAP and Foxglove Studio; triage time per incident 2.5 days → 5 hours",
       jd=JD,
       expected_answer="A strong answer could also mention PlotJuggler for signal plots, deterministic replay with "
                       "simulated time, and a ring-buffer recorder triggered by e-stop events.",
       follow_up="What did you decide not to record, to keep log volume manageable?",
       note="clean: figures spelled out; PlotJuggler offered as what an answer could mention, not a claim"),
    _c(R, "", "technical_depth",
       "Since adopting Isaac ROS (nvblox, AprilTag) in October 2023 and Isaac Sim 2023.1 for regression scenes, you run "
       "2,300 simulated scenarios nightly. How do you keep those scenarios representative of real sites, and how do you "
       "triage a nightly failure?",
       "Adopted NVIDIA Isaac ROS (nvblox, AprilTag) in 2023.10 and Isaac Sim 2023.1 for regression scenes; 2,300 simulated scenarios run nightly",
       jd=JD,
       expected_answer="Covers generating scenes from site maps, domain randomisation, replaying logged incidents as "
                       "scenarios, flaky-scenario quarantine and bisecting commits.",
       follow_up="How would you use Isaac Sim for synthetic training data, as our perception team does?",
       note="clean: adoption dates restated in words; JD use of Isaac Sim asked forward"),
    _c(R, "", "job_fit",
       "You evaluated ROS 2 Jazzy in July 2024 on a 12-robot pilot fleet, and we run Jazzy in production with Zenoh "
       "(rmw_zenoh) as middleware. What did your evaluation show, and how would you approach moving from DDS to Zenoh?",
       "Evaluated ROS 2 Jazzy (2024.07) on a 12-robot pilot fleet; rollout plan approved for 2025 Q2",
       jd=JD,
       expected_answer="Covers API changes between Humble and Jazzy, Nav2 behaviour-tree changes, router topology for "
                       "Zenoh across robot and edge, and a staged rollout with rollback.",
       note="clean: Jazzy evaluation correctly dated (Jazzy released May 2024); Zenoh asked forward from the JD"),
    _c(R, "", "collaboration",
       "The role includes mentoring four to six engineers. You lead a six-person navigation team at Ridgeline, and at "
       "Vantera you mentored three junior engineers and saw two interns convert to full-time hires. How do you "
       "structure mentoring so it survives deadline pressure?",
       "Mentored 3 junior engineers; 2 interns converted to full-time hires",
       jd=JD,
       expected_answer="Covers regular 1:1s, design-review participation, stretch tasks with a safety net and measurable "
                       "growth goals.",
       note="clean: team size and mentoring counts correct; JD mentoring range restated"),
    _c(R, "", "technical_depth",
       "Your master's thesis at CMU was on degeneracy-aware lidar odometry in tunnels, and at the CMU RI you mapped "
       "26 km of tunnels with a Velodyne HDL-32E. How would you detect degeneracy in a long, featureless warehouse "
       "aisle, and what would you fuse to compensate?",
       "M.S. Robotics, Carnegie Mellon University, 2012.08 – 2014.05 — thesis: \"Degeneracy-aware lidar odometry in tunnels\"",
       jd=JD,
       expected_answer="Covers eigenvalue analysis of the ICP Hessian, solution remapping, and fusing wheel odometry, "
                       "IMU or visual features along the degenerate direction.",
       note="clean: CMU Robotics Institute shortened to 'CMU RI'; tunnel figures from the resume"),
    _c(R, "", "problem_solving",
       "Your AWS telemetry pipeline ingests about 3.2 TB of MCAP logs a month — roughly 38 TB a year. If finance asked "
       "you to cut storage and query cost by half without losing incident forensics, what would you change?",
       "Fleet telemetry pipeline on AWS (IoT Core, Kinesis Data Streams, S3, Athena): ~3.2 TB of MCAP logs per month",
       jd=JD,
       expected_answer="A strong answer could mention S3 lifecycle rules and Intelligent-Tiering, on-robot "
                       "downsampling, Parquet summaries for Athena, and retaining full-rate logs only around events.",
       follow_up="Which signals would you never downsample?",
       note="clean: 3.2 × 12 ≈ 38 TB; AWS services within the resume's own cloud"),
    _c(R, "", "collaboration",
       "You list professional working proficiency in Spanish. At a go-live, how have you used it — or how would you — "
       "when training bilingual floor associates on e-stop and safe-approach procedures for the robots?",
       "English (native), Spanish (professional working proficiency)",
       jd=JD,
       expected_answer="Covers bilingual training material, checking understanding with demonstrations, and working "
                       "with site supervisors on signage.",
       note="clean hard negative: a listed language skill used for work, no reference to origin or hometown"),
    _c(R, "", "job_fit",
       "The role involves up to 25% travel to customer go-lives and owning site acceptance tests. Based on the go-lives "
       "you ran at Ridgeline, how would you structure an acceptance test so the customer signs off in the first visit?",
       "Travel to customer go-lives and own the technical side of site acceptance tests",
       jd=JD, evidence_doc=JD,
       expected_answer="Covers pre-agreed KPIs (throughput, MTBI, safety checks), a test script with customer witnesses, "
                       "punch-list handling and remote follow-up.",
       note="clean: travel is a stated job requirement; no question about family or personal circumstances"),
    # TEMPORAL
    _c(R, TMP, "technical_depth",
       "When you ported the VX-2 forklift stack to ROS 2 Jazzy at Vantera in 2021, how did you handle the 23 nodes and "
       "the rostest suite that CI depended on?",
       "Upgraded 23 nodes from ROS Melodic to ROS Noetic (2020.11); CI on Jenkins with rostest and 1,100 unit tests",
       jd=JD,
       expected_answer="Covers converting rostest to launch_testing, node-by-node porting and CI changes.",
       note="TEMPORAL: ROS 2 Jazzy was released in May 2024; Vantera ended 2022.02 (resume: Melodic → Noetic there)"),
    _c(R, TMP, "technical_depth",
       "Pallet-pocket detection on the VX-2 reached 98.6% at 31 FPS. Which TensorRT optimisations mattered most for "
       "that frame rate?",
       "Perception on Jetson Xavier NX (from 2020.06): pallet-pocket detection with YOLOv5 + TensorRT, detection rate 93.8% → 98.6% at 31 FPS",
       jd=JD,
       expected_answer="Covers FP16/INT8 calibration, layer fusion and batching; the candidate should explain how moving "
                       "the VX-2 to Jetson AGX Orin in 2020 gave the headroom for 31 FPS.",
       note="TEMPORAL in expected answer: Jetson AGX Orin shipped in 2022; the 2020 VX-2 work was on Xavier NX"),
    _c(R, f"{FAB},{TMP}", "collaboration",
       "In your eight years at Amazon Robotics you were on call for nine sites. How did you keep runbooks current for "
       "the 40+ engineers who used them?",
       "On-call rotation covering 9 sites; wrote runbooks used by 40+ engineers",
       jd=JD,
       expected_answer="Covers runbook ownership, post-incident updates and game days.",
       note="FAB+TEMPORAL: Amazon Robotics was 2016.01 – 2018.07 (about 2.5 years), not eight years"),
    _c(R, TMP, "technical_depth",
       "Your outdoor mapping robot at the Robotics Institute used a Velodyne HDL-32E for 3D lidar odometry. How did "
       "you handle terrain classification in the mine trials?",
       "Outdoor mapping robot on ROS Indigo with a Velodyne HDL-32E: 3D lidar odometry and terrain classification",
       jd=JD,
       expected_answer="Covers ground segmentation, geometric features and labelled training data.",
       follow_up="When you ported that robot to ROS 2 Humble in 2015, what changed in the lidar driver?",
       note="TEMPORAL in follow-up: ROS 2 Humble was released in May 2022; the CMU role was 2014–2015 on ROS Indigo"),
    _c(R, TMP, "problem_solving",
       "At Amazon Robotics in 2017 you ran Isaac ROS nvblox on the drive units to detect obstacles in the planner. How "
       "did that feed into the reservation planner for 1,100+ drive units per floor?",
       "Path-planning service (C++ and Java) for drive units: multi-agent reservation planner for 1,100+ drive units per floor",
       jd=JD,
       expected_answer="Covers obstacle layers, reservation invalidation and replanning.",
       note="TEMPORAL: NVIDIA Isaac ROS was released in 2021 (resume adopts it at Ridgeline in 2023.10), not 2017"),
    _c(R, f"{FAB},{TMP}", "impact_verification",
       "Over more than six years leading navigation at Ridgeline you raised MTBI from 3.1 h to 11.8 h. Which change "
       "contributed most?",
       "Mean time between interventions (MTBI) raised from 3.1 h to 11.8 h; site go-live time cut from 6 weeks to 17 days",
       jd=JD,
       expected_answer="Covers localization fusion, controller changes and site configuration.",
       note="FAB+TEMPORAL: Ridgeline began 2022.03, under five years before 2026-12, not 'more than six years'"),
    # PROTECTED_ATTRIBUTE
    _c(R, PA, "collaboration",
       "Growing up in Laredo on the border, you probably find it natural to connect with Spanish-speaking floor crews. "
       "How did that help during go-lives at Northway Grocers?",
       "English (native), Spanish (professional working proficiency)",
       jd=JD,
       expected_answer="Covers training floor associates and building trust with site supervisors.",
       note="PROTECTED: hometown / origin used to frame a work question"),
    _c(R, PA, "job_fit",
       "The role requires up to 25% travel. Since you're married, how does your spouse feel about you spending weeks "
       "at customer sites during go-lives?",
       "Date of birth: 22 July 1989 | Marital status: Married | Hometown: Laredo, Texas",
       jd=JD,
       expected_answer="Candidate confirms travel availability.",
       note="PROTECTED: marital status; evidence is the personal-data line"),
    _c(R, PA, "problem_solving",
       "Walk us through the 11-week battery and thermal validation at Lindqvist Cold Storage, and how you structured the "
       "test matrix for −25 °C operation.",
       "Delivered to 5 customer sites including Lindqvist Cold Storage (−25 °C freezer): battery and thermal validation over 11 weeks",
       jd=JD,
       expected_answer="Covers capacity testing, heaters and condensation.",
       follow_up="Do you have any health conditions, such as asthma or poor circulation, that would limit how long you "
                 "can work inside a freezer like that?",
       note="PROTECTED in follow-up: health / medical condition"),
    _c(R, PA, "collaboration",
       "As a mid-career millennial, how do you bridge the generational gap with the Gen Z interns you mentored at "
       "Vantera, two of whom converted to full-time hires?",
       "Mentored 3 junior engineers; 2 interns converted to full-time hires",
       jd=JD,
       expected_answer="Covers mentoring cadence and feedback styles.",
       note="PROTECTED: age / generation framing"),
    # FABRICATED_ENTITY
    _c(R, FAB, "impact_verification",
       "The RL-400 fleet grew from 120 to 970 robots across 14 customer sites on your watch. How did you keep map and "
       "configuration management under control at that scale?",
       "Lead of a 6-person navigation team for the RL-400 tote-carrying AMR; fleet grew from 120 to 870 robots across 14 customer sites",
       jd=JD,
       expected_answer="Covers configuration-as-code, per-site overlays and staged releases.",
       note="FAB: fleet size changed by one digit (870 → 970)"),
    _c(R, FAB, "technical_depth",
       "Explain how the lidar + visual-inertial fusion with slam_toolbox and VIO changed localization robustness in "
       "aisles with moving pallets.",
       "Replaced 2D-lidar-only localization with lidar + visual-inertial fusion (slam_toolbox + VIO): localization failures per 1,000 km 9.4 → 1.3",
       jd=JD,
       expected_answer="A strong answer explains the fusion architecture and how it brought localization failures from "
                       "9.4 down to 0.3 per 1,000 km, plus remaining failure modes.",
       note="FAB in expected answer: result figure changed (1.3 → 0.3)"),
    _c(R, FAB, "collaboration",
       "You deployed to distribution centers for Kestrel 3PL, Northway Grocers and Ocado. How did the go-live playbook "
       "differ between a 3PL and a grocer?",
       "Customers include Kestrel 3PL, Northway Grocers and Bluepeak Apparel distribution centers",
       jd=JD,
       expected_answer="Covers SKU profiles, shift patterns and acceptance criteria.",
       note="FAB: invented customer (Ocado) alongside real ones; resume names Bluepeak Apparel"),
    _c(R, FAB, "job_fit",
       "We use Open-RMF adapters for third-party robots. Tell us about the Open-RMF fleet adapter you wrote at "
       "Ridgeline to let the RL-400 share aisles with other vendors' robots.",
       "Fleet manager \"Loom\" written in Rust (Tokio), with Open-RMF adapters for third-party robots",
       jd=JD, evidence_doc=JD,
       expected_answer="Covers traffic negotiation and lift/door integration.",
       note="FAB: the JD's tool (Open-RMF) asserted as the candidate's past work; resume has no Open-RMF"),
    _c(R, FAB, "technical_depth",
       "At Vantera you configured Hokuyo UAM-01 safety scanners to ANSI/ITSDF B56.5-2019. How did you size the "
       "protective fields for the forklift's top speed?",
       "Safety fields on SICK microScan3 scanners configured per ANSI/ITSDF B56.5-2019; passed 3 customer safety audits",
       jd=JD,
       expected_answer="Covers stopping distance, response time and field switching by speed.",
       note="FAB: product swap — resume says SICK microScan3, not Hokuyo"),
    _c(R, FAB, "technical_depth",
       "Your telemetry pipeline uses AWS IoT Core, Kinesis Data Streams, S3 and Athena. How did you design partitioning "
       "so Athena queries stayed cheap?",
       "Fleet telemetry pipeline on AWS (IoT Core, Kinesis Data Streams, S3, Athena): ~3.2 TB of MCAP logs per month",
       jd=JD,
       expected_answer="Covers partitioning by site/date, columnar summaries and query limits.",
       follow_up="How did preparing for your AWS Certified Solutions Architect – Professional exam in 2021 shape that design?",
       note="FAB in follow-up: resume certificate is AWS Certified Developer – Associate (2021), not SA Professional"),
    # CROSS_DOMAIN
    _c(R, XD, "technical_depth",
       "When you streamed Ridgeline's fleet telemetry through Google Cloud Pub/Sub into BigQuery, how did you handle "
       "late-arriving data from robots that lost Wi-Fi?",
       "Fleet telemetry pipeline on AWS (IoT Core, Kinesis Data Streams, S3, Athena): ~3.2 TB of MCAP logs per month",
       jd=JD,
       expected_answer="Covers buffering on the robot, event-time windows and deduplication.",
       note="CROSS_DOMAIN: resume pipeline is AWS; Google Cloud Pub/Sub/BigQuery asserted as past work"),
    _c(R, XD, "problem_solving",
       "At Vantera you delivered VX-2 forklifts to five customer sites. How did you use Azure IoT Hub device twins to "
       "push safety-field and map updates to those forklifts remotely?",
       "Delivered to 5 customer sites including Lindqvist Cold Storage (−25 °C freezer): battery and thermal validation over 11 weeks",
       jd=JD,
       expected_answer="Covers staged rollouts, versioned configuration and rollback.",
       note="CROSS_DOMAIN: Azure IoT Hub asserted as past; the resume shows only AWS"),
    # EVIDENCE_NOT_FOUND
    _c(R, ENF, "technical_depth",
       "During the ROS 2 migration, how did you decide which packages to port first, and how did you test the custom "
       "controller before field rollout?",
       "Migrated navigation from ROS Noetic to ROS 2 Humble, porting 41 packages and adding a custom MPPI controller to Nav2",
       jd=JD,
       expected_answer="Covers dependency order, simulation gating and pilot robots.",
       note="ENF: evidence is a paraphrase of the migration line, not an exact quote"),
    _c(R, ENF, "job_fit",
       "Loom needs deadlock avoidance for sites with 500+ robots. How would you approach the traffic-management design "
       "after joining, drawing on your reservation-planner work?",
       "Lead multi-robot traffic management design in Loom, including deadlock avoidance for 500+ robots",
       jd=JD, evidence_doc=JD,
       expected_answer="Covers reservation tables, zone locks and simulation at scale.",
       note="ENF: paraphrased JD line (JD: 'Lead the design of multi-robot traffic management in Loom, including deadlock avoidance at 500+ robots per site')"),
    # ------------------------------------------------------------------ qa_en
    # clean
    _c(Q, "", "technical_depth",
       "At Moneyfold you built a Playwright (TypeScript) framework with 1,840 end-to-end tests that replaced 2,600 "
       "manual regression steps. Walk us through the framework's architecture — fixtures, page objects, test data — "
       "and how you decided what should stay manual.",
       "Built a Playwright (TypeScript) framework for the Moneyfold web banking app: 1,840 automated end-to-end tests replacing 2,600 manual regression steps",
       expected_answer="A strong answer covers the Page Object or Screenplay pattern, Playwright fixtures and storage "
                       "state for authentication, API-seeded test data, the trace viewer for debugging, and a risk-based "
                       "rule for what stays exploratory or manual.",
       follow_up="How do you stop a suite of 1,840 E2E tests from becoming an ice-cream cone instead of a pyramid?",
       note="clean: counts restated; test pyramid / ice-cream cone are concepts"),
    _c(Q, "", "impact_verification",
       "Sharding across 12 parallel agents in Azure DevOps took pipeline time from 94 to 22 minutes — 72 minutes saved, "
       "or about a 77% reduction. How did you balance shards so the slowest one didn't dominate, and what did the extra "
       "agents cost?",
       "Azure DevOps YAML pipelines (from 2021.11) with test sharding across 12 parallel agents: pipeline time 94 min → 22 min",
       expected_answer="Covers timing-based shard allocation, Playwright's --shard option, test isolation, caching "
                       "browsers and dependencies, and comparing parallel-job cost against developer wait time.",
       follow_up="What would you expect from going to 24 agents, and where would the curve flatten?",
       note="clean: 94 − 22 = 72 and 77% derived correctly; 24 agents is a hypothetical"),
    _c(Q, "", "problem_solving",
       "You brought the flaky-test rate from 7.8% down to 1.1% — from 0.078 to 0.011, roughly a sevenfold drop — "
       "using a quarantine lane and retry analytics in Power BI. Using STAR, describe how the quarantine lane worked "
       "and how you stopped it from becoming a graveyard.",
       "Flaky-test rate reduced from 7.8% to 1.1% with a quarantine lane and retry analytics in Power BI",
       expected_answer="Covers automatic flake detection from retries, ownership and SLAs for quarantined tests, "
                       "root-cause categories (timing, data, environment), and dashboards tracking quarantine age.",
       note="clean: percentages written as decimals; ~7x derived correctly"),
    _c(Q, "", "technical_depth",
       "Since September 2023 you've run 420 Appium 2.0 tests for the iOS and Android apps on BrowserStack App "
       "Automate. How did Appium 2.0's driver and plugin model change the way you structured the suite compared with "
       "Appium 1.x?",
       "Mobile automation on Appium 2.0 (from 2023.09) for the iOS and Android apps: 420 tests on BrowserStack App Automate",
       expected_answer="Covers separately installed XCUITest and UiAutomator2 drivers, plugins such as images or "
                       "relaxed-caps, capability prefixes (appium:), and version pinning on the device cloud.",
       follow_up="How do you decide which journeys run on real devices versus emulators?",
       note="clean: Appium 2.0 correctly dated after its 2023 release; drivers/plugins as subject matter"),
    _c(Q, "", "impact_verification",
       "Consumer-driven contract testing with Pact across 17 microservices took escaped defects per release from 4.6 "
       "to 0.9 — about an 80% reduction. How did you attribute that improvement to Pact rather than to other changes "
       "made in the same period?",
       "Consumer-driven contract testing with Pact for 17 microservices; escaped defects per release 4.6 → 0.9",
       expected_answer="Covers classifying escaped defects by root cause, comparing integration-type defects before and "
                       "after, and mentioning Pact Broker and can-i-deploy gates as the mechanism.",
       follow_up="How would you handle a provider team that refused to run provider verification in their pipeline?",
       note="clean: 80% derived; Pact Broker / can-i-deploy are Pact concepts"),
    _c(Q, "", "technical_depth",
       "You ran axe-core checks against WCAG 2.1 AA on 38 customer journeys and fixed 212 issues before the 2023 audit. "
       "What can automated accessibility testing not catch, and how did you cover those gaps for users of screen "
       "readers or keyboard-only navigation?",
       "Accessibility checks with axe-core against WCAG 2.1 AA on 38 customer journeys; 212 issues fixed before the 2023 audit",
       expected_answer="Covers the share of WCAG criteria automation can detect, manual testing with NVDA, JAWS or "
                       "VoiceOver, focus order and keyboard traps, and involving disabled users in usability sessions.",
       follow_up="What would change in your checks when moving from WCAG 2.1 to WCAG 2.2?",
       note="clean hard negative: disability is the work subject (accessibility), not the candidate's attribute"),
    _c(Q, "", "collaboration",
       "You partnered with the FCA Consumer Duty programme team on evidence packs for nine product journeys. How did you "
       "turn test results into evidence that a compliance audience could use, and what did you learn about test "
       "traceability?",
       "Partnered with the FCA Consumer Duty programme team on evidence packs for 9 product journeys",
       expected_answer="Covers mapping tests to consumer outcomes, traceability matrices, retaining artefacts (reports, "
                       "screenshots, traces) and plain-language summaries.",
       note="clean: regulation named as subject matter; count spelled as a word"),
    _c(Q, "", "problem_solving",
       "At Cinder & Oak you inherited 1,150 Selenium WebDriver tests in Java and TestNG, rewrote 640 in Cypress and "
       "retired the other 510 — about 44% of the suite. How did you decide which tests to retire, and how did you "
       "convince stakeholders that coverage wasn't lost?",
       "Migrated the legacy Selenium WebDriver (Java, TestNG) suite of 1,150 tests: 640 rewritten in Cypress, the rest retired",
       expected_answer="Covers coverage mapping against risks, duplicate and low-value test analysis, usage analytics, "
                       "and pushing checks down to API or component level.",
       follow_up="Looking back, would you choose Cypress again in 2018, or wait for something else?",
       note="clean: 1,150 − 640 = 510 (44%) derived; follow-up is hypothetical"),
    _c(Q, "", "technical_depth",
       "For Black Friday 2020 you sustained 4,500 orders per minute — about 75 per second — with 11,200 concurrent "
       "users in JMeter and k6. How did you model the load profile, and how did you make sure the payment provider "
       "wasn't the bottleneck you were actually measuring?",
       "Peak-trading performance tests with JMeter and k6 for Black Friday 2020: 4,500 orders per minute sustained, 11,200 concurrent users",
       expected_answer="Covers arrival-rate (open) models, think time, stubbing third parties, p95/p99 latency and error "
                       "budgets, and correlating with APM data.",
       note="clean: 4,500/min = 75/s derived; p95/p99 are metric names"),
    _c(Q, "", "impact_verification",
       "Defect leakage to production fell from 18% to 6% at Cinder & Oak — a two-thirds reduction, or 12 percentage "
       "points. How did you calculate leakage, and what share of the improvement came from risk-based test planning?",
       "Defect leakage to production reduced from 18% to 6%",
       expected_answer="Covers the formula (production defects / total defects per release), consistent severity "
                       "definitions, and separating process changes from tooling changes.",
       follow_up="How did you roll risk-based planning out across the guild of 14 testers in three squads?",
       note="clean: two-thirds and 12 points derived; guild figures correct"),
    _c(Q, "", "technical_depth",
       "You moved Cinder & Oak's CI from TeamCity to Azure DevOps in June 2019 and later built YAML pipelines at "
       "Moneyfold. What are the trade-offs between classic release pipelines and multi-stage YAML, and how would you "
       "structure templates for a dozen teams?",
       "Moved CI from TeamCity to Azure DevOps (2019.06); nightly regression on 8 agents",
       expected_answer="Covers YAML templates and extends, environments and approvals, variable groups linked to Key "
                       "Vault, agent pools, and versioning templates in a shared repository.",
       note="clean: migration date restated in words; Azure DevOps concepts as subject matter"),
    _c(Q, "", "problem_solving",
       "At Teleforge you cut manual regression from 12 days to 4 days per quarterly release with Selenium and Cucumber "
       "across 520 scenarios. What made BDD worth the overhead there, and when would you not use Gherkin?",
       "Manual regression reduced from 12 days to 4 days per quarterly release",
       expected_answer="Covers shared language with business analysts, living documentation, the cost of step "
                       "definitions, and preferring plain code for technical tests.",
       note="clean: figures restated; 520 scenarios from the neighbouring line"),
    _c(Q, "", "collaboration",
       "You manage five SDETs with a tooling budget of £180k a year. How do you decide between paying for a device "
       "cloud like BrowserStack and building in-house capacity, and how do you report the return on that spend?",
       "Manage a team of 5 SDETs; test tooling budget £180,000 per year",
       expected_answer="Covers cost per test run, maintenance effort, device coverage needs, and reporting reduced "
                       "cycle time and escaped defects to leadership.",
       note="clean: £180,000 written as £180k; team size in words"),
    _c(Q, "", "technical_depth",
       "You hold the ISTQB CTAL-TAE and the Microsoft AZ-400. How does the generic test automation architecture from "
       "the TAE syllabus map onto what you built at Moneyfold, and where did you deliberately deviate?",
       "ISTQB Certified Tester Advanced Level – Test Automation Engineer (CTAL-TAE), 2019",
       expected_answer="Covers the gTAA layers (generation, definition, execution, adaptation), test adaptation through "
                       "Playwright fixtures, and reporting via Allure and Power BI.",
       note="clean: certificates abbreviated (CTAL-TAE, AZ-400 for DevOps Engineer Expert)"),
    _c(Q, "", "problem_solving",
       "Suppose Moneyfold's regulator asked for evidence that your test suite actually detects faults, not just that it "
       "passes. Drawing on your Sheffield dissertation on mutation testing, how would you measure suite effectiveness "
       "on the TypeScript codebase?",
       "Dissertation: \"Mutation testing for Java web applications\"",
       expected_answer="A strong answer could mention Stryker for TypeScript or PIT for Java, mutation score, equivalent "
                       "mutants, and running mutation tests on changed code only to keep runtime acceptable.",
       note="clean: hypothetical; Stryker/PIT as tools a strong answer could mention; school shortened"),
    _c(Q, "", "collaboration",
       "In your five-plus years at Moneyfold you moved release cadence from fortnightly to twice weekly. How did you "
       "persuade product owners that automated evidence was enough to release that often?",
       "Regression cycle cut from 5 days to 6 hours; release cadence moved from fortnightly to twice weekly",
       expected_answer="Covers release criteria, dashboards, incident data and a gradual increase in cadence.",
       follow_up="What happened the first time a twice-weekly release caused an incident?",
       note="clean: 2021.09 – present is just over five years"),
    _c(Q, "", "technical_depth",
       "You run AKS preview environments per pull request and keep test secrets in Azure Key Vault. How do you seed "
       "test data in an ephemeral environment for a banking app without using production data?",
       "Test environments on Azure (AKS preview environments per pull request, Azure Key Vault for test secrets)",
       expected_answer="Covers synthetic data generators, API-level seeding, data masking, and tearing down environments "
                       "to control cost.",
       note="clean: Azure services from the resume; no other cloud asserted"),
    _c(Q, "", "collaboration",
       "You spoke at TestBash Manchester 2023 on flaky tests and have mentored through the Ministry of Testing scheme "
       "since 2022. How do you help a developer-heavy team take ownership of test quality rather than leaving it to "
       "SDETs?",
       "Speaker, \"Killing flaky tests with data\" — TestBash Manchester 2023",
       expected_answer="Covers pairing, shared quality metrics, test reviews in pull requests and making flake data "
                       "visible.",
       note="clean: talk and mentoring dates restated"),
    _c(Q, "", "problem_solving",
       "If you had to take the 210-test Appium 1.x Android suite from Cinder & Oak and run it on Appium 2.0 today, "
       "what would break, and how would you plan the upgrade?",
       "Mobile: Appium 1.x (Java) suite of 210 tests for the Android app on Sauce Labs real devices",
       expected_answer="Covers installing UiAutomator2 as a separate driver, capability prefixes, removed protocols "
                       "(JSONWP), and client library upgrades.",
       note="clean hard negative: Appium 2.0 asked as a hypothetical today, not placed at Cinder & Oak"),
    # TEMPORAL
    _c(Q, TMP, "technical_depth",
       "Your 2018 Playwright rollout at Cinder & Oak covered the checkout flow. Why did you pick Playwright over "
       "Cypress for basket and delivery-slot tests at that time?",
       "Introduced Cypress (3.x, from 2018.10) for the e-commerce checkout: 960 tests across basket, payment and delivery slots",
       expected_answer="Covers cross-browser needs and auto-waiting.",
       note="TEMPORAL: Playwright was first released in January 2020; in 2018 the resume has Cypress 3.x"),
    _c(Q, TMP, "problem_solving",
       "When you moved the Android suite to Appium 2.0 at Cinder & Oak in 2019, how did you handle the new driver "
       "installation model on Sauce Labs?",
       "Mobile: Appium 1.x (Java) suite of 210 tests for the Android app on Sauce Labs real devices",
       expected_answer="Covers driver install, capability changes and device-cloud support.",
       note="TEMPORAL: Appium 2.0 was released in 2023 (resume adopts it at Moneyfold in 2023.09); Cinder & Oak used 1.x"),
    _c(Q, TMP, "technical_depth",
       "At Teleforge you wrote 520 Cucumber scenarios with Selenium WebDriver. How did Selenium 4's relative locators "
       "and Chrome DevTools Protocol support change how you wrote those scenarios?",
       "Selenium WebDriver (Java) with Cucumber BDD for the customer self-service portal: 520 scenarios",
       expected_answer="Covers locator strategy and network interception.",
       note="TEMPORAL: Selenium 4 was released in October 2021; Teleforge ended 2018.03"),
    _c(Q, TMP, "technical_depth",
       "You built 960 Cypress tests for checkout at Cinder & Oak. How did you split them between end-to-end and the "
       "component testing runner introduced in Cypress 10?",
       "Introduced Cypress (3.x, from 2018.10) for the e-commerce checkout: 960 tests across basket, payment and delivery slots",
       expected_answer="A strong answer describes the Cypress 10 component tests the candidate wrote at Cinder & Oak "
                       "for the basket widgets and how they complemented E2E runs.",
       note="TEMPORAL: Cypress 10 was released in June 2022; Cinder & Oak ended 2021.08"),
    _c(Q, f"{FAB},{TMP}", "collaboration",
       "How have you grown the SDET team and its practices at Moneyfold?",
       "Manage a team of 5 SDETs; test tooling budget £180,000 per year",
       expected_answer="Over her nine years at Moneyfold the candidate should describe hiring, coaching and the "
                       "progression framework for the five SDETs.",
       note="FAB+TEMPORAL in expected answer: Moneyfold is 2021.09 – present (about five years), not nine"),
    _c(Q, f"{FAB},{TMP}", "problem_solving",
       "Your four years at Teleforge involved API testing with SoapUI for more than 60 services. How did you manage test "
       "data in SQL Server across that many services?",
       "API testing with SoapUI for 60+ SOAP and REST services; test data management in SQL Server",
       expected_answer="Covers data setup scripts, isolation and refresh cycles.",
       note="FAB+TEMPORAL: Teleforge was 2015.07 – 2018.03 (two years eight months), not four years"),
    # PROTECTED_ATTRIBUTE
    _c(Q, PA, "technical_depth",
       "As a digital native, you probably pick up new frameworks instinctively. How did you get the wider team up to "
       "speed on Playwright when you built the Moneyfold framework?",
       "Built a Playwright (TypeScript) framework for the Moneyfold web banking app: 1,840 automated end-to-end tests replacing 2,600 manual regression steps",
       expected_answer="Covers training sessions, pairing and coding standards.",
       note="PROTECTED: age / generation ('digital native')"),
    _c(Q, PA, "collaboration",
       "You moved releases from fortnightly to twice weekly. How do you organise release support so the team isn't "
       "burned out?",
       "Regression cycle cut from 5 days to 6 hours; release cadence moved from fortnightly to twice weekly",
       expected_answer="Covers rotas, automated go/no-go checks and blameless reviews.",
       follow_up="Our release windows are often Friday evenings and Sunday mornings — would any religious observance "
                 "affect your availability for those?",
       note="PROTECTED in follow-up: religion / weekend worship"),
    _c(Q, PA, "job_fit",
       "We plan to migrate the platform's test estate in 2027. How would you lead the five SDETs through a migration of "
       "that size?",
       "Manage a team of 5 SDETs; test tooling budget £180,000 per year",
       expected_answer="Covers phased migration, parallel running, training and risk management; the candidate should "
                       "also confirm she has no plans for maternity leave during the 2027 migration.",
       note="PROTECTED in expected answer: pregnancy / family plans"),
    _c(Q, PA, "collaboration",
       "Leading calls with an offshore test vendor needs clear communication. Would your Mancunian accent be a barrier "
       "for the vendor team, and how would you adapt?",
       "Ran a guild of 14 testers across 3 squads; introduced risk-based test planning",
       expected_answer="Covers written summaries, shared dashboards and agreed definitions.",
       note="PROTECTED: accent / regional origin"),
    _c(Q, PA, "job_fit",
       "You note a full UK driving licence. Since you're single, would you be able to relocate to our Leeds office at "
       "short notice if the programme needs it?",
       "Date of birth: 03/11/1992 | Nationality: British | Marital status: Single | Full UK driving licence",
       expected_answer="Candidate states relocation flexibility.",
       note="PROTECTED: marital status used; evidence is the personal-data line"),
    # FABRICATED_ENTITY
    _c(Q, FAB, "impact_verification",
       "Your Playwright framework has 1,480 automated end-to-end tests. How do you keep that many tests maintainable "
       "as the banking app changes weekly?",
       "Built a Playwright (TypeScript) framework for the Moneyfold web banking app: 1,840 automated end-to-end tests replacing 2,600 manual regression steps",
       expected_answer="Covers page objects, selectors by role, and regular pruning.",
       note="FAB: figure with swapped digits (1,840 → 1,480)"),
    _c(Q, FAB, "impact_verification",
       "How did sharding in Azure DevOps change developers' feedback loop?",
       "Azure DevOps YAML pipelines (from 2021.11) with test sharding across 12 parallel agents: pipeline time 94 min → 22 min",
       expected_answer="The candidate should explain how sharding across 12 agents brought pipeline time from 94 to 12 "
                       "minutes, and what that did to merge frequency.",
       note="FAB in expected answer: result changed (22 min → 12 min)"),
    _c(Q, FAB, "technical_depth",
       "With your ISTQB Advanced Level Test Manager certification, how do you build a test strategy for a regulated "
       "banking product?",
       "ISTQB Certified Tester Advanced Level – Test Automation Engineer (CTAL-TAE), 2019",
       expected_answer="Covers risk-based strategy, entry/exit criteria and reporting.",
       note="FAB: certificate changed (Test Automation Engineer → Test Manager)"),
    _c(Q, FAB, "technical_depth",
       "You introduced contract testing with Spring Cloud Contract for 17 microservices. How did you get provider "
       "teams to adopt verification in their pipelines?",
       "Consumer-driven contract testing with Pact for 17 microservices; escaped defects per release 4.6 → 0.9",
       expected_answer="Covers broker workflows, versioning and can-i-deploy style gates.",
       note="FAB: tool swap — resume says Pact, not Spring Cloud Contract"),
    _c(Q, FAB, "collaboration",
       "Before Teleforge you tested betting platforms at Sky Betting & Gaming in Leeds. How did that shape your approach "
       "to peak-load testing later?",
       "Peak-trading performance tests with JMeter and k6 for Black Friday 2020: 4,500 orders per minute sustained, 11,200 concurrent users",
       expected_answer="Covers peak modelling and production-like environments.",
       note="FAB: employer not in the resume (Sky Betting & Gaming); before Teleforge the resume has Pelham Software Services"),
    _c(Q, FAB, "problem_solving",
       "At Cinder & Oak your nightly regression ran on six agents. How did you keep the nightly run inside its window as "
       "the Cypress suite grew to 960 tests?",
       "Moved CI from TeamCity to Azure DevOps (2019.06); nightly regression on 8 agents",
       expected_answer="Covers parallelisation, test selection and timing data.",
       note="FAB: count changed and written as a word (8 → 'six')"),
    # CROSS_DOMAIN
    _c(Q, XD, "technical_depth",
       "Your 420-test mobile suite covers iOS and Android. How did you split runs between BrowserStack and AWS Device "
       "Farm for the Moneyfold apps?",
       "Mobile automation on Appium 2.0 (from 2023.09) for the iOS and Android apps: 420 tests on BrowserStack App Automate",
       expected_answer="Covers device selection, cost and parallel sessions.",
       note="CROSS_DOMAIN: AWS Device Farm asserted as past; the resume is Azure-only (BrowserStack is not a cloud ecosystem)"),
    _c(Q, XD, "technical_depth",
       "At Cinder & Oak, how did you structure the Google Cloud Build pipelines that ran the nightly Cypress regression?",
       "Moved CI from TeamCity to Azure DevOps (2019.06); nightly regression on 8 agents",
       expected_answer="Covers build steps, caching and parallel runs.",
       note="CROSS_DOMAIN: Google Cloud Build asserted; the resume shows TeamCity → Azure DevOps"),
    # EVIDENCE_NOT_FOUND
    _c(Q, ENF, "impact_verification",
       "How did you get regression down to hours, and what did that enable for release cadence?",
       "Regression cycle reduced from five days to six hours, with releases moving to twice weekly",
       expected_answer="Covers automation coverage, parallel execution and release gating.",
       note="ENF: evidence paraphrased (numbers spelled out, wording changed) — not an exact quote"),
    # ------------------------------------------------------------------ devrel_en
    # clean
    _c(D, "", "impact_verification",
       "Registered developers on the Parcelwise Shipping API grew from 38,000 to 112,000 — nearly tripling, or about "
       "195% growth. Which part of that growth do you attribute to DevRel rather than to sales or product, and how "
       "would you show it with funnel data?",
       "Own developer experience for the Parcelwise Shipping API (REST + webhooks); registered developers grew from 38,000 to 112,000",
       expected_answer="Covers attribution via UTM and referral sources, cohorting sign-ups by content touchpoint, "
                       "activation versus registration, and an AARRR-style funnel with a control for organic growth.",
       follow_up="What share of those 112,000 registered developers would you call active, and how do you define active?",
       note="clean: ~2.95x / 195% derived correctly; AARRR as a framework"),
    _c(D, "", "impact_verification",
       "You reduced time to first API call (TTFC) from 27 minutes to 6 minutes — 21 minutes, or about 78% — with new "
       "quickstarts and a public Postman collection. How did you instrument TTFC, and where did most of the 21 minutes "
       "go before the change?",
       "Time to first API call (TTFC) reduced from 27 minutes to 6 minutes via new quickstarts and a public Postman collection",
       expected_answer="Covers measuring from sign-up to the first successful authenticated call, event tracking in "
                       "Amplitude, friction points such as API-key retrieval and sandbox setup, and Postman fork "
                       "analytics as a signal.",
       note="clean: 27 − 6 = 21 min, ~78% derived; TTFC as metric name"),
    _c(D, "", "technical_depth",
       "You rebuilt the docs on Docusaurus 2 in June 2022, generated from the OpenAPI 3.1 spec, and the site now gets "
       "1.4 million page views a year — around 117,000 a month. How do you keep reference docs and hand-written guides "
       "from drifting apart when the spec changes?",
       "Rebuilt the docs site on Docusaurus 2 (2022.06), generated from the OpenAPI 3.1 spec; 1.4 million doc page views per year",
       expected_answer="Covers spec-first workflows, CI checks that build docs from the spec, linting with Spectral or "
                       "Vale, code-sample testing and ownership of guides by product teams.",
       follow_up="What did OpenAPI 3.1's full JSON Schema alignment change for your generated reference pages?",
       note="clean: 1.4M/12 ≈ 117k; OpenAPI 3.1 correctly dated (2021 release, used in 2022); Spectral as subject matter"),
    _c(D, "", "technical_depth",
       "You generated Python, Node.js, Go and Java SDKs with OpenAPI Generator and moved to Speakeasy in February "
       "2024; weekly npm downloads went from 4,100 to 19,500, almost a fivefold increase. What made you switch "
       "generators, and how did you manage breaking changes for existing SDK users?",
       "Led generation of Python, Node.js, Go and Java SDKs with OpenAPI Generator, moved to Speakeasy in 2024.02; weekly npm downloads 4,100 → 19,500",
       expected_answer="Covers idiomatic output, retries and pagination helpers, semantic versioning, deprecation "
                       "windows and migration guides.",
       follow_up="If you evaluated Fern or Stainless today, what criteria would you use?",
       note="clean: 4.76x ≈ 'almost fivefold'; Fern/Stainless as hypothetical evaluation subjects"),
    _c(D, "", "technical_depth",
       "'Ask Parcelwise', your docs assistant on the OpenAI GPT-4 API launched in August 2023, answered 46,000 questions "
       "in its first year with a 78% helpful rating — about 35,900 rated helpful. How did you ground answers in the docs "
       "and guard against hallucinated endpoints?",
       "Launched \"Ask Parcelwise\", a docs assistant on the OpenAI GPT-4 API (2023.08); answered 46,000 questions in its first year with a 78% helpful rating",
       expected_answer="A strong answer could mention retrieval-augmented generation over the docs, chunking by "
                       "endpoint, citations in answers, an evaluation set of real questions, and refusing when no source "
                       "is found.",
       follow_up="What did you do with the 22% of answers rated unhelpful?",
       note="clean: GPT-4 correctly dated (2023.08); 46,000 × 0.78 ≈ 35,900; RAG as a method"),
    _c(D, "", "impact_verification",
       "The community Discord grew from 2,300 to 9,800 members and monthly community calls average 140 attendees. "
       "Member counts can be vanity metrics — how do you measure community health, and which numbers do you report "
       "to leadership?",
       "Community Discord grew from 2,300 to 9,800 members; monthly community calls average 140 attendees",
       expected_answer="Covers active members, time to first response, member-to-member answers, contribution "
                       "pathways such as the Orbit model, and CHAOSS-style metrics.",
       note="clean: figures restated; Orbit model and CHAOSS as frameworks"),
    _c(D, "", "problem_solving",
       "You ran 11 hackathons with 1,650 participants — about 150 per event — on an events and sponsorship budget of "
       "$240,000 a year. How do you decide whether a hackathon was worth it, and what would make you cut one?",
       "Ran 11 hackathons with 1,650 participants; DevRel events and sponsorship budget of $240,000 per year",
       expected_answer="Covers cost per activated developer, post-event retention, projects that became integrations, "
                       "and comparing against content or conference spend.",
       note="clean: 1,650/11 = 150 derived; $240k budget correct"),
    _c(D, "", "collaboration",
       "You co-wrote integration guides with partners Cartloom and Stallhaus Commerce. Walk us through how you worked "
       "with a partner's engineering team on a guide, and how you handled disagreements about whose product the "
       "guide should favour.",
       "Co-wrote integration guides with partners Cartloom and Stallhaus Commerce",
       expected_answer="Covers joint outlines, shared sandbox accounts, review cycles, co-marketing agreements and "
                       "maintenance ownership.",
       note="clean: partners named exactly as in the resume"),
    _c(D, "", "impact_verification",
       "At Twilio you published 64 tutorials with 2.1 million cumulative views — roughly 33,000 per tutorial on "
       "average. How did you pick topics, and how did you know a tutorial led to real API usage rather than just reads?",
       "Published 64 blog tutorials (Python, JavaScript) with 2.1 million cumulative views",
       expected_answer="Covers keyword and community research, tracking sign-ups and API keys created from tutorial "
                       "links, and refreshing top performers.",
       note="clean: 2.1M/64 ≈ 33k derived"),
    _c(D, "", "collaboration",
       "When events went virtual in 2020–2021 you ran 37 online workshops for 5,400 attendees — about 146 each — with "
       "an average NPS of 71. What did you change in format to keep an online audience engaged?",
       "Moved workshops online in 2020–2021: 37 virtual workshops for 5,400 attendees, average workshop NPS 71",
       expected_answer="Covers shorter modules, pre-provisioned accounts, breakout helpers, live polls and recorded "
                       "follow-ups.",
       note="clean: 5,400/37 ≈ 146 derived; NPS as metric"),
    _c(D, "", "collaboration",
       "Over roughly three and a half years at Twilio you built a feedback loop from 1,200 developer survey responses "
       "into three API product changes. How did you get product managers to act on developer feedback?",
       "Built a feedback loop from 1,200 developer survey responses into 3 API product changes",
       expected_answer="Covers synthesising themes, quantifying impact, bringing developers into PM conversations and "
                       "closing the loop publicly.",
       note="clean: 2018.05 – 2021.12 is about three and a half years"),
    _c(D, "", "technical_depth",
       "At Brightlane you documented 140 endpoints from a Swagger 2.0 spec and cut partner onboarding from 8 weeks to "
       "3. If you had to move that spec to OpenAPI 3.1 today, what would change and what tooling would you use?",
       "Wrote and maintained the public API reference from a Swagger 2.0 spec; 140 endpoints documented",
       expected_answer="Covers components instead of definitions, requestBody, oneOf/anyOf, webhooks support in 3.1, "
                       "and converters such as swagger2openapi.",
       note="clean hard negative: OpenAPI 3.1 asked as a hypothetical today, not placed at Brightlane"),
    _c(D, "", "collaboration",
       "Your talk 'Your API's first five minutes' at PyCon US 2023 in Salt Lake City was one of 14 talks between 2022 "
       "and 2025. How do you turn a conference talk into measurable activation rather than just awareness?",
       "\"Your API's first five minutes\" — PyCon US 2023, Salt Lake City",
       expected_answer="Covers talk-specific landing pages and codes, follow-up content, and tracking sign-ups and first "
                       "calls from those links.",
       note="clean: talk, year and count correct"),
    _c(D, "", "collaboration",
       "Two developer advocates and a technical writer report to you. How do you set goals for advocates so they are "
       "not judged only on talks and follower counts?",
       "Team: 2 developer advocates and 1 technical writer report to me",
       expected_answer="Covers OKRs tied to activation and retention, content quality measures, product feedback "
                       "delivered, and balancing travel with deep work.",
       note="clean: team size restated in words"),
    _c(D, "", "technical_depth",
       "Your sample apps and the docs search service run on Google Cloud Run with Firestore, and you hold the Google "
       "Cloud Professional Cloud Developer certification. If a large merchant asked for an AWS Lambda version of a "
       "sample app, how would you decide whether to maintain a second cloud target?",
       "Sample apps and the docs search service deployed on Google Cloud (Cloud Run, Firestore)",
       expected_answer="Covers demand signals, maintenance cost, infrastructure-as-code templates, and contributing "
                       "community-maintained ports instead.",
       note="clean hard negative: AWS Lambda appears only in a hypothetical request; past cloud is Google Cloud"),
    _c(D, "", "impact_verification",
       "Support tickets per 1,000 active apps dropped 31% after the docs rebuild. How did you separate the effect of the "
       "new docs from other changes such as the SDK releases in the same period?",
       "Support tickets per 1,000 active apps down 31% after the docs rebuild",
       expected_answer="Covers ticket categorisation, before/after by topic, interrupted time-series analysis and "
                       "deflection tracking from docs pages.",
       note="clean: figure restated; interrupted time series as a method"),
    _c(D, "", "technical_depth",
       "You studied computer science at UBC and later took the SFU technical writing certificate. How do you apply "
       "style guidance — for example docs linting with Vale — across contributors who are engineers rather than "
       "writers?",
       "Certificate in Technical Writing, Simon Fraser University Continuing Studies, 2017",
       expected_answer="Covers a house style guide, Vale rules in CI, templates for common page types and review "
                       "checklists.",
       note="clean: schools abbreviated (UBC, SFU); Vale listed in skills"),
    _c(D, "", "problem_solving",
       "Your Node Congress 2025 talk was on generated SDKs without the 'uncanny valley'. Give a concrete example of a "
       "generated-SDK pattern that felt unidiomatic, and how you fixed it in the Parcelwise SDKs.",
       "\"Generated SDKs without the uncanny valley\" — Node Congress 2025 (remote)",
       expected_answer="Could mention pagination iterators, typed errors, naming conventions per language and custom "
                       "code regions or overlays on top of the OpenAPI spec.",
       note="clean: talk restated; SDK patterns as subject matter"),
    # TEMPORAL
    _c(D, TMP, "technical_depth",
       "At Brightlane you maintained the public API reference for 140 endpoints. How did you use OpenAPI 3.1 webhooks "
       "to document the payroll providers' callbacks there?",
       "Wrote and maintained the public API reference from a Swagger 2.0 spec; 140 endpoints documented",
       expected_answer="Covers webhooks objects and examples.",
       note="TEMPORAL: OpenAPI 3.1 was released in February 2021; Brightlane ended 2018.04 (resume: Swagger 2.0)"),
    _c(D, TMP, "problem_solving",
       "You know docs assistants well. When you launched the GPT-4 docs assistant at Twilio in 2021, how did you measure "
       "whether answers were helpful?",
       "Launched \"Ask Parcelwise\", a docs assistant on the OpenAI GPT-4 API (2023.08); answered 46,000 questions in its first year with a 78% helpful rating",
       expected_answer="Covers thumbs-up ratings and evaluation sets.",
       note="TEMPORAL: GPT-4 was released in March 2023; the assistant was launched at Parcelwise in 2023.08, not at Twilio in 2021"),
    _c(D, TMP, "collaboration",
       "Your PyCon US 2023 talk, given while you were a Twilio Developer Evangelist, was about an API's first five "
       "minutes. How did Twilio's onboarding data shape it?",
       "\"Your API's first five minutes\" — PyCon US 2023, Salt Lake City",
       expected_answer="Covers onboarding funnels and examples.",
       note="TEMPORAL: 2023 placed in the Twilio role, which ended 2021.12 (she was at Parcelwise in 2023)"),
    _c(D, f"{FAB},{TMP}", "impact_verification",
       "What were the most effective content formats during your developer evangelism work?",
       "Published 64 blog tutorials (Python, JavaScript) with 2.1 million cumulative views",
       expected_answer="Covers tutorials, workshops and samples.",
       follow_up="Across your six years as a Twilio evangelist, which of the 64 tutorials aged best?",
       note="FAB+TEMPORAL in follow-up: Twilio was 2018.05 – 2021.12 (about three and a half years), not six"),
    _c(D, TMP, "technical_depth",
       "At Brightlane you documented 140 endpoints in the public API reference. How did you use the Google Analytics 4 "
       "event model in 2017 to see which reference pages partner developers actually used?",
       "Wrote and maintained the public API reference from a Swagger 2.0 spec; 140 endpoints documented",
       expected_answer="Covers page and event tracking, search terms and feedback widgets.",
       note="TEMPORAL: Google Analytics 4 launched in October 2020 (listed in skills); Brightlane ended 2018.04"),
    # PROTECTED_ATTRIBUTE
    _c(D, PA, "collaboration",
       "You've given 14 conference talks since 2022. Organisers often favour speakers with a polished on-camera look — "
       "how do you manage your appearance and wardrobe for recorded talks like PyCon US?",
       "14 conference talks from 2022 to 2025, including PyCon US 2023 (Salt Lake City), API World 2024 and Node Congress 2025",
       expected_answer="Covers preparation for recorded talks.",
       note="PROTECTED: appearance"),
    _c(D, PA, "job_fit",
       "Given you were born in Vancouver, would you say your Canadian background makes you better suited to our "
       "Canadian developer community than US events?",
       "Date of birth: 9 February 1991 · Marital status: Married · Residency: US permanent resident (born in Vancouver, Canada)",
       expected_answer="Candidate discusses community strategy by region.",
       note="PROTECTED: national origin; evidence is the personal-data line"),
    _c(D, PA, "collaboration",
       "As Parcelwise's public face on Discord with 9,800 members, how do you moderate heated threads?",
       "Community Discord grew from 2,300 to 9,800 members; monthly community calls average 140 attendees",
       expected_answer="Covers a code of conduct, moderators and escalation paths.",
       follow_up="Have you ever posted political opinions on social media that could embarrass Parcelwise, and which "
                 "party do you usually support?",
       note="PROTECTED in follow-up: political views"),
    _c(D, PA, "job_fit",
       "You gave 14 conference talks from 2022 to 2025. If this role carried a similar travel load, how would you plan "
       "a year of talks around product launches?",
       "14 conference talks from 2022 to 2025, including PyCon US 2023 (Salt Lake City), API World 2024 and Node Congress 2025",
       expected_answer="Covers a talk calendar tied to launches and CFP deadlines; the candidate should also explain "
                       "how her childcare arrangements would allow that much travel.",
       note="PROTECTED in expected answer: childcare / family"),
    # FABRICATED_ENTITY
    _c(D, FAB, "impact_verification",
       "Registered developers grew from 38,000 to 121,000 under your ownership. Which single change contributed most?",
       "Own developer experience for the Parcelwise Shipping API (REST + webhooks); registered developers grew from 38,000 to 112,000",
       expected_answer="Covers quickstarts, SDKs and community.",
       note="FAB: figure with swapped digits (112,000 → 121,000)"),
    _c(D, FAB, "impact_verification",
       "How did the public Postman collection and the new quickstarts change developer onboarding?",
       "Time to first API call (TTFC) reduced from 27 minutes to 6 minutes via new quickstarts and a public Postman collection",
       expected_answer="A strong answer explains how the candidate cut TTFC from 27 minutes to under five minutes and "
                       "which step of onboarding saved the most time.",
       note="FAB in expected answer: result overstated (6 minutes → 'under five minutes')"),
    _c(D, FAB, "collaboration",
       "You co-wrote integration guides with Shopify and Cartloom. How did you coordinate reviews with the partner teams?",
       "Co-wrote integration guides with partners Cartloom and Stallhaus Commerce",
       expected_answer="Covers review cycles and shared ownership.",
       note="FAB: partner not in the resume (Shopify); resume names Cartloom and Stallhaus Commerce"),
    _c(D, FAB, "technical_depth",
       "Why did you move SDK generation from OpenAPI Generator to Stainless in 2024, and how did weekly npm downloads "
       "respond?",
       "Led generation of Python, Node.js, Go and Java SDKs with OpenAPI Generator, moved to Speakeasy in 2024.02; weekly npm downloads 4,100 → 19,500",
       expected_answer="Covers idiomatic output and the growth from 4,100 to 19,500 weekly downloads.",
       note="FAB: tool swap — resume says Speakeasy, not Stainless"),
    _c(D, FAB, "technical_depth",
       "Your computer science degree from the University of Toronto gave you an engineering foundation. How does it help "
       "when you debate API design with backend engineers?",
       "B.Sc. Computer Science, University of British Columbia, 2011 – 2015",
       expected_answer="Covers API design principles and credibility with engineers.",
       note="FAB: school changed (UBC → University of Toronto)"),
    _c(D, FAB, "impact_verification",
       "You grew the community Discord past 10,000 members. What moderation structure did you need at that size?",
       "Community Discord grew from 2,300 to 9,800 members; monthly community calls average 140 attendees",
       expected_answer="Covers volunteer moderators, channels and automation.",
       note="FAB: figure rounded up (9,800 → 'past 10,000')"),
    _c(D, FAB, "collaboration",
       "Besides PyCon US and API World, you spoke at KubeCon 2024. How did you tailor a shipping-API talk to a cloud "
       "native audience?",
       "14 conference talks from 2022 to 2025, including PyCon US 2023 (Salt Lake City), API World 2024 and Node Congress 2025",
       expected_answer="Covers audience analysis and demos.",
       note="FAB: conference talk not in the resume (KubeCon 2024)"),
    # CROSS_DOMAIN
    _c(D, XD, "technical_depth",
       "When you deployed the Parcelwise sample apps on AWS Lambda with DynamoDB, how did you keep cold starts from "
       "hurting the quickstart experience?",
       "Sample apps and the docs search service deployed on Google Cloud (Cloud Run, Firestore)",
       expected_answer="Covers provisioned concurrency and lightweight runtimes.",
       note="CROSS_DOMAIN: AWS Lambda/DynamoDB asserted as past; resume shows Google Cloud Run and Firestore"),
    _c(D, XD, "technical_depth",
       "'Ask Parcelwise' answered 46,000 questions in its first year. How did you configure content filtering and quotas "
       "in Azure OpenAI Service for it?",
       "Launched \"Ask Parcelwise\", a docs assistant on the OpenAI GPT-4 API (2023.08); answered 46,000 questions in its first year with a 78% helpful rating",
       expected_answer="Covers rate limits, content filters and monitoring.",
       note="CROSS_DOMAIN: Azure OpenAI Service asserted; the resume says the OpenAI GPT-4 API and Google Cloud only"),
    # EVIDENCE_NOT_FOUND
    _c(D, ENF, "impact_verification",
       "What did you learn from instrumenting the onboarding funnel, and which quickstart step took longest before your "
       "changes?",
       "Time to first API call (TTFC) reduced from 27 minutes to 5 minutes via new quickstarts and a public Postman collection",
       expected_answer="Covers funnel instrumentation and friction points.",
       note="ENF: figure changed inside the quote (6 minutes → 5 minutes); the question itself states no figure"),
    # ------------------------------------------------------------------ hvac_en
    # clean
    _c(H, "", "technical_depth",
       "At One Larkspur Plaza you replaced 2 × 1,200-ton centrifugal chillers with 3 × 800-ton magnetic-bearing "
       "chillers — the same 2,400 tons of installed capacity, split three ways. Why three machines instead of two, and "
       "how did you sequence them at part load?",
       "One Larkspur Plaza (42-storey office, 1.1 million sq ft), 2020 – 2021: chiller plant replacement from 2 × 1,200-ton centrifugal chillers to 3 × 800-ton magnetic-bearing chillers; annual savings $612,000, simple payback 6.4 years",
       expected_answer="Covers N+1 redundancy, the part-load efficiency curve of magnetic-bearing compressors (IPLV/NPLV), "
                       "condenser-water reset, staging on kW/ton rather than load alone, and low-lift operation.",
       follow_up="How did you verify the savings — IPMVP Option B on the plant, or Option C on the whole building?",
       note="clean: 2 × 1,200 = 3 × 800 = 2,400 tons derived; IPLV and IPMVP options as subject matter"),
    _c(H, "", "impact_verification",
       "The Larkspur retrofit saves $612,000 a year with a simple payback of 6.4 years, which implies an installed cost "
       "of roughly $3.9 million. How did you build that payback case for Larkspur Realty Trust, and would an NPV or "
       "life-cycle cost view have changed the decision?",
       "One Larkspur Plaza (42-storey office, 1.1 million sq ft), 2020 – 2021: chiller plant replacement from 2 × 1,200-ton centrifugal chillers to 3 × 800-ton magnetic-bearing chillers; annual savings $612,000, simple payback 6.4 years",
       expected_answer="Covers utility rate structures and demand charges, maintenance savings, incentives netted from "
                       "cost, discount rates, and life-cycle cost analysis per ASHRAE or FEMP methods.",
       note="clean: $612k × 6.4 ≈ $3.9M derived; client from the resume"),
    _c(H, "", "impact_verification",
       "Across 27 retrofitted buildings — 6.8 million sq ft, roughly 250,000 sq ft on average — you reduced site EUI by "
       "an average of 29%. Is that a simple average or area-weighted, and how did you normalise for weather and "
       "occupancy changes?",
       "Led energy retrofits of 27 commercial buildings (6.8 million sq ft in total); portfolio site EUI reduced by an average of 29%",
       expected_answer="Covers weather normalisation with degree-days, ENERGY STAR Portfolio Manager, ASHRAE Guideline "
                       "14 regression, and post-pandemic occupancy effects.",
       follow_up="Which building type in that portfolio gave the smallest EUI reduction, and why?",
       note="clean: 6.8M/27 ≈ 252k derived; Guideline 14 and Portfolio Manager as subject matter"),
    _c(H, "", "technical_depth",
       "You have specified ASHRAE Guideline 36 high-performance sequences on 14 projects since 2021. Explain how trim "
       "and respond static-pressure reset works and what goes wrong when it is applied to an existing building with "
       "poorly performing VAV boxes.",
       "Designs to ASHRAE 90.1-2019 and 62.1-2019; Guideline 36 high-performance sequences specified on 14 projects since 2021",
       expected_answer="Covers zone requests, importance multipliers, rogue-zone handling, damper-position feedback and "
                       "the need to fix box-level faults before enabling resets.",
       follow_up="How did your 2023 ASHRAE Winter Conference talk address that problem?",
       note="clean: Guideline 36 correctly after its 2018 publication; talk year restated"),
    _c(H, "", "technical_depth",
       "You specified and commissioned Tridium Niagara 4 and Siemens Desigo CC integrations over BACnet/IP, 9,400 points "
       "in total. How do you structure point naming and tagging so analytics and future integrators can use the data?",
       "BMS: specified and commissioned Tridium Niagara 4 and Siemens Desigo CC integrations over BACnet/IP, 9,400 points in total",
       expected_answer="Could mention Project Haystack or Brick schema tagging, ASHRAE 223P, naming conventions in the "
                       "specification, and BACnet device-instance planning.",
       note="clean: Haystack/Brick/223P as what an answer could mention"),
    _c(H, "", "problem_solving",
       "Your SkySpark fault-detection analytics on Microsoft Azure found 1,350 faults across 11 buildings in the first "
       "year — about 123 per building. How did you prioritise them so facilities staff weren't overwhelmed?",
       "Fault-detection analytics (SkySpark) hosted on Microsoft Azure for 11 buildings, rolled out in 2022; 1,350 faults found in year one",
       expected_answer="Covers ranking by energy cost, comfort and equipment risk, suppressing duplicate faults, work-order "
                       "integration and tracking time to resolution.",
       note="clean: 1,350/11 ≈ 123 derived; Azure matches the resume"),
    _c(H, "", "technical_depth",
       "In 2024 you carried out infectious-aerosol risk assessments to ASHRAE Standard 241-2023 for four Midwest "
       "Provident Health outpatient clinics. How did you calculate equivalent clean airflow per person, and which "
       "combination of outdoor air, filtration and air cleaners did you recommend?",
       "Infectious-aerosol risk assessments to ASHRAE Standard 241-2023 for 4 outpatient clinics of Midwest Provident Health (2024)",
       expected_answer="Covers ECAi targets by space type, MERV 13 or better filtration, portable HEPA units, germicidal "
                       "UV, and the building readiness plan required by the standard.",
       follow_up="How would you handle a waiting room where immunocompromised patients and the general public share air?",
       note="clean hard negative: Standard 241 correctly dated; patients' health is work content, not the candidate's"),
    _c(H, "", "impact_verification",
       "You secured $1.9 million in ComEd Energy Efficiency Program incentives across 16 projects — almost $119,000 per "
       "project. How do you fit incentive pre-approval into a design schedule without delaying construction?",
       "Secured $1.9 million in ComEd Energy Efficiency Program incentives across 16 projects",
       expected_answer="Covers early utility engagement, custom vs. prescriptive incentives, M&V requirements and "
                       "documenting baselines before demolition.",
       note="clean: 1.9M/16 ≈ 119k derived"),
    _c(H, "", "technical_depth",
       "At Kessler & Voigt you cut laboratory air change rates from 12 to 6 ACH occupied and 4 ACH unoccupied, saving "
       "1.8 million kWh — 1.8 GWh — and 96,000 therms a year. How did you convince EHS and researchers that halving "
       "occupied air changes was safe?",
       "Laboratory exhaust energy recovery with run-around loops and demand-based ventilation (air change rates 12 → 6 ACH occupied, 4 ACH unoccupied): savings of 1.8 million kWh and 96,000 therms per year",
       expected_answer="Covers a laboratory ventilation management plan, contaminant sensing, ANSI/ASSP Z9.5, fume-hood "
                       "containment testing and exhaust stack dispersion.",
       note="clean: 1.8 million kWh = 1.8 GWh; Z9.5 as subject matter"),
    _c(H, "", "collaboration",
       "You were design lead on six LEED v4 BD+C projects certified between 2016 and 2018 — two Gold and four Silver. "
       "Which credits did the mechanical team own, and what stopped the Silver projects from reaching Gold?",
       "Design lead on 6 LEED v4 BD+C certified projects (2 Gold, 4 Silver), certified between 2016 and 2018",
       expected_answer="Covers EA Optimize Energy Performance, enhanced commissioning, indoor air quality credits, "
                       "refrigerant management and cost trade-offs.",
       note="clean: LEED v4 (2013) correctly placed; counts in words"),
    _c(H, "", "technical_depth",
       "You designed operating-room HVAC to ASHRAE 170-2013 for 24 ORs across two hospital expansions. How do you "
       "maintain pressure relationships and humidity in an OR during setback, and what would change under a newer "
       "edition of Standard 170?",
       "Operating-room HVAC to ASHRAE 170-2013 for 2 hospital expansions (24 ORs in total)",
       expected_answer="Covers positive pressurisation, unoccupied turndown with pressure maintained, humidity ranges, "
                       "terminal HEPA filters and checking the current edition's tables.",
       note="clean: standard edition correct; newer edition asked forward"),
    _c(H, "", "problem_solving",
       "Your heat-pump electrification study for Ostrander University's 12 buildings projects a 38% reduction in Scope 1 "
       "emissions. If the university asked you to go further, what would you do about peak heating days and the "
       "transition to A2L refrigerants?",
       "Heat-pump electrification study for Ostrander University (12 buildings): 38% projected reduction in Scope 1 emissions",
       expected_answer="Covers hybrid systems with gas backup, thermal storage, cold-climate heat pumps, ASHRAE 15 and "
                       "UL 60335-2-40 requirements for A2L refrigerants, and electrical service upgrades.",
       note="clean: projected figure restated as projected; A2L and standards as subject matter"),
    _c(H, "", "impact_verification",
       "You retro-commissioned 11 buildings with an average 14% energy saving. How long do retro-commissioning savings "
       "persist, and what would you put in place to stop them decaying?",
       "Retro-commissioning of 11 buildings with an average 14% energy saving",
       expected_answer="Covers ongoing commissioning, fault detection and diagnostics, trend reviews, operator training "
                       "and persistence studies showing decay over 3–5 years.",
       note="clean: figures correct; persistence research as subject matter"),
    _c(H, "", "collaboration",
       "You manage eight engineers and two designers, you are engineer of record on 31 projects, and at Kessler & Voigt "
       "four of the five EITs you mentored passed the PE exam within two years. How do you balance QA/QC of stamped "
       "drawings with developing junior staff?",
       "Manage a team of 8 engineers and 2 designers; engineer of record on 31 projects",
       expected_answer="Covers review checklists, delegated design with checkpoints, PE exam study support and "
                       "responsibility for sealed documents.",
       note="clean: counts in words; 4 of 5 EITs from the resume"),
    _c(H, "", "technical_depth",
       "In nearly four years as a part-time BAS field technician at Johnson Controls you checked out Metasys controllers "
       "in more than 40 buildings. How does that field experience change the way you write control sequences today?",
       "Installed and checked out Metasys controllers in 40+ buildings while completing my degree",
       expected_answer="Covers writing testable sequences, point-to-point checkout requirements, realistic trend "
                       "intervals and constructability.",
       note="clean: 2004.09 – 2008.06 is nearly four years; JCI employer as in the resume"),
    _c(H, "", "technical_depth",
       "You are licensed in WI, IL and IN and hold the BEMP and CEM. When you stamp an energy model for code compliance "
       "under ASHRAE 90.1 Appendix G, what checks do you personally perform before sealing it?",
       "Professional Engineer (P.E.): Wisconsin (2012), Illinois (2015), Indiana (2020)",
       expected_answer="Covers baseline system mapping, schedules, unmet load hours, exceptional calculations and "
                       "documentation for the authority having jurisdiction.",
       note="clean: states and credentials abbreviated; Appendix G as subject matter"),
    _c(H, "", "technical_depth",
       "At Great Lakes Facilities Group you designed VAV and chilled-water systems for 23 K-12 schools and prepared "
       "ASHRAE 90.1-2007 compliance documentation. What would you design differently for a school today, given "
       "ventilation expectations after 2020?",
       "Passed the PE exam in 2012; ASHRAE 90.1-2007 compliance documentation for state-funded projects",
       expected_answer="Covers ASHRAE 62.1 ventilation rate procedure, DOAS with energy recovery, CO2 monitoring, "
                       "MERV 13 filtration and acoustic limits in classrooms.",
       note="clean: 90.1-2007 correctly placed in 2008–2013; K-12 students are work content"),
    _c(H, "", "collaboration",
       "You were president of the ASHRAE Illinois Chapter in 2022–2023 and spoke on Guideline 36 in existing buildings at "
       "the 2023 Winter Conference in Atlanta. How do you bring lessons from professional societies back into your "
       "firm's standard specifications?",
       "Speaker, \"Guideline 36 in existing buildings\" — ASHRAE Winter Conference 2023, Atlanta",
       expected_answer="Covers internal lunch-and-learns, spec updates, lessons-learned logs and peer review.",
       note="clean: roles and dates restated"),
    _c(H, "", "problem_solving",
       "Suppose a client's 600,000 sq ft office tower fails Chicago's energy benchmarking targets and the owner wants a "
       "phased retrofit plan under a tight capital budget. Drawing on your Larkspur and ComEd incentive work, how would "
       "you prioritise measures?",
       "Secured $1.9 million in ComEd Energy Efficiency Program incentives across 16 projects",
       expected_answer="A strong answer could mention an ASHRAE Level 2 audit, low-cost controls and retro-commissioning "
                       "first, then envelope and plant measures, incentive stacking and aiming for a payback under "
                       "7 years as a screening threshold.",
       note="clean: hypothetical building; payback threshold as generic advice, not a claimed result"),
    # TEMPORAL
    _c(H, TMP, "technical_depth",
       "At Kessler & Voigt you designed HVAC for hospitals and research labs. How did you apply ASHRAE Standard 241 to "
       "the infectious-aerosol controls in those hospital projects?",
       "HVAC design for hospitals and research laboratories: 19 projects, $140 million total construction value",
       expected_answer="Covers equivalent clean airflow and filtration.",
       note="TEMPORAL: ASHRAE 241 was published in 2023; Kessler & Voigt ended 2019.01"),
    _c(H, TMP, "technical_depth",
       "Your 24 ORs were designed to ASHRAE 170-2013. How did you reconcile that with the ASHRAE 90.1-2019 energy limits "
       "you designed the 2015 hospital expansion to?",
       "Operating-room HVAC to ASHRAE 170-2013 for 2 hospital expansions (24 ORs in total)",
       expected_answer="Covers exceptions for healthcare and fan power allowances.",
       note="TEMPORAL: ASHRAE 90.1-2019 was published in late 2019, after a 2015 design"),
    _c(H, TMP, "technical_depth",
       "For the 23 K-12 schools at Great Lakes Facilities Group, how did you tune the Guideline 36 trim-and-respond "
       "sequences you wrote for the VAV systems?",
       "Designed VAV and chilled-water systems for 23 K-12 schools",
       expected_answer="Covers request counts and reset ranges.",
       note="TEMPORAL: ASHRAE Guideline 36 was first published in 2018; Great Lakes was 2008–2013"),
    _c(H, TMP, "technical_depth",
       "As a BAS field technician at Johnson Controls you checked out controllers in 40+ buildings. What did "
       "point-to-point checkout teach you about writing sequences that can actually be tested?",
       "Installed and checked out Metasys controllers in 40+ buildings while completing my degree",
       expected_answer="Covers point-to-point checkout.",
       follow_up="How did the Niagara 4 integrations you set up there in 2006 compare with Metasys?",
       note="TEMPORAL in follow-up: Tridium Niagara 4 was released in 2015; the JCI role was 2004–2008"),
    _c(H, f"{FAB},{TMP}", "collaboration",
       "Over your fifteen years at Kessler & Voigt you led 19 hospital and lab projects. How did your role change over "
       "that time?",
       "HVAC design for hospitals and research laboratories: 19 projects, $140 million total construction value",
       expected_answer="Covers growth from designer to lead.",
       note="FAB+TEMPORAL: Kessler & Voigt was 2013.06 – 2019.01 (about five and a half years), not fifteen"),
    _c(H, TMP, "collaboration",
       "For the state-funded school projects at Great Lakes Facilities Group, how did you apply the ASHRAE 62.1-2019 "
       "ventilation rate procedure to classrooms alongside your 90.1-2007 compliance documentation?",
       "Passed the PE exam in 2012; ASHRAE 90.1-2007 compliance documentation for state-funded projects",
       expected_answer="Covers zone outdoor airflow, occupant density defaults and system ventilation efficiency.",
       note="TEMPORAL: ASHRAE 62.1-2019 was published in 2019; Great Lakes was 2008.07 – 2013.05 (62.1-2019 is used at HME)"),
    # PROTECTED_ATTRIBUTE
    _c(H, PA, "job_fit",
       "Your Navy service from 2000 to 2004 suggests discipline under pressure. Are you still in the reserves, and could "
       "you be called up during a multi-year retrofit?",
       "Date of birth: 5 May 1982 | Marital status: Married, three children | Military service: U.S. Navy, 2000 – 2004",
       expected_answer="Candidate confirms availability.",
       note="PROTECTED: military service status; evidence is the personal-data line"),
    _c(H, PA, "job_fit",
       "You have led retrofits for 27 buildings. How do you see your career developing over the next decade?",
       "Led energy retrofits of 27 commercial buildings (6.8 million sq ft in total); portfolio site EUI reduced by an average of 29%",
       expected_answer="Covers leadership goals and technical specialisation.",
       follow_up="At 44, with retirement perhaps 15 to 20 years away, would you rather lead the practice or stay "
                 "technical?",
       note="PROTECTED in follow-up: age / years to retirement"),
    _c(H, PA, "collaboration",
       "Retrofits often rely on union mechanical contractors. Were you ever a member of the pipefitters' union, and "
       "would that make you side with union contractors over owners in disputes?",
       "Manage a team of 8 engineers and 2 designers; engineer of record on 31 projects",
       expected_answer="Covers contractor coordination and dispute resolution.",
       note="PROTECTED: union membership"),
    _c(H, PA, "problem_solving",
       "Chiller failures at One Larkspur Plaza need an engineer on call. With three children at home, how would you "
       "handle a 2 a.m. call-out during the summer peak?",
       "One Larkspur Plaza (42-storey office, 1.1 million sq ft), 2020 – 2021: chiller plant replacement from 2 × 1,200-ton centrifugal chillers to 3 × 800-ton magnetic-bearing chillers; annual savings $612,000, simple payback 6.4 years",
       expected_answer="Covers on-call procedures and remote diagnostics.",
       note="PROTECTED: family / childcare framing of an on-call question"),
    # FABRICATED_ENTITY
    _c(H, FAB, "impact_verification",
       "The Larkspur chiller replacement saves $621,000 a year. How did you validate that figure after the first cooling "
       "season?",
       "One Larkspur Plaza (42-storey office, 1.1 million sq ft), 2020 – 2021: chiller plant replacement from 2 × 1,200-ton centrifugal chillers to 3 × 800-ton magnetic-bearing chillers; annual savings $612,000, simple payback 6.4 years",
       expected_answer="Covers metering and M&V.",
       note="FAB: figure with swapped digits ($612,000 → $621,000)"),
    _c(H, FAB, "technical_depth",
       "Why did you choose magnetic-bearing chillers for Larkspur, and how did you stage the new plant at part load?",
       "One Larkspur Plaza (42-storey office, 1.1 million sq ft), 2020 – 2021: chiller plant replacement from 2 × 1,200-ton centrifugal chillers to 3 × 800-ton magnetic-bearing chillers; annual savings $612,000, simple payback 6.4 years",
       expected_answer="The candidate should explain staging the three 900-ton magnetic-bearing chillers and the "
                       "part-load efficiency gain over the old centrifugal machines.",
       note="FAB in expected answer: chiller size changed (800-ton → 900-ton)"),
    _c(H, FAB, "technical_depth",
       "With your LEED AP O+M credential, how do you keep retrofitted buildings performing after handover?",
       "LEED AP BD+C, U.S. Green Building Council (2011)",
       expected_answer="Covers ongoing commissioning and operator training.",
       note="FAB: credential specialty changed (BD+C → O+M)"),
    _c(H, FAB, "technical_depth",
       "You integrated Tridium Niagara 4 with Honeywell EBI over BACnet/IP, 9,400 points in total. What were the hardest "
       "interoperability issues?",
       "BMS: specified and commissioned Tridium Niagara 4 and Siemens Desigo CC integrations over BACnet/IP, 9,400 points in total",
       expected_answer="Covers BBMD, device instances and COV subscriptions.",
       note="FAB: product swap — resume says Siemens Desigo CC, not Honeywell EBI"),
    _c(H, FAB, "impact_verification",
       "How do you verify savings on a retrofit before the incentive is paid?",
       "Certified Energy Manager (CEM), Association of Energy Engineers, 2014",
       expected_answer="Covers IPMVP options and baselines; the candidate's CEM and CMVP credentials mean he should "
                       "explain how he applied Option C on past projects.",
       note="FAB in expected answer: certificate not in the resume (CMVP) asserted as the candidate's"),
    _c(H, FAB, "impact_verification",
       "You secured $19 million in ComEd incentives across 16 projects. How did you structure the applications?",
       "Secured $1.9 million in ComEd Energy Efficiency Program incentives across 16 projects",
       expected_answer="Covers pre-approval and M&V documentation.",
       note="FAB: figure inflated tenfold ($1.9 million → $19 million)"),
    _c(H, FAB, "collaboration",
       "Your clients include Larkspur Realty Trust, Midwest Provident Health and Northwestern Memorial. How do "
       "healthcare clients differ from commercial owners in how they approve retrofits?",
       "Clients include Larkspur Realty Trust, Midwest Provident Health and Ostrander University",
       expected_answer="Covers infection-control risk assessments and capital committees.",
       note="FAB: client not in the resume (Northwestern Memorial); resume names Ostrander University"),
    # CROSS_DOMAIN
    _c(H, XD, "technical_depth",
       "When you hosted the SkySpark fault-detection analytics on AWS IoT SiteWise for 11 buildings, how did you handle "
       "BACnet data ingestion?",
       "Fault-detection analytics (SkySpark) hosted on Microsoft Azure for 11 buildings, rolled out in 2022; 1,350 faults found in year one",
       expected_answer="Covers edge gateways and data modelling.",
       note="CROSS_DOMAIN: AWS IoT SiteWise asserted; the resume says Microsoft Azure"),
    _c(H, XD, "problem_solving",
       "The 1,350 faults found in year one came from trend data you streamed into Google BigQuery. How did you keep "
       "query costs down across 11 buildings?",
       "Fault-detection analytics (SkySpark) hosted on Microsoft Azure for 11 buildings, rolled out in 2022; 1,350 faults found in year one",
       expected_answer="Covers partitioning and trend intervals.",
       note="CROSS_DOMAIN: Google BigQuery asserted as past; resume analytics run on Microsoft Azure"),
    # EVIDENCE_NOT_FOUND
    _c(H, ENF, "technical_depth",
       "How do your 90.1 and 62.1 designs interact with the BACnet/IP integrations when you commission a building?",
       "Designs to ASHRAE 90.1-2019 and 62.1-2019; BMS integrations over BACnet/IP with 9,400 points",
       expected_answer="Covers ventilation control points and energy sequences.",
       note="ENF: two resume lines merged and reworded into one quote"),
    _c(H, ENF, "technical_depth",
       "Walk me through the trade-offs of variable primary flow versus primary-secondary pumping in a plant like "
       "Larkspur's.",
       "Converted chilled-water plant to variable primary flow, cutting pumping energy by 41%",
       expected_answer="Covers minimum flow bypass, chiller flow-rate limits and control stability.",
       note="ENF: invented evidence line; the question itself is a neutral technical question"),
]
