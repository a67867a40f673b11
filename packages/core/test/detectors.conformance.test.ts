import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILTIN_DETECTORS, createScanner, DEFAULT_MIN_LIKELIHOOD, type Detector, type Finding } from '@preflight/core';
import { RE2 } from 're2-wasm';
import { describe, expect, test } from 'vitest';
import { patternShape } from '../src/scanner/compile/pattern-shape.js';

const detectorsDir = fileURLToPath(new URL('../src/detectors/', import.meta.url));
const MIN_CASES = 10;

/** Cases are judged as the default policy sees them: a finding below its likelihood floor is not acted on. */
const scanner = createScanner({ minLikelihood: DEFAULT_MIN_LIKELIHOOD });
const scan = (text: string): Finding[] => scanner.scan(text);

/** Findings as types and offsets only, so a failure never prints a detected value. */
function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.type}@${f.start}..${f.end}`).join(', ') || 'none';
}

function isDetector(value: unknown): value is Detector {
  return typeof value === 'object' && value !== null && 'id' in value && 'pattern' in value && 'anchor' in value;
}

test('detector ids are unique', () => {
  const ids = BUILTIN_DETECTORS.map((d) => d.id);
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  expect(duplicates, 'duplicate detector ids').toEqual([]);
});

test('every detector file exports detectors, and every exported detector is registered', async () => {
  const registered = new Set<Detector>(BUILTIN_DETECTORS);
  for (const group of readdirSync(detectorsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(`${detectorsDir}${group.name}`).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
      const module: Record<string, unknown> = await import(`../src/detectors/${group.name}/${file}`);
      const exported = Object.values(module).filter(isDetector);
      expect(exported.length, `${group.name}/${file} exports no detector record`).toBeGreaterThan(0);
      for (const detector of exported) expect(registered.has(detector), `${detector.id} (${group.name}/${file}) is not in BUILTIN_DETECTORS`).toBe(true);
    }
  }
});

describe.each(BUILTIN_DETECTORS.map((d) => [d.id, d] as const))('%s', (id, detector) => {
  test('record is well formed', () => {
    expect(detector.truePositives.length, `${id} needs ${MIN_CASES} true-positive cases`).toBeGreaterThanOrEqual(MIN_CASES);
    expect(detector.falsePositives.length, `${id} needs ${MIN_CASES} false-positive cases`).toBeGreaterThanOrEqual(MIN_CASES);
    expect(detector.label.one.length > 0 && detector.label.other.length > 0, `${id} needs a label`).toBe(true);
    expect(detector.confidence.base, `${id} base confidence`).toBeGreaterThan(0);
    expect(detector.confidence.base, `${id} base confidence`).toBeLessThanOrEqual(1);
    if (detector.anchor.kind === 'context') expect(detector.context?.words.length, `${id} has a context anchor but no words`).toBeGreaterThan(0);
    for (const word of [...(detector.context?.words ?? []), ...(detector.excludeAfter?.words ?? [])]) {
      expect(/^[a-z0-9]|^(?=\P{ASCII})\p{L}/u.test(word) && word === word.toLowerCase(), `${id}: context words are lower-case and begin with a letter or digit`).toBe(true);
    }
    // The scan looks for a word in another script that starts a search only where a digit is near it.
    if (detector.anchor.kind === 'context' && detector.context?.words.some((word) => word.charCodeAt(0) >= 128)) {
      for (const { match } of detector.truePositives) expect(/[0-9]/.test(match ?? ''), `${id}: a record that searches around words in other scripts matches numbers`).toBe(true);
    }
  });

  test('pattern is in the RE2 subset and bounded', () => {
    expect(() => new RE2(detector.pattern, 'u'), `${id}: RE2 rejects the pattern`).not.toThrow();
    const shape = patternShape(detector.pattern, detector.ignoreCase);
    expect(shape.unbounded, `${id}: pattern uses *, + or {n,}`).toBe(false);
  });

  test.each(detector.truePositives.map((c, index) => [index, c] as const))('true positive %i is found with exact offsets at the default likelihood floor', (index, c) => {
    const match = c.match ?? '';
    const start = c.text.indexOf(match);
    expect(match.length > 0 && start >= 0, `${id} truePositives[${index}]: match must be a non-empty part of the text`).toBe(true);
    expect(match.length, `${id} truePositives[${index}]: longer than maxLength`).toBeLessThanOrEqual(detector.maxLength);
    const findings = scan(c.text);
    const found = findings.some((f) => f.type === detector.type && f.start === start && f.end === start + match.length);
    expect(found, `${id} truePositives[${index}]: expected ${detector.type}@${start}..${start + match.length}, got ${describeFindings(findings)}`).toBe(true);
  });

  test.each(detector.falsePositives.map((c, index) => [index, c] as const))('false positive %i yields no finding of its type at the default likelihood floor', (index, c) => {
    const findings = scan(c.text).filter((f) => f.type === detector.type);
    expect(findings.length, `${id} falsePositives[${index}]: unexpected ${describeFindings(findings)}`).toBe(0);
  });
});
