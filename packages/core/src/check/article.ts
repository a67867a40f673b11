/**
 * "a" or "an" before a label, chosen by how its first word is spoken rather than spelled:
 * "an AWS access key", "an SSN", "a UK National Insurance number", "an e-mail address",
 * "a European tax ID", "an hour".
 */

/** Letters whose spoken name starts with a vowel sound: "an F", "an NHS number", "an SSN". */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/** Capitalised words said as words, not letter by letter ("a SWIFT code", "a PESEL"); LDAP is "el-dap", so not here. */
const SPOKEN_ACRONYMS = new Set(['SWIFT', 'MAC', 'JSON', 'PESEL', 'NINO', 'IBAN', 'PIN', 'SIM', 'NASA', 'SAML', 'OAUTH', 'YAML', 'TOML', 'SOAP', 'REST', 'CORS', 'UNIX']);

/** Lowercase names said letter by letter. */
const SPELLED_LOWERCASE = new Set(['npm', 'ssh', 'gpg', 'pgp', 'sftp', 'ftp', 'smtp', 'http', 'https', 'mfa', 'otp', 'rsa', 'hmac', 'url']);

/** Words spelled with a vowel that start with a consonant sound ("a user", "a one-time code"). */
const CONSONANT_SOUND_START = /^(?:one(?![a-z])|once|uni(?!nt|mp|nf|nh|nk|ns|nv|d)|use|usa|usu|uti|ure|uro|euro?|eu[a-z]|ewe|ufo|uk\b|ubiq)/i;

/** Words spelled with a consonant that start with a vowel sound ("an hour", "an honest"). */
const VOWEL_SOUND_START = /^(?:hour|honest|honou?r|heir)/i;

/** Numbers whose spoken form starts with a vowel sound: 8, 11, 18, 80–89, 800… */
const VOWEL_SOUND_NUMBER = /^(?:8|11(?!\d)|18(?!\d)|11\d{2}(?!\d)|18\d{2}(?!\d))/;

function spelledLetterByLetter(word: string): boolean {
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (SPELLED_LOWERCASE.has(word.toLowerCase()) && word === word.toLowerCase()) return true;
  // A lower-case letter before capitals is spelled out too (`xAI`, `eSIM` reads e-SIM, `iOS` i-OS).
  if (/^[a-z][A-Z]{2,}$/.test(letters)) return true;
  if (letters.length < 2 || letters !== letters.toUpperCase()) return false;
  return !SPOKEN_ACRONYMS.has(letters);
}

export function articleFor(label: string): 'a' | 'an' {
  const word = label.trim().split(/[\s/]+/)[0] ?? '';
  if (word === '') return 'a';
  if (/^\d/.test(word)) return VOWEL_SOUND_NUMBER.test(word) ? 'an' : 'a';
  const head = word.split(/[-.]/)[0] ?? word;
  if (spelledLetterByLetter(head)) return VOWEL_SOUND_LETTERS.has(head[0].toUpperCase()) ? 'an' : 'a';
  if (head.length === 1) return VOWEL_SOUND_LETTERS.has(head.toUpperCase()) ? 'an' : 'a';
  if (VOWEL_SOUND_START.test(word)) return 'an';
  if (CONSONANT_SOUND_START.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The label with its indefinite article: `withArticle('email address')` is "an email address". */
export function withArticle(label: string): string {
  return `${articleFor(label)} ${label}`;
}
