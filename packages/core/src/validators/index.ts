import type { Verdict } from '../types.js';
import { abaRoutingVerdict } from './aba.js';
import { isValidBeNationalNumber } from './be-national-number.js';
import { isValidBsn } from './bsn.js';
import { cardNumberVerdict } from './card.js';
import { isValidCodiceFiscale } from './codice-fiscale.js';
import { isValidDeaNumber } from './dea.js';
import { isValidDni, isValidNie } from './dni.js';
import { hasValidGithubTokenChecksum } from './github-token-checksum.js';
import { ibanVerdict } from './iban.js';
import { isStructurallyValidJwt } from './jwt.js';
import { luhnValid } from './luhn.js';
import { isValidNhsNumber } from './nhs.js';
import { isValidNir } from './nir.js';
import { isValidNpi } from './npi.js';
import { isValidPersonnummer } from './personnummer.js';
import { isValidPesel } from './pesel.js';
import { isValidSteuerId } from './steuer-id.js';

/** Turns a yes/no checksum into a verdict: a passing checksum confirms, a failing one rejects. */
function checksum(valid: (value: string) => boolean): (value: string) => Verdict {
  return (value) => (valid(value) ? 'confirm' : 'reject');
}

/** Digits of a value as written, ignoring spaces and dashes between groups. */
function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * Validators a custom detector may name in a policy. Adding one is one line here: a name and a
 * function from the matched value to a verdict.
 */
export const NAMED_VALIDATORS = {
  luhn: checksum((value) => luhnValid(digitsOf(value))),
  card: cardNumberVerdict,
  iban: ibanVerdict,
  aba: abaRoutingVerdict,
  npi: checksum(isValidNpi),
  jwt: checksum(isStructurallyValidJwt),
  github_token: checksum(hasValidGithubTokenChecksum),
  dea: checksum(isValidDeaNumber),
  steuer_id: checksum(isValidSteuerId),
  fr_nir: checksum(isValidNir),
  es_dni: checksum(isValidDni),
  es_nie: checksum(isValidNie),
  codice_fiscale: checksum(isValidCodiceFiscale),
  nl_bsn: checksum(isValidBsn),
  pl_pesel: checksum(isValidPesel),
  be_national_number: checksum(isValidBeNationalNumber),
  se_personnummer: checksum(isValidPersonnummer),
  uk_nhs_number: checksum(isValidNhsNumber),
} as const satisfies Record<string, (value: string) => Verdict>;

export type ValidatorName = keyof typeof NAMED_VALIDATORS;

export function isValidatorName(name: string): name is ValidatorName {
  return Object.prototype.hasOwnProperty.call(NAMED_VALIDATORS, name);
}
