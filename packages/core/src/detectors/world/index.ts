import type { Detector } from '../../types.js';
import { auAbn } from './au-abn.js';
import { auMedicare, auMedicareCompact } from './au-medicare.js';
import { auTfn } from './au-tfn.js';
import { brCnpj } from './br-cnpj.js';
import { brCpf } from './br-cpf.js';
import { caSin } from './ca-sin.js';
import { chAhv } from './ch-ahv.js';
import { ilTeudatZehut } from './il-teudat-zehut.js';
import { inAadhaar } from './in-aadhaar.js';
import { inPan } from './in-pan.js';
import { jpMyNumber } from './jp-my-number.js';
import { krRrn } from './kr-rrn.js';
import { mxCurp } from './mx-curp.js';
import { mxRfc, mxRfcSeparated } from './mx-rfc.js';
import { sgNric } from './sg-nric.js';
import { trTcKimlik } from './tr-tc-kimlik.js';
import { zaId } from './za-id.js';

/** Personal identifiers of countries outside the EU/EEA. */
export const worldDetectors: readonly Detector[] = [
  chAhv, brCpf, inAadhaar, caSin, sgNric, krRrn, mxCurp, trTcKimlik, zaId,
  brCnpj, auAbn, auTfn, auMedicare, auMedicareCompact, inPan, jpMyNumber, ilTeudatZehut, mxRfc, mxRfcSeparated];
