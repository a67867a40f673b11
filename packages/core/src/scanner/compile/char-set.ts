/**
 * A set of UTF-16 code units as the scanner sees them: exact membership for ASCII, and one flag
 * standing for every non-ASCII unit (built-in patterns only need to say "some non-ASCII char").
 */
export class CharSet {
  readonly ascii = new Uint8Array(128);
  nonAscii = false;

  add(code: number): void {
    if (code < 128) this.ascii[code] = 1;
    else this.nonAscii = true;
  }

  addRange(from: number, to: number): void {
    for (let c = from; c <= to && c < 128; c++) this.ascii[c] = 1;
    if (to >= 128) this.nonAscii = true;
  }

  addSet(other: CharSet): void {
    for (let c = 0; c < 128; c++) if (other.ascii[c]) this.ascii[c] = 1;
    this.nonAscii ||= other.nonAscii;
  }

  /** Complement; non-ASCII membership is approximated by "any", as a negated class admits most of it. */
  negated(): CharSet {
    const out = new CharSet();
    for (let c = 0; c < 128; c++) out.ascii[c] = this.ascii[c] ? 0 : 1;
    out.nonAscii = true;
    return out;
  }

  /** Adds the other case of every ASCII letter. */
  foldCase(): void {
    for (let c = 65; c <= 90; c++) {
      if (this.ascii[c] || this.ascii[c + 32]) this.ascii[c] = this.ascii[c + 32] = 1;
    }
  }

  has(code: number): boolean {
    return code < 128 ? this.ascii[code] === 1 : this.nonAscii;
  }

  static any(): CharSet {
    const out = new CharSet();
    out.addRange(0, 0xffff);
    return out;
  }
}
