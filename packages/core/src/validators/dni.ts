/** Spanish DNI and NIE: the control letter is the number mod 23 looked up in this table. */
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

function controlLetterHolds(digits: string, letter: string): boolean {
  return CONTROL_LETTERS[Number(digits) % 23] === letter;
}

/** DNI: 8 digits and the control letter (`12345678-Z` and `12345678 Z` accepted). */
export function isValidDni(value: string): boolean {
  const compact = value.replace(/[ .-]/g, '').toUpperCase();
  if (!/^[0-9]{8}[A-Z]$/.test(compact)) return false;
  return controlLetterHolds(compact.slice(0, 8), compact[8]);
}

/** NIE (foreigner's number): X, Y or Z (read as 0, 1, 2), 7 digits and the control letter. */
export function isValidNie(value: string): boolean {
  const compact = value.replace(/[ .-]/g, '').toUpperCase();
  if (!/^[XYZ][0-9]{7}[A-Z]$/.test(compact)) return false;
  return controlLetterHolds(NIE_PREFIX_DIGIT[compact[0]] + compact.slice(1, 8), compact[8]);
}
