import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scanner, ScanOptions } from '../../src/scanner/index.js';

const counts = vi.hoisted(() => ({ compiled: 0, scanned: 0 }));
const parses = vi.hoisted(() => ({ count: 0 }));

// Counts policy parses the same way.
vi.mock('../../src/policy/parse.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/policy/parse.js')>();
  return {
    ...real,
    parsePolicy(input: unknown) {
      parses.count++;
      return real.parsePolicy(input);
    },
  };
});

// Wraps the real scanner so the test can count compilations and scans without changing behaviour.
vi.mock('../../src/scanner/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/scanner/index.js')>();
  return {
    ...real,
    createScanner(options?: ScanOptions): Scanner {
      counts.compiled++;
      const scanner = real.createScanner(options);
      return {
        scan(text: string) {
          counts.scanned++;
          return scanner.scan(text);
        },
      };
    },
  };
});

const { checkText, createChecker, defaultPolicy, parsePolicy } = await import('@preflight/core');

describe('compilation', () => {
  beforeEach(() => {
    counts.compiled = 0;
    counts.scanned = 0;
  });

  it('createChecker compiles once and scans once per check', () => {
    const checker = createChecker({ policy: defaultPolicy() });
    for (const destination of ['AI_TOOL', 'VENDOR', 'CUSTOMER'] as const) checker.check('cc ann.fake@example.com', { destination });
    expect(counts).toEqual({ compiled: 1, scanned: 3 });
  });

  it('checkText reuses the compiled scanner for an equal policy and the same key', () => {
    const policy = parsePolicy({ name: 'cached', rules: [{ name: 'mask', dataTypes: ['ALL'], destinations: ['AI_TOOL'], action: 'MASK' }] });
    checkText('one', { destination: 'AI_TOOL', policy });
    checkText('two', { destination: 'AI_TOOL', policy: structuredClone(policy) });
    expect(counts).toEqual({ compiled: 1, scanned: 2 });
    checkText('three', { destination: 'AI_TOOL', policy: { ...policy, minConfidence: 0.9 } });
    expect(counts).toEqual({ compiled: 2, scanned: 3 });
  });

  it('checkText keys the cache by masking key only for the hash style, which reads it', () => {
    const placeholder = parsePolicy({ name: 'keys', rules: [] });
    checkText('one', { destination: 'AI_TOOL', policy: placeholder });
    checkText('two', { destination: 'AI_TOOL', policy: placeholder, maskingKey: 'fake-key-a' });
    expect(counts.compiled).toBe(1);
    const hashing = { ...placeholder, masking: { style: 'hash' as const } };
    checkText('three', { destination: 'AI_TOOL', policy: hashing, maskingKey: 'fake-key-a' });
    checkText('four', { destination: 'AI_TOOL', policy: hashing, maskingKey: 'fake-key-b' });
    checkText('five', { destination: 'AI_TOOL', policy: hashing, maskingKey: 'fake-key-a' });
    expect(counts).toEqual({ compiled: 3, scanned: 5 });
  });

  it('checkText parses a hand-written policy once per object, and a parsed one not again', () => {
    const input = { name: 'plain', rules: [{ name: 'mask', dataTypes: ['ALL' as const], destinations: ['AI_TOOL' as const], action: 'MASK' as const }] };
    parses.count = 0;
    for (const text of ['one', 'two', 'three']) checkText(text, { destination: 'AI_TOOL', policy: input });
    expect(parses.count).toBe(1);
    const parsed = parsePolicy(input);
    checkText('four', { destination: 'AI_TOOL', policy: parsed });
    expect(parses.count).toBe(2);
    expect(counts).toEqual({ compiled: 1, scanned: 4 });
  });
});
