/**
 * Answers "does each required character occur within `length` characters from `start`?" with
 * amortised constant work: the next occurrence of each character is remembered and only searched
 * again once a candidate has passed it, so `a@a@a@…` with no `.` anywhere costs one search.
 */
export class RequiredUnits {
  private readonly units: readonly string[];
  private readonly next: number[];
  private readonly searchedFrom: number[];
  private text = '';
  /** Whether what is remembered belongs to an earlier text: most detectors see no candidate in a short text, so they never pay to forget it. */
  private stale = false;

  constructor(codes: readonly number[]) {
    this.units = codes.map((code) => String.fromCharCode(code));
    this.next = codes.map(() => -1);
    this.searchedFrom = codes.map(() => Infinity);
  }

  /** Answers over `text` from now on, remembering nothing of the text before ('' lets it go). */
  begin(text: string): void {
    // With nothing required, every answer is yes: one instance serves every detector so, holding no text.
    if (this.units.length === 0) return;
    this.text = text;
    this.stale = true;
  }

  allPresent(start: number, length: number): boolean {
    if (this.stale) this.forget();
    for (let k = 0; k < this.units.length; k++) {
      if (this.nextFrom(k, start) >= start + length) return false;
    }
    return true;
  }

  /** True when some required character occurs nowhere at or after `start`: no later candidate can pass either. */
  exhaustedFrom(start: number): boolean {
    if (this.stale) this.forget();
    for (let k = 0; k < this.units.length; k++) {
      if (this.nextFrom(k, start) === Infinity) return true;
    }
    return false;
  }

  private forget(): void {
    this.next.fill(-1);
    this.searchedFrom.fill(Infinity);
    this.stale = false;
  }

  private nextFrom(k: number, start: number): number {
    let next = this.next[k];
    // Search again when the remembered occurrence is behind us, or when we moved back (a chunk overlap).
    if (next < start || start < this.searchedFrom[k]) {
      const found = this.text.indexOf(this.units[k], start);
      next = found < 0 ? Infinity : found;
      this.next[k] = next;
      this.searchedFrom[k] = start;
    }
    return next;
  }
}
