-- A search of the audit log matches a term against summary, destination, decision and policy
-- name. Those four repeat across checks, so each distinct combination is kept once per
-- organization with a count per day: a search's total then costs combinations × days, not rows.
CREATE TABLE audit_search_docs (
  doc_id INTEGER PRIMARY KEY,
  org_id TEXT NOT NULL REFERENCES orgs(org_id) ON DELETE CASCADE,
  summary TEXT NOT NULL,
  destination TEXT NOT NULL,
  decision TEXT NOT NULL,
  policy_name TEXT NOT NULL,
  UNIQUE (org_id, summary, destination, decision, policy_name)
);

CREATE TABLE audit_search_days (
  doc_id INTEGER NOT NULL REFERENCES audit_search_docs(doc_id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  checks INTEGER NOT NULL,
  PRIMARY KEY (doc_id, day)
) WITHOUT ROWID;

-- Triggers keep the counts in the audit row's own transaction, whoever writes the row.
CREATE TRIGGER audit_events_search_insert AFTER INSERT ON audit_events BEGIN
  INSERT INTO audit_search_docs (org_id, summary, destination, decision, policy_name)
  VALUES (new.org_id, new.summary, new.destination, new.decision, new.policy_name)
  ON CONFLICT DO NOTHING;
  INSERT INTO audit_search_days (doc_id, day, checks)
  SELECT doc_id, substr(new.created_at, 1, 10), 1 FROM audit_search_docs
  WHERE org_id = new.org_id AND summary = new.summary AND destination = new.destination
    AND decision = new.decision AND policy_name = new.policy_name
  ON CONFLICT (doc_id, day) DO UPDATE SET checks = checks + 1;
END;

CREATE TRIGGER audit_events_search_delete AFTER DELETE ON audit_events BEGIN
  UPDATE audit_search_days SET checks = checks - 1
  WHERE day = substr(old.created_at, 1, 10) AND doc_id = (
    SELECT doc_id FROM audit_search_docs
    WHERE org_id = old.org_id AND summary = old.summary AND destination = old.destination
      AND decision = old.decision AND policy_name = old.policy_name);
END;

INSERT INTO audit_search_docs (org_id, summary, destination, decision, policy_name)
SELECT DISTINCT org_id, summary, destination, decision, policy_name FROM audit_events;

INSERT INTO audit_search_days (doc_id, day, checks)
SELECT d.doc_id, substr(a.created_at, 1, 10), COUNT(*)
FROM audit_events a JOIN audit_search_docs d
  ON d.org_id = a.org_id AND d.summary = a.summary AND d.destination = a.destination
  AND d.decision = a.decision AND d.policy_name = a.policy_name
GROUP BY 1, 2;
