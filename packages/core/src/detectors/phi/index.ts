import type { Detector } from '../../types.js';
import { deaNumber } from './dea-number.js';
import { healthPlanId } from './health-plan-id.js';
import { icd10Code } from './icd10-code.js';
import { medicalRecordNumber } from './medical-record-number.js';
import { npi } from './npi.js';
import { ukNhsNumber } from './uk-nhs-number.js';
import { usMbi } from './us-mbi.js';

export const phiDetectors: readonly Detector[] = [
  medicalRecordNumber,
  npi,
  deaNumber,
  icd10Code,
  healthPlanId,
  ukNhsNumber,
  usMbi,
];
