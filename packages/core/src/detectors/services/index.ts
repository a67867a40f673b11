import type { Detector } from '../../types.js';
import { aiPlatformDetectors } from './ai-platforms.js';
import { cloudPlatformDetectors } from './cloud-platforms.js';
import { developerToolDetectors } from './developer-tools.js';
import { messagingDetectors } from './messaging.js';
import { namedKeyDetectors } from './named-keys.js';
import { observabilityDetectors } from './observability.js';
import { paymentDetectors } from './payments.js';
import { productivityDetectors } from './productivity.js';

/** Every service's token format, one record each, grouped by the kind of service. */
export const serviceDetectors: readonly Detector[] = [
  ...aiPlatformDetectors,
  ...cloudPlatformDetectors,
  ...developerToolDetectors,
  ...messagingDetectors,
  ...observabilityDetectors,
  ...paymentDetectors,
  ...productivityDetectors,
  ...namedKeyDetectors,
];
