import type { ServerResponse } from 'node:http';
import type { ModelAnswer } from '../gateway/forward.js';
import { readInChunks } from '../gateway/upstream.js';

type PassedBody = Extract<ModelAnswer['body'], { kind: 'passed' }>;

/**
 * Writes a model answer straight on Node's response, chunk by chunk as the provider sends it: no
 * web stream between the two sockets, so a streamed event costs one read, one restore and one
 * write. `extra` are the headers the middleware set (request id, rate limit).
 */
export function writeModelAnswer(outgoing: ServerResponse, answer: ModelAnswer, extra: Headers): void {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  extra.forEach((value, name) => (headers[name] = value));
  const { body } = answer;
  if (body.kind === 'whole') {
    outgoing.writeHead(answer.status, { ...headers, 'content-length': String(Buffer.byteLength(body.text)) }).end(body.text);
    return;
  }
  outgoing.writeHead(answer.status, headers);
  // The headers leave with the first chunk when it is already here, else on their own: a client
  // waiting on a model that thinks before its first token still sees the answer begin.
  setImmediate(() => {
    if (!outgoing.headersSent && !outgoing.destroyed) outgoing.flushHeaders();
  });
  const { source, restorer } = body;
  const send = (out: string | Buffer) => {
    const more = outgoing.write(out);
    // Node holds a chunked write until the next tick, behind whatever this turn still runs
    // (restoring the rest of a burst of events, the middleware's log line): it goes now.
    outgoing.uncork();
    return more;
  };
  const resume = readInChunks(source, {
    write(chunk) {
      const out = restorer === null ? chunk : restorer.push(chunk, send);
      return out.length === 0 || send(out);
    },
    end(last) {
      const rest = lastOut(restorer, last, send);
      outgoing.end(rest === null || rest.length === 0 ? undefined : rest);
    },
    fail: (error) => outgoing.destroy(error),
  });
  outgoing.on('drain', resume);
  // The caller went away: the provider's answer is dropped (the call's signal aborts it too).
  outgoing.once('close', () => source.destroy());
}

/** What goes out with the answer's end: its last chunk, restored, and any text the restorer still holds. */
function lastOut(restorer: PassedBody['restorer'], last: Buffer | null, early?: (text: string) => void): string | Buffer | null {
  if (restorer === null) return last;
  return (last === null ? '' : restorer.push(last, early)) + restorer.end();
}

/** The same answer as a web Response, where the app runs without Node's server (`app.request`). */
export function modelAnswerResponse(answer: ModelAnswer): Response {
  const { body } = answer;
  const init = { status: answer.status, headers: toHeaders(answer.headers) };
  return new Response(body.kind === 'whole' ? body.text : webStreamOf(body), init);
}

function toHeaders(record: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  return headers;
}

function webStreamOf({ source, restorer }: PassedBody): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const bytes = (out: string | Uint8Array) => (typeof out === 'string' ? encoder.encode(out) : out);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      readInChunks(source, {
        write(chunk) {
          const out = restorer === null ? chunk : restorer.push(chunk);
          if (out.length > 0) controller.enqueue(bytes(out));
          return true;
        },
        end(last) {
          const rest = lastOut(restorer, last);
          if (rest !== null && rest.length > 0) controller.enqueue(bytes(rest));
          controller.close();
        },
        fail: (error) => controller.error(error),
      });
    },
    cancel: () => void source.destroy(),
  });
}
