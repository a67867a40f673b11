import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data folder holds the database and key material: created readable by this user only
 * (0700). A folder that already exists keeps its mode, since it may be shared with other files;
 * what Preflight writes in it is 0600 (privateFile).
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates `file` empty with mode 0600 when missing, and narrows an existing one to 0600. */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
