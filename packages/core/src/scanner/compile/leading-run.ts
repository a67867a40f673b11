import type { CharSet } from './char-set.js';
import { patternShape } from './pattern-shape.js';

/**
 * The units every match begins with: `min` or more of one class, as in `[A-Za-z0-9_…]{12,128}`. A
 * window search skips, in a plain loop, the positions where fewer follow: the regex would fail at
 * each, reading up to `min` units there (most of a window around `token` in source code).
 */
interface LeadingRun {
  readonly units: CharSet;
  readonly min: number;
}

/** The run a pattern must begin with, or null when it begins otherwise (or has an alternative that might). */
export function leadingRun(pattern: string, ignoreCase: boolean): LeadingRun | null {
  if (pattern.includes('|')) return null;
  const run = /^(\[(?:\\.|[^\]\\])+\])\{(\d+)(?:,\d*)?\}/.exec(pattern);
  if (run === null || Number(run[2]) === 0) return null;
  return { units: patternShape(run[1], ignoreCase).first, min: Number(run[2]) };
}

/** The first position in `[from, to)` where `run.min` units of its class begin, all before `to`; -1 when there is none. */
export function nextRunStart(text: string, from: number, to: number, run: LeadingRun): number {
  const { units, min } = run;
  let length = 0;
  for (let i = from; i < to; i++) {
    if (!units.has(text.charCodeAt(i))) length = 0;
    else if (++length === min) return i + 1 - min;
  }
  return -1;
}
