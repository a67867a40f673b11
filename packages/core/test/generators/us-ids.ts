import { deaCheckDigit, isLuhnValid } from './check-digits.js';
import { pad } from './id-parts.js';
import { UPPER, type Generate, type Random } from './random.js';

/** SSA rules: area 001-899 but not 666, group 01-99, serial 0001-9999; printed AAA-GG-SSSS. */
export const validSsn: Generate = (random) => {
  let area = random.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(random.int(1, 99), 2)}-${pad(random.int(1, 9999), 4)}`;
};

/** Exactly one SSA rule broken: area 000, 666 or 9xx, group 00, or serial 0000. */
export const brokenSsn: Generate = (random) => {
  const [area, group, serial] = validSsn(random).split('-');
  switch (random.int(0, 4)) {
    case 0:
      return `000-${group}-${serial}`;
    case 1:
      return `666-${group}-${serial}`;
    case 2:
      // Groups 10-49 keep a 9xx area out of the ITIN ranges, so the value is not an ITIN either.
      return `9${pad(random.int(0, 99), 2)}-${random.int(10, 49)}-${serial}`;
    case 3:
      return `${area}-00-${serial}`;
    default:
      return `${area}-${group}-0000`;
  }
};

const ITIN_GROUPS = [...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99];

/** IRS individual taxpayer number: 9XX-GG-SSSS with group in 50-65, 70-88, 90-92, 94-99. */
export const validItin: Generate = (random) =>
  `9${pad(random.int(0, 99), 2)}-${random.pick(ITIN_GROUPS)}-${pad(random.int(0, 9999), 4)}`;

function npiPayload(random: Random): string {
  return String(random.int(1, 2)) + random.digits(8);
}

/** Check digit of an NPI: Luhn over 80840 + the nine leading digits. */
function npiCheckDigit(nine: string): string {
  for (let d = 0; d <= 9; d++) if (isLuhnValid('80840' + nine + d)) return String(d);
  throw new Error('npiCheckDigit: unreachable, Luhn always admits one digit');
}

export const validNpi: Generate = (random) => {
  const nine = npiPayload(random);
  return nine + npiCheckDigit(nine);
};

export const brokenNpi: Generate = (random) => {
  const nine = npiPayload(random);
  return nine + String((Number(npiCheckDigit(nine)) + random.int(1, 9)) % 10);
};

/** Registrant types of DEA numbers in use (practitioners, mid-levels, distributors…). */
const DEA_TYPES = ['A', 'B', 'C', 'F', 'G', 'M', 'P', 'R'];

function deaPrefix(random: Random): string {
  return random.pick(DEA_TYPES) + random.chars(UPPER, 1);
}

export const validDea: Generate = (random) => {
  const six = random.digits(6);
  return deaPrefix(random) + six + deaCheckDigit(six);
};

export const brokenDea: Generate = (random) => {
  const six = random.digits(6);
  return deaPrefix(random) + six + String((Number(deaCheckDigit(six)) + random.int(1, 9)) % 10);
};
