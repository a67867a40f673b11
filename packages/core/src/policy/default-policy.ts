import type { Policy } from './schemas.js';

/**
 * What a new organization starts with. Rule order matters: the first matching
 * rule decides a category, so the EU rule with SCCs comes before the one that blocks.
 */
export function defaultPolicy(): Policy {
  return {
    name: 'Default policy',
    description: 'Blocks secrets everywhere and health data to AI tools and vendors; masks personal and financial data to them.',
    masking: { style: 'placeholder' },
    allowList: {},
    customDetectors: [],
    rules: [
      {
        id: 'block-secrets',
        name: 'Block API secrets everywhere',
        enabled: true,
        dataTypes: ['API_SECRETS'],
        destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'],
        action: 'BLOCK',
      },
      {
        id: 'block-health-data',
        name: 'Block health data to AI tools and vendors',
        enabled: true,
        dataTypes: ['PHI'],
        destinations: ['AI_TOOL', 'VENDOR'],
        action: 'BLOCK',
      },
      {
        id: 'mask-eu-data-under-scc',
        name: 'Mask EU data leaving the EU under verified SCCs',
        enabled: true,
        dataTypes: ['EU_DATA'],
        destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'],
        action: 'MASK',
        conditions: ['non_eu_destination', 'scc_verified'],
      },
      {
        id: 'block-eu-data-leaving-eu',
        name: 'Block EU data leaving the EU',
        enabled: true,
        dataTypes: ['EU_DATA'],
        destinations: ['AI_TOOL', 'VENDOR', 'CUSTOMER'],
        action: 'BLOCK',
        conditions: ['non_eu_destination'],
      },
      {
        id: 'mask-personal-and-financial',
        name: 'Mask personal and financial data to AI tools and vendors',
        description: 'EU data that stays in the EU is treated like other personal data.',
        enabled: true,
        dataTypes: ['PII', 'FINANCIAL', 'EU_DATA'],
        destinations: ['AI_TOOL', 'VENDOR'],
        action: 'MASK',
      },
    ],
  };
}
