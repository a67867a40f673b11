import { h } from './dom.js';
import type { ProbeResult } from './types.js';

/**
 * The outcome of a test event. On failure the service's `error` names what went wrong and
 * what to check (credential, URL path, receiver health, reachability), shown as the hint.
 */
export function probeResultView(result: ProbeResult): HTMLElement {
  if (result.ok) {
    return h('div', { class: 'probe probe-ok', role: 'status' }, h('strong', {}, 'Test event delivered'), ` (HTTP ${result.status_code}).`);
  }
  const answer = result.status_code === 0 ? 'no HTTP answer' : `HTTP ${result.status_code}`;
  return h(
    'div',
    { class: 'probe probe-failed', role: 'alert' },
    h('strong', {}, `Test failed (${answer}).`),
    h('p', { class: 'action-hint' }, result.error ?? 'The receiver did not accept the event.'),
  );
}
