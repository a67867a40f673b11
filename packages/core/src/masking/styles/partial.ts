import type { Finding } from '../../types.js';
import { maskKeepingTail } from '../reveal.js';
import { MASK_CHAR } from './characters.js';
import type { MaskOperator } from './operator.js';

/**
 * Values with no recognisable part to keep: any part of a credential helps an attacker, and the
 * tail of an IPv6 address can still read as an address (`::1234`).
 */
function keepsNothing(finding: Finding): boolean {
  return finding.categories.includes('API_SECRETS') || finding.type === 'IP_ADDRESS';
}

/**
 * Keeps the part people use to recognise a value without exposing it: the domain of an email,
 * the last four of a long number. Same length as the value, so offsets after it stay valid.
 */
export const partialOperator: MaskOperator = {
  restorable: false,
  replace(value, finding) {
    if (keepsNothing(finding)) return MASK_CHAR.repeat(value.length);
    const at = value.lastIndexOf('@');
    if (finding.type === 'EMAIL' && at > 0) return MASK_CHAR.repeat(at) + value.slice(at);
    return maskKeepingTail(value);
  },
};
