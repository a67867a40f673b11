import { afterAll, describe, expect, it } from 'vitest';
import { pdfStreamBomb } from '../../../../fixtures/files/hostile.js';
import { defaultPolicyDocument } from '../../src/domain/engine.js';
import { createEnginePool, INLINE_TEXT_CHARS } from '../../src/domain/engine-pool.js';
import { toApiError } from '../../src/http/error-handler.js';

const policy = defaultPolicyDocument();
const input = { definition: policy.definition, policyVersion: policy.version, destination: 'AI_TOOL', context: undefined, maskingKey: 'fake-key' };
const large = (extra: string) => `${'Quarterly notes, nothing sensitive here. '.repeat(Math.ceil(INLINE_TEXT_CHARS / 40))}${extra}`;

describe('check engine pool', () => {
  const pool = createEnginePool({ threads: 1, maxQueue: 2 });
  afterAll(() => pool.close());

  it('checks a large text and a file in a worker thread with the same result as on this thread', async () => {
    const result = await pool.checkText(large('Write to jane.fake@example.com today.'), input);
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
    expect(result.maskedContent).toContain('[EMAIL_1]');
    expect(result.maskedContent).not.toContain('jane.fake@example.com');
    const file = await pool.checkFile(new TextEncoder().encode('Deploy with AKIAQYLPMN5HFIQR7XPA'), input);
    expect(file).toMatchObject({ decision: 'BLOCKED', maskedFile: null, inputSizeBytes: 32 });
  });

  it('brings a file error back with its code, which the HTTP layer maps as on this thread', async () => {
    const error = await pool.checkFile(pdfStreamBomb(64), input).catch((e: unknown) => e);
    expect(toApiError(error)).toMatchObject({ code: 'ZIP_BOMB', status: 422 });
  });

  it('refuses with 503 and Retry-After once the queue is full, and serves again after', async () => {
    const text = large('x');
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => pool.checkText(text, input)));
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => toApiError((o as PromiseRejectedResult).reason));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.code === 'SERVER_BUSY' && e.status === 503 && e.headers['Retry-After'] === '1')).toBe(true);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
    expect((await pool.checkText(text, input)).decision).toBe('ALLOWED');
  });
});
