"""Curated tables behind the deterministic checks: cloud ecosystems, release years, entity markers."""

from __future__ import annotations

# Ecosystem → its distinctive names. AMBIGUOUS names count only with a second signal from the same
# ecosystem in the same text ("Lambda" alone may be a math word; "AWS Lambda" is not).
ECOSYSTEMS: dict[str, tuple[str, ...]] = {
    "AWS": ("AWS", "Amazon Web Services", "Amazon SQS", "Amazon S3", "DynamoDB", "EC2", "ECS", "EKS", "CloudWatch",
            "Kinesis", "Redshift", "Aurora", "SageMaker", "CloudFormation", "Fargate", "Step Functions", "SQS", "SNS",
            "Lambda", "S3", "Athena", "Glue"),
    "Google Cloud": ("Google Cloud", "GCP", "BigQuery", "Vertex AI", "Cloud Run", "Cloud Functions", "Pub/Sub", "GKE",
                     "Dataflow", "Firestore", "Cloud Storage", "Dataproc", "Looker", "Spanner", "Bigtable"),
    "Azure": ("Azure", "Cosmos DB", "AKS", "Blob Storage", "Azure Functions", "Azure DevOps", "Synapse", "Functions"),
}
AMBIGUOUS = {"Lambda", "Functions", "Glue", "Athena", "Aurora", "Spanner", "Looker", "S3", "SNS", "Synapse"}

# Public release years (first general availability) of technologies a resume may name.
RELEASE_YEARS: dict[str, int] = {
    "Go": 2009, "Golang": 2009, "Kotlin": 2016, "Swift": 2014, "Rust": 2015, "TypeScript": 2012, "Dart": 2013,
    "Node.js": 2009, "React": 2013, "React Native": 2015, "Vue": 2014, "Angular": 2016, "AngularJS": 2010,
    "Next.js": 2016, "Svelte": 2016, "Vite": 2020, "Tailwind": 2017, "Flutter": 2017, "SwiftUI": 2019,
    "Jetpack Compose": 2021, "Docker": 2013, "Kubernetes": 2014, "Terraform": 2014, "Istio": 2017,
    "Prometheus": 2012, "Grafana": 2014, "GitHub Actions": 2019, "GitLab CI": 2012, "Kafka": 2011, "Spark": 2014,
    "Airflow": 2015, "Snowflake": 2014, "dbt": 2016, "TensorFlow": 2015, "PyTorch": 2016, "LightGBM": 2016,
    "XGBoost": 2014, "Keras": 2015, "scikit-learn": 2010, "pandas": 2008, "Redis": 2009, "MongoDB": 2009,
    "Elasticsearch": 2010, "DynamoDB": 2012, "AWS Lambda": 2014, "Lambda": 2014, "ECS": 2015, "EKS": 2018,
    "Fargate": 2017, "Aurora": 2015, "SageMaker": 2017, "BigQuery": 2011, "Vertex AI": 2021, "Cloud Run": 2019,
    "Figma": 2016, "Sketch": 2010, "Notion": 2016, "Slack": 2014, "ChatGPT": 2022, "GPT-4": 2023,
    "LangChain": 2022, "LangGraph": 2024, "Spring Boot": 2014, "FastAPI": 2018, "Django": 2005, "Jenkins": 2011,
    "Storybook": 2016, "Playwright": 2020, "Jest": 2014, "Looker": 2012, "Tableau": 2003, "GraphQL": 2015,
    "gRPC": 2016, "WebAssembly": 2017, "Deno": 2020, "Bun": 2023, "Zoom": 2013, "Salesforce": 1999,
    "HubSpot": 2006, "Power BI": 2015, "Epic EMR": 1979,
}

# Words after which a capitalised name is an organisation, school or credential (Korean and English).
ORG_SUFFIXES_KO = ("대학교", "대학원", "대학", "고등학교", "주식회사", "(주)", "㈜", "은행", "병원", "그룹", "전자", "증권",
                   "카드", "생명", "보험", "재단", "연구소", "랩스", "테크", "소프트", "컴퍼니", "코리아", "스튜디오", "뱅크", "페이", "마트",
                   "닷컴", "엔터", "네트웍스", "모빌리티", "게임즈", "제약", "건설", "물산", "화학", "상사", "회계법인", "법인")
CREDENTIAL_MARKERS_KO = ("자격증", "기사", "면허", "인증")
ENGLISH_ORG_WORDS = ("University", "College", "Institute", "School", "Inc", "Inc.", "Corp", "Corp.", "Ltd", "LLC",
                     "GmbH", "Bank", "Hospital", "Labs", "Group", "Technologies", "Analytics", "Retail", "Foods",
                     "Systems", "Solutions", "Certified", "Certificate", "Certification", "Award")
