import type { PositionList } from '../pass/index.js';
import { nameWords } from './name-words.js';
import { readName, type NameReading } from '../../validators/secret-names.js';
import { assignedName, assignmentOf, type NameSpan } from './read-assignment.js';
import { holdsFragment } from './name-fragments.js';
import type { AssignmentRules } from './assignment-rules.js';

/**
 * One chunk's assignments whose names may say secret, read once from the `=` and `:` the token
 * pass found and shared by every `assignment` detector. In text order of their values.
 */
export class AssignmentList {
  readonly valueStarts: number[] = [];
  readonly valueEnds: number[] = [];
  count = 0;
  /** By detector order, the indices of the assignments offered to it, in text order. */
  private readonly offers: number[][] = [];
  private readonly name: NameSpan = { start: 0, end: 0, operatorEnd: 0, mayHoldFragment: false };

  /** Readings of names seen lately: logs and configuration repeat their names line after line. */
  private readonly readings = new Map<string, NameReading>();

  constructor(private readonly rules: AssignmentRules) {}

  private readingOf(name: string): NameReading {
    let reading = this.readings.get(name);
    if (reading === undefined) {
      if (this.readings.size >= READINGS_KEPT) this.readings.clear();
      reading = readName(nameWords(name));
      this.readings.set(name, reading);
    }
    return reading;
  }

  /** The assignments (indices into `valueStarts` and `valueEnds`) the detector of `order` reads. */
  offersTo(order: number): readonly number[] {
    return this.offers[order] ?? NONE;
  }

  /** Reads the assignments at the operators of `lists`, each in text order. */
  read(text: string, lists: readonly PositionList[]): void {
    this.clear();
    const found: Array<[number, number, NameReading]> = [];
    const name = this.name;
    for (const list of lists) {
      for (let k = 0; k < list.length; k++) {
        const at = list.at(k);
        if (!assignedName(text, at, name) || !name.mayHoldFragment || !holdsFragment(text, name.start, name.end)) continue;
        const assignment = assignmentOf(text, at, name);
        if (assignment === null) continue;
        const reading = this.readingOf(text.slice(assignment.nameStart, assignment.nameEnd));
        // Every detector's rule asks for a name that says password or secret.
        if (reading.password || reading.secret) found.push([assignment.valueStart, assignment.valueEnd, reading]);
      }
    }
    if (lists.length > 1) found.sort((a, b) => a[0] - b[0]);
    for (const [start, end, reading] of found) {
      const index = this.count++;
      this.valueStarts[index] = start;
      this.valueEnds[index] = end;
      this.rules.forEach(reading, (order) => (this.offers[order] ??= []).push(index));
    }
  }

  /** Lets go of the last chunk's assignments. */
  clear(): void {
    this.count = 0;
    for (const offers of this.offers) if (offers !== undefined) offers.length = 0;
  }
}

const NONE: readonly number[] = [];
/** How many names' readings a list keeps; past it, it starts afresh (a scan's names are few, an adversary's many). */
const READINGS_KEPT = 512;
