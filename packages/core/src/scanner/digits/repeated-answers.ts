import { LEAD_KEYS } from './digit-gate.js';
import { repeatEnd } from './repeated-windows.js';

/**
 * Remembers, per lead key, the last token the digit patterns were run at and their answer, and
 * tells whether a later token's next units are the same: then the patterns answer there as they
 * did there. Comparing the windows outright would cost as much as the patterns; instead, while
 * tokens of a key keep the same spacing (`1 1 1 …`, `1.1.1.…`), the text is checked to repeat
 * with that spacing, each unit once. One instance serves a scanner's passes one after another;
 * `begin` forgets the last pass.
 */
export class RepeatedAnswers {
  /** Per key: the last token run, the spacing from the one before it, and the span `[from, until)` known to repeat with that spacing. */
  private readonly state = new Int32Array(4 * LEAD_KEYS);
  /** Per key: the patterns' answer at its last token run, 1 for a match. */
  private readonly answers = new Uint8Array(LEAD_KEYS);
  /** The pass a key's state belongs to, so a new pass needs no clearing. */
  private readonly passOf = new Int32Array(LEAD_KEYS);
  private pass = 0;
  private units: Uint8Array = new Uint8Array(1);

  begin(units: Uint8Array): void {
    this.units = units;
    this.pass++;
  }

  /** Notes the patterns' answer at `token`, a token of lead key `key`. */
  record(key: number, token: number, matched: boolean): void {
    const at = 4 * key;
    this.passOf[key] = this.pass;
    this.state[at] = token;
    this.state[at + 1] = -1;
    this.answers[key] = matched ? 1 : 0;
  }

  /**
   * The answer at `token` when its `horizon` units equal those from the key's last token run, all
   * inside the text: 1 for a match, 0 for none; -1 when that is not known.
   */
  answerAt(key: number, token: number, horizon: number): number {
    const { state, units } = this;
    if (this.passOf[key] !== this.pass) return -1;
    const at = 4 * key;
    const end = token + horizon;
    // The end of the text is no unit: a window must lie wholly inside it.
    if (end >= units.length) return -1;
    const period = token - state[at];
    let from = state[at + 2];
    let until = state[at + 3];
    if (state[at + 1] !== period || from > token) {
      from = token;
      until = token;
    }
    if (repeatEnd(units, until, end, period) < end) {
      state[at + 1] = -1;
      return -1;
    }
    until = Math.max(until, end);
    state[at] = token;
    state[at + 1] = period;
    state[at + 2] = from;
    state[at + 3] = until;
    return this.answers[key];
  }
}
