import { describe, expect, it } from 'vitest';
import { unmask } from '@preflight/core';

const vault = { '[EMAIL_1]': 'ann@example.com', '[EMAIL_2]': 'bob@example.org', '[PHONE_1]': '+1 202 555 0100' };

describe('unmask', () => {
  it.each([
    ['repeated', 'Write to [EMAIL_1]. Again: [EMAIL_1]!', 'Write to ann@example.com. Again: ann@example.com!'],
    ['reordered', '[PHONE_1] belongs to [EMAIL_2], not [EMAIL_1]', '+1 202 555 0100 belongs to bob@example.org, not ann@example.com'],
    ['nested in brackets', '[[EMAIL_1]] and [note [EMAIL_2]]', '[ann@example.com] and [note bob@example.org]'],
    ['next to one another', '[EMAIL_1][EMAIL_2]', 'ann@example.combob@example.org'],
    ['unknown tokens untouched', '[EMAIL_9] [email_1] [EMAIL_1 ] [x]', '[EMAIL_9] [email_1] [EMAIL_1 ] [x]'],
    ['no tokens', 'plain text', 'plain text'],
  ])('%s', (_, answer, restored) => {
    expect(unmask(answer, vault)).toBe(restored);
  });

  it('restores values literally, even ones that look like replacement patterns', () => {
    expect(unmask('pw: [PASSWORD_1]', { '[PASSWORD_1]': "fake$&$1$'" })).toBe("pw: fake$&$1$'");
  });
});
