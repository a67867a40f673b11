import type { Verdict } from '../types.js';
import { weightedSum } from './weighted-sum.js';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/**
 * The first two digits of a routing number are a Federal Reserve routing symbol: 00 (US
 * government), 01-12 (Federal Reserve districts), 21-32 (thrifts), 61-72 (electronic) or 80
 * (traveller's cheques).
 */
function plausiblePrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** ABA routing transit number: 9 digits, a Federal Reserve prefix and the 3-7-1 weighted sum divisible by 10. */
export function abaRoutingVerdict(value: string): Verdict {
  if (!/^\d{9}$/.test(value) || /^0{9}$/.test(value)) return 'reject';
  if (!plausiblePrefix(Number(value.slice(0, 2)))) return 'reject';
  return weightedSum(value, WEIGHTS) % 10 === 0 ? 'confirm' : 'reject';
}
