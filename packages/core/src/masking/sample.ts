import { BUILTIN_DETECTORS } from '../detectors/registry.js';
import { MASK_CHAR } from './styles/characters.js';
import { maskEmailForSample, maskKeepingTail } from './reveal.js';

const SECRET_TYPES: ReadonlySet<string> = new Set(
  BUILTIN_DETECTORS.filter((d) => d.categories.includes('API_SECRETS')).map((d) => d.type),
);
const WHOLLY_HIDDEN_TYPES: ReadonlySet<string> = new Set(['PERSON_NAME', 'STREET_ADDRESS']);
/** Long values (a long account number, a custom match) would make an unreadable sample; keep the end, where the tail is. */
const MAX_SAMPLE = 40;
const HIDDEN = MASK_CHAR.repeat(8);

/**
 * A partially masked excerpt for results and the dashboard: `j***@e******.com`, `***-**-6789`.
 * Never the raw value: secrets show nothing but a fixed mask, and a value too short to keep
 * any of it is masked completely.
 */
export function sample(value: string, type: string): string {
  if (SECRET_TYPES.has(type)) return HIDDEN;
  // A name's or an address's last letters (a postcode's digits) would say whose or where: nothing is kept.
  if (WHOLLY_HIDDEN_TYPES.has(type)) return HIDDEN;
  const masked = type === 'EMAIL' && value.lastIndexOf('@') > 0 ? maskEmailForSample(value) : maskKeepingTail(value);
  if (masked === value) return HIDDEN;
  return masked.length > MAX_SAMPLE ? `…${masked.slice(-(MAX_SAMPLE - 1))}` : masked;
}
