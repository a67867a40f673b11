import { describe, expect, it } from 'vitest';
import { crc32, hasValidGithubTokenChecksum } from '../../src/validators/github-token-checksum.js';

describe('crc32', () => {
  it.each([
    ['', 0],
    ['a', 0xe8b7be43],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('crc32(%j) is the IEEE value', (value, expected) => expect(crc32(value)).toBe(expected));
});

describe('hasValidGithubTokenChecksum', () => {
  it.each([
    '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',
    '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',
    'ghu_FAKEuserToServerEXAMPLE12345670CTNx8',
    'ghs_FAKEserverEXAMPLEtoken7654321a01IM6C',
    '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',
    // Published test vector: the checksum of this 30-character body is 2oIfSC.
    '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',
  ])('accepts %s', (token) => expect(hasValidGithubTokenChecksum(token)).toBe(true));

  it.each([
    ['ghp_FAKEexampleTOKEN0123456789abcd11JIb8', 'last checksum character changed'],
    ['ghp_FAKEexampleTOKEN0123456789abce11JIb7', 'body changed'],
    ['ghp_fIkRGaBu5PeKsznMzXQOg3kETH1Sgx2OiFsC', 'checksum in the other base62 alphabet'],
    ['ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'filler'],
    ['ghx_FAKEexampleTOKEN0123456789abcd11JIb7', 'unknown kind'],
    ['ghp_FAKEexampleTOKEN0123456789abcd11JIb', 'one character short'],
    ['github_pat_11FAKEEXAMPLE012345678_abcdefghij', 'fine-grained format'],
  ])('rejects %s (%s)', (token) => expect(hasValidGithubTokenChecksum(token)).toBe(false));
});
