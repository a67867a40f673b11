import type { Detector } from '../../types.js';
import { dateOfBirth } from './date-of-birth.js';
import { email } from './email.js';
import { ipAddressV4, ipAddressV6 } from './ip-address.js';
import { macAddress } from './mac-address.js';
import { passportNumber } from './passport-number.js';
import { phoneInternational } from './phone-international.js';
import { phoneNanp } from './phone-nanp.js';
import { phoneNational } from './phone-national.js';
import { ssn } from './ssn.js';
import { ssnUndashed } from './ssn-undashed.js';
import { usDriversLicense } from './us-drivers-license.js';
import { usEin } from './us-ein.js';
import { usItin } from './us-itin.js';

export const piiDetectors: readonly Detector[] = [
  email,
  ipAddressV4,
  ipAddressV6,
  phoneNanp,
  phoneInternational,
  phoneNational,
  ssn,
  ssnUndashed,
  usItin,
  dateOfBirth,
  passportNumber,
  macAddress,
  usEin,
  usDriversLicense,
];
