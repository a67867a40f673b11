import { describe, expect, it } from 'vitest';
import { isEuRegion } from '@preflight/core';

describe('isEuRegion', () => {
  it.each(['EU', 'eu', ' EEA ', 'DE', 'fr', 'el', 'NO', 'eu-west-1', 'EU-CENTRAL-1', 'europe-west4', 'westeurope', 'germanywestcentral'])(
    '%s is in the EU/EEA',
    (region) => expect(isEuRegion(region)).toBe(true),
  );

  it.each([undefined, '', 'US', 'us-east-1', 'GB', 'UK', 'CH', 'eu-west-2', 'eu-central-2', 'europe-west2', 'europe-west6', 'uksouth', 'switzerlandnorth', 'APAC', 'E U'])(
    '%s is not',
    (region) => expect(isEuRegion(region)).toBe(false),
  );
});
