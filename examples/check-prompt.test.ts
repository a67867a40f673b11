import { describe, expect, it } from 'vitest';
import { checkPrompt, EXAMPLE_PROMPT } from './check-prompt.js';

describe('examples/check-prompt', () => {
  it('masks the addresses in the example prompt', () => {
    const result = checkPrompt(EXAMPLE_PROMPT);
    expect(result.decision).toBe('ALLOWED_WITH_MASKING');
    expect(result.summary).toBe('Allowed with masking: 3 email addresses masked before sending to an AI tool.');
    expect(result.masked_content).not.toContain('@example.');
    expect(result.masked_content).toContain('[EMAIL_1] about invoice 1043');
  });
});
