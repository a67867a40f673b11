import type { Detector } from '../../types.js';
import { brCpf } from './br-cpf.js';
import { caSin } from './ca-sin.js';
import { chAhv } from './ch-ahv.js';
import { inAadhaar } from './in-aadhaar.js';

/** Personal identifiers of countries outside the EU/EEA. */
export const worldDetectors: readonly Detector[] = [chAhv, brCpf, inAadhaar, caSin];
