-- Forwarding destinations and their delivery jobs (one row per event and destination).

-- auth_header_sealed holds the credential sealed with AES-256-GCM (crypto/aead.ts), never in clear.
CREATE TABLE forwarding_destinations (
  destination_id TEXT PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  auth_header_name TEXT,
  auth_header_sealed TEXT,
  enabled INTEGER NOT NULL,
  last_error TEXT,
  last_success_at TEXT,
  last_failure_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX forwarding_destinations_org ON forwarding_destinations(org_id, created_at);

-- Times the worker compares (due_at, lease_until) are epoch milliseconds. A claimed job carries a
-- lease; when its worker dies the lease runs out and the job is claimed again (at-least-once).
-- Delivered jobs are deleted; dead-lettered ones stay with state 'failed' until replayed.
CREATE TABLE forwarding_jobs (
  job_id INTEGER PRIMARY KEY AUTOINCREMENT,
  destination_id TEXT NOT NULL REFERENCES forwarding_destinations(destination_id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX forwarding_jobs_due ON forwarding_jobs(state, due_at);
CREATE INDEX forwarding_jobs_destination ON forwarding_jobs(destination_id, state);
