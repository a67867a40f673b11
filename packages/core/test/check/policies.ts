import { defaultPolicy, parsePolicy, type Policy, type PolicyInput } from '@preflight/core';

/**
 * Custom detectors with fixed, obviously fake shapes stand in for categories whose built-in
 * detectors are tested elsewhere, so these end-to-end tests depend only on EMAIL.
 */
export const FAKE_DETECTORS: PolicyInput['customDetectors'] = [
  { id: 'fake-token', type: 'FAKE_TOKEN', categories: ['API_SECRETS'], label: 'fake token', pattern: 'FAKETOKEN_[0-9]{4}' },
  { id: 'fake-eu-id', type: 'FAKE_EU_ID', categories: ['EU_DATA'], label: 'fake EU ID', pattern: 'FAKEEU-[0-9]{6}' },
  { id: 'fake-mrn', type: 'FAKE_MRN', categories: ['PHI'], label: 'fake record number', pattern: 'FAKEMRN-[0-9]{5}' },
];

/** The default rules, plus the fake detectors and any changes. */
export function defaultWith(changes: Partial<PolicyInput> = {}): Policy {
  const base = defaultPolicy();
  return parsePolicy({ ...base, customDetectors: FAKE_DETECTORS, ...changes });
}
