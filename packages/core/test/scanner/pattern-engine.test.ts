import { RE2 } from 're2-wasm';
import { describe, expect, test } from 'vitest';
import { createScanner, providePatternEngine } from '@preflight/core';

const ticket = { id: 'ticket', type: 'TICKET', categories: ['PII' as const], pattern: 'TCK-[0-9]{6}' };

describe('the RE2 engine for custom patterns', () => {
  test('loads by itself under Node', () => {
    expect(createScanner({ customDetectors: [ticket] }).scan('see TCK-123456 now').map((f) => [f.type, f.start, f.end])).toEqual([['TICKET', 4, 14]]);
  });

  test('can be handed over by an application that bundles re2-wasm', () => {
    providePatternEngine(RE2);
    expect(createScanner({ customDetectors: [ticket] }).scan('TCK-654321').map((f) => f.type)).toEqual(['TICKET']);
  });

  test('refuses anything but a constructor', () => {
    expect(() => providePatternEngine('re2' as unknown as typeof RE2)).toThrow(TypeError);
  });
});
