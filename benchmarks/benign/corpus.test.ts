import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assembleSource, cutAtLine } from './corpus.js';
import type { Source } from './sources.js';

function folder(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'benign-corpus-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const source = (root: string, capBytes: number, extra: Partial<Source> = {}): Source => ({
  name: 'sample',
  kind: 'docs',
  root: { path: root },
  include: /\.(?:txt|log\.gz)$/,
  capBytes,
  ...extra,
});

describe('benign corpus assembly', () => {
  it('cuts at the last line end within the byte budget', () => {
    expect(cutAtLine('one\ntwo\nthree\n', 9)).toBe('one\ntwo\n');
    expect(cutAtLine('one\ntwo\n', 2)).toBe('');
    expect(cutAtLine('é\né\n', 4)).toBe('é\n');
  });

  it('takes files in sorted order up to the cap, gunzips, skips exclusions and repeated texts', () => {
    const root = folder({
      'b/second.txt': 'beta 1\nbeta 2\nbeta 3\n',
      'a/first.txt': 'alpha\n',
      'a/copy.txt': 'alpha\n',
      'a/skip.md': 'not included\n',
      'c/run.log.gz': gzipSync('log line\n'),
      'tests/fixture.txt': 'left out\n',
    });
    const seen = new Set<string>();
    const all = assembleSource(source(root, 1_000, { exclude: /^tests\// }), seen);
    expect(all.files.map((f) => f.name)).toEqual(['sample:a/copy.txt', 'sample:b/second.txt', 'sample:c/run.log']);
    expect(all.files[2].text).toBe('log line\n');

    const capped = assembleSource(source(root, 6 + 14), new Set());
    expect(capped.files.map((f) => f.text)).toEqual(['alpha\n', 'beta 1\nbeta 2\n']);
    expect(capped.bytes).toBe(20);

    // The same texts again, in another source: already scanned.
    expect(assembleSource(source(root, 1_000, { name: 'again' }), seen).files.map((f) => f.name)).toEqual(['again:tests/fixture.txt']);
  });

  it('reports a source that is not on the machine as missing', () => {
    const missing = assembleSource(source(join(tmpdir(), 'no-such-benign-source'), 1_000), new Set());
    expect(missing).toMatchObject({ root: null, files: [], bytes: 0 });
  });
});
