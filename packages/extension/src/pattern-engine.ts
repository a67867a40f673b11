import { RE2JS } from 're2js';
import { providePatternEngine } from '../../core/src/scanner/compile/re2-engine.js';

/**
 * Custom detectors and allow-list patterns run in RE2. re2-wasm, core's engine under Node, needs
 * eval in its glue code, which Manifest V3 forbids; re2js is RE2 ported to plain JavaScript (no
 * eval, no generated code) with the same linear-time guarantee: a DFA, falling back to a
 * Pike VM, and a backtracker only where a bit set of visited states bounds it. This adapter
 * gives it the surface core calls on re2-wasm's `RE2`.
 */
class Re2jsEngine {
  /** In code points, as core reads re2-wasm's. */
  lastIndex = 0;
  readonly #pattern: RE2JS;

  constructor(pattern: string, flags: string) {
    try {
      this.#pattern = RE2JS.compile(pattern, flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
    } catch (error) {
      throw new SyntaxError((error as Error).message, { cause: error });
    }
  }

  exec(text: string): { readonly index: number; readonly [group: number]: string | undefined } | null {
    const matcher = this.#pattern.matcher(text);
    if (!matcher.find(unitOffset(text, this.lastIndex))) {
      this.lastIndex = 0;
      return null;
    }
    const start = matcher.start();
    const end = matcher.end();
    this.lastIndex = pointOffset(text, end);
    return { index: pointOffset(text, start), 0: text.slice(start, end) };
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Code points in `text` before UTF-16 offset `units` (core hands over well-formed text). */
function pointOffset(text: string, units: number): number {
  let points = units;
  for (let i = 0; i < units; i++) if (isHighSurrogate(text.charCodeAt(i))) points--;
  return points;
}

/** The UTF-16 offset of code point `points` in `text`. */
function unitOffset(text: string, points: number): number {
  let units = 0;
  for (let n = 0; n < points && units < text.length; n++) units += isHighSurrogate(text.charCodeAt(units)) ? 2 : 1;
  return units;
}

providePatternEngine(Re2jsEngine);
