-- Checks the monthly quota refused (decision REJECTED) are audited but were never checked:
-- they get their own counter and leave `checks`, `bytes` and the decision counts alone.
ALTER TABLE daily_stats ADD COLUMN rejected INTEGER NOT NULL DEFAULT 0;

-- Rows written before this migration counted rejected checks (and their bytes) in `checks`.
UPDATE daily_stats
SET rejected = r.n, checks = daily_stats.checks - r.n, bytes = daily_stats.bytes - r.rejected_bytes
FROM (
  SELECT org_id, substr(created_at, 1, 10) AS day, COUNT(*) AS n, SUM(input_size_bytes) AS rejected_bytes
  FROM audit_events WHERE decision = 'REJECTED' GROUP BY 1, 2
) AS r
WHERE daily_stats.org_id = r.org_id AND daily_stats.day = r.day;
