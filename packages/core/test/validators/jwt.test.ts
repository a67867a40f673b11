import { describe, expect, it } from 'vitest';
import { decodeBase64Url, isStructurallyValidJwt } from '../../src/validators/jwt.js';

/** base64url of a string, built with standard APIs only (as the validator is). */
function b64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const FAKE_SIGNATURE = 'FAKEsignatureEXAMPLE0123456789abcdefghij-_';
const token = (header: string, payload: string, signature = FAKE_SIGNATURE) => `${b64url(header)}.${b64url(payload)}.${signature}`;

describe('isStructurallyValidJwt', () => {
  it.each([
    [token('{"alg":"HS256","typ":"JWT"}', '{"sub":"fake-user","iat":1700000000}'), 'HS256'],
    [token('{"alg":"RS256","kid":"example"}', '{"iss":"https://auth.example.com","name":"Zoë"}'), 'RS256 with UTF-8 claims'],
    [token('{"alg":"none"}', '{"sub":"fake"}', ''), 'unsigned'],
  ])('accepts %s (%s)', (value) => expect(isStructurallyValidJwt(value)).toBe(true));

  it.each([
    [token('{"typ":"JWT"}', '{"sub":"x"}'), 'header without alg'],
    [token('{"alg":""}', '{"sub":"x"}'), 'empty alg'],
    [token('{"alg":7}', '{"sub":"x"}'), 'alg not a string'],
    [token('["alg","HS256"]', '{"sub":"x"}'), 'header is an array'],
    [token('{"alg":"HS256"', '{"sub":"x"}'), 'header is cut-off JSON'],
    [token('{"alg":"HS256"}', '"just a string"'), 'payload is not an object'],
    [`${b64url('{"alg":"HS256"}')}.${b64url('{"sub":"x"}')}`, 'two segments'],
    [`${b64url('{"alg":"HS256"}')}.e$J9.${FAKE_SIGNATURE}`, 'character outside base64url'],
    [`${b64url('{"alg":"HS256"}')}.eyJzd.${FAKE_SIGNATURE}`, 'impossible segment length'],
  ])('rejects %s (%s)', (value) => expect(isStructurallyValidJwt(value)).toBe(false));
});

describe('decodeBase64Url', () => {
  it('decodes unpadded base64url', () => {
    expect(new TextDecoder().decode(decodeBase64Url('aGk_Pw') ?? new Uint8Array())).toBe('hi??');
  });

  it('refuses a length no encoder produces', () => expect(decodeBase64Url('abcde')).toBeNull());
});
