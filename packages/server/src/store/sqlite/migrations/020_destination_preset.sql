-- The log-system preset a destination was set up with (forwarding/presets.ts), so a later
-- credential rotation can put the same scheme word (e.g. "Splunk ") before the new value.
-- Numbered with a gap so migrations written in parallel can take the numbers before it.
ALTER TABLE forwarding_destinations ADD COLUMN preset TEXT;
