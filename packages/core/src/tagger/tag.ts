import { tagAddresses } from './addresses.js';
import { NameTagger } from './names.js';
import type { SpanList } from './spans.js';

/** A document's person names and street addresses, each list in text order and disjoint from the other. */
export interface TaggedDocument {
  readonly names: SpanList;
  readonly addresses: SpanList;
}

const names = new NameTagger();

/** Tags a whole document: addresses first, so a street's words (`Florence Street`) are never read as a name. */
export function tagDocument(text: string): TaggedDocument {
  const addresses = tagAddresses(text);
  return { names: names.tag(text, addresses), addresses };
}

/**
 * The last document tagged and its tags. Both detectors read the same document in one scan,
 * and a scan is read chunk by chunk: the document is tagged once, whole, so a later mention in
 * another chunk still knows the full name. Only the last document is kept.
 */
let lastText: string | null = null;
let lastTags: TaggedDocument | null = null;

export function taggedDocument(text: string): TaggedDocument {
  if (lastText !== text || lastTags === null) {
    lastTags = tagDocument(text);
    lastText = text;
  }
  return lastTags;
}
