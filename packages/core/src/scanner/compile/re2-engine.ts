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
 * Hands core the RE2 engine where it cannot load one itself: a browser bundle that carries
 * re2-wasm (`import { RE2 } from 're2-wasm'`) passes its `RE2` here before compiling policies
 * with custom or allow-list patterns.
 */
export function providePatternEngine(engine: Re2Constructor): void {
  if (typeof engine !== 'function') throw new TypeError('providePatternEngine expects the RE2 constructor of re2-wasm');
  loaded = { engine };
}

/** The RE2 constructor; throws PatternEngineUnavailableError where this runtime cannot load it. */
export function re2Engine(): Re2Constructor {
  loaded ??= load();
  if ('engine' in loaded) return loaded.engine;
  throw new PatternEngineUnavailableError({ cause: loaded.failure });
}
