import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { incomingOf } from './client-gone.js';
import { ApiError } from './errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
// Decodes like Request.text(): UTF-8, a leading byte order mark dropped.
const utf8 = new TextDecoder();


/**
 * Refuses request bodies over `maxBytes` with the error `tooLarge` makes. Behind the Node server
 * the body is read straight from the socket into Hono's body cache, so the route's validator
 * never builds the Fetch Request (its stream, abort signal and headers), which cost more than
 * the rest of a check's HTTP handling. Elsewhere (tests calling `app.request`) Hono's bodyLimit does the work.
 */
export function bodyLimit(maxBytes: number, tooLarge: () => Error): MiddlewareHandler {
  const fallback = honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    const incoming = incomingOf(c);
    if (incoming === undefined) {
      return fallback(c, async () => {
        if (JSON_MEDIA_TYPE.test(mediaTypeOf(c.req.header('content-type')))) refuseDeepJson(await c.req.text());
        await next();
      });
    }
    // Node's server attaches no body to these, whatever the headers say.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
    const bytes = await readBody(incoming, maxBytes, tooLarge);
    // Hono keeps each read of the body there as a promise (its type says otherwise).
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    if (JSON_MEDIA_TYPE.test(mediaTypeOf(incoming.headers['content-type']))) {
      const text = utf8.decode(bytes);
      refuseDeepJson(text);
      cache.text = Promise.resolve(text);
    } else cache.arrayBuffer = Promise.resolve(toArrayBuffer(bytes));
    return next();
  };
}

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim() ?? '';

function refuseDeepJson(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError('VALIDATION_FAILED', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, [
      { path: '', code: 'too_deep', message: `nests deeper than ${MAX_JSON_DEPTH} levels` },
    ]);
  }
}

/** The whole body; refused once it passes `maxBytes`, the rest then drained and dropped. */
function readBody(incoming: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const raw = (incoming as { rawBody?: unknown }).rawBody;
  if (raw instanceof Buffer) return raw.length > maxBytes ? Promise.reject(tooLarge()) : Promise.resolve(raw);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      refused = true;
      chunks.length = 0;
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // The client went away before sending the whole body (no 'end' follows).
    const onClose = () => {
      stop();
      reject(new Error('The client closed the connection before its body arrived'));
    };
    const stop = () => incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

const toArrayBuffer = (bytes: Buffer): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
