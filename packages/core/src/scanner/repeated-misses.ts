import { LEAD_KEYS } from './digit-gate.js';
import { repeatEnd } from './repeated-windows.js';

/**
 * Remembers, per lead key, the last token no digit pattern matched, and tells whether a later
 * token's next units are the same: then the patterns cannot match there either. Comparing the
 * windows outright would cost as much as the patterns; instead, while tokens of a key keep the
 * same spacing (`1 1 1 …`), the text is checked to repeat with that spacing, each unit once.
 * One instance serves a scanner's passes one after another; `begin` forgets the last pass.
 */
export class RepeatedMisses {
  /** Per key: the last miss, the spacing from the miss before it, and the span `[from, until)` known to repeat with that spacing. */
  private readonly state = new Int32Array(4 * LEAD_KEYS);
  /** The pass a key's state belongs to, so a new pass needs no clearing. */
  private readonly passOf = new Int32Array(LEAD_KEYS);
  private pass = 0;
  private units: Uint8Array = new Uint8Array(1);

  begin(units: Uint8Array): void {
    this.units = units;
    this.pass++;
  }

  record(key: number, token: number): void {
    const at = 4 * key;
    this.passOf[key] = this.pass;
    this.state[at] = token;
    this.state[at + 1] = -1;
  }

  /** True when the `horizon` units from `token` equal those from the key's last miss, all inside the text. */
  repeats(key: number, token: number, horizon: number): boolean {
    const { state, units } = this;
    if (this.passOf[key] !== this.pass) return false;
    const at = 4 * key;
    const end = token + horizon;
    // The end of the text is no unit: a window must lie wholly inside it.
    if (end >= units.length) return false;
    const period = token - state[at];
    let from = state[at + 2];
    let until = state[at + 3];
    if (state[at + 1] !== period || from > token) {
      from = token;
      until = token;
    }
    if (repeatEnd(units, until, end, period) < end) {
      state[at + 1] = -1;
      return false;
    }
    until = Math.max(until, end);
    state[at] = token;
    state[at + 1] = period;
    state[at + 2] = from;
    state[at + 3] = until;
    return true;
  }
}
