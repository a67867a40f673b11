import { MaskingKeyRequiredError } from '../errors.js';
import { hmacSha256, toHex } from '../hmac.js';
import { tokenType, type MaskOperator } from './operator.js';

/** 48 bits of the HMAC: distinct values in one organization's traffic do not collide in practice. */
const HEX_DIGITS = 12;

/**
 * `[EMAIL:3f9a0c12ab45]`: a keyed hash, stable across documents for the same key, so records
 * can still be joined on a pseudonym without revealing the value.
 */
export function hashOperator(key: string | undefined): MaskOperator {
  if (!key) throw new MaskingKeyRequiredError();
  const cache = new Map<string, string>();
  return {
    restorable: true,
    replace(value, finding) {
      let digest = cache.get(value);
      if (digest === undefined) {
        digest = toHex(hmacSha256(key, value)).slice(0, HEX_DIGITS);
        cache.set(value, digest);
      }
      return `[${tokenType(finding.type)}:${digest}]`;
    },
  };
}
