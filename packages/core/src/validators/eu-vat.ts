import { isValidBirthNumber } from './czech-birth-number.js';
import { isValidDni, isValidNie } from './dni.js';
import { isValidEgn, isValidNif, isValidNip, isValidOib, isValidPartitaIva } from './eu-tax-numbers.js';
import { isValidCyTic } from './eu-personal-ids.js';
import { isValidBsn } from './bsn.js';
import { luhnValid } from './luhn.js';
import { mod97 } from './mod97.js';
import { digitAt, weightedSum } from './weighted-sum.js';

/**
 * VAT identification numbers of the EU member states, the UK (GB, and XI for Northern Ireland)
 * and Switzerland (CHE…MWST/TVA/IVA), each with its country's check as the tax authorities
 * publish it. A value is the country prefix and the number, with the spaces, dots and dashes
 * people type between them (`DE 123 456 789`, `CHE-123.456.789 MWST`).
 */
export function isValidEuVatNumber(value: string): boolean {
  const compact = value.replace(/[ .-]/g, '').replace(/(?:MWST|TVA|IVA|TPV)$/, '');
  const country = compact.slice(0, 2);
  const check = CHECKS[country];
  return check !== undefined && check(compact.slice(2));
}

const isDigits = (s: string, min: number, max = min): boolean => s.length >= min && s.length <= max && /^\d+$/.test(s);

/** ISO 7064 MOD 11,10 over all digits, the last being the check. */
function mod11_10Holds(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    const sum = (digitAt(digits, i) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digitAt(digits, digits.length - 1);
}

/** 11 minus the weighted sum mod 11, where 11 reads 0 and 10 is never issued. */
function elevenMinus(digits: string, weights: readonly number[]): number {
  const check = 11 - (weightedSum(digits, weights) % 11);
  return check === 11 ? 0 : check;
}

const CHECKS: Readonly<Record<string, (number: string) => boolean>> = {
  // U and eight digits: the first seven weighted 1, 2 (digits of a doubled one summed), the check
  // 10 minus (sum + 4) mod 10.
  AT: (n) => {
    if (n[0] !== 'U' || !isDigits(n.slice(1), 8)) return false;
    let sum = 0;
    for (let i = 1; i < 8; i++) {
      const d = digitAt(n, i) * (i % 2 === 0 ? 2 : 1);
      sum += d > 9 ? d - 9 : d;
    }
    return (10 - ((sum + 4) % 10)) % 10 === digitAt(n, 8);
  },
  // 0 or 1 and nine digits (older numbers were written without the leading 0): 97 minus the first
  // eight mod 97 is the last two.
  BE: (n) => {
    const d = n.length === 9 ? `0${n}` : n;
    return isDigits(d, 10) && (d[0] === '0' || d[0] === '1') && 97 - (Number(d.slice(0, 8)) % 97) === Number(d.slice(8));
  },
  // Nine digits for a company (weights 1-8, then 3-10 when the first leaves 10), ten for a person
  // (the EGN) or another taxpayer (weights 4,3,2,7,6,5,4,3,2).
  BG: (n) => {
    if (isDigits(n, 9)) {
      let check = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = (weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10;
      return check === digitAt(n, 8);
    }
    if (!isDigits(n, 10)) return false;
    const other = elevenMinus(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return isValidEgn(n) || (other !== 10 && other === digitAt(n, 9));
  },
  // The tax identification code: eight digits and a check letter.
  CY: (n) => isValidCyTic(n),
  // Eight digits for a company (weights 8-2, not opening 9); ten for a person, the birth number
  // (the nine-digit numbers of people born before 1954 carry no check and are left out).
  CZ: (n) => {
    if (isDigits(n, 8)) return n[0] !== '9' && (11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(n, 7);
    return isDigits(n, 10) && isValidBirthNumber(n);
  },
  // Nine digits, not opening 0, ISO 7064 MOD 11,10.
  DE: (n) => isDigits(n, 9) && n[0] !== '0' && mod11_10Holds(n),
  // Eight digits, not opening 0, weights 2,7,6,5,4,3,2,1 summing to a multiple of 11.
  DK: (n) => isDigits(n, 8) && n[0] !== '0' && weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  // Nine digits opening 10, weights 3,7,1 summing to a multiple of 10.
  EE: (n) => isDigits(n, 9) && n.startsWith('10') && weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0,
  // Greece (EL): nine digits, the first eight weighted by powers of two, mod 11, mod 10.
  EL: (n) => isDigits(n, 9) && (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(n, 8),
  // A person's DNI or NIE, or a company's CIF: a letter, seven digits, and a check digit or letter
  // from the Luhn-like sum.
  ES: (n) => {
    if (isValidDni(n) || isValidNie(n)) return true;
    const cif = /^([A-HJNP-SUVW])(\d{7})([0-9A-J])$/.exec(n);
    if (cif) {
      let sum = 0;
      for (let i = 0; i < 7; i++) {
        const d = digitAt(cif[2], i) * (i % 2 === 0 ? 2 : 1);
        sum += d > 9 ? d - 9 : d;
      }
      const check = (10 - (sum % 10)) % 10;
      return cif[3] === String(check) || cif[3] === 'JABCDEFGHI'[check];
    }
    // K, L and M numbers of people without a DNI: the DNI's letter over the seven digits.
    return /^[KLM]\d{7}[A-Z]$/.test(n) && isValidDni(`0${n.slice(1)}`);
  },
  // Eight digits, weights 7,9,10,5,8,4,2, 11 minus the sum mod 11 (10 never issued).
  FI: (n) => isDigits(n, 8) && elevenMinus(n, [7, 9, 10, 5, 8, 4, 2]) === digitAt(n, 7),
  // Two key digits and the SIREN (nine digits, Luhn): the key is (12 + 3 × (SIREN mod 97)) mod 97.
  FR: (n) => isDigits(n, 11) && luhnValid(n.slice(2)) && (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(n.slice(0, 2)),
  GB: (n) => ukVatHolds(n),
  XI: (n) => ukVatHolds(n),
  HR: (n) => isValidOib(n),
  // Eight digits, weights 9,7,3,1 summing to a multiple of 10.
  HU: (n) => isDigits(n, 8) && weightedSum(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0,
  // Seven digits and a check letter (a second letter on newer numbers), or the old form with a
  // letter, + or * in the second place: weights 8-2 and the second letter × 9, mod 23.
  IE: (n) => {
    const modern = /^(\d{7})([A-W])([A-IW]?)$/.exec(n);
    const old = /^(\d)[A-Z+*](\d{5})([A-W])$/.exec(n);
    const [digits, check, second] = modern ? [modern[1], modern[2], modern[3]] : old ? [`0${old[2]}${old[1]}`, old[3], ''] : ['', '', ''];
    if (digits === '') return false;
    let sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]);
    if (second !== '' && second !== 'W') sum += (second.charCodeAt(0) - 64) * 9;
    return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === check;
  },
  IT: (n) => isValidPartitaIva(n),
  // Nine digits for a company (the eighth a 1) or twelve for a temporary taxpayer (the eleventh
  // a 1): weights 1-9 cycling, then 3-… when the first sum leaves 10.
  LT: (n) => {
    if (!(isDigits(n, 9) && n[7] === '1') && !(isDigits(n, 12) && n[10] === '1')) return false;
    const body = n.slice(0, -1);
    let check = 0;
    for (let i = 0; i < body.length; i++) check += (1 + (i % 9)) * digitAt(body, i);
    if (check % 11 === 10) {
      check = 0;
      for (let i = 0; i < body.length; i++) check += (1 + ((i + 2) % 9)) * digitAt(body, i);
    }
    return (check % 11) % 10 === digitAt(n, n.length - 1);
  },
  // Eight digits: the first six mod 89 are the last two.
  LU: (n) => isDigits(n, 8) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  // Eleven digits: a company's (first digit above 3) weighted sum mod 11 is 3; a person's is the
  // personal code, a date of birth and a check digit.
  LV: (n) => {
    if (!isDigits(n, 11)) return false;
    if (n[0] > '3') return weightedSum(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
    return ((1 + weightedSum(n, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digitAt(n, 10);
  },
  // Eight digits, not opening 0, weights 3,4,6,7,8,9,10,1 summing to a multiple of 37.
  MT: (n) => isDigits(n, 8) && n[0] !== '0' && weightedSum(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0,
  // Nine digits, B and two digits: the nine pass the 11-proof (an RSIN or BSN), or, for the
  // numbers issued to sole traders since 2020, NL and the whole number mod 97 leave 1.
  NL: (n) => {
    if (!/^\d{9}B\d\d$/.test(n) || n.endsWith('00')) return false;
    return isValidBsn(n.slice(0, 9)) || mod97(`NL${n}`) === 1;
  },
  PL: (n) => isValidNip(n),
  PT: (n) => isValidNif(n),
  // Two to ten digits, read right-aligned against weights 7,5,3,2,1,7,5,3,2: the sum × 10 mod 11
  // (10 reading 0) is the last.
  RO: (n) => {
    if (!isDigits(n, 2, 10) || n[0] === '0') return false;
    const padded = n.padStart(10, '0');
    return ((weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === digitAt(padded, 9);
  },
  // Twelve digits: a Luhn-valid organisation or personal number and 01 (the VAT unit).
  SE: (n) => isDigits(n, 12) && n.endsWith('01') && luhnValid(n.slice(0, 10)),
  // Eight digits, not opening 0, 11 minus the weights-8-2 sum mod 11 (10 reading 0, 11 never issued).
  SI: (n) => {
    if (!isDigits(n, 8) || n[0] === '0') return false;
    const check = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
    return check !== 11 && check % 10 === digitAt(n, 7);
  },
  // Ten digits, not opening 0, the third 2, 3, 4, 7, 8 or 9, divisible by 11.
  SK: (n) => isDigits(n, 10) && n[0] !== '0' && '234789'.includes(n[2]) && Number(n) % 11 === 0,
  // CHE and nine digits (the UID): 11 minus the weights 5,4,3,2,7,6,5,4 sum mod 11 (10 never issued).
  CH: (n) => n[0] === 'E' && isDigits(n.slice(1), 9) && elevenMinus(n.slice(1), [5, 4, 3, 2, 7, 6, 5, 4]) === digitAt(n, 9),
};

/**
 * UK: nine digits (twelve with a branch), weights 8-2, 10, 1 over the nine summing to 0 mod 97,
 * or to 42 or 55 for numbers issued after the first series ran out.
 */
function ukVatHolds(n: string): boolean {
  if (!isDigits(n, 9) && !isDigits(n, 12)) return false;
  const sum = weightedSum(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return sum === 0 || (Number(n.slice(0, 3)) >= 100 && (sum === 42 || sum === 55));
}
