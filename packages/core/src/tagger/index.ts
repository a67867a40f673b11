/** The tagger of person names and street addresses, which reads a document's words rather than a pattern. */
export { AddressTagger } from './addresses.js';
export { namesIn } from './tag.js';
export type { SpanList } from './spans.js';
