-- Organizations, licenses, policies, keys, the audit log and its daily analytics counters.

-- Process-wide values created on first start: the administrator key's hash, the masking key.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE orgs (
  org_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  settings TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE licenses (
  license_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  license_type TEXT NOT NULL CHECK (license_type IN ('trial', 'standard', 'enterprise')),
  status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
  expires_at TEXT NOT NULL,
  max_checks_per_month INTEGER,
  default_policy_group TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX licenses_org ON licenses(org_id);

CREATE TABLE policies (
  policy_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  license_id TEXT NOT NULL REFERENCES licenses(license_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_active INTEGER NOT NULL,
  definition TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX policies_org ON policies(org_id, created_at);
CREATE INDEX policies_license ON policies(license_id);

CREATE TABLE api_keys (
  key_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX api_keys_org ON api_keys(org_id);

-- content, masked_content and masked_file stay NULL under METADATA retention.
CREATE TABLE audit_events (
  preflight_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  policy_id TEXT NOT NULL,
  policy_name TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  destination TEXT NOT NULL,
  decision TEXT NOT NULL,
  summary TEXT NOT NULL,
  input_type TEXT NOT NULL,
  source_type TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  input_size_bytes INTEGER NOT NULL,
  detected TEXT NOT NULL,
  content TEXT,
  masked_content TEXT,
  masked_file BLOB,
  masked_file_media_type TEXT,
  masked_file_extension TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_events_org_time ON audit_events(org_id, created_at DESC, preflight_id DESC);
CREATE INDEX audit_events_time ON audit_events(created_at DESC, preflight_id DESC);

-- Analytics read these counters (at most one row per organization and day) instead of
-- aggregating the audit log, so their cost does not grow with the number of checks.
CREATE TABLE daily_stats (
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  checks INTEGER NOT NULL,
  allowed INTEGER NOT NULL,
  masked INTEGER NOT NULL,
  blocked INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  prevented_exposures INTEGER NOT NULL,
  PRIMARY KEY (org_id, day)
) WITHOUT ROWID;
CREATE INDEX daily_stats_day ON daily_stats(day);

CREATE TABLE daily_detections (
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  type TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (org_id, day, type)
) WITHOUT ROWID;
