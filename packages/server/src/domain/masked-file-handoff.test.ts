import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/harness.js';
import { MaskedFileHandoff } from './masked-file-handoff.js';

const file = (size: number) => ({ bytes: new Uint8Array(size), mediaType: 'text/plain', extension: 'txt' });

describe('MaskedFileHandoff', () => {
  it('serves a file until its time is up', () => {
    const clock = fakeClock();
    const handoff = new MaskedFileHandoff(clock, 60_000, 1000);
    handoff.put('a', file(10));
    clock.advance(59_999);
    expect(handoff.get('a')?.bytes.byteLength).toBe(10);
    clock.advance(1);
    expect(handoff.get('a')).toBeNull();
  });

  it('drops the oldest files to stay within its byte budget and skips files larger than it', () => {
    const handoff = new MaskedFileHandoff(fakeClock(), 60_000, 100);
    handoff.put('a', file(60));
    handoff.put('b', file(30));
    handoff.put('c', file(30));
    expect(handoff.get('a')).toBeNull();
    expect(handoff.get('b')).not.toBeNull();
    expect(handoff.get('c')).not.toBeNull();
    handoff.put('huge', file(101));
    expect(handoff.get('huge')).toBeNull();
    expect(handoff.get('b')).not.toBeNull();
  });
});
