-- Requests per key and one-minute window, shared by every replica. UNLOGGED: a request count
-- is not worth a write-ahead-log flush per request, and after a database crash the counters
-- simply start over.
CREATE UNLOGGED TABLE rate_limit_windows (
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
