import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scanner, ScanOptions } from '../../src/scanner/index.js';

const counts = vi.hoisted(() => ({ compiled: 0, scanned: 0 }));

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
});
