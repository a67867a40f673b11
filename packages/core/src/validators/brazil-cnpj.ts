import { weightedSum } from './weighted-sum.js';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CNPJ check digit: the weighted sum mod 11; a remainder under 2 gives 0, otherwise 11 minus it. */
function cnpjCheckDigit(digits: string, weights: readonly number[]): number {
  const rest = weightedSum(digits, weights) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Brazilian company taxpayer number (Cadastro Nacional da Pessoa Jurídica): eight digits of the
 * company, four of the branch (0001 for the head office) and two mod-11 check digits, compact or
 * printed 12.345.678/0001-95. One digit repeated fourteen times passes and is never issued.
 */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/[./-]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    cnpjCheckDigit(digits, FIRST_WEIGHTS) === digits.charCodeAt(12) - 48 &&
    cnpjCheckDigit(digits, SECOND_WEIGHTS) === digits.charCodeAt(13) - 48
  );
}
