import type { Detector } from '../../types.js';
import { personName } from './person-name.js';
import { streetAddress } from './street-address.js';

/** Person names and street addresses, found by the document tagger (`src/tagger/`). */
export const peopleDetectors: readonly Detector[] = [personName, streetAddress];
