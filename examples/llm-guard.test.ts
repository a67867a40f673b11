import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FakeChatClient } from './fake-chat-client.js';
import { guardChatClient, PromptBlockedError } from './llm-guard.js';

const ann = 'ann.fake@example.com';
const bob = 'bob.fake@example.org';

describe('examples/llm-guard', () => {
  it('sends only placeholders and restores them, repeated and reordered, in the answer', async () => {
    const model = new FakeChatClient();
    const response = await guardChatClient(model).chat.completions.create({
      model: 'fake-model',
      messages: [
        { role: 'system', content: `Escalations go to ${bob}.` },
        { role: 'user', content: `Email ${ann} and ${bob}; ${ann} first.` },
      ],
    });
    const sent = JSON.stringify(model.received);
    expect(sent).not.toContain(ann);
    expect(sent).not.toContain(bob);
    expect(model.received[0].messages.map((m) => m.content)).toEqual(['Escalations go to [EMAIL_1].', 'Email [EMAIL_2] and [EMAIL_1]; [EMAIL_2] first.']);
    expect(model.answers[0]).toBe('Done. I drafted the note to [EMAIL_2] and [EMAIL_1]; [EMAIL_1] goes first.');
    expect(response.choices[0].message.content).toBe(`Done. I drafted the note to ${ann} and ${bob}; ${bob} goes first.`);
  });

  it('does not call the model when the prompt is blocked', async () => {
    const model = new FakeChatClient();
    const call = guardChatClient(model).chat.completions.create({
      model: 'fake-model',
      messages: [{ role: 'user', content: 'Deploy with AKIAQ3FAKEKEY7EXMPL2 please.' }],
    });
    await expect(call).rejects.toBeInstanceOf(PromptBlockedError);
    await expect(call).rejects.not.toThrow(/AKIA/);
    expect(model.received).toEqual([]);
  });

  it('runs as a script with one command', async () => {
    const script = fileURLToPath(new URL('./llm-guard.ts', import.meta.url));
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: root });
    expect(stdout).toContain('The model saw:       Tell [EMAIL_1] and [EMAIL_2]');
    expect(stdout).toContain(`You get back:        Done. I drafted the note to ${bob} and ${ann}; ${ann} goes first.`);
    expect(stdout).toContain('Not sent:            Blocked: 1 AWS access key headed to an AI tool.');
  });
});
