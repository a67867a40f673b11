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

  test('takes any engine of the same shape, such as an adapter over another RE2 engine', () => {
    const compiled: string[] = [];
    class Adapter {
      readonly #inner: RE2;
      constructor(pattern: string, flags: string) {
        compiled.push(pattern);
        this.#inner = new RE2(pattern, flags);
      }
      get lastIndex() {
        return this.#inner.lastIndex;
      }
      set lastIndex(index: number) {
        this.#inner.lastIndex = index;
      }
      exec(text: string) {
        return this.#inner.exec(text);
      }
      test(text: string) {
        return this.#inner.test(text);
      }
    }
    providePatternEngine(Adapter);
    const scanner = createScanner({ customDetectors: [ticket], allowList: { patterns: ['TCK-0{6}'] } });
    expect(scanner.scan('TCK-000000 and TCK-246810').map((f) => [f.type, f.start])).toEqual([['TICKET', 15]]);
    expect(compiled).toEqual(['TCK-[0-9]{6}', '^(?:TCK-0{6})$']);
    providePatternEngine(RE2);
  });

  test('refuses anything but a constructor', () => {
    expect(() => providePatternEngine('re2' as unknown as typeof RE2)).toThrow(TypeError);
  });
});
