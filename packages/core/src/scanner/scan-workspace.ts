import type { ScanPlan } from './compile/index.js';
import { ColumnHeaders, NearbyWords, type WindowWordReader } from './context/index.js';
import { DetectorRun, PrefixHitsByDetector } from './verify/index.js';
import { AssignmentList } from './assignment/index.js';

/**
 * The objects a scan works with, which its scanner keeps from scan to scan. V8 keeps an object
 * layout (a hidden class) only while some object of it lives, and a full garbage collection throws
 * away the optimised code that relied on a layout gone with it. Made anew for each scan, these
 * objects were all garbage between scans, so every full collection cost the scans after it their
 * optimised code until V8 had compiled it again, which a server's prompts paid for in their p99
 * (benchmarks/README.md has the measurement).
 *
 * One scan holds a workspace at a time; a scan nested in another (a custom validator that scans
 * with the same scanner) works in one of its own.
 */
export class ScanWorkspace {
  readonly words: NearbyWords;
  readonly columns: ColumnHeaders;
  /** One run per detector of the plan, in its order. */
  readonly runs: readonly DetectorRun[];
  /** Each chunk's prefix hits, filed by detector. */
  readonly prefixHits: PrefixHitsByDetector;
  /** Each chunk's assignments, read once for every detector that reads them. */
  readonly assignments: AssignmentList;
  /** Offsets of the blocks of a chunk's window that hold a unit outside ASCII (`asciiUnits`). */
  readonly otherBlocks: number[] = [];
  private claimed = false;

  constructor(plan: ScanPlan) {
    this.words = new NearbyWords(plan.wordTables);
    this.columns = new ColumnHeaders(this.words);
    this.runs = plan.detectors.map((detector, index) => new DetectorRun(detector, plan.slots[index]));
    this.prefixHits = new PrefixHitsByDetector(plan.prefixOwners, plan.detectors.length);
    this.assignments = new AssignmentList(plan.assignmentRules);
  }

  /** Takes the workspace for one scan; false while another scan holds it. */
  claim(): boolean {
    if (this.claimed) return false;
    this.claimed = true;
    return true;
  }

  /** Readies the workspace for a scan of `text`, its words read through `reader` (or in JavaScript). */
  begin(text: string, reader: WindowWordReader | null): void {
    this.words.begin(text, reader);
    this.columns.begin(text);
    for (const run of this.runs) run.begin(text);
  }

  /** Ends the scan: the workspace keeps no reference to its text, its windows or the room its lists grew to. */
  release(): void {
    this.words.release();
    this.columns.begin('');
    for (const run of this.runs) run.release();
    this.prefixHits.clear();
    this.assignments.clear();
    this.claimed = false;
  }
}
