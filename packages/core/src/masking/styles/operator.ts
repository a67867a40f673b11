import type { Finding } from '../../types.js';

/** Writes the replacement for one masked value; `restorable` operators put their tokens in the vault. */
export interface MaskOperator {
  readonly restorable: boolean;
  replace(value: string, finding: Finding): string;
}

/** Type names go into bracketed tokens; anything but letters, digits and `_` would make them ambiguous. */
export function tokenType(type: string): string {
  return type.replace(/[^A-Za-z0-9_]/g, '_') || 'VALUE';
}
