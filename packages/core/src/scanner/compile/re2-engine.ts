import type { RE2 } from 're2-wasm';
import { PatternEngineUnavailableError } from '../errors.js';

type Re2Constructor = typeof RE2;

/**
 * re2-wasm's emscripten build reads its .wasm with Node's `fs`, so it is never imported
 * statically: a browser bundle of core must not pull it in. Under Node it is required on first
 * use, beside this module, through the `module` built-in that `process` hands out. Elsewhere an
 * application that bundles re2-wasm itself hands it over with `providePatternEngine`.
 */
const RE2_PACKAGE = 're2-wasm';

interface ModuleBuiltin {
  createRequire(from: string): (id: string) => unknown;
}

let loaded: { engine: Re2Constructor } | { failure: unknown } | undefined;

/** This module's own location: the file under CommonJS, the URL under ESM. */
function ownLocation(): string {
  return typeof __filename === 'string' ? __filename : import.meta.url;
}

function load(): { engine: Re2Constructor } | { failure: unknown } {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const builtin = runtime?.getBuiltinModule?.('module') as ModuleBuiltin | undefined;
  if (builtin === undefined) return { failure: undefined };
  try {
    const exports = builtin.createRequire(ownLocation())(RE2_PACKAGE) as { RE2: Re2Constructor };
    return { engine: exports.RE2 };
  } catch (failure) {
    return { failure };
  }
}

/**
 * What core asks of an engine, as re2-wasm's `RE2` offers it: compile with flags `gu` or `giu`
 * (throwing on a pattern it rejects), then `exec` and `test` from `lastIndex`, with the match's
 * `index` in code points. Another linear-time RE2 engine can stand in through an adapter.
 */
export interface PatternEngine {
  new (pattern: string, flags: string): {
    lastIndex: number;
    exec(text: string): { readonly index: number; readonly [group: number]: string | undefined } | null;
    test(text: string): boolean;
  };
}

/**
 * Hands core the engine where it cannot load one itself: a browser bundle that carries re2-wasm
 * (`import { RE2 } from 're2-wasm'`) passes its `RE2` here before compiling policies with custom
 * or allow-list patterns; a runtime that forbids eval (re2-wasm's glue code needs it) passes an
 * adapter over an eval-free RE2 engine instead.
 */
export function providePatternEngine(engine: PatternEngine): void {
  if (typeof engine !== 'function') throw new TypeError('providePatternEngine expects the RE2 constructor of re2-wasm or an engine of the same shape');
  // Core calls only the members PatternEngine names.
  loaded = { engine: engine as unknown as Re2Constructor };
}

/** The RE2 constructor; throws PatternEngineUnavailableError where this runtime cannot load it. */
export function re2Engine(): Re2Constructor {
  loaded ??= load();
  if ('engine' in loaded) return loaded.engine;
  throw new PatternEngineUnavailableError({ cause: loaded.failure });
}
