import { providePatternEngine } from '@preflight/core';
import { RE2 } from 're2-wasm';

// Core loads RE2 by itself only under Node; this package's browser bundle carries re2-wasm
// (see browser-build.ts), so policies with custom patterns also run in SDK mode in a page.
providePatternEngine(RE2);
