import type { Detector } from '../../types.js';
import { beNationalNumber } from './be-national-number.js';
import { deTaxId } from './de-tax-id.js';
import { esDni } from './es-dni.js';
import { esNie } from './es-nie.js';
import { fiHenkilotunnus } from './fi-henkilotunnus.js';
import { eeIsikukood, ltAsmensKodas } from './baltic-ids.js';
import { czBirthNumber } from './cz-birth-number.js';
import { frNir } from './fr-nir.js';
import { iePps } from './ie-pps.js';
import { bgEgn } from './bg-egn.js';
import { esNss } from './es-nss.js';
import { euVatNumber } from './eu-vat-number.js';
import { dkCpr } from './dk-cpr.js';
import { deSocialInsuranceNumber } from './de-social-insurance-number.js';
import { deIdCardNumber } from './de-id-card-number.js';
import { frTaxNumber } from './fr-tax-number.js';
import { grAfm } from './gr-afm.js';
import { atSocialInsuranceNumber } from './at-social-insurance-number.js';
import { huTaj } from './hu-taj.js';
import { huTaxId } from './hu-tax-id.js';
import { plRegon } from './pl-regon.js';
import { luMatricule } from './lu-matricule.js';
import { lvPersonasKods, lvPersonasKodsNew } from './lv-personas-kods.js';
import { ptCitizenCard } from './pt-citizen-card.js';
import { cyTic } from './cy-tic.js';
import { mtIdCard } from './mt-id-card.js';
import { ukUtr } from './uk-utr.js';
import { ukPostcode } from './uk-postcode.js';
import { ukDrivingLicence } from './uk-driving-licence.js';
import { deTaxNumber } from './de-tax-number.js';
import { grAmka } from './gr-amka.js';
import { hrOib } from './hr-oib.js';
import { isKennitala } from './is-kennitala.js';
import { itPartitaIva } from './it-partita-iva.js';
import { plNip } from './pl-nip.js';
import { ptNif } from './pt-nif.js';
import { siEmso } from './si-emso.js';
import { noFodselsnummer } from './no-fodselsnummer.js';
import { roCnp } from './ro-cnp.js';
import { itFiscalCode } from './it-fiscal-code.js';
import { nlBsn } from './nl-bsn.js';
import { plPesel } from './pl-pesel.js';
import { sePersonnummer, sePersonnummerCompact } from './se-personnummer.js';
import { ukNino } from './uk-nino.js';
import { ukNinoSpaced } from './uk-nino-spaced.js';

export const euDetectors: readonly Detector[] = [
  deTaxId,
  frNir,
  esDni,
  esNie,
  itFiscalCode,
  nlBsn,
  plPesel,
  beNationalNumber,
  sePersonnummer,
  sePersonnummerCompact,
  ukNino,
  ukNinoSpaced,
  fiHenkilotunnus,
  roCnp,
  noFodselsnummer,
  iePps,
  eeIsikukood,
  ltAsmensKodas,
  czBirthNumber,
  plNip,
  ptNif,
  itPartitaIva,
  hrOib,
  bgEgn,
  siEmso,
  grAmka,
  esNss,
  isKennitala,
  euVatNumber,
  dkCpr,
  deSocialInsuranceNumber,
  deIdCardNumber,
  deTaxNumber,
  frTaxNumber,
  grAfm,
  atSocialInsuranceNumber,
  huTaj,
  huTaxId,
  plRegon,
  luMatricule,
  lvPersonasKods,
  lvPersonasKodsNew,
  ptCitizenCard,
  cyTic,
  mtIdCard,
  ukUtr,
  ukPostcode,
  ukDrivingLicence,
];
