import type { ChatClient, ChatRequest, ChatResponse } from './llm-guard.js';

/**
 * A stand-in for an OpenAI-style client, so the example runs offline. It answers by quoting
 * the placeholders it was given in reverse order and twice, as real models often do, and
 * records what it saw so tests can check nothing sensitive reached it.
 */
export class FakeChatClient implements ChatClient {
  readonly received: ChatRequest[] = [];
  readonly answers: string[] = [];

  readonly chat = {
    completions: {
      create: async (request: ChatRequest): Promise<ChatResponse> => {
        this.received.push(request);
        const prompt = request.messages.map((message) => message.content).join('\n');
        const placeholders = [...new Set(prompt.match(/\[[A-Z_]+_\d+\]/g) ?? [])];
        const mentions = placeholders.length > 0 ? [...placeholders].reverse().join(' and ') : 'everyone';
        const content = `Done. I drafted the note to ${mentions}; ${placeholders[0] ?? 'the team'} goes first.`;
        this.answers.push(content);
        return { id: 'fake-completion', model: request.model, choices: [{ index: 0, message: { role: 'assistant', content } }] };
      },
    },
  };
}
