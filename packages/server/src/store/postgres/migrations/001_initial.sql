-- The whole schema of the SQLite migrations 001 to 021, in PostgreSQL's types. Times stay ISO
-- 8601 UTC text, compared byte by byte (COLLATE "C"), so both databases order and bound them alike.

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
  created_at TEXT COLLATE "C" NOT NULL,
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
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX licenses_org ON licenses(org_id);

CREATE TABLE policies (
  policy_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  license_id TEXT NOT NULL REFERENCES licenses(license_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_active BOOLEAN NOT NULL,
  definition TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
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
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX api_keys_org ON api_keys(org_id);

-- Every check's id once: audit_events is partitioned by month, and a partitioned table's unique
-- keys must include the month, so the id's uniqueness across months is kept here.
CREATE TABLE audit_ids (
  preflight_id TEXT COLLATE "C" PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX audit_ids_time ON audit_ids(created_at);

-- content, masked_content and masked_file stay NULL under METADATA retention. The searched
-- columns compare in "C" so ILIKE folds ASCII case only, as SQLite's LIKE does. One partition
-- per UTC month (`audit_events_YYYY_MM`, made ahead by partitions.ts), so retention drops whole
-- months; rows of a month without its partition (a reported event dated long ago) go to the
-- default partition.
CREATE TABLE audit_events (
  preflight_id TEXT COLLATE "C" NOT NULL,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  policy_id TEXT NOT NULL,
  policy_name TEXT COLLATE "C" NOT NULL,
  policy_version TEXT NOT NULL,
  destination TEXT COLLATE "C" NOT NULL,
  decision TEXT COLLATE "C" NOT NULL,
  summary TEXT COLLATE "C" NOT NULL,
  input_type TEXT NOT NULL,
  source_type TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  input_size_bytes BIGINT NOT NULL,
  detected JSONB NOT NULL,
  content TEXT,
  masked_content TEXT,
  masked_file BYTEA,
  masked_file_media_type TEXT,
  masked_file_extension TEXT,
  created_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (preflight_id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE audit_events_default PARTITION OF audit_events DEFAULT;
CREATE INDEX audit_events_org_time ON audit_events(org_id, created_at DESC, preflight_id DESC);
CREATE INDEX audit_events_time ON audit_events(created_at DESC, preflight_id DESC);

-- Analytics read these counters instead of aggregating the audit log. Rows several checks add
-- to would be written by every replica's every batch, each waiting for the one before to commit:
-- so each batch in flight adds to a shard of its own (`shard`), and readers sum the shards.
CREATE TABLE daily_stats (
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  day TEXT COLLATE "C" NOT NULL,
  shard SMALLINT NOT NULL,
  checks BIGINT NOT NULL,
  allowed BIGINT NOT NULL,
  masked BIGINT NOT NULL,
  blocked BIGINT NOT NULL,
  bytes BIGINT NOT NULL,
  prevented_exposures BIGINT NOT NULL,
  rejected BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, day, shard)
);
CREATE INDEX daily_stats_day ON daily_stats(day);

CREATE TABLE daily_detections (
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  day TEXT COLLATE "C" NOT NULL,
  type TEXT COLLATE "C" NOT NULL,
  shard SMALLINT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (org_id, day, type, shard)
);

-- One row per license, UTC month and shard; `used` counts accepted checks. A license with a
-- limit is counted in shard 0 only, under that row's lock, against the sum of all its shards.
CREATE TABLE license_usage (
  license_id TEXT NOT NULL REFERENCES licenses(license_id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  shard SMALLINT NOT NULL DEFAULT 0,
  used INTEGER NOT NULL,
  PRIMARY KEY (license_id, month, shard)
);

-- The private key is sealed with the master key (AES-256-GCM); one active key per algorithm.
CREATE TABLE token_signing_keys (
  kid TEXT PRIMARY KEY,
  algorithm TEXT NOT NULL,
  public_pem TEXT NOT NULL,
  private_sealed TEXT NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  retired_at TEXT COLLATE "C"
);
CREATE UNIQUE INDEX token_signing_keys_one_active ON token_signing_keys(algorithm) WHERE retired_at IS NULL;

-- auth_header_sealed holds the credential sealed with AES-256-GCM, never in clear.
CREATE TABLE forwarding_destinations (
  destination_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  auth_header_name TEXT,
  auth_header_sealed TEXT,
  preset TEXT,
  enabled BOOLEAN NOT NULL,
  last_error TEXT,
  last_success_at TEXT,
  last_failure_at TEXT,
  delivered_count BIGINT NOT NULL DEFAULT 0,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX forwarding_destinations_org ON forwarding_destinations(org_id, created_at);

-- due_at and lease_until are epoch milliseconds. A claimed job carries a lease; when its replica
-- dies the lease runs out and another replica claims it again (at-least-once).
CREATE TABLE forwarding_jobs (
  job_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_id TEXT NOT NULL REFERENCES forwarding_destinations(destination_id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX forwarding_jobs_due ON forwarding_jobs(state, due_at, job_id);
CREATE INDEX forwarding_jobs_destination ON forwarding_jobs(destination_id, state);

-- Each distinct (summary, destination, decision, policy name) of an organization once, with a
-- count per day: a search's total over whole days costs combinations × days, not rows.
CREATE TABLE audit_search_docs (
  doc_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  summary TEXT COLLATE "C" NOT NULL,
  destination TEXT COLLATE "C" NOT NULL,
  decision TEXT COLLATE "C" NOT NULL,
  policy_name TEXT COLLATE "C" NOT NULL,
  UNIQUE (org_id, summary, destination, decision, policy_name)
);

CREATE TABLE audit_search_days (
  doc_id BIGINT NOT NULL REFERENCES audit_search_docs(doc_id) ON DELETE CASCADE,
  day TEXT COLLATE "C" NOT NULL,
  shard SMALLINT NOT NULL,
  checks BIGINT NOT NULL,
  PRIMARY KEY (doc_id, day, shard)
);

-- Statement-level triggers count a whole batch of audit rows in one pass, in the rows'
-- transaction, in the shard the batch set (`preflight.shard`, else 0). Rows are touched in key
-- order, so concurrent batches never deadlock on them.
CREATE FUNCTION audit_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_search_docs (org_id, summary, destination, decision, policy_name)
  SELECT DISTINCT org_id, summary, destination, decision, policy_name FROM new_rows
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT DO NOTHING;
  INSERT INTO audit_search_days (doc_id, day, shard, checks)
  SELECT d.doc_id, left(n.created_at, 10), COALESCE(NULLIF(current_setting('preflight.shard', true), ''), '0')::smallint, COUNT(*)
  FROM new_rows n JOIN audit_search_docs d
    ON d.org_id = n.org_id AND d.summary = n.summary AND d.destination = n.destination
    AND d.decision = n.decision AND d.policy_name = n.policy_name
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (doc_id, day, shard) DO UPDATE SET checks = audit_search_days.checks + excluded.checks;
  RETURN NULL;
END $$;

-- Deleted rows are taken off in shard 0, which may go below zero: readers only ever sum shards.
CREATE FUNCTION audit_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_search_days (doc_id, day, shard, checks)
  SELECT d.doc_id, left(x.created_at, 10), 0, -COUNT(*)
  FROM old_rows x JOIN audit_search_docs d
    ON d.org_id = x.org_id AND d.summary = x.summary AND d.destination = x.destination
    AND d.decision = x.decision AND d.policy_name = x.policy_name
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (doc_id, day, shard) DO UPDATE SET checks = audit_search_days.checks + excluded.checks;
  RETURN NULL;
END $$;

CREATE TRIGGER audit_events_search_insert AFTER INSERT ON audit_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_search_insert();
CREATE TRIGGER audit_events_search_delete AFTER DELETE ON audit_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_search_delete();
