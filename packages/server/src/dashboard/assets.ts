import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The page and the files it loads; anything else under /dashboard/ is not served. */
const ASSET_NAME = /^[a-z0-9-]+\.(js|css|html)$/;

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

export interface Asset {
  body: string;
  contentType: string;
}

/**
 * Where the built page lives: `dist/dashboard` beside the server bundle. Run from source (tests
 * in-process), the route serves the package's last build.
 */
export function defaultAssetsDir(): string {
  const besideBundle = fileURLToPath(new URL('./dashboard/', import.meta.url));
  const packageBuild = fileURLToPath(new URL('../../dist/dashboard/', import.meta.url));
  return existsSync(join(besideBundle, 'index.html')) ? besideBundle : packageBuild;
}

/** Reads assets once and keeps them; a name outside the allowed set or a missing file is null. */
export function assetReader(dir: string): (name: string) => Promise<Asset | null> {
  const cache = new Map<string, Asset>();
  return async (name) => {
    const extension = ASSET_NAME.exec(name)?.[1];
    if (extension === undefined) return null;
    const cached = cache.get(name);
    if (cached) return cached;
    const path = join(dir, name);
    if (!existsSync(path)) return null;
    const asset = { body: await readFile(path, 'utf8'), contentType: CONTENT_TYPES[extension] };
    cache.set(name, asset);
    return asset;
  };
}
