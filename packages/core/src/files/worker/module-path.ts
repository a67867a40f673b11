import { createRequire } from 'node:module';

// This module's own path, in the ESM build and in the CommonJS build alike.
const here = typeof __filename === 'string' ? __filename : import.meta.url;

/** Absolute path of a dependency's CommonJS entry, for a worker script to `require`. */
export function dependencyPath(name: string): string {
  return createRequire(here).resolve(name);
}
