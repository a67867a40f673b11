import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const scannerDir = fileURLToPath(new URL('../../src/scanner/', import.meta.url));

/** Every TypeScript file under `dir`, as absolute paths. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The stage folder a scanner file belongs to, or '' for the scanner's top level. */
const stageOf = (file: string) => (relative(scannerDir, file).includes(sep) ? relative(scannerDir, file).split(sep)[0] : '');

test("the scanner's stages import one another only through each stage's index.ts", () => {
  const crossings: string[] = [];
  for (const file of sources(scannerDir)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(scannerDir)) continue;
      const stage = stageOf(target);
      if (stage !== '' && stage !== stageOf(file) && !target.endsWith(`${sep}index.js`)) crossings.push(`${relative(scannerDir, file)} imports ${specifier}`);
    }
  }
  expect(crossings).toEqual([]);
});
