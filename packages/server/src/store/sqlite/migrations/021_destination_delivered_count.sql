-- Events delivered to each destination since it was added (test events not included), for the
-- dashboard's forwarding cards. Counted in the transaction that settles the delivered jobs.
ALTER TABLE forwarding_destinations ADD COLUMN delivered_count INTEGER NOT NULL DEFAULT 0;
