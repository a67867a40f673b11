-- Users' reports that a decision was wrong: metadata only (types and counts, never values).
CREATE TABLE false_positive_reports (
  report_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  license_id TEXT NOT NULL,
  reported_at TEXT NOT NULL,
  decision TEXT NOT NULL,
  policy_id TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  source_type TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  finding_counts_by_type TEXT NOT NULL,
  note TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX false_positive_reports_org ON false_positive_reports(org_id, reported_at);
