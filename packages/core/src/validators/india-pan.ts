/** The fourth letter of a PAN: the kind of holder (P a person, C a company, H a Hindu undivided family …). */
const HOLDER_TYPES = 'ABCFGHJKLPT';

/**
 * Indian Permanent Account Number: five letters, four digits and a letter (AAAPA1234A). The fourth
 * letter is the kind of holder and the fifth the initial of the holder's (sur)name; the digits run
 * from 0001. The last letter is a check whose rule is not published, so a PAN is a shape only.
 */
export function isPanShape(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value) && HOLDER_TYPES.includes(value[3]) && value.slice(5, 9) !== '0000';
}
