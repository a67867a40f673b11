import { describe, expect, it } from 'vitest';
import { createProgress, PROGRESS_MIN_FILES } from '../../src/cli/progress.js';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream, writes };
}

describe('createProgress', () => {
  it('draws a bar on a terminal for long runs, throttled, and clears it at the end', () => {
    const { stream, writes } = fakeStream(true);
    let now = 0;
    const progress = createProgress(stream, 40, () => now);
    for (let i = 0; i < 40; i++) {
      now += 10;
      progress.tick();
    }
    progress.done();
    expect(writes[0]).toBe(`\r[#${'-'.repeat(29)}] 1/40 files`);
    expect(writes).toContain(`\r[${'#'.repeat(30)}] 40/40 files`);
    expect(writes.length).toBeLessThan(10);
    expect(writes.at(-1)).toBe('\r\u001b[2K');
  });

  it('stays silent when output is not a terminal or the run is short', () => {
    for (const [isTTY, total] of [[false, 100], [true, PROGRESS_MIN_FILES - 1]] as const) {
      const { stream, writes } = fakeStream(isTTY);
      const progress = createProgress(stream, total);
      for (let i = 0; i < total; i++) progress.tick();
      progress.done();
      expect(writes).toEqual([]);
    }
  });
});
