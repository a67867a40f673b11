import type { PositionList } from '../pass/index.js';
import { nameWords } from './name-words.js';
import { readName, type NameReading } from '../../validators/secret-names.js';
import { assignedName, assignmentOf, type NameSpan } from './read-assignment.js';
import { holdsFragment } from './name-fragments.js';

/**
 * One chunk's assignments whose names may say secret, read once from the `=` and `:` the token
 * pass found and shared by every `assignment` detector. In text order of their values.
 */
export class AssignmentList {
  names: NameReading[] = [];
  valueStarts: number[] = [];
  valueEnds: number[] = [];
  quoted: boolean[] = [];
  count = 0;
  private readonly name: NameSpan = { start: 0, end: 0, operatorEnd: 0, mayHoldFragment: false };

  /** Reads the assignments at the operators of `lists`, each in text order. */
  read(text: string, lists: readonly PositionList[]): void {
    this.count = 0;
    const found: Array<[number, number, boolean, NameReading]> = [];
    const name = this.name;
    for (const list of lists) {
      for (let k = 0; k < list.length; k++) {
        const at = list.at(k);
        if (!assignedName(text, at, name) || !name.mayHoldFragment || !holdsFragment(text, name.start, name.end)) continue;
        const assignment = assignmentOf(text, at, name);
        if (assignment === null) continue;
        const reading = readName(nameWords(text.slice(assignment.nameStart, assignment.nameEnd)));
        // Every detector's rule asks for a name that says password or secret.
        if (reading.password || reading.secret) found.push([assignment.valueStart, assignment.valueEnd, assignment.quoted, reading]);
      }
    }
    if (lists.length > 1) found.sort((a, b) => a[0] - b[0]);
    for (const [start, end, quoted, words] of found) {
      this.valueStarts[this.count] = start;
      this.valueEnds[this.count] = end;
      this.quoted[this.count] = quoted;
      this.names[this.count] = words;
      this.count++;
    }
  }

  /** Lets go of the last chunk's names. */
  clear(): void {
    this.count = 0;
    this.names.length = 0;
  }
}
