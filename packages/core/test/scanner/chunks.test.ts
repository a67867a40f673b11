import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILTIN_DETECTORS, type Finding } from '@preflight/core';
import { describe, expect, test } from 'vitest';
import { CHUNK_SIZE, compileScanner } from '../../src/scanner/scanner.js';
import { TEST_RECORDS } from './test-detectors.js';

const CHUNK = 2048;
const FILLER = 'plain words in between, nothing to see here; ';

function filler(length: number): string {
  return FILLER.repeat(Math.ceil(length / FILLER.length)).slice(0, length);
}

/** Places `value` so it starts at `start` in a text of ordinary words, with spaces around it. */
function planted(value: string, start: number, total: number): string {
  return `${filler(start - 1)} ${value} ${filler(total - start - value.length - 2)}`;
}

const ofType = (findings: readonly Finding[], type: string) => findings.filter((f) => f.type === type).map((f) => [f.start, f.end]);

describe('a value planted across a chunk boundary is found once, with exact offsets', () => {
  const cases = [
    { type: 'EMAIL', value: 'first.last@example.com' },
    { type: 'IP_ADDRESS', value: '2001:db8::8a2e:370:7334' },
    { type: 'TEST_LONG', value: '#123-456-789' },
    { type: 'TEST_KEY', value: 'tkey_AB12CD34' },
    { type: 'EMPLOYEE_ID', value: 'EMP-123456' },
  ];
  const records = [...BUILTIN_DETECTORS.filter((d) => d.type === 'EMAIL' || d.type === 'IP_ADDRESS'), ...TEST_RECORDS];
  const scanner = compileScanner({ customDetectors: [{ id: 'acme.employee', type: 'EMPLOYEE_ID', categories: ['PII'], pattern: 'EMP-[0-9]{6}' }] }, CHUNK, records);

  test.each(cases)('$type', ({ type, value }) => {
    for (let start = CHUNK - value.length - 2; start <= CHUNK + 2; start++) {
      const findings = scanner.scan(planted(value, start, 3 * CHUNK));
      expect(ofType(findings, type), `planted at ${start}`).toEqual([[start, start + value.length]]);
    }
  });

  test('a required context word in the previous chunk still counts', () => {
    for (let start = CHUNK - 2; start <= CHUNK + 8; start++) {
      const text = `${filler(start - 6)} ref: AB1234 ${filler(CHUNK)}`;
      expect(ofType(scanner.scan(text), 'TEST_REF'), `planted at ${start}`).toEqual([[start, start + 6]]);
    }
  });

  test('every chunk of a long text keeps its findings', () => {
    const value = 'jane.doe@example.com';
    const text = Array.from({ length: 40 }, (_, i) => `${filler(300 + i * 7)} ${value} `).join('');
    expect(ofType(scanner.scan(text), 'EMAIL')).toEqual(ofType(compileScanner({}, 1 << 22, records).scan(text), 'EMAIL'));
    expect(ofType(scanner.scan(text), 'EMAIL')).toHaveLength(40);
  });
});

describe('street addresses, read around the numbers each chunk lists, are those of one read of the whole text', () => {
  const records = BUILTIN_DETECTORS.filter((d) => d.type === 'STREET_ADDRESS');
  const chunked = compileScanner({}, CHUNK, records);
  const whole = compileScanner({}, 1 << 22, records);

  test('an address whose street, number or city lies across a boundary is found once, whole', () => {
    const address = 'Berliner Straße 5a, 80331 München';
    for (let start = CHUNK - address.length - 2; start <= CHUNK + 2; start++) {
      const findings = chunked.scan(planted(address, start, 3 * CHUNK));
      expect(ofType(findings, 'STREET_ADDRESS'), `planted at ${start}`).toEqual([[start, start + address.length]]);
    }
  });

  test('a long text of addresses and other numbers', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `${i % 3 === 0 ? `order ${i}, ` : ''}${10 + (i % 90)} Oak Street, Leeds LS${1 + (i % 9)} ${i % 10}AB; ticket 4-${i}`);
    const text = lines.join('\n');
    const found = ofType(chunked.scan(text), 'STREET_ADDRESS');
    expect(found).toEqual(ofType(whole.scan(text), 'STREET_ADDRESS'));
    expect(found).toHaveLength(400);
  });
});

test('the default chunk size keeps a value planted across its boundary', () => {
  const scanner = compileScanner({}, CHUNK_SIZE);
  const value = 'jane.doe@example.com';
  for (const start of [CHUNK_SIZE - 10, CHUNK_SIZE - 1, CHUNK_SIZE]) {
    const findings = scanner.scan(planted(value, start, CHUNK_SIZE + 4096));
    expect(ofType(findings, 'EMAIL'), `planted at ${start}`).toEqual([[start, start + value.length]]);
  }
});

test('small chunks find exactly what one chunk finds across the labelled corpus, every detector together', () => {
  // Documents of every kind back to back (CSV under headers, logs, EU text), so chunk windows
  // start and end inside rows, tokens, context windows and non-ASCII runs.
  const corpus = readFileSync(fileURLToPath(new URL('../../../../fixtures/corpus/corpus.jsonl', import.meta.url)), 'utf8');
  const text = corpus
    .split('\n')
    .filter((line) => line !== '')
    .slice(0, 400)
    .map((line) => (JSON.parse(line) as { text: string }).text)
    .join('\n\n');
  const whole = compileScanner({}, 1 << 22).scan(text);
  expect(whole.length).toBeGreaterThan(300);
  for (const chunk of [1000, 4093]) expect(compileScanner({}, chunk).scan(text), `chunks of ${chunk}`).toEqual(whole);
});
