import { UPPER, type Generate } from './random.js';

/** Medical record numbers are facility-specific; seven or eight digits after "MRN" is common. */
export const validMrn: Generate = (random) => random.digits(random.int(7, 8));

/** Real ICD-10-CM codes of everyday diagnoses (codes are public facts, not patient data on their own). */
const ICD10_CODES = ['E11.9', 'I10', 'J45.909', 'M54.50', 'F32.9', 'K21.9', 'N39.0', 'R51.9', 'E78.5', 'J06.9', 'G43.909', 'F41.1', 'E66.9', 'M17.11', 'L40.0'];

export const validIcd10: Generate = (random) => random.pick(ICD10_CODES);

/** A payer member id: three letters and nine digits. */
export const validHealthPlanId: Generate = (random) => random.chars(UPPER, 3) + random.digits(9);
