import { describe, expect, it } from 'vitest';
import { isPlausiblePemPrivateKey } from '../../src/validators/pem-private-key.js';

/** base64 of a sentence saying it is fake: shaped like key material, obviously not a key. */
const FAKE_BODY = btoa('FAKE key body for the PEM validator tests: not key material, EXAMPLE only, 0123456789.');
const lines = (body: string) => body.match(/.{1,64}/g)?.join('\n') ?? '';
const block = (label: string, body: string, endLabel = label) => `-----BEGIN ${label}-----\n${body}\n-----END ${endLabel}-----`;

describe('isPlausiblePemPrivateKey', () => {
  it.each([
    [block('RSA PRIVATE KEY', lines(FAKE_BODY)), 'RSA'],
    [block('PRIVATE KEY', FAKE_BODY), 'PKCS#8 on one line'],
    [block('OPENSSH PRIVATE KEY', lines(FAKE_BODY)).replace(/\n/g, '\r\n'), 'CRLF'],
    [block('RSA PRIVATE KEY', lines(FAKE_BODY)).replace(/\n/g, '\\n'), 'escaped line breaks inside a JSON string'],
    [block('EC PRIVATE KEY', `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0123456789ABCDEF\n\n${lines(FAKE_BODY)}`), 'legacy encryption headers'],
    [block('PGP PRIVATE KEY BLOCK', `Version: FakePG 1.0\n\n${lines(FAKE_BODY)}\n=AbCd`), 'PGP armour with checksum line'],
  ])('accepts %#: %s', (value) => expect(isPlausiblePemPrivateKey(value)).toBe(true));

  it.each([
    [block('RSA PRIVATE KEY', '...'), 'docs skeleton'],
    [block('RSA PRIVATE KEY', lines(FAKE_BODY), 'EC PRIVATE KEY'), 'BEGIN and END disagree'],
    [block('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'), 'too short'],
    [block('PRIVATE KEY', 'A'.repeat(200)), 'one repeated character'],
    [block('PRIVATE KEY', `${lines(FAKE_BODY)}\n<your key here>`), 'non-base64 text in the body'],
    [`-----BEGIN RSA PRIVATE KEY-----\n${lines(FAKE_BODY)}`, 'no END line'],
    [`x${block('PRIVATE KEY', FAKE_BODY)}`, 'text before BEGIN'],
  ])('rejects %#: %s', (value) => expect(isPlausiblePemPrivateKey(value)).toBe(false));

  it('needs sixteen different characters in the body, however long it is', () => {
    expect(isPlausiblePemPrivateKey(block('PRIVATE KEY', 'ABCDEFGHIJKLMNO'.repeat(8)))).toBe(false);
    expect(isPlausiblePemPrivateKey(block('PRIVATE KEY', 'ABCDEFGHIJKLMNOP'.repeat(8)))).toBe(true);
    expect(isPlausiblePemPrivateKey(block('PRIVATE KEY', `${'Aa0+'.repeat(30)}abcdefghijkl/`))).toBe(true);
  });
});
