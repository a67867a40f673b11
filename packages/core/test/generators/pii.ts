import { isAbaValid, isBsnValid } from './check-digits.js';
import { pad } from './id-parts.js';
import { DIGITS, drawUntil, HEX, UPPER, type Generate, type Random } from './random.js';

const FIRST_NAMES = ['Anna', 'Jonas', 'Maria', 'Lukas', 'Sofia', 'Omar', 'Chen', 'Priya', 'Mateo', 'Elin', 'Tomasz', 'Claire', 'Giulia', 'Daan', 'Hannah', 'Kofi'];
const LAST_NAMES = ['Berger', 'Novak', 'Rossi', 'Dubois', 'Jansen', 'Kowalski', 'Lindqvist', 'Garcia', 'Okafor', 'Schmidt', 'Moreau', 'Peeters', 'Walsh', 'Tanaka', 'Fischer', 'Silva'];

/** Invented company domains next to the reserved example domains; none is a real mailbox. */
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'contoso-fake.com', 'fabrikam-fake.io', 'initech-fake.de', 'globex-fake.fr', 'umbrella-fake.co.uk'];

export const validEmail: Generate = (random) => {
  const first = random.pick(FIRST_NAMES).toLowerCase();
  const last = random.pick(LAST_NAMES).toLowerCase();
  const local = random.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}_${last}${random.int(1, 99)}`, `${first}+billing`]);
  return `${local}@${random.pick(EMAIL_DOMAINS)}`;
};

/** North American numbers in the 555-0100..0199 block, reserved for fiction. */
function nanpPhone(random: Random): string {
  const area = random.pick(['212', '415', '312', '617', '206', '303', '512', '702']);
  const line = `01${pad(random.int(0, 99), 2)}`;
  return random.pick([`(${area}) 555-${line}`, `${area}-555-${line}`, `+1 ${area} 555 ${line}`, `${area}.555.${line}`, `+1-${area}-555-${line}`]);
}

/** International numbers with a country code, mostly from ranges set aside for drama and tests. */
function internationalPhone(random: Random): string {
  return random.pick([
    `+44 20 7946 0${pad(random.int(0, 999), 3)}`,
    `+44 7700 900${pad(random.int(0, 999), 3)}`,
    `+49 30 ${random.int(2, 9)}${random.digits(7)}`,
    `+49 151 ${random.digits(4)} ${random.digits(4)}`,
    `+33 1 99 00 ${random.digits(2)} ${random.digits(2)}`,
    `+31 20 ${random.int(2, 9)}${random.digits(2)} ${random.digits(4)}`,
    `+34 6${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`,
    `+39 06 ${random.digits(4)} ${random.digits(4)}`,
    `+48 22 ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
    `+46 8 ${random.digits(3)} ${random.digits(3)} ${random.digits(2)}`,
    `+32 2 ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
  ]);
}

export const validPhone: Generate = (random) => (random.chance(0.5) ? nanpPhone(random) : internationalPhone(random));

export const validIpv4: Generate = (random) => {
  const octet = () => random.int(1, 254);
  return random.pick([
    `192.0.2.${octet()}`,
    `198.51.100.${octet()}`,
    `203.0.113.${octet()}`,
    `10.${random.int(0, 255)}.${random.int(0, 255)}.${octet()}`,
    `192.168.${random.int(0, 255)}.${octet()}`,
    `172.${random.int(16, 31)}.${random.int(0, 255)}.${octet()}`,
  ]);
};

/** Addresses under 2001:db8::/32, the documentation prefix. */
export const validIpv6: Generate = (random) => {
  const group = () => random.chars(HEX, random.int(1, 4)).replace(/^0+(?=.)/, '');
  return random.chance(0.5)
    ? `2001:db8:${group()}:${group()}::${group()}`
    : `2001:0db8:${Array.from({ length: 6 }, () => random.chars(HEX, 4)).join(':')}`;
};

export const validIpAddress: Generate = (random) => (random.chance(0.75) ? validIpv4(random) : validIpv6(random));

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A birth date as people write it after "DOB:": ISO, US, European dotted or spelled out. */
export const validBirthDate: Generate = (random) => {
  const year = random.int(1940, 2006);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return random.pick([
    `${year}-${pad(month, 2)}-${pad(day, 2)}`,
    `${pad(month, 2)}/${pad(day, 2)}/${year}`,
    `${pad(day, 2)}.${pad(month, 2)}.${year}`,
    `${MONTH_NAMES[month - 1]} ${day}, ${year}`,
  ]);
};

/** US-style nine digits (never a valid BSN or routing number, to keep the label unambiguous) or the French 2-2-5 form. */
export const validPassportNumber: Generate = (random) =>
  random.chance(0.5)
    ? drawUntil(random, (r) => String(r.int(1, 9)) + r.digits(8), (v) => !isBsnValid(v) && !isAbaValid(v))
    : random.digits(2) + random.chars(UPPER, 2) + random.digits(5);

/** Eight or eleven characters: bank, country, location, optional branch. */
export const validSwiftBic: Generate = (random) => {
  const bank = random.chars(UPPER, 4);
  const country = random.pick(['DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'BE', 'CH', 'US', 'SE', 'PL']);
  const location = random.chars(UPPER, 1) + random.chars(UPPER + DIGITS, 1);
  return bank + country + location + (random.chance(0.4) ? random.chars(UPPER + DIGITS, 3) : '');
};

export const personName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
