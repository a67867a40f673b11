import type { Detector } from '../../types.js';
import * as aiPlatforms from './ai-platforms.js';
import * as cloudPlatforms from './cloud-platforms.js';
import * as developerTools from './developer-tools.js';
import * as messaging from './messaging.js';
import * as observability from './observability.js';
import * as payments from './payments.js';
import * as productivity from './productivity.js';

const isDetector = (value: unknown): value is Detector => typeof value === 'object' && value !== null && 'pattern' in value && 'anchor' in value;

/** Every service's token format, one record each, grouped by the kind of service. */
export const serviceDetectors: readonly Detector[] = [aiPlatforms, cloudPlatforms, developerTools, messaging, observability, payments, productivity].flatMap(
  (group) => Object.values(group).filter(isDetector),
);
