/**
 * A set of UTF-16 code units as the scanner sees them: exact membership for ASCII, and one flag
 * standing for every non-ASCII unit (built-in patterns only need to say "some non-ASCII char").
 */
export class CharSet {
  /**
   * ASCII members as four 32-unit words (unit c is bit c & 31 of word c >> 5): compiling makes
   * thousands of sets, and V8 keeps an array this small inside its object rather than apart.
   */
  readonly words = new Int32Array(4);
  nonAscii = false;

  add(code: number): void {
    if (code < 128) this.words[code >> 5] |= 1 << (code & 31);
    else this.nonAscii = true;
  }

  delete(code: number): void {
    if (code < 128) this.words[code >> 5] &= ~(1 << (code & 31));
  }

  addRange(from: number, to: number): void {
    for (let c = from; c <= to && c < 128; c++) this.add(c);
    if (to >= 128) this.nonAscii = true;
  }

  addSet(other: CharSet): void {
    for (let w = 0; w < 4; w++) this.words[w] |= other.words[w];
    this.nonAscii ||= other.nonAscii;
  }

  /** Complement; non-ASCII membership is approximated by "any", as a negated class admits most of it. */
  negated(): CharSet {
    const out = new CharSet();
    for (let w = 0; w < 4; w++) out.words[w] = ~this.words[w];
    out.nonAscii = true;
    return out;
  }

  /** Adds the other case of every ASCII letter. */
  foldCase(): void {
    for (let c = 65; c <= 90; c++) {
      if (this.has(c) || this.has(c + 32)) {
        this.add(c);
        this.add(c + 32);
      }
    }
  }

  has(code: number): boolean {
    return code < 128 ? ((this.words[code >> 5] >>> (code & 31)) & 1) === 1 : this.nonAscii;
  }

  /** Whether it holds some ASCII unit. */
  hasAscii(): boolean {
    return (this.words[0] | this.words[1] | this.words[2] | this.words[3]) !== 0;
  }

  /** Its members as text, equal for equal sets: four 32-unit words and the non-ASCII flag, short and cheap to build. */
  key(): string {
    return `${this.words.join(',')},${this.nonAscii ? 1 : 0}`;
  }

  /** Its ASCII members, in order. */
  asciiMembers(): number[] {
    const members: number[] = [];
    for (let code = 0; code < 128; code++) if (this.has(code)) members.push(code);
    return members;
  }

  static any(): CharSet {
    const out = new CharSet();
    out.addRange(0, 0xffff);
    return out;
  }
}
