import { BUILTIN_DETECTORS, scan, type Finding } from '@preflight/core';
import { describe, expect, test } from 'vitest';
import { compileScanner } from '../../src/scanner/scanner.js';

const spans = (findings: readonly Finding[], type: string) => findings.filter((f) => f.type === type).map((f) => [f.start, f.end]);
const spanOf = (text: string, value: string) => [text.indexOf(value), text.indexOf(value) + value.length];

describe('a column header is context for the cells below it', () => {
  test.each([
    ['comma', 'vendor,iban,bic,last_invoice\nGiulia Walsh GmbH,DE80580155967349474525,ESYENLLL,INV-2025-26099'],
    ['semicolon', 'vendor;bic;note\nAcme;DEUTDEFF;paid\nGlobex;COBADEFFXXX;open'],
    ['tab', 'vendor\tSWIFT code\nAcme\tDEUTDEFF'],
    ['quoted fields', '"vendor","bic"\n"Walsh, Giulia","DEUTDEFF"'],
    ['blanks around cells', 'vendor, bic , note\nAcme,  DEUTDEFF , paid'],
    ['many rows below', `vendor,bic\n${'Acme,n/a\n'.repeat(200)}Acme,DEUTDEFF`],
  ])('SWIFT_BIC under a bic header (%s)', (_, text) => {
    expect(spans(scan(text), 'SWIFT_BIC')).toContainEqual(spanOf(text, text.includes('COBADEFFXXX') ? 'COBADEFFXXX' : text.match(/DEUTDEFF|ESYENLLL/)![0]));
  });

  test('the header word is the finding’s context word', () => {
    const [finding] = scan('vendor,bic\nAcme,DEUTDEFF').filter((f) => f.type === 'SWIFT_BIC');
    expect(finding.explanation.contextWord).toBe('bic');
  });

  test('detectors matched at digits use their column too (DATE_OF_BIRTH, SSN)', () => {
    const text = 'employee_id;name;hire_date;dob;ssn\nE33034;Chen Peeters;2023-06-28;1985-04-12;078051120';
    const findings = scan(text);
    expect(spans(findings, 'DATE_OF_BIRTH')).toEqual([spanOf(text, '1985-04-12')]);
    expect(spans(findings, 'SSN')).toEqual([spanOf(text, '078051120')]);
  });

  test('a row in a later chunk still reads the header of its block', () => {
    const text = `vendor,bic\n${'Acme,n/a\n'.repeat(400)}Acme,DEUTDEFF\n`;
    const scanner = compileScanner({}, 1024, BUILTIN_DETECTORS);
    expect(spans(scanner.scan(text), 'SWIFT_BIC')).toEqual([spanOf(text, 'DEUTDEFF')]);
  });
});

describe('no context without a header naming the column', () => {
  test.each([
    ['a header without such a word', 'vendor,iban,ref,last_invoice\nGiulia Walsh GmbH,DE80580155967349474525,ESYENLLL,INV-2025-26099'],
    ['another column of a bic table', 'vendor,bic,ref\nAcme,n/a,DEUTDEFF'],
    ['the same place in plain text', 'vendor and bic below\nGiulia Walsh GmbH sent ESYENLLL today'],
    ['a row with another field count', 'vendor,bic\nAcme,Berlin,DEUTDEFF'],
    ['a value that is only part of its cell', 'vendor,bic\nAcme,ref DEUTDEFF'],
    ['a first line that is data, not names', 'Acme 2024,DEUTDEFF\nGlobex,COBADEFF'],
    ['a blank line between header and row', 'vendor,bic\n\nAcme,DEUTDEFF'],
    ['a delimiter inside quotes shifting columns', 'vendor,bic,ref\n"Walsh, Giulia",n/a,DEUTDEFF'],
  ])('%s', (_, text) => {
    expect(spans(scan(text), 'SWIFT_BIC')).toEqual([]);
  });

  test('a dob column does not make a hire date a birth date', () => {
    expect(spans(scan('name;hire_date;dob\nChen;2023-06-28;n/a'), 'DATE_OF_BIRTH')).toEqual([]);
  });
});
