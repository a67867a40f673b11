/** Imported first, so it marks when the content script's modules began to evaluate. */
export const scriptStarted = performance.now();
