import { type Db, rows, transaction } from './db.js';

/** Any 64-bit number of our own: one replica at a time looks after the partitions. */
const PARTITION_LOCK = 0x7072_6566_6c75;
/** Months made ahead of the current one, so a check never waits for a partition to be made. */
const MONTHS_AHEAD = 2;

/** YYYY-MM of the month `offset` months from the one `now` falls in (UTC). */
function monthOf(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}

const partitionName = (month: string) => `audit_events_${month.replace('-', '_')}`;
const PARTITION = /^audit_events_(\d{4})_(\d{2})$/;

export interface PartitionWork {
  created: string[];
  dropped: string[];
}

/**
 * Makes the audit log's monthly partitions from the current month to MONTHS_AHEAD ahead and,
 * with a retention of `retentionMonths` (0: keep everything), drops the partitions of months
 * before it, together with the ids, counters and search counts of those days, so totals and
 * analytics never count rows that are gone. Rows a month's partition would hold that went to the
 * default partition meanwhile are moved into it as it is made.
 */
export async function maintainPartitions(db: Db, now: Date, retentionMonths: number): Promise<PartitionWork> {
  return transaction(db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    const existing = new Set(
      (
        await rows<{ name: string }>(
          tx,
          "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audit_events'::regclass",
        )
      ).map((r) => r.name),
    );
    const work: PartitionWork = { created: [], dropped: [] };
    for (let offset = 0; offset <= MONTHS_AHEAD; offset++) {
      const month = monthOf(now, offset);
      const name = partitionName(month);
      if (existing.has(name)) continue;
      const [from, to] = [month, monthOf(new Date(`${month}-01T00:00:00.000Z`), 1)];
      // Made apart and attached, so rows already in the default partition can move in first.
      await tx.query(`CREATE TABLE ${name} (LIKE audit_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
      await tx.query(
        `WITH moved AS (DELETE FROM audit_events_default WHERE created_at >= $1 AND created_at < $2 RETURNING *)
         INSERT INTO ${name} SELECT * FROM moved`,
        [from, to],
      );
      await tx.query(`ALTER TABLE audit_events ATTACH PARTITION ${name} FOR VALUES FROM ('${from}') TO ('${to}')`);
      work.created.push(name);
    }
    if (retentionMonths > 0) {
      const oldest = monthOf(now, -retentionMonths);
      for (const name of [...existing].sort()) {
        const match = PARTITION.exec(name);
        if (!match || `${match[1]}-${match[2]}` >= oldest) continue;
        await tx.query(`DROP TABLE ${name}`);
        work.dropped.push(name);
      }
      await tx.query('DELETE FROM audit_events_default WHERE created_at < $1', [oldest]);
      await tx.query('DELETE FROM audit_ids WHERE created_at < $1', [oldest]);
      for (const table of ['daily_stats', 'daily_detections', 'audit_search_days']) {
        await tx.query(`DELETE FROM ${table} WHERE day < $1`, [`${oldest}-01`]);
      }
    }
    return work;
  });
}
