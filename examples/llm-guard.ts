// Puts Preflight in front of an LLM call: masks the prompt, calls the model, restores the
// answer locally. The placeholder map never leaves this process.
// Run: npx tsx examples/llm-guard.ts
import { pathToFileURL } from 'node:url';
import { createChecker, unmask, type CheckContext, type Destination, type Policy } from '@preflight/core';
import { FakeChatClient } from './fake-chat-client.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
}
export interface ChatResponse {
  id: string;
  model: string;
  choices: { index: number; message: { role: 'assistant'; content: string | null } }[];
}
/** The non-streaming call shape of OpenAI-style `chat.completions.create`. */
export interface ChatClient {
  chat: { completions: { create(request: ChatRequest): Promise<ChatResponse> } };
}

/** The prompt was not sent; `summary` says why without repeating any value. */
export class PromptBlockedError extends Error {
  readonly code = 'PROMPT_BLOCKED' as const;

  constructor(readonly summary: string) {
    super(summary);
    this.name = 'PromptBlockedError';
  }
}

export interface GuardOptions {
  policy?: Policy;
  destination?: Destination;
  context?: CheckContext;
}

/** Messages are checked as one document, so a value keeps one placeholder across the conversation. */
const SEPARATOR = '\u001e';

/** Wraps a chat client: same `create` call, but the model only ever sees masked messages. */
export function guardChatClient(client: ChatClient, options: GuardOptions = {}): ChatClient {
  const checker = createChecker({ policy: options.policy });
  const destination = options.destination ?? 'AI_TOOL';
  return {
    chat: {
      completions: {
        async create(request) {
          if (request.messages.some((message) => message.content.includes(SEPARATOR))) {
            throw new TypeError('llm-guard: a message contains the record separator character');
          }
          const result = checker.check(request.messages.map((message) => message.content).join(SEPARATOR), {
            destination,
            context: options.context,
          });
          if (result.decision === 'BLOCKED') throw new PromptBlockedError(result.summary);
          const masked = result.masked_content.split(SEPARATOR);
          if (masked.length !== request.messages.length) {
            throw new TypeError('llm-guard: a finding spans two messages, so they cannot be masked one by one');
          }
          const response = await client.chat.completions.create({
            ...request,
            messages: request.messages.map((message, i) => ({ ...message, content: masked[i] })),
          });
          return {
            ...response,
            choices: response.choices.map((choice) => ({
              ...choice,
              message: { ...choice.message, content: choice.message.content === null ? null : unmask(choice.message.content, result.vault) },
            })),
          };
        },
      },
    },
  };
}

async function main(): Promise<void> {
  const model = new FakeChatClient();
  const guarded = guardChatClient(model);
  const messages: ChatMessage[] = [
    { role: 'system', content: 'You write short, friendly emails.' },
    { role: 'user', content: 'Tell ann.fake@example.com and bob.fake@example.org the launch moved to Friday. Put ann.fake@example.com first.' },
  ];
  const response = await guarded.chat.completions.create({ model: 'fake-model', messages });
  console.log('The model saw:      ', model.received[0].messages[1].content);
  console.log('The model answered: ', model.answers[0]);
  console.log('You get back:       ', response.choices[0].message.content);

  try {
    await guarded.chat.completions.create({ model: 'fake-model', messages: [{ role: 'user', content: 'Use key AKIAQ3FAKEKEY7EXMPL2 to deploy.' }] });
  } catch (error) {
    if (!(error instanceof PromptBlockedError)) throw error;
    console.log('Not sent:           ', error.summary);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
