import type { PositionList } from '../pass/index.js';
import { nameWords } from './name-words.js';
import { readAssignment } from './read-assignment.js';

/**
 * Parts of words that every name an `assignment` detector asks about holds (`password`, `secret`,
 * `token`, `api_key`, `auth`, `credential`, `bearer`, `private_key`, `pwd`, `signature`): a name
 * without one is passed over before it is split into words.
 */
const NAME_FRAGMENTS = ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'cred', 'bearer', 'sig'];

function holdsFragment(lowerName: string): boolean {
  for (const fragment of NAME_FRAGMENTS) if (lowerName.includes(fragment)) return true;
  return false;
}

/**
 * One chunk's assignments whose names may say secret, read once from the `=` and `:` the token
 * pass found and shared by every `assignment` detector. In text order of their values.
 */
export class AssignmentList {
  names: string[][] = [];
  valueStarts: number[] = [];
  valueEnds: number[] = [];
  quoted: boolean[] = [];
  count = 0;

  /** Reads the assignments at the operators of `lists`, each in text order. */
  read(text: string, lists: readonly PositionList[]): void {
    this.count = 0;
    const found: Array<[number, number, boolean, string[]]> = [];
    for (const list of lists) {
      for (let k = 0; k < list.length; k++) {
        const assignment = readAssignment(text, list.at(k));
        if (assignment === null) continue;
        const name = text.slice(assignment.nameStart, assignment.nameEnd).toLowerCase();
        if (!holdsFragment(name)) continue;
        found.push([assignment.valueStart, assignment.valueEnd, assignment.quoted, nameWords(text.slice(assignment.nameStart, assignment.nameEnd))]);
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
