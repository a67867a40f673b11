import type { Finding } from '../../types.js';

/** Writes the replacement for one masked value; `restorable` operators put their tokens in the vault. */
export interface MaskOperator {
  readonly restorable: boolean;
  replace(value: string, finding: Finding): string;
}

/** Types whose tokens read as what they stand for in a sentence (`[PERSON_1] wrote from [ADDRESS_1]`). */
const TOKEN_NAMES: Readonly<Record<string, string>> = { PERSON_NAME: 'PERSON', STREET_ADDRESS: 'ADDRESS' };

/** Type names go into bracketed tokens; anything but letters, digits and `_` would make them ambiguous. */
export function tokenType(type: string): string {
  return Object.hasOwn(TOKEN_NAMES, type) ? TOKEN_NAMES[type] : type.replace(/[^A-Za-z0-9_]/g, '_') || 'VALUE';
}
