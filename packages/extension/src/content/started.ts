import type { Grant, PageSettings } from '../shared.js';
import { STORE } from '../shared.js';

/** Imported first, so it marks when the content script's modules began to evaluate. */
export const scriptStarted = performance.now();

/**
 * The one read of what the worker published, asked for before core's modules evaluate: the
 * answer arrives while they do, so the policy is in hand when the script has finished.
 */
export const startupRead: Promise<{ grant: Grant | null; settings: PageSettings | null; at: number }> = chrome.storage.local
  .get([STORE.grant, STORE.pageSettings])
  .then((stored) => ({
    grant: (stored[STORE.grant] as Grant | undefined) ?? null,
    settings: (stored[STORE.pageSettings] as PageSettings | undefined) ?? null,
    at: performance.now(),
  }));
