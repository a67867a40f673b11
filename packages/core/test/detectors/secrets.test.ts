import { scan } from '@preflight/core';
import { describe, expect, it } from 'vitest';

/** A .env file of fake credentials (all EXAMPLE/FAKE values), one of each common kind. */
const ENV_FILE = [
  '# fake credentials for tests, EXAMPLE only',
  'AWS_ACCESS_KEY_ID=AKIAQ3FAKEKEY7EXMPL2',
  'AWS_SECRET_ACCESS_KEY=FAKE9xQ2mL7pK4vR8tY1nB3zW5cJ6hD0gF2sA8eU',
  'GITHUB_TOKEN=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',
  'STRIPE_SECRET_KEY=sk_test_FAKEtestUXv5eBoaPzoxZCYC',
  'DATABASE_URL=postgres://app:S3cr3t-FAKE@db.internal:5432/app',
  'SESSION_SECRET=Xk9mQ2vL8pRt4wZ7',
  'PREFLIGHT_LICENSE_KEY=pfl_FAKEexamplerghoy32NFR5PYZpcb9T2039BICbtw',
  'LOG_LEVEL=debug',
].join('\n');

function findingsOf(text: string) {
  return scan(text).map((f) => ({ type: f.type, value: text.slice(f.start, f.end) }));
}

describe('secrets in one configuration file', () => {
  it('reports each secret once, under its specific type, with generic secrets only for the rest', () => {
    expect(findingsOf(ENV_FILE)).toEqual([
      { type: 'AWS_ACCESS_KEY', value: 'AKIAQ3FAKEKEY7EXMPL2' },
      { type: 'AWS_SECRET_KEY', value: 'FAKE9xQ2mL7pK4vR8tY1nB3zW5cJ6hD0gF2sA8eU' },
      { type: 'GITHUB_TOKEN', value: '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' },
      { type: 'STRIPE_KEY', value: 'sk_test_FAKEtestUXv5eBoaPzoxZCYC' },
      { type: 'DATABASE_URL_PASSWORD', value: 'S3cr3t-FAKE' },
      { type: 'GENERIC_SECRET', value: 'Xk9mQ2vL8pRt4wZ7' },
      { type: 'PREFLIGHT_LICENSE_KEY', value: 'pfl_FAKEexamplerghoy32NFR5PYZpcb9T2039BICbtw' },
    ]);
  });

  it('puts every secret in the API_SECRETS category', () => {
    for (const finding of scan(ENV_FILE)) expect(finding.categories).toContain('API_SECRETS');
  });

  it('confirms a classic GitHub token by its checksum and drops one whose checksum fails', () => {
    const [confirmed] = scan('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');
    expect(confirmed.explanation.validator).toBe('confirm');
    expect(scan('ghp_FAKEexampleTOKEN0123456789abcd11JIb8').filter((f) => f.type === 'GITHUB_TOKEN')).toEqual([]);
  });

  it('reports only the value of a generic secret, so masking keeps the key name', () => {
    const text = '{"client_secret": "FAKE8f2kQ9zLm4Wx7Rt1Vb"}';
    expect(findingsOf(text)).toEqual([{ type: 'GENERIC_SECRET', value: 'FAKE8f2kQ9zLm4Wx7Rt1Vb' }]);
  });

  it('finds a PEM key whose body runs past one RE2 repetition (over 1000 characters)', () => {
    const body = btoa('FAKE key material for a long-body test, EXAMPLE only. '.repeat(40)).match(/.{1,64}/g)?.join('\n') ?? '';
    expect(body.length).toBeGreaterThan(2000);
    const key = `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----`;
    expect(findingsOf(`key:\n${key}\n`)).toEqual([{ type: 'PRIVATE_KEY', value: key }]);
  });

  it('finds a JWT whose claims run past 1000 characters', () => {
    const claims = btoa(JSON.stringify({ sub: 'fake-user', groups: Array.from({ length: 80 }, (_, i) => `example-group-${i}`) }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(claims.length).toBeGreaterThan(2000);
    const token = `eyJhbGciOiJIUzI1NiJ9.${claims}.FAKEsignatureEXAMPLE0123456789abcdefghijk`;
    expect(findingsOf(`Bearer ${token}`)).toEqual([{ type: 'JWT', value: token }]);
  });
});

describe('a secret holding a checksum-valid number', () => {
  it('is reported whole, not as the number inside it', () => {
    // `201612041630` alone is a valid Swedish personal number (confirmed, 0.99).
    const text = ' token: xoxp-64933167392-201612041630-xZdhpU3RPnFAKECtfQEiNY2y ';
    expect(findingsOf(text)).toEqual([{ type: 'SLACK_TOKEN', value: 'xoxp-64933167392-201612041630-xZdhpU3RPnFAKECtfQEiNY2y' }]);
    expect(findingsOf('id 201612041630 ok')).toEqual([{ type: 'SE_PERSONNUMMER', value: '201612041630' }]);
  });
});
