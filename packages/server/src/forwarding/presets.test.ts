import { describe, expect, it } from 'vitest';
import { headerValue, PRESETS, presetById } from './presets.js';

describe('forwarding destination presets', () => {
  it('offers the log systems the dashboard promises, each once', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['splunk-hec', 'elastic', 'datadog', 'sentinel', 'sumo-logic', 'cribl', 'generic']);
  });

  it('puts the scheme word before the credential once', () => {
    const splunk = presetById('splunk-hec');
    expect(headerValue(splunk, 'fake-EXAMPLE-token')).toBe('Splunk fake-EXAMPLE-token');
    expect(headerValue(splunk, 'Splunk fake-EXAMPLE-token')).toBe('Splunk fake-EXAMPLE-token');
    expect(headerValue(presetById('elastic'), ' fake-EXAMPLE-key ')).toBe('ApiKey fake-EXAMPLE-key');
  });

  it('sends other credentials as typed, and an empty one as empty', () => {
    expect(headerValue(presetById('datadog'), 'fake-EXAMPLE-key')).toBe('fake-EXAMPLE-key');
    expect(headerValue(presetById('splunk-hec'), '  ')).toBe('');
  });

  it('falls back to the generic receiver for an unknown preset', () => {
    expect(presetById('unknown').id).toBe('generic');
  });
});
