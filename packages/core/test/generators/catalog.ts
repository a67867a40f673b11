import {
  dniLetter,
  isAbaValid,
  isDeaValid,
  isFiscalCodeValid,
  isIbanChecksumValid,
  isBeNationalNumberValid,
  isBsnValid,
  isDeTaxIdValid,
  isLuhnValid,
  isNhsValid,
  isNirValid,
  isNpiValid,
  isPeselChecksumValid,
  isPersonnummerChecksumValid,
} from './check-digits.js';
import { brokenBitcoinAddress, isBitcoinAddressValid, validBitcoinAddress } from './crypto-address.js';
import {
  brokenBsn, brokenDeTaxId, brokenDni, brokenFiscalCode, brokenNie, brokenNir, brokenPesel,
  validBsn, validDeTaxId, validDni, validFiscalCode, validNie, validNir, validPesel,
} from './eu-ids.js';
import { brokenCreditCard, brokenIban, brokenRoutingNumber, validCreditCard, validIban, validRoutingNumber } from './financial.js';
import { drawUntil, type Generate } from './random.js';
import {
  brokenBeNationalNumber, brokenNhsNumber, brokenPersonnummer, validBeNationalNumber, validNhsNumber, validPersonnummer,
} from './se-be-uk-ids.js';
import { brokenDea, brokenNpi, brokenSsn, validDea, validNpi, validSsn } from './us-ids.js';
import { brokenVatNumber, isVatNumberValid, validVatNumber } from './vat.js';
import {
  brokenCpr, brokenIdCardNumber, brokenRvnr, isCprValid, isIdCardNumberValid, isRvnrValid, validCpr, validIdCardNumber, validRvnr,
  brokenFrTaxNumber, isFrTaxNumberValid, validFrTaxNumber,
  brokenAfm, isAfmValid, validAfm,
  brokenAtSocialInsurance, isAtSocialInsuranceValid, validAtSocialInsurance,
  brokenTaj, isTajValid, validTaj,
  brokenRegon, isRegonValid, validRegon,
  brokenLuMatricule, isLuMatriculeValid, validLuMatricule,
  brokenLvPersonalCode, isLvPersonalCodeValid, validLvPersonalCode,
  brokenPtCitizenCard, isPtCitizenCardValid, validPtCitizenCard,
  brokenCyTic, isCyTicValid, validCyTic,
  brokenUtr, isUtrValid, validUtr,
} from './eu-more-ids.js';
import {
  brokenAadhaar, brokenAhvNumber, brokenCnp, brokenCpf, brokenFinnishId, brokenIsin, brokenNorwegianId, brokenSin,
  isAadhaarValid, isAhvValid, isCnpValid, isCpfValid, isFinnishIdValid, isIsinValid, isNorwegianIdValid, isSinValid,
  validAadhaar, validAhvNumber, validCnp, validCpf, validFinnishId, validIsin, validNorwegianId, validSin,
  brokenBalticId, brokenBirthNumber, brokenCurp, brokenNric, brokenPps, brokenRrn, brokenTcKimlik,
  isBalticIdValid, isBirthNumberValid, isCurpValid, isNricValid, isPpsValid, isRrnValid, isTcKimlikValid,
  validBalticId, validBirthNumber, validCurp, validNric, validPps, validRrn, validTcKimlik,
} from './world-ids.js';
import {
  brokenAbn, brokenCnpj, brokenLei, brokenMedicare, brokenMyNumber, brokenPan, brokenRfc, brokenTeudatZehut, brokenTfn,
  isAbnValid, isCnpjValid, isLeiValid, isMedicareValid, isMyNumberValid, isPanValid, isRfcValid, isTeudatZehutValid, isTfnValid,
  validAbn, validCnpj, validLei, validMedicare, validMyNumber, validPan, validRfc, validTeudatZehut, validTfn,
} from './more-world-ids.js';
import {
  brokenBankAccount, brokenDriversLicense, brokenEin, brokenMbi, isBankAccountValid, isDriversLicenseValid, isEinValid, isMbiValid,
  validBankAccount, validDriversLicense, validEin, validMbi,
} from './us-more-ids.js';

/** A type whose values a validator can confirm or reject, with the words a person writes next to it. */
export interface ValidatedType {
  readonly type: string;
  /** true for a real check digit; false for rule-based validation only (SSN). */
  readonly checksum: boolean;
  readonly contextWords: readonly string[];
  readonly valid: Generate;
  readonly broken: Generate;
  /** This suite's own check of a printed value, independent of the validators under test. */
  readonly isValid: (printed: string) => boolean;
}

/** Digit-only shapes shared by several types, each with the check that claims it. */
const DIGIT_SHAPE_CHECKS: ReadonlyArray<readonly [string, (digits: string) => boolean]> = [
  ['CREDIT_CARD', (d) => d.length >= 13 && d.length <= 19 && isLuhnValid(d)],
  ['US_BANK_ROUTING', isAbaValid],
  ['NL_BSN', isBsnValid],
  ['NPI', isNpiValid],
  ['UK_NHS_NUMBER', isNhsValid],
  ['SE_PERSONNUMMER', isPersonnummerChecksumValid],
  ['PL_PESEL', isPeselChecksumValid],
  ['DE_TAX_ID', isDeTaxIdValid],
  ['BE_NATIONAL_NUMBER', isBeNationalNumberValid],
  ['FR_NIR', isNirValid],
  ['CH_AHV', isAhvValid],
  // A Finnish code written with `-` reads as digits once compacted, like a Swedish personnummer.
  ['FI_HENKILOTUNNUS', isFinnishIdValid],
  ['BR_CPF', isCpfValid],
  ['IN_AADHAAR', isAadhaarValid],
  ['RO_CNP', isCnpValid],
  ['NO_FODSELSNUMMER', isNorwegianIdValid],
  ['CA_SIN', isSinValid],
  ['EE_ISIKUKOOD', isBalticIdValid],
  ['CZ_SK_BIRTH_NUMBER', isBirthNumberValid],
  ['TR_TC_KIMLIK', isTcKimlikValid],
  ['KR_RRN', isRrnValid],
  ['DK_CPR', isCprValid],
  ['UK_UTR', isUtrValid],
  ['LV_PERSONAS_KODS', isLvPersonalCodeValid],
  ['LU_MATRICULE', isLuMatriculeValid],
  ['PL_REGON', isRegonValid],
  ['HU_TAJ', isTajValid],
  ['AT_SOCIAL_INSURANCE_NUMBER', isAtSocialInsuranceValid],
  ['GR_AFM', isAfmValid],
  ['FR_TAX_NUMBER', isFrTaxNumberValid],
  ['BR_CNPJ', isCnpjValid],
  ['AU_ABN', isAbnValid],
  ['AU_TFN', isTfnValid],
  ['AU_MEDICARE', isMedicareValid],
  ['JP_MY_NUMBER', isMyNumberValid],
  ['IL_TEUDAT_ZEHUT', isTeudatZehutValid],
];

/**
 * Every digit-shape type whose check accepts `value` once separators are dropped. A valid NPI can
 * also pass the NHS check by chance; the corpus avoids such doubly-valid values so labels stay unambiguous.
 */
export function typesClaimingDigits(value: string): string[] {
  const digits = value.replace(/[\s.\-]/g, '');
  if (!/^\d+$/.test(digits)) return [];
  return DIGIT_SHAPE_CHECKS.filter(([, check]) => check(digits)).map(([type]) => type);
}

/**
 * Types with the same check whose layouts never meet: a Canadian SIN is looked for only printed
 * in groups of three, an Israeli identity number only compact, and both are Luhn over nine digits.
 */
export const SAME_CHECK_OTHER_LAYOUT: Readonly<Record<string, string>> = { CA_SIN: 'IL_TEUDAT_ZEHUT', IL_TEUDAT_ZEHUT: 'CA_SIN' };

/** A generator that only yields values no other digit-shape type also claims. */
const unambiguous = (type: string, generate: Generate): Generate => (random) =>
  drawUntil(random, generate, (v) => typesClaimingDigits(v).every((t) => t === type || t === SAME_CHECK_OTHER_LAYOUT[type]));

/** A broken generator whose values no digit-shape type claims at all. */
const claimedByNone = (generate: Generate): Generate => (random) =>
  drawUntil(random, generate, (v) => typesClaimingDigits(v).length === 0);

const compact = (printed: string): string => printed.replace(/[\s.\-]/g, '');

const entry = (
  type: string,
  checksum: boolean,
  contextWords: string[],
  valid: Generate,
  broken: Generate,
  isValid: (compacted: string) => boolean,
): ValidatedType => ({
  type,
  checksum,
  contextWords,
  valid: unambiguous(type, valid),
  broken: claimedByNone(broken),
  isValid: (printed) => isValid(compact(printed)),
});

const CARD_PREFIX = /^(4\d{15}|5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12}|3[47]\d{13}|6(011|5\d\d|4[4-9]\d)\d{12})$/;

/** SSA rules on the nine digits of an SSN. */
const isSsnValid = (d: string): boolean =>
  /^\d{9}$/.test(d) && !/^(000|666|9)/.test(d) && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';

export const VALIDATED_TYPES: readonly ValidatedType[] = [
  entry('CREDIT_CARD', true, ['card number', 'credit card', 'Visa'], validCreditCard, brokenCreditCard, (d) => CARD_PREFIX.test(d) && isLuhnValid(d)),
  entry('IBAN', true, ['IBAN'], validIban, brokenIban, isIbanChecksumValid),
  entry('US_BANK_ROUTING', true, ['routing number', 'ABA routing'], validRoutingNumber, brokenRoutingNumber, isAbaValid),
  entry('SSN', false, ['SSN', 'social security number'], validSsn, brokenSsn, isSsnValid),
  entry('NPI', true, ['NPI'], validNpi, brokenNpi, isNpiValid),
  entry('DEA_NUMBER', true, ['DEA number', 'DEA #'], validDea, brokenDea, isDeaValid),
  entry('NL_BSN', true, ['BSN', 'burgerservicenummer'], validBsn, brokenBsn, isBsnValid),
  entry('PL_PESEL', true, ['PESEL'], validPesel, brokenPesel, isPeselChecksumValid),
  entry('ES_DNI', true, ['DNI'], validDni, brokenDni, (d) => /^\d{8}[A-Z]$/.test(d) && dniLetter(Number(d.slice(0, 8))) === d[8]),
  entry('ES_NIE', true, ['NIE'], validNie, brokenNie, (d) => /^[XYZ]\d{7}[A-Z]$/.test(d) && dniLetter(Number('XYZ'.indexOf(d[0]) + d.slice(1, 8))) === d[8]),
  entry('FR_NIR', true, ['numéro de sécurité sociale', 'NIR'], validNir, brokenNir, isNirValid),
  entry('DE_TAX_ID', true, ['Steuer-ID', 'Steueridentifikationsnummer'], validDeTaxId, brokenDeTaxId, isDeTaxIdValid),
  entry('IT_FISCAL_CODE', true, ['codice fiscale'], validFiscalCode, brokenFiscalCode, isFiscalCodeValid),
  entry('SE_PERSONNUMMER', true, ['personnummer'], validPersonnummer, brokenPersonnummer, (d) => isPersonnummerChecksumValid(d.slice(-10))),
  entry('BE_NATIONAL_NUMBER', true, ['rijksregisternummer', 'numéro national'], validBeNationalNumber, brokenBeNationalNumber, isBeNationalNumberValid),
  entry('UK_NHS_NUMBER', true, ['NHS number'], validNhsNumber, brokenNhsNumber, isNhsValid),
  entry('CRYPTO_ADDRESS', true, ['bitcoin address', 'BTC'], validBitcoinAddress, brokenBitcoinAddress, isBitcoinAddressValid),
  entry('FI_HENKILOTUNNUS', true, ['henkilötunnus', 'hetu'], validFinnishId, brokenFinnishId, isFinnishIdValid),
  entry('CH_AHV', true, ['AHV-Nummer', 'numéro AVS'], validAhvNumber, brokenAhvNumber, isAhvValid),
  entry('BR_CPF', true, ['CPF'], validCpf, brokenCpf, isCpfValid),
  entry('IN_AADHAAR', true, ['Aadhaar', 'Aadhaar number'], validAadhaar, brokenAadhaar, isAadhaarValid),
  entry('RO_CNP', true, ['CNP', 'cod numeric personal'], validCnp, brokenCnp, isCnpValid),
  entry('NO_FODSELSNUMMER', true, ['fødselsnummer', 'fnr'], validNorwegianId, brokenNorwegianId, isNorwegianIdValid),
  entry('CA_SIN', true, ['SIN', 'social insurance number'], validSin, brokenSin, isSinValid),
  entry('ISIN', true, ['ISIN'], validIsin, brokenIsin, isIsinValid),
  entry('IE_PPS', true, ['PPS number', 'PPSN'], validPps, brokenPps, isPpsValid),
  entry('EE_ISIKUKOOD', true, ['isikukood'], validBalticId, brokenBalticId, isBalticIdValid),
  entry('CZ_SK_BIRTH_NUMBER', true, ['rodné číslo', 'rodne cislo'], validBirthNumber, brokenBirthNumber, isBirthNumberValid),
  entry('SG_NRIC', true, ['NRIC', 'FIN'], validNric, brokenNric, isNricValid),
  entry('TR_TC_KIMLIK', true, ['TC Kimlik No', 'TCKN'], validTcKimlik, brokenTcKimlik, isTcKimlikValid),
  entry('KR_RRN', true, ['RRN', 'resident registration number'], validRrn, brokenRrn, isRrnValid),
  entry('MX_CURP', true, ['CURP'], validCurp, brokenCurp, isCurpValid),
  entry('EU_VAT_NUMBER', true, ['VAT number', 'USt-IdNr', 'numéro de TVA', 'BTW-nummer'], validVatNumber, brokenVatNumber, isVatNumberValid),
  entry('DK_CPR', false, ['CPR-nummer', 'CPR'], validCpr, brokenCpr, isCprValid),
  entry('DE_SOCIAL_INSURANCE_NUMBER', true, ['Sozialversicherungsnummer', 'Rentenversicherungsnummer', 'SV-Nummer'], validRvnr, brokenRvnr, isRvnrValid),
  entry('FR_TAX_NUMBER', true, ['numéro fiscal', 'SPI'], validFrTaxNumber, brokenFrTaxNumber, isFrTaxNumberValid),
  entry('GR_AFM', true, ['AFM', 'tax registration number', 'ΑΦΜ'], validAfm, brokenAfm, isAfmValid),
  entry('AT_SOCIAL_INSURANCE_NUMBER', true, ['Sozialversicherungsnummer', 'SVNR'], validAtSocialInsurance, brokenAtSocialInsurance, isAtSocialInsuranceValid),
  entry('HU_TAJ', true, ['TAJ szám', 'TAJ'], validTaj, brokenTaj, isTajValid),
  entry('PL_REGON', true, ['REGON'], validRegon, brokenRegon, isRegonValid),
  entry('LU_MATRICULE', true, ['matricule', 'numéro de matricule'], validLuMatricule, brokenLuMatricule, isLuMatriculeValid),
  entry('LV_PERSONAS_KODS', true, ['personas kods'], validLvPersonalCode, brokenLvPersonalCode, isLvPersonalCodeValid),
  entry('PT_CITIZEN_CARD', true, ['Cartão de Cidadão', 'CC'], validPtCitizenCard, brokenPtCitizenCard, isPtCitizenCardValid),
  entry('CY_TIC', true, ['TIC', 'tax identification code', 'ΑΦΤ'], validCyTic, brokenCyTic, isCyTicValid),
  entry('UK_UTR', true, ['UTR', 'Unique Taxpayer Reference'], validUtr, brokenUtr, isUtrValid),
  entry('DE_ID_CARD_NUMBER', true, ['Ausweisnummer', 'Personalausweisnummer'], validIdCardNumber, brokenIdCardNumber, isIdCardNumberValid),
  entry('BR_CNPJ', true, ['CNPJ'], validCnpj, brokenCnpj, (d) => isCnpjValid(d.replace('/', ''))),
  entry('AU_ABN', true, ['ABN', 'Australian Business Number'], validAbn, brokenAbn, isAbnValid),
  entry('AU_TFN', true, ['TFN', 'tax file number'], validTfn, brokenTfn, isTfnValid),
  entry('AU_MEDICARE', true, ['Medicare number', 'Medicare card'], validMedicare, brokenMedicare, isMedicareValid),
  entry('IN_PAN', false, ['PAN', 'PAN number'], validPan, brokenPan, isPanValid),
  entry('JP_MY_NUMBER', true, ['My Number', 'individual number', 'マイナンバー'], validMyNumber, brokenMyNumber, isMyNumberValid),
  entry('IL_TEUDAT_ZEHUT', true, ['Teudat Zehut', 'zehut', 'מספר זהות'], validTeudatZehut, brokenTeudatZehut, isTeudatZehutValid),
  entry('MX_RFC', true, ['RFC'], validRfc, brokenRfc, isRfcValid),
  entry('LEI', true, ['LEI', 'legal entity identifier'], validLei, brokenLei, isLeiValid),
  entry('US_EIN', false, ['EIN', 'employer identification number'], validEin, brokenEin, isEinValid),
  entry('US_MBI', false, ['MBI', 'Medicare beneficiary identifier'], validMbi, brokenMbi, isMbiValid),
  entry('US_BANK_ACCOUNT', false, ['account number', 'acct', 'checking account'], validBankAccount, brokenBankAccount, isBankAccountValid),
  entry('US_DRIVERS_LICENSE', false, ['drivers license', 'DL', 'DLN'], validDriversLicense, brokenDriversLicense, isDriversLicenseValid),
];

export const CHECKSUM_TYPES: ReadonlySet<string> = new Set(VALIDATED_TYPES.filter((t) => t.checksum).map((t) => t.type));

