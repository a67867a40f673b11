import type { MaskOperator } from './operator.js';

export const MASK_CHAR = '*';

/** Same length as the value, so every offset after it stays valid. */
export const charactersOperator: MaskOperator = {
  restorable: false,
  replace: (value) => MASK_CHAR.repeat(value.length),
};
