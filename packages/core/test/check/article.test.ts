import { detectorTypes } from '@preflight/core';
import { describe, expect, it } from 'vitest';
import { articleFor, withArticle } from '../../src/check/article.js';

/** Every built-in label with the article a careful speaker uses; a new label must be added here. */
const BUILT_IN: Readonly<Record<string, 'a' | 'an'>> = {
  'email address': 'an',
  'IP address': 'an',
  'phone number': 'a',
  'Social Security number': 'a',
  'US taxpayer identification number': 'a',
  'date of birth': 'a',
  'passport number': 'a',
  'credit card number': 'a',
  IBAN: 'an',
  'US bank routing number': 'a',
  'SWIFT/BIC code': 'a',
  'cryptocurrency address': 'a',
  'AWS access key': 'an',
  'AWS secret access key': 'an',
  'GitHub token': 'a',
  'GitLab token': 'a',
  'Slack token': 'a',
  'Slack webhook URL': 'a',
  'Stripe key': 'a',
  'OpenAI API key': 'an',
  'Anthropic API key': 'an',
  'Google API key': 'a',
  'Azure storage key': 'an',
  'private key': 'a',
  'JSON Web Token': 'a',
  'database URL with password': 'a',
  'Preflight API key': 'a',
  'Preflight license key': 'a',
  secret: 'a',
  'medical record number': 'a',
  NPI: 'an',
  'DEA number': 'a',
  'ICD-10 diagnosis code': 'an',
  'health plan ID': 'a',
  'NHS number': 'an',
  'German tax ID': 'a',
  'French social security number': 'a',
  'Spanish DNI': 'a',
  'Spanish NIE': 'a',
  'Italian fiscal code': 'an',
  'Dutch BSN': 'a',
  'Polish PESEL': 'a',
  'Belgian national number': 'a',
  'Swedish personal identity number': 'a',
  'UK National Insurance number': 'a',
};

/** Labels a custom detector or a future built-in might carry, one per pronunciation rule. */
const OTHERS: ReadonlyArray<[string, 'a' | 'an']> = [
  ['SSN', 'an'],
  ['API key', 'an'],
  ['e-mail address', 'an'],
  ['UK postcode', 'a'],
  ['US passport number', 'a'],
  ['NIE', 'an'],
  ['DNI', 'a'],
  ['HMAC key', 'an'],
  ['SWIFT code', 'a'],
  ['npm token', 'an'],
  ['ssh key', 'an'],
  ['Okta token', 'an'],
  ['Heroku API key', 'a'],
  ['hour', 'an'],
  ['honest mistake', 'an'],
  ['European health card number', 'a'],
  ['user id', 'a'],
  ['unique id', 'a'],
  ['unidentified value', 'an'],
  ['uninstalled key', 'an'],
  ['Uber token', 'an'],
  ['one-time password', 'a'],
  ['onerous value', 'an'],
  ['1Password token', 'a'],
  ['8-digit code', 'an'],
  ['18-digit number', 'an'],
  ['180-day token', 'a'],
  ['X.509 certificate', 'an'],
  ['U2F key', 'a'],
  ['OAuth client secret', 'an'],
  ['JWT', 'a'],
  ['FTP password', 'an'],
  ['LDAP password', 'an'],
];

describe('articleFor', () => {
  it('has an entry for every built-in label', () => {
    const missing = detectorTypes()
      .map((info) => info.label.one)
      .filter((label) => !(label in BUILT_IN));
    expect(missing, 'add each new label with the article it is spoken with').toEqual([]);
  });

  it.each(Object.entries(BUILT_IN))('%s → %s', (label, article) => {
    expect(articleFor(label)).toBe(article);
  });

  it.each(OTHERS)('%s → %s', (label, article) => {
    expect(articleFor(label)).toBe(article);
  });

  it('prefixes the label', () => {
    expect(withArticle('AWS access key')).toBe('an AWS access key');
    expect(withArticle('email address')).toBe('an email address');
    expect(withArticle('phone number')).toBe('a phone number');
  });
});
