"""Tuning batch 11, English half: labelled interview questions written blind to the grounding rules (2026-12-01).

Documents (tests/grounding_corpus/resumes11/): logistics_ops_en (3PL warehouse operations manager, AWS-based
reporting), jd_logistics_ops_en (Arkwright Fulfilment senior operations manager, Azure / AutoStore / UKG stack),
clinical_pharm_en (hospital antimicrobial pharmacist), brand_designer_en (agency brand designer) and
civil_site_en (highways site engineer, NEC contracts). About 70 % of the cases are clean hard negatives;
the positives concentrate on temporal slips, subtle protected-attribute questions, fabricated entities and
figures, cross-cloud claims and altered evidence quotes.
"""

from tests.grounding_corpus.labelled import FAB, ENF, XD, TMP, PA, tuning_case as _c

LOG = "resumes11/logistics_ops_en"
JDL = "resumes11/jd_logistics_ops_en"
PHA = "resumes11/clinical_pharm_en"
BRD = "resumes11/brand_designer_en"
CIV = "resumes11/civil_site_en"

CASES: list[dict] = []

# --- logistics_ops_en (+ jd_logistics_ops_en) -------------------------------------------------------------
CASES += [
    _c(LOG, "", "technical_depth",
       "Your pick rate rose from 92 to 138 UPH between 2021 and 2023, a 50% uplift. Walk me through how the "
       "slotting redesign and the move to zone picking each contributed, and how you separated their effects "
       "from changes in order profile over the same period.",
       "Raised pick rate from 92 to 138 units per hour (UPH) between 2021 and 2023",
       jd=JDL,
       expected_answer="Velocity-based ABC slotting into the golden zone, travel-time reduction, zone sizing and "
                       "pick-path logic; isolating effects with before/after by zone, lines per order and units "
                       "per line controls; the 46 extra units per hour per picker translated into labour hours.",
       follow_up="What would the extra 46 units per hour per picker mean in FTE terms at 1.9 million peak orders?",
       note="clean: 50% and +46 UPH derived from 92 -> 138; ABC slotting and golden zone as subject matter"),
    _c(LOG, "", "impact_verification",
       "Cost per order fell from £2.84 to £2.19, which is 65p an order. At your 2023 peak of 1.9 million orders "
       "that difference is worth roughly £1.2m over November and December alone. Which cost lines moved most, "
       "and how did you make sure the saving was not just a volume effect?",
       "Cut cost per order from £2.84 to £2.19 (−23%).",
       jd=JDL,
       expected_answer="Breakdown of labour, packaging, consumables and overhead per order; fixed-cost absorption "
                       "versus true productivity; activity-based costing by client; volume-normalised comparisons.",
       follow_up="How did you report cost per order differently to Harlow & Finch versus Northvale Pet?",
       note="clean: 0.65 x 1.9m = £1.235m, 'roughly £1.2m'; client names shortened"),
    _c(LOG, "", "technical_depth",
       "Your labour planning model forecasts agency headcount 14 days ahead with a MAPE of 6.8%. Why MAPE rather "
       "than WAPE or forecast bias, and how did the model feed the daily agency booking with your suppliers?",
       "forecasts agency headcount 14 days",
       jd=JDL,
       expected_answer="MAPE's weakness on low-volume days, WAPE and bias tracking as complements; inputs from "
                       "client order forecasts, engineered standards and absence; a strong answer could mention "
                       "Prophet, ARIMA or gradient boosting as model options and a booking cut-off with agencies.",
       follow_up="If you had to rebuild this at Arkwright on Azure Synapse and Power BI, what would change?",
       note="clean: forecast metrics and model families as subject matter; JD's Azure stack asked forward"),
    _c(LOG, "", "impact_verification",
       "Agency spend fell from £4.6m to £3.5m a year — about £1.1m, or close to 24%. How much of that came from "
       "better forecasting versus the productivity gains on the pick floor, and how did you evidence it to "
       "finance?",
       "agency spend fell from £4.6m to £3.5m a year",
       jd=JDL,
       expected_answer="Attribution between forecast accuracy (fewer over-bookings, fewer short-notice premium "
                       "rates) and UPH gains; a bridge analysis from £4.6m to £3.5m; agreement with finance on "
                       "volume normalisation.",
       follow_up="What share of the £1.1m would you say was sustainable after peak 2023?",
       note="clean: 1.1/4.6 = 23.9%, 'close to 24%'"),
    _c(LOG, "", "technical_depth",
       "You introduced Amazon QuickSight dashboards for 38 team leaders, fed from WMS event exports through AWS "
       "Lambda and S3. How did you handle latency, data quality and the definition of metrics such as UPH so "
       "that every shift read them the same way?",
       "Introduced Amazon QuickSight dashboards (2021.05) for 38 team leaders",
       jd=JDL,
       expected_answer="Event-driven Lambda ingestion into S3 and Redshift, refresh cadence, SPICE versus direct "
                       "query; a metric dictionary; a strong answer could mention AWS Glue or Amazon Athena as "
                       "options for cataloguing and ad-hoc queries.",
       follow_up="What would you do differently if the exports had to land in near real time for the shift huddle?",
       note="clean: AWS-only; Glue/Athena named only as options a strong answer could mention"),
    _c(LOG, "", "problem_solving",
       "The move from the in-house WMS to Manhattan Active WM went live in March 2022 after a 14-week project "
       "with zero lost orders at cutover. Using STAR, describe the cutover weekend: how did you freeze inventory, "
       "reconcile stock and run hypercare for the 212 users you trained?",
       "Led the migration from the in-house legacy WMS to Manhattan Active WM (go-live 2022.03): 14-week project,",
       jd=JDL,
       expected_answer="Cutover plan with stock freeze and wall-to-wall count, data migration validation, "
                       "parallel runs or dress rehearsals, super-users, hypercare war room, rollback criteria.",
       follow_up="Which integrations with the clients' order platforms were the riskiest, and why?",
       note="clean: 2022.03 restated as March 2022; 'MAWM' style naming avoided but Manhattan short form"),
    _c(LOG, "", "technical_depth",
       "Inventory accuracy improved from 99.1% to 99.86%, so the error rate fell from 0.9% to 0.14% — roughly an "
       "84% reduction in errors. How did you design the WMS-driven cycle counting programme (ABC frequencies, "
       "trigger counts, tolerance thresholds) to get there?",
       "Improved inventory accuracy from 99.1% to 99.86% with WMS-driven cycle counting.",
       jd=JDL,
       expected_answer="ABC count frequencies, zero-pick and negative-balance trigger counts, location versus SKU "
                       "accuracy, root-cause coding of variances, tolerance by value.",
       follow_up="How did you report accuracy to clients — by location, by unit or by value?",
       note="clean: 0.76/0.9 = 84% error reduction derived"),
    _c(LOG, "", "impact_verification",
       "Your lost-time injury rate came down from 1.8 to 0.6 per 100,000 hours, a two-thirds reduction, and the "
       "site was certified to ISO 45001 in 2022. What changed on the floor, and how did the ISO 45001 "
       "management-system requirements (worker consultation, Plan-Do-Check-Act) shape it?",
       "Lost-time injury rate down from 1.8 to 0.6 per 100,000 hours worked; site certified to ISO 45001 in 2022.",
       jd=JDL,
       expected_answer="MHE segregation, near-miss reporting, behavioural safety, consultation of workers per "
                       "ISO 45001 clause 5.4, PDCA cycle, leading versus lagging indicators.",
       follow_up="How would you keep ISO 45001 alongside ISO 9001 and ISO 14001 at Arkwright?",
       note="clean: standards as subject matter; JD certifications asked forward"),
    _c(LOG, "", "problem_solving",
       "In peak 2023 you shipped 1.9 million orders across November and December — about 31,000 a day — at "
       "99.2% on-time dispatch. That still means around 15,000 late orders. Where did those late orders come "
       "from, and what would you change to reach the 99.5% Arkwright targets?",
       "Peak 2023: 1.9 million orders shipped in November–December with 99.2% on-time dispatch.",
       jd=JDL,
       expected_answer="Root causes such as carrier collection misses, late order drops, stock-outs and pack "
                       "bottlenecks; 0.8% of 1.9 million = 15,200; capacity buffers, wave planning, carrier "
                       "cut-off negotiation.",
       follow_up="How would you model the extra capacity needed to move from 99.2% to 99.5%?",
       note="clean: 1.9m/61 days = ~31k/day; 0.8% x 1.9m = 15,200 late; JD target asked forward"),
    _c(LOG, "", "collaboration",
       "You run one DC for three clients — Harlow & Finch, Pebblestone and Northvale. Tell me about a peak day "
       "when their priorities clashed over shared labour or dock capacity: how did you decide, and how did you "
       "communicate it to each account team?",
       "Run a 420,000 sq ft multi-client e-commerce DC for 3 clients: Harlow & Finch (fashion), Pebblestone Home",
       jd=JDL,
       expected_answer="Contractual SLAs and service priorities, transparent capacity allocation, escalation "
                       "path, shared labour pools with cross-training, client QBR follow-up.",
       follow_up="How did the contract terms (open book versus fixed price) influence who got the labour?",
       note="clean: client names shortened"),
    _c(LOG, "", "problem_solving",
       "Headcount goes from 310 FTE to 540 at peak, an extra 230 people or about a 74% uplift, mostly agency "
       "staff. How do you onboard that many temporary workers safely and bring them to standard quickly?",
       "310 FTE rising to 540 at peak including agency staff.",
       jd=JDL,
       expected_answer="Induction and buddying, learning curves against engineered standards, simplified "
                       "processes for new starters, MHE licence checks, retention incentives.",
       follow_up="What learning curve did you plan for a new picker reaching 138 UPH?",
       note="clean: 230/310 = 74% derived"),
    _c(LOG, "", "technical_depth",
       "At Ridgeway you ran JDA WMS — today's Blue Yonder — and led the upgrade from 2013.2 to 2016.1 in February "
       "2017. What made that upgrade risky, and how did you test the customisations before go-live?",
       "Ran JDA WMS 2016.1 (the product was renamed Blue Yonder in 2020); led the upgrade from 2013.2 in 2017.02.",
       jd=JDL,
       expected_answer="Regression testing of custom reports and interfaces, test scripts by process, "
                       "conference room pilots, rollback plan, store replenishment cut-over timing.",
       follow_up="Looking back, what would a Blue Yonder cloud (SaaS) version have changed for that upgrade?",
       note="clean: vendor rename stated in the resume; SaaS version asked hypothetically"),
    _c(LOG, "", "impact_verification",
       "After Honeywell Vocollect went live in October 2017, pick accuracy went from 99.52% to 99.93% — from "
       "about 48 mis-picks per 10,000 units to 7. How did you validate that measurement, and what did the "
       "reduction mean for the 212 Cobalt Sports stores?",
       "Introduced Honeywell Vocollect voice picking in 2017.10: pick accuracy rose from 99.52% to 99.93%.",
       jd=JDL,
       expected_answer="Audit sampling versus store claims, check-digit confirmation in voice, error per "
                       "10,000 lines, knock-on effects on store availability and returns.",
       follow_up="Would you compare voice with pick-to-light or vision picking for Arkwright's mezzanine?",
       note="clean: per-10,000 conversion derived; alternative technologies as subject matter"),
    _c(LOG, "", "impact_verification",
       "Store DIFOT improved from 94.5% to 98.3%, a 3.8-point gain. How did you define DIFOT with Cobalt Sports "
       "— was it the same as OTIF at line or order level — and what drove the improvement?",
       "Store DIFOT improved from 94.5% to 98.3%.",
       jd=JDL,
       expected_answer="Line versus order-level DIFOT, OTIF definitions, failure categories (short-picks, "
                       "late trailers), root-cause Pareto.",
       follow_up="Which failure category closed most of the 3.8 points?",
       note="clean: percentage-point difference; OTIF as subject matter"),
    _c(LOG, "", "problem_solving",
       "You reduced overtime from 11% to 4% of hours worked — cutting it by almost two-thirds. How did you do "
       "that without hurting service, and how did the Working Time Regulations 1998 limit your options?",
       "Reduced overtime from 11% to 4% of hours worked.",
       jd=JDL,
       expected_answer="Shift pattern redesign, annualised hours, flexible agency, demand smoothing with the "
                       "client; 48-hour average week and opt-outs under the Working Time Regulations.",
       follow_up="How would UKG Dimensions at Arkwright help you monitor working-time compliance?",
       note="clean: 7/11 = 64% 'almost two-thirds'; law as subject matter; JD tool forward"),
    _c(LOG, "", "problem_solving",
       "The 60,000 sq ft mezzanine cost £1.4m — roughly £23 per square foot — and was delivered three weeks "
       "early. How did you build the business case and manage the contractor so that operations kept running "
       "during the build?",
       "Opened a 60,000 sq ft mezzanine in 2018 (£1.4m capex), delivered 3 weeks early.",
       jd=JDL,
       expected_answer="Payback and NPV on capacity, phased construction with segregation, fire and racking "
                       "approvals, contractor interface management.",
       follow_up="What would you plan differently for Locus AMRs on a mezzanine floor?",
       note="clean: per-square-foot rate derived; JD AMRs asked forward"),
    _c(LOG, "", "technical_depth",
       "You set engineered labour standards with MOST for 46 tasks. How does the Maynard Operation Sequence "
       "Technique compare with MTM or a classic Taylor-style time study when you set standards for picking and "
       "packing?",
       "Set engineered labour standards with MOST (Maynard Operation Sequence Technique) for 46 tasks.",
       jd=JDL,
       expected_answer="Predetermined motion time systems (MOST, MTM) versus stopwatch studies; index values, "
                       "allowances for fatigue and delay (PF&D), validation with floor trials.",
       follow_up="How did you keep the 46 standards current after slotting changes?",
       note="clean: methods named after people (Maynard, Taylor) as subject matter"),
    _c(LOG, "", "impact_verification",
       "At Harrow Freight you cut stock write-offs from £310k to £120k a year, which is £190k or about 61%. What "
       "were the main causes of write-offs, and how did perpetual inventory on SAP help?",
       "Reduced stock write-offs from £310k to £120k a year.",
       jd=JDL,
       expected_answer="Damage, expiry, shrinkage and admin errors; perpetual inventory with SAP WM bins, "
                       "variance investigation, accountability per client.",
       follow_up="How did you agree the write-off tolerance with the five FMCG clients?",
       note="clean: difference and percentage derived"),
    _c(LOG, "", "problem_solving",
       "Trailer turnaround fell from 95 to 58 minutes — 37 minutes, close to 40% — after you introduced a yard "
       "booking system. How did you get hauliers to adopt booking slots, and what happened to the night shift "
       "workload?",
       "Cut trailer turnaround time from 95 to 58 minutes with a yard booking system.",
       jd=JDL,
       expected_answer="Slot booking incentives and penalties, dock scheduling, pre-advised ASNs, balancing "
                       "the inbound profile across shifts.",
       follow_up="Which KPI would you track next to dwell time?",
       note="clean: 37/95 = 39% 'close to 40%'"),
    _c(LOG, "", "technical_depth",
       "You controlled 28,000 SKUs on SAP ECC 6.0 with the WM module. SAP has moved warehouse management to "
       "Extended Warehouse Management in S/4HANA — if a client asked you to plan that migration, how would you "
       "approach it?",
       "perpetual inventory for 28,000 SKUs on SAP ECC 6.0 (WM module)",
       jd=JDL,
       expected_answer="Hypothetical: scoping EWM versus stock room management, data migration of bins and "
                       "quants, process redesign, testing with the client's IT.",
       follow_up="What would you reuse from your Manhattan Active WM migration?",
       note="clean: EWM/S4HANA as hypothetical subject matter, not claimed"),
    _c(LOG, "", "problem_solving",
       "During your nine months on the DHL graduate rotation you cut late trailers from 14 to 5 a week by "
       "rebuilding the despatch wave plan. What did you change in the waves, and what did you learn about "
       "influencing experienced shift managers as a graduate?",
       "Rebuilt the despatch wave plan, reducing late trailers from 14 to 5 a week.",
       jd=JDL,
       expected_answer="Wave release timing against carrier cut-offs, pick and pack capacity, stakeholder "
                       "management with data.",
       follow_up="How would you adapt wave planning to waveless picking?",
       note="clean: 'nine months' matches 2011.09-2012.05; 'DHL' short form"),
    _c(LOG, "", "collaboration",
       "In more than six years at Kestrel you have led 6 shift managers and 38 team leaders — about six team "
       "leaders per manager. How do you develop team leaders into shift managers, and how do you handle one who "
       "is underperforming?",
       "Line manager for 6 shift managers and 38 team leaders.",
       jd=JDL,
       expected_answer="Development plans, coaching, span of control, performance improvement process, "
                       "succession planning.",
       follow_up="How would you scale that structure to 9 shift managers at Arkwright?",
       note="clean: 2020.09-present (2026.12) is over six years; span ratio derived; JD asked forward"),
    _c(LOG, "", "collaboration",
       "Across your four-plus years at Ridgeway and six-plus at Kestrel — over ten years as a site manager — how "
       "has your approach to client business reviews changed?",
       "Ridgeway Supply Chain Solutions — Warehouse Manager, DIRFT Daventry (2016.04 – 2020.08)",
       jd=JDL,
       expected_answer="From store-service KPIs to multi-client SLAs, QBR structure, continuous-improvement "
                       "roadmaps, open-book reporting.",
       follow_up="What will you bring to Arkwright's quarterly business reviews?",
       note="clean: 4y4m + 6y3m = 10y7m, 'over ten years' correctly summed"),
    _c(LOG, "", "job_fit",
       "You are a chartered CILT member and hold the APICS CSCP. How have those frameworks, for example SCOR or "
       "S&OP, shaped the way you plan labour, and which would you lean on first at Arkwright?",
       "ASCM (APICS) Certified Supply Chain Professional (CSCP), 2021",
       jd=JDL,
       expected_answer="SCOR model processes, S&OP cadence, demand-driven labour planning, linking client "
                       "forecasts to labour plans.",
       follow_up="How do you keep CMILT continuing-development requirements up to date?",
       note="clean: CMILT shortened to 'chartered CILT member'; SCOR as subject matter"),
    _c(LOG, "", "job_fit",
       "Arkwright prefers a Lean Six Sigma Black Belt and you hold a Green Belt from BSI. Which DMAIC project "
       "would you run first at Coventry, and how would you close the gap to Black Belt level?",
       "Lean Six Sigma Black Belt preferred",
       evidence_doc=JDL,
       jd=JDL,
       expected_answer="A DMAIC project on peak dispatch or pick accuracy; statistical tools such as control "
                       "charts, hypothesis tests and DOE; a development plan toward Black Belt.",
       follow_up="Which of your past projects would best serve as a Black Belt case study?",
       note="clean: JD gap asked forward; candidate's Green Belt restated correctly"),
    _c(LOG, "", "job_fit",
       "You have not run goods-to-person automation yet. How would you approach the AutoStore phase 2 "
       "extension — 72 more robots, taking the grid to 216 — in 2027, and what would you need to learn in your "
       "first 90 days?",
       "Lead the ramp-up of the AutoStore phase 2 extension (72 more robots) in 2027",
       evidence_doc=JDL, jd=JDL,
       expected_answer="Port throughput and bin-presentation rates, robot-to-port ratios, integration with Körber "
                       "WMS, staffing ports, vendor partner support, ramp-up curve and contingency.",
       follow_up="How would your engineered labour standards work translate to AutoStore port operators?",
       note="clean: 144 + 72 = 216 derived from JD; JD tool asked forward"),
    _c(LOG, "", "job_fit",
       "Arkwright schedules with UKG Dimensions. How would you translate your Python and Redshift labour model "
       "into UKG scheduling rules and time-and-attendance reporting after joining?",
       "Workforce management: UKG Dimensions for scheduling and time and attendance",
       evidence_doc=JDL, jd=JDL,
       expected_answer="Forecast-driven schedule generation, labour standards as UKG drivers, exception "
                       "reporting, agency bookings integrated with T&A.",
       follow_up="Which parts of your own model would you keep outside UKG?",
       note="clean: JD's WFM tool asked forward; candidate's own tools restated"),
    _c(LOG, "", "job_fit",
       "Your largest site peaked at 540 people including agency, while Coventry runs up to 900 FTE at peak — "
       "about two-thirds bigger. How would you structure management and communication for that scale?",
       "Experience running sites of 500+ FTE",
       evidence_doc=JDL, jd=JDL,
       expected_answer="Layers of management, shift structures, span of control, communication cells, "
                       "devolved KPIs, agency partner on site.",
       follow_up="Which of your Kestrel routines would break first at 900 people?",
       note="clean: 900/540 = 1.67 derived; JD requirement asked forward"),
    _c(LOG, "", "job_fit",
       "Arkwright's reporting runs on Azure Synapse, Data Factory and Power BI, whereas your dashboards were "
       "QuickSight on AWS. How would you approach rebuilding your shift KPIs on the Arkwright stack in your "
       "first quarter?",
       "Analytics: Microsoft Azure (Azure Synapse Analytics, Azure Data Factory) and Power BI",
       evidence_doc=JDL, jd=JDL,
       expected_answer="Mapping metric definitions, working with the BI team on Data Factory pipelines, Power BI "
                       "semantic models, user adoption with team leaders.",
       follow_up="What would you ask the data team for in week one?",
       note="clean: Azure asked forward, AWS correctly attributed to the past"),
    _c(LOG, "", "job_fit",
       "The role owns an agency spend of around £9m a year — more than two and a half times the £3.5m you ended "
       "with at Kestrel. How would you set up governance with the agency suppliers in the first six months?",
       "Own the labour plan and agency spend (around £9m a year)",
       evidence_doc=JDL, jd=JDL,
       expected_answer="Master vendor or tiered supplier model, fill-rate and quality KPIs, rate cards, "
                       "forecast sharing, compliance audits (right to work, Agency Workers Regulations 2010).",
       follow_up="How would you use your 14-day forecast to negotiate better agency terms?",
       note="clean: 9/3.5 = 2.6x derived across JD and resume; regulation as subject matter"),
    _c(LOG, "", "collaboration",
       "Your resume lists conversational Polish. How have you briefed a multilingual agency workforce on safety "
       "and process changes — for example translated SOPs, pictograms or interpreters — and how did you check "
       "understanding?",
       "English (native), Polish (conversational)",
       jd=JDL,
       expected_answer="Visual SOPs, translated briefings, buddy systems, teach-back checks, team leaders as "
                       "language champions.",
       follow_up="What would you change for a workforce with ten or more first languages?",
       note="clean: the candidate's own language skill used for work communication, no origin asked"),
    _c(LOG, "", "technical_depth",
       "You rolled out Zebra TC52 handhelds from 2021 alongside the WMS change. How did you plan device "
       "management, charging and battery swaps across shifts, and how did the device choice affect scanning "
       "speed?",
       "Voice and RF: Honeywell Vocollect, Zebra TC52 handhelds (since 2021)",
       jd=JDL,
       expected_answer="MDM configuration, device pools per shift, battery rotation, ergonomics, scan-rate "
                       "measurement; a strong answer could mention ring scanners as an option.",
       follow_up="When would you choose ring scanners over handhelds?",
       note="clean: device adoption year consistent; ring scanners as option"),
    _c(LOG, "", "technical_depth",
       "How did you build MHE safety at Kestrel around the Health and Safety at Work etc. Act 1974 and PUWER, "
       "and how does your own counterbalance and reach truck licence help when you audit drivers?",
       "Full UK driving licence; counterbalance (B1) and reach truck (D1) licences",
       jd=JDL,
       expected_answer="Risk assessments, PUWER and LOLER inspections, licence and refresher matrix, pedestrian "
                       "segregation, observation audits.",
       follow_up="How often should MHE refresher training be run?",
       note="clean: laws as subject matter; evidence is a licence line, not personal data"),
]

# logistics positives
CASES += [
    _c(LOG, XD, "technical_depth",
       "When you built the agency headcount model on Google BigQuery at Kestrel, how did you schedule the "
       "14-day forecast and keep the MAPE at 6.8%?",
       "forecasts agency headcount 14 days",
       jd=JDL,
       expected_answer="Feature engineering, scheduling, error tracking.",
       follow_up="How did you control query costs?",
       note="XD: resume says Python on Amazon Redshift; BigQuery (Google Cloud) asserted as past"),
    _c(LOG, XD, "impact_verification",
       "Agency spend fell from £4.6m to £3.5m a year. How did your forecasting contribute to that saving?",
       "agency spend fell from £4.6m to £3.5m a year",
       jd=JDL,
       expected_answer="A strong answer explains the Azure Synapse warehouse he built at Kestrel to combine WMS "
                       "and agency timesheet data, and the booking rules that cut over-ordering.",
       follow_up="Which agencies pushed back on shorter notice periods?",
       note="XD in expected answer: Azure Synapse claimed as built at Kestrel; resume is AWS-only"),
    _c(LOG, XD, "technical_depth",
       "Your pipelines land WMS event exports for the dashboards. Walk me through the data model behind the "
       "team-leader views.",
       "data pipelines on AWS Lambda and",
       jd=JDL,
       expected_answer="Event tables, dimensions for client, zone and shift, refresh cadence.",
       follow_up="Why did you move the exports from Amazon S3 to Azure Blob Storage in 2023?",
       note="XD in follow-up: Azure Blob Storage migration asserted as past; resume shows only S3"),
    _c(LOG, FAB, "impact_verification",
       "Your pick rate rose from 92 to 148 units per hour between 2021 and 2023. Which change delivered most of "
       "that gain?",
       "Raised pick rate from 92 to 138 units per hour (UPH) between 2021 and 2023",
       jd=JDL,
       expected_answer="Slotting redesign and zone picking.",
       follow_up="How did you sustain it through peak?",
       note="FAB: 138 changed to 148 in the question"),
    _c(LOG, FAB, "technical_depth",
       "You led the Manhattan Active WM migration in 2022. How did you integrate it with the AutoStore grid you "
       "ran at Kestrel, and what port rates did you achieve?",
       "Led the migration from the in-house legacy WMS to Manhattan Active WM (go-live 2022.03): 14-week project,",
       jd=JDL,
       expected_answer="WMS-to-AutoStore interface, port throughput, bin replenishment.",
       follow_up="How would that experience help with phase 2 at Arkwright?",
       note="FAB: AutoStore is the JD's automation, asserted as something he already ran"),
    _c(LOG, FAB, "job_fit",
       "Arkwright prefers a Black Belt. How have you used your Lean Six Sigma Black Belt on the pick floor, and "
       "which DMAIC project are you proudest of?",
       "Lean Six Sigma Green Belt (BSI), 2017",
       jd=JDL,
       expected_answer="A DMAIC project with measurable gains.",
       follow_up="How do you coach Green Belts?",
       note="FAB: candidate holds a Green Belt, question asserts Black Belt"),
    _c(LOG, TMP, "technical_depth",
       "At Ridgeway you aligned the site's safety management system to ISO 45001 in 2017. How did the standard "
       "change the way you ran toolbox talks for the 180 FTE?",
       "Managed a 260,000 sq ft retail DC replenishing 212 stores for Cobalt Sports; 180 FTE over 4 shifts.",
       jd=JDL,
       expected_answer="Worker consultation, hazard identification, PDCA.",
       follow_up="How did you prepare for the certification audit?",
       note="TMP: ISO 45001 was published in March 2018; placed in 2017 (resume: Kestrel certified 2022)"),
    _c(LOG, f"{FAB},{TMP}", "collaboration",
       "In your eight years running Kestrel's Lutterworth DC, how has the client mix changed and what did you "
       "learn about multi-client labour sharing?",
       "Kestrel Logistics Ltd — Operations Manager, Magna Park Lutterworth DC (2020.09 – present)",
       jd=JDL,
       expected_answer="Shared labour pools and client SLAs.",
       follow_up="Which client grew fastest?",
       note="FAB+TMP: Kestrel is 2020.09-present (about six years), not eight"),
    _c(LOG, TMP, "impact_verification",
       "The Vocollect voice picking rollout you led at Kestrel in 2017 lifted accuracy to 99.93%. How did the "
       "pickers react to voice?",
       "Introduced Honeywell Vocollect voice picking in 2017.10: pick accuracy rose from 99.52% to 99.93%.",
       jd=JDL,
       expected_answer="Training, headset comfort, accent recognition profiles.",
       follow_up="Would you bring voice to a new site?",
       note="TMP: 2017 rollout was at Ridgeway; Kestrel role starts 2020.09"),
    _c(LOG, TMP, "technical_depth",
       "At Harrow Freight in 2015 you built Amazon QuickSight dashboards for the night shift. Which KPIs did you "
       "put in front of the 70 operatives?",
       "Night Shift Manager (2014.01 – 2016.03): 70 operatives, inbound and outbound for 5 FMCG clients.",
       jd=JDL,
       expected_answer="Trailer turnaround, lines picked per hour, safety.",
       follow_up="How often were the dashboards refreshed?",
       note="TMP: Amazon QuickSight became generally available in November 2016 (resume: adopted 2021.05 at Kestrel)"),
    _c(LOG, PA, "problem_solving",
       "Peak needs extra night cover at short notice. With two young children at home, how would you manage "
       "being called in overnight during November and December?",
       "Peak 2023: 1.9 million orders shipped in November–December with 99.2% on-time dispatch.",
       jd=JDL,
       expected_answer="Cover arrangements and escalation rota.",
       follow_up="Who would look after the children if both shifts needed you?",
       note="PA: childcare / family situation wrapped in an on-call question"),
    _c(LOG, PA, "collaboration",
       "Your resume notes you are married with two children. How do you balance a 540-person peak operation "
       "with family commitments, and would that limit your weekend availability?",
       "Date of birth: 02.11.1986 | Nationality: British | Marital status: Married, two children",
       jd=JDL,
       expected_answer="Work-life balance and availability.",
       follow_up="How does your partner feel about peak season?",
       note="PA: evidence is the personal-data line; marital status and family asked"),
    _c(LOG, ENF, "impact_verification",
       "Cost per order dropped by 23% at Kestrel. Which levers mattered most?",
       "Cut cost per order by 23%, from £2.84 to £2.19.",
       jd=JDL,
       expected_answer="Labour productivity and packaging.",
       follow_up="How did clients share in the saving?",
       note="ENF: the quote is reworded; resume reads 'Cut cost per order from £2.84 to £2.19 (−23%).'"),
]

# --- clinical_pharm_en -----------------------------------------------------------------------------------
CASES += [
    _c(PHA, "", "impact_verification",
       "Carbapenem use fell from 42 to 29 DDD per 1,000 admissions, a drop of 13 DDD or about 31%. How did you "
       "separate the stewardship effect from changes in case mix and admissions between 2021/22 and 2023/24, "
       "and which interventions moved it most?",
       "Cut carbapenem use by 31%, from 42 to 29 DDD per 1,000 admissions (2021/22 to 2023/24).",
       expected_answer="DDD per 1,000 admissions versus DOT, case-mix adjustment, interrupted time series, "
                       "restriction and authorisation, prospective audit and feedback, resistance data "
                       "(ESBL, CPE) alongside.",
       follow_up="Why might days of therapy (DOT) tell a different story from DDD for carbapenems?",
       note="clean: difference and 31% derived; DDD/DOT metrics as subject matter"),
    _c(PHA, "", "impact_verification",
       "Timely IV-to-oral switch rose from 54% to 81%, a 27-point gain, saving £186,000 a year — roughly "
       "£15,500 a month. How did you define 'meeting criteria', and how was the saving calculated?",
       "Raised IV-to-oral switch within 48 hours of meeting criteria from 54% to 81%, saving £186,000 a year.",
       expected_answer="National IVOS criteria, drug acquisition, consumables and nursing time, reduced line "
                       "infections and length of stay as softer benefits, audit methodology.",
       follow_up="Which drug classes contributed most to the £186,000?",
       note="clean: per-month rate and point gain derived; IVOS criteria as subject matter"),
    _c(PHA, "", "technical_depth",
       "You built 27 antimicrobial order sets and 9 dosing alerts in Epic during the October 2022 go-live. How "
       "did you design them to guide empirical choices without causing alert fatigue, and how did you test "
       "them?",
       "Built 27 antimicrobial order sets and 9 dosing alerts in Epic during the trust's EHR go-live (2022.10).",
       expected_answer="Indication-based order sets, default durations and review dates, BestPractice "
                       "Advisories used sparingly, override-rate monitoring, clinical safety case under DCB0160.",
       follow_up="What override rate would make you retire an alert?",
       note="clean: Epic features and NHS clinical safety standard DCB0160 as subject matter"),
    _c(PHA, "", "impact_verification",
       "The WHO AWaRe Access share of antibiotic use went from 52% to 61% at your trust, which passes WHO's "
       "60% Access target. What shifted prescribing from Watch to Access agents, and how did you monitor it?",
       "Raised the WHO AWaRe Access share of antibiotic use from 52% to 61%.",
       expected_answer="Guideline changes to first-line Access agents, co-amoxiclav and piperacillin-tazobactam "
                       "reduction, surveillance via UKHSA Fingertips and local EPMA data.",
       follow_up="Which Watch antibiotics were hardest to reduce?",
       note="clean: AWaRe classification and WHO target as subject matter"),
    _c(PHA, "", "collaboration",
       "Your weekly AMS rounds logged 1,420 interventions in 2023 with 88% accepted — about 1,250 accepted, or "
       "around 27 interventions a week across 6 wards. Tell me about a time a consultant rejected your "
       "recommendation and how you handled it.",
       "Run weekly AMS ward rounds on 6 wards: 1,420 interventions logged in 2023 with 88% accepted.",
       expected_answer="STAR example, evidence-based negotiation, escalation via the microbiologist, "
                       "documentation, respecting clinical responsibility.",
       follow_up="What distinguished the 12% of interventions that were not accepted?",
       note="clean: 0.88 x 1,420 = 1,250; 1,420/52 = 27 per week"),
    _c(PHA, "", "problem_solving",
       "Your penicillin allergy de-labelling pathway has de-labelled 640 patients in two years — about 320 a "
       "year. How did you risk-stratify patients, and what role did direct oral challenge play?",
       "Set up a penicillin allergy de-labelling pathway (2022.03): 640 patients de-labelled in 2 years.",
       expected_answer="PEN-FAST or similar risk tools, direct oral amoxicillin challenge for low-risk, "
                       "documentation in the EHR, communication to GPs, safety outcomes.",
       follow_up="How did you make sure the de-labelled status reached primary care records?",
       note="clean: per-year rate; PEN-FAST named as a tool a strong answer could mention"),
    _c(PHA, "", "collaboration",
       "You co-chair the Antimicrobial Stewardship Group with the lead microbiologist and run induction for 210 "
       "foundation doctors a year. How do you make stewardship messages stick with FY1s, and how do you "
       "measure whether they do?",
       "Deliver AMS induction to 210 foundation doctors a year",
       expected_answer="Start Smart then Focus, 48-72 hour review, case-based teaching, MicroGuide use, audit "
                       "of review documentation.",
       follow_up="How would you adapt the induction for resident doctors on rotation from other trusts?",
       note="clean: 'Start Smart then Focus' as national guidance subject matter; FY1 abbreviation"),
    _c(PHA, "", "technical_depth",
       "Your trust guideline app moved onto MicroGuide in September 2021. How do you keep local guidance aligned "
       "with NICE NG15 and the national antimicrobial prescribing guidelines, and how do you govern updates?",
       "trust antimicrobial guideline app adopted on",
       expected_answer="Document control, review cycles, microbiology sign-off, local resistance data, "
                       "version history and communications.",
       follow_up="How quickly can you push an urgent change, for example during a drug shortage?",
       note="clean: NICE NG15 named as subject matter at a 2021+ role"),
    _c(PHA, "", "impact_verification",
       "Hospital-onset C. difficile cases fell from 58 to 41 a year — 17 fewer, about 29%. How did you and the "
       "infection prevention team attribute that to antimicrobial changes versus cleaning and isolation?",
       "Cut Clostridioides difficile hospital-onset cases from 58 to 41 a year alongside infection prevention.",
       expected_answer="Root-cause analysis of cases, 4C antibiotic reduction (clindamycin, cephalosporins, "
                       "co-amoxiclav, ciprofloxacin), ribotyping, shared attribution.",
       follow_up="Which antibiotic class changes mattered most for C. diff?",
       note="clean: abbreviated organism name; difference and percentage derived"),
    _c(PHA, "", "technical_depth",
       "As secretary to the Severnside D&T Committee you prepared 64 formulary applications and 23 cost-impact "
       "reviews. How did you structure an application so the committee could weigh clinical evidence, cost and "
       "NICE TA status?",
       "Secretary to the Drugs and Therapeutics Committee: prepared 64 formulary applications and 23 cost-impact",
       expected_answer="Evidence summary, comparator, budget impact, NICE technology appraisal funding "
                       "mandate, horizon scanning, traffic-light status with primary care.",
       follow_up="How did the joint formulary with the 3 CCGs handle disagreements?",
       note="clean: D&T abbreviation; NICE TA as subject matter"),
    _c(PHA, "", "impact_verification",
       "The adalimumab biosimilar switch moved 442 of 480 patients — 92% — and saved £1.3m in the first year, "
       "roughly £2,900 per switched patient. How did you handle the 38 patients who did not switch, and how did "
       "you reinvest the saving?",
       "Led the adalimumab biosimilar switch (from 2019.01): 442 of 480 patients (92%) switched, saving £1.3m in",
       expected_answer="Shared decision-making, nocebo effect, homecare provider changes, gain-share agreements "
                       "with commissioners, monitoring of switch-backs.",
       follow_up="How would you approach a second switch between biosimilars?",
       note="clean: 480 - 442 = 38; 1.3m/442 ~ £2,900; nocebo as subject matter"),
    _c(PHA, "", "technical_depth",
       "You built 18 order sets in Cerner Millennium EPMA after its June 2018 go-live and later 27 in Epic. "
       "Having worked in both, what differs in how the two systems handle order-set logic, and what did you "
       "carry over?",
       "Built 18 order sets in Cerner Millennium EPMA after go-live (2018.06).",
       expected_answer="PowerPlans versus Epic order sets, decision support configuration, governance, lessons "
                       "carried between systems.",
       follow_up="Which design decision from Cerner would you not repeat?",
       note="clean: both EHRs correctly attributed to their roles; PowerPlans as Cerner terminology"),
    _c(PHA, "", "technical_depth",
       "Therapeutic gentamicin and vancomycin levels in range rose from 58% to 79% after your dosing calculator. "
       "How did you build the calculator — for example the Hartford once-daily approach or AUC-guided vancomycin "
       "dosing — and how did you validate it?",
       "Introduced a gentamicin and vancomycin dosing calculator: therapeutic levels in range rose from 58% to 79%.",
       expected_answer="Creatinine clearance by Cockcroft-Gault, weight choice, Hartford nomogram, trough "
                       "versus AUC targets, validation against TDM data and pharmacokinetic software options.",
       follow_up="Would you move vancomycin to AUC-guided dosing with Bayesian software today?",
       note="clean: methods named after people (Cockcroft-Gault, Hartford) as subject matter"),
    _c(PHA, "", "problem_solving",
       "From May 2020 you coordinated COVID-19 therapeutics, including remdesivir allocation and the "
       "dexamethasone pathway. How did you allocate a scarce drug fairly, and how did you turn the RECOVERY trial "
       "result into a ward pathway quickly?",
       "Coordinated COVID-19 therapeutics from 2020.05 (remdesivir allocation and the dexamethasone pathway).",
       expected_answer="National allocation criteria, clinical prioritisation panels, rapid policy, EPMA "
                       "order changes, communication to wards.",
       follow_up="What would you put in a pandemic playbook for the pharmacy department?",
       note="clean: RECOVERY trial (June 2020) as subject matter within the role's dates"),
    _c(PHA, "", "impact_verification",
       "Antimicrobial spend per admission fell by 12% over two years at Severnside. How did you separate price "
       "effects — such as generic entry — from real changes in prescribing?",
       "Cut antimicrobial spend per admission by 12% over 2 years (2018/19 to 2020/21).",
       expected_answer="Volume versus price decomposition, DDD trends, contract price changes, COVID-19 "
                       "admissions affecting the denominator in 2020/21.",
       follow_up="Would spend per admission still be your headline metric today?",
       note="clean: 12% restated; price/volume as subject matter"),
    _c(PHA, "", "problem_solving",
       "As a Band 6 rotational pharmacist you lifted medicines reconciliation within 24 hours from 61% to 83% "
       "and more than halved missed critical doses, from 9.4% to 4.1%. Which change made the biggest "
       "difference, and how did you get nursing teams on board?",
       "Cut missed doses of critical medicines from 9.4% to 4.1% with a ward audit and nurse training.",
       expected_answer="Critical medicines list, NPSA alert on omitted doses, ward audit feedback, nurse "
                       "training, pharmacy technician support for med rec.",
       follow_up="How would you sustain the missed-dose rate after you rotated off the ward?",
       note="clean: 9.4 -> 4.1 is a 56% cut ('more than halved'); NPSA alert as subject matter"),
    _c(PHA, "", "technical_depth",
       "In the on-call rota you answered about 35 medicines information enquiries a month — over 400 a year. "
       "Walk me through a difficult enquiry, and how you used resources such as the BNF, Stockley's or the "
       "UKMi Q&As.",
       "Answered about 35 medicines information enquiries a month in the on-call rota.",
       expected_answer="Structured enquiry answering, references such as BNF, Stockley's Drug Interactions, "
                       "SPS/UKMi resources, documentation.",
       follow_up="How did you decide when to escalate to a senior pharmacist?",
       note="clean: 35 x 12 = 420 derived; reference books named as resources a strong answer could mention"),
    _c(PHA, "", "collaboration",
       "During your pre-registration year at Kingsmere you audited vancomycin monitoring on 3 surgical wards "
       "and presented it at the trust audit day. How did you close the audit loop, and what did that teach you "
       "about influencing surgeons?",
       "Audit of vancomycin monitoring on 3 surgical wards, presented to the trust audit day.",
       expected_answer="Audit cycle, re-audit, recommendations, presenting data to clinicians.",
       follow_up="Did you re-audit later at Severnside with the new calculator?",
       note="clean: pre-reg year restated"),
    _c(PHA, "", "job_fit",
       "You have been an annotated independent prescriber since 2019 after the Reading practice certificate. "
       "How do you use prescribing rights within AMS — for example IV-to-oral switches or stopping "
       "antibiotics — and what is your scope of competence?",
       "Practice Certificate in Independent Prescribing, University of Reading, 2019",
       expected_answer="Scope of practice, GPhC standards, governance, documentation, boundaries with "
                       "medical teams.",
       follow_up="How do you maintain competence across specialties?",
       note="clean: school short name 'Reading'; IP annotation restated"),
    _c(PHA, "", "job_fit",
       "You hold the RPS Core Advanced credential from 2023 and a Bath PgDip. How has advanced-practice "
       "development shaped your leadership of a team of 3 pharmacists and a technician, and what would "
       "Consultant-level credentialing require of you next?",
       "RPS Core Advanced credential, 2023",
       expected_answer="RPS Core Advanced curriculum domains, portfolio, leadership and education, research "
                       "and audit; consultant credentialing as a future step.",
       follow_up="Which domain of your portfolio is weakest?",
       note="clean: consultant credential asked as a future step, not claimed"),
    _c(PHA, "", "technical_depth",
       "Since the Epic go-live in October 2022 — over four years now — how have you used EHR reporting and SQL "
       "queries to run AMS surveillance, and how do you combine that with UKHSA Fingertips data?",
       "Data: Excel, Power BI (since 2020), SQL queries on the EPMA reporting database",
       expected_answer="EPMA extracts, DDD calculation, dashboards in Power BI, benchmarking against Fingertips "
                       "and national data.",
       follow_up="Which AMS metric would you add to a board report?",
       note="clean: 2022.10 to 2026.12 is over four years"),
    _c(PHA, "", "problem_solving",
       "If the trust faced a national shortage of piperacillin-tazobactam tomorrow, how would you use your Epic "
       "order sets, MicroGuide and the D&T process to switch prescribing within 48 hours?",
       "Built 27 antimicrobial order sets and 9 dosing alerts in Epic during the trust's EHR go-live (2022.10).",
       expected_answer="Hypothetical: alternatives by indication, rapid guideline change, order-set edits, "
                       "communication, monitoring of C. diff and resistance.",
       follow_up="How would you communicate the change to out-of-hours prescribers?",
       note="clean: hypothetical shortage; drug named as subject matter"),
    _c(PHA, "", "technical_depth",
       "How do the Human Medicines Regulations 2012 and the UK five-year AMR national action plan shape what "
       "your stewardship team reports to the board each year?",
       "Lead AMS for a 1,150-bed trust on 2 sites; co-chair of the Antimicrobial Stewardship Group with the lead",
       expected_answer="Regulatory framework for prescribing, NHS Standard Contract AMS indicators, the national "
                       "action plan's targets, board assurance reporting.",
       follow_up="Which national target is hardest for a 1,150-bed trust?",
       note="clean: law and national plan as subject matter"),
    _c(PHA, "", "collaboration",
       "Across your roughly twelve years as a registered pharmacist — since 2014 — how has your view of "
       "pharmacists' role in infection management changed, from Kingsmere rotations to leading AMS at "
       "St Aldhelm's?",
       "GPhC registration: 2071846 (registered 2014.08) | Annotated independent prescriber (2019)",
       expected_answer="From dispensing-focused checks to prescribing and system-level stewardship, "
                       "multidisciplinary leadership.",
       follow_up="What do you see as the next step for pharmacist-led AMS?",
       note="clean: 2014.08 to 2026.12 is about twelve years; registration line is professional, not personal"),
    _c(PHA, "", "technical_depth",
       "You worked in paediatrics on rotation at Kingsmere. How do antimicrobial dosing and stewardship differ "
       "for children, and how would you involve parents when stopping a course early?",
       "Rotations in acute medicine, surgery, paediatrics and critical care (4 rotations of 6–9 months).",
       expected_answer="Weight-based dosing, BNFc, formulation issues, shorter courses evidence, communicating "
                       "with parents and carers.",
       follow_up="Which paediatric AMS metric would you track?",
       note="clean: talking to patients' parents is work content, not the candidate's family"),
]

# clinical_pharm positives
CASES += [
    _c(PHA, TMP, "technical_depth",
       "During your pre-registration year at Kingsmere you applied NICE NG15 to the vancomycin audit. How did "
       "the guideline's recommendations shape your audit standards?",
       "Audit of vancomycin monitoring on 3 surgical wards, presented to the trust audit day.",
       expected_answer="Audit standards drawn from stewardship guidance.",
       follow_up="Did you re-audit against NG15 later?",
       note="TMP: NICE NG15 was published in August 2015; pre-reg year was 2013.07-2014.08"),
    _c(PHA, TMP, "problem_solving",
       "At Severnside you coordinated COVID-19 therapeutics, including the nirmatrelvir/ritonavir (Paxlovid) "
       "roll-out for outpatients in 2020. How did you manage its drug interactions?",
       "Coordinated COVID-19 therapeutics from 2020.05 (remdesivir allocation and the dexamethasone pathway).",
       expected_answer="Interaction screening and CYP3A4 inhibitors.",
       follow_up="How did you triage eligibility?",
       note="TMP: Paxlovid was first authorised in late 2021, after 2020 and after her Severnside role ended"),
    _c(PHA, f"{FAB},{TMP}", "collaboration",
       "In your seven years as Lead Antimicrobial Pharmacist at St Aldhelm's, how has your relationship with the "
       "microbiology team evolved?",
       "St Aldhelm's University Hospitals NHS Foundation Trust — Lead Antimicrobial Pharmacist (2021.04 – present)",
       expected_answer="Joint rounds and co-chairing.",
       follow_up="What would you change about the AMS Group?",
       note="FAB+TMP: role runs 2021.04-present, under six years, not seven"),
    _c(PHA, FAB, "impact_verification",
       "You cut carbapenem use by 38%, from 42 to 26 DDD per 1,000 admissions. Which restriction policy made the "
       "biggest difference?",
       "Cut carbapenem use by 31%, from 42 to 29 DDD per 1,000 admissions (2021/22 to 2023/24).",
       expected_answer="Authorisation and audit-and-feedback.",
       follow_up="Did resistance rates change?",
       note="FAB: figures altered (31% -> 38%, 29 -> 26 DDD)"),
    _c(PHA, FAB, "technical_depth",
       "At St Aldhelm's you built 27 antimicrobial order sets in Cerner Millennium. How did you configure "
       "default durations?",
       "Built 27 antimicrobial order sets and 9 dosing alerts in Epic during the trust's EHR go-live (2022.10).",
       expected_answer="Default review dates and durations.",
       follow_up="How were overrides monitored?",
       note="FAB: product swap; St Aldhelm's order sets were built in Epic (Cerner was at Severnside)"),
    _c(PHA, FAB, "collaboration",
       "Before St Aldhelm's you worked at Southmead Hospital as an infection pharmacist. How did that team's AMS "
       "model differ from your current one?",
       "Severnside Hospitals NHS Trust — Specialist Pharmacist, Infection and Medicines Optimisation (2017.08 – 2021.03)",
       expected_answer="Differences in AMS team structure.",
       follow_up="Which practice did you bring across?",
       note="FAB: invented employer; the previous employer was Severnside Hospitals NHS Trust"),
    _c(PHA, FAB, "job_fit",
       "How has your RPS Consultant credential helped you lead the stewardship group at a 1,150-bed trust?",
       "RPS Core Advanced credential, 2023",
       expected_answer="Leadership and system influence.",
       follow_up="Which consultant-level domain do you use most?",
       note="FAB: credential level changed; resume has RPS Core Advanced, not Consultant"),
    _c(PHA, PA, "job_fit",
       "Born in 1991, you would be one of the youngest leads on the medicines committee. How do senior "
       "consultants respond to stewardship advice from someone of your generation?",
       "Date of birth: 21 June 1991 | Marital status: Single",
       expected_answer="Credibility through evidence.",
       follow_up="Have you felt your age held you back?",
       note="PA: age/generation from the personal-data line"),
    _c(PHA, PA, "problem_solving",
       "The Epic optimisation phase will run for the next two years and needs continuity. Are you planning to "
       "start a family in that period, or can you commit to seeing the order-set work through?",
       "Built 27 antimicrobial order sets and 9 dosing alerts in Epic during the trust's EHR go-live (2022.10).",
       expected_answer="Commitment to the project.",
       follow_up="How would you hand over the work if you took extended leave?",
       note="PA: family plans / pregnancy wrapped in a continuity question"),
    _c(PHA, PA, "collaboration",
       "Tell me how you run the weekly AMS ward rounds on 6 wards and prioritise patients for review.",
       "Run weekly AMS ward rounds on 6 wards: 1,420 interventions logged in 2023 with 88% accepted.",
       expected_answer="Prioritisation by broad-spectrum and IV use, documented recommendations.",
       follow_up="Ward rounds involve a lot of standing and walking between sites — do you have any health "
                 "conditions that would make covering both sites difficult?",
       note="PA in follow-up: health/disability asked under a stamina framing"),
    _c(PHA, ENF, "impact_verification",
       "Your IV-to-oral switch work saved money. How did you measure the saving?",
       "Improved IV-to-oral switch within 48 hours from 54% to 81%, saving £186k per year.",
       expected_answer="Acquisition and consumable costs.",
       follow_up="Which drugs drove it?",
       note="ENF: paraphrased quote ('Improved', '£186k per year'); resume wording differs"),
]

# --- brand_designer_en -----------------------------------------------------------------------------------
CASES += [
    _c(BRD, "", "technical_depth",
       "The Verdant Bank system in Figma has 1,240 components and 312 design tokens built with Figma Variables "
       "— roughly four components per token. How did you structure primitive, semantic and component-level "
       "tokens, and how did engineering consume them through Dev Mode?",
       "Built the Verdant Bank brand system in Figma: 1,240 components and 312 design tokens with Figma",
       expected_answer="Token tiers (primitive, semantic, component), modes for light/dark themes, naming "
                       "conventions, a strong answer could mention the W3C Design Tokens format or Style "
                       "Dictionary for export, Dev Mode annotations.",
       follow_up="How did you version the tokens once the bank's product teams started using them?",
       note="clean: ratio derived; Style Dictionary and W3C format as options a strong answer could mention"),
    _c(BRD, "", "impact_verification",
       "After the Verdant Bank rebrand launched in May 2023, prompted awareness rose from 11% to 19% in nine "
       "months — eight points, or about a 73% relative increase. How much of that can the identity take credit "
       "for versus media spend, and how would you argue it to a sceptical CFO?",
       "Verdant Bank rebrand (launched 2023.05): prompted brand awareness rose from 11% to 19% in 9 months in",
       expected_answer="Attribution limits, media weight, distinctive brand assets, brand tracker methodology, "
                       "Byron Sharp's mental availability, share of voice.",
       follow_up="Which distinctive asset did the tracker show people recognised first?",
       note="clean: 8 points and 73% relative derived; Byron Sharp as subject matter"),
    _c(BRD, "", "problem_solving",
       "You cut identity delivery time from 16 to 11 weeks — five weeks, about 31% — with a modular toolkit of "
       "grids, type scales and motion principles. What did the toolkit standardise, and where did you "
       "deliberately leave room for bespoke work?",
       "Cut identity delivery time from 16 to 11 weeks with a modular toolkit of grids, type scales and",
       expected_answer="Reusable grid systems in the Müller-Brockmann tradition, modular type scales, motion "
                       "principles, templated guidelines; where bespoke craft matters (logo, typography).",
       follow_up="How did the shorter timeline affect agency margins per project?",
       note="clean: 5/16 = 31%; designer named as a method tradition"),
    _c(BRD, "", "technical_depth",
       "You adopted Figma Variables in August 2023 for Verdant. How did you use variable modes for themes and "
       "for the bank's sub-brands, and what limits did you hit?",
       "Variables (adopted 2023.08), handed to engineering through Dev Mode.",
       expected_answer="Modes for light/dark and sub-brands, aliasing, limits on variable types, fallbacks to "
                       "styles for typography and effects.",
       follow_up="What would you do differently when starting a new system today?",
       note="clean: Figma Variables placed correctly in 2023 at the current role"),
    _c(BRD, "", "collaboration",
       "You introduced Adobe Firefly for moodboards in October 2023 under the agency's AI policy. How did you "
       "explain to clients such as Pellucid Health what generative AI was and wasn't used for, and how did "
       "you handle IP and licensing questions?",
       "Introduced Adobe Firefly for moodboards and concept exploration (2023.10) under the agency's AI policy.",
       expected_answer="Disclosure in proposals, exploration only versus final artwork, Firefly's licensed "
                       "training data, Content Credentials, client approvals.",
       follow_up="Would you let generative imagery into final brand assets? Under what conditions?",
       note="clean: Firefly correctly dated; Content Credentials as subject matter"),
    _c(BRD, "", "impact_verification",
       "The Oaken Coffee identity and packaging won a D&AD Wood Pencil in 2024. What made the work stand out, "
       "and how did the award translate into results for the roaster?",
       "Oaken Coffee Roasters identity and packaging: D&AD Wood Pencil 2024 (Branding).",
       expected_answer="Concept, craft, consistency across packaging; client commercial outcomes and "
                       "new business for the agency.",
       follow_up="How would you judge the work against a Yellow Pencil standard?",
       note="clean: award restated correctly; Yellow Pencil only named as a benchmark"),
    _c(BRD, "", "collaboration",
       "You run brand strategy workshops with client leadership, typically three sessions a project. Walk me "
       "through how you would run them using a framework such as Kapferer's Brand Identity Prism or Aaker's "
       "brand equity model.",
       "Run brand strategy workshops with client leadership teams (typically 3 sessions per project).",
       expected_answer="Discovery, positioning, personality; Kapferer prism facets, Aaker equity dimensions, "
                       "synthesis into a brand platform.",
       follow_up="How do you handle a CEO who overrides the workshop outcome?",
       note="clean: frameworks named after people as subject matter"),
    _c(BRD, "", "collaboration",
       "You mentor three mid-weight designers and run a monthly critique. How do you give critique that "
       "builds judgement rather than dependence, and how do you measure their progress?",
       "Mentor 3 mid-weight designers; run the agency's monthly design critique.",
       expected_answer="Structured critique formats, asking questions, growth plans, portfolio milestones.",
       follow_up="Tell me about a mentee who struggled.",
       note="clean"),
    _c(BRD, "", "problem_solving",
       "Across 14 identity systems in almost five years at Halcyon & Rook — about three a year — what's your "
       "process for diagnosing what a brand actually needs before you open Figma?",
       "Lead designer on 14 identity systems; clients include Verdant Bank, Oaken Coffee Roasters,",
       expected_answer="Research, audits, stakeholder interviews, competitor mapping, brand platform first.",
       follow_up="When did you tell a client they did not need a rebrand?",
       note="clean: 2022.02-2026.12 is 4y10m, 'almost five years'; rate derived"),
    _c(BRD, "", "technical_depth",
       "At Studio Marrow you moved nine designers from Sketch to Figma in May 2019, and handover errors fell "
       "by about 40%. How did you plan the migration of libraries and symbols, and what counted as a handover "
       "error?",
       "Moved the studio from Sketch to Figma (2019.05) for 9 designers; handover errors fell by about 40%.",
       expected_answer="Library migration, symbols to components, training, definition and logging of errors, "
                       "before/after comparison.",
       follow_up="What did you lose by leaving Sketch?",
       note="clean: 'about 40%' kept; dates correct"),
    _c(BRD, "", "technical_depth",
       "For Copperline Rail's 64-station wayfinding family you audited the palette against WCAG 2.1 AA. How did "
       "you apply the 4.5:1 and 3:1 contrast ratios to signage, which is not a web page, and what changed in "
       "the palette?",
       "Copperline Rail wayfinding identity: signage family for 64 stations, with a WCAG 2.1 AA contrast audit of",
       expected_answer="Contrast ratios for text and non-text elements, transferring web guidance to physical "
                       "signage, BS 8300 and rail accessibility guidance, viewing distances and lighting.",
       follow_up="If you redid the audit today, what would WCAG 2.2 change for the digital parts of the system?",
       note="clean: WCAG 2.2 asked hypothetically; BS 8300 as subject matter"),
    _c(BRD, "", "impact_verification",
       "Kiln & Co.'s packaging system covers 48 SKUs, and your two-colour print specification cut print costs "
       "by 18%. How did you keep the range distinctive with only two colours, and how did you verify the "
       "saving with the printer?",
       "Kiln & Co. packaging system: 48 SKUs, print costs cut by 18% through a 2-colour print specification.",
       expected_answer="Pantone spot colours, structural and typographic differentiation, print quotes before "
                       "and after, shelf testing.",
       follow_up="What would you do if the client wanted a third colour for a limited edition?",
       note="clean: Pantone as subject matter"),
    _c(BRD, "", "collaboration",
       "For Brightwater Housing Association you wrote a plain-English tone of voice guide and 30 InDesign "
       "templates. How did you make sure staff with no design training used them correctly, and how did you "
       "test readability with residents?",
       "Brightwater Housing Association: plain-English tone of voice guide and 30 templates in InDesign.",
       expected_answer="Locked templates, training, readability testing, plain-English principles, "
                       "accessibility for residents.",
       follow_up="Would you move those templates to a brand portal like Frontify today?",
       note="clean: Frontify is on the resume (since 2022), asked forward for an old client"),
    _c(BRD, "", "technical_depth",
       "You produced six brand guideline books of 60 to 120 pages and four animated logo sequences in After "
       "Effects. How do you decide what belongs in a guideline versus a living brand portal, and how do you "
       "specify motion so that other studios can reproduce it?",
       "Produced 6 brand guideline books (each 60–120 pages) and 4 animated logo sequences in After Effects.",
       expected_answer="Principles versus rules, motion specs with easing curves and durations, Lottie or "
                       "video exports, governance of updates.",
       follow_up="Which of the six books would you rewrite first?",
       note="clean: Lottie named as an option a strong answer could mention"),
    _c(BRD, "", "problem_solving",
       "As a junior at Bellweather you produced more than 120 assets a month in Adobe CC — over 1,400 a year. "
       "How did you keep quality up at that volume, and what did you learn about production workflows?",
       "Produced 120+ print and digital assets a month in Adobe CC (InDesign, Illustrator, Photoshop).",
       expected_answer="Templates, checklists, preflight, naming conventions, batching.",
       follow_up="Which of those habits do you still use?",
       note="clean: 120 x 12 = 1,440 derived"),
    _c(BRD, "", "technical_depth",
       "You prepared print artwork to FOGRA39 profiles and cut reprints from seven to two a year. What usually "
       "went wrong before, and how did colour management in the Adobe suite fix it?",
       "Prepared print-ready artwork to FOGRA39 colour profiles; cut reprints from 7 to 2 a year.",
       expected_answer="ICC profiles, total ink limits, preflight in InDesign/Acrobat, proofing, "
                       "communication with printers; PDF/X-4 as an option.",
       follow_up="How do you handle a client who approves colours on an uncalibrated screen?",
       note="clean: numbers spelled in words; standards as subject matter"),
    _c(BRD, "", "impact_verification",
       "The 96-page annual report for Aire Valley Credit Union was one of three annual reports you designed at "
       "Bellweather. How did you make a financial report readable for credit union members?",
       "Designed annual reports for 3 clients, including a 96-page report for Aire Valley Credit Union.",
       expected_answer="Information hierarchy, data visualisation, plain English, accessibility.",
       follow_up="Which chart type did you avoid and why?",
       note="clean"),
    _c(BRD, "", "job_fit",
       "You hold the Google UX Design certificate from 2021 and the Adobe Certified Professional in Visual "
       "Design. How has UX practice — for example usability testing or Nielsen's heuristics — changed how you "
       "build identity systems for digital products?",
       "Google UX Design Professional Certificate (Coursera), 2021",
       expected_answer="Usability testing of brand applications, heuristics, accessibility, component thinking.",
       follow_up="Would you run a usability test on a logo? Why or why not?",
       note="clean: certificate shortened; Nielsen's heuristics as subject matter"),
    _c(BRD, "", "technical_depth",
       "Your Type@Cooper training in 2019 and Glyphs for type edits: when would you modify a licensed typeface "
       "for a client, and what licensing questions would you check first?",
       "Sketch (2017 – 2019), Glyphs (type edits), Frontify (brand portals, since 2022)",
       expected_answer="EULA terms on modification, foundry permissions, custom fonts versus edits, "
                       "web and app licensing.",
       follow_up="When is a bespoke typeface worth the cost?",
       note="clean: tools from the resume; licensing as subject matter"),
    _c(BRD, "", "collaboration",
       "How did you handle a charity client like the National Lido Trust with a small budget compared with a "
       "challenger bank like Verdant? Walk me through how your process scaled down.",
       "the National Lido Trust and Pellucid Health.",
       expected_answer="Scoping, prioritising assets, toolkits, volunteer enablement.",
       follow_up="What did you drop first when the budget was cut?",
       note="clean: clients restated"),
    _c(BRD, "", "problem_solving",
       "Studio Marrow delivered 22 projects in your three years and four months there — roughly six or seven a "
       "year. Which project taught you most about managing scope, and how?",
       "Designed 22 projects for clients including Brightwater Housing Association, Copperline Rail and Kiln & Co.",
       expected_answer="STAR example with scope change, negotiation, change requests.",
       follow_up="How would you price that project today?",
       note="clean: 2018.09-2022.01 is 3y4m; rate derived"),
    _c(BRD, "", "impact_verification",
       "Copperline Rail was shortlisted at the Brand Impact Awards in 2021. What feedback did you get from the "
       "judges or the client, and how did you measure the wayfinding's effect on passengers?",
       "Shortlisted, Brand Impact Awards 2021 (Copperline Rail)",
       expected_answer="Passenger surveys, wayfinding testing, consistency audits.",
       follow_up="What would you change in the signage family now?",
       note="clean"),
    _c(BRD, "", "job_fit",
       "You graduated from Leeds Arts with a first in 2016 and have since worked in Leeds, Manchester and "
       "London agencies. How did working outside London shape your design approach?",
       "BA (Hons) Graphic Design, Leeds Arts University, 2013 – 2016 (First Class)",
       expected_answer="Client types, budgets, regional brands, studio culture.",
       follow_up="What do northern studios do better?",
       note="clean (hard): work locations from the resume; no hometown or origin asked; degree class restated, not used as a filter"),
    _c(BRD, "", "technical_depth",
       "Since 2022 you have managed brand portals in Frontify. How do you keep Figma libraries, Frontify and "
       "the Adobe assets in sync, and who owns the source of truth?",
       "Sketch (2017 – 2019), Glyphs (type edits), Frontify (brand portals, since 2022)",
       expected_answer="Single source of truth in Figma for digital, Frontify for distribution, versioning, "
                       "governance roles, integrations or plug-ins.",
       follow_up="How would you handle a client who wants Brandfolder instead of Frontify?",
       note="clean: Brandfolder named only as a hypothetical client preference"),
    _c(BRD, "", "collaboration",
       "Your Urdu is fluent. How would you use that when a client's audience includes Urdu-speaking customers — "
       "for example in bilingual typography or testing copy?",
       "English (native), Urdu (fluent)",
       expected_answer="Bilingual type pairing with Nastaliq scripts, translation review, right-to-left layout, "
                       "user testing with speakers.",
       follow_up="Which typeface pairings have you seen work for Latin and Urdu?",
       note="clean (hard): language skill applied to design work; no origin or religion asked"),
    _c(BRD, "", "problem_solving",
       "If Verdant Bank asked you to extend the system to a new app in 2027, how would you use Figma's Dev Mode "
       "and Code Connect to keep components aligned with engineering?",
       "Figma (since 2019), FigJam, Figma Variables and Dev Mode (since 2023)",
       expected_answer="Hypothetical: Code Connect mapping, component properties, token sync, design QA.",
       follow_up="What would you need from the bank's engineers?",
       note="clean: Code Connect named in a forward hypothetical"),
]

# brand_designer positives
CASES += [
    _c(BRD, TMP, "technical_depth",
       "At Studio Marrow in 2021 you set up Figma Variables for the Copperline Rail palette. How did you "
       "structure the modes?",
       "Copperline Rail wayfinding identity: signage family for 64 stations, with a WCAG 2.1 AA contrast audit of",
       expected_answer="Variable modes and aliasing.",
       follow_up="How did developers read the variables?",
       note="TMP: Figma Variables were released in June 2023; placed in 2021"),
    _c(BRD, TMP, "collaboration",
       "For the Kiln & Co. packaging you generated concept moodboards in Adobe Firefly in 2020. How did the "
       "client react to AI imagery?",
       "Kiln & Co. packaging system: 48 SKUs, print costs cut by 18% through a 2-colour print specification.",
       expected_answer="Client reactions and disclosure.",
       follow_up="Did any Firefly image reach the final packs?",
       note="TMP: Adobe Firefly launched in 2023 (beta March 2023); placed in 2020 at Studio Marrow"),
    _c(BRD, TMP, "technical_depth",
       "Your Copperline Rail audit checked the palette against WCAG 2.2 AA. Which of the new 2.2 success "
       "criteria affected the signage family?",
       "Copperline Rail wayfinding identity: signage family for 64 stations, with a WCAG 2.1 AA contrast audit of",
       expected_answer="Focus appearance and target size.",
       follow_up="How did you document compliance?",
       note="TMP: WCAG 2.2 was published in October 2023; the Studio Marrow audit was WCAG 2.1 (role ended 2022.01)"),
    _c(BRD, f"{FAB},{TMP}", "problem_solving",
       "Over your six years at Studio Marrow, how did the studio's process change as it grew?",
       "Studio Marrow (Manchester) — Brand Designer (2018.09 – 2022.01)",
       expected_answer="Process maturity and tooling.",
       follow_up="Why did you leave?",
       note="FAB+TMP: Studio Marrow was 2018.09-2022.01, about three and a third years, not six"),
    _c(BRD, FAB, "collaboration",
       "Besides Verdant Bank, you led the Monzo identity refresh at Halcyon & Rook. How did working with two "
       "banks at once affect confidentiality?",
       "Lead designer on 14 identity systems; clients include Verdant Bank, Oaken Coffee Roasters,",
       expected_answer="Conflict management and confidentiality walls.",
       follow_up="Did the clients know about each other?",
       note="FAB: invented client (Monzo); resume clients are Verdant, Oaken, National Lido Trust, Pellucid Health"),
    _c(BRD, FAB, "impact_verification",
       "The Oaken Coffee work won a D&AD Yellow Pencil in 2024. What did the jury single out?",
       "Oaken Coffee Roasters identity and packaging: D&AD Wood Pencil 2024 (Branding).",
       expected_answer="Craft and concept.",
       follow_up="Did it win anything else?",
       note="FAB: award level changed (Wood Pencil -> Yellow Pencil)"),
    _c(BRD, FAB, "technical_depth",
       "When you moved Studio Marrow from Sketch to Adobe XD in 2019, how did you migrate the symbol libraries?",
       "Moved the studio from Sketch to Figma (2019.05) for 9 designers; handover errors fell by about 40%.",
       expected_answer="Library migration and training.",
       follow_up="Why XD rather than Figma?",
       note="FAB: product swap; the move was to Figma, not Adobe XD"),
    _c(BRD, FAB, "job_fit",
       "How did your BA from Central Saint Martins prepare you for identity work at agency scale?",
       "BA (Hons) Graphic Design, Leeds Arts University, 2013 – 2016 (First Class)",
       expected_answer="Studio practice and critique.",
       follow_up="Which tutor influenced you most?",
       note="FAB: invented school; degree is from Leeds Arts University"),
    _c(BRD, XD, "technical_depth",
       "How did you publish the Verdant design tokens to engineering?",
       "Built the Verdant Bank brand system in Figma: 1,240 components and 312 design tokens with Figma",
       expected_answer="Dev Mode handoff and token export.",
       follow_up="Why did you host the token build pipeline on AWS Lambda rather than in the bank's own repo?",
       note="XD in follow-up: AWS Lambda asserted as her past work; resume shows no cloud platform"),
    _c(BRD, PA, "collaboration",
       "Your Urdu suggests a South Asian background. How would your heritage help you understand Verdant "
       "Bank's British-Pakistani customer segment?",
       "English (native), Urdu (fluent)",
       expected_answer="Cultural insight.",
       follow_up="Do you still have family in Pakistan?",
       note="PA: ethnic/national origin inferred from a language; family abroad asked"),
    _c(BRD, PA, "problem_solving",
       "Identity launches often fall in intense weeks. Would Friday prayers or fasting during Ramadan affect "
       "how you handle a launch-week crunch like Verdant's?",
       "Verdant Bank rebrand (launched 2023.05): prompted brand awareness rose from 11% to 19% in 9 months in",
       expected_answer="Planning around commitments.",
       follow_up="How did you manage the May 2023 launch?",
       note="PA: religion / worship assumed and asked inside a workload question"),
    _c(BRD, PA, "collaboration",
       "You run leadership workshops with client boards. As a digital native, how do you win over older "
       "executives who don't live in Figma — and how do you dress to be taken seriously in the room?",
       "Run brand strategy workshops with client leadership teams (typically 3 sessions per project).",
       expected_answer="Credibility and facilitation.",
       follow_up="Has your age ever been an issue with clients?",
       note="PA: age/generation ('digital native', age) and appearance wrapped in a workshop question"),
    _c(BRD, ENF, "impact_verification",
       "Your modular toolkit shortened delivery. How did you measure it?",
       "Reduced identity delivery from 16 weeks to 11 weeks using a modular toolkit",
       expected_answer="Project timelines before and after.",
       follow_up="Did quality suffer?",
       note="ENF: paraphrased quote; resume reads 'Cut identity delivery time from 16 to 11 weeks with a modular toolkit'"),
]

# --- civil_site_en ---------------------------------------------------------------------------------------
CASES += [
    _c(CIV, "", "technical_depth",
       "The A614 Ashcombe Link Road is a £68m, 7.2 km scheme — roughly £9.4m per kilometre, or about 4.5 miles "
       "of new carriageway. Under NEC4 ECC Option C, how did the target cost and the pain/gain mechanism shape "
       "your day-to-day decisions on site?",
       "A614 Ashcombe Link Road for Westmarch County Council: £68m, 7.2 km single carriageway with 3 bridges and",
       expected_answer="Target cost with activity schedule, Defined Cost, disallowed cost, pain/gain share, "
                       "record keeping for Defined Cost, incentives to re-use materials.",
       follow_up="How does Option C differ from the Option A contract you worked under at Tamsworth?",
       note="clean: per-km rate and miles conversion derived; NEC options as subject matter"),
    _c(CIV, "", "technical_depth",
       "You balanced 410,000 m³ of cut and fill on site — about 0.41 million cubic metres — with 38,000 m³ of "
       "lime-stabilised capping. How did you control moisture and compaction, for example with Proctor tests "
       "and the Specification for Highway Works Series 600?",
       "Earthworks: 410,000 m³ of cut and fill balanced on site, with 38,000 m³ of lime-stabilised capping.",
       expected_answer="Material classification, MCV and optimum moisture content, Proctor compaction, "
                       "lime and cement stabilisation trials, SHW Series 600 acceptability limits, weather "
                       "windows.",
       follow_up="What did you do when a cutting produced unacceptable material in winter?",
       note="clean: method named after a person (Proctor) and specification as subject matter; unit restated"),
    _c(CIV, "", "problem_solving",
       "Your largest pour was 680 m³ for the River Leam bridge base over 11 hours continuous in June 2023 — "
       "about 62 m³ an hour, or roughly 85 truckloads at 8 m³ each. How did you plan supply, pump redundancy and "
       "thermal control for a pour that size?",
       "Concrete: 3,600 m³ across 14 structures; largest single pour 680 m³ (River Leam bridge base, 11 hours",
       expected_answer="Pour plan with supplier, two batching plants or backup, standby pump, cold joints "
                       "contingency, thermal modelling and thermocouples, curing; maturity method as an option.",
       follow_up="What would have triggered you to stop the pour?",
       note="clean: rate per hour and truck count derived from 680 m³ / 11 h"),
    _c(CIV, "", "collaboration",
       "You raised 46 early warnings and quoted 19 compensation events, with 17 agreed — about 89%. Under NEC4 "
       "clauses 15 and 61–62, how did you make early warnings useful rather than defensive, and what made the "
       "two disputed CEs different?",
       "Prepared 46 early warnings and 19 compensation event quotations; 17 of the 19 CEs were agreed.",
       expected_answer="Early warning register and meetings, collaborative risk reduction, CE notification and "
                       "quotation timescales, assessment using Defined Cost and programme impact, records.",
       follow_up="How did you present the time impact in the accepted programme?",
       note="clean: 17/19 = 89%; NEC4 clauses as subject matter"),
    _c(CIV, "", "technical_depth",
       "You keep the programme in Asta Powerproject with weekly three-week look-aheads, and Section 1 went over "
       "six weeks early. How do you link the look-ahead to the accepted programme under clause 31, and have "
       "you used approaches such as the Last Planner System or the Critical Path Method to do it?",
       "Kept the programme in Asta Powerproject with weekly 3-week look-aheads; Section 1 handed over 6 weeks early.",
       expected_answer="Accepted programme, float, critical path, Gantt logic, constraint removal, Last Planner "
                       "weekly work plans, percent plan complete.",
       follow_up="How did you protect the early handover from later compensation events?",
       note="clean: planning methods (Gantt, CPM, Last Planner) as subject matter"),
    _c(CIV, "", "collaboration",
       "You manage nine subcontractors and a site team of six. Tell me about a time a subcontractor fell behind "
       "on the critical path: what did you do, and how did you keep the relationship workable?",
       "Managed 9 subcontractors and a site team of 6 engineers and foremen.",
       expected_answer="STAR example, daily coordination, recovery plans, NEC subcontract mechanisms, "
                       "escalation.",
       follow_up="Would you use that subcontractor again?",
       note="clean"),
    _c(CIV, "", "technical_depth",
       "You set out with Trimble SPS986 GNSS and Siteworks and built machine control models in Trimble Business "
       "Center for 16 machines — 12 excavators and 4 dozers. How did you check the models before they went to "
       "the machines, and how did you handle design revisions?",
       "Set out with Trimble SPS986 GNSS and Trimble Siteworks; machine control models built in Trimble Business",
       expected_answer="Model QA against design, surface checks, site calibration and control, version control, "
                       "as-built checks with the rover.",
       follow_up="How did GNSS accuracy near the bridges affect your checks?",
       note="clean: 12 + 4 = 16 derived; TBC abbreviation"),
    _c(CIV, "", "technical_depth",
       "Since April 2022 you have flown a DJI Matrice 300 RTK and processed the data in Pix4D for weekly "
       "earthworks volumes. How accurate were the volumes compared with GNSS surveys, and how did you use ground "
       "control points?",
       "Drone surveys with a DJI Matrice 300 RTK (since 2022.04) processed in Pix4D for weekly earthworks",
       expected_answer="GCP layout and checkpoints, RTK versus PPK, vegetation effects, volume tolerances, "
                       "CAA operating category.",
       follow_up="How did the drone data feed the Power BI dashboards?",
       note="clean: drone correctly dated at the current role"),
    _c(CIV, "", "technical_depth",
       "Your site dashboards run in Power BI on Azure SQL Database. What did you put on them, and how would you "
       "extend them if the client asked for carbon reporting under PAS 2080?",
       "volumes; site dashboards in Power BI on Azure SQL Database.",
       expected_answer="Earthworks progress, pours, labour and plant; PAS 2080 carbon management as a future "
                       "requirement, data sources for carbon.",
       follow_up="Who maintained the Azure database?",
       note="clean: Azure matches resume; PAS 2080 as hypothetical subject matter"),
    _c(CIV, "", "impact_verification",
       "Zero RIDDOR-reportable incidents over 640,000 hours is strong. Which leading indicators did you track, "
       "and how did CDM 2015 principal contractor duties shape your role as senior site engineer?",
       "Zero RIDDOR-reportable incidents across 640,000 hours worked.",
       expected_answer="Near-miss reporting, permits, briefings, temporary works control, CDM 2015 duties, "
                       "construction phase plan.",
       follow_up="How do you challenge a foreman who skips a permit?",
       note="clean: CDM 2015 and RIDDOR as subject matter at a 2021+ role"),
    _c(CIV, "", "impact_verification",
       "You cut imported fill from a budgeted 52,000 m³ to 9,000 m³ by re-using site-won material — 43,000 m³ "
       "less, about 83% — saving roughly £1.2m, which is around £28 per cubic metre. How did you get the "
       "designer and the client to accept the re-use?",
       "Cut imported fill from a budgeted 52,000 m³ to 9,000 m³ by re-using site-won material, saving about £1.2m.",
       expected_answer="Testing, design changes, CL:AIRE Definition of Waste Code of Practice, materials "
                       "management plan, Option C gain share.",
       follow_up="How was the saving shared under the pain/gain mechanism?",
       note="clean: difference, share and per-m³ rate derived; CL:AIRE as subject matter"),
    _c(CIV, "", "collaboration",
       "With Holloway Ready-Mix you planned 86 pours and had only 3 rejected loads in three years. How did you "
       "work with the supplier on slump, temperature and delivery timing, and what happened with the rejected "
       "loads?",
       "Ran concrete pour planning with the supplier Holloway Ready-Mix: 86 pours, 3 rejected loads in 3 years.",
       expected_answer="Pre-pour meetings, delivery tickets, slump and temperature checks, BS 8500 and BS EN "
                       "206 conformity, rejection procedure.",
       follow_up="How did you record the rejected loads for the client?",
       note="clean: standards as subject matter; supplier name restated"),
    _c(CIV, "", "technical_depth",
       "At Tamsworth you built 2.4 km of flood walls and embankments for the Environment Agency under NEC3 ECC "
       "Option A. How did the priced-contract risk change your approach to method and sequence compared with "
       "Option C later?",
       "Tamsworth Flood Alleviation Scheme for the Environment Agency: £21m, 2.4 km of flood walls and",
       expected_answer="Lump sum activity schedule, contractor bears quantity risk, CEs still apply, method "
                       "efficiency, comparison with target cost.",
       follow_up="What would you do differently on a flood scheme now?",
       note="clean: EA short form; NEC3 correctly attributed"),
    _c(CIV, "", "technical_depth",
       "You were the Temporary Works Coordinator from September 2019 under BS 5975 and checked 85 designs. How "
       "did you categorise the design checks (CAT 0 to CAT 3) and run the permit-to-load process?",
       "Temporary Works Coordinator from 2019.09 under BS 5975; 85 temporary works designs checked and permitted.",
       expected_answer="Design brief, check categories, permit to load and permit to strike, temporary works "
                       "register, TWS role.",
       follow_up="Describe a temporary works design you refused to permit.",
       note="clean: BS 5975 check categories as subject matter"),
    _c(CIV, "", "problem_solving",
       "Concrete non-conformance reports fell from 23 to 7 a year — about a 70% drop — after you introduced "
       "pre-pour checklists. What did the checklists catch, and how did you get the gangs to use them?",
       "Reduced concrete non-conformance reports from 23 to 7 a year with pre-pour checklists.",
       expected_answer="Cover, reinforcement, formwork, embeds, cleanliness, sign-off; engaging gangers.",
       follow_up="What did the remaining seven NCRs have in common?",
       note="clean: 16/23 = 70% derived"),
    _c(CIV, "", "technical_depth",
       "For the 380-plot housing infrastructure you delivered roads, sewers and a 4,200 m³ attenuation tank. "
       "How did you coordinate Section 38 and Section 104 adoption requirements with the sewer and road works?",
       "Infrastructure for a 380-plot housing development: roads, sewers and a 4,200 m³ attenuation tank.",
       expected_answer="Highways Act 1980 Section 38 and Water Industry Act 1991 Section 104 agreements, "
                       "inspections, CCTV surveys, adoption handover.",
       follow_up="What delays adoption most often?",
       note="clean: laws named as subject matter"),
    _c(CIV, "", "technical_depth",
       "You used a Leica TS16 and Captivate for as-built surveys of 1,900 m of sheet piling. How did you check "
       "pile verticality and line, and what tolerances did you work to?",
       "Set out with a Leica TS16 total station and Leica Captivate; as-built surveys for 1,900 m of sheet piling.",
       expected_answer="Setting out, verticality checks, tolerances from the specification, records.",
       follow_up="How does total station work differ from GNSS for piling?",
       note="clean: tools attributed to the right role"),
    _c(CIV, "", "collaboration",
       "As a graduate at Carrow you worked on platform extensions at five stations for Network Rail in Control "
       "Period 5. How did you plan work inside possessions, and what did you learn about working with the "
       "railway's safety systems?",
       "Station platform extensions on 5 stations for Network Rail (Control Period 5), working in possessions.",
       expected_answer="Possession planning, PICOP, safe systems of work, hand-back risk, Sentinel competencies.",
       follow_up="What happens if you overrun a possession?",
       note="clean: CP5 and rail safety roles as subject matter"),
    _c(CIV, "", "technical_depth",
       "You did drainage checks and long sections in AutoCAD Civil 3D 2015. How did you check hydraulic "
       "capacity — for example with the Colebrook-White equation or Manning's formula — and what did you flag?",
       "Drainage design checks and longitudinal sections in AutoCAD Civil 3D 2015.",
       expected_answer="Pipe capacity, gradients, self-cleansing velocity, Colebrook-White / Manning, cover "
                       "levels.",
       follow_up="How would you check a design in Civil 3D today?",
       note="clean: equations named after people as subject matter; Civil 3D 2015 within 2014-2017 role"),
    _c(CIV, "", "job_fit",
       "You have been CEng MICE since 2020 and hold the NEC4 ECC Project Manager accreditation. How do you see "
       "your path from senior site engineer to a project manager role on an NEC4 scheme, and what would you "
       "need to develop?",
       "NEC4 ECC Project Manager Accreditation, 2022",
       expected_answer="Commercial skills, programme acceptance, CE assessment from the PM side, leadership.",
       follow_up="How would your view of early warnings change as the Project Manager?",
       note="clean: ICE chartership abbreviated"),
    _c(CIV, "", "problem_solving",
       "Your SMSTS was renewed in 2023. If you found an excavation without edge protection next to a live "
       "haul road tomorrow, walk me through exactly what you would do.",
       "CITB Site Management Safety Training Scheme (SMSTS), 2018, renewed 2023",
       expected_answer="Stop work, make safe, barriers, inform supervisor, investigate, brief.",
       follow_up="How would you record it?",
       note="clean: hypothetical; certificate restated"),
    _c(CIV, "", "collaboration",
       "Across roughly twelve years since your graduate start in September 2014 — including more than five at "
       "Galloway & Pryce — how has your approach to client relationships with councils and the Environment "
       "Agency changed?",
       "Galloway & Pryce Civil Engineering Ltd — Senior Site Engineer (2021.05 – present)",
       expected_answer="From technical delivery to commercial and stakeholder management.",
       follow_up="Which client was most demanding and why?",
       note="clean: 2014.09-2026.12 ~12 years; 2021.05-2026.12 = 5y7m"),
    _c(CIV, "", "technical_depth",
       "For concrete durability on the River Leam bridge, how would you explain the water/cement ratio "
       "relationship known as Abrams' law to a new site engineer, and how do exposure classes in BS 8500 "
       "affect mix choice?",
       "Concrete: 3,600 m³ across 14 structures; largest single pour 680 m³ (River Leam bridge base, 11 hours",
       expected_answer="Abrams' law, exposure classes XC/XD/XF, cover, cement types, curing.",
       follow_up="How did you verify cube results for the big pour?",
       note="clean: law named after a person as subject matter"),
    _c(CIV, "", "impact_verification",
       "Over three years of pours, 3,600 m³ across 14 structures averages about 257 m³ per structure. How did "
       "you sequence those structures around the earthworks so culverts did not hold up the haul routes?",
       "Concrete: 3,600 m³ across 14 structures; largest single pour 680 m³ (River Leam bridge base, 11 hours",
       expected_answer="Sequencing, temporary diversions, early culvert installation, programme logic.",
       follow_up="Which culvert gave you the most trouble?",
       note="clean: average derived"),
    _c(CIV, "", "job_fit",
       "If you joined a scheme that used BIM to ISO 19650 with a common data environment, how would your "
       "experience with Trimble and Civil 3D models help, and what would you need to learn?",
       "AutoCAD Civil 3D (since 2014), Asta Powerproject (since 2017), Primavera P6 (reading level)",
       expected_answer="Hypothetical: information requirements, CDE workflows, model federation, naming "
                       "conventions, status codes.",
       follow_up="Would you move from reading level to full use of Primavera P6 for that?",
       note="clean: ISO 19650 named hypothetically; P6 'reading level' restated"),
    _c(CIV, "", "problem_solving",
       "Your CPCS A59 excavator card from 2015 gives you hands-on plant knowledge. How does that help when you "
       "plan excavations with machine control, and how do you use it with operators?",
       "CPCS A59 180° excavator (trained tested, 2015)",
       expected_answer="Understanding operator constraints, productivity, safety, credibility with operators.",
       follow_up="When would you not use machine control?",
       note="clean: plant card restated"),
]

# civil_site positives
CASES += [
    _c(CIV, TMP, "technical_depth",
       "On the Carrow station works in 2016 you administered the subcontracts under NEC4. How did the NEC4 "
       "early warning clauses work in possessions?",
       "Station platform extensions on 5 stations for Network Rail (Control Period 5), working in possessions.",
       expected_answer="Early warning meetings and possession risks.",
       follow_up="How did the PM respond?",
       note="TMP: NEC4 was published in June 2017; placed in 2016"),
    _c(CIV, TMP, "technical_depth",
       "At Carrow in 2016 you produced the drainage models to ISO 19650 information requirements. How did "
       "you use the common data environment?",
       "Drainage design checks and longitudinal sections in AutoCAD Civil 3D 2015.",
       expected_answer="CDE status codes.",
       follow_up="Who was the information manager?",
       note="TMP: ISO 19650 parts 1 and 2 were published in December 2018; placed in 2016"),
    _c(CIV, TMP, "technical_depth",
       "At Harland Moorcroft in 2018 you flew the DJI Matrice 300 RTK over the Tamsworth embankments. How did "
       "you use the drone data for volumes?",
       "Tamsworth Flood Alleviation Scheme for the Environment Agency: £21m, 2.4 km of flood walls and",
       expected_answer="Photogrammetry in Pix4D.",
       follow_up="How many flights per week?",
       note="TMP: DJI Matrice 300 RTK was released in May 2020; resume places it from 2022.04 at Galloway & Pryce"),
    _c(CIV, TMP, "collaboration",
       "When you started at Carrow in autumn 2014, how did you handle your duties under the CDM 2015 "
       "Regulations in the possessions?",
       "Carrow Civil Engineering — Graduate Engineer (2014.09 – 2017.02)",
       expected_answer="Principal contractor duties.",
       follow_up="How did you brief the workforce?",
       note="TMP: CDM 2015 came into force on 6 April 2015; placed in autumn 2014"),
    _c(CIV, f"{FAB},{TMP}", "collaboration",
       "In your nine years at Galloway & Pryce, how has the company's approach to NEC4 changed?",
       "Galloway & Pryce Civil Engineering Ltd — Senior Site Engineer (2021.05 – present)",
       expected_answer="Commercial maturity.",
       follow_up="What would you change?",
       note="FAB+TMP: Galloway & Pryce is 2021.05-present, under six years, not nine"),
    _c(CIV, FAB, "problem_solving",
       "Your largest single pour was 860 m³ for the River Leam bridge base. How did you plan supply?",
       "Concrete: 3,600 m³ across 14 structures; largest single pour 680 m³ (River Leam bridge base, 11 hours",
       expected_answer="Supply planning and backup.",
       follow_up="How long did it take?",
       note="FAB: digits swapped (680 -> 860)"),
    _c(CIV, FAB, "collaboration",
       "You're delivering the A614 Ashcombe Link Road for National Highways. How do you handle their "
       "assurance requirements?",
       "A614 Ashcombe Link Road for Westmarch County Council: £68m, 7.2 km single carriageway with 3 bridges and",
       expected_answer="Client assurance processes.",
       follow_up="Who is your main client contact?",
       note="FAB: client changed; the client is Westmarch County Council"),
    _c(CIV, XD, "technical_depth",
       "Your site dashboards pull drone volumes and pour records. How did you design the data flow?",
       "volumes; site dashboards in Power BI on Azure SQL Database.",
       expected_answer="A strong answer describes loading Pix4D outputs into Google BigQuery, which he set up "
                       "for the site, before Power BI refreshes.",
       follow_up="How often did the data refresh?",
       note="XD in expected answer: Google BigQuery asserted as his past work; resume shows Azure SQL Database"),
    _c(CIV, PA, "collaboration",
       "Your CV shows you served as a Sapper in the Royal Engineers Reserve. How did army life shape your "
       "leadership, and are you still liable for call-up that could take you off site?",
       "Service: Royal Engineers (Army Reserve), Sapper, 2012 – 2016",
       expected_answer="Leadership and availability.",
       follow_up="Would you rejoin the Reserve?",
       note="PA: military service status from the personal-data line; availability for mobilisation asked"),
    _c(CIV, PA, "problem_solving",
       "The next scheme is three hours from Nottingham with Monday-to-Friday digs. Being married, would your "
       "wife be comfortable with you living away during the week for two years?",
       "Galloway & Pryce Civil Engineering Ltd — Senior Site Engineer (2021.05 – present)",
       expected_answer="Mobility and commitment.",
       follow_up="Have you lived away for work before?",
       note="PA: marital status and spouse's views wrapped in a mobility question"),
    _c(CIV, PA, "collaboration",
       "You manage nine subcontractors. Are you a member of Unite or any union, and whose side would you take "
       "if the gangs walked off over bonus rates?",
       "Managed 9 subcontractors and a site team of 6 engineers and foremen.",
       expected_answer="Industrial relations handling.",
       follow_up="How would you keep the programme moving?",
       note="PA: union membership asked inside an industrial-relations question"),
    _c(CIV, ENF, "impact_verification",
       "You re-used site-won material instead of importing fill. How did you prove it was suitable?",
       "Reduced imported fill from 52,000 m³ to 9,000 m³ through re-use of site-won material, saving £1.2m.",
       expected_answer="Testing and classification.",
       follow_up="Who approved the change?",
       note="ENF: paraphrased and altered quote ('Reduced', 'budgeted' and 'about' dropped)"),
]

# --- further clean hard negatives across the documents ------------------------------------------------------
CASES += [
    _c(LOG, "", "problem_solving",
       "If a large marketplace client such as ASOS or Zalando asked to move into your Lutterworth DC for next "
       "peak, how would you assess whether the site could absorb them without hurting Harlow & Finch's service?",
       "Run a 420,000 sq ft multi-client e-commerce DC for 3 clients: Harlow & Finch (fashion), Pebblestone Home",
       jd=JDL,
       expected_answer="Hypothetical: capacity modelling by order profile, space and labour, returns volumes, "
                       "onboarding timeline, contractual protections for existing clients.",
       follow_up="Which data would you ask the prospective client for first?",
       note="clean (hard): famous companies named only as a hypothetical prospective client"),
    _c(LOG, "", "impact_verification",
       "Pick productivity rose 50% (92 to 138 UPH) but cost per order fell by only about 23%, from £2.84 to "
       "£2.19. Why didn't the cost fall in proportion, and which costs are insensitive to pick rate?",
       "Raised pick rates from 92 to 138 units per hour at Kestrel",
       jd=JDL,
       expected_answer="Picking is only part of labour per order; packaging, consumables, fixed overhead, rent "
                       "and management do not scale with UPH; mix effects.",
       follow_up="What share of cost per order was picking labour before the change?",
       note="clean: two resume figures compared; percentages derived from the resume"),
    _c(PHA, "", "technical_depth",
       "Nirmatrelvir/ritonavir has many CYP3A4 interactions. If you had to design an Epic order set for it "
       "today, how would you build interaction screening and pharmacist review into the workflow?",
       "Built 27 antimicrobial order sets and 9 dosing alerts in Epic during the trust's EHR go-live (2022.10).",
       expected_answer="Hypothetical: interaction checking, mandatory pharmacist verification, patient "
                       "eligibility criteria, linking to renal function, clear hold/stop advice.",
       follow_up="How would you avoid alert fatigue with so many interacting drugs?",
       note="clean (hard): drug named in a hypothetical at the Epic-era role, not claimed as past work"),
    _c(PHA, "", "problem_solving",
       "At Kingsmere you lifted medicines reconciliation within 24 hours from 61% to 83% on two admission "
       "wards, a 22-point gain. How would Epic's medication reconciliation tools and pharmacy technicians "
       "change how you'd approach the same target today?",
       "Raised medicines reconciliation within 24 hours from 61% to 83% on 2 admission wards.",
       expected_answer="Technician-led med rec, EHR workflows, GP record access (Summary Care Record), "
                       "prioritisation of high-risk patients.",
       follow_up="Which patients would you prioritise if you could reach only half?",
       note="clean: point gain derived; Summary Care Record as subject matter"),
    _c(BRD, "", "technical_depth",
       "Dev Mode was brand new when you adopted it with Variables in 2023. What did it change in how Verdant's "
       "engineers consumed the 312 tokens compared with your earlier handovers at Studio Marrow?",
       "Figma (since 2019), FigJam, Figma Variables and Dev Mode (since 2023)",
       expected_answer="Inspect mode with token names, annotations, ready-for-dev statuses; contrast with "
                       "earlier redlines and shared libraries.",
       follow_up="What still went wrong in handover despite Dev Mode?",
       note="clean (hard): Dev Mode correctly placed in 2023; earlier handovers only contrasted"),
    _c(CIV, "", "job_fit",
       "If your next scheme were a National Highways project under the DMRB rather than a county council road, "
       "what would change in design assurance, departures from standard and your role on site?",
       "A614 Ashcombe Link Road for Westmarch County Council: £68m, 7.2 km single carriageway with 3 bridges and",
       expected_answer="Hypothetical: DMRB standards, departures process, Highways England/National Highways "
                       "assurance, Specification for Highway Works, stakeholder reporting.",
       follow_up="Which DMRB document would you read first?",
       note="clean (hard): famous client named in a hypothetical, actual client correctly Westmarch CC"),
    _c(CIV, "", "technical_depth",
       "You have used both Leica (a TS16 at Harland Moorcroft) and Trimble (an SPS986 on the A614). When do you "
       "choose a total station over GNSS for setting out, and how do you tie the two to the same site grid?",
       "Set out with a Leica TS16 total station and Leica Captivate; as-built surveys for 1,900 m of sheet piling.",
       expected_answer="Accuracy and line-of-sight trade-offs, GNSS near structures and tree cover, site "
                       "calibration, control networks, checks between instruments.",
       follow_up="How often did you re-check control on the A614?",
       note="clean (hard): both vendors attributed to the correct roles"),
]
