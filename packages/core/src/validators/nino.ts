/**
 * UK National Insurance number: two prefix letters, six digits, suffix A-D. D F I Q U V never
 * appear in the prefix, O never second, and the prefixes BG GB KN NK NT TN ZZ are not issued.
 * There is no check digit, so this only rules out numbers that cannot exist.
 */
const SHAPE = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$/;
const UNISSUED_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function isIssuableNino(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  return SHAPE.test(compact) && !UNISSUED_PREFIXES.has(compact.slice(0, 2));
}
