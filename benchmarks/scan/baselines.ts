import type { Detector } from '../../packages/core/src/index.js';

/** The floor: one plain pass that reads every character and nothing else. */
export function touchEveryChar(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

/** The naive way: each detector's pattern as its own global V8 RegExp over the whole text. */
export function naiveRegexes(detectors: readonly Detector[]): (text: string) => number {
  const regexes = detectors.map((d) => new RegExp(d.pattern, d.ignoreCase ? 'gi' : 'g'));
  return (text) => {
    let matches = 0;
    for (const regex of regexes) {
      regex.lastIndex = 0;
      while (regex.exec(text) !== null) matches++;
    }
    return matches;
  };
}
