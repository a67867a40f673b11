import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectorTypes } from '@preflight/core';
import { DETECTOR_DOCS_PATH, renderDetectorDocs } from '../../scripts/detector-docs.js';

describe('docs/detectors.md', () => {
  it('is what the registry renders (run `pnpm docs:detectors` after changing detectors)', () => {
    expect(readFileSync(DETECTOR_DOCS_PATH, 'utf8')).toBe(renderDetectorDocs());
  });

  it('has a section for every built-in type, which SARIF rules link to', () => {
    const headings = new Set([...renderDetectorDocs().matchAll(/^### (\S+)$/gm)].map((m) => m[1]));
    expect(detectorTypes().filter((info) => !headings.has(info.type))).toEqual([]);
  });
});
