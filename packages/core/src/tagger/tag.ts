import { NameTagger } from './names.js';
import type { SpanList } from './spans.js';

const names = new NameTagger();

/**
 * Person names in `text`, in text order. A name that overlaps an address (`Florence` in a street's
 * name) gives way to the longer address when the scanner settles overlaps, so the addresses are
 * not read twice.
 */
export function namesIn(text: string): SpanList {
  return names.tag(text);
}
