import type { Vault } from '@preflight/core';
import { type Escaping, PlaceholderStream, restoreAll } from './placeholder-stream.js';
import { escapingOfKey, isObject, type Json, type JsonObject } from './text-slots.js';

/**
 * Restores placeholders in every string of a JSON answer, tool-call arguments (JSON text)
 * escaped. What holds no placeholder is returned as it is, so an unchanged answer is the same object.
 */
export function restoreJson(value: Json, vault: Vault, escaping: Escaping = 'text'): Json {
  if (typeof value === 'string') return value.includes('[') ? restoreAll(value, vault, escaping) : value;
  if (Array.isArray(value)) {
    let out: Json[] | null = null;
    value.forEach((item, i) => {
      const restored = restoreJson(item, vault, escaping);
      if (restored !== item) (out ??= [...value])[i] = restored;
    });
    return out ?? value;
  }
  if (!isObject(value)) return value;
  let out: JsonObject | null = null;
  for (const key of Object.keys(value)) {
    const item = value[key] as Json;
    const restored = restoreJson(item, vault, typeof item === 'string' ? escapingOfKey(key) : escaping);
    if (restored !== item) (out ??= { ...value })[key] = restored;
  }
  return out ?? value;
}

/** Where a streamed event carries a piece of text: the object holding it, its key, and the stream it continues. */
export interface DeltaSite {
  channel: string;
  holder: JsonObject;
  key: string;
}

/** The pieces of text an event carries, per dialect's streaming format. */
export function deltaSites(event: JsonObject): DeltaSite[] {
  const sites: DeltaSite[] = [];
  const add = (channel: string, holder: Json | undefined, key: string) => {
    if (isObject(holder) && typeof holder[key] === 'string') sites.push({ channel, holder, key });
  };
  // OpenAI chat completions: choices[].delta.content and the tool calls' argument pieces.
  if (Array.isArray(event.choices)) {
    for (const choice of event.choices) {
      if (!isObject(choice) || !isObject(choice.delta)) continue;
      add(`choice ${choice.index}`, choice.delta, 'content');
      if (Array.isArray(choice.delta.tool_calls)) {
        for (const call of choice.delta.tool_calls) if (isObject(call)) add(`choice ${choice.index} tool ${call.index}`, call.function, 'arguments');
      }
    }
  }
  // Anthropic messages: content_block_delta with a text or a partial JSON piece.
  if (event.type === 'content_block_delta' && isObject(event.delta)) {
    add(`block ${event.index}`, event.delta, 'text');
    add(`block ${event.index}`, event.delta, 'partial_json');
  }
  // OpenAI responses: output text and function-call argument pieces.
  if (event.type === 'response.output_text.delta' || event.type === 'response.function_call_arguments.delta') {
    add(responsesChannel(event), event, 'delta');
  }
  return sites;
}

const responsesChannel = (event: JsonObject) => `item ${event.item_id} ${event.content_index ?? ''}`;

/** The streams an event closes, whose held text must go out before it. */
function closedChannels(event: JsonObject): string[] | 'all' {
  if (event.type === 'content_block_stop') return [`block ${event.index}`];
  if (event.type === 'response.output_text.done' || event.type === 'response.function_call_arguments.done') return [responsesChannel(event)];
  if (event.type === 'message_stop' || event.type === 'response.completed') return 'all';
  return [];
}

/** The restoring state of one streamed answer: a placeholder stream per text stream, and the last event of each. */
export class StreamedAnswer {
  private readonly streams = new Map<string, { stream: PlaceholderStream; last: JsonObject; key: string }>();

  constructor(private readonly vault: Vault) {}

  /**
   * What to send for one upstream event (a freshly parsed object, which this changes in place):
   * held text flushed first where the event closes its stream, then the event restored, or null
   * for it when nothing in it changed (it goes out as it came).
   */
  events(event: JsonObject): { flushed: JsonObject[]; event: JsonObject | null } {
    const closed = closedChannels(event);
    const flushed = closed === 'all' ? this.flushed([...this.streams.keys()]) : closed.length === 0 ? [] : this.flushed(closed);
    const pieces = deltaSites(event).map((site) => {
      let state = this.streams.get(site.channel);
      if (!state) {
        state = { stream: new PlaceholderStream(this.vault, escapingOfKey(site.key)), last: event, key: site.key };
        this.streams.set(site.channel, state);
      }
      state.last = event;
      const piece = site.holder[site.key] as string;
      return { site, piece, out: state.stream.push(piece) };
    });
    // The pieces are the streams' to restore: set aside while the rest of the event is.
    for (const { site } of pieces) site.holder[site.key] = '';
    const restored = restoreJson(event, this.vault) as JsonObject;
    let changed = restored !== event;
    for (const { site, piece, out } of pieces) {
      site.holder[site.key] = out;
      // restoreJson copies only the paths it changed; elsewhere `restored` shares the holder.
      if (restored !== event) {
        const twin = pathTo(event, site.holder, restored);
        if (twin) twin[site.key] = out;
      }
      changed ||= piece !== out;
    }
    return { flushed, event: changed ? restored : null };
  }

  /** Whether any stream holds the beginning of a placeholder (then every event must be read). */
  get holding(): boolean {
    for (const { stream } of this.streams.values()) if (stream.holding) return true;
    return false;
  }

  /** Held text of every stream, as events shaped like each stream's last one: the answer ended. */
  end(): JsonObject[] {
    return this.flushed([...this.streams.keys()]);
  }

  private flushed(channels: string[]): JsonObject[] {
    const out: JsonObject[] = [];
    for (const channel of channels) {
      const state = this.streams.get(channel);
      if (!state) continue;
      this.streams.delete(channel);
      const held = state.stream.flush();
      if (held === '') continue;
      const copy = structuredClone(state.last);
      const site = deltaSites(copy).find((s) => s.channel === channel && s.key === state.key);
      if (!site) continue;
      site.holder[site.key] = held;
      out.push(copy);
    }
    return out;
  }
}

/** The object in `copy` at the place `target` has in `original` (both the same shape). */
function pathTo(original: Json, target: JsonObject, copy: Json): JsonObject | null {
  if (original === target) return copy as JsonObject;
  if (Array.isArray(original) && Array.isArray(copy)) {
    for (let i = 0; i < original.length; i++) {
      const found = pathTo(original[i] as Json, target, copy[i] as Json);
      if (found) return found;
    }
  } else if (isObject(original) && isObject(copy)) {
    for (const key of Object.keys(original)) {
      const found = pathTo(original[key] as Json, target, copy[key] as Json);
      if (found) return found;
    }
  }
  return null;
}
