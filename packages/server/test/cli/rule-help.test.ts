import { describe, expect, it } from 'vitest';
import { helpUri, ruleHelp, ruleTags, securitySeverity, sentenceStart } from '../../src/cli/rule-help.js';

describe('SARIF rule help', () => {
  it.each<[string, Parameters<typeof securitySeverity>[1], string]>([
    ['AWS_ACCESS_KEY', ['API_SECRETS'], '9.0'],
    ['GENERIC_SECRET', ['API_SECRETS'], '7.5'],
    ['CREDIT_CARD', ['FINANCIAL'], '8.0'],
    ['EMAIL', ['PII'], '6.0'],
    ['SSN', ['PII'], '4.5'],
    ['UK_NHS_NUMBER', ['PHI', 'PII'], '6.5'],
    ['CUSTOMER_ID', ['PII'], '6.0'],
    ['CUSTOMER_NOTE', [], '0.1'],
  ])('security-severity of %s %j is %s', (type, categories, severity) => {
    expect(securitySeverity(type, categories)).toBe(severity);
  });

  it('tags a rule for GitHub: security, its categories and the CWE', () => {
    expect(ruleTags(['API_SECRETS'])).toEqual(['security', 'sensitive-data', 'api-secrets', 'external/cwe/cwe-798']);
    expect(ruleTags(['PII', 'EU_DATA'])).toEqual(['security', 'sensitive-data', 'pii', 'eu-data', 'external/cwe/cwe-359']);
  });

  it('links built-in types to their section and custom types to the custom section', () => {
    expect(helpUri('AWS_ACCESS_KEY')).toMatch(/\/docs\/detectors\.md#aws_access_key$/);
    expect(helpUri('CUSTOMER_ID')).toMatch(/\/docs\/detectors\.md#custom-types$/);
  });

  it('opens help with the label and its article, and says what to do', () => {
    expect(sentenceStart('AWS access key')).toBe('An AWS access key');
    expect(sentenceStart('UK National Insurance number')).toBe('A UK National Insurance number');
    const help = ruleHelp('AWS_ACCESS_KEY', 'AWS access key', ['API_SECRETS']);
    expect(help.text.startsWith('An AWS access key (API_SECRETS). ')).toBe(true);
    expect(help.text).toContain('preflight:allow');
    expect(help.markdown).toContain('[About AWS_ACCESS_KEY](https://');
  });
});
